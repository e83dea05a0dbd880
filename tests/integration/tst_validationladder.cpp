// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "OpenAiStream.h"
#include "RunBinary.h"
#include "ScriptedHttpServer.h"

#include "chat/LadderHistory.h"
#include "chat/ValidationLadder.h"
#include "commands/CheckRun.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

/// How the simulated server misbehaves.
struct Behaviour {
    int healthStatus = 200;
    bool wrongAnswers = false;
    bool leakReasoning = false;
    bool nondeterministic = false;
    bool slowDecode = false;
};

ScriptedReply simulate(const HttpRequest &req, const Behaviour &b, int &counter)
{
    ScriptedReply r;
    if (req.path == "/health") {
        r.status = b.healthStatus;
        r.contentType = "application/json";
        if (b.healthStatus != 200)
            r.body = R"({"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}})";
        return r;
    }
    if (req.path == "/v1/models") {
        r.contentType = "application/json";
        r.body = R"({"object":"list","data":[{"id":"test-model","object":"model","owned_by":"vllm"}]})";
        return r;
    }
    if (req.path == "/version") {
        r.contentType = "application/json";
        r.body = R"({"version":"0.15.1"})";
        return r;
    }
    if (req.method == "GET") {
        r.status = 404;
        r.contentType = "application/json";
        r.body = R"({"detail":"Not Found"})";
        return r;
    }
    const openai::Shape shape = b.leakReasoning ? openai::Shape::Inline : openai::Shape::Reasoning;
    const QString prompt = req.lastUserMessage();
    ++counter;
    if (prompt.contains(QStringLiteral("France"))) {
        QString answer = b.wrongAnswers ? QStringLiteral("The capital of France is Berlin.")
                                        : QStringLiteral("The capital of France is Paris.");
        if (b.nondeterministic)
            answer += QStringLiteral(" (It has been so for centuries, %1.)").arg(counter);
        r.chunks = openai::stream(shape, QStringLiteral("The user asks for the capital of France."), answer);
    } else if (prompt.contains(QStringLiteral("prime"))) {
        r.chunks = openai::stream(
            shape, QStringLiteral("A number is prime when no divisor up to its root divides it."),
            QStringLiteral("```python\ndef is_prime(n):\n    if n < 2:\n        return False\n    return "
                           "all(n % d for d in "
                           "range(2, int(n**0.5) + 1))\n```"));
    } else if (prompt.contains(QStringLiteral("long essay"))) {
        QStringList words;
        for (int i = 0; i < 800; ++i)
            words << QStringLiteral("w%1").arg(i);
        r.chunks = openai::stream(openai::Shape::Reasoning, QString(), words.join(QLatin1Char(' ')));
    } else {
        QStringList numbers;
        for (int i = 1; i <= 30; ++i)
            numbers << QString::number(i);
        r.chunks = openai::stream(openai::Shape::Reasoning, QString(), numbers.join(QStringLiteral(", ")));
        r.intervalMs = b.slowDecode ? 40 : 1;
    }
    return r;
}

Ladder testLadder()
{
    Ladder ladder = Ladder::builtin();
    ladder.setParam(QStringLiteral("long-generation"), QStringLiteral("min_tokens"), 500);
    ladder.setParam(QStringLiteral("memory-baseline"), QStringLiteral("settle_s"), 0);
    ladder.setParam(QStringLiteral("memory-baseline"), QStringLiteral("tolerance_mib"), 512);
    return ladder;
}

QStringList idsWith(const LadderReport &report, Verdict verdict)
{
    QStringList out;
    for (const StepResult &r : report.steps) {
        if (r.verdict == verdict)
            out << r.id;
    }
    return out;
}

const StepResult *stepOf(const LadderReport &report, const QString &id)
{
    for (const StepResult &r : report.steps) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}
} // namespace

class TestValidationLadder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultLadderIsComplete()
    {
        const Ladder ladder = Ladder::builtin();
        QVERIFY2(ladder.isValid(), qPrintable(ladder.error));
        QStringList ids;
        for (const LadderStep &s : ladder.steps)
            ids << s.id;
        QCOMPARE(ids, Ladder::knownStepIds());
        // Round trip through JSON keeps every step and parameter.
        const Ladder again = Ladder::fromJson(QJsonDocument(ladder.toJson()).toJson());
        QVERIFY(again.isValid());
        QCOMPARE(again.steps.size(), ladder.steps.size());
        QCOMPARE(again.step(QStringLiteral("smoke"))->params.value(QStringLiteral("prompt")).toString(),
                 presetCapitalPrompt());
        // Required steps and limits survive the round trip.
        QCOMPARE(again.step(QStringLiteral("memory-baseline"))->required, false);
        QCOMPARE(again.step(QStringLiteral("health"))->required, true);
        QCOMPARE(again.step(QStringLiteral("health"))->limits.totalMs, 10'000);
        QCOMPARE(again.limits.connectMs, ladder.limits.connectMs);
    }

    void hostileLadders_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray() << "not valid JSON";
        QTest::newRow("whitespace") << QByteArray("  \n") << "not valid JSON";
        QTest::newRow("truncated") << QByteArray("{\"steps\": [{\"id\": \"hea") << "not valid JSON";
        QTest::newRow("array") << QByteArray("[]") << "not a JSON object";
        QTest::newRow("no steps") << QByteArray("{\"name\": \"x\"}") << "no \"steps\"";
        QTest::newRow("unknown step")
            << QByteArray("{\"steps\": [{\"id\": \"reboot\"}]}") << "Unknown step id";
        QTest::newRow("binary") << QByteArray("\xff\x00\x01", 3) << "not valid JSON";
    }

    void hostileLadders()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const Ladder ladder = Ladder::fromJson(json);
        QVERIFY(!ladder.isValid());
        QVERIFY2(ladder.error.contains(error), qPrintable(ladder.error));
    }

    void repetition_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("degenerate");
        QString varied;
        for (int i = 0; i < 500; ++i)
            varied += QStringLiteral("word%1 ").arg(i);
        QTest::newRow("varied") << varied << false;
        QTest::newRow("loop") << varied.left(200)
                + QStringLiteral("I am sorry, I cannot do that. ").repeated(200)
                              << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("short") << QStringLiteral("a a a a") << false;
    }

    void repetition()
    {
        QFETCH(QString, text);
        QFETCH(bool, degenerate);
        QCOMPARE(repetitionScore(text) > 0.5, degenerate);
    }

    void ladder_data()
    {
        QTest::addColumn<int>("health");
        QTest::addColumn<bool>("wrong");
        QTest::addColumn<bool>("leak");
        QTest::addColumn<bool>("nondeterministic");
        QTest::addColumn<bool>("slow");
        QTest::addColumn<bool>("memoryLeaks");
        QTest::addColumn<QStringList>("failing");
        QTest::addColumn<QString>("evidence");
        QTest::newRow("healthy") << 200 << false << false << false << false << false << QStringList() << "";
        QTest::newRow("wrong answers")
            << 200 << true << false << false << false << false
            << QStringList { QStringLiteral("smoke"), QStringLiteral("stability") } << "Berlin";
        QTest::newRow("reasoning leaks into content")
            << 200 << false << true << false << false << false
            << QStringList { QStringLiteral("reasoning-parser") } << "no reasoning parser set";
        QTest::newRow("non-deterministic at temperature 0")
            << 200 << false << false << true << false << false
            << QStringList { QStringLiteral("determinism") } << "differs from run 1";
        QTest::newRow("slow decode") << 200 << false << false << false << true << false
                                     << QStringList { QStringLiteral("decode-speed") } << "Decode is slow";
        QTest::newRow("memory not returning")
            << 200 << false << false << false << false << true
            << QStringList { QStringLiteral("memory-baseline") } << "did not return to its baseline";
        QTest::newRow("still loading") << 503 << false << false << false << false << false
                                       << QStringList { QStringLiteral("health") } << "503: Loading model";
    }

    void ladder()
    {
        QFETCH(int, health);
        QFETCH(bool, wrong);
        QFETCH(bool, leak);
        QFETCH(bool, nondeterministic);
        QFETCH(bool, slow);
        QFETCH(bool, memoryLeaks);
        QFETCH(QStringList, failing);
        QFETCH(QString, evidence);
        Behaviour b;
        b.healthStatus = health;
        b.wrongAnswers = wrong;
        b.leakReasoning = leak;
        b.nondeterministic = nondeterministic;
        b.slowDecode = slow;
        int counter = 0;
        ScriptedHttpServer server(
            [&b, &counter](const HttpRequest &req) { return simulate(req, b, counter); });

        LadderOptions options;
        options.endpoint = { server.baseUrl(), QString() };
        options.host = QStringLiteral("sim-1");
        options.decodeBaseline = 50; // the fake server decodes far faster unless slowed to 25 tok/s
        auto readings = std::make_shared<int>(0);
        options.gpuMemoryUsedMiB
            = [readings, memoryLeaks] { return memoryLeaks && (*readings)++ > 0 ? 80000.0 : 71000.0; };
        ValidationLadder runner(testLadder(), options);
        QSignalSpy steps(&runner, &ValidationLadder::stepFinished);
        QSignalSpy finished(&runner, &ValidationLadder::finished);
        runner.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const LadderReport report = runner.report();
        QCOMPARE(steps.size(), 13);
        QCOMPARE(report.steps.size(), 13);
        if (health == 200) {
            QCOMPARE(report.model, QStringLiteral("test-model")); // picked from /v1/models
            QCOMPARE(report.identity.version, QStringLiteral("0.15.1")); // from GET /version
            QCOMPARE(report.identity.engine, QStringLiteral("vllm"));
        }
        QCOMPARE(idsWith(report, Verdict::Fail), failing);
        QVERIFY2(idsWith(report, Verdict::Error).isEmpty(), qPrintable(report.toText()));
        if (failing.isEmpty()) {
            QCOMPARE(report.verdict(), Verdict::Pass);
            QCOMPARE(idsWith(report, Verdict::Pass).size(), 11);
            // A bare URL has no liveness monitor; the load step is off unless asked for.
            QCOMPARE(idsWith(report, Verdict::Skip),
                     QStringList({ QStringLiteral("liveness"), QStringLiteral("throughput-under-load") }));
            QVERIFY(runner.measuredDecodeTokensPerSecond() > 50);
        } else {
            QCOMPARE(report.verdict(), Verdict::Fail);
            const StepResult *first = stepOf(report, failing.first());
            QVERIFY2(first->evidence.contains(evidence), qPrintable(first->evidence));
        }
        if (health != 200) {
            QCOMPARE(stepOf(report, QStringLiteral("smoke"))->verdict, Verdict::Skip);
            QCOMPARE(counter, 0); // nothing was sent to a server that is not healthy
        }
        const QString md = report.toMarkdown();
        QVERIFY(md.contains(QStringLiteral("| `smoke` |")));
    }

    void cancel()
    {
        Behaviour b;
        int counter = 0;
        ScriptedHttpServer server([&b, &counter](const HttpRequest &req) {
            ScriptedReply r = simulate(req, b, counter);
            if (req.method == "POST") {
                r.intervalMs = 20;
                r.endless = true;
            }
            return r;
        });
        LadderOptions options;
        options.endpoint = { server.baseUrl(), QString() };
        ValidationLadder runner(testLadder(), options);
        QSignalSpy started(&runner, &ValidationLadder::stepStarted);
        QSignalSpy finished(&runner, &ValidationLadder::finished);
        runner.start();
        // smoke (the fifth step, the first POST) is streaming: the server has its request, so the
        // cancel closes a stream the server sees go, not a request that never left.
        auto posts = [&server] {
            int n = 0;
            for (const HttpRequest &r : server.requests())
                n += r.method == "POST";
            return n;
        };
        QTRY_VERIFY_WITH_TIMEOUT(started.size() >= 5 && posts() >= 1, 10000);
        runner.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const LadderReport report = runner.report();
        QCOMPARE(report.steps.size(), 13);
        QCOMPARE(report.steps[4].id, QStringLiteral("smoke"));
        QCOMPARE(report.steps[4].verdict, Verdict::Error);
        QVERIFY(report.steps[4].interrupted); // the step that was running is marked
        QCOMPARE(report.steps[11].verdict, Verdict::Skip);
        QCOMPARE(report.outcome, RunOutcome::Interrupted);
        QCOMPARE(report.verdict(), Verdict::Error);
        QTRY_COMPARE_WITH_TIMEOUT(server.clientsGoneMidStream(), 1, 5000);
    }

    void checkCommand()
    {
        Behaviour b;
        int counter = 0;
        ScriptedHttpServer server(
            [&b, &counter](const HttpRequest &req) { return simulate(req, b, counter); });
        QTemporaryDir dir;
        const QString ladderPath = dir.filePath(QStringLiteral("ladder.json"));
        {
            QFile f(ladderPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(testLadder().toJson()).toJson());
        }
        CheckOptions o;
        o.host = QStringLiteral("sim-1");
        o.baseUrl = server.baseUrl();
        o.ladderFile = ladderPath;
        o.json = true;
        o.decodeBaseline = 50;
        o.historyDir = dir.filePath(QStringLiteral("history"));
        QString text;
        QTextStream out(&text);
        QCOMPARE(runCheck(o, out), 0);
        const QJsonObject json = QJsonDocument::fromJson(text.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("host")).toString(), QStringLiteral("sim-1"));
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        QVERIFY(
            QDateTime::fromString(json.value(QStringLiteral("started")).toString(), Qt::ISODate).isValid());
        const QJsonArray steps = json.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 13);
        QCOMPARE(json.value(QStringLiteral("exit_code")).toInt(), 0);
        QCOMPARE(json.value(QStringLiteral("outcome")).toString(), QStringLiteral("completed"));
        QCOMPARE(
            json.value(QStringLiteral("identity")).toObject().value(QStringLiteral("version")).toString(),
            QStringLiteral("0.15.1"));
        for (const QJsonValue &v : steps) {
            const QJsonObject s = v.toObject();
            QVERIFY(s.contains(QStringLiteral("id")) && s.contains(QStringLiteral("seconds"))
                    && s.contains(QStringLiteral("evidence")));
            QVERIFY(s.value(QStringLiteral("verdict")).toString() == QLatin1String("pass")
                    || s.value(QStringLiteral("verdict")).toString() == QLatin1String("skip"));
        }
        // The report went into the host's history.
        const LadderHistory history(o.historyDir);
        const auto last = history.last(QStringLiteral("sim-1"));
        QVERIFY(last.has_value());
        QCOMPARE(last->verdict(), Verdict::Pass);
        QCOMPARE(last->steps.size(), 13);

        // Wrong answers: exit 1, text output names the failing step.
        b.wrongAnswers = true;
        o.json = false;
        text.clear();
        QCOMPARE(runCheck(o, out), 1);
        QVERIFY(text.contains(QStringLiteral("FAIL  smoke")));
        QCOMPARE(history.load(QStringLiteral("sim-1")).size(), 2);

        // A ladder file that cannot be read: exit 2.
        o.ladderFile = dir.filePath(QStringLiteral("missing.json"));
        text.clear();
        QCOMPARE(runCheck(o, out), 2);
        QVERIFY(text.contains(QStringLiteral("Cannot read the ladder file")));

        // Nothing listening: the server could not be reached, exit 2 (could not run), and at once.
        o.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(freeLoopbackPort())); // nothing listens
        o.ladderFile.clear();
        text.clear();
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(runCheck(o, out), 2);
        QVERIFY2(text.contains(QStringLiteral("refused")), qPrintable(text));
        qInfo("closed port: exit 2 after %lld ms", clock.elapsed());
    }

    void historyPerHost()
    {
        QTemporaryDir dir;
        LadderHistory history(dir.path());
        LadderReport r;
        r.host = QStringLiteral("../evil host");
        r.started = QDateTime::currentDateTimeUtc();
        r.steps.append({ QStringLiteral("health"), Verdict::Pass, 0.1, QStringLiteral("ok"), {} });
        QString error;
        const QString path = history.save(r, &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        // One database in the history directory, whatever the host's name holds.
        QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
        QVERIFY(!history.save(r).isEmpty()); // same second: a second run, not an overwrite
        QCOMPARE(history.load(r.host).size(), 2);
        history.prune(r.host, 1);
        QCOMPARE(history.load(r.host).size(), 1);
        QVERIFY(history.load(QStringLiteral("other")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestValidationLadder)
#include "tst_validationladder.moc"
