// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>

class QSqlQuery;

namespace ic {

/// The console's one history store: an SQLite file (through Qt SQL's QSQLITE driver) in WAL
/// mode with a busy timeout and foreign keys on. Processes share it safely: every write is one
/// `BEGIN IMMEDIATE` transaction, readers never block writers. Each thread gets its own
/// connection. A database that cannot be used (read-only folder, a newer schema, not a
/// database) is a value with a message, and everything built on it works without history.
class HistoryDatabase {
public:
    /// The schema this build writes; `PRAGMA user_version` of the file.
    static constexpr int kSchemaVersion = 3;
    /// `PRAGMA application_id`: tells our file from any other SQLite database.
    static constexpr int kApplicationId = 0x49436831; // "ICh1"
    static constexpr int kBusyTimeoutMs = 5000;

    /// The database for `path`, shared by everything in this process that names the same file.
    /// Opening and migrating happen once, on first use; never null.
    static std::shared_ptr<HistoryDatabase> open(const QString &path);
    /// `<Settings::dataDirectory()>/history.sqlite`.
    static QString defaultPath();
    static QString fileName() { return QStringLiteral("history.sqlite"); }

    /// Tests only: opens at most schema `version` (to test forward migrations).
    static std::shared_ptr<HistoryDatabase> openAtVersion(const QString &path, int version);
    /// Forgets the cached database for `path` and closes this thread's connection (tests).
    static void close(const QString &path);

    ~HistoryDatabase();
    HistoryDatabase(const HistoryDatabase &) = delete;
    HistoryDatabase &operator=(const HistoryDatabase &) = delete;

    const QString &path() const { return m_path; }
    /// False when history is off; error() says why (translated, names the file).
    bool isAvailable();
    QString error();
    int schemaVersion(); ///< of the file as opened; 0 when unavailable

    /// This thread's connection, opened on first use; invalid when unavailable.
    QSqlDatabase connection(QString *error = nullptr);
    /// Closes this thread's connection (a worker thread calls it when its job is done).
    void releaseConnection();

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: committed when it returns true, rolled
    /// back otherwise (or on any SQL error). False with `error` set when it did not commit.
    bool write(const std::function<bool(QSqlDatabase &db, QString *error)> &body, QString *error = nullptr);

    /// A prepared query on this thread's connection. SQL errors in `exec()` become messages
    /// through describe().
    QSqlQuery query(const QString &sql);
    /// One sentence for an SQL failure, with the file name and what to do about it.
    QString describe(const QSqlQuery &failed) const;
    QString describe(const class QSqlError &error) const;

    /// Runs at most once per process and database, before the first write (legacy import).
    void runOnce(const QString &tag, const std::function<void()> &job);

private:
    HistoryDatabase(const QString &path, int maxVersion);
    bool ensureOpen();
    /// One attempt: sets m_retryOpen when another process's lock stopped it.
    bool openOnce();
    static constexpr int kBusyRetryMs = 25;
    static constexpr int kOpenRetryMs = 1000;
    bool openConnection(QSqlDatabase &db, QString *error);
    bool migrate(QSqlDatabase &db, QString *error);
    QString connectionName() const;

    QString m_path;
    int m_maxVersion;
    std::mutex m_mutex;
    bool m_tried = false;
    bool m_available = false;
    bool m_retryOpen = false; ///< the last attempt met a lock, not a fault: try again on next use
    int m_version = 0;
    QString m_error;
    QStringList m_ranOnce;
};

} // namespace ic
