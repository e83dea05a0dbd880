// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The restart history view bound to a host session (table, chart, flags, exports), and the
// Prometheus source shown in the fleet view and the GPU bars (age of the data, stale marking).
#include "FakeHost.h"
#include "FleetView.h"
#include "GpuBarsWidget.h"
#include "RestartHistoryView.h"
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
