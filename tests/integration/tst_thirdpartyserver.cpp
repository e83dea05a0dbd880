// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EventLoopWait.h"
#include "RunBinary.h"
#include "TempHostsFile.h"

#include "chat/ValidationLadder.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

// The ladder and the check command against an OpenAI-compatible server nobody here wrote:
// mock-llm (https://github.com/dwmkerr/mock-llm, `npm install -g @dwmkerr/mock-llm`), scripted to
// answer the France prompt with Paris and to echo everything else. Its answers carry no reasoning
// and no usage, and it names no engine version: each step must say so instead of passing.
// Skipped when mock-llm is not installed (set MOCK_LLM to its executable to point at one).
class TestThirdPartyServer : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_server;
    quint16 m_port = 0;

    static const char *config()
    {
        return R"yaml(streaming:
  chunkSize: 6
  chunkIntervalMs: 5
rules:
  - path: "/v1/chat/completions"
    method: "POST"
    match: "@"
    response:
      status: 200
      content: |
        {"id": "chatcmpl-{{timestamp}}", "object": "chat.completion", "model": "{{jmes request body.model}}",
         "choices": [{"message": {"role": "assistant", "content": "{{jmes request body.messages[-1].content}}"},
                      "finish_reason": "stop"}]}
  - path: "/v1/chat/completions"
    method: "POST"
    match: "contains(body.messages[-1].content, 'France')"
    response:
      status: 200
      content: |
        {"id": "chatcmpl-{{timestamp}}", "object": "chat.completion", "model": "{{jmes request body.model}}",
         "choices": [{"message": {"role": "assistant", "content": "The capital of France is Paris."},
                      "finish_reason": "stop"}]}
  - path: "/v1/models"
    method: "GET"
    response:
      status: 200
      content: |
        {"object": "list", "data": [{"id": "mock-model", "object": "model", "owned_by": "mock-llm"}]}
)yaml";
    }

    static bool answers(quint16 port)
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, port);
        return s.waitForConnected(200);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString program = qEnvironmentVariable("MOCK_LLM");
        if (program.isEmpty())
            program = QStandardPaths::findExecutable(QStringLiteral("mock-llm"));
        if (program.isEmpty())
            QSKIP("mock-llm is not installed (npm install -g @dwmkerr/mock-llm)");
        const QString yaml = m_dir.filePath(QStringLiteral("mock-llm.yaml"));
        QFile f(yaml);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(config());
        f.close();
        m_port = freeLoopbackPort();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PORT"), QString::number(m_port));
        env.insert(QStringLiteral("HOST"), QStringLiteral("127.0.0.1"));
        m_server.setProcessEnvironment(env);
        m_server.setWorkingDirectory(m_dir.path());
        m_server.setProcessChannelMode(QProcess::MergedChannels);
        m_server.start(program, { QStringLiteral("--config"), yaml });
        QVERIFY2(m_server.waitForStarted(10000), qPrintable(m_server.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(answers(m_port), 20000);
    }

    void cleanupTestCase()
    {
        if (m_server.state() != QProcess::NotRunning) {
            m_server.terminate();
            if (!m_server.waitForFinished(5000))
                m_server.kill();
            m_server.waitForFinished(5000);
        }
    }

    void ladderJudgesOnlyWhatItMeasured()
    {
        LadderOptions o;
        o.endpoint = { QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)), QString() };
        o.host = QStringLiteral("mock-llm");
        o.gpuMemoryUsedMiB = [] { return qQNaN(); }; // no GPU tool on this host
        ValidationLadder runner(Ladder::builtin(), o);
        runner.start();
        QVERIFY(ic::testsupport::waitForSignal(&runner, &ValidationLadder::finished, 120000));
        const LadderReport report = runner.report();
        qInfo("%s", qPrintable(report.toText()));
        auto verdictOf = [&report](const char *id) {
            const StepResult *r = report.step(QString::fromLatin1(id));
            return r ? verdictId(r->verdict) : QStringLiteral("missing");
        };
        // What the server does, the ladder confirms, with the request and the answer as evidence.
        QCOMPARE(verdictOf("health"), QStringLiteral("pass"));
        QCOMPARE(verdictOf("models"), QStringLiteral("pass"));
        QCOMPARE(report.model, QStringLiteral("mock-model"));
        QCOMPARE(verdictOf("smoke"), QStringLiteral("pass"));
        QVERIFY(report.step(QStringLiteral("smoke"))
                    ->evidence.contains(QStringLiteral("The capital of France is Paris.")));
        QCOMPARE(verdictOf("determinism"), QStringLiteral("pass"));
        QCOMPARE(verdictOf("stability"), QStringLiteral("pass"));
        // What it does not do, the ladder says, instead of passing on a default.
        QCOMPARE(verdictOf("reasoning-code"), QStringLiteral("fail")); // it echoes, and never reasons
        QVERIFY(report.step(QStringLiteral("reasoning-code"))
                    ->evidence.contains(QStringLiteral("no reasoning arrived")));
        QCOMPARE(verdictOf("long-generation"), QStringLiteral("fail"));
        QCOMPARE(verdictOf("reasoning-parser"), QStringLiteral("skip"));
        QVERIFY(report.step(QStringLiteral("reasoning-parser"))
                    ->evidence.contains(QStringLiteral("Nothing to judge")));
        QCOMPARE(verdictOf("memory-baseline"), QStringLiteral("skip"));
        QCOMPARE(verdictOf("identity"), QStringLiteral("skip")); // a model, but no engine version anywhere
        QVERIFY(report.identity.version.isEmpty());
        QCOMPARE(report.identity.model, QStringLiteral("mock-model"));
        QCOMPARE(report.verdict(), Verdict::Fail);
    }

    void checkCommandExitsOne()
    {
        TempHostsFile hosts;
        QVERIFY2(
            hosts.write(TempHostsFile::localHost(QStringLiteral("mock-llm"), m_port,
                                                 R"("tools": {"nvidia-smi": "/nonexistent/nvidia-smi"})")),
            qPrintable(hosts.errorString()));
        RunOptions o;
        o.environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        o.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        o.deadlineMs = 120000;
        const QString md = m_dir.filePath(QStringLiteral("mock-llm.md"));
        const RunResult p = runBinary(consolePath(),
                                      { QStringLiteral("check"), QStringLiteral("--host"),
                                        QStringLiteral("mock-llm"), QStringLiteral("--hosts"), hosts.path(),
                                        QStringLiteral("--report"), md, QStringLiteral("--json") },
                                      o);
        QVERIFY2(p.exitedNormally(), p.describe().constData());
        QCOMPARE(p.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(p.out).object();
        QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("fail"));
        QCOMPARE(report.value(QStringLiteral("exit_code")).toInt(), 1);
        QFile written(md);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().contains("| `smoke` | yes | pass |"));
    }
};

QTEST_GUILESS_MAIN(TestThirdPartyServer)
#include "tst_thirdpartyserver.moc"
