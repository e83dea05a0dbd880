// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace ic {

/// Where an HTTP API answers and how to authenticate: the tunnel's `http://127.0.0.1:<port>` of a
/// host's OpenAI-compatible server, or a Prometheus server.
struct HttpEndpoint {
    QUrl baseUrl;
    QString apiKey; ///< bearer token; empty: no Authorization header

    QUrl url(const QString &path) const; ///< base + path, without doubling `/`
};

} // namespace ic
