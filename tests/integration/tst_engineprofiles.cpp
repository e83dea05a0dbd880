// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// An engine is a data file: a profile for an engine nobody wrote C++ for ("toyserve"), loaded
// from a temporary folder, and everything engine-specific follows it: the hosts file accepts
// its id, the start-up tracker and the log analyzer detect it and follow its phases through
// its own log-line prefix, the endpoint monitor asks its health and metrics paths over real
// HTTP and reads its metric names, a chat request spells the reasoning switch its way, the
// identity step asks its endpoints, and its crash markers are known.
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"

#include "chat/ChatClient.h"
#include "chat/ChatRequest.h"
#include "chat/EngineIdentity.h"
#include "config/EngineProfile.h"
#include "config/HostStore.h"
#include "formats/EngineLogLine.h"
#include "history/RestartHistory.h"
#include "host/StartupWatch.h"
#include "monitor/EndpointMonitor.h"
#include "startup/LogAnalyzer.h"
#include "startup/StartupTracker.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

/// A profile for an engine nobody wrote C++ for.
QByteArray toyProfile()
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/engines/toyserve.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QByteArray kToyLog = "toy|INFO|10:00:00| toyserve 2.1 starting\n"
                           "toy|INFO|10:00:01| loading blobs\n"
                           "toy|INFO|10:00:05| blob 1 of 2\n"
                           "toy|INFO|10:00:09| blob 2 of 2\n"
                           "toy|INFO|10:00:10| serving on :9000\n";

} // namespace

class TestEngineProfiles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(m_dir.filePath(QStringLiteral("toyserve.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(!toyProfile().isEmpty());
        f.write(toyProfile());
        f.close();
        QFile bad(m_dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"engine\": \"broken\", \"logPrefixes\": [\"no anchor\"]}");
        bad.close();
        const QStringList problems = addEngineProfileDirectory(m_dir.path());
        // The bad file is refused with its name and the reason; the good one loads.
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QStringLiteral("broken.json"))
                     && problems.first().contains(QStringLiteral("no anchor")),
                 qPrintable(problems.first()));
    }

    void listedWithTheBuiltIns()
    {
        QStringList ids;
        for (const EngineProfile &p : engineProfiles())
            ids << p.id;
        QCOMPARE(ids.first(), QStringLiteral("vllm"));
        for (const char *id : { "sglang", "llama.cpp", "trtllm", "toyserve" })
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        // Its detectionOrder (50) puts it after vLLM (0) and before the others (100 by default).
        QCOMPARE(ids.at(1), QStringLiteral("toyserve"));
        QVERIFY(!ids.contains(QStringLiteral("broken")));
        QCOMPARE(engineTitle(QStringLiteral("toyserve")), QStringLiteral("Toy Serve"));
        QCOMPARE(canonicalEngineId(QStringLiteral("Toy-Serve")), QStringLiteral("toyserve"));
        QCOMPARE(canonicalEngineId(QStringLiteral("llamacpp")), QStringLiteral("llama.cpp"));
        QCOMPARE(canonicalEngineId(QStringLiteral("auto")), QString());
    }

    void hostsFileAcceptsTheId_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("stored"); // empty: refused
        QTest::newRow("new engine") << QStringLiteral("toyserve") << QStringLiteral("toyserve");
        QTest::newRow("its alias") << QStringLiteral("toy-serve") << QStringLiteral("toyserve");
        QTest::newRow("vllm") << QStringLiteral("vllm") << QStringLiteral("vllm");
        QTest::newRow("llamacpp file name") << QStringLiteral("llamacpp") << QStringLiteral("llama.cpp");
        QTest::newRow("auto") << QStringLiteral("auto") << QStringLiteral("auto");
        QTest::newRow("unknown") << QStringLiteral("tgi") << QString();
        QTest::newRow("empty") << QString() << QStringLiteral("auto");
    }

    void hostsFileAcceptsTheId()
    {
        QFETCH(QString, engine);
        QFETCH(QString, stored);
        const QByteArray json = "{\n  \"version\": 1,\n  \"hosts\": [\n    {\n      \"name\": \"a\",\n"
                                "      \"engine\": \""
            + engine.toUtf8() + "\"\n    }\n  ]\n}\n";
        const HostStore::LoadResult r = HostStore::fromJson(json, QStringLiteral("hosts.json"));
        if (stored.isEmpty()) {
            QVERIFY(r.hosts.isEmpty());
            // The error names the file, the line of the field and the engines that are known.
            QVERIFY2(r.error.startsWith(QStringLiteral("hosts.json:6")), qPrintable(r.error));
            QVERIFY2(r.error.contains(QStringLiteral("tgi")) && r.error.contains(QStringLiteral("toyserve")),
                     qPrintable(r.error));
            return;
        }
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.hosts.size(), 1);
        QCOMPARE(r.hosts.first().toJson().value(QStringLiteral("engine")).toString(), stored);
    }

    void trackerFollowsTheProfile()
    {
        StartupTracker t;
        t.setRequireHealth(false); // a log read afterwards: the ready line is all there is
        int line = 0;
        for (const QByteArray &l : kToyLog.split('\n')) {
            if (!l.isEmpty()) {
                ++line;
                t.addLogRecord(QString::fromUtf8(l), 1000 * line, line);
            }
        }
        QCOMPARE(t.engine(), QStringLiteral("toyserve"));
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
        const StartupSnapshot s = t.snapshot();
        QStringList seen;
        for (const auto &p : s.phases)
            if (p.state != PhaseState::Pending)
                seen << p.id;
        QCOMPARE(
            seen,
            QStringList({ QStringLiteral("launch"), QStringLiteral("weights"), QStringLiteral("ready") }));

        const LogAnalysis a = analyzeLog(kToyLog);
        QCOMPARE(a.engine, QStringLiteral("toyserve"));
        QCOMPARE(a.outcome, QStringLiteral("ready"));
    }

    void logPrefixIsTakenOff()
    {
        const EngineLogLine l = parseEngineLogLine(u"toy|WARNING|10:00:03| blob store slow");
        QCOMPARE(l.text, QStringLiteral("blob store slow"));
        QCOMPARE(l.level, LogLevel::Warning);
        QCOMPARE(l.clock, QStringLiteral("10:00:03"));
        QVERIFY(l.hadHeader);
        // Not the prefix: left whole.
        QCOMPARE(parseEngineLogLine(u"toy|INFO| no clock").text, QStringLiteral("toy|INFO| no clock"));
    }

    void endpointFollowsTheProfile()
    {
        int stats = 0;
        ScriptedHttpServer server([&stats](const HttpRequest &r) {
            ScriptedReply reply;
            reply.contentType = "text/plain";
            if (r.path == "/alive") {
                reply.body = "ok";
            } else if (r.path == "/stats") {
                ++stats;
                reply.body = "# TYPE toy_busy gauge\ntoy_busy 3\ntoy_queued 1\ntoy_cache_fill 0.25\n"
                             "toy_read_total "
                    + QByteArray::number(100 * stats) + "\ntoy_written_total "
                    + QByteArray::number(400 * stats) + "\n";
            } else {
                reply.status = 404;
            }
            return reply;
        });
        EndpointMonitor m;
        m.setEngine(QStringLiteral("toy-serve"));
        QCOMPARE(m.healthPath(), QStringLiteral("/alive"));
        QCOMPARE(m.metricsPath(), QStringLiteral("/stats"));
        m.setInterval(200);
        m.setBaseUrl(server.baseUrl());
        m.start();
        QTRY_COMPARE_WITH_TIMEOUT(m.health(), HealthState::Healthy, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(m.metrics().generationTokensPerSecond.has_value(), 10000);
        const ServingMetrics &x = m.metrics();
        QCOMPARE(x.engine, QStringLiteral("toyserve"));
        QCOMPARE(*x.requestsRunning, 3.0);
        QCOMPARE(*x.requestsWaiting, 1.0);
        QCOMPARE(*x.kvCacheUsage, 0.25);
        QVERIFY(*x.generationTokensPerSecond > 0);
        m.stop();
        QStringList paths;
        for (const HttpRequest &r : server.requests())
            paths << QString::fromLatin1(r.path);
        QVERIFY(paths.contains(QStringLiteral("/alive")));
        QVERIFY(!paths.contains(QStringLiteral("/health")));
        QVERIFY(!paths.contains(QStringLiteral("/metrics")));

        // The same body read without knowing the host's engine: the names tell it.
        const ServingMetrics guessed = EndpointMonitor::computeMetrics({}, 0, "toy_busy 2\n", 1);
        QCOMPARE(guessed.engine, QStringLiteral("toyserve"));
        QCOMPARE(*guessed.requestsRunning, 2.0);
    }

    void reasoningSwitchIsSpelledByTheProfile_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("reasoning");
        QTest::addColumn<QString>("expected"); // the body's extra keys, compact JSON
        const int on = int(ReasoningSwitch::On), off = int(ReasoningSwitch::Off);
        QTest::newRow("toy on") << QStringLiteral("toyserve") << on
                                << QStringLiteral("{\"thinking\":{\"type\":\"enabled\"}}");
        QTest::newRow("toy off") << QStringLiteral("toyserve") << off
                                 << QStringLiteral("{\"thinking\":{\"type\":\"disabled\"}}");
        QTest::newRow("llama.cpp on")
            << QStringLiteral("llama.cpp") << on
            << QStringLiteral(
                   "{\"chat_template_kwargs\":{\"enable_thinking\":true},\"reasoning_format\":\"deepseek\"}");
        QTest::newRow("vllm off") << QStringLiteral("vllm") << off
                                  << QStringLiteral("{\"chat_template_kwargs\":{\"enable_thinking\":false}}");
        QTest::newRow("unknown engine")
            << QString() << on << QStringLiteral("{\"chat_template_kwargs\":{\"enable_thinking\":true}}");
        QTest::newRow("default") << QStringLiteral("toyserve") << int(ReasoningSwitch::Default)
                                 << QStringLiteral("{}");
    }

    void reasoningSwitchIsSpelledByTheProfile()
    {
        QFETCH(QString, engine);
        QFETCH(int, reasoning);
        QFETCH(QString, expected);
        ChatSettings s;
        s.engine = engine;
        s.reasoning = ReasoningSwitch(reasoning);
        QJsonObject body
            = QJsonDocument::fromJson(buildChatBody(s, { { QStringLiteral("user"), QStringLiteral("hi") } }))
                  .object();
        for (const char *common : { "messages", "stream", "stream_options" })
            body.remove(QLatin1String(common));
        QCOMPARE(QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Compact)), expected);
    }

    void requestOverHttpCarriesTheSwitch()
    {
        ScriptedHttpServer server([](const HttpRequest &) {
            ScriptedReply reply;
            reply.chunks = openai::stream(openai::Shape::Inline, QStringLiteral("hmm"), QStringLiteral("4"));
            return reply;
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        ChatSettings s;
        s.engine = QStringLiteral("toyserve");
        s.reasoning = ReasoningSwitch::On;
        client.setSettings(s);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(QStringLiteral("2+2?"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests()
                     .first()
                     .body.value(QStringLiteral("thinking"))
                     .toObject()
                     .value(QStringLiteral("type")),
                 QJsonValue(QStringLiteral("enabled")));
        QVERIFY(!server.requests().first().body.contains(QStringLiteral("chat_template_kwargs")));
    }

    void identityEndpointsFollowTheProfile()
    {
        const auto p = identityProfile(QStringLiteral("toy-serve"));
        QVERIFY(p.has_value());
        QCOMPARE(p->engine, QStringLiteral("toyserve"));
        QCOMPARE(p->title, QStringLiteral("Toy Serve"));
        QCOMPARE(p->sources.size(), 1);
        QCOMPARE(p->sources.first().path, QStringLiteral("/about"));
        const QJsonValue about
            = QJsonDocument::fromJson("{\"build\": {\"tag\": \"2.1.0\"}, \"served\": \"toy/model-7b\"}")
                  .object();
        QCOMPARE(jsonTextAt(about, p->sources.first().versionField), QStringLiteral("2.1.0"));
        QCOMPARE(jsonTextAt(about, p->sources.first().modelField), QStringLiteral("toy/model-7b"));
        // Auto-detection asks every engine's endpoints, the new one among them.
        bool listed = false;
        for (const EngineIdentityProfile &q : identityProfiles())
            listed |= q.engine == QLatin1String("toyserve");
        QVERIFY(listed);
    }

    void crashMarkersAndReasoningResponseAreRead()
    {
        const QList<EngineProfile> all = engineProfiles();
        const EngineProfile *toy = findEngineProfile(QStringLiteral("toyserve"), all);
        QVERIFY(toy);
        QCOMPARE(toy->crashMarkers, QStringList { QStringLiteral("TOY ENGINE PANIC") });
        QCOMPARE(toy->reasoning.response, QStringLiteral("inline"));
        const EngineProfile *trt = findEngineProfile(QStringLiteral("trtllm-serve"), all);
        QVERIFY(trt);
        QCOMPARE(trt->healthPath, QStringLiteral("/health"));
        QVERIFY(trt->crashMarkers.contains(QStringLiteral("Executor worker returned error")));
    }

    /// What a unit's ExecStart says about the engine comes from the profile too: the model it
    /// serves, and which installed package carries its version.
    void commandFollowsTheProfile_data()
    {
        QTest::addColumn<QString>("execStart");
        QTest::addColumn<QString>("model");
        QTest::newRow("program, subcommand, model")
            << QStringLiteral("{ path=/opt/toy/bin/toyserve ; argv[]=/opt/toy/bin/toyserve run toys/big "
                              "--port 9000 ; ignore_errors=no }")
            << QStringLiteral("toys/big");
        QTest::newRow("program, model")
            << QStringLiteral("toyserve toys/small") << QStringLiteral("toys/small");
        QTest::newRow("model option") << QStringLiteral("/usr/bin/python3 -m toyserve.api --blobs=/srv/blobs")
                                      << QStringLiteral("/srv/blobs");
        QTest::newRow("subcommand, no model") << QStringLiteral("toyserve run --port 1") << QString();
        QTest::newRow("another program's words") << QStringLiteral("/usr/bin/other run toys/x") << QString();
        QTest::newRow("trtllm-serve") << QStringLiteral("/usr/local/bin/trtllm-serve nvidia/DeepSeek-R1-FP4 "
                                                        "--backend pytorch --tp_size 8")
                                      << QStringLiteral("nvidia/DeepSeek-R1-FP4");
    }

    void commandFollowsTheProfile()
    {
        QFETCH(QString, execStart);
        QFETCH(QString, model);
        const ServiceCommand c = parseExecStart(execStart);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QCOMPARE(c.model, model);
    }

    void packageNamesTheVersion()
    {
        RestartRecord r;
        r.host = QStringLiteral("toy-01");
        r.unit = QStringLiteral("toy.service");
        r.invocationId = QStringLiteral("inv1");
        r.started = QDateTime::fromSecsSinceEpoch(1764000000, Qt::UTC);
        r.seconds = 42;
        r.outcome = QStringLiteral("ready");
        QList<RestartHistoryEntry> e = RestartHistory::compare({ r });
        SnapshotRecord s;
        s.unit = r.unit;
        s.recorded = r.started.addSecs(60);
        s.snapshot
            = QJsonObject { { QStringLiteral("packages"),
                              QJsonObject { { QStringLiteral("numpy"), QStringLiteral("2.1.0") },
                                            { QStringLiteral("toyserve-py"), QStringLiteral("2.1") } } } };
        RestartHistory::attachVersions(e, { s });
        QCOMPARE(e.first().engineVersion, QStringLiteral("toyserve-py 2.1"));
    }

    void badProfiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("JSON object");
        QTest::newRow("no id") << QByteArray("{}") << QStringLiteral("\"engine\"");
        QTest::newRow("auto is reserved")
            << QByteArray("{\"engine\":\"auto\"}") << QStringLiteral("reserved");
        QTest::newRow("relative health")
            << QByteArray("{\"engine\":\"x\",\"endpoints\":{\"health\":\"health\"}}")
            << QStringLiteral("health");
        QTest::newRow("metric not text")
            << QByteArray("{\"engine\":\"x\",\"metrics\":{\"running\":[1]}}") << QStringLiteral("running");
        QTest::newRow("reasoning not object")
            << QByteArray("{\"engine\":\"x\",\"reasoning\":{\"on\":true}}") << QStringLiteral("reasoning");
        QTest::newRow("reasoning response")
            << QByteArray("{\"engine\":\"x\",\"reasoning\":{\"response\":\"x\"}}")
            << QStringLiteral("response");
        QTest::newRow("bad prefix") << QByteArray("{\"engine\":\"x\",\"logPrefixes\":[\"^(unclosed\"]}")
                                    << QStringLiteral("log prefix");
        QTest::newRow("command not object")
            << QByteArray("{\"engine\":\"x\",\"command\":[\"x\"]}") << QStringLiteral("command");
        QTest::newRow("positionalModel not bool")
            << QByteArray("{\"engine\":\"x\",\"command\":{\"positionalModel\":\"yes\"}}")
            << QStringLiteral("positionalModel");
        QTest::newRow("programs not text")
            << QByteArray("{\"engine\":\"x\",\"command\":{\"programs\":[1]}}") << QStringLiteral("programs");
        QTest::newRow("detectionOrder not a number")
            << QByteArray("{\"engine\":\"x\",\"detectionOrder\":\"first\"}")
            << QStringLiteral("detectionOrder");
        QTest::newRow("truncated") << toyProfile().left(toyProfile().size() / 2)
                                   << QStringLiteral("not valid JSON");
    }

    void badProfiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const EngineProfile p = parseEngineProfile(json);
        QVERIFY(!p.isValid());
        QVERIFY2(p.error.contains(error), qPrintable(p.error));
    }
};

QTEST_GUILESS_MAIN(TestEngineProfiles)
#include "tst_engineprofiles.moc"
