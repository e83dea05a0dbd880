// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/EngineLogLine.h"
#include "formats/JournalJson.h"
#include "sim/SimState.h"
#include "sim/SimTimeline.h"
#include "startup/StartupHistory.h"
#include "startup/StartupTracker.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

constexpr qint64 kT0 = 1'700'000'000'000; // any clock: the tracker only compares times

qint64 at(double seconds)
{
    return kT0 + qint64(seconds * 1000);
}

const StartupPhaseStatus &phase(const StartupSnapshot &s, const QString &id)
{
    static const StartupPhaseStatus none;
    for (const StartupPhaseStatus &p : s.phases)
        if (p.id == id)
            return p;
    return none;
}

QString line(const char *text)
{
    return QString::fromUtf8(text);
}

/// Feeds a vLLM V1 start-up up to the middle of the weights.
void feedUntilWeights(StartupTracker &t)
{
    t.addLogRecord(line("INFO 11-24 11:40:00 [__init__.py:241] Automatically detected platform cuda."),
                   at(0));
    t.addLogRecord(
        line("(APIServer pid=31) INFO 11-24 11:40:01 [api_server.py:1805] vLLM API server version 0.11.0"),
        at(1));
    t.addLogRecord(
        line("(EngineCore_DP0 pid=441) INFO 11-24 11:40:05 [core.py:93] Initializing a V1 LLM engine "
             "(v0.11.0) "
             "with config: model='m', 'cudagraph_mode': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>"),
        at(5));
    t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:40:10 [gpu_model_runner.py:2602] Starting to "
                        "load model m..."),
                   at(10));
    t.addLogRecord(line("Loading safetensors checkpoint shards:   0% Completed | 0/9 [00:00<?, ?it/s]"),
                   at(20));
    t.addLogRecord(
        line("Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]"), at(33));
}

void feedUntilGraphs(StartupTracker &t)
{
    feedUntilWeights(t);
    t.addLogRecord(
        line("Loading safetensors checkpoint shards: 100% Completed | 9/9 [00:29<00:00,  3.32s/it]"), at(49));
    t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:40:50 [gpu_model_runner.py:4879] Model "
                        "loading took 12.66 GiB "
                        "memory and 31.657031 seconds"),
                   at(50));
    t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:40:55 [backends.py:1069] Using cache "
                        "directory: /c for vLLM's "
                        "torch.compile"),
                   at(55));
    t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:41:40 [monitor.py:34] torch.compile takes "
                        "45.00 s in total"),
                   at(100));
    t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:41:45 [gpu_worker.py:348] Available KV cache "
                        "memory: 33.31 GiB"),
                   at(105));
}

/// A saved log fed as the journal would feed it, each line at the time its own header gives
/// (`MM-DD HH:MM:SS` in `year`, or `YYYY-MM-DD HH:MM:SS`); a line without one at no known time.
/// False when the file cannot be read.
bool feedLogFile(StartupTracker &t, const QString &path, int year = 2025)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    int no = 0;
    for (QByteArray raw : f.readAll().split('\n')) {
        if (raw.endsWith('\r'))
            raw.chop(1);
        const QString text = QString::fromUtf8(raw);
        const QString clock = parseEngineLogLine(text).clock;
        qint64 time = kUnknownTime;
        if (!clock.isEmpty()) {
            const QDateTime d
                = QDateTime::fromString(clock.size() == 14 ? QString::number(year) + u'-' + clock : clock,
                                        QStringLiteral("yyyy-MM-dd HH:mm:ss"));
            if (d.isValid())
                time = QDateTime(d.date(), d.time(), Qt::UTC).toMSecsSinceEpoch();
        }
        t.addLogRecord(text, time, ++no);
    }
    return true;
}

QStringList ids(const StartupFlight &f)
{
    QStringList out;
    for (const FlightPhase &p : f.phases)
        out << p.id;
    return out;
}

} // namespace

class TestStartupTracker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void weightsFraction()
    {
        StartupTracker t;
        feedUntilWeights(t);
        const StartupSnapshot s = t.snapshot();
        QCOMPARE(s.engine, QStringLiteral("vllm"));
        QCOMPARE(s.outcome, StartupOutcome::Starting);
        QCOMPARE(s.currentPhase, QStringLiteral("weights"));
        QCOMPARE(phase(s, QStringLiteral("launch")).state, PhaseState::Done);
        QCOMPARE(phase(s, QStringLiteral("engine-init")).state, PhaseState::Done);
        QCOMPARE(phase(s, QStringLiteral("distributed-init")).state, PhaseState::Skipped);
        QCOMPARE(phase(s, QStringLiteral("download")).state, PhaseState::Done);
        const StartupPhaseStatus &w = phase(s, QStringLiteral("weights"));
        QCOMPARE(w.state, PhaseState::Active);
        QCOMPARE(w.detail, QStringLiteral("shard 5/9"));
        QVERIFY(qAbs(w.fraction - 5.0 / 9) < 1e-9);
        QCOMPARE(qRound(w.fraction * 1000), 556);
        QCOMPARE(w.elapsedSeconds, 13.0);
        // weights are 35 % of the default weights: 35 × 5/9
        QVERIFY(qAbs(s.percent - 35.0 * 5 / 9) < 1e-6);
        QCOMPARE(phase(s, QStringLiteral("compile")).state, PhaseState::Pending);
    }

    void weightsDoneWithPrintedSeconds()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        const StartupSnapshot s = t.snapshot();
        const StartupPhaseStatus &w = phase(s, QStringLiteral("weights"));
        QCOMPARE(w.state, PhaseState::Done);
        QCOMPARE(w.fraction, 1.0);
        QCOMPARE(w.reportedSeconds, 31.657031);
        QCOMPARE(w.elapsedSeconds, 30.0);
        const StartupPhaseStatus &c = phase(s, QStringLiteral("compile"));
        QCOMPARE(c.state, PhaseState::Done);
        QCOMPARE(c.reportedSeconds, 45.0);
        QCOMPARE(s.currentPhase, QStringLiteral("kv-cache"));
        QCOMPARE(s.percent, 35.0 + 25.0);
        const QHash<QString, double> d = t.phaseDurations();
        QCOMPARE(d.value(QStringLiteral("weights")), 30.0);
        QCOMPARE(d.value(QStringLiteral("compile")), 45.0);
    }

    void twoBars()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        t.addLogRecord(line("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): 100%|██████████| 67/67 "
                            "[00:04<00:00, 15.18it/s]"),
                       at(120));
        StartupSnapshot s = t.snapshot();
        QCOMPARE(phase(s, QStringLiteral("cuda-graphs")).fraction,
                 0.5); // FULL_AND_PIECEWISE: a second bar follows
        t.addLogRecord(
            line("Capturing CUDA graphs (decode, FULL):  24%|██▎       | 12/51 [00:00<00:02, 17.82it/s]"),
            at(122));
        s = t.snapshot();
        const StartupPhaseStatus &g = phase(s, QStringLiteral("cuda-graphs"));
        QCOMPARE(g.detail, QStringLiteral("decode FULL 12/51"));
        QVERIFY(qAbs(g.fraction - (1 + 12.0 / 51) / 2) < 1e-9);
        QCOMPARE(phase(s, QStringLiteral("kv-cache")).state, PhaseState::Done);
    }

    void unannouncedSecondBarDoesNotGoBack()
    {
        StartupTracker t;
        t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:41:45 [gpu_worker.py:348] Available KV "
                            "cache memory: 3 GiB"),
                       at(0));
        t.addLogRecord(
            line("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): 100%|██| 67/67 [00:04<00:00]"),
            at(5));
        QCOMPARE(phase(t.snapshot(), QStringLiteral("cuda-graphs")).fraction, 1.0);
        t.addLogRecord(line("Capturing CUDA graphs (decode, FULL):  24%|██▎       | 12/51 [00:00<00:02]"),
                       at(6));
        const StartupPhaseStatus g = phase(t.snapshot(), QStringLiteral("cuda-graphs"));
        QCOMPARE(g.fraction, 1.0); // (1 + 12/51) / 2 would move the bar back
        QCOMPARE(g.detail, QStringLiteral("decode FULL 12/51")); // the detail still moves
    }

    void gluedUpdates()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        // Several \r updates on one record, the last glued to the next log record.
        const QString glued = line(
            "Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):   0%|          | 0/67 [00:00<?, "
            "?it/s]\r"
            "Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  50%|█████     | 34/67 [00:02<00:02]"
            "Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): 100%|██████████| 67/67 [00:04<00:00]"
            "Capturing CUDA graphs (decode, FULL):  10%|█         | 5/51 [00:00<00:03]\r"
            "Capturing CUDA graphs (decode, FULL): 100%|██████████| 51/51 [00:01<00:00, 33.44it/s]"
            "(EngineCore_DP0 pid=441) INFO 11-24 11:42:17 [gpu_model_runner.py:3480] Graph capturing "
            "finished in 7 secs, took 0.95 GiB");
        t.addLogRecord(glued, at(130));
        const StartupSnapshot s = t.snapshot();
        const StartupPhaseStatus &g = phase(s, QStringLiteral("cuda-graphs"));
        QCOMPARE(g.state, PhaseState::Done);
        QCOMPARE(g.reportedSeconds, 7.0);
        QCOMPARE(g.fraction, 1.0);
        QCOMPARE(g.detail, QStringLiteral("decode FULL 51/51"));
    }

    void readyNeedsHealthAndLineForVllm()
    {
        StartupTracker t;
        QSignalSpy outcome(&t, &StartupTracker::outcomeChanged);
        feedUntilGraphs(t);
        t.addHealthResult(HealthResult::Refused, at(110));
        t.addLogRecord(
            line("(APIServer pid=31) INFO 11-24 11:42:30 [api_server.py:1912] Starting vLLM API server 0 on "
                 "http://0.0.0.0:8000"),
            at(150));
        QCOMPARE(t.snapshot().currentPhase, QStringLiteral("api-server"));
        t.addHealthResult(HealthResult::Ok, at(151)); // 200 before the line: not yet
        QCOMPARE(t.outcome(), StartupOutcome::Starting);
        t.addLogRecord(line("(APIServer pid=31) INFO:     Application startup complete."), at(152));
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
        QCOMPARE(outcome.count(), 1);
        const StartupSnapshot s = t.snapshot();
        QCOMPARE(s.percent, 100.0);
        QCOMPARE(s.etaSeconds, 0.0);
        QCOMPARE(phase(s, QStringLiteral("ready")).state, PhaseState::Done);
        QCOMPARE(phase(s, QStringLiteral("kv-cache")).state, PhaseState::Done);
        QCOMPARE(phase(s, QStringLiteral("cuda-graphs")).state,
                 PhaseState::Skipped); // never seen in this log
        for (const StartupPhaseStatus &p : s.phases)
            QVERIFY2(p.state == PhaseState::Done || p.state == PhaseState::Skipped, qPrintable(p.id));
    }

    void lineAloneIsNotReadyLive()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        t.addLogRecord(line("(APIServer pid=31) INFO:     Application startup complete."), at(152));
        QCOMPARE(t.outcome(), StartupOutcome::Starting);
        t.addHealthResult(HealthResult::Ok, at(153));
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
    }

    void healthAloneForLlamaServer()
    {
        StartupTracker t;
        t.addLogRecord(
            line("main: HTTP server is listening, hostname: 127.0.0.1, port: 8080, http threads: 11"), at(0));
        t.addLogRecord(line("main: loading model"), at(1));
        t.addHealthResult(HealthResult::Unavailable, at(2)); // 503 Loading model
        QCOMPARE(t.outcome(), StartupOutcome::Starting);
        QCOMPARE(t.engine(), QStringLiteral("llama.cpp"));
        t.addHealthResult(HealthResult::Ok, at(20));
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
    }

    void crashMarksPhaseFailed()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        t.addLogRecord(
            line("(EngineCore_DP0 pid=441) ERROR 11-24 11:41:46 [core.py:708] EngineCore failed to start."),
            at(106));
        StartupSnapshot s = t.snapshot();
        QCOMPARE(s.outcome, StartupOutcome::Crashed);
        QCOMPARE(phase(s, QStringLiteral("kv-cache")).state, PhaseState::Failed);
        QCOMPARE(s.etaSeconds, -1.0);
        // A crashed run stays crashed, whatever comes after.
        t.addLogRecord(line("(APIServer pid=31) INFO:     Application startup complete."), at(107));
        t.addHealthResult(HealthResult::Ok, at(108));
        QCOMPARE(t.outcome(), StartupOutcome::Crashed);
    }

    void serviceFailedAndNewInvocation()
    {
        StartupTracker t;
        QSignalSpy started(&t, &StartupTracker::runStarted);
        t.setServiceState(ServiceActiveState::Activating, QStringLiteral("inv-1"), at(0));
        feedUntilWeights(t);
        t.setServiceState(ServiceActiveState::Failed, QStringLiteral("inv-1"), at(40));
        QCOMPARE(t.outcome(), StartupOutcome::Crashed);
        QCOMPARE(phase(t.snapshot(), QStringLiteral("weights")).state, PhaseState::Failed);
        QCOMPARE(started.count(), 0);
        t.setServiceState(ServiceActiveState::Activating, QStringLiteral("inv-2"), at(60));
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.first().first().toString(), QStringLiteral("inv-2"));
        const StartupSnapshot s = t.snapshot();
        QCOMPARE(s.outcome, StartupOutcome::Starting);
        QVERIFY(s.engine.isEmpty()); // detected again from the new run's lines
        QCOMPARE(s.benignSkipped, 0);
        t.setServiceState(ServiceActiveState::Inactive, QStringLiteral("inv-2"), at(70));
        QCOMPARE(t.outcome(), StartupOutcome::Stopped);
    }

    void etaWithoutHistory()
    {
        StartupTracker t;
        t.addLogRecord(line("INFO 11-24 11:40:00 [__init__.py:241] Automatically detected platform cuda."),
                       at(0));
        QCOMPARE(t.snapshot().etaSeconds, -1.0); // nothing weighted is done yet: unknown
        feedUntilWeights(t);
        const StartupSnapshot s = t.snapshot();
        // 33 s ran for 35 × 5/9 % of the work
        const double p = 35.0 * 5 / 9;
        QVERIFY(qAbs(s.etaSeconds - 33 * (100 - p) / p) < 1e-6);
    }

    void etaWithHistory()
    {
        StartupTracker t;
        PhaseExpectations e;
        e.median = { { QStringLiteral("weights"), 40 },
                     { QStringLiteral("compile"), 60 },
                     { QStringLiteral("kv-cache"), 10 },
                     { QStringLiteral("cuda-graphs"), 30 },
                     { QStringLiteral("api-server"), 5 } };
        e.max = e.median;
        t.setExpectations(e);
        feedUntilWeights(t);
        const StartupSnapshot s = t.snapshot();
        // weights: 13 s for 5/9 → 10.4 s left; then 60 + 10 + 30 + 5 from history
        QVERIFY(qAbs(s.etaSeconds - (13.0 * 4 / 5 + 105)) < 1e-6);
        QVERIFY(qAbs(s.percent - 100.0 * (40.0 * 5 / 9) / 145) < 1e-6);
        // Eager mode drops compile and graphs from both the percent and the ETA.
        t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:40:34 [vllm.py:1721] Cudagraph is "
                            "disabled under eager mode"),
                       at(34));
        const StartupSnapshot eager = t.snapshot();
        QVERIFY(qAbs(eager.etaSeconds - (14.0 * 4 / 5 + 15)) < 1e-6);
        QVERIFY(qAbs(eager.percent - 100.0 * (40.0 * 5 / 9) / 55) < 1e-6);
    }

    void stallOnBenignOnly()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:41:50 [gpu_worker.py:1] GPU KV cache "
                            "size: 1,587,648 tokens"),
                       at(110));
        t.addLogRecord(line("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  10%|█         | 7/67 "
                            "[00:01<00:10]"),
                       at(120));
        // The graphs budget is 900 s without history; only the 60-second broadcast message follows.
        const QString shm = line(
            "(EngineCore_DP0 pid=441) INFO 11-24 11:43:00 [shm_broadcast.py:466] No available shared memory "
            "broadcast block found in 60 seconds. This typically happens when some processes are "
            "hanging or doing some time-consuming work (e.g. compilation, weight/kv cache quantization).");
        for (int i = 1; i <= 20; ++i)
            t.addLogRecord(shm, at(120 + 60 * i));
        StartupSnapshot s = t.snapshot();
        QCOMPARE(s.benignSkipped, 20);
        QVERIFY(s.possiblyStuck);
        QCOMPARE(s.secondsSinceProgress, 1200.0);
        QCOMPARE(s.currentPhase, QStringLiteral("cuda-graphs"));
    }

    void gpuGrowthIsProgress()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        t.addLogRecord(line("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  10%|█         | 7/67 "
                            "[00:01<00:10]"),
                       at(120));
        t.addGpuMemory(60000, at(120));
        const QString shm = line("No available shared memory broadcast block found in 60 seconds.");
        for (int i = 1; i <= 20; ++i) {
            t.addLogRecord(shm, at(120 + 60 * i));
            t.addGpuMemory(60000 + 300 * i, at(120 + 60 * i)); // the ramp goes on
        }
        StartupSnapshot s = t.snapshot();
        QVERIFY(!s.possiblyStuck);
        QCOMPARE(s.secondsSinceProgress, 0.0);
        // Without the ramp, time passing makes it stuck.
        t.advanceTo(at(120 + 60 * 20 + 300));
        s = t.snapshot();
        QVERIFY(s.possiblyStuck);
        QCOMPARE(s.secondsSinceProgress, 300.0);
        // Small jitter is not growth.
        t.addGpuMemory(60000 + 300 * 20 + 10, at(120 + 60 * 20 + 301));
        QVERIFY(t.snapshot().possiblyStuck);
    }

    void stallUsesHistoryMaximum()
    {
        StartupTracker t;
        PhaseExpectations e;
        e.median = { { QStringLiteral("compile"), 40 } };
        e.max = { { QStringLiteral("compile"), 60 } };
        t.setExpectations(e);
        feedUntilWeights(t);
        t.addLogRecord(
            line("Loading safetensors checkpoint shards: 100% Completed | 9/9 [00:29<00:00,  3.32s/it]"),
            at(49));
        t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:40:55 [backends.py:1069] Using cache "
                            "directory: /c for "
                            "vLLM's torch.compile"),
                       at(55));
        t.advanceTo(at(55 + 89));
        QVERIFY(!t.snapshot().possiblyStuck); // 1.5 × 60 s not reached
        t.advanceTo(at(55 + 200));
        QVERIFY(t.snapshot().possiblyStuck);
        t.addLogRecord(line("(EngineCore_DP0 pid=441) INFO 11-24 11:44:15 [backends.py:1] Compiling a graph "
                            "for dynamic shape "
                            "takes 80.00 s"),
                       at(55 + 201));
        QVERIFY(!t.snapshot().possiblyStuck);
    }

    void hostileInput()
    {
        StartupTracker t;
        feedUntilWeights(t);
        t.addLogRecord(QString(), at(34));
        t.addLogRecord(line("   \t  "), at(34));
        t.addLogRecord(QString::fromUtf8(QByteArray("\xff\xfe\x00\x01 Capturing CUDA graphs (\xc3\x28", 28)),
                       at(35));
        t.addLogRecord(line("Loading safetensors checkpoint shards:  56% Completed | 5/"),
                       at(36)); // cut mid-way
        t.addLogRecord(QString(10 * 1024 * 1024, u'x'), at(37));
        t.addLogRecord(
            line("Loading safetensors checkpoint shards:  67% Completed | 6/9 [00:16<00:08,  2.94s/it]"),
            at(38));
        const StartupSnapshot s = t.snapshot();
        QCOMPARE(s.outcome, StartupOutcome::Starting);
        QCOMPARE(phase(s, QStringLiteral("weights")).detail, QStringLiteral("shard 6/9"));
        QCOMPARE(s.currentPhase, QStringLiteral("weights"));
    }

    void changedIsCoalesced()
    {
        StartupTracker t;
        QSignalSpy changed(&t, &StartupTracker::changed);
        t.addLogRecord(line("INFO 11-24 11:40:00 [__init__.py:241] Automatically detected platform cuda."),
                       at(0));
        QCOMPARE(changed.count(), 1);
        // The same state again signals nothing.
        t.addLogRecord(line("(APIServer pid=31) INFO 11-24 11:40:00 [x.py:1] something unrelated"), at(0));
        QCOMPARE(changed.count(), 1);
        t.addLogRecord(
            line("Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]"),
            at(1));
        QCOMPARE(changed.count(), 2);
    }

    void pinnedEngine()
    {
        StartupTracker t;
        QVERIFY(t.setEngine(QStringLiteral("sglang")));
        QVERIFY(!t.setEngine(QStringLiteral("no-such-engine")));
        t.addLogRecord(line("[2025-03-27 21:33:22 TP0] Load weight begin. avail mem=139.21 GB"), at(0));
        QCOMPARE(t.snapshot().currentPhase, QStringLiteral("weights"));
        t.reset();
        QCOMPARE(t.engine(), QStringLiteral("sglang")); // pinned survives a new run
    }

    void simulatedScenarios_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<bool>("stuck");
        QTest::newRow("healthy") << int(SimScenario::Healthy) << int(StartupOutcome::Ready) << false;
        QTest::newRow("slow") << int(SimScenario::Slow) << int(StartupOutcome::Ready) << false;
        QTest::newRow("oom") << int(SimScenario::Oom) << int(StartupOutcome::Crashed) << false;
        QTest::newRow("flashinfer mismatch")
            << int(SimScenario::CrashFlashinferMismatch) << int(StartupOutcome::Crashed) << false;
        QTest::newRow("hang") << int(SimScenario::Hang) << int(StartupOutcome::Starting) << true;
    }
    void simulatedScenarios()
    {
        QFETCH(int, scenario);
        QFETCH(int, outcome);
        QFETCH(bool, stuck);
        SimState state;
        state.scenario = SimScenario(scenario);
        state.seed = 7;
        state.bootMs = kT0;
        SimInvocation inv;
        inv.id = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        inv.startMs = kT0 + 100'000;
        inv.mainPid = 4100;
        state.invocations.append(inv);
        const SimTimeline timeline(state, inv);
        // Past the moment it gets ready or dies; a hang is watched for an hour of simulated time.
        const qint64 end = std::max(timeline.readySimMs(), timeline.exitSimMs()) + 30'000;
        const qint64 until = timeline.readySimMs() < 0 && timeline.exitSimMs() < 0 ? 3'600'000 : end;

        StartupTracker t;
        t.setServiceState(ServiceActiveState::Activating, QString::fromLatin1(inv.id), 0);
        double lastPercent = 0;
        bool percentWentBack = false;
        for (const SimLogLine &l : timeline.linesUpTo(until)) {
            double gpu = 0;
            for (int g = 0; g < state.gpus; ++g)
                gpu += timeline.gpuMemoryMiB(g, l.simMs);
            t.addGpuMemory(gpu, l.simMs);
            t.addLogRecord(QString::fromUtf8(l.message), l.simMs);
            if (timeline.readySimMs() >= 0 && l.simMs >= timeline.readySimMs())
                t.addHealthResult(HealthResult::Ok, l.simMs);
            const double percent = t.snapshot().percent;
            percentWentBack = percentWentBack || percent + 1e-9 < lastPercent;
            lastPercent = percent;
        }
        if (timeline.exitSimMs() >= 0)
            t.setServiceState(ServiceActiveState::Failed, QString::fromLatin1(inv.id), timeline.exitSimMs());
        t.advanceTo(until);
        const StartupSnapshot s = t.snapshot();
        QCOMPARE(s.engine, QStringLiteral("vllm"));
        QCOMPARE(int(s.outcome), outcome);
        QCOMPARE(s.possiblyStuck, stuck);
        QVERIFY(!percentWentBack);
        if (s.outcome == StartupOutcome::Ready) {
            QCOMPARE(s.percent, 100.0);
            QVERIFY(t.phaseDurations().contains(QStringLiteral("weights")));
        }
        if (s.outcome == StartupOutcome::Crashed) {
            bool failed = false;
            for (const StartupPhaseStatus &p : s.phases)
                failed = failed || p.state == PhaseState::Failed;
            QVERIFY(failed);
        }
    }

    // ------------------------------------------------------------------ the flight recorder

    void flightKeepsPhasesInOrder()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        const StartupFlight f = t.flight();
        QCOMPARE(ids(f),
                 QStringList({ QStringLiteral("launch"), QStringLiteral("engine-init"),
                               QStringLiteral("download"), QStringLiteral("weights"),
                               QStringLiteral("compile"), QStringLiteral("kv-cache") }));
        const QList<double> starts { 0, 5, 10, 20, 55, 105 };
        const QList<double> took { 5, 5, 10, 30, 45, 0 };
        for (qsizetype i = 0; i < f.phases.size(); ++i) {
            QCOMPARE(f.phases.at(i).startSeconds, starts.at(i));
            QCOMPARE(f.phases.at(i).seconds, took.at(i));
        }
        QCOMPARE(f.phases.at(3).reportedSeconds, 31.657031); // "Model loading took … 31.657031 seconds"
        QCOMPARE(f.phases.last().state, QStringLiteral("active"));
        QCOMPARE(f.usualSilenceSeconds, 60.0); // resources/profiles/vllm.json
        QVERIFY(f.gaps.isEmpty()); // 45 s at most between two lines
        QCOMPARE(f.seconds, 105.0);
        QCOMPARE(f.linesTimed, 11);
    }

    void silenceLongerThanUsualIsAGap_data()
    {
        QTest::addColumn<double>("silence");
        QTest::addColumn<bool>("gap");
        QTest::newRow("a minute exactly: usual") << 60.0 << false;
        QTest::newRow("a minute and a second") << 61.0 << true;
        QTest::newRow("four minutes") << 252.0 << true;
    }

    void silenceLongerThanUsualIsAGap()
    {
        QFETCH(double, silence);
        QFETCH(bool, gap);
        StartupTracker t;
        feedUntilGraphs(t); // last line at 105 s, in kv-cache
        t.addLogRecord(
            line("(EngineCore_DP0 pid=441) INFO 11-24 11:46:00 [kv_cache_utils.py:850] GPU KV cache "
                 "size: 1,000 tokens"),
            at(105 + silence));
        const StartupFlight f = t.flight();
        QCOMPARE(f.gaps.size(), gap ? 1 : 0);
        if (gap) {
            QCOMPARE(f.gaps.first().startSeconds, 105.0);
            QCOMPARE(f.gaps.first().seconds, silence);
            QCOMPARE(f.gaps.first().phase, QStringLiteral("kv-cache"));
            QVERIFY(!f.gaps.first().untilEnd);
        }
    }

    void silenceBeforeTheFirstLineAndUntilNow()
    {
        StartupTracker t;
        t.setEngine(QStringLiteral("vllm"));
        t.setServiceState(ServiceActiveState::Activating, QStringLiteral("inv"), at(0)); // systemd's start
        t.addLogRecord(line("INFO 11-24 11:40:00 [__init__.py:241] Automatically detected platform cuda."),
                       at(90)); // python imports: a minute and a half without a line
        StartupFlight f = t.flight();
        QCOMPARE(f.gaps.size(), 1);
        QCOMPARE(f.gaps.first().startSeconds, 0.0);
        QCOMPARE(f.gaps.first().seconds, 90.0);
        QCOMPARE(f.gaps.first().phase, QString()); // before the first phase
        QCOMPARE(f.phases.first().startSeconds, 90.0);

        // Nothing since: the silence goes on until now, open.
        t.advanceTo(at(400));
        f = t.flight();
        QCOMPARE(f.gaps.size(), 2);
        QCOMPARE(f.gaps.last().startSeconds, 90.0);
        QCOMPARE(f.gaps.last().seconds, 310.0);
        QCOMPARE(f.gaps.last().phase, QStringLiteral("launch"));
        QVERIFY(f.gaps.last().untilEnd);
        QCOMPARE(f.seconds, 400.0);
    }

    // The console watched (GPU memory, /health) before systemd named the run: the flight counts
    // from the service's start, and never from after the first line.
    void flightCountsFromTheServiceStart()
    {
        StartupTracker t;
        t.addGpuMemory(1000, at(-50));
        t.addHealthResult(HealthResult::Refused, at(-40));
        t.setServiceState(ServiceActiveState::Activating, QStringLiteral("inv"), at(0));
        feedUntilWeights(t);
        StartupFlight f = t.flight();
        QCOMPARE(f.phases.first().startSeconds, 0.0);
        QCOMPARE(f.phases.at(1).startSeconds, 5.0);
        QCOMPARE(f.seconds, 33.0);

        // systemctl's whole second after the first line: that line is the zero.
        StartupTracker late;
        late.setServiceState(ServiceActiveState::Activating, QStringLiteral("inv"), at(0.8));
        feedUntilWeights(late);
        f = late.flight();
        QCOMPARE(f.phases.first().startSeconds, 0.0);
        QCOMPARE(f.phases.at(1).startSeconds, 5.0);
        QCOMPARE(f.clockSteps, 0);
        QVERIFY(f.gaps.isEmpty());
    }

    void silenceUntilTheServiceFailed()
    {
        StartupTracker t;
        feedUntilWeights(t); // last line at 33 s, in the weights
        t.setServiceState(ServiceActiveState::Failed, QString(), at(600));
        t.addLogRecord(line("vllm.service: Main process exited, code=killed, status=9/KILL"), at(601));
        const StartupFlight f = t.flight();
        QCOMPARE(t.outcome(), StartupOutcome::Crashed);
        QCOMPARE(f.seconds, 600.0); // the start-up ended when systemd said so
        QCOMPARE(f.gaps.size(), 1);
        QCOMPARE(f.gaps.first().startSeconds, 33.0);
        QCOMPARE(f.gaps.first().seconds, 567.0);
        QCOMPARE(f.gaps.first().phase, QStringLiteral("weights"));
        QVERIFY(f.gaps.first().untilEnd);
        QCOMPARE(f.phases.last().id, QStringLiteral("weights"));
        QCOMPARE(f.phases.last().state, QStringLiteral("failed"));
        QCOMPARE(f.phases.last().seconds, 580.0);
    }

    void silenceAfterReadyIsNotTheStartups()
    {
        StartupTracker t;
        t.setRequireHealth(false);
        feedUntilGraphs(t);
        t.addLogRecord(line("(APIServer pid=31) INFO:     Application startup complete."), at(110));
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
        t.addLogRecord(line("(APIServer pid=31) INFO:     127.0.0.1:5 - \"GET /health HTTP/1.1\" 200 OK"),
                       at(900));
        const StartupFlight f = t.flight();
        QVERIFY(f.gaps.isEmpty());
        QCOMPARE(f.seconds, 110.0);
        QCOMPARE(f.phases.last().id, QStringLiteral("ready"));
    }

    // A real cold start (tests/fixtures/real-logs, SOURCES.md): the weights download printed
    // nothing with a time for two minutes, only its own time-less bars.
    void realLogColdDownloadGap()
    {
        StartupTracker t;
        t.setRequireHealth(false);
        QVERIFY(feedLogFile(
            t,
            QStringLiteral(IC_FIXTURES_DIR "/real-logs/vllm-0.10-v1-eager-download-ready-jetson-thor.log")));
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
        const StartupFlight f = t.flight();
        QCOMPARE(f.gaps.size(), 1);
        const FlightGap &g = f.gaps.first();
        QCOMPARE(g.phase, QStringLiteral("download"));
        QCOMPARE(g.startSeconds, 21.0); // 21:36:18 "Using model weights format" after 21:35:57
        QCOMPARE(g.seconds, 120.0); // until "Time spent downloading weights … 120.139347 seconds"
        QVERIFY(!g.untilEnd);
        QCOMPARE(f.seconds, 155.0);
        QCOMPARE(f.clockSteps, 0);
        QVERIFY(ids(f).contains(QStringLiteral("weights")));
        QVERIFY(!ids(f).contains(QStringLiteral("cuda-graphs"))); // eager mode
        // Phases follow one another, never overlapping.
        for (qsizetype i = 1; i < f.phases.size(); ++i)
            QVERIFY(f.phases.at(i).startSeconds
                    >= f.phases.at(i - 1).startSeconds + f.phases.at(i - 1).seconds);
    }

    void realLogsWithoutLongSilences_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("outcome");
        QTest::newRow("vLLM 0.11 ready")
            << QStringLiteral("logs/vllm-0.11-v1-ready.log") << int(StartupOutcome::Ready);
        QTest::newRow("vLLM 0.5 ready")
            << QStringLiteral("logs/vllm-0.5-v0-ready.log") << int(StartupOutcome::Ready);
        QTest::newRow("SGLang ready")
            << QStringLiteral("logs/sglang-ready.log") << int(StartupOutcome::Ready);
        QTest::newRow("vLLM 0.8 crash")
            << QStringLiteral("logs/vllm-0.8-engine-core-crash.log") << int(StartupOutcome::Crashed);
    }

    void realLogsWithoutLongSilences()
    {
        QFETCH(QString, file);
        QFETCH(int, outcome);
        StartupTracker t;
        t.setRequireHealth(false);
        QVERIFY(feedLogFile(t, QStringLiteral(IC_FIXTURES_DIR "/") + file));
        QCOMPARE(int(t.outcome()), outcome);
        const StartupFlight f = t.flight();
        QVERIFY(f.gaps.isEmpty());
        QVERIFY(f.phases.size()
                >= (outcome == int(StartupOutcome::Ready) ? 4 : 0)); // this crash came before any
        QVERIFY(f.linesTimed > 5);
        double end = 0;
        for (const FlightPhase &p : f.phases) {
            QVERIFY2(p.startSeconds >= end - 1e-9, qPrintable(p.id)); // in order, never overlapping
            end = p.startSeconds + p.seconds;
        }
        QVERIFY(end <= f.seconds + 1e-9);
    }

    // A real SGLang log whose vLLM platform lines run a day behind the SGLang lines: the clock
    // steps back and forth. No silence is made of the jump.
    void realLogTwoClocks()
    {
        StartupTracker t;
        t.setRequireHealth(false);
        QVERIFY(
            feedLogFile(t,
                        QStringLiteral(IC_FIXTURES_DIR
                                       "/real-logs/sglang-0.4-qwq-tp4-ready-glued-bar-llms-in-clouds.log")));
        const StartupFlight f = t.flight();
        QVERIFY2(f.gaps.isEmpty(), qPrintable(QString::number(f.gaps.value(0).seconds)));
        QCOMPARE(f.clockSteps, 5);
        QVERIFY(qAbs(f.clockStepSeconds - 86396) < 10);
    }

    // The journal's own times (tests/fixtures/logs/vllm-0.11-journal.json): a crash within a second.
    void journalTimes()
    {
        QFile file(QStringLiteral(IC_FIXTURES_DIR "/logs/vllm-0.11-journal.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        StartupTracker t;
        int no = 0;
        for (const QByteArray &raw : file.readAll().split('\n')) {
            if (raw.trimmed().isEmpty())
                continue;
            const JournalEntry e = parseJournalJsonLine(raw);
            t.addLogRecord(e.message, e.isValid() ? e.realtimeUsec / 1000 : kUnknownTime, ++no);
        }
        QCOMPARE(t.outcome(), StartupOutcome::Crashed);
        const StartupFlight f = t.flight();
        QVERIFY(f.gaps.isEmpty());
        QVERIFY(f.seconds >= 0 && f.seconds < 5);
    }

    void hostileFlightInput()
    {
        {
            // No line at all.
            StartupTracker t;
            const StartupFlight f = t.flight();
            QVERIFY(f.phases.isEmpty());
            QVERIFY(f.gaps.isEmpty());
            QCOMPARE(f.seconds, -1.0);
            QCOMPARE(f.usualSilenceSeconds, 60.0);
        }
        {
            // A single line.
            StartupTracker t;
            t.addLogRecord(
                line("INFO 11-24 11:40:00 [__init__.py:241] Automatically detected platform cuda."), at(0));
            const StartupFlight f = t.flight();
            QCOMPARE(ids(f), QStringList { QStringLiteral("launch") });
            QCOMPARE(f.phases.first().seconds, 0.0);
            QVERIFY(f.gaps.isEmpty());
            QCOMPARE(f.seconds, 0.0);
        }
        {
            // Lines without times only: nothing is known about silences.
            StartupTracker t;
            for (int i = 0; i < 5; ++i)
                t.addLogRecord(
                    line("INFO 11-24 11:40:00 [__init__.py:241] Automatically detected platform cuda."),
                    kUnknownTime);
            const StartupFlight f = t.flight();
            QVERIFY(f.gaps.isEmpty());
            QCOMPARE(f.linesTimed, 0);
            QCOMPARE(f.seconds, -1.0);
        }
        {
            // The clock goes back an hour, then on: no negative silence, none made up, the step counted.
            StartupTracker t;
            feedUntilWeights(t); // up to 33 s
            t.addLogRecord(line("Loading safetensors checkpoint shards:  67% Completed | 6/9 [00:15<00:09]"),
                           at(33 - 3600));
            t.addLogRecord(line("Loading safetensors checkpoint shards:  78% Completed | 7/9 [00:17<00:07]"),
                           at(33 - 3590));
            t.addLogRecord(line("Loading safetensors checkpoint shards:  89% Completed | 8/9 [00:19<00:03]"),
                           at(40));
            const StartupFlight f = t.flight();
            QVERIFY(f.gaps.isEmpty());
            QCOMPARE(f.clockSteps, 2);
            QCOMPARE(f.clockStepSeconds, 3600.0);
            for (const FlightPhase &p : f.phases)
                QVERIFY(p.startSeconds >= 0 && p.seconds >= 0);
        }
        {
            // A line stamped inside a silence takes it back: the clock had jumped ahead.
            StartupTracker t;
            feedUntilWeights(t); // 33 s
            t.addLogRecord(line("Loading safetensors checkpoint shards:  67% Completed | 6/9"),
                           at(33 + 7200));
            QCOMPARE(t.flight().gaps.size(), 1);
            t.addLogRecord(line("Loading safetensors checkpoint shards:  78% Completed | 7/9"), at(36));
            QVERIFY(t.flight().gaps.isEmpty());
            QCOMPARE(t.flight().clockSteps, 1);
        }
        {
            // The same second twice, a second back (one-second clocks of two processes): not a step.
            StartupTracker t;
            feedUntilWeights(t);
            t.addLogRecord(line("Loading safetensors checkpoint shards:  67% Completed | 6/9"), at(32));
            QCOMPARE(t.flight().clockSteps, 0);
        }
        {
            // Hundreds of silences: the longest StartupFlight::kMaxGaps stay, the rest are counted.
            StartupTracker t;
            feedUntilWeights(t);
            double when = 33;
            for (int i = 0; i < 250; ++i) {
                when += 61 + i;
                t.addLogRecord(line("Loading safetensors checkpoint shards:  60% Completed | 6/9"), at(when));
            }
            const StartupFlight f = t.flight();
            QCOMPARE(f.gaps.size(), StartupFlight::kMaxGaps);
            QCOMPARE(f.gapsLeftOut, 150);
            double shortest = 1e9;
            for (const FlightGap &g : f.gaps)
                shortest = std::min(shortest, g.seconds);
            QCOMPARE(shortest, 61.0 + 150);
            for (qsizetype i = 1; i < f.gaps.size(); ++i)
                QVERIFY(f.gaps.at(i).startSeconds > f.gaps.at(i - 1).startSeconds);
        }
        {
            // A new invocation starts a new flight.
            StartupTracker t;
            t.setServiceState(ServiceActiveState::Activating, QStringLiteral("a"), at(0));
            feedUntilWeights(t);
            t.addLogRecord(line("Loading safetensors checkpoint shards:  60% Completed | 6/9"), at(500));
            QCOMPARE(t.flight().gaps.size(), 1);
            t.setServiceState(ServiceActiveState::Activating, QStringLiteral("b"), at(600));
            QVERIFY(t.flight().gaps.isEmpty());
            QVERIFY(t.flight().phases.isEmpty());
        }
    }

    void flightJsonRoundTrip()
    {
        StartupTracker t;
        feedUntilGraphs(t);
        t.addLogRecord(
            line("(EngineCore_DP0 pid=441) INFO 11-24 11:46:00 [kv_cache_utils.py:850] GPU KV cache "
                 "size: 1,000 tokens"),
            at(357.25));
        const StartupFlight f = t.flight();
        QJsonObject data { { QStringLiteral("other"), 1 } };
        f.storeIn(data);
        QCOMPARE(data.value(QStringLiteral("other")).toInt(), 1);
        const std::optional<StartupFlight> back
            = StartupFlight::fromRestartData(QJsonDocument::fromJson(QJsonDocument(data).toJson()).object());
        QVERIFY(back);
        QCOMPARE(back->toJson(), f.toJson());
        QCOMPARE(back->gaps.size(), 1);
        QCOMPARE(back->gaps.first().seconds, 252.25);

        // What a damaged or foreign record holds is checked field by field.
        QVERIFY(!StartupFlight::fromRestartData({}));
        QVERIFY(!StartupFlight::fromJson({ { QStringLiteral("phases"), 3 } }));
        QVERIFY(!StartupFlight::fromJson(
            { { QStringLiteral("phases"), QJsonArray() }, { QStringLiteral("usualSilenceSeconds"), -5 } }));
        const QJsonObject hostile = QJsonDocument::fromJson(R"({"usualSilenceSeconds": 60,
            "phases": [{"id": "weights", "start": -3, "seconds": 4}, {"id": "", "start": 1, "seconds": 1},
                       {"id": "compile", "start": 1, "seconds": "x"}, "nonsense",
                       {"id": "kv-cache", "start": 9, "seconds": 2, "state": "done"}],
            "gaps": [{"start": 1, "seconds": -1}, {"start": 2, "seconds": 70, "phase": 7}]})")
                                        .object();
        const std::optional<StartupFlight> h = StartupFlight::fromJson(hostile);
        QVERIFY(h);
        QCOMPARE(ids(*h), QStringList { QStringLiteral("kv-cache") });
        QCOMPARE(h->gaps.size(), 1);
        QCOMPARE(h->gaps.first().phase, QString());
    }

    void usualSilenceFromTheProfile()
    {
        QFile f(QStringLiteral(":/profiles/llamacpp.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(parseStartupProfile(QJsonDocument(o).toJson()).usualSilenceSeconds, 60.0); // the default
        o.insert(QStringLiteral("usualSilenceSeconds"), 5);
        const StartupProfile quick = parseStartupProfile(QJsonDocument(o).toJson());
        QVERIFY2(quick.isValid(), qPrintable(quick.error));
        QCOMPARE(quick.usualSilenceSeconds, 5.0);
        o.insert(QStringLiteral("usualSilenceSeconds"), 0);
        QVERIFY(parseStartupProfile(QJsonDocument(o).toJson())
                    .error.contains(QStringLiteral("usualSilenceSeconds")));

        StartupTracker t({ quick });
        t.setEngine(quick.engine);
        t.addLogRecord(line("llama_model_loader: loaded meta data with 30 key-value pairs"), at(0));
        t.addLogRecord(line("llama_model_loader: - kv   0: general.architecture str = llama"), at(6));
        const StartupFlight fl = t.flight();
        QCOMPARE(fl.usualSilenceSeconds, 5.0);
        QCOMPARE(fl.gaps.size(), 1);
        QCOMPARE(fl.gaps.first().seconds, 6.0);
    }

    void history()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString key = StartupHistory::key(
            QStringLiteral("gpu-01"), QStringLiteral("vllm.service"), QStringLiteral("Qwen/Qwen3-8B"),
            StartupHistory::hashArguments(QStringLiteral("vllm serve  Qwen/Qwen3-8B")));
        QCOMPARE(StartupHistory::hashArguments(QStringLiteral("vllm serve Qwen/Qwen3-8B")),
                 key.section(u'|', 3));
        {
            StartupHistory h(dir.path(), 3);
            QVERIFY(h.load());
            QVERIFY(h.expectations(key).isEmpty());
            for (double w : { 100.0, 10.0, 40.0, 70.0 })
                QVERIFY(h.record(key,
                                 { { QStringLiteral("weights"), w }, { QStringLiteral("compile"), w / 2 } }));
            QCOMPARE(h.runs(key).size(), 3); // bounded: the oldest went
        }
        StartupHistory again(dir.path(), 3);
        QVERIFY(again.load());
        const PhaseExpectations e = again.expectations(key);
        QCOMPARE(e.median.value(QStringLiteral("weights")), 40.0);
        QCOMPARE(e.max.value(QStringLiteral("weights")), 70.0);
        QCOMPARE(e.median.value(QStringLiteral("compile")), 20.0);
        QVERIFY(again.expectations(QStringLiteral("other|key")).isEmpty());

        // The tracker's durations are what gets recorded.
        StartupTracker t;
        feedUntilGraphs(t);
        QVERIFY(again.record(key, t.phaseDurations()));
        QCOMPARE(again.expectations(key).max.value(QStringLiteral("compile")), 45.0);

        // A file that is not a history database is reported with its name, never used.
        QTemporaryDir brokenDir;
        QFile broken(brokenDir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("{ not json");
        broken.close();
        StartupHistory bad(brokenDir.path());
        QString error;
        QVERIFY(!bad.load(&error));
        QVERIFY2(error.contains(bad.filePath()), qPrintable(error));
        QVERIFY(bad.expectations(key).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStartupTracker)
#include "tst_startuptracker.moc"
