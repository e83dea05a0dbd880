// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/Sse.cpp formats/OpenAiChunk.cpp formats/JsonPullReader.cpp formats/ThinkSplitter.cpp chat/ChatStreamDecoder.cpp chat/ChatTurn.cpp
// libFuzzer target: one chat chunk decoded, an HTTP error body read, and the same bytes as a
// whole stream through the turn decoder (SSE, chunks, <think> splitting, timings).

#include "chat/ChatStreamDecoder.h"
#include "formats/OpenAiChunk.h"
#include "formats/ThinkSplitter.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::ChatChunk chunk = ic::parseChatChunk(input);
    if (chunk.isValid() == !chunk.error.isEmpty())
        std::abort();
    (void)ic::errorBodyMessage(input);

    ic::ThinkSplitter splitter;
    const QString text = QString::fromUtf8(input);
    splitter.feed(QStringView(text).first(text.size() / 2));
    splitter.feed(QStringView(text).sliced(text.size() / 2));
    splitter.finish();
    if (splitter.reasoning().size() + splitter.answer().size() > text.size())
        std::abort();

    ic::ChatStreamDecoder decoder;
    decoder.feed(input.first(size / 3), 0.1);
    decoder.feed(input.sliced(size / 3), 0.2);
    decoder.finish();
    if (decoder.turn().e2elSeconds >= 0 && decoder.turn().e2elSeconds < decoder.turn().ttftSeconds)
        std::abort();
    return 0;
}
