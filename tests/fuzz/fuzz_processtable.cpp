// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/ProcessTable.cpp
#include "formats/ProcessTable.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ic::ProcessTable t
        = ic::parseProcessTable(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    for (const ic::ProcessEntry &e : t.processes) {
        if (e.pid <= 0 || e.command.size() > 64)
            __builtin_trap();
    }
    (void)t.indexByPid();
    return 0;
}
