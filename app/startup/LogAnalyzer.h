#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTextStream>

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

/// Reads a saved log — `journalctl` short or `-o json` output, or the engine's raw
/// stdout/stderr (docker compose prefixes, caret-notation ANSI, cut lines, glued progress
/// updates) — through the same tracker and rules as the GUI. Pure: no I/O, no clock.
LogAnalysis analyzeLog(QByteArrayView content);

/// The JSON shape documented in the README: engine, outcome, phases, root_cause, benign_warnings.
QJsonObject logAnalysisToJson(const LogAnalysis &analysis);
/// A short human-readable report (translated).
QString renderLogAnalysis(const LogAnalysis &analysis);

/// `inference-console analyze FILE [--json]`: 0 on success, 2 when the file cannot be read.
int runAnalyze(const QString &path, bool json, QTextStream &out, QTextStream &err);

} // namespace ic
