// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: transport/SshTarget.cpp
// clang-format on
// The ssh config reader (Host blocks imported as console hosts) and the target parser.
#include "transport/SshTarget.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)ic::parseSshConfigHosts(text);
    return 0;
}
