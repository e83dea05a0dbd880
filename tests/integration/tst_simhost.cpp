// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimulatedHost.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace ic::testsupport;

// Drives the built inference-console-simhost the way the console does: one process per
// tool call, real HTTP on 127.0.0.1, state shared only through the state directory.
class tst_SimHost : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;

    QString stateDir() const { return m_dir->path() + QStringLiteral("/host"); }

    int run(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr) const
    {
        const RunResult r = runSimhost(stateDir(), args);
        if (out)
            *out = r.out;
        if (err)
            *err = r.err;
        return r.exitCode;
    }

    QString property(const QString &name) const
    {
        QByteArray out;
        run({ QStringLiteral("systemctl"), QStringLiteral("show"), QStringLiteral("-p"), name,
              QStringLiteral("--timestamp=unix"), QStringLiteral("--"), QStringLiteral("vllm.service") },
            &out);
        const QByteArray prefix = name.toLatin1() + '=';
        for (const QByteArray &line : out.split('\n')) {
            if (line.startsWith(prefix))
                return QString::fromUtf8(line.mid(prefix.size()));
        }
        return QStringLiteral("<missing>");
    }

    QList<QByteArray> journalLines(const QStringList &extra = {}) const
    {
        QByteArray out;
        run(QStringList { QStringLiteral("journalctl"), QStringLiteral("--unit=vllm.service"),
                          QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("-a") }
                + extra,
            &out);
        QList<QByteArray> lines = out.split('\n');
        lines.removeAll(QByteArray());
        return lines;
    }

    static QString message(const QJsonObject &entry)
    {
        const QJsonValue m = entry.value(QStringLiteral("MESSAGE"));
        if (m.isString())
            return m.toString();
        QByteArray bytes;
        for (const QJsonValue &b : m.toArray())
            bytes += char(b.toInt());
        return QString::fromUtf8(bytes);
    }

    bool journalContains(const QString &text) const
    {
        for (const QByteArray &line : journalLines()) {
            if (message(QJsonDocument::fromJson(line).object()).contains(text))
                return true;
        }
        return false;
    }

    static bool processAlive(qint64 pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (pid <= 0 || !stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')');
        return close > 0 && s.size() > close + 2 && s.at(close + 2) != 'Z';
    }

    int httpStatus(quint16 port, const QString &path) const
    {
        QNetworkAccessManager nam;
        QNetworkReply *reply
            = nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path))));
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!finished.wait(10000))
            return -1;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        reply->deleteLater();
        return status;
    }

    struct StreamResult {
        QString reasoning;
        QString reasoningContent;
        QString content;
        QJsonObject errorFrame;
        QString finishReason;
        QJsonObject usage;
        int tokenChunks = 0;
        bool done = false;
        QString error;
    };

    StreamResult streamChat(quint16 port, const QString &prompt, int maxTokens) const
    {
        QJsonObject body { { QStringLiteral("model"), QStringLiteral("moonshotai/Kimi-K2.5") },
                           { QStringLiteral("messages"),
                             QJsonArray { QJsonObject { { QStringLiteral("role"), QStringLiteral("user") },
                                                        { QStringLiteral("content"), prompt } } } },
                           { QStringLiteral("stream"), true },
                           { QStringLiteral("temperature"), 0 },
                           { QStringLiteral("stream_options"),
                             QJsonObject { { QStringLiteral("include_usage"), true } } } };
        if (maxTokens > 0)
            body.insert(QStringLiteral("max_tokens"), maxTokens);
        QNetworkAccessManager nam;
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(port)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        QNetworkReply *reply = nam.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
        QByteArray data;
        connect(reply, &QNetworkReply::readyRead, reply, [&] { data += reply->readAll(); });
        QSignalSpy finished(reply, &QNetworkReply::finished);
        StreamResult r;
        if (!finished.wait(20000)) {
            r.error = QStringLiteral("timed out");
            return r;
        }
        data += reply->readAll();
        if (reply->error() != QNetworkReply::NoError)
            r.error = reply->errorString();
        reply->deleteLater();
        for (const QByteArray &line : data.split('\n')) {
            if (!line.startsWith("data: "))
                continue;
            const QByteArray payload = line.mid(6);
            if (payload == "[DONE]") {
                r.done = true;
                continue;
            }
            const QJsonObject chunk = QJsonDocument::fromJson(payload).object();
            if (chunk.contains(QStringLiteral("error")))
                r.errorFrame = chunk.value(QStringLiteral("error")).toObject();
            if (chunk.contains(QStringLiteral("usage")))
                r.usage = chunk.value(QStringLiteral("usage")).toObject();
            const QJsonArray choices = chunk.value(QStringLiteral("choices")).toArray();
            if (choices.isEmpty())
                continue;
            const QJsonObject choice = choices.first().toObject();
            const QJsonObject delta = choice.value(QStringLiteral("delta")).toObject();
            if (delta.contains(QStringLiteral("reasoning"))
                || !delta.value(QStringLiteral("content")).toString().isEmpty())
                ++r.tokenChunks;
            r.reasoning += delta.value(QStringLiteral("reasoning")).toString();
            r.reasoningContent += delta.value(QStringLiteral("reasoning_content")).toString();
            r.content += delta.value(QStringLiteral("content")).toString();
            if (choice.value(QStringLiteral("finish_reason")).isString())
                r.finishReason = choice.value(QStringLiteral("finish_reason")).toString();
        }
        return r;
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void cleanup()
    {
        // Removing the state directory ends every serve process this test started.
        m_dir.reset();
    }

    void healthyReachesReadyAndServes()
    {
        const quint16 port = freeLoopbackPort();
        QVERIFY(port != 0);
        QCOMPARE(run({ QStringLiteral("init"), QStringLiteral("--scenario"), QStringLiteral("healthy"),
                       QStringLiteral("--time-scale"), QStringLiteral("200"), QStringLiteral("--port"),
                       QString::number(port), QStringLiteral("--decode-rate"), QStringLiteral("2000"),
                       QStringLiteral("--start") }),
                 0);
        QCOMPARE(property(QStringLiteral("ActiveState")), QStringLiteral("active"));

        QTRY_VERIFY_WITH_TIMEOUT(journalContains(QStringLiteral("Application startup complete.")), 30000);
        QCOMPARE(property(QStringLiteral("ActiveState")), QStringLiteral("active"));
        QCOMPARE(property(QStringLiteral("SubState")), QStringLiteral("running"));
        const QString mainPid = property(QStringLiteral("MainPID"));
        QVERIFY(processAlive(mainPid.toLongLong()));

        // The journal looks like journald's: string fields, byte arrays for '\r' lines.
        bool sawByteArray = false, sawRanks = false;
        for (const QByteArray &line : journalLines()) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            QVERIFY2(!e.isEmpty(), line.constData());
            QVERIFY(e.value(QStringLiteral("__CURSOR")).isString());
            QVERIFY(e.value(QStringLiteral("__REALTIME_TIMESTAMP")).isString());
            QVERIFY(e.value(QStringLiteral("PRIORITY")).isString());
            sawByteArray |= e.value(QStringLiteral("MESSAGE")).isArray();
            sawRanks
                |= message(e).contains(QStringLiteral("rank 7 in world size 8 is assigned as DP rank 0"));
        }
        QVERIFY(sawByteArray);
        QVERIFY(sawRanks);

        // Memory per card ends at ~73.7 GiB once ready.
        QByteArray smi;
        QCOMPARE(
            run({ QStringLiteral("nvidia-smi"), QStringLiteral("--query-gpu=index,memory.used,memory.total"),
                  QStringLiteral("--format=csv,noheader,nounits") },
                &smi),
            0);
        const QList<QByteArray> rows = smi.trimmed().split('\n');
        QCOMPARE(rows.size(), 8);
        for (const QByteArray &row : rows) {
            const QList<QByteArray> cols = row.split(',');
            QCOMPARE(cols.size(), 3);
            const double used = cols.at(1).trimmed().toDouble();
            QVERIFY2(used > 75000 && used < 76000, row.constData());
            QCOMPARE(cols.at(2).trimmed(), QByteArray("97887"));
        }

        QTRY_COMPARE_WITH_TIMEOUT(httpStatus(port, QStringLiteral("/health")), 200, 10000);
        QCOMPARE(httpStatus(port, QStringLiteral("/v1/models")), 200);
        QCOMPARE(httpStatus(port, QStringLiteral("/nope")), 404);

        const StreamResult full = streamChat(port, QStringLiteral("What is the capital of France?"), -1);
        QVERIFY2(full.error.isEmpty(), qPrintable(full.error));
        QVERIFY(!full.reasoning.isEmpty());
        QVERIFY2(full.content.contains(QStringLiteral("Paris")), qPrintable(full.content));
        QCOMPARE(full.finishReason, QStringLiteral("stop"));
        QVERIFY(full.done);
        QVERIFY(full.usage.value(QStringLiteral("prompt_tokens")).toInt() > 0);
        QCOMPARE(full.usage.value(QStringLiteral("completion_tokens")).toInt(), full.tokenChunks);
        QCOMPARE(full.usage.value(QStringLiteral("total_tokens")).toInt(),
                 full.usage.value(QStringLiteral("prompt_tokens")).toInt() + full.tokenChunks);

        const StreamResult cut = streamChat(port, QStringLiteral("What is the capital of France?"), 5);
        QVERIFY2(cut.error.isEmpty(), qPrintable(cut.error));
        QCOMPARE(cut.finishReason, QStringLiteral("length"));
        QCOMPARE(cut.usage.value(QStringLiteral("completion_tokens")).toInt(), 5);
        QCOMPARE(cut.tokenChunks, 5);

        // A client that goes away stops the generation: vLLM counts it as aborted.
        QNetworkAccessManager nam;
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(port)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        QNetworkReply *story = nam.post(
            request,
            QByteArray(R"({"messages":[{"role":"user","content":"Write a long story."}],"stream":true})"));
        QSignalSpy firstBytes(story, &QNetworkReply::readyRead);
        QVERIFY(firstBytes.wait(10000));
        auto metrics = [&] {
            QNetworkReply *reply
                = nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(port))));
            QSignalSpy done(reply, &QNetworkReply::finished);
            done.wait(10000);
            reply->deleteLater();
            return reply->readAll();
        };
        auto generated = [&] {
            for (const QByteArray &line : metrics().split('\n')) {
                if (line.startsWith("vllm:generation_tokens_total{"))
                    return line.mid(line.lastIndexOf(' ') + 1).toDouble();
            }
            return -1.0;
        };
        // Tokens are counted as they are generated, like vLLM's per-step counter: a scrape in
        // the middle of a request already sees them (live tok/s comes from these deltas).
        QTRY_VERIFY_WITH_TIMEOUT(generated() > 0, 10000);
        QVERIFY(!story->isFinished());
        const double midway = generated();
        QTRY_VERIFY_WITH_TIMEOUT(generated() > midway, 10000);
        QVERIFY(!story->isFinished());
        story->abort();
        story->deleteLater();
        QTRY_VERIFY_WITH_TIMEOUT(metrics().contains("finished_reason=\"abort\"} 1.0"), 10000);
        QVERIFY(metrics().contains("vllm:generation_tokens_total{"));
    }

    void refusesConnectionsWhileStarting()
    {
        // Real time: the start-up takes 13 minutes, so the check cannot race the ready moment.
        const quint16 port = freeLoopbackPort();
        QCOMPARE(run({ QStringLiteral("init"), QStringLiteral("--time-scale"), QStringLiteral("1"),
                       QStringLiteral("--port"), QString::number(port), QStringLiteral("--start") }),
                 0);
        QTRY_VERIFY_WITH_TIMEOUT(journalContains(QStringLiteral("Started vllm.service")), 10000);
        QCOMPARE(property(QStringLiteral("ActiveState")), QStringLiteral("active"));
        QVERIFY(processAlive(property(QStringLiteral("MainPID")).toLongLong()));
        QTcpSocket early;
        early.connectToHost(QHostAddress::LocalHost, port);
        QTRY_VERIFY_WITH_TIMEOUT(early.state() == QAbstractSocket::UnconnectedState, 5000);
        QCOMPARE(early.error(), QAbstractSocket::ConnectionRefusedError);
    }

    void crashScenarioEndsFailed()
    {
        QCOMPARE(run({ QStringLiteral("init"), QStringLiteral("--scenario"),
                       QStringLiteral("crash-flashinfer-mismatch"), QStringLiteral("--time-scale"),
                       QStringLiteral("200"), QStringLiteral("--port"), QString::number(freeLoopbackPort()),
                       QStringLiteral("--start") }),
                 0);
        QTRY_COMPARE_WITH_TIMEOUT(property(QStringLiteral("ActiveState")), QStringLiteral("failed"), 20000);
        QCOMPARE(property(QStringLiteral("SubState")), QStringLiteral("failed"));
        QCOMPARE(property(QStringLiteral("Result")), QStringLiteral("exit-code"));
        QCOMPARE(property(QStringLiteral("ExecMainStatus")), QStringLiteral("1"));
        QCOMPARE(property(QStringLiteral("MainPID")), QStringLiteral("0"));

        bool root = false, wrapper = false, systemdExit = false;
        for (const QByteArray &line : journalLines()) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            const QString m = message(e);
            root |= m.contains(QStringLiteral("RuntimeError: flashinfer-cubin version (0.6.3) does not match "
                                              "flashinfer version (0.6.4). Please "
                                              "install the same version of both packages. Set "
                                              "FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this "
                                              "check."));
            wrapper |= m.contains(QStringLiteral("Engine core initialization failed. See root cause above."));
            if (m == QLatin1String("vllm.service: Failed with result 'exit-code'.")) {
                systemdExit = true;
                QCOMPARE(e.value(QStringLiteral("_PID")).toString(), QStringLiteral("1"));
                QCOMPARE(e.value(QStringLiteral("UNIT")).toString(), QStringLiteral("vllm.service"));
                QVERIFY(e.contains(QStringLiteral("INVOCATION_ID")));
            }
        }
        QVERIFY(root);
        QVERIFY(wrapper);
        QVERIFY(systemdExit);

        // The drift that explains it, as `python -m pip list --format=json` shows it.
        QByteArray pip;
        QCOMPARE(run({ QStringLiteral("python"), QStringLiteral("-m"), QStringLiteral("pip"),
                       QStringLiteral("list"), QStringLiteral("--format=json") },
                     &pip),
                 0);
        QHash<QString, QString> versions;
        for (const QJsonValue &v : QJsonDocument::fromJson(pip).array())
            versions.insert(v.toObject().value(QStringLiteral("name")).toString(),
                            v.toObject().value(QStringLiteral("version")).toString());
        QCOMPARE(versions.value(QStringLiteral("flashinfer-cubin")), QStringLiteral("0.6.3"));
        QCOMPARE(versions.value(QStringLiteral("flashinfer-python")), QStringLiteral("0.6.4"));
        QVERIFY(versions.contains(QStringLiteral("vllm")));
    }

    void followResumesAfterCursor()
    {
        QCOMPARE(
            run({ QStringLiteral("init"), QStringLiteral("--time-scale"), QStringLiteral("100"),
                  QStringLiteral("--port"), QString::number(freeLoopbackPort()), QStringLiteral("--start") }),
            0);
        QTRY_VERIFY_WITH_TIMEOUT(journalLines().size() >= 3, 10000);
        const QList<QByteArray> head = journalLines({ QStringLiteral("-n"), QStringLiteral("3") });
        QCOMPARE(head.size(), 3);
        const QString cursor
            = QJsonDocument::fromJson(head.last()).object().value(QStringLiteral("__CURSOR")).toString();
        QVERIFY(!cursor.isEmpty());

        QProcess follow;
        QByteArray followed;
        connect(&follow, &QProcess::readyReadStandardOutput, &follow,
                [&] { followed += follow.readAllStandardOutput(); });
        follow.start(simhostPath(),
                     { QStringLiteral("--state"), stateDir(), QStringLiteral("journalctl"),
                       QStringLiteral("--unit=vllm.service"), QStringLiteral("-o"), QStringLiteral("json"),
                       QStringLiteral("-a"), QStringLiteral("-f"),
                       QStringLiteral("--after-cursor=") + cursor });
        QVERIFY(follow.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(followed.contains("Application startup complete."), 30000);
        follow.terminate();
        QVERIFY(follow.waitForFinished(5000));
        followed += follow.readAllStandardOutput();

        QList<QByteArray> got = followed.split('\n');
        got.removeAll(QByteArray());
        const QList<QByteArray> all = journalLines();
        qsizetype at = -1;
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (QJsonDocument::fromJson(all.at(i)).object().value(QStringLiteral("__CURSOR")).toString()
                == cursor)
                at = i;
        }
        QVERIFY(at >= 0);
        QVERIFY(got.size() > 0);
        QVERIFY(at + 1 + got.size() <= all.size());
        // Exactly the entries after the cursor: nothing lost, nothing repeated.
        QCOMPARE(got, all.mid(at + 1, got.size()));

        // The same cursor without -f gives the same continuation.
        const QList<QByteArray> again = journalLines({ QStringLiteral("--after-cursor=") + cursor });
        QCOMPARE(again.mid(0, got.size()), got);

        QByteArray err;
        QCOMPARE(
            run({ QStringLiteral("journalctl"), QStringLiteral("--unit=vllm.service"), QStringLiteral("-o"),
                  QStringLiteral("json"), QStringLiteral("--after-cursor=s=bogus;i=1") },
                nullptr, &err),
            1);
        QCOMPARE(err, QByteArray("Failed to seek to cursor: Invalid argument\n"));
    }

    void nvidiaSmiFormats_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("firstLine");
        QTest::addColumn<int>("lineCount");

        QTest::newRow("unknown field")
            << QStringList { QStringLiteral("--query-gpu=index,bogus"), QStringLiteral("--format=csv") } << 2
            << QByteArray("Field \"bogus\" is not a valid field to query.") << 1;
        QTest::newRow("header keeps units")
            << QStringList { QStringLiteral("--query-gpu=index,gpu_name,memory.used,power.draw"),
                             QStringLiteral("--format=csv,nounits") }
            << 0 << QByteArray("index, name, memory.used [MiB], power.draw [W]") << 9;
        QTest::newRow("noheader nounits")
            << QStringList { QStringLiteral("--query-gpu=index,name,memory.total"),
                             QStringLiteral("--format=csv,noheader,nounits") }
            << 0 << QByteArray("0, NVIDIA RTX PRO 6000 Blackwell Server Edition, 97887") << 8;
        QTest::newRow("units in values") << QStringList { QStringLiteral("--query-gpu=memory.total"),
                                                          QStringLiteral("--format=csv,noheader") }
                                         << 0 << QByteArray("97887 MiB") << 8;
        QTest::newRow("idle compute apps")
            << QStringList { QStringLiteral("--query-compute-apps=pid,name,used_memory"),
                             QStringLiteral("--format=csv") }
            << 0 << QByteArray("pid, process_name, used_gpu_memory [MiB]") << 1;
        QTest::newRow("unknown app field")
            << QStringList { QStringLiteral("--query-compute-apps=pid,nonsense"),
                             QStringLiteral("--format=csv") }
            << 2 << QByteArray("Field \"nonsense\" is not a valid field to query.") << 1;
    }

    void nvidiaSmiFormats()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, firstLine);
        QFETCH(int, lineCount);
        QCOMPARE(run({ QStringLiteral("init") }), 0);
        QByteArray out;
        QCOMPARE(run(QStringList { QStringLiteral("nvidia-smi") } + args, &out), exitCode);
        QList<QByteArray> lines = out.split('\n');
        lines.removeAll(QByteArray());
        QCOMPARE(lines.value(0), firstLine);
        QCOMPARE(lines.size(), lineCount);
        if (exitCode != 0)
            QCOMPARE(out, firstLine + "\n\n"); // the real tool's text, on stdout
    }

    void leftoverProcessHoldsMemory()
    {
        QCOMPARE(run({ QStringLiteral("init"), QStringLiteral("--leftover-gpu"), QStringLiteral("3") }), 0);
        QByteArray out;
        QCOMPARE(run({ QStringLiteral("nvidia-smi"),
                       QStringLiteral("--query-compute-apps=pid,gpu_uuid,used_memory"),
                       QStringLiteral("--format=csv,noheader,nounits") },
                     &out),
                 0);
        QCOMPARE(out.count('\n'), 1);
        QVERIFY(out.startsWith("3187, GPU-"));
        QVERIFY(out.trimmed().endsWith(", 4216"));
    }

    void chatOptions_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("check");

        QTest::newRow("reasoning_content")
            << QStringList { QStringLiteral("--reasoning-field"), QStringLiteral("reasoning_content") }
            << QStringLiteral("reasoning_content");
        QTest::newRow("inline think")
            << QStringList { QStringLiteral("--reasoning-field"), QStringLiteral("inline-think") }
            << QStringLiteral("inline");
        QTest::newRow("leaking reasoning")
            << QStringList { QStringLiteral("--leak-reasoning") } << QStringLiteral("inline");
        QTest::newRow("wrong answers")
            << QStringList { QStringLiteral("--wrong-answers") } << QStringLiteral("wrong");
        QTest::newRow("error frame") << QStringList { QStringLiteral("--stream-error-after"),
                                                      QStringLiteral("3") }
                                     << QStringLiteral("error frame");
        QTest::newRow("stream cut") << QStringList { QStringLiteral("--stream-cut-after"),
                                                     QStringLiteral("3") }
                                    << QStringLiteral("cut");
        QTest::newRow("memory leak") << QStringList { QStringLiteral("--leak-memory") }
                                     << QStringLiteral("leak");
        QTest::newRow("api key") << QStringList { QStringLiteral("--api-key"), QStringLiteral("sekrit") }
                                 << QStringLiteral("unauthorized");
    }

    void chatOptions()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, check);
        const quint16 port = freeLoopbackPort();
        QCOMPARE(
            run(QStringList { QStringLiteral("init"), QStringLiteral("--time-scale"), QStringLiteral("2000"),
                              QStringLiteral("--decode-rate"), QStringLiteral("3000"),
                              QStringLiteral("--port"), QString::number(port), QStringLiteral("--start") }
                + options),
            0);
        QTRY_COMPARE_WITH_TIMEOUT(httpStatus(port, QStringLiteral("/health")), 200, 15000);
        if (check == QLatin1String("unauthorized")) {
            QCOMPARE(httpStatus(port, QStringLiteral("/v1/models")), 401);
            return;
        }
        auto memory = [&] {
            QByteArray out;
            run({ QStringLiteral("nvidia-smi"), QStringLiteral("--query-gpu=memory.used"),
                  QStringLiteral("--format=csv,noheader,nounits"), QStringLiteral("-i"),
                  QStringLiteral("0") },
                &out);
            return out.trimmed().toDouble();
        };
        const double before = memory();
        const StreamResult r = streamChat(port, QStringLiteral("What is the capital of France?"), -1);
        if (check == QLatin1String("reasoning_content")) {
            QVERIFY(r.reasoning.isEmpty());
            QVERIFY(!r.reasoningContent.isEmpty());
            QVERIFY(r.content.contains(QStringLiteral("Paris")));
        } else if (check == QLatin1String("inline")) {
            QVERIFY(r.reasoning.isEmpty());
            QVERIFY(r.content.startsWith(QStringLiteral("<think>")));
            QVERIFY(r.content.contains(QStringLiteral("</think>")));
            QVERIFY(r.content.contains(QStringLiteral("Paris")));
        } else if (check == QLatin1String("wrong")) {
            QVERIFY(!r.content.contains(QStringLiteral("Paris")));
        } else if (check == QLatin1String("error frame")) {
            QCOMPARE(r.errorFrame.value(QStringLiteral("code")).toInt(), 500);
            QCOMPARE(r.errorFrame.value(QStringLiteral("type")).toString(),
                     QStringLiteral("InternalServerError"));
            QVERIFY(r.done);
            QCOMPARE(r.tokenChunks, 3);
        } else if (check == QLatin1String("cut")) {
            QVERIFY(!r.done);
            QVERIFY(r.finishReason.isEmpty());
            QCOMPARE(r.tokenChunks, 3);
        } else if (check == QLatin1String("leak")) {
            QVERIFY(r.done);
            QVERIFY2(memory() > before, "GPU memory did not grow after a request");
        }
    }

    void restartKeepsHistory()
    {
        QCOMPARE(
            run({ QStringLiteral("init"), QStringLiteral("--time-scale"), QStringLiteral("400"),
                  QStringLiteral("--port"), QString::number(freeLoopbackPort()), QStringLiteral("--start") }),
            0);
        const QString first = property(QStringLiteral("InvocationID"));
        QCOMPARE(first.size(), 32);
        QTRY_VERIFY_WITH_TIMEOUT(journalLines().size() > 20, 10000);
        QCOMPARE(run({ QStringLiteral("systemctl"), QStringLiteral("restart"), QStringLiteral("--"),
                       QStringLiteral("vllm.service") }),
                 0);
        const QString second = property(QStringLiteral("InvocationID"));
        QCOMPARE(second.size(), 32);
        QVERIFY(second != first);
        QCOMPARE(property(QStringLiteral("ActiveState")), QStringLiteral("active"));
        QTRY_VERIFY_WITH_TIMEOUT(journalContains(QStringLiteral("vLLM API server version")), 10000);

        int started = 0;
        QSet<QString> invocations, cursors;
        bool stopped = false;
        const QList<QByteArray> lines = journalLines();
        for (const QByteArray &line : lines) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            invocations.insert(e.value(QStringLiteral("_SYSTEMD_INVOCATION_ID")).toString());
            cursors.insert(e.value(QStringLiteral("__CURSOR")).toString());
            started += message(e).startsWith(QStringLiteral("Started vllm.service")) ? 1 : 0;
            stopped |= message(e) == QLatin1String("vllm.service: Deactivated successfully.");
        }
        QCOMPARE(started, 2);
        QVERIFY(stopped);
        QVERIFY(invocations.contains(first));
        QVERIFY(invocations.contains(second));
        QCOMPARE(cursors.size(), lines.size());

        QByteArray err;
        QCOMPARE(run({ QStringLiteral("systemctl"), QStringLiteral("restart"), QStringLiteral("--"),
                       QStringLiteral("nosuch.service") },
                     nullptr, &err),
                 5);
        QCOMPARE(err, QByteArray("Failed to restart nosuch.service: Unit nosuch.service not found.\n"));
        QByteArray out;
        QCOMPARE(run({ QStringLiteral("systemctl"), QStringLiteral("show"), QStringLiteral("-p"),
                       QStringLiteral("LoadState"), QStringLiteral("--"), QStringLiteral("nosuch.service") },
                     &out),
                 0);
        QCOMPARE(out, QByteArray("LoadState=not-found\n"));
    }

    void reinstallThenRestartCrashes()
    {
        QCOMPARE(
            run({ QStringLiteral("init"), QStringLiteral("--time-scale"), QStringLiteral("400"),
                  QStringLiteral("--port"), QString::number(freeLoopbackPort()), QStringLiteral("--start") }),
            0);
        QTRY_VERIFY_WITH_TIMEOUT(journalLines().size() > 20, 10000);
        const QList<QByteArray> seen = journalLines();
        // A "reinstall" breaks the venv; the running engine is not affected until restarted.
        QCOMPARE(run({ QStringLiteral("configure"), QStringLiteral("--scenario"),
                       QStringLiteral("crash-flashinfer-mismatch") }),
                 0);
        QCOMPARE(journalLines().mid(0, seen.size()), seen);
        QCOMPARE(property(QStringLiteral("ActiveState")), QStringLiteral("active"));
        QCOMPARE(run({ QStringLiteral("systemctl"), QStringLiteral("restart"), QStringLiteral("--"),
                       QStringLiteral("vllm.service") }),
                 0);
        QTRY_COMPARE_WITH_TIMEOUT(property(QStringLiteral("ActiveState")), QStringLiteral("failed"), 20000);
        QCOMPARE(journalLines().mid(0, seen.size()), seen);
        QVERIFY(journalContains(QStringLiteral("flashinfer-cubin version (0.6.3) does not match")));
    }

    void serveExitsOnStopAndOnStateRemoval()
    {
        QCOMPARE(
            run({ QStringLiteral("init"), QStringLiteral("--time-scale"), QStringLiteral("40"),
                  QStringLiteral("--port"), QString::number(freeLoopbackPort()), QStringLiteral("--start") }),
            0);
        const qint64 first = property(QStringLiteral("MainPID")).toLongLong();
        QVERIFY(processAlive(first));
        QCOMPARE(run({ QStringLiteral("systemctl"), QStringLiteral("stop"), QStringLiteral("--"),
                       QStringLiteral("vllm.service") }),
                 0);
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(first), 10000);
        QCOMPARE(property(QStringLiteral("ActiveState")), QStringLiteral("inactive"));
        QCOMPARE(property(QStringLiteral("MainPID")), QStringLiteral("0"));

        QCOMPARE(run({ QStringLiteral("systemctl"), QStringLiteral("start"), QStringLiteral("--"),
                       QStringLiteral("vllm.service") }),
                 0);
        const qint64 second = property(QStringLiteral("MainPID")).toLongLong();
        QVERIFY(second != first);
        QVERIFY(processAlive(second));
        QVERIFY(QDir(stateDir()).removeRecursively());
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(second), 10000);
    }

    void serveExitsWithItsOwner()
    {
        QProcess owner;
        owner.start(QStringLiteral("cat"), QStringList());
        QVERIFY(owner.waitForStarted());
        QCOMPARE(
            run({ QStringLiteral("init"), QStringLiteral("--owner-pid"), QString::number(owner.processId()),
                  QStringLiteral("--port"), QString::number(freeLoopbackPort()), QStringLiteral("--start") }),
            0);
        const qint64 pid = property(QStringLiteral("MainPID")).toLongLong();
        QVERIFY(processAlive(pid));
        owner.kill();
        QVERIFY(owner.waitForFinished(5000));
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(pid), 10000);
    }
};

QTEST_GUILESS_MAIN(tst_SimHost)
#include "tst_simhost.moc"
