// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SSE framing and chat chunk decoding throughput, in MB/s of stream bytes (target ≥ 50).
// Prints one `name value unit` line per figure.

#include "chat/ChatStreamDecoder.h"
#include "formats/OpenAiChunk.h"
#include "formats/Sse.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <cstdio>

using namespace ic;

namespace {
QByteArray syntheticStream(int chunks)
{
    QByteArray out;
    out.reserve(qsizetype(chunks) * 330);
    out += R"(data: {"id":"chatcmpl-5c1b0c3e6c0d4b5a","object":"chat.completion.chunk","created":1745312345,"model":"Qwen/Qwen3-8B","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]})"
           "\n\n";
    for (int i = 0; i < chunks; ++i) {
        const bool reasoning = i < chunks / 2;
        out += R"(data: {"id":"chatcmpl-5c1b0c3e6c0d4b5a","object":"chat.completion.chunk","created":1745312345,"model":"Qwen/Qwen3-8B","choices":[{"index":0,"delta":{")";
        out += reasoning ? "reasoning" : "content";
        out += R"(":" token)";
        out += QByteArray::number(i % 1000);
        out += R"("},"logprobs":null,"finish_reason":null}]})"
               "\n\n";
    }
    out += "data: [DONE]\n\n";
    return out;
}

template<typename F> double mbPerSecond(const QByteArray &stream, F &&run)
{
    QElapsedTimer t;
    t.start();
    const qint64 sink = run();
    const double seconds = double(t.nsecsElapsed()) / 1e9;
    if (sink < 0)
        std::puts("impossible");
    return double(stream.size()) / (1024.0 * 1024.0) / seconds;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QByteArray stream = syntheticStream(200'000);
    constexpr qsizetype readSize = 16 * 1024;

    const double framing = mbPerSecond(stream, [&] {
        SseFramer framer;
        QList<SseEvent> events;
        qint64 n = 0;
        for (qsizetype at = 0; at < stream.size(); at += readSize) {
            events.clear();
            n += framer.feed(QByteArrayView(stream).sliced(at, qMin(readSize, stream.size() - at)), events);
        }
        return n;
    });
    const double decoding = mbPerSecond(stream, [&] {
        SseFramer framer;
        QList<SseEvent> events;
        qint64 n = 0;
        for (qsizetype at = 0; at < stream.size(); at += readSize) {
            events.clear();
            framer.feed(QByteArrayView(stream).sliced(at, qMin(readSize, stream.size() - at)), events);
            for (const SseEvent &e : events)
                n += e.done ? 0 : parseChatChunk(e.data).content.size();
        }
        return n;
    });
    const double turn = mbPerSecond(stream, [&] {
        ChatStreamDecoder decoder;
        for (qsizetype at = 0; at < stream.size(); at += readSize)
            decoder.feed(QByteArrayView(stream).sliced(at, qMin(readSize, stream.size() - at)),
                         double(at) / 1e6);
        decoder.finish();
        return qint64(decoder.turn().answer.size());
    });

    QTextStream out(stdout);
    out << "sse_stream_bytes " << stream.size() << " B\n";
    out << "sse_framing " << QString::number(framing, 'f', 1) << " MB/s\n";
    out << "sse_framing_plus_chunk_decoding " << QString::number(decoding, 'f', 1) << " MB/s\n";
    out << "sse_full_turn_decoder " << QString::number(turn, 'f', 1) << " MB/s\n";
    return 0;
}
