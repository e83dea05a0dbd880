// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LadderReport.h"
#include "config/HostDefinition.h"

#include <QDeadlineTimer>
#include <QString>
#include <QTextStream>
#include <QUrl>

#include <functional>

namespace ic {

class HostSession;
class TerminationSignals;

/// What `inference-console check` needs once the host is resolved and its tunnel is open.
struct CheckOptions {
    /// The host to check: its name, API tunnel, engine, GPU readings and saved decode baseline
    /// (HostFacts). nullptr: a bare API given by host, baseUrl, apiKey and engine below.
    HostSession *session = nullptr;
    QString host; ///< the name shown in the report (without a session)
    QUrl baseUrl; ///< the tunnel's `http://127.0.0.1:<port>` (without a session)
    QString apiKey;
    QString model; ///< empty: the first model /v1/models lists
    QString engine; ///< engine profile id; empty: detected
    QString ladderFile; ///< empty: the built-in default ladder (the command passes LadderConfig's choice)
    bool json = false; ///< print the JSON report instead of text
    /// Without a session only: total MiB in use on the host, NaN when there is no reading (unset:
    /// the memory step skips), and the decode tok/s to hold it to (≤ 0: none).
    std::function<double()> gpuMemoryUsedMiB;
    double decodeBaseline = -1;
    QString
        historyDir; ///< where to keep the report and find the last known good; empty: the console's history
    /// The whole run ends by this deadline (`--timeout`, default 900 s from the command's start);
    /// the running step is marked interrupted and the exit status is 2.
    QDeadlineTimer deadline = QDeadlineTimer(900'000);
    int timeoutSeconds = 900; ///< only for the message when the deadline passes
    QString reportFile; ///< also write the report here: Markdown for *.md, JSON otherwise
    int loadConcurrency = 0; ///< > 0: run the throughput-under-load step with this many streams
    /// SIGINT/SIGTERM end the run like the deadline does; nullptr: not watched.
    TerminationSignals *terminationSignals = nullptr;
    /// With a session: a run that passes marks the host known good by the rule the console's
    /// ladder view uses (HostDiagnostics::markKnownGoodIfPassed: the environment's package,
    /// driver and CUDA versions, and the unit's `systemctl cat`), waited for within the deadline
    /// (at most 60 s) and said on `err`. false (`--no-record`): nothing is marked.
    bool recordKnownGood = true;
};

/// Runs the ladder headless through a ValidationService (the same run the console's ladder view
/// starts: steps, memory baseline, last known good, history) and prints the report (text or JSON) to `out`;
/// problems writing the report file or the history go to `err`. The JSON report (LadderReport::toJson
/// with the exit code, ReportExitCodes.h):
///   {"kind": "ladder", "host", "verdict": "pass"|"fail"|"error", "exit_code": 0|1|2,
///    "outcome": "completed"|"interrupted"|"timed-out", "reason", "started", "seconds", "model",
///    "identity": {"engine", "engine_title", "version", "model", "evidence": [str]}, "ladder",
///    "error"?, "interruption"?, "load"?: {…}, "last_known_good"?: {…}, "changes": [{…}],
///    "steps": [{"id", "verdict", "required", "seconds", "evidence", "interrupted"?, "data"?}]}
/// Returns 0 when every required step passed, 1 when a step failed, 2 when it could not run or
/// could not finish (no address, unreadable ladder, refused connection, deadline, signal).
/// Spins its own event loop until the ladder ends: for the headless command only, never the GUI.
/// Server text in the report is made printable (ic::printable) before it reaches `out`.
int runCheck(const CheckOptions &options, QTextStream &out, QTextStream &err);
int runCheck(const CheckOptions &options, QTextStream &out); ///< errors into `out` too

/// When the run ends before the ladder could start (deadline or signal while resolving the host or
/// opening the tunnel): the same partial report, printed, kept in the report file, and exit 2.
int reportEarlyEnd(const CheckOptions &options, RunOutcome outcome, const QString &reason, QTextStream &out,
                   QTextStream &err);

} // namespace ic
