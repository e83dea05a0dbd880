// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/NvidiaTopology.cpp
#include "formats/NvidiaTopology.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ic::NvidiaTopology t
        = ic::parseNvidiaTopology(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (t.rows.isEmpty() == t.error.isEmpty() || t.columns.size() > 1024)
        __builtin_trap();
    for (const ic::NvidiaTopology::Row &r : t.rows) {
        if (r.links.size() != t.columns.size() || !t.columns.contains(r.device))
            __builtin_trap();
        for (const QString &c : t.columns)
            (void)t.link(r.device, c);
    }
    (void)t.gpuCount();
    (void)t.gpuPairsWithoutNvLink();
    return 0;
}
