// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/ProcessStatus.cpp formats/SecretText.cpp
#include "formats/ProcessStatus.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ic::ProcessStatusTable t
        = ic::parseProcessStatus(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    for (const ic::ProcessStatus &p : t.processes) {
        if (p.pid <= 0)
            __builtin_trap();
        // Parent loops and self-parents must not make the tree endless.
        if (t.tree(p.pid).size() > t.processes.size())
            __builtin_trap();
    }
    return 0;
}
