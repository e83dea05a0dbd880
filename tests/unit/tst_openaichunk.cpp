// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "chat/ChatStreamDecoder.h"
#include "formats/OpenAiChunk.h"
#include "formats/ThinkSplitter.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {
QByteArray readFixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/sse/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

const QString kReasoning = QStringLiteral("Okay, the user asks for the capital of France. That is Paris.");
const QString kAnswer = QStringLiteral("The capital of France is Paris.");
} // namespace

class TestOpenAiChunk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void chunk_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("choices");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("reasoning");
        QTest::addColumn<QString>("finish");
        QTest::addColumn<qint64>("completionTokens");
        QTest::addColumn<QString>("errorMessage");

        QTest::newRow("vllm role chunk")
            << QByteArray("{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,"
                          "\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\","
                          "\"content\":\"\"},\"logprobs\":null,\"finish_reason\":null}]}")
            << true << 1 << "assistant"
            << ""
            << ""
            << "" << qint64(-1) << "";
        QTest::newRow("vllm old reasoning_content") << QByteArray(
            "{\"choices\":[{\"index\":0,\"delta\":{\"reasoning_content\":\"Hmm\"},\"finish_reason\":null}]}")
                                                    << true << 1 << ""
                                                    << ""
                                                    << "Hmm"
                                                    << "" << qint64(-1) << "";
        QTest::newRow("vllm new reasoning wins") << QByteArray(
            "{\"choices\":[{\"index\":0,\"delta\":{\"reasoning\":\"A\",\"reasoning_content\":\"B\"}}]}")
                                                 << true << 1 << ""
                                                 << ""
                                                 << "A"
                                                 << "" << qint64(-1) << "";
        QTest::newRow("reasoning null falls back") << QByteArray(
            "{\"choices\":[{\"index\":0,\"delta\":{\"reasoning\":null,\"reasoning_content\":\"B\"}}]}")
                                                   << true << 1 << ""
                                                   << ""
                                                   << "B"
                                                   << "" << qint64(-1) << "";
        QTest::newRow("sglang explicit nulls") << QByteArray(
            "{\"choices\":[{\"index\":0,\"delta\":{\"role\":null,\"content\":null,\"reasoning_content\":null,"
            "\"tool_calls\":null},\"finish_reason\":null,\"matched_stop\":null}],\"usage\":null}")
                                               << true << 1 << ""
                                               << ""
                                               << ""
                                               << "" << qint64(-1) << "";
        QTest::newRow("reasoning and content in one delta")
            << QByteArray("{\"choices\":[{\"index\":0,\"delta\":{\"reasoning\":\"r\",\"content\":\"c\"}}]}")
            << true << 1 << ""
            << "c"
            << "r"
            << "" << qint64(-1) << "";
        QTest::newRow("finish length") << QByteArray("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\"}"
                                                     ",\"finish_reason\":\"length\",\"stop_reason\":null}]}")
                                       << true << 1 << ""
                                       << ""
                                       << ""
                                       << "length" << qint64(-1) << "";
        QTest::newRow("usage chunk") << QByteArray(
            "{\"choices\":[],\"usage\":{\"prompt_tokens\":18,\"total_tokens\":60,\"completion_tokens\":42}}")
                                     << true << 0 << ""
                                     << ""
                                     << ""
                                     << "" << qint64(42) << "";
        QTest::newRow("error frame") << QByteArray(
            "{\"error\":{\"message\":\"EngineCore encountered an "
            "issue.\",\"type\":\"InternalServerError\",\"param\":null,\"code\":500}}")
                                     << true << 0 << ""
                                     << ""
                                     << ""
                                     << "" << qint64(-1) << "EngineCore encountered an issue.";
        QTest::newRow("flat vllm error") << QByteArray("{\"object\":\"error\",\"message\":\"bad\",\"type\":"
                                                       "\"BadRequestError\",\"param\":null,\"code\":400}")
                                         << true << 0 << ""
                                         << ""
                                         << ""
                                         << "" << qint64(-1) << "bad";
        QTest::newRow("wrong types are absent")
            << QByteArray("{\"choices\":[{\"delta\":{\"content\":5,\"reasoning\":[1],\"role\":{}},\"finish_"
                          "reason\":7}],\"usage\":{\"completion_tokens\":\"x\"}}")
            << true << 1 << ""
            << ""
            << ""
            << "" << qint64(-1) << "";
        QTest::newRow("empty") << QByteArray() << false << 0 << ""
                               << ""
                               << ""
                               << "" << qint64(-1) << "";
        QTest::newRow("whitespace") << QByteArray("  \n") << false << 0 << ""
                                    << ""
                                    << ""
                                    << "" << qint64(-1) << "";
        QTest::newRow("truncated") << QByteArray("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Par")
                                   << false << 0 << ""
                                   << ""
                                   << ""
                                   << "" << qint64(-1) << "";
        QTest::newRow("bare number") << QByteArray("1") << false << 0 << ""
                                     << ""
                                     << ""
                                     << "" << qint64(-1) << "";
        QTest::newRow("bare string") << QByteArray("\"x\"") << false << 0 << ""
                                     << ""
                                     << ""
                                     << "" << qint64(-1) << "";
        QTest::newRow("not an object") << QByteArray("[1,2]") << false << 0 << ""
                                       << ""
                                       << ""
                                       << "" << qint64(-1) << "";
        QTest::newRow("no choices") << QByteArray("{\"id\":\"x\"}") << false << 0 << ""
                                    << ""
                                    << ""
                                    << "" << qint64(-1) << "";
        QTest::newRow("binary junk") << QByteArray("\xff\xfe\x00{", 4) << false << 0 << ""
                                     << ""
                                     << ""
                                     << "" << qint64(-1) << "";
        QTest::newRow("invalid utf8 in string kept as U+FFFD")
            << QByteArray("{\"choices\":[{\"delta\":{\"content\":\"\xc3\x28\"}}]}") << true << 1 << ""
            << QStringLiteral("\uFFFD(") << ""
            << "" << qint64(-1) << "";
        QTest::newRow("escapes and surrogates")
            << QByteArray("{\"choices\":[{\"delta\":{\"content\":\"a\\n\\\"b\\u00e9\\ud83d\\ude00\\/\"}}]}")
            << true << 1 << "" << QStringLiteral("a\n\"b\u00e9\U0001F600/") << ""
            << "" << qint64(-1) << "";
        QTest::newRow("trailing garbage") << QByteArray("{\"choices\":[]} x") << false << 0 << ""
                                          << ""
                                          << ""
                                          << "" << qint64(-1) << "";
        QTest::newRow("deep nesting") << QByteArray(100000, '[') << false << 0 << ""
                                      << ""
                                      << ""
                                      << "" << qint64(-1) << "";
        QTest::newRow("bad escape") << QByteArray("{\"choices\":[{\"delta\":{\"content\":\"\\q\"}}]}")
                                    << false << 0 << ""
                                    << ""
                                    << ""
                                    << "" << qint64(-1) << "";
        QTest::newRow("control char in string") << QByteArray("{\"id\":\"a\x01\"}") << false << 0 << ""
                                                << ""
                                                << ""
                                                << "" << qint64(-1) << "";
        QTest::newRow("big numbers") << QByteArray("{\"choices\":[],\"usage\":{\"completion_tokens\":1e400,"
                                                   "\"prompt_tokens\":99999999999999999999999}}")
                                     << true << 0 << ""
                                     << ""
                                     << ""
                                     << "" << qint64(-1) << "";
        QTest::newRow("error text") << QByteArray("Internal Server Error") << false << 0 << ""
                                    << ""
                                    << ""
                                    << "" << qint64(-1) << "";
    }

    void chunk()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, valid);
        QFETCH(int, choices);
        QFETCH(QString, role);
        QFETCH(QString, content);
        QFETCH(QString, reasoning);
        QFETCH(QString, finish);
        QFETCH(qint64, completionTokens);
        QFETCH(QString, errorMessage);
        const ChatChunk c = parseChatChunk(json);
        QCOMPARE(c.isValid(), valid);
        if (!valid)
            QVERIFY(!c.error.isEmpty());
        QCOMPARE(c.choiceCount, choices);
        QCOMPARE(c.role, role);
        QCOMPARE(c.content, content);
        QCOMPARE(c.reasoning, reasoning);
        QCOMPARE(c.finishReason, finish);
        QCOMPARE(c.usage.completionTokens, completionTokens);
        QCOMPARE(c.isErrorFrame, !errorMessage.isEmpty());
        QCOMPARE(c.errorMessage, errorMessage);
    }

    void usageDetailsAndTimings()
    {
        const ChatChunk c = parseChatChunk(
            "{\"choices\":[],\"system_fingerprint\":\"b6123-79c1160b\",\"usage\":{\"prompt_tokens\":18,"
            "\"completion_tokens\":42,\"total_tokens\":60,\"completion_tokens_details\":{\"reasoning_"
            "tokens\":33},\"prompt_tokens_details\":{\"cached_tokens\":16}},\"timings\":{\"cache_n\":0,"
            "\"prompt_n\":18,\"prompt_ms\":41.2,\"predicted_n\":42,\"predicted_per_second\":84.7,\"draft_n\":"
            "10,\"draft_n_accepted\":7}}");
        QVERIFY(c.isValid());
        QCOMPARE(c.usage.reasoningTokens, 33);
        QCOMPARE(c.usage.cachedTokens, 16);
        QCOMPARE(c.systemFingerprint, QStringLiteral("b6123-79c1160b"));
        QVERIFY(c.timings.present);
        QCOMPARE(c.timings.predictedN, 42);
        QCOMPARE(c.timings.predictedPerSecond, 84.7);
        QCOMPARE(c.timings.draftNAccepted, 7);
        QCOMPARE(c.timings.predictedMs, -1.0);
    }

    void tenMegabyteContent()
    {
        const QByteArray big(10 * 1024 * 1024, 'x');
        const QByteArray json = "{\"choices\":[{\"delta\":{\"content\":\"" + big + "\"}}]}";
        const ChatChunk c = parseChatChunk(json);
        QVERIFY(c.isValid());
        QCOMPARE(c.content.size(), big.size());
    }

    void errorBody_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("wrapped") << QByteArray("{\"error\":{\"message\":\"model not found\",\"code\":404}}")
                                 << "model not found";
        QTest::newRow("flat vllm") << QByteArray(
            "{\"object\":\"error\",\"message\":\"too long\",\"code\":400}")
                                   << "too long";
        QTest::newRow("llama loading") << QByteArray(
            "{\"error\": {\"code\": 503, \"message\": \"Loading model\", \"type\": \"unavailable_error\"}}")
                                       << "Loading model";
        QTest::newRow("fastapi") << QByteArray("{\"detail\":\"Not Found\"}") << "Not Found";
        QTest::newRow("plain text") << QByteArray("Internal Server Error\n") << "Internal Server Error";
        QTest::newRow("empty") << QByteArray() << "";
    }

    void errorBody()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        QCOMPARE(errorBodyMessage(body), message);
    }

    void splitter_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("reasoning");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("sawTags");
        QTest::newRow("no tags") << "Paris is the capital."
                                 << ""
                                 << "Paris is the capital." << false;
        QTest::newRow("full block") << "<think>\nhmm\n</think>\n\nParis."
                                    << "\nhmm\n"
                                    << "Paris." << true;
        QTest::newRow("leading whitespace") << "\n <think>a</think>b"
                                            << "a"
                                            << "b" << true;
        QTest::newRow("close only") << "thinking here</think>\n\nParis."
                                    << "thinking here"
                                    << "Paris." << true;
        QTest::newRow("unclosed") << "<think>still thinking"
                                  << "still thinking"
                                  << "" << true;
        QTest::newRow("tag later in answer is text") << "Use <think> tags."
                                                     << ""
                                                     << "Use <think> tags." << false;
        QTest::newRow("lone lt") << "a < b"
                                 << ""
                                 << "a < b" << false;
        QTest::newRow("partial close at end") << "<think>x</thi"
                                              << "x</thi"
                                              << "" << true;
        QTest::newRow("empty") << ""
                               << ""
                               << "" << false;
    }

    void splitter()
    {
        QFETCH(QString, content);
        QFETCH(QString, reasoning);
        QFETCH(QString, answer);
        QFETCH(bool, sawTags);
        // Whole, then split at every position, then one character at a time.
        for (qsizetype cut = -1; cut <= content.size(); ++cut) {
            ThinkSplitter s;
            if (cut < 0) {
                for (QChar c : content)
                    s.feed(QStringView(&c, 1));
            } else {
                s.feed(QStringView(content).first(cut));
                s.feed(QStringView(content).sliced(cut));
            }
            s.finish();
            QCOMPARE(s.reasoning(), reasoning);
            QCOMPARE(s.answer(), answer);
            QCOMPARE(s.sawTags(), sawTags);
        }
    }

    void fixtureStreams_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("inlineReasoning");
        QTest::addColumn<QString>("finish");
        QTest::addColumn<qint64>("completionTokens");
        QTest::addColumn<qint64>("reasoningTokens");
        QTest::addColumn<int>("error");
        QTest::newRow("vllm reasoning_content") << "vllm_reasoning_content.sse" << false << "stop"
                                                << qint64(42) << qint64(-1) << int(TurnError::None);
        QTest::newRow("vllm reasoning")
            << "vllm_reasoning.sse" << false << "stop" << qint64(42) << qint64(33) << int(TurnError::None);
        QTest::newRow("vllm inline think")
            << "vllm_inline_think.sse" << true << "stop" << qint64(42) << qint64(-1) << int(TurnError::None);
        QTest::newRow("vllm close only")
            << "vllm_close_only.sse" << true << "length" << qint64(-1) << qint64(-1) << int(TurnError::None);
        QTest::newRow("sglang nulls")
            << "sglang_nulls.sse" << false << "stop" << qint64(42) << qint64(-1) << int(TurnError::None);
        QTest::newRow("llama-server timings")
            << "llamacpp_timings.sse" << false << "stop" << qint64(42) << qint64(-1) << int(TurnError::None);
        QTest::newRow("crlf comments")
            << "crlf_comments.sse" << false << "stop" << qint64(42) << qint64(-1) << int(TurnError::None);
    }

    void fixtureStreams()
    {
        QFETCH(QString, file);
        QFETCH(bool, inlineReasoning);
        QFETCH(QString, finish);
        QFETCH(qint64, completionTokens);
        QFETCH(qint64, reasoningTokens);
        QFETCH(int, error);
        const QByteArray body = readFixture(file);
        QVERIFY(!body.isEmpty());
        // Every byte position is covered by tst_sse and the splitter test; a stride keeps this fast.
        for (qsizetype cut = 0; cut <= body.size(); cut += 7) {
            ChatStreamDecoder d;
            d.feed(QByteArrayView(body).first(cut), 0.1);
            d.feed(QByteArrayView(body).sliced(cut), 0.2);
            d.finish();
            const ChatTurn &t = d.turn();
            if (t.reasoning.trimmed() != kReasoning || t.answer != kAnswer)
                QFAIL(qPrintable(QStringLiteral("split at %1: reasoning '%2' answer '%3'")
                                     .arg(cut)
                                     .arg(t.reasoning, t.answer)));
            QCOMPARE(t.reasoningInline, inlineReasoning);
            QCOMPARE(t.finishReason, finish);
            QCOMPARE(t.usage.completionTokens, completionTokens);
            QCOMPARE(t.usage.reasoningTokens, reasoningTokens);
            QCOMPARE(int(t.errorKind), error);
            QVERIFY(t.sawDone);
        }
    }

    void timingsFollowBenchServe()
    {
        const QByteArray body = readFixture(QStringLiteral("vllm_reasoning_content.sse"));
        const QList<QByteArray> frames = body.split('\n');
        ChatStreamDecoder d;
        double t = 1.0;
        for (const QByteArray &line : frames) {
            d.feed(QByteArray(line + "\n"), t);
            if (line.isEmpty())
                t += 0.01; // the blank line dispatches the frame
        }
        d.finish();
        const ChatTurn &turn = d.turn();
        QCOMPARE(turn.ttftSeconds, 1.0); // role-only chunk counts
        // 25 chunks with choices: role, 15 reasoning, 1 blank, 7 answer, finish; usage excluded.
        QCOMPARE(turn.chunkCount, 25);
        QCOMPARE(turn.itlSeconds.size(), 24);
        QVERIFY(qAbs(turn.e2elSeconds - 1.24) < 1e-9);
        QVERIFY(qAbs(turn.firstAnswerSeconds - 1.17) < 1e-9); // "The", after "\n\n"
        QVERIFY(qAbs(turn.tpotSeconds() - 0.24 / 41) < 1e-9);
        QVERIFY(qAbs(turn.itlPercentile(50) - 0.01) < 1e-9);
    }

    /// A small fast model beside a slow tunnel: every frame arrives in one read, so the client
    /// measures no decode time; llama-server's own `timings` give the decode speed then.
    void oneBurstTakesTheEnginesDecodeSpeed()
    {
        ChatStreamDecoder d;
        d.feed(readFixture(QStringLiteral("llamacpp_timings.sse")), 2.0);
        d.finish();
        const ChatTurn &turn = d.turn();
        QVERIFY(turn.timings.present);
        QVERIFY(turn.tpotSeconds() <= 0);
        QVERIFY(turn.timings.predictedPerSecond > 0);
        QCOMPARE(turn.decodeTokensPerSecond(), turn.timings.predictedPerSecond);
    }

    void errorFrameKeepsPartial()
    {
        ChatStreamDecoder d;
        d.feed(readFixture(QStringLiteral("vllm_error_midstream.sse")), 0.5);
        d.finish();
        QCOMPARE(d.turn().errorKind, TurnError::ErrorFrame);
        QVERIFY(d.turn().error.contains(QStringLiteral("EngineCore encountered an issue")));
        QCOMPARE(d.turn().answer, QStringLiteral("The"));
    }

    void llamaDeepseekLegacyKeepsThinkInContent()
    {
        // --reasoning-format deepseek-legacy: reasoning_content and <think> in content carry the same text.
        const QByteArray body
            = "data: "
              "{\"choices\":[{\"index\":0,\"delta\":{\"reasoning_content\":\"hmm\",\"content\":\"<think>"
              "hmm\"}}]}\n\n"
              "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"</think>Paris.\"}}]}\n\n"
              "data: [DONE]\n\n";
        ChatStreamDecoder d;
        d.feed(body, 0.1);
        d.finish();
        QCOMPARE(d.turn().reasoning, QStringLiteral("hmm"));
        QCOMPARE(d.turn().answer, QStringLiteral("Paris."));
        QVERIFY(!d.turn().reasoningInline); // the server does have a parser
    }

    void cutStream()
    {
        const QByteArray body = readFixture(QStringLiteral("vllm_reasoning_content.sse"));
        ChatStreamDecoder d;
        d.feed(QByteArrayView(body).first(body.size() / 2), 0.5);
        d.finish();
        QCOMPARE(d.turn().errorKind, TurnError::NoDone);
        QVERIFY(!d.turn().reasoning.isEmpty());
    }

    void percentiles()
    {
        QCOMPARE(percentile({}, 50), -1.0);
        QCOMPARE(percentile({ 3 }, 99), 3.0);
        QCOMPARE(percentile({ 4, 1, 3, 2 }, 50), 2.5);
        QVERIFY(qAbs(percentile({ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, 99) - 9.91) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestOpenAiChunk)
#include "tst_openaichunk.moc"
