// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

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
/// ANSI colour codes (escape or caret notation), a journald `short` prefix, a docker compose
/// prefix, vLLM process prefixes `(EngineCore_DP0 pid=441)`, the vLLM logger header
/// `INFO 11-24 11:44:17 [gpu_worker.py:348] ` (also the old form without `[`), SGLang's
/// `[2025-01-01 12:00:00 TP0] `, llama-server's `0.21.162.989 I ` and uvicorn's `INFO:     `.
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

/// Adds the log-line prefixes engine profiles declare (anchored regular expressions with the
/// optional named groups `level` and `clock`); they are tried after the built-in ones, on
/// records none of those took apart. Replaces the previous set; thread-safe. Returns the
/// patterns that were refused (not anchored with ^, or invalid), comma-separated.
QString setEngineLogPrefixes(const QStringList &patterns);

/// Takes one physical record apart. Pure and cheap; never fails (unknown shapes pass through).
EngineLogLine parseEngineLogLine(QStringView raw);

/// Splits a record into the logical records glued into it: on '\r' (tqdm updates), before
/// every `Capturing CUDA graphs` and before every `(Name pid=N) LEVEL` prefix after the start.
/// Empty pieces are dropped; a record without glue comes back as one piece.
QList<QStringView> splitGluedRecords(QStringView record);

} // namespace ic
