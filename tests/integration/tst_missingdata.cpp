// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EventLoopWait.h"
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"

#include "chat/ValidationLadder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace ic;
using namespace ic::testsupport;

// Each step against a server (or host) that lacks the data the step judges: the verdict is skip,
// fail or error with the reason, never pass on a default value.
namespace {

enum class Lack {
    HealthEndpoint, ///< /health answers 404
    VersionEndpoints, ///< no engine's version endpoint; /v1/models still answers
    EveryIdentity, ///< neither a version nor a model list
    ModelList, ///< /v1/models lists nothing
    AnswerText, ///< streams finish with empty content
    Reasoning, ///< answers without any reasoning field or <think> tags
    Usage, ///< no usage chunk and only a few words: no long answer, one chunk of decode
    GpuReadings, ///< the host has no nvidia-smi: the probe reads NaN
    GpuProbe, ///< no memory probe at all
    DecodeBaseline, ///< nothing saved to compare decode speed with
    LoadBaseline, ///< no earlier load run
};

ScriptedReply lacking(const HttpRequest &req, Lack lack)
{
    ScriptedReply r;
    r.contentType = "application/json";
    if (req.method == "GET") {
        if (req.path == "/health") {
            r.status = lack == Lack::HealthEndpoint ? 404 : 200;
            r.body = lack == Lack::HealthEndpoint ? QByteArray(R"({"detail":"Not Found"})") : QByteArray();
        } else if (req.path == "/version" && lack != Lack::VersionEndpoints && lack != Lack::EveryIdentity) {
            r.body = R"({"version":"0.15.1"})";
        } else if (req.path == "/v1/models" && lack != Lack::EveryIdentity) {
            r.body = lack == Lack::ModelList
                ? QByteArray(R"({"object":"list","data":[]})")
                : QByteArray(
                    R"({"object":"list","data":[{"id":"test-model","object":"model","root":"/models/test"}]})");
        } else {
            r.status = 404;
            r.body = R"({"detail":"Not Found"})";
        }
        return r;
    }
    const QString prompt = req.lastUserMessage();
    QString answer = QStringLiteral("The capital of France is Paris.");
    if (prompt.contains(QStringLiteral("prime")))
        answer = QStringLiteral(
            "```python\ndef is_prime(n):\n    return n > 1 and all(n % d for d in range(2, n))\n```");
    else if (prompt.contains(QStringLiteral("Count")))
        answer = QStringLiteral("1, 2, 3");
    QString reasoning = QStringLiteral("Let me think about it.");
    if (lack == Lack::AnswerText)
        answer.clear();
    if (lack == Lack::Reasoning || lack == Lack::Usage)
        reasoning.clear();
    r.chunks = openai::stream(openai::Shape::Reasoning, reasoning, answer, QStringLiteral("stop"), true,
                              lack != Lack::Usage);
    r.intervalMs = 2; // paced like a real decode, so that speed can be measured
    if (lack == Lack::Usage) {
        // One chunk carries the whole answer: no gap between chunks, no usage, nothing to time decode by.
        r.chunks = { openai::sse(
                         openai::chunk(QJsonObject { { QStringLiteral("role"), QStringLiteral("assistant") },
                                                     { QStringLiteral("content"), answer } },
                                       QStringLiteral("stop"))),
                     QByteArray("data: [DONE]\n\n") };
    }
    return r;
}

Ladder oneStep(const QString &id)
{
    const Ladder builtin = Ladder::builtin();
    QJsonObject step = builtin.step(id)->params;
    step.insert(QStringLiteral("enabled"), true);
    step.insert(QStringLiteral("required"), true);
    if (id == QLatin1String("memory-baseline"))
        step.insert(QStringLiteral("settle_s"), 0);
    if (id == QLatin1String("throughput-under-load")) {
        step.insert(QStringLiteral("seconds"), 1);
        step.insert(QStringLiteral("concurrency"), 2);
    }
    return Ladder::fromJson(QJsonDocument(QJsonObject { { QStringLiteral("name"), QStringLiteral("lacking") },
                                                        { QStringLiteral("steps"), QJsonArray { step } } })
                                .toJson());
}
} // namespace

class TestMissingData : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stepWithoutItsData_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<int>("lack");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("evidence");
        auto row = [](const char *name, const char *step, Lack lack, Verdict v, const char *evidence) {
            QTest::newRow(name) << QString::fromLatin1(step) << int(lack) << int(v)
                                << QString::fromUtf8(evidence);
        };
        row("health: no /health", "health", Lack::HealthEndpoint, Verdict::Fail, "GET /health answered 404");
        row("identity: no version endpoint", "identity", Lack::VersionEndpoints, Verdict::Skip,
            "Only part of the identity");
        row("identity: nothing", "identity", Lack::EveryIdentity, Verdict::Skip,
            "named neither its version nor");
        row("models: empty list", "models", Lack::ModelList, Verdict::Fail, "lists no model");
        row("smoke: empty answer", "smoke", Lack::AnswerText, Verdict::Fail, "the answer was empty");
        row("reasoning-code: no reasoning", "reasoning-code", Lack::Reasoning, Verdict::Fail,
            "no reasoning arrived");
        row("determinism: empty answers", "determinism", Lack::AnswerText, Verdict::Fail,
            "empty answers cannot show determinism");
        row("stability: empty answers", "stability", Lack::AnswerText, Verdict::Fail, "0 of 3 runs passed");
        row("long-generation: short, no usage", "long-generation", Lack::Usage, Verdict::Fail,
            "only 1 tokens");
        row("reasoning-parser: no reasoning field", "reasoning-parser", Lack::Reasoning, Verdict::Skip,
            "Nothing to judge");
        row("memory-baseline: no nvidia-smi", "memory-baseline", Lack::GpuReadings, Verdict::Skip,
            "No GPU memory reading");
        row("memory-baseline: no probe", "memory-baseline", Lack::GpuProbe, Verdict::Skip,
            "No GPU memory readings");
        row("decode-speed: no baseline", "decode-speed", Lack::DecodeBaseline, Verdict::Skip, "no baseline");
        row("decode-speed: one chunk", "decode-speed", Lack::Usage, Verdict::Error, "could not be measured");
        row("throughput-under-load: no baseline", "throughput-under-load", Lack::LoadBaseline, Verdict::Skip,
            "no baseline at 2 streams");
    }

    void stepWithoutItsData()
    {
        QFETCH(QString, step);
        QFETCH(int, lack);
        QFETCH(int, verdict);
        QFETCH(QString, evidence);
        ScriptedHttpServer server([lack](const HttpRequest &req) { return lacking(req, Lack(lack)); });
        LadderOptions o;
        o.endpoint = { server.baseUrl(), QString() };
        o.host = QStringLiteral("lacking");
        o.model = QStringLiteral("test-model");
        o.engine.clear();
        if (Lack(lack) == Lack::GpuReadings)
            o.gpuMemoryUsedMiB = [] { return qQNaN(); }; // what a host without nvidia-smi reads
        if (Lack(lack) != Lack::DecodeBaseline && step == QLatin1String("decode-speed"))
            o.decodeBaseline = 1; // a baseline, so that only the missing measurement can stop the step
        ValidationLadder runner(oneStep(step), o);
        QSignalSpy finished(&runner, &ValidationLadder::finished);
        runner.start();
        QVERIFY(ic::testsupport::waitForSignal(&runner, &ValidationLadder::finished, 30000));
        const LadderReport report = runner.report();
        QCOMPARE(report.steps.size(), 1);
        const StepResult &r = report.steps.first();
        QVERIFY2(r.evidence.contains(evidence),
                 qPrintable(verdictId(r.verdict) + QStringLiteral(": ") + r.evidence));
        QCOMPARE(verdictId(r.verdict), verdictId(Verdict(verdict)));
        // A required step that could not judge keeps the run from passing.
        QVERIFY(report.verdict() != Verdict::Pass);
    }

    /// A ladder whose only passes are optional steps, or that judged nothing, does not pass.
    void verdictNeedsRequiredPasses_data()
    {
        QTest::addColumn<QList<int>>("verdicts");
        QTest::addColumn<QList<bool>>("required");
        QTest::addColumn<QString>("overall");
        QTest::newRow("all required pass") << QList<int> { 0, 0 } << QList<bool> { true, true } << "pass";
        QTest::newRow("optional skip") << QList<int> { 0, 2 } << QList<bool> { true, false } << "pass";
        QTest::newRow("optional error") << QList<int> { 0, 3 } << QList<bool> { true, false } << "pass";
        QTest::newRow("optional fail") << QList<int> { 0, 1 } << QList<bool> { true, false } << "fail";
        QTest::newRow("required skip") << QList<int> { 0, 2 } << QList<bool> { true, true } << "error";
        QTest::newRow("required error") << QList<int> { 3, 0 } << QList<bool> { true, true } << "error";
        QTest::newRow("fail beats error") << QList<int> { 3, 1 } << QList<bool> { true, true } << "fail";
        QTest::newRow("nothing judged") << QList<int> { 2, 2 } << QList<bool> { false, false } << "error";
        QTest::newRow("no steps") << QList<int> {} << QList<bool> {} << "error";
    }

    void verdictNeedsRequiredPasses()
    {
        QFETCH(QList<int>, verdicts);
        QFETCH(QList<bool>, required);
        QFETCH(QString, overall);
        LadderReport r;
        for (qsizetype i = 0; i < verdicts.size(); ++i) {
            StepResult s;
            s.id = QStringLiteral("s%1").arg(i);
            s.verdict = Verdict(verdicts[i]);
            s.required = required[i];
            r.steps.append(s);
        }
        QCOMPARE(verdictId(r.verdict()), overall);
        // The same verdict after the JSON round trip (history, reports).
        QCOMPARE(verdictId(LadderReport::fromJson(r.toJson()).verdict()), overall);
        // An interrupted run never passes, whatever its steps say.
        r.outcome = RunOutcome::Interrupted;
        QCOMPARE(r.verdict(), Verdict::Error);
    }
};

QTEST_GUILESS_MAIN(TestMissingData)
#include "tst_missingdata.moc"
