// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/PipList.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/pip/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

} // namespace

class TestPipList : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void normalize_data();
    void normalize();
    void fixtures_data();
    void fixtures();
    void editable();
    void hostile_data();
    void hostile();
    void keepsGoodEntries();
    void hugeInput();
};

void TestPipList::normalize_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("normalized");
    QTest::newRow("plain") << QStringLiteral("vllm") << QStringLiteral("vllm");
    QTest::newRow("underscore") << QStringLiteral("flashinfer_python") << QStringLiteral("flashinfer-python");
    QTest::newRow("mixed case dots") << QStringLiteral("Zope.Interface") << QStringLiteral("zope-interface");
    QTest::newRow("runs") << QStringLiteral("a-_.-b") << QStringLiteral("a-b");
    QTest::newRow("nvidia") << QStringLiteral("NVIDIA_NCCL_CU12") << QStringLiteral("nvidia-nccl-cu12");
    QTest::newRow("spaces trimmed") << QStringLiteral("  torch ") << QStringLiteral("torch");
    QTest::newRow("empty") << QString() << QString();
}

void TestPipList::normalize()
{
    QFETCH(QString, name);
    QFETCH(QString, normalized);
    QCOMPARE(normalizePackageName(name), normalized);
}

void TestPipList::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("version");

    QTest::newRow("pip vllm 0.11 torch") << QStringLiteral("vllm-0.11-pip.json") << 25
                                         << QStringLiteral("torch") << QStringLiteral("2.8.0+cu128");
    QTest::newRow("pip flashinfer jit cache")
        << QStringLiteral("vllm-0.11-pip.json") << 25 << QStringLiteral("flashinfer_jit_cache")
        << QStringLiteral("0.4.0+cu128");
    QTest::newRow("pip nccl") << QStringLiteral("vllm-0.11-pip.json") << 25
                              << QStringLiteral("nvidia-nccl-cu12") << QStringLiteral("2.27.3");
    QTest::newRow("pip underscore name")
        << QStringLiteral("vllm-editable-pip.json") << 6 << QStringLiteral("flashinfer-python")
        << QStringLiteral("0.2.14.post1");
    QTest::newRow("uv sglang") << QStringLiteral("uv-sglang.json") << 8 << QStringLiteral("SGLang")
                               << QStringLiteral("0.5.0rc2");
    QTest::newRow("uv dotted") << QStringLiteral("uv-sglang.json") << 8 << QStringLiteral("zope_interface")
                               << QStringLiteral("7.2");
    QTest::newRow("warning line first")
        << QStringLiteral("warning-before.json") << 2 << QStringLiteral("vllm") << QStringLiteral("0.9.2");
    QTest::newRow("not installed") << QStringLiteral("uv-sglang.json") << 8 << QStringLiteral("vllm")
                                   << QString();
}

void TestPipList::fixtures()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QString, query);
    QFETCH(QString, version);

    const PipList list = parsePipListJson(fixture(file));
    QVERIFY2(list.isValid(), qPrintable(list.error));
    QCOMPARE(list.packages.size(), count);
    QCOMPARE(list.version(query), version);
    QCOMPARE(list.find(query) != nullptr, !version.isEmpty());
    for (const PipPackage &p : list.packages)
        QCOMPARE(p.name, normalizePackageName(p.displayName));
}

void TestPipList::editable()
{
    const PipList list = parsePipListJson(fixture(QStringLiteral("vllm-editable-pip.json")));
    const PipPackage *vllm = list.find(u"vllm");
    QVERIFY(vllm);
    QCOMPARE(vllm->editableLocation, QStringLiteral("/home/ops/src/vllm"));
    QCOMPARE(vllm->version, QStringLiteral("0.10.2.dev123+g1a2b3c4d5.cu126"));
    QVERIFY(list.find(u"torch")->editableLocation.isEmpty());
    QCOMPARE(list.find(u"flashinfer-python")->displayName, QStringLiteral("flashinfer_python"));
}

void TestPipList::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("kept");

    QTest::newRow("empty") << QByteArray() << 0;
    QTest::newRow("whitespace") << QByteArray(" \n\t ") << 0;
    QTest::newRow("truncated mid-field") << QByteArray(R"([{"name": "vllm", "version": "0.1)") << 0;
    QTest::newRow("truncated array") << QByteArray(R"([{"name": "vllm", "version": "0.11.0"},)") << 0;
    QTest::newRow("binary junk") << QByteArray("\x00\xff[\xfe\x80", 5) << 0;
    QTest::newRow("pip error") << QByteArray("ERROR: unknown command \"lsit\" - maybe you meant \"list\"")
                               << 0;
    QTest::newRow("no such command") << QByteArray(
        "bash: line 1: /opt/vllm/.venv/bin/pip: No such file or directory")
                                     << 0;
    QTest::newRow("columns format") << QByteArray(
        "Package    Version\n---------- -------\nvllm       0.11.0\n")
                                    << 0;
    QTest::newRow("object not array") << QByteArray(R"({"name": "vllm", "version": "0.11.0"})") << 0;
    QTest::newRow("entry without version") << QByteArray(R"([{"name": "vllm"}])") << 0;
    QTest::newRow("version is a number") << QByteArray(R"([{"name": "vllm", "version": 11}])") << 0;
    QTest::newRow("entry not an object") << QByteArray(R"(["vllm==0.11.0"])") << 0;
    QTest::newRow("empty name") << QByteArray(R"([{"name": "--", "version": "1"}])") << 0;
}

void TestPipList::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(int, kept);
    const PipList list = parsePipListJson(text);
    QVERIFY(!list.isValid());
    QVERIFY(!list.error.isEmpty());
    QCOMPARE(list.packages.size(), kept);
}

void TestPipList::keepsGoodEntries()
{
    const PipList list = parsePipListJson(
        R"([{"name": "torch", "version": "2.8.0"}, {"name": 3}, {"name": "vllm", "version": "0.11.0"}])");
    QVERIFY(!list.isValid());
    QVERIFY(list.error.contains(QLatin1String("2")));
    QCOMPARE(list.packages.size(), 2);
    QCOMPARE(list.version(u"vllm"), QStringLiteral("0.11.0"));
    QVERIFY(parsePipListJson("[]").isValid());
    QVERIFY(parsePipListJson("[]").packages.isEmpty());
}

void TestPipList::hugeInput()
{
    QVERIFY(!parsePipListJson(QByteArray(10 * 1024 * 1024, 'x')).isValid());
    QVERIFY(!parsePipListJson(QByteArray(10 * 1024 * 1024, '[')).isValid());
    const QByteArray longName
        = "[{\"name\": \"" + QByteArray(10 * 1024 * 1024, 'a') + "\", \"version\": \"1\"}]";
    const PipList list = parsePipListJson(longName);
    QVERIFY2(list.isValid(), qPrintable(list.error));
    QCOMPARE(list.packages.first().name.size(), 10 * 1024 * 1024);
}

QTEST_GUILESS_MAIN(TestPipList)
#include "tst_piplist.moc"
