// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GUI-thread and process cost of a fleet whose GPUs are read through Prometheus: N simulated
// hosts × G GPUs, each with its own DCGM-exporter stand-in (in a child process), scraped every
// second by a REAL prometheus; the console asks one query_range per second for every host's
// GPUs and shows them in the main window (fleet cards, GPU bars, chart, readings).
// The hosts' SSH side is an in-process transport that answers `systemctl show` and streams
// nothing, so the figures are the Prometheus path's own.
//   bench_prometheusfleet [hosts=256] [gpus=8] [seconds=20] [shown|hidden]
// Prints: gui_thread_busy_percent, process_cpu_percent_of_one_core, VmRSS/VmHWM, and the
// source's requests, bytes and points per second. Needs the prometheus binary (says so if absent).

#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/GpuMonitor.h"
#include "monitor/PrometheusSource.h"
#include "sim/SimDcgmExporter.h"
#include "sim/SimState.h"
#include "transport/Transport.h"

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
#include <memory>
#include <unistd.h>

using namespace ic;

namespace {

double cpuSeconds(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

QString hostName(int i)
{
    return QStringLiteral("gpu-%1").arg(i, 3, 10, QLatin1Char('0'));
}

/// The child: N exporters over N simulated hosts that have been serving for an hour.
int serveExporters(int hosts, int gpus)
{
    QTemporaryDir dir;
    std::vector<std::unique_ptr<SimDcgmExporter>> exporters;
    for (int i = 0; i < hosts; ++i) {
        const QString d = dir.filePath(hostName(i));
        QDir().mkpath(d);
        SimState s;
        s.gpus = gpus;
        s.seed = quint64(i + 1);
        s.hostname = hostName(i);
        s.ownerPid = 0;
        s.bootId = randomHex32();
        s.machineId = randomHex32();
        s.journalSeqnumId = randomHex32();
        s.bootMs = QDateTime::currentMSecsSinceEpoch() - 86400000;
        s.invocations << s.newInvocation(QDateTime::currentMSecsSinceEpoch() - 3600000);
        QString error;
        if (!SimStateStore(d).save(s, &error)) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        auto e = std::make_unique<SimDcgmExporter>(d);
        if (!e->listen(0, &error)) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        printf("%d\n", e->port());
        exporters.push_back(std::move(e));
    }
    fflush(stdout);
    const pid_t parent = getppid();
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &watch, [parent] {
        if (getppid() != parent)
            QCoreApplication::quit();
    });
    watch.start(500);
    return QCoreApplication::exec();
}

class IdleStream : public StreamJob {
public:
    using StreamJob::StreamJob;
    void stop() override { Q_EMIT finished(0, {}); }
};

class FeedTransport : public Transport {
public:
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
    StreamJob *stream(const QByteArray &) override { return new IdleStream(this); }
    TunnelJob *openTunnel(quint16) override { return new TunnelJob(this); }
};

} // namespace

int main(int argc, char **argv)
{
    if (argc > 3 && QByteArray(argv[1]) == "--serve-exporters") {
        QCoreApplication app(argc, argv);
        return serveExporters(atoi(argv[2]), atoi(argv[3]));
    }
    QApplication app(argc, argv);
    const int hosts = argc > 1 ? atoi(argv[1]) : 256;
    const int gpus = argc > 2 ? atoi(argv[2]) : 8;
    const int seconds = argc > 3 ? atoi(argv[3]) : 20;
    const bool shown = !(argc > 4 && QByteArray(argv[4]) == "hidden");
    const QString prometheusBinary = QStandardPaths::findExecutable(QStringLiteral("prometheus"));
    if (prometheusBinary.isEmpty()) {
        printf(
            "skip: the prometheus binary is not installed (Debian package prometheus), nothing measured\n");
        return 77;
    }

    // The exporters live in a child so their work is not counted as the console's.
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(),
                { QStringLiteral("--serve-exporters"), QString::number(hosts), QString::number(gpus) });
    QList<quint16> ports;
    QElapsedTimer clock;
    clock.start();
    while (ports.size() < hosts && clock.elapsed() < 60000 && child.state() != QProcess::NotRunning) {
        child.waitForReadyRead(1000);
        while (child.canReadLine())
            ports << quint16(child.readLine().trimmed().toUInt());
    }
    if (ports.size() < hosts) {
        printf("error: %lld of %d exporters started: %s\n", qint64(ports.size()), hosts,
               child.readAllStandardError().constData());
        return 2;
    }

    QTemporaryDir dir;
    QByteArray config = "global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n"
                        "  - job_name: dcgm\n    static_configs:\n      - targets: [";
    for (int i = 0; i < ports.size(); ++i)
        config += (i ? ",'127.0.0.1:" : "'127.0.0.1:") + QByteArray::number(ports.at(i)) + '\'';
    config += "]\n";
    QFile yml(dir.filePath(QStringLiteral("prometheus.yml")));
    yml.open(QIODevice::WriteOnly);
    yml.write(config);
    yml.close();
    quint16 promPort = 0;
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        promPort = probe.serverPort();
    }
    QProcess prometheus;
    prometheus.setProcessChannelMode(QProcess::MergedChannels);
    prometheus.setStandardOutputFile(dir.filePath(QStringLiteral("prometheus.log")));
    prometheus.start(prometheusBinary,
                     { QStringLiteral("--config.file=") + yml.fileName(),
                       QStringLiteral("--storage.tsdb.path=") + dir.filePath(QStringLiteral("tsdb")),
                       QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(promPort) });
    prometheus.waitForStarted(10000);
    const auto stopAll = [&] {
        prometheus.terminate();
        if (!prometheus.waitForFinished(10000))
            prometheus.kill();
        child.kill();
        child.waitForFinished(5000);
    };

    Fleet fleet;
    fleet.setTransportFactory([](const HostDefinition &) -> std::unique_ptr<Transport> {
        return std::make_unique<FeedTransport>();
    });
    PrometheusConfig pc;
    pc.url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(promPort));
    fleet.setPrometheus(pc);
    for (int i = 0; i < hosts; ++i) {
        HostDefinition d;
        d.name = hostName(i);
        d.group = i % 2 ? QStringLiteral("production") : QStringLiteral("lab");
        d.prometheusGpu = hostName(i);
        fleet.addHost(d);
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
    double gui0 = 0, proc0 = 0;
    int ticks0 = 0;
    qint64 points0 = 0;
    PrometheusSource::Stats stats0;
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
        QTimer::singleShot(3000, &app, [&] {
            gui0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
            proc0 = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID);
            ticks0 = ticks;
            points0 = points;
            stats0 = fleet.prometheus()->stats();
            wall.start();
            QTimer::singleShot(seconds * 1000, &app, &QApplication::quit);
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
    const double w = double(wall.nsecsElapsed()) / 1e9;
    const double gui = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - gui0;
    const double proc = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - proc0;
    const PrometheusSource::Stats st = fleet.prometheus()->stats();
    printf("hosts=%d gpus=%d seconds=%.1f platform=%s window=%s\n", hosts, gpus, w,
           qPrintable(QGuiApplication::platformName()), shown ? "shown" : "hidden");
    printf("hosts_with_samples_at_end=%d\n", sampledHosts());
    printf("gui_thread_busy_percent=%.2f\n", 100.0 * gui / w);
    printf("process_cpu_percent_of_one_core=%.2f\n", 100.0 * proc / w);
    printf("gpu_answers_per_second=%.2f\n", (ticks - ticks0) / w);
    printf("points_per_second=%.0f\n", double(points - points0) / w);
    printf("requests_per_second=%.2f failures=%d\n", (st.requests - stats0.requests) / w,
           st.failures - stats0.failures);
    printf("kib_per_second=%.1f\n", double(st.bytes - stats0.bytes) / 1024.0 / w);
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmRSS:") || line.startsWith("VmHWM:"))
                printf("%s\n", line.simplified().constData());
        }
    }
    stopAll();
    return 0;
}
