// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ic {

class HistoryDatabase;

/// The history of fleet operations: load probes, rollouts with their hosts, and the preflight
/// overrides operators confirmed. A value over the shared database; HistoryStore::fleet() hands
/// one out.
class FleetHistory {
public:
    explicit FleetHistory(std::shared_ptr<HistoryDatabase> db);

    qint64 recordLoadProbe(const QString &host, const QJsonObject &result, qint64 ladderRunId = 0,
                           QString *error = nullptr);
    QList<QJsonObject> loadProbes(const QString &host, int limit = -1) const;

    /// Creates or updates the rollout `uid`: state plus the plan and report documents.
    bool saveRollout(const QString &uid, const QString &state, const QJsonObject &plan,
                     const QJsonObject &report, QString *error = nullptr);
    /// One host's place and state in a rollout.
    bool saveRolloutHost(const QString &uid, const QString &host, int batch, int position,
                         const QString &state, const QJsonObject &detail = {}, QString *error = nullptr);
    /// {uid, state, plan, report, created, updated, hosts: [...]}; nullopt when unknown.
    std::optional<QJsonObject> rollout(const QString &uid) const;
    /// Rollouts whose state is not "done", "aborted" or "failed", oldest first (to resume or report).
    QStringList unfinishedRollouts() const;
    /// The typed confirmation an operator gave to override a blocking preflight finding.
    bool recordPreflightOverride(const QString &host, const QString &rolloutUid, const QString &finding,
                                 const QString &severity, const QString &evidence,
                                 const QString &confirmation, const QString &operatorName,
                                 QString *error = nullptr);
    QList<QJsonObject> preflightOverrides(const QString &host) const;

private:
    std::shared_ptr<HistoryDatabase> m_db;
};

} // namespace ic
