// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QUrl>

namespace ic {

/// The hosts file's top-level `"prometheus"` object: where the fleet's metrics already are.
/// When `url` is set, hosts that name their label values read GPU samples and serving figures
/// from Prometheus' HTTP API instead of SSH streams.
struct PrometheusConfig {
    QUrl url; ///< e.g. http://prometheus.example:9090; empty: not used
    QString gpuLabel = QStringLiteral("Hostname"); ///< the GPU exporter's label naming the host
    QString engineLabel = QStringLiteral("instance"); ///< the label naming the engine's scrape target
    int intervalMs = 1000; ///< how often the console asks (`interval_s`)
    QString bearerToken; ///< optional `Authorization: Bearer` (`bearer_token`)

    bool isEnabled() const { return !url.isEmpty() && url.isValid(); }
    QJsonObject toJson() const;
    friend bool operator==(const PrometheusConfig &, const PrometheusConfig &) = default;
};

} // namespace ic
