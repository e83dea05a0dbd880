// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The two parsers the preflight adds — GNU df's --output columns and iproute2's ss -Hltnp —
// over hostile rows, and over what the real tools (Debian's coreutils and iproute2) print on
// this machine, reached through RemoteCommandBuilder's quoting and a real /bin/sh.
#include "formats/DiskFree.h"
#include "formats/ListeningSockets.h"
#include "transport/RemoteCommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

using namespace ic;

namespace {
QByteArray shell(const QByteArray &line, int *exitCode = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QString::fromUtf8(line) });
    p.waitForFinished(10000);
    if (exitCode)
        *exitCode = p.exitCode();
    return p.readAllStandardOutput();
}
} // namespace

class TestPreflightFormats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void diskFree_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("error");
        QTest::addColumn<QString>("firstFile");
        QTest::addColumn<qulonglong>("firstAvail");
        QTest::addColumn<QString>("firstMount");
        QTest::newRow("coreutils") << QByteArray("File            1B-blocks       Avail Mounted on\n"
                                                 "/dev/shm      25275990016 25275990016 /dev/shm\n"
                                                 "/root/.cache 270553174016 65142837248 /\n")
                                   << 2 << false << QStringLiteral("/dev/shm") << qulonglong(25275990016ULL)
                                   << QStringLiteral("/dev/shm");
        QTest::newRow("spaces in both")
            << QByteArray("File 1B-blocks Avail Mounted on\n/data/my models 100 40 /mnt/big disk\n") << 1
            << false << QStringLiteral("/data/my models") << qulonglong(40)
            << QStringLiteral("/mnt/big disk");
        QTest::newRow("crlf") << QByteArray("File 1B-blocks Avail Mounted on\r\n/ 10 5 /\r\n") << 1 << false
                              << QStringLiteral("/") << qulonglong(5) << QStringLiteral("/");
        QTest::newRow("empty") << QByteArray() << 0 << true << QString() << qulonglong(0) << QString();
        QTest::newRow("error text") << QByteArray("df: unrecognized option '--output=file'\n") << 0 << true
                                    << QString() << qulonglong(0) << QString();
        QTest::newRow("truncated row") << QByteArray("File 1B-blocks Avail Mounted on\n/dev/shm 6710\n") << 0
                                       << true << QString() << qulonglong(0) << QString();
        QTest::newRow("header only") << QByteArray("File 1B-blocks Avail Mounted on\n") << 0 << false
                                     << QString() << qulonglong(0) << QString();
        QTest::newRow("posix df (no file column)") << QByteArray(
            "Filesystem 1024-blocks Used Available Capacity Mounted on\n/dev/sda1 100 50 50 50% /\n")
                                                   << 0 << true << QString() << qulonglong(0) << QString();
        QTest::newRow("number overflow")
            << QByteArray("File 1B-blocks Avail Mounted on\n/ 999999999999999999999999 1 /\n") << 0 << true
            << QString() << qulonglong(0) << QString();
        QTest::newRow("binary junk") << QByteArray("\x00\xff\x1b[2J\n\x01 2 3 4\n", 14) << 0 << true
                                     << QString() << qulonglong(0) << QString();
        QTest::newRow("junk after header")
            << QByteArray("File 1B-blocks Avail Mounted on\n\x01 2 3 4\n") << 1 << false
            << QStringLiteral("\x01") << qulonglong(3) << QStringLiteral("4");
        QTest::newRow("huge line") << QByteArray(10 * 1024 * 1024, 'x') << 0 << true << QString()
                                   << qulonglong(0) << QString();
    }

    void diskFree()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, rows);
        QFETCH(bool, error);
        const DiskFree d = parseDiskFree(text);
        QCOMPARE(d.rows.size(), rows);
        QCOMPARE(!d.error.isEmpty(), error);
        if (rows > 0) {
            QTEST(d.rows.first().file, "firstFile");
            QTEST(qulonglong(d.rows.first().availableBytes), "firstAvail");
            QTEST(d.rows.first().mountedOn, "firstMount");
        }
    }

    void listeningSockets_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("sockets");
        QTest::addColumn<bool>("error");
        QTest::addColumn<int>("port");
        QTest::addColumn<int>("owners");
        QTest::addColumn<qlonglong>("pid");
        QTest::newRow("iproute2 with process") << QByteArray(
            "LISTEN 0      50     127.0.0.1:44567 0.0.0.0:* users:((\"inference-conso\",pid=19453,fd=4))\n")
                                               << 1 << false << 44567 << 1 << qlonglong(19453);
        QTest::newRow("no process (another user's)")
            << QByteArray("LISTEN 0      128      0.0.0.0:2024  0.0.0.0:*\n") << 1 << false << 2024 << 0
            << qlonglong(0);
        QTest::newRow("ipv6 and two owners") << QByteArray(
            "LISTEN 0 4096 [::]:8000 [::]:* users:((\"vllm\",pid=10,fd=27),(\"vllm\",pid=11,fd=27))\n")
                                             << 1 << false << 8000 << 2 << qlonglong(10);
        QTest::newRow("star address")
            << QByteArray("LISTEN 0 4096 *:8000 *:*\n") << 1 << false << 8000 << 0 << qlonglong(0);
        QTest::newRow("header") << QByteArray(
            "State Recv-Q Send-Q Local Address:Port Peer Address:PortProcess\n")
                                << 0 << false << -1 << 0 << qlonglong(0);
        QTest::newRow("quote in name")
            << QByteArray("LISTEN 0 5 0.0.0.0:8000 0.0.0.0:* users:((\"a\\\"b\",pid=7,fd=3))\n") << 1 << false
            << 8000 << 1 << qlonglong(7);
        QTest::newRow("empty") << QByteArray() << 0 << false << -1 << 0 << qlonglong(0);
        QTest::newRow("error text") << QByteArray("ss: command not found\n") << 0 << true << -1 << 0
                                    << qlonglong(0);
        QTest::newRow("truncated") << QByteArray("LISTEN 0 4096\n") << 0 << true << -1 << 0 << qlonglong(0);
        QTest::newRow("bad port") << QByteArray("LISTEN 0 4096 0.0.0.0:99999 0.0.0.0:*\n") << 0 << true << -1
                                  << 0 << qlonglong(0);
        QTest::newRow("escape sequences")
            << QByteArray("LISTEN 0 5 0.0.0.0:8000 0.0.0.0:* users:((\"\x1b[2J\",pid=9,fd=3))\n") << 1
            << false << 8000 << 1 << qlonglong(9);
        QTest::newRow("huge line") << QByteArray(10 * 1024 * 1024, 'L') << 0 << true << -1 << 0
                                   << qlonglong(0);
    }

    void listeningSockets()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, sockets);
        QFETCH(bool, error);
        const ListeningSockets s = parseListeningSockets(text);
        QCOMPARE(s.sockets.size(), sockets);
        QCOMPARE(!s.error.isEmpty(), error);
        if (sockets > 0) {
            QTEST(s.sockets.first().port, "port");
            QTEST(int(s.sockets.first().owners.size()), "owners");
            if (!s.sockets.first().owners.isEmpty())
                QTEST(qlonglong(s.sockets.first().owners.first().pid), "pid");
        }
    }

    /// The real ss, through the builder's command line and a real shell, sees our own listener.
    void realSsSeesOurListener()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ss")).isEmpty()
            && !QFileInfo::exists(QStringLiteral("/usr/sbin/ss"))
            && !QFileInfo::exists(QStringLiteral("/usr/bin/ss")))
            QSKIP("iproute2's ss is not installed");
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        HostDefinition h;
        const RemoteCommand cmd = RemoteCommandBuilder(h).listeningSockets(server.serverPort());
        QVERIFY2(cmd.isValid(), qPrintable(cmd.error));
        const ListeningSockets s = parseListeningSockets(shell("PATH=$PATH:/usr/sbin:/sbin; " + cmd.line));
        QCOMPARE(s.error, QString());
        QCOMPARE(s.sockets.size(), 1);
        QCOMPARE(s.sockets.first().port, int(server.serverPort()));
        QCOMPARE(s.sockets.first().localAddress, QStringLiteral("127.0.0.1"));
        QCOMPARE(s.sockets.first().owners.size(), 1);
        QCOMPARE(s.sockets.first().owners.first().pid, QCoreApplication::applicationPid());
    }

    /// The real df: a missing path is left out (exit 1), the others keep their argument as given,
    /// and `~user/` is expanded by the shell while the rest stays quoted.
    void realDfMeasuresWhatExists()
    {
        HostDefinition h;
        const QString home = QDir::homePath();
        const QString user = qEnvironmentVariable("USER", QStringLiteral("root"));
        const RemoteCommand cmd = RemoteCommandBuilder(h).diskFree(
            { QStringLiteral("/dev/shm"), QStringLiteral("/nonexistent/it's here"), QStringLiteral("/") });
        QVERIFY2(cmd.isValid(), qPrintable(cmd.error));
        QVERIFY(cmd.line.contains("'/nonexistent/it'\\''s here'"));
        int rc = 0;
        const DiskFree d = parseDiskFree(shell(cmd.line, &rc));
        QCOMPARE(rc, 1);
        QCOMPARE(d.error, QString());
        QCOMPARE(d.rows.size(), 2);
        QCOMPARE(d.rows.at(0).file, QStringLiteral("/dev/shm"));
        QCOMPARE(d.rows.at(1).file, QStringLiteral("/"));
        QCOMPARE(d.rows.at(1).mountedOn.isEmpty(), false);
        QVERIFY(d.rows.at(1).sizeBytes >= d.rows.at(1).availableBytes);

        const RemoteCommand tilde = RemoteCommandBuilder(h).diskFree({ u'~' + user + QStringLiteral("/.") });
        QVERIFY2(tilde.isValid(), qPrintable(tilde.error));
        QVERIFY(tilde.line.endsWith(QByteArray(" ~" + user.toLatin1() + "/'.'")));
        if ((QFileInfo(home).isDir() && QFileInfo(home).fileName() == user)
            || user == QLatin1String("root")) {
            const DiskFree t = parseDiskFree(shell(tilde.line));
            QCOMPARE(t.rows.size(), 1);
            QVERIFY2(t.rows.first().file.startsWith(u'/'), qPrintable(t.rows.first().file));
        }
        // Anything else is refused before it reaches a shell.
        QVERIFY(!RemoteCommandBuilder(h).diskFree({ QStringLiteral("relative/path") }).isValid());
        QVERIFY(!RemoteCommandBuilder(h).diskFree({ QStringLiteral("~$(reboot)/x") }).isValid());
        QVERIFY(!RemoteCommandBuilder(h).diskFree({ QStringLiteral("/a\nb") }).isValid());
        QVERIFY(!RemoteCommandBuilder(h).diskFree({}).isValid());
        QVERIFY(!RemoteCommandBuilder(h).listeningSockets(0).isValid());
    }
};

QTEST_GUILESS_MAIN(TestPreflightFormats)
#include "tst_preflightformats.moc"
