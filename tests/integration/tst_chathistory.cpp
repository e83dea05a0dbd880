// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A host's chat conversation outlives the console: a fleet chats with a host's API (a real HTTP
// server, reached through the session's tunnel), is closed (one answer stopped, one still
// streaming), and a new fleet over the same history database finds every turn, with its
// reasoning, its answer and the stopped mark, before any request; the next request carries
// them; regenerate and clear reach the file. A database from a newer build is left untouched
// while the chat works on without it.
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"
#include "chat/ChatArchive.h"
#include "chat/ChatClient.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "host/HostSession.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

const QString kReasoning = QStringLiteral("The user asks a question; answer it in one line.");

/// Full answers, except for prompts starting with "hold": reasoning and half an answer, then
/// the stream stays open and silent (a long answer the operator stops, or leaves running).
ScriptedHandler chatHandler()
{
    return [](const HttpRequest &r) {
        ScriptedReply reply;
        if (r.method == "GET") {
            reply.contentType = "application/json";
            reply.body = R"({"object":"list","data":[{"id":"test-model","object":"model"}]})";
            return reply;
        }
        const QString user = r.lastUserMessage();
        const bool hold = user.startsWith(QStringLiteral("hold"));
        const QString answer = hold ? QString(QStringLiteral("Partial answer to ") + user)
                                    : QString(QStringLiteral("Answer to ") + user + u'.');
        reply.chunks = openai::stream(openai::Shape::Reasoning, kReasoning, answer, QStringLiteral("stop"),
                                      !hold, !hold);
        if (hold) {
            reply.chunks.removeLast(); // no finish chunk: the answer is not over
            reply.holdOpen = true;
            reply.intervalMs = 2; // paced: only a paced reply stays open after its chunks
        }
        return reply;
    };
}

HostDefinition localHost(const QString &name, quint16 apiPort)
{
    HostDefinition d;
    d.name = name;
    d.apiPort = apiPort;
    // Nothing but the API is looked at here: the tools are never run.
    d.nvidiaSmiCommand = d.systemctlCommand = d.journalctlCommand = QStringLiteral("/nonexistent/tool");
    return d;
}

/// A fleet over `dataDirectory` holding `host`, its chat pointed at the API through the tunnel.
struct World {
    Fleet fleet;
    HostSession *session = nullptr;

    QString open(const QString &dataDirectory, const HostDefinition &host)
    {
        SessionOptions options;
        options.dataDirectory = dataDirectory;
        fleet.setSessionOptions(options);
        if (const QString e = fleet.addHost(host); !e.isEmpty())
            return e;
        session = fleet.session(host.name);
        return session ? QString() : QStringLiteral("no session for ") + host.name;
    }
    ChatClient *chat() const { return session->chat(); }
};

bool waitForEndpoint(ChatClient *chat)
{
    return QTest::qWaitFor([chat] { return !chat->endpoint().baseUrl.isEmpty(); }, 10000);
}

bool sendAndWait(ChatClient *chat, const QString &text)
{
    QSignalSpy finished(chat, &ChatClient::turnFinished);
    if (chat->send(text) < 0)
        return false;
    return finished.wait(10000) || finished.size() == 1;
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

} // namespace

class TestChatHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void conversationSurvivesTheConsole()
    {
        ScriptedHttpServer server(chatHandler());
        QTemporaryDir dir;
        const QString database = dir.filePath(HistoryDatabase::fileName());
        QList<ChatTurn> before;
        {
            World w;
            QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
            QVERIFY(waitForEndpoint(w.chat()));
            QCOMPARE(w.chat()->turns().size(), 0);
            QVERIFY(sendAndWait(w.chat(), QStringLiteral("one")));
            QVERIFY(sendAndWait(w.chat(), QStringLiteral("two")));
            // Stopped by the operator mid-answer: the partial answer stays, marked stopped.
            QSignalSpy finished(w.chat(), &ChatClient::turnFinished);
            QCOMPARE(w.chat()->send(QStringLiteral("hold on")), 2);
            QTRY_VERIFY_WITH_TIMEOUT(w.chat()->turns().at(2).answer.endsWith(QStringLiteral("hold on")),
                                     10000);
            w.chat()->stop();
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
            QCOMPARE(w.chat()->turns().at(2).state, TurnState::Stopped);
            // Still streaming when the console closes.
            QCOMPARE(w.chat()->send(QStringLiteral("hold until closed")), 3);
            QTRY_VERIFY_WITH_TIMEOUT(w.chat()->turns().at(3).answer.contains(QStringLiteral("closed")),
                                     10000);
            QVERIFY(w.chat()->isBusy());
            before = w.chat()->turns();
            QVERIFY(w.chat()->archive());
            QCOMPARE(w.chat()->archive()->error(), QString());
        }
        HistoryDatabase::close(database); // as a new process would find the file
        QCOMPARE(before.size(), 4);

        {
            World w;
            // A restored conversation is there as soon as the session is: no request needed.
            QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
            const QList<ChatTurn> after = w.chat()->turns();
            QCOMPARE(after.size(), 4);
            for (int i = 0; i < 4; ++i) {
                QCOMPARE(after[i].userMessage, before[i].userMessage);
                QCOMPARE(after[i].reasoning, kReasoning);
                QCOMPARE(after[i].answer, before[i].answer);
                QCOMPARE(after[i].model, before[i].model);
                QCOMPARE(after[i].started, before[i].started);
                QCOMPARE(after[i].usage.completionTokens, before[i].usage.completionTokens);
            }
            QCOMPARE(after[0].answer, QStringLiteral("Answer to one."));
            QCOMPARE(after[0].state, TurnState::Finished);
            QCOMPARE(after[2].answer, QStringLiteral("Partial answer to hold on"));
            QCOMPARE(after[2].state, TurnState::Stopped);
            QCOMPARE(after[3].state, TurnState::Stopped); // was streaming: kept as far as it came
            QVERIFY(after[3].answer.startsWith(QStringLiteral("Partial answer to hold until")));
            QCOMPARE(turnStateText(after[2]), QStringLiteral("stopped"));
            QVERIFY(w.chat()->exportMarkdown().contains(QStringLiteral("(stopped)")));
            QCOMPARE(w.chat()->curlForTurn(0).isEmpty(), false);

            // The next request carries the restored turns: four prompts, four answers, the new one.
            QVERIFY(waitForEndpoint(w.chat()));
            QVERIFY(sendAndWait(w.chat(), QStringLiteral("three")));
            // The chat request, not a model-list poll the pane may send after it.
            QJsonObject lastChat;
            for (const HttpRequest &r : server.requests())
                if (r.path.endsWith("/chat/completions"))
                    lastChat = r.body;
            QCOMPARE(lastChat.value(QStringLiteral("messages")).toArray().size(), 9);
            // Regenerate replaces the last turn in the file too.
            QVERIFY(w.chat()->regenerate() == 4);
            QTRY_COMPARE_WITH_TIMEOUT(w.chat()->turns().at(4).state, TurnState::Finished, 10000);
            QCOMPARE(HistoryStore(HistoryDatabase::open(database)).chatTurns(QStringLiteral("alpha")).size(),
                     5);
        }
        HistoryDatabase::close(database);

        {
            World w;
            QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
            QCOMPARE(w.chat()->turns().size(), 5);
            QCOMPARE(w.chat()->turns().last().answer, QStringLiteral("Answer to three."));
            // Another host in the same file has a conversation of its own: none.
            QCOMPARE(w.fleet.addHost(localHost(QStringLiteral("beta"), server.port())), QString());
            QCOMPARE(w.fleet.session(QStringLiteral("beta"))->chat()->turns().size(), 0);
            // Clear empties the file; undo brings the turns back there as well.
            w.chat()->clearKeepingUndo();
            QCOMPARE(HistoryStore(HistoryDatabase::open(database)).chatTurns(QStringLiteral("alpha")).size(),
                     0);
            QVERIFY(w.chat()->undoClear());
            QCOMPARE(HistoryStore(HistoryDatabase::open(database)).chatTurns(QStringLiteral("alpha")).size(),
                     5);
            w.chat()->clearConversation();
        }
        HistoryDatabase::close(database);
        {
            World w;
            QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
            QCOMPARE(w.chat()->turns().size(), 0);
        }
        HistoryDatabase::close(database);
    }

    void corruptRowDoesNotStopTheRest()
    {
        ScriptedHttpServer server(chatHandler());
        QTemporaryDir dir;
        const QString database = dir.filePath(HistoryDatabase::fileName());
        {
            World w;
            QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
            QVERIFY(waitForEndpoint(w.chat()));
            QVERIFY(sendAndWait(w.chat(), QStringLiteral("one")));
            QVERIFY(sendAndWait(w.chat(), QStringLiteral("two")));
        }
        HistoryDatabase::close(database);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            db.setDatabaseName(database);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY2(
                q.exec(QStringLiteral("UPDATE chat_turns SET turn = substr(turn, 1, 40) WHERE position = 0")),
                qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        World w;
        QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
        QCOMPARE(w.chat()->turns().size(), 1);
        QCOMPARE(w.chat()->turns().first().userMessage, QStringLiteral("two"));
        QVERIFY2(w.chat()->archive()->error().contains(QStringLiteral("not valid JSON")),
                 qPrintable(w.chat()->archive()->error()));
        HistoryDatabase::close(database);
    }

    void newerDatabaseIsLeftAlone()
    {
        ScriptedHttpServer server(chatHandler());
        QTemporaryDir dir;
        const QString database = dir.filePath(HistoryDatabase::fileName());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            db.setDatabaseName(database);
            QVERIFY(db.open());
            for (const QString &sql :
                 { QStringLiteral("CREATE TABLE chat_turns(id INTEGER PRIMARY KEY, turn TEXT)"),
                   QStringLiteral("PRAGMA application_id = %1").arg(HistoryDatabase::kApplicationId),
                   QStringLiteral("PRAGMA user_version = %1").arg(HistoryDatabase::kSchemaVersion + 1) }) {
                QSqlQuery q(db);
                QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("newer"));
        const QByteArray hash = fileHash(database);
        {
            World w;
            QCOMPARE(w.open(dir.path(), localHost(QStringLiteral("alpha"), server.port())), QString());
            QCOMPARE(w.chat()->turns().size(), 0);
            QVERIFY(waitForEndpoint(w.chat()));
            QVERIFY(sendAndWait(w.chat(), QStringLiteral("one"))); // the chat works without a history
            QCOMPARE(w.chat()->turns().first().answer, QStringLiteral("Answer to one."));
            QVERIFY2(w.chat()->archive()->error().contains(QStringLiteral("newer Inference Console")),
                     qPrintable(w.chat()->archive()->error()));
        }
        HistoryDatabase::close(database);
        QCOMPARE(fileHash(database), hash);
    }
};

QTEST_GUILESS_MAIN(TestChatHistory)
#include "tst_chathistory.moc"
