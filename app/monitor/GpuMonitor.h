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

Q_SIGNALS:
    /// One complete tick (every GPU at one moment), already appended to history().
    void sampled(const QList<ic::GpuSample> &tick);
    void processesChanged(const QList<ic::GpuProcess> &processes);
    void processTableChanged(const ic::ProcessTable &table);
    /// nvidia-smi said something that is not data, or a row did not parse (row kept out).
    void errorOccurred(const QString &error);
    /// A GPU seen before is missing from the latest tick (fell off the bus).
    void gpuLost(const QString &uuid, int index);

private:
    void startStream();
    void onLines(const QList<QByteArray> &lines);
    void flushTick();
    void onStreamFinished(int exitCode, const QString &error);
    void pollProcesses();
    void pollProcessTable();

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
};

} // namespace ic
