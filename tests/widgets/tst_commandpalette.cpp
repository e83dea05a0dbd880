// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Ctrl+K reaches any host, panel or action by typing; the shortcuts overlay lists every key.
#include "AssembledWindow.h"
#include "CommandPalette.h"
#include "FakeHost.h"
#include "FleetView.h"
#include "HostPanels.h"
#include "LogView.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using ic::testsupport::AssembledWindow;
using ic::testsupport::FakeHost;

class TestCommandPalette : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("ui.ini")); }

    static CommandPalette *openPalette(MainWindow &w)
    {
        QTest::keyClick(&w, Qt::Key_K, Qt::ControlModifier);
        auto *palette = w.findChild<CommandPalette *>(QStringLiteral("commandPalette"));
        return palette && palette->isVisible() ? palette : nullptr;
    }

private Q_SLOTS:
    void matching_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("best");
        QTest::newRow("word start") << QStringLiteral("jour") << QStringLiteral("Journal");
        QTest::newRow("initials") << QStringLiteral("rs") << QStringLiteral("Restart service");
        QTest::newRow("host") << QStringLiteral("gpu-02") << QStringLiteral("gpu-02");
        QTest::newRow("case") << QStringLiteral("VALID") << QStringLiteral("Validation");
    }
    void matching()
    {
        QFETCH(QString, query);
        QFETCH(QString, best);
        const QList<CommandPalette::Entry> entries = {
            { QStringLiteral("Host"), QStringLiteral("gpu-01"), {}, {} },
            { QStringLiteral("Host"), QStringLiteral("gpu-02"), {}, {} },
            { QStringLiteral("Panel"), QStringLiteral("Journal"), {}, {} },
            { QStringLiteral("Tab"), QStringLiteral("Validation"), {}, {} },
            { QStringLiteral("Action"), QStringLiteral("Restart service"), {}, {} },
            { QStringLiteral("Action"), QStringLiteral("Reset layout"), {}, {} },
        };
        const QList<int> found = CommandPalette::match(entries, query);
        QVERIFY(!found.isEmpty());
        QCOMPARE(entries.at(found.first()).text, best);
        QVERIFY(CommandPalette::match(entries, QStringLiteral("zzz")).isEmpty());
        QCOMPARE(CommandPalette::match(entries, QString()).size(), entries.size());
    }

    void jumpsToPanelTabAndHost()
    {
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha"), QStringLiteral("bravo") });
        MainWindow &w = assembled.window();
        QVERIFY(assembled.show());
        QCOMPARE(w.currentHost(), QStringLiteral("alpha"));

        // A panel: the journal dock is shown and raised.
        auto *journal = w.findChild<QDockWidget *>(QStringLiteral("JournalDock"));
        QVERIFY(journal);
        journal->hide();
        CommandPalette *palette = openPalette(w);
        QVERIFY(palette);
        // Every action of the menus but the one that opened the palette (the window hands it over).
        QVERIFY(!palette->list()
                     ->findItems(QStringLiteral("Action: Reset layout"), Qt::MatchStartsWith)
                     .isEmpty());
        QVERIFY(palette->list()->findItems(QStringLiteral("Action: Go to"), Qt::MatchStartsWith).isEmpty());
        QTest::keyClicks(palette->queryField(), QStringLiteral("journal"));
        QVERIFY(palette->list()->count() >= 1);
        QVERIFY(palette->list()->item(0)->text().contains(QStringLiteral("Journal")));
        QTest::keyClick(palette->queryField(), Qt::Key_Return);
        QVERIFY(journal->isVisible());
        QVERIFY(!palette->isVisible());

        // A tab of the centre.
        palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->queryField(), QStringLiteral("validation"));
        QTest::keyClick(palette->queryField(), Qt::Key_Return);
        QCOMPARE(w.centralTabs()->tabText(w.centralTabs()->currentIndex()).remove(u'&'),
                 QStringLiteral("Validation"));

        // A host, chosen with the arrow keys among two matches.
        palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->queryField(), QStringLiteral("bravo"));
        QTest::keyClick(palette->queryField(), Qt::Key_Return);
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));

        // Escape closes without running anything.
        palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->queryField(), QStringLiteral("alpha"));
        QTest::keyClick(palette->queryField(), Qt::Key_Escape);
        QVERIFY(!palette->isVisible());
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
    }

    void shortcutsOverlayListsKeys()
    {
        Fleet fleet;
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_F1);
        auto *table = w.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        QVERIFY(table);
        QStringList keys;
        QStringList actions;
        for (int i = 0; i < table->rowCount(); ++i) {
            actions << table->item(i, 0)->text();
            keys << table->item(i, 1)->text();
        }
        QVERIFY2(actions.contains(QStringLiteral("Go to")), qPrintable(actions.join(u'|')));
        QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText)));
        QVERIFY(actions.contains(QStringLiteral("Restart service")));
    }

    // Every action a key reaches, in a menu or inside a panel (the journal's keys), is listed in
    // the F1 overlay with its keys and can be run from Ctrl+K, where it does what its key does.
    void panelKeysListedAndRunFromThePalette()
    {
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
        MainWindow &w = assembled.window();
        QVERIFY(assembled.show());

        QTest::keyClick(&w, Qt::Key_F1);
        auto *table = w.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        QVERIFY(table);
        QMap<QString, QString> listed; // action -> keys
        for (int i = 0; i < table->rowCount(); ++i)
            listed.insert(table->item(i, 0)->text(), table->item(i, 1)->text());
        table->window()->close();
        const QString all = QStringList(listed.keys()).join(u'|');
        const auto keysOf
            = [&](const QString &action) { return listed.value(action).split(QStringLiteral(", ")); };
        const QStringList filter = keysOf(QStringLiteral("Journal: Filter"));
        QVERIFY2(filter.contains(QStringLiteral("/")), qPrintable(all));
        QVERIFY(filter.contains(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
        QVERIFY2(keysOf(QStringLiteral("Journal: Next match")).contains(QStringLiteral("n")),
                 qPrintable(all));
        QVERIFY(keysOf(QStringLiteral("Journal: Previous match")).contains(QStringLiteral("Shift+N")));
        const QStringList newest = keysOf(QStringLiteral("Journal: Newest line, follow"));
        QVERIFY(newest.contains(QStringLiteral("End")) && newest.contains(QStringLiteral("Shift+G")));
        const QStringList oldest = keysOf(QStringLiteral("Journal: Oldest line"));
        QVERIFY(oldest.contains(QStringLiteral("g")) && oldest.contains(QStringLiteral("Home")));
        QVERIFY(keysOf(QStringLiteral("Journal: Go to time")).contains(QStringLiteral("t")));

        // Complete: every action with a key anywhere in the window has a row naming its keys.
        for (QWidget *widget : w.findChildren<QWidget *>()) {
            for (QAction *action : widget->actions()) {
                if (action->shortcuts().isEmpty() || action->text().isEmpty() || action->menu())
                    continue;
                QString name = action->text();
                name.remove(QRegularExpression(QStringLiteral("&(?!&)"))).remove(QChar(0x2026));
                name = name.trimmed();
                QString row;
                for (auto it = listed.cbegin(); it != listed.cend() && row.isEmpty(); ++it) {
                    if (it.key() == name || it.key().endsWith(QStringLiteral(": ") + name))
                        row = it.key();
                }
                QVERIFY2(!row.isEmpty(), qPrintable(name + QStringLiteral(" is not listed")));
                for (const QKeySequence &k : action->shortcuts()) {
                    const QString key = k.toString(QKeySequence::NativeText);
                    QVERIFY2(
                        listed.value(row).contains(key, Qt::CaseInsensitive),
                        qPrintable(QStringLiteral("%1: %2 not in \"%3\"").arg(row, key, listed.value(row))));
                }
            }
        }

        // From the palette: the journal's filter, then its time field, get the focus.
        auto *journal = w.findChild<LogView *>();
        QVERIFY(journal);
        for (const auto &[query, field] :
             { std::pair { QStringLiteral("journal filter"), journal->filterField() },
               std::pair { QStringLiteral("journal go to time"), journal->timeField() } }) {
            w.centralTabs()->setCurrentIndex(0);
            w.fleetView()->table()->setFocus();
            CommandPalette *palette = openPalette(w);
            QVERIFY(palette);
            QTest::keyClicks(palette->queryField(), query);
            QVERIFY(palette->list()->count() >= 1);
            QVERIFY2(palette->list()->item(0)->text().contains(QStringLiteral("Journal")),
                     qPrintable(palette->list()->item(0)->text()));
            QTest::keyClick(palette->queryField(), Qt::Key_Return);
            QTRY_VERIFY(!palette->isVisible());
            QTRY_VERIFY2(field->hasFocus(), qPrintable(query));
        }
        // And "follow" comes back on from the palette after it was paused.
        journal->setFollowing(false);
        CommandPalette *palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->queryField(), QStringLiteral("journal newest"));
        QTest::keyClick(palette->queryField(), Qt::Key_Return);
        QVERIFY(journal->isFollowing());
    }
};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"
