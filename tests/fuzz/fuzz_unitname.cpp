// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: transport/RemoteCommand.cpp config/HostDefinition.cpp config/EngineProfile.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp
// libFuzzer target: the unit-name check. Whatever it accepts must be a whole, plain systemd unit
// name: no byte outside the grammar's alphabet (no newline, NUL, quote or glob), a type suffix.
#include "transport/RemoteCommand.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString unit = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    if (ic::unitNameError(unit).has_value())
        return 0;
    for (QChar c : unit) {
        const char16_t u = c.unicode();
        const bool allowed = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9')
            || u == u':' || u == u'_' || u == u'.' || u == u'\\' || u == u'-' || u == u'@';
        if (!allowed)
            __builtin_trap();
    }
    if (unit.size() > 255 || unit.startsWith(u'@') || !unit.contains(u'.'))
        __builtin_trap();
    return 0;
}
