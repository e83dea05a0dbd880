// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistorySql.h"

#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

Q_DECLARE_LOGGING_CATEGORY(lcHistory)

namespace ic {

namespace {

QJsonObject comparable(QJsonObject o)
{
    for (const char *k : { "taken", "host", "unit" })
        o.remove(QLatin1String(k));
    return o;
}

double finiteOrNan(const QJsonValue &v)
{
    return v.isDouble() ? v.toDouble() : std::nan("");
}

QVariant finiteOrNull(double v)
{
    return std::isfinite(v) ? QVariant(v) : QVariant();
}

} // namespace

bool failed(const QSqlQuery &q, QString *error, HistoryDatabase &hdb)
{
    if (error)
        *error = hdb.describe(q);
    return false;
}

bool execOrWarn(QSqlQuery &q, HistoryDatabase &hdb)
{
    if (!hdb.isAvailable())
        return false;
    if (q.exec())
        return true;
    qCWarning(lcHistory).noquote() << hdb.describe(q);
    return false;
}

bool runStatement(QSqlQuery &q, const QString &sql, const QVariantList &values, QString *error,
                  HistoryDatabase &hdb)
{
    q.prepare(sql);
    return bindAndRun(q, values, error, hdb);
}

bool bindAndRun(QSqlQuery &q, const QVariantList &values, QString *error, HistoryDatabase &hdb)
{
    for (const QVariant &v : values)
        q.addBindValue(v);
    return q.exec() || failed(q, error, hdb);
}

int writeStatement(HistoryDatabase &hdb, const QString &sql, const QVariantList &values, QString *error)
{
    int changed = -1;
    hdb.write(
        [&](QSqlDatabase &db, QString *err) {
            QSqlQuery q(db);
            if (!runStatement(q, sql, values, err, hdb))
                return false;
            changed = q.numRowsAffected();
            return true;
        },
        error);
    return changed;
}

std::optional<QSqlQuery> select(HistoryDatabase &hdb, const QString &sql, const QVariantList &values)
{
    QSqlQuery q = hdb.query(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!execOrWarn(q, hdb))
        return std::nullopt;
    return q;
}

QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject jsonObjectFrom(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

qint64 upsertHost(QSqlDatabase &db, const QString &name, QString *error, HistoryDatabase &hdb)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO hosts(name, first_seen_ms) VALUES (?, ?) ON CONFLICT(name) DO NOTHING"));
    q.addBindValue(text(name));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!q.exec())
        return failed(q, error, hdb);
    q.prepare(QStringLiteral("SELECT id FROM hosts WHERE name = ?"));
    q.addBindValue(text(name));
    if (!q.exec() || !q.next())
        return failed(q, error, hdb);
    return q.value(0).toLongLong();
}

qint64 insertSnapshot(QSqlDatabase &db, const QString &host, const QString &unit, const QJsonObject &snapshot,
                      QString *error, HistoryDatabase &hdb)
{
    const qint64 hostId = upsertHost(db, host, error, hdb);
    if (!hostId)
        return 0;
    QSqlQuery last(db);
    last.prepare(
        QStringLiteral("SELECT id, snapshot FROM environment_snapshots WHERE host_id = ? AND unit = ?"
                       " ORDER BY id DESC LIMIT 1"));
    last.addBindValue(hostId);
    last.addBindValue(text(unit));
    if (!last.exec())
        return failed(last, error, hdb);
    if (last.next() && comparable(jsonObjectFrom(last.value(1))) == comparable(snapshot))
        return last.value(0).toLongLong();
    last.finish();

    const QDateTime taken
        = QDateTime::fromString(snapshot.value(QLatin1String("taken")).toString(), Qt::ISODateWithMs);
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO environment_snapshots(host_id, unit, taken_ms, recorded_ms, exec_start,"
                       " driver_version, cuda_version, environment, snapshot)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(hostId);
    q.addBindValue(text(unit));
    q.addBindValue(taken.isValid() ? QVariant(taken.toMSecsSinceEpoch()) : QVariant());
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(text(snapshot.value(QLatin1String("execStart")).toString()));
    q.addBindValue(text(snapshot.value(QLatin1String("driverVersion")).toString()));
    q.addBindValue(text(snapshot.value(QLatin1String("cudaVersion")).toString()));
    q.addBindValue(jsonText(snapshot.value(QLatin1String("environment")).toObject()));
    q.addBindValue(jsonText(snapshot));
    if (!q.exec())
        return failed(q, error, hdb);
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery p(db);
    p.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO snapshot_packages(snapshot_id, name, version) VALUES (?, ?, ?)"));
    const QJsonObject packages = snapshot.value(QLatin1String("packages")).toObject();
    for (auto it = packages.begin(); it != packages.end(); ++it) {
        p.addBindValue(id);
        p.addBindValue(text(it.key()));
        p.addBindValue(text(it.value().toString()));
        if (!p.exec())
            return failed(p, error, hdb);
    }
    return id;
}

qint64 insertRestart(QSqlDatabase &db, const RestartRecord &restart, QString *error, HistoryDatabase &hdb)
{
    const qint64 host = upsertHost(db, restart.host, error, hdb);
    if (!host)
        return 0;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO restarts(host_id, service_key, unit, model, args_hash, "
                             "invocation_id, started_ms, ended_ms,"
                             " recorded_ms, total_seconds, outcome, root_cause, root_cause_category, "
                             "peak_gpu_mib, settled_gpu_mib,"
                             " data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(host);
    q.addBindValue(text(restart.serviceKey));
    q.addBindValue(text(restart.unit));
    q.addBindValue(text(restart.model));
    q.addBindValue(text(restart.argsHash));
    q.addBindValue(text(restart.invocationId));
    q.addBindValue(historyTime(restart.started));
    q.addBindValue(historyTime(restart.ended));
    q.addBindValue(restart.recorded.isValid() ? restart.recorded.toMSecsSinceEpoch()
                                              : QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(finiteOrNull(restart.totalSeconds()));
    q.addBindValue(restart.outcome.isEmpty() ? QStringLiteral("unknown") : restart.outcome);
    q.addBindValue(text(restart.rootCause));
    q.addBindValue(text(restart.rootCauseCategory));
    q.addBindValue(finiteOrNull(restart.peakGpuMiB));
    q.addBindValue(finiteOrNull(restart.settledGpuMiB));
    q.addBindValue(jsonText(restart.data));
    if (!q.exec())
        return failed(q, error, hdb);
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery p(db);
    p.prepare(QStringLiteral("INSERT INTO restart_phases(restart_id, phase, seconds) VALUES (?, ?, ?)"));
    for (auto it = restart.phaseSeconds.cbegin(); it != restart.phaseSeconds.cend(); ++it) {
        if (!std::isfinite(it.value()) || it.value() < 0)
            continue;
        p.addBindValue(id);
        p.addBindValue(text(it.key()));
        p.addBindValue(it.value());
        if (!p.exec())
            return failed(p, error, hdb);
    }
    return id;
}

qint64 insertLadderRun(QSqlDatabase &db, const QJsonObject &report, QString *error, HistoryDatabase &hdb)
{
    const qint64 host = upsertHost(db, report.value(QLatin1String("host")).toString(), error, hdb);
    if (!host)
        return 0;
    QDateTime started = QDateTime::fromString(report.value(QLatin1String("started")).toString(), Qt::ISODate);
    if (!started.isValid())
        started = QDateTime::currentDateTimeUtc();
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO ladder_runs(host_id, started_ms, recorded_ms, ladder, model, verdict,"
                       " seconds, error, report) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(host);
    q.addBindValue(started.toMSecsSinceEpoch());
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(text(report.value(QLatin1String("ladder")).toString()));
    q.addBindValue(text(report.value(QLatin1String("model")).toString()));
    q.addBindValue(text(report.value(QLatin1String("verdict")).toString(QStringLiteral("unknown"))));
    q.addBindValue(finiteOrNull(finiteOrNan(report.value(QLatin1String("seconds")))));
    q.addBindValue(text(report.value(QLatin1String("error")).toString()));
    q.addBindValue(jsonText(report));
    if (!q.exec())
        return failed(q, error, hdb);
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery s(db);
    s.prepare(
        QStringLiteral("INSERT INTO ladder_steps(run_id, position, step, verdict, seconds, evidence, data)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?)"));
    const QJsonArray steps = report.value(QLatin1String("steps")).toArray();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps.at(i).toObject();
        s.addBindValue(id);
        s.addBindValue(qint64(i));
        s.addBindValue(text(step.value(QLatin1String("id")).toString()));
        s.addBindValue(text(step.value(QLatin1String("verdict")).toString()));
        s.addBindValue(finiteOrNull(finiteOrNan(step.value(QLatin1String("seconds")))));
        s.addBindValue(text(step.value(QLatin1String("evidence")).toString()));
        s.addBindValue(jsonText(step.value(QLatin1String("data")).toObject()));
        if (!s.exec())
            return failed(s, error, hdb);
    }
    return id;
}

} // namespace ic
