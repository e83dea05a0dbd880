#pragma once

#include "chat/LadderReport.h"

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
    /// The newest ladder run of the host whose verdict was pass (load-only runs do not count).
    std::optional<LadderReport> lastKnownGood(const QString &host) const;
    /// The newest run of the host with a load result at `concurrency` streams, from a passing
    /// ladder run or a load probe run on its own.
    std::optional<LadderReport> lastLoad(const QString &host, int concurrency) const;
    /// Drops all but the newest `keep` reports of the host.
    void prune(const QString &host, int keep) const;

private:
    QString hostDir(const QString &host) const;
    QString m_dir;
};

} // namespace ic
