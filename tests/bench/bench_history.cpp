// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The history database with 10,000 restarts stored: time to record a ladder run, to answer
// "median of the last ten start-ups" and the ETA's per-phase statistics; prints one figure a
// line (microseconds unless named otherwise). Run: build/tests/bench_history [restarts]
#include "chat/LadderHistory.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "startup/StartupHistory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace ic;

namespace {

struct Figures {
    double median = 0;
    double p95 = 0;
    double max = 0;
};

Figures summarize(QList<double> us)
{
    std::sort(us.begin(), us.end());
    return { us.at(us.size() / 2), us.at(qsizetype(us.size() * 0.95)), us.last() };
}

LadderReport report(int i)
{
    LadderReport r;
    r.host = QStringLiteral("gpu-01");
    r.model = QStringLiteral("moonshotai/Kimi-K2.5");
    r.ladder = QStringLiteral("default");
    r.started = QDateTime::currentDateTimeUtc();
    r.seconds = 41.2;
    const char *ids[]
        = { "health",          "models",           "smoke",      "reasoning-code", "determinism", "stability",
            "long-generation", "reasoning-parser", "gpu-memory", "decode-speed" };
    for (const char *id : ids)
        r.steps.append({ QString::fromLatin1(id), Verdict::Pass, 1.25,
                         QStringLiteral("decode %1.0 tok/s over 512 tokens, baseline 50.0").arg(40 + i % 20),
                         QJsonObject { { QStringLiteral("tokensPerSecond"), 40 + i % 20 },
                                       { QStringLiteral("tokens"), 512 } } });
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int restarts = argc > 1 ? std::max(10, atoi(argv[1])) : 10000;
    QTextStream out(stdout);
    QTemporaryDir dir;
    StartupHistory history(dir.path());
    const LadderHistory ladders(dir.path());
    HistoryStore store = history.store();
    const QString key
        = StartupHistory::key(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"),
                              QStringLiteral("moonshotai/Kimi-K2.5"), QStringLiteral("f27c561b1cd1ffda"));

    // Fill: every restart of one host and one service (the worst case for its queries).
    QElapsedTimer t;
    t.start();
    QList<double> totals;
    const QDateTime t0 = QDateTime::currentDateTimeUtc().addDays(-200);
    for (int i = 0; i < restarts; ++i) {
        RestartRecord r;
        r.host = QStringLiteral("gpu-01");
        r.serviceKey = key;
        r.unit = QStringLiteral("vllm.service");
        r.outcome = i % 10 == 9 ? QStringLiteral("crashed") : QStringLiteral("ready");
        r.started = t0.addSecs(qint64(i) * 1200);
        const double total = 600 + (i * 7919) % 300;
        r.ended = r.started.addMSecs(qint64(total * 1000));
        r.phaseSeconds = { { QStringLiteral("weights"), total * 0.5 },
                           { QStringLiteral("compile"), total * 0.25 },
                           { QStringLiteral("cuda-graphs"), total * 0.2 },
                           { QStringLiteral("api-server"), 3.0 } };
        if (!history.record(r)) {
            out << "error recording restart " << i << "\n";
            return 1;
        }
        if (r.outcome == QLatin1String("ready"))
            totals.append(total);
    }
    const double fillS = t.nsecsElapsed() / 1e9;
    out << "restarts_stored " << restarts << "\n";
    out << "fill_restarts_per_s " << qint64(restarts / fillS) << "\n";

    // "Median of the last ten start-ups", checked against the same answer computed here.
    QList<double> last10 = totals.mid(totals.size() - 10);
    std::sort(last10.begin(), last10.end());
    const double expected = (last10.at(4) + last10.at(5)) / 2;
    QList<double> us;
    double median = 0;
    for (int i = 0; i < 1000; ++i) {
        t.restart();
        median = store.startupMedianSeconds(QStringLiteral("gpu-01"), 10);
        us.append(t.nsecsElapsed() / 1e3);
    }
    Figures f = summarize(us);
    out << "median_last_ten_startups_us median " << f.median << " p95 " << f.p95 << " max " << f.max << "\n";
    out << "median_last_ten_startups_value_s " << median << " expected " << expected
        << (qFuzzyCompare(median, expected) ? " ok" : " MISMATCH") << "\n";

    // The ETA's question: median and maximum per phase over the newest 20 ready start-ups.
    us.clear();
    for (int i = 0; i < 1000; ++i) {
        t.restart();
        const PhaseExpectations e = history.expectations(key);
        us.append(t.nsecsElapsed() / 1e3);
        if (e.median.size() != 4)
            return 1;
    }
    f = summarize(us);
    out << "eta_phase_statistics_us median " << f.median << " p95 " << f.p95 << " max " << f.max << "\n";

    // Recording a ladder run of ten steps (one transaction: the run, its steps, the whole report).
    us.clear();
    for (int i = 0; i < 500; ++i) {
        const LadderReport r = report(i);
        t.restart();
        if (ladders.save(r).isEmpty())
            return 1;
        us.append(t.nsecsElapsed() / 1e3);
    }
    f = summarize(us);
    out << "record_ladder_run_us median " << f.median << " p95 " << f.p95 << " max " << f.max << "\n";

    // Reading the newest run back (the ladder view's "last run").
    us.clear();
    for (int i = 0; i < 1000; ++i) {
        t.restart();
        if (!ladders.last(QStringLiteral("gpu-01")))
            return 1;
        us.append(t.nsecsElapsed() / 1e3);
    }
    f = summarize(us);
    out << "last_ladder_run_us median " << f.median << " p95 " << f.p95 << " max " << f.max << "\n";

    // Recording one restart with 10,000 already stored.
    us.clear();
    for (int i = 0; i < 500; ++i) {
        t.restart();
        if (!history.record(key, { { QStringLiteral("weights"), 300.0 } }))
            return 1;
        us.append(t.nsecsElapsed() / 1e3);
    }
    f = summarize(us);
    out << "record_restart_us median " << f.median << " p95 " << f.p95 << " max " << f.max << "\n";
    const QString path = history.filePath();
    out << "database_bytes " << QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size()
        << "\n";
    return 0;
}
