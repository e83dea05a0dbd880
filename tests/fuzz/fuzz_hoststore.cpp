// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// clang-format off
// fuzz-sources: config/HostStore.cpp config/HostDefinition.cpp config/PrometheusConfig.cpp config/EngineProfile.cpp formats/EngineLogLine.cpp formats/CompiledRegex.cpp
// fuzz-resources: yes
// clang-format on
// The hosts file: any bytes give either hosts or one clear error, never a crash.
#include "config/HostStore.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::HostStore::LoadResult r = ic::HostStore::fromJson(json, QStringLiteral("fuzz.json"));
    (void)r;
    return 0;
}
