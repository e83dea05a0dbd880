// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "AssembledWindow.h"
#include "FakeHost.h"
#include "FleetView.h"
#include "HostDialog.h"
#include "HostPanels.h"
#include "MainWindow.h"
#include "ServicePanel.h"
#include "SimulatedHost.h"
#include "TaskLayouts.h"
#include "WindowLayout.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/FleetFilterModel.h"
#include "models/FleetModel.h"
#include "monitor/ServiceMonitor.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;
using ic::testsupport::FakeHost;

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QString iniPath() const { return m_settingsDir.filePath(QStringLiteral("console.ini")); }

private Q_SLOTS:
    void init() { QFile::remove(iniPath()); }

    void showsFleetAndFollowsSelection()
    {
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha")),
            b(QStringLiteral("bravo"), QStringLiteral("activating"), QStringLiteral("start"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        fleet.session(QStringLiteral("bravo"))->service()->setInterval(100);
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.fleetView()->table()->model()->rowCount(), 2);
        QCOMPARE(w.hostList()->model()->rowCount(), 2);
        QCOMPARE(w.currentHost(), QStringLiteral("alpha"));
        QCOMPARE(w.servicePanel()->session(), fleet.session(QStringLiteral("alpha")));

        QSignalSpy changed(&w, &MainWindow::currentSessionChanged);
        const QModelIndex bravoInList = w.hostList()->model()->index(1, FleetModel::NameColumn);
        QCOMPARE(bravoInList.data().toString(), QStringLiteral("bravo"));
        w.hostList()->setCurrentIndex(bravoInList);
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(w.fleetView()->currentHost(), QStringLiteral("bravo"));
        QCOMPARE(w.servicePanel()->session(), fleet.session(QStringLiteral("bravo")));
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("bravo")));
        QTRY_VERIFY_WITH_TIMEOUT(w.linkStatusText().contains(QStringLiteral("local: connected")), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(w.apiUrlText().contains(QStringLiteral("http://127.0.0.1:8000")), 5000);
        QVERIFY(w.apiUrlText().contains(QStringLiteral("http://127.0.0.1:8000/docs")));
        QVERIFY(w.apiUrlText().contains(QStringLiteral("http://127.0.0.1:8000/metrics")));

        // The service panel shows bravo's state changing through its start-up.
        QTRY_COMPARE_WITH_TIMEOUT(w.servicePanel()->badgeText(), QStringLiteral("activating (start)"), 10000);
        b.setState(QStringLiteral("active"), QStringLiteral("running"));
        QTRY_COMPARE_WITH_TIMEOUT(w.servicePanel()->badgeText(), QStringLiteral("active (running)"), 10000);
        const QModelIndex cell = w.fleetModel()->index(w.fleetModel()->rowOf(QStringLiteral("bravo")),
                                                       FleetModel::ServiceColumn);
        QTRY_COMPARE_WITH_TIMEOUT(cell.data().toString(), QStringLiteral("active (running)"), 10000);
    }

    void doubleClickOpensHost()
    {
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.findChild<QDockWidget *>(QStringLiteral("serviceDock"))->hide();
        // On the cards first, then on the table.
        QListView *cards = w.fleetView()->cards();
        const QPoint onBravo = cards->visualRect(cards->model()->index(1, FleetModel::NameColumn)).center();
        QTest::mouseClick(cards->viewport(), Qt::LeftButton, {}, onBravo);
        QTest::mouseDClick(cards->viewport(), Qt::LeftButton, {}, onBravo);
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("serviceDock"))->isVisible());
        QVERIFY(w.selectHost(QStringLiteral("alpha")));
        w.findChild<QDockWidget *>(QStringLiteral("serviceDock"))->hide();
        w.fleetView()->setMode(FleetView::Mode::Table);
        QTableView *table = w.fleetView()->table();
        const QModelIndex bravo = table->model()->index(1, FleetModel::NameColumn);
        QCOMPARE(bravo.data().toString(), QStringLiteral("bravo"));
        const QPoint at = table->visualRect(bravo).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("serviceDock"))->isVisible());
        // Keyboard: Up then Enter opens alpha.
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Up);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(w.currentHost(), QStringLiteral("alpha"));
    }

    void layoutAndSelectionPersist()
    {
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        {
            Settings settings(iniPath());
            MainWindow w(&fleet, settings);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.selectHost(QStringLiteral("bravo")));
            w.gpuDock()->hide();
            w.close();
            QVERIFY(!settings.mainWindowState().isEmpty());
            QVERIFY(!settings.mainWindowGeometry().isEmpty());
        }
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
        QVERIFY(!w.gpuDock()->isVisible());
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("serviceDock"))->isVisible());
    }

    /// A layout saved on a screen of another size, by another layout version, or a window too
    /// large for this screen: the window comes back inside the screen; the panels as kept only
    /// when they were kept for this screen size by this version.
    void layoutDroppedWhenItDoesNotFit_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("panelsKept");
        QTest::newRow("other screen size") << QStringLiteral("screen") << false;
        QTest::newRow("other layout version") << QStringLiteral("version") << false;
        QTest::newRow("larger than the screen") << QStringLiteral("size") << true;
    }
    void layoutDroppedWhenItDoesNotFit()
    {
        QFETCH(QString, change);
        QFETCH(bool, panelsKept);
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QString bucket;
        {
            Settings settings(iniPath());
            MainWindow w(&fleet, settings);
            w.restoreLayout();
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            bucket = WindowLayout::screenBucket(w.screen()->availableGeometry().size());
            w.gpuDock()->hide();
            w.close();
        }
        {
            Settings settings(iniPath());
            LayoutBook book = LayoutBook::fromJson(settings.mainWindowState());
            QVERIFY(book.screens.contains(bucket));
            if (change == QLatin1String("screen")) {
                book.screens.insert(WindowLayout::screenBucket({ 3840, 2160 }), book.screens.take(bucket));
                settings.setMainWindowState(book.toJson());
            } else if (change == QLatin1String("version")) {
                QMainWindow other;
                auto *d = new QDockWidget(&other);
                d->setObjectName(QStringLiteral("gpuDock"));
                other.addDockWidget(Qt::BottomDockWidgetArea, d);
                d->hide();
                for (QByteArray &state : book.screens[bucket].states)
                    state = other.saveState(1);
                settings.setMainWindowState(book.toJson());
            } else {
                QWidget big;
                big.setGeometry(0, 0, 4000, 3000);
                book.screens[bucket].geometry = big.saveGeometry();
                settings.setMainWindowState(book.toJson());
            }
            settings.sync();
        }
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.gpuDock()->isVisible(), !panelsKept);
        const QRect available = w.screen()->availableGeometry();
        QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(w.width())
                                .arg(w.height())
                                .arg(available.width())
                                .arg(available.height())));
    }

    void resetLayoutBringsPanelsBack()
    {
        Fleet fleet;
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.gpuDock()->hide();
        w.gpuDock()->setFloating(true);
        auto *reset = w.findChild<QAction *>(QStringLiteral("resetLayoutAction"));
        QVERIFY(reset);
        reset->trigger();
        QVERIFY(w.gpuDock()->isVisible());
        QVERIFY(!w.gpuDock()->isFloating());
        QVERIFY(settings.mainWindowState().isEmpty());
    }

    /// Every panel assembled, as the console shows them: the window still fits a small laptop.
    void minimumSizeFitsSmallScreens()
    {
        AssembledWindow assembled(iniPath(), { QStringLiteral("alpha") });
        MainWindow &w = assembled.window();
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize minimum = w.minimumSizeHint().expandedTo(w.minimumSize());
        QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 640,
                 qPrintable(QStringLiteral("minimum %1 x %2").arg(minimum.width()).arg(minimum.height())));
    }

    void removingTheSelectedHost()
    {
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        QVERIFY(fleet.addHost(b.definition()).isEmpty());
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.show();
        QCOMPARE(w.currentHost(), QStringLiteral("alpha"));
        fleet.removeHost(QStringLiteral("alpha"));
        QVERIFY(w.currentHost() != QLatin1String("alpha"));
        QVERIFY(w.servicePanel()->session() != fleet.session(QStringLiteral("alpha"))
                || !w.servicePanel()->session());
        QTest::qWait(0);
        fleet.removeHost(QStringLiteral("bravo"));
        QTest::qWait(0);
        QVERIFY(!w.currentSession());
        QVERIFY(!w.restartAction()->isEnabled());
        QVERIFY(w.linkStatusText().contains(QStringLiteral("No hosts")));
        // A new host becomes the selection when nothing is selected.
        FakeHost c(QStringLiteral("charlie"));
        QVERIFY(fleet.addHost(c.definition()).isEmpty());
        QCOMPARE(w.currentHost(), QStringLiteral("charlie"));
    }

    void addEditRemoveThroughDialogs()
    {
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha")), b(QStringLiteral("bravo"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.show();

        w.addHostAction()->trigger();
        auto *add = w.findChild<HostDialog *>();
        QVERIFY(add);
        add->setDefinition(b.definition());
        add->accept();
        QTRY_VERIFY(fleet.session(QStringLiteral("bravo")));
        QCOMPARE(w.currentHost(), QStringLiteral("bravo"));
        QTRY_VERIFY(!w.findChild<HostDialog *>());

        w.editCurrentHost();
        auto *edit = w.findChild<HostDialog *>();
        QVERIFY(edit);
        QCOMPARE(edit->definition(), b.definition());
        edit->findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("bravo-renamed"));
        edit->accept();
        QTRY_VERIFY(fleet.session(QStringLiteral("bravo-renamed")));
        QVERIFY(!fleet.session(QStringLiteral("bravo")));
        QCOMPARE(w.currentHost(), QStringLiteral("bravo-renamed"));
        QTRY_VERIFY(!w.findChild<HostDialog *>());

        // Remove asks first; Cancel keeps the host.
        w.removeCurrentHost();
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("confirmRemove"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("bravo-renamed")));
        box->button(QMessageBox::Cancel)->click();
        QTest::qWait(0);
        QVERIFY(fleet.session(QStringLiteral("bravo-renamed")));
        QTRY_VERIFY(!w.findChild<QMessageBox *>(QStringLiteral("confirmRemove")));
        w.removeCurrentHost();
        box = w.findChild<QMessageBox *>(QStringLiteral("confirmRemove"));
        QVERIFY(box);
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == QMessageBox::DestructiveRole)
                button->click();
        }
        QTRY_VERIFY(!fleet.session(QStringLiteral("bravo-renamed")));
        QCOMPARE(fleet.count(), 1);
    }

    void hostMenuAsksFirst_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QKeySequence>("shortcut");
        QTest::newRow("restart") << 0 << QStringLiteral("restart")
                                 << QKeySequence(QStringLiteral("Ctrl+Shift+R"));
        QTest::newRow("stop") << 1 << QStringLiteral("stop") << QKeySequence(QStringLiteral("Ctrl+Shift+X"));
        QTest::newRow("start") << 2 << QStringLiteral("start")
                               << QKeySequence(QStringLiteral("Ctrl+Shift+S"));
    }
    void hostMenuAsksFirst()
    {
        QFETCH(int, which);
        QFETCH(QString, verb);
        QFETCH(QKeySequence, shortcut);
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.show();
        QAction *action = which == 0 ? w.restartAction() : which == 1 ? w.stopAction() : w.startAction();
        QCOMPARE(action->shortcut(), shortcut);
        action->trigger();
        auto *dialog = w.servicePanel()->confirmDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->commandText().endsWith(QStringLiteral(" %1 -- 'vllm.service'").arg(verb)));
        QCOMPARE(dialog->commandText(),
                 fleet.session(QStringLiteral("alpha"))
                     ->service()
                     ->commandFor(which == 0       ? UnitAction::Restart
                                      : which == 1 ? UnitAction::Stop
                                                   : UnitAction::Start));
        dialog->reject();
        QTest::qWait(0);
        QCOMPARE(a.actionCount(), 0);
    }

    void extensionPoints()
    {
        Fleet fleet;
        FakeHost a(QStringLiteral("alpha"));
        QVERIFY(fleet.addHost(a.definition()).isEmpty());
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        auto *dock = new QDockWidget(QStringLiteral("Journal"));
        dock->setObjectName(QStringLiteral("journalDock"));
        w.addHostDock(dock, Qt::BottomDockWidgetArea);
        QCOMPARE(dock->parent(), &w);
        bool listed = false;
        for (QAction *menu : w.menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(dock->toggleViewAction()))
                listed = true;
        }
        QVERIFY(listed);
        auto *chart = new QLabel(QStringLiteral("chart"));
        w.setGpuView(chart);
        QVERIFY(w.gpuDock()->isAncestorOf(chart)); // in a scroll area, so the dock can be small
        QCOMPARE(w.centralTabs()->count(), 2); // the raw readings moved to a tab
    }

    void simulatedHost_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("healthy, then restarted") << QStringLiteral("healthy");
        QTest::newRow("crash") << QStringLiteral("crash-flashinfer-mismatch");
    }
    void simulatedHost()
    {
        QFETCH(QString, scenario);
        if (!QFileInfo(simhostPath()).isExecutable())
            QSKIP("inference-console-simhost is not built");
        SimulatedHost demo;
        SimulatedHost::Options options;
        options.scenario = scenario;
        options.timeScale = 200;
        const QString error = demo.start(options);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        Fleet fleet;
        QVERIFY(fleet.addHost(demo.definition()).isEmpty());
        HostSession *session = fleet.sessions().first();
        session->service()->setInterval(100);
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        w.show();
        QCOMPARE(w.currentHost(), demo.definition().name);
        QTRY_VERIFY_WITH_TIMEOUT(w.fleetModel()
                                         ->index(0, FleetModel::GpuMemoryColumn)
                                         .data(FleetModel::GpuMemoryRole)
                                         .toList()
                                         .size()
                                     == 8,
                                 15000);
        if (scenario != QLatin1String("healthy")) {
            QTRY_COMPARE_WITH_TIMEOUT(w.servicePanel()->badgeText(), QStringLiteral("failed"), 30000);
            QCOMPARE(w.fleetModel()->index(0, FleetModel::ServiceColumn).data().toString(),
                     QStringLiteral("failed"));
            return;
        }
        QTRY_COMPARE_WITH_TIMEOUT(w.servicePanel()->badgeText(), QStringLiteral("active (running)"), 30000);
        const QString before = session->service()->state().invocationId;
        QVERIFY(!before.isEmpty());
        // Restart through the Host menu and its confirmation, as an operator would.
        w.restartAction()->trigger();
        QVERIFY(w.servicePanel()->confirmDialog());
        QVERIFY(w.servicePanel()->confirmDialog()->commandText().contains(
                    QStringLiteral("'restart' -- 'vllm.service'"))
                || w.servicePanel()->confirmDialog()->commandText().contains(
                    QStringLiteral(" restart -- 'vllm.service'")));
        w.servicePanel()->confirmDialog()->accept();
        QTRY_VERIFY_WITH_TIMEOUT(w.servicePanel()->outcomeText().contains(QStringLiteral("restarted")),
                                 30000);
        QVERIFY(w.servicePanel()->outcomeOk());
        QVERIFY(session->service()->state().invocationId != before);
        QTRY_COMPARE_WITH_TIMEOUT(w.servicePanel()->badgeText(), QStringLiteral("active (running)"), 30000);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
