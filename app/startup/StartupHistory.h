#pragma once

#include "startup/StartupTracker.h"

#include <QHash>
#include <QList>
#include <QString>

namespace ic {

/// Phase durations of past start-ups per service, so the ETA learns. Kept as one JSON file
/// under the XDG data dir (an explicit directory in tests), the last `maxRuns` runs per key.
class StartupHistory {
public:
    /// Empty `directory`: QStandardPaths::AppDataLocation.
    explicit StartupHistory(const QString &directory = {}, int maxRuns = 20);

    /// Identifies one service configuration: the same host, unit, model and arguments.
    static QString key(const QString &host, const QString &unit, const QString &model,
                       const QString &argsHash);
    /// A short stable hash of a command line, for key().
    static QString hashArguments(const QString &commandLine);

    QString filePath() const;
    /// Reads the file; a missing one is an empty history. False (and `error`) on a broken one.
    bool load(QString *error = nullptr);
    /// Adds one finished start-up and writes the file.
    bool record(const QString &key, const QHash<QString, double> &phaseSeconds, QString *error = nullptr);

    QList<QHash<QString, double>> runs(const QString &key) const { return m_runs.value(key); }
    /// Median and maximum per phase over the stored runs of `key`.
    PhaseExpectations expectations(const QString &key) const;

private:
    bool save(QString *error);

    QString m_dir;
    int m_maxRuns;
    QHash<QString, QList<QHash<QString, double>>> m_runs;
};

} // namespace ic
