// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The one-time import of the JSON stores that builds before the history database wrote:
// tests/fixtures/history/legacy-data was written by that code (see the README beside it).
#include "chat/LadderHistory.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "history/LegacyImport.h"
#include "startup/StartupHistory.h"

#include <QDirIterator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

const QString kFixture = QStringLiteral(IC_FIXTURES_DIR "/history/legacy-data");

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

QStringList filesUnder(const QString &dir, const QString &pattern)
{
    QStringList out;
    QDirIterator it(dir, { pattern }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(it.next().mid(dir.size() + 1));
    out.sort();
    return out;
}

int count(HistoryDatabase &db, const QString &table)
{
    QSqlQuery q(db.connection());
    return q.exec(QStringLiteral("SELECT count(*) FROM ") + table) && q.next() ? q.value(0).toInt() : -1;
}

const QString kKey1 = QStringLiteral("gpu-01|vllm.service|moonshotai/Kimi-K2.5|f27c561b1cd1ffda");

} // namespace

class TestHistoryImport : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;

private Q_SLOTS:
    void initTestCase()
    {
        // The default data folder, as the console finds it, inside a temporary home.
        QVERIFY(m_home.isValid());
        qputenv("XDG_DATA_HOME", m_home.path().toUtf8());
        QCOMPARE(HistoryDatabase::defaultPath(),
                 m_home.filePath(QStringLiteral("inference-console/history.sqlite")));
    }

    void importsTheDefaultDataFolderOnce()
    {
        const QString data = m_home.filePath(QStringLiteral("inference-console"));
        QVERIFY(copyTree(kFixture, data));
        const QStringList before = filesUnder(data, QStringLiteral("*.json"));
        QCOMPARE(before.size(), 6);

        // First use of any store imports everything older builds left in the data folder.
        StartupHistory startups; // as StartupWatch makes it
        QVERIFY(startups.load());
        QCOMPARE(startups.filePath(), HistoryDatabase::defaultPath());

        // Moved aside, not deleted: every file is still there with ".imported" appended.
        QVERIFY(filesUnder(data, QStringLiteral("*.json")).isEmpty());
        QStringList moved = filesUnder(data, QStringLiteral("*.json.imported"));
        for (QString &m : moved)
            m.chop(legacy::kImportedSuffix.size());
        QCOMPARE(moved, before);

        // Start-up history: the median and maximum the ETA used before are the same now.
        const PhaseExpectations e = startups.expectations(kKey1);
        QCOMPARE(e.median.value(QStringLiteral("weights")), 305.5);
        QCOMPARE(e.max.value(QStringLiteral("weights")), 312.4);
        QCOMPARE(e.median.value(QStringLiteral("compile")), 61.25);
        QCOMPARE(startups.runs(kKey1).size(), 3);
        QCOMPARE(startups.runs(kKey1).first().value(QStringLiteral("weights")), 312.4); // oldest first
        QCOMPARE(startups.runs(QStringLiteral("gpu-02|sglang.service|Qwen/Qwen3-8B|2a15d34fc17be3ff")).size(),
                 1);

        // Ladder runs, also of a host whose name was not safe as a folder name.
        const LadderHistory ladders(LadderHistory::defaultDirectory());
        const QList<LadderReport> runs = ladders.load(QStringLiteral("gpu-01"));
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.at(0).verdict(), Verdict::Pass);
        QCOMPARE(runs.at(1).verdict(), Verdict::Fail);
        QCOMPARE(runs.at(1).steps.size(), 2);
        QCOMPARE(runs.at(1).steps.at(1).data.value(QStringLiteral("tokensPerSecond")).toDouble(), 41.0);
        QCOMPARE(runs.at(1).started, QDateTime(QDate(2026, 12, 2), QTime(14, 5, 11), Qt::UTC));
        QCOMPARE(ladders.load(QStringLiteral("../evil host")).size(), 1);

        // Last known good, host and unit names with characters that were percent-encoded.
        const LastKnownGoodStore good;
        const auto gpu02 = good.load(QStringLiteral("user@gpu-02:2222"), QStringLiteral("vllm@a.service"));
        QVERIFY(gpu02.has_value());
        QCOMPARE(gpu02->packages.value(QStringLiteral("flashinfer-cubin")), QStringLiteral("0.6.3"));
        QCOMPARE(gpu02->packages.value(QStringLiteral("flashinfer-python")), QStringLiteral("0.6.4"));
        const auto gpu01 = good.load(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"));
        QVERIFY(gpu01.has_value());
        QCOMPARE(gpu01->environment.value(QStringLiteral("HF_TOKEN")), QStringLiteral("<redacted>"));
        QCOMPARE(gpu01->taken, QDateTime(QDate(2026, 12, 2), QTime(14, 5, 11, 250), Qt::UTC));

        HistoryDatabase &db = startups.store().database();
        QCOMPARE(count(db, QStringLiteral("restarts")), 4);
        QCOMPARE(count(db, QStringLiteral("ladder_runs")), 3);
        QCOMPARE(count(db, QStringLiteral("known_good")), 2);
        QCOMPARE(count(db, QStringLiteral("imported_files")), 6);

        // A file put back under its old name (a restored backup) is not imported twice, even
        // by a fresh process: the database remembers what it imported.
        QVERIFY(QFile::copy(kFixture + QStringLiteral("/startup-history.json"),
                            data + QStringLiteral("/startup-history.json")));
        HistoryDatabase::close(HistoryDatabase::defaultPath());
        StartupHistory again;
        QVERIFY(again.load());
        QCOMPARE(count(again.store().database(), QStringLiteral("restarts")), 4);
        QCOMPARE(again.runs(kKey1).size(), 3);
        QVERIFY(!QFile::exists(data + QStringLiteral("/startup-history.json")));
        QVERIFY(QFile::exists(data + QStringLiteral("/startup-history.json.imported.2")));
        HistoryDatabase::close(HistoryDatabase::defaultPath());
    }

    void brokenFilesStayInPlace_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("truncated") << QByteArray("{\"host\": \"gpu-01\", \"steps\": [");
        QTest::newRow("junk") << QByteArray("\x00\x01\x02 not json", 13);
        QTest::newRow("array") << QByteArray("[1, 2, 3]");
    }

    void brokenFilesStayInPlace()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString hostDir = dir.filePath(QStringLiteral("gpu-01"));
        QVERIFY(QDir().mkpath(hostDir));
        QFile bad(hostDir + QStringLiteral("/20261201T000000000Z.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(content);
        bad.close();
        QVERIFY(QFile::copy(kFixture + QStringLiteral("/validation/gpu-01/20261202T140511250Z.json"),
                            hostDir + QStringLiteral("/20261202T140511250Z.json")));
        auto db = HistoryDatabase::open(dir.filePath(QStringLiteral("h.sqlite")));
        const LegacyImportResult r = legacy::importLadderRuns(*db, dir.path());
        QCOMPARE(r.files, 1);
        QCOMPARE(r.rows, 1);
        QCOMPARE(r.problems.size(), 1);
        QVERIFY2(r.problems.first().contains(bad.fileName()), qPrintable(r.problems.first()));
        QVERIFY(bad.exists()); // left for the operator, never lost
        QCOMPARE(HistoryStore(db).ladderRuns(QStringLiteral("gpu-01")).size(), 1);
        HistoryDatabase::close(db->path());
    }
};

QTEST_GUILESS_MAIN(TestHistoryImport)
#include "tst_historyimport.moc"
