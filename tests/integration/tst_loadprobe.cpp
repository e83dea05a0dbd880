// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"

#include "chat/LoadProbe.h"

#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
ChatTurn finishedTurn(double ttft, const QList<double> &itl, qint64 tokens)
{
    ChatTurn t;
    t.state = TurnState::Finished;
    t.ttftSeconds = ttft;
    t.itlSeconds = itl;
    double e2el = ttft;
    for (double g : itl)
        e2el += g;
    t.e2elSeconds = e2el;
    t.chunkCount = itl.size() + 1;
    t.usage.completionTokens = tokens;
    t.usage.promptTokens = 10;
    return t;
}
} // namespace

class TestLoadProbe : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void summaryFollowsBenchServe()
    {
        ChatTurn failed;
        failed.state = TurnState::Failed;
        failed.errorKind = TurnError::Http;
        failed.error = QStringLiteral("The server answered HTTP 500.");
        const QList<ChatTurn> turns { finishedTurn(0.1, { 0.5, 0.5 }, 3), finishedTurn(0.3, { 0.1 }, 2),
                                      failed };
        const LoadProbeResult r = summarizeLoad(turns, { 0.0, 0.5, 0.6 }, 2.0);
        QCOMPARE(r.completed, 2);
        QCOMPARE(r.failed, 1);
        QCOMPARE(r.errors, QStringList { failed.error });
        QCOMPARE(r.outputTokens, 5);
        QCOMPARE(r.inputTokens, 20);
        QCOMPARE(r.outputTokensPerSecond, 2.5);
        QCOMPARE(r.requestsPerSecond, 1.0);
        QCOMPARE(r.totalTokensPerSecond, 12.5);
        // Chunks at 0.1, 0.6, 1.1 and 0.8, 0.9: four in second 0, one in second 1.
        QCOMPARE(r.peakOutputTokensPerSecond, 4.0);
        QCOMPARE(r.ttft.count, 2);
        QCOMPARE(r.ttft.mean, 200.0);
        QCOMPARE(r.itl.count, 3);
        QCOMPARE(r.itl.p50, 500.0);
        // TPOT per request: (1.1 - 0.1) / 2 = 0.5 and (0.4 - 0.3) / 1 = 0.1.
        QCOMPARE(r.tpot.count, 2);
        QVERIFY(qAbs(r.tpot.mean - 300.0) < 1e-9);
        QVERIFY(qAbs(r.e2el.p50 - 750.0) < 1e-9);
        QVERIFY(r.toText().contains(QStringLiteral("2 completed, 1 failed")));
        QCOMPARE(r.toJson().value(QStringLiteral("failed")).toInt(), 1);
    }

    void emptyRun()
    {
        const LoadProbeResult r = summarizeLoad({}, {}, 0);
        QCOMPARE(r.completed, 0);
        QCOMPARE(r.ttft.mean, -1.0);
        QCOMPARE(r.outputTokensPerSecond, 0.0);
    }

    void requestsWithConcurrency()
    {
        int served = 0;
        ScriptedHttpServer server([&served](const HttpRequest &) {
            ScriptedReply r;
            if (++served % 5 == 0) {
                r.status = 500;
                r.contentType = "application/json";
                r.body = R"({"error":{"message":"boom","code":500}})";
                return r;
            }
            r.chunks = openai::stream(openai::Shape::Reasoning, QString(),
                                      QStringLiteral("one two three four five six"));
            r.intervalMs = 2;
            return r;
        });
        LoadProbeOptions o;
        o.endpoint = { server.baseUrl(), QString() };
        o.prompt = QStringLiteral("go");
        o.concurrency = 4;
        o.requests = 10;
        LoadProbe probe(o);
        QSignalSpy finished(&probe, &LoadProbe::finished);
        QSignalSpy progressed(&probe, &LoadProbe::progressed);
        probe.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const LoadProbeResult r = probe.result();
        QCOMPARE(r.completed + r.failed, 10);
        QCOMPARE(r.failed, 2);
        QCOMPARE(r.outputTokens, 8 * 6);
        QCOMPARE(r.ttft.count, 8);
        QCOMPARE(r.itl.count, 8 * 7); // role, six words, finish: eight chunks, seven gaps
        QVERIFY(r.peakOutputTokensPerSecond > 0);
        QVERIFY(r.outputTokensPerSecond > 0);
        QVERIFY(r.errors.value(0).contains(QStringLiteral("boom")));
        QCOMPARE(progressed.size(), 10);
        QVERIFY(server.maxConnectionsOpen() <= 4);
        QVERIFY(server.maxConnectionsOpen() >= 2);
    }

    void durationAndStop()
    {
        ScriptedHttpServer server([](const HttpRequest &) {
            ScriptedReply r;
            r.chunks = openai::stream(openai::Shape::Reasoning, QString(), QStringLiteral("a b c"));
            r.intervalMs = 5;
            return r;
        });
        LoadProbeOptions o;
        o.endpoint = { server.baseUrl(), QString() };
        o.prompt = QStringLiteral("go");
        o.concurrency = 2;
        o.durationSeconds = 0.3;
        LoadProbe probe(o);
        QSignalSpy finished(&probe, &LoadProbe::finished);
        probe.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QVERIFY(probe.result().completed >= 2);
        QCOMPARE(probe.result().failed, 0);

        // Stop mid-run: what is in flight ends, the run reports.
        ScriptedHttpServer endless([](const HttpRequest &) {
            ScriptedReply r;
            r.chunks = openai::stream(openai::Shape::Reasoning, QString(), QStringLiteral("a"), QString(),
                                      false, false);
            r.intervalMs = 10;
            r.endless = true;
            return r;
        });
        o.endpoint = { endless.baseUrl(), QString() };
        o.durationSeconds = 60;
        LoadProbe stopped(o);
        QSignalSpy stoppedFinished(&stopped, &LoadProbe::finished);
        stopped.start();
        QTRY_COMPARE_WITH_TIMEOUT(endless.connectionsOpen(), 2, 10000);
        stopped.stop();
        QTRY_COMPARE_WITH_TIMEOUT(stoppedFinished.size(), 1, 10000);
        QCOMPARE(stopped.result().failed, 2);
        QVERIFY(!stopped.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestLoadProbe)
#include "tst_loadprobe.moc"
