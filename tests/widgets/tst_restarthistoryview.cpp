// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The restart history view bound to a host session (table, chart, flags, exports, the selected
// restart's phases against the host's and the group's medians with its silences), and the
// Prometheus source shown in the fleet view and the GPU bars (age of the data, stale marking).
#include "FakeHost.h"
#include "FleetView.h"
#include "GpuBarsWidget.h"
#include "RestartHistoryView.h"
#include "StartupPhasesChart.h"
#include "WidgetScreenshot.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/FleetModel.h"
#include "monitor/GpuMonitor.h"
#include "monitor/PrometheusSource.h"
#include "startup/StartupHistory.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProgressBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

void saveShot(QWidget &w, const char *name)
{
    // For the documentation: IC_SCREENSHOT_DIR=dir keeps a picture of the view.
    const QString dir = qEnvironmentVariable("IC_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w.grab().save(dir + u'/' + QLatin1String(name));
}

QList<GpuSample> tick(int gpus, double usedMiB)
{
    QList<GpuSample> t;
    for (int g = 0; g < gpus; ++g) {
        GpuSample s;
        s.index = g;
        s.uuid = QStringLiteral("GPU-%1").arg(g);
        s.name = QStringLiteral("NVIDIA H200");
        s.memoryUsedMiB = usedMiB;
        s.memoryTotalMiB = 143771;
        s.utilizationPercent = 30;
        s.temperatureC = 50;
        s.powerDrawW = 400;
        t << s;
    }
    return t;
}

/// A ready start-up with its flight: launch, weights, compile, CUDA graphs.
RestartRecord flightRestart(const QString &host, const QDateTime &started, double weights, double graphs,
                            const QList<FlightGap> &gaps = {})
{
    RestartRecord r;
    r.host = host;
    r.unit = QStringLiteral("vllm.service");
    r.model = QStringLiteral("moonshotai/Kimi-K2.5");
    r.argsHash = QStringLiteral("h");
    r.serviceKey = host + QStringLiteral("|vllm.service|moonshotai/Kimi-K2.5|h");
    r.invocationId = started.toString(QStringLiteral("yyyyMMddHHmmss"));
    r.started = started;
    r.phaseSeconds = { { QStringLiteral("launch"), 12 },
                       { QStringLiteral("weights"), weights },
                       { QStringLiteral("compile"), 95 },
                       { QStringLiteral("cuda-graphs"), graphs } };
    r.seconds = 12 + weights + 95 + graphs;
    r.peakGpuMiB = 760000;
    r.settledGpuMiB = 700000;
    StartupFlight f;
    f.usualSilenceSeconds = 60;
    f.seconds = r.seconds;
    f.phases = { { QStringLiteral("launch"), 0, 12, QStringLiteral("done"), -1 },
                 { QStringLiteral("weights"), 12, weights, QStringLiteral("done"), -1 },
                 { QStringLiteral("compile"), 12 + weights, 95, QStringLiteral("done"), 94.2 },
                 { QStringLiteral("cuda-graphs"), 107 + weights, graphs, QStringLiteral("done"), -1 } };
    f.gaps = gaps;
    f.storeIn(r.data);
    r.data.insert(QStringLiteral("group"), QStringLiteral("demo-a"));
    return r;
}

} // namespace

class TestRestartHistoryView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsFlagsAndExports_data()
    {
        QTest::addColumn<double>("newestSeconds");
        QTest::addColumn<double>("newestSettledMiB");
        QTest::addColumn<bool>("slower");
        QTest::addColumn<bool>("higher");
        QTest::newRow("within the median") << 600.0 << 700000.0 << false << false;
        QTest::newRow("slower start-up") << 780.0 << 700000.0 << true << false;
        QTest::newRow("more memory") << 600.0 << 740000.0 << false << true;
        QTest::newRow("both") << 900.0 << 800000.0 << true << true;
    }

    void showsFlagsAndExports()
    {
        QFETCH(double, newestSeconds);
        QFETCH(double, newestSettledMiB);
        QFETCH(bool, slower);
        QFETCH(bool, higher);
        QTemporaryDir dir;
        FakeHost host(QStringLiteral("gpu-07"));
        Fleet fleet;
        fleet.setSessionOptions({ 1.0, dir.path() });
        QVERIFY(fleet.addHost(host.definition()).isEmpty());
        HostSession *session = fleet.session(QStringLiteral("gpu-07"));

        // Eleven restarts an hour apart: ten alike, then the one the row judges.
        const StartupHistory history(dir.path());
        HistoryStore store = history.store();
        const QDateTime t0 = QDateTime::currentDateTimeUtc().addDays(-1);
        for (int i = 0; i < 11; ++i) {
            RestartRecord r;
            r.host = QStringLiteral("gpu-07");
            r.unit = QStringLiteral("vllm.service");
            r.serviceKey = QStringLiteral("gpu-07|vllm.service|m|h");
            r.invocationId = QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0'));
            r.started = t0.addSecs(3600 * i);
            r.seconds = i == 10 ? newestSeconds : 590 + i * 2;
            r.peakGpuMiB = 760000;
            r.settledGpuMiB = i == 10 ? newestSettledMiB : 700000;
            r.phaseSeconds = { { QStringLiteral("weights"), 300 }, { QStringLiteral("compile"), 120 } };
            QString error;
            QVERIFY2(store.recordRestart(r, &error) > 0, qPrintable(error));
        }
        RestartHistoryView view;
        view.resize(1000, 520);
        view.setSession(session);
        QCOMPARE(view.entries().size(), 11);
        QCOMPARE(view.table()->rowCount(), 11);
        const QTableWidgetItem *change = view.table()->item(0, 3);
        QVERIFY(change);
        QCOMPARE(change->font().bold(), slower);
        QCOMPARE(view.table()->item(0, 6)->font().bold(), higher);
        QVERIFY(view.table()->item(0, 2)->toolTip().contains(QStringLiteral("weights")));
        QCOMPARE(view.summaryText().contains(QStringLiteral("The latest restart is flagged")),
                 slower || higher);
        QCOMPARE(view.entries().first().comparedWith, 10);
        if (slower && higher) {
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            saveShot(view, "restart-history.png");
        }

        const QString csv = dir.filePath(QStringLiteral("r.csv"));
        const QString json = dir.filePath(QStringLiteral("r.json"));
        const QString md = dir.filePath(QStringLiteral("r.md"));
        QString error;
        QVERIFY2(view.exportTo(csv, RestartHistoryView::Format::Csv, &error), qPrintable(error));
        QVERIFY2(view.exportTo(json, RestartHistoryView::Format::Json, &error), qPrintable(error));
        QVERIFY2(view.exportTo(md, RestartHistoryView::Format::Markdown, &error), qPrintable(error));
        QFile c(csv), j(json), m(md);
        QVERIFY(c.open(QIODevice::ReadOnly) && j.open(QIODevice::ReadOnly) && m.open(QIODevice::ReadOnly));
        QCOMPARE(c.readAll().count('\n'), 12);
        const QJsonObject doc = QJsonDocument::fromJson(j.readAll()).object();
        QCOMPARE(doc.value(QStringLiteral("host")).toString(), QStringLiteral("gpu-07"));
        QCOMPARE(doc.value(QStringLiteral("restarts")).toArray().size(), 11);
        QCOMPARE(QString::fromUtf8(m.readAll()).contains(QStringLiteral("**slower**")), slower);
        // A directory is not a file: the export says so and writes nothing.
        QVERIFY(!view.exportTo(dir.path(), RestartHistoryView::Format::Csv, &error));
        QVERIFY(!error.isEmpty());

        view.setSession(nullptr);
        QCOMPARE(view.table()->rowCount(), 0);
    }

    void phasesOfTheSelectedRestart()
    {
        QTemporaryDir dir;
        FakeHost host(QStringLiteral("gpu-07"));
        Fleet fleet;
        fleet.setSessionOptions({ 1.0, dir.path() });
        QVERIFY(fleet.addHost(host.definition()).isEmpty());
        HostSession *session = fleet.session(QStringLiteral("gpu-07"));

        // Three start-ups of gpu-07, two of another host of its group, then the one judged: its
        // CUDA graphs took four minutes more, four of them without a line.
        const StartupHistory history(dir.path());
        HistoryStore store = history.store();
        const QDateTime t0 = QDateTime::currentDateTimeUtc().addDays(-1);
        QString error;
        for (int i = 0; i < 3; ++i)
            QVERIFY2(
                store.recordRestart(
                    flightRestart(QStringLiteral("gpu-07"), t0.addSecs(3600 * i), 300 + 10 * i, 60), &error),
                qPrintable(error));
        for (int i = 0; i < 2; ++i)
            QVERIFY(store.recordRestart(
                flightRestart(QStringLiteral("gpu-08"), t0.addSecs(600 + 3600 * i), 280, 55)));
        QVERIFY(store.recordRestart(
            flightRestart(QStringLiteral("gpu-07"), t0.addSecs(4 * 3600), 318, 312,
                          { { 318 + 107 + 40, 252, QStringLiteral("cuda-graphs"), false } })));

        RestartHistoryView view;
        view.resize(1000, 760);
        view.setSession(session);
        QCOMPARE(view.entries().size(), 4);
        QCOMPARE(view.table()->currentRow(), 0); // the newest is shown first
        const std::optional<FlightReport> &report = view.phasesChart()->report();
        QVERIFY(report);
        QCOMPARE(report->phases.size(), 4);
        const FlightPhaseRow &graphs = report->phases.at(3);
        QCOMPARE(graphs.id, QStringLiteral("cuda-graphs"));
        QCOMPARE(graphs.seconds, 312.0);
        QCOMPARE(graphs.hostMedian, 60.0);
        QCOMPARE(graphs.hostRuns, 3);
        QCOMPARE(graphs.groupMedian, 55.0);
        QCOMPARE(graphs.groupHosts, 1);
        QCOMPARE(report->phases.at(1).hostMedian, 310.0);
        QVERIFY2(
            view.phasesNotesText().contains(QStringLiteral("No log line for 4 min 12 s during CUDA graphs")),
            qPrintable(view.phasesNotesText()));
        QVERIFY(view.phasesNotesText().contains(QStringLiteral("Group median (demo-a)")));
        QVERIFY(view.phasesTitleText().contains(QStringLiteral("ready after")));
        const QString tip = view.phasesChart()->rowToolTip(3);
        QVERIFY2(tip.contains(QStringLiteral("Host median: 1 min 00 s over 3 earlier start-up(s) (+420 %)")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("No log line for 4 min 12 s")), qPrintable(tip));
        QVERIFY(view.phasesChart()->rowToolTip(2).contains(QStringLiteral("(the engine said 1 min 34 s)")));
        QCOMPARE(view.phasesChart()->rowToolTip(4), QString());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(saveScreenshotIfAsked(&view, QStringLiteral("restart-phases.png")));
        // Hovering a row names it.
        const QFontMetrics fm = view.phasesChart()->fontMetrics();
        QCOMPARE(view.phasesChart()->rowAt(fm.height() + 8 + 3 * (fm.height() + 4) + 2), 3);
        QCOMPARE(view.phasesChart()->rowAt(2), -1); // the legend

        // The oldest: nothing of its own to compare with, nor in its group before it.
        view.selectRestart(3);
        QVERIFY(view.phasesChart()->report());
        QCOMPARE(view.phasesChart()->report()->hostRuns, 0);
        QVERIFY2(view.phasesNotesText().contains(QStringLiteral("no median yet: first start-up")),
                 qPrintable(view.phasesNotesText()));
        QVERIFY(view.phasesNotesText().contains(QStringLiteral("no group median")));
        QVERIFY(std::isnan(view.phasesChart()->report()->phases.at(1).hostMedian));

        // A reload (a new restart recorded) keeps the selected one.
        const qint64 shown = view.phasesChart()->report()->restart.id;
        view.reload();
        QCOMPARE(view.phasesChart()->report()->restart.id, shown);
        QCOMPARE(view.table()->currentRow(), 3);

        // A restart an older build kept: its durations, and why starts and silences are missing.
        RestartRecord old = flightRestart(QStringLiteral("gpu-07"), t0.addSecs(5 * 3600), 300, 60);
        old.data = {};
        QVERIFY(store.recordRestart(old));
        view.reload();
        view.selectRestart(0);
        QVERIFY(!view.phasesChart()->report()->flight);
        QCOMPARE(view.phasesChart()->report()->phases.size(), 4);
        QVERIFY(std::isnan(view.phasesChart()->report()->phases.first().startSeconds));
        QVERIFY(view.phasesNotesText().contains(QStringLiteral("were not recorded")));
        QVERIFY(view.phasesNotesText().contains(QStringLiteral("no group median: gpu-07 was in no group")));

        view.setSession(nullptr);
        QVERIFY(!view.phasesChart()->report());
    }

    void prometheusSourceAndStaleReadings()
    {
        QTemporaryDir dir;
        FakeHost host(QStringLiteral("gpu-11"));
        HostDefinition d = host.definition();
        d.prometheusGpu = QStringLiteral("gpu-11");
        Fleet fleet;
        fleet.setSessionOptions({ 1.0, dir.path() });
        PrometheusConfig pc;
        pc.url = QUrl(QStringLiteral("http://127.0.0.1:1")); // nothing listens: the source's error shows too
        pc.intervalMs = 1000;
        fleet.setPrometheus(pc);
        QVERIFY(fleet.addHost(d).isEmpty());
        QVERIFY(fleet.addHost(FakeHost(QStringLiteral("gpu-12")).definition()).isEmpty()); // over SSH
        HostSession *session = fleet.session(QStringLiteral("gpu-11"));
        GpuMonitor *gpus = session->gpus();
        QCOMPARE(gpus->sampleSource(), GpuMonitor::SampleSource::External);
        QCOMPARE(gpus->staleAfterMs(), 3000);
        QCOMPARE(fleet.session(QStringLiteral("gpu-12"))->gpus()->staleAfterMs(), 0);

        FleetModel model(&fleet);
        FleetView fleetView(&model);
        GpuBarsWidget bars(gpus);
        // A reading ten seconds old: more than two scrape intervals.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        gpus->acceptTick(now - 10'000, tick(8, 90000));
        QVERIFY(gpus->isStale(now));
        model.refresh();
        fleetView.refreshSource();
        bars.refreshSource();
        const int row = model.rowOf(QStringLiteral("gpu-11"));
        const QModelIndex cell = model.index(row, FleetModel::GpuMemoryColumn);
        QVERIFY(model.data(cell, FleetModel::GpuFromPrometheusRole).toBool());
        QVERIFY(model.data(cell, FleetModel::GpuStaleRole).toBool());
        QVERIFY(model.data(cell).toString().contains(QStringLiteral("stale")));
        QVERIFY(model.data(cell, Qt::ToolTipRole).toString().contains(QStringLiteral("From Prometheus")));
        QVERIFY(!model
                     .data(model.index(model.rowOf(QStringLiteral("gpu-12")), FleetModel::GpuMemoryColumn),
                           FleetModel::GpuFromPrometheusRole)
                     .toBool());
        QCOMPARE(model.hostsFromPrometheus(), 1);
        QCOMPARE(model.staleHosts(), 1);
        QVERIFY2(fleetView.sourceText().contains(QStringLiteral("Prometheus at http://127.0.0.1:1")),
                 qPrintable(fleetView.sourceText()));
        QVERIFY2(
            fleetView.sourceText().contains(QStringLiteral("stale (no reading for two scrape intervals)")),
            qPrintable(fleetView.sourceText()));
        QVERIFY(bars.isStale());
        QVERIFY2(bars.sourceText().contains(QStringLiteral("stale")), qPrintable(bars.sourceText()));
        QVERIFY(!bars.findChildren<QProgressBar *>().first()->isEnabled());

        // A fresh reading: no longer stale, in the model, the fleet line and the bars.
        gpus->acceptTick(QDateTime::currentMSecsSinceEpoch(), tick(8, 91000));
        model.refresh();
        fleetView.refreshSource();
        QVERIFY(!gpus->isStale(QDateTime::currentMSecsSinceEpoch()));
        QVERIFY(!model.data(cell, FleetModel::GpuStaleRole).toBool());
        QCOMPARE(model.staleHosts(), 0);
        QVERIFY(!fleetView.sourceText().contains(QStringLiteral("stale")));
        QVERIFY(!bars.isStale());
        QVERIFY(bars.findChildren<QProgressBar *>().first()->isEnabled());
        QVERIFY(bars.sourceText().startsWith(QStringLiteral("From Prometheus: newest reading")));

        // Without Prometheus nothing is said.
        fleet.removeHost(QStringLiteral("gpu-11"));
        fleetView.refreshSource();
        QCOMPARE(fleetView.sourceText(), QString());
    }
};

QTEST_MAIN(TestRestartHistoryView)
#include "tst_restarthistoryview.moc"
