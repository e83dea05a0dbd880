// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistoryRetention.h"

#include "config/Settings.h"
#include "history/HistoryDatabase.h"
#include "history/HistorySql.h"

#include <QCoreApplication>
#include <QHash>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QThreadPool>

#include <mutex>

Q_DECLARE_LOGGING_CATEGORY(lcHistory)

namespace ic {

namespace {

constexpr int kBatch = 500;
constexpr qint64 kIntervalMs = 3600 * 1000;

struct Rule {
    const char *table;
    const char *partition;
    const char *time;
    const char *extra; ///< more conditions on the candidate rows
    int minimumKeep; ///< kept whatever the policy says
};

// Known-good markers first, so the snapshots they no longer point at can go in the same pass.
const Rule kRules[] = {
    { "known_good", "host_id, unit", "marked_ms", "", 1 },
    { "restarts", "host_id", "recorded_ms", "", 0 },
    { "ladder_runs", "host_id", "recorded_ms", "", 0 },
    { "load_probes", "host_id", "recorded_ms", "", 0 },
    { "environment_snapshots", "host_id, unit", "recorded_ms",
      " AND id NOT IN (SELECT snapshot_id FROM known_good)", 1 },
};

/// Retention's own pool: waited for (with a deadline) before the application object goes, so
/// no job touches the database while the process tears Qt down.
QThreadPool *retentionPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setMaxThreadCount(1);
        qAddPostRoutine([] { retentionPool()->waitForDone(10000); });
        return p;
    }();
    return pool;
}

} // namespace

RetentionPolicy RetentionPolicy::fromSettings()
{
    const Settings s;
    return { s.historyKeepRuns(), s.historyKeepDays() };
}

RetentionResult applyRetention(HistoryDatabase &db, const RetentionPolicy &policy, const QDateTime &now)
{
    RetentionResult result;
    if (!db.isAvailable()) {
        result.error = db.error();
        return result;
    }
    const qint64 cutoff = now.addDays(-std::max(0, policy.keepDays)).toMSecsSinceEpoch();
    for (const Rule &rule : kRules) {
        const QString sql
            = QStringLiteral("DELETE FROM %1 WHERE id IN (SELECT id FROM (SELECT id, %3 AS t,"
                             " ROW_NUMBER() OVER (PARTITION BY %2 ORDER BY id DESC) AS rn FROM %1)"
                             " WHERE rn > ? AND t < ?%4 LIMIT %5)")
                  .arg(QLatin1String(rule.table), QLatin1String(rule.partition), QLatin1String(rule.time),
                       QLatin1String(rule.extra))
                  .arg(kBatch);
        for (;;) {
            int removed = 0;
            const bool ok = db.write(
                [&](QSqlDatabase &sqlDb, QString *err) {
                    QSqlQuery q(sqlDb);
                    q.prepare(sql);
                    q.addBindValue(std::max(rule.minimumKeep, policy.keepRuns));
                    q.addBindValue(cutoff);
                    if (!q.exec())
                        return failed(q, err, db);
                    removed = q.numRowsAffected();
                    return true;
                },
                &result.error);
            if (!ok)
                return result;
            result.removed += removed;
            if (removed < kBatch)
                break;
        }
    }
    if (result.removed > 0)
        qCInfo(lcHistory).noquote() << "retention removed" << result.removed << "rows from" << db.path();
    return result;
}

void scheduleRetention(const std::shared_ptr<HistoryDatabase> &db)
{
    static std::mutex mutex;
    static QHash<QString, qint64> lastRun;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    {
        std::lock_guard lock(mutex);
        const auto it = lastRun.constFind(db->path());
        if (it != lastRun.cend() && now - it.value() < kIntervalMs)
            return;
        lastRun.insert(db->path(), now);
    }
    const RetentionPolicy policy = RetentionPolicy::fromSettings();
    if (!QCoreApplication::instance())
        return; // no application object to outlive the job
    retentionPool()->start([db, policy] {
        const RetentionResult r = applyRetention(*db, policy);
        if (!r.error.isEmpty())
            qCWarning(lcHistory).noquote() << "retention:" << r.error;
        db->releaseConnection();
    });
}

} // namespace ic
