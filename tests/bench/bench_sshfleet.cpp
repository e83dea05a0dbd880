// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The console watching a fleet through real SSH: N hosts, each its own SshTransport (its own
// libssh session and worker thread) to a real OpenSSH sshd on loopback, each streaming
// `nvidia-smi -l 1`, polling `systemctl show`, following the journal and polling /health and
// /metrics through its own tunnel, shown in the main window. The figures are the console
// process's own; the sshd processes are not counted.
// The remote tools replay what the simulated GPU host answered to the same command line: the
// first call of each distinct command runs the simulator and is recorded, later calls print the
// record, and the -l loop re-prints it every second from a bash loop that forks nothing. The
// simulator itself, one Qt process per call, would need more CPU than this machine has for 256
// hosts, and that is the remote hosts' cost, not the console's.
//   bench_sshfleet [hosts=256] [gpus=8] [seconds=20] [warmup_deadline_s=180]
// Prints: hosts connected, hosts with GPU samples in the window, samples per host per second,
// gui_thread_busy_percent, process_cpu_percent_of_one_core, threads, VmRSS/VmHWM, load average.
// Targets (issue 17, 256 hosts x 8 GPUs at 1 Hz through SSH fan-out): GUI thread <= 10 %,
// process <= 25 % of a core, RSS <= 400 MB. Printed, never asserted.

#include "FleetBench.h"
#include "LoopbackSshd.h"
#include "MainWindow.h"
#include "SimulatedHost.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/GpuMonitor.h"
#include "transport/SshTransport.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <ctime>

using namespace ic;
using namespace ic::testsupport;
using ic::bench::cpuSeconds;

namespace {

int threadCount()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

QByteArray singleQuoted(const QString &s)
{
    QByteArray q = s.toUtf8();
    q.replace('\'', "'\\''");
    return '\'' + q + '\'';
}

/// Writes `name` into `dir`: replays `real` (the simulator's tool) as described at the top.
bool writeReplayTool(const QString &dir, const QString &name, const QString &real)
{
    const QByteArray script = R"(#!/bin/bash
# Replays the simulated host's answer to the same arguments (see bench_sshfleet.cpp).
real=)" + singleQuoted(real)
        + R"(
cache=)" + singleQuoted(dir)
        + R"(/cache
loop=0; follow=0; args=(); prev=
for a in "$@"; do
  if [ "$prev" = -l ]; then loop=$a; prev=; continue; fi
  case "$a" in
    -l) prev=-l; continue ;;
    -f|--follow) follow=1; continue ;;
  esac
  args+=("$a"); prev=$a
done
key=$(printf '%s
' ")" + name.toUtf8()
        + R"(" "${args[@]}" | cksum | cut -d' ' -f1)
f="$cache/$key"
if [ ! -f "$f" ]; then
  exec 8> "$f.lock"; flock 8   # one simulator run per command line, however many hosts ask
  if [ ! -f "$f" ]; then
    eval "$real" '"${args[@]}"' > "$f.$$" 2>/dev/null
    mv -f "$f.$$" "$f"
  fi
  exec 8>&-
fi
data=$(cat "$f")
if [ "$loop" -gt 0 ] || [ "$follow" = 1 ]; then
  exec 9<> <(:)
  [ "$follow" = 1 ] && { printf '%s
' "$data"; while :; do read -r -t 3600 -u 9 || true; done; }
  while :; do printf '%s
' "$data"; read -r -t "$loop" -u 9 || true; done
fi
printf '%s
' "$data"
)";
    QFile f(dir + u'/' + name);
    if (!f.open(QIODevice::WriteOnly) || f.write(script) != script.size())
        return false;
    f.close();
    return f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int hosts = argc > 1 ? atoi(argv[1]) : 256;
    const int gpus = argc > 2 ? atoi(argv[2]) : 8;
    const int seconds = argc > 3 ? atoi(argv[3]) : 20;
    const int warmupDeadline = argc > 4 ? atoi(argv[4]) : 180;
    qunsetenv("SSH_AUTH_SOCK");

    LoopbackSshd server; // its sessions skip ~/.bashrc (see LoopbackSshd.cpp)
    if (!server.isReady() || !server.start() || !server.trust()) {
        fprintf(stderr, "bench_sshfleet: no sshd: %s\n", qPrintable(server.errorString()));
        return 2;
    }
    SimulatedHost sim;
    SimulatedHost::Options simOptions;
    simOptions.gpus = gpus;
    simOptions.timeScale = 2000; // serving at once; nvidia-smi's -l 1 stays one real second
    simOptions.waitUntilServing = true;
    if (const QString error = sim.start(simOptions); !error.isEmpty()) {
        fprintf(stderr, "bench_sshfleet: simulated host: %s\n", qPrintable(error));
        return 2;
    }

    QTemporaryDir dir;
    const QString tools = dir.filePath(QStringLiteral("tools"));
    QDir().mkpath(tools + QStringLiteral("/cache"));
    const HostDefinition &local = sim.definition();
    if (!writeReplayTool(tools, QStringLiteral("nvidia-smi"), local.nvidiaSmiCommand)
        || !writeReplayTool(tools, QStringLiteral("systemctl"), local.systemctlCommand)
        || !writeReplayTool(tools, QStringLiteral("journalctl"), local.journalctlCommand)
        || !writeReplayTool(tools, QStringLiteral("ps"), local.psCommand)) {
        fprintf(stderr, "bench_sshfleet: cannot write the replay tools in %s\n", qPrintable(tools));
        return 2;
    }
    Fleet fleet;
    SessionOptions sessionOptions;
    sessionOptions.dataDirectory = dir.filePath(QStringLiteral("data"));
    fleet.setSessionOptions(sessionOptions);
    SshOptions ssh;
    ssh.sshDir = server.clientDir();
    ssh.configFile = server.clientConfig();
    ssh.knownHostsFile = server.knownHosts();
    fleet.setTransportFactory([ssh](const HostDefinition &d) -> std::unique_ptr<Transport> {
        return std::make_unique<SshTransport>(d.target, ssh);
    });
    bench::BenchFleetOptions shape;
    shape.base = local;
    shape.base.nvidiaSmiCommand = tools + QStringLiteral("/nvidia-smi");
    shape.base.systemctlCommand = tools + QStringLiteral("/systemctl");
    shape.base.journalctlCommand = tools + QStringLiteral("/journalctl");
    shape.base.psCommand = tools + QStringLiteral("/ps");
    shape.base.target = QStringLiteral("testhost");
    if (const QString error = bench::addBenchHosts(fleet, hosts, shape); !error.isEmpty()) {
        fprintf(stderr, "bench_sshfleet: %s\n", qPrintable(error));
        return 2;
    }
    // GPU samples per host, counted in the measured window only.
    QHash<QString, int> samples;
    QHash<QString, QString> gpuErrors;
    bool measuring = false;
    for (HostSession *s : fleet.sessions()) {
        const QString name = s->name();
        QObject::connect(s->gpus(), &GpuMonitor::sampled, &app, [&samples, &measuring, name] {
            if (measuring)
                ++samples[name];
        });
        QObject::connect(s->gpus(), &GpuMonitor::errorOccurred, &app,
                         [&gpuErrors, name](const QString &e) { gpuErrors.insert(name, e); });
    }
    Settings settings(dir.filePath(QStringLiteral("bench.ini")));
    MainWindow window(&fleet, settings);
    window.resize(1600, 1000);
    window.show();

    auto connectedCount = [&fleet] {
        int n = 0;
        for (HostSession *s : fleet.sessions())
            n += s->transport()->status().state == LinkState::Connected;
        return n;
    };
    // Warm up until every host is connected (sshd admits a limited number of handshakes at
    // once, so the last ones retry) and two more seconds have passed, or until the deadline.
    QElapsedTimer sinceStart;
    sinceStart.start();
    double gui0 = 0, proc0 = 0;
    qint64 connectMs = -1;
    int connectedAtStart = 0;
    QElapsedTimer wall;
    QTimer poll;
    poll.setInterval(250);
    QObject::connect(&poll, &QTimer::timeout, &app, [&] {
        const int c = connectedCount();
        if (connectMs < 0 && c == hosts)
            connectMs = sinceStart.elapsed();
        const bool deadline = sinceStart.elapsed() > qint64(warmupDeadline) * 1000;
        if ((connectMs >= 0 && sinceStart.elapsed() > connectMs + 2000) || deadline) {
            poll.stop();
            connectedAtStart = c;
            gui0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
            proc0 = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID);
            measuring = true;
            wall.start();
            QTimer::singleShot(seconds * 1000, &app, &QApplication::quit);
        }
    });
    poll.start();
    app.exec();
    const double w = double(wall.nsecsElapsed()) / 1e9;
    const double gui = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - gui0;
    const double proc = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - proc0;
    qint64 total = 0;
    for (int n : std::as_const(samples))
        total += n;
    printf("hosts=%d gpus=%d seconds=%.1f platform=%s transport=ssh\n", hosts, gpus, w,
           qPrintable(QGuiApplication::platformName()));
    printf("all_connected_after_ms=%lld connected_at_start=%d connected_at_end=%d\n", connectMs,
           connectedAtStart, connectedCount());
    printf("hosts_with_gpu_samples=%lld gpu_samples_per_host_per_second=%.2f\n", qlonglong(samples.size()),
           w > 0 && hosts > 0 ? double(total) / (w * hosts) : 0.0);
    printf("hosts_with_gpu_errors=%lld%s%s\n", qlonglong(gpuErrors.size()),
           gpuErrors.isEmpty() ? "" : " first: ",
           gpuErrors.isEmpty() ? "" : qPrintable(gpuErrors.begin().value()));
    printf("gui_thread_busy_percent=%.2f\n", 100.0 * gui / w);
    printf("process_cpu_percent_of_one_core=%.2f\n", 100.0 * proc / w);
    printf("threads=%d\n", threadCount());
    printf("loadavg=%s\n", bench::loadAverage().constData());
    ic::bench::printMemory();
    fflush(stdout);
    return 0;
}
