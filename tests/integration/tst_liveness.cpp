// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The liveness monitor over a host's real monitors (the GPU stream over a LocalTransport, /health
// and /metrics over HTTP) against the simulated host, whose engine loop `configure --wedge` hangs
// the way a real wedged engine does, and against servers whose metrics are missing or broken.
// The time from the hang to the stuck verdict is printed ("hang → stuck"), never asserted.
#include "MisbehavingHttpServer.h"
#include "ScriptedHttpServer.h"
#include "SimulatedHost.h"
#include "config/EngineProfile.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/LivenessMonitor.h"
#include "transport/HttpGet.h"
#include "transport/LocalTransport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ic;
using namespace ic::testsupport;

Q_DECLARE_METATYPE(ic::testsupport::Misbehaviour)

namespace {

/// One host's monitors as a session makes them, with a liveness monitor on top.
class Watch {
public:
    Watch(const HostDefinition &gpuHost, const QUrl &api, const QString &engine,
          std::optional<LivenessThresholds> thresholds = std::nullopt)
    {
        m_transport.connectToHost();
        m_gpus = std::make_unique<GpuMonitor>(&m_transport, RemoteCommandBuilder(gpuHost));
        m_endpoint.setEngine(engine);
        m_live = std::make_unique<LivenessMonitor>(&m_endpoint, m_gpus.get());
        m_live->setEngine(engine);
        if (thresholds)
            m_live->setThresholds(*thresholds);
        m_live->setProbeEndpoint(HttpEndpoint { api, QString() });
        QObject::connect(m_live.get(), &LivenessMonitor::stateChanged, m_live.get(),
                         [this](LivenessState s, const QStringList &) { states << s; });
        QObject::connect(
            m_live.get(), &LivenessMonitor::probeFinished, m_live.get(),
            [this](bool ok, const QString &what) { (ok ? probesAnswered : probesFailed) << what; });
        QObject::connect(m_gpus.get(), &GpuMonitor::sampled, m_live.get(), [this] { ++ticks; });
        m_endpoint.setBaseUrl(api);
        m_gpus->start();
        m_endpoint.start();
        m_live->start();
    }

    ~Watch()
    {
        m_live->stop();
        m_endpoint.stop();
        m_gpus->stop();
    }
    Watch(const Watch &) = delete;
    Watch &operator=(const Watch &) = delete;

    LivenessMonitor &live() { return *m_live; }
    EndpointMonitor &endpoint() { return m_endpoint; }
    LivenessState state() const { return m_live->state(); }
    QString verdict() const
    {
        const LivenessVerdict &v = m_live->verdict();
        return livenessStateId(v.state) + QStringLiteral(" “") + v.summary + QStringLiteral("”\n    ")
            + v.evidence.join(QStringLiteral("\n    "));
    }
    QString history() const
    {
        QStringList ids;
        for (LivenessState s : states)
            ids << livenessStateId(s);
        return ids.join(QStringLiteral(" → "));
    }

    QList<LivenessState> states;
    QStringList probesAnswered;
    QStringList probesFailed;
    int ticks = 0;

private:
    LocalTransport m_transport;
    EndpointMonitor m_endpoint;
    std::unique_ptr<GpuMonitor> m_gpus;
    std::unique_ptr<LivenessMonitor> m_live;
};

LivenessThresholds quick(qint64 stuckMs, qint64 probeMs)
{
    LivenessThresholds t;
    t.stuckAfterMs = stuckMs;
    t.probeIntervalMs = probeMs;
    return t;
}

/// A streamed request that runs for a while: the simulated model's long story.
std::unique_ptr<QNetworkReply> longStory(QNetworkAccessManager &nam, const QUrl &base)
{
    QNetworkRequest req(QUrl(base.toString() + QStringLiteral("/v1/chat/completions")));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    return std::unique_ptr<QNetworkReply>(nam.post(
        req, QByteArray(R"({"messages":[{"role":"user","content":"Write a long story."}],"stream":true})")));
}

/// A host whose service is not started: its two GPUs idle, holding no memory.
SimulatedHost::Options idleGpus()
{
    SimulatedHost::Options o;
    o.gpus = 2;
    o.startService = false;
    return o;
}

bool contains(const LivenessVerdict &v, const QString &text)
{
    return v.evidence.join(u'\n').contains(text, Qt::CaseInsensitive);
}

QByteArray vllmMetrics(double running, double waiting, double generated)
{
    return "# TYPE vllm:num_requests_running gauge\nvllm:num_requests_running{model_name=\"m\"} "
        + QByteArray::number(running)
        + "\n# TYPE vllm:num_requests_waiting gauge\nvllm:num_requests_waiting{model_name=\"m\"} "
        + QByteArray::number(waiting)
        + "\n# TYPE vllm:generation_tokens_total counter\nvllm:generation_tokens_total{model_name=\"m\"} "
        + QByteArray::number(generated) + "\n";
}

} // namespace

class TestLiveness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Deadlines, not timings: 30 s for each wait, so a machine busy with a fuzzing build beside
    // this test (each check spawns the simulator's nvidia-smi) does not run into them.
    void simulatorHangsLikeAWedgedEngine()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(SimulatedHost::servingApi({}, QStringLiteral("50"))), QString());
        // Only a running engine can hang, and init makes none.
        const RunResult init = runSimhost(demo.stateDirectory() + QStringLiteral("-other"),
                                          { QStringLiteral("init"), QStringLiteral("--wedge") });
        QCOMPARE(init.exitCode, 2);
        QVERIFY2(init.err.contains("configure"), init.describe().constData());

        QNetworkAccessManager nam;
        auto metrics = [&]() -> ServingMetrics {
            std::unique_ptr<QNetworkReply> r(
                nam.get(QNetworkRequest(QUrl(demo.baseUrl().toString() + QStringLiteral("/metrics")))));
            QSignalSpy done(r.get(), &QNetworkReply::finished);
            if (!done.wait(10000))
                return {};
            return EndpointMonitor::computeMetrics({}, 0, r->readAll(), 1, QStringLiteral("vllm"));
        };
        auto gpuUse = [&](double *memoryMiB) {
            const RunResult smi = demo.simhost({ QStringLiteral("nvidia-smi"),
                                                 QStringLiteral("--query-gpu=utilization.gpu,memory.used"),
                                                 QStringLiteral("--format=csv,noheader,nounits") });
            double util = 0;
            *memoryMiB = 0;
            for (const QByteArray &line : smi.out.split('\n')) {
                if (line.isEmpty())
                    continue;
                util = std::max(util, line.split(',').value(0).trimmed().toDouble());
                *memoryMiB += line.split(',').value(1).trimmed().toDouble();
            }
            return util;
        };

        std::unique_ptr<QNetworkReply> running = longStory(nam, demo.baseUrl());
        QTRY_VERIFY_WITH_TIMEOUT(metrics().requestsRunning.value_or(0) >= 1, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(metrics().generationTokens.value_or(0) > 0, 30000);
        double memoryServing = 0;
        QTRY_VERIFY_WITH_TIMEOUT(gpuUse(&memoryServing) > 50, 30000);

        const RunResult wedge = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") });
        QVERIFY2(wedge.exitCode == 0, wedge.describe().constData());
        // The counter stops: two readings 300 ms apart, around an nvidia-smi run that shows the cards
        // idle, are equal. At 50 tokens a second only a hung loop leaves the counter still that
        // long; two readings around the nvidia-smi run alone were often equal by chance before the
        // simulated engine (which reads its state every 100 ms) noticed the wedge, and a request
        // sent then was scheduled, not left waiting. A loop of its own, not QTRY_VERIFY: that macro
        // evaluates its condition again after it held, and these readings are not the same twice.
        double after = -1;
        double memoryWedged = 0;
        bool wedged = false;
        QElapsedTimer waited;
        waited.start();
        while (!wedged && waited.elapsed() < 60000) {
            const double before = metrics().generationTokens.value_or(-1);
            QTest::qWait(300);
            const double util = gpuUse(&memoryWedged);
            after = metrics().generationTokens.value_or(-2);
            wedged = before == after && util == 0;
        }
        QVERIFY2(wedged,
                 qPrintable(QStringLiteral("the engine did not hang within %1 ms").arg(waited.elapsed())));
        const qint64 readAtWedge = running->bytesAvailable();
        // A request sent now is accepted and waits; its stream opens and stays silent.
        std::unique_ptr<QNetworkReply> late = longStory(nam, demo.baseUrl());
        QTRY_COMPARE_WITH_TIMEOUT(late->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200,
                                  30000);
        QTRY_VERIFY_WITH_TIMEOUT(metrics().requestsWaiting.value_or(0) >= 1, 30000);
        const ServingMetrics m = metrics();
        QCOMPARE(m.requestsRunning.value_or(-1), 1.0);
        QCOMPARE(m.requestsWaiting.value_or(-1), 1.0);
        QCOMPARE(m.generationTokens.value_or(-1), after);
        QCOMPARE(gpuUse(&memoryWedged), 0.0); // the cards rest…
        QVERIFY2(memoryWedged > 0.9 * memoryServing,
                 qPrintable(QString::number(memoryWedged))); // …holding memory
        QVERIFY(SimulatedHost::answersHealth(demo.apiPort())); // and /health says nothing
        QCOMPARE(late->bytesAvailable(), 0);
        QCOMPARE(running->bytesAvailable(), readAtWedge);

        // Going on: both streams get their tokens.
        const RunResult goOn = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--no-wedge") });
        QVERIFY2(goOn.exitCode == 0, goOn.describe().constData());
        QTRY_VERIFY_WITH_TIMEOUT(late->bytesAvailable() > 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(running->bytesAvailable() > readAtWedge, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(metrics().generationTokens.value_or(0) > after, 30000);

        // A restart ends a hang.
        QVERIFY(demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") }).exitCode == 0);
        const QString wedgedInvocation = demo.invocationId();
        QVERIFY(demo.simhost({ QStringLiteral("systemctl"), QStringLiteral("restart"),
                               QStringLiteral("vllm.service") })
                    .exitCode
                == 0);
        QVERIFY(demo.invocationId() != wedgedInvocation);
        QVERIFY(demo.waitUntilServing());
        running = longStory(nam, demo.baseUrl());
        QTRY_VERIFY_WITH_TIMEOUT(metrics().generationTokens.value_or(0) > 0, 15000);

        // Nothing runs: nothing to wedge.
        QVERIFY(demo.simhost({ QStringLiteral("systemctl"), QStringLiteral("stop"),
                               QStringLiteral("vllm.service") })
                    .exitCode
                == 0);
        const RunResult idle = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") });
        QCOMPARE(idle.exitCode, 1);
        QVERIFY2(idle.err.contains("no engine is running"), idle.describe().constData());
    }

    void hangIsStuckWithEvidenceAndEndsWithIt()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(SimulatedHost::servingApi({}, QStringLiteral("100"))), QString());
        constexpr qint64 stuckMs = 5000;
        Watch w(demo.definition(), demo.baseUrl(), QStringLiteral("vllm"), quick(stuckMs, 3000));
        QNetworkAccessManager nam;
        std::unique_ptr<QNetworkReply> a = longStory(nam, demo.baseUrl()), b = longStory(nam, demo.baseUrl());
        QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Serving, qPrintable(w.verdict()), 20000);
        const qsizetype servingAt = w.states.size();

        QElapsedTimer sinceHang; // from just before the command that hangs the engine
        sinceHang.start();
        const RunResult wedge = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") });
        QVERIFY2(wedge.exitCode == 0, wedge.describe().constData());
        // The deadline: the threshold, a second each for the metrics and GPU polls to see it, slack.
        QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Stuck, qPrintable(w.verdict()),
                                  stuckMs + 10000);
        const qint64 toStuck = sinceHang.elapsed();
        qInfo("hang → stuck: %lld ms (stuck after %lld ms; /metrics and nvidia-smi once a second)", toStuck,
              stuckMs);
        const LivenessVerdict v = w.live().verdict();
        QVERIFY2(contains(v, QStringLiteral("generation counter flat at")), qPrintable(w.verdict()));
        QVERIFY2(contains(v, QStringLiteral("requests pending for")), qPrintable(w.verdict()));
        QVERIFY2(contains(v, QStringLiteral("GPUs idle")), qPrintable(w.verdict()));
        QVERIFY2(contains(v, QStringLiteral("MiB of memory in use")), qPrintable(w.verdict()));
        QCOMPARE(w.endpoint().health(), HealthState::Healthy); // what /health alone would have said
        const QDateTime since = w.live().stateSince();
        QVERIFY(since.isValid() && since <= QDateTime::currentDateTimeUtc()
                && since >= QDateTime::currentDateTimeUtc().addMSecs(-toStuck));
        QVERIFY2(!w.states.mid(servingAt).contains(LivenessState::Idle), qPrintable(w.history()));

        sinceHang.restart();
        const RunResult goOn = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--no-wedge") });
        QVERIFY2(goOn.exitCode == 0, goOn.describe().constData());
        QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Serving, qPrintable(w.verdict()), 15000);
        qInfo("hang ends → serving: %lld ms; states %s", sinceHang.elapsed(), qPrintable(w.history()));
    }

    void idleHostStaysIdleWithTheProbeAnswering()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(SimulatedHost::servingApi()), QString());
        Watch w(demo.definition(), demo.baseUrl(), QStringLiteral("vllm"), quick(3000, 2000));
        QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Idle, qPrintable(w.verdict()), 20000);
        // Three probes two seconds apart: longer than the stuck threshold, and every one answered.
        QTRY_VERIFY2_WITH_TIMEOUT(w.probesAnswered.size() >= 3,
                                  qPrintable(w.verdict() + u'\n' + w.probesFailed.join(u'\n')), 30000);
        QVERIFY2(w.probesFailed.isEmpty(), qPrintable(w.probesFailed.join(u'\n')));
        QCOMPARE(w.state(), LivenessState::Idle);
        QVERIFY2(!w.states.contains(LivenessState::Stuck) && !w.states.contains(LivenessState::Serving),
                 qPrintable(w.history()));
        QVERIFY2(contains(w.live().verdict(), QStringLiteral("probe answered with a token")),
                 qPrintable(w.verdict()));
    }

    void idleWedgedHostIsFoundByTheProbe()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(SimulatedHost::servingApi()), QString());
        constexpr qint64 stuckMs = 3000;
        Watch w(demo.definition(), demo.baseUrl(), QStringLiteral("vllm"), quick(stuckMs, 2000));
        QTRY_VERIFY2_WITH_TIMEOUT(w.probesAnswered.size() >= 1, qPrintable(w.verdict()), 20000);
        QCOMPARE(w.state(), LivenessState::Idle);
        QElapsedTimer sinceHang;
        sinceHang.start();
        QVERIFY(demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") }).exitCode == 0);
        // No traffic: only the next probe can find the hang (it goes out at most 2 s later).
        QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Stuck, qPrintable(w.verdict()),
                                  2000 + stuckMs + 10000);
        qInfo("idle host: hang → stuck through the probe: %lld ms (probe every 2000 ms, stuck after %lld ms)",
              sinceHang.elapsed(), stuckMs);
        QVERIFY2(contains(w.live().verdict(), QStringLiteral("GPUs idle")), qPrintable(w.verdict()));
        QVERIFY(demo.simhost({ QStringLiteral("configure"), QStringLiteral("--no-wedge") }).exitCode == 0);
        // The probe waiting in the queue gets its token.
        QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Idle, qPrintable(w.verdict()), 15000);
        QVERIFY2(w.probesAnswered.size() >= 2, qPrintable(w.probesFailed.join(u'\n')));
    }

    void brokenMetricsAreNeverStuck_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("hang");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("reason");
        // The control: the same server with metrics that show a hang is judged stuck.
        QTest::newRow("control: requests pending, counter flat")
            << 200 << vllmMetrics(2, 1, 1234) << false << QStringLiteral("stuck")
            << QStringLiteral("flat at 1234");
        QTest::newRow("no /metrics (404)") << 404 << QByteArray("{\"detail\":\"Not Found\"}") << false
                                           << QStringLiteral("unknown") << QStringLiteral("HTTP 404");
        QTest::newRow("/metrics never sends a body")
            << 200 << QByteArray() << true << QStringLiteral("unknown")
            << QStringLiteral("nothing arrived for 5 s");
        QTest::newRow("/metrics answers 500 with HTML")
            << 500 << QByteArray("<html><body><h1>Internal Server Error</h1></body></html>") << false
            << QStringLiteral("unknown") << QStringLiteral("HTTP 500");
        QTest::newRow("/metrics answers JSON")
            << 200 << QByteArray("{\"running\": 2}") << false << QStringLiteral("unknown") << QString();
        QTest::newRow("/metrics answers binary junk") << 200 << QByteArray("\x00\xff\xfe\x01junk\n\x80", 11)
                                                      << false << QStringLiteral("unknown") << QString();
        QTest::newRow("another exporter's metrics")
            << 200 << QByteArray("# TYPE node_load1 gauge\nnode_load1 0.5\n") << false
            << QStringLiteral("unknown") << QString();
        QTest::newRow("NaN counters")
            << 200
            << QByteArray("vllm:num_requests_running{model_name=\"m\"} "
                          "NaN\nvllm:generation_tokens_total{model_name=\"m\"} NaN\n")
            << false << QStringLiteral("unknown") << QString();
        QTest::newRow("gauges without the generation counter")
            << 200 << QByteArray("vllm:num_requests_running{model_name=\"m\"} 2\n") << false
            << QStringLiteral("unknown") << QString();
    }

    void brokenMetricsAreNeverStuck()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(bool, hang);
        QFETCH(QString, state);
        QFETCH(QString, reason);
        // The GPUs of a host whose service is not started: idle, so only the metrics can prevent a
        // stuck verdict.
        SimulatedHost gpuHost;
        QCOMPARE(gpuHost.start(idleGpus()), QString());
        ScriptedHttpServer server([&](const HttpRequest &r) {
            ScriptedReply reply;
            reply.contentType = "text/plain";
            if (r.path == "/health")
                return reply;
            reply.status = status;
            reply.body = body;
            reply.hang = hang;
            return reply;
        });
        QVERIFY(server.isListening());
        constexpr qint64 stuckMs = 2000;
        Watch w(gpuHost.definition(), server.baseUrl(), QStringLiteral("vllm"), quick(stuckMs, 60000));
        QTRY_COMPARE_WITH_TIMEOUT(w.endpoint().health(), HealthState::Healthy, 10000);
        if (state == QLatin1String("stuck")) {
            QTRY_VERIFY2_WITH_TIMEOUT(w.state() == LivenessState::Stuck, qPrintable(w.verdict()),
                                      stuckMs + 10000);
        } else {
            // Long enough for a wrong verdict: three times the threshold, in GPU ticks.
            const int ticks = w.ticks;
            QTRY_VERIFY_WITH_TIMEOUT(w.ticks >= ticks + 6, 20000);
            QVERIFY2(!w.states.contains(LivenessState::Stuck), qPrintable(w.history() + u'\n' + w.verdict()));
            QVERIFY2(livenessStateId(w.state()) == state, qPrintable(w.verdict()));
            QVERIFY2(w.live().verdict().summary.startsWith(QStringLiteral("Not judged")),
                     qPrintable(w.verdict()));
        }
        if (!reason.isEmpty())
            QTRY_VERIFY2_WITH_TIMEOUT(contains(w.live().verdict(), reason), qPrintable(w.verdict()), 10000);
        qInfo("%s", qPrintable(w.verdict()));
    }

    void misbehavingServersAreNeverStuck_data()
    {
        QTest::addColumn<Misbehaviour>("behaviour");
        for (Misbehaviour b : allMisbehaviours())
            QTest::newRow(qPrintable(misbehaviourId(b))) << b;
    }

    void misbehavingServersAreNeverStuck()
    {
        QFETCH(Misbehaviour, behaviour);
        // A profile that takes /health from a GET the server answers 200, so that /metrics is polled
        // and its misbehaviour reaches the judge; its own thresholds (2 s) come through setEngine().
        static QTemporaryDir profiles;
        static const bool added = [] {
            QFile f(profiles.filePath(QStringLiteral("front.json")));
            if (!f.open(QIODevice::WriteOnly))
                return false;
            f.write(
                R"({"engine": "liveness-front", "endpoints": {"health": "/v1/models", "metrics": "/metrics"},
                        "metrics": {"running": "vllm:num_requests_running", "waiting": "vllm:num_requests_waiting",
                                    "generationTokens": "vllm:generation_tokens_total"},
                        "liveness": {"stuckAfterSeconds": 2, "probeIntervalSeconds": 2}})");
            f.close();
            return addEngineProfileDirectory(profiles.path()).isEmpty();
        }();
        QVERIFY(added);
        SimulatedHost gpuHost;
        QCOMPARE(gpuHost.start(idleGpus()), QString());
        MisbehavingHttpServer server(behaviour);
        Watch w(gpuHost.definition(), server.baseUrl(), QStringLiteral("liveness-front"));
        QCOMPARE(w.live().thresholds().stuckAfterMs, qint64(2000));
        const int ticks = w.ticks;
        QTRY_VERIFY_WITH_TIMEOUT(w.ticks >= ticks + 6, 20000);
        QVERIFY2(!w.states.contains(LivenessState::Stuck), qPrintable(w.history() + u'\n' + w.verdict()));
        QVERIFY2(w.state() == LivenessState::Unknown || w.state() == LivenessState::Unreachable,
                 qPrintable(w.verdict()));
        QVERIFY2(!w.live().verdict().summary.isEmpty() && !w.live().verdict().evidence.isEmpty(),
                 qPrintable(w.verdict()));
        qInfo("%s: %s", qPrintable(misbehaviourId(behaviour)), qPrintable(w.verdict()));
    }
};

QTEST_GUILESS_MAIN(TestLiveness)
#include "tst_liveness.moc"
