// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LadderReport.h"
#include "history/HistoryStore.h"

#include <memory>
#include <optional>

namespace ic {

/// Past ladder reports per host, kept in the history database (history/HistoryDatabase.h):
/// each report's whole JSON plus its steps as rows, so fields a newer build adds survive.
/// Report files an older build left (`<dir>/<host>/*.json`) are imported once and moved aside.
class LadderHistory {
public:
    /// Empty `directory` (or defaultDirectory()): the console's database; another directory
    /// (tests): a database of its own in that directory.
    explicit LadderHistory(const QString &directory = QString());

    /// `<Settings::dataDirectory()>/validation`, where older builds kept report files.
    static QString defaultDirectory();
    const QString &directory() const { return m_dir; }

    /// Keeps the report; returns the database file, or empty with `error` set.
    QString save(const LadderReport &report, QString *error = nullptr) const;
    /// Oldest first.
    QList<LadderReport> load(const QString &host) const;
    std::optional<LadderReport> last(const QString &host) const;
    /// The newest ladder run of the host whose verdict was pass (load-only runs do not count).
    std::optional<LadderReport> lastKnownGood(const QString &host) const;
    /// The newest run of the host with a load result at `concurrency` streams, from a passing
    /// ladder run or a load probe run on its own.
    std::optional<LadderReport> lastLoad(const QString &host, int concurrency) const;
    /// Drops all but the newest `keep` reports of the host.
    void prune(const QString &host, int keep) const;

    HistoryStore store() const { return HistoryStore(m_db); }

private:
    QString m_dir;
    std::shared_ptr<HistoryDatabase> m_db;
};

} // namespace ic
