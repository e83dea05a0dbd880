// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Small helpers shared by the history's SQL code; not for use outside app/history/.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <limits>
#include <optional>
#include <type_traits>
#include <utility>

namespace ic {

class HistoryDatabase;
struct RestartRecord;

/// The id of the host named `name`, inserted when new (inside the caller's transaction).
qint64 upsertHost(QSqlDatabase &db, const QString &name, QString *error, HistoryDatabase &hdb);
/// Inserts an environment snapshot and its packages unless it equals the unit's newest one
/// (the `taken` time aside); returns its id, 0 with `error` on failure.
qint64 insertSnapshot(QSqlDatabase &db, const QString &host, const QString &unit, const QJsonObject &snapshot,
                      QString *error, HistoryDatabase &hdb);
/// Inserts a restart and its phases; returns its id, 0 with `error` on failure.
qint64 insertRestart(QSqlDatabase &db, const RestartRecord &restart, QString *error, HistoryDatabase &hdb);
/// Inserts a ladder report (kept whole) and its steps; returns the run's id, 0 on failure.
qint64 insertLadderRun(QSqlDatabase &db, const QJsonObject &report, QString *error, HistoryDatabase &hdb);
/// Sets `error` from the query's failure and returns false (for `return q.exec() || failed(...)`).
bool failed(const QSqlQuery &q, QString *error, HistoryDatabase &hdb);
/// Runs a read; a failure on an available database is logged (reads return nothing then).
bool execOrWarn(QSqlQuery &q, HistoryDatabase &hdb);
/// Binds `values` in order to the prepared `q` and runs it; false with `error` on failure.
bool bindAndRun(QSqlQuery &q, const QVariantList &values, QString *error, HistoryDatabase &hdb);
/// One statement inside the caller's transaction: prepared, `values` bound in order, run. False
/// with `error` on failure; `q` is left on the statement (rows changed, the inserted id).
bool runStatement(QSqlQuery &q, const QString &sql, const QVariantList &values, QString *error,
                  HistoryDatabase &hdb);
/// One statement as its own transaction; the rows it changed, -1 with `error` on failure.
int writeStatement(HistoryDatabase &hdb, const QString &sql, const QVariantList &values, QString *error);
/// A read with `values` bound in order, before its first row; nullopt when it could not run
/// (logged, as execOrWarn).
std::optional<QSqlQuery> select(HistoryDatabase &hdb, const QString &sql, const QVariantList &values);

/// Runs `insert(db, error)` as one transaction; the id it returns, 0 with `error` on failure.
template<typename Insert> qint64 writeInsert(HistoryDatabase &hdb, Insert insert, QString *error)
{
    qint64 id = 0;
    const bool ok = hdb.write(
        [&](QSqlDatabase &db, QString *err) {
            id = insert(db, err);
            return id != 0;
        },
        error);
    return ok ? id : 0;
}

/// Every row of a read, each made by `rowFrom(query)`; empty when the read could not run.
template<typename RowFrom>
auto selectRows(HistoryDatabase &hdb, const QString &sql, const QVariantList &values, RowFrom rowFrom)
{
    QList<std::decay_t<std::invoke_result_t<RowFrom, const QSqlQuery &>>> out;
    if (std::optional<QSqlQuery> q = select(hdb, sql, values))
        while (q->next())
            out.append(rowFrom(std::as_const(*q)));
    return out;
}

QString jsonText(const QJsonObject &o);
/// Qt SQL binds a null QString as NULL; text columns hold '' instead.
inline QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}
QJsonObject jsonObjectFrom(const QVariant &text);

/// Row readers for selectRows: the first column as it is, as text, as a JSON object.
inline QVariant firstColumn(const QSqlQuery &q)
{
    return q.value(0);
}
inline QString firstString(const QSqlQuery &q)
{
    return q.value(0).toString();
}
inline QJsonObject firstObject(const QSqlQuery &q)
{
    return jsonObjectFrom(q.value(0));
}
/// A lower time bound as bound to `… >= ?`: an invalid `since` is no bound.
inline qint64 sinceMs(const QDateTime &since)
{
    return since.isValid() ? since.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min();
}

} // namespace ic
