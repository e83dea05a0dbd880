// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The restart history from real recorded restarts: a simulated host (sped up) started, restarted
// from the service monitor, then crashed by a changed scenario; the start-up watch records each
// restart with its phases and peak GPU memory, and the settled memory once it has settled; the
// restart history reads them back and compares the newest with the ones before.
#include "SimulatedHost.h"
#include "history/RestartHistory.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/ServiceMonitor.h"
#include "startup/StartupHistory.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestRestartHistoryRecorded : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void recordsEveryRestart()
    {
        constexpr double kScale = 400;
        SimulatedHost demo;
        SimulatedHost::Options o;
        o.timeScale = kScale;
        QCOMPARE(demo.start(o), QString());
        QTemporaryDir historyDir;
        Fleet fleet;
        fleet.setSessionOptions({ kScale, historyDir.path() });
        HostDefinition definition = demo.definition();
        definition.group = QStringLiteral("demo-a");
        QVERIFY(fleet.addHost(definition).isEmpty());
        HostSession *session = fleet.session(demo.definition().name);
        QVERIFY(session);
        session->service()->setInterval(200);
        StartupWatch *watch = session->startupWatch();
        QSignalSpy ready(watch, &StartupWatch::startupReady);
        QSignalSpy failed(watch, &StartupWatch::startupFailed);
        QSignalSpy settled(watch, &StartupWatch::settledMemoryRecorded);

        // The first start-up, then two restarts from the service monitor, each ready and settled.
        for (int run = 1; run <= 3; ++run) {
            if (run > 1) {
                QSignalSpy done(session->service(), &ServiceMonitor::actionFinished);
                session->service()->runAction(UnitAction::Restart);
                QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
                QVERIFY2(done.first().at(1).toBool(), qPrintable(done.first().at(2).toString()));
            }
            QTRY_COMPARE_WITH_TIMEOUT(ready.size(), run, 40000);
            QTRY_COMPARE_WITH_TIMEOUT(settled.size(), run, 20000);
            QVERIFY2(settled.last().at(0).toDouble() > 0, qPrintable(settled.last().at(0).toString()));
        }
        // Then a start-up that crashes: the scenario changes for the next start.
        const RunResult configure = demo.simhost(
            { QStringLiteral("configure"), QStringLiteral("--scenario"), QStringLiteral("oom") });
        QVERIFY2(configure.exitedNormally() && configure.exitCode == 0, configure.describe().constData());
        QSignalSpy done(session->service(), &ServiceMonitor::actionFinished);
        session->service()->runAction(UnitAction::Restart);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 40000);
        QCOMPARE(ready.size(), 3);

        const StartupHistory history(historyDir.path());
        const QList<RestartHistoryEntry> entries = RestartHistory::load(history.store(), session->name());
        QCOMPARE(entries.size(), 4);
        const RestartHistoryEntry &crash = entries.at(0);
        QCOMPARE(crash.restart.outcome, QStringLiteral("crashed"));
        QVERIFY(std::isnan(crash.restart.settledGpuMiB)); // a crash never settles
        QCOMPARE(crash.comparedWith, 3); // judged against the three ready ones
        for (int i = 1; i <= 3; ++i) {
            const RestartHistoryEntry &e = entries.at(i);
            const RestartRecord &r = e.restart;
            QCOMPARE(r.outcome, QStringLiteral("ready"));
            QVERIFY(!r.invocationId.isEmpty());
            QVERIFY(r.invocationId != entries.at(i - 1).restart.invocationId);
            QVERIFY2(r.phaseSeconds.value(QStringLiteral("weights")) > 0, qPrintable(QString::number(i)));
            QVERIFY2(r.totalSeconds() > 60, qPrintable(QString::number(r.totalSeconds())));
            // Peak: the highest total over the start-up; settled: where it stayed once ready.
            QVERIFY2(std::isfinite(r.peakGpuMiB) && r.peakGpuMiB > 8 * 1024,
                     qPrintable(QString::number(r.peakGpuMiB)));
            QVERIFY2(std::isfinite(r.settledGpuMiB) && r.settledGpuMiB > 8 * 1024,
                     qPrintable(QString::number(r.settledGpuMiB)));
            QVERIFY2(r.settledGpuMiB <= r.peakGpuMiB * 1.02,
                     qPrintable(QStringLiteral("%1 > %2").arg(r.settledGpuMiB).arg(r.peakGpuMiB)));
            QCOMPARE(e.comparedWith, 3 - i);
        }
        // Three healthy runs of one seed start up alike. What the journal stamps (the weights phase)
        // is the same in each; the end of a start-up also waits for the health check to answer,
        // which at 400x turns a wall-clock hiccup of half a second into minutes, so the newest
        // one's total is compared with the median only as far as the flag follows the figure.
        const RestartHistoryEntry &newestReady = entries.at(1);
        const double weights = newestReady.restart.phaseSeconds.value(QStringLiteral("weights"));
        for (int i = 2; i <= 3; ++i) {
            const double other = entries.at(i).restart.phaseSeconds.value(QStringLiteral("weights"));
            QVERIFY2(std::abs(other - weights) <= weights * 0.02,
                     qPrintable(QStringLiteral("weights %1 s vs %2 s").arg(weights).arg(other)));
        }
        QVERIFY(std::isfinite(newestReady.startupChange));
        QCOMPARE(newestReady.slowerStartup, newestReady.startupChange >= 0.2 - 1e-9);
        QVERIFY2(!newestReady.moreMemory, qPrintable(QString::number(newestReady.memoryChange)));
        // Each restart keeps its flight (phases in order with their starts, the silences) and the
        // host's group; the newest ready one compares with the two ready ones before it.
        for (const RestartHistoryEntry &e : entries) {
            const std::optional<StartupFlight> f = StartupFlight::fromRestartData(e.restart.data);
            QVERIFY(f);
            QCOMPARE(e.restart.data.value(QStringLiteral("group")).toString(), QStringLiteral("demo-a"));
            QCOMPARE(f->usualSilenceSeconds, 60.0);
            QVERIFY(!f->phases.isEmpty());
            QVERIFY(f->linesTimed > 10);
            double end = 0;
            for (const FlightPhase &p : f->phases) {
                QVERIFY2(p.startSeconds >= end - 1e-3, qPrintable(p.id));
                end = p.startSeconds + p.seconds;
                if (e.restart.phaseSeconds.contains(p.id))
                    QCOMPARE(p.seconds, std::round(e.restart.phaseSeconds.value(p.id) * 1000) / 1000);
            }
            for (const FlightGap &g : f->gaps)
                QVERIFY(g.seconds > 60 && g.startSeconds + g.seconds <= f->seconds + 1e-3);
        }
        QCOMPARE(StartupFlight::fromRestartData(crash.restart.data)->phases.last().state,
                 QStringLiteral("failed"));
        const FlightReport report = buildFlightReport(history.store(), newestReady.restart);
        QCOMPARE(report.hostRuns, 2);
        QCOMPARE(report.group, QStringLiteral("demo-a"));
        QCOMPARE(report.groupHosts, 0); // the only host of its group
        QVERIFY(std::isfinite(report.phases.at(0).hostMedian) || report.phases.at(0).hostRuns == 0);
        // The exports carry all four.
        QCOMPARE(RestartHistory::toCsv(entries).count('\n'), 5);
        QCOMPARE(RestartHistory::toJson(session->name(), entries)
                     .value(QStringLiteral("restarts"))
                     .toArray()
                     .size(),
                 4);
    }
};

QTEST_GUILESS_MAIN(TestRestartHistoryRecorded)
#include "tst_restarthistoryrecorded.moc"
