// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/ChatHistory.h"
#include "history/FleetHistory.h"
#include "history/HistoryDatabase.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QVariant>

#include <cmath>
#include <memory>
#include <optional>

namespace ic {

/// One start-up of a service, as the history keeps it.
struct RestartRecord {
    qint64 id = 0; ///< set when read back
    QString host;
    QString serviceKey; ///< StartupHistory::key(): host|unit|model|argument hash
    QString unit;
    QString model;
    QString argsHash;
    QString invocationId;
    QDateTime started; ///< invalid: unknown
    QDateTime ended;
    QDateTime recorded; ///< set when read back
    QString outcome = QStringLiteral("ready"); ///< "ready", "crashed", "stalled", "stopped", "unknown"
    QString rootCause;
    QString rootCauseCategory;
    double peakGpuMiB = std::nan("");
    double settledGpuMiB = std::nan("");
    QHash<QString, double> phaseSeconds;
    double seconds = std::nan(""); ///< the duration as the start-up tracker measured it, when known
    QJsonObject data; ///< anything else (versions, verdict …), kept whole

    /// `seconds` when known, else ended − started when both are known, else the sum of the
    /// phases; NaN when none of these is.
    double totalSeconds() const;
    QJsonObject toJson() const;
};

/// The median duration of one phase over a set of start-ups.
struct PhaseMedian {
    double seconds = std::nan("");
    int runs = 0; ///< start-ups that ran the phase
    int hosts = 0; ///< hosts whose medians were taken (group medians)
};

/// One environment snapshot row.
struct SnapshotRecord {
    qint64 id = 0;
    QString host;
    QString unit;
    QDateTime recorded;
    QJsonObject snapshot; ///< EnvironmentSnapshot::toJson()
};

/// A package version that changed between two consecutive snapshots of a unit.
struct PackageVersionChange {
    QString name;
    QString before; ///< empty: not installed before
    QString after; ///< empty: removed
    QDateTime at; ///< when the snapshot that saw it was taken (else recorded)
};

/// Typed reads and writes over the history database. Every write is one transaction; every
/// read is one query. All methods are safe to call when the database is unavailable: writes
/// return false with the reason, reads return nothing.
class HistoryStore {
public:
    explicit HistoryStore(std::shared_ptr<HistoryDatabase> db);
    HistoryStore(); ///< the default database

    HistoryDatabase &database() const { return *m_db; }
    const std::shared_ptr<HistoryDatabase> &databasePointer() const { return m_db; }

    // --- restarts
    /// Keeps one restart; returns its id, 0 with `error` on failure.
    qint64 recordRestart(const RestartRecord &restart, QString *error = nullptr);
    /// The newest `limit` restarts of a service key with `outcome` (empty: any), oldest first.
    QList<RestartRecord> restartsForKey(const QString &serviceKey, int limit,
                                        const QString &outcome = QStringLiteral("ready")) const;
    /// A host's restarts recorded at or after `since` (invalid: all), newest first.
    QList<RestartRecord> restarts(const QString &host, const QDateTime &since = {}, int limit = -1) const;
    /// Median and maximum per phase over the newest `lastRuns` ready start-ups of the key.
    /// Computed by one SQL query; empty maps when there is no history.
    void phaseStatistics(const QString &serviceKey, int lastRuns, QHash<QString, double> *median,
                         QHash<QString, double> *max) const;
    /// Median seconds per phase over the newest `lastRuns` ready start-ups of the key recorded
    /// before the restart `beforeId` (0: all of them); `runs`: how many start-ups those are.
    QHash<QString, PhaseMedian> phaseMedians(const QString &serviceKey, int lastRuns, qint64 beforeId = 0,
                                             int *runs = nullptr) const;
    /// Per phase, the median of the other hosts' medians: each host other than `exceptHost` whose
    /// ready start-ups of the same unit, model and arguments hash were recorded in `group`
    /// (RestartRecord::data "group"), over its newest `lastRuns` of them before the restart
    /// `beforeId` (0: all). `hosts` and `runs`: how many hosts and start-ups that is.
    QHash<QString, PhaseMedian> groupPhaseMedians(const QString &group, const QString &unit,
                                                  const QString &model, const QString &argsHash,
                                                  const QString &exceptHost, int lastRuns,
                                                  qint64 beforeId = 0, int *hosts = nullptr,
                                                  int *runs = nullptr) const;
    /// The restart with this id; nullopt when there is none.
    std::optional<RestartRecord> restart(qint64 id) const;
    /// Notes the root cause a crash diagnosis found on the host's restart with `invocationId`;
    /// returns how many restarts it applied to (0 when that restart is not recorded).
    int setRestartRootCause(const QString &host, const QString &invocationId, const QString &rootCause,
                            const QString &category, QString *error = nullptr);
    /// Notes where the GPU memory of the host's restart `invocationId` settled once it was ready
    /// (known only a while after the restart was recorded), and raises its peak to `peakMiB` when
    /// that is higher (the highest total seen from the start through the settling; NaN: peak
    /// unchanged). Returns how many restarts it applied to (0 when that restart is not recorded,
    /// or on failure with `error`).
    int setRestartSettledMemory(const QString &host, const QString &invocationId, double settledMiB,
                                double peakMiB = std::nan(""), QString *error = nullptr);
    /// Median total seconds of the host's newest `lastRuns` ready start-ups; NaN when none.
    double startupMedianSeconds(const QString &host, int lastRuns = 10) const;

    // --- ladder runs (the report JSON is stored whole; columns are copied from it)
    qint64 recordLadderRun(const QJsonObject &report, QString *error = nullptr);
    /// Oldest first; `limit` < 0: all; invalid `since`: no lower bound.
    QList<QJsonObject> ladderRuns(const QString &host, const QDateTime &since = {}, int limit = -1) const;
    std::optional<QJsonObject> lastLadderRun(const QString &host) const;
    /// Deletes all but the newest `keep` runs of the host; returns how many went.
    int pruneLadderRuns(const QString &host, int keep, QString *error = nullptr);

    // --- environment snapshots and known good
    /// Keeps a snapshot of what a unit ran with unless it equals the unit's newest one (the
    /// `taken` time aside). Returns the id of the stored (or equal) snapshot, 0 on failure.
    qint64 recordSnapshot(const QString &host, const QString &unit, const QJsonObject &snapshot,
                          QString *error = nullptr);
    /// Records the snapshot and marks it known good for the unit.
    bool markKnownGood(const QString &host, const QString &unit, const QJsonObject &snapshot,
                       QString *error = nullptr);
    /// The snapshot of the newest known-good marker; nullopt when none (or unavailable).
    std::optional<SnapshotRecord> lastKnownGood(const QString &host, const QString &unit,
                                                QString *error = nullptr) const;
    QList<SnapshotRecord> snapshots(const QString &host, const QString &unit = {}, int limit = -1) const;
    /// Each version change of `package` (empty: every package) across the unit's snapshots,
    /// newest first: "when did this package last change?"
    QList<PackageVersionChange> packageChanges(const QString &host, const QString &unit,
                                               const QString &package = {}) const;

    // --- chat conversations and fleet operations, each kept by its own class
    ChatHistory chat() const { return ChatHistory(m_db); }
    FleetHistory fleet() const { return FleetHistory(m_db); }

    // The calls as they were before ChatHistory and FleetHistory: each is the one of that class.
    qint64 recordLoadProbe(const QString &host, const QJsonObject &result, qint64 ladderRunId = 0,
                           QString *error = nullptr)
    {
        return fleet().recordLoadProbe(host, result, ladderRunId, error);
    }
    QList<QJsonObject> loadProbes(const QString &host, int limit = -1) const
    {
        return fleet().loadProbes(host, limit);
    }
    bool saveRollout(const QString &uid, const QString &state, const QJsonObject &plan,
                     const QJsonObject &report, QString *error = nullptr)
    {
        return fleet().saveRollout(uid, state, plan, report, error);
    }
    bool saveRolloutHost(const QString &uid, const QString &host, int batch, int position,
                         const QString &state, const QJsonObject &detail = {}, QString *error = nullptr)
    {
        return fleet().saveRolloutHost(uid, host, batch, position, state, detail, error);
    }
    std::optional<QJsonObject> rollout(const QString &uid) const { return fleet().rollout(uid); }
    QStringList unfinishedRollouts() const { return fleet().unfinishedRollouts(); }
    bool recordPreflightOverride(const QString &host, const QString &rolloutUid, const QString &finding,
                                 const QString &severity, const QString &evidence,
                                 const QString &confirmation, const QString &operatorName,
                                 QString *error = nullptr)
    {
        return fleet().recordPreflightOverride(host, rolloutUid, finding, severity, evidence, confirmation,
                                               operatorName, error);
    }
    QList<QJsonObject> preflightOverrides(const QString &host) const
    {
        return fleet().preflightOverrides(host);
    }
    QList<ChatTurnRow> chatTurns(const QString &host,
                                 qint64 maxTurnBytes = ChatRetention().maxTurnBytes) const
    {
        return chat().turns(host, maxTurnBytes);
    }
    bool saveChatTurn(const QString &host, qint64 position, const QJsonObject &turn, QString *error = nullptr,
                      const ChatRetention &retention = ChatRetention())
    {
        return chat().saveTurn(host, position, turn, error, retention);
    }
    int deleteChatTurns(const QString &host, qint64 fromPosition = 0, QString *error = nullptr)
    {
        return chat().deleteTurns(host, fromPosition, error);
    }
    bool replaceChatTurns(const QString &host, const QList<ChatTurnRow> &rows, QString *error = nullptr,
                          const ChatRetention &retention = ChatRetention())
    {
        return chat().replaceTurns(host, rows, error, retention);
    }

    // --- hosts
    QStringList hosts() const;

private:
    /// `UPDATE restarts SET <setClause>` on the host's restart `invocationId`, binding `values`
    /// to the clause's placeholders; returns the rows changed (0 for an empty invocation id).
    int updateRestart(const QString &host, const QString &invocationId, const QString &setClause,
                      const QVariantList &values, QString *error);

    std::shared_ptr<HistoryDatabase> m_db;
};

/// Milliseconds since the epoch (UTC) for a column; NULL for an invalid time.
QVariant historyTime(const QDateTime &t);
QDateTime historyTimeFrom(const QVariant &ms);

} // namespace ic
