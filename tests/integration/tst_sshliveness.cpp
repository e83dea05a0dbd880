// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Liveness and reconnection against a real OpenSSH sshd on loopback: a login that takes 10 s
// is slow, not dead; a host that stays away is retried forever on a 1 s doubling schedule.

#include "LoopbackSshd.h"

#include "transport/SshTransport.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

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
    o.quietProbeSeconds = 1; // probe often, so a shell-timed liveness check would surely trip
    o.probeTimeoutSeconds = 2;
    return o;
}

} // namespace

class TestSshLiveness : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        qunsetenv("SSH_AUTH_SOCK");
    }

    void slowLoginShellIsNotDead()
    {
        // Every session sleeps 10 s before its command runs, as a slow profile script would.
        LoopbackSshd server("ForceCommand sleep 10; eval \"$SSH_ORIGINAL_COMMAND\"\n");
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY2(server.trust(), qPrintable(server.errorString()));
        SshTransport t(QStringLiteral("testhost"), optionsFor(server));
        QList<LinkStatus> states;
        connect(&t, &Transport::statusChanged, &t, [&](const LinkStatus &s) { states.append(s); });
        CommandResult result;
        bool done = false;
        QElapsedTimer took;
        took.start();
        connect(t.run("echo slow-but-alive"), &CommandJob::finished, &t, [&](const CommandResult &r) {
            result = r;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        qInfo() << "command through a 10 s login took" << took.elapsed() << "ms";
        QVERIFY2(result.ran(), qPrintable(result.error));
        QCOMPARE(result.standardOutput, QByteArray("slow-but-alive\n"));
        QCOMPARE(t.status().state, LinkState::Connected);
        for (const LinkStatus &s : std::as_const(states))
            QVERIFY2(s.state != LinkState::Reconnecting, qPrintable(s.message));
        // A stream whose first line comes only after the login's 10 s keeps the link up too.
        StreamJob *job = t.stream("echo first; sleep 1; echo second");
        QList<QByteArray> lines;
        bool finished = false;
        connect(job, &StreamJob::linesArrived, job, [&](const QList<QByteArray> &l) { lines += l; });
        connect(job, &StreamJob::finished, job, [&](int, const QString &) { finished = true; });
        QTRY_VERIFY_WITH_TIMEOUT(finished, 30000);
        QCOMPARE(lines, (QList<QByteArray> { "first", "second" }));
        for (const LinkStatus &s : std::as_const(states))
            QVERIFY2(s.state != LinkState::Reconnecting, qPrintable(s.message));
        delete job;
    }

    void backoffDoublesAndNeverStops()
    {
        // Nothing listens on the port: attempts go on, each delay about twice the last
        // (jitter takes off at most a quarter), capped; "retry now" jumps the wait and
        // the schedule carries on from where it was.
        LoopbackSshd server;
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.trust(), qPrintable(server.errorString()));
        SshOptions o = optionsFor(server);
        o.maxBackoffSeconds = 4;
        SshTransport t(QStringLiteral("testhost"), o);
        QList<LinkStatus> retries;
        connect(&t, &Transport::statusChanged, &t, [&](const LinkStatus &s) {
            if (s.state == LinkState::Reconnecting)
                retries.append(s);
        });
        t.connectToHost();
        QTRY_VERIFY_WITH_TIMEOUT(retries.size() >= 5, 30000);
        for (qsizetype i = 0; i < retries.size(); ++i) {
            const LinkStatus &s = retries.at(i);
            QCOMPARE(s.attempt, int(i + 1));
            QCOMPARE(s.cause, LinkStatus::Cause::Network);
            const double base = qMin(4.0, std::pow(2.0, double(i)));
            qInfo() << "attempt" << s.attempt << "next in" << s.nextRetrySeconds << "s";
            QVERIFY2(s.nextRetrySeconds >= int(std::ceil(base * 0.75)) && s.nextRetrySeconds <= int(base),
                     qPrintable(QStringLiteral("attempt %1: %2 s").arg(s.attempt).arg(s.nextRetrySeconds)));
        }
        const int before = retries.size();
        t.retryNow();
        QTRY_VERIFY_WITH_TIMEOUT(retries.size() > before, 2000); // well before the 3-4 s wait
        QCOMPARE(retries.last().attempt, before + 1);
        QVERIFY(t.status().summary().contains(QLatin1String("retrying in")));
        // The host comes back: the next attempt connects.
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        t.retryNow();
        QTRY_COMPARE_WITH_TIMEOUT(t.status().state, LinkState::Connected, 10000);
    }

    void quittingDoesNotWait()
    {
        // Deleting connected transports returns at once; the workers finish in parallel.
        LoopbackSshd server;
        QVERIFY2(server.isReady(), qPrintable(server.errorString()));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY2(server.trust(), qPrintable(server.errorString()));
        std::vector<std::unique_ptr<SshTransport>> all;
        for (int i = 0; i < 8; ++i) {
            all.push_back(std::make_unique<SshTransport>(QStringLiteral("testhost"), optionsFor(server)));
            all.back()->connectToHost();
        }
        for (auto &t : all)
            QTRY_COMPARE_WITH_TIMEOUT(t->status().state, LinkState::Connected, 20000);
        all.clear();
        QVERIFY(SshTransport::waitForWorkers(10000));
        QCOMPARE(SshTransport::runningWorkers(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(server.sessionProcesses().isEmpty(), 10000);
    }
};

QTEST_GUILESS_MAIN(TestSshLiveness)
#include "tst_sshliveness.moc"
