// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ic {

/// Root-cause categories; ids as used in `analyze --json`.
enum class CrashCategory {
    GpuOom,
    KvCache,
    Nccl,
    Compile,
    Config,
    PackageMismatch,
    WorkerDied,
    KernelJit,
    CudaMismatch,
    ModelFiles,
    DownloadAuth,
    PortInUse,
    Timeout,
    Uncertain, ///< the log shows only a wrapper or a cut traceback: candidates in nextSteps
    Other
};

QString crashCategoryId(CrashCategory category); ///< "gpu-oom", "kv-cache", ... "other"
QString crashCategoryTitle(CrashCategory category); ///< translated: "GPU out of memory", ...

/// The one line that matters in a crashed start-up, and what to do about it.
struct RootCause {
    int line = -1; ///< index into the lines given to diagnoseCrash()
    QString text; ///< the root-cause line, decorations stripped
    CrashCategory category = CrashCategory::Other;
    int tracebackFirst = -1; ///< the traceback block the line came from (indices), or -1
    int tracebackLast = -1;
    QStringList nextSteps; ///< concrete, translated, with values filled in (e.g. the max model length)
    QString ruleId; ///< the data rule that classified it
};

/// Finds the root cause in the lines of one start-up (raw records as they arrived; the
/// function strips decorations itself). nullopt when there is no crash to explain.
/// Rules are data: `:/diagnose/rules.json` unless `rulesJson` is given.
std::optional<RootCause> diagnoseCrash(const QStringList &lines, const QByteArray &rulesJson = {});
/// The same, letting each line go once it is read: for a caller done with them (a long log's
/// lines are not held twice).
std::optional<RootCause> diagnoseCrash(QStringList &&lines, const QByteArray &rulesJson = {});
/// The same over `count` lines that `lineAt` gives one at a time (once each, from two threads
/// for different lines), so that a caller holding them in another form makes each text only
/// when it is read.
std::optional<RootCause> diagnoseCrash(int count, const std::function<QString(int)> &lineAt,
                                       const QByteArray &rulesJson = {});

/// Every pattern of the rules as a regular expression (substring rules escaped): a line that
/// contains none of their literals cannot take part in a diagnosis, except as context.
QStringList crashRulePatterns(const QByteArray &rulesJson = {});

} // namespace ic
