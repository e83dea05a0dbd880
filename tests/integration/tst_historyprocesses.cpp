// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The history database shared by real processes (tests/helpers/history_writer.cpp): several
// writers at once lose no row; a writer killed with SIGKILL mid-write leaves a consistent
// database with every earlier row; a read-only folder is a message, not a failure.
#include "RunBinary.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace ic;
using namespace ic::testsupport;

namespace {

const QString kWriter = QStringLiteral(IC_HISTORY_WRITER_PATH);

/// Reads the database with a connection of its own (not the cached one a store would use).
class Reader {
public:
    explicit Reader(const QString &path)
        : m_name(QStringLiteral("reader-%1").arg(++s_serial))
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        m_db.open();
    }
    ~Reader()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    QVariant scalar(const QString &sql)
    {
        QSqlQuery q(m_db);
        if (!q.exec(sql) || !q.next())
            return {};
        return q.value(0);
    }
    QStringList column(const QString &sql)
    {
        QSqlQuery q(m_db);
        QStringList out;
        if (q.exec(sql))
            while (q.next())
                out.append(q.value(0).toString());
        return out;
    }

private:
    static inline int s_serial = 0;
    QString m_name;
    QSqlDatabase m_db;
};

bool waitForLine(QProcess &p, const QByteArray &prefix, QByteArray *line, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        while (p.canReadLine()) {
            const QByteArray l = p.readLine().trimmed();
            if (l.startsWith(prefix)) {
                if (line)
                    *line = l;
                return true;
            }
        }
        if (p.state() == QProcess::NotRunning)
            return false;
        p.waitForReadyRead(int(std::max<qint64>(1, timeoutMs - t.elapsed())));
    }
    return false;
}

/// `setpriv` to drop root, so file permissions apply to the writer; empty when not root.
QStringList asUnprivileged(QString *skip)
{
    if (geteuid() != 0)
        return {};
    const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
    if (setpriv.isEmpty()) {
        *skip = QStringLiteral("running as root and setpriv (util-linux) is not installed");
        return {};
    }
    return { setpriv, QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
             QStringLiteral("--clear-groups"), QStringLiteral("--") };
}

} // namespace

class TestHistoryProcesses : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(QFileInfo(kWriter).isExecutable(), qPrintable(kWriter)); }

    void concurrentWritersLoseNothing_data()
    {
        QTest::addColumn<int>("processes");
        QTest::addColumn<int>("rows");
        QTest::newRow("2 writers") << 2 << 60;
        QTest::newRow("6 writers") << 6 << 60;
    }

    void concurrentWritersLoseNothing()
    {
        QFETCH(int, processes);
        QFETCH(int, rows);
        QTemporaryDir dir;
        // No database yet: the writers also race to create it, switch it to WAL and migrate it.
        std::vector<std::unique_ptr<QProcess>> writers;
        for (int i = 0; i < processes; ++i) {
            auto p = std::make_unique<QProcess>();
            p->start(kWriter, { dir.path(), QStringLiteral("writer-%1").arg(i), QString::number(rows) });
            QVERIFY2(p->waitForStarted(10000), qPrintable(p->errorString()));
            writers.push_back(std::move(p));
        }
        for (auto &p : writers) {
            QByteArray line;
            QVERIFY2(waitForLine(*p, "ready", &line, 30000), p->readAllStandardError().constData());
        }
        for (auto &p : writers) // all start writing at the same moment
            p->write("go\n");
        for (auto &p : writers) {
            QVERIFY(p->waitForFinished(120000));
            QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                     p->readAllStandardError().constData());
        }

        // Every writer exited normally: the log is folded into the file, so the file alone is a
        // complete copy (what the README promises for copies taken while no console runs).
        const QString path = dir.filePath(HistoryDatabase::fileName());
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QVERIFY(QFile::copy(path, copy));
        Reader db(copy);
        QCOMPARE(db.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        QCOMPARE(db.scalar(QStringLiteral("PRAGMA user_version")).toInt(), HistoryDatabase::kSchemaVersion);
        QCOMPARE(db.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM restarts")).toInt(), processes * rows);
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM restart_phases")).toInt(),
                 processes * rows * 3);
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM ladder_runs")).toInt(), processes * rows);
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM ladder_steps")).toInt(),
                 processes * rows * 10);
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM environment_snapshots")).toInt(),
                 processes * rows);
        // Every writer's every row, counted per writer, and the shared host once.
        for (int i = 0; i < processes; ++i) {
            const QString tag = QStringLiteral("writer-%1").arg(i);
            QCOMPARE(
                db.scalar(QStringLiteral("SELECT count(*) FROM ladder_runs r JOIN hosts h ON h.id = r.host_id"
                                         " WHERE h.name = '%1'")
                              .arg(tag))
                    .toInt(),
                rows);
            QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM restarts WHERE model = '%1'").arg(tag))
                         .toInt(),
                     rows);
        }
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM hosts WHERE name = 'shared'")).toInt(), 1);
        QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM hosts")).toInt(), processes + 1);
        QVERIFY(db.column(QStringLiteral("PRAGMA foreign_key_check")).isEmpty());
    }

    void killedMidWriteLeavesConsistentDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(HistoryDatabase::fileName());
        const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
        int runsBefore = 0;
        int restartsBefore = 0;
        QByteArray earlierDigest; // of every run the previous rounds left
        qint64 earlierMaxId = 0;
        for (int round = 0; round < 12; ++round) {
            QProcess p;
            p.start(kWriter, { dir.path(), QStringLiteral("victim"), QStringLiteral("--forever") });
            QVERIFY(p.waitForStarted(10000));
            // Let it commit a different number of runs each round, then kill it while it writes.
            QByteArray line;
            const QByteArray wanted = "committed " + QByteArray::number(1 + round * 3);
            QVERIFY2(waitForLine(p, wanted, &line, 60000), p.readAllStandardError().constData());
            p.kill(); // SIGKILL: no destructor, no rollback, no checkpoint
            QVERIFY(p.waitForFinished(10000));
            QCOMPARE(p.exitStatus(), QProcess::CrashExit);
            while (p.canReadLine()) // commits reported after the one waited for
                line = p.readLine().trimmed();
            const int committed = line.mid(line.indexOf(' ') + 1).toInt();
            QVERIFY(committed >= 1 + round * 3);

            Reader db(path);
            QCOMPARE(db.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
            QVERIFY(db.column(QStringLiteral("PRAGMA foreign_key_check")).isEmpty());
            // Every earlier row and every run reported committed is there; one more may have
            // committed without being reported.
            const int runs = db.scalar(QStringLiteral("SELECT count(*) FROM ladder_runs")).toInt();
            QVERIFY2(runs >= runsBefore + committed && runs <= runsBefore + committed + 1,
                     qPrintable(QStringLiteral("%1 runs, %2 before, %3 reported")
                                    .arg(runs)
                                    .arg(runsBefore)
                                    .arg(committed)));
            const int restarts = db.scalar(QStringLiteral("SELECT count(*) FROM restarts")).toInt();
            QVERIFY(restarts >= restartsBefore + committed && restarts <= restartsBefore + committed + 1);
            // All or nothing: no run without its ten steps, no restart without its phases.
            QCOMPARE(
                db.scalar(QStringLiteral("SELECT count(*) FROM ladder_runs r WHERE"
                                         " (SELECT count(*) FROM ladder_steps WHERE run_id = r.id) <> 10"))
                    .toInt(),
                0);
            QCOMPARE(db.scalar(QStringLiteral(
                                   "SELECT count(*) FROM restarts r WHERE"
                                   " (SELECT count(*) FROM restart_phases WHERE restart_id = r.id) <> 3"))
                         .toInt(),
                     0);
            for (const QString &report : db.column(QStringLiteral("SELECT report FROM ladder_runs")))
                QVERIFY(QJsonDocument::fromJson(report.toUtf8()).isObject());
            // The earlier rounds' rows are byte for byte what they were.
            auto digest = [&db](qint64 maxId) {
                QCryptographicHash h(QCryptographicHash::Sha256);
                for (const QString &r :
                     db.column(QStringLiteral(
                                   "SELECT id || ':' || report FROM ladder_runs WHERE id <= %1 ORDER BY id")
                                   .arg(maxId)))
                    h.addData(r.toUtf8());
                return h.result();
            };
            if (earlierMaxId > 0)
                QCOMPARE(digest(earlierMaxId), earlierDigest);
            earlierMaxId = db.scalar(QStringLiteral("SELECT max(id) FROM ladder_runs")).toLongLong();
            earlierDigest = digest(earlierMaxId);
            runsBefore = runs;
            restartsBefore = restarts;
            if (!sqlite3.isEmpty()) {
                // A tool nobody here wrote agrees the file is sound.
                RunOptions o;
                o.deadlineMs = 30000;
                const RunResult check
                    = runBinary(sqlite3, { path, QStringLiteral("PRAGMA integrity_check;") }, o);
                QVERIFY2(check.exitedNormally(), check.describe().constData());
                QCOMPARE(check.out.trimmed(), QByteArray("ok"));
            }
        }
        if (sqlite3.isEmpty())
            qWarning("sqlite3 is not installed: the third-party integrity check was not run");
    }

    void readOnlyFolderKeepsWorking_data()
    {
        QTest::addColumn<bool>("databaseExists");
        QTest::newRow("no database yet") << false;
        QTest::newRow("database from before") << true;
    }

    void readOnlyFolderKeepsWorking()
    {
        QFETCH(bool, databaseExists);
        QString skip;
        const QStringList prefix = asUnprivileged(&skip);
        if (!skip.isEmpty())
            QSKIP(qPrintable(skip));
        QTemporaryDir tmp;
        QVERIFY(QFile::setPermissions(tmp.path(),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                          | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup
                                          | QFile::ExeGroup));
        const QString dir = tmp.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(dir));
        if (databaseExists) {
            HistoryStore store(HistoryDatabase::open(dir + QStringLiteral("/history.sqlite")));
            RestartRecord r;
            r.host = QStringLiteral("h");
            r.serviceKey = QStringLiteral("h|u|m|h");
            r.phaseSeconds = { { QStringLiteral("weights"), 5.0 } };
            QVERIFY(store.recordRestart(r));
            HistoryDatabase::close(dir + QStringLiteral("/history.sqlite"));
        }
        const QFile::Permissions readOnly = QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
            | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
        QVERIFY(QFile::setPermissions(dir, readOnly));
        QStringList args = prefix;
        args << kWriter << dir << QStringLiteral("h") << QStringLiteral("--probe");
        const QString program = args.takeFirst();
        RunOptions o;
        o.deadlineMs = 30000;
        const RunResult p = runBinary(program, args, o);
        QVERIFY2(p.started && !p.timedOut, p.describe().constData());
        const QString out = QString::fromUtf8(p.out);
        QFile::setPermissions(dir, readOnly | QFile::WriteOwner);
        QCOMPARE(p.crashed, false);
        QVERIFY2(p.exitCode == 0, qPrintable(out + QString::fromUtf8(p.err)));
        // It carried on to the end, without history, and said why in words that name the file.
        QVERIFY2(out.contains(QLatin1String("load failed")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("record failed")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("ladder failed")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("without history")), qPrintable(out));
        QVERIFY2(out.contains(dir + QStringLiteral("/history.sqlite")), qPrintable(out));
        QVERIFY(out.contains(QLatin1String("done")));
        if (databaseExists) { // and the rows from before are untouched
            Reader db(dir + QStringLiteral("/history.sqlite"));
            QCOMPARE(db.scalar(QStringLiteral("SELECT count(*) FROM restarts")).toInt(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestHistoryProcesses)
#include "tst_historyprocesses.moc"
