// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The chat pane as a conversation: a stopped answer keeps its text with a visible mark (and in
// the exports), the list of past turns, regenerate, edit and resend, clear and undo, the keys in
// the assembled main window, and a connection state that follows a real server going away and
// coming back without anyone pressing Refresh.
#include "AssembledWindow.h"
#include "ChatPane.h"
#include "ChatTurnList.h"
#include "ChatTurnView.h"
#include "HostPanels.h"
#include "MainWindow.h"
#include "OpenAiStream.h"
#include "ScriptedHttpServer.h"
#include "SimulatedHost.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/ChatTurnListModel.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ic;
using namespace ic::testsupport;

namespace {
const QString kReasoning = QStringLiteral("Thinking about the question step by step.");
const QString kLongAnswer = QStringLiteral(
    "Paris has been the capital of France for most of the last thousand years, and its history is long. "
    "It grew on an island in the Seine, became the seat of kings, lost them, and kept its place through "
    "revolutions, empires and republics until today, when it is larger than ever before.");

/// Streams reasoning and an answer for each POST, one token per `intervalMs`, and lists one model.
ScriptedHandler chatHandler(int intervalMs, bool holdOpen = false)
{
    return [intervalMs, holdOpen](const HttpRequest &r) {
        ScriptedReply reply;
        if (r.method == "GET") {
            reply.contentType = "application/json";
            reply.body = R"({"object":"list","data":[{"id":"test-model","object":"model"}]})";
            return reply;
        }
        const QString user = r.lastUserMessage();
        const QString answer = user.startsWith(QStringLiteral("long"))
            ? kLongAnswer
            : QStringLiteral("Answer to ") + user + u'.';
        reply.chunks = openai::stream(openai::Shape::Reasoning, kReasoning, answer, QStringLiteral("stop"),
                                      !holdOpen, !holdOpen);
        if (holdOpen)
            reply.chunks.removeLast(); // no finish chunk either: the stream just pauses
        reply.intervalMs = intervalMs;
        reply.holdOpen = holdOpen;
        return reply;
    };
}

QPlainTextEdit *inputOf(ChatPane &pane)
{
    return pane.findChild<QPlainTextEdit *>(); // the turn views hold none until a turn exists
}

bool sendAndWait(ChatPane &pane, const QString &text)
{
    QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
    if (pane.sendText(text) < 0)
        return false;
    return finished.wait(10000) || finished.size() == 1;
}
} // namespace

class TestChatConversation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stoppedAnswerKeepsItsText_data()
    {
        QTest::addColumn<QString>("prompt");
        QTest::addColumn<bool>(
            "inAnswer"); // stopped once answer text was on screen, or still in the reasoning
        QTest::newRow("mid-answer") << QStringLiteral("long one") << true;
        QTest::newRow("mid-reasoning") << QStringLiteral("long two") << false;
    }

    void stoppedAnswerKeepsItsText()
    {
        QFETCH(QString, prompt);
        QFETCH(bool, inAnswer);
        ScriptedHttpServer server(chatHandler(inAnswer ? 5 : 400, inAnswer));
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.resize(1200, 800);
        pane.show();
        pane.activateWindow(); // shortcuts act in the active window only (under a real X server too)
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        pane.setEndpoint({ server.baseUrl(), QString() });
        QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
        pane.setInputText(prompt);
        QCOMPARE(pane.send(), 0);
        if (inAnswer)
            QTRY_VERIFY_WITH_TIMEOUT(pane.turnView(0)->answerText().contains(QStringLiteral("revolutions")),
                                     10000);
        else
            QTRY_VERIFY_WITH_TIMEOUT(!pane.turnView(0)->reasoningText().isEmpty(), 10000);
        // Esc stops, wherever the focus is in the pane.
        inputOf(pane)->setFocus();
        QTest::keyClick(inputOf(pane), Qt::Key_Escape);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);

        const ChatTurn turn = pane.client()->turns().at(0);
        QCOMPARE(turn.state, TurnState::Stopped);
        ChatTurnView *view = pane.turnView(0);
        QCOMPARE(view->stateMark(), QStringLiteral("stopped"));
        QVERIFY(view->noteText().contains(QStringLiteral("partial output is kept")));
        QVERIFY(!view->reasoningText().isEmpty());
        if (inAnswer) {
            QVERIFY(kLongAnswer.startsWith(turn.answer));
            QVERIFY(turn.answer.contains(QStringLiteral("revolutions")));
            auto squeeze = [](QString t) { return t.remove(QRegularExpression(QStringLiteral("\\s"))); };
            QCOMPARE(squeeze(view->answerText()), squeeze(turn.answer)); // the text stays, not a placeholder
        } else {
            QVERIFY(turn.answer.isEmpty());
            QVERIFY(view->answerText().isEmpty());
            QCOMPARE(view->answerPlaceholder(), QStringLiteral("Stopped before any answer."));
        }
        const QModelIndex row = pane.turnList()->model()->index(0, 0);
        QCOMPARE(row.data().toString(), QStringLiteral("1 · [stopped] ") + prompt);
        QCOMPARE(row.data(ChatTurnListModel::StateRole).toString(), QStringLiteral("stopped"));

        QTemporaryDir dir;
        const QString md = dir.filePath(QStringLiteral("c.md"));
        const QString json = dir.filePath(QStringLiteral("c.json"));
        QVERIFY(pane.exportConversation(md, QStringLiteral("md")));
        QVERIFY(pane.exportConversation(json, QStringLiteral("json")));
        QFile mdFile(md);
        QVERIFY(mdFile.open(QIODevice::ReadOnly));
        const QString mdText = QString::fromUtf8(mdFile.readAll());
        QVERIFY(mdText.contains(QStringLiteral("## Turn 1 (stopped)")));
        if (inAnswer)
            QVERIFY(mdText.contains(turn.answer));
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(jsonFile.readAll()).object();
        const QJsonObject t0 = o.value(QStringLiteral("turns")).toArray().at(0).toObject();
        QCOMPARE(t0.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
        QCOMPARE(t0.value(QStringLiteral("answer")).toString(), turn.answer);
        QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("test-model"));
        QCOMPARE(o.value(QStringLiteral("console_version")).toString(), QStringLiteral(IC_VERSION));
    }

    void turnListRegenerateEditClear()
    {
        ScriptedHttpServer server(chatHandler(0));
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.resize(1280, 720);
        pane.show();
        pane.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        QSignalSpy models(pane.client(), &ChatClient::modelsFetched);
        pane.setEndpoint({ server.baseUrl(), QString() });
        QVERIFY(models.wait(10000) || models.size() == 1);
        QAbstractItemModelTester tester(pane.turnList()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const char *text : { "one", "two", "three" })
            QVERIFY(sendAndWait(pane, QLatin1String(text)));
        QCOMPARE(pane.turnCount(), 3);
        QCOMPARE(pane.turnList()->model()->rowCount(), 3);
        QCOMPARE(pane.turnList()->model()->index(1, 0).data().toString(), QStringLiteral("2 · two"));

        // Picking a row scrolls the conversation to that turn.
        pane.turnList()->setCurrentIndex(pane.turnList()->model()->index(0, 0));
        QCOMPARE(pane.findChild<QScrollArea *>()->verticalScrollBar()->value(), pane.turnView(0)->y());

        // Ctrl+R in the input box regenerates the last answer: same prompt, same history.
        const qsizetype before = server.requests().size();
        QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
        inputOf(pane)->setFocus();
        QTest::keyClick(inputOf(pane), Qt::Key_R, Qt::ControlModifier);
        QVERIFY(finished.wait(10000) || finished.size() == 1);
        QCOMPARE(server.requests().size(), before + 1);
        QCOMPARE(pane.turnCount(), 3);
        QCOMPARE(pane.client()->turns().at(2).userMessage, QStringLiteral("three"));
        QCOMPARE(server.requests().last().body.value(QStringLiteral("messages")).toArray().size(), 5);

        // Edit turn 2 and resend with Ctrl+Enter: turns 2 and 3 are replaced by the edited one.
        pane.editTurn(1);
        QCOMPARE(pane.editingTurn(), 1);
        QCOMPARE(pane.inputText(), QStringLiteral("two"));
        pane.setInputText(QStringLiteral("two, edited"));
        QTest::keyClick(inputOf(pane), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(finished.wait(10000) || finished.size() == 2);
        QCOMPARE(pane.turnCount(), 2);
        QCOMPARE(pane.turnList()->model()->rowCount(), 2);
        QCOMPARE(pane.editingTurn(), -1);
        QCOMPARE(pane.turnView(1)->promptText(), QStringLiteral("two, edited"));
        QCOMPARE(pane.client()->turns().at(1).answer, QStringLiteral("Answer to two, edited."));
        QCOMPARE(server.requests().last().body.value(QStringLiteral("messages")).toArray().size(), 3);

        // Esc ends an edit without sending.
        pane.editTurn(0);
        QTest::keyClick(inputOf(pane), Qt::Key_Escape);
        QCOMPARE(pane.editingTurn(), -1);
        QVERIFY(pane.inputText().isEmpty());

        // Clear, then undo: the turns, their views and the list come back.
        pane.clearConversation();
        QCOMPARE(pane.turnCount(), 0);
        QCOMPARE(pane.turnList()->model()->rowCount(), 0);
        QCOMPARE(pane.undoableTurns(), 2);
        QVERIFY(pane.undoClear());
        QCOMPARE(pane.turnCount(), 2);
        QCOMPARE(pane.turnList()->model()->rowCount(), 2);
        QVERIFY(pane.turnView(1)->answerText().contains(QStringLiteral("Answer to two, edited.")));
        QVERIFY(!pane.undoClear());
        // Clear again and send: the undo is gone, and the request has no history.
        pane.clearConversation();
        QVERIFY(sendAndWait(pane, QStringLiteral("fresh")));
        QCOMPARE(pane.undoableTurns(), 0);
        QVERIFY(!pane.undoClear());
        QCOMPARE(server.requests().last().body.value(QStringLiteral("messages")).toArray().size(), 1);
    }

    void turnListModelFollowsTheClientWithoutAView()
    {
        // The list's model hears the client itself: turns start, end, go and come back with no
        // pane or view pushing them.
        ScriptedHttpServer server(chatHandler(20));
        auto client = std::make_unique<ChatClient>();
        client->setEndpoint({ server.baseUrl(), QString() });
        ChatTurnListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setClient(client.get());
        QCOMPARE(model.client(), client.get());
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy started(client.get(), &ChatClient::turnStarted);
        QSignalSpy finished(client.get(), &ChatClient::turnFinished);
        auto state
            = [&model](int row) { return model.index(row).data(ChatTurnListModel::StateRole).toString(); };

        QCOMPARE(client->send(QStringLiteral("long one")), 0);
        QVERIFY(started.size() == 1 || started.wait(10000));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(state(0), QStringLiteral("streaming"));
        QVERIFY(finished.wait(10000) || finished.size() == 1);
        QCOMPARE(state(0), QStringLiteral("finished"));
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("1 · long one"));
        QCOMPARE(client->send(QStringLiteral("two")), 1);
        QVERIFY(finished.wait(10000) || finished.size() == 2);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("2 · two"));

        // Regenerate drops the last turn and starts it anew; clear empties the list, undo brings
        // the turns back (conversationRestored).
        QCOMPARE(client->regenerate(), 1);
        QVERIFY(finished.wait(10000) || finished.size() == 3);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(state(1), QStringLiteral("finished"));
        QCOMPARE(client->clearKeepingUndo(), 2);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(client->undoClear());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("2 · two"));

        // The client goes (its host removed): no rows rather than stale ones.
        client.reset();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.client());
    }

    void keysWorkInTheMainWindow()
    {
        // The pane's keys inside the assembled window: no menu action takes them.
        QTemporaryDir dir;
        testsupport::AssembledWindow assembled(dir.filePath(QStringLiteral("console.ini")));
        MainWindow &window = assembled.window();
        const QList<QKeySequence> ours { QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_R),
                                         QKeySequence(Qt::CTRL | Qt::Key_Return),
                                         QKeySequence(Qt::CTRL | Qt::Key_Enter) };
        for (QAction *a : window.findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts())
                QVERIFY2(!ours.contains(k), qPrintable(a->text() + QStringLiteral(" takes ") + k.toString()));
        }
        ChatPane *pane = window.findChild<ChatPane *>();
        QVERIFY(pane);
        ChatClient client; // no host in the fleet: the test's own client stands in for a session's
        pane->setClient(&client);
        ScriptedHttpServer server(chatHandler(40, true));
        pane->setEndpoint({ server.baseUrl(), QString() });
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        for (int i = 0; i < window.centralTabs()->count(); ++i) {
            if (window.centralTabs()->widget(i)->isAncestorOf(pane))
                window.centralTabs()->setCurrentIndex(i);
        }
        QPlainTextEdit *input = inputOf(*pane);
        input->setFocus();
        QTest::keyClicks(input, QStringLiteral("long answer please"));
        QSignalSpy started(pane->client(), &ChatClient::turnStarted);
        QSignalSpy finished(pane->client(), &ChatClient::turnFinished);
        QTest::keyClick(input, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(started.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!pane->client()->turns().at(0).reasoning.isEmpty(), 10000);
        QTest::keyClick(input, Qt::Key_Escape);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(pane->client()->turns().at(0).state, TurnState::Stopped);
        QTest::keyClick(input, Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(started.size(), 2);
        QTest::keyClick(input, Qt::Key_Escape);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        QCOMPARE(pane->turnCount(), 1);

        // F1 lists them with the window's own keys.
        QTest::keyClick(&window, Qt::Key_F1);
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        QVERIFY(table);
        QStringList rows;
        for (int i = 0; i < table->rowCount(); ++i)
            rows << table->item(i, 0)->text() + QLatin1Char('=') + table->item(i, 1)->text();
        QVERIFY2(rows.contains(QStringLiteral("Chat: regenerate the last answer=")
                               + QKeySequence(Qt::CTRL | Qt::Key_R).toString(QKeySequence::NativeText)),
                 qPrintable(rows.join(u'|')));
        QVERIFY(rows.contains(QStringLiteral("Chat: stop the answer, or end an edit=")
                              + QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText)));
    }

    void fourTurnsFitAt1280x720()
    {
        // The main window at a laptop's 1280 x 720 on the chat tab: four turns, the third stopped.
        // IC_CHAT_SCREENSHOT=<file.png> keeps a picture of it to look at.
        QTemporaryDir dir;
        testsupport::AssembledWindow assembled(dir.filePath(QStringLiteral("console.ini")));
        MainWindow &window = assembled.window();
        ChatPane *pane = window.findChild<ChatPane *>();
        QVERIFY(pane);
        ChatClient client; // no host in the fleet: the test's own client stands in for a session's
        pane->setClient(&client);
        for (int i = 0; i < window.centralTabs()->count(); ++i) {
            if (window.centralTabs()->widget(i)->isAncestorOf(pane))
                window.centralTabs()->setCurrentIndex(i);
        }
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScriptedHttpServer server([](const HttpRequest &r) {
            ScriptedReply reply;
            if (r.method == "GET") {
                reply.contentType = "application/json";
                reply.body = R"({"object":"list","data":[{"id":"Qwen/Qwen3-8B","object":"model"}]})";
                return reply;
            }
            const QString user = r.lastUserMessage();
            QString answer = QStringLiteral("The capital of France is **Paris**.");
            if (user.contains(QStringLiteral("prime")))
                answer = QStringLiteral("```python\ndef is_prime(n):\n    if n < 2:\n        return False\n"
                                        "    return all(n % d for d in range(2, int(n**0.5) + 1))\n```");
            else if (user.startsWith(QStringLiteral("long")))
                answer = kLongAnswer;
            else if (user.contains(QStringLiteral("Lyon")))
                answer
                    = QStringLiteral("Lyon is the third-largest city of France, after Paris and Marseille.");
            reply.chunks = openai::stream(openai::Shape::Reasoning, kReasoning, answer);
            reply.intervalMs = user.startsWith(QStringLiteral("long")) ? 15 : 0;
            return reply;
        });
        QSignalSpy models(pane->client(), &ChatClient::modelsFetched);
        pane->setEndpoint({ server.baseUrl(), QString() });
        QVERIFY(models.wait(10000) || models.size() == 1);
        QVERIFY(sendAndWait(*pane, presetCapitalPrompt()));
        QVERIFY(sendAndWait(*pane, presetPrimePrompt()));
        QSignalSpy finished(pane->client(), &ChatClient::turnFinished);
        QCOMPARE(pane->sendText(QStringLiteral("long: the history of Paris, in detail")), 2);
        QTRY_VERIFY_WITH_TIMEOUT(pane->turnView(2)->answerText().contains(QStringLiteral("seat of kings")),
                                 10000);
        pane->stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(sendAndWait(*pane, QStringLiteral("And Lyon?")));
        QCOMPARE(pane->turnCount(), 4);
        QCOMPARE(pane->turnView(2)->stateMark(), QStringLiteral("stopped"));

        // Everything the pane needs is on screen: the list, the input and each turn's buttons.
        QVERIFY(pane->turnList()->isVisible());
        QVERIFY2(pane->turnList()->width() >= 120, qPrintable(QString::number(pane->turnList()->width())));
        QPlainTextEdit *input = inputOf(*pane);
        const QRect inputRect(input->mapTo(&window, QPoint(0, 0)), input->size());
        QVERIFY2(window.rect().contains(inputRect), "the input box is cut off");
        for (int i = 0; i < pane->turnCount(); ++i) {
            for (QWidget *w : pane->turnView(i)->findChildren<QWidget *>()) {
                if (w->isVisible() && qobject_cast<QAbstractButton *>(w))
                    QVERIFY2(pane->turnView(i)->rect().contains(
                                 QRect(w->mapTo(pane->turnView(i), QPoint(0, 0)), w->size())),
                             qPrintable(qobject_cast<QAbstractButton *>(w)->text()));
            }
        }
        pane->showTurn(2);
        QTest::qWait(100);
        const QString png = qEnvironmentVariable("IC_CHAT_SCREENSHOT");
        if (!png.isEmpty())
            QVERIFY(window.grab().save(png));
    }

    void liveTurnAfterFourPast()
    {
        // The pane alone at the README's 1500 x 950: four past turns, the third stopped, and a fifth
        // streaming. IC_CHAT_PANE_SCREENSHOT=<file.png> keeps a picture of it mid-stream.
        ScriptedHttpServer server([](const HttpRequest &r) {
            ScriptedReply reply;
            if (r.method == "GET") {
                reply.contentType = "application/json";
                reply.body = R"({"object":"list","data":[{"id":"Qwen/Qwen3-8B","object":"model"}]})";
                return reply;
            }
            const QString user = r.lastUserMessage();
            QString answer = QStringLiteral("The capital of France is **Paris**.");
            QString reasoning = kReasoning;
            int interval = 0;
            if (user.contains(QStringLiteral("prime"))) {
                answer = QStringLiteral("```python\ndef is_prime(n):\n    if n < 2:\n        return False\n"
                                        "    return all(n % d for d in range(2, int(n**0.5) + 1))\n```");
            } else if (user.startsWith(QStringLiteral("long"))) {
                answer = kLongAnswer;
                interval = 15;
            } else if (user.contains(QStringLiteral("Lyon"))) {
                answer
                    = QStringLiteral("Lyon is the third-largest city of France, after Paris and Marseille.");
            } else if (user.contains(QStringLiteral("Compare"))) {
                reasoning = QString(kReasoning + QLatin1Char(' ')).repeated(12);
                answer
                    = QStringLiteral(
                          "## Paris\n\n- seat of the government\n- about 2.1 million people\n\n## Lyon\n\n")
                    + kLongAnswer.repeated(4);
                interval = 25;
            }
            reply.chunks = openai::stream(openai::Shape::Reasoning, reasoning, answer);
            reply.intervalMs = interval;
            return reply;
        });
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.resize(1500, 950);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QSignalSpy models(pane.client(), &ChatClient::modelsFetched);
        pane.setEndpoint({ server.baseUrl(), QString() });
        QVERIFY(models.wait(10000) || models.size() == 1);
        QVERIFY(sendAndWait(pane, presetCapitalPrompt()));
        QVERIFY(sendAndWait(pane, presetPrimePrompt()));
        QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
        QCOMPARE(pane.sendText(QStringLiteral("long: the history of Paris, in detail")), 2);
        QTRY_VERIFY_WITH_TIMEOUT(pane.turnView(2)->answerText().contains(QStringLiteral("seat of kings")),
                                 10000);
        pane.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(sendAndWait(pane, QStringLiteral("And Lyon?")));
        QCOMPARE(pane.sendText(QStringLiteral("Compare the two cities in a short report.")), 4);
        QTRY_VERIFY_WITH_TIMEOUT(pane.turnView(4)->answerText().contains(QStringLiteral("Lyon")), 10000);
        QTest::qWait(300);
        QVERIFY(pane.client()->isBusy());
        const QAbstractItemModel *list = pane.turnList()->model();
        QCOMPARE(list->rowCount(), 5);
        QCOMPARE(list->index(2, 0).data().toString(),
                 QStringLiteral("3 · [stopped] long: the history of Paris, in detail"));
        QCOMPARE(list->index(4, 0).data(ChatTurnListModel::StateRole).toString(),
                 QStringLiteral("streaming"));
        QCOMPARE(pane.turnView(2)->stateMark(), QStringLiteral("stopped"));
        QVERIFY(pane.turnView(4)->stateMark().isEmpty());
        const QString png = qEnvironmentVariable("IC_CHAT_PANE_SCREENSHOT");
        if (!png.isEmpty()) {
            pane.showTurn(2); // the stopped turn at the top, the live one below it
            QTest::qWait(200);
            QVERIFY(pane.grab().save(png));
        }
        pane.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 10000);
    }

    void conversationStaysWithItsHost()
    {
        // Two local hosts, each with its API on its own real server, reached through its session's
        // tunnel. The pane shows one, the other, the first again: each conversation (its turns, a
        // turn still streaming, a clear's undo) stays with its host, and the pane makes no client.
        ScriptedHttpServer serverA(chatHandler(5));
        ScriptedHttpServer serverB(chatHandler(0));
        QTemporaryDir dir;
        Fleet fleet;
        SessionOptions options;
        options.dataDirectory = dir.path();
        fleet.setSessionOptions(options);
        auto local = [](const QString &name, quint16 port) {
            HostDefinition d;
            d.name = name;
            d.apiPort = port;
            // Nothing but the API is looked at here: the tools are never run.
            d.nvidiaSmiCommand = d.systemctlCommand = d.journalctlCommand
                = QStringLiteral("/nonexistent/tool");
            return d;
        };
        QCOMPARE(fleet.addHost(local(QStringLiteral("alpha"), serverA.port())), QString());
        QCOMPARE(fleet.addHost(local(QStringLiteral("beta"), serverB.port())), QString());
        HostSession *a = fleet.session(QStringLiteral("alpha"));
        HostSession *b = fleet.session(QStringLiteral("beta"));
        QTRY_VERIFY_WITH_TIMEOUT(!a->chat()->endpoint().baseUrl.isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!b->chat()->endpoint().baseUrl.isEmpty(), 10000);
        QCOMPARE(a->chat()->endpoint().baseUrl.port(), int(serverA.port()));
        QCOMPARE(a->chat()->hostName(), QStringLiteral("alpha"));

        ChatPane pane;
        pane.resize(1200, 800);
        pane.show();
        QVERIFY(pane.findChildren<ChatClient *>().isEmpty());
        QCOMPARE(pane.client(), nullptr);
        QCOMPARE(pane.sendText(QStringLiteral("nobody")), -1);

        pane.setSession(a);
        QCOMPARE(pane.client(), a->chat());
        QVERIFY(sendAndWait(pane, QStringLiteral("one")));
        QVERIFY(sendAndWait(pane, QStringLiteral("two")));
        QCOMPARE(pane.turnCount(), 2);

        pane.setSession(b);
        QCOMPARE(pane.client(), b->chat());
        QCOMPARE(pane.turnCount(), 0);
        QCOMPARE(pane.turnList()->model()->rowCount(), 0);
        QVERIFY(sendAndWait(pane, QStringLiteral("three")));
        // beta's request carries none of alpha's turns.
        QCOMPARE(serverB.requests().last().body.value(QStringLiteral("messages")).toArray().size(), 1);

        pane.setSession(a);
        QCOMPARE(pane.turnCount(), 2);
        QCOMPARE(pane.turnList()->model()->rowCount(), 2);
        QCOMPARE(pane.turnList()->model()->index(1, 0).data().toString(), QStringLiteral("2 · two"));
        QVERIFY(pane.turnView(1)->answerText().contains(QStringLiteral("Answer to two.")));
        QCOMPARE(pane.turnView(0)->promptText(), QStringLiteral("one"));
        // The next request carries alpha's history: two turns and the new prompt.
        QVERIFY(sendAndWait(pane, QStringLiteral("four")));
        QCOMPARE(serverA.requests().last().body.value(QStringLiteral("messages")).toArray().size(), 5);
        QCOMPARE(pane.turnCount(), 3);

        // A turn that streams while the pane shows another host goes on, and shows when it is back.
        QSignalSpy finishedA(a->chat(), &ChatClient::turnFinished);
        QCOMPARE(pane.sendText(QStringLiteral("long one")), 3);
        pane.setSession(b);
        QCOMPARE(pane.turnCount(), 1);
        QVERIFY(a->chat()->isBusy());
        pane.setSession(a);
        QCOMPARE(pane.turnCount(), 4);
        QCOMPARE(pane.turnList()->model()->index(3, 0).data(ChatTurnListModel::StateRole).toString(),
                 QStringLiteral("streaming"));
        QTRY_COMPARE_WITH_TIMEOUT(finishedA.size(), 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(pane.turnView(3)->answerText().contains(QStringLiteral("revolutions")),
                                 10000);
        QCOMPARE(pane.turnView(3)->stateMark(), QString());
        // IC_CHAT_SWITCH_SCREENSHOT=<file.png> keeps a picture of alpha's conversation shown again.
        if (const QString png = qEnvironmentVariable("IC_CHAT_SWITCH_SCREENSHOT"); !png.isEmpty())
            QVERIFY(pane.grab().save(png));

        // A clear's undo belongs to the host it cleared.
        pane.setSession(b);
        pane.clearConversation();
        QCOMPARE(pane.turnCount(), 0);
        QCOMPARE(pane.undoableTurns(), 1);
        pane.setSession(a);
        QCOMPARE(pane.undoableTurns(), 0);
        QVERIFY(!pane.undoClear());
        QCOMPARE(pane.turnCount(), 4);
        pane.setSession(b);
        QCOMPARE(pane.undoableTurns(), 1);
        QVERIFY(pane.undoClear());
        QCOMPARE(pane.turnCount(), 1);
        QCOMPARE(pane.turnView(0)->promptText(), QStringLiteral("three"));

        // A host removed while shown leaves an empty pane, not its turns.
        fleet.removeHost(QStringLiteral("beta")); // the session goes at the next event loop turn
        QTRY_VERIFY_WITH_TIMEOUT(!pane.client(), 5000);
        QCOMPARE(pane.turnCount(), 0);
        QVERIFY(pane.findChildren<ChatClient *>().isEmpty());
    }

    void connectionFollowsTheServer()
    {
        // The simulated host's real API server: stopped (nothing listens), then started again.
        SimulatedHost sim;
        const QString started = sim.start(SimulatedHost::servingApi());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        const quint16 port = sim.apiPort();
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.show();
        QSignalSpy models(pane.client(), &ChatClient::modelsFetched);
        pane.setEndpoint({ sim.baseUrl(), QString() });
        QVERIFY(models.wait(10000) || models.size() == 1);
        QVERIFY(!pane.isWaitingForServer());

        QCOMPARE(sim.simhost({ QStringLiteral("systemctl"), QStringLiteral("stop"), QStringLiteral("vllm") })
                     .exitCode,
                 0);
        QTRY_VERIFY_WITH_TIMEOUT(!SimulatedHost::answersHealth(port), 10000);
        QVERIFY(sendAndWait(pane, presetCapitalPrompt()));
        QCOMPARE(pane.client()->turns().at(0).errorKind, TurnError::ConnectionRefused);
        QVERIFY(pane.isWaitingForServer());
        QVERIFY2(pane.statusText().contains(QStringLiteral("refused"), Qt::CaseInsensitive),
                 qPrintable(pane.statusText()));
        QTRY_VERIFY_WITH_TIMEOUT(pane.statusText().contains(QStringLiteral("Asking again")), 5000);

        QCOMPARE(sim.simhost({ QStringLiteral("systemctl"), QStringLiteral("start"), QStringLiteral("vllm") })
                     .exitCode,
                 0);
        // No Refresh: the pane notices by itself (it asks again at most every 15 s).
        QTRY_VERIFY_WITH_TIMEOUT(!pane.isWaitingForServer(), 40000);
        QVERIFY2(pane.statusText().contains(QStringLiteral("answers again")), qPrintable(pane.statusText()));
        QVERIFY(sendAndWait(pane, presetCapitalPrompt()));
        QCOMPARE(pane.client()->turns().at(1).state, TurnState::Finished);
    }
};

QTEST_MAIN(TestChatConversation)
#include "tst_chatconversation.moc"
