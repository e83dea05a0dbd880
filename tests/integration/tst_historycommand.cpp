// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console history` run as a user runs it: on a data folder an older build left
// (imported on first use), as text and as a JSON export, with bad dates, a hostile host name
// and a database from a newer build; `--phases`, one start-up against the host's and the group's
// medians with its silences.
#include "RunBinary.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "startup/StartupFlight.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ic::testsupport;

namespace {

RunResult run(const QStringList &arguments, const QString &home)
{
    RunOptions o;
    o.environment = headlessEnvironment();
    o.environment.remove(QStringLiteral("QT_LOGGING_RULES"));
    setHome(o.environment, home);
    return runBinary(consolePath(), QStringList { QStringLiteral("history") } + arguments, o);
}

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = to + src.mid(from.size());
        if (!QDir().mkpath(QFileInfo(dst).absolutePath()) || !QFile::copy(src, dst))
            return false;
    }
    return true;
}

/// A ready start-up of `host` with its flight: weights then compile, and silences.
ic::RestartRecord startup(const QString &host, const QString &group, const QString &invocation,
                          double weights, double compile, const QList<ic::FlightGap> &gaps = {},
                          const QString &args = QStringLiteral("h1"))
{
    ic::RestartRecord r;
    r.host = host;
    r.unit = QStringLiteral("vllm.service");
    r.model = QStringLiteral("Qwen/Qwen3-8B");
    r.argsHash = args;
    r.serviceKey = host + QStringLiteral("|vllm.service|Qwen/Qwen3-8B|") + args;
    r.invocationId = invocation;
    r.started = QDateTime(QDate(2026, 12, 2), QTime(14, 5, 11), Qt::UTC);
    r.phaseSeconds = { { QStringLiteral("weights"), weights }, { QStringLiteral("compile"), compile } };
    r.seconds = 10 + weights + compile;
    ic::StartupFlight f;
    f.usualSilenceSeconds = 60;
    f.seconds = r.seconds;
    f.phases = { { QStringLiteral("launch"), 0, 10, QStringLiteral("done"), -1 },
                 { QStringLiteral("weights"), 10, weights, QStringLiteral("done"), -1 },
                 { QStringLiteral("compile"), 10 + weights, compile, QStringLiteral("done"), -1 } };
    f.gaps = gaps;
    f.storeIn(r.data);
    if (!group.isEmpty())
        r.data.insert(QStringLiteral("group"), group);
    return r;
}

} // namespace

class TestHistoryCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;
    QString data() const { return m_home.filePath(QStringLiteral(".local/share/inference-console")); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(copyTree(QStringLiteral(IC_FIXTURES_DIR "/history/legacy-data"), data()));
        // A report from a host whose name carries a terminal escape sequence.
        QFile f(data() + QStringLiteral("/validation/evil/20261202T000000000Z.json"));
        QVERIFY(QDir().mkpath(QFileInfo(f).absolutePath()) && f.open(QIODevice::WriteOnly));
        f.write(
            "{\"host\": \"evil\\u001b[2J\\u001b]0;pwned\\u0007\", \"started\": \"2026-12-02T00:00:00Z\","
            " \"verdict\": \"fail\", \"ladder\": \"default\", \"model\": \"m\\u001b[31m\", \"seconds\": 1,"
            " \"steps\": [{\"id\": \"smoke\\u001b[5m\", \"verdict\": \"fail\", \"seconds\": 1, \"evidence\": "
            "\"x\"}]}");
    }

    void textImportsOnFirstUse()
    {
        const RunResult r = run({}, m_home.path());
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("gpu-01\n"), r.out.constData());
        QVERIFY(r.out.contains("restarts (3, newest first)"));
        QVERIFY(r.out.contains("ladder runs (2, newest first)"));
        QVERIFY(r.out.contains("(decode-speed fail)"));
        QVERIFY(r.out.contains("2026-12-02 14:05:11Z"));
        QVERIFY(
            r.out.contains("median of the last ten start-ups: 6m51s")); // 312.4+61.25+38+4.5+2 s of phases
        QVERIFY2(terminalSafe(r.out) && terminalSafe(r.err), r.out.constData());
        QVERIFY(r.out.contains("evil\\x1b[2J"));
        QVERIFY(QFile::exists(data() + QStringLiteral("/history.sqlite")));
        QVERIFY(QFile::exists(data() + QStringLiteral("/startup-history.json.imported")));
        QVERIFY(!QFile::exists(data() + QStringLiteral("/startup-history.json")));
    }

    void jsonExportOfOneHost()
    {
        const RunResult r
            = run({ QStringLiteral("--host"), QStringLiteral("gpu-01"), QStringLiteral("--since"),
                    QStringLiteral("2026-12-02"), QStringLiteral("--json") },
                  m_home.path());
        QCOMPARE(r.exitCode, 0);
        QJsonParseError pe;
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QCOMPARE(doc.value(QStringLiteral("schema")).toInt(), ic::HistoryDatabase::kSchemaVersion);
        const QJsonArray hosts = doc.value(QStringLiteral("hosts")).toArray();
        QCOMPARE(hosts.size(), 1);
        const QJsonObject h = hosts.first().toObject();
        QCOMPARE(h.value(QStringLiteral("host")).toString(), QStringLiteral("gpu-01"));
        // Since 2 December: one of the two ladder runs, whole, with its step data.
        const QJsonArray runs = h.value(QStringLiteral("ladderRuns")).toArray();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("fail"));
        QCOMPARE(runs.first()
                     .toObject()
                     .value(QStringLiteral("steps"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QStringLiteral("data"))
                     .toObject()
                     .value(QStringLiteral("tokensPerSecond"))
                     .toDouble(),
                 41.0);
        QCOMPARE(h.value(QStringLiteral("knownGood"))
                     .toObject()
                     .value(QStringLiteral("vllm.service"))
                     .toObject()
                     .value(QStringLiteral("packages"))
                     .toObject()
                     .value(QStringLiteral("vllm"))
                     .toString(),
                 QStringLiteral("0.11.0"));
        QCOMPARE(h.value(QStringLiteral("restarts")).toArray().size(), 3);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("word for a date")
            << QStringList { QStringLiteral("--since"), QStringLiteral("yesterday") }
            << QByteArray("is not a date");
        QTest::newRow("empty date") << QStringList { QStringLiteral("--since"), QString() }
                                    << QByteArray("is not a date");
        QTest::newRow("month 13") << QStringList { QStringLiteral("--since"), QStringLiteral("2026-13-01") }
                                  << QByteArray("is not a date");
        QTest::newRow("escape in date")
            << QStringList { QStringLiteral("--since"), QStringLiteral("\x1b[2J") }
            << QByteArray("\\x1b[2J is not a date");
        QTest::newRow("missing database")
            << QStringList { QStringLiteral("--database"), QStringLiteral("/nonexistent/h.sqlite") }
            << QByteArray("no such history database");
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        const RunResult r = run(arguments, m_home.path());
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY(terminalSafe(r.err));
    }

    void phasesOfOneStartup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        {
            ic::HistoryStore store(ic::HistoryDatabase::open(path));
            QString error;
            auto add = [&](const ic::RestartRecord &r) { return store.recordRestart(r, &error) > 0; };
            // gpu-01's first start-up: nothing to compare with yet. Then two more, then the one shown.
            QVERIFY2(add(startup(QStringLiteral("gpu-01"), QStringLiteral("a"),
                                 QStringLiteral("0a1b2c3d4e5f"), 100, 40)),
                     qPrintable(error));
            QVERIFY(add(
                startup(QStringLiteral("gpu-01"), QStringLiteral("a"), QStringLiteral("0a1b99"), 120, 60)));
            QVERIFY(
                add(startup(QStringLiteral("gpu-01"), QStringLiteral("a"), QStringLiteral("77aa"), 110, 50)));
            // The group's other hosts (medians 95 and 100 s of weights); another group and other
            // arguments do not count.
            QVERIFY(
                add(startup(QStringLiteral("gpu-02"), QStringLiteral("a"), QStringLiteral("b1"), 90, 30)));
            QVERIFY(
                add(startup(QStringLiteral("gpu-02"), QStringLiteral("a"), QStringLiteral("b2"), 100, 30)));
            QVERIFY(
                add(startup(QStringLiteral("gpu-03"), QStringLiteral("a"), QStringLiteral("c1"), 100, 30)));
            QVERIFY(
                add(startup(QStringLiteral("gpu-04"), QStringLiteral("b"), QStringLiteral("d1"), 900, 900)));
            QVERIFY(add(startup(QStringLiteral("gpu-03"), QStringLiteral("a"), QStringLiteral("c2"), 900, 900,
                                {}, QStringLiteral("other-args"))));
            QVERIFY(add(startup(QStringLiteral("gpu-01"), QStringLiteral("a"), QStringLiteral("fe01"), 150,
                                45, { { 14, 252, QStringLiteral("weights"), false } })));
            // A host of an older build: durations only.
            ic::RestartRecord old
                = startup(QStringLiteral("old-host"), QString(), QStringLiteral("o1"), 80, 20);
            old.data = {};
            QVERIFY(add(old));
            // A hostile name and model.
            ic::RestartRecord evil
                = startup(QStringLiteral("evil\x1b]0;pwned\x07"), QString(), QStringLiteral("e1"), 1, 1,
                          { { 0, 61, QStringLiteral("\x1b[2Jweights"), true } });
            evil.model = QStringLiteral("m\x1b[31m");
            QVERIFY(add(evil));
        }

        // The latest start-up of gpu-01, as text.
        RunResult r = run({ QStringLiteral("--database"), path, QStringLiteral("--host"),
                            QStringLiteral("gpu-01"), QStringLiteral("--phases") },
                          m_home.path());
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("invocation fe01")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("host median: 3 earlier ready start-up(s)")),
                 r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("group a: the median of 2 other host(s)' medians")),
                 r.out.constData());
        // weights: 2m30s against the host's 1m50s (+36 %) and the group's 1m37s (median of 95 and 100 s).
        static const QRegularExpression weights(
            QStringLiteral("\n  weights +10\\.0s +2m30s +1m50s +\\+36% +1m37s +\\+54%\n"));
        QVERIFY2(weights.match(text).hasMatch(), r.out.constData());
        QVERIFY2(
            text.contains(QStringLiteral("    no log line for 4 min 12 s during Weights (from 14.0s)\n")),
            r.out.constData());
        static const QRegularExpression compile(
            QStringLiteral("\n  compile +2m40s +45.0s +50.0s +-10% +30.0s +\\+50%\n"));
        QVERIFY2(compile.match(text).hasMatch(), r.out.constData());

        // As JSON: the same figures, ids in English.
        r = run({ QStringLiteral("--database"), path, QStringLiteral("--host"), QStringLiteral("gpu-01"),
                  QStringLiteral("--phases"), QStringLiteral("--json") },
                m_home.path());
        QCOMPARE(r.exitCode, 0);
        QJsonParseError pe;
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QCOMPARE(doc.value(QStringLiteral("kind")).toString(), QStringLiteral("startup-phases"));
        QCOMPARE(doc.value(QStringLiteral("invocationId")).toString(), QStringLiteral("fe01"));
        QCOMPARE(doc.value(QStringLiteral("database")).toString(), path);
        QCOMPARE(doc.value(QStringLiteral("hostMedian")).toObject().value(QStringLiteral("runs")).toInt(), 3);
        const QJsonObject group = doc.value(QStringLiteral("groupMedian")).toObject();
        QCOMPARE(group.value(QStringLiteral("hosts")).toInt(), 2);
        QCOMPARE(group.value(QStringLiteral("runs")).toInt(), 3);
        QVERIFY(group.value(QStringLiteral("missing")).isNull());
        const QJsonArray phases = doc.value(QStringLiteral("phases")).toArray();
        QCOMPARE(phases.size(), 3);
        const QJsonObject w = phases.at(1).toObject();
        QCOMPARE(w.value(QStringLiteral("id")).toString(), QStringLiteral("weights"));
        QCOMPARE(w.value(QStringLiteral("start")).toDouble(), 10.0);
        QCOMPARE(w.value(QStringLiteral("seconds")).toDouble(), 150.0);
        QCOMPARE(w.value(QStringLiteral("hostMedianSeconds")).toDouble(), 110.0);
        QCOMPARE(w.value(QStringLiteral("groupMedianSeconds")).toDouble(), 97.5);
        QVERIFY(
            phases.at(0).toObject().value(QStringLiteral("hostMedianSeconds")).isNull()); // no earlier launch
        const QJsonArray gaps = doc.value(QStringLiteral("gaps")).toArray();
        QCOMPARE(gaps.size(), 1);
        QCOMPARE(gaps.first().toObject().value(QStringLiteral("seconds")).toDouble(), 252.0);
        QCOMPARE(gaps.first().toObject().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("weights"));

        // An older start-up by the start of its invocation id: the first one, with nothing before it.
        r = run({ QStringLiteral("--database"), path, QStringLiteral("--host"), QStringLiteral("gpu-01"),
                  QStringLiteral("--phases"), QStringLiteral("--invocation"), QStringLiteral("0A1B2C") },
                m_home.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("no median yet: first start-up"), r.out.constData());
        QVERIFY2(r.out.contains("no group median: no other host of group a has a ready start-up"),
                 r.out.constData());
        QVERIFY(r.out.contains("No silence longer than 1 min 00 s."));
        QVERIFY(!r.out.contains("+"));

        // A start-up an older build recorded: the durations, and why the rest is missing.
        r = run({ QStringLiteral("--database"), path, QStringLiteral("--host"), QStringLiteral("old-host"),
                  QStringLiteral("--phases") },
                m_home.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("were not recorded for this start-up"), r.out.constData());
        QVERIFY(r.out.contains("was in no group"));
        static const QRegularExpression oldWeights(QStringLiteral("\n  weights +- +1m20s +- +"));
        QVERIFY2(oldWeights.match(QString::fromUtf8(r.out)).hasMatch(), r.out.constData());

        // Hostile text from the database reaches the terminal inert.
        for (const QString &format : { QStringLiteral("--phases"), QStringLiteral("--json") }) {
            QStringList args { QStringLiteral("--database"), path, QStringLiteral("--host"),
                               QStringLiteral("evil\x1b]0;pwned\x07"), QStringLiteral("--phases") };
            if (format == QLatin1String("--json"))
                args << format;
            r = run(args, m_home.path());
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(terminalSafe(r.out) && terminalSafe(r.err), r.out.constData());
        }
    }

    void phasesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no host") << QStringList { QStringLiteral("--phases") }
                                 << QByteArray("give one --host NAME");
        QTest::newRow("two hosts") << QStringList { QStringLiteral("--phases"), QStringLiteral("--host"),
                                                    QStringLiteral("gpu-01"), QStringLiteral("--host"),
                                                    QStringLiteral("gpu-02") }
                                   << QByteArray("give one --host NAME");
        QTest::newRow("unknown host")
            << QStringList { QStringLiteral("--phases"), QStringLiteral("--host"), QStringLiteral("nobody") }
            << QByteArray("No history for the host nobody");
        QTest::newRow("unknown invocation")
            << QStringList { QStringLiteral("--phases"), QStringLiteral("--host"), QStringLiteral("gpu-01"),
                             QStringLiteral("--invocation"), QStringLiteral("ffff") }
            << QByteArray("No start-up of gpu-01 with the invocation id ffff");
        QTest::newRow("ambiguous invocation")
            << QStringList { QStringLiteral("--phases"), QStringLiteral("--host"), QStringLiteral("gpu-01"),
                             QStringLiteral("--invocation"), QStringLiteral("0a1b") }
            << QByteArray("names 2 start-ups of gpu-01");
        QTest::newRow("invocation alone")
            << QStringList { QStringLiteral("--invocation"), QStringLiteral("0a1b") }
            << QByteArray("add --phases");
        QTest::newRow("with --restarts")
            << QStringList { QStringLiteral("--phases"), QStringLiteral("--host"), QStringLiteral("gpu-01"),
                             QStringLiteral("--restarts"), QStringLiteral("csv") }
            << QByteArray("--phases does not go with --restarts");
        QTest::newRow("escape in host")
            << QStringList { QStringLiteral("--phases"), QStringLiteral("--host"), QStringLiteral("\x1b[2J") }
            << QByteArray("\\x1b[2J");
    }

    void phasesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        {
            ic::HistoryStore store(ic::HistoryDatabase::open(path));
            QVERIFY(store.recordRestart(
                startup(QStringLiteral("gpu-01"), QString(), QStringLiteral("0a1b2c"), 1, 1)));
            QVERIFY(store.recordRestart(
                startup(QStringLiteral("gpu-01"), QString(), QStringLiteral("0a1bff"), 1, 1)));
            QVERIFY(
                store.recordRestart(startup(QStringLiteral("gpu-02"), QString(), QStringLiteral("x"), 1, 1)));
        }
        const RunResult r
            = run(QStringList { QStringLiteral("--database"), path } + arguments, m_home.path());
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
        QVERIFY(terminalSafe(r.err));
    }

    void phasesOfAHostWithoutStartups()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        {
            ic::HistoryStore store(ic::HistoryDatabase::open(path));
            QVERIFY(store.saveChatTurn(QStringLiteral("chatty"), 0,
                                       { { QStringLiteral("prompt"), QStringLiteral("hi") } }));
        }
        const RunResult r = run({ QStringLiteral("--database"), path, QStringLiteral("--host"),
                                  QStringLiteral("chatty"), QStringLiteral("--phases") },
                                m_home.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("No start-up of chatty has been recorded"), r.err.constData());
    }

    void newerDatabaseIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE future(x)")));
            QVERIFY(q.exec(
                QStringLiteral("PRAGMA application_id = %1").arg(ic::HistoryDatabase::kApplicationId)));
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 7")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("newer"));
        const RunResult r = run({ QStringLiteral("--database"), path }, m_home.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("was written by a newer Inference Console (history schema 7"),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestHistoryCommand)
#include "tst_historycommand.moc"
