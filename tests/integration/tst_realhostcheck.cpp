// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The headless commands as an operator runs them against a real host (tests/support/RealHost):
// the built `inference-console` binary, a hosts file naming the host by its ssh config alias, and
// Debian's own llama.cpp `llama-server` behind systemd, journald and OpenSSH in a booted container.
//  * `check` gives honest verdicts on a model that answers garbage, and names the engine's build;
//  * `check` on an engine whose loop hangs (its main thread stopped: /health 200, /metrics and
//    prompts silent) fails the liveness step as stuck and ends within the threshold + 30 s, the
//    prompts after it skipped instead of running into their deadlines;
//  * `autopsy` on a host with neither py-spy nor a GPU: each piece says why it has nothing, and
//    the native engine's threads are read instead: a hung loop shows as a stopped main thread;
//  * `rollout` restarts the unit, sees it ready, runs the ladder and the upgrade gate.
#include "RealHost.h"
#include "RunBinary.h"
#include "TempHostsFile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ic;
using namespace ic::testsupport;

namespace {

constexpr int kStuckAfterSeconds = 20;
const QString kHost = QStringLiteral("real-llama");

const QByteArray kRolloutLadder = R"({"name": "rollout", "steps": [
    {"id": "health", "required": true},
    {"id": "models", "required": true},
    {"id": "liveness", "required": true},
    {"id": "smoke", "required": true, "prompt": "What is the capital of France? Answer in one sentence.",
     "expect": "\\S", "temperature": 0, "max_tokens": 16}]})";

const QByteArray kHungLadder = R"({"name": "hung", "steps": [
    {"id": "health", "required": true},
    {"id": "liveness", "required": true},
    {"id": "smoke", "required": true, "prompt": "What is the capital of France? Answer in one sentence.",
     "expect": "(?i)\\bparis\\b", "temperature": 0, "max_tokens": 64},
    {"id": "reasoning-code", "required": false}]})";

QJsonObject stepOf(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &v : report.value(QLatin1String("steps")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == id)
            return v.toObject();
    return {};
}

QString verdictOf(const QJsonObject &report, const QString &id)
{
    return stepOf(report, id).value(QLatin1String("verdict")).toString();
}

} // namespace

class TestRealHostCheck : public QObject {
    Q_OBJECT

    std::unique_ptr<RealHost> m_host;
    std::unique_ptr<TempHostsFile> m_hosts;
    QTemporaryDir m_dir;

    RunResult console(const QStringList &arguments, const QString &home, int deadlineMs = 240000)
    {
        RunOptions o;
        o.environment = headlessEnvironment(true);
        o.environment.insert(QStringLiteral("IC_SSH_DIR"), m_host->clientDir());
        o.environment.insert(QStringLiteral("IC_SSH_CONFIG"), m_host->clientConfig());
        o.environment.insert(QStringLiteral("IC_SSH_KNOWN_HOSTS"), m_host->knownHosts());
        o.environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
        o.environment.remove(QStringLiteral("SSH_AUTH_SOCK"));
        setHome(o.environment, m_dir.filePath(home));
        o.deadlineMs = deadlineMs;
        const RunResult r = runBinary(consolePath(), arguments, o);
        // IC_DEBUG_OUT=/tmp/x keeps each command's output in /tmp/x-<home> for a person to read.
        if (!qEnvironmentVariableIsEmpty("IC_DEBUG_OUT")) {
            QFile f(qEnvironmentVariable("IC_DEBUG_OUT") + u'-' + home);
            if (f.open(QIODevice::WriteOnly))
                f.write(r.out + "\n----\n" + r.err);
        }
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        IC_REALHOST_OR_SKIP();
        QVERIFY(m_dir.isValid());
        m_host = std::make_unique<RealHost>();
        const QString error = m_host->start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        qInfo("real host: sshd after %lld ms, /health 200 after %lld ms", m_host->bootToSshMs(),
              m_host->bootToServingMs());
        HostDefinition d = m_host->definition();
        d.name = kHost;
        d.stuckAfterSeconds = kStuckAfterSeconds;
        m_hosts = std::make_unique<TempHostsFile>(QList<HostDefinition> { d });
        QVERIFY2(m_hosts->errorString().isEmpty(), qPrintable(m_hosts->errorString()));
    }

    void cleanupTestCase()
    {
        if (m_host) {
            const QString stopped = m_host->stop();
            qInfo("real host: shut down in %lld ms %s", m_host->shutdownMs(), qPrintable(stopped));
        }
    }

    void checkGivesHonestVerdicts()
    {
        QElapsedTimer t;
        t.start();
        const RunResult r
            = console({ QStringLiteral("check"), QStringLiteral("--hosts"), m_hosts->path(),
                        QStringLiteral("--host"), kHost, QStringLiteral("--json"),
                        QStringLiteral("--no-record"), QStringLiteral("--timeout"), QStringLiteral("200") },
                      QStringLiteral("healthy"));
        qInfo("check on the healthy real host: %lld ms, exit %d", t.elapsed(), r.exitCode);
        QVERIFY2(r.exitedNormally(), r.describe().constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!report.isEmpty(), r.describe().constData());
        QCOMPARE(verdictOf(report, QStringLiteral("health")), QStringLiteral("pass"));
        // Idle, proven by the idle probe's token; no GPU is needed for it.
        QCOMPARE(verdictOf(report, QStringLiteral("liveness")), QStringLiteral("pass"));
        const QString identity
            = QString::fromUtf8(QJsonDocument(stepOf(report, QStringLiteral("identity"))).toJson());
        QVERIFY2(identity.contains(QLatin1String("b11669")) || identity.contains(QLatin1String("Debian")),
                 qPrintable(identity));
        // A random-weight model answers garbage: the prompts fail, quoting what came back.
        const QJsonObject smoke = stepOf(report, QStringLiteral("smoke"));
        QCOMPARE(smoke.value(QLatin1String("verdict")).toString(), QStringLiteral("fail"));
        QVERIFY(!smoke.value(QLatin1String("evidence")).toString().isEmpty());
        // No GPU tool: the memory step skips with the GPU monitor's reason, not a guess.
        const QJsonObject memory = stepOf(report, QStringLiteral("memory-baseline"));
        if (!memory.isEmpty()) {
            QCOMPARE(memory.value(QLatin1String("verdict")).toString(), QStringLiteral("skip"));
            QVERIFY2(memory.value(QLatin1String("evidence")).toString().contains(QLatin1String("nvidia-smi")),
                     qPrintable(memory.value(QLatin1String("evidence")).toString()));
        }
        QCOMPARE(r.exitCode, 1);
    }

    void checkOnHungEngineIsStuckAndEndsInTime()
    {
        QVERIFY2(m_host->freezeEngineLoop(), qPrintable(m_host->errorString()));
        QCOMPARE(m_host->httpStatus(QStringLiteral("/health"), 3000), 200);
        const QString ladder = m_dir.filePath(QStringLiteral("hung.json"));
        QFile f(ladder);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(kHungLadder), kHungLadder.size());
        f.close();
        QElapsedTimer t;
        t.start();
        const RunResult r = console({ QStringLiteral("check"), QStringLiteral("--hosts"), m_hosts->path(),
                                      QStringLiteral("--host"), kHost, QStringLiteral("--ladder"), ladder,
                                      QStringLiteral("--json"), QStringLiteral("--no-record"),
                                      QStringLiteral("--timeout"), QStringLiteral("200") },
                                    QStringLiteral("hung"));
        const qint64 ms = t.elapsed();
        QVERIFY2(m_host->thawEngineLoop(), qPrintable(m_host->errorString()));
        qInfo("check on the hung real host: %lld ms (threshold %d s), exit %d", ms, kStuckAfterSeconds,
              r.exitCode);
        QVERIFY2(r.exitedNormally() && r.exitCode == 1, QByteArray(r.describe() + '\n' + r.out).constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        const QJsonObject step = stepOf(report, QStringLiteral("liveness"));
        const QString stepText = QString::fromUtf8(QJsonDocument(step).toJson());
        QCOMPARE(verdictOf(report, QStringLiteral("health")), QStringLiteral("pass"));
        QCOMPARE(step.value(QLatin1String("verdict")).toString(), QStringLiteral("fail"));
        QCOMPARE(step.value(QLatin1String("data")).toObject().value(QLatin1String("state")).toString(),
                 QStringLiteral("stuck"));
        QVERIFY2(stepText.contains(QLatin1String("/metrics")), qPrintable(stepText));
        const QJsonObject smoke = stepOf(report, QStringLiteral("smoke"));
        QCOMPARE(smoke.value(QLatin1String("verdict")).toString(), QStringLiteral("skip"));
        QVERIFY2(smoke.value(QLatin1String("evidence")).toString().contains(QLatin1String("Stuck")),
                 qPrintable(smoke.value(QLatin1String("evidence")).toString()));
        QVERIFY2(ms <= (kStuckAfterSeconds + 30) * 1000, qPrintable(stepText));
        // Thawed: it answers again.
        QVERIFY(m_host->waitUntilServing(20000));
    }

    void autopsySaysWhatItCouldNotRead()
    {
        const QString out = m_dir.filePath(QStringLiteral("autopsy-bundle"));
        const RunResult r = console({ QStringLiteral("autopsy"), kHost, QStringLiteral("--hosts"),
                                      m_hosts->path(), QStringLiteral("--out"), out, QStringLiteral("--json"),
                                      QStringLiteral("--timeout"), QStringLiteral("60") },
                                    QStringLiteral("autopsy"), 120000);
        // Exit 1: nothing gathered points to a cause (an idle engine is no stall), said so.
        QVERIFY2(r.exitedNormally() && r.exitCode == 1, QByteArray(r.describe() + '\n' + r.out).constData());
        const QString text = QString::fromUtf8(r.out);
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!json.isEmpty(), r.describe().constData());
        // No nvidia-smi on this host, and an engine that is a native binary: the pieces that need
        // them say so, and the next steps do not send the operator to install py-spy.
        QVERIFY2(text.contains(QLatin1String("native binary: py-spy reads Python stacks only")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("nvidia-smi")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("pip install py-spy")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("thread apply all bt")), qPrintable(text));
        // Its threads were read instead: the idle engine's main thread is not stopped.
        const QJsonArray threads = json.value(QLatin1String("threads")).toArray();
        QVERIFY2(threads.size() >= 2, qPrintable(text));
        const QJsonObject main = threads.first().toObject();
        QVERIFY(main.value(QLatin1String("main")).toBool());
        QCOMPARE(main.value(QLatin1String("name")).toString(), QStringLiteral("llama-server"));
        QVERIFY2(QStringLiteral("RS").contains(main.value(QLatin1String("state")).toString()),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("main loop is not running")), qPrintable(text));
    }

    /// The engine's main loop hangs while its HTTP thread answers /health: the autopsy reads the
    /// threads twice and says that the main thread is stopped and used no CPU in between.
    void autopsyOfAHungEngineShowsItsStoppedMainThread()
    {
        QVERIFY2(m_host->freezeEngineLoop(), qPrintable(m_host->errorString()));
        const RunResult r
            = console({ QStringLiteral("autopsy"), kHost, QStringLiteral("--hosts"), m_hosts->path(),
                        QStringLiteral("--out"), m_dir.filePath(QStringLiteral("autopsy-hung")),
                        QStringLiteral("--json"), QStringLiteral("--timeout"), QStringLiteral("60") },
                      QStringLiteral("autopsy-hung"), 120000);
        QVERIFY2(m_host->thawEngineLoop(), qPrintable(m_host->errorString()));
        QVERIFY2(r.exitedNormally(), r.describe().constData());
        const QString text = QString::fromUtf8(r.out);
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        const QJsonArray threads = json.value(QLatin1String("threads")).toArray();
        QVERIFY2(!threads.isEmpty(), qPrintable(text));
        const QJsonObject main = threads.first().toObject();
        QVERIFY(main.value(QLatin1String("main")).toBool());
        QCOMPARE(main.value(QLatin1String("state")).toString(), QStringLiteral("t"));
        QCOMPARE(main.value(QLatin1String("cpu_ticks_between")).toDouble(), 0.0);
        const QString context = QString::fromUtf8(
            QJsonDocument(
                json.value(QLatin1String("verdict")).toObject().value(QLatin1String("context")).toArray())
                .toJson());
        QVERIFY2(context.contains(QLatin1String("main thread (llama-server) is in tracing stop")),
                 qPrintable(context));
        QVERIFY2(context.contains(QLatin1String("main loop is not running")), qPrintable(context));
        QVERIFY(m_host->waitUntilServing(20000));
    }

    /// A whole rolling restart of the real unit: restart, ready seen, the ladder, the upgrade gate
    /// (the same engine version before and after: skipped, saying so). Then the operator points
    /// the unit at a model file that is not there: the preflight blocks the restart, naming it.
    /// Then at a model cut short: the engine fails to load it, and roll back writes the
    /// known-good ExecStart back as a drop-in and the host serves again.
    void rolloutWithGateAndRollBack()
    {
        const QString ladder = m_dir.filePath(QStringLiteral("rollout.json"));
        QFile f(ladder);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(kRolloutLadder), kRolloutLadder.size());
        f.close();
        const QStringList common = { QStringLiteral("rollout"),
                                     QStringLiteral("--hosts"),
                                     m_hosts->path(),
                                     QStringLiteral("--host"),
                                     kHost,
                                     QStringLiteral("--ladder"),
                                     ladder,
                                     QStringLiteral("--json"),
                                     QStringLiteral("--gate-drop"),
                                     QStringLiteral("50"),
                                     QStringLiteral("--gate-requests"),
                                     QStringLiteral("8") };
        QElapsedTimer t;
        t.start();
        RunResult r = console(common, QStringLiteral("rollout"));
        qInfo("rollout on the real host: %lld ms, exit %d", t.elapsed(), r.exitCode);
        QVERIFY2(r.exitedNormally() && r.exitCode == 0, r.describe().constData());
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QJsonObject host = o.value(QLatin1String("hosts")).toArray().first().toObject();
        QCOMPARE(host.value(QLatin1String("state")).toString(), QStringLiteral("passed"));
        const QString gate
            = QString::fromUtf8(QJsonDocument(host.value(QLatin1String("gate")).toObject()).toJson());
        QVERIFY2(gate.contains(QLatin1String("skip")), qPrintable(gate));

        // The operator's change: a model file that does not exist. The preflight sees it before
        // anything is restarted, and blocks.
        const auto pointUnitAt = [this](const QString &model) {
            int code = -1;
            m_host->run(QStringLiteral("sed 's|-m [^ ]*|-m %1|' "
                                       "/etc/systemd/system/llama-server.service.d/10-realhost.conf "
                                       "> /etc/systemd/system/llama-server.service.d/50-operator.conf && "
                                       "systemctl daemon-reload")
                            .arg(model),
                        &code);
            return code;
        };
        QCOMPARE(pointUnitAt(QStringLiteral("/models/missing.gguf")), 0);
        r = console(common, QStringLiteral("rollout"));
        QVERIFY2(r.exitedNormally() && r.exitCode == 1, r.describe().constData());
        o = QJsonDocument::fromJson(r.out).object();
        host = o.value(QLatin1String("hosts")).toArray().first().toObject();
        QCOMPARE(host.value(QLatin1String("state")).toString(), QStringLiteral("blocked"));
        QVERIFY2(
            host.value(QLatin1String("detail")).toString().contains(QLatin1String("/models/missing.gguf")),
            qPrintable(host.value(QLatin1String("detail")).toString()));
        QCOMPARE(m_host->httpStatus(QStringLiteral("/health")), 200); // nothing was restarted

        // A model cut short passes the preflight (its header is a GGUF header) and fails in the
        // engine: the rollout sees the crash and rolls back to the known-good ExecStart.
        int code = -1;
        m_host->run(QStringLiteral("head -c $(( $(stat -c %s /models/tiny.gguf) / 3 )) /models/tiny.gguf "
                                   "> /models/cut.gguf"),
                    &code);
        QCOMPARE(code, 0);
        QCOMPARE(pointUnitAt(QStringLiteral("/models/cut.gguf")), 0);
        t.restart();
        r = console(common + QStringList { QStringLiteral("--on-failure"), QStringLiteral("rollback") },
                    QStringLiteral("rollout"));
        qInfo("rollout with roll back on the real host: %lld ms, exit %d", t.elapsed(), r.exitCode);
        QVERIFY2(r.exitedNormally() && r.exitCode == 1, r.describe().constData());
        o = QJsonDocument::fromJson(r.out).object();
        host = o.value(QLatin1String("hosts")).toArray().first().toObject();
        const QString hostText = QString::fromUtf8(QJsonDocument(host).toJson());
        QCOMPARE(host.value(QLatin1String("state")).toString(), QStringLiteral("rolled-back"));
        QVERIFY2(hostText.contains(QLatin1String("not within the file bounds")), qPrintable(hostText));
        QCOMPARE(host.value(QLatin1String("roll_back")).toObject().value(QLatin1String("verdict")).toString(),
                 QStringLiteral("pass"));
        QByteArray unit = m_host->run(QStringLiteral("systemctl cat llama-server.service"), &code);
        QVERIFY2(unit.contains("99-inference-console-rollback.conf") && unit.contains("/models/tiny.gguf"),
                 unit.constData());
        QVERIFY(m_host->waitUntilServing(20000));
    }
};

QTEST_GUILESS_MAIN(TestRealHostCheck)
#include "tst_realhostcheck.moc"
