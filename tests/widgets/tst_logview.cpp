#include "LogView.h"
#include "monitor/LogModel.h"

#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>

using namespace ic;

class TestLogView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void followPausesAndCounts()
    {
        LogModel model;
        LogView view;
        view.resize(800, 300);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QList<QByteArray> lines;
        for (int i = 0; i < 500; ++i)
            lines << "INFO 12-02 10:00:00 [a.py:1] line " + QByteArray::number(i);
        model.appendLines(lines);
        QVERIFY(view.isFollowing());
        QScrollBar *bar = view.listView()->verticalScrollBar();
        QTRY_COMPARE(bar->value(), bar->maximum());

        // The user scrolls up: following pauses and new lines are counted.
        bar->setValue(0);
        QVERIFY(!view.isFollowing());
        model.appendLines({ "INFO x new 1", "INFO x new 2", "INFO x new 3" });
        QCOMPARE(view.pendingNewLines(), 3);
        auto *jump = view.findChild<QPushButton *>();
        QVERIFY(jump && jump->isVisible());
        QVERIFY(jump->text().contains(QLatin1String("3")));
        QCOMPARE(bar->value(), 0);
        jump->click();
        QVERIFY(view.isFollowing());
        QTRY_COMPARE(bar->value(), bar->maximum());
    }

    void nextErrorAndReveal()
    {
        LogModel model;
        LogView view;
        view.setModel(&model);
        model.appendLines(
            { "INFO 12-02 10:00:00 [a.py:1] fine", "ERROR 12-02 10:00:00 [a.py:1] first failure",
              "INFO 12-02 10:00:00 [a.py:1] fine again", "ERROR 12-02 10:00:00 [a.py:1] second failure" });
        view.findNextError();
        QCOMPARE(view.listView()->currentIndex().row(), 1);
        view.findNextError();
        QCOMPARE(view.listView()->currentIndex().row(), 3);
        view.findPreviousError();
        QCOMPARE(view.listView()->currentIndex().row(), 1);
        QVERIFY(view.revealSequence(2));
        QCOMPARE(view.listView()->currentIndex().row(), 2);
    }

    void burstStaysResponsive()
    {
        // A 100k-line burst arrives as one batch: one insert, the view stays usable.
        LogModel model;
        LogView view;
        view.setModel(&model);
        view.show();
        QList<QByteArray> lines;
        lines.reserve(100000);
        for (int i = 0; i < 100000; ++i)
            lines << "INFO 12-02 10:00:00 [a.py:1] burst " + QByteArray::number(i);
        model.appendLines(lines);
        QCOMPARE(model.rowCount(), 100000);
        QCoreApplication::processEvents();
        QVERIFY(view.isFollowing());
    }
};

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
