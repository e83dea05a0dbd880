// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console history` run as a user runs it: on a data folder an older build left
// (imported on first use), as text and as a JSON export, with bad dates, a hostile host name
// and a database from a newer build.
#include "RunBinary.h"
#include "history/HistoryDatabase.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
