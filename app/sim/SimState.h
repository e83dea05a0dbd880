// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>

namespace ic {

/// How a simulated start-up goes.
/// HangGraphCapture and HangNccl are stalls for the autopsy: the start-up stops inside CUDA graph
/// capture, or right after NCCL is set up, with py-spy on the host (unless --no-py-spy).
enum class SimScenario { Healthy, CrashFlashinferMismatch, Oom, Hang, Slow, HangGraphCapture, HangNccl };

QString simScenarioId(SimScenario scenario);
bool simScenarioFromId(const QString &id, SimScenario *scenario);

/// Where the chat answer puts its reasoning.
enum class SimReasoningField { Reasoning, ReasoningContent, InlineThink };

QString simReasoningFieldId(SimReasoningField field);
bool simReasoningFieldFromId(const QString &id, SimReasoningField *field);

/// One start of the simulated service (a systemd invocation).
struct SimInvocation {
    QByteArray id; ///< 32 hex digits, like _SYSTEMD_INVOCATION_ID
    qint64 startMs = 0; ///< real wall-clock start, ms since the epoch
    qint64 stopMs = 0; ///< real wall-clock stop request; 0 while not stopped
    qint64 mainPid = 0; ///< pid of the `serve` process standing in for the engine
    // What the engine was started with: `configure` may change the host's options for the
    // next start, but never rewrites a start-up (and journal) that already happened.
    bool pinned = false; ///< the fields below are set; otherwise the host's options apply
    SimScenario scenario = SimScenario::Healthy;
    double timeScale = 40.0;
    quint64 seed = 1;
    int gpus = 8;
    quint16 port = 8000;
    QString model;
    QString execStart; ///< the ExecStart loaded when it started; empty: the built-in command line
};

/// Everything one simulated host is, persisted as state.json in its state directory.
/// Separate invocations of the binary derive the same "now" from it, so no daemon is needed.
struct SimState {
    SimScenario scenario = SimScenario::Healthy;
    int gpus = 8;
    double timeScale = 40.0; ///< simulated seconds per real second
    quint64 seed = 1;
    quint16 port = 8000;
    QString model = QStringLiteral("moonshotai/Kimi-K2.5");
    QString unit = QStringLiteral("vllm.service");
    QString hostname = QStringLiteral("gpu-sim-01");
    qint64 ownerPid = 0; ///< the serve process exits once this pid is gone; 0: no owner
    QByteArray bootId; ///< 32 hex
    QByteArray machineId; ///< 32 hex
    QByteArray journalSeqnumId; ///< 32 hex; part of every cursor
    qint64 bootMs = 0; ///< simulated boot time (monotonic timestamps count from here)

    // Behaviour of the simulated server (validation tests).
    SimReasoningField reasoningField = SimReasoningField::Reasoning;
    double decodeRate = 61.0; ///< tokens per real second
    bool wrongAnswers = false;
    bool leakReasoning = false; ///< reasoning arrives inline in content, parser "broken"
    bool leakMemory = false; ///< every request leaves GPU memory behind
    bool nondeterministic = false; ///< temperature 0 is not reproducible
    bool slowDecode = false; ///< decode runs at a quarter of decodeRate
    int streamErrorAfter = -1; ///< tokens before an error frame; -1: never
    int streamCutAfter = -1; ///< tokens before the connection drops without [DONE]; -1: never
    int leftoverGpu = -1; ///< a GPU on which a process outside the service holds memory; -1: none
    bool ansiPrefixes = false; ///< colour the process prefixes, as older vLLM builds always did
    QString apiKey; ///< when set, the API demands `Authorization: Bearer <key>`
    /// The invocation whose engine loop hangs (`configure --wedge`): `/health` still 200, requests
    /// accepted but no token, the GPUs idle with their memory held. Empty: none; a restart ends it.
    QByteArray wedgedInvocation;

    QMap<QString, QString> packageOverrides; ///< pip list drift: name -> version

    // What `df` and `ss` see (preflight before a restart).
    double diskSizeGiB = 1788; ///< the root filesystem, where caches and models live
    double diskFreeGiB = 912;
    double shmGiB = 1007; ///< /dev/shm (tmpfs, half of a 2 TiB host's memory by default)
    QString portTakenBy; ///< a process of this name outside the service listens on the API port

    // What a stall autopsy finds on the host (SimAutopsyTools.h).
    int pySpy = -1; ///< py-spy installed: -1 as the scenario has it (the two stall scenarios), 0 no, 1 yes
    bool kernelXid = false; ///< the kernel log has NVIDIA Xid lines from the current run
    bool kernelLogDenied
        = false; ///< journalctl -k and dmesg refuse, as for a user outside adm/systemd-journal
    QStringList
        hangingTools; ///< tools that never answer: nvidia-smi-topo, py-spy, journalctl-k, dmesg, cat, ps
    bool hasPySpy() const;

    // The unit as systemd loaded it at the last daemon-reload (SimUnitFiles.h); empty until then.
    QByteArray loadedUnitCat; ///< `systemctl cat` text of the files as loaded
    QString loadedExecStart; ///< their effective ExecStart; empty: the built-in command line

    QList<SimInvocation> invocations;

    const SimInvocation *current() const { return invocations.isEmpty() ? nullptr : &invocations.last(); }

    /// A new start with the host's current options.
    SimInvocation newInvocation(qint64 startMs) const;
    /// This state as the given invocation was started with it.
    SimState forInvocation(const SimInvocation &invocation) const;

    QByteArray toJson() const;
    /// `error` receives a sentence when the text is not a simulated host's state.
    static SimState fromJson(const QByteArray &json, QString *error);
};

/// The state directory of one simulated host.
class SimStateStore {
public:
    explicit SimStateStore(QString directory);

    QString directory() const { return m_directory; }
    QString stateFile() const;
    bool exists() const;

    bool load(SimState *state, QString *error) const;
    bool save(const SimState &state, QString *error) const;

    /// Runs `change` on the freshly loaded state under a lock file and saves it, so that
    /// concurrent `systemctl` calls never lose each other's writes.
    bool update(const std::function<bool(SimState &, QString *)> &change, QString *error) const;

    /// Per-invocation GPU memory (MiB) left behind by requests (the leak option).
    double leakedMiB(const QByteArray &invocationId) const;
    void addLeakedMiB(const QByteArray &invocationId, double mib) const;

    /// Requests the engine is serving now (GPU utilisation follows them).
    int runningRequests(const QByteArray &invocationId) const;
    void setRunningRequests(const QByteArray &invocationId, int count) const;

private:
    QString m_directory;
};

QByteArray randomHex32();

} // namespace ic
