// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A unit that runs a native engine binary (llama-server, `command.native` in its profile): what
// the environment view shows instead of asking for the service's Python, and the profile's
// preflight section.
#include "config/EngineProfile.h"
#include "diagnose/EnvironmentSnapshot.h"

#include <QDateTime>
#include <QTest>

using namespace ic;

class TestNativeEngine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fromExecStart_data()
    {
        QTest::addColumn<QString>("execStart");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("model");
        QTest::newRow("systemctl show")
            << QStringLiteral(
                   "{ path=/usr/bin/llama-server ; argv[]=/usr/bin/llama-server -m /srv/models/q.gguf "
                   "--port 8080 ; ignore_errors=no ; start_time=[n/a] ; stop_time=[n/a] ; pid=0 ; "
                   "code=(null) ; status=0/0 }")
            << QStringLiteral("/usr/bin/llama-server") << QStringLiteral("/srv/models/q.gguf");
        QTest::newRow("--model=") << QStringLiteral("llama-server --host 0.0.0.0 --model=/m/x.gguf")
                                  << QStringLiteral("llama-server") << QStringLiteral("/m/x.gguf");
        QTest::newRow("no model") << QStringLiteral(
            "/opt/llama/bin/llama-server -hf ggml-org/gemma-3-1b-it-GGUF")
                                  << QStringLiteral("/opt/llama/bin/llama-server") << QString();
        QTest::newRow("vLLM is not native")
            << QStringLiteral("/opt/venv/bin/vllm serve Qwen/Qwen3-8B -m x") << QString() << QString();
        QTest::newRow("python -m") << QStringLiteral(
            "/usr/bin/python3 -m sglang.launch_server --model-path m")
                                   << QString() << QString();
    }

    void fromExecStart()
    {
        QFETCH(QString, execStart);
        QFETCH(QString, program);
        QFETCH(QString, model);
        const NativeEngineCommand c = nativeEngineFromExecStart(execStart);
        QCOMPARE(c.program, program);
        QCOMPARE(c.model, model);
        QCOMPARE(c.isNative(), !program.isEmpty());
        if (c.isNative())
            QCOMPARE(c.engineTitle, QStringLiteral("llama.cpp server"));
    }

    void version()
    {
        // Debian's llama-server 0.7.0 (on stderr, after the device lines).
        QCOMPARE(
            nativeVersionFromOutput("load_backend: loaded CPU backend from /usr/lib/x86_64-linux-gnu/"
                                    "ggml/backends0/libggml-cpu-haswell.so\nversion: 0.7.0 (build 11669, "
                                    "commit Debian)\nbuilt with GNU 14.2.0 for Linux x86_64\n"),
            QStringLiteral("0.7.0 (build 11669, commit Debian)"));
        QCOMPARE(nativeVersionFromOutput("version: 5092 (d3bd7193)\nbuilt with cc"),
                 QStringLiteral("5092 (d3bd7193)"));
        QCOMPARE(nativeVersionFromOutput("llama-server: error while loading shared libraries"), QString());
    }

    void modelFileSize_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<qint64>("size");
        QTest::newRow("GGUF file") << QByteArray("type=regular file|size=503296\nmagic=47475546\n")
                                   << qint64(503296);
        QTest::newRow("unreadable") << QByteArray("type=regular file|size=12\nreadable=no\n") << qint64(12);
        QTest::newRow("empty") << QByteArray("type=regular empty file|size=0\nmagic=\n") << qint64(0);
        QTest::newRow("directory") << QByteArray("type=directory|size=4096\nmagic=\n") << qint64(-1);
        QTest::newRow("nothing") << QByteArray() << qint64(-1);
        QTest::newRow("garbled size") << QByteArray("type=regular file|size=x\n") << qint64(-1);
    }
    void modelFileSize()
    {
        QFETCH(QByteArray, output);
        QFETCH(qint64, size);
        QCOMPARE(modelFileSizeFromInfo(output), size);
    }

    /// A native engine's snapshot keeps its binary, version and model through the history's JSON;
    /// a Python engine's JSON is as it was (no "native" key).
    void snapshotJson()
    {
        EnvironmentSnapshot s;
        s.execStart = QStringLiteral("/usr/bin/llama-server -m /models/tiny.gguf --port 8080");
        s.engineProgram = QStringLiteral("/usr/bin/llama-server");
        s.engineVersion = QStringLiteral("0.7.0 (build 11669, commit Debian)");
        s.modelPath = QStringLiteral("/models/tiny.gguf");
        s.modelSize = 503296;
        s.taken = QDateTime::currentDateTimeUtc();
        QString error;
        const EnvironmentSnapshot back = EnvironmentSnapshot::fromJson(s.toJson(), &error);
        QCOMPARE(error, QString());
        QVERIFY(back.isNative());
        QCOMPARE(back.engineProgram, s.engineProgram);
        QCOMPARE(back.engineVersion, s.engineVersion);
        QCOMPARE(back.modelPath, s.modelPath);
        QCOMPARE(back.modelSize, s.modelSize);
        QVERIFY(diffEnvironments(s, back).isEmpty());

        EnvironmentSnapshot python;
        python.packages.insert(QStringLiteral("vllm"), QStringLiteral("0.11.0"));
        QVERIFY(!python.toJson().contains(QLatin1String("native")));
        QVERIFY(!EnvironmentSnapshot::fromJson(python.toJson()).isNative());
        QCOMPARE(EnvironmentSnapshot::fromJson(python.toJson()).modelSize, qint64(-1));
    }

    void nativeDrift()
    {
        EnvironmentSnapshot good;
        good.engineProgram = QStringLiteral("/usr/bin/llama-server");
        good.engineVersion = QStringLiteral("0.7.0 (build 11669, commit Debian)");
        good.modelPath = QStringLiteral("/models/tiny.gguf");
        good.modelSize = 503296;
        EnvironmentSnapshot now = good;
        QVERIFY(diffEnvironments(good, now).isEmpty());
        now.engineVersion = QStringLiteral("0.8.1 (build 12001, commit Debian)");
        now.modelPath = QStringLiteral("/models/other.gguf");
        now.modelSize = -1;
        const EnvironmentDiff d = diffEnvironments(good, now);
        QCOMPARE(d.system.size(), 3);
        QCOMPARE(d.system.at(0).name, QStringLiteral("llama-server"));
        QCOMPARE(d.system.at(0).after, QStringLiteral("0.8.1 (build 12001, commit Debian)"));
        QCOMPARE(d.system.at(1).name, QStringLiteral("model file"));
        QCOMPARE(d.system.at(1).before, QStringLiteral("/models/tiny.gguf"));
        QCOMPARE(d.system.at(2).name, QStringLiteral("model size"));
        QCOMPARE(d.system.at(2).before, QStringLiteral("503296 bytes"));
        QCOMPARE(d.system.at(2).after, QStringLiteral("not readable"));
        QVERIFY(d.packages.isEmpty());
    }

    void profilePreflight()
    {
        const QList<EngineProfile> profiles = engineProfiles();
        const EngineProfile *llama = findEngineProfile(QStringLiteral("llama.cpp"), profiles);
        QVERIFY(llama);
        QVERIFY(llama->command.native);
        QVERIFY(llama->preflight.cachesSet);
        QVERIFY(llama->preflight.caches.isEmpty());
        QVERIFY(!llama->preflight.shm);
        QCOMPARE(llama->preflight.modelFileMagic, QByteArray("GGUF"));
        const EngineProfile *vllm = findEngineProfile(QStringLiteral("vllm"), profiles);
        QVERIFY(vllm);
        QVERIFY(!vllm->preflight.cachesSet); // every cache of preflight.json
        QVERIFY(vllm->preflight.shm);
        QVERIFY(vllm->preflight.modelFileMagic.isEmpty());

        // A bad section names what is wrong.
        EngineProfile bad
            = parseEngineProfile(R"({"engine": "x", "detect": ["a"], "phases": [{"id": "ready"}],
                                                  "preflight": {"modelFile": {"magic": ""}}})");
        QVERIFY2(bad.error.contains(QLatin1String("preflight")), qPrintable(bad.error));
        bad = parseEngineProfile(R"({"engine": "x", "preflight": {"shm": "no"}})");
        QVERIFY2(bad.error.contains(QLatin1String("preflight")), qPrintable(bad.error));
    }
};

QTEST_GUILESS_MAIN(TestNativeEngine)
#include "tst_nativeengine.moc"
