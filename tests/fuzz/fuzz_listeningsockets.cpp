// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/ListeningSockets.cpp
#include "formats/ListeningSockets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ic::ListeningSockets s
        = ic::parseListeningSockets(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    for (const ic::ListeningSocket &l : s.sockets) {
        if (l.port < 0 || l.port > 65535)
            __builtin_trap();
    }
    return 0;
}
