// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/PipList.cpp
// libFuzzer target: `pip list --format=json` / `uv pip list --format=json` output.
#include "formats/PipList.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::PipList list = ic::parsePipListJson(input);
    for (const ic::PipPackage &p : list.packages) {
        if (p.name.isEmpty() || list.find(p.displayName) == nullptr)
            __builtin_trap();
    }
    (void)ic::normalizePackageName(QString::fromUtf8(input));
    return 0;
}
