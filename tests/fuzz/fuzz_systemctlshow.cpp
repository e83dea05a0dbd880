// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/SystemctlShow.cpp
// libFuzzer target: `systemctl show` output and the state derived from it.
#include "formats/SystemctlShow.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    static const QStringList requested = ic::serviceStateProperties();
    const ic::UnitProperties props = ic::parseSystemctlShow(input, requested);
    const ic::ServiceState state = ic::toServiceState(props);
    if (state.mainPid < 0 || state.restarts < 0)
        __builtin_trap();
    (void)ic::parseSystemdTimestamp(QString::fromUtf8(input));
    return 0;
}
