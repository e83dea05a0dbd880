// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/EngineLogLine.h"

#include <QTest>

using namespace ic;

class TestEngineLogLine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("process");

        QTest::newRow("v1 engine core")
            << QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:44:17 [gpu_worker.py:348] Available KV "
                              "cache memory: 33.31 GiB")
            << QStringLiteral("Available KV cache memory: 33.31 GiB") << int(LogLevel::Info)
            << QStringLiteral("EngineCore_DP0");
        QTest::newRow("old header without bracket")
            << QStringLiteral("INFO 11-27 02:01:37 api_server.py:585] vLLM API server version 0.6.4")
            << QStringLiteral("vLLM API server version 0.6.4") << int(LogLevel::Info) << QString();
        QTest::newRow("ansi prefix") << QStringLiteral(
            "\x1b[1;36m(APIServer pid=31)\x1b[0;0m WARNING 12-02 10:00:01 [api.py:1] careful")
                                     << QStringLiteral("careful") << int(LogLevel::Warning)
                                     << QStringLiteral("APIServer");
        QTest::newRow("caret ansi") << QStringLiteral(
            "^[[1;36m(APIServer pid=31)^[[0;0m ERROR 12-02 10:00:01 [api.py:1] boom")
                                    << QStringLiteral("boom") << int(LogLevel::Error)
                                    << QStringLiteral("APIServer");
        QTest::newRow("nested prefixes with rank")
            << QStringLiteral(
                   "(VllmWorker rank=1 pid=77) (EngineCore_0 pid=70) INFO 01-02 03:04:05 [x.py:9] hello")
            << QStringLiteral("hello") << int(LogLevel::Info) << QStringLiteral("VllmWorker");
        QTest::newRow("journald short, localised month")
            << QStringLiteral("Dez 02 14:05:11 gpu-01 vllm[8727]: (APIServer pid=8727) INFO 12-02 14:05:11 "
                              "[launcher.py:46] Route: /health, Methods: GET")
            << QStringLiteral("Route: /health, Methods: GET") << int(LogLevel::Info)
            << QStringLiteral("APIServer");
        QTest::newRow("docker compose")
            << QStringLiteral("vllm-1  | INFO 12-02 14:05:11 [core.py:1] init engine (profile, create kv "
                              "cache, warmup model) took 12.00 seconds")
            << QStringLiteral("init engine (profile, create kv cache, warmup model) took 12.00 seconds")
            << int(LogLevel::Info) << QString();
        QTest::newRow("uvicorn") << QStringLiteral(
            "(APIServer pid=12) INFO:     Application startup complete.")
                                 << QStringLiteral("Application startup complete.") << int(LogLevel::Info)
                                 << QStringLiteral("APIServer");
        QTest::newRow("sglang") << QStringLiteral(
            "[2025-03-01 10:00:00 TP0] Load weight begin. avail mem=78.50 GB")
                                << QStringLiteral("Load weight begin. avail mem=78.50 GB")
                                << int(LogLevel::Unknown) << QString();
        QTest::newRow("sglang uvicorn")
            << QStringLiteral("[2025-03-27 21:33:41] INFO:     Started server process [40984]")
            << QStringLiteral("Started server process [40984]") << int(LogLevel::Info) << QString();
        QTest::newRow("sglang not uvicorn")
            << QStringLiteral("[2025-03-27 21:33:41] Note: a remark") << QStringLiteral("Note: a remark")
            << int(LogLevel::Unknown) << QString();
        QTest::newRow("llama-server prefix")
            << QStringLiteral("0.21.162.989 I srv          main: loading model")
            << QStringLiteral("srv          main: loading model") << int(LogLevel::Info) << QString();
        QTest::newRow("tqdm bare")
            << QStringLiteral(
                   "Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]")
            << QStringLiteral(
                   "Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]")
            << int(LogLevel::Unknown) << QString();
        QTest::newRow("empty") << QString() << QString() << int(LogLevel::Unknown) << QString();
        QTest::newRow("junk parens") << QStringLiteral("(pid=) INFO x") << QStringLiteral("(pid=) INFO x")
                                     << int(LogLevel::Unknown) << QString();
        QTest::newRow("lone escape") << QStringLiteral("\x1b[ not a sequence")
                                     << QStringLiteral("\x1b[ not a sequence") << int(LogLevel::Unknown)
                                     << QString();
    }
    void parse()
    {
        QFETCH(QString, raw);
        QFETCH(QString, text);
        QFETCH(int, level);
        QFETCH(QString, process);
        const EngineLogLine l = parseEngineLogLine(raw);
        QCOMPARE(l.text, text);
        QCOMPARE(int(l.level), level);
        QCOMPARE(l.process, process);
    }

    void glued_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("plain") << QStringLiteral("INFO 01-01 00:00:00 [a.py:1] x")
                               << QStringList { QStringLiteral("INFO 01-01 00:00:00 [a.py:1] x") };
        QTest::newRow("carriage returns")
            << QStringLiteral("Capturing CUDA graphs (decode, FULL):  10%|█ | 5/51 [00:00<00:01]\rCapturing "
                              "CUDA graphs (decode, FULL):  20%|██ | 10/51 [00:00<00:01]\r")
            << QStringList {
                   QStringLiteral("Capturing CUDA graphs (decode, FULL):  10%|█ | 5/51 [00:00<00:01]"),
                   QStringLiteral("Capturing CUDA graphs (decode, FULL):  20%|██ | 10/51 [00:00<00:01]")
               };
        QTest::newRow("bars glued without cr")
            << QStringLiteral("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): 100%|█| 67/67 "
                              "[00:03<00:00]Capturing CUDA graphs (decode, FULL):   2%| | 1/51")
            << QStringList { QStringLiteral("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): "
                                            "100%|█| 67/67 [00:03<00:00]"),
                             QStringLiteral("Capturing CUDA graphs (decode, FULL):   2%| | 1/51") };
        QTest::newRow("bar glued to next record")
            << QStringLiteral("Capturing CUDA graphs (decode, FULL): 100%|█| 51/51 [00:01<00:00, "
                              "33.44it/s](EngineCore_DP0 pid=441) INFO 11-24 11:44:17 "
                              "[gpu_model_runner.py:1] Graph capturing finished in 5 secs, took 0.53 GiB")
            << QStringList {
                   QStringLiteral(
                       "Capturing CUDA graphs (decode, FULL): 100%|█| 51/51 [00:01<00:00, 33.44it/s]"),
                   QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:44:17 [gpu_model_runner.py:1] "
                                  "Graph capturing finished in 5 secs, took 0.53 GiB")
               };
        QTest::newRow("nested prefixes are not glue")
            << QStringLiteral("(A pid=1) (B pid=2) INFO 01-01 00:00:00 [a.py:1] x")
            << QStringList { QStringLiteral("(A pid=1) (B pid=2) INFO 01-01 00:00:00 [a.py:1] x") };
        QTest::newRow("only cr") << QStringLiteral("\r\r") << QStringList {};
    }
    void glued()
    {
        QFETCH(QString, record);
        QStringList got;
        for (QStringView v : splitGluedRecords(record))
            got << v.toString();
        QFETCH(QStringList, pieces);
        QCOMPARE(got, pieces);
    }

    void hugeLine()
    {
        const QString big = QString(10 * 1024 * 1024, u'x');
        QCOMPARE(parseEngineLogLine(big).text.size(), big.size());
        QCOMPARE(splitGluedRecords(big).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestEngineLogLine)
#include "tst_enginelogline.moc"
