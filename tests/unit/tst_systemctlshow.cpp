// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/SystemctlShow.h"

#include <QFile>
#include <QTest>
#include <QTimeZone>

using namespace ic;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/systemctl/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

} // namespace

class TestSystemctlShow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void hostile_data();
    void hostile();
    void valueWithEquals();
    void memory_data();
    void memory();
    void timestamp_data();
    void timestamp();
    void properties();
};

void TestSystemctlShow::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("activeState");
    QTest::addColumn<QString>("subState");
    QTest::addColumn<QString>("result");
    QTest::addColumn<qint64>("mainPid");
    QTest::addColumn<int>("restarts");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("status");
    QTest::addColumn<qint64>("activeEnterSecs"); // 0: invalid
    QTest::addColumn<qint64>("memory"); // -1: unknown
    QTest::addColumn<bool>("exists");
    QTest::addColumn<QStringList>("missing");

    QTest::newRow("active") << QStringLiteral("vllm-active.txt") << QStringLiteral("active")
                            << QStringLiteral("running") << QStringLiteral("success") << qint64(8727) << 0
                            << 0 << 0 << qint64(1724092467) << qint64(7516192768) << true << QStringList();
    QTest::newRow("crash loop") << QStringLiteral("vllm-crashloop.txt") << QStringLiteral("activating")
                                << QStringLiteral("auto-restart") << QStringLiteral("exit-code") << qint64(0)
                                << 7 << 1 << 1 << qint64(1724092467) << qint64(-1) << true << QStringList();
    QTest::newRow("not found") << QStringLiteral("not-found.txt") << QStringLiteral("inactive")
                               << QStringLiteral("dead") << QStringLiteral("success") << qint64(0) << 0 << 0
                               << 0 << qint64(0) << qint64(-1) << false
                               << QStringList { QStringLiteral("ExecStart") };
    QTest::newRow("oom, human timestamps, two blocks")
        << QStringLiteral("oom-killed-human.txt") << QStringLiteral("failed") << QStringLiteral("failed")
        << QStringLiteral("oom-kill") << qint64(0) << 2 << 2 << 9 << qint64(1724137331) << qint64(-1) << true
        << QStringList { QStringLiteral("ExecStart") };
}

void TestSystemctlShow::fixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, activeState);
    QFETCH(QString, subState);
    QFETCH(QString, result);
    QFETCH(qint64, mainPid);
    QFETCH(int, restarts);
    QFETCH(int, code);
    QFETCH(int, status);
    QFETCH(qint64, activeEnterSecs);
    QFETCH(qint64, memory);
    QFETCH(bool, exists);
    QFETCH(QStringList, missing);

    const UnitProperties props = parseSystemctlShow(fixture(file), serviceStateProperties());
    QVERIFY2(props.error.isEmpty(), qPrintable(props.error));
    QCOMPARE(props.missing, missing);
    const ServiceState s = toServiceState(props);
    QCOMPARE(s.activeState, activeState);
    QCOMPARE(s.subState, subState);
    QCOMPARE(s.result, result);
    QCOMPARE(s.mainPid, mainPid);
    QCOMPARE(s.restarts, restarts);
    QCOMPARE(s.execMainCode, code);
    QCOMPARE(s.execMainStatus, status);
    QCOMPARE(s.exists(), exists);
    if (activeEnterSecs == 0) {
        QVERIFY(!s.activeEnterTime.isValid());
    } else {
        QCOMPARE(s.activeEnterTime.toSecsSinceEpoch(), activeEnterSecs);
        QCOMPARE(s.activeEnterTime.timeSpec(), Qt::UTC);
    }
    QCOMPARE(s.memoryBytes.has_value(), memory >= 0);
    if (memory >= 0)
        QCOMPARE(qint64(*s.memoryBytes), memory);
    QVERIFY(!s.description.contains(QLatin1String("second unit")));
}

void TestSystemctlShow::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("hasError");
    QTest::addColumn<int>("values");

    QTest::newRow("empty") << QByteArray() << true << 0;
    QTest::newRow("whitespace") << QByteArray(" \n\t\n  \n") << true << 0;
    QTest::newRow("crlf") << fixture(QStringLiteral("crlf.txt")) << false << 3;
    QTest::newRow("truncated mid-key") << QByteArray("LoadState=loaded\nActiveSt") << true << 1;
    QTest::newRow("truncated mid-value") << QByteArray("LoadState=loaded\nActiveState=act") << false << 2;
    QTest::newRow("access denied") << QByteArray(
        "Failed to get properties: Access denied as the requested operation requires interactive "
        "authentication.") << true << 0;
    QTest::newRow("bus error") << QByteArray(
        "System has not been booted with systemd as init system (PID 1). "
        "Can't operate.\nFailed to connect to bus: Host is down\n")
                               << true << 0;
    QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe=\x01\n\x80\x81", 8) << true << 0;
    QTest::newRow("leading blank lines") << QByteArray("\n\nLoadState=loaded\n") << false << 1;
    QTest::newRow("good lines kept around junk")
        << QByteArray("LoadState=loaded\nnoise here\nSubState=dead\n") << true << 2;
}

void TestSystemctlShow::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, hasError);
    QFETCH(int, values);
    const UnitProperties props = parseSystemctlShow(text, { QStringLiteral("LoadState") });
    QCOMPARE(!props.error.isEmpty(), hasError);
    QCOMPARE(props.values.size(), values);
    QCOMPARE(props.missing.isEmpty(), props.values.contains(QStringLiteral("LoadState")));
    // Whatever came back, the state derivation must not choke on it.
    const ServiceState s = toServiceState(props);
    QVERIFY(s.mainPid >= 0);
}

void TestSystemctlShow::valueWithEquals()
{
    const UnitProperties props = parseSystemctlShow(fixture(QStringLiteral("vllm-active.txt")));
    const QString exec = props.value(QStringLiteral("ExecStart"));
    QVERIFY(exec.startsWith(QLatin1String("{ path=/opt/vllm/.venv/bin/vllm ; argv[]=")));
    QVERIFY(exec.contains(QLatin1String("--max-model-len=32768")));
    QVERIFY(exec.endsWith(QLatin1String("status=0/0 }")));
    QCOMPARE(toServiceState(props).invocationId, QStringLiteral("5f0c6c2d8e3b4a1f9d7e6c5b4a3f2e1d"));
    QCOMPARE(parseSystemctlShow("Environment=A=1 B=2").value(QStringLiteral("Environment")),
             QStringLiteral("A=1 B=2"));
}

void TestSystemctlShow::memory_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<qint64>("bytes"); // -1: nullopt
    QTest::newRow("number") << QByteArray("123456") << qint64(123456);
    QTest::newRow("zero") << QByteArray("0") << qint64(0);
    QTest::newRow("not set") << QByteArray("[not set]") << qint64(-1);
    QTest::newRow("uint64 max") << QByteArray("18446744073709551615") << qint64(-1);
    QTest::newRow("empty") << QByteArray("") << qint64(-1);
    QTest::newRow("junk") << QByteArray("12x") << qint64(-1);
    QTest::newRow("negative") << QByteArray("-5") << qint64(-1);
}

void TestSystemctlShow::memory()
{
    QFETCH(QByteArray, value);
    QFETCH(qint64, bytes);
    const ServiceState s = toServiceState(parseSystemctlShow(QByteArray("MemoryCurrent=" + value)));
    QCOMPARE(s.memoryBytes.has_value(), bytes >= 0);
    if (bytes >= 0)
        QCOMPARE(qint64(*s.memoryBytes), bytes);
}

void TestSystemctlShow::timestamp_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("msecs"); // -1: invalid

    QTest::newRow("unix") << QStringLiteral("@1700000000") << qint64(1700000000000);
    QTest::newRow("unix with micros") << QStringLiteral("@1700000000.250000") << qint64(1700000000250);
    QTest::newRow("human utc") << QStringLiteral("Tue 2024-08-19 18:34:27 UTC") << qint64(1724092467000);
    QTest::newRow("human with micros")
        << QStringLiteral("Mon 2024-08-19 18:34:27.500000 UTC") << qint64(1724092467500);
    QTest::newRow("human offset") << QStringLiteral("Mon 2024-08-19 20:34:27 +0200") << qint64(1724092467000);
    QTest::newRow("no weekday") << QStringLiteral("2024-08-19 18:34:27 UTC") << qint64(1724092467000);
    QTest::newRow("empty") << QString() << qint64(-1);
    QTest::newRow("n/a") << QStringLiteral("n/a") << qint64(-1);
    QTest::newRow("epoch zero") << QStringLiteral("@0") << qint64(-1);
    QTest::newRow("at only") << QStringLiteral("@") << qint64(-1);
    QTest::newRow("at junk") << QStringLiteral("@12ab") << qint64(-1);
    QTest::newRow("too far") << QStringLiteral("@99999999999999999") << qint64(-1);
    QTest::newRow("bad date") << QStringLiteral("Tue 2024-13-45 18:34:27 UTC") << qint64(-1);
    QTest::newRow("unknown zone") << QStringLiteral("Tue 2024-08-19 18:34:27 XYZQ") << qint64(-1);
    QTest::newRow("truncated") << QStringLiteral("Tue 2024-08-19 18:3") << qint64(-1);
}

void TestSystemctlShow::timestamp()
{
    QFETCH(QString, text);
    QFETCH(qint64, msecs);
    const QDateTime t = parseSystemdTimestamp(text);
    QCOMPARE(t.isValid(), msecs >= 0);
    if (msecs >= 0)
        QCOMPARE(t.toMSecsSinceEpoch(), msecs);
}

void TestSystemctlShow::properties()
{
    const QStringList p = serviceStateProperties();
    QCOMPARE(p.size(), 14);
    QVERIFY(p.contains(QStringLiteral("InvocationID")));
    QVERIFY(p.contains(QStringLiteral("MemoryCurrent")));
    const QByteArray big = QByteArray("Description=") + QByteArray(10 * 1024 * 1024, 'a');
    QCOMPARE(parseSystemctlShow(big).value(QStringLiteral("Description")).size(), 10 * 1024 * 1024);
    QVERIFY(!parseSystemctlShow(QByteArray(10 * 1024 * 1024, '\xff')).error.isEmpty());
}

QTEST_GUILESS_MAIN(TestSystemctlShow)
#include "tst_systemctlshow.moc"
