#include "StartupWatchDock.h"

#include "DesktopNotifier.h"
#include "FleetModel.h"
#include "GpuChartWidget.h"
#include "MainWindow.h"
#include "StartupNotifier.h"
#include "StartupView.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StartupWatchDock)
};
} // namespace

StartupView *installStartupWatch(MainWindow &window, Settings &settings, const StartupWatchOptions &options)
{
    auto *desktop = new DesktopNotifier(settings, &window);
    desktop->setObjectName(QStringLiteral("desktopNotifier"));
    // Clicking a notification brings the window up with its host selected.
    QObject::connect(desktop, &DesktopNotifier::activated, &window, [&window](const QString &host) {
        window.selectHost(host);
        if (window.isMinimized())
            window.showNormal();
        window.show();
        window.raise();
        window.activateWindow();
    });
    // Settings for each kind of notification: in the View menu (the one with "Reset layout").
    QMenu *viewMenu = nullptr;
    for (QAction *a : window.menuBar()->actions()) {
        if (a->menu() && a->menu()->findChild<QAction *>(QStringLiteral("resetLayoutAction")))
            viewMenu = a->menu();
    }
    if (viewMenu) {
        viewMenu->addSeparator();
        viewMenu->addMenu(desktop->createMenu(viewMenu));
    } else {
        window.menuBar()->addMenu(desktop->createMenu(&window));
    }
    auto *notifier = new StartupNotifier(settings, &window, desktop);
    notifier->setObjectName(QStringLiteral("startupNotifier"));
    QObject::connect(notifier, &StartupNotifier::statusMessage, &window,
                     [&window](const QString &text) { window.statusBar()->showMessage(text, 15000); });
    FleetModel *model = window.fleetModel();
    auto adopt = [notifier, options, model](HostSession *session) {
        const bool fresh = StartupWatch::of(session) == nullptr;
        StartupWatch *watch = StartupWatch::attach(session);
        if (!fresh)
            return;
        watch->setTimeScale(options.timeScale);
        watch->setHistoryDirectory(options.historyDirectory);
        notifier->watch(watch);
        // The fleet table's Start-up column: the phase and percent while starting, then the outcome.
        StartupTracker *tracker = watch->tracker();
        const QString host = session->name();
        QObject::connect(tracker, &StartupTracker::changed, model, [model, tracker, host] {
            const StartupSnapshot s = tracker->snapshot();
            switch (s.outcome) {
            case StartupOutcome::Starting: {
                QString phase = s.currentPhase;
                for (const StartupPhaseStatus &p : s.phases) {
                    if (p.id == s.currentPhase && !p.title.isEmpty())
                        phase = p.title;
                }
                if (s.possiblyStuck)
                    phase = Tr::tr("%1 (stuck?)").arg(phase);
                model->setStartupProgress(host, phase, phase.isEmpty() ? -1 : s.percent);
                break;
            }
            case StartupOutcome::Ready:
                model->setStartupProgress(host, Tr::tr("ready"), -1);
                break;
            case StartupOutcome::Crashed:
                model->setStartupProgress(host, Tr::tr("crashed"), -1);
                break;
            case StartupOutcome::Stopped:
                model->setStartupProgress(host, QString(), -1);
                break;
            }
        });
    };
    Fleet *fleet = window.fleet();
    if (fleet) {
        for (HostSession *s : fleet->sessions())
            adopt(s);
        QObject::connect(fleet, &Fleet::hostAdded, notifier, adopt);
    }

    auto *dock = new QDockWidget(Tr::tr("Start-up"), &window);
    dock->setObjectName(QStringLiteral("startupDock"));
    auto *view = new StartupView(dock);
    dock->setWidget(view);
    window.addHostDock(dock, Qt::RightDockWidgetArea);

    auto follow = [&window, view, adopt](HostSession *session) {
        if (session)
            adopt(session); // the window may select a new host before the fleet's other listeners ran
        StartupWatch *watch = session ? StartupWatch::of(session) : nullptr;
        view->setTracker(watch ? watch->tracker() : nullptr, session ? session->name() : QString());
        for (GpuChartWidget *chart : window.findChildren<GpuChartWidget *>()) {
            chart->setTimeline(watch ? watch->timeline() : nullptr);
            // The chart shows the host's clock, as the journal and the start-up view do.
            chart->setClock(watch ? watch->clockOrigin() : 0, watch ? watch->timeScale() : 1);
        }
    };
    QObject::connect(&window, &MainWindow::currentSessionChanged, view, follow);
    follow(window.currentSession());
    return view;
}

} // namespace ic
