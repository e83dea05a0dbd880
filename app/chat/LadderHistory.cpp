// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderHistory.h"

#include "config/Settings.h"
#include "history/HistoryLocation.h"
#include "history/HistoryRetention.h"
#include "history/LegacyImport.h"

namespace ic {

LadderHistory::LadderHistory(const QString &directory)
    : m_dir(directory.isEmpty() ? defaultDirectory() : directory)
    , m_db(historyLocation::forDirectory(
          m_dir, QStringLiteral("validation"),
          [dir = m_dir](HistoryDatabase &db) { legacy::importLadderRuns(db, dir); }))
{
}

QString LadderHistory::defaultDirectory()
{
    return Settings::dataDirectory() + QStringLiteral("/validation");
}

QString LadderHistory::save(const LadderReport &report, QString *error) const
{
    LadderReport r = report;
    if (!r.started.isValid())
        r.started = QDateTime::currentDateTimeUtc();
    if (!HistoryStore(m_db).recordLadderRun(r.toJson(), error))
        return QString();
    scheduleRetention(m_db);
    return m_db->path();
}

QList<LadderReport> LadderHistory::load(const QString &host) const
{
    QList<LadderReport> out;
    for (const QJsonObject &o : HistoryStore(m_db).ladderRuns(host))
        out.append(LadderReport::fromJson(o));
    return out;
}

std::optional<LadderReport> LadderHistory::last(const QString &host) const
{
    const std::optional<QJsonObject> o = HistoryStore(m_db).lastLadderRun(host);
    if (!o)
        return std::nullopt;
    return LadderReport::fromJson(*o);
}

std::optional<LadderReport> LadderHistory::lastKnownGood(const QString &host) const
{
    const QList<LadderReport> all = load(host);
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        if (it->kind == QLatin1String("ladder") && it->verdict() == Verdict::Pass)
            return *it;
    }
    return std::nullopt;
}

std::optional<LadderReport> LadderHistory::lastLoad(const QString &host, int concurrency) const
{
    const QList<LadderReport> all = load(host);
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        if (it->loadConcurrency() == concurrency && it->loadOutputThroughput() > 0
            && it->verdict() == Verdict::Pass)
            return *it;
    }
    return std::nullopt;
}

void LadderHistory::prune(const QString &host, int keep) const
{
    HistoryStore(m_db).pruneLadderRuns(host, keep);
}

} // namespace ic
