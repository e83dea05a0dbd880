// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/SystemctlCat.cpp
// libFuzzer target: `systemctl cat` output, the effective service after resets, and the words of
// its values.
#include "formats/SystemctlCat.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::UnitCat cat = ic::parseSystemctlCat(input);
    const ic::EffectiveService s = ic::effectiveService(cat);
    const auto env = ic::environmentAssignments(s.environment);
    for (const auto &a : env)
        if (a.first.isEmpty())
            __builtin_trap();
    for (const QString &e : s.execStart)
        (void)ic::unitWords(e);
    // Printing it again and parsing that gives the same files.
    if (cat.error.isEmpty() && ic::parseSystemctlCat(cat.toText()).files.size() != cat.files.size())
        __builtin_trap();
    return 0;
}
