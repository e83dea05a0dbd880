// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The GPU panel of a host without nvidia-smi (a CPU-only llama.cpp host): the chart, the bars and
// the processes table say there is no GPU tool, instead of an empty 0–1 GiB axis and "No process
// holds GPU memory"; the fleet table says "no GPU tool" instead of an empty cell. A real monitor
// over a LocalTransport whose nvidia-smi is not on the PATH. With IC_SCREENSHOT_DIR set, the
// panel is saved as gpu-no-tool.png.
#include "FakeHost.h"
#include "GpuBarsWidget.h"
#include "GpuChartWidget.h"
#include "GpuNowRow.h"
#include "GpuProcessesView.h"
#include "WidgetScreenshot.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/FleetModel.h"
#include "models/GpuProcessModel.h"
#include "monitor/GpuMonitor.h"
#include "transport/LocalTransport.h"

#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace ic;

namespace {
const QString Reason = QStringLiteral("No GPU tool on this host: nvidia-smi was not found.");
}

class TestGpuNoTool : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void panelSaysThereIsNoGpuTool()
    {
        Settings settings(m_dir.filePath(QStringLiteral("s.ini")));
        settings.setChartWindowSeconds(300);
        HostDefinition host;
        host.name = QStringLiteral("cpu-01");
        host.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi"); // a PATH without it
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor monitor(&transport, RemoteCommandBuilder(host));

        // The panel as HostPanels lays it out: the chart above the current values and processes.
        QWidget panel;
        panel.resize(1100, 640);
        auto *split = new QSplitter(Qt::Vertical, &panel);
        auto *chart = new GpuChartWidget(&monitor, nullptr, settings);
        auto *bars = new GpuBarsWidget(&monitor);
        auto *processes = new GpuProcessesView(&monitor);
        split->addWidget(chart);
        split->addWidget(new GpuNowRow(bars, processes));
        split->setSizes({ 400, 240 });
        auto *layout = new QVBoxLayout(&panel);
        layout->addWidget(split);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        // Before the tool has answered, nothing is claimed.
        QVERIFY(chart->shownMessage().isEmpty());

        monitor.start();
        QTRY_COMPARE_WITH_TIMEOUT(monitor.toolState(), GpuMonitor::ToolState::Missing, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(chart->shownMessage().startsWith(Reason), 5000);
        QVERIFY2(chart->shownMessage().contains(QLatin1String("GPU memory is not charted.")),
                 qPrintable(chart->shownMessage()));
        QVERIFY2(!chart->isValueAxisShown(), "no empty 0–1 GiB axis");

        // The processes table: the reason, not "No process holds GPU memory".
        QVERIFY2(processes->summary().startsWith(Reason), qPrintable(processes->summary()));
        QVERIFY(!processes->summary().contains(QLatin1String("No process holds GPU memory")));
        QCOMPARE(processes->model()->rowCount(), 0);
        QCOMPARE(processes->model()->notMeasuredReason(), processes->summary());
        QVERIFY(processes->table()->isHidden());

        // The bars beside the chart: the same reason.
        QCOMPARE(bars->sourceText(), Reason);
        QCOMPARE(bars->rowCount(), 0);

        // Another metric says what it does not chart.
        chart->setMetric(GpuMetric::Utilization);
        QVERIFY2(chart->shownMessage().contains(QLatin1String("GPU utilisation is not charted.")),
                 qPrintable(chart->shownMessage()));
        chart->setMetric(GpuMetric::MemoryUsed);
        QTest::qWait(100);
        QVERIFY(testsupport::saveScreenshotIfAsked(&panel, QStringLiteral("gpu-no-tool.png")));
        monitor.stop();
    }

    void fleetRowSaysNoGpuTool()
    {
        testsupport::FakeHost host(QStringLiteral("cpu-02"));
        HostDefinition d = host.definition();
        d.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi");
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_dir.path() });
        QVERIFY(fleet.addHost(d).isEmpty());
        FleetModel model(&fleet);
        const QModelIndex cell = model.index(0, FleetModel::GpuMemoryColumn);
        QTRY_COMPARE_WITH_TIMEOUT(cell.data().toString(), QStringLiteral("no GPU tool"), 15000);
        QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(Reason),
                 qPrintable(cell.data(Qt::ToolTipRole).toString()));
        QVERIFY(cell.data(FleetModel::GpuMemoryRole).toList().isEmpty());
    }

    void processModelClearsTheReasonWithAReport()
    {
        GpuProcessModel model;
        model.setNotMeasured(Reason);
        QCOMPARE(model.summary(), Reason);
        model.setReport({});
        QVERIFY(model.notMeasuredReason().isEmpty());
        QCOMPARE(model.summary(), QStringLiteral("No process holds GPU memory."));
    }
};

QTEST_MAIN(TestGpuNoTool)
#include "tst_gpunotool.moc"
