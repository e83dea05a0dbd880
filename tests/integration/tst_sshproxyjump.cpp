// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// ProxyJump through two hops, each a real OpenSSH sshd on loopback: the console reaches the
// target through hop1 and hop2 with the same ssh config and known_hosts, and a hop whose key
// is not known fails in batch mode instead of waiting for a prompt nobody sees.

#include "LoopbackSshd.h"

#include "transport/SshTransport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestSshProxyJump : public QObject {
    Q_OBJECT

    /// One client directory for all three servers: a config naming hop1, hop2 and target, every
    /// server's user key, and known_hosts entries for the servers in `trusted`.
    void writeClient(const QList<const LoopbackSshd *> &trusted)
    {
        const QString d = m_client.path();
        QByteArray config = "Host *\n  UserKnownHostsFile " + QFile::encodeName(d) + "/known_hosts\n"
            + "  StrictHostKeyChecking yes\n";
        for (const LoopbackSshd *s : { m_hop1.get(), m_hop2.get(), m_target.get() })
            config += "  IdentityFile " + QFile::encodeName(s->userKey()) + '\n';
        auto host = [&](const char *name, const LoopbackSshd &s, const QByteArray &extra) {
            config += QByteArray("Host ") + name + "\n  HostName 127.0.0.1\n  Port "
                + QByteArray::number(s.port()) + "\n  User " + currentUser().toUtf8() + '\n' + extra;
        };
        host("hop1", *m_hop1, {});
        host("hop2", *m_hop2, {});
        host("target", *m_target, "  ProxyJump hop1,hop2\n");
        QFile f(d + QStringLiteral("/config"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(config);
        f.close();
        QFile kh(d + QStringLiteral("/known_hosts"));
        QVERIFY(kh.open(QIODevice::WriteOnly | QIODevice::Truncate));
        for (const LoopbackSshd *s : trusted)
            kh.write(s->knownHostsLine());
    }

    SshOptions options() const
    {
        SshOptions o;
        o.sshDir = m_client.path();
        o.configFile = m_client.path() + QStringLiteral("/config");
        o.connectTimeoutSeconds = 10;
        return o;
    }

private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        if (!QFile::exists(QStringLiteral("/usr/bin/ssh")))
            QSKIP("openssh-client is needed (ssh)");
        qunsetenv("SSH_AUTH_SOCK");
        m_hop1 = std::make_unique<LoopbackSshd>();
        m_hop2 = std::make_unique<LoopbackSshd>();
        m_target = std::make_unique<LoopbackSshd>();
        for (auto *s : { m_hop1.get(), m_hop2.get(), m_target.get() }) {
            QVERIFY2(s->isReady(), qPrintable(s->errorString()));
            // Every server accepts every test key.
            QVERIFY2(s->start(), qPrintable(s->errorString()));
        }
        QFile all(m_hop1->dir() + QStringLiteral("/all_keys"));
        QByteArray keys;
        for (auto *s : { m_hop1.get(), m_hop2.get(), m_target.get() }) {
            QFile pub(s->userKey() + QStringLiteral(".pub"));
            QVERIFY(pub.open(QIODevice::ReadOnly));
            keys += pub.readAll();
        }
        for (auto *s : { m_hop1.get(), m_hop2.get(), m_target.get() }) {
            QFile ak(s->dir() + QStringLiteral("/authorized_keys"));
            QVERIFY(ak.open(QIODevice::WriteOnly | QIODevice::Truncate));
            ak.write(keys);
        }
    }
    void cleanupTestCase()
    {
        m_target.reset();
        m_hop2.reset();
        m_hop1.reset();
    }

    void throughTwoHops()
    {
        writeClient({ m_hop1.get(), m_hop2.get(), m_target.get() });
        SshTransport t(QStringLiteral("target"), options());
        CommandResult result;
        bool done = false;
        connect(t.run("echo through-the-jumps; echo \"$SSH_CONNECTION\""), &CommandJob::finished, &t,
                [&](const CommandResult &r) {
                    result = r;
                    done = true;
                });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QVERIFY2(result.ran(), qPrintable(result.error + QLatin1Char(' ') + result.detail));
        const QList<QByteArray> lines = result.standardOutput.split('\n');
        QCOMPARE(lines.value(0), QByteArray("through-the-jumps"));
        // The target saw the connection arrive on its own port, from the last hop.
        QVERIFY2(lines.value(1).endsWith(QByteArray(' ' + QByteArray::number(m_target->port()))),
                 lines.value(1).constData());
        // Both hops are carrying a connection (an sshd child per client) while the link is up.
        QVERIFY(!descendants(m_hop1->pid()).isEmpty());
        QVERIFY(!descendants(m_hop2->pid()).isEmpty());
        QCOMPARE(t.status().state, LinkState::Connected);
    }

    void unknownHopKeyFailsInsteadOfWaiting()
    {
        // hop2's key is not known: OpenSSH refuses it in batch mode; the console says which jump.
        writeClient({ m_hop1.get(), m_target.get() });
        SshTransport t(QStringLiteral("target"), options());
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Reconnecting, 30000);
        QVERIFY2(t.status().message.contains(QLatin1String("ProxyJump hop1,hop2")),
                 qPrintable(t.status().message));
    }

    void targetKeyIsCheckedByTheConsole()
    {
        // The hops are known, the target is not, and the config says StrictHostKeyChecking yes:
        // the console itself refuses the target's key, with its fingerprint.
        writeClient({ m_hop1.get(), m_hop2.get() });
        SshTransport t(QStringLiteral("target"), options());
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        QSignalSpy refused(&t, &SshTransport::hostKeyRefused);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 30000);
        QCOMPARE(unknown.size(), 0);
        QTRY_COMPARE(refused.size(), 1);
        const auto info = refused.at(0).at(0).value<HostKeyInfo>();
        QCOMPARE(info.problem, HostKeyInfo::Problem::StrictUnknown);
        QCOMPARE(info.fingerprint, m_target->fingerprint());
        QCOMPARE(t.status().cause, LinkStatus::Cause::HostKey);
    }

private:
    QTemporaryDir m_client;
    std::unique_ptr<LoopbackSshd> m_hop1;
    std::unique_ptr<LoopbackSshd> m_hop2;
    std::unique_ptr<LoopbackSshd> m_target;
};

QTEST_GUILESS_MAIN(TestSshProxyJump)
#include "tst_sshproxyjump.moc"
