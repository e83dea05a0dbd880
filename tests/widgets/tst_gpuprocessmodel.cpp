// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FakeHost.h"
#include "GpuProcessesView.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/GpuProcessModel.h"
#include "monitor/GpuMonitor.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {
const ProcessTable &table()
{
    static const ProcessTable t = parseProcessTable("1 0 systemd\n"
                                                    "4242 1 python3\n"
                                                    "5000 1 python3\n"
                                                    "8727 1 vllm\n"
                                                    "8791 8727 VLLM::EngineCor\n"
                                                    "8792 8791 VLLM::Worker_TP\n"
                                                    "8793 8791 VLLM::Worker_TP\n");
    return t;
}

GpuProcess app(qint64 pid, const char *uuid, double mib)
{
    GpuProcess p;
    p.pid = pid;
    p.processName
        = pid == 4242 || pid == 5000 ? QStringLiteral("python3") : QStringLiteral("VLLM::Worker_TP");
    p.gpuUuid = QString::fromLatin1(uuid);
    p.usedMemoryMiB = mib;
    return p;
}

LeftoverReport report(const QList<GpuProcess> &apps)
{
    const QHash<QString, int> gpus { { QStringLiteral("GPU-a"), 0 },
                                     { QStringLiteral("GPU-b"), 1 },
                                     { QStringLiteral("GPU-d"), 3 } };
    return findLeftoverProcesses(apps, 8727, table(), gpus);
}

qint64 pidAt(const QAbstractItemModel &m, int row)
{
    return m.data(m.index(row, GpuProcessModel::Pid), GpuProcessModel::SortRole).toLongLong();
}
} // namespace

class TestGpuProcessModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsAndHighlights()
    {
        GpuProcessModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(report({ app(8792, "GPU-a", 70000), app(4242, "GPU-d", 12288) }));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(GpuProcessModel::ColumnCount));
        QCOMPARE(model.leftoverCount(), 1);
        const QModelIndex leftover = model.index(1, GpuProcessModel::Memory);
        QCOMPARE(leftover.data().toString(), QStringLiteral("12.0 GiB"));
        QCOMPARE(model.index(1, GpuProcessModel::Gpu).data().toString(), QStringLiteral("3"));
        QCOMPARE(model.index(1, GpuProcessModel::Status).data().toString(), QStringLiteral("leftover"));
        QVERIFY(leftover.data(Qt::BackgroundRole).isValid());
        QVERIFY(leftover.data(GpuProcessModel::LeftoverRole).toBool());
        QVERIFY(leftover.data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("leftover process 4242 (python3) holding 12.0 GiB on GPU 3")));
        QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model.index(0, GpuProcessModel::Status).data().toString(), QStringLiteral("service"));
        QCOMPARE(model.headerData(GpuProcessModel::Pid, Qt::Horizontal).toString(), QStringLiteral("PID"));
    }

    void mergeKeepsSelection()
    {
        GpuProcessModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QItemSelectionModel selection(&model);
        model.setReport(
            report({ app(8792, "GPU-a", 70000), app(8793, "GPU-b", 70000), app(4242, "GPU-d", 12288) }));
        selection.select(model.index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // 8792 exited, 4242 grew, 5000 appeared: the selected 4242 stays selected.
        model.setReport(
            report({ app(8793, "GPU-b", 70000), app(4242, "GPU-d", 20480), app(5000, "GPU-a", 1024) }));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(model.rowCount(), 3);
        const QModelIndexList rows = selection.selectedRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(pidAt(model, rows.first().row()), 4242);
        QCOMPARE(model.index(rows.first().row(), GpuProcessModel::Memory).data().toString(),
                 QStringLiteral("20.0 GiB"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.leftoverCount(), 2);

        // The same poll again changes nothing.
        changed.clear();
        model.setReport(
            report({ app(8793, "GPU-b", 70000), app(4242, "GPU-d", 20480), app(5000, "GPU-a", 1024) }));
        QCOMPARE(changed.size(), 0);

        // Everything gone, then back.
        model.setReport(report({}));
        QCOMPARE(model.rowCount(), 0);
        model.setReport(report({ app(4242, "GPU-d", 1) }));
        QCOMPARE(model.rowCount(), 1);
    }

    void unknownMemoryAndGpu()
    {
        GpuProcessModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(report({ app(4242, "GPU-zz", NAN) }));
        QCOMPARE(model.index(0, GpuProcessModel::Memory).data().toString(), QStringLiteral("n/a"));
        QCOMPARE(model.index(0, GpuProcessModel::Gpu).data().toString(), QStringLiteral("GPU-zz"));
    }

    void followsTheSessionWithoutAView()
    {
        // A host without nvidia-smi (the fake host's systemctl, a PATH without the GPU tool): the
        // model alone hears the session's GPU monitor and service, no view is there to push.
        QTemporaryDir dir;
        testsupport::FakeHost host(QStringLiteral("cpu-03"));
        HostDefinition d = host.definition();
        d.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi");
        Fleet fleet;
        fleet.setSessionOptions({ 1, dir.path() });
        QVERIFY(fleet.addHost(d).isEmpty());
        HostSession *session = fleet.session(d.name);
        QVERIFY(session);

        GpuProcessModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reevaluated(&model, &GpuProcessModel::reevaluated);
        model.setSession(session);
        QCOMPARE(model.monitor(), session->gpus());
        // The GPU monitor's tool state: the reason instead of "No process holds GPU memory".
        QTRY_VERIFY_WITH_TIMEOUT(!model.notMeasuredReason().isEmpty(), 15000);
        QVERIFY2(model.summary().contains(QLatin1String("nvidia-smi was not found")),
                 qPrintable(model.summary()));
        QVERIFY2(model.summary().endsWith(QLatin1String("GPU processes are not listed.")),
                 qPrintable(model.summary()));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(reevaluated.size() >= 2);
        // The service's MainPID, from the session's service monitor, and its change.
        QTRY_COMPARE_WITH_TIMEOUT(model.serviceMainPid(), 8727, 15000);
        host.setState(QStringLiteral("inactive"), QStringLiteral("dead"));
        QTRY_COMPARE_WITH_TIMEOUT(model.serviceMainPid(), 0, 15000);

        // The host removed: its monitor goes, and the model shows no host rather than stale rows.
        fleet.removeHost(d.name);
        QTRY_VERIFY(!model.monitor());
        QVERIFY(model.notMeasuredReason().isEmpty());
        QCOMPARE(model.summary(), QStringLiteral("No process holds GPU memory."));
    }

    void viewSummary()
    {
        GpuProcessesView view(nullptr);
        QCOMPARE(view.summary(), QStringLiteral("No process holds GPU memory."));
        QVERIFY(!view.model()->monitor());
        view.model()->setReport(report({ app(8792, "GPU-a", 70000) }));
        QVERIFY(view.summary().contains(QStringLiteral("all part of the service")));
        view.model()->setReport(report({ app(8792, "GPU-a", 70000), app(4242, "GPU-d", 12288) }));
        QCOMPARE(view.summary(), QStringLiteral("leftover process 4242 (python3) holding 12.0 GiB on GPU 3"));
        view.model()->setReport(report({ app(4242, "GPU-d", 12288), app(5000, "GPU-a", 1024) }));
        QVERIFY2(view.summary().contains(QStringLiteral("13.0 GiB")), qPrintable(view.summary()));
        QCOMPARE(view.table()->model()->rowCount(), 2);
        view.model()->setReport(findLeftoverProcesses({ app(4242, "GPU-d", 1) }, 8727, ProcessTable {}, {}));
        QVERIFY(view.summary().contains(QStringLiteral("process table")));
    }
};

QTEST_MAIN(TestGpuProcessModel)
#include "tst_gpuprocessmodel.moc"
