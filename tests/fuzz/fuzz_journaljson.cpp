// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/JournalJson.cpp formats/JsonPullReader.cpp
// libFuzzer target: one `journalctl -o json` line.
#include "formats/JournalJson.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::JournalEntry e = ic::parseJournalJsonLine(input);
    // A broken line keeps the raw text; a good one never has an error.
    if (!e.isValid() && e.message != QString::fromUtf8(input))
        __builtin_trap();
    if (e.priority < -1 || e.priority > 7)
        __builtin_trap();
    return 0;
}
