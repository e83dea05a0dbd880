// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RolloutPlan.h"

#include "formats/SystemctlShow.h"
#include "operations/PreflightChecks.h"
#include "transport/RemoteCommand.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Rollout)
};

QString lineOf(const RemoteCommand &c)
{
    return c.isValid() ? QString::fromUtf8(c.line) : QStringLiteral("[%1]").arg(c.error);
}
} // namespace

QString UpgradeGate::defaultPrompt()
{
    return QStringLiteral("Write a long story about a lighthouse keeper and a storm.");
}

QString UpgradeGate::effectivePrompt() const
{
    return prompt.isEmpty() ? defaultPrompt() : prompt;
}

QJsonObject UpgradeGate::toJson() const
{
    if (!isOn())
        return {};
    return { { QStringLiteral("max_drop_percent"), maxDropPercent },
             { QStringLiteral("concurrency"), concurrency },
             { QStringLiteral("requests"), requests },
             { QStringLiteral("max_tokens"), maxTokens },
             { QStringLiteral("seed"), seed },
             { QStringLiteral("prompt"), effectivePrompt() },
             { QStringLiteral("timeout_s"), timeoutSeconds } };
}

UpgradeGate UpgradeGate::fromJson(const QJsonObject &o)
{
    UpgradeGate g;
    const QJsonValue drop = o.value(QLatin1String("max_drop_percent"));
    g.maxDropPercent = drop.isDouble() ? qBound(0.0, drop.toDouble(), 100.0) : -1;
    g.concurrency = qBound(1, o.value(QLatin1String("concurrency")).toInt(g.concurrency), 1024);
    g.requests = qBound(1, o.value(QLatin1String("requests")).toInt(g.requests), 100000);
    g.maxTokens = qBound(1, o.value(QLatin1String("max_tokens")).toInt(g.maxTokens), 1 << 20);
    g.seed = o.value(QLatin1String("seed")).toInteger(g.seed);
    g.prompt = o.value(QLatin1String("prompt")).toString();
    g.timeoutSeconds = qMax(1, o.value(QLatin1String("timeout_s")).toInt(g.timeoutSeconds));
    return g;
}

int RolloutPlan::effectiveBatchSize() const
{
    return qMax(1, qMin(batchSize, maxUnavailable));
}

int RolloutPlan::batchCount() const
{
    int n = 0;
    for (const RolloutHostPlan &h : hosts)
        n = qMax(n, h.batch + 1);
    return n;
}

QStringList RolloutPlan::batch(int index) const
{
    QStringList out;
    for (const RolloutHostPlan &h : hosts)
        if (h.batch == index)
            out.append(h.host);
    return out;
}

const RolloutHostPlan *RolloutPlan::host(const QString &name) const
{
    for (const RolloutHostPlan &h : hosts)
        if (h.host == name)
            return &h;
    return nullptr;
}

QJsonObject RolloutPlan::toJson() const
{
    QJsonArray list;
    for (const RolloutHostPlan &h : hosts) {
        QJsonArray commands;
        for (const PlannedCommand &c : h.commands)
            commands.append(QJsonObject { { QStringLiteral("step"), c.step },
                                          { QStringLiteral("what"), c.what },
                                          { QStringLiteral("line"), c.line } });
        list.append(QJsonObject { { QStringLiteral("host"), h.host },
                                  { QStringLiteral("unit"), h.unit },
                                  { QStringLiteral("batch"), h.batch + 1 },
                                  { QStringLiteral("position"), h.position + 1 },
                                  { QStringLiteral("commands"), commands } });
    }
    return { { QStringLiteral("uid"), uid },
             { QStringLiteral("selection"), selection },
             { QStringLiteral("batch_size"), batchSize },
             { QStringLiteral("max_unavailable"), maxUnavailable },
             { QStringLiteral("hosts_at_once"), effectiveBatchSize() },
             { QStringLiteral("preflight_timeout_s"), preflightTimeoutSeconds },
             { QStringLiteral("validation_timeout_s"), validationTimeoutSeconds },
             { QStringLiteral("startup_timeout_s"), startupTimeoutSeconds },
             { QStringLiteral("ladder"), ladderFile },
             { QStringLiteral("gate"), gate.toJson() },
             { QStringLiteral("hosts"), list } };
}

RolloutPlan RolloutPlan::fromJson(const QJsonObject &o)
{
    RolloutPlan p;
    p.uid = o.value(QLatin1String("uid")).toString();
    p.selection = o.value(QLatin1String("selection")).toString();
    p.batchSize = qMax(1, o.value(QLatin1String("batch_size")).toInt(1));
    p.maxUnavailable = qMax(1, o.value(QLatin1String("max_unavailable")).toInt(1));
    p.preflightTimeoutSeconds = qMax(1, o.value(QLatin1String("preflight_timeout_s")).toInt(30));
    p.validationTimeoutSeconds = qMax(1, o.value(QLatin1String("validation_timeout_s")).toInt(900));
    p.startupTimeoutSeconds = qMax(0, o.value(QLatin1String("startup_timeout_s")).toInt(0));
    p.ladderFile = o.value(QLatin1String("ladder")).toString();
    p.gate = UpgradeGate::fromJson(o.value(QLatin1String("gate")).toObject());
    for (const QJsonValue &v : o.value(QLatin1String("hosts")).toArray()) {
        const QJsonObject h = v.toObject();
        RolloutHostPlan hp;
        hp.host = h.value(QLatin1String("host")).toString();
        hp.unit = h.value(QLatin1String("unit")).toString();
        hp.batch = qMax(0, h.value(QLatin1String("batch")).toInt(1) - 1);
        hp.position = qMax(0, h.value(QLatin1String("position")).toInt(1) - 1);
        for (const QJsonValue &c : h.value(QLatin1String("commands")).toArray()) {
            const QJsonObject co = c.toObject();
            hp.commands.append({ co.value(QLatin1String("step")).toString(),
                                 co.value(QLatin1String("what")).toString(),
                                 co.value(QLatin1String("line")).toString() });
        }
        if (!hp.host.isEmpty())
            p.hosts.append(hp);
    }
    return p;
}

QString RolloutPlan::toText() const
{
    QString out
        = Tr::tr("Rolling restart of %n host(s) (%1): %2 at a time (batch %3, at most %4 unavailable).",
                 nullptr, int(hosts.size()))
              .arg(selection)
              .arg(effectiveBatchSize())
              .arg(batchSize)
              .arg(maxUnavailable)
        + u'\n';
    out += Tr::tr(
               "Each batch: preflight every host; restart them only when nothing blocks; watch each start-up "
               "to ready; run the validation ladder; the next batch starts only when every host passed.")
        + u'\n';
    if (gate.isOn())
        out += Tr::tr(
                   "Upgrade gate: before each restart and after the ladder passed, %1 requests (%2 at "
                   "once, at most %3 tokens each, seed %4, temperature 0); if the engine version changed and "
                   "the output throughput fell by more than %5%, the rollout stops there.")
                   .arg(gate.requests)
                   .arg(gate.concurrency)
                   .arg(gate.maxTokens)
                   .arg(gate.seed)
                   .arg(gate.maxDropPercent)
            + u'\n';
    for (int b = 0; b < batchCount(); ++b) {
        out += u'\n'
            + Tr::tr("Batch %1 of %2: %3")
                  .arg(b + 1)
                  .arg(batchCount())
                  .arg(batch(b).join(QLatin1String(", ")))
            + u'\n';
        for (const RolloutHostPlan &h : hosts) {
            if (h.batch != b)
                continue;
            out += QStringLiteral("  %1 (%2)\n").arg(h.host, h.unit);
            for (const PlannedCommand &c : h.commands)
                out += QStringLiteral("    %1  %2\n      $ %3\n").arg(c.step, -9).arg(c.what, c.line);
        }
    }
    return out;
}

QList<HostDefinition> selectRolloutHosts(const QList<HostDefinition> &all, const QString &group,
                                         const QStringList &tags, const QStringList &names, QString *error)
{
    QList<HostDefinition> out;
    QSet<QString> taken;
    auto add = [&](const HostDefinition &h) {
        if (!taken.contains(h.name)) {
            taken.insert(h.name);
            out.append(h);
        }
    };
    for (const QString &name : names) {
        const auto it
            = std::find_if(all.cbegin(), all.cend(), [&](const HostDefinition &h) { return h.name == name; });
        if (it == all.cend()) {
            if (error)
                *error = Tr::tr("There is no host named “%1”.").arg(name);
            return {};
        }
        add(*it);
    }
    if (!group.isEmpty()) {
        bool any = false;
        for (const HostDefinition &h : all)
            if (h.group == group) {
                add(h);
                any = true;
            }
        if (!any) {
            QStringList groups;
            for (const HostDefinition &h : all)
                if (!h.group.isEmpty() && !groups.contains(h.group))
                    groups.append(h.group);
            if (error)
                *error = groups.isEmpty()
                    ? Tr::tr("There is no group named “%1”: no host has a group.").arg(group)
                    : Tr::tr("There is no group named “%1” (groups: %2).")
                          .arg(group, groups.join(QLatin1String(", ")));
            return {};
        }
    }
    for (const QString &tag : tags) {
        bool any = false;
        for (const HostDefinition &h : all)
            if (h.tags.contains(tag)) {
                add(h);
                any = true;
            }
        if (!any) {
            if (error)
                *error = Tr::tr("No host has the tag “%1”.").arg(tag);
            return {};
        }
    }
    if (out.isEmpty() && error)
        *error = Tr::tr("No host was picked: name a group, a tag or hosts.");
    return out;
}

QList<PlannedCommand> plannedRolloutCommands(const HostDefinition &d)
{
    const RemoteCommandBuilder b(d);
    QList<PlannedCommand> out;
    const QString pre = QStringLiteral("preflight");
    out.append({ pre, Tr::tr("the unit's command line, user and environment"),
                 lineOf(b.systemctlShow(preflightUnitProperties())) });
    if (!d.pythonCommand.isEmpty())
        out.append({ pre, Tr::tr("installed packages"), lineOf(b.pipList(d.pythonCommand)) });
    else
        out.append({ pre, Tr::tr("installed packages"),
                     lineOf(b.pipList(QStringLiteral("PYTHON"))) + QLatin1Char(' ')
                         + Tr::tr("[PYTHON: the interpreter of the unit's ExecStart]") });
    out.append(
        { pre, Tr::tr("driver and GPUs"),
          lineOf(b.nvidiaSmiQueryGpu(
              { QStringLiteral("index"), QStringLiteral("uuid"), QStringLiteral("driver_version") }, 0)) });
    out.append(
        { pre, Tr::tr("processes holding GPU memory"),
          lineOf(b.nvidiaSmiComputeApps({ QStringLiteral("pid"), QStringLiteral("process_name"),
                                          QStringLiteral("gpu_uuid"), QStringLiteral("used_memory") })) });
    out.append({ pre, Tr::tr("the process tree"), lineOf(b.processTable()) });
    out.append({ pre, Tr::tr("free disk for the caches and /dev/shm"),
                 lineOf(b.diskFree({ QStringLiteral("/dev/shm") })) + QLatin1Char(' ')
                     + Tr::tr("[and the cache folders from the unit's User= and Environment=]") });
    out.append({ pre, Tr::tr("who listens on the API port"), lineOf(b.listeningSockets(d.apiPort)) });
    out.append({ QStringLiteral("restart"), Tr::tr("restart the service"),
                 lineOf(b.systemctlAction(UnitAction::Restart)) });
    out.append({ QStringLiteral("watch"), Tr::tr("service state until a new invocation is active"),
                 lineOf(b.systemctlShow(serviceStateProperties())) });
    out.append({ QStringLiteral("watch"), Tr::tr("the start-up in the journal (already followed)"),
                 lineOf(b.journal(true, 0)) });
    out.append({ QStringLiteral("validate"), Tr::tr("the validation ladder over the SSH tunnel"),
                 Tr::tr("[HTTP to 127.0.0.1:%1 on the host: GET /health, GET /v1/models, POST "
                        "/v1/chat/completions …]")
                     .arg(d.apiPort) });
    return out;
}

RolloutPlan makeRolloutPlan(const QList<HostDefinition> &hosts, int batchSize, int maxUnavailable,
                            const QString &selection)
{
    RolloutPlan p;
    p.selection = selection;
    p.batchSize = qMax(1, batchSize);
    p.maxUnavailable = qMax(1, maxUnavailable);
    const int perBatch = p.effectiveBatchSize();
    for (int i = 0; i < hosts.size(); ++i) {
        RolloutHostPlan h;
        h.host = hosts[i].name;
        h.unit = hosts[i].unit;
        h.position = i;
        h.batch = i / perBatch;
        h.commands = plannedRolloutCommands(hosts[i]);
        p.hosts.append(h);
    }
    return p;
}

} // namespace ic
