// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/EngineLogLine.h"
#include "startup/StartupProfile.h"
#include "startup/StartupTracker.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

const StartupProfile *builtIn(const QString &engine)
{
    for (const StartupProfile &p : builtInStartupProfiles())
        if (p.engine == engine)
            return &p;
    return nullptr;
}

/// What a profile makes of one message: "benign", "failure", "ready", "<phase>:start|progress|done" or "".
QString classify(const StartupProfile &p, const QString &message)
{
    const QString text = parseEngineLogLine(message).text;
    for (const ProfilePattern &b : p.benign)
        if (b.re.match(text).hasMatch())
            return QStringLiteral("benign");
    for (const ProfilePattern &re : p.failure)
        if (re.re.match(text).hasMatch())
            return QStringLiteral("failure");
    for (const ProfilePhase &ph : p.phases) {
        for (const ProfilePattern &pp : ph.done)
            if (pp.re.match(text).hasMatch())
                return ph.id + QStringLiteral(":done");
        for (const ProfilePattern &pp : ph.progress)
            if (pp.re.match(text).hasMatch())
                return ph.id + QStringLiteral(":progress");
        for (const ProfilePattern &pp : ph.start)
            if (pp.re.match(text).hasMatch())
                return ph.id + QStringLiteral(":start");
    }
    for (const ProfilePattern &re : p.ready)
        if (re.re.match(text).hasMatch())
            return QStringLiteral("ready");
    return {};
}

} // namespace

class TestStartupProfile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtInProfilesLoad()
    {
        const QList<StartupProfile> &all = builtInStartupProfiles();
        QCOMPARE(all.size(), 4); // vllm, llamacpp, sglang, trtllm
        QCOMPARE(all.first().engine, QStringLiteral("vllm"));
        for (const StartupProfile &p : all) {
            QVERIFY2(p.isValid(), qPrintable(p.error));
            QVERIFY(!p.phases.isEmpty());
            QCOMPARE(p.phases.last().id, QStringLiteral("ready"));
            double sum = 0;
            for (const ProfilePhase &ph : p.phases)
                sum += ph.weight;
            QCOMPARE(sum, 100.0);
        }
        // The files in the source tree are the ones embedded.
        for (const QString &name :
             { QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("llamacpp") }) {
            const StartupProfile p = loadStartupProfile(QStringLiteral(IC_SOURCE_DIR "/resources/profiles/")
                                                        + name + QStringLiteral(".json"));
            QVERIFY2(p.isValid(), qPrintable(p.error));
        }
    }

    void vllmDefaultWeights()
    {
        const StartupProfile *p = builtIn(QStringLiteral("vllm"));
        QVERIFY(p);
        QHash<QString, double> w;
        for (const ProfilePhase &ph : p->phases)
            w.insert(ph.id, ph.weight);
        QCOMPARE(w.value(QStringLiteral("weights")), 35.0);
        QCOMPARE(w.value(QStringLiteral("compile")), 25.0);
        QCOMPARE(w.value(QStringLiteral("kv-cache")), 10.0);
        QCOMPARE(w.value(QStringLiteral("cuda-graphs")), 20.0);
        QCOMPARE(w.value(QStringLiteral("api-server")), 10.0);
    }

    void wordings_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");

        const QString v = QStringLiteral("vllm");
        // launch, across versions
        QTest::newRow("0.5 version")
            << v
            << QStringLiteral("INFO 07-25 17:11:57 api_server.py:308] vLLM API server version 0.5.3.post1")
            << QStringLiteral("launch:start");
        QTest::newRow("0.10 version")
            << v
            << QStringLiteral("(APIServer pid=1284584) INFO 08-26 09:12:01 [api_server.py:1805] vLLM API "
                              "server version 0.10.1.1")
            << QStringLiteral("launch:start");
        QTest::newRow("no-logo version")
            << v << QStringLiteral("vLLM server version 0.18.0, serving model Qwen/Qwen3-8B")
            << QStringLiteral("launch:start");
        QTest::newRow("platform")
            << v
            << QStringLiteral("INFO 08-26 09:11:57 [__init__.py:241] Automatically detected platform cuda.")
            << QStringLiteral("launch:start");
        // engine init
        QTest::newRow("V0 engine") << v
                                   << QStringLiteral(
                                          "INFO 10-07 22:54:54 llm_engine.py:226] Initializing an LLM engine "
                                          "(v0.6.1.dev238+ge2c6e0a82) with config: model='m'")
                                   << QStringLiteral("engine-init:start");
        QTest::newRow("0.7 V0 engine")
            << v
            << QStringLiteral("INFO 06-01 04:31:20 llm_engine.py:234] Initializing a V0 LLM engine (v0.7.3) "
                              "with config: model='m'")
            << QStringLiteral("engine-init:start");
        QTest::newRow("V1 engine") << v
                                   << QStringLiteral(
                                          "(EngineCore_DP0 pid=185) INFO 02-03 18:57:50 [core.py:93] "
                                          "Initializing a V1 LLM engine (v0.11.0) with config: model='m'")
                                   << QStringLiteral("engine-init:start");
        // distributed
        QTest::newRow("rank with PCP")
            << v
            << QStringLiteral(
                   "(EngineCore pid=264) INFO 07-28 07:02:30 [parallel_state.py:1715] rank 0 in world size 1 "
                   "is assigned as DP rank 0, PP rank 0, PCP rank 0, TP rank 0, EP rank N/A, EPLB rank N/A")
            << QStringLiteral("distributed-init:start");
        // weights
        QTest::newRow("shards bar")
            << v
            << QStringLiteral(
                   "Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]")
            << QStringLiteral("weights:progress");
        QTest::newRow("fastsafetensors bar")
            << v
            << QStringLiteral(
                   "Loading fastsafetensors checkpoint shards:  20% Completed | 1/5 [00:00<00:02,  1.77it/s]")
            << QStringLiteral("weights:progress");
        QTest::newRow("model loading GiB memory")
            << v
            << QStringLiteral("(Worker_TP0 pid=34322) INFO 05-06 20:59:59 [gpu_model_runner.py:4879] Model "
                              "loading took 12.66 GiB memory and 31.657031 seconds")
            << QStringLiteral("weights:done");
        QTest::newRow("model loading GiB")
            << v
            << QStringLiteral("(EngineCore pid=4470) INFO 07-02 12:37:03 [model_runner.py:302] Model loading "
                              "took 15.54 GiB and 135.171348 seconds")
            << QStringLiteral("weights:done");
        QTest::newRow("V0 weights GB")
            << v
            << QStringLiteral(
                   "INFO 04-03 14:16:16 model_runner.py:1008] Loading model weights took 12.5523 GB")
            << QStringLiteral("weights:done");
        // compile
        QTest::newRow("compile takes")
            << v
            << QStringLiteral("(EngineCore_DP0 pid=188893) INFO 10-21 09:11:56 [monitor.py:34] torch.compile "
                              "takes 7.14 s in total")
            << QStringLiteral("compile:done");
        QTest::newRow("compile took")
            << v << QStringLiteral("torch.compile took 21.50 s in total") << QStringLiteral("compile:done");
        QTest::newRow("compile range")
            << v
            << QStringLiteral("(EngineCore pid=4470) INFO 07-02 12:37:23 [backends.py:393] Compiling a graph "
                              "for compile range (1, 2048) takes 13.67 s")
            << QStringLiteral("compile:start");
        // kv cache and graphs
        QTest::newRow("kv memory") << v
                                   << QStringLiteral(
                                          "(EngineCore_DP0 pid=441) INFO 11-24 11:44:17 [gpu_worker.py:348] "
                                          "Available KV cache memory: 33.31 GiB")
                                   << QStringLiteral("kv-cache:start");
        QTest::newRow("V0 blocks")
            << v
            << QStringLiteral(
                   "INFO 04-03 14:16:17 gpu_executor.py:122] # GPU blocks: 4109, # CPU blocks: 512")
            << QStringLiteral("kv-cache:start");
        QTest::newRow("graphs bar")
            << v
            << QStringLiteral(
                   "Capturing CUDA graphs (decode, FULL): 100%|██████████| 51/51 [00:01<00:00, 33.44it/s]")
            << QStringLiteral("cuda-graphs:progress");
        QTest::newRow("V0 graph shapes")
            << v
            << QStringLiteral("Capturing CUDA graph shapes:  40%|████      | 14/35 [00:05<00:08,  2.50it/s]")
            << QStringLiteral("cuda-graphs:progress");
        QTest::newRow("graphs done") << v
                                     << QStringLiteral("Graph capturing finished in 7 secs, took 0.95 GiB")
                                     << QStringLiteral("cuda-graphs:done");
        QTest::newRow("init engine seconds")
            << v << QStringLiteral("init engine (profile, create kv cache, warmup model) took 25.99 seconds")
            << QStringLiteral("cuda-graphs:done");
        QTest::newRow("init engine s")
            << v
            << QStringLiteral(
                   "init engine (profile, create kv cache, warmup model) took 88.14 s (compilation: 12.37 s)")
            << QStringLiteral("cuda-graphs:done");
        // API server: three wordings
        QTest::newRow("api server on")
            << v
            << QStringLiteral(
                   "INFO 11-27 02:01:37 api_server.py:585] Starting vLLM API server on http://0.0.0.0:8000")
            << QStringLiteral("api-server:start");
        QTest::newRow("api server N on")
            << v
            << QStringLiteral("(APIServer pid=31) INFO 02-03 19:00:05 [api_server.py:946] Starting vLLM API "
                              "server 0 on http://0.0.0.0:8000")
            << QStringLiteral("api-server:start");
        QTest::newRow("server on") << v
                                   << QStringLiteral(
                                          "(APIServer pid=34165) INFO 05-06 21:00:52 [api_server.py:602] "
                                          "Starting vLLM server on http://0.0.0.0:8000")
                                   << QStringLiteral("api-server:start");
        QTest::newRow("startup complete")
            << v << QStringLiteral("(APIServer pid=12) INFO:     Application startup complete.")
            << QStringLiteral("ready:start");
        // failures and benign lines
        QTest::newRow("engine core failed")
            << v
            << QStringLiteral("(EngineCore_DP0 pid=37512) ERROR 10-21 02:11:42 [core.py:708] EngineCore "
                              "failed to start.")
            << QStringLiteral("failure");
        QTest::newRow("systemd exit") << v
                                      << QStringLiteral("Dec 02 14:05:11 gpu-01 systemd[1]: vllm.service: "
                                                        "Main process exited, code=exited, status=1/FAILURE")
                                      << QStringLiteral("failure");
        QTest::newRow("systemd clean exit")
            << v << QStringLiteral("vllm.service: Main process exited, code=exited, status=0/SUCCESS")
            << QString();
        QTest::newRow("shm new")
            << v
            << QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:50:17 [shm_broadcast.py:466] No "
                              "available shared memory broadcast block found in 60 seconds. This typically "
                              "happens when some processes are hanging or doing some time-consuming work "
                              "(e.g. compilation, weight/kv cache quantization).")
            << QStringLiteral("benign");
        QTest::newRow("shm oldest")
            << v
            << QStringLiteral(
                   "WARNING 01-02 03:04:05 shm_broadcast.py:386] No available block found in 60 second. ")
            << QStringLiteral("benign");
        QTest::newRow("future warning")
            << v
            << QStringLiteral("(EngineCore pid=1992345) <frozen importlib._bootstrap_external>:1241: "
                              "FutureWarning: The cuda.cudart module is deprecated")
            << QStringLiteral("benign");

        const QString s = QStringLiteral("sglang");
        QTest::newRow("sglang weights")
            << s
            << QStringLiteral(
                   "[2025-03-27 21:33:30 TP0] Load weight end. type=Gemma3ForConditionalGeneration, "
                   "dtype=torch.bfloat16, avail mem=131.08 GB, mem usage=8.13 GB.")
            << QStringLiteral("weights:done");
        QTest::newRow("sglang kv") << s
                                   << QStringLiteral("[2025-10-16 09:06:22 TP5] KV Cache is allocated. "
                                                     "#tokens: 2795207, K size: 53.31 GB, V size: 53.31 GB")
                                   << QStringLiteral("kv-cache:start");
        QTest::newRow("sglang batches")
            << s
            << QStringLiteral(
                   "Capturing batches (bs=1 avail_mem=38.07 GB): 100%|██████| 52/52 [00:04<00:00, 10.83it/s]")
            << QStringLiteral("cuda-graphs:progress");
        QTest::newRow("sglang batches old")
            << s
            << QStringLiteral(
                   "Capturing batches (avail_mem=9.72 GB): 100%|█████| 23/23 [00:08<00:00,  2.59it/s]")
            << QStringLiteral("cuda-graphs:progress");
        QTest::newRow("sglang capture end")
            << s
            << QStringLiteral("[2025-11-30 12:50:15] Capture cuda graph end. Time elapsed: 5.37 s. mem "
                              "usage=1.44 GB. avail mem=38.05 GB.")
            << QStringLiteral("cuda-graphs:done");
        QTest::newRow("sglang ready")
            << s << QStringLiteral("[2026-05-06 19:11:22] The server is fired up and ready to roll!")
            << QStringLiteral("ready:start");
        QTest::newRow("sglang scheduler")
            << s
            << QStringLiteral(
                   "[2025-01-01 10:00:00 TP0] Scheduler hit an exception: Traceback (most recent call last):")
            << QStringLiteral("failure");

        const QString l = QStringLiteral("llama.cpp");
        QTest::newRow("llama listening before load")
            << l
            << QStringLiteral(
                   "main: HTTP server is listening, hostname: 127.0.0.1, port: 8080, http threads: 11")
            << QStringLiteral("launch:start");
        QTest::newRow("llama loading")
            << l << QStringLiteral("main: loading model") << QStringLiteral("weights:start");
        QTest::newRow("llama loaded")
            << l << QStringLiteral("main: model loaded") << QStringLiteral("weights:done");
        QTest::newRow("llama listening")
            << l
            << QStringLiteral("main: server is listening on http://127.0.0.1:8080 - starting the main loop")
            << QStringLiteral("ready:start");
        QTest::newRow("llama listening new")
            << l << QStringLiteral("main: server is listening on http://127.0.0.1:8080")
            << QStringLiteral("ready:start");
        QTest::newRow("llama idle") << l << QStringLiteral("srv  update_slots: all slots are idle")
                                    << QStringLiteral("ready:start");
        QTest::newRow("llama oom")
            << l << QStringLiteral("llama_model_load: error loading model: unable to allocate CUDA0 buffer")
            << QStringLiteral("failure");
    }
    void wordings()
    {
        QFETCH(QString, engine);
        QFETCH(QString, line);
        QFETCH(QString, expected);
        const StartupProfile *p = builtIn(engine);
        QVERIFY(p);
        QCOMPARE(classify(*p, line), expected);
        // The literal pre-check never changes what a pattern matches.
        const QString text = parseEngineLogLine(line).text;
        QList<const ProfilePattern *> all;
        for (const QList<ProfilePattern> *list :
             { &p->detect, &p->ready, &p->failure, &p->stopped, &p->benign })
            for (const ProfilePattern &pp : *list)
                all << &pp;
        for (const ProfilePhase &ph : p->phases)
            for (const QList<ProfilePattern> *list : { &ph.start, &ph.progress, &ph.done })
                for (const ProfilePattern &pp : *list)
                    all << &pp;
        for (const ProfilePattern *pp : all)
            QVERIFY2(pp->matches(text) == pp->re.match(text).hasMatch(), qPrintable(pp->re.pattern()));
    }

    void literalPrefilter()
    {
        const StartupProfile *p = builtIn(QStringLiteral("vllm"));
        QVERIFY(p);
        int anchoredWithLiteral = 0;
        for (const ProfilePhase &ph : p->phases)
            for (const ProfilePattern &pp : ph.start)
                anchoredWithLiteral += pp.anchored && !pp.literal.isEmpty();
        QVERIFY(anchoredWithLiteral > 20);
        const ProfilePattern &api = p->phases.at(p->phaseIndex(QStringLiteral("api-server"))).start.first();
        QCOMPARE(api.literal, QStringLiteral("Starting vLLM ")); // "(?:API )?" stops it
        QVERIFY(api.anchored);
        for (const ProfilePattern &f : p->failure)
            if (f.re.pattern().startsWith(QLatin1String("Engine core initialization")))
                QCOMPARE(f.literal, QStringLiteral("Engine core initialization failed."));
    }

    void badProfiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("empty") << QStringLiteral("bad-empty.json") << QStringLiteral("not valid JSON");
        QTest::newRow("junk") << QStringLiteral("bad-junk.json") << QStringLiteral("not valid JSON");
        QTest::newRow("array") << QStringLiteral("bad-array.json") << QStringLiteral("must be a JSON object");
        QTest::newRow("no engine") << QStringLiteral("bad-no-engine.json") << QStringLiteral("no \"engine\"");
        QTest::newRow("no detect") << QStringLiteral("bad-no-detect.json")
                                   << QStringLiteral("\"detect\" needs");
        QTest::newRow("no ready") << QStringLiteral("bad-no-ready.json") << QStringLiteral("\"ready\" needs");
        QTest::newRow("bad regex")
            << QStringLiteral("bad-bad-regex.json")
            << QStringLiteral("phase \"weights\": start pattern 1 is not a valid regular expression");
        QTest::newRow("unknown phase")
            << QStringLiteral("bad-unknown-phase.json") << QStringLiteral("unknown phase id \"warmup\"");
        QTest::newRow("out of order")
            << QStringLiteral("bad-out-of-order.json") << QStringLiteral("out of order");
        QTest::newRow("progress without counts") << QStringLiteral("bad-progress-without-counts.json")
                                                 << QStringLiteral("needs named groups n and tot, or pct");
        QTest::newRow("benign without reason")
            << QStringLiteral("bad-benign-without-reason.json") << QStringLiteral("has no reason");
        QTest::newRow("hint unknown phase")
            << QStringLiteral("bad-hint-unknown-phase.json") << QStringLiteral("unknown phase \"compile\"");
        QTest::newRow("hint skips unknown phase") << QStringLiteral("bad-hint-skip-unknown-phase.json")
                                                  << QStringLiteral("unknown phase \"cuda-graphs\"");
        QTest::newRow("negative weight")
            << QStringLiteral("bad-negative-weight.json") << QStringLiteral("weight");
        QTest::newRow("pattern not string") << QStringLiteral("bad-pattern-not-string.json")
                                            << QStringLiteral("detect pattern 1 is not a non-empty string");
    }
    void badProfiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, errorPart);
        QFile f(QStringLiteral(IC_FIXTURES_DIR "/profiles/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const StartupProfile p = parseStartupProfile(f.readAll());
        QVERIFY(!p.isValid());
        QVERIFY2(p.error.contains(errorPart), qPrintable(p.error));
    }

    void hintRulesAPhaseOut()
    {
        // Once a hint says a phase will not happen, a later line of that phase is not its own.
        const StartupProfile prof = parseStartupProfile(QByteArrayLiteral(
            R"({"engine":"e","detect":["^e starts"],"ready":["^up$"],
                "hints":[{"pattern":"^eager$","skip":["cuda-graphs"]}],
                "phases":[{"id":"weights","start":["^load"]},{"id":"cuda-graphs","start":["^graphs"]},
                          {"id":"ready","start":["^up$"]}]})"));
        QVERIFY2(prof.isValid(), qPrintable(prof.error));
        for (const bool eager : { false, true }) {
            StartupTracker t({ prof });
            t.setRequireHealth(false);
            int line = 0;
            for (const char *l : { "e starts", eager ? "eager" : "lazy", "load", "graphs", "up" })
                t.addLogRecord(QString::fromLatin1(l), kUnknownTime, ++line);
            const StartupSnapshot s = t.snapshot();
            QCOMPARE(s.outcome, StartupOutcome::Ready);
            QCOMPARE(s.phases.at(1).firstLine, eager ? -1 : 4);
            QCOMPARE(s.phases.at(1).state, eager ? PhaseState::Skipped : PhaseState::Done);
        }
    }

    void missingFile()
    {
        const StartupProfile p = loadStartupProfile(QStringLiteral("/nonexistent/profile.json"));
        QVERIFY(!p.isValid());
        QVERIFY(p.error.contains(QStringLiteral("/nonexistent/profile.json")));
    }

    void newWordingIsData()
    {
        // A wording no built-in profile knows becomes a phase by adding one pattern to a file.
        const StartupProfile p
            = loadStartupProfile(QStringLiteral(IC_FIXTURES_DIR "/profiles/toy-engine.json"));
        QVERIFY2(p.isValid(), qPrintable(p.error));
        StartupTracker t({ p });
        t.setRequireHealth(false);
        t.addLogRecord(u"toy engine 1.0", 1000);
        t.addLogRecord(u"fetching blobs", 2000);
        t.addLogRecord(u"blob 3 of 4", 3000);
        StartupSnapshot s = t.snapshot();
        QCOMPARE(s.engine, QStringLiteral("toy"));
        QCOMPARE(s.phases.at(0).detail, QStringLiteral("blob 3/4"));
        QCOMPARE(s.phases.at(0).fraction, 0.75);
        QCOMPARE(s.percent, 75.0);
        t.addLogRecord(u"serving", 4000);
        QCOMPARE(t.outcome(), StartupOutcome::Ready);
    }
};

QTEST_GUILESS_MAIN(TestStartupProfile)
#include "tst_startupprofile.moc"
