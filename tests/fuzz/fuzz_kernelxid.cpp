// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/KernelXid.cpp
#include "formats/KernelXid.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ic::KernelXidLog log
        = ic::parseKernelXid(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (log.events.size() > 1000 || log.nvrmLines > log.lines
        || log.events.size() + log.dropped > log.nvrmLines)
        __builtin_trap();
    for (const ic::XidEvent &e : log.events) {
        if (e.xid < 0 || e.xid > 999999 || !e.line.contains(QLatin1String("NVRM:")))
            __builtin_trap();
    }
    return 0;
}
