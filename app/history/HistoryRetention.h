// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>

#include <memory>

namespace ic {

class HistoryDatabase;

/// How long history is kept: a row goes only when it is neither among the newest `keepRuns`
/// of its host (per kind: restarts, ladder runs, snapshots, load probes, known-good markers)
/// nor younger than `keepDays` days. The newest known-good marker of a unit, and the snapshot
/// it points at, always stay.
struct RetentionPolicy {
    int keepRuns = 500;
    int keepDays = 365;
    static RetentionPolicy fromSettings(); ///< Settings::historyKeepRuns()/historyKeepDays()
};

struct RetentionResult {
    int removed = 0;
    QString error;
};

/// Deletes what the policy lets go, in small transactions so writers never wait long.
RetentionResult applyRetention(HistoryDatabase &db, const RetentionPolicy &policy,
                               const QDateTime &now = QDateTime::currentDateTimeUtc());

/// Runs applyRetention() on a pool thread, at most once an hour per database and process.
void scheduleRetention(const std::shared_ptr<HistoryDatabase> &db);

} // namespace ic
