// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

class HistoryStore;

enum class PreflightSeverity { Block, Warn, Info };
QString preflightSeverityId(PreflightSeverity severity); ///< "block", "warn", "info"

/// Something a restart should know before it starts.
struct PreflightFinding {
    QString id; ///< "<check>/<what>", e.g. "packages/flashinfer-versions", "port/8000"
    PreflightSeverity severity = PreflightSeverity::Warn;
    QString title; ///< one translated sentence
    QStringList evidence; ///< the exact lines and values seen on the host
    QString remedy; ///< what to do about it
};

/// One check: it measured (`Done`, with zero or more findings), or could not (`Skip`: a tool or
/// input is missing; `Error`: it failed or did not answer), with the reason. Never a pass by default.
struct PreflightCheck {
    enum class Status { Done, Skip, Error };
    QString id; ///< packages, drift, driver, leftover-gpu, disk, shm, port
    QString title;
    Status status = Status::Error;
    QString reason; ///< why skip/error; empty when done
    QStringList evidence; ///< what was measured (also when nothing was found)
    QList<PreflightFinding> findings;
};
QString preflightStatusId(PreflightCheck::Status status); ///< "done", "skip", "error"

/// What a preflight found as a whole: nothing blocks, a blocking finding, or it could not run
/// (no link, or no check measured anything).
enum class PreflightVerdict { Clear, Blocked, CouldNotRun };
QString preflightVerdictId(PreflightVerdict verdict); ///< "clear", "blocked", "error"

/// Every check of one host before one restart.
struct PreflightReport {
    QString host;
    QString unit;
    QDateTime started;
    double seconds = 0;
    QString error; ///< the preflight could not run at all (no link); checks are then empty
    QList<PreflightCheck> checks;

    QList<PreflightFinding> blocking() const;
    bool isBlocked() const { return !blocking().isEmpty(); }
    /// True when no check measured anything (or the preflight could not run).
    bool couldNotRun() const;
    PreflightVerdict verdict() const;
    /// The report as a rollout keeps it; a command that prints it adds "exit_code".
    QJsonObject toJson() const;
    /// Plain text for a terminal (the caller makes host text printable).
    QString toText() const;
};

/// True when `typed` is the host's name (surrounding spaces ignored, case kept): the typed
/// confirmation that overrides blocking findings.
bool preflightConfirmationMatches(const QString &typed, const QString &host);

/// Records the override of every blocking finding of `report` in the history (who, when, which
/// finding, its evidence, the confirmation typed). Refuses, with `error`, when the confirmation
/// does not match the host or nothing blocks.
bool recordPreflightOverride(HistoryStore &history, const PreflightReport &report, const QString &typed,
                             const QString &operatorName, const QString &rolloutUid = {},
                             QString *error = nullptr);

} // namespace ic
