// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The test support library itself: each helper does what the tests rely on, and every wait it
// makes ends at its deadline with a sentence that says what did not happen.
#include "LoopbackSshd.h"
#include "RunBinary.h"
#include "ScriptedHttpServer.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"
#include "config/HostStore.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestTestSupport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void runBinaryCapturesEverything()
    {
        RunOptions o;
        o.environment.insert(QStringLiteral("IC_PROBE"), QStringLiteral("seen"));
        o.input = QByteArray("from stdin\n");
        const RunResult r
            = runBinary(QStringLiteral("/bin/sh"),
                        { QStringLiteral("-c"), QStringLiteral("cat; echo \"$IC_PROBE\" >&2; exit 3") }, o);
        QVERIFY2(r.exitedNormally(), r.describe().constData());
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.out, QByteArray("from stdin\n"));
        QCOMPARE(r.err, QByteArray("seen\n"));
        QVERIFY(r.failure().isEmpty());
    }

    void runBinaryKeepsItsDeadline()
    {
        RunOptions o;
        o.deadlineMs = 300;
        QElapsedTimer clock;
        clock.start();
        const RunResult r = runBinary(QStringLiteral("/bin/sh"),
                                      { QStringLiteral("-c"), QStringLiteral("echo started; sleep 30") }, o);
        QVERIFY2(clock.elapsed() < 10000, "the deadline did not stop the program");
        QVERIFY(r.timedOut);
        QCOMPARE(r.exitCode, -1);
        QCOMPARE(r.out, QByteArray("started\n"));
        QVERIFY2(r.failure().contains(QStringLiteral("did not finish within 300 ms")),
                 qPrintable(r.failure()));
    }

    void runBinaryMissingProgramSaysSo()
    {
        const RunResult r = runBinary(QStringLiteral("/nonexistent/program"), {});
        QVERIFY(!r.started);
        QVERIFY2(r.failure().contains(QStringLiteral("did not start")), qPrintable(r.failure()));
    }

    void tempHostsFileRoundTrips()
    {
        HostDefinition a;
        a.name = QStringLiteral("gpu-01");
        a.target = QStringLiteral("ops@gpu-01");
        a.apiPort = 8001;
        TempHostsFile file({ a });
        QVERIFY2(file.isValid(), qPrintable(file.errorString()));
        QCOMPARE(QFileInfo(file.path()).permissions() & (QFile::ReadGroup | QFile::ReadOther),
                 QFile::Permissions());
        const HostStore::LoadResult loaded = HostStore::load(file.path());
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(loaded.hosts.size(), 1);
        QCOMPARE(loaded.hosts.first().name, a.name);
        QCOMPARE(loaded.hosts.first().apiPort, 8001);

        QVERIFY(file.write(TempHostsFile::localHost(QStringLiteral("target"), 9, R"("engine": "auto")")));
        const HostStore::LoadResult local = HostStore::load(file.path());
        QVERIFY2(local.error.isEmpty(), qPrintable(local.error));
        QCOMPARE(local.hosts.value(0).target, QStringLiteral("local"));
        QCOMPARE(local.hosts.value(0).apiPort, 9);
    }

    void scriptedServerPacesByRate()
    {
        ScriptedReply reply;
        for (int i = 0; i < 50; ++i)
            reply.chunks << QByteArray("data: x\n\n");
        reply.chunksPerSecond = 100; // 50 chunks: about half a second
        ScriptedHttpServer server([reply](const HttpRequest &) { return reply; });
        QVERIFY(server.isListening());
        QNetworkAccessManager nam;
        QElapsedTimer clock;
        clock.start();
        QNetworkReply *r = nam.post(QNetworkRequest(server.baseUrl()), QByteArray("{}"));
        QSignalSpy finished(r, &QNetworkReply::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(r->readAll().count("data: x"), 50);
        QVERIFY2(clock.elapsed() >= 400, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().first().method, QByteArray("POST"));
        r->deleteLater();
    }

    void severalSimulatedHosts()
    {
        SimulatedHostOptions o;
        o.name = QStringLiteral("sim");
        o.startService = false;
        QString error;
        const auto hosts = startSimulatedHosts(2, o, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(int(hosts.size()), 2);
        QCOMPARE(hosts[0]->definition().name, QStringLiteral("sim-01"));
        QCOMPARE(hosts[1]->definition().name, QStringLiteral("sim-02"));
        QVERIFY(hosts[0]->stateDirectory() != hosts[1]->stateDirectory());
        QVERIFY(hosts[0]->apiPort() != hosts[1]->apiPort());
        for (const auto &h : hosts) {
            QString showFailed;
            QCOMPARE(h->unitProperty(QStringLiteral("ActiveState"), &showFailed), QStringLiteral("inactive"));
            QVERIFY2(showFailed.isEmpty(), qPrintable(showFailed));
            QCOMPARE(h->invocationId(), QString()); // never started: no invocation
            // Not started: waiting for its API ends at the deadline and says so.
            QString why;
            QVERIFY(!h->waitUntilServing(300, &why));
            QVERIFY2(why.contains(QStringLiteral("did not answer /health")), qPrintable(why));
        }
    }

    void invocationIdChangesWithEachStart()
    {
        SimulatedHost host;
        QCOMPARE(host.invocationId(), QString()); // not set up: empty, not a crash
        QString why;
        QCOMPARE(host.unitProperty(QStringLiteral("ActiveState"), &why), QString());
        QVERIFY2(why.contains(QStringLiteral("was not started")), qPrintable(why));

        QCOMPARE(host.start(SimulatedHost::rolloutHost(QStringLiteral("inv"))), QString());
        const QString first = host.invocationId();
        QCOMPARE(first.size(), 32);
        const RunResult restart = host.simhost({ QStringLiteral("systemctl"), QStringLiteral("restart"),
                                                 QStringLiteral("--"), host.definition().unit });
        QVERIFY2(restart.exitedNormally() && restart.exitCode == 0, restart.describe().constData());
        const QString second = host.invocationId();
        QCOMPARE(second.size(), 32);
        QVERIFY(second != first);
        QCOMPARE(host.invocationId(), second); // reading it changes nothing
    }

    void unknownScenarioIsASentence()
    {
        SimulatedHost host;
        SimulatedHostOptions o;
        o.scenario = QStringLiteral("no-such-scenario");
        const QString error = host.start(o);
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(QStringLiteral("could not be set up")), qPrintable(error));
        QVERIFY(!host.isStarted());
        QVERIFY(!host.simhost({ QStringLiteral("systemctl") }).started);
    }

    void loopbackSshdStartsOrSaysWhy()
    {
        IC_SKIP_WITHOUT_SSHD();
        LoopbackSshd sshd;
        QVERIFY2(sshd.isReady(), qPrintable(sshd.errorString()));
        QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
        QVERIFY2(sshd.trust(), qPrintable(sshd.errorString()));
        QFile kh(sshd.knownHosts());
        QVERIFY(kh.open(QIODevice::ReadOnly));
        QCOMPARE(kh.readAll(), sshd.knownHostsLine());
        const QByteArray expectedStart = "[127.0.0.1]:" + QByteArray::number(sshd.port()) + " ssh-ed25519 ";
        QVERIFY(sshd.knownHostsLine().startsWith(expectedStart));

        // A configuration sshd refuses: start() ends and says why instead of waiting on.
        LoopbackSshd broken("NoSuchOption yes\n");
        QVERIFY(broken.isReady());
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!broken.start(5000));
        QVERIFY2(clock.elapsed() < 10000, "start() did not keep its deadline");
        QVERIFY2(broken.errorString().contains(QStringLiteral("sshd")), qPrintable(broken.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestTestSupport)
#include "tst_testsupport.moc"
