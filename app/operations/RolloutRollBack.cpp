// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Roll back: the known-good unit state recorded with every pass, the profile's rule for putting it
// back, the plan of exact commands, and the Rollout's steps that run it (write the drop-in,
// daemon-reload, check the effective ExecStart, then the usual restart, watch and ladder).
#include "RolloutRollBack.h"

#include "Rollout.h"
#include "RolloutRun.h"
#include "config/EngineProfile.h"
#include "formats/SystemctlCat.h"
#include "host/Fleet.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/ServiceMonitor.h"
#include "transport/Transport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QPointer>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcRollout)

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

// ---- The Rollout's roll back -------------------------------------------------------------

QString Rollout::engineOf(const QString &host) const
{
    HostSession *s = session(host);
    if (!s)
        return {};
    QString engine = s->definition().engine;
    if (engine.isEmpty() || isAutoEngine(engine))
        engine = s->startupWatch()->tracker()->snapshot().engine;
    return engine;
}

RollBackPlan Rollout::rollBackPlan(const QString &host) const
{
    RollBackPlan plan;
    plan.host = host;
    HostSession *s = session(host);
    const RolloutHostStatus *st = this->host(host);
    if (!s || !st) {
        plan.error = Tr::tr("%1 is not in this rollout.").arg(host);
        return plan;
    }
    const QString engine = engineOf(host);
    if (engine.isEmpty()) {
        plan.error
            = Tr::tr("%1 cannot be rolled back: its engine is not known (set it in the host's settings).")
                  .arg(host);
        return plan;
    }
    QString error;
    const std::optional<UnitSnapshot> good
        = m_db ? UnitSnapshotStore(m_db).lastKnownGood(host, s->definition().unit, &error) : std::nullopt;
    if (!good) {
        // No evidence, no roll back.
        plan.error
            = Tr::tr("%1 cannot be rolled back: no known-good unit state of %2 was recorded (a host that "
                     "passes the validation ladder in a rollout records one)%3.")
                  .arg(host, s->definition().unit,
                       error.isEmpty() ? QString() : QStringLiteral(": ") + error);
        return plan;
    }
    const QMap<QString, QString> packagesNow = s->diagnostics()->hasEnvironment()
        ? s->diagnostics()->environment().packages
        : QMap<QString, QString>();
    plan = makeRollBackPlan(s->definition(), rollBackRule(engine), *good, m_plan.uid, packagesNow);
    if (!plan.isValid())
        plan.error = Tr::tr("%1 cannot be rolled back: %2.").arg(host, plan.error);
    return plan;
}

bool Rollout::canRollBack(const QString &host, QString *why) const
{
    const RolloutHostStatus *st = this->host(host);
    QString reason;
    if (!st || st->state != RolloutHostState::Failed)
        reason = Tr::tr("Only a failed host can be rolled back.");
    else if (!st->rollBack.isEmpty())
        reason = Tr::tr("%1 was rolled back once already: %2")
                     .arg(host, st->rollBack.value(QLatin1String("outcome")).toString());
    else if (const RollBackPlan plan = rollBackPlan(host); !plan.isValid())
        reason = plan.error;
    if (why)
        *why = reason;
    return reason.isEmpty();
}

bool Rollout::rollBack(const QString &host, QString *error)
{
    QString why;
    if (m_state != RolloutState::Stopped)
        why = Tr::tr("Only a failed host of a stopped rollout can be rolled back.");
    else
        canRollBack(host, &why);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    setState(RolloutState::Running);
    m_batchRunning = true;
    startRollBack(host);
    return true;
}

bool Rollout::rollBackFailedHosts()
{
    QStringList hosts;
    for (const QString &h : m_plan.batch(m_batch)) {
        if (status(h)->state == RolloutHostState::Blocked)
            return false; // a block needs a person; nothing is rolled back around it
        if (status(h)->state == RolloutHostState::Failed) {
            QString why;
            if (!canRollBack(h, &why)) {
                Q_EMIT progress(why);
                return false;
            }
            hosts << h;
        }
    }
    if (hosts.isEmpty())
        return false;
    m_batchRunning = true;
    for (const QString &h : std::as_const(hosts))
        startRollBack(h);
    return true;
}

void Rollout::startRollBack(const QString &host)
{
    const RollBackPlan plan = rollBackPlan(host);
    RolloutHostStatus *st = status(host);
    st->rollBack = plan.toJson();
    st->rollBack.insert(QStringLiteral("failure"), st->detail);
    st->rollBack.insert(QStringLiteral("started"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    auto run = std::make_shared<Run>();
    m_runs.insert(host, run);
    Q_EMIT progress(plan.toText().trimmed());
    rollBackStep(host, 0, plan);
}

void Rollout::rollBackFailed(const QString &host, const QString &why)
{
    RolloutHostStatus *st = status(host);
    const QString text = Tr::tr("the roll back failed: %1").arg(why);
    st->rollBack.insert(QStringLiteral("outcome"), text);
    st->rollBack.insert(QStringLiteral("finished"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    setHost(host, RolloutHostState::Failed, text);
    hostEnded(host);
}

void Rollout::rollBackStep(const QString &host, int step, const RollBackPlan &plan)
{
    auto run = m_runs.value(host);
    HostSession *s = session(host);
    if (!run || !s)
        return;
    if (step == 3) { // written, loaded and checked: the usual restart, watch and ladder follow
        restartHost(host);
        return;
    }
    const RemoteCommand &cmd = step == 0 ? plan.write : step == 1 ? plan.reload : plan.verify;
    const QString what = step == 0 ? Tr::tr("writing %1").arg(plan.dropInPath)
        : step == 1                ? Tr::tr("systemctl daemon-reload")
                                   : Tr::tr("checking the effective ExecStart");
    setHost(host, RolloutHostState::RollingBack, Tr::tr("%1: %2").arg(what, QString::fromUtf8(cmd.line)));
    CommandJob *job = s->transport()->run(cmd.line);
    auto *deadline = new QTimer(run->context.get());
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, run->context.get(), [this, host, what, ms = m_rollBackCommandMs] {
        if (auto r = m_runs.value(host); r && !r->ended) {
            r->ended = true;
            rollBackFailed(host, Tr::tr("%1 did not finish within %2 s").arg(what).arg(ms / 1000));
        }
    });
    deadline->start(m_rollBackCommandMs);
    connect(
        job, &CommandJob::finished, run->context.get(),
        [this, host, step, plan, what, deadline](const CommandResult &r) {
            auto current = m_runs.value(host);
            if (!current || current->ended)
                return;
            deadline->stop();
            if (!r.succeeded()) {
                const QString stderrText = QString::fromUtf8(r.standardError).trimmed();
                current->ended = true;
                rollBackFailed(host,
                               Tr::tr("%1 failed (%2)")
                                   .arg(what,
                                        !r.ran()                   ? r.error
                                            : stderrText.isEmpty() ? Tr::tr("exit status %1").arg(r.exitCode)
                                                                   : stderrText.section(u'\n', -1)));
                return;
            }
            if (step == 2) {
                // Another drop-in sorting after ours would still win: check what systemd will run.
                const EffectiveService eff = effectiveService(parseSystemctlCat(r.standardOutput));
                const QString now = eff.execStart.value(eff.execStart.size() - 1);
                if (now != plan.knownGood.execStart) {
                    current->ended = true;
                    rollBackFailed(host,
                                   Tr::tr("after the reload the unit still starts “%1”, not the known-good "
                                          "“%2”; a drop-in sorting after %3 overrides it")
                                       .arg(now, plan.knownGood.execStart, plan.dropInPath));
                    return;
                }
            }
            rollBackStep(host, step + 1, plan);
        });
}

void Rollout::recordKnownGood(const QString &host, const QString &evidence)
{
    auto run = m_runs.value(host);
    if (!run || !m_db) {
        hostEnded(host);
        return;
    }
    run->ended = false;
    HostSession *s = session(host);
    if (!s) {
        hostEnded(host);
        return;
    }
    recordKnownGoodUnitState(
        s->definition(), s->transport(),
        s->diagnostics()->hasEnvironment() ? s->diagnostics()->environment().packages
                                           : QMap<QString, QString>(),
        m_db, evidence, run->context.get(), m_rollBackCommandMs,
        [this, host](const QString &recorded, const QString &warning) {
            auto r = m_runs.value(host);
            if (!r || r->ended)
                return;
            r->ended = true;
            if (!warning.isEmpty()) {
                qCWarning(lcRollout).noquote() << host << "known-good unit state not recorded:" << warning;
                Q_EMIT progress(
                    Tr::tr("%1: the known-good unit state was not recorded: %2").arg(host, warning));
            } else {
                Q_EMIT progress(Tr::tr("%1: known-good unit state recorded: %2").arg(host, recorded));
            }
            hostEnded(host);
        });
}

} // namespace ic
