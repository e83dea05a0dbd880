// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FakeHost.h"
#include "FleetView.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/FleetFilterModel.h"
#include "models/FleetModel.h"
#include "monitor/ServiceMonitor.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace ic;
using ic::testsupport::FakeHost;

class TestFleetModel : public QObject {
    Q_OBJECT

private:
    static QStringList visibleNames(const QAbstractItemModel *m)
    {
        QStringList names;
        for (int r = 0; r < m->rowCount(); ++r)
            names << m->index(r, 0).data(FleetModel::HostNameRole).toString();
        return names;
    }
    static QString service(const FleetModel &m, const QString &name)
    {
        const int row = m.rowOf(name);
        return row < 0 ? QString() : m.index(row, FleetModel::ServiceColumn).data().toString();
    }

private Q_SLOTS:
    void testerThroughAddUpdateRemove()
    {
        Fleet fleet;
        FleetModel model(&fleet);
        model.setCoalesceInterval(10);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FleetFilterModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);

        FakeHost a(QStringLiteral("alpha"));
        FakeHost b(QStringLiteral("bravo"), QStringLiteral("failed"), QStringLiteral("failed"));
        FakeHost c(QStringLiteral("charlie"));
        a.setGpus(8, 70000);
        b.setGpus(16, 2048);
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(FleetModel::ColumnCount));

        QTRY_COMPARE_WITH_TIMEOUT(service(model, QStringLiteral("alpha")), QStringLiteral("active (running)"),
                                  10000);
        QTRY_COMPARE_WITH_TIMEOUT(service(model, QStringLiteral("bravo")), QStringLiteral("failed"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(
            model.index(model.rowOf(QStringLiteral("bravo")), FleetModel::GpuMemoryColumn)
                .data(FleetModel::GpuMemoryRole)
                .toList()
                .size(),
            16, 10000);
        // Each host's GPU poll is its own process; bravo's answer says nothing about alpha's.
        QTRY_COMPARE_WITH_TIMEOUT(
            model.index(model.rowOf(QStringLiteral("alpha")), FleetModel::GpuMemoryColumn)
                .data(FleetModel::GpuMemoryRole)
                .toList()
                .size(),
            8, 10000);
        const QVariantList gpus
            = model.index(model.rowOf(QStringLiteral("alpha")), FleetModel::GpuMemoryColumn)
                  .data(FleetModel::GpuMemoryRole)
                  .toList();
        QCOMPARE(gpus.size(), 8);
        QCOMPARE(gpus.first().value<GpuMemory>().usedMiB, 70000.0);
        QCOMPARE(gpus.first().value<GpuMemory>().totalMiB, 143771.0);
        QCOMPARE(model.index(model.rowOf(QStringLiteral("alpha")), FleetModel::LinkColumn)
                     .data(FleetModel::LinkStateRole)
                     .toInt(),
                 int(LinkState::Connected));

        QVERIFY(fleet.addHost(c.definition()).isEmpty());
        HostDefinition renamed = b.definition();
        renamed.name = QStringLiteral("bravo-2");
        renamed.group = QStringLiteral("lab");
        QVERIFY(fleet.updateHost(QStringLiteral("bravo"), renamed).isEmpty());
        QCOMPARE(
            visibleNames(&model),
            QStringList({ QStringLiteral("alpha"), QStringLiteral("bravo-2"), QStringLiteral("charlie") }));
        fleet.removeHost(QStringLiteral("alpha"));
        QCOMPARE(visibleNames(&model), QStringList({ QStringLiteral("bravo-2"), QStringLiteral("charlie") }));
        model.refresh();
        QCOMPARE(model.rowCount(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(service(model, QStringLiteral("bravo-2")), QStringLiteral("failed"), 10000);
        QCOMPARE(
            model.index(model.rowOf(QStringLiteral("bravo-2")), FleetModel::GroupColumn).data().toString(),
            QStringLiteral("lab"));
    }

    void notFoundUnitSaysSo()
    {
        Fleet fleet;
        FleetModel model(&fleet);
        model.setCoalesceInterval(10);
        FakeHost a(QStringLiteral("typo"));
        a.setState(QStringLiteral("inactive"), QStringLiteral("dead"), QString(),
                   QStringLiteral("not-found"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(service(model, QStringLiteral("typo")), QStringLiteral("unit not found"),
                                  10000);
        QCOMPARE(model.index(0, 0).data(FleetModel::ActiveStateRole).toString(), QStringLiteral("not-found"));
    }

    void mergeRefreshKeepsSelection()
    {
        Fleet fleet;
        FleetModel model(&fleet);
        model.setCoalesceInterval(10);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo")), c(QStringLiteral("charlie"));
        for (FakeHost *h : { &a, &b, &c })
            QVERIFY(fleet.addHost(h->definition()).isEmpty());
        FleetView view(&model);
        view.resize(900, 300);
        view.show();
        QVERIFY(view.selectHost(QStringLiteral("bravo")));
        QCOMPARE(view.currentHost(), QStringLiteral("bravo"));

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QTRY_COMPARE_WITH_TIMEOUT(service(model, QStringLiteral("bravo")), QStringLiteral("active (running)"),
                                  10000);
        b.setState(QStringLiteral("failed"), QStringLiteral("failed"));
        fleet.session(QStringLiteral("bravo"))->service()->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(service(model, QStringLiteral("bravo")), QStringLiteral("failed"), 10000);
        model.refresh();
        QVERIFY(changes.count() > 0);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(layouts.count(), 0);

        // Hosts coming and going around the selected one do not move the selection.
        FakeHost d(QStringLiteral("aardvark"));
        QVERIFY(fleet.addHost(d.definition()).isEmpty());
        fleet.removeHost(QStringLiteral("charlie"));
        QCOMPARE(view.currentHost(), QStringLiteral("bravo"));
        const QModelIndexList selected = view.table()->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.first().data(FleetModel::HostNameRole).toString(), QStringLiteral("bravo"));
        QCOMPARE(resets.count(), 0);
    }

    void filterAndSort_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("group");
        QTest::addColumn<QStringList>("expected");
        const QStringList all
            = { QStringLiteral("gpu-01"), QStringLiteral("gpu-02"), QStringLiteral("lab-a100") };
        QTest::newRow("everything") << QString() << QString() << all;
        QTest::newRow("whitespace only") << QStringLiteral("   ") << QString() << all;
        QTest::newRow("name") << QStringLiteral("GPU-0") << QString() << QStringList({ all[0], all[1] });
        QTest::newRow("group text") << QStringLiteral("prod") << QString() << QStringList({ all[0], all[1] });
        QTest::newRow("tag") << QStringLiteral("h200") << QString() << QStringList({ all[1] });
        QTest::newRow("group filter") << QString() << QStringLiteral("lab") << QStringList({ all[2] });
        QTest::newRow("group and text")
            << QStringLiteral("gpu") << QStringLiteral("production") << QStringList({ all[0], all[1] });
        QTest::newRow("no match") << QStringLiteral("zzz") << QString() << QStringList();
        QTest::newRow("junk") << QStringLiteral("\x01\x02;rm") << QString() << QStringList();
    }

    void filterAndSort()
    {
        QFETCH(QString, text);
        QFETCH(QString, group);
        QFETCH(QStringList, expected);
        Fleet fleet;
        FleetModel model(&fleet);
        FakeHost h1(QStringLiteral("gpu-02")), h2(QStringLiteral("lab-a100")), h3(QStringLiteral("gpu-01"));
        HostDefinition d1 = h1.definition(), d2 = h2.definition(), d3 = h3.definition();
        d1.group = QStringLiteral("production");
        d1.tags = QStringList({ QStringLiteral("h200"), QStringLiteral("kimi") });
        d2.group = QStringLiteral("lab");
        d3.group = QStringLiteral("production");
        for (const HostDefinition &d : { d1, d2, d3 })
            QVERIFY(fleet.addHost(d).isEmpty());
        FleetFilterModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(FleetModel::NameColumn);
        proxy.setTextFilter(text);
        proxy.setGroupFilter(group);
        QCOMPARE(visibleNames(&proxy), expected);
        proxy.sort(FleetModel::NameColumn, Qt::DescendingOrder);
        std::reverse(expected.begin(), expected.end());
        QCOMPARE(visibleNames(&proxy), expected);
    }

    void sortsByNumbers()
    {
        Fleet fleet;
        FleetModel model(&fleet);
        FakeHost a(QStringLiteral("a")), b(QStringLiteral("b")), c(QStringLiteral("c"));
        for (FakeHost *h : { &a, &b, &c })
            QVERIFY(fleet.addHost(h->definition()).isEmpty());
        FleetFilterModel proxy;
        proxy.setSourceModel(&model);
        model.setGenerationRate(QStringLiteral("a"), 9.5);
        model.setGenerationRate(QStringLiteral("b"), 61.0);
        model.setGenerationRate(QStringLiteral("c"), 100.25);
        proxy.sort(FleetModel::GenerationRateColumn, Qt::DescendingOrder);
        QCOMPARE(visibleNames(&proxy),
                 QStringList({ QStringLiteral("c"), QStringLiteral("b"), QStringLiteral("a") }));
        model.setStartupProgress(QStringLiteral("a"), QStringLiteral("weights"), 35);
        model.setStartupProgress(QStringLiteral("b"), QStringLiteral("CUDA graphs"), 90);
        model.setStartupProgress(QStringLiteral("c"), QStringLiteral("ready"), 100);
        proxy.sort(FleetModel::StartupColumn, Qt::AscendingOrder);
        QCOMPARE(visibleNames(&proxy),
                 QStringList({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }));
    }

    void settersChangeOneCell_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::newRow("start-up") << int(FleetModel::StartupColumn) << QStringLiteral("weights 56 %");
        QTest::newRow("rate") << int(FleetModel::GenerationRateColumn) << QStringLiteral("61.3 tok/s");
        QTest::newRow("verdict") << int(FleetModel::ValidationColumn) << QStringLiteral("passed 5/5");
    }

    void settersChangeOneCell()
    {
        QFETCH(int, column);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale::c());
        Fleet fleet;
        FleetModel model(&fleet);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FakeHost a(QStringLiteral("a"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        if (column == FleetModel::StartupColumn)
            model.setStartupProgress(QStringLiteral("a"), QStringLiteral("weights"), 56.2);
        else if (column == FleetModel::GenerationRateColumn)
            model.setGenerationRate(QStringLiteral("a"), 61.27);
        else
            model.setValidationVerdict(QStringLiteral("a"), QStringLiteral("passed 5/5"), true);
        QCOMPARE(changes.count(), 1);
        QCOMPARE(changes.first().at(0).toModelIndex().column(), column);
        QCOMPARE(changes.first().at(1).toModelIndex().column(), column);
        QCOMPARE(model.index(0, column).data().toString(), text);
        // Setting the same value again is not a change; unknown hosts are ignored.
        if (column == FleetModel::StartupColumn)
            model.setStartupProgress(QStringLiteral("a"), QStringLiteral("weights"), 56.2);
        else if (column == FleetModel::GenerationRateColumn)
            model.setGenerationRate(QStringLiteral("a"), 61.27);
        else
            model.setValidationVerdict(QStringLiteral("a"), QStringLiteral("passed 5/5"), true);
        model.setGenerationRate(QStringLiteral("nobody"), 1.0);
        QCOMPARE(changes.count(), 1);
    }

    /// A verdict from before the last restart is not the service's verdict any more.
    void verdictBeforeRestartIsStale()
    {
        QLocale::setDefault(QLocale::c());
        Fleet fleet;
        FleetModel model(&fleet);
        model.setCoalesceInterval(10);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FakeHost a(QStringLiteral("a"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        HostSession *s = fleet.session(QStringLiteral("a"));
        s->service()->setInterval(100);
        QTRY_COMPARE_WITH_TIMEOUT(s->service()->state().invocationId, QStringLiteral("inv1"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!service(model, QStringLiteral("a")).isEmpty(), 10000);
        model.setValidationVerdict(QStringLiteral("a"), QStringLiteral("passed 5/5"), true);
        const QModelIndex cell = model.index(0, FleetModel::ValidationColumn);
        QCOMPARE(cell.data().toString(), QStringLiteral("passed 5/5"));
        QVERIFY(!model.isVerdictStale(QStringLiteral("a")));

        a.setState(QStringLiteral("active"), QStringLiteral("running"), QStringLiteral("inv2"));
        QTRY_VERIFY_WITH_TIMEOUT(model.isVerdictStale(QStringLiteral("a")), 10000);
        QCOMPARE(cell.data().toString(), QStringLiteral("passed 5/5 (before the last restart)"));
        QCOMPARE(cell.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0x75, 0x75, 0x75));

        // A verdict on the new run is current again.
        model.setValidationVerdict(QStringLiteral("a"), QStringLiteral("passed 5/5"), true);
        QVERIFY(!model.isVerdictStale(QStringLiteral("a")));
        QCOMPARE(cell.data().toString(), QStringLiteral("passed 5/5"));
    }

    void filterEditDrivesProxy()
    {
        Fleet fleet;
        FleetModel model(&fleet);
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        FleetView view(&model);
        QTest::keyClicks(view.filterEdit(), QStringLiteral("brav"));
        QCOMPARE(visibleNames(view.proxy()), QStringList({ QStringLiteral("bravo") }));
        // Selecting a hidden host clears the filter rather than failing.
        QVERIFY(view.selectHost(QStringLiteral("alpha")));
        QCOMPARE(view.filterEdit()->text(), QString());
        QCOMPARE(view.currentHost(), QStringLiteral("alpha"));
    }
};

QTEST_MAIN(TestFleetModel)
#include "tst_fleetmodel.moc"
