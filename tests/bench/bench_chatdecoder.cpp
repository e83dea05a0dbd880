// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A 64k-token answer fed to the chat stream decoder one delta at a time, as a server streams
// it, beside the raw parse of the same bytes (SSE framing and chunk decoding alone). The
// decoder's work per delta must not grow with the answer: the goal is within 2x the raw parse.
// Prints one `name value unit` line per figure.

#include "chat/ChatStreamDecoder.h"
#include "formats/OpenAiChunk.h"
#include "formats/Sse.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

using namespace ic;

namespace {

/// One `data:` event per token: half reasoning, half answer, either in the reasoning field
/// or inline as `<think>…</think>` in the content.
QList<QByteArray> deltas(int tokens, bool inlineThink)
{
    QList<QByteArray> out;
    out.reserve(tokens + 3);
    auto event = [](const char *field, const QByteArray &text) -> QByteArray {
        return QByteArray(R"(data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1745312345,)"
                          R"("model":"moonshotai/Kimi-K2.5","choices":[{"index":0,"delta":{")")
            + field + "\":\"" + text + R"("},"logprobs":null,"finish_reason":null}]})" + "\n\n";
    };
    if (inlineThink)
        out << event("content", "<think>");
    for (int i = 0; i < tokens; ++i) {
        const bool reasoning = i < tokens / 2;
        if (inlineThink && i == tokens / 2)
            out << event("content", "</think>");
        out << event(reasoning && !inlineThink ? "reasoning_content" : "content",
                     " tok" + QByteArray::number(i % 997));
    }
    out << QByteArray("data: [DONE]\n\n");
    return out;
}

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    constexpr int tokens = 65'536;
    for (bool inlineThink : { false, true }) {
        const QList<QByteArray> stream = deltas(tokens, inlineThink);
        const char *name = inlineThink ? "inline_think" : "reasoning_field";

        QElapsedTimer t;
        t.start();
        SseFramer framer;
        QList<SseEvent> events;
        qint64 chars = 0;
        for (const QByteArray &d : stream) {
            events.clear();
            framer.feed(d, events);
            for (const SseEvent &e : std::as_const(events)) {
                const ChatChunk c = parseChatChunk(e.data);
                chars += c.content.size() + c.reasoning.size();
            }
        }
        const double raw = seconds(t);

        t.restart();
        ChatStreamDecoder decoder;
        double at = 0;
        for (const QByteArray &d : stream) {
            decoder.feed(d, at);
            at += 0.0001;
        }
        decoder.finish();
        const double decoded = seconds(t);
        const ChatTurn &turn = decoder.turn();
        if (turn.answer.isEmpty() || turn.reasoning.isEmpty() || chars <= 0)
            std::printf("error_%s: nothing decoded\n", name);
        std::printf("raw_parse_%s %.3f s\n", name, raw);
        std::printf("decoder_%s %.3f s\n", name, decoded);
        std::printf("ratio_%s %.2f x\n", name, decoded / raw);
        std::printf("answer_chars_%s %lld\n", name, static_cast<long long>(turn.answer.size()));
    }
    return 0;
}
