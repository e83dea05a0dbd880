// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistoryStore.h"

#include "history/HistorySql.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HistoryStore)
};

const QString kRestartColumns = QStringLiteral(
    "r.id, h.name, r.service_key, r.unit, r.model, r.args_hash, r.invocation_id, r.started_ms, r.ended_ms,"
    " r.recorded_ms, r.outcome, r.root_cause, r.root_cause_category, r.peak_gpu_mib, r.settled_gpu_mib, "
    "r.data,"
    " (SELECT json_group_object(phase, seconds) FROM restart_phases WHERE restart_id = r.id), "
    "r.total_seconds");

RestartRecord restartFrom(const QSqlQuery &q)
{
    RestartRecord r;
    r.id = q.value(0).toLongLong();
    r.host = q.value(1).toString();
    r.serviceKey = q.value(2).toString();
    r.unit = q.value(3).toString();
    r.model = q.value(4).toString();
    r.argsHash = q.value(5).toString();
    r.invocationId = q.value(6).toString();
    r.started = historyTimeFrom(q.value(7));
    r.ended = historyTimeFrom(q.value(8));
    r.recorded = historyTimeFrom(q.value(9));
    r.outcome = q.value(10).toString();
    r.rootCause = q.value(11).toString();
    r.rootCauseCategory = q.value(12).toString();
    r.seconds = q.value(17).isNull() ? std::nan("") : q.value(17).toDouble();
    r.peakGpuMiB = q.value(13).isNull() ? std::nan("") : q.value(13).toDouble();
    r.settledGpuMiB = q.value(14).isNull() ? std::nan("") : q.value(14).toDouble();
    r.data = jsonObjectFrom(q.value(15));
    const QJsonObject phases = jsonObjectFrom(q.value(16));
    for (auto it = phases.begin(); it != phases.end(); ++it)
        r.phaseSeconds.insert(it.key(), it.value().toDouble());
    return r;
}

} // namespace

double RestartRecord::totalSeconds() const
{
    if (std::isfinite(seconds) && seconds >= 0)
        return seconds;
    if (started.isValid() && ended.isValid() && ended >= started)
        return started.msecsTo(ended) / 1000.0;
    if (phaseSeconds.isEmpty())
        return std::nan("");
    double sum = 0;
    for (double s : phaseSeconds)
        sum += s;
    return sum;
}

QJsonObject RestartRecord::toJson() const
{
    QJsonObject phases;
    for (auto it = phaseSeconds.cbegin(); it != phaseSeconds.cend(); ++it)
        phases.insert(it.key(), it.value());
    auto number = [](double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); };
    auto time = [](const QDateTime &t) {
        return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
    };
    QJsonObject o { { QStringLiteral("host"), host },
                    { QStringLiteral("unit"), unit },
                    { QStringLiteral("model"), model },
                    { QStringLiteral("serviceKey"), serviceKey },
                    { QStringLiteral("invocationId"), invocationId },
                    { QStringLiteral("started"), time(started) },
                    { QStringLiteral("ended"), time(ended) },
                    { QStringLiteral("recorded"), time(recorded) },
                    { QStringLiteral("seconds"), number(totalSeconds()) },
                    { QStringLiteral("outcome"), outcome },
                    { QStringLiteral("rootCause"),
                      rootCause.isEmpty() ? QJsonValue() : QJsonValue(rootCause) },
                    { QStringLiteral("rootCauseCategory"),
                      rootCauseCategory.isEmpty() ? QJsonValue() : QJsonValue(rootCauseCategory) },
                    { QStringLiteral("peakGpuMiB"), number(peakGpuMiB) },
                    { QStringLiteral("settledGpuMiB"), number(settledGpuMiB) },
                    { QStringLiteral("phases"), phases } };
    if (!data.isEmpty())
        o.insert(QStringLiteral("data"), data);
    return o;
}

HistoryStore::HistoryStore(std::shared_ptr<HistoryDatabase> db)
    : m_db(std::move(db))
{
}

HistoryStore::HistoryStore()
    : HistoryStore(HistoryDatabase::open(HistoryDatabase::defaultPath()))
{
}

// ---------------------------------------------------------------------------------- restarts

qint64 HistoryStore::recordRestart(const RestartRecord &restart, QString *error)
{
    return writeInsert(
        *m_db, [&](QSqlDatabase &db, QString *err) { return insertRestart(db, restart, err, *m_db); }, error);
}

QList<RestartRecord> HistoryStore::restartsForKey(const QString &serviceKey, int limit,
                                                  const QString &outcome) const
{
    return selectRows(*m_db,
                      QStringLiteral("SELECT * FROM (SELECT ") + kRestartColumns
                          + QStringLiteral(" FROM restarts r JOIN hosts h ON h.id = r.host_id"
                                           " WHERE r.service_key = ? AND (? = '' OR r.outcome = ?)"
                                           " ORDER BY r.id DESC LIMIT ?) ORDER BY 1"),
                      { text(serviceKey), text(outcome), text(outcome), limit < 0 ? -1 : limit },
                      restartFrom);
}

QList<RestartRecord> HistoryStore::restarts(const QString &host, const QDateTime &since, int limit) const
{
    return selectRows(*m_db,
                      QStringLiteral("SELECT ") + kRestartColumns
                          + QStringLiteral(" FROM restarts r JOIN hosts h ON h.id = r.host_id"
                                           " WHERE h.name = ? AND COALESCE(r.started_ms, r.recorded_ms) >= ?"
                                           " ORDER BY r.id DESC LIMIT ?"),
                      { text(host), sinceMs(since), limit < 0 ? -1 : limit }, restartFrom);
}

void HistoryStore::phaseStatistics(const QString &serviceKey, int lastRuns, QHash<QString, double> *median,
                                   QHash<QString, double> *max) const
{
    // The median is the mean of the one or two middle rows of each phase, ranked by duration.
    std::optional<QSqlQuery> q = select(
        *m_db,
        QStringLiteral(
            "WITH recent AS (SELECT id FROM restarts WHERE service_key = ? AND outcome = 'ready'"
            "                ORDER BY id DESC LIMIT ?),"
            " ranked AS (SELECT phase, seconds,"
            "            ROW_NUMBER() OVER (PARTITION BY phase ORDER BY seconds) AS rn,"
            "            COUNT(*) OVER (PARTITION BY phase) AS n"
            "            FROM restart_phases WHERE restart_id IN (SELECT id FROM recent))"
            " SELECT phase, AVG(CASE WHEN rn IN ((n + 1) / 2, (n + 2) / 2) THEN seconds END), MAX(seconds)"
            " FROM ranked GROUP BY phase"),
        { text(serviceKey), lastRuns });
    while (q && q->next()) {
        if (median)
            median->insert(q->value(0).toString(), q->value(1).toDouble());
        if (max)
            max->insert(q->value(0).toString(), q->value(2).toDouble());
    }
}

QHash<QString, PhaseMedian> HistoryStore::phaseMedians(const QString &serviceKey, int lastRuns,
                                                       qint64 beforeId, int *runs) const
{
    QHash<QString, PhaseMedian> out;
    if (runs)
        *runs = 0;
    // As phaseStatistics(), bounded by the restart shown; the count rides along on every row.
    std::optional<QSqlQuery> q = select(
        *m_db,
        QStringLiteral("WITH recent AS (SELECT id FROM restarts WHERE service_key = ? AND outcome = 'ready'"
                       "                AND (? = 0 OR id < ?) ORDER BY id DESC LIMIT ?),"
                       " ranked AS (SELECT phase, seconds,"
                       "            ROW_NUMBER() OVER (PARTITION BY phase ORDER BY seconds) AS rn,"
                       "            COUNT(*) OVER (PARTITION BY phase) AS n"
                       "            FROM restart_phases WHERE restart_id IN (SELECT id FROM recent))"
                       " SELECT (SELECT COUNT(*) FROM recent), phase,"
                       "        AVG(CASE WHEN rn IN ((n + 1) / 2, (n + 2) / 2) THEN seconds END), MAX(n)"
                       " FROM ranked GROUP BY phase"
                       " UNION ALL SELECT (SELECT COUNT(*) FROM recent), NULL, NULL, 0"),
        { text(serviceKey), beforeId, beforeId, lastRuns });
    while (q && q->next()) {
        if (runs)
            *runs = q->value(0).toInt();
        if (q->value(1).isNull())
            continue;
        PhaseMedian m;
        m.seconds = q->value(2).toDouble();
        m.runs = q->value(3).toInt();
        m.hosts = 1;
        out.insert(q->value(1).toString(), m);
    }
    return out;
}

QHash<QString, PhaseMedian> HistoryStore::groupPhaseMedians(const QString &group, const QString &unit,
                                                            const QString &model, const QString &argsHash,
                                                            const QString &exceptHost, int lastRuns,
                                                            qint64 beforeId, int *hosts, int *runs) const
{
    QHash<QString, PhaseMedian> out;
    if (hosts)
        *hosts = 0;
    if (runs)
        *runs = 0;
    if (group.isEmpty())
        return out;
    // Each host's median first, so a host that restarts often counts as one; then the median of those.
    std::optional<QSqlQuery> q = select(
        *m_db,
        QStringLiteral(
            "WITH peers AS (SELECT r.id, r.host_id,"
            "               ROW_NUMBER() OVER (PARTITION BY r.host_id ORDER BY r.id DESC) AS k"
            "               FROM restarts r JOIN hosts h ON h.id = r.host_id"
            "               WHERE r.outcome = 'ready' AND r.unit = ? AND r.model = ? AND r.args_hash = ?"
            "               AND CASE WHEN json_valid(r.data) THEN json_extract(r.data, '$.group') END = ?"
            "               AND h.name <> ? AND (? = 0 OR r.id < ?)),"
            " recent AS (SELECT id, host_id FROM peers WHERE k <= ?),"
            " ranked AS (SELECT r.host_id, p.phase, p.seconds,"
            "            ROW_NUMBER() OVER (PARTITION BY r.host_id, p.phase ORDER BY p.seconds) AS rn,"
            "            COUNT(*) OVER (PARTITION BY r.host_id, p.phase) AS n"
            "            FROM recent r JOIN restart_phases p ON p.restart_id = r.id),"
            " per_host AS (SELECT host_id, phase, AVG(CASE WHEN rn IN ((n + 1) / 2, (n + 2) / 2) THEN "
            "seconds "
            "END)"
            "              AS m, MAX(n) AS n FROM ranked GROUP BY host_id, phase),"
            " across AS (SELECT phase, m, n, ROW_NUMBER() OVER (PARTITION BY phase ORDER BY m) AS rn,"
            "            COUNT(*) OVER (PARTITION BY phase) AS c FROM per_host)"
            " SELECT (SELECT COUNT(DISTINCT host_id) FROM recent), (SELECT COUNT(*) FROM recent), phase,"
            "        AVG(CASE WHEN rn IN ((c + 1) / 2, (c + 2) / 2) THEN m END), MAX(c), SUM(n)"
            " FROM across GROUP BY phase"
            " UNION ALL SELECT (SELECT COUNT(DISTINCT host_id) FROM recent), (SELECT COUNT(*) FROM recent),"
            "        NULL, NULL, 0, 0"),
        { text(unit), text(model), text(argsHash), text(group), text(exceptHost), beforeId, beforeId,
          lastRuns });
    while (q && q->next()) {
        if (hosts)
            *hosts = q->value(0).toInt();
        if (runs)
            *runs = q->value(1).toInt();
        if (q->value(2).isNull())
            continue;
        PhaseMedian m;
        m.seconds = q->value(3).toDouble();
        m.hosts = q->value(4).toInt();
        m.runs = q->value(5).toInt();
        out.insert(q->value(2).toString(), m);
    }
    return out;
}

std::optional<RestartRecord> HistoryStore::restart(qint64 id) const
{
    const QList<RestartRecord> found
        = selectRows(*m_db,
                     QStringLiteral("SELECT ") + kRestartColumns
                         + QStringLiteral(" FROM restarts r JOIN hosts h ON h.id = r.host_id WHERE r.id = ?"),
                     { id }, restartFrom);
    if (found.isEmpty())
        return std::nullopt;
    return found.first();
}

int HistoryStore::updateRestart(const QString &host, const QString &invocationId, const QString &setClause,
                                const QVariantList &values, QString *error)
{
    if (invocationId.isEmpty())
        return 0;
    const int updated = writeStatement(
        *m_db,
        QStringLiteral("UPDATE restarts SET ") + setClause
            + QStringLiteral(" WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND invocation_id = ?"),
        values + QVariantList { text(host), text(invocationId) }, error);
    return std::max(0, updated);
}

int HistoryStore::setRestartRootCause(const QString &host, const QString &invocationId,
                                      const QString &rootCause, const QString &category, QString *error)
{
    return updateRestart(host, invocationId, QStringLiteral("root_cause = ?, root_cause_category = ?"),
                         { text(rootCause), text(category) }, error);
}

int HistoryStore::setRestartSettledMemory(const QString &host, const QString &invocationId, double settledMiB,
                                          double peakMiB, QString *error)
{
    if (!std::isfinite(settledMiB))
        return 0;
    const QVariant peak = std::isfinite(peakMiB) ? QVariant(peakMiB) : QVariant();
    return updateRestart(
        host, invocationId,
        QStringLiteral("settled_gpu_mib = ?, peak_gpu_mib = CASE WHEN ? IS NOT NULL AND"
                       " (peak_gpu_mib IS NULL OR peak_gpu_mib < ?) THEN ? ELSE peak_gpu_mib END"),
        { settledMiB, peak, peak, peak }, error);
}

double HistoryStore::startupMedianSeconds(const QString &host, int lastRuns) const
{
    const QList<QVariant> median = selectRows(
        *m_db,
        QStringLiteral(
            "WITH recent AS (SELECT r.total_seconds AS s FROM restarts r"
            "                WHERE r.host_id = (SELECT id FROM hosts WHERE name = ?) AND r.outcome = 'ready'"
            "                AND r.total_seconds IS NOT NULL ORDER BY r.id DESC LIMIT ?),"
            " ranked AS (SELECT s, ROW_NUMBER() OVER (ORDER BY s) AS rn, COUNT(*) OVER () AS n FROM recent)"
            " SELECT AVG(s) FROM ranked WHERE rn IN ((n + 1) / 2, (n + 2) / 2)"),
        { text(host), lastRuns }, firstColumn);
    if (median.isEmpty() || median.first().isNull())
        return std::nan("");
    return median.first().toDouble();
}

// ------------------------------------------------------------------------------- ladder runs

qint64 HistoryStore::recordLadderRun(const QJsonObject &report, QString *error)
{
    return writeInsert(
        *m_db, [&](QSqlDatabase &db, QString *err) { return insertLadderRun(db, report, err, *m_db); },
        error);
}

QList<QJsonObject> HistoryStore::ladderRuns(const QString &host, const QDateTime &since, int limit) const
{
    return selectRows(
        *m_db,
        QStringLiteral("SELECT report FROM (SELECT id, started_ms, report FROM ladder_runs"
                       " WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND started_ms >= ?"
                       " ORDER BY started_ms DESC, id DESC LIMIT ?) ORDER BY started_ms, id"),
        { text(host), sinceMs(since), limit < 0 ? -1 : limit }, firstObject);
}

std::optional<QJsonObject> HistoryStore::lastLadderRun(const QString &host) const
{
    const QList<QJsonObject> last = ladderRuns(host, {}, 1);
    if (last.isEmpty())
        return std::nullopt;
    return last.first();
}

int HistoryStore::pruneLadderRuns(const QString &host, int keep, QString *error)
{
    const int removed = writeStatement(
        *m_db,
        QStringLiteral(
            "DELETE FROM ladder_runs WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND id NOT IN"
            " (SELECT id FROM ladder_runs WHERE host_id = (SELECT id FROM hosts WHERE name = ?)"
            "  ORDER BY started_ms DESC, id DESC LIMIT ?)"),
        { text(host), text(host), std::max(0, keep) }, error);
    return std::max(0, removed);
}

// ------------------------------------------------------------------- snapshots and known good

qint64 HistoryStore::recordSnapshot(const QString &host, const QString &unit, const QJsonObject &snapshot,
                                    QString *error)
{
    return writeInsert(
        *m_db,
        [&](QSqlDatabase &db, QString *err) { return insertSnapshot(db, host, unit, snapshot, err, *m_db); },
        error);
}

bool HistoryStore::markKnownGood(const QString &host, const QString &unit, const QJsonObject &snapshot,
                                 QString *error)
{
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 snap = insertSnapshot(db, host, unit, snapshot, err, *m_db);
            if (!snap)
                return false;
            QSqlQuery q(db);
            return runStatement(
                q,
                QStringLiteral("INSERT INTO known_good(host_id, unit, snapshot_id, marked_ms)"
                               " VALUES ((SELECT host_id FROM environment_snapshots WHERE id = ?),"
                               " ?, ?, ?)"),
                { snap, text(unit), snap, QDateTime::currentMSecsSinceEpoch() }, err, *m_db);
        },
        error);
}

std::optional<SnapshotRecord> HistoryStore::lastKnownGood(const QString &host, const QString &unit,
                                                          QString *error) const
{
    if (!m_db->isAvailable()) {
        if (error)
            *error = m_db->error();
        return std::nullopt;
    }
    QSqlQuery q = m_db->query(QStringLiteral(
        "SELECT e.id, e.recorded_ms, e.snapshot FROM known_good k JOIN environment_snapshots e"
        " ON e.id = k.snapshot_id WHERE k.host_id = (SELECT id FROM hosts WHERE name = ?) AND k.unit = ?"
        " ORDER BY k.id DESC LIMIT 1"));
    if (!bindAndRun(q, { text(host), text(unit) }, error, *m_db) || !q.next())
        return std::nullopt;
    SnapshotRecord r { q.value(0).toLongLong(), host, unit, historyTimeFrom(q.value(1)),
                       jsonObjectFrom(q.value(2)) };
    return r;
}

QList<SnapshotRecord> HistoryStore::snapshots(const QString &host, const QString &unit, int limit) const
{
    return selectRows(
        *m_db,
        QStringLiteral("SELECT id, unit, recorded_ms, snapshot FROM environment_snapshots"
                       " WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND (? = '' OR unit = ?)"
                       " ORDER BY id DESC LIMIT ?"),
        { text(host), text(unit), text(unit), limit < 0 ? -1 : limit }, [&host](const QSqlQuery &q) {
            return SnapshotRecord { q.value(0).toLongLong(), host, q.value(1).toString(),
                                    historyTimeFrom(q.value(2)), jsonObjectFrom(q.value(3)) };
        });
}

QList<PackageVersionChange> HistoryStore::packageChanges(const QString &host, const QString &unit,
                                                         const QString &package) const
{
    // Consecutive snapshots of the unit, paired with LAG; a change is a version that differs
    // from the previous snapshot's, an added package, or a removed one.
    return selectRows(
        *m_db,
        QStringLiteral(
            "WITH s AS (SELECT id, COALESCE(taken_ms, recorded_ms) AS at_ms, LAG(id) OVER (ORDER BY id) AS "
            "prev"
            "           FROM environment_snapshots"
            "           WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND unit = ?)"
            " SELECT name, before, after, at_ms FROM ("
            "  SELECT p.name AS name, o.version AS before, p.version AS after, s.at_ms AS at_ms, s.id AS sid "
            "FROM s"
            "  JOIN snapshot_packages p ON p.snapshot_id = s.id"
            "  LEFT JOIN snapshot_packages o ON o.snapshot_id = s.prev AND o.name = p.name"
            "  WHERE s.prev IS NOT NULL AND (o.version IS NULL OR o.version <> p.version)"
            "  UNION ALL"
            "  SELECT o.name, o.version, NULL, s.at_ms, s.id FROM s"
            "  JOIN snapshot_packages o ON o.snapshot_id = s.prev"
            "  LEFT JOIN snapshot_packages p ON p.snapshot_id = s.id AND p.name = o.name"
            "  WHERE p.name IS NULL)"
            " WHERE ? = '' OR name = ? ORDER BY sid DESC, name"),
        { text(host), text(unit), text(package), text(package) }, [](const QSqlQuery &q) {
            return PackageVersionChange { q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                                          historyTimeFrom(q.value(3)) };
        });
}

QStringList HistoryStore::hosts() const
{
    return selectRows(*m_db, QStringLiteral("SELECT name FROM hosts ORDER BY name"), {}, firstString);
}

QVariant historyTime(const QDateTime &t)
{
    return t.isValid() ? QVariant(t.toMSecsSinceEpoch()) : QVariant();
}

QDateTime historyTimeFrom(const QVariant &ms)
{
    return ms.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(ms.toLongLong(), Qt::UTC);
}

} // namespace ic
