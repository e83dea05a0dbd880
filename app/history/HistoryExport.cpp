// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistoryExport.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace ic {

QJsonObject exportHostHistory(const HistoryStore &store, const QString &host, const QDateTime &since)
{
    QJsonArray restarts;
    for (const RestartRecord &r : store.restarts(host, since))
        restarts.append(r.toJson());
    QJsonArray runs;
    const QList<QJsonObject> reports = store.ladderRuns(host, since);
    for (auto it = reports.crbegin(); it != reports.crend(); ++it) // newest first, like restarts
        runs.append(*it);
    QJsonArray snapshots;
    QSet<QString> units;
    for (const SnapshotRecord &s : store.snapshots(host)) {
        units.insert(s.unit);
        if (since.isValid() && s.recorded < since)
            continue;
        snapshots.append(QJsonObject { { QStringLiteral("unit"), s.unit },
                                       { QStringLiteral("recorded"), s.recorded.toString(Qt::ISODateWithMs) },
                                       { QStringLiteral("snapshot"), s.snapshot } });
    }
    QJsonObject knownGood;
    for (const QString &unit : std::as_const(units))
        if (const auto good = store.lastKnownGood(host, unit))
            knownGood.insert(unit, good->snapshot);
    QJsonArray probes;
    for (const QJsonObject &p : store.loadProbes(host))
        probes.append(p);
    QJsonArray overrides;
    for (const QJsonObject &o : store.preflightOverrides(host))
        overrides.append(o);
    const double median = store.startupMedianSeconds(host, 10);
    return QJsonObject { { QStringLiteral("host"), host },
                         { QStringLiteral("startupMedianSeconds"),
                           std::isfinite(median) ? QJsonValue(median) : QJsonValue() },
                         { QStringLiteral("restarts"), restarts },
                         { QStringLiteral("ladderRuns"), runs },
                         { QStringLiteral("snapshots"), snapshots },
                         { QStringLiteral("knownGood"), knownGood },
                         { QStringLiteral("loadProbes"), probes },
                         { QStringLiteral("preflightOverrides"), overrides } };
}

} // namespace ic
