// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "PrometheusConfig.h"

namespace ic {

QJsonObject PrometheusConfig::toJson() const
{
    QJsonObject o;
    o[QLatin1String("url")] = url.toString();
    const PrometheusConfig defaults;
    if (gpuLabel != defaults.gpuLabel)
        o[QLatin1String("gpu_label")] = gpuLabel;
    if (engineLabel != defaults.engineLabel)
        o[QLatin1String("engine_label")] = engineLabel;
    if (intervalMs != defaults.intervalMs)
        o[QLatin1String("interval_s")] = intervalMs / 1000.0;
    if (!bearerToken.isEmpty())
        o[QLatin1String("bearer_token")] = bearerToken;
    return o;
}

} // namespace ic
