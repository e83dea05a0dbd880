// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/EngineLogLine.cpp
#include "formats/EngineLogLine.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::EngineLogLine line = ic::parseEngineLogLine(text);
    (void)line;
    for (QStringView piece : ic::splitGluedRecords(text))
        (void)ic::parseEngineLogLine(piece);
    (void)ic::stripAnsi(text);
    return 0;
}
