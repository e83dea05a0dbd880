// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The one place that assembles a host's panels around the main window.
#include "HostPanels.h"

#include <array>
#include <memory>

#include "AutopsyDialog.h"
#include "ChatPane.h"
#include "DesktopNotifier.h"
#include "DiagnosisCard.h"
#include "EnvironmentView.h"
#include "GpuBarsWidget.h"
#include "GpuChartWidget.h"
#include "GpuNowRow.h"
#include "GpuProcessesView.h"
#include "LadderView.h"
#include "LogView.h"
#include "MainWindow.h"
#include "RestartHistoryView.h"
#include "ServingMetricsView.h"
#include "SshDialogConnector.h"
#include "StartupWatchDock.h"
#include "chat/ValidationLadder.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "models/FleetModel.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/JournalMonitor.h"
#include "monitor/LogModel.h"
#include "transport/SshTransport.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

/// The GPUs dock: the chart over time, the current values beside it, the processes below.
QWidget *createGpuView(MainWindow &window, Settings &settings)
{
    auto *chart = new GpuChartWidget(nullptr, nullptr, settings);
    auto *bars = new GpuBarsWidget(nullptr);
    auto *processes = new GpuProcessesView(nullptr);
    // The chart takes the dock's whole width; current values and processes share the row below
    // (side by side when there is room, as two tabs when not).
    auto *below = new GpuNowRow(bars, processes);
    auto *all = new QSplitter(Qt::Vertical);
    all->setObjectName(QStringLiteral("GpuSplitter"));
    all->addWidget(chart);
    all->addWidget(below);
    all->setStretchFactor(0, 3);
    all->setStretchFactor(1, 2);
    all->setChildrenCollapsible(false); // a panel dragged to nothing would be cut, not hidden
    auto bind = [chart, bars, processes](HostSession *s) {
        chart->setMonitor(s ? s->gpus() : nullptr);
        // Restarts and phases on the chart, and the host's clock, as the journal and the
        // start-up view show them.
        StartupWatch *watch = s ? s->startupWatch() : nullptr;
        chart->setTimeline(watch ? watch->timeline() : nullptr);
        chart->setClock(watch ? watch->clockOrigin() : 0, watch ? watch->timeScale() : 1);
        bars->setMonitor(s ? s->gpus() : nullptr);
        processes->setSession(s); // its model follows the GPU monitor and the service's MainPID
    };
    QObject::connect(&window, &MainWindow::currentSessionChanged, all, bind);
    bind(window.currentSession());
    return all;
}

} // namespace

HostDocks HostPanels::assemble(MainWindow &window, Fleet &fleet, Settings &settings)
{
    // SSH hosts ask for host keys and secrets through dialogs on this window.
    auto connectDialogs = [&window](HostSession *s) {
        if (auto *ssh = qobject_cast<SshTransport *>(s->transport()))
            new SshDialogConnector(ssh, &window);
    };
    QObject::connect(&fleet, &Fleet::hostAdded, &window, connectDialogs);
    window.setGpuView(createGpuView(window, settings));
    DesktopNotifier *desktop = installDesktopNotifier(window, settings);
    QDockWidget *startupDock = createStartupDock(window, settings, desktop);

    auto *servingDock = new QDockWidget(Tr::tr("Serving"));
    servingDock->setObjectName(QStringLiteral("ServingDock"));
    auto *serving = new ServingMetricsView;
    servingDock->setWidget(serving);
    QObject::connect(&window, &MainWindow::currentSessionChanged, serving, &ServingMetricsView::setSession);
    serving->setSession(window.currentSession());

    auto *journalDock = new QDockWidget(Tr::tr("Journal"));
    journalDock->setObjectName(QStringLiteral("JournalDock"));
    auto *journal = new LogView;
    journal->setSettings(&settings);
    journalDock->setWidget(journal);
    // The journal monitor's errors (no journalctl, no permission) are shown above its lines.
    auto links = std::make_shared<std::array<QMetaObject::Connection, 2>>();
    auto bindJournal = [journal, links](HostSession *s) {
        for (const QMetaObject::Connection &c : *links)
            QObject::disconnect(c);
        journal->setModel(s ? s->log() : nullptr);
        journal->setSourceError({});
        if (!s)
            return;
        (*links)[0] = QObject::connect(s->journal(), &JournalMonitor::errorOccurred, journal,
                                       &LogView::setSourceError);
        (*links)[1] = QObject::connect(s->journal(), &JournalMonitor::following, journal,
                                       [journal] { journal->setSourceError({}); });
    };
    QObject::connect(&window, &MainWindow::currentSessionChanged, journal, bindJournal);
    bindJournal(window.currentSession());

    auto *diagnosisDock = new QDockWidget(Tr::tr("Diagnosis"));
    diagnosisDock->setObjectName(QStringLiteral("DiagnosisDock"));
    auto *card = new DiagnosisCard;
    diagnosisDock->setWidget(card);
    auto *environmentDock = new QDockWidget(Tr::tr("Environment"));
    environmentDock->setObjectName(QStringLiteral("EnvironmentDock"));
    auto *environment = new EnvironmentView;
    environmentDock->setWidget(environment);
    QObject::connect(card, &DiagnosisCard::showLineRequested, journal, [journal, journalDock](qint64 seq) {
        journalDock->raise();
        journal->revealSequence(seq);
    });
    auto bindDiagnostics = [card, environment, diagnosisDock](HostSession *s) {
        HostDiagnostics *d = s ? s->diagnostics() : nullptr;
        card->setDiagnostics(d);
        environment->setDiagnostics(d);
        if (d)
            QObject::connect(d, &HostDiagnostics::diagnosisReady, diagnosisDock, &QDockWidget::raise,
                             Qt::UniqueConnection);
    };
    QObject::connect(&window, &MainWindow::currentSessionChanged, card, bindDiagnostics);
    bindDiagnostics(window.currentSession());

    // The chat probe and the validation ladder are large: tabs beside the fleet overview.
    // In scroll areas, so that their minimum size does not squeeze the docks.
    auto scrolled = [](QWidget *w, const char *tabId) {
        auto *area = new QScrollArea;
        area->setProperty("tabId", QString::fromLatin1(tabId)); // `--tab chat`
        area->setWidget(w);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    auto *chat = new ChatPane;
    chat->setMinimumSize(0, 0);
    window.centralTabs()->addTab(scrolled(chat, "chat"), Tr::tr("Chat"));
    auto *ladder = new LadderView;
    ladder->setConfig(LadderConfig(settings)); // the ladder `check` runs too
    window.centralTabs()->addTab(scrolled(ladder, "validation"), Tr::tr("Validation"));
    // Every restart of the host with its phases, memory, verdict and versions against the median.
    auto *restarts = new RestartHistoryView;
    restarts->setProperty("tabId", QStringLiteral("restarts"));
    window.centralTabs()->addTab(restarts, Tr::tr("Restarts"));
    auto bindProbe = [chat, ladder, restarts](HostSession *s) {
        chat->setSession(s);
        ladder->setSession(s);
        restarts->setSession(s);
    };
    QObject::connect(&window, &MainWindow::currentSessionChanged, chat, bindProbe);
    bindProbe(window.currentSession());
    // The load probe of the current host: from the Host menu as well as from the ladder view.
    window.hostMenu()->addSeparator();
    QAction *loadProbe = ladder->loadProbeAction();
    loadProbe->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    window.hostMenu()->addAction(loadProbe);
    // The stall autopsy of the current host: where a stalled start-up or a stuck engine waits.
    auto *autopsy = new AutopsyDialog(&window);
    QAction *autopsyAction = window.hostMenu()->addAction(Tr::tr("Stall &autopsy…"));
    autopsyAction->setObjectName(QStringLiteral("autopsyAction"));
    autopsyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    autopsyAction->setToolTip(
        Tr::tr("Gather the process tree, py-spy dumps, NCCL/CUDA environment, GPU "
               "topology and kernel Xid lines of the current host, and classify the stall"));
    QObject::connect(autopsyAction, &QAction::triggered, autopsy, [&window, autopsy] {
        autopsy->setSession(window.currentSession());
        autopsy->show();
        autopsy->raise();
        if (!autopsy->isRunning() && window.currentSession())
            autopsy->run();
    });
    auto enableAutopsy = [autopsyAction](HostSession *s) { autopsyAction->setEnabled(s); };
    QObject::connect(&window, &MainWindow::currentSessionChanged, autopsyAction, enableAutopsy);
    enableAutopsy(window.currentSession());
    // A passing ladder marks the host known good (its session does that, for `check` too); the
    // fleet table shows each host's verdict (FleetModel); the desktop says it.
    QObject::connect(ladder, &LadderView::lastVerdictChanged, desktop, &DesktopNotifier::notifyVerdict);
    // "Run automatically when a watched restart becomes ready" for the selected host.
    QObject::connect(&fleet, &Fleet::hostAdded, &window, [&window, ladder](HostSession *s) {
        QObject::connect(s->startupWatch(), &StartupWatch::startupReady, ladder, [&window, ladder, s] {
            if (window.currentSession() == s)
                ladder->restartBecameReady();
        });
    });
    return { { startupDock, servingDock, diagnosisDock, environmentDock }, journalDock };
}

} // namespace ic
