// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GUI-thread and process cost of a fleet whose GPUs are read through Prometheus: N simulated
// hosts × G GPUs (DemoFleet, as --demo-fleet starts them), each with its DCGM-exporter stand-in
// (one simhost process serves them all), scraped every second by a REAL prometheus; the console
// asks one query_range per second for every host's GPUs and shows them in the main window (fleet
// cards, GPU bars, chart, readings). The hosts' SSH side is an in-process transport
// (tests/support/FleetBench.h) that answers `systemctl show` and streams nothing, so the figures
// are the Prometheus path's own.
//   bench_prometheusfleet [hosts=256] [gpus=8] [seconds=20] [shown|hidden]
// Prints: gui_thread_busy_percent, process_cpu_percent_of_one_core, VmRSS/VmHWM, and the
// source's requests, bytes and points per second. Needs the prometheus binary (says so if absent).

#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/GpuMonitor.h"
#include "monitor/PrometheusSource.h"
#include "sim/DemoFleet.h"

#include "FleetBench.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>

#include <ctime>
#include <functional>
#include <memory>
#include <unistd.h>

using namespace ic;

using ic::bench::printGpuHistory;
using ic::bench::printLoadAverage;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    printLoadAverage("start");
    const int hosts = argc > 1 ? atoi(argv[1]) : 256;
    const int gpus = argc > 2 ? atoi(argv[2]) : 8;
    const int seconds = argc > 3 ? atoi(argv[3]) : 20;
    const bool shown = !(argc > 4 && QByteArray(argv[4]) == "hidden");
    if (QStandardPaths::findExecutable(QStringLiteral("prometheus")).isEmpty()) {
        printf(
            "skip: the prometheus binary is not installed (Debian package prometheus), nothing measured\n");
        return 77;
    }

    // The simulated fleet: N hosts whose unit has served for an hour (no engine processes), one
    // process serving every host's DCGM-exporter stand-in, and a real prometheus scraping them.
    QElapsedTimer clock;
    clock.start();
    DemoFleet demo;
    DemoFleet::Options o;
    o.hosts = hosts;
    o.gpus = gpus;
    o.varied = false;
    o.namePrefix = QStringLiteral("gpu-");
    o.activeSinceSeconds = 3600;
    o.simhostPath = QStringLiteral(IC_SIMHOST_PATH);
    QString error = demo.start(o);
    if (error.isEmpty())
        error = demo.startExporters();
    printf("set-up: %d simulated hosts and their exporters in %.1f s\n", hosts,
           double(clock.elapsed()) / 1000.0);
    if (error.isEmpty()) {
        clock.restart();
        error = demo.startPrometheus(1000, 60'000);
        printf("set-up: prometheus ready in %.1f s\n", double(clock.elapsed()) / 1000.0);
    }
    if (!error.isEmpty()) {
        printf("error: %s\n", qPrintable(error));
        return 2;
    }
    const auto stopAll = [&] { demo.stop(); };

    Fleet fleet;
    fleet.setTransportFactory([](const HostDefinition &) -> std::unique_ptr<Transport> {
        return std::make_unique<bench::FeedTransport>();
    });
    fleet.setPrometheus(demo.prometheus());
    bench::BenchFleetOptions names;
    names.firstNumber = 1; // the names DemoFleet gave the simulated hosts (namePrefix "gpu-")
    names.shape = [](HostDefinition &d) { d.prometheusGpu = d.name; };
    if (const QString e = bench::addBenchHosts(fleet, hosts, names); !e.isEmpty()) {
        printf("error: %s\n", qPrintable(e));
        stopAll();
        return 2;
    }
    QTemporaryDir settingsDir;
    Settings settings(settingsDir.filePath(QStringLiteral("bench.ini")));
    MainWindow window(&fleet, settings);
    window.resize(1600, 1000);
    if (shown)
        window.show();

    // Warm up until every host has samples (Prometheus has scraped every exporter) plus 3 s.
    int ticks = 0;
    qint64 points = 0;
    QObject::connect(fleet.prometheus(), &PrometheusSource::gpuTickDelivered, &app, [&](int p) {
        ++ticks;
        points += p;
    });
    // Prometheus' own view of its targets: how many answered their last scrape, and how long the
    // slowest scrape took (a scrape that times out leaves the host without samples).
    const auto reportTargets = [&](const char *when, std::function<void()> then) {
        auto pending = std::make_shared<int>(3);
        auto values = std::make_shared<QStringList>(QStringList { QString(), QString(), QString() });
        const QStringList queries = { QStringLiteral("count(up == 1)"), QStringLiteral("count(up)"),
                                      QStringLiteral("max(scrape_duration_seconds)") };
        for (int q = 0; q < queries.size(); ++q) {
            fleet.prometheus()->get(
                QStringLiteral("/api/v1/query"), { { QStringLiteral("query"), queries.at(q) } },
                [=](const PrometheusReply &r) {
                    (*values)[q] = r.problem().isEmpty() && !r.result.series.isEmpty()
                            && !r.result.series.first().points.isEmpty()
                        ? QString::number(r.result.series.first().points.first().value)
                        : QStringLiteral("?");
                    if (--*pending == 0) {
                        printf("prometheus_%s: targets_up=%s of %s, slowest_scrape_seconds=%s\n", when,
                               qPrintable(values->at(0)), qPrintable(values->at(1)),
                               qPrintable(values->at(2)));
                        then();
                    }
                });
        }
    };
    double gui0 = 0, proc0 = 0, gui1 = 0, proc1 = 0, wall1 = 0;
    int ticks0 = 0;
    qint64 points0 = 0;
    PrometheusSource::Stats stats0, stats1;
    int ticks1 = 0;
    qint64 points1 = 0;
    QElapsedTimer wall;
    QTimer ready;
    const auto sampledHosts = [&] {
        int n = 0;
        for (HostSession *s : fleet.sessions())
            n += s->gpus()->latest().size() == gpus ? 1 : 0;
        return n;
    };
    QObject::connect(&ready, &QTimer::timeout, &app, [&] {
        // On a loaded machine Prometheus may not scrape every exporter each second: measure
        // anyway after 60 s, and say how many hosts delivered.
        const int sampled = sampledHosts();
        if (sampled < hosts && clock.elapsed() < 60000)
            return;
        ready.stop();
        printf("warm-up: %d of %d hosts sampled after %.1f s\n", sampled, hosts,
               double(clock.elapsed()) / 1000.0);
        reportTargets("after_warm_up", [] {});
        QTimer::singleShot(3000, &app, [&] {
            gui0 = bench::cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
            proc0 = bench::cpuSeconds(CLOCK_PROCESS_CPUTIME_ID);
            ticks0 = ticks;
            points0 = points;
            stats0 = fleet.prometheus()->stats();
            wall.start();
            QTimer::singleShot(seconds * 1000, &app, [&] {
                const double w = double(wall.nsecsElapsed()) / 1e9;
                gui1 = bench::cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - gui0;
                proc1 = bench::cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - proc0;
                wall1 = w;
                ticks1 = ticks;
                points1 = points;
                stats1 = fleet.prometheus()->stats();
                reportTargets("at_end", [] { QApplication::quit(); });
            });
        });
    });
    clock.restart();
    ready.start(250);
    QTimer::singleShot(90000, &app, [&] {
        if (!wall.isValid() && sampledHosts() == 0) {
            printf("error: no host had samples after 90 s (answers %d, failures %d): %s\n", ticks,
                   fleet.prometheus()->stats().failures, qPrintable(fleet.prometheus()->lastError()));
            QApplication::exit(2);
        }
    });
    if (app.exec() != 0) {
        stopAll();
        return 2;
    }
    // The figures of the measured window (the closing target query is not counted).
    const double w = wall1;
    const double gui = gui1;
    const double proc = proc1;
    const PrometheusSource::Stats st = stats1;
    printf("hosts=%d gpus=%d seconds=%.1f platform=%s window=%s\n", hosts, gpus, w,
           qPrintable(QGuiApplication::platformName()), shown ? "shown" : "hidden");
    printf("hosts_with_samples_at_end=%d\n", sampledHosts());
    printf("gui_thread_busy_percent=%.2f\n", 100.0 * gui / w);
    printf("process_cpu_percent_of_one_core=%.2f\n", 100.0 * proc / w);
    printf("gpu_answers_per_second=%.2f\n", (ticks1 - ticks0) / w);
    printf("points_per_second=%.0f\n", double(points1 - points0) / w);
    printf("requests_per_second=%.2f failures=%d\n", (st.requests - stats0.requests) / w,
           st.failures - stats0.failures);
    printf("kib_per_second=%.1f\n", double(st.bytes - stats0.bytes) / 1024.0 / w);
    printGpuHistory(fleet);
    printLoadAverage("end");
    bench::printMemory();
    stopAll();
    return 0;
}
