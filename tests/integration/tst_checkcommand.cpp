#include "EventLoopWait.h"
#include "FakeOpenAiServer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

// `inference-console check` as an operator runs it, against real servers over real sockets: a
// closed port ends at once with 2, a server that streams forever is stopped by --timeout or a
// signal with a partial report (the interrupted step marked) and 2, and --report writes the
// same report as Markdown or JSON.
class TestCheckCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString hostsFile(quint16 port)
    {
        const QString path = m_dir.filePath(QStringLiteral("hosts-%1.json").arg(port));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        // A local host whose nvidia-smi does not exist: its memory step must skip, not pass.
        f.write(QStringLiteral(R"({"version": 1, "hosts": [{"name": "target", "target": "local",
            "unit": "vllm.service", "apiPort": %1, "engine": "auto",
            "tools": {"nvidia-smi": "/nonexistent/nvidia-smi"}}]})")
                    .arg(port)
                    .toUtf8());
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return path;
    }

    void prepare(QProcess &p, const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
        p.setProcessEnvironment(env);
        p.setProgram(QStringLiteral(IC_CONSOLE_PATH));
        p.setArguments(QStringList { QStringLiteral("check") } + args);
    }

    /// Healthy for GETs; every chat request streams "a " forever.
    static fake::Reply streamForever(const fake::Request &req)
    {
        fake::Reply r;
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
        r.chunks
            = { fake::sse(fake::chunk(QJsonObject { { QStringLiteral("content"), QStringLiteral("a ") } })) };
        r.intervalMs = 20;
        r.endless = true;
        return r;
    }

private Q_SLOTS:
    void closedPortExitsTwoAtOnce()
    {
        QTcpServer s;
        QVERIFY(s.listen(QHostAddress::LocalHost, 0));
        const quint16 port = s.serverPort();
        s.close();
        QProcess p;
        prepare(p,
                { QStringLiteral("--host"), QStringLiteral("target"), QStringLiteral("--hosts"),
                  hostsFile(port), QStringLiteral("--json") });
        QElapsedTimer clock;
        clock.start();
        p.start();
        QVERIFY(ic::testsupport::waitForSignal(&p, &QProcess::finished, 60000));
        qInfo("closed port: exit %d after %lld ms", p.exitCode(), clock.elapsed());
        QCOMPARE(p.exitCode(), 2);
        const QJsonObject report = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("error"));
        QCOMPARE(report.value(QStringLiteral("exit_code")).toInt(), 2);
        const QJsonObject health = report.value(QStringLiteral("steps")).toArray().first().toObject();
        QCOMPARE(health.value(QStringLiteral("id")).toString(), QStringLiteral("health"));
        QCOMPARE(health.value(QStringLiteral("verdict")).toString(), QStringLiteral("error"));
        QVERIFY(health.value(QStringLiteral("evidence")).toString().contains(QStringLiteral("refused")));
    }

    void timeoutStopsAStreamThatNeverEnds()
    {
        fake::Server server(streamForever);
        const QString md = m_dir.filePath(QStringLiteral("forever.md"));
        QProcess p;
        prepare(p,
                { QStringLiteral("--host"), QStringLiteral("target"), QStringLiteral("--hosts"),
                  hostsFile(server.port()), QStringLiteral("--timeout"), QStringLiteral("4"),
                  QStringLiteral("--report"), md, QStringLiteral("--json") });
        QElapsedTimer clock;
        clock.start();
        p.start();
        QVERIFY(ic::testsupport::waitForSignal(&p, &QProcess::finished, 60000));
        qInfo("stream without end, --timeout 4: exit %d after %lld ms", p.exitCode(), clock.elapsed());
        QCOMPARE(p.exitCode(), 2);
        const QJsonObject report = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
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
        QTRY_VERIFY_WITH_TIMEOUT(server.clientsGoneMidStream >= 1, 5000);
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
        fake::Server server(streamForever);
        QProcess p;
        prepare(p,
                { QStringLiteral("--host"), QStringLiteral("target"), QStringLiteral("--hosts"),
                  hostsFile(server.port()) });
        p.start();
        QVERIFY(p.waitForStarted());
        // Wait until the ladder is streaming its first chat request, then stop it.
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 30000) {
            bool chatting = false;
            for (const fake::Request &r : server.requests)
                chatting = chatting || r.method == "POST";
            if (chatting)
                break;
            QEventLoop loop;
            QTimer::singleShot(20, &loop, &QEventLoop::quit);
            loop.exec();
        }
        ::kill(pid_t(p.processId()), signo);
        QVERIFY(ic::testsupport::waitForSignal(&p, &QProcess::finished, 30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 2);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
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
        QProcess p;
        prepare(p, args);
        p.start();
        QVERIFY(ic::testsupport::waitForSignal(&p, &QProcess::finished, 30000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(message), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCheckCommand)
#include "tst_checkcommand.moc"
