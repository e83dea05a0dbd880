// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The host-key decision end to end against a real OpenSSH sshd on loopback: files named by the
// user's ssh config, a changed key beside UserKnownHostsFile /dev/null, a HOME that is not the
// account's home, commands that cannot prompt, and what an accepted key leaves on disk.

#include "LoopbackSshd.h"
#include "TempHostsFile.h"

#include "transport/SshTransport.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

/// A home directory of its own: .ssh/config naming the server, the user key, and no known_hosts.
struct Home {
    QTemporaryDir dir;
    QString path() const { return dir.path(); }
    QString ssh(const QString &name) const { return dir.path() + QStringLiteral("/.ssh/") + name; }
    void setUp(const LoopbackSshd &server, const QByteArray &extra)
    {
        QDir().mkpath(ssh(QString()));
        QFile::copy(server.userKey(), ssh(QStringLiteral("id_ed25519")));
        QFile::setPermissions(ssh(QStringLiteral("id_ed25519")), QFile::ReadOwner | QFile::WriteOwner);
        writeFile(
            ssh(QStringLiteral("config")),
            QStringLiteral("Host testhost\n  HostName 127.0.0.1\n  Port %1\n  User %2\n  IdentityFile %3\n")
                    .arg(server.port())
                    .arg(currentUser(), ssh(QStringLiteral("id_ed25519")))
                    .toUtf8()
                + extra);
    }
    SshOptions options() const
    {
        SshOptions o;
        o.homeDir = path();
        o.connectTimeoutSeconds = 5;
        return o;
    }
};

struct Run : RunResult {
    qint64 ms = 0;
};

/// The console binary with the test server's ssh files and a scratch config home.
Run console(const LoopbackSshd &server, const QStringList &args, const QByteArray &input,
            const QString &scratch)
{
    RunOptions o;
    o.environment.insert(QStringLiteral("IC_SSH_DIR"), server.clientDir());
    o.environment.insert(QStringLiteral("IC_SSH_CONFIG"), server.clientConfig());
    o.environment.insert(QStringLiteral("IC_SSH_KNOWN_HOSTS"), server.knownHosts());
    o.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), scratch + QStringLiteral("/config"));
    o.environment.insert(QStringLiteral("XDG_DATA_HOME"), scratch + QStringLiteral("/data"));
    o.environment.insert(QStringLiteral("NO_COLOR"), QStringLiteral("1"));
    o.environment.remove(QStringLiteral("SSH_AUTH_SOCK"));
    o.input = input;
    QElapsedTimer t;
    t.start();
    Run r { runBinary(consolePath(), args, o) };
    r.ms = t.elapsed();
    return r;
}

} // namespace

class TestSshHostKeys : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        qunsetenv("SSH_AUTH_SOCK");
        m_server = std::make_unique<LoopbackSshd>();
        QVERIFY2(m_server->isReady(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
    }
    void cleanupTestCase() { m_server.reset(); }

    void revokedInAFileNamedByTheConfig()
    {
        // The @revoked marker is in the second of two UserKnownHostsFile entries (%d and ~ forms);
        // the first one holds the key as trusted.
        Home home;
        home.setUp(*m_server, "  UserKnownHostsFile ~/.ssh/known_hosts.main %d/.ssh/known_hosts.revoked\n");
        writeFile(home.ssh(QStringLiteral("known_hosts.main")),
                  m_server->knownHostsName() + ' ' + m_server->hostKeyEntry() + '\n');
        writeFile(home.ssh(QStringLiteral("known_hosts.revoked")),
                  "# keys of machines we retired\n@revoked * " + m_server->hostKeyEntry() + '\n');
        SshTransport t(QStringLiteral("testhost"), home.options());
        QSignalSpy refused(&t, &SshTransport::hostKeyRefused);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QCOMPARE(refused.size(), 1);
        const auto info = refused.at(0).at(0).value<HostKeyInfo>();
        QCOMPARE(info.problem, HostKeyInfo::Problem::Revoked);
        QCOMPARE(info.knownHostsFile, home.ssh(QStringLiteral("known_hosts.revoked")));
        QCOMPARE(info.line, 2);
        QCOMPARE(t.status().cause, LinkStatus::Cause::HostKey);
        QVERIFY2(t.status().message.contains(home.ssh(QStringLiteral("known_hosts.revoked:2"))),
                 qPrintable(t.status().message));
    }

    void changedKeyBesideDevNullWithStrictNo()
    {
        // UserKnownHostsFile /dev/null + StrictHostKeyChecking no, old key in the global file:
        // refused, and the remedy names the global file and line that hold the old key.
        Home home;
        const QString global = home.ssh(QStringLiteral("global_known_hosts"));
        QTemporaryDir other;
        const QString otherKey = other.filePath(QStringLiteral("k"));
        QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                        { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                          QStringLiteral("-N"), QString(), QStringLiteral("-f"), otherKey }));
        const QList<QByteArray> old = readFile(otherKey + QStringLiteral(".pub")).trimmed().split(' ');
        writeFile(global,
                  "# fleet keys\n" + m_server->knownHostsName() + ' ' + old.at(0) + ' ' + old.at(1) + '\n');
        home.setUp(*m_server,
                   "  UserKnownHostsFile /dev/null\n  StrictHostKeyChecking no\n  GlobalKnownHostsFile "
                       + global.toUtf8() + '\n');
        SshTransport t(QStringLiteral("testhost"), home.options());
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QCOMPARE(unknown.size(), 0);
        const QString message = t.status().message;
        QVERIFY2(message.contains(global + QStringLiteral(":2")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("ssh-keygen -R '%1' -f '%2'")
                                      .arg(QString::fromLatin1(m_server->knownHostsName()), global)),
                 qPrintable(message));
        QVERIFY(message.contains(m_server->fingerprint()));
    }

    void devNullStillAsks()
    {
        Home home;
        home.setUp(*m_server,
                   "  UserKnownHostsFile /dev/null\n  StrictHostKeyChecking no\n  GlobalKnownHostsFile "
                       + home.ssh(QStringLiteral("none-here")).toUtf8() + '\n');
        for (int round = 0; round < 2; ++round) {
            SshTransport t(QStringLiteral("testhost"), home.options());
            QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
            t.connectToHost();
            QTRY_COMPARE_WITH_TIMEOUT(unknown.size(), 1, 10000);
            const auto info = unknown.at(0).at(0).value<HostKeyInfo>();
            QCOMPARE(info.fingerprint, m_server->fingerprint());
            QVERIFY(info.notes.join(u'\n').contains(QLatin1String("/dev/null")));
            QCOMPARE(t.status().state, LinkState::Connecting);
            t.acceptHostKey();
            QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        }
        QVERIFY(!QFile::exists(home.ssh(QStringLiteral("known_hosts"))));
    }

    void homeIsThePasswdHomeNotTheEnvironment_data()
    {
        QTest::addColumn<bool>("revokedInEnvHome");
        QTest::newRow("revoked only under $HOME: ignored") << true;
        QTest::newRow("revoked in the account's home: refused") << false;
    }
    void homeIsThePasswdHomeNotTheEnvironment()
    {
        QFETCH(bool, revokedInEnvHome);
        Home account; // stands for the passwd home (SshOptions::homeDir)
        QTemporaryDir envHome;
        account.setUp(*m_server, {});
        const QByteArray trusted = m_server->knownHostsName() + ' ' + m_server->hostKeyEntry() + '\n';
        const QByteArray revoked = trusted + "@revoked * " + m_server->hostKeyEntry() + '\n';
        writeFile(envHome.filePath(QStringLiteral(".ssh/known_hosts")), revokedInEnvHome ? revoked : trusted);
        writeFile(account.ssh(QStringLiteral("known_hosts")), revokedInEnvHome ? trusted : revoked);
        const QByteArray savedHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(envHome.path()));
        SshTransport t(QStringLiteral("testhost"), account.options());
        t.connectToHost();
        QTRY_VERIFY_WITH_TIMEOUT(
            t.status().state == LinkState::Failed || t.status().state == LinkState::Connected, 10000);
        qputenv("HOME", savedHome);
        QCOMPARE(t.status().state, revokedInEnvHome ? LinkState::Connected : LinkState::Failed);
    }

    void headlessUnknownEndsAtOnce()
    {
        Home home;
        home.setUp(*m_server, {});
        SshOptions o = home.options();
        o.askHostKeys = false;
        SshTransport t(QStringLiteral("testhost"), o);
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QCOMPARE(unknown.size(), 0);
        QCOMPARE(t.status().cause, LinkStatus::Cause::HostKey);
        const QString message = t.status().message;
        QVERIFY2(message.contains(m_server->fingerprint()), qPrintable(message));
        QVERIFY(message.contains(QLatin1String("inference-console trust 'testhost'")));
        QVERIFY(message.contains(QStringLiteral("ssh-keyscan -p %1 -t ed25519 127.0.0.1 | ssh-keygen -lf -")
                                     .arg(m_server->port())));
        QVERIFY(!QFile::exists(home.ssh(QStringLiteral("known_hosts"))));
    }

    void acceptedKeyGoesToTheFirstUserFileHashed()
    {
        // HashKnownHosts yes (Debian's default): the entry is hashed, in the first file listed,
        // and OpenSSH's own ssh-keygen -F finds it.
        Home home;
        home.setUp(*m_server, "  UserKnownHostsFile ~/.ssh/first ~/.ssh/second\n  HashKnownHosts yes\n");
        writeFile(home.ssh(QStringLiteral("first")), "# no newline at the end");
        SshTransport t(QStringLiteral("testhost"), home.options());
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(unknown.size(), 1, 10000);
        QCOMPARE(unknown.at(0).at(0).value<HostKeyInfo>().knownHostsFile, home.ssh(QStringLiteral("first")));
        t.acceptHostKey();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        const QByteArray written = readFile(home.ssh(QStringLiteral("first")));
        QVERIFY2(written.startsWith("# no newline at the end\n|1|"), written.constData());
        QVERIFY(!QFile::exists(home.ssh(QStringLiteral("second"))));
        QByteArray out;
        QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                        { QStringLiteral("-F"), QString::fromLatin1(m_server->knownHostsName()),
                          QStringLiteral("-f"), home.ssh(QStringLiteral("first")) },
                        &out));
        // The next connection needs no question.
        SshTransport again(QStringLiteral("testhost"), home.options());
        QSignalSpy unknownAgain(&again, &SshTransport::hostKeyUnknown);
        again.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(again.status().state, LinkState::Connected, 10000);
        QCOMPARE(unknownAgain.size(), 0);
    }

    void hostKeyAliasIsTheLookupName()
    {
        Home home;
        home.setUp(*m_server, "  HostKeyAlias fleet-gpu-01\n");
        writeFile(home.ssh(QStringLiteral("known_hosts")), "fleet-gpu-01 " + m_server->hostKeyEntry() + '\n');
        SshTransport t(QStringLiteral("testhost"), home.options());
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        QCOMPARE(unknown.size(), 0);
    }

    void checkEndsAtOnceOnAnUnknownKey_data()
    {
        QTest::addColumn<bool>("json");
        QTest::newRow("text") << false;
        QTest::newRow("json") << true;
    }
    void checkEndsAtOnceOnAnUnknownKey()
    {
        QFETCH(bool, json);
        QFile::remove(m_server->knownHosts());
        m_server->writeClientConfig({});
        QTemporaryDir scratch;
        TempHostsFile hosts;
        QVERIFY2(hosts.write(R"({"version": 1, "hosts": [{"name": "gpu-01", "target": "testhost",
                  "unit": "vllm.service", "apiPort": 8000, "engine": "vllm"}]})"),
                 qPrintable(hosts.errorString()));
        QStringList args { QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("gpu-01"),
                           QStringLiteral("--hosts"), hosts.path() };
        if (json)
            args << QStringLiteral("--json");
        const Run r = console(*m_server, args, {}, scratch.path());
        qInfo() << "check ended after" << r.ms << "ms with exit status" << r.exitCode;
        QCOMPARE(r.exitCode, 2);
        const QByteArray fp = m_server->fingerprint().toUtf8();
        if (json) {
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(o.value(QLatin1String("verdict")).toString(), QStringLiteral("error"));
            const QJsonObject key = o.value(QLatin1String("host_key")).toObject();
            QCOMPARE(key.value(QLatin1String("problem")).toString(), QStringLiteral("unknown"));
            QCOMPARE(key.value(QLatin1String("fingerprint")).toString(), m_server->fingerprint());
            QCOMPARE(key.value(QLatin1String("trust_command")).toString(),
                     QStringLiteral("inference-console trust 'testhost'"));
            QVERIFY(key.value(QLatin1String("keyscan_command"))
                        .toString()
                        .startsWith(QLatin1String("ssh-keyscan")));
        } else {
            QVERIFY2(r.err.contains(fp), r.err.constData());
            QVERIFY(r.err.contains("inference-console trust 'testhost'"));
            QVERIFY(r.err.contains("ssh-keyscan -p "));
        }
        QVERIFY(readFile(m_server->knownHosts()).isEmpty());
    }

    void trustCommand_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("yes") << QByteArray("yes\n") << 0;
        QTest::newRow("no") << QByteArray("no\n") << 1;
        QTest::newRow("y is not yes") << QByteArray("y\n") << 1;
        QTest::newRow("end of input") << QByteArray() << 1;
    }
    void trustCommand()
    {
        QFETCH(QByteArray, answer);
        QFETCH(int, exitCode);
        QFile::remove(m_server->knownHosts());
        m_server->writeClientConfig({});
        QTemporaryDir scratch;
        const Run r = console(*m_server, { QStringLiteral("trust"), QStringLiteral("testhost") }, answer,
                              scratch.path());
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.out.contains(m_server->fingerprint().toUtf8()), r.out.constData());
        QVERIFY(r.out.contains("ssh-keyscan -p "));
        const QByteArray written = readFile(m_server->knownHosts());
        if (exitCode != 0) {
            QVERIFY(written.isEmpty());
            return;
        }
        QCOMPARE(written, m_server->knownHostsName() + ' ' + m_server->hostKeyEntry() + '\n');
        QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                        { QStringLiteral("-F"), QString::fromLatin1(m_server->knownHostsName()),
                          QStringLiteral("-f"), m_server->knownHosts() }));
        // Again: nothing to ask.
        const Run again
            = console(*m_server, { QStringLiteral("trust"), QStringLiteral("testhost") }, {}, scratch.path());
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains("already trusted"));
    }

    void trustCommandNeverOverwritesAChangedKey()
    {
        QTemporaryDir scratch;
        const QString otherKey = scratch.filePath(QStringLiteral("k"));
        QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                        { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                          QStringLiteral("-N"), QString(), QStringLiteral("-f"), otherKey }));
        const QList<QByteArray> old = readFile(otherKey + QStringLiteral(".pub")).trimmed().split(' ');
        const QByteArray entry = m_server->knownHostsName() + ' ' + old.at(0) + ' ' + old.at(1) + '\n';
        writeFile(m_server->knownHosts(), entry);
        m_server->writeClientConfig({});
        const Run r = console(*m_server, { QStringLiteral("trust"), QStringLiteral("testhost") }, "yes\n",
                              scratch.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("ssh-keygen -R"), r.err.constData());
        QCOMPARE(readFile(m_server->knownHosts()), entry);
    }

private:
    std::unique_ptr<LoopbackSshd> m_server;
};

QTEST_GUILESS_MAIN(TestSshHostKeys)
#include "tst_sshhostkeys.moc"
