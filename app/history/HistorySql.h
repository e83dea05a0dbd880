// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Small helpers shared by the history's SQL code; not for use outside app/history/.

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

class QSqlQuery;

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
QString jsonText(const QJsonObject &o);
/// Qt SQL binds a null QString as NULL; text columns hold '' instead.
inline QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}
QJsonObject jsonObjectFrom(const QVariant &text);

} // namespace ic
