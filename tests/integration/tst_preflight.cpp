// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The preflight before a restart, end to end over a LocalTransport against the simulated host:
// each finding made to appear by one of the simulator's knobs, a clean host with nothing blocking,
// a host without the tool (skip with the reason), and the typed override kept in the history.
// A CPU-only llama.cpp host (FakeHost: its unit's ExecStart runs `llama-server -m FILE`, no
// nvidia-smi on the PATH): the GGUF model file is checked and no vLLM cache or Python is asked for.
#include "FakeHost.h"
#include "SimulatedHost.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/EndpointMonitor.h"
#include "operations/Preflight.h"
#include "transport/TransportFactory.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {
testsupport::SimulatedHost::Options options(const QString &scenario, const QStringList &extra = {},
                                            bool start = true)
{
    testsupport::SimulatedHost::Options o;
    o.scenario = scenario;
    o.timeScale = 400;
    o.gpus = 2;
    o.extraInitArguments = extra;
    o.startService = start;
    return o;
}

const PreflightCheck *checkOf(const PreflightReport &r, const QString &id)
{
    for (const PreflightCheck &c : r.checks) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const PreflightFinding *findingOf(const PreflightReport &r, const QString &idPrefix)
{
    for (const PreflightCheck &c : r.checks) {
        for (const PreflightFinding &f : c.findings) {
            if (f.id.startsWith(idPrefix))
                return &f;
        }
    }
    return nullptr;
}

QString describe(const PreflightReport &r)
{
    return r.toText();
}
} // namespace

class TestPreflight : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;

    PreflightReport run(const HostDefinition &definition, bool waitReady = false)
    {
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_data.path() });
        if (!fleet.addHost(definition).isEmpty())
            return {};
        HostSession *s = fleet.session(definition.name);
        if (waitReady) {
            QElapsedTimer t;
            t.start();
            while (s->endpoint()->health() != HealthState::Healthy && t.elapsed() < 30000)
                QTest::qWait(100);
        }
        Preflight p(s);
        QSignalSpy done(&p, &Preflight::finished);
        p.start();
        if (!done.wait(40000))
            return {};
        return p.report();
    }

private Q_SLOTS:
    void cleanHostHasNothingBlocking()
    {
        testsupport::SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"))), QString());
        const PreflightReport r = run(demo.definition(), true);
        QVERIFY2(!r.isBlocked(), qPrintable(describe(r)));
        QCOMPARE(r.verdict(), PreflightVerdict::Clear);
        QCOMPARE(r.checks.size(), 7);
        for (const QString &id : { QStringLiteral("packages"), QStringLiteral("leftover-gpu"),
                                   QStringLiteral("disk"), QStringLiteral("shm"), QStringLiteral("port") }) {
            QVERIFY2(checkOf(r, id) && checkOf(r, id)->status == PreflightCheck::Status::Done,
                     qPrintable(id + u'\n' + describe(r)));
        }
        // No last known good yet: drift and driver say so instead of passing.
        QCOMPARE(checkOf(r, QStringLiteral("drift"))->status, PreflightCheck::Status::Skip);
        QVERIFY(checkOf(r, QStringLiteral("drift"))->reason.contains(QLatin1String("No last known good")));
        QCOMPARE(checkOf(r, QStringLiteral("driver"))->status, PreflightCheck::Status::Skip);
        // The service holds its own port: said, not blocking.
        const PreflightFinding *own = findingOf(r, QStringLiteral("port/"));
        QVERIFY2(own, qPrintable(describe(r)));
        QCOMPARE(own->severity, PreflightSeverity::Info);
        QVERIFY(own->evidence.join(u' ').contains(QLatin1String("users:((\"vllm\"")));
        // The disk evidence names what df measured: the model cache under HF_HOME=/data/hf.
        QVERIFY2(
            checkOf(r, QStringLiteral("disk"))->evidence.join(u'\n').contains(QLatin1String("/data/hf/hub")),
            qPrintable(describe(r)));
        QVERIFY(r.blocking().isEmpty());
    }

    void findingAppears_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("knobs");
        QTest::addColumn<bool>("startService");
        QTest::addColumn<QString>("finding");
        QTest::addColumn<int>("severity");
        QTest::addColumn<QString>("evidence");
        QTest::newRow("package mismatch")
            << QStringLiteral("crash-flashinfer-mismatch") << QStringList() << true
            << QStringLiteral("packages/flashinfer-versions") << int(PreflightSeverity::Block)
            << QStringLiteral("flashinfer-cubin 0.6.3");
        QTest::newRow("package pinned by knob")
            << QStringLiteral("healthy")
            << QStringList { QStringLiteral("--package"), QStringLiteral("flashinfer-jit-cache=0.6.1") }
            << true << QStringLiteral("packages/flashinfer-versions") << int(PreflightSeverity::Block)
            << QStringLiteral("flashinfer-jit-cache 0.6.1");
        QTest::newRow("leftover process")
            << QStringLiteral("healthy")
            << QStringList { QStringLiteral("--leftover-gpu"), QStringLiteral("1") } << true
            << QStringLiteral("leftover-gpu/3187") << int(PreflightSeverity::Block)
            << QStringLiteral("python3");
        QTest::newRow("low disk blocks")
            << QStringLiteral("healthy")
            << QStringList { QStringLiteral("--disk-free"), QStringLiteral("3G") } << false
            << QStringLiteral("disk/") << int(PreflightSeverity::Block) << QStringLiteral("3221225472");
        QTest::newRow("lowish disk warns")
            << QStringLiteral("healthy")
            << QStringList { QStringLiteral("--disk-free"), QStringLiteral("12G") } << false
            << QStringLiteral("disk/") << int(PreflightSeverity::Warn) << QStringLiteral("12884901888");
        QTest::newRow("docker-sized shm")
            << QStringLiteral("healthy")
            << QStringList { QStringLiteral("--shm-size"), QStringLiteral("64M") } << false
            << QStringLiteral("shm/size") << int(PreflightSeverity::Block) << QStringLiteral("/dev/shm");
        QTest::newRow("port taken") << QStringLiteral("healthy")
                                    << QStringList { QStringLiteral("--port-taken"), QStringLiteral("nginx") }
                                    << false << QStringLiteral("port/") << int(PreflightSeverity::Block)
                                    << QStringLiteral("pid=5120");
    }

    void findingAppears()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, knobs);
        QFETCH(bool, startService);
        QFETCH(QString, finding);
        QFETCH(int, severity);
        QFETCH(QString, evidence);
        testsupport::SimulatedHost demo;
        QCOMPARE(demo.start(options(scenario, knobs, startService)), QString());
        const PreflightReport r = run(demo.definition());
        const PreflightFinding *f = findingOf(r, finding);
        QVERIFY2(f, qPrintable(describe(r)));
        QCOMPARE(int(f->severity), severity);
        QVERIFY2(f->evidence.join(u'\n').contains(evidence), qPrintable(describe(r)));
        QVERIFY(!f->remedy.isEmpty());
        QCOMPARE(r.verdict(),
                 severity == int(PreflightSeverity::Block) ? PreflightVerdict::Blocked
                                                           : PreflightVerdict::Clear);
    }

    void driverChangedAgainstKnownGood()
    {
        QTemporaryDir data;
        testsupport::SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), {}, false)), QString());
        EnvironmentSnapshot good;
        good.packages.insert(QStringLiteral("vllm"), QStringLiteral("0.15.0"));
        good.driverVersion = QStringLiteral("570.86.15");
        good.cudaVersion = QStringLiteral("12.6");
        good.taken = QDateTime::currentDateTimeUtc().addDays(-3);
        QString error;
        QVERIFY2(LastKnownGoodStore(data.path() + QStringLiteral("/last-known-good"))
                     .save(demo.definition().name, demo.definition().unit, good, &error),
                 qPrintable(error));
        Fleet fleet;
        fleet.setSessionOptions({ 1, data.path() });
        fleet.addHost(demo.definition());
        Preflight p(fleet.session(demo.definition().name));
        QSignalSpy done(&p, &Preflight::finished);
        p.start();
        QVERIFY(done.wait(40000));
        const PreflightReport &r = p.report();
        const PreflightFinding *driver = findingOf(r, QStringLiteral("driver/version"));
        QVERIFY2(driver, qPrintable(describe(r)));
        QCOMPARE(driver->severity, PreflightSeverity::Warn);
        QVERIFY(driver->title.contains(QStringLiteral("570.86.15 → 580.95.05")));
        const PreflightFinding *drift = findingOf(r, QStringLiteral("drift/packages"));
        QVERIFY2(drift, qPrintable(describe(r)));
        QVERIFY(drift->evidence.join(u'\n').contains(QStringLiteral("vllm 0.15.0 → ")));
    }

    void missingToolSkipsWithTheReason()
    {
        testsupport::SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), {}, false)), QString());
        HostDefinition d = demo.definition();
        d.ssCommand = QStringLiteral("/nonexistent/ss");
        d.dfCommand = QStringLiteral("/nonexistent/df");
        d.nvidiaSmiCommand = QStringLiteral("/nonexistent/nvidia-smi");
        const PreflightReport r = run(d);
        for (const QString &id : { QStringLiteral("port"), QStringLiteral("disk"), QStringLiteral("shm"),
                                   QStringLiteral("leftover-gpu"), QStringLiteral("driver") }) {
            const PreflightCheck *c = checkOf(r, id);
            QVERIFY(c);
            QVERIFY2(c->status == PreflightCheck::Status::Skip, qPrintable(id + u'\n' + describe(r)));
            QVERIFY2(c->reason.contains(QLatin1String("not installed")), qPrintable(c->reason));
            QVERIFY(c->findings.isEmpty());
        }
        // The packages were still measured.
        QCOMPARE(checkOf(r, QStringLiteral("packages"))->status, PreflightCheck::Status::Done);
        QCOMPARE(r.verdict(), PreflightVerdict::Clear);
    }

    void llamaCppModelFile_data()
    {
        QTest::addColumn<QByteArray>("content"); ///< the model file's bytes; "-" for no file
        QTest::addColumn<QString>("finding"); ///< the blocking finding expected; empty: none
        QTest::addColumn<QString>("evidence"); ///< a piece of the check's evidence or the finding's title
        QByteArray gguf("GGUF\x03\0\0\0", 8);
        gguf.append(4096, 'x');
        QTest::newRow("GGUF file") << gguf << QString()
                                   << QStringLiteral("regular file, 0.0 GiB (4104 bytes)");
        QTest::newRow("missing") << QByteArray("-") << QStringLiteral("model-file/missing")
                                 << QStringLiteral("does not exist");
        QTest::newRow("safetensors, not GGUF")
            << QByteArray("\x08\x02\0\0\0\0\0\0{\"__metadata__\"", 20) << QStringLiteral("model-file/magic")
            << QStringLiteral("is not a GGUF file");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("model-file/empty")
                               << QStringLiteral("is empty");
        QTest::newRow("a directory") << QByteArray("/") << QStringLiteral("model-file/not-a-file")
                                     << QStringLiteral("is a directory");
    }

    void llamaCppModelFile()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, finding);
        QFETCH(QString, evidence);
        QTemporaryDir models;
        const QString model = models.filePath(QStringLiteral("qwen3-0.6b-q8_0.gguf"));
        if (content == "/") {
            QVERIFY(QDir().mkpath(model));
        } else if (content != "-") {
            QFile f(model);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        testsupport::FakeHost host(QStringLiteral("cpu-llama"));
        host.write(
            QStringLiteral("show"),
            QStringLiteral("ActiveState=active\nMainPID=%1\nUser=%2\nEnvironment=\n"
                           "ExecStart={ path=/usr/bin/llama-server ; argv[]=/usr/bin/llama-server -m %3 "
                           "--host 127.0.0.1 --port 18087 ; ignore_errors=no ; start_time=[n/a] ; "
                           "stop_time=[n/a] ; pid=0 ; code=(null) ; status=0/0 }\n")
                .arg(QCoreApplication::applicationPid())
                .arg(qEnvironmentVariable("USER", QStringLiteral("root")), model));
        HostDefinition d = host.definition();
        d.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi"); // a CPU-only host
        d.apiPort = 18087;
        const PreflightReport r = run(d);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

        // The engine came from ExecStart: no Python, no vLLM or Hugging Face cache, no /dev/shm.
        QVERIFY2(!checkOf(r, QStringLiteral("packages")), qPrintable(describe(r)));
        QVERIFY(!checkOf(r, QStringLiteral("shm")));
        const QString text = describe(r);
        for (const char *absent : { "torch.compile", "model cache", "pip", "Python" })
            QVERIFY2(!text.contains(QLatin1String(absent)), qPrintable(QLatin1String(absent) + u'\n' + text));
        // No GPU tool: the GPU checks skip with the reason, never pass.
        for (const QString &id : { QStringLiteral("driver"), QStringLiteral("leftover-gpu") }) {
            QCOMPARE(checkOf(r, id)->status, PreflightCheck::Status::Skip);
            QVERIFY2(checkOf(r, id)->reason.contains(QLatin1String("not installed")), qPrintable(text));
        }

        const PreflightCheck *c = checkOf(r, QStringLiteral("model-file"));
        QVERIFY2(c, qPrintable(text));
        QCOMPARE(c->status, PreflightCheck::Status::Done);
        if (finding.isEmpty()) {
            QVERIFY2(c->findings.isEmpty(), qPrintable(text));
            QVERIFY2(c->evidence.join(u'\n').contains(evidence), qPrintable(text));
            QVERIFY2(c->evidence.join(u'\n').contains(QLatin1String("starts with GGUF")), qPrintable(text));
            QVERIFY(!r.isBlocked());
            // The disk that holds the model was measured.
            const PreflightCheck *disk = checkOf(r, QStringLiteral("disk"));
            QCOMPARE(disk->status, PreflightCheck::Status::Done);
            QVERIFY2(disk->evidence.join(u'\n').contains(QLatin1String("model file ") + model),
                     qPrintable(text));
        } else {
            QCOMPARE(c->findings.size(), 1);
            const PreflightFinding &f = c->findings.first();
            QCOMPARE(f.id, finding);
            QCOMPARE(f.severity, PreflightSeverity::Block);
            QVERIFY2(f.title.contains(model), qPrintable(f.title));
            QVERIFY2(f.title.contains(evidence), qPrintable(f.title));
            QVERIFY(r.isBlocked());
        }
    }

    void unreachableHostCouldNotRun()
    {
        HostDefinition d;
        d.name = QStringLiteral("nowhere");
        d.target = QStringLiteral("nobody@127.0.0.1:1");
        Fleet fleet;
        fleet.setSessionOptions({ 1, m_data.path() });
        fleet.setTransportFactory(consoleTransportFactory(false));
        fleet.addHost(d);
        PreflightOptions o;
        o.timeoutSeconds = 3;
        Preflight p(fleet.session(d.name), o);
        QSignalSpy done(&p, &Preflight::finished);
        p.start();
        QVERIFY(done.wait(10000));
        QVERIFY(!p.report().error.isEmpty());
        QVERIFY(p.report().checks.isEmpty());
        QCOMPARE(p.report().verdict(), PreflightVerdict::CouldNotRun);
    }

    void overrideNeedsTheHostNameAndIsKept()
    {
        testsupport::SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"),
                                    { QStringLiteral("--shm-size"), QStringLiteral("64M") }, false)),
                 QString());
        const PreflightReport r = run(demo.definition());
        QVERIFY(r.isBlocked());
        QTemporaryDir dir;
        HistoryStore history(LastKnownGoodStore(dir.path()).database());
        QString error;
        QVERIFY(
            !recordPreflightOverride(history, r, QStringLiteral("yes"), QStringLiteral("ops"), {}, &error));
        QVERIFY(error.contains(r.host));
        QVERIFY(history.preflightOverrides(r.host).isEmpty());
        QVERIFY2(recordPreflightOverride(history, r, u' ' + r.host + u' ', QStringLiteral("ops"), {}, &error),
                 qPrintable(error));
        const QList<QJsonObject> rows = history.preflightOverrides(r.host);
        QCOMPARE(rows.size(), r.blocking().size());
        QCOMPARE(rows.first().value(QStringLiteral("finding")).toString(), QStringLiteral("shm/size"));
        QCOMPARE(rows.first().value(QStringLiteral("severity")).toString(), QStringLiteral("block"));
        QCOMPARE(rows.first().value(QStringLiteral("confirmation")).toString(), r.host);
        QCOMPARE(rows.first().value(QStringLiteral("operator")).toString(), QStringLiteral("ops"));
        QVERIFY(
            rows.first().value(QStringLiteral("evidence")).toString().contains(QLatin1String("/dev/shm")));
    }
};

QTEST_GUILESS_MAIN(TestPreflight)
#include "tst_preflight.moc"
