// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "OpenAiStream.h"
#include "RunBinary.h"
#include "ScriptedHttpServer.h"
#include "TempHostsFile.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <memory>
#include <vector>

using namespace ic::testsupport;

// `inference-console check` as an operator runs it, against real servers over real sockets: a
// closed port ends at once with 2, a server that streams forever is stopped by --timeout or a
// signal with a partial report (the interrupted step marked) and 2, and --report writes the
// same report as Markdown or JSON.
class TestCheckCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::vector<std::unique_ptr<TempHostsFile>> m_hostsFiles;

    QString hostsFile(quint16 port)
    {
        // A local host whose nvidia-smi does not exist: its memory step must skip, not pass.
        auto file = std::make_unique<TempHostsFile>();
        if (!file->write(TempHostsFile::localHost(
                QStringLiteral("target"), port,
                R"("engine": "auto", "tools": {"nvidia-smi": "/nonexistent/nvidia-smi"})"))) {
            qWarning("%s", qPrintable(file->errorString()));
            return QString();
        }
        m_hostsFiles.push_back(std::move(file));
        return m_hostsFiles.back()->path();
    }

    RunResult check(const QStringList &args, int deadlineMs, std::function<void(qint64)> whileRunning = {})
    {
        RunOptions o;
        o.environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        o.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        o.environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
        o.deadlineMs = deadlineMs;
        o.whileRunning = std::move(whileRunning);
        return runBinary(consolePath(), QStringList { QStringLiteral("check") } + args, o);
    }

    /// Healthy for GETs; every chat request streams "a " forever.
    static ScriptedReply streamForever(const HttpRequest &req)
    {
        ScriptedReply r;
        r.contentType = "application/json";
        if (req.path == "/health")
            return r;
        if (req.path == "/v1/models") {
            r.body = R"({"object":"list","data":[{"id":"forever","object":"model"}]})";
            return r;
        }
        if (req.method == "GET") {
            r.status = 404;
            return r;
        }
        r.contentType = "text/event-stream";
        r.chunks = { openai::sse(
            openai::chunk(QJsonObject { { QStringLiteral("content"), QStringLiteral("a ") } })) };
        r.intervalMs = 20;
        r.endless = true;
        return r;
    }

private Q_SLOTS:
    void closedPortExitsTwoAtOnce()
    {
        const quint16 port = freeLoopbackPort(); // nothing listens there now
        QVERIFY(port != 0);
        QElapsedTimer clock;
        clock.start();
        const RunResult p = check({ QStringLiteral("--host"), QStringLiteral("target"),
                                    QStringLiteral("--hosts"), hostsFile(port), QStringLiteral("--json") },
                                  60000);
        QVERIFY2(p.exitedNormally(), p.describe().constData());
        qInfo("closed port: exit %d after %lld ms", p.exitCode, clock.elapsed());
        QCOMPARE(p.exitCode, 2);
        const QJsonObject report = QJsonDocument::fromJson(p.out).object();
        QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("error"));
        QCOMPARE(report.value(QStringLiteral("exit_code")).toInt(), 2);
        const QJsonObject health = report.value(QStringLiteral("steps")).toArray().first().toObject();
        QCOMPARE(health.value(QStringLiteral("id")).toString(), QStringLiteral("health"));
        QCOMPARE(health.value(QStringLiteral("verdict")).toString(), QStringLiteral("error"));
        QVERIFY(health.value(QStringLiteral("evidence")).toString().contains(QStringLiteral("refused")));
    }

    void timeoutStopsAStreamThatNeverEnds()
    {
        ScriptedHttpServer server(streamForever);
        const QString md = m_dir.filePath(QStringLiteral("forever.md"));
        // Without the liveness step: on a server without /metrics its idle probe would be the
        // request left waiting (for the stuck threshold), and this is about a prompt's stream.
        const QString ladder = m_dir.filePath(QStringLiteral("forever-ladder.json"));
        QFile lf(ladder);
        QVERIFY(lf.open(QIODevice::WriteOnly));
        lf.write(R"({"name": "forever", "steps": [{"id": "health", "required": true},
            {"id": "models", "required": true},
            {"id": "smoke", "required": true, "prompt": "What is the capital of France?",
             "expect": "(?i)paris", "temperature": 0, "max_tokens": 64}]})");
        lf.close();
        QElapsedTimer clock;
        clock.start();
        const RunResult p = check(
            { QStringLiteral("--host"), QStringLiteral("target"), QStringLiteral("--hosts"),
              hostsFile(server.port()), QStringLiteral("--ladder"), ladder, QStringLiteral("--timeout"),
              QStringLiteral("4"), QStringLiteral("--report"), md, QStringLiteral("--json") },
            60000);
        QVERIFY2(p.exitedNormally(), p.describe().constData());
        qInfo("stream without end, --timeout 4: exit %d after %lld ms", p.exitCode, clock.elapsed());
        QCOMPARE(p.exitCode, 2);
        const QJsonObject report = QJsonDocument::fromJson(p.out).object();
        QCOMPARE(report.value(QStringLiteral("outcome")).toString(), QStringLiteral("timed-out"));
        QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("error"));
        int interrupted = 0;
        for (const QJsonValue &v : report.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject s = v.toObject();
            if (s.value(QStringLiteral("interrupted")).toBool()) {
                ++interrupted;
                QCOMPARE(s.value(QStringLiteral("id")).toString(), QStringLiteral("smoke"));
            }
        }
        QCOMPARE(interrupted, 1);
        // The same partial report as Markdown, with the step marked.
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("| `smoke` | yes | error (interrupted) |")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("timed-out")));
        // The server saw its client go while it was still streaming.
        QTRY_VERIFY_WITH_TIMEOUT(server.clientsGoneMidStream() >= 1, 5000);
    }

    void signalStopsTheRunWithAPartialReport_data()
    {
        QTest::addColumn<int>("signo");
        QTest::addColumn<QString>("name");
        QTest::newRow("SIGINT") << int(SIGINT) << "SIGINT";
        QTest::newRow("SIGTERM") << int(SIGTERM) << "SIGTERM";
    }

    void signalStopsTheRunWithAPartialReport()
    {
        QFETCH(int, signo);
        QFETCH(QString, name);
        ScriptedHttpServer server(streamForever);
        bool started = false;
        // Wait until the ladder is streaming its first chat request, then stop it.
        const RunResult p = check({ QStringLiteral("--host"), QStringLiteral("target"),
                                    QStringLiteral("--hosts"), hostsFile(server.port()) },
                                  60000, [&](qint64 pid) {
                                      started = true;
                                      QElapsedTimer waited;
                                      waited.start();
                                      while (waited.elapsed() < 30000) {
                                          bool chatting = false;
                                          for (const HttpRequest &r : server.requests())
                                              chatting = chatting || r.method == "POST";
                                          if (chatting)
                                              break;
                                          QEventLoop loop;
                                          QTimer::singleShot(20, &loop, &QEventLoop::quit);
                                          loop.exec();
                                      }
                                      ::kill(pid_t(pid), signo);
                                  });
        QVERIFY(started);
        QVERIFY2(!p.timedOut, p.describe().constData());
        QCOMPARE(p.crashed, false);
        QCOMPARE(p.exitCode, 2);
        const QString out = QString::fromUtf8(p.out);
        QVERIFY2(out.contains(QStringLiteral("[interrupted]")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Stopped before the end (%1)").arg(name)), qPrintable(out));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("timeout zero")
            << QStringList { QStringLiteral("--demo"), QStringLiteral("--timeout"), QStringLiteral("0") }
            << "--timeout takes";
        QTest::newRow("timeout junk")
            << QStringList { QStringLiteral("--demo"), QStringLiteral("--timeout"), QStringLiteral("soon") }
            << "--timeout takes";
        QTest::newRow("load junk") << QStringList { QStringLiteral("--demo"), QStringLiteral("--load"),
                                                    QStringLiteral("-3") }
                                   << "--load takes";
        QTest::newRow("no host") << QStringList {} << "Usage:";
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const RunResult p = check(args, 30000);
        QVERIFY2(p.exitedNormally(), p.describe().constData());
        QCOMPARE(p.exitCode, 2);
        const QString err = QString::fromUtf8(p.err);
        QVERIFY2(err.contains(message), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCheckCommand)
#include "tst_checkcommand.moc"
