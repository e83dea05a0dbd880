#include "LogView.h"
#include "monitor/JournalMonitor.h"
#include "monitor/LogModel.h"
#include "transport/LocalTransport.h"
#include "transport/RemoteCommand.h"

#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>

using namespace ic;

class TestLogView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void journalErrorsAreShown_data()
    {
        QTest::addColumn<QString>("journalctl");
        QTest::addColumn<QString>("says");
        QTest::newRow("missing journalctl") << QStringLiteral("/nonexistent/journalctl")
                                            << QStringLiteral("journalctl was not found on gpu-01");
        // The hint journalctl prints (then keeps following) for a user outside systemd-journal.
        QTest::newRow("no permission") << QStringLiteral(
            "sh -c 'printf \"Hint: You are currently not seeing messages from other users and the "
            "system.\\n\" >&2; exec sleep 30' --")
                                       << QStringLiteral("may not read the system journal");
    }
    void journalErrorsAreShown()
    {
        // The journal monitor's errors reach the view (as HostPanels connects them), named.
        QFETCH(QString, journalctl);
        QFETCH(QString, says);
        HostDefinition d;
        d.name = QStringLiteral("gpu-01");
        d.target = QStringLiteral("local");
        d.unit = QStringLiteral("vllm.service");
        d.journalctlCommand = journalctl;
        LocalTransport transport;
        JournalMonitor monitor(&transport, RemoteCommandBuilder(d));
        LogModel model;
        LogView view;
        view.resize(800, 260);
        view.setModel(&model);
        connect(&monitor, &JournalMonitor::errorOccurred, &view, &LogView::setSourceError);
        view.show();
        monitor.start();
        QTRY_VERIFY_WITH_TIMEOUT(view.sourceError().contains(says), 10000);
        const QString shot = qEnvironmentVariable("IC_SCREENSHOT_DIR");
        if (!shot.isEmpty())
            view.grab().save(shot
                             + QStringLiteral("/journal-error-%1.png")
                                   .arg(QString::fromUtf8(QTest::currentDataTag()))
                                   .replace(u' ', u'-'));
        monitor.stop();
    }

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
