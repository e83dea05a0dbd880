// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The ssh config as the host-key check and authentication read it: first value wins, Host
// patterns with negation, Match, Include, several UserKnownHostsFile with ~ and %-tokens.

#include "transport/SshConfig.h"

#include <QTest>

using namespace ic;

namespace {

const QString dir = QStringLiteral(IC_FIXTURES_DIR "/ssh/configs");

SshLocalContext local()
{
    SshLocalContext c;
    c.user = QStringLiteral("alice");
    c.homeDir = QStringLiteral("/home/alice");
    c.sshDir = dir; // Include conf.d/*.conf is resolved against it
    c.localHostName = QStringLiteral("laptop.example");
    return c;
}

} // namespace

class TestSshConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void resolve_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("hostName");
        QTest::addColumn<QString>("user");
        QTest::addColumn<int>("port");
        QTest::addColumn<QStringList>("userKnown");
        QTest::addColumn<QStringList>("globalKnown");
        QTest::addColumn<QString>("alias");
        QTest::addColumn<bool>("checkHostIp");
        QTest::addColumn<QString>("strict");
        QTest::addColumn<bool>("hashed");
        QTest::addColumn<QStringList>("identities");
        QTest::addColumn<bool>("identitiesOnly");
        QTest::addColumn<QString>("proxyJump");

        const QStringList defaultUser { dir + QStringLiteral("/known_hosts"),
                                        dir + QStringLiteral("/known_hosts2") };
        const QStringList defaultGlobal { QStringLiteral("/etc/ssh/ssh_known_hosts"),
                                          QStringLiteral("/etc/ssh/ssh_known_hosts2") };
        QTest::newRow("gpu-01: every file, tokens expanded")
            << QStringLiteral("gpu-01") << QStringLiteral("10.0.0.11") << QStringLiteral("ops") << 2222
            << QStringList { QStringLiteral("/home/alice/.ssh/known_hosts.d/10.0.0.11"),
                             QStringLiteral("/home/alice/kh/alice-gpu-01-2222"),
                             QStringLiteral("/home/alice/.ssh/known_hosts") }
            << QStringList { QStringLiteral("/etc/ssh/ssh_known_hosts"),
                             QStringLiteral("/srv/fleet/known_hosts") }
            << QStringLiteral("gpu-01-alias") << true << QStringLiteral("accept-new") << true
            << QStringList { QStringLiteral("/home/alice/.ssh/id_gpu"),
                             QStringLiteral("/home/alice/.ssh/id_fleet"),
                             QStringLiteral("/home/alice/.ssh/id_default") }
            << true << QString();
        QTest::newRow("upper-case alias matches")
            << QStringLiteral("GPU-01") << QStringLiteral("10.0.0.11") << QStringLiteral("ops") << 2222
            << QStringList { QStringLiteral("/home/alice/.ssh/known_hosts.d/10.0.0.11"),
                             QStringLiteral("/home/alice/kh/alice-gpu-01-2222"),
                             QStringLiteral("/home/alice/.ssh/known_hosts") }
            << QStringList { QStringLiteral("/etc/ssh/ssh_known_hosts"),
                             QStringLiteral("/srv/fleet/known_hosts") }
            << QStringLiteral("gpu-01-alias") << true << QStringLiteral("accept-new") << true
            << QStringList { QStringLiteral("/home/alice/.ssh/id_gpu"),
                             QStringLiteral("/home/alice/.ssh/id_fleet"),
                             QStringLiteral("/home/alice/.ssh/id_default") }
            << true << QString();
        QTest::newRow("gpu-02: wildcard block")
            << QStringLiteral("gpu-02") << QStringLiteral("gpu-02") << QStringLiteral("ops") << 2222
            << QStringList { QStringLiteral("/home/alice/.ssh/never-for-gpu-01") } << defaultGlobal
            << QString() << false << QStringLiteral("yes") << true
            << QStringList { QStringLiteral("/home/alice/.ssh/id_fleet"),
                             QStringLiteral("/home/alice/.ssh/id_default") }
            << false << QString();
        QTest::newRow("gpu-bad: negated")
            << QStringLiteral("gpu-bad") << QStringLiteral("gpu-bad") << QString() << 0 << defaultUser
            << defaultGlobal << QString() << false << QStringLiteral("yes") << true
            << QStringList { QStringLiteral("/home/alice/.ssh/id_default") } << false << QString();
        QTest::newRow("nullhost: /dev/null")
            << QStringLiteral("nullhost") << QStringLiteral("nullhost") << QString() << 0
            << QStringList { QStringLiteral("/dev/null") } << defaultGlobal << QString() << false
            << QStringLiteral("no") << true << QStringList { QStringLiteral("/home/alice/.ssh/id_default") }
            << false << QString();
        QTest::newRow("included file")
            << QStringLiteral("included") << QStringLiteral("included.example") << QString() << 2200
            << defaultUser << defaultGlobal << QString() << false << QStringLiteral("yes") << true
            << QStringList { QStringLiteral("/home/alice/.ssh/id_default") } << false << QString();
    }

    void resolve()
    {
        QFETCH(QString, host);
        QFETCH(QString, hostName);
        QFETCH(QString, user);
        QFETCH(int, port);
        QFETCH(QStringList, userKnown);
        QFETCH(QStringList, globalKnown);
        QFETCH(QString, alias);
        QFETCH(bool, checkHostIp);
        QFETCH(QString, strict);
        QFETCH(bool, hashed);
        QFETCH(QStringList, identities);
        QFETCH(bool, identitiesOnly);
        QFETCH(QString, proxyJump);
        const SshResolvedConfig r = resolveSshConfig(
            host, {}, 0, { dir + QStringLiteral("/config"), dir + QStringLiteral("/system") }, local());
        QCOMPARE(r.hostName, hostName);
        QCOMPARE(r.user, user);
        QCOMPARE(int(r.port), port);
        QCOMPARE(r.userKnownHostsFiles, userKnown);
        QCOMPARE(r.globalKnownHostsFiles, globalKnown);
        QCOMPARE(r.hostKeyAlias, alias);
        QCOMPARE(r.checkHostIp, checkHostIp);
        QCOMPARE(r.strictHostKeyChecking, strict);
        QCOMPARE(r.hashKnownHosts, hashed);
        QCOMPARE(r.identityFiles, identities);
        QCOMPARE(r.identitiesOnly, identitiesOnly);
        QCOMPARE(r.proxyJump, proxyJump);
        // Match exec is never run by the console: said, not silently skipped.
        QVERIFY2(r.notes.join(u'\n').contains(QLatin1String("Match exec")), qPrintable(r.notes.join(u'\n')));
        QCOMPARE(r.filesRead.size(), 3);
    }

    void matchAndOverrides()
    {
        // Match originalhost ... user ...: the user given on the command line counts.
        SshResolvedConfig r = resolveSshConfig(QStringLiteral("jumpy"), QStringLiteral("ops"), 0,
                                               { dir + QStringLiteral("/config") }, local());
        QCOMPARE(r.proxyJump, QStringLiteral("hop1,hop2"));
        r = resolveSshConfig(QStringLiteral("jumpy"), QStringLiteral("bob"), 0,
                             { dir + QStringLiteral("/config") }, local());
        QCOMPARE(r.proxyJump, QString());
        // A port and user given with the destination beat the config.
        r = resolveSshConfig(QStringLiteral("gpu-01"), QStringLiteral("root"), 22,
                             { dir + QStringLiteral("/config") }, local());
        QCOMPARE(r.user, QStringLiteral("root"));
        QCOMPARE(int(r.port), 22);
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("keyword only") << QByteArray("Host\nUserKnownHostsFile\nPort\n");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe Host * \x1b[31m\nPort 99999999\n", 30);
        QTest::newRow("unterminated quote") << QByteArray("Host \"a\nHostName \"x y\n");
        QTest::newRow("include loop") << QByteArray("Include /mem/config\nInclude self\n");
        QTest::newRow("10 MB line") << QByteArray(10 * 1024 * 1024, 'a');
    }

    void hostile()
    {
        QFETCH(QByteArray, text);
        const SshFileReader read = [&text](const QString &path, QByteArray *out) {
            if (path != QLatin1String("/mem/config"))
                return false;
            *out = text;
            return true;
        };
        const SshResolvedConfig r
            = resolveSshConfig(QStringLiteral("a"), {}, 0, { QStringLiteral("/mem/config") }, local(), read);
        QCOMPARE(r.hostName, QStringLiteral("a"));
        QCOMPARE(r.userKnownHostsFiles.size(), 2);
    }

    void patterns_data()
    {
        QTest::addColumn<QString>("patterns");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("matches");
        QTest::newRow("star") << QStringLiteral("*") << QStringLiteral("x") << true;
        QTest::newRow("question") << QStringLiteral("gpu-?") << QStringLiteral("gpu-1") << true;
        QTest::newRow("question too short") << QStringLiteral("gpu-?") << QStringLiteral("gpu-") << false;
        QTest::newRow("negated only") << QStringLiteral("!gpu-1") << QStringLiteral("gpu-2") << false;
        QTest::newRow("negated wins") << QStringLiteral("gpu-* !gpu-1") << QStringLiteral("gpu-1") << false;
        QTest::newRow("comma list") << QStringLiteral("a,b,c") << QStringLiteral("b") << true;
        QTest::newRow("case") << QStringLiteral("GPU-*") << QStringLiteral("gpu-1") << true;
        QTest::newRow("many stars") << QStringLiteral("*a*a*a*a*a*b") << QString(200, u'a') << false;
    }

    void patterns()
    {
        QFETCH(QString, patterns);
        QFETCH(QString, name);
        QFETCH(bool, matches);
        QCOMPARE(sshPatternListMatches(patterns, name), matches);
    }

    void homeComesFromThePasswordDatabase()
    {
        // OpenSSH ignores $HOME for ~ and the default files; so must the console.
        const QByteArray saved = qgetenv("HOME");
        qputenv("HOME", "/nonexistent-home-for-test");
        const SshLocalContext c = SshLocalContext::current();
        qputenv("HOME", saved);
        QVERIFY(c.homeDir != QLatin1String("/nonexistent-home-for-test"));
        QCOMPARE(c.sshDir, c.homeDir + QStringLiteral("/.ssh"));
    }
};

QTEST_GUILESS_MAIN(TestSshConfig)
#include "tst_sshconfig.moc"
