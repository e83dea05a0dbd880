// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupWatchDock.h"

#include "DesktopNotifier.h"
#include "MainWindow.h"
#include "StartupNotifier.h"
#include "StartupView.h"
#include "formats/DataText.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "models/FleetModel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StartupWatchDock)
};
} // namespace

DesktopNotifier *installDesktopNotifier(MainWindow &window, Settings &settings)
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
    // Settings for each kind of notification: in the View menu.
    QMenu *viewMenu = window.viewMenu();
    viewMenu->addSeparator();
    viewMenu->addMenu(desktop->createMenu(viewMenu));
    return desktop;
}

StartupView *installStartupWatch(MainWindow &window, Settings &settings, DesktopNotifier *desktop)
{
    QDockWidget *dock = createStartupDock(window, settings, desktop);
    auto *view = qobject_cast<StartupView *>(dock->widget()); // before the window wraps it to scroll
    window.addHostDock(dock, Qt::RightDockWidgetArea);
    return view;
}

QDockWidget *createStartupDock(MainWindow &window, Settings &settings, DesktopNotifier *desktop)
{
    if (!desktop)
        desktop = installDesktopNotifier(window, settings);
    auto *notifier = new StartupNotifier(settings, &window, desktop);
    notifier->setObjectName(QStringLiteral("startupNotifier"));
    QObject::connect(notifier, &StartupNotifier::statusMessage, &window,
                     [&window](const QString &text) { window.statusBar()->showMessage(text, 15000); });
    QObject::connect(notifier, &StartupNotifier::statusWithdrawn, &window, [&window](const QString &text) {
        if (window.statusBar()->currentMessage() == text)
            window.statusBar()->clearMessage();
    });
    auto adopt = [notifier](HostSession *session) {
        notifier->watch(session->startupWatch());
        notifier->watchLiveness(session->name(), session->liveness());
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

    auto follow = [view](HostSession *session) {
        StartupWatch *watch = session ? session->startupWatch() : nullptr;
        view->setTracker(watch ? watch->tracker() : nullptr, session ? session->name() : QString());
    };
    QObject::connect(&window, &MainWindow::currentSessionChanged, view, follow);
    follow(window.currentSession());
    return dock;
}

} // namespace ic
