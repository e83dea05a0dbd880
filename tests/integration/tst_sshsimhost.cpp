// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated GPU host's tools and API reached over a real sshd: streamed `nvidia-smi -l 1`,
// the journal followed across an sshd crash and resumed from its cursor, HTTP through the tunnel.

#include "LoopbackSshd.h"
#include "SimulatedHost.h"

#include "transport/RemoteCommand.h"
#include "transport/SshTransport.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

struct Collected {
    explicit Collected(StreamJob *job)
    {
        QObject::connect(job, &StreamJob::linesArrived, job,
                         [this](const QList<QByteArray> &l) { out += l; });
        QObject::connect(job, &StreamJob::finished, job, [this](int, const QString &e) {
            error = e;
            finished = true;
        });
    }
    QList<QByteArray> out;
    QString error;
    bool finished = false;
};

QByteArray cursorOf(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object().value(QStringLiteral("__CURSOR")).toString().toUtf8();
}

} // namespace

class TestSshSimHost : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        qunsetenv("SSH_AUTH_SOCK");
        m_server = std::make_unique<LoopbackSshd>();
        QVERIFY2(m_server->isReady(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));

        SimulatedHost::Options sim;
        sim.timeScale = 100;
        const QString error = m_sim.start(sim);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_sim.apiPort() != 0);
        // The simulated host's tools and API, reached over SSH: only what the test uses.
        const HostDefinition &local = m_sim.definition();
        m_host.target = QStringLiteral("testhost");
        m_host.apiPort = local.apiPort;
        m_host.nvidiaSmiCommand = local.nvidiaSmiCommand;
        m_host.journalctlCommand = local.journalctlCommand;
        m_host.systemctlCommand = local.systemctlCommand;
    }
    void cleanupTestCase() { m_server.reset(); }

    SshOptions options() const
    {
        SshOptions o;
        o.sshDir = m_server->clientDir();
        o.configFile = m_server->clientConfig();
        return o;
    }

    void nvidiaSmiLoopOverSsh()
    {
        SshTransport t(QStringLiteral("testhost"), options());
        const RemoteCommand cmd = RemoteCommandBuilder(m_host).nvidiaSmiQueryGpu(
            { QStringLiteral("index"), QStringLiteral("memory.used"), QStringLiteral("memory.total") }, 1);
        QVERIFY2(cmd.isValid(), qPrintable(cmd.error));
        StreamJob *job = t.stream(cmd.line);
        Collected c(job);
        QTRY_VERIFY_WITH_TIMEOUT(c.out.size() >= 16, 15000); // two samples of 8 GPUs
        for (const QByteArray &row : std::as_const(c.out))
            QCOMPARE(row.split(',').size(), 3);
        job->stop();
        QTRY_VERIFY_WITH_TIMEOUT(c.finished, 10000);
        QVERIFY(c.error.isEmpty());
        delete job;
    }

    void journalResumesAfterSshdCrash()
    {
        SshTransport t(QStringLiteral("testhost"), options());
        RemoteCommandBuilder builder(m_host);
        const RemoteCommand follow = builder.journal(true, -1);
        QVERIFY2(follow.isValid(), qPrintable(follow.error));
        StreamJob *first = t.stream(follow.line);
        Collected before(first);
        QTRY_VERIFY_WITH_TIMEOUT(before.out.size() >= 12, 20000); // the last 10, then live ones
        m_server->stop();
        QTRY_VERIFY_WITH_TIMEOUT(before.finished, 15000);
        QVERIFY(!before.error.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Reconnecting, 5000);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 20000);

        // What the journal monitor does: resume after the last cursor it saw.
        const QByteArray cursor = cursorOf(before.out.last());
        QVERIFY(!cursor.isEmpty());
        StreamJob *second = t.stream(builder.journal(true, -1, cursor).line);
        Collected after(second);
        QTRY_VERIFY_WITH_TIMEOUT(!after.out.isEmpty(), 20000);
        second->stop();
        QTRY_VERIFY_WITH_TIMEOUT(after.finished, 10000);

        CommandJob *all = t.run(builder.journal(false, -1).line);
        CommandResult full;
        bool done = false;
        connect(all, &CommandJob::finished, this, [&](const CommandResult &r) {
            full = r;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
        QCOMPARE(full.exitCode, 0);
        QList<QByteArray> journal = full.standardOutput.split('\n');
        journal.removeAll(QByteArray());
        const QList<QByteArray> received = before.out + after.out;
        // `journalctl -f` starts with the last entries, like journald's.
        const qsizetype start = journal.indexOf(received.first());
        QVERIFY(start >= 0);
        QVERIFY(start + received.size() <= journal.size());
        // Every entry exactly once, in order: nothing lost across the crash, nothing repeated.
        QCOMPARE(received, journal.mid(start, received.size()));
        qInfo() << before.out.size() << "entries before the crash," << after.out.size() << "after";
        delete first;
        delete second;
    }

    void apiThroughTunnel()
    {
        SshTransport t(QStringLiteral("testhost"), options());
        t.connectToHost();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
        TunnelJob *tunnel = t.openTunnel(m_sim.apiPort());
        QSignalSpy opened(tunnel, &TunnelJob::opened);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        QNetworkAccessManager nam;
        auto status = [&](const QString &path) {
            QNetworkReply *reply = nam.get(QNetworkRequest(
                QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(tunnel->localPort()).arg(path))));
            QElapsedTimer timer;
            timer.start();
            while (!reply->isFinished() && timer.elapsed() < 10000)
                QTest::qWait(20);
            const int code = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            reply->deleteLater();
            return code;
        };
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("/health")), 200, 60000);
        QCOMPARE(status(QStringLiteral("/v1/models")), 200);
        QCOMPARE(status(QStringLiteral("/nope")), 404);
        delete tunnel;
    }

private:
    std::unique_ptr<LoopbackSshd> m_server;
    SimulatedHost m_sim;
    HostDefinition m_host;
};

QTEST_GUILESS_MAIN(TestSshSimHost)
#include "tst_sshsimhost.moc"
