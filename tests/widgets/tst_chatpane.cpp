// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatPane.h"
#include "ChatTurnView.h"

#include "SimulatedHost.h"

#include <QApplication>

#include <QClipboard>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <algorithm>

using namespace ic;
using namespace ic::testsupport;

// The chat pane against the simulated host's real HTTP server: presets, live reasoning and
// answer side by side, the usage strip, Stop keeping partial text, errors as sentences.
class TestChatPane : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void codeBlocks_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QStringList>("blocks");
        QTest::newRow("empty") << QString() << QStringList();
        QTest::newRow("none") << QStringLiteral("Paris is the capital.") << QStringList();
        QTest::newRow("one") << QStringLiteral("Here:\n```python\ndef f(n):\n    return n\n```\nDone.")
                             << QStringList { QStringLiteral("def f(n):\n    return n") };
        QTest::newRow("two") << QStringLiteral("```\na\n```\ntext\n~~~\nb\n~~~")
                             << QStringList { QStringLiteral("a"), QStringLiteral("b") };
        QTest::newRow("unterminated")
            << QStringLiteral("```py\ndef g():") << QStringList { QStringLiteral("def g():") };
        QTest::newRow("blank first line")
            << QStringLiteral("```\n\nx = 1\n```") << QStringList { QStringLiteral("\nx = 1") };
        QTest::newRow("fence only") << QStringLiteral("```") << QStringList();
    }

    void codeBlocks()
    {
        QFETCH(QString, markdown);
        QFETCH(QStringList, blocks);
        QCOMPARE(markdownCodeBlocks(markdown), blocks);
    }

    /// Answers that crash Qt 6.4's QTextCursor::insertMarkdown (found by fuzzing the renderer:
    /// tests/fuzz/regressions/markdown-newline-star.md) render, streamed and finished.
    void hostileMarkdownRenders_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::newRow("newline star") << QStringLiteral("\n*");
        QTest::newRow("block then star") << QStringLiteral("Paris.\n\n\n*");
        QTest::newRow("stars") << QStringLiteral("*\n*\n\n**\n\n*");
    }
    void hostileMarkdownRenders()
    {
        QFETCH(QString, answer);
        ChatTurnView::setFrameInterval(0); // every prefix is rendered, none waits for a frame
        ChatTurnView view(QStringLiteral("hi"));
        ChatTurn turn;
        for (qsizetype n = 1; n <= answer.size(); ++n) {
            turn.answer = answer.left(n);
            view.updateTurn(turn, false);
        }
        view.finishTurn(turn);
        ChatTurnView::setFrameInterval(ChatTurnView::DefaultFrameIntervalMs);
        QTextDocument reference;
        reference.setMarkdown(answer);
        auto squeeze = [](QString t) { return t.remove(QRegularExpression(QStringLiteral("\\s"))); };
        QCOMPARE(squeeze(view.answerText()), squeeze(reference.toPlainText()));
    }

    /// A fast stream is shown at most once a frame: updates inside a frame wait, only the newest
    /// is shown when the frame comes, and the finish shows the final text at once.
    void liveUpdatesWaitForTheNextFrame()
    {
        ChatTurnView::setFrameInterval(400);
        ChatTurnView view(QStringLiteral("hi"));
        ChatTurn turn;
        turn.state = TurnState::Streaming;
        turn.answer = QStringLiteral("One");
        view.updateTurn(turn, false);
        QCOMPARE(view.answerText(), QStringLiteral("One")); // the first update is a new frame
        turn.answer = QStringLiteral("One two");
        view.updateTurn(turn, false);
        turn.answer = QStringLiteral("One two three");
        view.updateTurn(turn, false);
        QCOMPARE(view.answerText(), QStringLiteral("One")); // within the frame: waiting
        QTRY_COMPARE_WITH_TIMEOUT(view.answerText(), QStringLiteral("One two three"), 5000);
        turn.answer = QStringLiteral("One two three four");
        view.updateTurn(turn, false); // waits for its frame ...
        turn.answer = QStringLiteral("One two three four five.");
        turn.state = TurnState::Finished;
        view.finishTurn(turn); // ... and the finish does not
        QCOMPARE(view.answerText(), QStringLiteral("One two three four five."));
        QTest::qWait(500); // the cancelled frame must not bring back an older text
        QCOMPARE(view.answerText(), QStringLiteral("One two three four five."));
        ChatTurnView::setFrameInterval(ChatTurnView::DefaultFrameIntervalMs);
    }

    void extraJsonValidatedInline()
    {
        ChatPane pane;
        QString error;
        const auto edits = pane.findChildren<QLineEdit *>();
        QLineEdit *field = nullptr;
        for (QLineEdit *e : edits) {
            if (e->placeholderText().contains(QStringLiteral("Extra JSON")))
                field = e;
        }
        QVERIFY(field);
        field->setText(QStringLiteral("{\"top_k\": 20"));
        pane.currentSettings(&error);
        QVERIFY(error.contains(QStringLiteral("does not parse")));
        field->setText(QStringLiteral("[1]"));
        pane.currentSettings(&error);
        QVERIFY(error.contains(QStringLiteral("object")));
        error.clear();
        field->setText(QStringLiteral("{\"top_k\": 20}"));
        const ChatSettings s = pane.currentSettings(&error);
        QVERIFY(error.isEmpty());
        QCOMPARE(s.extraBody.value(QStringLiteral("top_k")).toInt(), 20);
    }

    void francePreset_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<bool>("inlineNote");
        QTest::newRow("reasoning") << QStringLiteral("reasoning") << false;
        QTest::newRow("reasoning_content") << QStringLiteral("reasoning_content") << false;
        QTest::newRow("inline think") << QStringLiteral("inline-think") << true;
    }

    void francePreset()
    {
        QFETCH(QString, field);
        QFETCH(bool, inlineNote);
        SimulatedHost sim;
        const QString started = sim.start(
            SimulatedHost::servingApi({ QStringLiteral("--reasoning-field"), field,
                                        QStringLiteral("--api-key"), QStringLiteral("sk-sim-secret") }));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.resize(1200, 800);
        pane.show();
        QSignalSpy models(pane.client(), &ChatClient::modelsFetched);
        pane.setEndpoint({ sim.baseUrl(), QStringLiteral("sk-sim-secret") });
        QTRY_COMPARE_WITH_TIMEOUT(models.size(), 1, 10000);
        QSignalSpy updated(pane.client(), &ChatClient::turnUpdated);
        QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
        QCOMPARE(pane.sendText(presetCapitalPrompt()), 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QVERIFY(updated.size() >= 1);
        QCOMPARE(pane.turnCount(), 1);
        ChatTurnView *view = pane.turnView(0);
        QVERIFY(view->answerText().contains(QStringLiteral("Paris")));
        QVERIFY(!view->answerText().contains(QStringLiteral("<think>")));
        QVERIFY(!view->reasoningText().trimmed().isEmpty());
        QVERIFY2(view->usageText().contains(QStringLiteral("prompt ")), qPrintable(view->usageText()));
        const ChatTurn turn = pane.client()->turns().at(0);
        QVERIFY(turn.usage.completionTokens > 0);
        QVERIFY(view->usageText().contains(QStringLiteral("completion %1").arg(turn.usage.completionTokens)));
        QVERIFY(view->usageText().contains(QStringLiteral("finish stop")));
        // Decode speed needs chunks that arrived apart; under load the simulator's may arrive together.
        const bool measurable
            = std::any_of(turn.itlSeconds.cbegin(), turn.itlSeconds.cend(), [](double v) { return v > 0; });
        if (measurable)
            QVERIFY2(view->usageText().contains(QStringLiteral("tok/s")), qPrintable(view->usageText()));
        QCOMPARE(view->noteText().contains(QStringLiteral("reasoning parser")), inlineNote);
        QVERIFY(view->errorText().isEmpty());
        QVERIFY(!view->isReasoningCollapsed());
        view->setReasoningCollapsed(true);
        QVERIFY(view->isReasoningCollapsed());
        view->setReasoningCollapsed(false);
        QVERIFY(!view->isReasoningCollapsed());

        // Copy as curl masks the key unless revealed.
        pane.copyCurl(0);
        const QString curl = QApplication::clipboard()->text();
        QVERIFY(curl.contains(QStringLiteral("$API_KEY")));
        QVERIFY(!curl.contains(QStringLiteral("sk-sim-secret")));

        // A second turn carries the first as history; the prime preset gives a code block.
        QCOMPARE(pane.sendText(presetPrimePrompt()), 1);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
        QVERIFY(!pane.turnView(1)->codeBlocks().isEmpty());
        QVERIFY(pane.turnView(1)->codeBlocks().constFirst().contains(QStringLiteral("def ")));

        QTemporaryDir dir;
        const QString json = dir.filePath(QStringLiteral("c.json"));
        QVERIFY(pane.exportConversation(json, QStringLiteral("json")));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(f.readAll()).isObject());
        QVERIFY(pane.exportTurn(0, dir.filePath(QStringLiteral("t.md")), QStringLiteral("md")));
        QVERIFY(!pane.exportTurn(5, dir.filePath(QStringLiteral("x.md")), QStringLiteral("md")));
    }

    void stopKeepsPartialText()
    {
        SimulatedHost sim;
        const QString started = sim.start(SimulatedHost::servingApi({}, QStringLiteral("40")));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.show();
        pane.setEndpoint({ sim.baseUrl(), QString() });
        QSignalSpy updated(pane.client(), &ChatClient::turnUpdated);
        QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
        pane.setInputText(QStringLiteral("Write a long essay, about 2000 words, on the history of Paris."));
        QCOMPARE(pane.send(), 0);
        QVERIFY(pane.inputText().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(updated.size() >= 3, 20000);
        pane.stop();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const ChatTurn turn = pane.client()->turns().at(0);
        QCOMPARE(turn.state, TurnState::Stopped);
        ChatTurnView *view = pane.turnView(0);
        QVERIFY(!QString(view->reasoningText() + view->answerText()).trimmed().isEmpty());
        QCOMPARE(view->stateMark(), QStringLiteral("stopped"));
        QVERIFY2(view->noteText().contains(QStringLiteral("partial output is kept")),
                 qPrintable(view->noteText()));
        QVERIFY(view->errorText().isEmpty()); // stopping is no error
        QVERIFY(!pane.client()->isBusy());
    }

    void errorShowsSentence_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<bool>("startServer");
        QTest::newRow("server not started") << QStringList() << false;
        QTest::newRow("error frame") << QStringList { QStringLiteral("--stream-error-after"),
                                                      QStringLiteral("3") }
                                     << true;
        QTest::newRow("cut stream") << QStringList { QStringLiteral("--stream-cut-after"),
                                                     QStringLiteral("3") }
                                    << true;
    }

    void errorShowsSentence()
    {
        QFETCH(QStringList, options);
        QFETCH(bool, startServer);
        SimulatedHost sim;
        const QString started = startServer ? sim.start(SimulatedHost::servingApi(options)) : QString();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        const QUrl url = startServer ? sim.baseUrl()
                                     : QUrl(QStringLiteral("http://127.0.0.1:%1").arg(freeLoopbackPort()));
        ChatClient client; // what a host session holds: the pane makes none
        ChatPane pane;
        pane.setClient(&client);
        pane.show();
        pane.setEndpoint({ url, QString() });
        QSignalSpy finished(pane.client(), &ChatClient::turnFinished);
        QCOMPARE(pane.sendText(presetCapitalPrompt()), 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const QString error = pane.turnView(0)->errorText();
        QVERIFY2(error.size() > 15, qPrintable(error));
        QCOMPARE(error, pane.client()->turns().at(0).error);
        if (startServer) // what arrived before the failure is kept
            QVERIFY(!QString(pane.turnView(0)->reasoningText() + pane.turnView(0)->answerText()).isEmpty());
    }

    void noEndpointRefusesToSend()
    {
        ChatPane pane;
        pane.setSession(nullptr);
        QCOMPARE(pane.sendText(presetCapitalPrompt()), -1);
        QCOMPARE(pane.turnCount(), 0);
    }
};

QTEST_MAIN(TestChatPane)
#include "tst_chatpane.moc"
