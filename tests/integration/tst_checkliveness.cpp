// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console check` says whether the engine makes progress, as an operator runs it: the
// built binary against a simulated host named in a hosts file. An idle engine passes the liveness
// step with the monitor's evidence; an engine whose loop hangs (`configure --wedge`) while
// /health still answers 200 fails it as stuck, with the evidence, and the steps that would wait
// on it skip instead of running into their deadlines. The host's stuck threshold is set short in
// its definition (`liveness.stuckAfterSeconds`), as an operator may.
#include "RunBinary.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

const QByteArray kLadder = R"({"name": "liveness", "steps": [
    {"id": "health", "required": true},
    {"id": "liveness", "required": true, "wait_s": 40},
    {"id": "smoke", "required": true, "prompt": "What is the capital of France? Answer in one sentence.",
     "expect": "(?i)\\bparis\\b", "temperature": 0, "max_tokens": 64}]})";

QJsonObject stepOf(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &v : report.value(QLatin1String("steps")).toArray()) {
        if (v.toObject().value(QLatin1String("id")).toString() == id)
            return v.toObject();
    }
    return {};
}

} // namespace

class TestCheckLiveness : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    SimulatedHost m_host;
    std::unique_ptr<TempHostsFile> m_hosts;
    QString m_ladder;

    RunResult check(const QString &home)
    {
        RunOptions o;
        o.environment = headlessEnvironment();
        setHome(o.environment, m_dir.filePath(home));
        o.environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
        o.deadlineMs = 180000;
        return runBinary(consolePath(),
                         { QStringLiteral("check"), QStringLiteral("--hosts"), m_hosts->path(),
                           QStringLiteral("--host"), m_host.definition().name, QStringLiteral("--ladder"),
                           m_ladder, QStringLiteral("--timeout"), QStringLiteral("150"),
                           QStringLiteral("--json"), QStringLiteral("--no-record") },
                         o);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(m_host.start(SimulatedHost::servingApi({}, QStringLiteral("50"))), QString());
        HostDefinition d = m_host.definition();
        d.stuckAfterSeconds = 3;
        m_hosts = std::make_unique<TempHostsFile>(QList<HostDefinition> { d });
        QVERIFY(m_hosts->isValid());
        m_ladder = m_dir.filePath(QStringLiteral("liveness.json"));
        QFile f(m_ladder);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(kLadder), kLadder.size());
    }

    void idleEnginePasses()
    {
        const RunResult r = check(QStringLiteral("idle"));
        QVERIFY2(r.exitedNormally() && r.exitCode == 0, r.describe().constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        const QJsonObject step = stepOf(report, QStringLiteral("liveness"));
        QCOMPARE(step.value(QLatin1String("verdict")).toString(), QStringLiteral("pass"));
        const QJsonObject data = step.value(QLatin1String("data")).toObject();
        // Idle, or serving when the monitor's own probe was generating as it looked.
        const QString state = data.value(QLatin1String("state")).toString();
        QVERIFY2(state == QLatin1String("idle") || state == QLatin1String("serving"), qPrintable(state));
        QVERIFY(!data.value(QLatin1String("evidence")).toArray().isEmpty());
        QCOMPARE(stepOf(report, QStringLiteral("smoke")).value(QLatin1String("verdict")).toString(),
                 QStringLiteral("pass"));
    }

    void wedgedEngineIsStuckThoughHealthy()
    {
        const RunResult wedge = m_host.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") });
        QVERIFY2(wedge.exitCode == 0, wedge.describe().constData());
        QVERIFY(SimulatedHost::answersHealth(m_host.apiPort()));
        const RunResult r = check(QStringLiteral("wedged"));
        m_host.simhost({ QStringLiteral("configure"), QStringLiteral("--no-wedge") });
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(r.exitedNormally() && r.exitCode == 1,
                 QJsonDocument(stepOf(report, QStringLiteral("liveness"))).toJson().constData());
        QCOMPARE(report.value(QLatin1String("verdict")).toString(), QStringLiteral("fail"));
        QCOMPARE(stepOf(report, QStringLiteral("health")).value(QLatin1String("verdict")).toString(),
                 QStringLiteral("pass"));
        const QJsonObject step = stepOf(report, QStringLiteral("liveness"));
        QCOMPARE(step.value(QLatin1String("verdict")).toString(), QStringLiteral("fail"));
        const QJsonObject data = step.value(QLatin1String("data")).toObject();
        QCOMPARE(data.value(QLatin1String("state")).toString(), QStringLiteral("stuck"));
        const QString evidence = data.value(QLatin1String("evidence")).toVariant().toStringList().join(u'\n');
        QVERIFY2(evidence.contains(QLatin1String("GPU")), qPrintable(evidence));
        // The prompt that would have waited on the hung engine is not sent.
        const QJsonObject smoke = stepOf(report, QStringLiteral("smoke"));
        QCOMPARE(smoke.value(QLatin1String("verdict")).toString(), QStringLiteral("skip"));
        QVERIFY2(smoke.value(QLatin1String("evidence")).toString().contains(QLatin1String("Not run: Stuck")),
                 qPrintable(smoke.value(QLatin1String("evidence")).toString()));
    }
};

QTEST_GUILESS_MAIN(TestCheckLiveness)
#include "tst_checkliveness.moc"
