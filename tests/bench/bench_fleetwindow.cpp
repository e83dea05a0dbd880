// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GUI-thread cost of watching a fleet: N hosts × G GPUs sampled at 1 Hz, shown in the main
// window (fleet table with GPU bars, host list, service panel, GPU readings).
// The hosts are in-process transports that answer `systemctl show` and feed nvidia-smi lines,
// so the figure is the console's own work, not the tools'.
//   bench_fleetwindow [hosts=64] [gpus=8] [seconds=20] [shown|hidden]
// Prints: gui_thread_busy_percent, process_cpu_percent_of_one_core, per-tick figures.

#include "FleetModel.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "transport/Transport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <ctime>

using namespace ic;

namespace {

double cpuSeconds(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

class FeedStream : public StreamJob {
public:
    using StreamJob::StreamJob;
    void stop() override { Q_EMIT finished(0, {}); }
};

class FeedTransport : public Transport {
public:
    explicit FeedTransport(int gpus)
        : m_gpus(gpus)
    {
    }
    QString describe() const override { return QStringLiteral("bench"); }
    LinkStatus status() const override
    {
        LinkStatus s;
        s.state = LinkState::Connected;
        return s;
    }
    void connectToHost() override { }
    void disconnectFromHost() override { }
    CommandJob *run(const QByteArray &commandLine) override
    {
        auto *job = new CommandJob(this);
        CommandResult r;
        r.exitCode = 0;
        if (commandLine.contains("show"))
            r.standardOutput = "LoadState=loaded\nActiveState=active\nSubState=running\nResult=success\n"
                               "MainPID=8727\nInvocationID=5f0c6c2d8e3b4a1f9d7e6c5b4a3f2e1d\nNRestarts=0\n"
                               "ExecMainCode=0\nExecMainStatus=0\nActiveEnterTimestamp=@1724092467\n"
                               "ExecMainStartTimestamp=@1724092467\nMemoryCurrent=7516192768\n";
        QTimer::singleShot(0, job, [job, r] {
            Q_EMIT job->finished(r);
            job->deleteLater();
        });
        return job;
    }
    StreamJob *stream(const QByteArray &commandLine) override
    {
        auto *s = new FeedStream(this);
        if (commandLine.contains("--query-gpu"))
            m_gpuStream = s;
        return s;
    }
    TunnelJob *openTunnel(quint16) override { return new TunnelJob(this); }

    void tick(int t)
    {
        if (!m_gpuStream)
            return;
        QList<QByteArray> lines;
        for (int i = 0; i < m_gpus; ++i)
            lines << QByteArray::number(i) + ", GPU-" + QByteArray::number(1000 + i) + ", NVIDIA H200, "
                    + QByteArray::number(40000 + (t * 37 + i * 101) % 60000) + ", 143771, "
                    + QByteArray::number((t + i) % 100) + ", 55, 412.30, 700.00";
        Q_EMIT m_gpuStream->linesArrived(lines);
    }

private:
    int m_gpus;
    QPointer<StreamJob> m_gpuStream;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int hosts = argc > 1 ? atoi(argv[1]) : 64;
    const int gpus = argc > 2 ? atoi(argv[2]) : 8;
    const int seconds = argc > 3 ? atoi(argv[3]) : 20;

    QList<FeedTransport *> transports;
    Fleet fleet;
    fleet.setTransportFactory([&transports, gpus](const HostDefinition &) -> std::unique_ptr<Transport> {
        auto t = std::make_unique<FeedTransport>(gpus);
        transports << t.get();
        return t;
    });
    for (int i = 0; i < hosts; ++i) {
        HostDefinition d;
        d.name = QStringLiteral("gpu-%1").arg(i, 3, 10, QLatin1Char('0'));
        d.group = i % 2 ? QStringLiteral("production") : QStringLiteral("lab");
        fleet.addHost(d);
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
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmRSS:") || line.startsWith("VmHWM:"))
                printf("%s\n", line.simplified().constData());
        }
    }
    return 0;
}
