// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnose/CrashDiagnosis.h"
#include "diagnose/CrashDiagnosisRules.h"
#include "diagnose/Diagnosis.h"
#include "sim/SimPackages.h"
#include "sim/SimTimeline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QTest>

using namespace ic;

namespace {

QStringList readLines(const QString &name)
{
    QFile f(name.contains(u'/') ? QStringLiteral(IC_FIXTURES_DIR "/") + name
                                : QStringLiteral(IC_FIXTURES_DIR "/crashes/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace

class TestCrashDiagnosis : public QObject {
    Q_OBJECT private Q_SLOTS : void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("textStart");
        QTest::addColumn<QString>("category");
        QTest::addColumn<int>("blockFirst");
        QTest::addColumn<int>("blockLast");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("step");

        QTest::newRow("vllm 0.8 OOM, wrapper after")
            << QStringLiteral("vllm-0.8-oom-v1-wrapper.log") << 15
            << QStringLiteral("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 350.00 MiB.")
            << QStringLiteral("gpu-oom") << 4 << 15 << QStringLiteral("torch-oom")
            << QStringLiteral("lower --gpu-memory-utilization");
        QTest::newRow("vllm 0.16 OOM, EngineDeadError first")
            << QStringLiteral("vllm-0.16-oom-deaderror-first.log") << 14
            << QStringLiteral("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 50.00 MiB.")
            << QStringLiteral("gpu-oom") << 6 << 14 << QStringLiteral("torch-oom") << QString();
        QTest::newRow("vllm 0.15 KV cache with estimate")
            << QStringLiteral("vllm-0.15-kv-cache-estimate.log") << 9
            << QStringLiteral("ValueError: To serve at least one request") << QStringLiteral("kv-cache") << 4
            << 9 << QStringLiteral("kv-cache-estimate")
            << QStringLiteral("the engine estimated the maximum model length at 34,736 tokens: start with "
                              "--max-model-len 34736 or raise --gpu-memory-utilization");
        QTest::newRow("vllm 0.8 KV cache without estimate")
            << QStringLiteral("vllm-0.8-kv-cache-no-estimate.log") << 7
            << QStringLiteral("ValueError: To serve at least one request") << QStringLiteral("kv-cache") << 2
            << 7 << QStringLiteral("kv-cache-needed")
            << QStringLiteral("1,048,576 tokens need 24.00 GiB of KV cache but only 9.97 GiB are available");
        QTest::newRow("vllm V0 KV cache")
            << QStringLiteral("vllm-0.2-kv-cache-v0.log") << 9
            << QStringLiteral("ValueError: The model's max seq len") << QStringLiteral("kv-cache") << 2 << 9
            << QStringLiteral("kv-cache-v0") << QStringLiteral("--max-model-len 3664");
        QTest::newRow("vllm 0.5 NCCL, ranks interleaved")
            << QStringLiteral("vllm-0.5-nccl-v0-interleaved.log") << 16
            << QStringLiteral("RuntimeError: NCCL error: unhandled cuda error") << QStringLiteral("nccl") << 4
            << 16 << QStringLiteral("nccl-error") << QStringLiteral("NCCL_DEBUG=INFO");
        QTest::newRow("vllm FlashInfer JIT")
            << QStringLiteral("vllm-0.11-flashinfer-jit.log") << 8
            << QStringLiteral("subprocess.CalledProcessError: Command '['ninja'")
            << QStringLiteral("kernel-jit") << 3 << 8 << QStringLiteral("ninja-build")
            << QStringLiteral("VLLM_USE_FLASHINFER_SAMPLER=0");
        QTest::newRow("vllm flashinfer-cubin mismatch, journald")
            << QStringLiteral("vllm-0.26-flashinfer-cubin-mismatch.journal") << 9
            << QStringLiteral(
                   "RuntimeError: flashinfer-cubin version (0.6.13) does not match flashinfer version "
                   "(0.6.14).")
            << QStringLiteral("package-mismatch") << 2 << 9 << QStringLiteral("flashinfer-cubin-mismatch")
            << QStringLiteral(
                   "flashinfer-cubin 0.6.13 does not match flashinfer-python 0.6.14: pin both to the same "
                   "version, e.g. pip install flashinfer-cubin==0.6.14");
        QTest::newRow("vllm unrecognized arguments")
            << QStringLiteral("vllm-unrecognized-arguments.log") << 2
            << QStringLiteral("vllm: error: unrecognized arguments: --omni") << QStringLiteral("config") << -1
            << -1 << QStringLiteral("unrecognized-arguments") << QStringLiteral("does not accept --omni");
        QTest::newRow("vllm worker died, compose, traceback cut")
            << QStringLiteral("vllm-0.9-worker-died-compose.log") << 1
            << QStringLiteral("Worker proc VllmWorker-3 died unexpectedly") << QStringLiteral("worker-died")
            << -1 << -1 << QStringLiteral("worker-died") << QStringLiteral("journalctl -k");
        QTest::newRow("vllm free memory below utilization")
            << QStringLiteral("vllm-0.10-free-memory.log") << 8
            << QStringLiteral("ValueError: Free memory on device") << QStringLiteral("gpu-oom") << 3 << 8
            << QStringLiteral("free-memory-less-than-utilization")
            << QStringLiteral("only 3.22 of 4.0 GiB were free at start-up");
        QTest::newRow("sglang scheduler, ninja")
            << QStringLiteral("sglang-flashinfer-ninja.log") << 10
            << QStringLiteral("subprocess.CalledProcessError: Command") << QStringLiteral("kernel-jit") << 5
            << 10 << QStringLiteral("ninja-build") << QString();
        QTest::newRow("llama-server cudaMalloc")
            << QStringLiteral("llama-server-cuda-oom.log") << 8
            << QStringLiteral(
                   "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 144817.04 MiB on device 0")
            << QStringLiteral("gpu-oom") << -1 << -1 << QStringLiteral("llama-cuda-oom")
            << QStringLiteral("allocating 144817.04 MiB on GPU 0 failed");
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, textStart);
        QFETCH(QString, category);
        QFETCH(int, blockFirst);
        QFETCH(int, blockLast);
        QFETCH(QString, rule);
        QFETCH(QString, step);
        const QStringList lines = readLines(file);
        QVERIFY2(!lines.isEmpty(), qPrintable(file));
        const auto rc = diagnoseCrash(lines);
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, line);
        QVERIFY2(rc->text.startsWith(textStart), qPrintable(rc->text));
        QCOMPARE(crashCategoryId(rc->category), category);
        QCOMPARE(rc->tracebackFirst, blockFirst);
        QCOMPARE(rc->tracebackLast, blockLast);
        QCOMPARE(rc->ruleId, rule);
        QVERIFY(!rc->nextSteps.isEmpty());
        if (!step.isEmpty())
            QVERIFY2(rc->nextSteps.join(u'\n').contains(step), qPrintable(rc->nextSteps.join(u'\n')));
    }

    // One row per rule, in the wordings the rules match (resources/reference §2); `|` separates lines.
    void wordings_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("rule");
        const QString tb
            = QStringLiteral("Traceback (most recent call last):|  File \"x.py\", line 1, in f|");
        QTest::newRow("V0 wrapper after torch.cuda OOM") << tb
                + QStringLiteral("torch.cuda.OutOfMemoryError: CUDA out of memory.|") + tb
                + QStringLiteral("RuntimeError: Engine process failed to start. See stack trace for the root "
                                 "cause.") << 2 << QStringLiteral("torch-oom");
        QTest::newRow("not enough GPU memory") << QStringLiteral(
            "INFO 01-01 00:00:00 [a.py:1] x|ERROR 01-01 00:00:01 [b.py:2] Failed to load model - "
            "not enough GPU memory.") << 1 << QStringLiteral("not-enough-gpu-memory");
        QTest::newRow("no cache blocks")
            << tb + QStringLiteral("ValueError: No available memory for the cache blocks.") << 2
            << QStringLiteral("kv-cache-no-blocks");
        QTest::newRow("undefined symbol")
            << tb
                + QStringLiteral(
                    "ImportError: /opt/venv/lib/python3.12/site-packages/vllm/_C.abi3.so: undefined "
                    "symbol: _ZN3c104cuda9SetDeviceEi")
            << 2 << QStringLiteral("undefined-symbol");
        QTest::newRow("module not found")
            << tb + QStringLiteral("ModuleNotFoundError: No module named 'vllm._C'") << 2
            << QStringLiteral("module-not-found");
        QTest::newRow("cannot import name")
            << tb
                + QStringLiteral(
                    "ImportError: cannot import name 'AutoProcessor' from 'transformers' (/x.py)")
            << 2 << QStringLiteral("cannot-import-name");
        QTest::newRow("transformers architecture")
            << tb
                + QStringLiteral(
                    "ValueError: The checkpoint you are trying to load has model type `qwen3_next` but "
                    "Transformers does not recognize this architecture.")
            << 2 << QStringLiteral("transformers-architecture");
        QTest::newRow("tool parser") << tb
                + QStringLiteral("KeyError: 'invalid tool call parser: hermes2 (chose from "
                                 "{ hermes })'")
                                     << 2 << QStringLiteral("invalid-tool-parser");
        QTest::newRow("inductor") << tb
                + QStringLiteral("torch._inductor.exc.InductorError: LoweringException: x")
                                  << 2 << QStringLiteral("inductor");
        QTest::newRow("triton compile")
            << tb + QStringLiteral("triton.compiler.errors.CompilationError: at 1:0: out of resource") << 2
            << QStringLiteral("inductor");
        QTest::newRow("ray worker died") << QStringLiteral(
            "x|ERROR 01-01 00:00:01 [ray_executor.py:1] RayWorkerProc rank=3 died unexpectedly, "
            "shutting down executor.") << 1
                                         << QStringLiteral("worker-died");
        QTest::newRow("rpc timeout") << tb
                + QStringLiteral("TimeoutError: RPC call to sample_tokens timed out.")
                                     << 2 << QStringLiteral("rpc-timeout");
        QTest::newRow("nccl frames") << QStringLiteral(
            "Traceback (most recent call last):|  File \"/v/pynccl.py\", line 99, in "
            "ncclCommInitRank|RuntimeError: something odd")
                                     << 2 << QStringLiteral("nccl-block");
        QTest::newRow("argparse choice") << QStringLiteral(
            "usage: vllm serve|vllm serve: error: argument --dtype: invalid choice: 'fp7' (choose "
            "from auto, half)") << 1 << QStringLiteral("argparse-invalid-choice");
        QTest::newRow("unknown error") << tb + QStringLiteral("ZeroDivisionError: division by zero") << 2
                                       << QStringLiteral("unclassified");
    }
    void wordings()
    {
        QFETCH(QString, log);
        QFETCH(int, line);
        QFETCH(QString, rule);
        const auto rc = diagnoseCrash(log.split(u'|'));
        QVERIFY(rc.has_value());
        QCOMPARE(rc->ruleId, rule);
        QCOMPARE(rc->line, line);
        QVERIFY(!rc->nextSteps.isEmpty());
        for (const QString &step : rc->nextSteps)
            QVERIFY2(!step.contains(u'{'), qPrintable(step)); // every placeholder filled
    }

    void noCrash_data()
    {
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("empty") << QStringList();
        QTest::newRow("blank lines") << QStringList { QString(), QStringLiteral("   "),
                                                      QStringLiteral("\t\r") };
        QTest::newRow("clean start-up") << readLines(QStringLiteral("vllm-0.11-ready.log"));
        QTest::newRow("binary junk") << QStringList {
            QString::fromLatin1("\x01\x02\xff\xfe (pid=) ^[[ \x1b["), QStringLiteral("Error"),
            QStringLiteral(": Exception")
        };
        QTest::newRow("error word in a normal line")
            << QStringList { QStringLiteral("INFO 11-24 11:44:17 [x.py:1] ValueError handling is enabled") };
        QTest::newRow("clean stop") << QStringList { QStringLiteral(
            "Dec 02 10:00:00 h systemd[1]: vllm.service: Deactivated successfully.") };
        QTest::newRow("traceback, then it came up")
            << QStringList { QStringLiteral("Traceback (most recent call last):"),
                             QStringLiteral("  File \"x.py\", line 1, in <module>"),
                             QStringLiteral("ImportError: optional thing"),
                             QStringLiteral("(APIServer pid=3) INFO:     Application startup complete.") };
    }
    void noCrash()
    {
        QFETCH(QStringList, lines);
        QVERIFY(!diagnoseCrash(lines).has_value());
    }

    void hostile()
    {
        // A 10 MB line inside a traceback: still found, still cheap enough to run.
        const QString huge = QStringLiteral("ValueError: ") + QString(10 * 1024 * 1024, u'x');
        auto rc = diagnoseCrash({ QStringLiteral("Traceback (most recent call last):"),
                                  QStringLiteral("  File \"a.py\", line 1"), huge });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 2);
        QCOMPARE(rc->text.size(), huge.size());

        // A traceback cut before its last line: the trigger is all there is.
        rc = diagnoseCrash(
            { QStringLiteral("INFO 01-01 00:00:00 [a.py:1] hello"),
              QStringLiteral("ERROR 01-01 00:00:01 [core.py:1] EngineCore failed to start."),
              QStringLiteral("ERROR 01-01 00:00:01 [core.py:1] Traceback (most recent call last):"),
              QStringLiteral("ERROR 01-01 00:00:01 [core.py:1]   File \"x.py\", line 3, in f") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 1);
        QCOMPARE(rc->category, CrashCategory::Uncertain); // says so, with candidates, rather than guess
        QVERIFY(!rc->nextSteps.isEmpty());

        // Only a wrapper arrived (the root cause was in another process's output).
        rc = diagnoseCrash(
            { QStringLiteral("Traceback (most recent call last):"),
              QStringLiteral("  File \"utils.py\", line 494, in wait_for_engine_startup"),
              QStringLiteral("RuntimeError: Engine core initialization failed. See root cause above. "
                             "Failed core proc(s): {}") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 2);
        QCOMPARE(rc->ruleId, QStringLiteral("uncertain"));

        // systemd alone: killed by a signal.
        rc = diagnoseCrash(
            { QStringLiteral("Dec 02 10:00:00 h systemd[1]: vllm.service: Main process exited, "
                             "code=killed, status=9/KILL"),
              QStringLiteral("Dec 02 10:00:00 h systemd[1]: vllm.service: Failed with result "
                             "'signal'.") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 0);
        QCOMPARE(rc->ruleId, QStringLiteral("systemd-exit"));
        QVERIFY(rc->nextSteps.join(u' ').contains(QStringLiteral("status 9/KILL")));

        // The host's OOM killer, after the exit line.
        rc = diagnoseCrash({ QStringLiteral("vllm.service: Main process exited, code=killed, status=9/KILL"),
                             QStringLiteral("vllm.service: Failed with result 'oom-kill'.") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 1);
        QCOMPARE(rc->ruleId, QStringLiteral("systemd-oom-kill"));

        // The mismatch line alone, pasted without its traceback or level.
        rc = diagnoseCrash(
            { QStringLiteral("hello"),
              QStringLiteral("RuntimeError: flashinfer-cubin version (0.6.3) does not match "
                             "flashinfer version (0.6.4). Please install the same version.") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 1);
        QCOMPARE(rc->category, CrashCategory::PackageMismatch);

        // Negative KV memory earlier in the start-up explains a bare exit.
        rc = diagnoseCrash(
            { QStringLiteral("(EngineCore_DP0 pid=9) INFO 11-24 11:44:17 [gpu_worker.py:348] "
                             "Available KV cache memory: -1.25 GiB"),
              QStringLiteral("vllm.service: Main process exited, code=exited, status=1/FAILURE") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 1);
        QCOMPARE(rc->category, CrashCategory::KvCache);
        QVERIFY(rc->nextSteps.first().contains(QStringLiteral("-1.25 GiB")));

        // A config ValueError before engine init.
        rc = diagnoseCrash({ QStringLiteral("Traceback (most recent call last):"),
                             QStringLiteral("  File \"arg_utils.py\", line 1"),
                             QStringLiteral("ValueError: invalid dtype 'fp7'") });
        QVERIFY(rc.has_value());
        QCOMPARE(rc->category, CrashCategory::Config);
    }

    void nestedRanksInterleaved()
    {
        // Two workers under one engine-core prefix print their tracebacks at the same time.
        const QString e = QStringLiteral("(EngineCore_DP0 pid=70) ");
        const QString h = QStringLiteral("ERROR 11-12 16:25:35 [multiproc_executor.py:711] ");
        const QString w0 = e + QStringLiteral("(Worker_TP0 pid=71) ") + h;
        const QString w1 = e + QStringLiteral("(Worker_TP1 pid=72) ") + h;
        const QStringList lines {
            w0 + QStringLiteral("WorkerProc failed to start."),
            w0 + QStringLiteral("Traceback (most recent call last):"),
            w1 + QStringLiteral("WorkerProc failed to start."),
            w1 + QStringLiteral("Traceback (most recent call last):"),
            w0 + QStringLiteral("  File \"/v/flashinfer/jit/env.py\", line 48, in _get_cubin_dir"),
            w1 + QStringLiteral("  File \"/v/flashinfer/jit/env.py\", line 48, in _get_cubin_dir"),
            w0
                + QStringLiteral(
                    "RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version "
                    "(0.6.4). Please install the same version of both packages."),
            w1
                + QStringLiteral(
                    "RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version "
                    "(0.6.4). Please install the same version of both packages."),
            e + h
                + QStringLiteral(
                    "Exception: WorkerProc initialization failed due to an exception in a background "
                    "process. See stack trace for root cause."),
        };
        const auto rc = diagnoseCrash(lines);
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 6);
        QCOMPARE(rc->tracebackFirst, 1); // rank 0's own block, not rank 1's
        QCOMPARE(rc->tracebackLast, 6);
        QCOMPARE(rc->category, CrashCategory::PackageMismatch);
        QVERIFY(rc->nextSteps.first().contains(QStringLiteral("pip install flashinfer-cubin==0.6.4")));
    }

    /// llama-server's two real model failures as the real host's journal recorded them
    /// (tests/fixtures/realhost, Debian's b11669), both `-o cat` and `-o short-precise`: the
    /// diagnosis is about the model file, names its path and quotes the engine's own line.
    void realHostLlamaCpp_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("quoted");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QStringList>("named"); ///< what the next steps must name
        const QString missing = QStringLiteral(
            "gguf_init_from_file: failed to open GGUF file '/models/tiny.gguf' (No such file or directory)");
        const QString truncated = QStringLiteral(
            "llama_model_load: error loading model: tensor 'blk.0.ffn_gate.weight' data is not within the "
            "file bounds, model is corrupted or incomplete");
        for (const char *suffix : { ".cat.log", ".log" }) {
            QTest::addRow("missing model%s", suffix)
                << QStringLiteral("realhost/llamacpp-b11669-missing-model") + QLatin1String(suffix) << 6
                << missing << QStringLiteral("gguf-file-missing")
                << QStringList { QStringLiteral("/models/tiny.gguf"),
                                 QStringLiteral("(No such file or directory)") };
            QTest::addRow("truncated model%s", suffix)
                << QStringLiteral("realhost/llamacpp-b11669-truncated-model") + QLatin1String(suffix) << 11
                << truncated << QStringLiteral("gguf-tensor-out-of-bounds")
                << QStringList { QStringLiteral("the model file /models/tiny.gguf is truncated"),
                                 QStringLiteral("tensor blk.0.ffn_gate.weight") };
        }
    }
    void realHostLlamaCpp()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, quoted);
        QFETCH(QString, rule);
        QFETCH(QStringList, named);
        const QStringList lines = readLines(file);
        QVERIFY2(!lines.isEmpty(), qPrintable(file));
        const auto rc = diagnoseCrash(lines);
        QVERIFY(rc.has_value());
        QCOMPARE(crashCategoryId(rc->category), QStringLiteral("model-files"));
        QCOMPARE(rc->ruleId, rule);
        QCOMPARE(rc->line, line);
        QVERIFY2(rc->text.endsWith(quoted), qPrintable(rc->text));
        const QString steps = rc->nextSteps.join(u'\n');
        for (const QString &n : std::as_const(named))
            QVERIFY2(steps.contains(n), qPrintable(n + QStringLiteral(" not in:\n") + steps));
        // The card's Markdown carries the quoted line and the path.
        const QString md = diagnosisMarkdown(makeDiagnosis(*rc, lines, {}, std::nullopt));
        QVERIFY2(md.contains(quoted), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("/models/tiny.gguf")));
    }

    /// earlierCapture: the nearest earlier line gives its captures after the rule's own; a step
    /// that names one no line gave is left out, the others stay.
    void earlierCapture()
    {
        // (No raw string literal: moc of Qt 6.4 does not read them.)
        const QByteArray rules
            = "{\"terminal\": \"^\\\\w*Error(?:: .*)?$\", \"rules\": ["
              "{\"id\": \"r\", \"category\": \"model-files\", \"scope\": \"standalone\","
              " \"regex\": \"bad tensor '([^']+)'(?: at (\\\\d+))?\", \"earlierCapture\": \"opening "
              "'([^']+)'\","
              " \"next\": [\"{3} is damaged at {1}\", \"tensor {1}\", \"offset {2}\"]},"
              "{\"id\": \"c\", \"category\": \"nccl\", \"scope\": \"standalone\", \"contains\": \"rank "
              "lost\","
              " \"earlierCapture\": \"rank (\\\\d+) on (\\\\w+)\", \"next\": [\"rank {1} on {2}\"]}]}";
        auto rc
            = diagnoseCrash({ QStringLiteral("opening '/old.gguf'"), QStringLiteral("opening '/m.gguf'"),
                              QStringLiteral("bad tensor 'w0'"), QStringLiteral("opening '/after.gguf'") },
                            rules);
        QVERIFY(rc.has_value());
        QCOMPARE(rc->ruleId, QStringLiteral("r"));
        // The optional group that took no part keeps its number: the earlier capture is {3}.
        QCOMPARE(rc->nextSteps,
                 (QStringList { QStringLiteral("/m.gguf is damaged at w0"), QStringLiteral("tensor w0") }));
        rc = diagnoseCrash(
            { QStringLiteral("bad tensor 'w0' at 7"), QStringLiteral("opening '/after.gguf'") }, rules);
        QVERIFY(rc.has_value());
        QCOMPARE(rc->nextSteps, (QStringList { QStringLiteral("tensor w0"), QStringLiteral("offset 7") }));
        rc = diagnoseCrash({ QStringLiteral("rank 3 on node7"), QStringLiteral("rank lost") }, rules);
        QVERIFY(rc.has_value());
        QCOMPARE(rc->nextSteps, QStringList { QStringLiteral("rank 3 on node7") });
        // The rule's earlier expression is checked like its others, and the pre-filter keeps its lines.
        const crashrules::RuleSet broken
            = crashrules::parseRules("{\"terminal\": \"Error$\", \"rules\": [{\"id\": \"x\", \"category\": "
                                     "\"nccl\", \"contains\": \"y\", "
                                     "\"earlierCapture\": \"(unclosed\", \"next\": [\"z\"]}]}",
                                     crashrules::Compile::Checked);
        QVERIFY2(broken.error.contains(QStringLiteral("(unclosed")), qPrintable(broken.error));
        QVERIFY(crashRulePatterns(rules).contains(QStringLiteral("opening '([^']+)'")));
        QVERIFY(crashRulePatterns().contains(QStringLiteral(
            "(?:loading model '|key-value pairs and \\d+ tensors from )([^']+?)(?:'| \\(version |$)")));
    }

    void rulesAreData()
    {
        // A new wording is a data change: rules given by the caller replace the embedded ones.
        QFile f(QStringLiteral(IC_FIXTURES_DIR "/crashes/custom-rules.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray rules = f.readAll();
        const auto rc = diagnoseCrash({ QStringLiteral("fine"), QStringLiteral("BOOM on rank 3") }, rules);
        QVERIFY(rc.has_value());
        QCOMPARE(rc->line, 1);
        QCOMPARE(rc->category, CrashCategory::Nccl);
        QCOMPARE(rc->nextSteps, QStringList { QStringLiteral("look at rank 3") });

        // Broken rules: no crash can be told, and nothing breaks.
        QVERIFY(!diagnoseCrash({ QStringLiteral("Traceback (most recent call last):") }, "{not json")
                     .has_value());
        QVERIFY(!diagnoseCrash({ QStringLiteral("x") }, "{\"terminal\": \"(unclosed\"}").has_value());
    }

    void categoryIds()
    {
        const CrashCategory all[] = {
            CrashCategory::GpuOom,     CrashCategory::KvCache,      CrashCategory::Nccl,
            CrashCategory::Compile,    CrashCategory::Config,       CrashCategory::PackageMismatch,
            CrashCategory::WorkerDied, CrashCategory::KernelJit,    CrashCategory::CudaMismatch,
            CrashCategory::ModelFiles, CrashCategory::DownloadAuth, CrashCategory::PortInUse,
            CrashCategory::Timeout,    CrashCategory::Uncertain,    CrashCategory::Other,
        };
        QStringList ids;
        for (CrashCategory c : all) {
            ids.append(crashCategoryId(c));
            QVERIFY(!crashCategoryTitle(c).isEmpty());
        }
        QCOMPARE(
            ids.join(u','),
            QStringLiteral("gpu-oom,kv-cache,nccl,compile,config,package-mismatch,worker-died,kernel-jit,"
                           "cuda-mismatch,model-files,download-auth,port-in-use,timeout,uncertain,other"));
    }

    /// The console reads the shipped rules lazily (each expression compiles when it first meets
    /// a line), so this is where a broken expression in them is caught.
    void shippedRulesCompile()
    {
        QFile f(QStringLiteral(IC_SOURCE_DIR "/resources/diagnose/rules.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        const crashrules::RuleSet checked = crashrules::parseRules(json, crashrules::Compile::Checked);
        QVERIFY2(checked.error.isEmpty(), qPrintable(checked.error));
        const crashrules::RuleSet &lazy = crashrules::defaultRules();
        QVERIFY(lazy.error.isEmpty());
        QCOMPARE(lazy.rules.size(), checked.rules.size());
        for (const crashrules::Rule &r : lazy.rules) {
            QVERIFY2(r.matcher.valid, qPrintable(r.id));
            QVERIFY2(r.matcher.re.pattern().isEmpty() || r.matcher.re.isValid(), qPrintable(r.id));
            QVERIFY2(r.andLine.isValid() && r.unlessBefore.isValid() && r.earlierCapture.isValid(),
                     qPrintable(r.id));
        }
        // A broken expression in a file of one's own is reported at once.
        const crashrules::RuleSet broken = crashrules::parseRules(
            "{\"terminal\": \"Error$\", \"rules\": [{\"id\": \"x\", \"category\": \"nccl\", "
            "\"regex\": \"(unclosed\"}]}",
            crashrules::Compile::Checked);
        QVERIFY2(broken.error.contains(QStringLiteral("(unclosed")), qPrintable(broken.error));
    }

    /// Every category a rule names has next steps a person can act on.
    void everyCategoryHasRulesWithNextSteps()
    {
        QFile f(QStringLiteral(IC_SOURCE_DIR "/resources/diagnose/rules.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        QSet<QString> covered;
        for (const QJsonValue &v : root.value(QLatin1String("rules")).toArray()) {
            const QJsonObject r = v.toObject();
            QVERIFY2(!r.value(QLatin1String("next")).toArray().isEmpty(),
                     qPrintable(r.value(QLatin1String("id")).toString()));
            covered.insert(r.value(QLatin1String("category")).toString());
        }
        for (const char *id :
             { "gpu-oom", "kv-cache", "nccl", "kernel-jit", "cuda-mismatch", "model-files", "download-auth",
               "port-in-use", "package-mismatch", "worker-died", "timeout", "config" })
            QVERIFY2(covered.contains(QString::fromLatin1(id)), id);
        QVERIFY(!root.value(QLatin1String("uncertain"))
                     .toObject()
                     .value(QLatin1String("next"))
                     .toArray()
                     .isEmpty());
    }

    void diagnosisLinksDrift()
    {
        const QStringList lines = readLines(QStringLiteral("vllm-0.26-flashinfer-cubin-mismatch.journal"));
        const auto rc = diagnoseCrash(lines);
        QVERIFY(rc.has_value());
        QMap<QString, QString> packages { { QStringLiteral("vllm"), QStringLiteral("0.26.0") },
                                          { QStringLiteral("flashinfer-python"), QStringLiteral("0.6.14") },
                                          { QStringLiteral("flashinfer-cubin"), QStringLiteral("0.6.13") },
                                          { QStringLiteral("torch"), QStringLiteral("2.11.0") },
                                          { QStringLiteral("triton"), QStringLiteral("3.5.0") } };
        const QList<DriftFinding> findings = checkVersionAgreement(packages);
        QVERIFY(findings.size() >= 2); // the cubin mismatch and torch 2.11 vs triton
        EnvironmentSnapshot good;
        good.packages = packages;
        good.packages[QStringLiteral("flashinfer-cubin")] = QStringLiteral("0.6.14");
        EnvironmentSnapshot now;
        now.packages = packages;
        const Diagnosis d = makeDiagnosis(*rc, lines, findings, diffEnvironments(good, now));
        QCOMPARE(d.categoryId, QStringLiteral("package-mismatch"));
        QVERIFY(!d.findings.isEmpty());
        QCOMPARE(d.findings.first().packages,
                 (QStringList { QStringLiteral("flashinfer-cubin"), QStringLiteral("flashinfer-python") }));
        QVERIFY(d.findings.first().sentence.contains(QStringLiteral("0.6.13")));
        QVERIFY(d.findings.first().sentence.contains(QStringLiteral("0.6.14")));
        QCOMPARE(d.tracebackExcerpt.size(), 8);
        QVERIFY(d.tracebackExcerpt.first().startsWith(QStringLiteral("Traceback")));

        const QString md = diagnosisMarkdown(d);
        QVERIFY(md.startsWith(QStringLiteral("## Crash diagnosis: Package version mismatch")));
        QVERIFY(md.contains(QStringLiteral("pip install flashinfer-cubin==0.6.14")));
        QVERIFY(md.contains(QStringLiteral("| flashinfer-cubin | 0.6.14 | 0.6.13 |")));
        QVERIFY(md.contains(QStringLiteral("lines 3–10")));
        QVERIFY(!md.contains(QStringLiteral("^[[")));
    }

    // The simulated host's scenarios, end to end: journal -> root cause -> pip list -> card.
    void simulatedHost_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<QString>("category");
        QTest::newRow("crash-flashinfer-mismatch")
            << int(SimScenario::CrashFlashinferMismatch) << QStringLiteral("package-mismatch");
        QTest::newRow("oom") << int(SimScenario::Oom) << QStringLiteral("gpu-oom");
        QTest::newRow("healthy") << int(SimScenario::Healthy) << QString();
    }
    void simulatedHost()
    {
        QFETCH(int, scenario);
        QFETCH(QString, category);
        SimState s;
        s.scenario = SimScenario(scenario);
        s.seed = 7;
        SimInvocation inv;
        inv.id = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        inv.startMs = 1'700'000'100'000;
        inv.mainPid = 4100;
        s.invocations.append(inv);
        const SimTimeline tl(s, s.invocations.first());
        QStringList lines;
        for (const SimLogLine &l : tl.linesUpTo(std::numeric_limits<qint64>::max() / 4))
            lines.append(QString::fromUtf8(l.message));
        QVERIFY(lines.size() > 10);

        const auto rc = diagnoseCrash(lines);
        if (category.isEmpty()) {
            QVERIFY2(!rc.has_value(), rc ? qPrintable(rc->text) : "");
            return;
        }
        QVERIFY(rc.has_value());
        QCOMPARE(crashCategoryId(rc->category), category);
        QVERIFY(rc->tracebackFirst >= 0 && rc->tracebackFirst < rc->line);

        const QString python = pythonFromExecStart(QString::fromUtf8(SimTimeline::execStartCommandLine(s)));
        QVERIFY2(python.endsWith(QStringLiteral("/bin/python")), qPrintable(python));
        EnvironmentSnapshot now;
        QList<InstalledPackage> installed;
        for (const auto &p : simPackages(s))
            installed.append(InstalledPackage { p.first, p.second });
        now.setPackages(installed);
        const Diagnosis d = makeDiagnosis(*rc, lines, checkVersionAgreement(now.packages));
        const QString md = diagnosisMarkdown(d);
        if (s.scenario == SimScenario::CrashFlashinferMismatch) {
            QVERIFY(!d.findings.isEmpty());
            QCOMPARE(d.findings.first().versions,
                     (QStringList { QStringLiteral("0.6.3"), QStringLiteral("0.6.4") }));
            QVERIFY(md.contains(QStringLiteral("pip install flashinfer-cubin==0.6.4")));
            QVERIFY(
                md.contains(QStringLiteral("flashinfer-cubin 0.6.3 does not match flashinfer-python 0.6.4")));
        }
    }

    void markdownFencesHostileText()
    {
        RootCause rc;
        rc.line = 0;
        rc.text = QStringLiteral("ValueError: ``` | not a table");
        const Diagnosis d = makeDiagnosis(rc, { rc.text }, {});
        const QString md = diagnosisMarkdown(d);
        QVERIFY(md.contains(QStringLiteral("````\nValueError: ``` | not a table\n````")));
        QCOMPARE(d.categoryId, QStringLiteral("other"));
        // Out-of-range indices from a stale caller do not crash.
        rc.tracebackFirst = 5;
        rc.tracebackLast = 50;
        QVERIFY(makeDiagnosis(rc, {}, {}).tracebackExcerpt.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCrashDiagnosis)
#include "tst_crashdiagnosis.moc"
