// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "MainWindow.h"
#include "DialogFit.h"

#include "FleetView.h"
#include "GpuReadingsView.h"
#include "HostDialog.h"
#include "HostStatusBar.h"
#include "ImportHostsDialog.h"
#include "RolloutDialog.h"
#include "ServicePanel.h"
#include "TaskLayouts.h"
#include "WindowCommands.h"
#include "WindowLayout.h"
#include "config/Settings.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "host/ConnectionTest.h"
#include "host/Fleet.h"
#include "models/FleetFilterModel.h"
#include "models/FleetModel.h"
#include "monitor/ServiceMonitor.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>

#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QIcon>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace ic {

namespace {

// Embedded by the executable (resources.qrc); absent in the widget tests.
QString appIconPath()
{
    return QStringLiteral(":/icons/inference-console.svg");
}

} // namespace

MainWindow::MainWindow(Fleet *fleet, Settings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_fleet(fleet)
    , m_settings(settings)
    , m_model(new FleetModel(fleet, this))
    , m_hostListProxy(new FleetFilterModel(this))
    , m_tabs(new QTabWidget(this))
    , m_fleetView(new FleetView(m_model, this))
    , m_hostList(new QListView(this))
    , m_service(new ServicePanel(this))
    , m_gpuReadings(new GpuReadingsView(this))
    , m_hostsDock(new QDockWidget(tr("Hosts"), this))
    , m_serviceDock(new QDockWidget(tr("Service"), this))
    , m_gpuDock(new QDockWidget(tr("GPUs"), this))
    , m_layout(std::make_unique<WindowLayout>(this, settings, m_hostsDock, m_serviceDock, m_gpuDock))
    , m_tasks(new TaskLayouts(this, *m_layout, settings, m_tabs, this))
    , m_commands(new WindowCommands(this, m_tabs, fleet, [this](const QString &name) { openHost(name); }))
{
    setWindowTitle(tr("Inference Console"));
    if (QFile::exists(appIconPath()))
        setWindowIcon(QIcon(appIconPath()));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks
                   | QMainWindow::AllowTabbedDocks);

    m_fleetView->setObjectName(QStringLiteral("fleetView"));
    m_tabs->setObjectName(QStringLiteral("centralTabs"));
    m_tabs->setDocumentMode(true);
    m_fleetView->setProperty("tabId", QStringLiteral("fleet")); // `--tab fleet`
    m_tabs->addTab(m_fleetView, tr("&Fleet overview"));
    setCentralWidget(m_tabs);

    m_hostListProxy->setSourceModel(m_model);
    m_hostListProxy->sort(FleetModel::NameColumn);
    m_hostList->setObjectName(QStringLiteral("hostList"));
    m_hostList->setAccessibleName(tr("Hosts"));
    m_hostList->setModel(m_hostListProxy);
    m_hostList->setModelColumn(FleetModel::NameColumn);
    m_hostList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hostList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_hostList->setUniformItemSizes(true);

    m_hostsDock->setObjectName(QStringLiteral("hostsDock"));
    m_hostsDock->setWidget(m_hostList);
    m_serviceDock->setObjectName(QStringLiteral("serviceDock"));
    m_serviceDock->setWidget(scrollable(m_service));
    m_gpuDock->setObjectName(QStringLiteral("gpuDock"));
    m_gpuDock->setWidget(m_gpuReadings);
    addDockWidget(Qt::LeftDockWidgetArea, m_hostsDock);
    addDockWidget(Qt::RightDockWidgetArea, m_serviceDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_gpuDock);
    resizeDocks({ m_hostsDock, m_serviceDock }, { 150, 340 }, Qt::Horizontal);
    resizeDocks({ m_gpuDock }, { 300 }, Qt::Vertical);

    m_hostStatus = new HostStatusBar(this, m_model);
    // The console works without its history, and says why (read-only folder, full disk, newer build).
    if (const auto history = historyLocation::openDefault(); !history->isAvailable()) {
        auto *off = new QLabel(tr("History off: %1").arg(history->error()), this);
        off->setObjectName(QStringLiteral("historyOff"));
        off->setTextFormat(Qt::PlainText);
        off->setToolTip(history->error());
        statusBar()->addWidget(off);
    }

    createMenus();

    connect(m_fleetView, &FleetView::currentHostChanged, this, &MainWindow::setCurrent);
    connect(m_fleetView, &FleetView::hostActivated, this, &MainWindow::openHost);
    connect(m_hostList->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &i) { setCurrent(i.data(FleetModel::HostNameRole).toString()); });
    connect(m_hostList, &QAbstractItemView::activated, this,
            [this](const QModelIndex &i) { openHost(i.data(FleetModel::HostNameRole).toString()); });
    connect(m_service, &ServicePanel::actionStarted, this, &MainWindow::updateActions);
    connect(m_service, &ServicePanel::actionStarted, m_tasks, [this](UnitAction action) {
        if (action != UnitAction::Stop)
            m_tasks->startupBegan();
    });
    connect(m_tasks, &TaskLayouts::chatOffered, m_hostStatus, &HostStatusBar::offerChat);
    connect(m_tasks, &TaskLayouts::chatOfferWithdrawn, m_hostStatus, &HostStatusBar::withdrawChatOffer);
    connect(m_hostStatus, &HostStatusBar::chatRequested, m_tasks,
            [this] { m_tasks->apply(TaskLayouts::kChat); });
    if (fleet) {
        connect(fleet, &Fleet::hostAboutToBeRemoved, this, &MainWindow::onHostAboutToBeRemoved);
        connect(fleet, &Fleet::hostAdded, this, [this](HostSession *s) {
            if (!m_current)
                selectHost(s->name());
        });
        connect(fleet, &Fleet::saveFailed, this, [this](const QString &e) {
            statusBar()->showMessage(tr("Could not save the hosts: %1").arg(e), 10000);
        });
    }

    resize(m_layout->defaultSize());

    const QString remembered = m_settings.selectedHost();
    if (!selectHost(remembered) && m_model->rowCount() > 0)
        selectHost(m_fleetView->proxy()->index(0, 0).data(FleetModel::HostNameRole).toString());
    updateActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_addHost = file->addAction(tr("&Add host…"), this, &MainWindow::addHost);
    m_addHost->setShortcut(QKeySequence::New);
    m_import = file->addAction(tr("&Import from SSH config…"), this, &MainWindow::importFromSshConfig);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *host = menuBar()->addMenu(tr("&Host"));
    m_hostMenu = host;
    m_edit = host->addAction(tr("&Edit…"), this, &MainWindow::editCurrentHost);
    m_edit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_remove = host->addAction(tr("Re&move…"), this, &MainWindow::removeCurrentHost);
    m_remove->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    host->addSeparator();
    m_restart = host->addAction(tr("&Restart service…"), this,
                                [this] { m_service->requestAction(UnitAction::Restart); });
    m_restart->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_stop
        = host->addAction(tr("S&top service…"), this, [this] { m_service->requestAction(UnitAction::Stop); });
    m_stop->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_start = host->addAction(tr("&Start service…"), this,
                              [this] { m_service->requestAction(UnitAction::Start); });
    m_start->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    host->addSeparator();
    // One rollout window; closing it hides it and the rollout carries on.
    QAction *rollout = host->addAction(tr("Rolling restart of the f&leet…"), this,
                                       [this, dialog = QPointer<RolloutDialog>()]() mutable {
                                           if (!dialog)
                                               dialog = new RolloutDialog(m_fleet, nullptr, this);
                                           dialog->show();
                                           dialog->raise();
                                           dialog->activateWindow();
                                       });
    rollout->setObjectName(QStringLiteral("rolloutAction"));
    rollout->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    if (const QStringList unfinished = HistoryStore().unfinishedRollouts(); !unfinished.isEmpty())
        statusBar()->showMessage(
            tr("A rolling restart did not finish (%1): Host ▸ Rolling restart of the fleet… "
               "resumes or reports it.")
                .arg(unfinished.last().left(8)));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *fleetAction = m_viewMenu->addAction(tr("&Fleet overview"), this, [this] {
        m_tabs->setCurrentWidget(m_fleetView);
        m_fleetView->table()->setFocus();
    });
    fleetAction->setObjectName(QStringLiteral("fleetOverviewAction"));
    m_tasks->install(m_viewMenu); // Ctrl+1 (Watch) shows the fleet overview with the host's panels
    QAction *reset = m_viewMenu->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("resetLayoutAction"));
    m_viewMenu->addSeparator();
    for (QDockWidget *d : { m_hostsDock, m_serviceDock, m_gpuDock })
        m_viewMenu->addAction(d->toggleViewAction());

    QAction *palette = m_viewMenu->addAction(tr("&Go to…"), this, &MainWindow::showCommandPalette);
    palette->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_commands->setPaletteAction(palette);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    keys->setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_Slash), QKeySequence(Qt::Key_F1) });
    QAction *about = help->addAction(tr("&About Inference Console"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

QString MainWindow::currentHost() const
{
    return m_current ? m_current->name() : QString();
}

bool MainWindow::selectHost(const QString &name)
{
    if (name.isEmpty() || !m_fleet || !m_fleet->session(name))
        return false;
    setCurrent(name);
    return m_current && m_current->name() == name;
}

void MainWindow::openHost(const QString &name)
{
    if (!selectHost(name))
        return;
    for (QDockWidget *d : { m_serviceDock, m_gpuDock }) {
        d->show();
        d->raise();
    }
    for (QDockWidget *d : std::as_const(m_hostDocks)) {
        if (!d->isHidden())
            d->raise();
    }
}

void MainWindow::setCurrent(const QString &name)
{
    if (m_syncing)
        return;
    HostSession *session = m_fleet && !name.isEmpty() ? m_fleet->session(name) : nullptr;
    m_syncing = true;
    // Both views show the same host; the other one follows without echoing back.
    if (session) {
        m_fleetView->selectHost(name);
        const QModelIndex i = m_hostListProxy->mapFromSource(m_model->index(m_model->rowOf(name), 0));
        if (i.isValid() && m_hostList->currentIndex().row() != i.row())
            m_hostList->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect);
    }
    m_syncing = false;
    if (session == m_current)
        return;
    if (m_current)
        m_current->disconnect(this);
    m_current = session;
    if (session)
        m_settings.setSelectedHost(session->name());
    m_service->setSession(session);
    m_gpuReadings->setSession(session);
    setWindowTitle(session ? tr("%1 — Inference Console").arg(session->name()) : tr("Inference Console"));
    m_hostStatus->setSession(session);
    m_tasks->setSession(session);
    updateActions();
    Q_EMIT currentSessionChanged(session);
}

void MainWindow::onHostAboutToBeRemoved(HostSession *session)
{
    if (session != m_current)
        return;
    // The views move their current row themselves; make sure the docks let go now.
    m_current->disconnect(this);
    m_current = nullptr;
    m_service->setSession(nullptr);
    m_gpuReadings->setSession(nullptr);
    m_hostStatus->setSession(nullptr);
    m_tasks->setSession(nullptr);
    updateActions();
    Q_EMIT currentSessionChanged(nullptr);
}

QString MainWindow::linkStatusText() const
{
    return m_hostStatus->linkText();
}

QString MainWindow::apiUrlText() const
{
    return m_hostStatus->apiUrlText();
}

void MainWindow::updateActions()
{
    const bool has = m_current;
    m_edit->setEnabled(has);
    m_remove->setEnabled(has);
    const bool idle = has && !m_current->service()->actionRunning();
    m_restart->setEnabled(idle);
    m_stop->setEnabled(idle);
    m_start->setEnabled(idle);
}

void MainWindow::setGpuView(QWidget *view)
{
    QWidget *old = m_gpuDock->widget();
    if (auto *area = qobject_cast<QScrollArea *>(old); area && area->widget() == m_gpuReadings)
        old = area->takeWidget();
    m_gpuDock->setWidget(scrollable(view));
    if (old == m_gpuReadings) {
        // Keep the raw readings around as a tab: handy when a chart is too coarse.
        m_gpuReadings->setParent(nullptr);
        m_gpuReadings->setProperty("tabId", QStringLiteral("gpu-readings"));
        m_tabs->addTab(m_gpuReadings, tr("GPU readings"));
    } else if (old) {
        old->deleteLater();
    }
}

void MainWindow::addHostDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    Q_ASSERT(!dock->objectName().isEmpty());
    dock->setParent(this);
    if (QWidget *content = dock->widget())
        dock->setWidget(scrollable(content));
    addDockWidget(area, dock);
    restoreDockWidget(dock);
    m_hostDocks << dock;
    m_viewMenu->addAction(dock->toggleViewAction());
}

void MainWindow::addHostDocks(const HostDocks &docks)
{
    for (QDockWidget *d : docks.serviceColumn)
        addHostDock(d, Qt::RightDockWidgetArea);
    if (docks.besideGpus)
        addHostDock(docks.besideGpus, Qt::BottomDockWidgetArea);
    m_layout->setHostDocks(docks);
}

void MainWindow::setSshConfigCandidatesProvider(std::function<QList<HostDefinition>()> provider)
{
    m_sshCandidates = std::move(provider);
}

QStringList MainWindow::hostNames() const
{
    QStringList names;
    if (m_fleet) {
        for (const HostSession *s : m_fleet->sessions())
            names << s->name();
    }
    return names;
}

void MainWindow::addHost()
{
    if (!m_fleet)
        return;
    auto *dialog = new HostDialog(m_fleet->connectionTest(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTakenNames(hostNames());
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const HostDefinition d = dialog->definition();
        const QString error = m_fleet->addHost(d);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Add host"), error);
        else
            selectHost(d.name);
    });
    dialog->open();
}

void MainWindow::editCurrentHost()
{
    if (!m_current || !m_fleet)
        return;
    auto *dialog = new HostDialog(m_fleet->connectionTest(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTakenNames(hostNames());
    dialog->setDefinition(m_current->definition(), true);
    const QString oldName = m_current->name();
    connect(dialog, &QDialog::accepted, this, [this, dialog, oldName] {
        const HostDefinition d = dialog->definition();
        if (m_fleet->session(oldName) && m_fleet->session(oldName)->definition() == d)
            return;
        const QString error = m_fleet->updateHost(oldName, d);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Edit host"), error);
        else
            selectHost(d.name);
    });
    dialog->open();
}

void MainWindow::removeCurrentHost()
{
    if (!m_current || !m_fleet)
        return;
    const QString name = m_current->name();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Remove host"),
                                tr("Remove %1 from the console? The host itself and its service are not "
                                   "touched; only the console stops watching it.")
                                    .arg(name),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("confirmRemove"));
    QPushButton *remove = box->addButton(tr("&Remove"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    DialogFit::install(box);
    connect(box, &QMessageBox::buttonClicked, this, [this, remove, name](QAbstractButton *b) {
        if (b == remove)
            m_fleet->removeHost(name);
    });
    box->open();
}

void MainWindow::importFromSshConfig()
{
    if (!m_fleet)
        return;
    const QList<HostDefinition> candidates = m_sshCandidates ? m_sshCandidates() : QList<HostDefinition>();
    auto *dialog = new ImportHostsDialog(candidates, hostNames(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        QStringList errors;
        const QList<HostDefinition> picked = dialog->selectedHosts();
        for (const HostDefinition &d : picked) {
            const QString e = m_fleet->addHost(d);
            if (!e.isEmpty())
                errors << tr("%1: %2").arg(d.name, e);
        }
        if (!errors.isEmpty())
            QMessageBox::warning(this, tr("Import hosts"), errors.join(u'\n'));
        else
            statusBar()->showMessage(tr("Hosts imported: %1.").arg(picked.size()), 5000);
    });
    dialog->open();
}

void MainWindow::showAbout()
{
    auto *box = new QMessageBox(this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About Inference Console"));
    if (QFile::exists(appIconPath()))
        box->setIconPixmap(QIcon(appIconPath()).pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    box->setText(tr("<h3>Inference Console %1</h3><p>Watch and manage LLM inference servers (vLLM, SGLang, "
                    "llama.cpp) running as systemd services on GPU hosts, over SSH.</p>")
                     .arg(QStringLiteral(IC_VERSION)));
    box->setStandardButtons(QMessageBox::Close);
    DialogFit::install(box);
    box->open();
}

QWidget *MainWindow::scrollable(QWidget *content)
{
    // A panel that needs more room than its dock has scrolls, instead of forcing the window to a
    // minimum size larger than a laptop screen.
    auto *area = new QScrollArea;
    area->setObjectName(content->objectName() + QStringLiteral("Scroll"));
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

void MainWindow::restoreLayout()
{
    m_tasks->restore();
}

void MainWindow::applyDefaultLayout()
{
    m_layout->applyDefault();
}

void MainWindow::resetLayout()
{
    m_tasks->reset();
}

void MainWindow::showCommandPalette()
{
    m_commands->showPalette();
}

void MainWindow::showShortcuts()
{
    m_commands->showShortcuts();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_tasks->save();
    if (m_current)
        m_settings.setSelectedHost(m_current->name());
    m_settings.sync();
    QMainWindow::closeEvent(event);
}

} // namespace ic
