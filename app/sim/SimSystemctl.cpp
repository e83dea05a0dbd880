// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimSystemctl.h"

#include "SimTimeline.h"

#include <QDateTime>
#include <QLocale>

namespace ic {

namespace {

using Props = QList<QPair<QByteArray, QByteArray>>;

QByteArray timestamp(qint64 ms, SimTimestampStyle style)
{
    if (ms <= 0)
        return {};
    if (style == SimTimestampStyle::Unix)
        return '@' + QByteArray::number(ms / 1000);
    return QLocale::c()
        .toString(QDateTime::fromMSecsSinceEpoch(ms), QStringLiteral("ddd yyyy-MM-dd HH:mm:ss t"))
        .toLatin1();
}

Props notFound(const QByteArray &unit)
{
    return {
        { "Restart", "no" },
        { "MainPID", "0" },
        { "ControlPID", "0" },
        { "Result", "success" },
        { "NRestarts", "0" },
        { "ExecMainStartTimestamp", "" },
        { "ExecMainPID", "0" },
        { "ExecMainCode", "0" },
        { "ExecMainStatus", "0" },
        { "MemoryCurrent", "[not set]" },
        { "Id", unit },
        { "Names", unit },
        { "Description", unit },
        { "LoadState", "not-found" },
        { "ActiveState", "inactive" },
        { "FreezerState", "running" },
        { "SubState", "dead" },
        { "StateChangeTimestamp", "" },
        { "ActiveEnterTimestamp", "" },
        { "InactiveEnterTimestamp", "" },
        { "CanStart", "no" },
        { "CanStop", "no" },
        { "LoadError", "org.freedesktop.systemd1.NoSuchUnit \"Unit " + unit + " not found.\"" },
        { "InvocationID", "" },
    };
}

Props loaded(const SimState &state, qint64 nowMs, SimTimestampStyle style)
{
    const SimUnitStatus st = simUnitStatus(state, nowMs);
    const SimInvocation *inv = st.invocation;
    const QByteArray unit = state.unit.toUtf8();
    const qint64 bootUs = state.bootMs * 1000;
    auto mono = [&](qint64 ms) { return ms > 0 ? QByteArray::number(ms * 1000 - bootUs) : QByteArray("0"); };

    QByteArray activeState = "inactive", subState = "dead", result = "success";
    QByteArray mainPid = "0", execCode = "0", execStatus = "0", memory = "[not set]";
    qint64 activeEnter = 0, activeExit = 0, inactiveEnter = 0, stateChange = 0;
    QByteArray execStartTail = "start_time=[n/a] ; stop_time=[n/a] ; pid=0 ; code=(null) ; status=0/0";
    if (inv) {
        const SimTimeline tl(state, *inv);
        activeEnter = inv->startMs;
        stateChange = inv->startMs;
        const QByteArray started
            = "start_time=[" + timestamp(inv->startMs, SimTimestampStyle::Pretty) + "] ; ";
        if (st.active) {
            activeState = "active";
            subState = "running";
            mainPid = QByteArray::number(tl.apiServerPid());
            memory = QByteArray::number(qint64(tl.hostMemoryBytes(st.simMs)));
            execStartTail = started + "stop_time=[n/a] ; pid=" + mainPid + " ; code=(null) ; status=0/0";
        } else {
            activeExit = st.exitRealMs;
            inactiveEnter = st.exitRealMs;
            stateChange = st.exitRealMs;
            execCode = "1"; // CLD_EXITED
            const QByteArray stopped = "stop_time=[" + timestamp(st.exitRealMs, SimTimestampStyle::Pretty)
                + "] ; pid=" + QByteArray::number(tl.apiServerPid());
            if (st.failed) {
                activeState = "failed";
                subState = "failed";
                result = "exit-code";
                execStatus = "1";
                execStartTail = started + stopped + " ; code=exited ; status=1";
            } else {
                execStartTail = started + stopped + " ; code=exited ; status=0";
            }
        }
    }
    // What the running (or last) start ran, else what the next start would run.
    const QString loaded = inv && !inv->execStart.isEmpty() ? inv->execStart : state.loadedExecStart;
    const QByteArray argv = loaded.isEmpty() ? SimTimeline::execStartCommandLine(state) : loaded.toUtf8();
    const QByteArray path = argv.left(argv.indexOf(' '));
    return {
        { "Type", "simple" },
        { "ExitType", "main" },
        { "Restart", "no" },
        { "NotifyAccess", "none" },
        { "RestartUSec", "100ms" },
        { "TimeoutStartUSec", "1min 30s" },
        { "TimeoutStopUSec", "1min 30s" },
        { "RuntimeMaxUSec", "infinity" },
        { "WatchdogUSec", "0" },
        { "WatchdogTimestampMonotonic", "0" },
        { "MainPID", mainPid },
        { "ControlPID", "0" },
        { "StatusErrno", "0" },
        { "Result", result },
        { "ReloadResult", "success" },
        { "CleanResult", "success" },
        { "UID", st.active ? QByteArray("998") : QByteArray("[not set]") },
        { "GID", st.active ? QByteArray("998") : QByteArray("[not set]") },
        { "NRestarts", "0" },
        { "OOMPolicy", "stop" },
        { "ExecMainStartTimestamp", timestamp(inv ? inv->startMs : 0, style) },
        { "ExecMainStartTimestampMonotonic", mono(inv ? inv->startMs : 0) },
        { "ExecMainExitTimestamp", timestamp(activeExit, style) },
        { "ExecMainExitTimestampMonotonic", mono(activeExit) },
        { "ExecMainPID",
          inv ? QByteArray::number(SimTimeline(state, *inv).apiServerPid()) : QByteArray("0") },
        { "ExecMainCode", execCode },
        { "ExecMainStatus", execStatus },
        { "ExecStart",
          "{ path=" + path + " ; argv[]=" + argv + " ; ignore_errors=no ; " + execStartTail + " }" },
        { "ExecStartEx", "{ path=" + path + " ; argv[]=" + argv + " ; flags= ; " + execStartTail + " }" },
        { "Slice", "system.slice" },
        { "ControlGroup", st.active ? "/system.slice/" + unit : QByteArray() },
        { "MemoryCurrent", memory },
        { "MemoryAvailable", "infinity" },
        { "CPUUsageNSec", "[not set]" },
        { "TasksCurrent", st.active ? QByteArray("1215") : QByteArray("[not set]") },
        { "Environment",
          "HF_HOME=/data/hf VLLM_USE_V1=1 VLLM_LOGGING_LEVEL=INFO CUDA_DEVICE_ORDER=PCI_BUS_ID "
          "PATH=/opt/vllm/.venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin" },
        { "User", "vllm" },
        { "Group", "vllm" },
        { "WorkingDirectory", "/opt/vllm" },
        { "LimitNOFILE", "1048576" },
        { "LimitMEMLOCK", "infinity" },
        { "StandardOutput", "journal" },
        { "StandardError", "journal" },
        { "KillMode", "control-group" },
        { "KillSignal", "15" },
        { "Id", unit },
        { "Names", unit },
        { "Requires", "system.slice sysinit.target network-online.target" },
        { "Wants", "network-online.target" },
        { "WantedBy", "multi-user.target" },
        { "After",
          "network-online.target systemd-journald.socket nvidia-persistenced.service basic.target "
          "sysinit.target system.slice" },
        { "Description", "vLLM OpenAI-compatible server (" + state.model.toUtf8() + ')' },
        { "LoadState", "loaded" },
        { "ActiveState", activeState },
        { "FreezerState", "running" },
        { "SubState", subState },
        { "FragmentPath", "/etc/systemd/system/" + unit },
        { "UnitFileState", "enabled" },
        { "UnitFilePreset", "enabled" },
        { "StateChangeTimestamp", timestamp(stateChange, style) },
        { "StateChangeTimestampMonotonic", mono(stateChange) },
        { "InactiveExitTimestamp", timestamp(inv ? inv->startMs : 0, style) },
        { "InactiveExitTimestampMonotonic", mono(inv ? inv->startMs : 0) },
        { "ActiveEnterTimestamp", timestamp(activeEnter, style) },
        { "ActiveEnterTimestampMonotonic", mono(activeEnter) },
        { "ActiveExitTimestamp", timestamp(activeExit, style) },
        { "ActiveExitTimestampMonotonic", mono(activeExit) },
        { "InactiveEnterTimestamp", timestamp(inactiveEnter, style) },
        { "InactiveEnterTimestampMonotonic", mono(inactiveEnter) },
        { "CanStart", "yes" },
        { "CanStop", "yes" },
        { "CanReload", "no" },
        { "CanIsolate", "no" },
        { "StopWhenUnneeded", "no" },
        { "RefuseManualStart", "no" },
        { "RefuseManualStop", "no" },
        { "InvocationID", inv ? inv->id : QByteArray() },
        { "CollectMode", "inactive" },
    };
}

} // namespace

QString simNormalizeUnit(const QString &unit)
{
    static const char *const suffixes[] = { ".service", ".socket", ".device", ".mount", ".automount", ".swap",
                                            ".target",  ".path",   ".timer",  ".slice", ".scope" };
    for (const char *s : suffixes) {
        if (unit.endsWith(QLatin1String(s)))
            return unit;
    }
    return unit + QStringLiteral(".service");
}

SimToolOutput simSystemctlShow(const SimState &state, const QStringList &units, const SimShowOptions &options,
                               qint64 nowMs)
{
    SimToolOutput o;
    bool first = true;
    for (const QString &u : units) {
        const QString name = simNormalizeUnit(u);
        const Props props
            = name == state.unit ? loaded(state, nowMs, options.timestamps) : notFound(name.toUtf8());
        if (!first)
            o.out += '\n';
        first = false;
        for (const auto &p : props) {
            if (!options.properties.isEmpty() && !options.properties.contains(QString::fromLatin1(p.first)))
                continue;
            // Like systemctl, a property asked for by name is shown even when empty.
            if (p.second.isEmpty() && !options.all && options.properties.isEmpty())
                continue;
            if (options.valueOnly)
                o.out += p.second + '\n';
            else
                o.out += p.first + '=' + p.second + '\n';
        }
    }
    return o;
}

} // namespace ic
