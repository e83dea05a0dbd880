// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/DiskFree.cpp
#include "formats/DiskFree.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ic::DiskFree d
        = ic::parseDiskFree(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    for (const ic::DiskFreeRow &r : d.rows) {
        if (r.file.isEmpty() || r.mountedOn.isEmpty())
            __builtin_trap();
    }
    return 0;
}
