// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Layouts for the task at hand (TaskLayouts): Watch, Chat and Fleet by key and by the menu bar's
// switch, the operator's saved layouts, one kept layout per screen size, floating panels kept on
// the screen, the switch to Watch when the selected host restarts and the offer of the chat when
// it is ready. On two offscreen screens (main() below): a 1280 × 720 laptop and a 1920 × 1080
// monitor.
#include "AssembledWindow.h"
#include "ConfirmActionDialog.h"
#include "FleetView.h"
#include "HostPanels.h"
#include "HostStatusBar.h"
#include "LayoutAudit.h"
#include "MainWindow.h"
#include "OffscreenScreens.h"
#include "ServicePanel.h"
#include "SimulatedHost.h"
#include "TaskLayouts.h"
#include "WindowLayout.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/ServiceMonitor.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QScreen>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace ic;
using namespace ic::testsupport;

namespace {

QScreen *screenOf(QSize size)
{
    for (QScreen *s : QGuiApplication::screens()) {
        if (s->geometry().size() == size)
            return s;
    }
    return nullptr;
}

QStringList visibleDocks(const MainWindow &w)
{
    QStringList names;
    for (const QDockWidget *d : w.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        if (d->isVisible())
            names << d->objectName();
    }
    names.sort();
    return names;
}

QString currentTab(const MainWindow &w)
{
    return w.centralTabs()->currentWidget()->property("tabId").toString();
}

/// The window on `screen`, its kept layout restored and shown, as at start-up.
void showOn(MainWindow &w, QScreen *screen)
{
    w.setScreen(screen);
    w.move(screen->availableGeometry().topLeft() + QPoint(10, 10));
    w.restoreLayout();
    w.show();
}

} // namespace

class TestTaskLayouts : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("console.ini")); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(screenOf({ 1280, 720 }) && screenOf({ 1920, 1080 }),
                 "the offscreen platform did not read the screens from its configfile");
    }
    void init() { QFile::remove(iniPath()); }

    /// Ctrl+1, 2, 3 switch among Watch, Chat and Fleet; the chat gets the window at 1280 × 720.
    void switchingLayouts()
    {
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
        MainWindow &w = assembled.window();
        showOn(w, screenOf({ 1280, 720 }));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TaskLayouts *layouts = w.layouts();
        QCOMPARE(layouts->current(), TaskLayouts::kWatch);
        for (const char *dock : { "startupDock", "gpuDock", "JournalDock" })
            QVERIFY2(visibleDocks(w).contains(QLatin1String(dock)), qPrintable(visibleDocks(w).join(u' ')));
        // The segmented control sits in the menu bar, one button per layout.
        QWidget *control = w.menuBar()->cornerWidget(Qt::TopRightCorner);
        QVERIFY(control && control->isVisible());
        QCOMPARE(control->findChildren<QToolButton *>().size(), 4); // Watch, Chat, Fleet, more

        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(layouts->current(), TaskLayouts::kChat);
        QCOMPARE(currentTab(w), QStringLiteral("chat"));
        QVERIFY2(visibleDocks(w).isEmpty(), qPrintable(visibleDocks(w).join(u' ')));
        QTRY_VERIFY(w.centralTabs()->width() >= 1000);
        const QSize chat = w.centralTabs()->currentWidget()->size();
        qInfo("the chat pane at 1280 x 720: %d x %d", chat.width(), chat.height());
        QVERIFY2(chat.width() >= 1000 && chat.height() >= 450,
                 qPrintable(QStringLiteral("the chat gets %1 x %2").arg(chat.width()).arg(chat.height())));

        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(layouts->current(), TaskLayouts::kFleet);
        QCOMPARE(currentTab(w), QStringLiteral("fleet"));
        QVERIFY(visibleDocks(w).isEmpty());
        QTRY_VERIFY(w.fleetView()->width() >= w.width() - 20);

        // Back to Watch: its panels come back where they were.
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(layouts->current(), TaskLayouts::kWatch);
        QCOMPARE(currentTab(w), QStringLiteral("fleet"));
        for (const char *dock : { "startupDock", "gpuDock", "JournalDock" })
            QVERIFY2(visibleDocks(w).contains(QLatin1String(dock)), qPrintable(visibleDocks(w).join(u' ')));

        // A panel brought back in Chat stays with Chat.
        layouts->apply(TaskLayouts::kChat);
        w.gpuDock()->show();
        layouts->apply(TaskLayouts::kWatch);
        layouts->apply(TaskLayouts::kChat);
        QCOMPARE(visibleDocks(w), QStringList { QStringLiteral("gpuDock") });
    }

    /// Each layout on each screen passes the layout audit the screenshots are held to: no panel
    /// cut or squeezed, no axis title cut, no chat widgets drawn over each other.
    void eachLayoutPassesTheAudit_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("layout");
        for (const QSize size : { QSize(1280, 720), QSize(1920, 1080) }) {
            for (const QString &layout : { TaskLayouts::kWatch, TaskLayouts::kChat, TaskLayouts::kFleet })
                QTest::addRow("%s %dx%d", qPrintable(layout), size.width(), size.height()) << size << layout;
        }
    }
    void eachLayoutPassesTheAudit()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, layout);
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha"), QStringLiteral("bravo") });
        MainWindow &w = assembled.window();
        showOn(w, screenOf(screen));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.layouts()->apply(layout));
        QTest::qWait(100);
        const LayoutAudit audit = auditLayout(&w);
        QVERIFY(audit.checked > 0 || layout == TaskLayouts::kFleet); // the fleet has no panel to measure
        QVERIFY2(audit.problems.isEmpty(), qPrintable(audit.problems.join(u'\n')));
    }

    /// "Save layout as…" lists the operator's layout after the three, with its own key; it is
    /// kept in the settings and can be removed.
    void savedLayouts()
    {
        {
            AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
            MainWindow &w = assembled.window();
            showOn(w, screenOf({ 1280, 720 }));
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            TaskLayouts *layouts = w.layouts();
            // Journal alone beside the fleet.
            for (QDockWidget *d : w.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
                d->setVisible(d->objectName() == QLatin1String("JournalDock"));
            QVERIFY(layouts->saveAs(QStringLiteral("journal only")));
            QCOMPARE(layouts->savedNames(), QStringList { QStringLiteral("journal only") });
            QCOMPARE(layouts->current(), QStringLiteral("saved:journal only"));
            QAction *own = layouts->action(QStringLiteral("saved:journal only"));
            QVERIFY(own);
            QCOMPARE(own->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_4));
            layouts->apply(TaskLayouts::kWatch);
            QVERIFY(visibleDocks(w).size() > 3);
            w.close();
        }
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
        MainWindow &w = assembled.window();
        showOn(w, screenOf({ 1280, 720 }));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TaskLayouts *layouts = w.layouts();
        QCOMPARE(layouts->savedNames(), QStringList { QStringLiteral("journal only") });
        QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(layouts->current(), QStringLiteral("saved:journal only"));
        QCOMPARE(visibleDocks(w), QStringList { QStringLiteral("JournalDock") });
        // Listed in View ▸ Layout after the three built-in ones.
        auto *menu = w.findChild<QMenu *>(QStringLiteral("layoutMenu"));
        QVERIFY(menu);
        QStringList texts;
        for (QAction *a : menu->actions())
            texts << a->text();
        QCOMPARE(texts.mid(0, 4),
                 (QStringList { QStringLiteral("&Watch"), QStringLiteral("&Chat"), QStringLiteral("&Fleet"),
                                QStringLiteral("journal only") }));
        QVERIFY(layouts->remove(QStringLiteral("journal only")));
        QVERIFY(layouts->savedNames().isEmpty());
        QVERIFY(!layouts->action(QStringLiteral("saved:journal only")));
        QCOMPARE(layouts->current(), TaskLayouts::kWatch);
        QVERIFY(!layouts->apply(QStringLiteral("saved:journal only")));
    }

    /// A layout is kept per screen size: Chat left on the laptop, Fleet on the monitor, each
    /// comes back on its own screen.
    void keptPerScreenSize()
    {
        {
            AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
            MainWindow &w = assembled.window();
            showOn(w, screenOf({ 1280, 720 }));
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.layouts()->apply(TaskLayouts::kChat);
            w.close();
        }
        {
            AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
            MainWindow &w = assembled.window();
            showOn(w, screenOf({ 1920, 1080 }));
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            // Nothing kept for this screen: Watch, sized to it.
            QCOMPARE(w.layouts()->current(), TaskLayouts::kWatch);
            QVERIFY(w.width() > 1280);
            w.layouts()->apply(TaskLayouts::kFleet);
            w.close();
        }
        for (const auto &[size, layout] : { std::pair { QSize(1280, 720), TaskLayouts::kChat },
                                            std::pair { QSize(1920, 1080), TaskLayouts::kFleet } }) {
            AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
            MainWindow &w = assembled.window();
            showOn(w, screenOf(size));
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QCOMPARE(w.layouts()->current(), layout);
            QCOMPARE(currentTab(w),
                     layout == TaskLayouts::kChat ? QStringLiteral("chat") : QStringLiteral("fleet"));
            QVERIFY(visibleDocks(w).isEmpty());
            const QRect available = w.screen()->availableGeometry();
            QVERIFY(available.contains(w.frameGeometry()));
        }
        QCOMPARE(WindowLayout::screenBucket({ 1280, 720 }), WindowLayout::screenBucket({ 1280, 690 }));
        QVERIFY(WindowLayout::screenBucket({ 1280, 720 }) != WindowLayout::screenBucket({ 1366, 768 }));
        QCOMPARE(WindowLayout::screenBucket({ 1920, 1050 }), WindowLayout::screenBucket({ 1920, 1080 }));
    }

    /// Floating panels left off the screen (or larger than it), and a layout saved on the large
    /// monitor applied on the laptop: every panel inside the screen, the centre keeps its room.
    void neverOffScreen()
    {
        {
            AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
            MainWindow &w = assembled.window();
            showOn(w, screenOf({ 1920, 1080 }));
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            // Panels made wide on the large screen, and saved as the operator's own layout.
            w.resizeDocks({ w.findChild<QDockWidget *>(QStringLiteral("serviceDock")) }, { 1100 },
                          Qt::Horizontal);
            QVERIFY(w.layouts()->saveAs(QStringLiteral("wide")));
            w.layouts()->apply(TaskLayouts::kWatch);
            w.close();
        }
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
        MainWindow &w = assembled.window();
        QScreen *laptop = screenOf({ 1280, 720 });
        showOn(w, laptop);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect available = laptop->availableGeometry();
        // The layout kept for the monitor is not the laptop's; the saved one applies, fitted.
        QCOMPARE(w.layouts()->current(), TaskLayouts::kWatch);
        QVERIFY(w.layouts()->apply(QStringLiteral("saved:wide")));
        QTest::qWait(50);
        QVERIFY2(w.centralTabs()->width() >= w.width() / 4,
                 qPrintable(QStringLiteral("centre %1 of %2").arg(w.centralTabs()->width()).arg(w.width())));
        // A floating panel: moved and shrunk into the screen.
        auto *journal = w.findChild<QDockWidget *>(QStringLiteral("JournalDock"));
        journal->setFloating(true);
        journal->setGeometry(QRect(available.right() + 300, available.bottom() - 20, 1700, 900));
        WindowLayout layout(&w, assembled.settings(), w.findChild<QDockWidget *>(QStringLiteral("hostsDock")),
                            w.findChild<QDockWidget *>(QStringLiteral("serviceDock")), w.gpuDock());
        layout.clampFloatingDocks();
        QVERIFY2(available.contains(journal->frameGeometry()),
                 qPrintable(QStringLiteral("journal at %1,%2 %3x%4")
                                .arg(journal->frameGeometry().x())
                                .arg(journal->frameGeometry().y())
                                .arg(journal->frameGeometry().width())
                                .arg(journal->frameGeometry().height())));
        // And a state with it floating off screen, restored: inside too.
        const QByteArray state = layout.saveState();
        journal->setFloating(false);
        QVERIFY(layout.restoreState(state, w.size()));
        QVERIFY(journal->isFloating());
        QVERIFY(available.contains(journal->frameGeometry()));
    }

    /// A restart of the selected host switches to Watch; its start-up becoming ready offers the
    /// chat (a button in the status bar), which opens it only when clicked.
    void restartWatchesAndReadyOffersChat()
    {
        if (!QFileInfo(simhostPath()).isExecutable())
            QSKIP("inference-console-simhost is not built");
        SimulatedHost demo;
        SimulatedHost::Options options;
        options.timeScale = 200;
        const QString error = demo.start(options);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTemporaryDir data;
        Fleet fleet;
        fleet.setSessionOptions({ options.timeScale, data.path() });
        QVERIFY(fleet.addHost(demo.definition()).isEmpty());
        HostSession *session = fleet.sessions().first();
        session->service()->setInterval(100);
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.addHostDocks(HostPanels::assemble(w, fleet, settings));
        showOn(w, screenOf({ 1280, 720 }));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.layouts()->apply(TaskLayouts::kFleet);

        // Ready: offered, not forced.
        QSignalSpy offered(w.layouts(), &TaskLayouts::chatOffered);
        QTRY_VERIFY_WITH_TIMEOUT(w.hostStatusBar()->isChatOffered(), 60000);
        QCOMPARE(offered.size(), 1);
        QCOMPARE(offered.first().first().toString(), demo.definition().name);
        QCOMPARE(w.layouts()->current(), TaskLayouts::kFleet);
        auto *open = w.findChild<QToolButton *>(QStringLiteral("openChatButton"));
        QVERIFY(open && open->isVisible());
        open->click();
        QCOMPARE(w.layouts()->current(), TaskLayouts::kChat);
        QCOMPARE(currentTab(w), QStringLiteral("chat"));
        QVERIFY(!w.hostStatusBar()->isChatOffered());

        // A restart from the console: Watch at once, the start-up panel raised.
        QTRY_VERIFY_WITH_TIMEOUT(w.restartAction()->isEnabled(), 10000);
        w.restartAction()->trigger();
        QVERIFY(w.servicePanel()->confirmDialog());
        w.servicePanel()->confirmDialog()->accept();
        QCOMPARE(w.layouts()->current(), TaskLayouts::kWatch);
        QVERIFY(visibleDocks(w).contains(QStringLiteral("startupDock")));
        QTRY_VERIFY_WITH_TIMEOUT(w.hostStatusBar()->isChatOffered(), 60000);

        // A restart by someone else (seen as a new invocation): Watch too, the offer withdrawn.
        w.layouts()->apply(TaskLayouts::kFleet);
        w.hostStatusBar()->withdrawChatOffer();
        const QString before = session->service()->state().invocationId;
        const RunResult restart = demo.simhost({ QStringLiteral("systemctl"), QStringLiteral("restart"),
                                                 QStringLiteral("--"), demo.definition().unit },
                                               15000);
        QVERIFY2(restart.exitedNormally() && restart.exitCode == 0, restart.describe().constData());
        QTRY_VERIFY_WITH_TIMEOUT(session->service()->state().invocationId != before, 15000);
        QTRY_COMPARE(w.layouts()->current(), TaskLayouts::kWatch);
        QTRY_VERIFY_WITH_TIMEOUT(w.hostStatusBar()->isChatOffered(), 60000);
        w.close();
    }
};

int main(int argc, char **argv)
{
    // Two screens for the offscreen platform: a laptop and a monitor.
    QTemporaryDir dir;
    if (!ic::testsupport::useOffscreenScreens(dir, { { 1280, 720 }, { 1920, 1080 } }))
        return 2;
    QApplication app(argc, argv);
    TestTaskLayouts test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tasklayouts.moc"
