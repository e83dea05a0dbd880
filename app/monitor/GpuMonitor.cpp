// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuMonitor.h"

#include "transport/RemoteFailure.h"

#include "formats/ThreadAffinity.h"
#include "transport/Transport.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QSet>

Q_LOGGING_CATEGORY(lcGpu, "console.gpu")

namespace ic {

GpuMonitor::GpuMonitor(Transport *transport, const RemoteCommandBuilder &commands, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_commands(commands)
{
    // Lines of one tick arrive together; a short quiet gap closes the tick.
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(150);
    connect(&m_flushTimer, &QTimer::timeout, this, &GpuMonitor::flushTick);
    m_restartTimer.setSingleShot(true);
    connect(&m_restartTimer, &QTimer::timeout, this, &GpuMonitor::startStream);
    m_processTimer.setInterval(5000);
    connect(&m_processTimer, &QTimer::timeout, this, &GpuMonitor::pollProcesses);
}

GpuMonitor::~GpuMonitor()
{
    stop();
}

QStringList GpuMonitor::queryFields()
{
    return {
        QStringLiteral("index"),           QStringLiteral("uuid"),         QStringLiteral("name"),
        QStringLiteral("memory.used"),     QStringLiteral("memory.total"), QStringLiteral("utilization.gpu"),
        QStringLiteral("temperature.gpu"), QStringLiteral("power.draw"),   QStringLiteral("power.limit")
    };
}

QStringList GpuMonitor::computeAppsFields()
{
    return { QStringLiteral("pid"), QStringLiteral("process_name"), QStringLiteral("gpu_uuid"),
             QStringLiteral("used_memory") };
}

void GpuMonitor::start()
{
    assertOwnThread(this, "GpuMonitor::start");
    if (m_running)
        return;
    m_running = true;
    m_failures = 0;
    startStream();
    pollProcesses();
    m_processTimer.start();
}

void GpuMonitor::stop()
{
    m_running = false;
    m_restartTimer.stop();
    m_processTimer.stop();
    if (m_stream) {
        StreamJob *s = m_stream;
        m_stream = nullptr;
        s->disconnect(this);
        s->stop();
        s->deleteLater();
    }
}

void GpuMonitor::setSampleSource(SampleSource source)
{
    if (source == m_source)
        return;
    m_source = source;
    if (m_source == SampleSource::External) {
        m_restartTimer.stop();
        if (m_stream) {
            StreamJob *s = m_stream;
            m_stream = nullptr;
            s->disconnect(this);
            s->stop();
            s->deleteLater();
        }
        m_history.markGap(QDateTime::currentMSecsSinceEpoch());
        // The external source's readings do not depend on the host's nvidia-smi.
        setToolState(ToolState::Unknown, {});
    } else {
        startStream();
    }
}

void GpuMonitor::acceptTick(qint64 msecs, const QList<GpuSample> &tick)
{
    if (m_source != SampleSource::External || tick.isEmpty())
        return;
    // A tick older than the newest one already held (a late answer) would fold time backwards.
    if (msecs <= m_history.lastSampleMsecs())
        return;
    QSet<QString> present;
    for (const GpuSample &s : tick)
        present.insert(s.uuid);
    for (const GpuSample &old : std::as_const(m_latest)) {
        if (!present.contains(old.uuid))
            Q_EMIT gpuLost(old.uuid, old.index);
    }
    m_lastError.clear();
    m_latest = tick;
    m_history.append(msecs, m_latest);
    Q_EMIT sampled(m_latest);
}

void GpuMonitor::acceptGap(qint64 msecs, const QString &why)
{
    if (m_source != SampleSource::External)
        return;
    if (msecs > m_history.lastSampleMsecs())
        m_history.markGap(msecs);
    if (!why.isEmpty() && why != m_lastError) {
        m_lastError = why;
        Q_EMIT errorOccurred(why);
    }
}

void GpuMonitor::startStream()
{
    if (!m_running || m_stream || m_source != SampleSource::Ssh)
        return;
    const RemoteCommand cmd = m_commands.nvidiaSmiQueryGpu(queryFields(), 1);
    if (!cmd.isValid()) {
        reportError(cmd.error);
        return;
    }
    m_stream = m_transport->stream(cmd.line);
    connect(m_stream, &StreamJob::linesArrived, this, &GpuMonitor::onLines);
    connect(m_stream, &StreamJob::errorLinesArrived, this, [this](const QList<QByteArray> &lines) {
        for (const QByteArray &l : lines) {
            const QString text = QString::fromUtf8(l).trimmed();
            if (text.isEmpty())
                continue;
            noteToolLine(l);
            const RemoteFailure named = classifyRemoteFailure(0, l, m_commands.host().name);
            reportError(named.recognised() ? named.message : nvidiaSmiErrorLine(l).value_or(text));
        }
    });
    connect(m_stream, &StreamJob::finished, this, &GpuMonitor::onStreamFinished);
}

void GpuMonitor::onLines(const QList<QByteArray> &lines)
{
    const QStringList fields = queryFields();
    for (const QByteArray &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        if (auto e = nvidiaSmiErrorLine(line)) {
            noteToolLine(line);
            reportError(*e);
            continue;
        }
        GpuSample s = parseGpuQueryLine(line, fields);
        if (!s.isValid()) {
            reportError(s.error);
            continue;
        }
        // A GPU already in this tick starts the next tick.
        for (const GpuSample &p : std::as_const(m_pending)) {
            if (p.uuid == s.uuid) {
                flushTick();
                break;
            }
        }
        m_pending.append(std::move(s));
    }
    if (!m_pending.isEmpty())
        m_flushTimer.start();
}

void GpuMonitor::flushTick()
{
    m_flushTimer.stop();
    if (m_pending.isEmpty())
        return;
    m_failures = 0;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QSet<QString> present;
    for (const GpuSample &s : std::as_const(m_pending))
        present.insert(s.uuid);
    for (const GpuSample &old : std::as_const(m_latest)) {
        if (!present.contains(old.uuid))
            Q_EMIT gpuLost(old.uuid, old.index);
    }
    m_latest = m_pending;
    m_pending.clear();
    m_lastError.clear();
    setToolState(ToolState::Available, {});
    m_history.append(now, m_latest);
    Q_EMIT sampled(m_latest);
}

void GpuMonitor::onStreamFinished(int exitCode, const QString &error)
{
    flushTick();
    if (m_stream)
        m_stream->deleteLater();
    m_stream = nullptr;
    m_history.markGap(QDateTime::currentMSecsSinceEpoch());
    if (!m_running)
        return;
    // The shell's "command not found" status, whatever the shell printed (resources/reference:
    // POSIX sh, 2.8.2): the tool is not on this host.
    if (exitCode == 127 && error.isEmpty() && m_toolState != ToolState::Missing)
        setToolState(ToolState::Missing, missingReason(QString()));
    if (!error.isEmpty())
        reportError(error);
    else if (exitCode != 0 && m_lastError.isEmpty())
        reportError(tr("nvidia-smi exited with status %1.").arg(exitCode));
    ++m_failures;
    // A tool that is missing or cannot read the GPUs is asked again rarely: often enough to
    // notice a driver installed later, never a loop of failing commands.
    const int delay
        = gpusNotMeasured() ? m_toolRetryMs : std::min(30000, 1000 * (1 << std::min(m_failures - 1, 5)));
    qCDebug(lcGpu) << "nvidia-smi stream ended; restarting in" << delay << "ms";
    m_restartTimer.start(delay);
}

void GpuMonitor::pollProcesses()
{
    // No GPU tool (or one that cannot read the GPUs): the stream's rare retry finds out when
    // that changes; until then nothing is polled.
    if (m_processPollOut || !m_running || (m_source == SampleSource::Ssh && gpusNotMeasured()))
        return;
    const RemoteCommand cmd = m_commands.nvidiaSmiComputeApps(computeAppsFields());
    if (!cmd.isValid())
        return;
    m_processPollOut = true;
    CommandJob *job = m_transport->run(cmd.line);
    connect(job, &CommandJob::finished, this, [this](const CommandResult &r) {
        m_processPollOut = false;
        if (!r.succeeded()) {
            if (m_source == SampleSource::Ssh && r.ran()) {
                for (const QByteArray &l : r.standardError.split('\n'))
                    noteToolLine(l);
                for (const QByteArray &l : r.standardOutput.split('\n'))
                    noteToolLine(l);
                if (r.exitCode == 127 && !gpusNotMeasured())
                    setToolState(ToolState::Missing, missingReason(QString()));
            }
            return;
        }
        QList<GpuProcess> procs;
        const QStringList fields = computeAppsFields();
        for (const QByteArray &line : r.standardOutput.split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            GpuProcess p = parseComputeAppsLine(line, fields);
            if (p.isValid())
                procs << p;
        }
        if (procs.size() != m_processes.size() || [&] {
                for (int i = 0; i < procs.size(); ++i) {
                    if (procs[i].pid != m_processes[i].pid || procs[i].gpuUuid != m_processes[i].gpuUuid
                        || procs[i].usedMemoryMiB != m_processes[i].usedMemoryMiB)
                        return true;
                }
                return false;
            }()) {
            m_processes = procs;
            Q_EMIT processesChanged(m_processes);
        }
        if (!m_processes.isEmpty())
            pollProcessTable();
    });
}

void GpuMonitor::pollProcessTable()
{
    if (m_tablePollOut || !m_running)
        return;
    const RemoteCommand cmd = m_commands.processTable();
    if (!cmd.isValid())
        return;
    m_tablePollOut = true;
    CommandJob *job = m_transport->run(cmd.line);
    connect(job, &CommandJob::finished, this, [this](const CommandResult &r) {
        m_tablePollOut = false;
        if (!r.succeeded())
            return;
        m_processTable = parseProcessTable(r.standardOutput);
        if (!m_processTable.error.isEmpty())
            qCDebug(lcGpu) << "process table:" << m_processTable.error;
        Q_EMIT processTableChanged(m_processTable);
    });
}

void GpuMonitor::reportError(const QString &error)
{
    if (error.isEmpty() || error == m_lastError)
        return;
    m_lastError = error;
    Q_EMIT errorOccurred(error);
}

QString GpuMonitor::missingReason(const QString &program) const
{
    return tr("No GPU tool on this host: %1 was not found.")
        .arg(program.isEmpty() ? QStringLiteral("nvidia-smi") : program);
}

void GpuMonitor::noteToolLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    if (t.isEmpty() || t.size() > 4096)
        return;
    const RemoteFailure named = classifyRemoteFailure(0, t, m_commands.host().name);
    if (named.kind == RemoteFailure::Kind::CommandMissing) {
        setToolState(ToolState::Missing, missingReason(named.program));
        return;
    }
    // bash's "bash: /opt/nvidia/bin/nvidia-smi: No such file or directory" for a tool path that
    // does not exist.
    if (t.endsWith("No such file or directory") && t.contains("nvidia-smi")) {
        setToolState(ToolState::Missing, missingReason(QString()));
        return;
    }
    const std::optional<QString> said = nvidiaSmiErrorLine(t);
    if (!said && named.kind != RemoteFailure::Kind::GpuDriver)
        return;
    const QString text = said.value_or(QString::fromUtf8(t));
    if (text.startsWith(QLatin1String("No devices were found"))) {
        setToolState(ToolState::NoDevices, tr("nvidia-smi found no GPU on this host (\"%1\").").arg(text));
        return;
    }
    static const QLatin1String failing[] = {
        QLatin1String("Failed to initialize NVML"),
        QLatin1String("NVIDIA-SMI has failed"),
        QLatin1String("The NVIDIA driver is not loaded"),
        QLatin1String("Unable to determine the device handle"),
        QLatin1String("GPU access blocked by the operating system"),
        QLatin1String("Unknown Error"),
    };
    for (const QLatin1String &f : failing) {
        if (text.startsWith(f)) {
            // nvidia-smi's first sentence; its advice ("Make sure that the latest NVIDIA driver
            // is installed and running.") stays in lastError().
            QString first = text;
            const qsizetype stop = first.indexOf(QLatin1String(". "));
            if (stop > 0)
                first = first.left(stop + 1);
            setToolState(ToolState::Failing, tr("The GPU tool on this host fails: %1").arg(first));
            return;
        }
    }
}

void GpuMonitor::setToolState(ToolState state, const QString &reason)
{
    if (state == m_toolState && reason == m_toolReason)
        return;
    const bool wasMeasured = !gpusNotMeasured();
    m_toolState = state;
    m_toolReason = reason;
    if (gpusNotMeasured()) {
        if (wasMeasured)
            qCInfo(lcGpu).noquote() << m_commands.host().name << reason
                                    << QStringLiteral("(tried again every %1 s)").arg(m_toolRetryMs / 1000.0);
        if (!m_processes.isEmpty()) {
            m_processes.clear();
            Q_EMIT processesChanged(m_processes);
        }
    } else if (!wasMeasured) {
        qCInfo(lcGpu).noquote() << m_commands.host().name << "nvidia-smi answers again";
        if (m_running && m_source == SampleSource::Ssh)
            QTimer::singleShot(0, this, &GpuMonitor::pollProcesses);
    }
    Q_EMIT toolStateChanged(m_toolState, m_toolReason);
}

QString GpuMonitor::toolStateShort(ToolState state)
{
    switch (state) {
    case ToolState::Missing:
        return tr("no GPU tool");
    case ToolState::Failing:
        return tr("GPU tool fails");
    case ToolState::NoDevices:
        return tr("no GPUs");
    case ToolState::Unknown:
    case ToolState::Available:
        break;
    }
    return {};
}

} // namespace ic
