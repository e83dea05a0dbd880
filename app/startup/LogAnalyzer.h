// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace ic {

struct AnalyzedPhase {
    QString id;
    int firstLine = -1; ///< 1-based line numbers in the file
    int lastLine = -1;
    double progress = -1; ///< 0..1, < 0: the log gave no fraction
    double seconds = -1; ///< < 0: the log gave no times
};

/// What `inference-console analyze` reports about one saved log.
struct LogAnalysis {
    QString engine = QStringLiteral("unknown"); ///< "vllm", "sglang", "llama.cpp" or "unknown"
    QString outcome = QStringLiteral("unknown"); ///< "ready", "crashed", "starting" or "unknown"
    QList<AnalyzedPhase> phases; ///< the phases seen, in start-up order
    int rootCauseLine = -1; ///< 1-based; -1: no root cause
    QString rootCauseText;
    QString rootCauseCategory; ///< "gpu-oom", "kv-cache", … "other"
    int benignWarnings = 0;
    int lineCount = 0;
    QString format; ///< "journal-json", "journal-short" or "plain"

    bool hasRootCause() const { return rootCauseLine > 0; }
};

/// Reads a log as it streams in, in chunks of any size, with memory bounded whatever the
/// input: a literal pre-filter picks the few lines that any profile or crash rule could match,
/// only those become text and meet the tracker and the regular expressions; lines are cut at
/// kMaxLineBytes, and the crash diagnosis keeps at most kMaxDiagnosisLines of them.
class LogStreamAnalyzer {
public:
    static constexpr qsizetype kMaxLineBytes = 1 << 20;
    static constexpr qsizetype kMaxDiagnosisLines = 50000;
    /// The first lines always take the full path (format and engine detection, held records).
    static constexpr int kFullLines = 2000;
    /// The whole lines of a chunk at least this big (past the first lines) are scanned, and the
    /// lines they pick prepared, in parts by two threads: the second one starts while the calling
    /// thread examines what came before them. The picks are examined in order on the calling
    /// thread, so the result is the same as a single thread's.
    static constexpr qsizetype kTwoThreadBytes = 256 << 10;

    LogStreamAnalyzer();
    ~LogStreamAnalyzer();
    LogStreamAnalyzer(const LogStreamAnalyzer &) = delete;
    LogStreamAnalyzer &operator=(const LogStreamAnalyzer &) = delete;

    /// The next bytes (copied).
    void addData(QByteArrayView bytes);
    /// The next bytes, shared: a big chunk is held (not copied) until the next call to addData()
    /// or finish() returns, so a reader can alternate between two buffers without a copy.
    void addData(const QByteArray &chunk);
    /// Takes the last, unterminated line too; call once.
    LogAnalysis finish();

    qint64 bytesSeen() const;
    /// '\n' seen so far (a region still being read is finished first).
    qint64 lineBreaks() const;
    /// Whether a '\n' came yet; unlike lineBreaks(), it waits for nothing.
    bool sawLineBreak() const;
    qint64 linesExamined() const; ///< lines that passed the pre-filter (as lineBreaks())

private:
    struct State;
    std::unique_ptr<State> d;
};

/// Reads a saved log — `journalctl` short or `-o json` output, or the engine's raw
/// stdout/stderr (docker compose prefixes, caret-notation ANSI, cut lines, glued progress
/// updates) — through the same tracker and rules as the GUI. Pure: no I/O, no clock.
LogAnalysis analyzeLog(QByteArrayView content);

/// The JSON shape documented in the README: engine, outcome, phases, root_cause, benign_warnings.
QJsonObject logAnalysisToJson(const LogAnalysis &analysis);
/// A short human-readable report (translated).
QString renderLogAnalysis(const LogAnalysis &analysis);

} // namespace ic
