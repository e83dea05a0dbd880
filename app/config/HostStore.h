// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "HostDefinition.h"
#include "PrometheusConfig.h"

#include <QList>
#include <QString>

namespace ic {

/// The fleet's host definitions as one JSON document you can diff:
/// `{"version": 1, "hosts": [ {...}, ... ]}` in the XDG config dir.
class HostStore {
public:
    /// The versions of the file this build reads.
    static constexpr int kVersion = 1;

    struct LoadResult {
        QList<HostDefinition> hosts;
        PrometheusConfig prometheus; ///< the top-level "prometheus" object; disabled when absent
        QStringList warnings; ///< unknown keys and the like: named, and the rest loads
        /// The file cannot be used: a JSON syntax error, a wrong type, a missing required key, an
        /// unknown version. One sentence that names the file, the line and the field. No host loads.
        QString error;
    };

    /// Missing file → empty list, no error. Refuses directories, devices and files over 16 MiB.
    static LoadResult load(const QString &path);
    /// Atomic write: the file is 0600 from its first byte (its folder 0700 when we make it), and
    /// a save that fails leaves the previous file as it was. Returns an error sentence, or empty.
    static QString save(const QString &path, const QList<HostDefinition> &hosts,
                        const PrometheusConfig &prometheus = {});
    static QByteArray toJson(const QList<HostDefinition> &hosts, const PrometheusConfig &prometheus = {});
    /// `source` names the file in messages.
    static LoadResult fromJson(const QByteArray &json, const QString &source = QString());
};

} // namespace ic
