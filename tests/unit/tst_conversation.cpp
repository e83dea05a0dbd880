// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The conversation behind the chat pane, against a scripted OpenAI-compatible server over real
// sockets: what each request carries as history (answers, never reasoning), regenerate, edit and
// resend, clear and restore, the exports, and whether the server answers at all.
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"

#include "chat/ChatClient.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
const QString kReasoning = QStringLiteral("The user asks about France. The capital is Paris.");

ChatTurn turn(const QString &user, const QString &answer, TurnState state,
              const QString &reasoning = QString())
{
    ChatTurn t;
    t.userMessage = user;
    t.answer = answer;
    t.reasoning = reasoning;
    t.state = state;
    return t;
}

/// Answers every request with reasoning and "Answer to <last user message>."
ScriptedHttpServer *answeringServer(int intervalMs = 0)
{
    return new ScriptedHttpServer([intervalMs](const HttpRequest &r) {
        ScriptedReply reply;
        if (r.method == "GET") {
            reply.contentType = "application/json";
            reply.body = R"({"object":"list","data":[{"id":"test-model","object":"model"}]})";
            return reply;
        }
        reply.chunks = openai::stream(openai::Shape::Reasoning, kReasoning,
                                      QStringLiteral("Answer to ") + r.lastUserMessage() + QLatin1Char('.'));
        reply.intervalMs = intervalMs;
        return reply;
    });
}

QStringList roles(const QJsonArray &messages)
{
    QStringList out;
    for (const QJsonValue &m : messages)
        out << m.toObject().value(QStringLiteral("role")).toString();
    return out;
}

QStringList contents(const QJsonArray &messages)
{
    QStringList out;
    for (const QJsonValue &m : messages)
        out << m.toObject().value(QStringLiteral("content")).toString();
    return out;
}
} // namespace

class TestConversation : public QObject {
    Q_OBJECT

    static bool sendAndWait(ChatClient &client, const QString &text)
    {
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        if (client.send(text) < 0)
            return false;
        return finished.wait(10000) || finished.size() == 1;
    }

private Q_SLOTS:
    void messages_data()
    {
        QTest::addColumn<QList<ChatTurn>>("turns");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QStringList>("expected"); // "role:content"
        QTest::newRow("empty") << QList<ChatTurn>() << QString() << QStringList();
        QTest::newRow("system only") << QList<ChatTurn>() << QStringLiteral("Be brief.")
                                     << QStringList { QStringLiteral("system:Be brief.") };
        QTest::newRow("answered, reasoning left out") << QList<ChatTurn> {
            turn(QStringLiteral("q"), QStringLiteral("a"), TurnState::Finished, kReasoning)
        } << QString() << QStringList { QStringLiteral("user:q"), QStringLiteral("assistant:a") };
        QTest::newRow("stopped answer goes back as far as it came")
            << QList<ChatTurn> { turn(QStringLiteral("q"), QStringLiteral("half an"), TurnState::Stopped) }
            << QString() << QStringList { QStringLiteral("user:q"), QStringLiteral("assistant:half an") };
        QTest::newRow("stopped in the reasoning: nothing to send")
            << QList<ChatTurn> { turn(QStringLiteral("q"), QString(), TurnState::Stopped, kReasoning) }
            << QString() << QStringList();
        QTest::newRow("failed left out")
            << QList<ChatTurn> { turn(QStringLiteral("q1"), QStringLiteral("a1"), TurnState::Finished),
                                 turn(QStringLiteral("q2"), QStringLiteral("partial"), TurnState::Failed) }
            << QStringLiteral("S")
            << QStringList { QStringLiteral("system:S"), QStringLiteral("user:q1"),
                             QStringLiteral("assistant:a1") };
        QTest::newRow("streaming left out")
            << QList<ChatTurn> { turn(QStringLiteral("q"), QStringLiteral("so far"), TurnState::Streaming) }
            << QString() << QStringList();
        QTest::newRow("empty strings kept as sent")
            << QList<ChatTurn> { turn(QString(), QStringLiteral(" "), TurnState::Finished) } << QString()
            << QStringList { QStringLiteral("user:"), QStringLiteral("assistant: ") };
    }

    void messages()
    {
        QFETCH(QList<ChatTurn>, turns);
        QFETCH(QString, system);
        QFETCH(QStringList, expected);
        QStringList got;
        for (const ChatMessage &m : conversationMessages(turns, system))
            got << m.role + QLatin1Char(':') + m.content;
        QCOMPARE(got, expected);
    }

    void historyCarriesAnswersNotReasoning()
    {
        std::unique_ptr<ScriptedHttpServer> server(answeringServer());
        ChatClient client;
        client.setEndpoint({ server->baseUrl(), QString() });
        QVERIFY(sendAndWait(client, QStringLiteral("one")));
        QCOMPARE(client.turns().at(0).reasoning.trimmed(), kReasoning);
        QVERIFY(sendAndWait(client, QStringLiteral("two")));
        const QJsonArray messages
            = server->requests().last().body.value(QStringLiteral("messages")).toArray();
        QCOMPARE(
            roles(messages),
            (QStringList { QStringLiteral("user"), QStringLiteral("assistant"), QStringLiteral("user") }));
        QCOMPARE(
            contents(messages),
            (QStringList { QStringLiteral("one"), QStringLiteral("Answer to one."), QStringLiteral("two") }));
        for (const QJsonValue &m : messages) {
            QCOMPARE(m.toObject().keys(),
                     (QStringList { QStringLiteral("content"), QStringLiteral("role") }));
            QVERIFY(
                !m.toObject().value(QStringLiteral("content")).toString().contains(QStringLiteral("France")));
        }
    }

    void regenerateReplacesLastTurn()
    {
        std::unique_ptr<ScriptedHttpServer> server(answeringServer());
        ChatClient client;
        client.setEndpoint({ server->baseUrl(), QString() });
        QVERIFY(sendAndWait(client, QStringLiteral("one")));
        QVERIFY(sendAndWait(client, QStringLiteral("two")));
        QSignalSpy removed(&client, &ChatClient::turnsRemoved);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        QCOMPARE(client.regenerate(), 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(0).toInt(), 1);
        QCOMPARE(client.regenerate(), -1); // one at a time
        QVERIFY(finished.wait(10000));
        QCOMPARE(client.turns().size(), 2);
        QCOMPARE(client.turns().at(1).userMessage, QStringLiteral("two"));
        QCOMPARE(server->requests().size(), 3);
        QCOMPARE(contents(server->requests().at(2).body.value(QStringLiteral("messages")).toArray()),
                 contents(server->requests().at(1).body.value(QStringLiteral("messages")).toArray()));
    }

    void resendDropsLaterTurns_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("turnsAfter");
        QTest::addColumn<int>("messagesSent");
        QTest::newRow("first") << 0 << 1 << 1;
        QTest::newRow("middle") << 1 << 2 << 3;
        QTest::newRow("last") << 2 << 3 << 5;
        QTest::newRow("past the end") << 3 << 3 << -1;
        QTest::newRow("negative") << -1 << 3 << -1;
    }

    void resendDropsLaterTurns()
    {
        QFETCH(int, index);
        QFETCH(int, turnsAfter);
        QFETCH(int, messagesSent);
        std::unique_ptr<ScriptedHttpServer> server(answeringServer());
        ChatClient client;
        client.setEndpoint({ server->baseUrl(), QString() });
        for (const char *text : { "one", "two", "three" })
            QVERIFY(sendAndWait(client, QLatin1String(text)));
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        const int sent = client.resend(index, QStringLiteral("edited"));
        if (messagesSent < 0) {
            QCOMPARE(sent, -1);
            QCOMPARE(client.turns().size(), 3);
            return;
        }
        QCOMPARE(sent, index);
        QVERIFY(finished.wait(10000));
        QCOMPARE(client.turns().size(), turnsAfter);
        QCOMPARE(client.turns().last().userMessage, QStringLiteral("edited"));
        QCOMPARE(client.turns().last().answer, QStringLiteral("Answer to edited."));
        const QJsonArray messages
            = server->requests().last().body.value(QStringLiteral("messages")).toArray();
        QCOMPARE(messages.size(), messagesSent);
        QCOMPARE(contents(messages).last(), QStringLiteral("edited"));
    }

    void takeAndRestore()
    {
        std::unique_ptr<ScriptedHttpServer> server(answeringServer());
        ChatClient client;
        client.setEndpoint({ server->baseUrl(), QString() });
        QVERIFY(sendAndWait(client, QStringLiteral("one")));
        QVERIFY(sendAndWait(client, QStringLiteral("two")));
        QSignalSpy removed(&client, &ChatClient::turnsRemoved);
        QSignalSpy restored(&client, &ChatClient::conversationRestored);
        const QList<ChatTurn> taken = client.takeConversation();
        QCOMPARE(taken.size(), 2);
        QVERIFY(client.turns().isEmpty());
        QCOMPARE(removed.size(), 1);
        QVERIFY(client.restoreConversation(taken));
        QCOMPARE(restored.size(), 1);
        QCOMPARE(client.turns().size(), 2);
        QCOMPARE(client.turns().at(1).answer, QStringLiteral("Answer to two."));
        // The next request carries the restored turns as history.
        QVERIFY(sendAndWait(client, QStringLiteral("three")));
        QCOMPARE(server->requests().last().body.value(QStringLiteral("messages")).toArray().size(), 5);
    }

    void clearWhileStreamingEndsTheRequestQuietly()
    {
        std::unique_ptr<ScriptedHttpServer> server(answeringServer(30));
        ChatClient client;
        client.setEndpoint({ server->baseUrl(), QString() });
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        QCOMPARE(client.send(QStringLiteral("one")), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!client.turns().at(0).reasoning.isEmpty(), 10000);
        QVERIFY(!client.restoreConversation({})); // refused while streaming
        const QList<ChatTurn> taken = client.takeConversation();
        QCOMPARE(taken.size(), 1);
        QCOMPARE(taken.at(0).state, TurnState::Stopped); // an undo brings it back as a stopped turn
        QVERIFY(!taken.at(0).reasoning.isEmpty());
        QVERIFY(!client.isBusy());
        QTest::qWait(200);
        QCOMPARE(finished.size(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(server->clientsGoneMidStream(), 1, 5000); // the server stops generating
        QCOMPARE(client.send(QStringLiteral("again")), 0);
    }

    void exportsCarryStateAndContext()
    {
        QList<ChatTurn> turns {
            turn(QStringLiteral("q1"), QStringLiteral("Paris."), TurnState::Finished, kReasoning),
            turn(QStringLiteral("q2"), QStringLiteral("The first half"), TurnState::Stopped)
        };
        turns[0].usage.present = true;
        turns[0].usage.promptTokens = 20;
        turns[0].usage.completionTokens = 30;
        turns[0].usage.reasoningTokens = 12;
        turns[0].ttftSeconds = 0.05;
        turns[0].e2elSeconds = 0.5;
        turns[0].finishReason = QStringLiteral("stop");
        ConversationInfo info;
        info.host = QStringLiteral("gpu-01");
        info.endpoint = QStringLiteral("http://127.0.0.1:40001");
        info.model = QStringLiteral("Qwen/Qwen3-8B");
        info.systemPrompt = QStringLiteral("Be brief.");
        info.consoleVersion = QStringLiteral(IC_VERSION);

        const QJsonObject json = conversationToJson(turns, info);
        QCOMPARE(json.value(QStringLiteral("format")).toString(),
                 QStringLiteral("inference-console-conversation"));
        QCOMPARE(json.value(QStringLiteral("console_version")).toString(), QStringLiteral(IC_VERSION));
        QVERIFY(!json.value(QStringLiteral("console_version")).toString().isEmpty());
        QCOMPARE(json.value(QStringLiteral("host")).toString(), info.host);
        QCOMPARE(json.value(QStringLiteral("model")).toString(), info.model);
        QCOMPARE(json.value(QStringLiteral("endpoint")).toString(), info.endpoint);
        const QJsonArray messages = json.value(QStringLiteral("messages")).toArray();
        QCOMPARE(roles(messages),
                 (QStringList { QStringLiteral("system"), QStringLiteral("user"), QStringLiteral("assistant"),
                                QStringLiteral("user"), QStringLiteral("assistant") }));
        QCOMPARE(contents(messages).last(), QStringLiteral("The first half"));
        QCOMPARE(
            json.value(QStringLiteral("usage")).toObject().value(QStringLiteral("completion_tokens")).toInt(),
            30);
        const QJsonArray jt = json.value(QStringLiteral("turns")).toArray();
        QCOMPARE(jt.size(), 2);
        QCOMPARE(jt[0].toObject().value(QStringLiteral("reasoning")).toString(), kReasoning);
        QCOMPARE(jt[0]
                     .toObject()
                     .value(QStringLiteral("metrics"))
                     .toObject()
                     .value(QStringLiteral("ttft_ms"))
                     .toDouble(),
                 50.0);
        QCOMPARE(jt[1].toObject().value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
        QCOMPARE(jt[1].toObject().value(QStringLiteral("answer")).toString(),
                 QStringLiteral("The first half"));

        const QString md = conversationToMarkdown(turns, info);
        QVERIFY(md.contains(QStringLiteral("Host: gpu-01")));
        QVERIFY(md.contains(QStringLiteral("Model: Qwen/Qwen3-8B")));
        QVERIFY(md.contains(QStringLiteral("Inference Console ") + QStringLiteral(IC_VERSION)));
        QVERIFY2(md.contains(QStringLiteral("## Turn 2 (stopped)")), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("### Answer (stopped)\n\nThe first half")));
        QVERIFY(!md.contains(QStringLiteral("## Turn 1 (")));
    }

    void reachableFollowsTheServer()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close(); // nothing listens now: connection refused
        ChatClient client;
        client.setEndpoint({ QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), QString() });
        QSignalSpy reachable(&client, &ChatClient::reachableChanged);
        QSignalSpy failed(&client, &ChatClient::modelsFailed);
        client.fetchModels();
        QVERIFY(failed.wait(10000));
        QCOMPARE(reachable.size(), 1);
        QCOMPARE(reachable.at(0).at(0).toBool(), false);
        QVERIFY(!client.isReachable());

        // A turn that finds nobody says so too, and keeps the state.
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        QCOMPARE(client.send(QStringLiteral("hello")), 0);
        QVERIFY(finished.wait(10000));
        QCOMPARE(client.turns().at(0).errorKind, TurnError::ConnectionRefused);
        QVERIFY(!client.isReachable());
        QCOMPARE(reachable.size(), 1);

        // The server comes up on that port: the next answer flips it back.
        ScriptedHttpServer server(
            [](const HttpRequest &) {
                ScriptedReply r;
                r.contentType = "application/json";
                r.body = R"({"object":"list","data":[{"id":"m"}]})";
                return r;
            },
            port);
        QCOMPARE(server.port(), port);
        QSignalSpy fetched(&client, &ChatClient::modelsFetched);
        client.fetchModels();
        QVERIFY(fetched.wait(10000));
        QCOMPARE(reachable.size(), 2);
        QVERIFY(client.isReachable());
    }
};

QTEST_GUILESS_MAIN(TestConversation)
#include "tst_conversation.moc"
