// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/Prometheus.cpp
// libFuzzer target: a Prometheus text exposition body and the lookups over it.
#include "formats/Prometheus.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const ic::PrometheusMetrics m = ic::parsePrometheusText(input);
    if (m.isValid() == m.samples.isEmpty())
        __builtin_trap();
    for (const ic::PrometheusSample &s : m.samples) {
        (void)m.familyOf(s.name);
        if (m.find(s.name, s.labels) == nullptr)
            __builtin_trap();
    }
    (void)m.sum(u"vllm:request_success_total");
    return 0;
}
