// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The fleet as cards: sized to fill the space for 1 to 64 hosts, sharing the table's selection.
#include "FakeHost.h"
#include "FleetCardDelegate.h"
#include "FleetView.h"
#include "host/Fleet.h"
#include "models/FleetModel.h"

#include <QListView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace ic;
using ic::testsupport::FakeHost;

class TestFleetCards : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fittingSize_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QSize>("viewport");
        QTest::addColumn<QSize>("atLeast");
        QTest::addColumn<bool>("allVisible");
        // One host: a large card with a row per GPU, as large as the page.
        QTest::newRow("one host, laptop") << 1 << QSize(800, 400) << QSize(770, 370) << true;
        QTest::newRow("four hosts") << 4 << QSize(1200, 600) << QSize(500, 250) << true;
        QTest::newRow("eight hosts") << 8 << QSize(1200, 600) << QSize(280, 118) << true;
        QTest::newRow("sixty-four hosts, 4K") << 64 << QSize(3600, 1800) << QSize(240, 118) << true;
        QTest::newRow("sixty-four hosts, laptop: compact, scrolls")
            << 64 << QSize(800, 400) << QSize(240, 118) << false;
        // The fleet page of `--demo-fleet 256` at 1920x1080: one column of the widest cards once
        // left half the width empty.
        QTest::newRow("256 hosts, 1920x1080 window: scrolls, fills the width")
            << 256 << QSize(1010, 490) << QSize(240, 118) << false;
        QTest::newRow("256 hosts, full-width fleet page")
            << 256 << QSize(1880, 900) << QSize(240, 118) << false;
        QTest::newRow("20 hosts, laptop") << 20 << QSize(800, 400) << QSize(240, 118) << false;
    }
    void fittingSize()
    {
        QFETCH(int, count);
        QFETCH(QSize, viewport);
        QFETCH(QSize, atLeast);
        QFETCH(bool, allVisible);
        const int spacing = 12;
        const QSize s = FleetCardDelegate::fittingSize(count, viewport, spacing);
        QVERIFY2(s.width() >= atLeast.width() && s.height() >= atLeast.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(s.width()).arg(s.height())));
        if (count > 1)
            QVERIFY(s.width() <= 560 && s.height() <= 300);
        const int columns = std::max(1, (viewport.width() - spacing) / (s.width() + spacing));
        const int rows = (count + columns - 1) / columns;
        QCOMPARE(rows * (s.height() + spacing) + spacing <= viewport.height(), allVisible);
        // A fleet that scrolls still fills the width: no room for another column of the smallest
        // cards (240 wide) beside the cards in sight.
        if (!allVisible && count > columns) {
            const int unused = viewport.width() - columns * (s.width() + spacing) - spacing;
            QVERIFY2(unused < 240 + spacing,
                     qPrintable(QStringLiteral("%1 columns of %2x%3 leave %4 px empty")
                                    .arg(columns)
                                    .arg(s.width())
                                    .arg(s.height())
                                    .arg(unused)));
        }
    }

    void cardsShareTheTablesSelection()
    {
        Fleet fleet;
        FleetModel model(&fleet);
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        FleetView view(&model);
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.mode(), FleetView::Mode::Cards);
        QListView *cards = view.cards();
        QCOMPARE(cards->model()->rowCount(), 2);
        QVERIFY(cards->visualRect(cards->model()->index(0, 0)).width() >= 240);

        QSignalSpy current(&view, &FleetView::currentHostChanged);
        QSignalSpy opened(&view, &FleetView::hostActivated);
        cards->setFocus();
        cards->setCurrentIndex(cards->model()->index(1, 0));
        QCOMPARE(view.currentHost(), QStringLiteral("bravo"));
        QCOMPARE(current.last().first().toString(), QStringLiteral("bravo"));
        QTest::keyClick(cards, Qt::Key_Return);
        QCOMPARE(opened.last().first().toString(), QStringLiteral("bravo"));

        view.setMode(FleetView::Mode::Table);
        QCOMPARE(view.table()->currentIndex().data(FleetModel::HostNameRole).toString(),
                 QStringLiteral("bravo"));
        QVERIFY(view.selectHost(QStringLiteral("alpha")));
        view.setMode(FleetView::Mode::Cards);
        QCOMPARE(cards->currentIndex().data(FleetModel::HostNameRole).toString(), QStringLiteral("alpha"));
    }
};

QTEST_MAIN(TestFleetCards)
#include "tst_fleetcards.moc"
