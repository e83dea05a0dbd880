#pragma once

#include "config/HostDefinition.h"

#include <QString>
#include <QTextStream>
#include <QUrl>

#include <functional>

namespace ic {

/// What `inference-console check` needs once the host is resolved and its tunnel is open.
struct CheckOptions {
    QString host; ///< the name shown in the report
    QUrl baseUrl; ///< the tunnel's `http://127.0.0.1:<port>`
    QString apiKey;
    QString model; ///< empty: the first model /v1/models lists
    Engine engine = Engine::Auto;
    QString ladderFile; ///< empty: the built-in default ladder
    bool json = false; ///< print the JSON report instead of text
    std::function<double()> gpuMemoryUsedMiB; ///< optional, total MiB in use on the host
    double decodeBaseline = -1; ///< the host's saved decode tok/s, ≤ 0: none
    QString historyDir; ///< where to keep the report; empty: not kept
    int requestTimeoutMs = 120'000;
};

/// Runs the ladder headless and prints the report (text or JSON) to `out`.
/// The JSON report:
///   {"host": str, "verdict": "pass"|"fail"|"error", "started": ISO-8601 UTC, "model": str,
///    "ladder": str, "seconds": num, "error"?: str (the ladder could not run),
///    "steps": [{"id": str, "verdict": "pass"|"fail"|"skip"|"error", "seconds": num,
///               "evidence": str, "data"?: {…the numbers behind the evidence}}]}
/// Verdict: fail when a step failed; error when none failed but one could not be judged or the
/// ladder could not run; pass otherwise (skipped steps do not count).
/// Returns 0 when every step passes, 1 when one fails, 2 when it could not run.
/// Spins its own event loop until the ladder ends: for the headless command only, never the GUI.
int runCheck(const CheckOptions &options, QTextStream &out);

} // namespace ic
