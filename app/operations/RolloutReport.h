// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "operations/RolloutPlan.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ic {

/// Where one host of a rollout is.
enum class RolloutHostState {
    Pending,
    Preflight,
    Blocked, ///< a blocking preflight finding, not overridden
    Restarting, ///< `systemctl restart` sent, waiting for the new invocation
    Starting, ///< watching the start-up to ready
    Validating, ///< the validation ladder runs
    Passed,
    Failed,
    Skipped, ///< the operator skipped it after a failure or block
    Aborted, ///< the rollout was aborted while this host was under way
    RollingBack, ///< writing the known-good unit state back before its restart
    RolledBack, ///< restarted on its known-good unit state, and the ladder passed
};
QString rolloutHostStateId(RolloutHostState state);
RolloutHostState rolloutHostStateFromId(const QString &id);
QString rolloutHostStateTitle(RolloutHostState state);

/// The rollout as a whole. Running, Paused and Stopped are unfinished (a console that restarts
/// finds them in the history); Done, Aborted and Failed are final.
enum class RolloutState {
    Planned,
    Running,
    Paused, ///< between batches, by request
    Stopped, ///< on a failed or blocked host, waiting for skip, roll back or abort
    Done, ///< every host passed (or was skipped)
    Aborted,
    Failed, ///< stopped on a failed host and nobody can decide (headless)
};
QString rolloutStateId(RolloutState state);
RolloutState rolloutStateFromId(const QString &id);
QString rolloutStateTitle(RolloutState state);

struct RolloutHostStatus {
    QString host;
    int batch = 0;
    int position = 0;
    RolloutHostState state = RolloutHostState::Pending;
    QString detail; ///< one sentence: what happens or why it stopped
    QString invocationBefore;
    QString invocationAfter;
    QJsonObject preflight; ///< PreflightReport::toJson() of the last preflight
    bool overridden = false; ///< blocking findings overridden with the typed confirmation
    double startupSeconds = -1;
    QJsonObject ladder; ///< LadderReport::toJson() (steps left out), when validated
    QString rootCause; ///< the crash's root-cause line, when there was one
    QString rootCauseCategory;
    QString diagnosis; ///< the diagnosis as Markdown (HostDiagnostics), when the start-up failed
    /// The roll back, once asked for: RollBackPlan::toJson() plus "failure" (what it failed on),
    /// "verdict" (the ladder's on the known-good state), "started", "finished".
    QJsonObject rollBack;
    /// The upgrade gate, when the plan has one: rolloutGate.h's gateReportJson() (the run before
    /// the restart alone until the host passed the ladder again).
    QJsonObject gate;
    QDateTime started;
    QDateTime finished;

    QJsonObject toJson() const;
    static RolloutHostStatus fromJson(const QJsonObject &object);
    bool isFinal() const;
    bool inFlight() const;
};

/// How a rollout came out as a whole: every host passed or was skipped; it stopped on a failed or
/// blocked host (or a host had to be rolled back: it did not take the new state); or it could not
/// run (a preflight found no connection, or it never finished).
enum class RolloutVerdict { Passed, Failed, CouldNotRun };
QString rolloutVerdictId(RolloutVerdict verdict); ///< "passed", "failed", "could-not-run"

/// A rollout as a value: its plan, where it is, every host's status, and the report made of them.
struct RolloutReport {
    RolloutPlan plan;
    RolloutState state = RolloutState::Planned;
    QString stopReason;
    QDateTime started;
    QDateTime finished;
    int batch = 0;
    bool unreachable = false; ///< stopped because a preflight could not run (no connection)
    QList<RolloutHostStatus> hosts;

    /// The commands turn it into their exit status (app/commands/ReportExitCodes.h).
    RolloutVerdict verdict() const;
    /// As the history keeps it (with "verdict"); a command that prints it adds "exit_code".
    QJsonObject toJson() const;
    QString toMarkdown() const;
};

} // namespace ic
