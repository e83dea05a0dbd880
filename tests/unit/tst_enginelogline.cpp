// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "config/EngineProfile.h"
#include "formats/EngineLogLine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QTest>

using namespace ic;

class TestEngineLogLine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The engines' prefixes are the profiles' (resources/profiles/*.json): load them as the
    // console does before any line is read.
    void initTestCase() { QVERIFY(!engineProfiles().isEmpty()); }

    void everyEnginePrefixIsInstalled()
    {
        // vLLM, SGLang, llama-server and TensorRT-LLM prefixes all come from their profiles.
        const QList<LogPrefixSpec> installed = engineLogPrefixes();
        for (const EngineProfile &p : engineProfiles())
            for (const LogPrefixSpec &spec : p.logPrefixes)
                QVERIFY2(installed.contains(spec), qPrintable(p.id + QStringLiteral(": ") + spec.pattern));
        for (const char *id : { "vllm", "sglang", "llama.cpp", "trtllm" }) {
            const EngineProfile *p = findEngineProfile(QString::fromLatin1(id), engineProfiles());
            QVERIFY2(p && !p->logPrefixes.isEmpty(), id);
        }
    }

    void withoutPrefixesOnlyTheCaptureIsTakenOff()
    {
        const QList<LogPrefixSpec> saved = engineLogPrefixes();
        QCOMPARE(setEngineLogPrefixes({}), QString());
        const EngineLogLine l = parseEngineLogLine(
            u"vllm-1  | (EngineCore_DP0 pid=441) INFO 11-24 11:44:17 [gpu_worker.py:348] hello");
        QCOMPARE(l.text,
                 QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:44:17 [gpu_worker.py:348] hello"));
        QCOMPARE(l.process, QString());
        // A profile's own prefixes, of each kind, and the order they are tried in.
        const QString refused = setEngineLogPrefixes({
            { QStringLiteral("^<(?<process>\\w+):(?<pid>\\d+)> "), LogPrefixKind::Process },
            { QStringLiteral("^#(?<level>[A-Z]+)# "), LogPrefixKind::Header },
            { QStringLiteral("^lvl=(?<level>\\w+) "), LogPrefixKind::Level },
            { QStringLiteral("no anchor"), LogPrefixKind::Header },
            { QStringLiteral("^(?<name>x)"), LogPrefixKind::Process },
        });
        QCOMPARE(refused, QStringLiteral("no anchor, ^(?<name>x)"));
        const EngineLogLine t = parseEngineLogLine(u"<worker:7> <inner:8> #WARNING# careful");
        QCOMPARE(t.text, QStringLiteral("careful"));
        QCOMPARE(t.process, QStringLiteral("worker"));
        QCOMPARE(t.pid, qint64(7));
        QCOMPARE(int(t.level), int(LogLevel::Warning));
        const EngineLogLine u = parseEngineLogLine(u"<w:1> lvl=ERROR   boom  ");
        QCOMPARE(u.text, QStringLiteral("boom"));
        QCOMPARE(int(u.level), int(LogLevel::Error));
        QCOMPARE(setEngineLogPrefixes(saved), QString());
        QCOMPARE(engineLogPrefixes(), saved);
    }

    void readSpec_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("kind");
        QTest::newRow("string") << QByteArray("[\"^x \"]") << true << int(LogPrefixKind::Header);
        QTest::newRow("process") << QByteArray(
            "[{\"pattern\":\"^\\\\((?<process>\\\\w+)\\\\) \",\"kind\":\"process\"}]")
                                 << true << int(LogPrefixKind::Process);
        QTest::newRow("level") << QByteArray("[{\"pattern\":\"^(?<level>I):\",\"kind\":\"level\"}]") << true
                               << int(LogPrefixKind::Level);
        QTest::newRow("object without kind")
            << QByteArray("[{\"pattern\":\"^x\"}]") << true << int(LogPrefixKind::Header);
        QTest::newRow("number") << QByteArray("[1]") << false << 0;
        QTest::newRow("null") << QByteArray("[null]") << false << 0;
        QTest::newRow("empty string") << QByteArray("[\"\"]") << false << 0;
        QTest::newRow("no anchor") << QByteArray("[\"x\"]") << false << 0;
        QTest::newRow("invalid") << QByteArray("[\"^(\"]") << false << 0;
        QTest::newRow("unknown kind")
            << QByteArray("[{\"pattern\":\"^x\",\"kind\":\"footer\"}]") << false << 0;
        QTest::newRow("process without group")
            << QByteArray("[{\"pattern\":\"^x\",\"kind\":\"process\"}]") << false << 0;
        // Beyond what the expression engine compiles: refused with a reason, not a crash.
        QTest::newRow("huge") << (QByteArray("[\"^") + QByteArray(100000, 'a') + "\"]") << false << 0;
    }
    void readSpec()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, ok);
        const QJsonValue v = QJsonDocument::fromJson(json).array().at(0);
        LogPrefixSpec spec;
        QString error;
        QCOMPARE(readLogPrefixSpec(v, &spec, &error), ok);
        QCOMPARE(error.isEmpty(), ok);
        if (ok) {
            QFETCH(int, kind);
            QCOMPARE(int(spec.kind), kind);
        }
    }

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
        // journalctl -o short-precise / -o short-unix of llama-server b11669 on the real host
        // (tests/fixtures/realhost), with llama.cpp's own time and level prefix inside.
        QTest::newRow("journald short-precise, llama-server")
            << QStringLiteral("Dec 07 12:37:04.226127 realhost llama-server[36]: 0.00.050.953 I srv  "
                              "llama_server: listening on http://127.0.0.1:42043")
            << QStringLiteral("srv  llama_server: listening on http://127.0.0.1:42043") << int(LogLevel::Info)
            << QString();
        QTest::newRow("journald short-unix, llama-server error")
            << QStringLiteral(
                   "1765111031.480252 realhost llama-server[183]: 0.00.031.040 E llama_model_load: "
                   "error loading model: tensor 'blk.0.ffn_gate.weight' data is not within the file "
                   "bounds, model is corrupted or incomplete")
            << QStringLiteral(
                   "llama_model_load: error loading model: tensor 'blk.0.ffn_gate.weight' data is not "
                   "within the file bounds, model is corrupted or incomplete")
            << int(LogLevel::Error) << QString();
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
        QTest::newRow("sglang header glued to a bar")
            << QStringLiteral(
                   "  0%|          | 0/13 [00:00<?, ?it/s][2025-03-08 12:29:21 TP1] Capture cuda graph "
                   "begin. This can take up to several minutes. avail mem=1.45 GB")
            << QStringList { QStringLiteral("  0%|          | 0/13 [00:00<?, ?it/s]"),
                             QStringLiteral(
                                 "[2025-03-08 12:29:21 TP1] Capture cuda graph begin. This can take "
                                 "up to several minutes. avail mem=1.45 GB") };
        QTest::newRow("bracket inside a message is not glue")
            << QStringLiteral("[2025-03-08 12:29:21 TP0] list [1] [2025-03-08 12:29:21 TP1] quoted")
            << QStringList { QStringLiteral(
                   "[2025-03-08 12:29:21 TP0] list [1] [2025-03-08 12:29:21 TP1] quoted") };
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

    /// The escape and glue scans go eight characters at a time, then one by one: a sequence,
    /// a carriage return or a glued prefix is found at every offset and line length.
    void scansSeeEveryPosition()
    {
        const QString prefix = QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:44:17 [a.py:1] m");
        for (int n = 0; n <= 40; ++n) {
            const QString base(n, u'a');
            for (int at = 0; at <= n; ++at) {
                const QString where = QStringLiteral("length %1, at %2").arg(n).arg(at);
                QString esc = base;
                esc.insert(at, QStringLiteral("\x1b[31m"));
                QVERIFY2(stripAnsi(esc) == base, qPrintable(where));
                QString caret = base;
                caret.insert(at, QStringLiteral("^[[31m"));
                QVERIFY2(stripAnsi(caret) == base, qPrintable(where));
                QString lone = base;
                lone.insert(at, u'^');
                QVERIFY2(stripAnsi(lone) == lone, qPrintable(where));
            }
            const QString head = base + u']';
            QStringList got;
            const QString withCr = head + u'\r' + prefix;
            for (QStringView v : splitGluedRecords(withCr))
                got << v.toString();
            QCOMPARE(got, (QStringList { head, prefix }));
            got.clear();
            const QString glued = head + prefix;
            for (QStringView v : splitGluedRecords(glued))
                got << v.toString();
            QCOMPARE(got, (QStringList { head, prefix }));
        }
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
