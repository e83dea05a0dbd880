// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Roll back: the profile's rule for putting the known-good unit state back, the drop-in and the
// plan of exact commands. The Rollout runs the plan (Rollout.cpp).
#include "RolloutRollBack.h"

#include "config/EngineProfile.h"
#include "formats/SystemctlCat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Rollout)
};

/// `"NAME=value"` in unit-file quoting (systemd.syntax(7): backslash escapes inside double quotes).
QString quotedAssignment(const QString &name, const QString &value)
{
    QString v = value;
    v.replace(u'\\', QLatin1String("\\\\")).replace(u'"', QLatin1String("\\\""));
    return u'"' + name + u'=' + v + u'"';
}

constexpr QLatin1StringView kRedacted("<redacted>");
} // namespace

RollBackRule rollBackRule(const QString &engine)
{
    RollBackRule rule;
    rule.engine = engine;
    const QList<EngineProfile> profiles = engineProfiles();
    const EngineProfile *p = findEngineProfile(engine, profiles);
    if (!p)
        return rule;
    rule.engine = p->id;
    const QJsonObject o = p->object.value(QLatin1String("rollback")).toObject();
    rule.how = o.value(QLatin1String("how")).toString(QStringLiteral("none"));
    rule.why = o.value(QLatin1String("why")).toString();
    rule.dropIn = o.value(QLatin1String("dropIn")).toString();
    for (const QJsonValue &v : o.value(QLatin1String("restores")).toArray())
        rule.restores.append(v.toString());
    return rule;
}

QString rollBackDropInDirectory(const QString &fragmentPath, const QString &unit, QString *error)
{
    // systemd.unit(5), "Unit File Load Path": the system unit directories; drop-ins written by
    // the administrator belong in /etc/systemd/system/<unit>.d/ whichever directory holds the unit.
    static const char *const dirs[]
        = { "/usr/local/lib/systemd/system/", "/usr/lib/systemd/system/", "/etc/systemd/system/",
            "/run/systemd/system/", "/lib/systemd/system/" };
    const bool plain = !fragmentPath.contains(u'\n') && !fragmentPath.contains(QLatin1String("/../"))
        && !fragmentPath.contains(QLatin1String("/./")) && fragmentPath.startsWith(u'/');
    for (const char *d : dirs) {
        const QString tail = QLatin1String(d) + unit;
        if (plain && !unit.isEmpty() && fragmentPath.endsWith(tail))
            return fragmentPath.chopped(tail.size()) + QStringLiteral("/etc/systemd/system/") + unit
                + QStringLiteral(".d");
    }
    if (error)
        *error = Tr::tr("the unit file %1 is not %2 in a systemd unit directory").arg(fragmentPath, unit);
    return {};
}

QByteArray rollBackDropIn(const UnitSnapshot &good, const QString &header)
{
    QByteArray text;
    for (const QString &line : header.split(u'\n'))
        text += "# " + line.toUtf8() + '\n';
    text += "[Service]\nExecStart=\nExecStart=" + good.execStart.toUtf8() + '\n';
    bool secret = false;
    QStringList assignments;
    for (auto it = good.environment.cbegin(); it != good.environment.cend(); ++it) {
        if (it.value() == kRedacted) {
            secret = true;
            continue;
        }
        assignments.append(quotedAssignment(it.key(), it.value()));
    }
    if (!secret)
        text += "Environment=\n";
    for (const QString &a : std::as_const(assignments))
        text += "Environment=" + a.toUtf8() + '\n';
    return text;
}

RollBackPlan makeRollBackPlan(const HostDefinition &host, const RollBackRule &rule, const UnitSnapshot &good,
                              const QString &rolloutUid, const QMap<QString, QString> &packagesNow)
{
    RollBackPlan plan;
    plan.host = host.name;
    plan.knownGood = good;
    if (!rule.canRollBack()) {
        plan.error = rule.why.isEmpty()
            ? Tr::tr("the %1 profile does not say how to roll back")
                  .arg(rule.engine.isEmpty() ? Tr::tr("engine's") : rule.engine)
            : Tr::tr("the %1 profile cannot roll back: %2").arg(rule.engine, rule.why);
        return plan;
    }
    if (good.execStart.isEmpty()) {
        plan.error = Tr::tr("the recorded known-good unit state has no ExecStart");
        return plan;
    }
    if (good.execStart.contains(kRedacted)) {
        plan.error = Tr::tr("the known-good ExecStart carries a secret (such as --api-key) that the console "
                            "does not keep");
        return plan;
    }
    QString error;
    const QString dir = rollBackDropInDirectory(good.fragmentPath, host.unit, &error);
    if (dir.isEmpty()) {
        plan.error = error;
        return plan;
    }
    const RemoteCommandBuilder commands(host);
    plan.dropInPath = dir + u'/' + rule.dropIn;
    plan.dropIn = rollBackDropIn(
        good,
        Tr::tr("Written by Inference Console, rollout %1: %2 as it was known good on %3 (%4).\n"
               "Remove this file and run systemctl daemon-reload once the unit is fixed.")
            .arg(rolloutUid, host.unit, good.recorded.toUTC().toString(Qt::ISODate), good.evidence));
    plan.write = commands.writeUnitDropIn(dir, rule.dropIn, plan.dropIn);
    plan.reload = commands.systemctlDaemonReload();
    plan.verify = commands.systemctlCat();
    plan.restart = commands.systemctlAction(UnitAction::Restart);
    for (const RemoteCommand *c : { &plan.write, &plan.reload, &plan.verify, &plan.restart })
        if (!c->isValid()) {
            plan.error = c->error;
            return plan;
        }
    if (good.hasRedactedSecret)
        plan.notes << Tr::tr("Secret values (tokens, keys) were not recorded: those variables keep their "
                             "current values and Environment= is not reset.");
    if (!good.environmentFiles.isEmpty())
        plan.notes << Tr::tr("EnvironmentFile= contents are not restored: %1")
                          .arg(good.environmentFiles.join(QLatin1String(", ")));
    if (good.packages.isEmpty()) {
        plan.notes << Tr::tr("No package versions were recorded with the known-good state.");
    } else if (!packagesNow.isEmpty()) {
        QStringList changed;
        for (auto it = good.packages.cbegin(); it != good.packages.cend(); ++it)
            if (packagesNow.value(it.key()) != it.value())
                changed << QStringLiteral("%1 %2 → %3")
                               .arg(it.key(), it.value(),
                                    packagesNow.value(it.key(), Tr::tr("(not installed)")));
        if (!changed.isEmpty())
            plan.notes << Tr::tr("Packages differ from the known-good state and are not reinstalled: %1")
                              .arg(changed.join(QLatin1String(", ")));
    }
    return plan;
}

QList<PlannedCommand> RollBackPlan::commands() const
{
    return {
        { QStringLiteral("rollback"),
          Tr::tr("write the known-good ExecStart and Environment as a drop-in (%1)").arg(dropInPath),
          QString::fromUtf8(write.line) },
        { QStringLiteral("rollback"), Tr::tr("make systemd load it"), QString::fromUtf8(reload.line) },
        { QStringLiteral("rollback"), Tr::tr("check that the effective ExecStart is the known-good one"),
          QString::fromUtf8(verify.line) },
        { QStringLiteral("restart"), Tr::tr("restart on the known-good state"),
          QString::fromUtf8(restart.line) },
        { QStringLiteral("watch"), Tr::tr("watch the start-up to ready"),
          Tr::tr("[the journal and the service state]") },
        { QStringLiteral("validate"), Tr::tr("run the validation ladder again"),
          Tr::tr("[HTTP through the API tunnel]") },
    };
}

QJsonObject RollBackPlan::toJson() const
{
    QJsonArray cmds;
    for (const PlannedCommand &c : commands())
        cmds.append(QJsonObject { { QStringLiteral("step"), c.step },
                                  { QStringLiteral("what"), c.what },
                                  { QStringLiteral("line"), c.line } });
    return { { QStringLiteral("error"), error },
             { QStringLiteral("known_good"),
               QJsonObject { { QStringLiteral("recorded"), knownGood.recorded.toUTC().toString(Qt::ISODate) },
                             { QStringLiteral("evidence"), knownGood.evidence },
                             { QStringLiteral("exec_start"), knownGood.execStart },
                             { QStringLiteral("fragment_path"), knownGood.fragmentPath } } },
             { QStringLiteral("drop_in_path"), dropInPath },
             { QStringLiteral("text"), QString::fromUtf8(dropIn) },
             { QStringLiteral("commands"), cmds },
             { QStringLiteral("notes"), QJsonArray::fromStringList(notes) } };
}

QString RollBackPlan::toText() const
{
    if (!isValid())
        return error + u'\n';
    QString t = Tr::tr("Roll back %1 to its unit state known good on %2 (%3):")
                    .arg(host, knownGood.recorded.toUTC().toString(Qt::ISODate), knownGood.evidence)
        + u'\n';
    t += Tr::tr("Drop-in %1:").arg(dropInPath) + u'\n';
    for (const QString &l : QString::fromUtf8(dropIn).split(u'\n', Qt::SkipEmptyParts))
        t += QStringLiteral("    ") + l + u'\n';
    for (const PlannedCommand &c : commands())
        t += QStringLiteral("  %1\n      %2\n").arg(c.what, c.line);
    for (const QString &n : notes)
        t += Tr::tr("Note: %1").arg(n) + u'\n';
    return t;
}

} // namespace ic
