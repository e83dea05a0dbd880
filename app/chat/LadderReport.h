// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/EngineIdentity.h"
#include "chat/Ladder.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace ic {

struct StepResult {
    QString id;
    Verdict verdict = Verdict::Skip;
    double seconds = 0;
    QString evidence; ///< what was measured: the values, the request, an excerpt of the response
    QJsonObject data; ///< the numbers behind the evidence
    bool required = true;
    bool interrupted = false; ///< the run was stopped (deadline, signal, cancel) while this step ran
};

/// How a run ended, apart from its verdicts.
enum class RunOutcome {
    Completed,
    Interrupted, ///< cancelled, SIGINT or SIGTERM
    TimedOut, ///< the whole-run deadline (`check --timeout`) passed
};
QString runOutcomeId(RunOutcome outcome); ///< "completed", "interrupted", "timed-out"

/// One difference between this run and the host's last known good run.
struct ReportChange {
    QString what; ///< "version", "model", "engine", "step:<id>", "decode_tokens_per_second",
                  ///< "load_output_throughput"
    QString before;
    QString after;
    QString sentence; ///< for the operator: "vLLM version 0.15.1 → 0.16.0"
};

/// One run of a ladder (or a lone load probe) against one host: a run record of LadderHistory.
struct LadderReport {
    QString kind = QStringLiteral("ladder"); ///< "ladder", or "load" for a load probe run on its own
    QString host;
    QString model;
    QString ladder;
    QDateTime started;
    double seconds = 0;
    QList<StepResult> steps;
    QString error; ///< the ladder could not run at all
    RunOutcome outcome = RunOutcome::Completed;
    QString interruption; ///< why it stopped early ("SIGINT", "the --timeout of 60 s"), empty otherwise
    ServerIdentity identity;
    QJsonObject load; ///< LoadProbeResult::toJson() of the load run, empty when none ran
    /// The last known good run it was compared with: {"started", "identity", "decode_tokens_per_second", …}.
    QJsonObject knownGood;
    QList<ReportChange> changes; ///< against knownGood

    /// error when it could not run or finish (interrupted, timed out), fail when a step failed,
    /// error when a required step did not pass or nothing passed at all, pass otherwise. The
    /// commands turn it into their exit status (app/commands/ReportExitCodes.h).
    Verdict verdict() const;
    QString verdictReason() const; ///< one sentence why the verdict is what it is
    const StepResult *step(const QString &id) const;
    /// Decode tok/s the decode-speed step measured; -1 when it measured none.
    double decodeTokensPerSecond() const;
    /// Output tok/s of the load run and its concurrency; -1 when none ran.
    double loadOutputThroughput() const;
    int loadConcurrency() const;

    /// Fills knownGood and changes from the host's last known good run.
    void compareWith(const LadderReport &good);
    /// The summary kept in `knownGood`.
    QJsonObject summary() const;

    /// The report as kept in the history; a command that prints it adds "exit_code".
    QJsonObject toJson() const;
    static LadderReport fromJson(const QJsonObject &object);
    QString toMarkdown() const;
    QString toText() const; ///< plain lines for a terminal; server text still needs making printable
};

} // namespace ic
