// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The row under the GPU chart: the current values beside the processes table when both fit, two
// tabs when the row is narrower (the GPU dock on a 1280 x 720 screen), and the processes table
// never cut to "Pro…" with a sideways scroll bar.
#include "GpuBarsWidget.h"
#include "GpuNowRow.h"
#include "GpuProcessesView.h"

#include <QHeaderView>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace ic;

class TestGpuNowRow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void arrangesByWidth_data()
    {
        QTest::addColumn<int>("extra"); ///< width beyond the side-by-side threshold
        QTest::addColumn<bool>("stacked");
        QTest::newRow("the dock at 1280x720") << -200 << true;
        QTest::newRow("just too narrow") << -1 << true;
        QTest::newRow("just wide enough") << 0 << false;
        QTest::newRow("the dock at 1920x1080") << 400 << false;
    }
    void arrangesByWidth()
    {
        QFETCH(int, extra);
        QFETCH(bool, stacked);
        auto *bars = new GpuBarsWidget(nullptr);
        auto *processes = new GpuProcessesView(nullptr);
        GpuNowRow row(bars, processes);
        row.resize(row.sideBySideWidth() + extra, 200);
        row.show();
        QVERIFY(QTest::qWaitForWindowExposed(&row));
        QTRY_COMPARE(row.isStacked(), stacked);
        QTabWidget *tabs = row.findChild<QTabWidget *>(QStringLiteral("gpuNowTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->isVisible(), stacked);
        if (stacked) {
            QCOMPARE(tabs->count(), 2);
            QVERIFY(bars->isVisible()); // the values come first
            QVERIFY(!processes->isVisible());
            tabs->setCurrentIndex(1);
            QTRY_VERIFY(processes->isVisible());
        } else {
            QVERIFY(bars->isVisible());
            QVERIFY(processes->isVisible());
            QVERIFY(processes->width() >= GpuNowRow::ReadableTableWidth - 20);
        }
        // Whichever way, the table shows its headers whole and does not scroll sideways.
        QTRY_COMPARE(processes->clipProblem(), QString());
    }

    /// The old arrangement, a table squeezed to 150 px with its columns at their default widths,
    /// is what the layout audit reports.
    void aSqueezedTableIsReported()
    {
        GpuProcessesView processes(nullptr);
        processes.resize(150, 200);
        processes.show();
        QVERIFY(QTest::qWaitForWindowExposed(&processes));
        QTableView *table = processes.table();
        table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < header->count(); ++c) {
            header->setSectionHidden(c, false);
            header->setSectionResizeMode(c, QHeaderView::Interactive);
            header->resizeSection(c, 100);
        }
        QVERIFY2(processes.clipProblem().contains(QStringLiteral("scrolls sideways")),
                 qPrintable(processes.clipProblem()));
    }
};

QTEST_MAIN(TestGpuNowRow)
#include "tst_gpunowrow.moc"
