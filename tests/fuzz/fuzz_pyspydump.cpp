// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/PySpyDump.cpp formats/SecretText.cpp
#include "formats/PySpyDump.h"
#include "formats/SecretText.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::PySpyDump d = ic::parsePySpyDump(bytes);
    if (d.processes.size() > 4096 || d.hasThreads() == !d.error.isEmpty())
        __builtin_trap();
    for (const ic::PySpyProcess &p : d.processes) {
        if (p.threads.size() > 4096 || p.pid < 0)
            __builtin_trap();
        for (const ic::PySpyThread &t : p.threads) {
            if (t.frames.size() > 512)
                __builtin_trap();
            for (const ic::PySpyFrame &f : t.frames)
                (void)f.text();
        }
    }
    (void)ic::redactSecrets(QString::fromUtf8(bytes));
    return 0;
}
