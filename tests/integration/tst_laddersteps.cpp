// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"

#include "chat/ValidationLadder.h"
#include "chat/steps/StepRegistry.h"

#include <QJsonArray>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

// Each registered step on its own (chat/steps/, one file each), against a real HTTP server that
// answers as told: the verdict it gives, the evidence it names, and that the data it leaves are
// the keys it declares. Plus the registry itself: ids, options and how a ladder file is checked
// against them.
namespace {

/// How the scripted server answers.
ScriptedReply answer(const HttpRequest &req, const QString &server, int &chats)
{
    ScriptedReply r;
    r.contentType = "application/json";
    if (req.path == "/health") {
        if (server == QLatin1String("loading")) {
            r.status = 503;
            r.body = R"({"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}})";
        } else if (server == QLatin1String("broken-health")) {
            r.body = "{\"status\": \"o"; // cut off mid-string
        }
        return r;
    }
    if (req.path == "/v1/models") {
        if (server == QLatin1String("no-models"))
            r.body = R"({"object":"list","data":[]})";
        else if (server == QLatin1String("junk-models"))
            r.body = "<html>502 Bad Gateway</html>";
        else
            r.body = R"({"object":"list","data":[{"id":"test-model","object":"model","owned_by":"vllm"}]})";
        return r;
    }
    if (req.path == "/version" && server != QLatin1String("no-identity")) {
        r.body = R"({"version":"0.15.1"})";
        return r;
    }
    if (req.method == "GET") {
        r.status = 404;
        r.body = R"({"detail":"Not Found"})";
        return r;
    }
    ++chats;
    const QString prompt = req.lastUserMessage();
    const openai::Shape shape
        = server == QLatin1String("inline-think") ? openai::Shape::Inline : openai::Shape::Reasoning;
    const QString reasoning
        = server == QLatin1String("no-reasoning") ? QString() : QStringLiteral("Thinking it through.");
    if (prompt.contains(QStringLiteral("France"))) {
        QString text = server == QLatin1String("berlin") ? QStringLiteral("The capital of France is Berlin.")
                                                         : QStringLiteral("The capital of France is Paris.");
        if (server == QLatin1String("nondeterministic"))
            text += QStringLiteral(" (%1)").arg(chats);
        r.chunks = openai::stream(shape, reasoning, text);
    } else if (prompt.contains(QStringLiteral("prime"))) {
        r.chunks = openai::stream(
            shape, reasoning,
            QStringLiteral("```python\ndef is_prime(n):\n    return n > 1 and all(n % d for d in "
                           "range(2, n))\n```"));
    } else if (prompt.contains(QStringLiteral("long essay"))) {
        QStringList words;
        for (int i = 0; i < 800; ++i)
            words << (server == QLatin1String("loop") ? QStringLiteral("Paris is Paris and")
                                                      : QStringLiteral("w%1").arg(i));
        r.chunks = openai::stream(openai::Shape::Reasoning, QString(), words.join(QLatin1Char(' ')));
    } else {
        QStringList numbers;
        for (int i = 1; i <= 30; ++i)
            numbers << QString::number(i);
        r.chunks = openai::stream(openai::Shape::Reasoning, QString(), numbers.join(QStringLiteral(", ")));
        r.intervalMs = 2;
    }
    r.contentType = "text/event-stream";
    return r;
}

/// A ladder of the default ladder's steps `ids` (their parameters as shipped), the last one with
/// `params` over its own, every request bounded by 10 s.
Ladder ladderOf(const QStringList &ids, const QJsonObject &params)
{
    const Ladder builtin = Ladder::builtin();
    QJsonArray steps;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        QJsonObject s = builtin.step(ids[i])->params;
        s.insert(QStringLiteral("enabled"), true);
        if (i == ids.size() - 1) {
            for (auto it = params.begin(); it != params.end(); ++it)
                s.insert(it.key(), it.value());
        }
        steps.append(s);
    }
    const QJsonObject o { { QStringLiteral("name"), QStringLiteral("one step") },
                          { QStringLiteral("limits"), QJsonObject { { QStringLiteral("total_s"), 10 } } },
                          { QStringLiteral("steps"), steps } };
    return Ladder::fromJson(QJsonDocument(o).toJson());
}

QSet<QString> &testedIds()
{
    static QSet<QString> ids;
    return ids;
}

QJsonObject params(std::initializer_list<QPair<QString, QJsonValue>> list)
{
    QJsonObject o;
    for (const auto &p : list)
        o.insert(p.first, p.second);
    return o;
}
} // namespace

class TestLadderSteps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void registry()
    {
        const QList<StepType> &types = stepTypes();
        QSet<QString> ids;
        for (const StepType &t : types) {
            QVERIFY2(!t.id.isEmpty() && !ids.contains(t.id), qPrintable(t.id));
            ids.insert(t.id);
            QVERIFY2(!t.title.isEmpty(), qPrintable(t.id));
            QVERIFY2(t.run, qPrintable(t.id));
            QVERIFY2(!t.evidenceKeys.isEmpty(), qPrintable(t.id));
            QCOMPARE(stepType(t.id), &t);
            for (const StepOption &o : t.options)
                QVERIFY2(!o.about.isEmpty(), qPrintable(t.id + QLatin1Char('.') + o.key));
        }
        QCOMPARE(stepTypeIds(), Ladder::knownStepIds());
        QCOMPARE(stepType(QStringLiteral("no-such-step")), nullptr);
        // Every option the shipped ladder sets is one its step declares.
        for (const LadderStep &s : Ladder::builtin().steps) {
            for (auto it = s.params.begin(); it != s.params.end(); ++it)
                QVERIFY2(stepType(s.id)->option(it.key()),
                         qPrintable(QStringLiteral("%1: %2 is not declared").arg(s.id, it.key())));
        }
    }

    void optionsChecked_data()
    {
        QTest::addColumn<QByteArray>("step");
        QTest::addColumn<QString>("error"); // empty: the ladder is usable
        QTest::newRow("as shipped") << QByteArray(R"({"id": "smoke", "prompt": "Hi", "expect": "Hi"})")
                                    << QString();
        QTest::newRow("unknown option kept") << QByteArray(R"({"id": "smoke", "colour": 3})") << QString();
        QTest::newRow("number as text")
            << QByteArray(R"({"id": "stability", "repeats": "3"})") << R"("repeats" must be a number)";
        QTest::newRow("text as number")
            << QByteArray(R"({"id": "smoke", "prompt": 42})") << R"("prompt" must be a string)";
        QTest::newRow("flag as text")
            << QByteArray(R"({"id": "health", "required": "yes"})") << R"("required" must be true or false)";
        QTest::newRow("object as list") << QByteArray(R"({"id": "throughput-under-load", "slo": [2000]})")
                                        << R"("slo" must be an object)";
        QTest::newRow("null option") << QByteArray(R"({"id": "memory-baseline", "settle_s": null})")
                                     << R"("settle_s" must be a number)";
        QTest::newRow("limits not an object")
            << QByteArray(R"({"id": "health", "limits": 5})") << R"("limits" must be an object)";
        QTest::newRow("unknown step") << QByteArray(R"({"id": "smok"})") << "Unknown step id";
    }

    void optionsChecked()
    {
        QFETCH(QByteArray, step);
        QFETCH(QString, error);
        const Ladder ladder
            = Ladder::fromJson(QByteArray(QByteArray(R"({"name": "x", "steps": [)") + step + "]}"));
        if (error.isEmpty()) {
            QVERIFY2(ladder.isValid(), qPrintable(ladder.error));
        } else {
            QVERIFY(!ladder.isValid());
            QVERIFY2(ladder.error.contains(error), qPrintable(ladder.error));
        }
    }

    void step_data()
    {
        QTest::addColumn<QStringList>("ladder"); // the last one is judged
        QTest::addColumn<QJsonObject>("params");
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("memory"); // "none", "steady", "leak"; or a liveness verdict "live-…"
        QTest::addColumn<double>("decodeBaseline");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("evidence");
        const QString none = QStringLiteral("none");
        const int pass = int(Verdict::Pass), fail = int(Verdict::Fail), skip = int(Verdict::Skip);
        const QStringList smokeFirst { QStringLiteral("smoke"), QStringLiteral("reasoning-parser") };
        auto row
            = [](const char *name, const QStringList &ladder, const QJsonObject &p, const QString &server,
                 const QString &memory, double decode, int verdict, const QString &evidence) {
                  testedIds().insert(ladder.last());
                  QTest::newRow(name) << ladder << p << server << memory << decode << verdict << evidence;
              };
        auto one = [](const char *id) { return QStringList { QString::fromLatin1(id) }; };

        row("health: 200", one("health"), {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("answered 200"));
        row("health: 503", one("health"), {}, QStringLiteral("loading"), none, -1, fail,
            QStringLiteral("503: Loading model"));
        row("health: cut JSON", one("health"), {}, QStringLiteral("broken-health"), none, -1, fail,
            QStringLiteral("JSON body is broken"));
        row("identity: vLLM", one("identity"), {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("0.15.1"));
        row("identity: no version", one("identity"), {}, QStringLiteral("no-identity"), none, -1, skip,
            QStringLiteral("Only part of the identity is known"));
        row("models: listed", one("models"), {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("test-model"));
        row("models: expected one missing", one("models"),
            params({ { QStringLiteral("expect_model"), QStringLiteral("other") } }),
            QStringLiteral("healthy"), none, -1, fail, QStringLiteral("not the expected"));
        row("models: empty list", one("models"), {}, QStringLiteral("no-models"), none, -1, fail,
            QStringLiteral("lists no model"));
        row("models: junk", one("models"), {}, QStringLiteral("junk-models"), none, -1, fail,
            QStringLiteral("502 Bad Gateway"));
        row("smoke: Paris", one("smoke"), {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("Paris"));
        row("smoke: Berlin", one("smoke"), {}, QStringLiteral("berlin"), none, -1, fail,
            QStringLiteral("does not match"));
        row("smoke: bad pattern", one("smoke"), params({ { QStringLiteral("expect"), QStringLiteral("(") } }),
            QStringLiteral("healthy"), none, -1, int(Verdict::Error), QStringLiteral("pattern is invalid"));
        row("reasoning-code: reasons, writes def", one("reasoning-code"), {}, QStringLiteral("healthy"), none,
            -1, pass, QStringLiteral("a code block with a function"));
        row("reasoning-code: no reasoning", one("reasoning-code"), {}, QStringLiteral("no-reasoning"), none,
            -1, fail, QStringLiteral("no reasoning arrived"));
        row("determinism: same twice", one("determinism"), {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("gave the same"));
        row("determinism: differs", one("determinism"), {}, QStringLiteral("nondeterministic"), none, -1,
            fail, QStringLiteral("differs from run 1"));
        row("stability: every repeat", one("stability"), {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("3 of 3 runs"));
        row("stability: wrong", one("stability"), {}, QStringLiteral("berlin"), none, -1, fail,
            QStringLiteral("0 of 3 runs passed"));
        row("long-generation: long, varied", one("long-generation"),
            params({ { QStringLiteral("min_tokens"), 500 } }), QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("repeated 4-word sequences"));
        row("long-generation: too short", one("long-generation"),
            params({ { QStringLiteral("min_tokens"), 5000 } }), QStringLiteral("healthy"), none, -1, fail,
            QStringLiteral("at least 5000 expected"));
        row("long-generation: a loop", one("long-generation"),
            params({ { QStringLiteral("min_tokens"), 500 } }), QStringLiteral("loop"), none, -1, fail,
            QStringLiteral("Degenerate repetition"));
        row("reasoning-parser: own field", smokeFirst, {}, QStringLiteral("healthy"), none, -1, pass,
            QStringLiteral("in a separate field"));
        row("reasoning-parser: <think> in content", smokeFirst, {}, QStringLiteral("inline-think"), none, -1,
            fail, QStringLiteral("no reasoning parser set"));
        row("reasoning-parser: asks itself", one("reasoning-parser"), {}, QStringLiteral("healthy"), none, -1,
            pass, QStringLiteral("1 of 1 finished answers"));
        row("reasoning-parser: nothing to judge", smokeFirst, {}, QStringLiteral("no-reasoning"), none, -1,
            skip, QStringLiteral("Nothing to judge"));
        row("memory-baseline: no GPU readings", one("memory-baseline"), {}, QStringLiteral("healthy"), none,
            -1, skip, QStringLiteral("No GPU memory readings"));
        row("memory-baseline: back to baseline", one("memory-baseline"),
            params({ { QStringLiteral("settle_s"), 0 } }), QStringLiteral("healthy"),
            QStringLiteral("steady"), -1, pass, QStringLiteral("baseline 71000 MiB"));
        row("memory-baseline: still held after settling", one("memory-baseline"),
            params({ { QStringLiteral("settle_s"), 1 } }), QStringLiteral("healthy"), QStringLiteral("leak"),
            -1, fail, QStringLiteral("did not return to its baseline"));
        // The liveness monitor's verdict as the host session hands it over (the monitor itself is
        // tested against the simulated host in tst_liveness, the step through `check` in
        // tst_checkliveness).
        row("liveness: a bare URL has no monitor", one("liveness"), {}, QStringLiteral("healthy"), none, -1,
            skip, QStringLiteral("No liveness monitor"));
        row("liveness: idle", one("liveness"), {}, QStringLiteral("healthy"), QStringLiteral("live-idle"), -1,
            pass, QStringLiteral("Idle: no requests pending"));
        row("liveness: stuck", one("liveness"), {}, QStringLiteral("healthy"), QStringLiteral("live-stuck"),
            -1, fail, QStringLiteral("GPU max 0 %"));
        row("liveness: stuck skips the prompts", { QStringLiteral("liveness"), QStringLiteral("smoke") }, {},
            QStringLiteral("healthy"), QStringLiteral("live-stuck"), -1, skip,
            QStringLiteral("Not run: Stuck: requests pending"));
        row("liveness: no metrics skips at once", one("liveness"), {}, QStringLiteral("healthy"),
            QStringLiteral("live-no-metrics"), -1, skip, QStringLiteral("do not answer (HTTP 404)"));
        row("decode-speed: no baseline", one("decode-speed"), {}, QStringLiteral("healthy"), none, -1, skip,
            QStringLiteral("no baseline is saved"));
        row("decode-speed: within tolerance", one("decode-speed"), {}, QStringLiteral("healthy"), none, 1,
            pass, QStringLiteral("against a baseline of 1.0 tok/s"));
        row("decode-speed: slow", one("decode-speed"), {}, QStringLiteral("healthy"), none, 1e9, fail,
            QStringLiteral("Decode is slow"));
        row("throughput-under-load: no baseline", one("throughput-under-load"),
            params({ { QStringLiteral("seconds"), 1 }, { QStringLiteral("concurrency"), 2 } }),
            QStringLiteral("healthy"), none, -1, skip, QStringLiteral("no baseline at 2 streams"));
    }

    void step()
    {
        QFETCH(QStringList, ladder);
        QFETCH(QJsonObject, params);
        QFETCH(QString, server);
        QFETCH(QString, memory);
        QFETCH(double, decodeBaseline);
        QFETCH(int, verdict);
        QFETCH(QString, evidence);
        int chats = 0;
        ScriptedHttpServer fake(
            [&server, &chats](const HttpRequest &req) { return answer(req, server, chats); });
        const Ladder l = ladderOf(ladder, params);
        QVERIFY2(l.isValid(), qPrintable(l.error));
        LadderOptions o;
        o.endpoint = { fake.baseUrl(), QString() };
        o.host = QStringLiteral("sim-1");
        o.decodeBaseline = decodeBaseline;
        if (memory.startsWith(QLatin1String("live-"))) {
            LivenessReading reading;
            if (memory == QLatin1String("live-idle")) {
                reading = { QStringLiteral("idle"),
                            QStringLiteral("idle"),
                            QStringLiteral("Idle: no requests pending and no tokens generated."),
                            { QStringLiteral("requests: 0 running, 0 waiting") },
                            12 };
            } else if (memory == QLatin1String("live-stuck")) {
                reading
                    = { QStringLiteral("stuck"),
                        QStringLiteral("stuck"),
                        QStringLiteral("Stuck: requests pending, no token generated and the GPUs idle for "
                                       "60 s or longer."),
                        { QStringLiteral("requests: 1 running, 1 waiting for 64 s"),
                          QStringLiteral("GPU max 0 % for 63 s") },
                        3 };
            } else {
                reading = { QStringLiteral("unknown"),
                            QStringLiteral("not judged"),
                            QStringLiteral("Not judged: the serving metrics do not answer (HTTP 404)."),
                            {},
                            5,
                            true };
            }
            o.liveness = [reading] { return reading; };
        } else if (memory != QLatin1String("none")) {
            auto reads = std::make_shared<int>(0);
            const bool leak = memory == QLatin1String("leak");
            o.gpuMemoryUsedMiB = [reads, leak] { return leak && (*reads)++ > 0 ? 80000.0 : 71000.0; };
        }
        ValidationLadder runner(l, o);
        QSignalSpy finished(&runner, &ValidationLadder::finished);
        runner.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const StepResult &r = runner.report().steps.last();
        QCOMPARE(r.id, ladder.last());
        QVERIFY2(int(r.verdict) == verdict,
                 qPrintable(verdictId(r.verdict) + QStringLiteral(": ") + r.evidence));
        QVERIFY2(r.evidence.contains(evidence), qPrintable(r.evidence));
        const StepType *type = stepType(r.id);
        for (auto it = r.data.begin(); it != r.data.end(); ++it)
            QVERIFY2(
                type->evidenceKeys.contains(it.key()),
                qPrintable(QStringLiteral("%1 left \"%2\", which it does not declare").arg(r.id, it.key())));
    }

    /// Every registered step has rows above (step_data ran before): a new step comes with its own.
    void everyStepTested()
    {
        for (const QString &id : stepTypeIds())
            QVERIFY2(testedIds().contains(id), qPrintable(QStringLiteral("no rows for the step ") + id));
    }
};

QTEST_GUILESS_MAIN(TestLadderSteps)
#include "tst_laddersteps.moc"
