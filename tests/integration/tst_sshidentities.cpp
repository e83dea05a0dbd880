// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Which keys are offered, in which order, against a real sshd with MaxAuthTries 2: the agent's
// keys first unless IdentitiesOnly, then the IdentityFile list in config order (OpenSSH's
// sshconnect2.c pubkey_prepare). Offering keys the host does not want exhausts MaxAuthTries,
// just as `ssh` ends with "Too many authentication failures" — so the order is observable.

#include "LoopbackSshd.h"

#include "transport/SshTransport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestSshIdentities : public QObject {
    Q_OBJECT

    QString makeKey(const QString &name)
    {
        const QString path = m_keys.filePath(name);
        if (!QFile::exists(path))
            runTool(QStringLiteral("ssh-keygen"),
                    { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QString(), QStringLiteral("-f"), path });
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        if (!QFile::exists(QStringLiteral("/usr/bin/ssh-agent")))
            QSKIP("openssh-client is needed (ssh-agent)");
        m_server = std::make_unique<LoopbackSshd>("MaxAuthTries 2\n");
        QVERIFY2(m_server->isReady(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        for (const char *n : { "wrong1", "wrong2", "wrong3" })
            makeKey(QString::fromLatin1(n));
        // An agent holding three keys the server does not accept.
        const QString sock = m_keys.filePath(QStringLiteral("agent.sock"));
        m_agent.start(QStringLiteral("ssh-agent"), { QStringLiteral("-D"), QStringLiteral("-a"), sock });
        QVERIFY(m_agent.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(sock), 5000);
        m_agentSocket = QFile::encodeName(sock);
        QProcess add;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), sock);
        add.setProcessEnvironment(env);
        add.start(QStringLiteral("ssh-add"),
                  { m_keys.filePath(QStringLiteral("wrong1")), m_keys.filePath(QStringLiteral("wrong2")),
                    m_keys.filePath(QStringLiteral("wrong3")) });
        QVERIFY(add.waitForFinished());
        QCOMPARE(add.exitCode(), 0);
    }
    void cleanupTestCase()
    {
        qunsetenv("SSH_AUTH_SOCK");
        m_agent.terminate();
        m_agent.waitForFinished();
        m_server.reset();
    }

    void order_data()
    {
        QTest::addColumn<bool>("withAgent");
        QTest::addColumn<bool>("identitiesOnly");
        QTest::addColumn<QStringList>("files"); // "right" is the server's user key
        QTest::addColumn<bool>("logsIn");
        const QString right = QStringLiteral("right");
        const QString w1 = QStringLiteral("wrong1"), w2 = QStringLiteral("wrong2");
        QTest::newRow("the one file") << false << false << QStringList { right } << true;
        QTest::newRow("one wrong file first") << false << false << QStringList { w1, right } << true;
        QTest::newRow("two wrong files first: MaxAuthTries")
            << false << false << QStringList { w1, w2, right } << false;
        QTest::newRow("right file first, wrong ones never offered")
            << false << false << QStringList { right, w1, w2 } << true;
        QTest::newRow("agent first: its three keys exhaust MaxAuthTries")
            << true << false << QStringList { right } << false;
        QTest::newRow("IdentitiesOnly: the agent is not offered")
            << true << true << QStringList { right } << true;
    }

    void order()
    {
        QFETCH(bool, withAgent);
        QFETCH(bool, identitiesOnly);
        QFETCH(QStringList, files);
        QFETCH(bool, logsIn);
        if (withAgent)
            qputenv("SSH_AUTH_SOCK", m_agentSocket);
        else
            qunsetenv("SSH_AUTH_SOCK");
        QTemporaryDir client; // no default key files in it
        QByteArray extra = identitiesOnly ? "  IdentitiesOnly yes\n" : "";
        for (const QString &f : files)
            extra += "  IdentityFile "
                + QFile::encodeName(f == QLatin1String("right") ? m_server->userKey() : m_keys.filePath(f))
                + '\n';
        m_server->writeClientConfig(extra);
        SshOptions o;
        o.sshDir = client.path();
        o.configFile = m_server->clientConfig();
        o.knownHostsFile = m_server->knownHosts();
        SshTransport t(QStringLiteral("testhost"), o);
        t.connectToHost();
        QTRY_VERIFY_WITH_TIMEOUT(t.status().state == LinkState::Connected
                                     || t.status().state == LinkState::Failed,
                                 30000); // libssh waits out its 10 s timeout after sshd hangs up
        QVERIFY2((t.status().state == LinkState::Connected) == logsIn,
                 qPrintable(t.status().message + QLatin1Char(' ') + t.status().detail));
        qunsetenv("SSH_AUTH_SOCK");
    }

private:
    QTemporaryDir m_keys;
    QProcess m_agent;
    QByteArray m_agentSocket;
    std::unique_ptr<LoopbackSshd> m_server;
};

QTEST_GUILESS_MAIN(TestSshIdentities)
#include "tst_sshidentities.moc"
