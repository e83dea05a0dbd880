// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// fuzz-sources: formats/PrometheusApi.cpp
// libFuzzer target: an answer of Prometheus' HTTP query API (the first byte picks the HTTP status).
#include "formats/PrometheusApi.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const int statuses[] = { 200, 400, 422, 500, 503, 0 };
    const int status = statuses[data[0] % 6];
    const QByteArrayView input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const ic::PrometheusQueryResult r = ic::parsePrometheusQueryResponse(input, status);
    if (!r.isValid() && !r.series.isEmpty())
        __builtin_trap(); // an unusable answer carries no series
    if (r.isValid() && r.resultType.isEmpty())
        __builtin_trap();
    int points = 0;
    for (const ic::PrometheusSeries &s : r.series) {
        points += int(s.points.size());
        for (int i = 1; i < s.labels.size(); ++i) {
            if (s.labels.at(i - 1).first > s.labels.at(i).first)
                __builtin_trap(); // labels sorted by name
        }
    }
    if (points != r.pointCount() || r.nonFinitePoints > points)
        __builtin_trap();
    (void)ic::promqlExactAlternatives(
        { QString::fromUtf8(input.first(std::min<qsizetype>(input.size(), 64))) });
    return 0;
}
