// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "OpenAiStream.h"
#include "RunBinary.h"
#include "ScriptedHttpServer.h"

#include "chat/ChatClient.h"
#include "chat/ChatStream.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
const QString kReasoning = QStringLiteral("The user wants the capital of France. It is Paris.");
const QString kAnswer = QStringLiteral("The capital of France is Paris.");

ScriptedReply streamReply(QList<QByteArray> chunks, int intervalMs = 0)
{
    ScriptedReply r;
    r.chunks = std::move(chunks);
    r.intervalMs = intervalMs;
    return r;
}

ScriptedReply jsonReply(int status, const QByteArray &body)
{
    ScriptedReply r;
    r.status = status;
    r.contentType = "application/json";
    r.body = body;
    return r;
}

} // namespace

class TestChatClient : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reasoningShapes_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<bool>("inlineReasoning");
        QTest::newRow("vllm reasoning") << int(openai::Shape::Reasoning) << false;
        QTest::newRow("reasoning_content") << int(openai::Shape::ReasoningContent) << false;
        QTest::newRow("sglang nulls") << int(openai::Shape::SglangNulls) << false;
        QTest::newRow("inline think") << int(openai::Shape::Inline) << true;
    }

    void reasoningShapes()
    {
        QFETCH(int, shape);
        QFETCH(bool, inlineReasoning);
        ScriptedHttpServer server([shape](const HttpRequest &) {
            return streamReply(openai::stream(openai::Shape(shape), kReasoning, kAnswer), 3);
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QStringLiteral("sk-secret") });
        ChatSettings settings;
        settings.model = QStringLiteral("test-model");
        settings.temperature = 0.0;
        client.setSettings(settings);
        QSignalSpy updated(&client, &ChatClient::turnUpdated);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        QCOMPARE(client.send(presetCapitalPrompt()), 0);
        QVERIFY(client.isBusy());
        QCOMPARE(client.send(QStringLiteral("again")), -1); // one turn at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const ChatTurn t = client.turns().at(0);
        QCOMPARE(t.state, TurnState::Finished);
        QCOMPARE(t.errorKind, TurnError::None);
        QCOMPARE(t.reasoning.trimmed(), kReasoning);
        QCOMPARE(t.answer, kAnswer);
        QCOMPARE(t.reasoningInline, inlineReasoning);
        QCOMPARE(t.notes().join(QLatin1Char(' ')).contains(QStringLiteral("no reasoning parser")),
                 inlineReasoning);
        QCOMPARE(t.finishReason, QStringLiteral("stop"));
        QCOMPARE(t.usage.promptTokens, 20);
        QCOMPARE(t.usage.completionTokens,
                 openai::tokens(kReasoning).size() + openai::tokens(kAnswer).size());
        QCOMPARE(t.usage.reasoningTokens, openai::tokens(kReasoning).size());
        QCOMPARE(t.reasoningChars(), t.reasoning.size());
        QVERIFY(t.ttftSeconds > 0);
        QVERIFY(t.firstAnswerSeconds > t.ttftSeconds);
        QVERIFY(t.e2elSeconds >= t.firstAnswerSeconds);
        QVERIFY(t.decodeTokensPerSecond() > 0);
        QVERIFY(t.itlPercentile(99) >= t.itlPercentile(50));
        QVERIFY(t.sawDone);
        // Live updates arrived, coalesced: never more than one per chunk.
        QVERIFY(updated.size() >= 2);
        QVERIFY(updated.size() <= t.chunkCount + 1);
        const HttpRequest req = server.requests().value(0);
        QCOMPARE(req.authorization, QByteArray("Bearer sk-secret"));
        QCOMPARE(req.body.value(QStringLiteral("stream")).toBool(), true);
        QCOMPARE(req.body.value(QStringLiteral("stream_options"))
                     .toObject()
                     .value(QStringLiteral("include_usage")),
                 QJsonValue(true));
    }

    void thinkOpenedInPrompt()
    {
        // Template put <think> in the prompt: only </think> arrives; the text before it moves to reasoning.
        ScriptedHttpServer server([](const HttpRequest &) {
            QList<QByteArray> chunks { openai::sse(
                openai::chunk(QJsonObject { { QStringLiteral("role"), QStringLiteral("assistant") } })) };
            for (const QString &t : openai::tokens(kReasoning))
                chunks << openai::sse(openai::chunk(QJsonObject { { QStringLiteral("content"), t } }));
            chunks << openai::sse(
                openai::chunk(QJsonObject { { QStringLiteral("content"), QStringLiteral("</th") } }))
                   << openai::sse(openai::chunk(
                          QJsonObject { { QStringLiteral("content"), QStringLiteral("ink>\n\n") } }));
            for (const QString &t : openai::tokens(kAnswer))
                chunks << openai::sse(openai::chunk(QJsonObject { { QStringLiteral("content"), t } }));
            chunks << openai::sse(openai::chunk(QJsonObject(), QStringLiteral("stop")))
                   << QByteArray("data: [DONE]\n\n");
            return streamReply(chunks, 3);
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        QSignalSpy updated(&client, &ChatClient::turnUpdated);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(presetCapitalPrompt());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const ChatTurn t = client.turns().at(0);
        QCOMPARE(t.reasoning, kReasoning);
        QCOMPARE(t.answer, kAnswer);
        QVERIFY(t.reasoningInline);
        QVERIFY(t.firstAnswerSeconds > 0);
        QVERIFY(updated.last().at(2).toBool()); // views learn that shown answer text moved
    }

    void finishLength()
    {
        ScriptedHttpServer server([](const HttpRequest &) {
            return streamReply(openai::stream(openai::Shape::Reasoning, kReasoning,
                                              QStringLiteral("The capital"), QStringLiteral("length")));
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(presetCapitalPrompt());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const ChatTurn t = client.turns().at(0);
        QCOMPARE(t.finishReason, QStringLiteral("length"));
        QCOMPARE(t.state, TurnState::Finished);
        QVERIFY(t.notes().join(QLatin1Char(' ')).contains(QStringLiteral("max_tokens")));
    }

    void stopKeepsPartialAndClosesConnection()
    {
        ScriptedHttpServer server([](const HttpRequest &) {
            ScriptedReply r = streamReply(
                openai::stream(openai::Shape::Reasoning, kReasoning, kAnswer, QString(), false, false), 5);
            r.endless = true;
            return r;
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        QSignalSpy updated(&client, &ChatClient::turnUpdated);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(presetCapitalPrompt());
        QTRY_VERIFY_WITH_TIMEOUT(!client.turns().at(0).answer.isEmpty(), 10000);
        client.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        const ChatTurn t = client.turns().at(0);
        QCOMPARE(t.state, TurnState::Stopped);
        QCOMPARE(t.errorKind, TurnError::None);
        QVERIFY(!t.answer.isEmpty());
        QCOMPARE(t.reasoning.trimmed(), kReasoning);
        // The server saw the client go away while it still had tokens to send: it stops generating.
        QTRY_COMPARE_WITH_TIMEOUT(server.clientsGoneMidStream(), 1, 5000);
        QVERIFY(!client.isBusy());
    }

    void errors_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<bool>("keepsPartial");
        QTest::newRow("connection refused")
            << 0 << int(TurnError::ConnectionRefused) << "still starting" << false;
        QTest::newRow("http 400 with body")
            << 1 << int(TurnError::Http) << "HTTP 400: max_tokens is too large" << false;
        QTest::newRow("http 503 loading") << 2 << int(TurnError::Http) << "HTTP 503: Loading model" << false;
        QTest::newRow("error frame mid-stream")
            << 3 << int(TurnError::ErrorFrame) << "mid-stream (500): EngineCore encountered an issue" << true;
        QTest::newRow("cut without done") << 4 << int(TurnError::NoDone) << "without [DONE]" << true;
        QTest::newRow("timeout") << 5 << int(TurnError::Timeout) << "(idle deadline)" << true;
        QTest::newRow("http 500 plain text")
            << 6 << int(TurnError::Http) << "HTTP 500: Internal Server Error" << false;
    }

    void errors()
    {
        QFETCH(int, mode);
        QFETCH(int, kind);
        QFETCH(QString, sentence);
        QFETCH(bool, keepsPartial);
        ScriptedHttpServer server([mode](const HttpRequest &) {
            switch (mode) {
            case 1:
                return jsonReply(
                    400,
                    R"({"error":{"message":"max_tokens is too large","type":"BadRequestError","param":null,"code":400}})");
            case 2:
                return jsonReply(
                    503,
                    R"({"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}})");
            case 3: {
                QList<QByteArray> chunks = openai::stream(openai::Shape::Reasoning, kReasoning,
                                                          QStringLiteral("The"), QString(), false, false);
                chunks << QByteArray(
                    R"(data: {"error":{"message":"EngineCore encountered an issue. See stack trace (above) for the root cause.","type":"InternalServerError","param":null,"code":500}})"
                    "\n\n")
                       << QByteArray("data: [DONE]\n\n");
                return streamReply(chunks);
            }
            case 4:
                return streamReply(openai::stream(openai::Shape::Reasoning, kReasoning,
                                                  QStringLiteral("The capital"), QString(), false, false));
            case 5: {
                ScriptedReply r = streamReply(
                    openai::stream(openai::Shape::Reasoning, kReasoning, QString(), QString(), false, false));
                r.intervalMs = 1;
                r.holdOpen = true;
                return r;
            }
            default: {
                ScriptedReply r = jsonReply(500, "Internal Server Error");
                r.contentType = "text/plain";
                return r;
            }
            }
        });
        ChatClient client;
        const quint16 port = mode == 0 ? freeLoopbackPort() : server.port();
        client.setEndpoint({ QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), QString() });
        if (mode == 5)
            client.setIdleTimeout(300);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(presetCapitalPrompt());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const ChatTurn t = client.turns().at(0);
        QCOMPARE(int(t.errorKind), kind);
        QCOMPARE(t.state, TurnState::Failed);
        QVERIFY2(t.error.contains(sentence), qPrintable(t.error));
        QCOMPARE(!t.reasoning.isEmpty(), keepsPartial);
    }

    void timeoutWhileHanging()
    {
        ScriptedHttpServer server([](const HttpRequest &) {
            ScriptedReply r;
            r.hang = true;
            return r;
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        client.setIdleTimeout(300);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(presetCapitalPrompt());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(client.turns().at(0).errorKind, TurnError::Timeout);
    }

    void multiTurnHistory()
    {
        ScriptedHttpServer server([](const HttpRequest &req) {
            const QString answer = req.lastUserMessage().contains(QStringLiteral("France"))
                ? kAnswer
                : QStringLiteral("About 2.1 million.");
            return streamReply(openai::stream(openai::Shape::Reasoning, kReasoning, answer));
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        ChatSettings settings;
        settings.systemPrompt = QStringLiteral("Be brief.");
        client.setSettings(settings);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        bool busyInHandler = true;
        connect(&client, &ChatClient::turnFinished, this, [&] { busyInHandler = client.isBusy(); });
        client.send(presetCapitalPrompt());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(!busyInHandler); // the next message can go out from the finished handler
        client.send(QStringLiteral("How many people live there?"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        const QJsonArray messages
            = server.requests().value(1).body.value(QStringLiteral("messages")).toArray();
        QCOMPARE(messages.size(), 4);
        QCOMPARE(messages[0].toObject().value(QStringLiteral("role")).toString(), QStringLiteral("system"));
        QCOMPARE(messages[2].toObject().value(QStringLiteral("content")).toString(), kAnswer);
        QCOMPARE(messages[3].toObject().value(QStringLiteral("content")).toString(),
                 QStringLiteral("How many people live there?"));

        const QString md = client.exportMarkdown();
        QVERIFY(md.contains(kAnswer));
        QVERIFY(md.contains(QStringLiteral("## Turn 2")));
        QVERIFY(md.contains(QStringLiteral("Be brief.")));
        const QJsonObject json = client.exportJson();
        QCOMPARE(json.value(QStringLiteral("turns")).toArray().size(), 2);
        QCOMPARE(json.value(QStringLiteral("turns"))
                     .toArray()[1]
                     .toObject()
                     .value(QStringLiteral("answer"))
                     .toString(),
                 QStringLiteral("About 2.1 million."));
    }

    void models()
    {
        ScriptedHttpServer server([](const HttpRequest &req) {
            if (req.authorization != "Bearer good")
                return jsonReply(401, R"({"error":"Unauthorized"})");
            return jsonReply(
                200,
                R"({"object":"list","data":[{"id":"Qwen/Qwen3-8B","object":"model","owned_by":"vllm","max_model_len":32768}]})");
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QStringLiteral("good") });
        QSignalSpy fetched(&client, &ChatClient::modelsFetched);
        client.fetchModels();
        QTRY_COMPARE_WITH_TIMEOUT(fetched.size(), 1, 10000);
        QCOMPARE(client.models(), QStringList { QStringLiteral("Qwen/Qwen3-8B") });
        QCOMPARE(client.settings().model, QStringLiteral("Qwen/Qwen3-8B"));

        client.setEndpoint({ server.baseUrl(), QStringLiteral("bad") });
        QSignalSpy failed(&client, &ChatClient::modelsFailed);
        client.fetchModels();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("401")));
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("Unauthorized")));

        client.setEndpoint(
            { QUrl(QStringLiteral("http://127.0.0.1:%1").arg(freeLoopbackPort())), QString() });
        client.fetchModels();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, 10000);
        QVERIFY(failed.at(1).at(0).toString().contains(QStringLiteral("refused")));
    }

    void bodyAndCurl()
    {
        ChatClient client;
        client.setEndpoint(
            { QUrl(QStringLiteral("http://127.0.0.1:8000/")), QStringLiteral("sk-it's-secret") });
        ChatSettings s;
        s.model = QStringLiteral("m");
        s.temperature = 0.6;
        s.topP = 0.95;
        s.maxTokens = 512;
        s.seed = 7;
        s.reasoning = ReasoningSwitch::Off;
        s.engine = QStringLiteral("llama.cpp");
        s.extraBody = QJsonObject { { QStringLiteral("top_k"), 20 }, { QStringLiteral("temperature"), 0.7 } };
        client.setSettings(s);
        const QJsonObject body = QJsonDocument::fromJson(client.bodyFor(QStringLiteral("hi"))).object();
        QCOMPARE(body.value(QStringLiteral("temperature")).toDouble(), 0.7); // the free JSON wins
        QCOMPARE(body.value(QStringLiteral("top_k")).toInt(), 20);
        QCOMPARE(body.value(QStringLiteral("max_tokens")).toInt(), 512);
        QCOMPARE(body.value(QStringLiteral("seed")).toInt(), 7);
        QCOMPARE(body.value(QStringLiteral("reasoning_format")).toString(), QStringLiteral("none"));
        QCOMPARE(body.value(QStringLiteral("chat_template_kwargs"))
                     .toObject()
                     .value(QStringLiteral("enable_thinking")),
                 QJsonValue(false));

        const QString masked = client.curlForNext(QStringLiteral("it's ok"));
        QVERIFY(!masked.contains(QStringLiteral("secret")));
        QVERIFY(masked.contains(QStringLiteral("$API_KEY")));
        QVERIFY(masked.contains(QStringLiteral("'http://127.0.0.1:8000/v1/chat/completions'")));
        QVERIFY(masked.contains(QStringLiteral("it'\\''s ok")));
        QVERIFY(client.curlForNext(QStringLiteral("x"), true)
                    .contains(QStringLiteral("Bearer sk-it'\\''s-secret")));
    }

    void throttledUpdatesUnderFastStream()
    {
        // 2000 chunks written at once: the client coalesces them into a handful of updates.
        ScriptedHttpServer server([](const HttpRequest &) {
            return streamReply(
                openai::stream(openai::Shape::Reasoning, QString(), QStringLiteral("word ").repeated(2000)));
        });
        ChatClient client;
        client.setEndpoint({ server.baseUrl(), QString() });
        QSignalSpy updated(&client, &ChatClient::turnUpdated);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(QStringLiteral("go"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY2(updated.size() < 200, qPrintable(QString::number(updated.size())));
        QCOMPARE(client.turns().at(0).chunkCount,
                 openai::tokens(QStringLiteral("word ").repeated(2000)).size() + 2);
    }
};

QTEST_GUILESS_MAIN(TestChatClient)
#include "tst_chatclient.moc"
