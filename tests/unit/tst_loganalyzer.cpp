// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "commands/AnalyzeCommand.h"
#include "diagnose/CrashDiagnosis.h"
#include "startup/LogAnalyzer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

/// The command's exit status as a number, as the shell sees it.
int runAnalyze(const QString &path, bool json, QTextStream &out, QTextStream &err)
{
    return int(cli::runAnalyze(path, json, out, err));
}

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/logs/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

const AnalyzedPhase *phase(const LogAnalysis &a, const QString &id)
{
    for (const AnalyzedPhase &p : a.phases)
        if (p.id == id)
            return &p;
    return nullptr;
}

QStringList ids(const LogAnalysis &a)
{
    QStringList out;
    for (const AnalyzedPhase &p : a.phases)
        out << p.id;
    return out;
}

/// The root-cause rows need the real diagnosis (app/diagnose), not the link-time stand-in.
bool haveDiagnosis()
{
    return diagnoseCrash(
               { QStringLiteral("Traceback (most recent call last):"),
                 QStringLiteral("  File \"x.py\", line 1, in <module>"),
                 QStringLiteral("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB") })
        .has_value();
}

} // namespace

class TestLogAnalyzer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QStringList>("phases");
        QTest::addColumn<int>("benign");
        QTest::addColumn<QString>("format");

        const QString vllm = QStringLiteral("vllm");
        QTest::newRow("vLLM 0.5 V0 ready, old header")
            << QStringLiteral("vllm-0.5-v0-ready.log") << vllm << QStringLiteral("ready")
            << QStringList { QStringLiteral("launch"),     QStringLiteral("weights"),
                             QStringLiteral("kv-cache"),   QStringLiteral("cuda-graphs"),
                             QStringLiteral("api-server"), QStringLiteral("ready") }
            << 0 << QStringLiteral("plain");
        QTest::newRow("vLLM 0.6 V0 compose, cut")
            << QStringLiteral("vllm-0.6-v0-compose-cut.log") << vllm << QStringLiteral("starting")
            << QStringList { QStringLiteral("engine-init") } << 0 << QStringLiteral("plain");
        QTest::newRow("vLLM 0.8 engine core crash, no prefixes")
            << QStringLiteral("vllm-0.8-engine-core-crash.log") << vllm << QStringLiteral("crashed")
            << QStringList {} << 0 << QStringLiteral("plain");
        QTest::newRow("vLLM 0.11 V1 ready, two bars")
            << QStringLiteral("vllm-0.11-v1-ready.log") << vllm << QStringLiteral("ready")
            << QStringList { QStringLiteral("compile"), QStringLiteral("kv-cache"),
                             QStringLiteral("cuda-graphs"), QStringLiteral("api-server"),
                             QStringLiteral("ready") }
            << 0 << QStringLiteral("plain");
        QTest::newRow("vLLM 0.11 engine core failed, cut")
            << QStringLiteral("vllm-0.11-engine-core-failed-cut.log") << vllm << QStringLiteral("crashed")
            << QStringList { QStringLiteral("compile"), QStringLiteral("kv-cache") } << 0
            << QStringLiteral("plain");
        QTest::newRow("vLLM 0.11 journal JSON, byte-array message")
            << QStringLiteral("vllm-0.11-journal.json") << vllm << QStringLiteral("crashed")
            << QStringList { QStringLiteral("compile"), QStringLiteral("kv-cache") } << 0
            << QStringLiteral("journal-json");
        QTest::newRow("vLLM V1 caret ANSI, garbled bars")
            << QStringLiteral("vllm-v1-caret-ansi-cut.log") << vllm << QStringLiteral("starting")
            << QStringList { QStringLiteral("distributed-init"), QStringLiteral("cuda-graphs"),
                             QStringLiteral("api-server") }
            << 0 << QStringLiteral("plain");
        QTest::newRow("vLLM 0.16+ glued bars")
            << QStringLiteral("vllm-0.16plus-glued-bars-cut.log") << vllm << QStringLiteral("starting")
            << QStringList { QStringLiteral("kv-cache"), QStringLiteral("cuda-graphs") } << 0
            << QStringLiteral("plain");
        QTest::newRow("vLLM journald short, localised month")
            << QStringLiteral("vllm-journal-short-ru-cut.log") << vllm << QStringLiteral("starting")
            << QStringList { QStringLiteral("api-server") } << 1 << QStringLiteral("journal-short");
        // A pasted tail with an unknown wrapper and no trigger line: the engine shows through the paths.
        QTest::newRow("vLLM traceback tail, unknown wrapper")
            << QStringLiteral("vllm-kv-cache-wrapped-cut.log") << vllm << QStringLiteral("starting")
            << QStringList {} << 0 << QStringLiteral("plain");
        QTest::newRow("SGLang ready")
            << QStringLiteral("sglang-ready.log") << QStringLiteral("sglang") << QStringLiteral("ready")
            << QStringList { QStringLiteral("weights"), QStringLiteral("kv-cache"),
                             QStringLiteral("cuda-graphs"), QStringLiteral("api-server"),
                             QStringLiteral("ready") }
            << 0 << QStringLiteral("plain");
        QTest::newRow("llama-server ready")
            << QStringLiteral("llamacpp-ready.log") << QStringLiteral("llama.cpp") << QStringLiteral("ready")
            << QStringList { QStringLiteral("launch"), QStringLiteral("weights"), QStringLiteral("kv-cache"),
                             QStringLiteral("ready") }
            << 0 << QStringLiteral("plain");
        QTest::newRow("llama-server OOM")
            << QStringLiteral("llamacpp-oom.log") << QStringLiteral("llama.cpp") << QStringLiteral("crashed")
            << QStringList { QStringLiteral("launch"), QStringLiteral("weights") } << 0
            << QStringLiteral("plain");
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, engine);
        QFETCH(QString, outcome);
        QFETCH(QStringList, phases);
        QFETCH(int, benign);
        QFETCH(QString, format);
        const LogAnalysis a = analyzeLog(fixture(file));
        QCOMPARE(a.engine, engine);
        QCOMPARE(a.outcome, outcome);
        QCOMPARE(ids(a), phases);
        QCOMPARE(a.benignWarnings, benign);
        QCOMPARE(a.format, format);
        for (const AnalyzedPhase &p : a.phases) {
            QVERIFY(p.firstLine >= 1 && p.lastLine >= p.firstLine && p.lastLine <= a.lineCount);
            QVERIFY(p.progress < 0 || (p.progress >= 0 && p.progress <= 1));
        }
    }

    void details()
    {
        // Printed durations win; times come from the header clock where there is no printed one.
        LogAnalysis a = analyzeLog(fixture(QStringLiteral("vllm-0.11-v1-ready.log")));
        QCOMPARE(phase(a, QStringLiteral("compile"))->seconds, 7.14);
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->seconds, 7.0);
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->progress, 1.0);
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->firstLine, 6);
        QCOMPARE(phase(a, QStringLiteral("ready"))->firstLine, 17);
        QCOMPARE(phase(a, QStringLiteral("api-server"))->progress, -1.0);

        a = analyzeLog(fixture(QStringLiteral("vllm-0.5-v0-ready.log")));
        QCOMPARE(phase(a, QStringLiteral("weights"))->progress, 1.0);
        QCOMPARE(phase(a, QStringLiteral("weights"))->seconds, 4.0); // 15:41:10 → 15:41:14 from the headers
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->seconds, 13.0);

        a = analyzeLog(fixture(QStringLiteral("sglang-ready.log")));
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->seconds, 8.98);
        QCOMPARE(phase(a, QStringLiteral("weights"))->seconds, 8.0);

        a = analyzeLog(fixture(QStringLiteral("vllm-0.16plus-glued-bars-cut.log")));
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->progress, 1.0);
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->lastLine,
                 5); // the cut init-engine line still counts

        // No times at all: seconds stay unknown, fractions still come through.
        const QByteArray bare
            = "Loading safetensors checkpoint shards:  33% Completed | 1/3 [00:00<00:01,  1.20it/s]\n"
              "Loading safetensors checkpoint shards:  67% Completed | 2/3 [00:01<00:00,  1.03it/s]\n"
              "Initializing a V1 LLM engine (v0.11.0) with config: model='m'\n";
        a = analyzeLog(bare);
        QCOMPARE(a.engine, QStringLiteral("vllm"));
        QCOMPARE(ids(a), (QStringList { QStringLiteral("engine-init"), QStringLiteral("weights") }));
        QCOMPARE(phase(a, QStringLiteral("weights"))->seconds, -1.0);
    }

    void rootCause_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("category");
        QTest::newRow("V0 KV cache") << QStringLiteral("vllm-v0-kv-crash.log") << 10
                                     << QStringLiteral("kv-cache");
        QTest::newRow("llama OOM") << QStringLiteral("llamacpp-oom.log") << 6 << QStringLiteral("gpu-oom");
    }
    void rootCause()
    {
        if (!haveDiagnosis())
            QSKIP("needs diagnose");
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, category);
        const LogAnalysis a = analyzeLog(fixture(file));
        QCOMPARE(a.outcome, QStringLiteral("crashed"));
        QVERIFY(a.hasRootCause());
        QCOMPARE(a.rootCauseLine, line);
        QCOMPARE(a.rootCauseCategory, category);
    }

    void jsonShape()
    {
        const LogAnalysis a = analyzeLog(fixture(QStringLiteral("vllm-0.11-v1-ready.log")));
        const QJsonObject o = logAnalysisToJson(a);
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(keys,
                 (QStringList { QStringLiteral("benign_warnings"), QStringLiteral("engine"),
                                QStringLiteral("outcome"), QStringLiteral("phases"),
                                QStringLiteral("root_cause") }));
        QCOMPARE(o.value(QLatin1String("engine")).toString(), QStringLiteral("vllm"));
        QCOMPARE(o.value(QLatin1String("outcome")).toString(), QStringLiteral("ready"));
        QVERIFY(o.value(QLatin1String("root_cause")).isNull());
        QCOMPARE(o.value(QLatin1String("benign_warnings")).toInt(-1), 0);
        const QJsonArray phases = o.value(QLatin1String("phases")).toArray();
        QCOMPARE(phases.size(), 5);
        for (const QJsonValue &v : phases) {
            QStringList pk = v.toObject().keys();
            pk.sort();
            QCOMPARE(pk,
                     (QStringList { QStringLiteral("first_line"), QStringLiteral("id"),
                                    QStringLiteral("last_line"), QStringLiteral("progress"),
                                    QStringLiteral("seconds") }));
        }
        const QJsonObject graphs = phases.at(2).toObject();
        QCOMPARE(graphs.value(QLatin1String("id")).toString(), QStringLiteral("cuda-graphs"));
        QCOMPARE(graphs.value(QLatin1String("progress")).toDouble(), 1.0);
        QVERIFY(phases.at(3).toObject().value(QLatin1String("progress")).isNull());

        LogAnalysis crashed;
        crashed.outcome = QStringLiteral("crashed");
        crashed.rootCauseLine = 12;
        crashed.rootCauseText = QStringLiteral("ValueError: boom");
        crashed.rootCauseCategory = QStringLiteral("config");
        const QJsonObject rc = logAnalysisToJson(crashed).value(QLatin1String("root_cause")).toObject();
        QCOMPARE(rc.value(QLatin1String("line")).toInt(), 12);
        QCOMPARE(rc.value(QLatin1String("text")).toString(), QStringLiteral("ValueError: boom"));
        QCOMPARE(rc.value(QLatin1String("category")).toString(), QStringLiteral("config"));
        QVERIFY(renderLogAnalysis(crashed).contains(QStringLiteral("ValueError: boom")));
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("whitespace") << QByteArray(" \n\t\n\r\n");
        QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe\x1b[\x80\x81\n\xc3\x28\x00\n", 12);
        QTest::newRow("10 MB line") << QByteArray(10 * 1024 * 1024, 'a');
        QTest::newRow("broken json") << QByteArray("{\"MESSAGE\": \"x\", \"__CURSOR\n{]\n");
        QTest::newRow("error text") << QByteArray("journalctl: Failed to seek to cursor: Invalid argument\n");
    }
    void hostile()
    {
        QFETCH(QByteArray, content);
        const LogAnalysis a = analyzeLog(content);
        QCOMPARE(a.engine, QStringLiteral("unknown"));
        QCOMPARE(a.outcome, QStringLiteral("unknown"));
        QVERIFY(a.phases.isEmpty());
        QVERIFY(!a.hasRootCause());
    }

    void garbledLineInTheMiddle()
    {
        QByteArray log = fixture(QStringLiteral("vllm-0.11-v1-ready.log"));
        log.insert(log.indexOf('\n') + 1,
                   QByteArray("\xff\xfe garbled \x1b[0;3 \xc3\x28 Capturing CUDA gr\n"));
        const LogAnalysis a = analyzeLog(log);
        QCOMPARE(a.outcome, QStringLiteral("ready"));
        QCOMPARE(phase(a, QStringLiteral("cuda-graphs"))->firstLine, 7);
    }

    void runAnalyzeCommand()
    {
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        QCOMPARE(runAnalyze(QStringLiteral(IC_FIXTURES_DIR "/logs/sglang-ready.log"), true, o, e), 0);
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &pe);
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(doc.object().value(QLatin1String("engine")).toString(), QStringLiteral("sglang"));
        QVERIFY(err.isEmpty());

        out.clear();
        QCOMPARE(runAnalyze(QStringLiteral(IC_FIXTURES_DIR "/logs/llamacpp-ready.log"), false, o, e), 0);
        QVERIFY(out.contains(QStringLiteral("llama.cpp")));
        QVERIFY(out.contains(QStringLiteral("ready")));

        // llama-server's real missing-model journal (tests/fixtures/realhost): the root cause is
        // the engine's own line about the model file.
        out.clear();
        QCOMPARE(runAnalyze(QStringLiteral(IC_FIXTURES_DIR "/realhost/llamacpp-b11669-missing-model.cat.log"),
                            false, o, e),
                 0);
        o.flush();
        QVERIFY2(out.contains(QStringLiteral(
                     "Root cause (line 7, model-files): gguf_init_from_file: failed to open GGUF file "
                     "'/models/tiny.gguf' (No such file or directory)\n")),
                 qPrintable(out));

        out.clear();
        QCOMPARE(runAnalyze(QStringLiteral("/nonexistent/vllm.log"), true, o, e), 2);
        QVERIFY(out.isEmpty());
        QVERIFY(err.contains(QStringLiteral("/nonexistent/vllm.log")));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        err.clear();
        QCOMPARE(runAnalyze(dir.path(), false, o, e), 2);
        QVERIFY(!err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLogAnalyzer)
#include "tst_loganalyzer.moc"
