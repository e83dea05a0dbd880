// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// What the fleet benchmarks share (bench_fleetwindow, bench_prometheusfleet, bench_sshfleet,
// bench_soak): the fleet of N named hosts in two groups (addBenchHosts); a host transport inside
// the process that answers `systemctl show` like an active unit and feeds `nvidia-smi` lines (or
// nothing) when told, so the figures are the console's own work; and the figures they print
// (CPU clocks, VmRSS/VmHWM, open file descriptors, load average, GPU history bytes).

#include "config/HostDefinition.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/GpuHistory.h"
#include "monitor/GpuMonitor.h"
#include "transport/Transport.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <functional>

namespace ic::bench {

/// How addBenchHosts() names and shapes the hosts.
struct BenchFleetOptions {
    HostDefinition base; ///< every host starts as this one (tools, target, unit, …)
    QString prefix = QStringLiteral("gpu-");
    /// The first host's number: `<prefix>000` from 0; DemoFleet's hosts count from 1 (`gpu-001`).
    int firstNumber = 0;
    /// Called on each definition after its name and group are set (e.g. its Prometheus label).
    std::function<void(HostDefinition &)> shape;
};

/// Adds `count` hosts to `fleet`: `<prefix><NNN>` (three digits, from options.firstNumber), the
/// first in group "lab", the second in "production", and so on. Empty on success, else the first
/// host that could not be added and why.
inline QString addBenchHosts(Fleet &fleet, int count, const BenchFleetOptions &options = {})
{
    for (int i = 0; i < count; ++i) {
        HostDefinition d = options.base;
        d.name = options.prefix + QStringLiteral("%1").arg(options.firstNumber + i, 3, 10, QLatin1Char('0'));
        d.group = i % 2 ? QStringLiteral("production") : QStringLiteral("lab");
        if (options.shape)
            options.shape(d);
        if (const QString error = fleet.addHost(d); !error.isEmpty())
            return d.name + QStringLiteral(": ") + error;
    }
    return {};
}

/// The GPU history's bytes now, and what the same GPUs will hold once every tier is full (25 h).
inline void printGpuHistory(const Fleet &fleet)
{
    qint64 now = 0, full = 0;
    int gpuCount = 0;
    for (const HostSession *s : fleet.sessions()) {
        const GpuHistory &h = s->gpus()->history();
        now += h.memoryBytes();
        gpuCount += int(h.gpuUuids().size());
        full += qint64(h.gpuUuids().size()) * h.fullBytesPerGpu();
    }
    std::printf("gpu_history_gpus=%d\ngpu_history_bytes=%lld\ngpu_history_bytes_when_full=%lld\n", gpuCount,
                now, full);
}

/// /proc/loadavg as it reads now ("unknown" when unreadable): the machine is shared, and the load
/// says how noisy the figures are.
inline QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return "unknown";
    return f.readAll().trimmed();
}

/// Prints "loadavg_<when>=…".
inline void printLoadAverage(const char *when)
{
    std::printf("loadavg_%s=%s\n", when, loadAverage().constData());
}

inline double cpuSeconds(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

/// A field of /proc/self/status in KiB ("VmRSS", "VmHWM"); -1 when unreadable.
inline qint64 statusKiB(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

/// Prints "VmRSS: N kB" and "VmHWM: N kB" as /proc/self/status has them.
inline void printMemory()
{
    std::printf("VmRSS: %lld kB\nVmHWM: %lld kB\n", statusKiB("VmRSS"), statusKiB("VmHWM"));
}

/// Open file descriptors of this process (entries of /proc/self/fd, less the one reading it).
inline int openFileDescriptors()
{
    return int(QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size()) - 1;
}

/// A stream that produces what the test tells it to.
class FeedStream : public StreamJob {
public:
    using StreamJob::StreamJob;
    void stop() override { Q_EMIT finished(0, {}); }
};

/// The `systemctl show` answer of an active unit.
inline QByteArray activeUnitShow(const QByteArray &invocationId = "5f0c6c2d8e3b4a1f9d7e6c5b4a3f2e1d")
{
    return "LoadState=loaded\nActiveState=active\nSubState=running\nResult=success\n"
           "MainPID=8727\nInvocationID="
        + invocationId
        + "\nNRestarts=0\n"
          "ExecMainCode=0\nExecMainStatus=0\nActiveEnterTimestamp=@1724092467\n"
          "ExecMainStartTimestamp=@1724092467\nMemoryCurrent=7516192768\n";
}

/// A host in the process: `systemctl show` answers an active unit (showAnswer() to change it),
/// every other command answers nothing; tick() feeds one `nvidia-smi` line per GPU to the GPU
/// stream, journal() feeds lines to the journal stream.
class FeedTransport : public Transport {
public:
    explicit FeedTransport(int gpus = 0)
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
        ++m_commands;
        auto *job = new CommandJob(this);
        CommandResult r;
        r.exitCode = 0;
        if (commandLine.contains("show"))
            r.standardOutput = m_show;
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
        else if (commandLine.contains("journalctl"))
            m_journalStream = s;
        return s;
    }
    TunnelJob *openTunnel(quint16) override { return new TunnelJob(this); }

    void setShowAnswer(const QByteArray &show) { m_show = show; }
    qint64 commands() const { return m_commands; }

    /// One nvidia-smi line per GPU, the values moving with `t`.
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
    void journal(const QList<QByteArray> &lines)
    {
        if (m_journalStream)
            Q_EMIT m_journalStream->linesArrived(lines);
    }

private:
    int m_gpus;
    QByteArray m_show = activeUnitShow();
    qint64 m_commands = 0;
    QPointer<StreamJob> m_gpuStream;
    QPointer<StreamJob> m_journalStream;
};

} // namespace ic::bench
