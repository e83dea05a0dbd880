// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The history database in one process: schema, pragmas, forward migrations, refusals that
// leave a file untouched, a full database, the SQL queries and retention.
#include "chat/LadderHistory.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryRetention.h"
#include "history/HistoryStore.h"
#include "startup/FlightReport.h"
#include "startup/StartupHistory.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QVariant scalar(HistoryDatabase &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0);
}

/// A plain SQLite file written with Qt SQL directly, as another program (or a newer build) would.
void writeForeignDatabase(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("foreign-") + path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        for (const QString &s : statements) {
            QSqlQuery q(db);
            QVERIFY2(q.exec(s), qPrintable(q.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

LadderReport ladderReport(const QString &host, int i)
{
    LadderReport r;
    r.host = host;
    r.model = QStringLiteral("m");
    r.ladder = QStringLiteral("default");
    r.started = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC).addSecs(i);
    r.seconds = i;
    r.steps.append(
        { QStringLiteral("health"), Verdict::Pass, 0.01, QStringLiteral("GET /health answered 200"), {} });
    r.steps.append({ QStringLiteral("smoke"), i % 2 ? Verdict::Fail : Verdict::Pass, 1.5,
                     QStringLiteral("answer"), QJsonObject { { QStringLiteral("i"), i } } });
    return r;
}

} // namespace

class TestHistoryDatabase : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void freshDatabaseHasSchemaAndPragmas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        auto db = HistoryDatabase::open(path);
        QVERIFY2(db->isAvailable(), qPrintable(db->error()));
        QCOMPARE(db->schemaVersion(), HistoryDatabase::kSchemaVersion);
        QCOMPARE(scalar(*db, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(scalar(*db, QStringLiteral("PRAGMA foreign_keys")).toInt(), 1);
        QCOMPARE(scalar(*db, QStringLiteral("PRAGMA busy_timeout")).toInt(), HistoryDatabase::kBusyTimeoutMs);
        QCOMPARE(scalar(*db, QStringLiteral("PRAGMA application_id")).toInt(),
                 HistoryDatabase::kApplicationId);
        for (const char *table : { "hosts", "restarts", "restart_phases", "ladder_runs", "ladder_steps",
                                   "environment_snapshots", "snapshot_packages", "known_good", "load_probes",
                                   "rollouts", "rollout_hosts", "preflight_overrides", "imported_files" })
            QVERIFY2(scalar(*db,
                            QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE name = '%1'")
                                .arg(QLatin1String(table)))
                             .toInt()
                         == 1,
                     table);
        // Foreign keys are enforced: a restart of an unknown host is refused.
        QString error;
        QVERIFY(!db->write(
            [](QSqlDatabase &sql, QString *err) {
                QSqlQuery q(sql);
                if (q.exec(QStringLiteral(
                        "INSERT INTO restarts(host_id, service_key, recorded_ms) VALUES (999, 'k', 0)")))
                    return true;
                *err = q.lastError().text();
                return false;
            },
            &error));
        QVERIFY2(error.contains(QLatin1String("FOREIGN KEY")), qPrintable(error));
        HistoryDatabase::close(path);
    }

    void forwardMigrationKeepsRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        {
            auto v1 = HistoryDatabase::openAtVersion(path, 1);
            QVERIFY2(v1->isAvailable(), qPrintable(v1->error()));
            QCOMPARE(v1->schemaVersion(), 1);
            QCOMPARE(scalar(*v1, QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE name = 'rollouts'"))
                         .toInt(),
                     0);
            HistoryStore store(v1);
            RestartRecord r;
            r.host = QStringLiteral("gpu-01");
            r.serviceKey = QStringLiteral("gpu-01|u|m|h");
            r.phaseSeconds = { { QStringLiteral("weights"), 12.5 } };
            QVERIFY(store.recordRestart(r));
            QVERIFY(store.recordLadderRun(ladderReport(QStringLiteral("gpu-01"), 0).toJson()));
        }
        auto db = HistoryDatabase::open(path);
        QVERIFY2(db->isAvailable(), qPrintable(db->error()));
        QCOMPARE(db->schemaVersion(), HistoryDatabase::kSchemaVersion);
        HistoryStore store(db);
        QCOMPARE(store.restarts(QStringLiteral("gpu-01")).size(), 1);
        QCOMPARE(
            store.restarts(QStringLiteral("gpu-01")).first().phaseSeconds.value(QStringLiteral("weights")),
            12.5);
        QCOMPARE(store.ladderRuns(QStringLiteral("gpu-01")).size(), 1);
        QVERIFY(store.saveRollout(QStringLiteral("r1"), QStringLiteral("running"), {}, {}));
        HistoryDatabase::close(path);
    }

    void refusesWithoutTouching_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QByteArray>("junk");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer schema") << QStringList {
            QStringLiteral("CREATE TABLE hosts(id INTEGER PRIMARY KEY, name TEXT)"),
            QStringLiteral("PRAGMA application_id = %1").arg(HistoryDatabase::kApplicationId),
            QStringLiteral("PRAGMA user_version = 99")
        } << QByteArray() << QStringLiteral("newer Inference Console (history schema 99");
        QTest::newRow("newer schema, WAL") << QStringList {
            QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("CREATE TABLE x(a)"),
            QStringLiteral("PRAGMA application_id = %1").arg(HistoryDatabase::kApplicationId),
            QStringLiteral("PRAGMA user_version = %1").arg(HistoryDatabase::kSchemaVersion + 1)
        } << QByteArray() << QStringLiteral("newer Inference Console");
        QTest::newRow("another program's database")
            << QStringList { QStringLiteral("CREATE TABLE moz_places(id INTEGER PRIMARY KEY, url TEXT)"),
                             QStringLiteral("INSERT INTO moz_places(url) VALUES ('https://example.org')") }
            << QByteArray() << QStringLiteral("not the console's history");
        QTest::newRow("text file") << QStringList() << QByteArray("{\"services\": {}}\n")
                                   << QStringLiteral("not a database");
        QTest::newRow("binary junk") << QStringList() << QByteArray(8192, '\xa5')
                                     << QStringLiteral("not a database");
        QTest::newRow("truncated header")
            << QStringList() << QByteArray("SQLite format 3\0\x10\0", 19) << QStringLiteral("not a database");
    }

    void refusesWithoutTouching()
    {
        QFETCH(QStringList, statements);
        QFETCH(QByteArray, junk);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.sqlite"));
        if (!statements.isEmpty()) {
            writeForeignDatabase(path, statements);
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(junk);
        }
        const QByteArray before = fileHash(path);
        const qint64 size = QFileInfo(path).size();
        {
            StartupHistory history(dir.path());
            QString error;
            QVERIFY(!history.load(&error));
            QVERIFY2(error.contains(expected), qPrintable(error));
            QVERIFY2(error.contains(path), qPrintable(error));
            // The console carries on: nothing recorded, nothing learned, no crash.
            QVERIFY(
                !history.record(QStringLiteral("h|u|m|a"), { { QStringLiteral("weights"), 1.0 } }, &error));
            QVERIFY(!error.isEmpty());
            QVERIFY(history.expectations(QStringLiteral("h|u|m|a")).isEmpty());
            QVERIFY(LadderHistory(dir.path()).save(ladderReport(QStringLiteral("h"), 1)).isEmpty());
            QVERIFY(LadderHistory(dir.path()).load(QStringLiteral("h")).isEmpty());
        }
        HistoryDatabase::close(path);
        QCOMPARE(QFileInfo(path).size(), size);
        QCOMPARE(fileHash(path), before);
    }

    void lockedAtOpenIsTriedAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        // Another program holds the write lock on a new file for longer than the busy timeout.
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        {
            QSqlQuery q(other);
            QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
        }
        auto db = HistoryDatabase::open(path);
        QVERIFY(!db->isAvailable());
        QVERIFY2(db->error().contains(QLatin1String("locked by another process")), qPrintable(db->error()));
        {
            QSqlQuery q(other);
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        }
        other.close();
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        // A lock is not a fault: the next use opens it.
        QVERIFY2(db->isAvailable(), qPrintable(db->error()));
        QCOMPARE(db->schemaVersion(), HistoryDatabase::kSchemaVersion);
        HistoryDatabase::close(path);
    }

    void fullDatabaseIsAClearMessage()
    {
        QTemporaryDir dir;
        StartupHistory history(dir.path());
        QVERIFY(history.load());
        const LadderHistory ladders(dir.path());
        for (int i = 0; i < 5; ++i)
            QVERIFY(!ladders.save(ladderReport(QStringLiteral("gpu-01"), i)).isEmpty());
        // SQLite's own "database or disk is full" path: no page may be added beyond what exists.
        HistoryDatabase &db = history.store().database();
        const int pages = scalar(db, QStringLiteral("PRAGMA page_count")).toInt();
        QCOMPARE(scalar(db, QStringLiteral("PRAGMA max_page_count = %1").arg(pages)).toInt(), pages);
        LadderReport big = ladderReport(QStringLiteral("gpu-01"), 99);
        big.steps.first().evidence = QString(2 * 1024 * 1024, QLatin1Char('x'));
        QString error;
        QVERIFY(ladders.save(big, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("is full")), qPrintable(error));
        QVERIFY2(error.contains(db.path()), qPrintable(error));
        // Earlier rows are intact, reads still work, and writing resumes once there is room.
        QCOMPARE(ladders.load(QStringLiteral("gpu-01")).size(), 5);
        QCOMPARE(scalar(db, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        scalar(db, QStringLiteral("PRAGMA max_page_count = 1073741823"));
        QVERIFY(!ladders.save(big, &error).isEmpty());
        QCOMPARE(ladders.load(QStringLiteral("gpu-01")).size(), 6);
        QCOMPARE(ladders.last(QStringLiteral("gpu-01"))->steps.first().evidence.size(), 2 * 1024 * 1024);
        HistoryDatabase::close(history.filePath());
    }

    void ladderRunsKeepUnknownFields()
    {
        QTemporaryDir dir;
        const LadderHistory ladders(dir.path());
        LadderReport r = ladderReport(QStringLiteral("gpu-01"), 2);
        QJsonObject json = r.toJson();
        // Fields a newer build adds to a run survive this one, byte for byte.
        json.insert(QStringLiteral("probe"), QJsonObject { { QStringLiteral("concurrency"), 8 } });
        json.insert(QStringLiteral("gpuMemoryAfterMiB"), QJsonArray { 70123.5, 70011.0 });
        QVERIFY(ladders.store().recordLadderRun(json));
        QVERIFY(!ladders.save(ladderReport(QStringLiteral("gpu-01"), 3)).isEmpty());
        const QList<QJsonObject> runs = ladders.store().ladderRuns(QStringLiteral("gpu-01"));
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.first(), json);
        QCOMPARE(ladders.load(QStringLiteral("gpu-01")).first().steps.size(), 2);
        QCOMPARE(ladders.last(QStringLiteral("gpu-01"))->started,
                 ladderReport(QStringLiteral("gpu-01"), 3).started);
        // The steps are rows too.
        HistoryDatabase &db = ladders.store().database();
        QCOMPARE(
            scalar(db, QStringLiteral("SELECT count(*) FROM ladder_steps WHERE verdict = 'fail'")).toInt(),
            1);
        ladders.prune(QStringLiteral("gpu-01"), 1);
        QCOMPARE(ladders.load(QStringLiteral("gpu-01")).size(), 1);
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM ladder_steps")).toInt(), 2); // cascaded
        HistoryDatabase::close(db.path());
    }

    // The flight record lives in the restart's data JSON: no schema change, so a database of any
    // earlier schema keeps its restarts (read back without a flight) and takes new ones with one.
    void flightSurvivesTheDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        RestartRecord r;
        r.host = QStringLiteral("gpu-01");
        r.serviceKey = QStringLiteral("gpu-01|u|m|h");
        r.invocationId = QStringLiteral("old");
        r.phaseSeconds = { { QStringLiteral("weights"), 12.5 } };
        {
            auto v1 = HistoryDatabase::openAtVersion(path, 1);
            QVERIFY2(v1->isAvailable(), qPrintable(v1->error()));
            QVERIFY(HistoryStore(v1).recordRestart(r));
        }
        HistoryStore store(HistoryDatabase::open(path));
        StartupFlight f;
        f.usualSilenceSeconds = 60;
        f.seconds = 400.5;
        f.linesTimed = 99;
        f.phases = { { QStringLiteral("weights"), 3.25, 300, QStringLiteral("done"), 296.1 },
                     { QStringLiteral("compile"), 303.25, 90, QStringLiteral("failed"), -1 } };
        f.gaps = { { 310.5, 83.75, QStringLiteral("compile"), true } };
        f.clockSteps = 1;
        f.clockStepSeconds = 3600;
        r.invocationId = QStringLiteral("new");
        f.storeIn(r.data);
        r.data.insert(QStringLiteral("group"), QStringLiteral("a"));
        QVERIFY(store.recordRestart(r));
        // Later writes to the row (root cause, settled memory) keep the data.
        QCOMPARE(store.setRestartRootCause(QStringLiteral("gpu-01"), QStringLiteral("new"),
                                           QStringLiteral("x"), QStringLiteral("other")),
                 1);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("new"), 1000), 1);

        const QList<RestartRecord> back = store.restarts(QStringLiteral("gpu-01"));
        QCOMPARE(back.size(), 2);
        const std::optional<StartupFlight> got = StartupFlight::fromRestartData(back.at(0).data);
        QVERIFY(got);
        QCOMPARE(got->toJson(), f.toJson());
        QCOMPARE(back.at(0).data.value(QStringLiteral("group")).toString(), QStringLiteral("a"));
        QVERIFY(!StartupFlight::fromRestartData(back.at(1).data)); // from the older schema
        // The restart is read back by its id too.
        QCOMPARE(store.restart(back.at(1).id)->invocationId, QStringLiteral("old"));
        QVERIFY(!store.restart(999999));
        HistoryDatabase::close(path);
    }

    void phaseMediansBeforeARestart()
    {
        QTemporaryDir dir;
        HistoryStore store(HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite"))));
        QList<qint64> ids;
        for (const double s : { 10.0, 30.0, 20.0, 1000.0 }) {
            RestartRecord r;
            r.host = QStringLiteral("gpu-01");
            r.serviceKey = QStringLiteral("gpu-01|u|m|h");
            r.phaseSeconds = { { QStringLiteral("weights"), s } };
            if (s == 20.0)
                r.phaseSeconds.insert(QStringLiteral("compile"), 5);
            ids << store.recordRestart(r);
        }
        RestartRecord crashed;
        crashed.host = QStringLiteral("gpu-01");
        crashed.serviceKey = QStringLiteral("gpu-01|u|m|h");
        crashed.outcome = QStringLiteral("crashed");
        crashed.phaseSeconds = { { QStringLiteral("weights"), 1.0 } };
        store.recordRestart(crashed);

        int runs = -1;
        // Before the fourth: the three earlier ready ones.
        QHash<QString, PhaseMedian> m
            = store.phaseMedians(QStringLiteral("gpu-01|u|m|h"), 20, ids.at(3), &runs);
        QCOMPARE(runs, 3);
        QCOMPARE(m.value(QStringLiteral("weights")).seconds, 20.0);
        QCOMPARE(m.value(QStringLiteral("weights")).runs, 3);
        QCOMPARE(m.value(QStringLiteral("compile")).runs, 1);
        // Before the first: nothing, and it says so.
        m = store.phaseMedians(QStringLiteral("gpu-01|u|m|h"), 20, ids.at(0), &runs);
        QCOMPARE(runs, 0);
        QVERIFY(m.isEmpty());
        // All of them, the newest two only.
        m = store.phaseMedians(QStringLiteral("gpu-01|u|m|h"), 2, 0, &runs);
        QCOMPARE(runs, 2);
        QCOMPARE(m.value(QStringLiteral("weights")).seconds, 510.0);
        HistoryDatabase::close(store.database().path());
    }

    void groupMedians()
    {
        QTemporaryDir dir;
        HistoryStore store(HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite"))));
        auto add = [&store](const QString &host, const QString &group, double weights,
                            const QString &model = QStringLiteral("m")) {
            RestartRecord r;
            r.host = host;
            r.unit = QStringLiteral("u");
            r.model = model;
            r.argsHash = QStringLiteral("h");
            r.serviceKey = host + QStringLiteral("|u|") + model + QStringLiteral("|h");
            r.phaseSeconds = { { QStringLiteral("weights"), weights } };
            if (!group.isEmpty())
                r.data.insert(QStringLiteral("group"), group);
            return store.recordRestart(r);
        };
        QVERIFY(add(QStringLiteral("a"), QStringLiteral("g"), 10));
        QVERIFY(add(QStringLiteral("a"), QStringLiteral("g"), 30));
        QVERIFY(add(QStringLiteral("a"), QStringLiteral("g"), 20)); // a: 20
        QVERIFY(add(QStringLiteral("b"), QStringLiteral("g"), 40)); // b: 40
        QVERIFY(add(QStringLiteral("c"), QStringLiteral("other"), 1000)); // another group
        QVERIFY(add(QStringLiteral("d"), QString(), 1000)); // no group
        QVERIFY(add(QStringLiteral("e"), QStringLiteral("g"), 1000, QStringLiteral("other-model")));
        const qint64 self = add(QStringLiteral("self"), QStringLiteral("g"), 5000); // never its own peer
        const qint64 broken = add(QStringLiteral("f"), QStringLiteral("g"), 1000);
        QSqlQuery q(store.database().connection());
        QVERIFY(q.exec(QStringLiteral("UPDATE restarts SET data = 'not json' WHERE id = %1").arg(broken)));
        const qint64 later = add(QStringLiteral("b"), QStringLiteral("g"), 5000); // after the one compared

        int hosts = -1, runs = -1;
        QHash<QString, PhaseMedian> m = store.groupPhaseMedians(
            QStringLiteral("g"), QStringLiteral("u"), QStringLiteral("m"), QStringLiteral("h"),
            QStringLiteral("self"), 20, self + 1, &hosts, &runs);
        QCOMPARE(hosts, 2);
        QCOMPARE(runs, 4);
        QCOMPARE(m.value(QStringLiteral("weights")).seconds, 30.0); // median of 20 and 40
        QCOMPARE(m.value(QStringLiteral("weights")).hosts, 2);
        // Without the bound b's later start-up counts: b's median becomes 2520.
        m = store.groupPhaseMedians(QStringLiteral("g"), QStringLiteral("u"), QStringLiteral("m"),
                                    QStringLiteral("h"), QStringLiteral("self"), 20, 0, &hosts, &runs);
        QCOMPARE(runs, 5);
        QCOMPARE(m.value(QStringLiteral("weights")).seconds, (20.0 + 2520) / 2);
        Q_UNUSED(later)
        // No group: nothing, and no query.
        QVERIFY(store
                    .groupPhaseMedians(QString(), QStringLiteral("u"), QStringLiteral("m"),
                                       QStringLiteral("h"), QStringLiteral("self"), 20, 0, &hosts, &runs)
                    .isEmpty());
        QCOMPARE(hosts, 0);

        // The report over the same rows.
        const std::optional<RestartRecord> shown = store.restart(self);
        QVERIFY(shown);
        const FlightReport report = buildFlightReport(store, *shown);
        QCOMPARE(report.group, QStringLiteral("g"));
        QCOMPARE(report.groupHosts, 2);
        QCOMPARE(report.hostRuns, 0);
        QVERIFY(report.hostMedianMissing().startsWith(QStringLiteral("no median yet")));
        QVERIFY(report.groupMedianMissing().isEmpty());
        QVERIFY(!report.flight);
        QCOMPARE(report.phases.size(), 1);
        QCOMPARE(report.phases.first().groupMedian, 30.0);
        QVERIFY(std::isnan(report.phases.first().startSeconds));
        HistoryDatabase::close(store.database().path());
    }

    void medianQueries_data()
    {
        QTest::addColumn<QList<double>>("totals");
        QTest::addColumn<double>("median");
        QTest::newRow("none") << QList<double> {} << std::nan("");
        QTest::newRow("one") << QList<double> { 42 } << 42.0;
        QTest::newRow("odd") << QList<double> { 30, 10, 20 } << 20.0;
        QTest::newRow("even") << QList<double> { 40, 10, 30, 20 } << 25.0;
        // Only the newest ten count: the first two (huge) are older than the window.
        QTest::newRow("window") << QList<double> { 1000, 1000, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 } << 5.5;
    }

    void medianQueries()
    {
        QFETCH(QList<double>, totals);
        QFETCH(double, median);
        QTemporaryDir dir;
        HistoryStore store(HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite"))));
        const QDateTime t0(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC);
        for (double s : totals) {
            RestartRecord r;
            r.host = QStringLiteral("gpu-01");
            r.serviceKey = QStringLiteral("gpu-01|u|m|h");
            r.started = t0;
            r.ended = t0.addMSecs(qint64(s * 1000));
            r.phaseSeconds = { { QStringLiteral("weights"), s / 2 } };
            QString error;
            QVERIFY2(store.recordRestart(r, &error), qPrintable(error));
        }
        // A crashed start-up does not teach the median anything.
        RestartRecord crashed;
        crashed.host = QStringLiteral("gpu-01");
        crashed.serviceKey = QStringLiteral("gpu-01|u|m|h");
        crashed.outcome = QStringLiteral("crashed");
        crashed.phaseSeconds = { { QStringLiteral("weights"), 9999.0 } };
        QVERIFY(store.recordRestart(crashed));
        const double got = store.startupMedianSeconds(QStringLiteral("gpu-01"), 10);
        if (std::isnan(median))
            QVERIFY(std::isnan(got));
        else
            QCOMPARE(got, median);
        QHash<QString, double> med, max;
        store.phaseStatistics(QStringLiteral("gpu-01|u|m|h"), 10, &med, &max);
        if (std::isnan(median)) {
            QVERIFY(med.isEmpty());
        } else {
            QCOMPARE(med.value(QStringLiteral("weights")), median / 2);
            QVERIFY(max.value(QStringLiteral("weights")) < 9999.0);
        }
        QCOMPARE(store.restarts(QStringLiteral("gpu-01")).size(), totals.size() + 1);
        QCOMPARE(store.restarts(QStringLiteral("gpu-01")).first().outcome,
                 QStringLiteral("crashed")); // newest first
        HistoryDatabase::close(store.database().path());
    }

    void rootCauseReachesTheRestart()
    {
        QTemporaryDir dir;
        HistoryStore store(HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite"))));
        RestartRecord r;
        r.host = QStringLiteral("gpu-01");
        r.serviceKey = QStringLiteral("gpu-01|u|m|h");
        r.invocationId = QStringLiteral("3dac4d957bc335f785a07fc454042a37");
        r.outcome = QStringLiteral("crashed");
        QVERIFY(store.recordRestart(r));
        const QString cause = QStringLiteral("RuntimeError: flashinfer-cubin version (0.6.3) does not match");
        QCOMPARE(
            store.setRestartRootCause(QStringLiteral("gpu-02"), r.invocationId, cause, QStringLiteral("x")),
            0);
        QCOMPARE(store.setRestartRootCause(QStringLiteral("gpu-01"), QString(), cause, QStringLiteral("x")),
                 0);
        QCOMPARE(store.setRestartRootCause(QStringLiteral("gpu-01"), r.invocationId, cause,
                                           QStringLiteral("package-mismatch")),
                 1);
        const RestartRecord back = store.restarts(QStringLiteral("gpu-01")).first();
        QCOMPARE(back.rootCause, cause);
        QCOMPARE(back.rootCauseCategory, QStringLiteral("package-mismatch"));
        QCOMPARE(back.toJson().value(QStringLiteral("rootCause")).toString(), cause);
        HistoryDatabase::close(store.database().path());
    }

    void knownGoodAndPackageChanges()
    {
        QTemporaryDir dir;
        const LastKnownGoodStore store(dir.path());
        EnvironmentSnapshot s;
        s.setPackages(
            QList<InstalledPackage> { { QStringLiteral("flashinfer-python"), QStringLiteral("0.6.3") },
                                      { QStringLiteral("flashinfer-cubin"), QStringLiteral("0.6.3") },
                                      { QStringLiteral("vllm"), QStringLiteral("0.10.2") } });
        s.driverVersion = QStringLiteral("570.86.15");
        s.taken = QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC);
        QVERIFY(store.save(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"), s));
        QVERIFY(
            store.record(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"), s)); // equal: not again
        EnvironmentSnapshot later = s;
        later.packages[QStringLiteral("flashinfer-python")] = QStringLiteral("0.6.4");
        later.packages.remove(QStringLiteral("vllm"));
        later.packages.insert(QStringLiteral("xformers"), QStringLiteral("0.0.32"));
        later.taken = s.taken.addDays(3);
        QVERIFY(store.record(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"), later));

        // Last known good is still the first one; drift is measured against it.
        const auto good = store.load(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"));
        QVERIFY(good.has_value());
        QCOMPARE(good->packages.value(QStringLiteral("flashinfer-python")), QStringLiteral("0.6.3"));
        QCOMPARE(diffEnvironments(*good, later).packages.size(), 3);

        HistoryStore h(HistoryDatabase::open(store.filePath({}, {})));
        QCOMPARE(h.snapshots(QStringLiteral("gpu-01")).size(), 2);
        const QList<PackageVersionChange> all
            = h.packageChanges(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"));
        QCOMPARE(all.size(), 3);
        const QList<PackageVersionChange> fi = h.packageChanges(
            QStringLiteral("gpu-01"), QStringLiteral("vllm.service"), QStringLiteral("flashinfer-python"));
        QCOMPARE(fi.size(), 1);
        QCOMPARE(fi.first().before, QStringLiteral("0.6.3"));
        QCOMPARE(fi.first().after, QStringLiteral("0.6.4"));
        QCOMPARE(fi.first().at, later.taken);
        const auto removed = h.packageChanges(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"),
                                              QStringLiteral("vllm"));
        QCOMPARE(removed.size(), 1);
        QVERIFY(removed.first().after.isEmpty());
        QVERIFY(!store.load(QStringLiteral("gpu-01"), QStringLiteral("sglang.service")).has_value());
        HistoryDatabase::close(store.filePath({}, {}));
    }

    void retentionKeepsRunsOrDays()
    {
        QTemporaryDir dir;
        auto db = HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite")));
        HistoryStore store(db);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        // 30 restarts per host: 20 from 100 days ago, 10 from today.
        for (const QString &host : { QStringLiteral("a"), QStringLiteral("b") }) {
            for (int i = 0; i < 30; ++i) {
                RestartRecord r;
                r.host = host;
                r.serviceKey = host + QStringLiteral("|u|m|h");
                r.recorded = i < 20 ? now.addDays(-100) : now;
                r.phaseSeconds = { { QStringLiteral("weights"), double(i) } };
                QVERIFY(store.recordRestart(r));
            }
        }
        EnvironmentSnapshot s;
        s.setPackages(QList<InstalledPackage> { { QStringLiteral("vllm"), QStringLiteral("1") } });
        QVERIFY(store.markKnownGood(QStringLiteral("a"), QStringLiteral("u"), s.toJson()));

        // Keep 5 per host or 30 days: the 10 recent ones stay (younger), the old ones go.
        RetentionResult r = applyRetention(*db, { 5, 30 }, now);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.removed, 40);
        QCOMPARE(store.restarts(QStringLiteral("a")).size(), 10);
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM restart_phases")).toInt(), 20);
        // Keep 15 per host or 1 day: the count keeps them all.
        r = applyRetention(*db, { 15, 1 }, now.addDays(10));
        QCOMPARE(r.removed, 0);
        // Keep 3 per host or 1 day, 10 days later: 3 per host remain; the known good stays.
        r = applyRetention(*db, { 3, 1 }, now.addDays(10));
        QCOMPARE(store.restarts(QStringLiteral("b")).size(), 3);
        QVERIFY(store.lastKnownGood(QStringLiteral("a"), QStringLiteral("u")).has_value());
        QCOMPARE(scalar(*db, QStringLiteral("PRAGMA foreign_key_check")).isValid(), false);
        HistoryDatabase::close(db->path());
    }

    void rolloutsAndOverrides()
    {
        QTemporaryDir dir;
        HistoryStore store(HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite"))));
        QVERIFY(store.saveRollout(QStringLiteral("r-1"), QStringLiteral("running"),
                                  QJsonObject { { QStringLiteral("batch"), 2 } }, {}));
        QVERIFY(store.saveRolloutHost(QStringLiteral("r-1"), QStringLiteral("gpu-01"), 0, 0,
                                      QStringLiteral("passed")));
        QVERIFY(store.saveRolloutHost(QStringLiteral("r-1"), QStringLiteral("gpu-02"), 0, 1,
                                      QStringLiteral("restarting")));
        QVERIFY(store.saveRolloutHost(QStringLiteral("r-1"), QStringLiteral("gpu-02"), 0, 1,
                                      QStringLiteral("failed")));
        QCOMPARE(store.unfinishedRollouts(), QStringList { QStringLiteral("r-1") });
        QVERIFY(store.recordPreflightOverride(
            QStringLiteral("gpu-02"), QStringLiteral("r-1"), QStringLiteral("package-pair"),
            QStringLiteral("blocking"),
            QStringLiteral("flashinfer-cubin 0.6.3 beside flashinfer-python 0.6.4"),
            QStringLiteral("override gpu-02"), QStringLiteral("ops")));
        const auto r = store.rollout(QStringLiteral("r-1"));
        QVERIFY(r.has_value());
        const QJsonArray hosts = r->value(QStringLiteral("hosts")).toArray();
        QCOMPARE(hosts.size(), 2);
        QCOMPARE(hosts.at(1).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("failed"));
        QVERIFY(store.saveRollout(QStringLiteral("r-1"), QStringLiteral("failed"), {}, {}));
        QVERIFY(store.unfinishedRollouts().isEmpty());
        const QList<QJsonObject> overrides = store.preflightOverrides(QStringLiteral("gpu-02"));
        QCOMPARE(overrides.size(), 1);
        QCOMPARE(overrides.first().value(QStringLiteral("rollout")).toString(), QStringLiteral("r-1"));
        QCOMPARE(overrides.first().value(QStringLiteral("confirmation")).toString(),
                 QStringLiteral("override gpu-02"));
        // A host-level row for an unknown rollout is refused by the foreign key, not kept dangling.
        QString error;
        QVERIFY(!store.saveRolloutHost(QStringLiteral("nope"), QStringLiteral("gpu-01"), 0, 0,
                                       QStringLiteral("x"), {}, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(store.recordLoadProbe(QStringLiteral("gpu-01"),
                                      QJsonObject { { QStringLiteral("completed"), 40 },
                                                    { QStringLiteral("failed"), 1 },
                                                    { QStringLiteral("output_throughput"), 812.5 } }));
        QCOMPARE(
            store.loadProbes(QStringLiteral("gpu-01")).first().value(QStringLiteral("completed")).toInt(),
            40);
        HistoryDatabase::close(store.database().path());
    }
};

QTEST_GUILESS_MAIN(TestHistoryDatabase)
#include "tst_historydatabase.moc"
