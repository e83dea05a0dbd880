// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GUI-thread cost of watching a fleet: N hosts × G GPUs sampled at 1 Hz, shown in the main
// window (fleet table with GPU bars, host list, service panel, GPU readings).
// The hosts are in-process transports (tests/support/FleetBench.h) that answer `systemctl show`
// and feed nvidia-smi lines, as the SSH fan-out would deliver them, so the figure is the
// console's own work, not the tools' or sshd's.
//   bench_fleetwindow [hosts=256] [gpus=8] [seconds=20] [shown|hidden]
// Prints: gui_thread_busy_percent, process_cpu_percent_of_one_core, per-tick figures, VmRSS/VmHWM.
// Targets (issue 17, 256 hosts x 8 GPUs at 1 Hz): GUI thread <= 10 %, process <= 25 % of a core,
// RSS <= 400 MB. Printed, never asserted.

#include "FleetBench.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/FleetModel.h"
#include "monitor/GpuMonitor.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <ctime>

using namespace ic;
using ic::bench::cpuSeconds;
using ic::bench::FeedTransport;
using ic::bench::printGpuHistory;
using ic::bench::printLoadAverage;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    printLoadAverage("start");
    const int hosts = argc > 1 ? atoi(argv[1]) : 256;
    const int gpus = argc > 2 ? atoi(argv[2]) : 8;
    const int seconds = argc > 3 ? atoi(argv[3]) : 20;

    QList<FeedTransport *> transports;
    Fleet fleet;
    fleet.setTransportFactory([&transports, gpus](const HostDefinition &) -> std::unique_ptr<Transport> {
        auto t = std::make_unique<FeedTransport>(gpus);
        transports << t.get();
        return t;
    });
    if (const QString error = ic::bench::addBenchHosts(fleet, hosts); !error.isEmpty()) {
        printf("error: %s\n", qPrintable(error));
        return 2;
    }
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("bench.ini")));
    MainWindow window(&fleet, settings);
    window.resize(1600, 1000);
    const bool shown = !(argc > 4 && QByteArray(argv[4]) == "hidden");
    if (shown)
        window.show(); // "hidden": the core and the models without painting, for comparison

    // Spread the hosts over the second, as independent nvidia-smi streams would be.
    int t = 0;
    QList<QTimer *> feeders;
    for (int i = 0; i < transports.size(); ++i) {
        auto *timer = new QTimer(&app);
        timer->setInterval(1000);
        FeedTransport *tr = transports.at(i);
        QObject::connect(timer, &QTimer::timeout, tr, [tr, &t] { tr->tick(t); });
        QTimer::singleShot(1000 * i / qMax(1, hosts), timer, [timer] { timer->start(); });
        feeders << timer;
    }
    QTimer second;
    QObject::connect(&second, &QTimer::timeout, &app, [&t] { ++t; });
    second.start(1000);

    // Warm up for two seconds (first layout, first polls), then measure.
    double gui0 = 0, proc0 = 0;
    QElapsedTimer wall;
    QTimer::singleShot(2000, &app, [&] {
        gui0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
        proc0 = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID);
        wall.start();
        QTimer::singleShot(seconds * 1000, &app, &QApplication::quit);
    });
    app.exec();
    const double w = double(wall.nsecsElapsed()) / 1e9;
    const double gui = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - gui0;
    const double proc = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - proc0;
    printf("hosts=%d gpus=%d seconds=%.1f platform=%s\n", hosts, gpus, w,
           qPrintable(QGuiApplication::platformName()));
    printf("gui_thread_busy_percent=%.2f\n", 100.0 * gui / w);
    printf("process_cpu_percent_of_one_core=%.2f\n", 100.0 * proc / w);
    printf("gui_thread_ms_per_host_sample=%.3f\n", 1000.0 * gui / (w * hosts));
    printGpuHistory(fleet);
    printLoadAverage("end");
    ic::bench::printMemory();
    return 0;
}
