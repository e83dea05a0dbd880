// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "GpuHistory.h"
#include "formats/NvidiaSmi.h"
#include "formats/ProcessTable.h"
#include "transport/RemoteCommand.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace ic {

class Transport;
class StreamJob;

/// One streaming `nvidia-smi --query-gpu=... -l 1` per host feeding a GpuHistory, and a
/// periodic `--query-compute-apps`. A stream that dies is restarted (with backoff).
class GpuMonitor : public QObject {
    Q_OBJECT
public:
    GpuMonitor(Transport *transport, const RemoteCommandBuilder &commands, QObject *parent = nullptr);
    ~GpuMonitor() override;

    static QStringList queryFields();
    static QStringList computeAppsFields();

    void start();
    void stop();
    bool isRunning() const { return m_running; }

    /// Where the GPU samples come from. `Ssh` (the default): the host's own `nvidia-smi` stream.
    /// `External`: another source (Prometheus) hands in ticks with acceptTick(); no nvidia-smi
    /// stream is opened, and the ticks keep coming while the SSH link is down. The compute-apps
    /// poll stays on the host's transport either way.
    enum class SampleSource { Ssh, External };
    void setSampleSource(SampleSource source);
    SampleSource sampleSource() const { return m_source; }
    /// How old the newest reading may be before the GPU views mark it stale: an external source
    /// sets it (Prometheus: two scrape intervals, plus the one interval by which a query step
    /// trails its scrape); 0 (the default, and the SSH stream): never marked.
    void setStaleAfterMs(int msecs) { m_staleAfterMs = msecs; }
    int staleAfterMs() const { return m_staleAfterMs; }
    /// The newest reading is older than staleAfterMs() (false before the first reading).
    bool isStale(qint64 nowMsecs) const
    {
        const qint64 t = m_history.lastSampleMsecs();
        return m_staleAfterMs > 0 && t > 0 && nowMsecs - t > m_staleAfterMs;
    }
    /// A tick from the external source, stamped with its own time (ms since the epoch).
    void acceptTick(qint64 msecs, const QList<ic::GpuSample> &tick);
    /// The external source has no samples from `msecs` on (exporter down, series stale).
    void acceptGap(qint64 msecs, const QString &why);

    const GpuHistory &history() const { return m_history; }
    QList<GpuSample> latest() const { return m_latest; }
    QList<GpuProcess> processes() const { return m_processes; }
    /// `ps` on the host, polled after each compute-apps poll that found processes (for
    /// telling the service's processes from leftovers); empty while the GPUs are idle.
    ProcessTable processTable() const { return m_processTable; }
    QString lastError() const { return m_lastError; }

    /// Whether the host's GPU tool answers (the SSH source; an external source leaves it
    /// Unknown). `Missing`: nvidia-smi is not installed or not on the PATH (exit status 127,
    /// "command not found", "No such file"): the host has no GPU tool. `Failing`: the tool is
    /// there but cannot read the GPUs ("Failed to initialize NVML: …", "NVIDIA-SMI has failed
    /// because it couldn't communicate with the NVIDIA driver"). `NoDevices`: the tool answers
    /// and finds no GPU. In these three states GPU figures are not measured — never zero, never
    /// idle — and the tool is tried again only every toolRetryMs() (a driver installed later is
    /// noticed), with the compute-apps poll paused in between.
    enum class ToolState { Unknown, Available, Missing, Failing, NoDevices };
    Q_ENUM(ToolState)
    ToolState toolState() const { return m_toolState; }
    /// One sentence saying why there are no GPU readings (Missing, Failing, NoDevices); empty
    /// otherwise.
    QString toolReason() const { return m_toolReason; }
    /// True in the states where GPU readings cannot come: Missing, Failing, NoDevices.
    bool gpusNotMeasured() const
    {
        return m_toolState == ToolState::Missing || m_toolState == ToolState::Failing
            || m_toolState == ToolState::NoDevices;
    }
    /// A few words for a table cell: "no GPU tool", "GPU tool fails", "no GPUs"; empty otherwise.
    static QString toolStateShort(ToolState state);
    /// How long a missing or failing tool waits before it is tried again (60 s by default).
    void setToolRetryMs(int msecs) { m_toolRetryMs = msecs; }
    int toolRetryMs() const { return m_toolRetryMs; }

Q_SIGNALS:
    /// One complete tick (every GPU at one moment), already appended to history().
    void sampled(const QList<ic::GpuSample> &tick);
    void processesChanged(const QList<ic::GpuProcess> &processes);
    void processTableChanged(const ic::ProcessTable &table);
    /// nvidia-smi said something that is not data, or a row did not parse (row kept out).
    void errorOccurred(const QString &error);
    /// A GPU seen before is missing from the latest tick (fell off the bus).
    void gpuLost(const QString &uuid, int index);
    /// toolState() changed (once per change, not per retry); `reason` is toolReason().
    void toolStateChanged(ic::GpuMonitor::ToolState state, const QString &reason);

private:
    void startStream();
    void onLines(const QList<QByteArray> &lines);
    void flushTick();
    void onStreamFinished(int exitCode, const QString &error);
    void pollProcesses();
    void pollProcessTable();
    /// Emits errorOccurred only when the text differs from the last one (a retry that fails the
    /// same way says nothing new).
    void reportError(const QString &error);
    /// Reads one line of the tool's output or standard error for what it says about the tool.
    void noteToolLine(QByteArrayView line);
    void setToolState(ToolState state, const QString &reason);
    QString missingReason(const QString &program) const;

    Transport *m_transport;
    RemoteCommandBuilder m_commands;
    QPointer<StreamJob> m_stream;
    GpuHistory m_history;
    int m_staleAfterMs = 0;
    QList<GpuSample> m_pending;
    QList<GpuSample> m_latest;
    QList<GpuProcess> m_processes;
    ProcessTable m_processTable;
    QTimer m_flushTimer;
    QTimer m_restartTimer;
    QTimer m_processTimer;
    SampleSource m_source = SampleSource::Ssh;
    bool m_running = false;
    bool m_processPollOut = false;
    bool m_tablePollOut = false;
    int m_failures = 0;
    QString m_lastError;
    ToolState m_toolState = ToolState::Unknown;
    QString m_toolReason;
    /// What this run of the stream said about the tool (set by noteToolLine, applied when it ends).
    ToolState m_streamVerdict = ToolState::Unknown;
    QString m_streamReason;
    int m_toolRetryMs = 60000;
};

} // namespace ic
