// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The chat pane shows a conversation the history kept: a fleet made over a database that holds a
// host's turns (answered, stopped mid-answer, cut to the per-turn cap) gives the pane those turns
// as soon as it shows the host, with the stopped mark, the reasoning and the note of the cut.
// IC_CHAT_RESTORE_SCREENSHOT=<file.png> keeps a picture of it.
#include "ChatPane.h"
#include "ChatTurnList.h"
#include "ChatTurnView.h"
#include "KeptConversation.h"
#include "LayoutAudit.h"
#include "chat/ChatArchive.h"
#include "chat/ChatClient.h"
#include "history/HistoryDatabase.h"
#include "host/Fleet.h"
#include "host/HostSession.h"

#include <QAbstractItemModel>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace ic;
using namespace ic::testsupport;

namespace {

/// The labels of `view` that are shown, with their rectangles in the view.
QList<QRect> shownLabels(const ChatTurnView *view)
{
    QList<QRect> rects;
    for (const QLabel *label : view->findChildren<const QLabel *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (label->isVisible() && !label->text().isEmpty())
            rects << label->geometry();
    }
    return rects;
}

} // namespace

class TestChatRestore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void paneShowsTheKeptConversation()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(HistoryDatabase::fileName());
        {
            // What an earlier run of the console left in the file.
            ChatRetention small;
            small.maxTurnBytes = 64 * 1024; // so that a modest answer shows the cut
            ChatArchive archive(HistoryDatabase::open(database), QStringLiteral("alpha"), small);
            QVERIFY(archive.saveTurn(0,
                                     keptTurn(QStringLiteral("What is the capital of France?"),
                                              QStringLiteral("A geography question; one line will do."),
                                              QStringLiteral("The capital of France is **Paris**."),
                                              TurnState::Finished)));
            QVERIFY(
                archive.saveTurn(1,
                                 keptTurn(QStringLiteral("Explain how the Earth orbits the Sun, at length."),
                                          QStringLiteral("Plan: gravity, ellipse, seasons."),
                                          QStringLiteral("The Earth revolves around the Sun on an ellipse"),
                                          TurnState::Stopped)));
            QString lines;
            for (int i = 1; i <= 4000; ++i)
                lines += QStringLiteral("Line %1 of a very long answer.\n").arg(i);
            QVERIFY(archive.saveTurn(
                2,
                keptTurn(QStringLiteral("Count to four thousand."), QString(), lines, TurnState::Finished)));
        }
        HistoryDatabase::close(database);

        Fleet fleet;
        SessionOptions options;
        options.dataDirectory = dir.path();
        fleet.setSessionOptions(options);
        HostDefinition d;
        d.name = QStringLiteral("alpha");
        d.apiPort = 9; // nothing is asked of the API here
        d.nvidiaSmiCommand = d.systemctlCommand = d.journalctlCommand = QStringLiteral("/nonexistent/tool");
        QCOMPARE(fleet.addHost(d), QString());
        HostSession *session = fleet.session(QStringLiteral("alpha"));
        QCOMPARE(session->chat()->turns().size(), 3);

        ChatPane pane;
        pane.resize(1280, 720);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setSession(session);
        QCOMPARE(pane.turnCount(), 3);
        QCOMPARE(pane.turnList()->model()->rowCount(), 3);
        QCOMPARE(pane.turnView(0)->promptText(), QStringLiteral("What is the capital of France?"));
        QVERIFY(pane.turnView(0)->answerText().contains(QStringLiteral("Paris")));
        QVERIFY(pane.turnView(0)->reasoningText().contains(QStringLiteral("geography")));
        QVERIFY(pane.turnView(0)->stateMark().isEmpty());
        QVERIFY(pane.turnView(1)->answerText().contains(QStringLiteral("on an ellipse")));
        QVERIFY2(!pane.turnView(1)->stateMark().isEmpty(), "the stopped turn carries no mark");
        QCOMPARE(pane.turnView(2)->promptText(), QStringLiteral("Count to four thousand."));
        QVERIFY2(pane.turnView(2)->errorText().contains(QStringLiteral("kept only the first")),
                 qPrintable(pane.turnView(2)->errorText()));
        // The view shows the newest turn, and keeps showing it when the list of turns gets the
        // keyboard focus (Qt then makes its first row current without a user's choice): it
        // stayed at the first turn after a restore.
        QScrollBar *bar = pane.findChild<QScrollArea *>()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());
        pane.activateWindow(); // under an X server the focus goes to the active window only
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        pane.turnList()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(pane.turnList()->hasFocus());
        QTest::qWait(50);
        QVERIFY2(bar->value() == bar->maximum(),
                 qPrintable(QStringLiteral("scrolled to %1 of %2").arg(bar->value()).arg(bar->maximum())));
        // A row the user picks still scrolls to its turn.
        QTest::keyClick(pane.turnList(), Qt::Key_Down);
        QTest::keyClick(pane.turnList(), Qt::Key_Home);
        QTRY_COMPARE(bar->value(), pane.turnView(0)->y());
        QCOMPARE(pane.turnList()->currentIndex().row(), 0);
        // The list follows the conversation: scrolled by the wheel or the bar, it marks the turn
        // at the top of the view, without taking that for a pick (which would scroll again).
        QSignalSpy picks(pane.turnList(), &ChatTurnList::turnActivated);
        for (int value : { pane.turnView(1)->y() + 5, pane.turnView(0)->y(), bar->maximum() }) {
            bar->setValue(value);
            int top = 0;
            while (top + 1 < pane.turnCount()
                   && pane.turnView(top)->y() + pane.turnView(top)->height() <= bar->value())
                ++top;
            QVERIFY2(pane.turnList()->currentIndex().row() == top,
                     qPrintable(QStringLiteral("at %1 of %2 the list marks turn %3, the view shows %4 on top")
                                    .arg(bar->value())
                                    .arg(bar->maximum())
                                    .arg(pane.turnList()->currentIndex().row())
                                    .arg(top)));
        }
        QCOMPARE(picks.count(), 0);
        QCOMPARE(bar->value(), bar->maximum());
        // A picked turn stays marked while it is in view, even where it cannot scroll to the top.
        pane.showTurn(2);
        QCOMPARE(pane.turnList()->currentIndex().row(), 2);
        if (const QString png = qEnvironmentVariable("IC_CHAT_RESTORE_SCREENSHOT"); !png.isEmpty()) {
            pane.showTurn(1);
            QTest::qWait(200);
            QVERIFY(pane.grab().save(png));
        }
        pane.setSession(nullptr);
        HistoryDatabase::close(database);
    }

    /// The restored turns at the sizes the pane has in a window (the chat tab at 1280 x 720 is
    /// about 620 x 330): the cut note and the usage line sit below the answer box, never under it.
    /// The same layout audit `--screenshot` prints finds no two widgets of a layout overlapping.
    void restoredTurnsDoNotOverlap_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("chat tab at 1280x720") << QSize(620, 330);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
        QTest::newRow("narrow and tall") << QSize(480, 900);
    }
    void restoredTurnsDoNotOverlap()
    {
        QFETCH(QSize, size);
        QTemporaryDir dir;
        const QString database = dir.filePath(HistoryDatabase::fileName());
        QVERIFY(keepConversation(database, QStringLiteral("alpha")));
        Fleet fleet;
        SessionOptions options;
        options.dataDirectory = dir.path();
        fleet.setSessionOptions(options);
        HostDefinition d;
        d.name = QStringLiteral("alpha");
        d.apiPort = 9;
        d.nvidiaSmiCommand = d.systemctlCommand = d.journalctlCommand = QStringLiteral("/nonexistent/tool");
        QCOMPARE(fleet.addHost(d), QString());
        ChatPane pane;
        pane.setSession(
            fleet.session(QStringLiteral("alpha"))); // restored before it is shown, as in the window
        pane.resize(size);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTest::qWait(100);
        QCOMPARE(pane.turnCount(), 3);
        for (int i = 0; i < 3; ++i) {
            const ChatTurnView *view = pane.turnView(i);
            const QTextBrowser *answer = view->findChild<const QTextBrowser *>();
            QVERIFY(answer);
            const QRect box(answer->mapTo(view, QPoint(0, 0)), answer->size());
            const QList<QRect> labels = shownLabels(view);
            QVERIFY(labels.size() >= 2); // the prompt and the usage line at least
            for (const QRect &label : labels)
                QVERIFY2(!box.intersects(label),
                         qPrintable(QStringLiteral("turn %1: a label at %2,%3 %4x%5 lies under the answer "
                                                   "box at %6,%7 %8x%9")
                                        .arg(i)
                                        .arg(label.x())
                                        .arg(label.y())
                                        .arg(label.width())
                                        .arg(label.height())
                                        .arg(box.x())
                                        .arg(box.y())
                                        .arg(box.width())
                                        .arg(box.height())));
            // Each turn's panes fit the pane's view with the turn's notes in sight.
            QVERIFY2(view->height() <= qMax(pane.findChild<QScrollArea *>()->viewport()->height(), 400),
                     qPrintable(QStringLiteral("turn %1 is %2 high").arg(i).arg(view->height())));
        }
        QVERIFY(!pane.turnView(2)->errorText().isEmpty()); // the cut note is there to be looked at
        const LayoutAudit audit = auditLayout(&pane);
        QVERIFY(audit.checked > 0);
        QVERIFY2(audit.problems.isEmpty(), qPrintable(audit.problems.join(u'\n')));
        pane.setSession(nullptr);
        HistoryDatabase::close(database);
    }

    /// The audit is not blind: a turn squeezed below what its layout needs is reported.
    void auditFindsASqueezedTurn()
    {
        ChatPane pane;
        pane.resize(900, 600);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        auto *view = new ChatTurnView(QStringLiteral("A prompt"), &pane);
        ChatTurn t = keptTurn(QStringLiteral("A prompt"), QStringLiteral("r"), QStringLiteral("a"),
                              TurnState::Finished);
        t.error = QStringLiteral("The history kept only the first 62984 of this answer's 130893 characters.");
        view->finishTurn(t);
        view->setGeometry(0, 0, 600, 120); // less than the panes, the cut note and the usage line need
        view->show();
        QTest::qWait(50);
        const LayoutAudit audit = auditLayout(&pane);
        QVERIFY2(!audit.problems.isEmpty(), "a turn drawn over itself went unnoticed");
        QVERIFY2(audit.problems.join(u'\n').contains(QStringLiteral("overlap")),
                 qPrintable(audit.problems.join(u'\n')));
    }
};

QTEST_MAIN(TestChatRestore)
#include "tst_chatrestore.moc"
