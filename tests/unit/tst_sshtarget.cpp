// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "transport/SshTarget.h"

#include <QFile>
#include <QTest>

using namespace ic;

class TestSshTarget : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QByteArray>("user");
        QTest::addColumn<QByteArray>("host");
        QTest::addColumn<int>("port");

        QTest::newRow("alias") << QByteArray("gpu-01") << true << QByteArray("") << QByteArray("gpu-01") << 0;
        QTest::newRow("user@host") << QByteArray("ops@gpu-01.example.com") << true << QByteArray("ops")
                                   << QByteArray("gpu-01.example.com") << 0;
        QTest::newRow("user@host:port")
            << QByteArray("ops@10.0.0.1:2222") << true << QByteArray("ops") << QByteArray("10.0.0.1") << 2222;
        QTest::newRow("host:port") << QByteArray("10.0.0.1:22") << true << QByteArray("")
                                   << QByteArray("10.0.0.1") << 22;
        QTest::newRow("[v6]:port") << QByteArray("[fe80::1%eth0]:2200") << true << QByteArray("")
                                   << QByteArray("fe80::1%eth0") << 2200;
        QTest::newRow("user@[v6]:port")
            << QByteArray("root@[::1]:2222") << true << QByteArray("root") << QByteArray("::1") << 2222;
        QTest::newRow("[v6] no port")
            << QByteArray("[::1]") << true << QByteArray("") << QByteArray("::1") << 0;
        QTest::newRow("bare v6") << QByteArray("2001:db8::1") << true << QByteArray("")
                                 << QByteArray("2001:db8::1") << 0;
        QTest::newRow("surrounding spaces")
            << QByteArray("  gpu-01  ") << true << QByteArray("") << QByteArray("gpu-01") << 0;

        QTest::newRow("empty") << QByteArray("") << false << QByteArray("") << QByteArray("") << 0;
        QTest::newRow("whitespace") << QByteArray(" \t ") << false << QByteArray("") << QByteArray("") << 0;
        QTest::newRow("empty user") << QByteArray("@host") << false << QByteArray("") << QByteArray("") << 0;
        QTest::newRow("empty host") << QByteArray("user@") << false << QByteArray("user") << QByteArray("")
                                    << 0;
        QTest::newRow("port zero") << QByteArray("host:0") << false << QByteArray("") << QByteArray("host")
                                   << 0;
        QTest::newRow("port too big")
            << QByteArray("host:65536") << false << QByteArray("") << QByteArray("host") << 0;
        QTest::newRow("port text") << QByteArray("host:ssh") << false << QByteArray("") << QByteArray("host")
                                   << 0;
        QTest::newRow("empty port") << QByteArray("host:") << false << QByteArray("") << QByteArray("host")
                                    << 0;
        QTest::newRow("unclosed bracket")
            << QByteArray("[::1:22") << false << QByteArray("") << QByteArray("") << 0;
        QTest::newRow("junk after bracket")
            << QByteArray("[::1]x") << false << QByteArray("") << QByteArray("::1") << 0;
        QTest::newRow("semicolon") << QByteArray("host;reboot") << false << QByteArray("")
                                   << QByteArray("host;reboot") << 0;
        QTest::newRow("subshell") << QByteArray("$(id)") << false << QByteArray("") << QByteArray("$(id)")
                                  << 0;
        QTest::newRow("backtick user")
            << QByteArray("`id`@host") << false << QByteArray("`id`") << QByteArray("host") << 0;
        QTest::newRow("leading dash host") << QByteArray("-oProxyCommand=sh") << false << QByteArray("")
                                           << QByteArray("-oProxyCommand=sh") << 0;
        QTest::newRow("leading dash user")
            << QByteArray("-l@host") << false << QByteArray("-l") << QByteArray("host") << 0;
        QTest::newRow("space inside")
            << QByteArray("my host") << false << QByteArray("") << QByteArray("my host") << 0;
        QTest::newRow("newline") << QByteArray("host\nrm") << false << QByteArray("")
                                 << QByteArray("host\nrm") << 0;
        QTest::newRow("non-ASCII") << QByteArray("h\xc3\xb6st") << false << QByteArray() << QByteArray() << 0;
        QTest::newRow("binary junk") << QByteArray("\x01\x02\x7f") << false << QByteArray() << QByteArray()
                                     << 0;
    }
    void parse()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, valid);
        QFETCH(QByteArray, user);
        QFETCH(QByteArray, host);
        QFETCH(int, port);
        const SshTarget t = parseSshTarget(QString::fromUtf8(text));
        QCOMPARE(t.isValid(), valid);
        QCOMPARE(t.error.isEmpty(), valid);
        if (valid) {
            QCOMPARE(t.user, QString::fromUtf8(user));
            QCOMPARE(t.host, QString::fromUtf8(host));
            QCOMPARE(int(t.port), port);
        }
    }

    void longInputIsRejectedNotCrashed()
    {
        const QString huge(10 * 1024 * 1024, u'a');
        QVERIFY(parseSshTarget(huge).isValid()); // plain letters: a (silly) alias
        QVERIFY(!parseSshTarget(QString(huge + QStringLiteral(";"))).isValid());
    }

    void knownHostsName()
    {
        SshTarget t = parseSshTarget(u"gpu-01");
        QCOMPARE(t.knownHostsName(22), QStringLiteral("gpu-01"));
        QCOMPARE(t.knownHostsName(2222), QStringLiteral("[gpu-01]:2222"));
    }

    void configFixture()
    {
        QFile f(QStringLiteral(IC_FIXTURES_DIR "/ssh/config"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const SshConfigHosts r = parseSshConfigHosts(f.readAll());
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QStringList aliases;
        for (const SshConfigHost &h : r.hosts)
            aliases << h.alias;
        QCOMPARE(aliases,
                 (QStringList { QStringLiteral("gpu-01"), QStringLiteral("gpu-02"),
                                QStringLiteral("gpu-02.lab"), QStringLiteral("bastion"),
                                QStringLiteral("behind-bastion"), QStringLiteral("quoted name") }));
        const SshConfigHost &g1 = r.hosts.at(0);
        QCOMPARE(g1.hostName, QStringLiteral("10.0.0.11"));
        QCOMPARE(g1.user, QStringLiteral("ops")); // the Match block does not override it
        QCOMPARE(g1.port, quint16(2222));
        QCOMPARE(g1.identityFile, QStringLiteral("~/.ssh/id_gpu"));
        QCOMPARE(r.hosts.at(1).hostName, QStringLiteral("gpu-02.internal.example"));
        QCOMPARE(r.hosts.at(1).user, QStringLiteral("deploy"));
        QCOMPARE(r.hosts.at(2).user, QStringLiteral("deploy")); // both names of one Host line
        const SshConfigHost &bb = r.hosts.at(4);
        QCOMPARE(bb.proxyJump, QStringLiteral("bastion"));
        QCOMPARE(bb.port, quint16(22)); // first value wins
        QCOMPARE(r.hosts.at(5).hostName, QStringLiteral("10.1.1.1"));
    }

    void configHostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("hosts");
        QTest::addColumn<bool>("hasError");
        QTest::newRow("empty") << QByteArray() << 0 << false;
        QTest::newRow("whitespace") << QByteArray(" \n\t\n  ") << 0 << false;
        QTest::newRow("comments only") << QByteArray("# Host x\n#Port 1\n") << 0 << false;
        QTest::newRow("keywords before any Host") << QByteArray("User root\nPort 22\n") << 0 << false;
        QTest::newRow("truncated") << QByteArray("Host a\n  HostNa") << 1 << false;
        QTest::newRow("Host without names") << QByteArray("Host\n  User x\n") << 0 << false;
        QTest::newRow("only wildcards") << QByteArray("Host * ?x !y\n  User x\n") << 0 << false;
        QTest::newRow("bad port") << QByteArray("Host a\n  Port ssh\n") << 1 << true;
        QTest::newRow("port overflow") << QByteArray("Host a\n  Port 99999\n") << 1 << true;
        QTest::newRow("binary junk") << QByteArray("Host a\n\x01\x02\x03\xff\nHost b\n", 20) << 2 << true;
        QTest::newRow("NUL bytes") << QByteArray("Host a\0b\n", 9) << 0 << true;
        QTest::newRow("CRLF") << QByteArray("Host a\r\n  User u\r\n") << 1 << false;
        QTest::newRow("error text") << QByteArray("cat: /root/.ssh/config: Permission denied\n") << 0
                                    << false;
        QTest::newRow("10 MB line") << (QByteArray("Host big\n  HostName ")
                                        + QByteArray(10 * 1024 * 1024, 'x') + '\n')
                                    << 1 << false;
    }
    void configHostile()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, hosts);
        QFETCH(bool, hasError);
        const SshConfigHosts r = parseSshConfigHosts(text);
        QCOMPARE(r.hosts.size(), hosts);
        QCOMPARE(!r.error.isEmpty(), hasError);
    }
};

QTEST_GUILESS_MAIN(TestSshTarget)
#include "tst_sshtarget.moc"
