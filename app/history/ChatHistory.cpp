// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatHistory.h"

#include "history/HistoryDatabase.h"
#include "history/HistorySql.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HistoryStore) // the context its messages were translated in
};

/// Inserts or replaces one turn (inside the caller's transaction).
bool putTurn(QSqlDatabase &db, qint64 hostId, qint64 position, const QByteArray &json,
             const QJsonObject &turn, QString *error, HistoryDatabase &hdb)
{
    const QJsonValue started = turn.value(QLatin1String("started_ms"));
    QSqlQuery q(db);
    return runStatement(
        q,
        QStringLiteral(
            "INSERT INTO chat_turns(host_id, position, started_ms, recorded_ms, state, bytes, turn)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(host_id, position) DO UPDATE SET"
            " started_ms = excluded.started_ms, recorded_ms = excluded.recorded_ms,"
            " state = excluded.state, bytes = excluded.bytes, turn = excluded.turn"),
        { hostId, position, started.isDouble() ? QVariant(qint64(started.toDouble())) : QVariant(),
          QDateTime::currentMSecsSinceEpoch(), text(turn.value(QLatin1String("state")).toString()),
          qint64(json.size()), QString::fromUtf8(json) },
        error, hdb);
}

/// Drops the host's oldest turns beyond the retention (inside the caller's transaction).
bool pruneTurns(QSqlDatabase &db, qint64 hostId, const ChatRetention &retention, QString *error,
                HistoryDatabase &hdb)
{
    // The oldest turn that stays is the oldest one whose newer turns (itself included) fit both bounds.
    QSqlQuery q(db);
    return runStatement(
        q,
        QStringLiteral(
            "DELETE FROM chat_turns WHERE host_id = ? AND position < ("
            " SELECT coalesce(min(position), (SELECT max(position) FROM chat_turns WHERE host_id = ?))"
            " FROM (SELECT position, sum(bytes) OVER (ORDER BY position DESC) AS total,"
            "              row_number() OVER (ORDER BY position DESC) AS n"
            "       FROM chat_turns WHERE host_id = ?)"
            " WHERE total <= ? AND n <= ?)"),
        { hostId, hostId, hostId, retention.keepBytes, std::max(1, retention.keepTurns) }, error, hdb);
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString tooLarge(qint64 bytes, qint64 cap)
{
    return Tr::tr("The chat turn is %1 bytes of JSON, more than the %2 bytes the history keeps for one turn.")
        .arg(bytes)
        .arg(cap);
}

} // namespace

ChatHistory::ChatHistory(std::shared_ptr<HistoryDatabase> db)
    : m_db(std::move(db))
{
}

QList<ChatTurnRow> ChatHistory::turns(const QString &host, qint64 maxTurnBytes) const
{
    // The size is asked first: a row over the cap is never brought into memory.
    return selectRows(
        *m_db,
        QStringLiteral("SELECT position, length(CAST(turn AS BLOB)) AS size,"
                       " CASE WHEN length(CAST(turn AS BLOB)) <= ? THEN turn END FROM chat_turns"
                       " WHERE host_id = (SELECT id FROM hosts WHERE name = ?) ORDER BY position"),
        { maxTurnBytes, text(host) }, [maxTurnBytes](const QSqlQuery &q) {
            ChatTurnRow row;
            row.position = q.value(0).toLongLong();
            const qint64 size = q.value(1).toLongLong();
            if (q.value(2).isNull()) {
                row.problem = tooLarge(size, maxTurnBytes);
            } else {
                QJsonParseError perr;
                const QJsonDocument doc = QJsonDocument::fromJson(q.value(2).toString().toUtf8(), &perr);
                if (doc.isObject())
                    row.turn = doc.object();
                else
                    row.problem = perr.error != QJsonParseError::NoError
                        ? QCoreApplication::translate(
                              "ic::HistoryStore", "The stored chat turn is not valid JSON (%1 at byte %2).")
                              .arg(perr.errorString())
                              .arg(perr.offset)
                        : QCoreApplication::translate("ic::HistoryStore",
                                                      "The stored chat turn is not a JSON object.");
            }
            return row;
        });
}

bool ChatHistory::saveTurn(const QString &host, qint64 position, const QJsonObject &turn, QString *error,
                           const ChatRetention &retention)
{
    const QByteArray json = compact(turn);
    if (json.size() > retention.maxTurnBytes) {
        if (error)
            *error = tooLarge(json.size(), retention.maxTurnBytes);
        return false;
    }
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, host, err, *m_db);
            return hostId && putTurn(db, hostId, position, json, turn, err, *m_db)
                && pruneTurns(db, hostId, retention, err, *m_db);
        },
        error);
}

int ChatHistory::deleteTurns(const QString &host, qint64 fromPosition, QString *error)
{
    return writeStatement(
        *m_db,
        QStringLiteral("DELETE FROM chat_turns"
                       " WHERE host_id = (SELECT id FROM hosts WHERE name = ?) AND position >= ?"),
        { text(host), fromPosition }, error);
}

bool ChatHistory::replaceTurns(const QString &host, const QList<ChatTurnRow> &rows, QString *error,
                               const ChatRetention &retention)
{
    QList<QByteArray> json;
    json.reserve(rows.size());
    for (const ChatTurnRow &r : rows) {
        json.append(compact(r.turn));
        if (json.last().size() > retention.maxTurnBytes) {
            if (error)
                *error = tooLarge(json.last().size(), retention.maxTurnBytes);
            return false;
        }
    }
    return m_db->write(
        [&](QSqlDatabase &db, QString *err) {
            const qint64 hostId = upsertHost(db, host, err, *m_db);
            if (!hostId)
                return false;
            QSqlQuery clear(db);
            if (!runStatement(clear, QStringLiteral("DELETE FROM chat_turns WHERE host_id = ?"), { hostId },
                              err, *m_db))
                return false;
            for (qsizetype i = 0; i < rows.size(); ++i) {
                if (!putTurn(db, hostId, rows[i].position, json[i], rows[i].turn, err, *m_db))
                    return false;
            }
            return pruneTurns(db, hostId, retention, err, *m_db);
        },
        error);
}

} // namespace ic
