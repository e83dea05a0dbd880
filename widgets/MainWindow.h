// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "host/HostSession.h"

#include <QKeySequence>
#include <QList>
#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QListView;
class QTabWidget;

namespace ic {

class Fleet;
class FleetFilterModel;
class FleetModel;
class FleetView;
class GpuReadingsView;
class HostStatusBar;
class ServicePanel;
class Settings;
class TaskLayouts;
class WindowCommands;
class WindowLayout;

/// The docks that show the selected host (HostPanels::assemble makes them), by where the default
/// layout puts them.
struct HostDocks {
    /// Under the Service dock on a tall screen, tabbed with it on a short one, in this order (the
    /// first raised); the last of them join the journal's tabs when their titles do not fit.
    QList<QDockWidget *> serviceColumn;
    QDockWidget *besideGpus = nullptr; ///< the journal: beside the GPU chart along the bottom
};

/// The console's window: the fleet overview in the centre, and docks (Hosts, Service, GPUs,
/// plus any added with addHostDock) that show the selected host. Layout and selection persist
/// through Settings: WindowLayout places the docks, TaskLayouts switches among the Watch, Chat,
/// Fleet and saved layouts, WindowCommands answers Ctrl+K and F1, and HostStatusBar shows the
/// selected host's link in the status bar.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(Fleet *fleet, Settings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    Fleet *fleet() const { return m_fleet; }
    FleetModel *fleetModel() const { return m_model; }
    FleetView *fleetView() const { return m_fleetView; }
    ServicePanel *servicePanel() const { return m_service; }
    QListView *hostList() const { return m_hostList; }
    QTabWidget *centralTabs() const { return m_tabs; }
    /// The Host menu, for panels that add their own actions on the current host (the load probe).
    QMenu *hostMenu() const { return m_hostMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }

    HostSession *currentSession() const { return m_current; }
    QString currentHost() const;
    /// Makes `name` the selected host (host list, fleet table and docks follow).
    bool selectHost(const QString &name);
    /// Selects the host and raises the docks that show it (double-click in the fleet view).
    void openHost(const QString &name);

    /// Replaces the GPUs dock's content (the raw readings table) with `view`, e.g. the chart.
    /// The window takes ownership; bind it to currentSessionChanged().
    void setGpuView(QWidget *view);
    QDockWidget *gpuDock() const { return m_gpuDock; }
    /// Adds a dock that shows the selected host (journal, start-up, chat…): listed in the View
    /// menu, raised by openHost(), its place restored from the saved layout. Give it an
    /// objectName so its place can be saved. The window takes ownership.
    void addHostDock(QDockWidget *dock, Qt::DockWidgetArea area = Qt::RightDockWidgetArea);
    /// Adds each of `docks` (addHostDock) and gives them to the layout, which places them by
    /// their role in `docks`.
    void addHostDocks(const HostDocks &docks);

    /// The saved layout when it was saved on this screen by this layout version and fits on it;
    /// the default layout otherwise. Call once every dock has been added.
    void restoreLayout();
    /// Window size and dock placement of a first start, sized to the screen.
    void applyDefaultLayout();
    /// Where "Import from SSH config…" gets its candidates (the ~/.ssh/config parser).
    void setSshConfigCandidatesProvider(std::function<QList<HostDefinition>()> provider);

    /// Status bar texts, for tests and accessibility.
    QString linkStatusText() const;
    QString apiUrlText() const;
    /// Watch, Chat, Fleet and the operator's saved layouts (View ▸ Layout, Ctrl+1…).
    TaskLayouts *layouts() const { return m_tasks; }
    HostStatusBar *hostStatusBar() const { return m_hostStatus; }

    QAction *addHostAction() const { return m_addHost; }
    QAction *restartAction() const { return m_restart; }
    QAction *stopAction() const { return m_stop; }
    QAction *startAction() const { return m_start; }

public Q_SLOTS:
    /// Forgets the saved layout and puts every panel back where a first start has it.
    void resetLayout();
    /// Ctrl+K: go to a host, panel or action by typing.
    void showCommandPalette();
    /// Every shortcut of the window, listed.
    void showShortcuts();
    void addHost();
    void importFromSshConfig();
    void editCurrentHost();
    void removeCurrentHost();
    void showAbout();

Q_SIGNALS:
    /// The host whose details the docks show; nullptr when none.
    void currentSessionChanged(ic::HostSession *session);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void setCurrent(const QString &name);
    void updateActions();
    void onHostAboutToBeRemoved(HostSession *session);
    static QWidget *scrollable(QWidget *content);
    QStringList hostNames() const;

    Fleet *m_fleet;
    Settings &m_settings;
    FleetModel *m_model;
    FleetFilterModel *m_hostListProxy;
    QPointer<HostSession> m_current;
    bool m_syncing = false;
    std::function<QList<HostDefinition>()> m_sshCandidates;

    QTabWidget *m_tabs;
    FleetView *m_fleetView;
    QListView *m_hostList;
    ServicePanel *m_service;
    GpuReadingsView *m_gpuReadings;
    QDockWidget *m_hostsDock;
    QDockWidget *m_serviceDock;
    QDockWidget *m_gpuDock;
    QList<QDockWidget *> m_hostDocks;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_hostMenu = nullptr;
    HostStatusBar *m_hostStatus = nullptr;
    std::unique_ptr<WindowLayout> m_layout;
    TaskLayouts *m_tasks;
    WindowCommands *m_commands;

    QAction *m_addHost = nullptr;
    QAction *m_import = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_restart = nullptr;
    QAction *m_stop = nullptr;
    QAction *m_start = nullptr;
};

} // namespace ic
