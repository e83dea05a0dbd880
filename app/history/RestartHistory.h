// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/HistoryStore.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>

namespace ic {

/// One restart of a host as the restart history shows it: what the history database kept
/// (phases, peak and settled GPU memory, outcome), the verdict of the first validation run after
/// it, the versions it ran with (from the environment snapshots), and how it compares with the
/// median of the ready restarts before it.
struct RestartHistoryEntry {
    RestartRecord restart;
    QString verdict; ///< "pass", "fail", "error", …; empty: not validated before the next restart
    QString engineVersion; ///< e.g. "vllm 0.15.1"; empty when no snapshot names one
    QString driverVersion;
    QString cudaVersion;

    int comparedWith = 0; ///< ready restarts (at most ten) in the medians below
    double medianStartupSeconds = std::nan("");
    double medianSettledMiB = std::nan("");
    double startupChange = std::nan(""); ///< this / median − 1 (0.25: 25 % slower)
    double memoryChange = std::nan(""); ///< settled memory: this / median − 1
    bool slowerStartup = false; ///< at least 20 % slower than the median
    bool moreMemory = false; ///< settles at least 5 % higher than the median

    /// The memory the comparison uses: where it settled after ready (a peak is not comparable with
    /// it, and a restart that never became ready never settles); NaN when unknown.
    double comparedMiB() const;
};

/// Builds and exports the restart history of a host. The comparison: each restart against the
/// median of the (up to) ten ready restarts of the same unit recorded before it — a start-up 20 %
/// slower, or settled GPU memory 5 % higher, is flagged. A restart that did not become ready is
/// compared (it may be slow) but is never part of a median.
class RestartHistory {
public:
    static constexpr int kCompareRuns = 10;
    static constexpr double kSlowerBy = 0.20;
    static constexpr double kMoreMemoryBy = 0.05;

    /// Pure: restarts newest first (as HistoryStore::restarts gives them) → entries newest first
    /// with their comparisons; verdicts and versions are left empty.
    static QList<RestartHistoryEntry> compare(const QList<RestartRecord> &newestFirst);
    /// Pure: fills each entry's verdict from `ladderRuns` (report JSON, any order): the first run
    /// that started after the restart began and before the next restart began.
    static void attachVerdicts(QList<RestartHistoryEntry> &entries, const QList<QJsonObject> &ladderRuns);
    /// Pure: fills the versions from snapshots (any order): the newest snapshot of the unit taken
    /// before the next restart began (the environment the restart ran with).
    static void attachVersions(QList<RestartHistoryEntry> &entries, const QList<SnapshotRecord> &snapshots);

    /// The host's newest `limit` restarts with everything above, newest first.
    static QList<RestartHistoryEntry> load(const HistoryStore &store, const QString &host, int limit = 50);

    /// The phases that occur in any entry, in start-up order (known phases first).
    static QStringList phases(const QList<RestartHistoryEntry> &entries);

    static QByteArray toCsv(const QList<RestartHistoryEntry> &entries);
    static QJsonObject toJson(const QString &host, const QList<RestartHistoryEntry> &entries);
    static QString toMarkdown(const QString &host, const QList<RestartHistoryEntry> &entries);
};

} // namespace ic
