// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The start-up watch in the window over the simulated host: how long after the startup-complete
// line the view says "ready" (journal delivery + the fast /health poll + drawing), per restart.
// --screenshot FILE [--at PERCENT] [--shot-run N] saves the window mid-start-up.
#include "GpuChartWidget.h"
#include "MainWindow.h"
#include "SimulatedHost.h"
#include "StartupView.h"
#include "StartupWatchDock.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/JournalMonitor.h"
#include "monitor/ServiceMonitor.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QDockWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace ic;
using namespace ic::testsupport;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({ QStringLiteral("time-scale"), QStringLiteral("simulated seconds per second"),
                  QStringLiteral("x"), QStringLiteral("20") });
    p.addOption({ QStringLiteral("runs"), QStringLiteral("start-ups to watch"), QStringLiteral("n"),
                  QStringLiteral("3") });
    p.addOption(
        { QStringLiteral("screenshot"), QStringLiteral("save the window here"), QStringLiteral("file") });
    p.addOption({ QStringLiteral("at"), QStringLiteral("percent at which to save it"), QStringLiteral("p"),
                  QStringLiteral("55") });
    p.addOption({ QStringLiteral("scenario"),
                  QStringLiteral("simulated scenario (healthy, crash-flashinfer-mismatch, ...)"),
                  QStringLiteral("name"), QStringLiteral("healthy") });
    p.addOption({ QStringLiteral("shot-run"),
                  QStringLiteral("start-up in which to save it (2: after a restart)"), QStringLiteral("n"),
                  QStringLiteral("2") });
    p.process(app);
    const double scale = p.value(QStringLiteral("time-scale")).toDouble();
    const int runs = p.value(QStringLiteral("runs")).toInt();
    const QString shot = p.value(QStringLiteral("screenshot"));
    const double shotAt = p.value(QStringLiteral("at")).toDouble();
    const int shotRun = p.value(QStringLiteral("shot-run")).toInt();

    SimulatedHost demo;
    SimulatedHost::Options o;
    o.timeScale = scale;
    o.scenario = p.value(QStringLiteral("scenario"));
    if (const QString e = demo.start(o); !e.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(e));
        return 1;
    }
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("console.ini")));
    Fleet fleet;
    fleet.setSessionOptions({ scale, dir.path() });
    fleet.addHost(demo.definition());
    HostSession *session = fleet.session(demo.definition().name);
    MainWindow window(&fleet, settings);
    auto *chart = new GpuChartWidget(session->gpus(), nullptr, settings);
    window.setGpuView(chart);
    QObject::connect(&window, &MainWindow::currentSessionChanged, chart, [chart](HostSession *s) {
        chart->setMonitor(s ? s->gpus() : nullptr);
        chart->setTimeline(s ? s->startupWatch()->timeline() : nullptr);
        if (s)
            chart->setClock(s->startupWatch()->clockOrigin(), s->startupWatch()->timeScale());
    });
    StartupView *view = installStartupWatch(window, settings);
    window.resize(1600, 1000);
    window.show();
    auto *serviceDock = window.findChild<QDockWidget *>(QStringLiteral("serviceDock"));
    auto *startupDock = window.findChild<QDockWidget *>(QStringLiteral("startupDock"));
    window.resizeDocks({ serviceDock }, { 470 }, Qt::Horizontal);
    window.resizeDocks({ serviceDock, startupDock }, { 280, 420 }, Qt::Vertical);
    startupDock->raise();
    StartupWatch *watch = session->startupWatch();

    qint64 lineAt = 0; // journal time of the startup-complete line of the current run
    qint64 errorAt = 0; // journal time of the run's first error line
    const qint64 benchStart = QDateTime::currentMSecsSinceEpoch() - 2000;
    QObject::connect(session->journal(), &JournalMonitor::entriesArrived, &app,
                     [&, benchStart](const QList<JournalEntry> &es) {
                         for (const JournalEntry &e : es) {
                             if (e.message.contains(QLatin1String("Application startup complete.")))
                                 lineAt = e.realtimeUsec / 1000;
                             const bool error = (e.priority >= 0 && e.priority <= 3)
                                 || e.message.contains(QLatin1String(" ERROR "));
                             if (error && errorAt == 0 && e.realtimeUsec / 1000 >= benchStart)
                                 errorAt = e.realtimeUsec / 1000;
                         }
                     });
    int done = 0;
    bool saved = shot.isEmpty();
    std::printf("run,ms_after_line,startup_s_simulated\n");
    QObject::connect(watch->tracker(), &StartupTracker::changed, &app, [&] {
        const StartupSnapshot s = watch->tracker()->snapshot();
        if (!saved && done + 1 == shotRun && s.outcome == StartupOutcome::Starting && s.percent >= shotAt) {
            saved = true;
            QTimer::singleShot(300, &window, [&] {
                window.grab().save(shot);
                std::fprintf(stderr, "saved %s\n", qPrintable(shot));
            });
        }
    });
    QObject::connect(watch, &StartupWatch::startupReady, &app, [&](double seconds) {
        // Measured once the view has drawn the outcome (its refresh runs on the same signal chain).
        QTimer::singleShot(0, &app, [&, seconds] {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            if (!view->summaryText().contains(QLatin1String("ready")))
                std::fprintf(stderr, "the view does not say ready: %s\n", qPrintable(view->summaryText()));
            std::printf("%d,%lld,%.0f\n", done + 1, static_cast<long long>(lineAt ? now - lineAt : -1),
                        seconds);
            std::fflush(stdout);
            lineAt = 0;
            if (++done >= runs) {
                QTimer::singleShot(500, &app, &QApplication::quit);
                return;
            }
            QTimer::singleShot(1500, session->service(),
                               [session] { session->service()->runAction(UnitAction::Restart); });
        });
    });
    QObject::connect(watch, &StartupWatch::startupFailed, &app, [&](double seconds) {
        QTimer::singleShot(0, &app, [&, seconds] {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            if (!view->summaryText().contains(QLatin1String("crashed")))
                std::fprintf(stderr, "the view does not say crashed: %s\n", qPrintable(view->summaryText()));
            std::printf("crash,%lld,%.0f\n", static_cast<long long>(errorAt ? now - errorAt : -1), seconds);
            std::fflush(stdout);
            QTimer::singleShot(500, &app, &QApplication::quit);
        });
    });
    QTimer::singleShot(10 * 60 * 1000, &app, [] { QApplication::exit(2); });
    return app.exec();
}
