// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupHistory.h"

#include "history/HistoryLocation.h"
#include "history/HistoryRetention.h"
#include "history/LegacyImport.h"

#include <QCryptographicHash>
#include <QDir>

#include <algorithm>

namespace ic {

StartupHistory::StartupHistory(const QString &directory, int maxRuns)
    : m_db(historyLocation::forDirectory(
        directory, QString(),
        [directory](HistoryDatabase &db) {
            legacy::importStartupHistory(db,
                                         QDir(directory).filePath(QStringLiteral("startup-history.json")));
        }))
    , m_maxRuns(std::max(1, maxRuns))
{
}

QString StartupHistory::key(const QString &host, const QString &unit, const QString &model,
                            const QString &argsHash)
{
    return host + QLatin1Char('|') + unit + QLatin1Char('|') + model + QLatin1Char('|') + argsHash;
}

QString StartupHistory::hashArguments(const QString &commandLine)
{
    const QByteArray h
        = QCryptographicHash::hash(commandLine.simplified().toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(h.toHex().left(16));
}

QString StartupHistory::filePath() const
{
    return m_db->path();
}

bool StartupHistory::load(QString *error)
{
    if (m_db->isAvailable())
        return true;
    if (error)
        *error = m_db->error();
    return false;
}

bool StartupHistory::record(const QString &key, const QHash<QString, double> &phaseSeconds, QString *error)
{
    if (phaseSeconds.isEmpty())
        return true;
    RestartRecord r;
    r.serviceKey = key;
    const QStringList parts = key.split(QLatin1Char('|'));
    r.host = parts.value(0);
    r.unit = parts.value(1);
    r.model = parts.value(2);
    r.argsHash = parts.value(3);
    r.outcome = QStringLiteral("ready");
    r.phaseSeconds = phaseSeconds;
    return record(r, error);
}

bool StartupHistory::record(const RestartRecord &restart, QString *error)
{
    if (!HistoryStore(m_db).recordRestart(restart, error))
        return false;
    scheduleRetention(m_db);
    return true;
}

QList<QHash<QString, double>> StartupHistory::runs(const QString &key) const
{
    QList<QHash<QString, double>> out;
    for (const RestartRecord &r : HistoryStore(m_db).restartsForKey(key, m_maxRuns))
        out.append(r.phaseSeconds);
    return out;
}

PhaseExpectations StartupHistory::expectations(const QString &key) const
{
    PhaseExpectations e;
    HistoryStore(m_db).phaseStatistics(key, m_maxRuns, &e.median, &e.max);
    return e;
}

} // namespace ic
