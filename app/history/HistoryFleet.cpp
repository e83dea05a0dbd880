// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// HistoryStore's fleet-operation tables (load probes, rollouts, preflight overrides), kept apart
// from HistoryStore.cpp to keep each file short.
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

} // namespace

qint64 HistoryStore::recordLoadProbe(const QString &host, const QJsonObject &result, qint64 ladderRunId,
                                     QString *error)
{
    qint64 id = 0;
    const bool ok = m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, host, err, *m_db);
            if (!hostId)
                return false;
            QDateTime started
                = QDateTime::fromString(result.value(QLatin1String("started")).toString(), Qt::ISODate);
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            QSqlQuery q(db);
            q.prepare(QStringLiteral(
                "INSERT INTO load_probes(host_id, ladder_run_id, started_ms, recorded_ms, model, concurrency,"
                " requests, failures, ttft_p50_ms, decode_tokens_per_second, result)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
            const int completed = result.value(QLatin1String("completed")).toInt();
            const int failures = result.value(QLatin1String("failed")).toInt();
            q.addBindValue(hostId);
            q.addBindValue(ladderRunId > 0 ? QVariant(ladderRunId) : QVariant());
            q.addBindValue(started.isValid() ? started.toMSecsSinceEpoch() : now);
            q.addBindValue(now);
            q.addBindValue(text(result.value(QLatin1String("model")).toString()));
            q.addBindValue(result.contains(QLatin1String("concurrency"))
                               ? QVariant(result.value(QLatin1String("concurrency")).toInt())
                               : QVariant());
            q.addBindValue(completed + failures);
            q.addBindValue(failures);
            q.addBindValue(
                numberOrNull(result.value(QLatin1String("ttft")).toObject().value(QLatin1String("p50_ms"))));
            q.addBindValue(numberOrNull(result.value(QLatin1String("output_throughput"))));
            q.addBindValue(jsonText(result));
            if (!q.exec())
                return failed(q, err, *m_db);
            id = q.lastInsertId().toLongLong();
            return true;
        },
        error);
    return ok ? id : 0;
}

QList<QJsonObject> HistoryStore::loadProbes(const QString &host, int limit) const
{
    QSqlQuery q = m_db->query(QStringLiteral("SELECT result FROM load_probes"
                                             " WHERE host_id = (SELECT id FROM hosts WHERE name = ?)"
                                             " ORDER BY id DESC LIMIT ?"));
    q.addBindValue(text(host));
    q.addBindValue(limit < 0 ? -1 : limit);
    QList<QJsonObject> out;
    if (execOrWarn(q, *m_db))
        while (q.next())
            out.append(jsonObjectFrom(q.value(0)));
    return out;
}

bool HistoryStore::saveRollout(const QString &uid, const QString &state, const QJsonObject &plan,
                               const QJsonObject &report, QString *error)
{
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            const bool finished = state == QLatin1String("done") || state == QLatin1String("aborted")
                || state == QLatin1String("failed");
            QSqlQuery q(db);
            q.prepare(QStringLiteral(
                "INSERT INTO rollouts(uid, created_ms, updated_ms, finished_ms, state, plan, report)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(uid) DO UPDATE SET updated_ms = "
                "excluded.updated_ms,"
                " finished_ms = excluded.finished_ms, state = excluded.state, plan = excluded.plan,"
                " report = excluded.report"));
            q.addBindValue(text(uid));
            q.addBindValue(now);
            q.addBindValue(now);
            q.addBindValue(finished ? QVariant(now) : QVariant());
            q.addBindValue(text(state));
            q.addBindValue(jsonText(plan));
            q.addBindValue(jsonText(report));
            return q.exec() || failed(q, err, *m_db);
        },
        error);
}

bool HistoryStore::saveRolloutHost(const QString &uid, const QString &host, int batch, int position,
                                   const QString &state, const QJsonObject &detail, QString *error)
{
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, host, err, *m_db);
            if (!hostId)
                return false;
            QSqlQuery q(db);
            q.prepare(QStringLiteral(
                "INSERT INTO rollout_hosts(rollout_id, host_id, batch, position, state, updated_ms, detail)"
                " VALUES ((SELECT id FROM rollouts WHERE uid = ?), ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(rollout_id, host_id) DO UPDATE SET batch = excluded.batch,"
                " position = excluded.position, state = excluded.state, updated_ms = excluded.updated_ms,"
                " detail = excluded.detail"));
            q.addBindValue(text(uid));
            q.addBindValue(hostId);
            q.addBindValue(batch);
            q.addBindValue(position);
            q.addBindValue(text(state));
            q.addBindValue(QDateTime::currentMSecsSinceEpoch());
            q.addBindValue(jsonText(detail));
            return q.exec() || failed(q, err, *m_db);
        },
        error);
}

std::optional<QJsonObject> HistoryStore::rollout(const QString &uid) const
{
    QSqlQuery q = m_db->query(QStringLiteral(
        "SELECT id, state, plan, report, created_ms, updated_ms, finished_ms FROM rollouts WHERE uid = ?"));
    q.addBindValue(text(uid));
    if (!execOrWarn(q, *m_db) || !q.next())
        return std::nullopt;
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
    QSqlQuery h = m_db->query(QStringLiteral(
        "SELECT h.name, r.batch, r.position, r.state, r.detail, r.updated_ms FROM rollout_hosts r"
        " JOIN hosts h ON h.id = r.host_id WHERE r.rollout_id = ? ORDER BY r.batch, r.position"));
    h.addBindValue(id);
    QJsonArray hosts;
    if (execOrWarn(h, *m_db))
        while (h.next())
            hosts.append(QJsonObject { { QStringLiteral("host"), h.value(0).toString() },
                                       { QStringLiteral("batch"), h.value(1).toInt() },
                                       { QStringLiteral("position"), h.value(2).toInt() },
                                       { QStringLiteral("state"), h.value(3).toString() },
                                       { QStringLiteral("detail"), jsonObjectFrom(h.value(4)) },
                                       { QStringLiteral("updated"), time(h.value(5)) } });
    o.insert(QStringLiteral("hosts"), hosts);
    return o;
}

QStringList HistoryStore::unfinishedRollouts() const
{
    QSqlQuery q = m_db->query(QStringLiteral(
        "SELECT uid FROM rollouts WHERE state NOT IN ('done', 'aborted', 'failed') ORDER BY created_ms, id"));
    QStringList out;
    if (execOrWarn(q, *m_db))
        while (q.next())
            out.append(q.value(0).toString());
    return out;
}

bool HistoryStore::recordPreflightOverride(const QString &host, const QString &rolloutUid,
                                           const QString &finding, const QString &severity,
                                           const QString &evidence, const QString &confirmation,
                                           const QString &operatorName, QString *error)
{
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, host, err, *m_db);
            if (!hostId)
                return false;
            QSqlQuery q(db);
            q.prepare(QStringLiteral(
                "INSERT INTO preflight_overrides(host_id, rollout_id, at_ms, finding, severity, evidence,"
                " confirmation, operator) VALUES (?, (SELECT id FROM rollouts WHERE uid = ?), ?, ?, ?, ?, ?, "
                "?)"));
            q.addBindValue(hostId);
            q.addBindValue(text(rolloutUid));
            q.addBindValue(QDateTime::currentMSecsSinceEpoch());
            q.addBindValue(text(finding));
            q.addBindValue(text(severity));
            q.addBindValue(text(evidence));
            q.addBindValue(text(confirmation));
            q.addBindValue(text(operatorName));
            return q.exec() || failed(q, err, *m_db);
        },
        error);
}

QList<QJsonObject> HistoryStore::preflightOverrides(const QString &host) const
{
    QSqlQuery q = m_db->query(
        QStringLiteral("SELECT p.at_ms, p.finding, p.severity, p.evidence, p.confirmation, p.operator, r.uid"
                       " FROM preflight_overrides p LEFT JOIN rollouts r ON r.id = p.rollout_id"
                       " WHERE p.host_id = (SELECT id FROM hosts WHERE name = ?) ORDER BY p.id"));
    q.addBindValue(text(host));
    QList<QJsonObject> out;
    if (execOrWarn(q, *m_db))
        while (q.next())
            out.append(QJsonObject {
                { QStringLiteral("at"), historyTimeFrom(q.value(0)).toString(Qt::ISODateWithMs) },
                { QStringLiteral("finding"), q.value(1).toString() },
                { QStringLiteral("severity"), q.value(2).toString() },
                { QStringLiteral("evidence"), q.value(3).toString() },
                { QStringLiteral("confirmation"), q.value(4).toString() },
                { QStringLiteral("operator"), q.value(5).toString() },
                { QStringLiteral("rollout"),
                  q.value(6).isNull() ? QJsonValue() : QJsonValue(q.value(6).toString()) } });
    return out;
}

} // namespace ic
