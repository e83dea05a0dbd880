// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/NvidiaSmi.cpp
// libFuzzer target: nvidia-smi query lines, whole CSV outputs and compute-apps rows.
#include "formats/NvidiaSmi.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    static const QStringList fields = QStringLiteral("timestamp,index,uuid,name,memory.used,memory.total,"
                                                     "utilization.gpu,temperature.gpu,power.draw,power.limit")
                                          .split(QLatin1Char(','));
    static const QStringList apps
        = QStringLiteral("pid,process_name,gpu_uuid,used_memory").split(QLatin1Char(','));
    const ic::GpuSample s = ic::parseGpuQueryLine(input, fields);
    if (s.isValid() && s.values.size() != fields.size())
        __builtin_trap();
    (void)s.value(u"gpu_name");
    for (const ic::GpuSample &row : ic::parseGpuQueryCsv(input))
        (void)row.value(u"index");
    (void)ic::nvidiaSmiErrorLine(input);
    (void)ic::parseComputeAppsLine(input, apps);
    return 0;
}
