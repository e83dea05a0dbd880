#pragma once

#include "HostDefinition.h"

#include <QList>
#include <QString>

namespace ic {

/// The fleet's host definitions as one JSON document you can diff:
/// `{"version": 1, "hosts": [ {...}, ... ]}` in the XDG config dir.
class HostStore {
public:
    struct LoadResult {
        QList<HostDefinition> hosts;
        QStringList warnings; ///< per-host problems; those hosts are skipped, the rest load
        QString error; ///< the file exists but cannot be used at all
    };

    /// Missing file → empty list, no error.
    static LoadResult load(const QString &path);
    /// Atomic write (QSaveFile). Returns an error sentence, or empty on success.
    static QString save(const QString &path, const QList<HostDefinition> &hosts);
    static QByteArray toJson(const QList<HostDefinition> &hosts);
    static LoadResult fromJson(const QByteArray &json);
};

} // namespace ic
