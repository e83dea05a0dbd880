// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The start-up watch end to end over the simulated host: journal, service state, /health and
// GPU memory into the tracker; the timeline, the history and the notifications it drives.
#include "SimulatedHost.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/ServiceMonitor.h"
#include "monitor/Timeline.h"
#include "startup/StartupHistory.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
SimulatedHost::Options options(const QString &scenario, double scale)
{
    SimulatedHost::Options o;
    o.scenario = scenario;
    o.timeScale = scale;
    return o;
}

int countEvents(const Timeline *timeline, TimelineEventKind kind, const QString &text = {})
{
    int n = 0;
    for (const TimelineEvent &e : timeline->events(0, std::numeric_limits<qint64>::max())) {
        if (e.kind == kind && (text.isEmpty() || e.text.contains(text)))
            ++n;
    }
    return n;
}

struct Watched {
    Fleet fleet;
    HostSession *session = nullptr;
    StartupWatch *watch = nullptr;
};

void watchHost(Watched &w, const SimulatedHost &demo, double scale, const QString &historyDir,
               const PhaseExpectations &expectations = {})
{
    w.fleet.setSessionOptions({ scale, historyDir });
    QVERIFY(w.fleet.addHost(demo.definition()).isEmpty());
    w.session = w.fleet.session(demo.definition().name);
    QVERIFY(w.session);
    w.session->service()->setInterval(200);
    w.watch = w.session->startupWatch();
    QVERIFY(w.watch);
    QCOMPARE(w.session->startupWatch(), w.watch);
    QCOMPARE(w.watch->timeScale(), scale);
    QVERIFY(w.watch->historyFilePath().startsWith(historyDir));
    if (!expectations.isEmpty())
        w.watch->setExpectationsOverride(expectations);
}
} // namespace

class TestStartupWatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesExecStart_data()
    {
        QTest::addColumn<QString>("execStart");
        QTest::addColumn<QString>("commandLine");
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("ok");
        QTest::newRow("systemd argv")
            << QStringLiteral(
                   "{ path=/opt/vllm/bin/vllm ; argv[]=/opt/vllm/bin/vllm serve moonshotai/Kimi-K2 "
                   "--tensor-parallel-size 8 --port 8000 ; ignore_errors=no ; start_time=[Tue "
                   "2024-08-19 18:34:27 UTC] ; stop_time=[n/a] ; pid=4242 ; code=(null) ; status=0/0 }")
            << QStringLiteral(
                   "/opt/vllm/bin/vllm serve moonshotai/Kimi-K2 --tensor-parallel-size 8 --port 8000")
            << QStringLiteral("moonshotai/Kimi-K2") << true;
        QTest::newRow("ExecStartEx flags")
            << QStringLiteral("{ path=/usr/bin/vllm ; argv[]=/usr/bin/vllm serve Qwen/Qwen3-8B ; flags= ; "
                              "start_time=[n/a] }")
            << QStringLiteral("/usr/bin/vllm serve Qwen/Qwen3-8B") << QStringLiteral("Qwen/Qwen3-8B") << true;
        QTest::newRow("python module, --model=")
            << QStringLiteral(
                   "{ path=/usr/bin/python3 ; argv[]=/usr/bin/python3 -m vllm.entrypoints.openai.api_server "
                   "--model=/models/llama ; ignore_errors=no }")
            << QStringLiteral("/usr/bin/python3 -m vllm.entrypoints.openai.api_server --model=/models/llama")
            << QStringLiteral("/models/llama") << true;
        QTest::newRow("sglang")
            << QStringLiteral("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3 --tp 8")
            << QStringLiteral("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3 --tp 8")
            << QStringLiteral("deepseek-ai/DeepSeek-V3") << true;
        QTest::newRow("llama-server")
            << QStringLiteral("/usr/local/bin/llama-server -m /m/q4.gguf --port 8080")
            << QStringLiteral("/usr/local/bin/llama-server -m /m/q4.gguf --port 8080")
            << QStringLiteral("/m/q4.gguf") << true;
        QTest::newRow("serve without model") << QStringLiteral("vllm serve --port 1")
                                             << QStringLiteral("vllm serve --port 1") << QString() << true;
        QTest::newRow("empty") << QString() << QString() << QString() << false;
        QTest::newRow("whitespace") << QStringLiteral(" \t ") << QString() << QString() << false;
        QTest::newRow("braces without argv")
            << QStringLiteral("{ path=/x ; ignore_errors=no }") << QString() << QString() << false;
        QTest::newRow("truncated argv") << QStringLiteral("{ path=/x ; argv[]=/x serve m")
                                        << QStringLiteral("/x serve m") << QString() << true;
        QTest::newRow("junk") << QString::fromLatin1("\x01\x02\xff argv[]=") << QString() << QString()
                              << false;
    }

    void parsesExecStart()
    {
        QFETCH(QString, execStart);
        QFETCH(QString, commandLine);
        QFETCH(QString, model);
        QFETCH(bool, ok);
        const ServiceCommand c = parseExecStart(execStart);
        QCOMPARE(c.error.isEmpty(), ok);
        QCOMPARE(c.commandLine, commandLine);
        QCOMPARE(c.model, model);
    }

    void hugeExecStartStaysWhole()
    {
        const QString big = QStringLiteral("vllm serve m ") + QString(10 * 1024 * 1024, u'x');
        const ServiceCommand c = parseExecStart(big);
        QVERIFY(c.error.isEmpty());
        QCOMPARE(c.model, QStringLiteral("m"));
        QCOMPARE(c.commandLine.size(), big.size());
    }

    void mapsStates()
    {
        QCOMPARE(serviceActiveStateFrom(u"activating"), ServiceActiveState::Activating);
        QCOMPARE(serviceActiveStateFrom(u"active"), ServiceActiveState::Active);
        QCOMPARE(serviceActiveStateFrom(u"failed"), ServiceActiveState::Failed);
        QCOMPARE(serviceActiveStateFrom(u"inactive"), ServiceActiveState::Inactive);
        QCOMPARE(serviceActiveStateFrom(u"bogus"), ServiceActiveState::Unknown);
        HealthResult r = HealthResult::OtherError;
        QVERIFY(!healthResultFrom(HealthState::Unknown, &r));
        QVERIFY(healthResultFrom(HealthState::Healthy, &r));
        QCOMPARE(r, HealthResult::Ok);
        QVERIFY(healthResultFrom(HealthState::NotServing, &r));
        QCOMPARE(r, HealthResult::Refused);
    }

    void healthyReadyLearnsAndRestarts()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), 400)), QString());
        QTemporaryDir historyDir;
        Watched w;
        watchHost(w, demo, 400, historyDir.path());
        StartupTracker *tracker = w.watch->tracker();
        QSignalSpy ready(w.watch, &StartupWatch::startupReady);
        QSignalSpy recorded(w.watch, &StartupWatch::historyRecorded);
        QSignalSpy failed(w.watch, &StartupWatch::startupFailed);
        bool weightsFraction = false, fastPolling = false;
        QStringList phasesSeen;
        connect(tracker, &StartupTracker::changed, this, [&] {
            const StartupSnapshot s = tracker->snapshot();
            fastPolling = fastPolling || w.watch->isStartupActive();
            if (!s.currentPhase.isEmpty() && !phasesSeen.contains(s.currentPhase))
                phasesSeen << s.currentPhase;
            for (const StartupPhaseStatus &p : s.phases) {
                if (p.id == QLatin1String("weights") && p.state == PhaseState::Active && p.fraction > 0
                    && p.fraction < 1)
                    weightsFraction = true;
            }
        });

        QTRY_COMPARE_WITH_TIMEOUT(tracker->outcome(), StartupOutcome::Ready, 30000);
        QCOMPARE(w.session->endpoint()->health(), HealthState::Healthy); // ready needs /health 200
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 5000);
        QVERIFY(ready.first().at(0).toDouble() > 60); // simulated seconds: minutes, not the real second
        QVERIFY(weightsFraction);
        QVERIFY(fastPolling);
        QVERIFY2(phasesSeen.contains(QStringLiteral("weights"))
                     && phasesSeen.contains(QStringLiteral("cuda-graphs")),
                 qPrintable(phasesSeen.join(u',')));
        QCOMPARE(failed.size(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!w.watch->isStartupActive(), 5000);

        // The history holds this run's phases under the unit's model and arguments.
        QCOMPARE(recorded.size(), 1);
        QVERIFY(w.watch->historyKey().contains(w.watch->serviceCommand().model));
        QVERIFY(w.watch->serviceCommand().commandLine.contains(QLatin1String(" serve ")));
        QVERIFY(QFileInfo::exists(w.watch->historyFilePath()));
        StartupHistory history(historyDir.path());
        QVERIFY(history.load());
        QCOMPARE(history.runs(w.watch->historyKey()).size(), 1);
        QVERIFY(history.runs(w.watch->historyKey()).first().value(QStringLiteral("weights")) > 0);
        // The restart row: its invocation, outcome and the duration the ready signal reported.
        const QList<RestartRecord> kept = history.store().restarts(demo.definition().name);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().outcome, QStringLiteral("ready"));
        QVERIFY(!kept.first().invocationId.isEmpty());
        QCOMPARE(kept.first().totalSeconds(), ready.at(0).at(0).toDouble());

        const Timeline *tl = w.watch->timeline();
        QCOMPARE(countEvents(tl, TimelineEventKind::Restart, QStringLiteral("start")), 1);
        QVERIFY(countEvents(tl, TimelineEventKind::Phase) >= 5);
        QCOMPARE(countEvents(tl, TimelineEventKind::Ready, QStringLiteral("ready after")), 1);

        // A restart from the service panel's monitor: a new run that knows how long the last took.
        const QString before = tracker->invocationId();
        double etaAtStart = -2;
        connect(tracker, &StartupTracker::runStarted, this,
                [&] { etaAtStart = tracker->snapshot().etaSeconds; });
        QSignalSpy done(w.session->service(), &ServiceMonitor::actionFinished);
        w.session->service()->runAction(UnitAction::Restart);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QVERIFY2(done.first().at(1).toBool(), qPrintable(done.first().at(2).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(tracker->invocationId() != before, 10000);
        QCOMPARE(tracker->invocationId(), w.session->service()->state().invocationId);
        QVERIFY2(etaAtStart > 0, qPrintable(QString::number(etaAtStart)));
        QCOMPARE(countEvents(tl, TimelineEventKind::Restart, QStringLiteral("restart")), 1);
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 2, 30000);
        QCOMPARE(tracker->outcome(), StartupOutcome::Ready);
        QTRY_COMPARE_WITH_TIMEOUT(recorded.size(), 2, 5000);
        QVERIFY(history.load());
        QCOMPARE(history.runs(w.watch->historyKey()).size(), 2);
    }

    void backlogOfEarlierRunsIsNotTheCurrentRun()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), 400)), QString());
        // A restart before the console looks: the journal backlog holds two runs and a stop.
        const RunResult restart = demo.simhost({ QStringLiteral("systemctl"), QStringLiteral("restart"),
                                                 QStringLiteral("--"), demo.definition().unit },
                                               15000);
        QVERIFY2(restart.exitedNormally(), restart.describe().constData());
        QCOMPARE(restart.exitCode, 0);
        QTemporaryDir historyDir;
        Watched w;
        watchHost(w, demo, 400, historyDir.path());
        QSignalSpy ready(w.watch, &StartupWatch::startupReady);
        QSignalSpy runs(w.watch->tracker(), &StartupTracker::runStarted);
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 30000);
        QCOMPARE(w.watch->tracker()->invocationId(), w.session->service()->state().invocationId);
        QCOMPARE(runs.size(), 0); // the earlier run's lines never became a run of their own
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Restart), 1);
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Stop), 0);
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Ready), 1);
        const StartupSnapshot s = w.watch->tracker()->snapshot();
        QCOMPARE(s.outcome, StartupOutcome::Ready);
        for (const StartupPhaseStatus &p : s.phases)
            QVERIFY2(p.state != PhaseState::Failed, qPrintable(p.id));
    }

    void crashIsFailed()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("crash-flashinfer-mismatch"), 400)), QString());
        QTemporaryDir historyDir;
        Watched w;
        watchHost(w, demo, 400, historyDir.path());
        QSignalSpy failed(w.watch, &StartupWatch::startupFailed);
        QTRY_COMPARE_WITH_TIMEOUT(w.watch->tracker()->outcome(), StartupOutcome::Crashed, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000);
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Crash, QStringLiteral("crashed after")),
                 1);
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Ready), 0);
        // The crash is kept in the history as a crash; only start-ups that reached ready teach the ETA.
        StartupHistory history(historyDir.path());
        const QList<RestartRecord> kept = history.store().restarts(demo.definition().name);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().outcome, QStringLiteral("crashed"));
        QCOMPARE(kept.first().invocationId, w.watch->tracker()->invocationId());
        QVERIFY(history.runs(w.watch->historyKey()).isEmpty());
        QVERIFY(history.expectations(w.watch->historyKey()).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!w.watch->isStartupActive(), 5000);
    }

    void hangIsPossiblyStuck()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("hang"), 400)), QString());
        QTemporaryDir historyDir;
        PhaseExpectations quick; // compile usually takes 20 s here, so its budget passes soon
        quick.median.insert(QStringLiteral("compile"), 20);
        quick.max.insert(QStringLiteral("compile"), 20);
        Watched w;
        watchHost(w, demo, 400, historyDir.path(), quick);
        QSignalSpy stalled(w.watch, &StartupWatch::stallDetected);
        QTRY_VERIFY_WITH_TIMEOUT(w.watch->tracker()->snapshot().possiblyStuck, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(stalled.size(), 1, 5000);
        QVERIFY(stalled.first().at(1).toDouble() > 0);
        QCOMPARE(w.watch->tracker()->snapshot().currentPhase, QStringLiteral("compile"));
        QCOMPARE(w.watch->tracker()->outcome(), StartupOutcome::Starting);
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Stall, QStringLiteral("possibly stuck")),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestStartupWatch)
#include "tst_startupwatch.moc"
