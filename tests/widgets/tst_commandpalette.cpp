// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Ctrl+K reaches any host, panel or action by typing; the shortcuts overlay lists every key.
#include "CommandPalette.h"
#include "FakeHost.h"
#include "HostPanels.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
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
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        HostPanels::assemble(w, fleet, settings);
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.currentHost(), QStringLiteral("alpha"));

        // A panel: the journal dock is shown and raised.
        auto *journal = w.findChild<QDockWidget *>(QStringLiteral("JournalDock"));
        QVERIFY(journal);
        journal->hide();
        CommandPalette *palette = openPalette(w);
        QVERIFY(palette);
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
};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"
