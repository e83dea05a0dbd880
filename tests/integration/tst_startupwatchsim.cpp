// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The start-up watch end to end over the simulated host: journal, service state, /health and
// GPU memory into the tracker; the timeline, the history and the notifications it drives.
#include "FleetBench.h"
#include "SimulatedHost.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/ServiceMonitor.h"
#include "monitor/Timeline.h"
#include "startup/StartupHistory.h"

#include <QDateTime>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;
using namespace Qt::StringLiterals;

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
/// A host inside the test (tests/support's FeedTransport): `systemctl show` answers what the
/// test sets, and journal lines arrive when the test sends them, stamped as it says. For what
/// a process cannot do on time: lines within one second of a start on a loaded machine, or a
/// host clock ten minutes behind ours.
struct FedHost {
    Fleet fleet;
    bench::FeedTransport *transport = nullptr;
    HostSession *session = nullptr;
    StartupWatch *watch = nullptr;
    qint64 cursor = 0;

    QByteArray firstShow;

    explicit FedHost(const QString &historyDir)
    {
        fleet.setSessionOptions({ 1.0, historyDir });
        fleet.setTransportFactory([this](const HostDefinition &) -> std::unique_ptr<Transport> {
            auto t = std::make_unique<bench::FeedTransport>(8);
            t->setShowAnswer(firstShow); // the session asks at once, as it is added
            transport = t.get();
            return t;
        });
    }
    /// `systemctl show` of a unit whose current run is `invocation`, started at `startSecond`
    /// (systemd's whole seconds).
    static QByteArray show(const QByteArray &invocation, qint64 startSecond,
                           const QByteArray &active = "activating")
    {
        return "LoadState=loaded\nActiveState=" + active + "\nSubState=start\nResult=success\nMainPID=8727\n"
            + "InvocationID=" + invocation + "\nNRestarts=0\nExecMainCode=0\nExecMainStatus=0\n"
            + "ActiveEnterTimestamp=@" + QByteArray::number(startSecond) + "\nExecMainStartTimestamp=@"
            + QByteArray::number(startSecond) + "\n";
    }
    void add(const QByteArray &invocation, qint64 startSecond)
    {
        HostDefinition d;
        d.name = QStringLiteral("fed-01");
        d.engine = QStringLiteral("vllm");
        firstShow = show(invocation, startSecond);
        QVERIFY(fleet.addHost(d).isEmpty());
        session = fleet.sessions().constFirst();
        session->service()->setInterval(200);
        watch = session->startupWatch();
        QTRY_COMPARE_WITH_TIMEOUT(watch->tracker()->invocationId(), QString::fromLatin1(invocation), 10000);
    }
    /// One `journalctl -o json` line of the unit's run `invocation`.
    QByteArray line(const QByteArray &invocation, qint64 msecs, const QByteArray &message)
    {
        return "{\"__CURSOR\":\"s=1;i=" + QByteArray::number(++cursor, 16) + "\",\"__REALTIME_TIMESTAMP\":\""
            + QByteArray::number(msecs * 1000) + "\",\"PRIORITY\":\"6\",\"_PID\":\"4242\","
            + "\"_SYSTEMD_UNIT\":\"vllm.service\",\"_SYSTEMD_INVOCATION_ID\":\"" + invocation
            + "\",\"MESSAGE\":\"" + message + "\"}";
    }
};

QByteArray invocationOf(QChar run)
{
    return QByteArray(32, char(run.toLatin1() - 'A' + 'a'));
}
} // namespace

class TestStartupWatchSim : public QObject {
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
        auto stuckInCompile = [&] {
            const StartupSnapshot s = w.watch->tracker()->snapshot();
            return s.possiblyStuck && s.currentPhase == QLatin1String("compile");
        };
        QTRY_VERIFY_WITH_TIMEOUT(stuckInCompile(), 30000);
        QString compileTitle;
        for (const StartupPhaseStatus &p : w.watch->tracker()->snapshot().phases) {
            if (p.id == QLatin1String("compile"))
                compileTitle = p.title;
        }
        QVERIFY(!compileTitle.isEmpty());
        // At 400× a scheduling hiccup of a loaded machine is minutes of simulated time, so an earlier
        // phase may briefly look stuck too; the hang itself is reported once, in its own phase.
        QTRY_VERIFY_WITH_TIMEOUT(!stalled.isEmpty() && stalled.last().at(0).toString() == compileTitle, 5000);
        QVERIFY(stalled.last().at(1).toDouble() > 0);
        QCOMPARE(w.watch->tracker()->outcome(), StartupOutcome::Starting);
        QCOMPARE(countEvents(w.watch->timeline(), TimelineEventKind::Stall,
                             QStringLiteral("possibly stuck in %1").arg(compileTitle)),
                 1);
    }

    // systemd stamps a run's start in whole seconds. A run the journal names first, inside the
    // current run's start second, may be an earlier run's last lines (the backlog) or a restart
    // that came within the second: only evidence decides (journal order, a later line, systemd's
    // InvocationID), never the stamp alone.
    void runInsideTheStartSecond_data()
    {
        QTest::addColumn<QStringList>("lines"); ///< "<run>@<ms after the start second>|message"
        QTest::addColumn<QString>("systemdNames"); ///< the run systemctl names afterwards ("" = A)
        QTest::addColumn<QString>("current"); ///< the run the watch follows at the end
        QTest::addColumn<int>("restarts"); ///< timeline events "restart"
        QTest::addColumn<bool>("crashed");
        const QString version
            = QStringLiteral("(APIServer pid=4242) INFO 12-03 19:00:00 [api_server.py:1090] "
                             "vLLM API server version 0.15.1");
        const QString failed = QStringLiteral("(EngineCore_DP0 pid=4300) ERROR 12-03 19:00:00 [core.py:700] "
                                              "EngineCore failed to start.");
        QTest::newRow("A logged, restart 0.4 s after A's start")
            << QStringList { u"A@150|"_s + version, u"B@400|"_s + version, u"B@500|"_s + version }
            << QString() << u"B"_s << 1 << false;
        QTest::newRow("A silent, restart in the second, a later line of it")
            << QStringList { u"B@400|"_s + version, u"B@2600|"_s + version } << QString() << u"B"_s << 1
            << false;
        QTest::newRow("A silent, restart in the second, systemd names it")
            << QStringList { u"B@400|"_s + version } << u"B"_s << u"B"_s << 1 << false;
        QTest::newRow("two restarts within one second, the second fails at once")
            << QStringList { u"A@150|"_s + version, u"B@300|"_s + version, u"C@700|"_s + version,
                             u"C@750|"_s + failed }
            << QString() << u"C"_s << 2 << true;
        QTest::newRow("a restart that fails at once, A silent")
            << QStringList { u"B@300|"_s + version, u"B@320|"_s + failed } << u"B"_s << u"B"_s << 1 << true;
        QTest::newRow("backlog: an earlier run's last lines just before the start")
            << QStringList { u"P@-300|"_s + version, u"P@-200|"_s + failed, u"A@150|"_s + version }
            << QString() << u"A"_s << 0 << false;
        QTest::newRow("backlog: an earlier run's lines seconds before the start")
            << QStringList { u"P@-4000|"_s + failed, u"A@150|"_s + version } << QString() << u"A"_s << 0
            << false;
    }
    void runInsideTheStartSecond()
    {
        QFETCH(QStringList, lines);
        QFETCH(QString, systemdNames);
        QFETCH(QString, current);
        QFETCH(int, restarts);
        QFETCH(bool, crashed);
        QTemporaryDir historyDir;
        FedHost h(historyDir.path());
        const qint64 startSecond = QDateTime::currentMSecsSinceEpoch() / 1000;
        h.add(invocationOf(u'A'), startSecond);
        QSignalSpy failedSpy(h.watch, &StartupWatch::startupFailed);
        QList<QByteArray> journal;
        for (const QString &l : lines) {
            const QString run = l.section(u'@', 0, 0);
            const qint64 at = l.section(u'@', 1).section(u'|', 0, 0).toLongLong();
            journal << h.line(invocationOf(run.at(0)), startSecond * 1000 + at, l.section(u'|', 1).toUtf8());
        }
        h.transport->journal(journal);
        if (!systemdNames.isEmpty())
            h.transport->setShowAnswer(FedHost::show(invocationOf(systemdNames.at(0)), startSecond));
        QTRY_COMPARE_WITH_TIMEOUT(h.watch->tracker()->invocationId(),
                                  QString::fromLatin1(invocationOf(current.at(0))), 5000);
        if (crashed) {
            QTRY_COMPARE_WITH_TIMEOUT(h.watch->tracker()->outcome(), StartupOutcome::Crashed, 5000);
            QTRY_COMPARE_WITH_TIMEOUT(failedSpy.size(), 1, 5000);
        }
        QTest::qWait(600); // three more polls of systemctl: nothing changes its mind
        QCOMPARE(h.watch->tracker()->invocationId(), QString::fromLatin1(invocationOf(current.at(0))));
        QCOMPARE(countEvents(h.watch->timeline(), TimelineEventKind::Restart, QStringLiteral("restart")),
                 restarts);
        QCOMPARE(countEvents(h.watch->timeline(), TimelineEventKind::Restart), restarts + 1);
        if (!crashed) {
            QCOMPARE(h.watch->tracker()->outcome(), StartupOutcome::Starting);
            QCOMPARE(failedSpy.size(), 0);
        }
    }

    // A host whose clock is ten minutes behind ours: its journal lines count as progress at its
    // clock, GPU memory growth at ours, so the time since progress jumps between ten minutes and
    // nothing with every line and every sample, and "possibly stuck" comes and goes. The stall is
    // reported once per phase of the run: one timeline event, one signal (the notification).
    void stallIsReportedOncePerPhase()
    {
        QTemporaryDir historyDir;
        FedHost h(historyDir.path());
        constexpr qint64 skewMs = 10 * 60 * 1000;
        const qint64 hostNow = QDateTime::currentMSecsSinceEpoch() - skewMs;
        // Every phase's budget is a minute: ten minutes of skew pass it, the test's seconds do not.
        PhaseExpectations quick;
        for (const QString &phase :
             { u"launch"_s, u"engine-init"_s, u"distributed-init"_s, u"download"_s, u"weights"_s,
               u"compile"_s, u"kv-cache"_s, u"cuda-graphs"_s, u"api-server"_s }) {
            quick.median.insert(phase, 60);
            quick.max.insert(phase, 60);
        }
        h.add(invocationOf(u'A'), hostNow / 1000);
        h.watch->setExpectationsOverride(quick);
        h.session->gpus()->setSampleSource(GpuMonitor::SampleSource::External);
        QSignalSpy stalled(h.watch, &StartupWatch::stallDetected);
        QSignalSpy ended(h.watch, &StartupWatch::stallEnded);
        int risingEdges = 0;
        bool wasStuck = false;
        connect(h.watch->tracker(), &StartupTracker::changed, this, [&] {
            const bool stuck = h.watch->tracker()->snapshot().possiblyStuck;
            risingEdges += stuck && !wasStuck;
            wasStuck = stuck;
        });
        double usedMiB = 20000;
        qint64 tickMs = 0;
        auto gpuGrowth = [&] {
            usedMiB += 8000;
            QList<GpuSample> tick;
            for (int g = 0; g < 8; ++g) {
                GpuSample s;
                s.index = g;
                s.uuid = QStringLiteral("GPU-%1").arg(g);
                s.name = QStringLiteral("NVIDIA H200");
                s.memoryUsedMiB = usedMiB / 8;
                s.memoryTotalMiB = 143771;
                tick << s;
            }
            tickMs = std::max(tickMs + 1, QDateTime::currentMSecsSinceEpoch());
            h.session->gpus()->acceptTick(tickMs, tick);
        };
        qint64 hostMs = hostNow + 500;
        auto journal = [&](const QByteArray &message) {
            hostMs += 200;
            h.transport->journal({ h.line(invocationOf(u'A'), hostMs, message) });
        };
        const QByteArray weights = "(Worker_TP0 pid=4301) INFO 12-03 19:00:00 [default_loader.py:267] "
                                   "Loading weights took 1.00 seconds";
        const QByteArray loading = "(Worker_TP0 pid=4301) INFO 12-03 19:00:00 [default_loader.py:262] "
                                   "Loading weights with the default loader";
        const QByteArray compile = "(Worker_TP0 pid=4301) INFO 12-03 19:00:00 [backends.py:548] Using cache "
                                   "directory: /root/.cache/vllm/torch_compile_cache/abc/rank_0_0/backbone "
                                   "for vLLM's torch.compile";
        const QByteArray plain = "(Worker_TP0 pid=4301) INFO 12-03 19:00:00 [monitor.py:34] still working";
        const auto phase = [&] { return h.watch->tracker()->snapshot().currentPhase; };

        // Four times: growth at our clock (progress just now), then a line at the host's clock (ten
        // minutes without progress, seen at the next tick). QTRY inside a lambda cannot return
        // from the test, so it says whether each step was seen.
        const auto comeAndGo = [&]() -> bool {
            for (int i = 0; i < 4; ++i) {
                gpuGrowth();
                if (!QTest::qWaitFor([&] { return !wasStuck; }, 5000))
                    return false;
                const int edges = risingEdges;
                journal(plain);
                if (!QTest::qWaitFor([&] { return risingEdges == edges + 1; }, 5000))
                    return false;
            }
            return true;
        };

        gpuGrowth(); // the first reading is the baseline growth is measured from
        journal(loading);
        QTRY_VERIFY_WITH_TIMEOUT(!phase().isEmpty(), 5000);
        const QString first = phase();
        QVERIFY(comeAndGo());
        QCOMPARE(phase(), first);
        QVERIFY2(risingEdges >= 4, qPrintable(QString::number(risingEdges))); // the condition is real
        QCOMPARE(stalled.size(), 1);
        // Each time progress came back the stall ended (what a notification of it is taken back on).
        QVERIFY2(ended.size() >= 3 && ended.size() <= risingEdges,
                 qPrintable(QStringLiteral("%1 ends, %2 stalls").arg(ended.size()).arg(risingEdges)));
        QCOMPARE(countEvents(h.watch->timeline(), TimelineEventKind::Stall), 1);

        // The next phase may stall too: once more, and only once.
        journal(weights);
        journal(compile);
        QTRY_VERIFY_WITH_TIMEOUT(phase() != first, 5000);
        const QString second = phase();
        const int edgesBefore = risingEdges;
        QVERIFY(comeAndGo());
        QCOMPARE(phase(), second);
        QVERIFY(risingEdges - edgesBefore >= 4);
        QCOMPARE(stalled.size(), 2);
        QCOMPARE(stalled.at(1).at(0).toString().isEmpty(), false);
        QCOMPARE(countEvents(h.watch->timeline(), TimelineEventKind::Stall), 2);
    }
};

QTEST_GUILESS_MAIN(TestStartupWatchSim)
#include "tst_startupwatchsim.moc"
