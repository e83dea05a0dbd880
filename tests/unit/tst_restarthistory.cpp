// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The restart history's rules: each restart against the median of the ten ready restarts before
// it (20 % slower start-up, 5 % more settled memory flagged), verdicts and versions matched by
// time, and the three exports, with hostile values.
#include "history/HistoryStore.h"
#include "history/RestartHistory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

const QDateTime kT0 = QDateTime(QDate(2026, 11, 2), QTime(8, 0), Qt::UTC);

/// Restarts one hour apart, oldest first in `seconds`/`mib`, returned newest first.
QList<RestartRecord> series(const QList<double> &seconds, const QList<double> &mib,
                            const QStringList &outcomes = {})
{
    QList<RestartRecord> out;
    for (qsizetype i = 0; i < seconds.size(); ++i) {
        RestartRecord r;
        r.host = QStringLiteral("gpu-01");
        r.unit = QStringLiteral("vllm.service");
        r.invocationId = QStringLiteral("inv%1").arg(i);
        r.started = kT0.addSecs(3600 * i);
        r.seconds = seconds.at(i);
        r.settledGpuMiB = mib.value(i, std::nan(""));
        r.peakGpuMiB = std::isfinite(r.settledGpuMiB) ? r.settledGpuMiB * 1.02 : std::nan("");
        r.outcome = outcomes.value(i, QStringLiteral("ready"));
        out.prepend(r);
    }
    return out;
}

QList<double> repeat(double v, int n)
{
    return QList<double>(n, v);
}

} // namespace

class TestRestartHistory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void comparesWithTheMedianOfTheTenBefore_data()
    {
        QTest::addColumn<QList<double>>("seconds"); // oldest first; the last is judged
        QTest::addColumn<QList<double>>("mib");
        QTest::addColumn<QStringList>("outcomes");
        QTest::addColumn<int>("comparedWith");
        QTest::addColumn<double>("medianSeconds");
        QTest::addColumn<bool>("slower");
        QTest::addColumn<bool>("moreMemory");

        const QStringList ready;
        QTest::newRow("first restart: nothing to compare") << QList<double> { 100 } << QList<double> { 1000 }
                                                           << ready << 0 << std::nan("") << false << false;
        QTest::newRow("exactly 20 % slower is flagged")
            << (repeat(100, 10) << 120) << (repeat(1000, 10) << 1000) << ready << 10 << 100.0 << true
            << false;
        QTest::newRow("19 % slower is not") << (repeat(100, 10) << 119) << (repeat(1000, 10) << 1000) << ready
                                            << 10 << 100.0 << false << false;
        QTest::newRow("exactly 5 % more memory is flagged")
            << (repeat(100, 10) << 100) << (repeat(1000, 10) << 1050) << ready << 10 << 100.0 << false
            << true;
        QTest::newRow("4.9 % more memory is not") << (repeat(100, 10) << 100) << (repeat(1000, 10) << 1049)
                                                  << ready << 10 << 100.0 << false << false;
        QTest::newRow("faster and smaller: nothing flagged")
            << (repeat(100, 10) << 50) << (repeat(1000, 10) << 500) << ready << 10 << 100.0 << false << false;
        // Only the newest ten count: five slow old runs beyond them do not move the median.
        QTest::newRow("only the last ten") << (repeat(400, 5) << repeat(100, 10) << 121) << (repeat(1000, 16))
                                           << ready << 10 << 100.0 << true << false;
        // The median, not the mean: one outlier among the ten does not hide a slow start-up.
        QTest::newRow("median resists an outlier")
            << QList<double> { 100, 100, 100, 100, 100, 100, 100, 100, 100, 5000, 125 } << repeat(1000, 11)
            << ready << 10 << 100.0 << true << false;
        QTest::newRow("even count: middle two averaged")
            << QList<double> { 90, 110, 130 } << repeat(1000, 3) << ready << 2 << 100.0 << true << false;
        // Crashed runs are judged but never part of a median.
        QTest::newRow("crashed runs are not in the median")
            << QList<double> { 100, 10, 100, 130 } << repeat(1000, 4)
            << QStringList { QStringLiteral("ready"), QStringLiteral("crashed"), QStringLiteral("ready"),
                             QStringLiteral("ready") }
            << 2 << 100.0 << true << false;
        QTest::newRow("unknown memory: no memory flag")
            << (repeat(100, 3) << 100) << QList<double> {} << ready << 3 << 100.0 << false << false;
        QTest::newRow("unknown duration: no start-up flag")
            << QList<double> { 100, 100, std::nan("") } << repeat(1000, 3) << ready << 2 << 100.0 << false
            << false;
        QTest::newRow("zero median never divides") << QList<double> { 0, 0, 50 } << QList<double> { 0, 0, 50 }
                                                   << ready << 2 << 0.0 << false << false;
        QTest::newRow("huge values") << QList<double> { 1e12, 1e12, 1.3e12 }
                                     << QList<double> { 1e15, 1e15, 1.1e15 } << ready << 2 << 1e12 << true
                                     << true;
    }

    void comparesWithTheMedianOfTheTenBefore()
    {
        QFETCH(QList<double>, seconds);
        QFETCH(QList<double>, mib);
        QFETCH(QStringList, outcomes);
        QFETCH(int, comparedWith);
        QFETCH(double, medianSeconds);
        QFETCH(bool, slower);
        QFETCH(bool, moreMemory);
        const QList<RestartHistoryEntry> entries = RestartHistory::compare(series(seconds, mib, outcomes));
        QCOMPARE(entries.size(), seconds.size());
        const RestartHistoryEntry &latest = entries.first();
        QCOMPARE(latest.comparedWith, comparedWith);
        if (std::isnan(medianSeconds))
            QVERIFY(std::isnan(latest.medianStartupSeconds));
        else
            QCOMPARE(latest.medianStartupSeconds, medianSeconds);
        QCOMPARE(latest.slowerStartup, slower);
        QCOMPARE(latest.moreMemory, moreMemory);
        // The oldest is never compared.
        QCOMPARE(entries.last().comparedWith, 0);
        QVERIFY(!entries.last().slowerStartup && !entries.last().moreMemory);
    }

    void otherUnitsAreNotCompared()
    {
        QList<RestartRecord> rs = series(QList<double> { 100, 100, 200 }, repeat(1000, 3));
        rs[1].unit = QStringLiteral("sglang.service");
        rs[2].unit = QStringLiteral("sglang.service");
        const QList<RestartHistoryEntry> e = RestartHistory::compare(rs);
        QCOMPARE(e.first().comparedWith, 0);
        QVERIFY(!e.first().slowerStartup);
    }

    void emptyHistory()
    {
        QVERIFY(RestartHistory::compare({}).isEmpty());
        QList<RestartHistoryEntry> none;
        RestartHistory::attachVerdicts(
            none, { QJsonObject { { QStringLiteral("started"), QStringLiteral("junk") } } });
        RestartHistory::attachVersions(none, {});
        QCOMPARE(RestartHistory::toCsv(none).count('\n'), 1); // the header alone
        QVERIFY(RestartHistory::toJson(QStringLiteral("h"), none)
                    .value(QStringLiteral("restarts"))
                    .toArray()
                    .isEmpty());
        QVERIFY(RestartHistory::toMarkdown(QStringLiteral("h"), none).contains(QStringLiteral("|---|")));
    }

    void verdictsAreTheFirstRunAfterEachRestart()
    {
        QList<RestartHistoryEntry> e = RestartHistory::compare(series(QList<double> { 100, 100, 100 }, {}));
        auto run = [](const QDateTime &t, const char *verdict) {
            return QJsonObject { { QStringLiteral("started"), t.toString(Qt::ISODate) },
                                 { QStringLiteral("verdict"), QLatin1String(verdict) } };
        };
        // Restarts at T0, T0+1h, T0+2h. The second restart had two runs (fail, then pass): the first
        // counts. The newest has none. A run before every restart and a junk one are ignored.
        RestartHistory::attachVerdicts(e,
                                       { run(kT0.addSecs(-60), "error"), run(kT0.addSecs(3600 + 300), "fail"),
                                         run(kT0.addSecs(600), "pass"), run(kT0.addSecs(3600 + 900), "pass"),
                                         QJsonObject { { QStringLiteral("started"), 12 } } });
        QCOMPARE(e.at(2).verdict, QStringLiteral("pass"));
        QCOMPARE(e.at(1).verdict, QStringLiteral("fail"));
        QCOMPARE(e.at(0).verdict, QString());
    }

    void versionsAreTheEnvironmentBeforeTheNextRestart()
    {
        QList<RestartHistoryEntry> e = RestartHistory::compare(series(QList<double> { 100, 100 }, {}));
        auto snap = [](const QDateTime &t, const QString &vllm, const QString &driver) {
            SnapshotRecord s;
            s.unit = QStringLiteral("vllm.service");
            s.recorded = t;
            s.snapshot = QJsonObject { { QStringLiteral("packages"),
                                         QJsonObject {
                                             { QStringLiteral("vllm"), vllm },
                                             { QStringLiteral("torch"), QStringLiteral("2.9.0+cu129") } } },
                                       { QStringLiteral("driverVersion"), driver },
                                       { QStringLiteral("cudaVersion"), QStringLiteral("12.9") } };
            return s;
        };
        RestartHistory::attachVersions(
            e,
            { snap(kT0.addSecs(3600 + 30), QStringLiteral("0.15.1"), QStringLiteral("580.95.05")),
              snap(kT0.addSecs(30), QStringLiteral("0.14.0"), QStringLiteral("575.57.08")) });
        QCOMPARE(e.at(1).engineVersion, QStringLiteral("vllm 0.14.0"));
        QCOMPARE(e.at(1).driverVersion, QStringLiteral("575.57.08"));
        QCOMPARE(e.at(0).engineVersion, QStringLiteral("vllm 0.15.1"));
        QCOMPARE(e.at(0).cudaVersion, QStringLiteral("12.9"));
    }

    void exportsKeepHostileTextInert()
    {
        QList<RestartRecord> rs = series(repeat(100, 10) << 130, repeat(1000, 10) << 1100);
        rs.first().rootCause = QStringLiteral("=HYPERLINK(\"http://x\"),\"quoted\"|piped\nnext line");
        rs.first().model = QStringLiteral("-cmd|' /C calc'!A0");
        rs.first().phaseSeconds.insert(QStringLiteral("weights"), 61.5);
        rs.first().phaseSeconds.insert(QStringLiteral("launch"), 2.25);
        const QList<RestartHistoryEntry> e = RestartHistory::compare(rs);

        const QByteArray csv = RestartHistory::toCsv(e);
        const QList<QByteArray> lines = csv.split('\n');
        QVERIFY(lines.first().contains("phase_launch_seconds,phase_weights_seconds")); // start-up order
        QVERIFY(csv.contains("\"'=HYPERLINK(\"\"http://x\"\"),\"\"quoted\"\"|piped\nnext line\""));
        QVERIFY(csv.contains(",'-cmd|' /C calc'!A0,"));
        QVERIFY(csv.contains(",slower,"));
        QVERIFY(csv.contains(",higher,"));

        const QJsonObject json = RestartHistory::toJson(QStringLiteral("gpu-01"), e);
        QCOMPARE(json.value(QStringLiteral("host")).toString(), QStringLiteral("gpu-01"));
        const QJsonObject latest = json.value(QStringLiteral("restarts")).toArray().first().toObject();
        const QJsonObject cmp = latest.value(QStringLiteral("comparison")).toObject();
        QCOMPARE(cmp.value(QStringLiteral("comparedWith")).toInt(), 10);
        QVERIFY(cmp.value(QStringLiteral("slowerStartup")).toBool());
        QVERIFY(cmp.value(QStringLiteral("moreMemory")).toBool());
        QCOMPARE(cmp.value(QStringLiteral("startupChange")).toDouble(), 0.3);
        QVERIFY(QJsonDocument(json).toJson().size() > 100);

        const QString md = RestartHistory::toMarkdown(QStringLiteral("gpu|01"), e);
        QVERIFY(md.contains(QStringLiteral("gpu\\|01")));
        QVERIFY(md.contains(QStringLiteral("+30% **slower**")));
        QVERIFY(md.contains(QStringLiteral("**+10% higher**")));
        // Every table row has the header's nine pipes: nothing in the data broke a row.
        for (const QString &line : md.split(u'\n')) {
            if (line.startsWith(u'|'))
                QCOMPARE(line.count(QRegularExpression(QStringLiteral("(?<!\\\\)\\|"))), 9);
        }
    }

    void loadsFromTheDatabase()
    {
        QTemporaryDir dir;
        auto db = HistoryDatabase::open(dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY2(db->isAvailable(), qPrintable(db->error()));
        HistoryStore store(db);
        const QList<RestartRecord> rs = series(repeat(100, 14) << 150, repeat(1000, 15));
        for (auto it = rs.crbegin(); it != rs.crend(); ++it) {
            RestartRecord r = *it;
            r.serviceKey = QStringLiteral("gpu-01|vllm.service|m|h");
            QString error;
            QVERIFY2(store.recordRestart(r, &error) > 0, qPrintable(error));
        }
        // Settled memory noted later, as the start-up watch does once the memory has settled.
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("inv14"), 1200), 1);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("nope"), 1200), 0);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QString(), 1200), 0);
        // The start-up watch's note once memory settled: settled set, peak only ever raised.
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("inv13"), 1100, 5000),
                 1);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("inv13"), 1100, 10),
                 1);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("inv12"), 1000,
                                               std::nan("")),
                 1);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("gpu-01"), QStringLiteral("inv12"),
                                               std::nan(""), 9000),
                 0);
        QCOMPARE(store.setRestartSettledMemory(QStringLiteral("other"), QStringLiteral("inv12"), 1, 1), 0);
        const QList<RestartHistoryEntry> e = RestartHistory::load(store, QStringLiteral("gpu-01"), 3);
        QCOMPARE(e.size(), 3);
        QCOMPARE(e.first().restart.invocationId, QStringLiteral("inv14"));
        QCOMPARE(e.first().restart.settledGpuMiB, 1200.0);
        QCOMPARE(e.at(1).restart.settledGpuMiB, 1100.0);
        QCOMPARE(e.at(1).restart.peakGpuMiB, 5000.0);
        QCOMPARE(e.at(2).restart.peakGpuMiB, 1020.0); // no peak given: kept
        // The oldest shown still has its ten before it, although they are not shown.
        QCOMPARE(e.last().comparedWith, 10);
        QVERIFY(e.first().slowerStartup);
        QVERIFY(e.first().moreMemory);
        QVERIFY(RestartHistory::load(store, QStringLiteral("nobody")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRestartHistory)
#include "tst_restarthistory.moc"
