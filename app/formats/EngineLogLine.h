// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ic {

enum class LogLevel { Unknown, Debug, Info, Warning, Error, Critical };

/// "debug", "info", "warning", "error", "critical" or "" for Unknown.
QString logLevelName(LogLevel level);
/// Maps a journal PRIORITY (0..7) to a level; -1 gives Unknown.
LogLevel logLevelFromPriority(int priority);

/// One engine log record with the decorations taken off, so rules can match on the message:
/// ANSI colour codes (escape or caret notation), the capture's own prefixes (journald `short`,
/// docker compose, `kubectl logs --timestamps`, a Python launcher's logging), then the engine's
/// prefixes as the engine profiles declare them (`"logPrefixes"` in resources/profiles): process
/// prefixes such as vLLM's `(EngineCore_DP0 pid=441)`, one header such as vLLM's
/// `INFO 11-24 11:44:17 [gpu_worker.py:348] `, SGLang's `[2025-01-01 12:00:00 TP0] `,
/// llama-server's `0.21.162.989 I ` or TensorRT-LLM's `[TRT-LLM] [I] `, and a level word such
/// as uvicorn's `INFO:     `. Until prefixes are installed only the capture's are taken off.
struct EngineLogLine {
    QString text; ///< the message itself
    LogLevel level = LogLevel::Unknown; ///< from the engine's own level word, when there is one
    QString process; ///< outermost process prefix name, e.g. "EngineCore_DP0"
    qint64 pid = 0; ///< pid of that prefix
    QString clock; ///< "MM-DD HH:MM:SS" or "YYYY-MM-DD HH:MM:SS" when the header had one
    bool hadHeader = false;
};

/// Removes `ESC[...m`-style sequences and their caret-notation spelling `^[[...m`.
QString stripAnsi(QStringView text);

/// What one engine prefix does, in the order they are tried on a record:
/// `Process` prefixes (named groups `process`, `pid`) come first and may be nested; then the
/// first `Header` that matches (named groups `level`, `clock`); then, while the level is still
/// unknown, a `Level` prefix (group `level`; the rest of the record is trimmed).
enum class LogPrefixKind { Header, Process, Level };

struct LogPrefixSpec {
    QString pattern; ///< a regular expression anchored with ^
    LogPrefixKind kind = LogPrefixKind::Header;
    bool operator==(const LogPrefixSpec &) const = default;
};

/// Reads one `"logPrefixes"` entry of a profile: a string (a header) or
/// `{"pattern": "^...", "kind": "header" | "process" | "level"}`. False, with `*error` saying
/// why, when it is neither, not anchored with ^, not a valid expression, or a process prefix
/// without a `process` group.
bool readLogPrefixSpec(const QJsonValue &value, LogPrefixSpec *out, QString *error);

/// Installs the engine prefixes (the profile list does, from every profile, in its order);
/// replaces the previous set; thread-safe. Returns the patterns that were refused, comma-separated.
QString setEngineLogPrefixes(const QList<LogPrefixSpec> &prefixes);
/// The prefixes installed now.
QList<LogPrefixSpec> engineLogPrefixes();

/// Takes one physical record apart. Pure and cheap; never fails (unknown shapes pass through).
EngineLogLine parseEngineLogLine(QStringView raw);

/// Splits a record into the logical records glued into it: on '\r' (tqdm updates), before
/// every `Capturing CUDA graphs`, before every process prefix followed by a header or a level
/// word after the start, and before a header glued to a `]` (the end of a progress bar).
/// Empty pieces are dropped; a record without glue comes back as one piece.
QList<QStringView> splitGluedRecords(QStringView record);

} // namespace ic
