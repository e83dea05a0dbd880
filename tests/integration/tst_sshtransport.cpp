// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SshTransport against a real OpenSSH sshd on a loopback port.

#include "LoopbackSshd.h"

#include "transport/RemoteCommand.h"
#include "transport/SshTransport.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <csignal>

using namespace ic;
using namespace ic::testsupport;

namespace {

SshOptions optionsFor(const LoopbackSshd &server)
{
    SshOptions o;
    o.sshDir = server.clientDir();
    o.configFile = server.clientConfig();
    o.knownHostsFile = server.knownHosts();
    o.connectTimeoutSeconds = 5;
    o.probeTimeoutSeconds = 4;
    return o;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

CommandResult runAndWait(Transport &t, const QByteArray &line)
{
    CommandResult result;
    bool done = false;
    CommandJob *job = t.run(line);
    QObject::connect(job, &CommandJob::finished, &t, [&](const CommandResult &r) {
        result = r;
        done = true;
    });
    [&] { QTRY_VERIFY_WITH_TIMEOUT(done, 15000); }();
    return result;
}

/// Collects a stream's output and its end.
struct StreamProbe {
    explicit StreamProbe(StreamJob *job)
    {
        QObject::connect(job, &StreamJob::linesArrived, job, [this](const QList<QByteArray> &l) {
            out += l;
            ++batches;
        });
        QObject::connect(job, &StreamJob::errorLinesArrived, job,
                         [this](const QList<QByteArray> &l) { err += l; });
        QObject::connect(job, &StreamJob::finished, job, [this](int code, const QString &e) {
            exitCode = code;
            error = e;
            finished = true;
        });
    }
    QList<QByteArray> out;
    QList<QByteArray> err;
    int batches = 0;
    int exitCode = -2;
    QString error;
    bool finished = false;
};

bool remoteProcessExists(const QByteArray &marker)
{
    QProcess p;
    p.start(QStringLiteral("pgrep"), { QStringLiteral("-f"), QString::fromUtf8(marker) });
    p.waitForFinished();
    return p.exitCode() == 0;
}

} // namespace

class TestSshTransport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        qunsetenv("SSH_AUTH_SOCK"); // key tests must not succeed through a developer's agent
        m_server = std::make_unique<LoopbackSshd>();
        QVERIFY2(m_server->isReady(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
    }
    void cleanupTestCase() { m_server.reset(); }
    void init()
    {
        QFile::remove(m_server->knownHosts());
        m_server->writeClientConfig({});
    }

    void unknownHostAcceptedThenRemembered()
    {
        {
            SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
            QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
            t.connectToHost();
            QTRY_COMPARE_WITH_TIMEOUT(unknown.size(), 1, 10000);
            const auto info = unknown.at(0).at(0).value<HostKeyInfo>();
            QCOMPARE(info.host, QStringLiteral("127.0.0.1"));
            QCOMPARE(info.port, m_server->port());
            QCOMPARE(info.keyType, QStringLiteral("ssh-ed25519"));
            QCOMPARE(info.fingerprint, m_server->fingerprint());
            QVERIFY(readFile(m_server->knownHosts()).isEmpty()); // nothing written before consent
            t.acceptHostKey();
            QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
            QVERIFY(readFile(m_server->knownHosts())
                        .startsWith(QByteArray("[127.0.0.1]:" + QByteArray::number(m_server->port())
                                               + " ssh-ed25519 ")));
        }
        SshTransport again(QStringLiteral("testhost"), optionsFor(*m_server));
        QSignalSpy unknown(&again, &SshTransport::hostKeyUnknown);
        again.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(again.status().state, LinkState::Connected, 10000);
        QCOMPARE(unknown.size(), 0);
    }

    void unknownHostRejected()
    {
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(unknown.size(), 1, 10000);
        t.rejectHostKey();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QVERIFY(t.status().message.contains(QLatin1String("not trusted")));
        QVERIFY(readFile(m_server->knownHosts()).isEmpty());
    }

    void refusedKeys_data()
    {
        QTest::addColumn<QByteArray>("knownHostsKind");
        QTest::addColumn<QByteArray>("configExtra");
        QTest::addColumn<int>("problem");
        QTest::newRow("changed") << QByteArray("changed") << QByteArray()
                                 << int(HostKeyInfo::Problem::Changed);
        QTest::newRow("changed, StrictHostKeyChecking no")
            << QByteArray("changed") << QByteArray("  StrictHostKeyChecking no\n")
            << int(HostKeyInfo::Problem::Changed);
        QTest::newRow("other type") << QByteArray("other") << QByteArray()
                                    << int(HostKeyInfo::Problem::OtherType);
        QTest::newRow("other type, StrictHostKeyChecking no")
            << QByteArray("other") << QByteArray("  StrictHostKeyChecking no\n")
            << int(HostKeyInfo::Problem::OtherType);
        QTest::newRow("revoked") << QByteArray("revoked") << QByteArray()
                                 << int(HostKeyInfo::Problem::Revoked);
        QTest::newRow("revoked, StrictHostKeyChecking no")
            << QByteArray("revoked") << QByteArray("  StrictHostKeyChecking no\n")
            << int(HostKeyInfo::Problem::Revoked);
    }
    void refusedKeys()
    {
        QFETCH(QByteArray, knownHostsKind);
        QFETCH(QByteArray, configExtra);
        QFETCH(int, problem);
        m_server->writeClientConfig(configExtra);
        const QString other
            = m_server->dir() + QStringLiteral("/other_") + QString::fromLatin1(knownHostsKind);
        const QString type = knownHostsKind == "other" ? QStringLiteral("ecdsa") : QStringLiteral("ed25519");
        if (!QFile::exists(other))
            QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                            { QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"),
                              QString(), QStringLiteral("-f"), other }));
        const QByteArray hostPort = "[127.0.0.1]:" + QByteArray::number(m_server->port());
        QByteArray entry;
        if (knownHostsKind == "revoked") {
            const QByteArray real = readFile(m_server->hostPublicKey()).trimmed();
            const QList<QByteArray> w = real.split(' ');
            entry = hostPort + ' ' + w.at(0) + ' ' + w.at(1) + '\n' + "@revoked * " + w.at(0) + ' ' + w.at(1)
                + '\n';
        } else {
            const QList<QByteArray> w = readFile(other + QStringLiteral(".pub")).trimmed().split(' ');
            entry = hostPort + ' ' + w.at(0) + ' ' + w.at(1) + '\n';
        }
        QFile kh(m_server->knownHosts());
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(entry);
        kh.close();

        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        QSignalSpy refused(&t, &SshTransport::hostKeyRefused);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QCOMPARE(unknown.size(), 0);
        QTRY_COMPARE(refused.size(), 1);
        const auto info = refused.at(0).at(0).value<HostKeyInfo>();
        QCOMPARE(int(info.problem), problem);
        QCOMPARE(info.fingerprint, m_server->fingerprint());
        QVERIFY2(t.status().message.contains(m_server->fingerprint()), qPrintable(t.status().message));
        if (problem == int(HostKeyInfo::Problem::Revoked))
            QVERIFY(t.status().message.contains(m_server->knownHosts() + QStringLiteral(":2")));
        else
            QVERIFY(t.status().message.contains(QStringLiteral("ssh-keygen -R '[127.0.0.1]:%1' -f '%2'")
                                                    .arg(m_server->port())
                                                    .arg(m_server->knownHosts())));
        QCOMPARE(readFile(m_server->knownHosts()), entry); // nothing rewritten
        // No command gets through a refused link.
        const CommandResult r = runAndWait(t, "echo hi");
        QVERIFY(!r.ran());
    }

    void hashedKnownHostsEntry()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        QVERIFY(runTool(QStringLiteral("ssh-keygen"),
                        { QStringLiteral("-H"), QStringLiteral("-f"), m_server->knownHosts() }));
        QVERIFY(readFile(m_server->knownHosts()).startsWith("|1|"));
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        QSignalSpy unknown(&t, &SshTransport::hostKeyUnknown);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        QCOMPARE(unknown.size(), 0);
    }

    void keyAuthRunsCommand_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("alias") << QStringLiteral("testhost");
        QTest::newRow("user@host:port")
            << QStringLiteral("%1@127.0.0.1:%2").arg(currentUser()).arg(m_server->port());
        QTest::newRow("[v4]:port with user")
            << QStringLiteral("%1@[127.0.0.1]:%2").arg(currentUser()).arg(m_server->port());
    }
    void keyAuthRunsCommand()
    {
        QFETCH(QString, target);
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        SshTransport t(target, optionsFor(*m_server));
        // run() before connecting waits for the link instead of failing.
        const CommandResult r = runAndWait(t, "echo out; echo err >&2; exit 3");
        QVERIFY2(r.ran(), qPrintable(r.error + QLatin1Char(' ') + r.detail));
        QCOMPARE(r.standardOutput, QByteArray("out\n"));
        QCOMPARE(r.standardError, QByteArray("err\n"));
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(t.status().state, LinkState::Connected);
    }

    void commandErrorsBecomeSentences()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        CommandResult r = runAndWait(t, "no-such-tool-anywhere --version");
        QCOMPARE(r.exitCode, 127);
        QVERIFY2(r.detail.contains(QLatin1String("not found")), qPrintable(r.detail));
        r = runAndWait(t, "echo 'sudo: a password is required' >&2; exit 1");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.detail.contains(QLatin1String("needs a password")), qPrintable(r.detail));
    }

    void agentAuth()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        QTemporaryDir agentDir;
        const QString sock = agentDir.path() + QStringLiteral("/agent.sock");
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), { QStringLiteral("-D"), QStringLiteral("-a"), sock });
        QVERIFY(agent.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(sock), 5000);
        qputenv("SSH_AUTH_SOCK", QFile::encodeName(sock));
        QProcess add;
        add.start(QStringLiteral("ssh-add"), { m_server->userKey() });
        QVERIFY(add.waitForFinished());
        QCOMPARE(add.exitCode(), 0);
        // A client dir without any key file: only the agent can log in.
        QTemporaryDir bare;
        QFile::copy(m_server->knownHosts(), bare.path() + QStringLiteral("/known_hosts"));
        SshOptions o;
        o.sshDir = bare.path();
        o.configFile = m_server->clientConfig();
        {
            SshTransport t(QStringLiteral("testhost"), o);
            const CommandResult r = runAndWait(t, "echo agent");
            QVERIFY2(r.ran(), qPrintable(r.error + QLatin1Char(' ') + r.detail));
            QCOMPARE(r.standardOutput, QByteArray("agent\n"));
        }
        qunsetenv("SSH_AUTH_SOCK");
        agent.terminate();
        agent.waitForFinished();
        // Without the agent the same setup cannot log in, and says which methods were tried.
        SshTransport t(QStringLiteral("testhost"), o);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 10000);
        QVERIFY2(t.status().message.contains(QLatin1String("Authentication")),
                 qPrintable(t.status().message));
        QVERIFY(t.status().message.contains(QLatin1String("publickey")));
    }

    void encryptedKeyAsksForPassphraseOnce()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        QTemporaryDir client;
        const QString key = client.path() + QStringLiteral("/id_ed25519");
        QVERIFY(QFile::copy(m_server->userKey(), key));
        QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(
            runTool(QStringLiteral("ssh-keygen"),
                    { QStringLiteral("-q"), QStringLiteral("-p"), QStringLiteral("-P"), QString(),
                      QStringLiteral("-N"), QStringLiteral("s3cret phrase"), QStringLiteral("-f"), key }));
        QVERIFY(runTool(QStringLiteral("sh"),
                        { QStringLiteral("-c"),
                          QStringLiteral("ssh-keygen -y -P 's3cret phrase' -f '%1' > '%1.pub'").arg(key) }));
        QFile::copy(m_server->knownHosts(), client.path() + QStringLiteral("/known_hosts"));
        SshOptions o;
        o.sshDir = client.path();
        o.configFile = m_server->clientConfig();
        {
            SshTransport t(QStringLiteral("testhost"), o);
            QSignalSpy asked(&t, &SshTransport::secretRequested);
            t.connectToHost();
            QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, 10000);
            const auto request = asked.at(0).at(0).value<SecretRequest>();
            QCOMPARE(request.kind, SecretRequest::Kind::Passphrase);
            QCOMPARE(request.prompts.size(), 1);
            QVERIFY(!request.prompts.at(0).echo);
            t.answerSecret(request.id, { QStringLiteral("s3cret phrase") });
            QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        }
        // The typed passphrase stays in memory for this process: no second question.
        SshTransport t(QStringLiteral("testhost"), o);
        QSignalSpy asked(&t, &SshTransport::secretRequested);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        QCOMPARE(asked.size(), 0);
    }

    void connectionRefused()
    {
        const quint16 port = freeLoopbackPort();
        SshTransport t(QStringLiteral("%1@127.0.0.1:%2").arg(currentUser()).arg(port), optionsFor(*m_server));
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Reconnecting, 10000);
        QVERIFY2(t.status().message.contains(QLatin1String("refused")), qPrintable(t.status().message));
        QVERIFY(!t.status().detail.isEmpty());
        QCOMPARE(t.status().attempt, 1);
        QVERIFY(t.status().nextRetrySeconds >= 1);
    }

    void invalidTargets_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("semicolon") << QStringLiteral("host;reboot");
        QTest::newRow("subshell") << QStringLiteral("$(touch /tmp/x)");
        QTest::newRow("leading dash") << QStringLiteral("-oProxyCommand=x");
        QTest::newRow("user backtick") << QStringLiteral("`id`@host");
    }
    void invalidTargets()
    {
        QFETCH(QString, target);
        SshTransport t(target, optionsFor(*m_server));
        QCOMPARE(t.status().state, LinkState::Failed);
        QVERIFY(!t.status().message.isEmpty());
        const CommandResult r = runAndWait(t, "true");
        QVERIFY(!r.ran());
    }

    void streamDeliversLinesInBatches()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        StreamJob *job
            = t.stream("for i in $(seq 1 2000); do echo line$i; done; echo e1 >&2; echo e2 >&2; printf tail");
        StreamProbe probe(job);
        QTRY_VERIFY_WITH_TIMEOUT(probe.finished, 15000);
        QCOMPARE(probe.exitCode, 0);
        QVERIFY(probe.error.isEmpty());
        QCOMPARE(probe.out.size(), 2001);
        QCOMPARE(probe.out.first(), QByteArray("line1"));
        QCOMPARE(probe.out.at(1999), QByteArray("line2000"));
        QCOMPARE(probe.out.last(), QByteArray("tail"));
        QCOMPARE(probe.err, (QList<QByteArray> { "e1", "e2" }));
        QVERIFY2(probe.batches < 2001, "lines must arrive in batches");
        qInfo() << "2001 lines in" << probe.batches << "batches";
        delete job;
    }

    void stopLeavesNoRemoteProcess()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        const QByteArray marker = "ic-marker-" + QUuid::createUuid().toByteArray(QUuid::Id128);
        StreamJob *job = t.stream("exec sh -c 'while :; do echo tick; sleep 0.1; done' " + marker);
        StreamProbe probe(job);
        QTRY_VERIFY_WITH_TIMEOUT(probe.out.size() >= 3, 15000);
        QVERIFY(remoteProcessExists(marker));
        job->stop();
        QTRY_VERIFY_WITH_TIMEOUT(probe.finished, 10000);
        QVERIFY(probe.error.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!remoteProcessExists(marker), 10000);
        delete job;
        // Deleting a running stream stops it too.
        const QByteArray marker2 = marker + "-2";
        job = t.stream("exec sh -c 'while :; do echo tick; sleep 0.1; done' " + marker2);
        StreamProbe probe2(job);
        QTRY_VERIFY_WITH_TIMEOUT(!probe2.out.isEmpty(), 15000);
        delete job;
        QTRY_VERIFY_WITH_TIMEOUT(!remoteProcessExists(marker2), 10000);
    }

    void hostileArgumentsNeverReachAShell_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("subshell") << QStringLiteral("$(touch %1)");
        QTest::newRow("backticks") << QStringLiteral("`touch %1`");
        QTest::newRow("semicolon") << QStringLiteral("x.service; touch %1");
        QTest::newRow("single quote") << QStringLiteral("it's'; touch %1; echo '");
        QTest::newRow("double quote") << QStringLiteral("\"; touch %1; \"");
        QTest::newRow("newline") << QStringLiteral("x.service\ntouch %1");
        QTest::newRow("leading dash") << QStringLiteral("--output=%1");
        QTest::newRow("pipe and ampersand") << QStringLiteral("a | touch %1 & b");
        QTest::newRow("non-ASCII") << QStringLiteral("vllm-\u00e9$(touch %1).service");
        QTest::newRow("backslash") << QStringLiteral("vllm\\x2d$(touch %1).service");
    }
    void hostileArgumentsNeverReachAShell()
    {
        QFETCH(QString, value);
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        QTemporaryDir scratch;
        const QString pwned = scratch.path() + QStringLiteral("/pwned");
        const QString hostile = value.arg(pwned);
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        HostDefinition host;
        host.target = QStringLiteral("testhost");
        host.unit = hostile;
        host.systemctlCommand = QStringLiteral("echo");
        host.journalctlCommand = QStringLiteral("echo");
        host.privilegePrefix.clear();
        RemoteCommandBuilder builder(host);
        const QList<RemoteCommand> commands { builder.systemctlShow({ QStringLiteral("ActiveState") }),
                                              builder.systemctlAction(UnitAction::Restart),
                                              builder.journal(false, 10), builder.pipList(hostile) };
        int ran = 0;
        for (const RemoteCommand &c : commands) {
            if (!c.isValid())
                continue; // refused by the builder: never reaches a shell at all
            const CommandResult r = runAndWait(t, c.line);
            QVERIFY2(r.ran(), qPrintable(r.error));
            if (r.exitCode == 0) // echo printed the value back verbatim
                QVERIFY2(r.standardOutput.contains(hostile.toUtf8()), r.standardOutput.constData());
            ++ran;
        }
        QVERIFY2(!QFile::exists(pwned), "a hostile value reached a shell unquoted");
        qInfo() << ran << "of" << commands.size() << "commands built and ran";
    }

    void tunnelCarriesHttp()
    {
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
        // A tiny HTTP responder standing in for the engine's API on the host's loopback.
        QTcpServer api;
        QVERIFY(api.listen(QHostAddress::LocalHost, 0));
        connect(&api, &QTcpServer::newConnection, &api, [&api] {
            while (QTcpSocket *s = api.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [s] {
                    const QByteArray req = s->readAll();
                    if (!req.contains("\r\n\r\n"))
                        return;
                    const QByteArray path = req.split(' ').value(1);
                    const QByteArray body = "hello from " + path;
                    s->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: "
                             + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
        SshTransport t(QStringLiteral("testhost"), optionsFor(*m_server));
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        TunnelJob *tunnel = t.openTunnel(api.serverPort());
        QSignalSpy opened(tunnel, &TunnelJob::opened);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        QVERIFY(tunnel->localPort() != 0);
        QVERIFY(tunnel->localPort() != api.serverPort());
        QNetworkAccessManager nam;
        for (const char *path : { "/docs", "/metrics", "/v1/models" }) {
            QNetworkReply *reply = nam.get(QNetworkRequest(QUrl(
                QStringLiteral("http://127.0.0.1:%1%2").arg(tunnel->localPort()).arg(QLatin1String(path)))));
            QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
            QCOMPARE(reply->error(), QNetworkReply::NoError);
            QCOMPARE(reply->readAll(), QByteArray("hello from ") + path);
            reply->deleteLater();
        }
        // Nothing listening on the host's port: a sentence, and the client sees the connection close.
        TunnelJob *dead = t.openTunnel(freeLoopbackPort());
        QSignalSpy deadOpened(dead, &TunnelJob::opened);
        QSignalSpy deadFailed(dead, &TunnelJob::failed);
        QTRY_COMPARE_WITH_TIMEOUT(deadOpened.size(), 1, 5000);
        QNetworkReply *reply
            = nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(dead->localPort()))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        QVERIFY(reply->error() != QNetworkReply::NoError);
        QTRY_VERIFY_WITH_TIMEOUT(!deadFailed.isEmpty(), 5000);
        QVERIFY2(deadFailed.at(0).at(0).toString().contains(QLatin1String("Nothing is listening")),
                 qPrintable(deadFailed.at(0).at(0).toString()));
        reply->deleteLater();
        // A failed forward leaves the connection itself healthy.
        const CommandResult r = runAndWait(t, "echo still");
        QCOMPARE(r.standardOutput, QByteArray("still\n"));
        QCOMPARE(t.status().state, LinkState::Connected);
        delete tunnel;
        delete dead;
    }

    void killedServerReconnectsWithoutLosingLines()
    {
        LoopbackSshd server;
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY2(server.trust(), qPrintable(server.errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(server));
        QList<LinkStatus> states;
        connect(&t, &Transport::statusChanged, &t, [&](const LinkStatus &s) { states.append(s); });
        StreamJob *job = t.stream("i=0; while [ $i -lt 100000 ]; do i=$((i+1)); echo $i; sleep 0.01; done");
        StreamProbe probe(job);
        QTRY_VERIFY_WITH_TIMEOUT(probe.out.size() >= 30, 15000);
        server.stop();
        QTRY_VERIFY_WITH_TIMEOUT(probe.finished, 15000);
        QVERIFY(!probe.error.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Reconnecting, 5000);
        QVERIFY(t.status().attempt >= 1);
        // Every line that arrived is there exactly once and in order.
        for (qsizetype i = 0; i < probe.out.size(); ++i)
            QCOMPARE(probe.out.at(i), QByteArray::number(i + 1));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 20000);
        bool sawReconnecting = false;
        for (const LinkStatus &s : std::as_const(states))
            sawReconnecting |= s.state == LinkState::Reconnecting && !s.summary().isEmpty();
        QVERIFY(sawReconnecting);
        // The layer above restarts its stream; it works on the new connection.
        StreamJob *again = t.stream("echo resumed");
        StreamProbe probe2(again);
        QTRY_VERIFY_WITH_TIMEOUT(probe2.finished, 10000);
        QCOMPARE(probe2.out, QList<QByteArray> { "resumed" });
        delete job;
        delete again;
    }

    void reconnectReverifiesHostKey()
    {
        LoopbackSshd server;
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY2(server.trust(), qPrintable(server.errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(server));
        QSignalSpy refused(&t, &SshTransport::hostKeyRefused);
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        server.stop();
        QVERIFY(server.replaceHostKey());
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Failed, 20000);
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.at(0).at(0).value<HostKeyInfo>().problem, HostKeyInfo::Problem::Changed);
        QVERIFY(t.status().message.contains(server.fingerprint()));
    }

    void frozenPeerDetected()
    {
        LoopbackSshd server;
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY2(server.trust(), qPrintable(server.errorString()));
        LoopbackSshd healthyServer;
        QVERIFY(healthyServer.isReady());
        QVERIFY(healthyServer.start());
        QVERIFY2(healthyServer.trust(), qPrintable(healthyServer.errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(server));
        SshTransport healthy(QStringLiteral("testhost"), optionsFor(healthyServer));
        StreamJob *job = t.stream("while :; do echo tick; sleep 0.1; done");
        StreamJob *other = healthy.stream("while :; do echo tock; sleep 0.1; done");
        StreamProbe probe(job);
        StreamProbe otherProbe(other);
        QTRY_VERIFY_WITH_TIMEOUT(probe.out.size() >= 3 && otherProbe.out.size() >= 3, 15000);
        // Every session process of this server is frozen (one, unless a slow first attempt left a
        // second behind); the healthy server's are never touched.
        QList<pid_t> sessions;
        QTRY_VERIFY_WITH_TIMEOUT(!(sessions = server.sessionProcesses()).isEmpty(), 5000);
        QElapsedTimer frozenFor;
        for (pid_t p : std::as_const(sessions))
            ::kill(p, SIGSTOP);
        frozenFor.start();
        const qsizetype otherBefore = otherProbe.out.size();
        QTRY_VERIFY_WITH_TIMEOUT(probe.finished, 15000);
        const qint64 detectedMs = frozenFor.elapsed();
        qInfo() << "frozen peer detected after" << detectedMs << "ms";
        QVERIFY(!probe.error.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(
            t.status().state == LinkState::Reconnecting || t.status().state == LinkState::Connected, 5000);
        // The other host kept streaming: ten ticks (a second) past the freeze, however soon the
        // frozen one was detected.
        QTRY_VERIFY2_WITH_TIMEOUT(otherProbe.out.size() > otherBefore + 10,
                                  qPrintable(QString::number(otherProbe.out.size() - otherBefore)), 5000);
        QVERIFY(!otherProbe.finished);
        QCOMPARE(healthy.status().state, LinkState::Connected);
        for (pid_t p : std::as_const(sessions))
            ::kill(p, SIGCONT);
        delete job;
        delete other;
    }

private:
    std::unique_ptr<LoopbackSshd> m_server;
};

QTEST_GUILESS_MAIN(TestSshTransport)
#include "tst_sshtransport.moc"
