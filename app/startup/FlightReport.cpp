// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A restart's phases against the host's and the group's medians, from the history.
#include "FlightReport.h"

#include "formats/DataText.h"
#include "startup/StartupProfile.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::FlightReport)
};

const QString kGroupKey = QStringLiteral("group");

double ms(double seconds)
{
    return std::round(seconds * 1000) / 1000;
}

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(ms(v)) : QJsonValue();
}

} // namespace

QString flightPhaseTitle(const QString &id)
{
    if (id.isEmpty())
        return Tr::tr("before the first phase");
    for (const StartupProfile &p : builtInStartupProfiles()) {
        for (const ProfilePhase &ph : p.phases) {
            if (ph.id == id && !ph.title.isEmpty())
                return dataText(ph.title);
        }
    }
    return id;
}

int flightPhaseOrder(const QString &id)
{
    const qsizetype i = startupPhaseIds().indexOf(id);
    return i < 0 ? 1000 : int(i);
}

QString FlightReport::hostMedianMissing() const
{
    if (hostRuns > 0)
        return {};
    return Tr::tr("no median yet: first start-up of this unit, model and arguments on %1 (no earlier one "
                  "became ready)")
        .arg(restart.host);
}

QString FlightReport::groupMedianMissing() const
{
    if (group.isEmpty())
        return Tr::tr("no group median: %1 was in no group when this start-up was recorded")
            .arg(restart.host);
    if (groupHosts == 0)
        return Tr::tr("no group median: no other host of group %1 has a ready start-up of this unit, model "
                      "and arguments before this one")
            .arg(group);
    return {};
}

QJsonObject FlightReport::toJson() const
{
    auto orNull = [](const QString &s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); };
    QJsonArray rows;
    for (const FlightPhaseRow &p : phases) {
        rows.append(
            QJsonObject { { QStringLiteral("id"), p.id },
                          { QStringLiteral("start"), number(p.startSeconds) },
                          { QStringLiteral("seconds"), number(p.seconds) },
                          { QStringLiteral("state"), p.state },
                          { QStringLiteral("reportedSeconds"),
                            p.reportedSeconds >= 0 ? QJsonValue(ms(p.reportedSeconds)) : QJsonValue() },
                          { QStringLiteral("hostMedianSeconds"), number(p.hostMedian) },
                          { QStringLiteral("hostRuns"), p.hostRuns },
                          { QStringLiteral("groupMedianSeconds"), number(p.groupMedian) },
                          { QStringLiteral("groupHosts"), p.groupHosts },
                          { QStringLiteral("groupRuns"), p.groupRuns } });
    }
    QJsonArray gaps;
    if (flight) {
        for (const FlightGap &g : flight->gaps)
            gaps.append(QJsonObject { { QStringLiteral("start"), ms(g.startSeconds) },
                                      { QStringLiteral("seconds"), ms(g.seconds) },
                                      { QStringLiteral("phase"), orNull(g.phase) },
                                      { QStringLiteral("untilEnd"), g.untilEnd } });
    }
    const double total = restart.totalSeconds();
    QJsonObject o {
        { QStringLiteral("kind"), QStringLiteral("startup-phases") },
        { QStringLiteral("host"), restart.host },
        { QStringLiteral("group"), orNull(group) },
        { QStringLiteral("unit"), restart.unit },
        { QStringLiteral("model"), restart.model },
        { QStringLiteral("serviceKey"), restart.serviceKey },
        { QStringLiteral("restartId"), restart.id },
        { QStringLiteral("invocationId"), orNull(restart.invocationId) },
        { QStringLiteral("started"),
          restart.started.isValid() ? QJsonValue(restart.started.toUTC().toString(Qt::ISODateWithMs))
                                    : QJsonValue() },
        { QStringLiteral("outcome"), restart.outcome },
        { QStringLiteral("seconds"), number(total) },
        { QStringLiteral("recorded"), flight.has_value() },
        { QStringLiteral("usualSilenceSeconds"),
          flight ? QJsonValue(flight->usualSilenceSeconds) : QJsonValue() },
        { QStringLiteral("hostMedian"),
          QJsonObject { { QStringLiteral("runs"), hostRuns },
                        { QStringLiteral("missing"), orNull(hostMedianMissing()) } } },
        { QStringLiteral("groupMedian"),
          QJsonObject { { QStringLiteral("group"), orNull(group) },
                        { QStringLiteral("hosts"), groupHosts },
                        { QStringLiteral("runs"), groupRuns },
                        { QStringLiteral("missing"), orNull(groupMedianMissing()) } } },
        { QStringLiteral("phases"), rows },
        { QStringLiteral("gaps"), gaps },
    };
    if (flight) {
        o.insert(QStringLiteral("gapsLeftOut"), flight->gapsLeftOut);
        o.insert(QStringLiteral("clockSteps"), flight->clockSteps);
        o.insert(QStringLiteral("clockStepSeconds"), ms(flight->clockStepSeconds));
    }
    return o;
}

FlightReport buildFlightReport(const HistoryStore &store, const RestartRecord &restart, int runs)
{
    FlightReport r;
    r.restart = restart;
    r.flight = StartupFlight::fromRestartData(restart.data);
    r.group = restart.data.value(kGroupKey).toString();
    const QHash<QString, PhaseMedian> host
        = store.phaseMedians(restart.serviceKey, runs, restart.id, &r.hostRuns);
    const QHash<QString, PhaseMedian> group
        = store.groupPhaseMedians(r.group, restart.unit, restart.model, restart.argsHash, restart.host, runs,
                                  restart.id, &r.groupHosts, &r.groupRuns);
    if (r.flight) {
        for (const FlightPhase &p : std::as_const(r.flight->phases)) {
            FlightPhaseRow row;
            row.id = p.id;
            row.startSeconds = p.startSeconds;
            row.seconds = p.seconds;
            row.state = p.state;
            row.reportedSeconds = p.reportedSeconds;
            r.phases.append(row);
        }
    } else {
        // Kept by an older build: the durations alone, in start-up order.
        QStringList ids = restart.phaseSeconds.keys();
        std::sort(ids.begin(), ids.end(), [](const QString &a, const QString &b) {
            const int oa = flightPhaseOrder(a), ob = flightPhaseOrder(b);
            return oa != ob ? oa < ob : a < b;
        });
        for (const QString &id : std::as_const(ids)) {
            FlightPhaseRow row;
            row.id = id;
            row.seconds = restart.phaseSeconds.value(id);
            row.state = QStringLiteral("done");
            r.phases.append(row);
        }
    }
    for (FlightPhaseRow &row : r.phases) {
        if (const auto it = host.constFind(row.id); it != host.cend()) {
            row.hostMedian = it->seconds;
            row.hostRuns = it->runs;
        }
        if (const auto it = group.constFind(row.id); it != group.cend()) {
            row.groupMedian = it->seconds;
            row.groupHosts = it->hosts;
            row.groupRuns = it->runs;
        }
    }
    return r;
}

} // namespace ic
