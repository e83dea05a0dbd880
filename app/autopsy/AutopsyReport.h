// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnose/StallDiagnosis.h"
#include "formats/KernelXid.h"
#include "formats/NvidiaTopology.h"
#include "formats/ProcessStatus.h"
#include "formats/PySpyDump.h"
#include "formats/ThreadStates.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ic {

/// How one piece of an autopsy went: gathered, not applicable or not permitted (skip, with the
/// reason), or failed (error, with the reason). Never a value without the command behind it.
enum class AutopsyStatus { Pending, Ok, Skip, Error };
QString autopsyStatusId(AutopsyStatus status); ///< "pending", "ok", "skip", "error"

struct AutopsyPiece {
    QString id; ///< "unit", "journal", "processes", "py-spy", "py-spy-4711", "environment-4711", "topology",
                ///< "kernel-log"
    QString title; ///< translated, e.g. "py-spy dump of PID 4711 (VLLM::Worker_TP0)"
    AutopsyStatus status = AutopsyStatus::Pending;
    QString reason; ///< skip/error: why; ok: what was found, in a few words
    QStringList commands; ///< every command line tried, in order
    double seconds = 0; ///< from the first command's start to the verdict
};

/// What an autopsy came to as a whole: a classified stall, an unknown one, or nothing gathered
/// (no connection, or no piece gathered).
enum class AutopsyOutcome { Classified, Unknown, NothingGathered };

/// Everything one stall autopsy found, as a value: the pieces with their status, what was
/// parsed from them (secrets redacted, host text as it came), and the classification.
struct AutopsyReport {
    QString host;
    QString unit;
    QString engine; ///< the host definition's engine, or the one the journal showed
    qint64 mainPid = 0;
    QString activeState;
    QString subState;
    QString invocationId;
    QDateTime started; ///< UTC
    double seconds = 0;
    int timeoutSeconds = 0;
    bool deadlinePassed = false;
    QString error; ///< why nothing could be gathered (no connection); empty otherwise

    QList<AutopsyPiece> pieces;
    QList<ProcessStatus> processes; ///< the engine's process tree (main PID first)
    QList<PySpyProcess> stacks; ///< one per dumped process
    QString pySpyVersion;
    /// A native engine's threads (no Python stacks to read): two readings threadSampleMs apart,
    /// the main thread first.
    QList<ThreadActivity> threads;
    qint64 threadSampleMs = 0;
    QMap<qint64, QMap<QString, QString>> environments; ///< PID -> filtered variables
    int environmentWithheld = 0; ///< variables withheld as secrets, over all PIDs
    NvidiaTopology topology;
    QString topologyText; ///< the matrix as printed
    QString kernelSource; ///< "journalctl -k", "dmesg"
    KernelXidLog kernel;
    QList<StallInput::LogLine> journal; ///< the run's lines, oldest first (secrets redacted)
    QString phaseId;
    QString phaseTitle;
    bool phaseActive = false;
    StallVerdict verdict;

    /// The commands turn it into their exit status (app/commands/ReportExitCodes.h).
    AutopsyOutcome outcome() const;
    bool gatheredAnything() const;
    const AutopsyPiece *piece(const QString &id) const;

    QString toMarkdown() const;
    /// The bundle's JSON; a command that prints it adds "exit_code".
    QJsonObject toJson() const;
    /// "autopsy-HOST-20260302T102030Z" (host name reduced to letters, digits, "._-").
    QString baseName() const;
    /// Writes baseName().md and baseName().json into `directory` (made when missing), mode 0600;
    /// the JSON is toJson() with `extra`'s fields added (the command's "exit_code").
    /// False with `error` set when either could not be written; `written` gets the paths.
    bool save(const QString &directory, QStringList *written = nullptr, QString *error = nullptr,
              const QJsonObject &extra = {}) const;
};

} // namespace ic

Q_DECLARE_METATYPE(ic::AutopsyPiece)
Q_DECLARE_METATYPE(ic::AutopsyReport)
