// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/HistoryStore.h"
#include "startup/FlightReport.h"
#include "startup/StartupTracker.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace ic {

/// Phase durations of past start-ups per service, so the ETA learns. Kept in the history
/// database (history/HistoryDatabase.h) that every console process shares; the statistics
/// use the newest `maxRuns` ready start-ups per key. A `startup-history.json` left by an
/// older build in the directory is imported once and moved aside.
class StartupHistory {
public:
    /// Empty `directory` (or the data folder): the console's database; another directory
    /// (tests): a database of its own in that directory.
    explicit StartupHistory(const QString &directory = {}, int maxRuns = FlightReport::kRuns);

    /// Identifies one service configuration: the same host, unit, model and arguments.
    static QString key(const QString &host, const QString &unit, const QString &model,
                       const QString &argsHash);
    /// A short stable hash of a command line, for key().
    static QString hashArguments(const QString &commandLine);

    /// The database file.
    QString filePath() const;
    /// True when the history can be used; false (and `error`, one sentence naming the file)
    /// when it cannot — the console then works without it.
    bool load(QString *error = nullptr);
    /// Adds one finished (ready) start-up; the key's parts fill the host, unit and model.
    bool record(const QString &key, const QHash<QString, double> &phaseSeconds, QString *error = nullptr);
    /// Adds one restart with everything known about it (outcome, times, root cause, memory).
    bool record(const RestartRecord &restart, QString *error = nullptr);

    /// Phase durations of the newest `maxRuns` ready start-ups of `key`, oldest first.
    QList<QHash<QString, double>> runs(const QString &key) const;
    /// Median and maximum per phase over those runs (one SQL query).
    PhaseExpectations expectations(const QString &key) const;

    HistoryStore store() const { return HistoryStore(m_db); }

private:
    std::shared_ptr<HistoryDatabase> m_db;
    int m_maxRuns;
};

} // namespace ic
