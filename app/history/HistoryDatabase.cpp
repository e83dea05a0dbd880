// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistoryDatabase.h"

#include "config/Settings.h"
#include "history/HistorySchema.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

Q_LOGGING_CATEGORY(lcHistory, "console.history")

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HistoryDatabase)
};

const QString kDriver = QStringLiteral("QSQLITE");

std::mutex &registryMutex()
{
    static std::mutex m;
    return m;
}

QHash<QString, std::shared_ptr<HistoryDatabase>> &registry()
{
    // Never destroyed: the databases stay open until the process ends, after Qt SQL's own
    // connection list may already be gone.
    static auto *r = new QHash<QString, std::shared_ptr<HistoryDatabase>>;
    return *r;
}

QString canonical(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

/// Closes a worker thread's connections when the thread ends (the main thread's live until exit).
struct ThreadConnections {
    QStringList names;
    bool mainThread = false;
    ~ThreadConnections()
    {
        if (mainThread)
            return;
        for (const QString &n : std::as_const(names))
            QSqlDatabase::removeDatabase(n);
    }
};

thread_local ThreadConnections t_connections;

/// Another process held the lock past the busy timeout: worth trying again on the next use.
bool isBusy(const QSqlError &e)
{
    const int code = e.nativeErrorCode().toInt() & 0xff;
    return code == 5 || code == 6; // SQLITE_BUSY, SQLITE_LOCKED
}

bool execOne(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql);
}

QVariant scalar(QSqlDatabase &db, const QString &sql, QSqlError *error = nullptr)
{
    QSqlQuery q(db);
    if (!q.exec(sql) || !q.next()) {
        if (error)
            *error = q.lastError();
        return {};
    }
    return q.value(0);
}

} // namespace

/// Closes the main thread's connections while Qt SQL still exists, so SQLite checkpoints the
/// write-ahead log into the database file and removes it: after the console exits, the
/// `.sqlite` file alone holds everything.
static void closeAtExit()
{
    QList<std::shared_ptr<HistoryDatabase>> all;
    {
        std::lock_guard lock(registryMutex());
        all = registry().values();
    }
    for (const std::shared_ptr<HistoryDatabase> &db : std::as_const(all))
        db->releaseConnection();
}

std::shared_ptr<HistoryDatabase> HistoryDatabase::open(const QString &path)
{
    const QString key = canonical(path);
    static const bool registered = [] {
        if (QCoreApplication::instance())
            qAddPostRoutine(closeAtExit);
        return true;
    }();
    Q_UNUSED(registered);
    std::lock_guard lock(registryMutex());
    auto &slot = registry()[key];
    if (!slot)
        slot.reset(new HistoryDatabase(key, kSchemaVersion));
    return slot;
}

std::shared_ptr<HistoryDatabase> HistoryDatabase::openAtVersion(const QString &path, int version)
{
    return std::shared_ptr<HistoryDatabase>(new HistoryDatabase(canonical(path), version));
}

void HistoryDatabase::close(const QString &path)
{
    const QString key = canonical(path);
    std::shared_ptr<HistoryDatabase> db;
    {
        std::lock_guard lock(registryMutex());
        db = registry().take(key);
    }
    if (db) {
        const QString name = db->connectionName();
        db.reset();
        QSqlDatabase::removeDatabase(name);
    }
}

QString HistoryDatabase::defaultPath()
{
    return Settings::dataDirectory() + QLatin1Char('/') + fileName();
}

HistoryDatabase::HistoryDatabase(const QString &path, int maxVersion)
    : m_path(path)
    , m_maxVersion(maxVersion)
{
}

HistoryDatabase::~HistoryDatabase()
{
    if (QSqlDatabase::contains(connectionName())) {
        QSqlDatabase::database(connectionName(), false).close();
        QSqlDatabase::removeDatabase(connectionName());
    }
}

QString HistoryDatabase::connectionName() const
{
    return QStringLiteral("ic-history|%1|%2|%3")
        .arg(m_path)
        .arg(quintptr(this))
        .arg(quintptr(QThread::currentThreadId()));
}

bool HistoryDatabase::isAvailable()
{
    return ensureOpen();
}

QString HistoryDatabase::error()
{
    ensureOpen();
    std::lock_guard lock(m_mutex);
    return m_error;
}

int HistoryDatabase::schemaVersion()
{
    ensureOpen();
    std::lock_guard lock(m_mutex);
    return m_version;
}

bool HistoryDatabase::openConnection(QSqlDatabase &db, QString *error)
{
    const QString name = connectionName();
    if (QSqlDatabase::contains(name)) {
        db = QSqlDatabase::database(name, false);
        if (db.isOpen())
            return true;
    } else {
        db = QSqlDatabase::addDatabase(kDriver, name);
        t_connections.names.append(name);
        t_connections.mainThread = QCoreApplication::instance()
            && QThread::currentThread() == QCoreApplication::instance()->thread();
    }
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!db.open()) {
        *error = describe(db.lastError());
        return false;
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        *error = describe(q);
        db.close();
        return false;
    }
    return true;
}

bool HistoryDatabase::ensureOpen()
{
    std::lock_guard lock(m_mutex);
    if (m_tried && !m_retryOpen)
        return m_available;
    // Some steps of opening meet another process's lock without waiting for the busy timeout
    // (two processes creating, switching to WAL and migrating a new history at once): such an
    // open is tried again for up to kOpenRetryMs (another process's creation takes milliseconds),
    // not failed at the first meeting; a lock held longer is met again on the next use.
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        const bool ok = openOnce();
        if (ok || !m_retryOpen || waited.elapsed() >= kOpenRetryMs)
            return ok;
        QThread::msleep(kBusyRetryMs);
    }
}

bool HistoryDatabase::openOnce()
{
    m_tried = true;
    m_retryOpen = false;
    m_available = false;

    if (!QSqlDatabase::isDriverAvailable(kDriver)) {
        m_error = Tr::tr("Qt's SQLite driver is not installed (Debian package libqt6sql6-sqlite); the "
                         "console works without history.");
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(dir)) {
        m_error = Tr::tr("Cannot create the folder %1 for the history database; the console works without "
                         "history.")
                      .arg(dir);
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    QSqlDatabase db;
    QString err;
    if (!openConnection(db, &err)) {
        m_error = err;
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    // Read-only questions first: a file that is not ours, or from a newer build, is never written.
    // One statement, so one snapshot: read one by one, another process creating the schema in
    // between made a new history look like somebody else's database (application id still 0,
    // tables already there).
    QSqlQuery identity(db);
    if (!identity.exec(QStringLiteral("SELECT (SELECT user_version FROM pragma_user_version()), "
                                      "(SELECT application_id FROM pragma_application_id()), "
                                      "(SELECT count(*) FROM sqlite_schema)"))
        || !identity.next()) {
        m_retryOpen = isBusy(identity.lastError());
        m_error = describe(identity.lastError());
        identity.finish();
        db.close();
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    const int fileVersion = identity.value(0).toInt();
    const int appId = identity.value(1).toInt();
    const int objects = identity.value(2).toInt();
    identity.finish();
    if ((appId != 0 && appId != kApplicationId) || (appId == 0 && (fileVersion != 0 || objects != 0))) {
        m_error = Tr::tr("%1 is an SQLite database, but not the console's history; it is left untouched and "
                         "the console works without history.")
                      .arg(m_path);
        db.close();
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    if (fileVersion > m_maxVersion) {
        m_error
            = Tr::tr("%1 was written by a newer Inference Console (history schema %2; this build knows up "
                     "to %3). It is left untouched; the console works without history. Open it with a "
                     "newer build, or move it aside to start a new history.")
                  .arg(m_path)
                  .arg(fileVersion)
                  .arg(m_maxVersion);
        db.close();
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    QSqlQuery wal(db);
    if (!wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !wal.next()
        || wal.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
        m_retryOpen = isBusy(wal.lastError());
        m_error = wal.lastError().isValid()
            ? describe(wal)
            : Tr::tr(
                  "%1 cannot use write-ahead logging (journal mode %2); the console works without history.")
                  .arg(m_path, wal.value(0).toString());
        db.close();
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    wal.finish();
    // WAL keeps the database consistent when a process dies; NORMAL skips an fsync per commit.
    execOne(db, QStringLiteral("PRAGMA synchronous = NORMAL"));
    if (!migrate(db, &err)) {
        m_error = err;
        db.close();
        qCWarning(lcHistory).noquote() << m_error;
        return false;
    }
    m_available = true;
    m_error.clear();
    return true;
}

bool HistoryDatabase::migrate(QSqlDatabase &db, QString *error)
{
    const int current = scalar(db, QStringLiteral("PRAGMA user_version")).toInt();
    if (current >= m_maxVersion) {
        m_version = current;
        return true;
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        m_retryOpen = isBusy(q.lastError());
        *error = describe(q);
        return false;
    }
    // Another process may have migrated while this one waited for the lock.
    int version = scalar(db, QStringLiteral("PRAGMA user_version")).toInt();
    const QList<QStringList> &steps = historyMigrations();
    for (; version < m_maxVersion && version < steps.size(); ++version) {
        for (const QString &sql : steps.at(version)) {
            QSqlQuery s(db);
            if (!s.exec(sql)) {
                *error = describe(s);
                execOne(db, QStringLiteral("ROLLBACK"));
                return false;
            }
        }
    }
    QSqlQuery v(db);
    if (!v.exec(QStringLiteral("PRAGMA user_version = %1").arg(version))
        || !v.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId))
        || !v.exec(QStringLiteral("COMMIT"))) {
        *error = describe(v);
        execOne(db, QStringLiteral("ROLLBACK"));
        return false;
    }
    qCDebug(lcHistory).noquote() << "history database" << m_path << "at schema" << version;
    m_version = version;
    return true;
}

QSqlDatabase HistoryDatabase::connection(QString *error)
{
    if (!ensureOpen()) {
        if (error)
            *error = this->error();
        return {};
    }
    QSqlDatabase db;
    QString err;
    if (!openConnection(db, &err)) {
        if (error)
            *error = err;
        return {};
    }
    return db;
}

void HistoryDatabase::releaseConnection()
{
    const QString name = connectionName();
    if (!QSqlDatabase::contains(name))
        return;
    QSqlDatabase::database(name, false).close();
    QSqlDatabase::removeDatabase(name);
    t_connections.names.removeAll(name);
}

QSqlQuery HistoryDatabase::query(const QString &sql)
{
    QSqlDatabase db = connection();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (db.isValid())
        q.prepare(sql);
    return q;
}

bool HistoryDatabase::write(const std::function<bool(QSqlDatabase &, QString *)> &body, QString *error)
{
    QString err;
    QSqlDatabase db = connection(&err);
    if (!db.isValid()) {
        if (error)
            *error = err;
        return false;
    }
    {
        QSqlQuery begin(db);
        if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
            if (error)
                *error = describe(begin);
            return false;
        }
    }
    bool ok = body(db, &err);
    if (ok) {
        QSqlQuery commit(db);
        ok = commit.exec(QStringLiteral("COMMIT"));
        if (!ok)
            err = describe(commit);
    }
    if (!ok) {
        execOne(db, QStringLiteral("ROLLBACK"));
        if (err.isEmpty())
            err = Tr::tr("The history database %1 did not keep the entry.").arg(m_path);
        if (error)
            *error = err;
    }
    return ok;
}

QString HistoryDatabase::describe(const QSqlQuery &failed) const
{
    return describe(failed.lastError());
}

QString HistoryDatabase::describe(const QSqlError &error) const
{
    const int code = error.nativeErrorCode().toInt() & 0xff;
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        // Not "for more than %2 s": some steps (the WAL switch, a write upgrade that would
        // deadlock) meet the lock without waiting.
        return Tr::tr("The history database %1 was locked by another process (the console waits up to %2 s "
                      "for it, and some steps cannot wait); the entry was not kept.")
            .arg(m_path)
            .arg(kBusyTimeoutMs / 1000);
    case 8: // SQLITE_READONLY
        return Tr::tr("The history database %1 is read-only (check the permissions of the file and its "
                      "folder); the console works without history.")
            .arg(m_path);
    case 13: // SQLITE_FULL
        return Tr::tr("The disk holding the history database %1 is full; the entry was not kept. Free some "
                      "space; the console keeps working without it.")
            .arg(m_path);
    case 14: // SQLITE_CANTOPEN
        return Tr::tr(
                   "Cannot open the history database %1 (is its folder writable?); the console works without "
                   "history.")
            .arg(m_path);
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return Tr::tr(
                   "%1 is damaged or not a database (%2); it is left untouched and the console works without "
                   "history.")
            .arg(m_path, detail);
    case 10: // SQLITE_IOERR
        return Tr::tr("Input/output error on the history database %1: %2").arg(m_path, detail);
    default:
        return Tr::tr("History database %1: %2").arg(m_path, detail);
    }
}

void HistoryDatabase::runOnce(const QString &tag, const std::function<void()> &job)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_ranOnce.contains(tag))
            return;
        m_ranOnce.append(tag);
    }
    job();
}

} // namespace ic
