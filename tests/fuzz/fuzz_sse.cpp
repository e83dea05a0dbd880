// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/Sse.cpp formats/OpenAiChunk.cpp formats/JsonPullReader.cpp
// libFuzzer target: the SSE framer over arbitrary bytes split at an arbitrary point, with a
// small frame bound so the overflow path is reached too; whole and split must agree.

#include "formats/OpenAiChunk.h"
#include "formats/Sse.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype limit = 64 + data[0] * 16;
    const QByteArrayView input(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    const QList<ic::SseEvent> whole = ic::parseSseStream(input, limit);

    const qsizetype cut = input.isEmpty() ? 0 : data[0] % (input.size() + 1);
    ic::SseFramer framer(limit);
    QList<ic::SseEvent> split = framer.feed(input.first(cut));
    split += framer.feed(input.sliced(cut));
    split += framer.finish();
    if (split.size() != whole.size())
        std::abort();
    for (qsizetype i = 0; i < whole.size(); ++i) {
        if (split[i].data != whole[i].data || split[i].done != whole[i].done || whole[i].data.size() > limit)
            std::abort();
        (void)ic::parseChatChunk(whole[i].data);
    }
    return 0;
}
