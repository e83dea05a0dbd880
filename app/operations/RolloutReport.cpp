// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RolloutReport.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Rollout)
};

struct HostStateName {
    RolloutHostState state;
    const char *id;
};
constexpr HostStateName kHostStates[] = {
    { RolloutHostState::Pending, "pending" },
    { RolloutHostState::Preflight, "preflight" },
    { RolloutHostState::Blocked, "blocked" },
    { RolloutHostState::Restarting, "restarting" },
    { RolloutHostState::Starting, "starting" },
    { RolloutHostState::Validating, "validating" },
    { RolloutHostState::Passed, "passed" },
    { RolloutHostState::Failed, "failed" },
    { RolloutHostState::Skipped, "skipped" },
    { RolloutHostState::Aborted, "aborted" },
    { RolloutHostState::RollingBack, "rolling-back" },
    { RolloutHostState::RolledBack, "rolled-back" },
};

struct StateName {
    RolloutState state;
    const char *id;
};
constexpr StateName kStates[] = {
    { RolloutState::Planned, "planned" }, { RolloutState::Running, "running" },
    { RolloutState::Paused, "paused" },   { RolloutState::Stopped, "stopped" },
    { RolloutState::Done, "done" },       { RolloutState::Aborted, "aborted" },
    { RolloutState::Failed, "failed" },
};

QJsonValue timeJson(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

QString cell(QString text)
{
    return text.replace(u'|', QLatin1String("\\|")).replace(u'\n', u' ');
}
} // namespace

QString rolloutHostStateId(RolloutHostState state)
{
    for (const HostStateName &n : kHostStates)
        if (n.state == state)
            return QString::fromLatin1(n.id);
    return QStringLiteral("pending");
}

RolloutHostState rolloutHostStateFromId(const QString &id)
{
    for (const HostStateName &n : kHostStates)
        if (id == QLatin1String(n.id))
            return n.state;
    return RolloutHostState::Pending;
}

QString rolloutHostStateTitle(RolloutHostState state)
{
    switch (state) {
    case RolloutHostState::Pending:
        return Tr::tr("Pending");
    case RolloutHostState::Preflight:
        return Tr::tr("Preflight");
    case RolloutHostState::Blocked:
        return Tr::tr("Blocked");
    case RolloutHostState::Restarting:
        return Tr::tr("Restarting");
    case RolloutHostState::Starting:
        return Tr::tr("Starting");
    case RolloutHostState::Validating:
        return Tr::tr("Validating");
    case RolloutHostState::Passed:
        return Tr::tr("Passed");
    case RolloutHostState::Failed:
        return Tr::tr("Failed");
    case RolloutHostState::Skipped:
        return Tr::tr("Skipped");
    case RolloutHostState::Aborted:
        return Tr::tr("Aborted");
    case RolloutHostState::RollingBack:
        return Tr::tr("Rolling back");
    case RolloutHostState::RolledBack:
        return Tr::tr("Rolled back");
    }
    return {};
}

QString rolloutStateId(RolloutState state)
{
    for (const StateName &n : kStates)
        if (n.state == state)
            return QString::fromLatin1(n.id);
    return QStringLiteral("planned");
}

RolloutState rolloutStateFromId(const QString &id)
{
    for (const StateName &n : kStates)
        if (id == QLatin1String(n.id))
            return n.state;
    return RolloutState::Planned;
}

QString rolloutStateTitle(RolloutState state)
{
    switch (state) {
    case RolloutState::Planned:
        return Tr::tr("Planned");
    case RolloutState::Running:
        return Tr::tr("Running");
    case RolloutState::Paused:
        return Tr::tr("Paused");
    case RolloutState::Stopped:
        return Tr::tr("Stopped");
    case RolloutState::Done:
        return Tr::tr("Done");
    case RolloutState::Aborted:
        return Tr::tr("Aborted");
    case RolloutState::Failed:
        return Tr::tr("Failed");
    }
    return {};
}

bool RolloutHostStatus::isFinal() const
{
    return state == RolloutHostState::Passed || state == RolloutHostState::Failed
        || state == RolloutHostState::Skipped || state == RolloutHostState::Aborted
        || state == RolloutHostState::RolledBack;
}

bool RolloutHostStatus::inFlight() const
{
    return state == RolloutHostState::Restarting || state == RolloutHostState::Starting
        || state == RolloutHostState::Validating;
}

QJsonObject RolloutHostStatus::toJson() const
{
    QJsonObject o { { QStringLiteral("host"), host },
                    { QStringLiteral("batch"), batch + 1 },
                    { QStringLiteral("position"), position + 1 },
                    { QStringLiteral("state"), rolloutHostStateId(state) },
                    { QStringLiteral("detail"), detail },
                    { QStringLiteral("invocation_before"), invocationBefore },
                    { QStringLiteral("invocation_after"), invocationAfter },
                    { QStringLiteral("overridden"), overridden },
                    { QStringLiteral("started"), timeJson(started) },
                    { QStringLiteral("finished"), timeJson(finished) } };
    if (startupSeconds >= 0)
        o.insert(QStringLiteral("startup_seconds"), startupSeconds);
    if (!preflight.isEmpty())
        o.insert(QStringLiteral("preflight"), preflight);
    if (!ladder.isEmpty())
        o.insert(QStringLiteral("ladder"), ladder);
    if (!rollBack.isEmpty())
        o.insert(QStringLiteral("roll_back"), rollBack);
    if (!gate.isEmpty())
        o.insert(QStringLiteral("gate"), gate);
    if (!rootCause.isEmpty() || !diagnosis.isEmpty())
        o.insert(QStringLiteral("diagnosis"),
                 QJsonObject { { QStringLiteral("root_cause"), rootCause },
                               { QStringLiteral("category"), rootCauseCategory },
                               { QStringLiteral("markdown"), diagnosis } });
    return o;
}

RolloutHostStatus RolloutHostStatus::fromJson(const QJsonObject &o)
{
    RolloutHostStatus s;
    s.host = o.value(QLatin1String("host")).toString();
    s.batch = qMax(0, o.value(QLatin1String("batch")).toInt(1) - 1);
    s.position = qMax(0, o.value(QLatin1String("position")).toInt(1) - 1);
    s.state = rolloutHostStateFromId(o.value(QLatin1String("state")).toString());
    s.detail = o.value(QLatin1String("detail")).toString();
    s.invocationBefore = o.value(QLatin1String("invocation_before")).toString();
    s.invocationAfter = o.value(QLatin1String("invocation_after")).toString();
    s.overridden = o.value(QLatin1String("overridden")).toBool();
    s.started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODate);
    s.finished = QDateTime::fromString(o.value(QLatin1String("finished")).toString(), Qt::ISODate);
    s.startupSeconds = o.value(QLatin1String("startup_seconds")).toDouble(-1);
    s.preflight = o.value(QLatin1String("preflight")).toObject();
    s.ladder = o.value(QLatin1String("ladder")).toObject();
    s.rollBack = o.value(QLatin1String("roll_back")).toObject();
    s.gate = o.value(QLatin1String("gate")).toObject();
    const QJsonObject d = o.value(QLatin1String("diagnosis")).toObject();
    s.rootCause = d.value(QLatin1String("root_cause")).toString();
    s.rootCauseCategory = d.value(QLatin1String("category")).toString();
    s.diagnosis = d.value(QLatin1String("markdown")).toString();
    return s;
}

RolloutVerdict RolloutReport::verdict() const
{
    switch (state) {
    case RolloutState::Done:
        // A host put back on its known-good state did not take the new one: not every host passed.
        for (const RolloutHostStatus &s : hosts)
            if (s.state == RolloutHostState::RolledBack)
                return RolloutVerdict::Failed;
        return RolloutVerdict::Passed;
    case RolloutState::Failed:
    case RolloutState::Stopped:
        return unreachable ? RolloutVerdict::CouldNotRun : RolloutVerdict::Failed;
    default:
        return RolloutVerdict::CouldNotRun;
    }
}

QString rolloutVerdictId(RolloutVerdict verdict)
{
    switch (verdict) {
    case RolloutVerdict::Passed:
        return QStringLiteral("passed");
    case RolloutVerdict::Failed:
        return QStringLiteral("failed");
    case RolloutVerdict::CouldNotRun:
        break;
    }
    return QStringLiteral("could-not-run");
}

QJsonObject RolloutReport::toJson() const
{
    QJsonArray hostArray;
    for (const RolloutHostStatus &s : hosts)
        hostArray.append(s.toJson());
    const QDateTime end = finished.isValid() ? finished : QDateTime::currentDateTimeUtc();
    QJsonObject o { { QStringLiteral("kind"), QStringLiteral("rollout") },
                    { QStringLiteral("uid"), plan.uid },
                    { QStringLiteral("state"), rolloutStateId(state) },
                    { QStringLiteral("verdict"), rolloutVerdictId(verdict()) },
                    { QStringLiteral("selection"), plan.selection },
                    { QStringLiteral("batch_size"), plan.batchSize },
                    { QStringLiteral("max_unavailable"), plan.maxUnavailable },
                    { QStringLiteral("hosts_at_once"), plan.effectiveBatchSize() },
                    { QStringLiteral("batch"), qMin(batch + 1, qMax(1, plan.batchCount())) },
                    { QStringLiteral("batches"), plan.batchCount() },
                    { QStringLiteral("started"), timeJson(started) },
                    { QStringLiteral("finished"), timeJson(finished) },
                    { QStringLiteral("seconds"), started.isValid() ? started.msecsTo(end) / 1000.0 : 0.0 },
                    { QStringLiteral("reason"), stopReason },
                    { QStringLiteral("hosts"), hostArray },
                    { QStringLiteral("plan"), plan.toJson() } };
    return o;
}

QString RolloutReport::toMarkdown() const
{
    QString md = Tr::tr("# Rolling restart %1").arg(plan.uid) + QStringLiteral("\n\n");
    md += Tr::tr("- State: **%1**").arg(rolloutStateTitle(state)) + u'\n';
    if (!stopReason.isEmpty())
        md += Tr::tr("- Reason: %1").arg(cell(stopReason)) + u'\n';
    md += Tr::tr("- Hosts: %1 (%n host(s)), %2 at a time (batch %3, at most %4 unavailable)", nullptr,
                 int(hosts.size()))
              .arg(plan.selection)
              .arg(plan.effectiveBatchSize())
              .arg(plan.batchSize)
              .arg(plan.maxUnavailable)
        + u'\n';
    if (started.isValid())
        md += Tr::tr("- Started: %1").arg(started.toString(Qt::ISODate)) + u'\n';
    md += u'\n' + Tr::tr("| batch | host | state | start-up | ladder | detail |") + u'\n';
    md += QStringLiteral("|---|---|---|---|---|---|\n");
    for (const RolloutHostStatus &s : hosts)
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                  .arg(s.batch + 1)
                  .arg(cell(s.host), rolloutHostStateTitle(s.state),
                       s.startupSeconds >= 0 ? QStringLiteral("%1 s").arg(s.startupSeconds, 0, 'f', 1)
                                             : QString(),
                       s.ladder.value(QLatin1String("verdict")).toString(), cell(s.detail));
    for (const RolloutHostStatus &s : hosts) {
        if (s.diagnosis.isEmpty() && s.rootCause.isEmpty())
            continue;
        md += u'\n' + Tr::tr("## Diagnosis of %1").arg(s.host) + QStringLiteral("\n\n");
        md += s.diagnosis.isEmpty() ? s.rootCause + u'\n' : s.diagnosis + u'\n';
    }
    if (plan.gate.isOn()) {
        md += u'\n' + Tr::tr("## Upgrade gate") + QStringLiteral("\n\n");
        md += Tr::tr(
                  "Output throughput (tok/s of the completed requests) of the same load before the restart "
                  "and after the ladder passed; at most %1% lower when the engine version changed.")
                  .arg(plan.gate.maxDropPercent)
            + QStringLiteral("\n\n");
        md += Tr::tr("| host | before | after | drop | versions | verdict | reason |") + u'\n';
        md += QStringLiteral("|---|---|---|---|---|---|---|\n");
        const auto num = [](const QJsonValue &v, const QString &unit) {
            return v.isDouble() ? QString::number(v.toDouble(), 'f', 1) + unit : QStringLiteral("–");
        };
        for (const RolloutHostStatus &s : hosts) {
            if (s.gate.isEmpty())
                continue;
            const QJsonObject versions = s.gate.value(QLatin1String("versions")).toObject();
            md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 → %6 | %7 | %8 |\n")
                      .arg(cell(s.host), num(s.gate.value(QLatin1String("before")), QString()),
                           num(s.gate.value(QLatin1String("after")), QString()),
                           num(s.gate.value(QLatin1String("drop_percent")), QStringLiteral("%")),
                           cell(versions.value(QLatin1String("before")).toString()),
                           cell(versions.value(QLatin1String("after")).toString()),
                           s.gate.value(QLatin1String("verdict")).toString(),
                           cell(s.gate.value(QLatin1String("reason")).toString()));
        }
    }
    for (const RolloutHostStatus &s : hosts) {
        if (s.rollBack.isEmpty())
            continue;
        md += u'\n' + Tr::tr("## Roll back of %1").arg(s.host) + QStringLiteral("\n\n");
        md += Tr::tr("- Failure it answered: %1")
                  .arg(cell(s.rollBack.value(QLatin1String("failure")).toString()))
            + u'\n';
        const QJsonObject good = s.rollBack.value(QLatin1String("known_good")).toObject();
        md += Tr::tr("- Known-good state: recorded %1 (%2)")
                  .arg(good.value(QLatin1String("recorded")).toString(),
                       cell(good.value(QLatin1String("evidence")).toString()))
            + u'\n';
        md += Tr::tr("- Outcome: %1").arg(cell(s.rollBack.value(QLatin1String("outcome")).toString()))
            + u'\n';
        md += Tr::tr(
                  "- Drop-in left in place: `%1` (remove it and run `systemctl daemon-reload` once the unit "
                  "is fixed)")
                  .arg(s.rollBack.value(QLatin1String("drop_in_path")).toString())
            + QStringLiteral("\n\n```\n") + s.rollBack.value(QLatin1String("text")).toString()
            + QStringLiteral("```\n");
    }
    md += u'\n' + Tr::tr("## Plan") + QStringLiteral("\n\n```\n") + plan.toText() + QStringLiteral("```\n");
    return md;
}

} // namespace ic
