// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogLineDelegate.h"
#include "LogView.h"
#include "OverflowRow.h"
#include "config/Settings.h"
#include "monitor/JournalMonitor.h"
#include "monitor/LogModel.h"
#include "transport/LocalTransport.h"
#include "transport/RemoteCommand.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace ic;

namespace {

QList<QByteArray> sampleLines()
{
    return { "INFO 12-02 10:00:00 [a.py:1] Starting to load model",
             "DEBUG 12-02 10:00:01 [a.py:1] probing",
             "WARNING 12-02 10:00:02 [a.py:1] KV cache is small",
             "INFO 12-02 10:00:03 [a.py:1] Loading weights took 31.48 seconds",
             "ERROR 12-02 10:00:04 [a.py:1] kv cache allocation failed",
             "INFO 12-02 10:00:05 [a.py:1] after",
             "INFO 12-02 10:00:06 [a.py:1] KV cache usage 12%" };
}

/// Pixels of `colour` in the list's viewport as painted now.
int pixelsOf(QListView *list, const QColor &colour)
{
    const QImage image = list->viewport()->grab().toImage();
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == colour;
    }
    return n;
}

} // namespace

class TestLogView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    /// A shown, active view with the sample lines: keys reach its focus widget.
    void showActive(LogView &view, LogModel &model)
    {
        view.resize(900, 320);
        view.setModel(&model);
        model.appendLines(sampleLines());
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.listView()->setFocus();
        QTRY_VERIFY(view.listView()->hasFocus());
    }
    template<typename T> static T *child(LogView &view, const char *name)
    {
        return view.findChild<T *>(QLatin1String(name));
    }

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

    // Lines dropped at the memory budget: the first row says so, in its own colours, and copies
    // as the sentence it shows.
    void droppedLinesNoteIsFirst()
    {
        LogModel model;
        model.setJournalCommand(QStringLiteral("journalctl -u vllm.service"));
        model.store().setCap(100);
        QList<QByteArray> lines;
        for (int i = 0; i < 130; ++i)
            lines << sampleLines().at(i % sampleLines().size()) + " #" + QByteArray::number(i);
        model.appendLines(lines);
        LogView view;
        view.resize(1000, 300);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.jumpToOldest();
        const QModelIndex first = view.listView()->model()->index(0, 0);
        QCOMPARE(first.data().toString(),
                 QStringLiteral(
                     "Older lines dropped at the memory budget — 30 lines; the host's journal keeps them "
                     "(journalctl -u vllm.service)."));
        QVERIFY(view.listView()->visualRect(first).intersects(view.listView()->viewport()->rect()));
        view.listView()->selectionModel()->clear(); // the oldest row comes selected: show it as drawn
        const QString shot = qEnvironmentVariable("IC_SCREENSHOT_DIR");
        if (!shot.isEmpty())
            view.grab().save(shot + QStringLiteral("/journal-dropped-note.png"));

        const QColor noteBackground = view.palette().color(QPalette::Base).lightness() < 128
            ? QColor(0x33, 0x41, 0x55)
            : QColor(0xf1, 0xf5, 0xf9);
        QTRY_VERIFY(pixelsOf(view.listView(), noteBackground) > 1000);
        view.listView()->selectionModel()->select(first, QItemSelectionModel::ClearAndSelect);
        view.copySelection();
        QCOMPARE(QApplication::clipboard()->text(), first.data().toString());
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

    /// A line longer than the view is there whole: the list scrolls sideways to its end.
    void longLinesScrollSideways()
    {
        LogModel model;
        LogView view;
        view.resize(600, 300);
        view.setModel(&model);
        const QByteArray tail = "END-OF-THE-LONG-LINE";
        model.appendLines({ "INFO short", "INFO " + QByteArray(2000, 'x') + tail, "INFO short again" });
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QListView *list = view.listView();
        QCOMPARE(list->textElideMode(), Qt::ElideNone);
        const QFontMetrics fm(list->font());
        const int full = fm.horizontalAdvance(model.index(1).data().toString());
        QScrollBar *h = list->horizontalScrollBar();
        QTRY_VERIFY2(
            h->maximum() + list->viewport()->width() >= full,
            qPrintable(
                QStringLiteral("%1 + %2 < %3").arg(h->maximum()).arg(list->viewport()->width()).arg(full)));
        QVERIFY(list->visualRect(model.index(1)).width() >= full);

        // Going to a match at the end of the line scrolls sideways to it; to one at the start, back.
        QCOMPARE(h->value(), 0);
        child<QToolButton>(view, "onlyMatchingToggle")->setChecked(false);
        view.filterField()->setText(QString::fromLatin1(tail));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(list->currentIndex().row(), 1);
        QVERIFY2(h->value() > full - 2 * list->viewport()->width(), qPrintable(QString::number(h->value())));
        view.filterField()->setText(QStringLiteral("short"));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(list->currentIndex().row(), 2);
        QCOMPARE(h->value(), 0);
    }

    void matchRanges_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("regex");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ranges");
        QTest::newRow("literal twice") << "kv" << false << "kv cache, KV blocks"
                                       << "0+2 10+2";
        QTest::newRow("regex") << "[0-9]+ GiB" << true << "used 12 GiB of 80 GiB"
                               << "5+6 15+6";
        QTest::newRow("none") << "zzz" << false << "kv cache"
                              << "";
        QTest::newRow("empty matches skipped") << "x*" << true << "axxb"
                                               << "1+2";
        QTest::newRow("empty text") << "kv" << false << ""
                                    << "";
        QTest::newRow("metacharacters literal") << "a.b(" << false << "a.b( axb("
                                                << "0+4";
    }

    void matchRanges()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, regex);
        QFETCH(QString, text);
        QFETCH(QString, ranges);
        const QRegularExpression re(regex ? pattern : QRegularExpression::escape(pattern),
                                    QRegularExpression::CaseInsensitiveOption);
        QStringList got;
        for (const auto &[start, length] : LogLineDelegate::matchRanges(text, re))
            got << QStringLiteral("%1+%2").arg(start).arg(length);
        QCOMPARE(got.join(u' '), ranges);
        QCOMPARE(
            LogLineDelegate::matchRanges(QString(100000, u'a'), QRegularExpression(QStringLiteral("a")), 256)
                .size(),
            256);
    }

    /// The filter's matches are painted marked in the lines on screen, and only while there is one.
    void matchesHighlighted()
    {
        LogModel model;
        LogView view;
        view.resize(900, 300);
        view.setModel(&model);
        model.appendLines(sampleLines());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QColor mark(0xfd, 0xe6, 0x8a);
        QCOMPARE(pixelsOf(view.listView(), mark), 0);
        child<QToolButton>(view, "onlyMatchingToggle")->setChecked(false);
        view.filterField()->setText(QStringLiteral("kv cache"));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(model.rowCount(), 7);
        QTRY_VERIFY(pixelsOf(view.listView(), mark) > 100);
        view.filterField()->clear();
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QTRY_COMPARE(pixelsOf(view.listView(), mark), 0);
    }

    /// `/` filter, Enter applies at once and goes to the lines, `n`/`N` step through matches with
    /// "match i of n", `G`/End newest and following, `g`/Home oldest.
    void keyboardFirst()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LogView view;
        showActive(view, model);
        QListView *list = view.listView();
        QTest::keyClick(list, Qt::Key_Slash);
        QVERIFY(view.filterField()->hasFocus());
        child<QToolButton>(view, "onlyMatchingToggle")->setChecked(false); // mark, do not hide
        QTest::keyClicks(view.filterField(), QStringLiteral("kv cache"));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QVERIFY(list->hasFocus());
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.matchCount(), 3);
        // Enter while following goes to the newest match.
        QCOMPARE(list->currentIndex().row(), 6);
        QCOMPARE(view.matchText(), QStringLiteral("match 3 of 3"));
        QVERIFY(!view.isFollowing());
        QTest::keyClick(list, Qt::Key_N, Qt::ShiftModifier);
        QCOMPARE(list->currentIndex().row(), 4);
        QCOMPARE(child<QLabel>(view, "matchCount")->text(), QStringLiteral("match 2 of 3"));
        QTest::keyClick(list, Qt::Key_N, Qt::ShiftModifier);
        QCOMPARE(list->currentIndex().row(), 2);
        QTest::keyClick(list, Qt::Key_N);
        QCOMPARE(list->currentIndex().row(), 4);
        QTest::keyClick(list, Qt::Key_N);
        QTest::keyClick(list, Qt::Key_N); // past the last: round to the first
        QCOMPARE(list->currentIndex().row(), 2);

        QTest::keyClick(list, Qt::Key_G);
        QCOMPARE(list->currentIndex().row(), 0);
        QVERIFY(!view.isFollowing());
        QTest::keyClick(list, Qt::Key_G, Qt::ShiftModifier);
        QCOMPARE(list->currentIndex().row(), 6);
        QVERIFY(view.isFollowing());
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(list->currentIndex().row(), 0);
        QVERIFY(!view.isFollowing());
        QTest::keyClick(list, Qt::Key_End);
        QVERIFY(view.isFollowing());
        model.appendLines({ "INFO new kv cache line" });
        QCOMPARE(model.matchCount(), 4);
        QScrollBar *bar = list->verticalScrollBar();
        QTRY_COMPARE(bar->value(), bar->maximum());

        // Hiding the others: the same keys step through the remaining lines.
        view.focusFilter();
        child<QToolButton>(view, "onlyMatchingToggle")->setChecked(true);
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(view.matchText(), QStringLiteral("match 4 of 4")); // still following: the newest
        QVERIFY(view.isFollowing());
        QTest::keyClick(list, Qt::Key_G);
        QTest::keyClick(list, Qt::Key_N);
        QCOMPARE(list->currentIndex().row(), 1);
        QCOMPARE(view.matchText(), QStringLiteral("match 2 of 4"));
        QTest::keyClick(list, Qt::Key_Escape);
    }

    /// Regex and case toggles, invert, an invalid pattern and no match, as the count says them.
    void togglesAndCount()
    {
        LogModel model;
        LogView view;
        showActive(view, model);
        view.focusFilter();
        QTest::keyClicks(view.filterField(), QStringLiteral("KV cache"));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(view.matchText(), QStringLiteral("match 3 of 3"));
        child<QToolButton>(view, "caseToggle")->click();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(view.matchText(), QStringLiteral("matching lines: 2"));
        child<QToolButton>(view, "invertToggle")->click();
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(view.matchText(), QStringLiteral("not matching: 5"));
        child<QToolButton>(view, "invertToggle")->click();
        child<QToolButton>(view, "caseToggle")->click();
        view.filterField()->setText(QStringLiteral("took [0-9.]+ seconds"));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(view.matchText(), QStringLiteral("no match"));
        QTest::keyClick(view.filterField(), Qt::Key_R,
                        Qt::ControlModifier | Qt::AltModifier); // regex, by key
        QVERIFY(child<QToolButton>(view, "regexToggle")->isChecked());
        QCOMPARE(model.rowCount(), 1);
        view.filterField()->setText(QStringLiteral("(unclosed"));
        QTest::keyClick(view.filterField(), Qt::Key_Return);
        QCOMPARE(view.matchText(), QStringLiteral("invalid pattern"));
        QVERIFY(view.filterField()->toolTip().contains(QLatin1String("regular expression")));
    }

    /// Recent filters: newest first, kept in Settings across views, recalled with Up/Down and the menu.
    void filterHistory()
    {
        Settings settings(m_dir.filePath(QStringLiteral("history.ini")));
        {
            LogModel model;
            LogView view;
            view.setSettings(&settings);
            showActive(view, model);
            for (const QString &f :
                 { QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("first") }) {
                view.filterField()->setText(f);
                QTest::keyClick(view.filterField(), Qt::Key_Return);
            }
            QCOMPARE(view.filterHistory(),
                     QStringList({ QStringLiteral("first"), QStringLiteral("second") }));
        }
        QCOMPARE(settings.journalFilterHistory(),
                 QStringList({ QStringLiteral("first"), QStringLiteral("second") }));
        LogModel model;
        LogView view;
        view.setSettings(&settings);
        showActive(view, model);
        view.focusFilter();
        QTest::keyClick(view.filterField(), Qt::Key_Up);
        QCOMPARE(view.filterField()->text(), QStringLiteral("first"));
        QTest::keyClick(view.filterField(), Qt::Key_Up);
        QCOMPARE(view.filterField()->text(), QStringLiteral("second"));
        QTest::keyClick(view.filterField(), Qt::Key_Up);
        QCOMPARE(view.filterField()->text(), QStringLiteral("second"));
        QTest::keyClick(view.filterField(), Qt::Key_Down);
        QTest::keyClick(view.filterField(), Qt::Key_Down);
        QCOMPARE(view.filterField()->text(), QString());
        QMenu *menu = child<QToolButton>(view, "filterHistory")->menu();
        Q_EMIT menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 2);
        menu->actions().at(1)->trigger();
        QCOMPARE(view.filterField()->text(), QStringLiteral("second"));
        QCOMPARE(model.rowCount(), 1); // "took 31.48 seconds"
        for (int i = 0; i < 30; ++i)
            settings.rememberJournalFilter(QString::number(i));
        QCOMPARE(settings.journalFilterHistory().size(), Settings::kJournalFilterHistory);
        QCOMPARE(settings.journalFilterHistory().first(), QStringLiteral("29"));
        settings.rememberJournalFilter(QString());
        QCOMPARE(settings.journalFilterHistory().first(), QStringLiteral("29"));
    }

    // The tool rows fit a narrow dock (a 1280 x 720 screen, German): what does not fit is in the
    // "»" menu, still working; on a wide one everything is shown and there is no menu.
    void toolRowsFitAnyWidth_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("overflows");
        QTest::newRow("narrow dock") << 420 << true;
        QTest::newRow("wide dock") << 1500 << false;
    }
    void toolRowsFitAnyWidth()
    {
        QFETCH(int, width);
        QFETCH(bool, overflows);
        LogModel model;
        LogView view;
        view.setModel(&model);
        view.resize(width, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY2(view.minimumSizeHint().width() <= 420,
                 qPrintable(QString::number(view.minimumSizeHint().width())));
        const QList<OverflowRow *> rows = view.findChildren<OverflowRow *>();
        QCOMPARE(rows.size(), 2);
        bool anyHidden = false;
        for (OverflowRow *row : rows) {
            QTRY_VERIFY(row->width() <= view.width());
            for (QWidget *w : row->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
                if (w->isVisible())
                    QVERIFY2(row->rect().contains(w->geometry()),
                             qPrintable(w->objectName() + QStringLiteral(" is cut")));
            }
            QCOMPARE(row->moreButton()->isVisible(), !row->hiddenButtons().isEmpty());
            anyHidden = anyHidden || !row->hiddenButtons().isEmpty();
        }
        QCOMPARE(anyHidden, overflows);
        if (!overflows)
            return;
        // A toggle moved into the menu is still a toggle there.
        OverflowRow *row = nullptr;
        for (OverflowRow *r : rows) {
            if (r->hiddenButtons().contains(child<QToolButton>(view, "caseToggle")))
                row = r;
        }
        QVERIFY2(row, "the case toggle should not fit 420 px beside the filter");
        QMenu *menu = row->moreButton()->menu();
        Q_EMIT menu->aboutToShow();
        QAction *caseAction = nullptr;
        for (QAction *a : menu->actions()) {
            if (a->text().startsWith(QStringLiteral("Match case")))
                caseAction = a;
        }
        QVERIFY(caseAction && caseAction->isCheckable() && !caseAction->isChecked());
        caseAction->trigger();
        QVERIFY(child<QToolButton>(view, "caseToggle")->isChecked());
    }

    void severityToggles()
    {
        LogModel model;
        LogView view;
        showActive(view, model);
        QCOMPARE(view.levelMask(), 0u);
        child<QToolButton>(view, "level1")->click(); // Info off: info and level-less lines go
        QCOMPARE(model.rowCount(), 3);
        child<QToolButton>(view, "level0")->click(); // Debug off
        QCOMPARE(model.rowCount(), 2);
        child<QToolButton>(view, "level2")->click(); // Warning off
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.index(0).data().toString().contains(QLatin1String("allocation failed")));
        child<QToolButton>(view, "level3")->click(); // nothing left
        QCOMPARE(model.rowCount(), 0);
        // Revealing a line clears what hides it.
        QVERIFY(view.revealSequence(model.store().firstSequence() + 1));
        QCOMPARE(model.rowCount(), 7);
        QVERIFY(child<QToolButton>(view, "level0")->isChecked());
        QCOMPARE(view.listView()->currentIndex().row(), 1);
    }

    /// `t` goes to the time field; Enter goes to the first line at or after that time.
    void jumpToTime()
    {
        LogModel model;
        LogView view;
        view.resize(900, 320);
        view.setModel(&model);
        QList<JournalEntry> entries;
        const QDateTime start(QDate(2025, 12, 2), QTime(10, 0));
        for (int i = 0; i < 600; ++i) {
            JournalEntry e;
            e.message = QStringLiteral("INFO line at second %1").arg(i);
            e.priority = 6;
            e.realtimeUsec = (start.toMSecsSinceEpoch() + qint64(i) * 1000) * 1000;
            entries << e;
        }
        model.appendEntries(entries);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.listView()->setFocus();
        QTest::keyClick(view.listView(), Qt::Key_T);
        QVERIFY(view.timeField()->hasFocus());
        QTest::keyClicks(view.timeField(), QStringLiteral("10:05:30"));
        QTest::keyClick(view.timeField(), Qt::Key_Return);
        QVERIFY(view.listView()->hasFocus());
        QCOMPARE(view.listView()->currentIndex().row(), 330);
        QVERIFY(!view.isFollowing());
        QVERIFY(view.jumpToTime(QStringLiteral("-1m")));
        QCOMPARE(view.listView()->currentIndex().row(), 539);
        QVERIFY(!view.jumpToTime(QStringLiteral("half past")));
        QCOMPARE(view.listView()->currentIndex().row(), 539);
        LogModel textOnly;
        view.setModel(&textOnly);
        textOnly.appendLines({ "no time" });
        QVERIFY(!view.jumpToTime(QStringLiteral("10:00")));
    }
};

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
