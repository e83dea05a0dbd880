// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetHistory.h"

#include "history/HistoryDatabase.h"
#include "history/HistorySql.h"
#include "history/HistoryStore.h"

#include <QJsonArray>
#include <QSqlQuery>

namespace ic {

namespace {

QVariant numberOrNull(const QJsonValue &v)
{
    return v.isDouble() ? QVariant(v.toDouble()) : QVariant();
}

/// One statement about a host as its own transaction: the host is inserted when new, then `sql`
/// runs with `values(hostId)` bound.
template<typename Values>
bool writeForHost(HistoryDatabase &hdb, const QString &host, const QString &sql, Values values,
                  QString *error)
{
    return hdb.write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, host, err, hdb);
            QSqlQuery q(db);
            return hostId && runStatement(q, sql, values(hostId), err, hdb);
        },
        error);
}

} // namespace

FleetHistory::FleetHistory(std::shared_ptr<HistoryDatabase> db)
    : m_db(std::move(db))
{
}

qint64 FleetHistory::recordLoadProbe(const QString &host, const QJsonObject &result, qint64 ladderRunId,
                                     QString *error)
{
    return writeInsert(
        *m_db,
        [&](QSqlDatabase &db, QString *err) -> qint64 {
            const qint64 hostId = upsertHost(db, host, err, *m_db);
            if (!hostId)
                return 0;
            const QDateTime started
                = QDateTime::fromString(result.value(QLatin1String("started")).toString(), Qt::ISODate);
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            const int completed = result.value(QLatin1String("completed")).toInt();
            const int failures = result.value(QLatin1String("failed")).toInt();
            QSqlQuery q(db);
            if (!runStatement(
                    q,
                    QStringLiteral(
                        "INSERT INTO load_probes(host_id, ladder_run_id, started_ms, recorded_ms, model,"
                        " concurrency, requests, failures, ttft_p50_ms, decode_tokens_per_second,"
                        " result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    { hostId, ladderRunId > 0 ? QVariant(ladderRunId) : QVariant(),
                      started.isValid() ? started.toMSecsSinceEpoch() : now, now,
                      text(result.value(QLatin1String("model")).toString()),
                      result.contains(QLatin1String("concurrency"))
                          ? QVariant(result.value(QLatin1String("concurrency")).toInt())
                          : QVariant(),
                      completed + failures, failures,
                      numberOrNull(
                          result.value(QLatin1String("ttft")).toObject().value(QLatin1String("p50_ms"))),
                      numberOrNull(result.value(QLatin1String("output_throughput"))), jsonText(result) },
                    err, *m_db))
                return 0;
            return q.lastInsertId().toLongLong();
        },
        error);
}

QList<QJsonObject> FleetHistory::loadProbes(const QString &host, int limit) const
{
    return selectRows(
        *m_db,
        QStringLiteral("SELECT result FROM load_probes"
                       " WHERE host_id = (SELECT id FROM hosts WHERE name = ?) ORDER BY id DESC LIMIT ?"),
        { text(host), limit < 0 ? -1 : limit }, firstObject);
}

bool FleetHistory::saveRollout(const QString &uid, const QString &state, const QJsonObject &plan,
                               const QJsonObject &report, QString *error)
{
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            const bool finished = state == QLatin1String("done") || state == QLatin1String("aborted")
                || state == QLatin1String("failed");
            QSqlQuery q(db);
            return runStatement(
                q,
                QStringLiteral(
                    "INSERT INTO rollouts(uid, created_ms, updated_ms, finished_ms, state, plan, report)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(uid) DO UPDATE SET"
                    " updated_ms = excluded.updated_ms, finished_ms = excluded.finished_ms,"
                    " state = excluded.state, plan = excluded.plan, report = excluded.report"),
                { text(uid), now, now, finished ? QVariant(now) : QVariant(), text(state), jsonText(plan),
                  jsonText(report) },
                err, *m_db);
        },
        error);
}

bool FleetHistory::saveRolloutHost(const QString &uid, const QString &host, int batch, int position,
                                   const QString &state, const QJsonObject &detail, QString *error)
{
    return writeForHost(
        *m_db, host,
        QStringLiteral(
            "INSERT INTO rollout_hosts(rollout_id, host_id, batch, position, state, updated_ms, "
            "detail)"
            " VALUES ((SELECT id FROM rollouts WHERE uid = ?), ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT(rollout_id, host_id) DO UPDATE SET batch = excluded.batch,"
            " position = excluded.position, state = excluded.state, updated_ms = excluded.updated_ms,"
            " detail = excluded.detail"),
        [&](qint64 hostId) {
            return QVariantList { text(uid),       hostId,      batch,
                                  position,        text(state), QDateTime::currentMSecsSinceEpoch(),
                                  jsonText(detail) };
        },
        error);
}

std::optional<QJsonObject> FleetHistory::rollout(const QString &uid) const
{
    std::optional<QSqlQuery> found
        = select(*m_db,
                 QStringLiteral("SELECT id, state, plan, report, created_ms, updated_ms, finished_ms FROM "
                                "rollouts WHERE uid = ?"),
                 { text(uid) });
    if (!found || !found->next())
        return std::nullopt;
    const QSqlQuery &q = *found;
    auto time = [](const QVariant &v) {
        return v.isNull() ? QJsonValue() : QJsonValue(historyTimeFrom(v).toString(Qt::ISODateWithMs));
    };
    QJsonObject o { { QStringLiteral("uid"), uid },
                    { QStringLiteral("state"), q.value(1).toString() },
                    { QStringLiteral("plan"), jsonObjectFrom(q.value(2)) },
                    { QStringLiteral("report"), jsonObjectFrom(q.value(3)) },
                    { QStringLiteral("created"), time(q.value(4)) },
                    { QStringLiteral("updated"), time(q.value(5)) },
                    { QStringLiteral("finished"), time(q.value(6)) } };
    const qint64 id = q.value(0).toLongLong();
    const QList<QJsonObject> hosts = selectRows(
        *m_db,
        QStringLiteral(
            "SELECT h.name, r.batch, r.position, r.state, r.detail, r.updated_ms FROM rollout_hosts r"
            " JOIN hosts h ON h.id = r.host_id WHERE r.rollout_id = ? ORDER BY r.batch, r.position"),
        { id }, [&time](const QSqlQuery &h) {
            return QJsonObject { { QStringLiteral("host"), h.value(0).toString() },
                                 { QStringLiteral("batch"), h.value(1).toInt() },
                                 { QStringLiteral("position"), h.value(2).toInt() },
                                 { QStringLiteral("state"), h.value(3).toString() },
                                 { QStringLiteral("detail"), jsonObjectFrom(h.value(4)) },
                                 { QStringLiteral("updated"), time(h.value(5)) } };
        });
    QJsonArray array;
    for (const QJsonObject &h : hosts)
        array.append(h);
    o.insert(QStringLiteral("hosts"), array);
    return o;
}

QStringList FleetHistory::unfinishedRollouts() const
{
    return selectRows(*m_db,
                      QStringLiteral("SELECT uid FROM rollouts WHERE state NOT IN ('done', 'aborted', "
                                     "'failed') ORDER BY created_ms, id"),
                      {}, firstString);
}

bool FleetHistory::recordPreflightOverride(const QString &host, const QString &rolloutUid,
                                           const QString &finding, const QString &severity,
                                           const QString &evidence, const QString &confirmation,
                                           const QString &operatorName, QString *error)
{
    return writeForHost(
        *m_db, host,
        QStringLiteral("INSERT INTO preflight_overrides(host_id, rollout_id, at_ms, finding, severity,"
                       " evidence, confirmation, operator)"
                       " VALUES (?, (SELECT id FROM rollouts WHERE uid = ?), ?, ?, ?, ?, ?, ?)"),
        [&](qint64 hostId) {
            return QVariantList { hostId,
                                  text(rolloutUid),
                                  QDateTime::currentMSecsSinceEpoch(),
                                  text(finding),
                                  text(severity),
                                  text(evidence),
                                  text(confirmation),
                                  text(operatorName) };
        },
        error);
}

QList<QJsonObject> FleetHistory::preflightOverrides(const QString &host) const
{
    return selectRows(
        *m_db,
        QStringLiteral("SELECT p.at_ms, p.finding, p.severity, p.evidence, p.confirmation, p.operator, r.uid"
                       " FROM preflight_overrides p LEFT JOIN rollouts r ON r.id = p.rollout_id"
                       " WHERE p.host_id = (SELECT id FROM hosts WHERE name = ?) ORDER BY p.id"),
        { text(host) }, [](const QSqlQuery &q) {
            return QJsonObject { { QStringLiteral("at"),
                                   historyTimeFrom(q.value(0)).toString(Qt::ISODateWithMs) },
                                 { QStringLiteral("finding"), q.value(1).toString() },
                                 { QStringLiteral("severity"), q.value(2).toString() },
                                 { QStringLiteral("evidence"), q.value(3).toString() },
                                 { QStringLiteral("confirmation"), q.value(4).toString() },
                                 { QStringLiteral("operator"), q.value(5).toString() },
                                 { QStringLiteral("rollout"),
                                   q.value(6).isNull() ? QJsonValue() : QJsonValue(q.value(6).toString()) } };
        });
}

} // namespace ic
