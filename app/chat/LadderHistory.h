#pragma once

#include "chat/ValidationLadder.h"

#include <optional>

namespace ic {

/// Past ladder reports per host, one JSON file each under `<dir>/<host>/`.
/// The directory defaults to `<AppDataLocation>/validation`; tests inject their own.
class LadderHistory {
public:
    explicit LadderHistory(const QString &directory = QString());

    static QString defaultDirectory();
    const QString &directory() const { return m_dir; }

    /// Writes the report; returns its path, or empty with `error` set.
    QString save(const LadderReport &report, QString *error = nullptr) const;
    /// Oldest first; unreadable files are skipped.
    QList<LadderReport> load(const QString &host) const;
    std::optional<LadderReport> last(const QString &host) const;
    /// Drops all but the newest `keep` reports of the host.
    void prune(const QString &host, int keep) const;

private:
    QString hostDir(const QString &host) const;
    QString m_dir;
};

} // namespace ic
