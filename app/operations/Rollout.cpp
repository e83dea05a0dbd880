// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The rolling restart's engine: batches, preflight gate, restart, start-up watch, ladder, stop.
// Longer than usual: the per-host stages (preflight, restart, watch, diagnosis, ladder, roll back) read
// best in order, in one file. The states and the report are values of their own (RolloutReport.h), the
// roll back's plan and drop-in too (RolloutRollBack.h). Hosts are reached only through RolloutHost
// (RolloutHost.h); known good is the host's own record, which a pass waits for.
#include "Rollout.h"

#include "formats/SystemctlCat.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "operations/Preflight.h"
#include "operations/RolloutGate.h"
#include "operations/RolloutHost.h"
#include "operations/SessionRolloutHost.h"
#include "startup/StartupProfile.h"
#include "transport/Transport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QTimer>
#include <QUuid>

Q_LOGGING_CATEGORY(lcRollout, "console.rollout", QtInfoMsg)

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Rollout)
};
} // namespace

/// One host of the running batch: its side of the rollout and what it is waiting for; deleting it
/// drops every connection.
struct RolloutHostRun {
    explicit RolloutHostRun(std::shared_ptr<RolloutHost> h)
        : host(std::move(h))
    {
    }
    std::shared_ptr<RolloutHost> host;
    std::unique_ptr<QObject> context = std::make_unique<QObject>();
    std::unique_ptr<Preflight> preflight;
    QTimer *deadline = nullptr;
    bool readySeen = false;
    bool failedSeen = false;
    bool ended = false;
    bool knownGoodHeld = false; ///< the gate decides whether the passing run is known good
};

Rollout::Rollout(Fleet *fleet, const RolloutPlan &plan, std::shared_ptr<HistoryDatabase> history,
                 QObject *parent)
    : QObject(parent)
    , m_fleet(fleet)
    , m_db(std::move(history))
{
    m_report.plan = plan;
    if (m_report.plan.uid.isEmpty())
        m_report.plan.uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    for (const RolloutHostPlan &h : std::as_const(m_report.plan.hosts)) {
        RolloutHostStatus s;
        s.host = h.host;
        s.batch = h.batch;
        s.position = h.position;
        m_report.hosts.append(s);
    }
    m_operator = qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME"));
}

Rollout::~Rollout()
{
    m_runs.clear();
}

RolloutHostStatus *Rollout::status(const QString &host)
{
    for (RolloutHostStatus &s : m_report.hosts)
        if (s.host == host)
            return &s;
    return nullptr;
}

const RolloutHostStatus *Rollout::host(const QString &name) const
{
    for (const RolloutHostStatus &s : m_report.hosts)
        if (s.host == name)
            return &s;
    return nullptr;
}

RolloutHost *Rollout::hostOf(const QString &host) const
{
    std::shared_ptr<SessionRolloutHost> &h = m_hosts[host];
    if (!h || !h->isValid()) // first asked, or the fleet made the session again
        h = SessionRolloutHost::inFleet(m_fleet, host);
    if (!h)
        m_hosts.remove(host);
    return m_hosts.value(host).get();
}

bool Rollout::isFinished() const
{
    return m_report.state == RolloutState::Done || m_report.state == RolloutState::Aborted
        || m_report.state == RolloutState::Failed;
}

void Rollout::setOverride(const QString &host, const QString &typed)
{
    m_overrides.insert(host, typed);
}

void Rollout::setHost(const QString &host, RolloutHostState state, const QString &detail)
{
    RolloutHostStatus *s = status(host);
    if (!s)
        return;
    QString text = detail;
    if (!s->rollBack.isEmpty() && !s->rollBack.contains(QLatin1String("outcome"))) {
        // The restart on the known-good state: its verdict is the roll back's.
        if (state == RolloutHostState::Passed) {
            state = RolloutHostState::RolledBack;
            text = Tr::tr("rolled back to the known-good unit state; %1").arg(detail);
        } else if (state == RolloutHostState::Failed) {
            text = Tr::tr("the roll back did not help: %1").arg(detail);
        }
        if (state == RolloutHostState::RolledBack || state == RolloutHostState::Failed
            || state == RolloutHostState::Aborted) {
            s->rollBack.insert(QStringLiteral("outcome"), text);
            s->rollBack.insert(QStringLiteral("verdict"), s->ladder.value(QLatin1String("verdict")));
            s->rollBack.insert(QStringLiteral("finished"),
                               QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        }
    }
    s->state = state;
    s->detail = text;
    if (state == RolloutHostState::Preflight && !s->started.isValid())
        s->started = QDateTime::currentDateTimeUtc();
    if (s->isFinal() || state == RolloutHostState::Blocked)
        s->finished = QDateTime::currentDateTimeUtc();
    qCInfo(lcRollout).noquote() << host << rolloutHostStateId(state) << text;
    save(host);
    Q_EMIT hostChanged(host);
    Q_EMIT progress(QStringLiteral("%1: %2 — %3").arg(host, rolloutHostStateTitle(state), text));
}

void Rollout::setState(RolloutState state, const QString &reason)
{
    m_report.state = state;
    m_report.stopReason = reason;
    if (isFinished())
        m_report.finished = QDateTime::currentDateTimeUtc();
    save();
    Q_EMIT stateChanged(state);
    if (!reason.isEmpty())
        Q_EMIT progress(reason);
    if (isFinished())
        Q_EMIT finished(state);
}

void Rollout::save(const QString &host)
{
    if (!m_db)
        return;
    HistoryStore store(m_db);
    QJsonObject report = reportJson();
    report.remove(QStringLiteral("plan"));
    QString error;
    if (!store.saveRollout(m_report.plan.uid, rolloutStateId(m_report.state), m_report.plan.toJson(), report,
                           &error))
        qCWarning(lcRollout) << "rollout not saved:" << error;
    for (const RolloutHostStatus &s : std::as_const(m_report.hosts)) {
        if (!host.isEmpty() && s.host != host)
            continue;
        if (!store.saveRolloutHost(m_report.plan.uid, s.host, s.batch, s.position,
                                   rolloutHostStateId(s.state), s.toJson(), &error))
            qCWarning(lcRollout) << "rollout host not saved:" << error;
    }
}

std::unique_ptr<Rollout> Rollout::restore(Fleet *fleet, const QString &uid,
                                          std::shared_ptr<HistoryDatabase> history, QString *error)
{
    const std::optional<QJsonObject> o = HistoryStore(history).rollout(uid);
    if (!o) {
        if (error)
            *error = Tr::tr("There is no rollout “%1” in the history.").arg(uid);
        return nullptr;
    }
    RolloutPlan plan = RolloutPlan::fromJson(o->value(QLatin1String("plan")).toObject());
    plan.uid = uid;
    auto r = std::make_unique<Rollout>(fleet, plan, history);
    const QJsonObject report = o->value(QLatin1String("report")).toObject();
    r->m_report.state = rolloutStateFromId(o->value(QLatin1String("state")).toString());
    r->m_report.stopReason = report.value(QLatin1String("reason")).toString();
    r->m_report.batch = qMax(0, report.value(QLatin1String("batch")).toInt(1) - 1);
    r->m_report.started
        = QDateTime::fromString(report.value(QLatin1String("started")).toString(), Qt::ISODate);
    // Rollouts saved before the report said its verdict kept the exit code instead.
    r->m_report.unreachable = r->m_report.state == RolloutState::Failed
        && (report.value(QLatin1String("verdict")).toString() == rolloutVerdictId(RolloutVerdict::CouldNotRun)
            || report.value(QLatin1String("exit_code")).toInt() == 2);
    for (const QJsonValue &v : o->value(QLatin1String("hosts")).toArray()) {
        const QJsonObject row = v.toObject();
        RolloutHostStatus s = RolloutHostStatus::fromJson(row.value(QLatin1String("detail")).toObject());
        s.host = row.value(QLatin1String("host")).toString();
        s.batch = row.value(QLatin1String("batch")).toInt();
        s.position = row.value(QLatin1String("position")).toInt();
        s.state = rolloutHostStateFromId(row.value(QLatin1String("state")).toString());
        if (s.state == RolloutHostState::RollingBack) {
            // The console stopped between the drop-in and the restart: what the host runs is not
            // known, so it is a failed host again (rolled back once; the drop-in may be in place).
            s.state = RolloutHostState::Failed;
            s.detail = Tr::tr("the console stopped while rolling back; check %1 on the host")
                           .arg(s.rollBack.value(QLatin1String("drop_in_path")).toString());
            s.rollBack.insert(QStringLiteral("outcome"), s.detail);
        }
        if (RolloutHostStatus *mine = r->status(s.host))
            *mine = s;
    }
    for (const RolloutHostPlan &h : std::as_const(plan.hosts))
        if (!r->hostOf(h.host)) {
            if (error)
                *error = Tr::tr("The rollout “%1” names %2, which is not in the fleet.").arg(uid, h.host);
            return nullptr;
        }
    return r;
}

void Rollout::start()
{
    if (m_report.state == RolloutState::Planned) {
        m_report.started = QDateTime::currentDateTimeUtc();
        for (const RolloutHostPlan &h : std::as_const(m_report.plan.hosts))
            if (!hostOf(h.host)) {
                setState(RolloutState::Failed, Tr::tr("The host %1 is not in the fleet.").arg(h.host));
                m_report.unreachable = true;
                return;
            }
        m_report.state = RolloutState::Running;
        save(); // every host's row, once
        Q_EMIT stateChanged(m_report.state);
        runBatch();
    } else if (m_report.state == RolloutState::Paused) {
        resume();
    } else if (m_report.state == RolloutState::Running && !m_batchRunning) {
        runBatch(); // restored while it ran: carry on where it was
    }
}

void Rollout::pause()
{
    if (m_report.state != RolloutState::Running || m_pauseRequested)
        return;
    m_pauseRequested = true;
    Q_EMIT progress(Tr::tr("Pausing once batch %1 has finished.").arg(m_report.batch + 1));
    if (!m_batchRunning) {
        m_pauseRequested = false;
        setState(RolloutState::Paused, Tr::tr("Paused before batch %1.").arg(m_report.batch + 1));
    }
}

void Rollout::resume()
{
    if (m_report.state == RolloutState::Running && m_pauseRequested) {
        m_pauseRequested = false;
        Q_EMIT progress(Tr::tr("Carrying on after batch %1.").arg(m_report.batch + 1));
        return;
    }
    if (m_report.state != RolloutState::Paused)
        return;
    setState(RolloutState::Running);
    runBatch();
}

void Rollout::abort(const QString &reason)
{
    if (isFinished())
        return;
    const QString why = reason.isEmpty() ? Tr::tr("Aborted by the operator.") : reason;
    const QStringList busy = m_runs.keys();
    m_runs.clear(); // drops every wait; nothing more is sent to a host
    for (RolloutHostStatus &s : m_report.hosts) {
        if (!s.inFlight() && !busy.contains(s.host))
            continue;
        if (s.state == RolloutHostState::Validating)
            if (RolloutHost *h = hostOf(s.host); h && h->ladderRunning())
                h->cancelLadder(why, RunOutcome::Interrupted);
        setHost(s.host, RolloutHostState::Aborted,
                Tr::tr("aborted while %1").arg(rolloutHostStateTitle(s.state).toLower()));
    }
    m_batchRunning = false;
    setState(RolloutState::Aborted, why);
}

bool Rollout::skip(const QString &host, QString *error)
{
    RolloutHostStatus *s = status(host);
    if (m_report.state != RolloutState::Stopped || !s
        || (s->state != RolloutHostState::Failed && s->state != RolloutHostState::Blocked)) {
        if (error)
            *error = Tr::tr("Only a failed or blocked host of a stopped rollout can be skipped.");
        return false;
    }
    setHost(host, RolloutHostState::Skipped,
            m_operator.isEmpty() ? Tr::tr("skipped after: %1").arg(s->detail)
                                 : Tr::tr("skipped by %1 after: %2").arg(m_operator, s->detail));
    for (const QString &h : m_report.plan.batch(m_report.batch)) {
        const RolloutHostState st = status(h)->state;
        if (st == RolloutHostState::Failed || st == RolloutHostState::Blocked)
            return true; // still stopped on another host
    }
    setState(RolloutState::Running);
    runBatch();
    return true;
}

bool Rollout::overrideAndContinue(const QString &host, const QString &typed, QString *error)
{
    RolloutHostStatus *s = status(host);
    if (m_report.state != RolloutState::Stopped || !s || s->state != RolloutHostState::Blocked) {
        if (error)
            *error = Tr::tr("Only a blocked host of a stopped rollout can be overridden.");
        return false;
    }
    if (!preflightConfirmationMatches(typed, host)) {
        if (error)
            *error = Tr::tr("The confirmation must be the host's name, “%1”.").arg(host);
        return false;
    }
    m_overrides.insert(host, typed);
    setHost(host, RolloutHostState::Pending, Tr::tr("override given; checking again before the restart"));
    for (const QString &h : m_report.plan.batch(m_report.batch)) {
        const RolloutHostState st = status(h)->state;
        if (st == RolloutHostState::Failed || st == RolloutHostState::Blocked)
            return true;
    }
    setState(RolloutState::Running);
    runBatch();
    return true;
}

void Rollout::runBatch()
{
    while (m_report.state == RolloutState::Running && !m_batchRunning) {
        if (m_report.batch >= m_report.plan.batchCount()) {
            QStringList rolledBack;
            for (const RolloutHostStatus &h : std::as_const(m_report.hosts))
                if (h.state == RolloutHostState::RolledBack)
                    rolledBack << h.host;
            setState(RolloutState::Done,
                     rolledBack.isEmpty()
                         ? Tr::tr("Every host passed.")
                         : Tr::tr("Every other host passed; rolled back to its known-good unit state: %1.")
                               .arg(rolledBack.join(QLatin1String(", "))));
            return;
        }
        QStringList todo;
        for (const QString &h : m_report.plan.batch(m_report.batch)) {
            const RolloutHostState st = status(h)->state;
            if (st != RolloutHostState::Passed && st != RolloutHostState::Skipped
                && st != RolloutHostState::RolledBack)
                todo.append(h);
        }
        if (todo.isEmpty()) {
            ++m_report.batch;
            save();
            if (m_pauseRequested) {
                m_pauseRequested = false;
                setState(RolloutState::Paused, Tr::tr("Paused before batch %1.").arg(m_report.batch + 1));
                return;
            }
            continue;
        }
        m_batchRunning = true;
        Q_EMIT batchStarted(m_report.batch);
        Q_EMIT progress(Tr::tr("Batch %1 of %2: %3")
                            .arg(m_report.batch + 1)
                            .arg(m_report.plan.batchCount())
                            .arg(todo.join(QLatin1String(", "))));
        QStringList preflights;
        for (const QString &h : std::as_const(todo)) {
            if (!hostOf(h)) {
                setHost(h, RolloutHostState::Failed, Tr::tr("the host is no longer in the fleet"));
                continue;
            }
            m_runs.insert(h, std::make_shared<RolloutHostRun>(m_hosts.value(h)));
            if (status(h)->inFlight())
                continue; // restored mid-way: it was restarted already
            preflights.append(h);
        }
        if (m_runs.isEmpty()) {
            batchSettled();
            return;
        }
        for (const QString &h : std::as_const(todo))
            if (m_runs.contains(h) && status(h)->inFlight())
                watchStartup(h, true);
        for (const QString &h : std::as_const(preflights)) {
            setHost(h, RolloutHostState::Preflight, Tr::tr("checking before the restart"));
            PreflightOptions o;
            o.timeoutSeconds = m_report.plan.preflightTimeoutSeconds;
            auto run = m_runs.value(h);
            run->preflight = run->host->makePreflight(o);
            connect(run->preflight.get(), &Preflight::finished, run->context.get(),
                    [this, h](const PreflightReport &r) { preflightDone(h, r); });
            run->preflight->start();
        }
        return;
    }
}

void Rollout::preflightDone(const QString &host, const PreflightReport &report)
{
    RolloutHostStatus *s = status(host);
    s->preflight = report.toJson();
    if (report.couldNotRun()) {
        m_report.unreachable = true;
        setHost(host, RolloutHostState::Failed,
                Tr::tr("the preflight could not run: %1")
                    .arg(report.error.isEmpty() ? Tr::tr("no check measured anything") : report.error));
    } else if (report.isBlocked()) {
        QStringList titles;
        for (const PreflightFinding &f : report.blocking())
            titles.append(f.title);
        const QString typed = m_overrides.value(host);
        QString error;
        if (!typed.isEmpty() && m_db) {
            HistoryStore store(m_db);
            if (recordPreflightOverride(store, report, typed, m_operator, m_report.plan.uid, &error)) {
                s->overridden = true;
                setHost(host, RolloutHostState::Preflight,
                        Tr::tr("blocking findings overridden (kept in the history): %1")
                            .arg(titles.join(QLatin1String("; "))));
            }
        }
        if (!s->overridden) {
            setHost(host, RolloutHostState::Blocked,
                    (error.isEmpty() ? QString() : error + u' ')
                        + Tr::tr("blocked by the preflight: %1").arg(titles.join(QLatin1String("; "))));
        }
    } else {
        int warnings = 0;
        for (const PreflightCheck &c : report.checks)
            warnings += int(c.findings.size());
        setHost(host, RolloutHostState::Preflight,
                Tr::tr("nothing blocks (%n finding(s) to note)", nullptr, warnings));
    }
    if (auto run = m_runs.value(host))
        run->ended = true;
    afterPreflights();
}

void Rollout::afterPreflights()
{
    const QStringList members = m_report.plan.batch(m_report.batch);
    bool stop = false;
    for (const QString &h : members) {
        auto run = m_runs.value(h);
        const RolloutHostState st = status(h)->state;
        if (st == RolloutHostState::Preflight && run && run->preflight && !run->ended)
            return; // a preflight still runs
        stop = stop || st == RolloutHostState::Blocked || st == RolloutHostState::Failed;
    }
    if (stop) { // nothing of this batch is restarted while one host of it cannot be
        for (const QString &h : members)
            if (status(h)->state == RolloutHostState::Preflight)
                setHost(h, RolloutHostState::Pending,
                        Tr::tr("cleared, not restarted: another host of the batch stopped it"));
        for (const QString &h : members)
            if (!status(h)->inFlight())
                clearRun(h);
        if (m_runs.isEmpty())
            batchSettled();
        return;
    }
    for (const QString &h : members)
        if (status(h)->state == RolloutHostState::Preflight) {
            if (m_report.plan.gate.isOn())
                gateBefore(h);
            else
                restartHost(h);
        }
}

void Rollout::gateBefore(const QString &host)
{
    auto run = m_runs.value(host);
    const UpgradeGate &g = m_report.plan.gate;
    setHost(host, RolloutHostState::Preflight,
            Tr::tr("upgrade gate: measuring the load before the restart (%1 requests, %2 at once)")
                .arg(g.requests)
                .arg(g.concurrency));
    auto *probe = new GateProbe(run->host->apiEndpoint(), run->host->ladderEngine(), g, run->context.get());
    connect(probe, &GateProbe::finished, run->context.get(), [this, host, probe](const GateMeasure &m) {
        probe->deleteLater();
        if (!m_runs.value(host))
            return;
        status(host)->gate = gateReportJson(m, nullptr, nullptr, m_report.plan.gate.maxDropPercent);
        Q_EMIT progress(
            m.measured()
                ? Tr::tr("%1: upgrade gate before the restart: %2 tok/s output throughput, engine %3")
                      .arg(host, QString::number(m.outputTokensPerSecond, 'f', 1),
                           m.version.isEmpty() ? Tr::tr("version unknown (%1)").arg(m.versionWhy)
                                               : m.versionText())
                : Tr::tr("%1: upgrade gate before the restart: not measured: %2").arg(host, m.why));
        restartHost(host);
    });
    probe->start();
}

void Rollout::gateAfter(const QString &host, const QString &validated)
{
    auto run = m_runs.value(host);
    run->ended = false;
    setHost(host, RolloutHostState::Validating,
            Tr::tr("validated; upgrade gate: measuring the load again after the restart"));
    auto *probe = new GateProbe(run->host->apiEndpoint(), run->host->ladderEngine(), m_report.plan.gate,
                                run->context.get());
    connect(probe, &GateProbe::finished, run->context.get(),
            [this, host, probe, validated](const GateMeasure &after) {
                probe->deleteLater();
                auto r = m_runs.value(host);
                if (!r || r->ended)
                    return;
                r->ended = true;
                RolloutHostStatus *st = status(host);
                const double threshold = m_report.plan.gate.maxDropPercent;
                const QJsonObject kept = st->gate.value(QLatin1String("probe_before")).toObject();
                GateMeasure before = GateMeasure::fromJson(kept);
                if (kept.isEmpty())
                    before.why = before.versionWhy = Tr::tr("nothing was measured before the restart");
                const GateVerdict v = judgeUpgradeGate(before, after, threshold);
                st->gate = gateReportJson(before, &after, &v, threshold);
                r->knownGoodHeld = false;
                r->host->decideKnownGood(v.verdict != Verdict::Fail);
                if (v.verdict == Verdict::Fail) {
                    setHost(host, RolloutHostState::Failed,
                            Tr::tr("the upgrade gate failed: %1; the rollout stops here").arg(v.reason));
                    hostEnded(host);
                    return;
                }
                passed(host,
                       Tr::tr("validated: %1 %2")
                           .arg(validated,
                                v.verdict == Verdict::Pass
                                    ? Tr::tr("Upgrade gate passed: %1.").arg(v.reason)
                                    : Tr::tr("Upgrade gate skipped (a skip does not stop the rollout): %1.")
                                          .arg(v.reason)));
            });
    probe->start();
}

void Rollout::restartHost(const QString &host)
{
    auto run = m_runs.value(host);
    RolloutHost *h = run->host.get();
    RolloutHostStatus *st = status(host);
    run->preflight.reset();
    run->ended = false;
    if (h->actionRunning()) {
        setHost(host, RolloutHostState::Failed, Tr::tr("another service action is running on the host"));
        hostEnded(host);
        return;
    }
    st->invocationBefore = h->invocationId();
    QObject *ctx = run->context.get();
    // Listen before sending: a fast start-up may be ready before the restart is confirmed. The
    // host tells only of start-ups after the invocation the restart replaces.
    connect(h, &RolloutHost::startupReady, ctx, [this, host](double seconds) {
        if (auto r = m_runs.value(host)) {
            r->readySeen = true;
            status(host)->startupSeconds = seconds;
        }
    });
    connect(h, &RolloutHost::startupFailed, ctx, [this, host] {
        if (auto r = m_runs.value(host))
            r->failedSeen = true;
    });
    connect(h, &RolloutHost::restartFinished, ctx, [this, host, h](bool ok, const QString &message) {
        if (status(host)->state != RolloutHostState::Restarting)
            return;
        if (!ok) {
            setHost(host, RolloutHostState::Failed, Tr::tr("the restart failed: %1").arg(message));
            hostEnded(host);
            return;
        }
        status(host)->invocationAfter = h->invocationId();
        watchStartup(host, false);
    });
    setHost(host, RolloutHostState::Restarting, Tr::tr("sent: %1").arg(h->restartCommand()));
    h->restart();
}

int Rollout::startupDeadlineMs(const RolloutHost *h) const
{
    double hostSeconds = m_report.plan.startupTimeoutSeconds;
    if (hostSeconds <= 0) {
        // The profile's phase budgets: how long each phase may take before it can look stuck.
        QString engine = h->definition().engine;
        if (engine.isEmpty())
            engine = h->engine();
        const QList<StartupProfile> &profiles = builtInStartupProfiles();
        for (const StartupProfile &p : profiles) {
            if (!engine.isEmpty() && p.engine != engine)
                continue;
            double sum = 0;
            for (const ProfilePhase &ph : p.phases)
                sum += ph.budgetSeconds;
            hostSeconds = qMax(hostSeconds, sum);
            if (!engine.isEmpty())
                break;
        }
        if (m_db) // three times the usual start-up when that is longer
            if (const double median = HistoryStore(m_db).startupMedianSeconds(h->name()); median > 0)
                hostSeconds = qMax(hostSeconds, 3 * median);
        if (hostSeconds <= 0)
            hostSeconds = 3600;
    }
    const double scale = qMax(1.0, h->timeScale());
    return int(qMin(hostSeconds * 1000.0 / scale + 15000.0, 24.0 * 3600 * 1000));
}

void Rollout::watchStartup(const QString &host, bool resumed)
{
    auto run = m_runs.value(host);
    RolloutHost *h = run->host.get();
    const int ms = startupDeadlineMs(h);
    setHost(host, RolloutHostState::Starting,
            resumed ? Tr::tr("resumed: waiting for the start-up to be ready (at most %1 s)").arg(ms / 1000)
                    : Tr::tr("restarted (invocation %1); watching the start-up (at most %2 s)")
                          .arg(status(host)->invocationAfter.left(12))
                          .arg(ms / 1000));
    run->deadline = new QTimer(run->context.get());
    run->deadline->setSingleShot(true);
    connect(run->deadline, &QTimer::timeout, run->context.get(), [this, host, ms] {
        startupEnded(host, false,
                     Tr::tr("not ready within %1 s (the profile's phase budgets)").arg(ms / 1000));
    });
    run->deadline->start(ms);
    auto *poll = new QTimer(run->context.get());
    poll->setInterval(250);
    // The signals may have come before anyone listened (a resume): what the host says now counts too.
    connect(poll, &QTimer::timeout, run->context.get(), [this, host, h, resumed] {
        auto r = m_runs.value(host);
        if (!r || r->ended)
            return;
        const RolloutHost::Startup startup = h->startup();
        if (r->readySeen || (startup == RolloutHost::Startup::Ready && h->isActive() && h->isHealthy()))
            startupEnded(host, true, QString());
        else if (r->failedSeen || startup == RolloutHost::Startup::Crashed || (resumed && h->hasFailed()))
            startupEnded(host, false, Tr::tr("the start-up failed"));
    });
    poll->start();
}

void Rollout::startupEnded(const QString &host, bool ready, const QString &why)
{
    auto run = m_runs.value(host);
    if (!run || run->ended)
        return;
    run->ended = true;
    for (QTimer *t : run->context->findChildren<QTimer *>())
        t->stop();
    if (ready) {
        status(host)->invocationAfter = run->host->invocationId();
        validateHost(host);
    } else {
        collectDiagnosis(host, why);
    }
}

void Rollout::collectDiagnosis(const QString &host, const QString &why)
{
    auto run = m_runs.value(host);
    RolloutHost *h = run->host.get();
    auto take = [this, host, why, h] {
        RolloutHostStatus *st = status(host);
        QString detail = why;
        if (const std::optional<RolloutHost::Crash> crash = h->crash()) {
            st->rootCause = crash->rootCause;
            st->rootCauseCategory = crash->categoryId;
            st->diagnosis = crash->markdown;
            detail += QStringLiteral(": ") + st->rootCause;
        } else {
            detail += QStringLiteral(": ") + Tr::tr("no root cause was found in the journal");
        }
        setHost(host, RolloutHostState::Failed, detail);
        hostEnded(host);
    };
    // The service can be seen failed before the journal has delivered the whole traceback: a
    // diagnosis of part of it may be `uncertain` (seen under load: an out-of-memory crash
    // reported uncertain). The host diagnoses again as lines arrive; an uncertain one is taken
    // only when the wait ends.
    const auto settled = [h] {
        const std::optional<RolloutHost::Crash> crash = h->crash();
        return crash && !crash->uncertain;
    };
    if (settled()) {
        take();
        return;
    }
    setHost(host, RolloutHostState::Starting, why + QStringLiteral("; ") + Tr::tr("diagnosing…"));
    auto *timer = new QTimer(run->context.get());
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, run->context.get(), take);
    connect(h, &RolloutHost::diagnosisReady, run->context.get(), [take, timer, settled] {
        if (!settled() || !timer->isActive())
            return;
        timer->stop();
        take();
    });
    timer->start(m_diagnosisWaitMs);
    h->diagnoseNow();
}

void Rollout::validateHost(const QString &host)
{
    auto run = m_runs.value(host);
    RolloutHost *h = run->host.get();
    if (!m_report.plan.ladderFile.isEmpty()) {
        QString error;
        if (!h->loadLadderFile(m_report.plan.ladderFile, &error)) {
            setHost(host, RolloutHostState::Failed, Tr::tr("the ladder file cannot be used: %1").arg(error));
            hostEnded(host);
            return;
        }
    }
    setHost(host, RolloutHostState::Validating, Tr::tr("ready; running the validation ladder"));
    run->ended = false;
    connect(h, &RolloutHost::ladderFinished, run->context.get(), [this, host](const LadderReport &report) {
        auto r = m_runs.value(host);
        if (!r || r->ended)
            return;
        r->ended = true;
        RolloutHostStatus *st = status(host);
        QJsonArray steps;
        for (const QJsonValue &step : report.toJson().value(QLatin1String("steps")).toArray()) {
            const QJsonObject o = step.toObject();
            steps.append(QJsonObject { { QStringLiteral("id"), o.value(QLatin1String("id")) },
                                       { QStringLiteral("verdict"), o.value(QLatin1String("verdict")) },
                                       { QStringLiteral("evidence"), o.value(QLatin1String("evidence")) } });
        }
        st->ladder = QJsonObject { { QStringLiteral("verdict"), verdictId(report.verdict()) },
                                   { QStringLiteral("reason"), report.verdictReason() },
                                   { QStringLiteral("steps"), steps } };
        if (report.verdict() == Verdict::Pass) {
            // A restart on the known-good state is not an upgrade: the gate is for the new one.
            if (m_report.plan.gate.isOn() && st->rollBack.isEmpty()) {
                gateAfter(host, report.verdictReason());
                return;
            }
            passed(host, Tr::tr("validated: %1").arg(report.verdictReason()));
            return;
        }
        setHost(host, RolloutHostState::Failed,
                Tr::tr("the ladder said %1: %2").arg(verdictId(report.verdict()), report.verdictReason()));
        hostEnded(host);
    });
    auto *deadline = new QTimer(run->context.get());
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, run->context.get(), [this, h] {
        h->cancelLadder(Tr::tr("the rollout's validation deadline of %1 s passed")
                            .arg(m_report.plan.validationTimeoutSeconds),
                        RunOutcome::TimedOut);
    });
    deadline->start(m_report.plan.validationTimeoutSeconds * 1000);
    // Known good is a state that passed everything the rollout asks: with a gate, the host holds
    // its mark until the gate has judged the new state (a slower upgrade is no state to return to).
    if (m_report.plan.gate.isOn() && status(host)->rollBack.isEmpty()) {
        h->holdKnownGood();
        run->knownGoodHeld = true;
    }
    if (!h->runLadder()) { // a run already under way (auto-run after ready) counts too
        run->ended = true;
        setHost(host, RolloutHostState::Failed, Tr::tr("the ladder could not start: no API tunnel"));
        hostEnded(host);
    }
}

void Rollout::passed(const QString &host, const QString &detail)
{
    setHost(host, RolloutHostState::Passed, detail);
    // A passing ladder is a known-good verdict, and the host records it by its own rule (its unit
    // state is what a later roll back restores). The host ends once that record settled, so the
    // next batch, a roll back or the end of a headless run finds it.
    auto run = m_runs.value(host);
    if (!run || !run->host->isRecordingKnownGood()) {
        hostEnded(host);
        return;
    }
    run->ended = false;
    const auto settle = [this, host](const QString &recorded, const QString &warning) {
        auto r = m_runs.value(host);
        if (!r || r->ended)
            return;
        r->ended = true;
        if (!warning.isEmpty()) {
            qCWarning(lcRollout).noquote() << host << "known-good unit state not recorded:" << warning;
            Q_EMIT progress(Tr::tr("%1: the known-good unit state was not recorded: %2").arg(host, warning));
        } else {
            Q_EMIT progress(Tr::tr("%1: known-good unit state recorded: %2").arg(host, recorded));
        }
        hostEnded(host);
    };
    connect(run->host.get(), &RolloutHost::knownGoodSettled, run->context.get(), settle);
    auto *deadline = new QTimer(run->context.get());
    deadline->setSingleShot(true);
    const int ms = 2 * m_rollBackCommandMs; // the environment is read first, then `systemctl cat`
    connect(deadline, &QTimer::timeout, run->context.get(),
            [settle, ms] { settle({}, Tr::tr("it did not settle within %1 s").arg(ms / 1000)); });
    deadline->start(ms);
}

void Rollout::clearRun(const QString &host)
{
    auto run = m_runs.take(host);
    if (run && run->knownGoodHeld)
        run->host->decideKnownGood(false); // ended before the gate judged: nothing to mark
    if (run)
        QMetaObject::invokeMethod(
            this, [run] {}, Qt::QueuedConnection); // deleted after the signal that ended it returns
}

void Rollout::hostEnded(const QString &host)
{
    clearRun(host);
    if (m_runs.isEmpty() && m_batchRunning)
        batchSettled();
}

void Rollout::batchSettled()
{
    m_batchRunning = false;
    if (m_report.state != RolloutState::Running)
        return;
    QStringList stopped;
    for (const QString &h : m_report.plan.batch(m_report.batch)) {
        const RolloutHostState st = status(h)->state;
        if (st != RolloutHostState::Failed && st != RolloutHostState::Blocked)
            continue;
        const QJsonObject &gate = status(h)->gate;
        if (gate.value(QLatin1String("verdict")).toString() == QLatin1String("fail"))
            stopped.append(Tr::tr("%1 failed the upgrade gate (%2)")
                               .arg(h, gate.value(QLatin1String("reason")).toString()));
        else
            stopped.append(Tr::tr("%1 %2").arg(h, rolloutHostStateTitle(st).toLower()));
    }
    if (!stopped.isEmpty() && m_rollBackOnFailure && rollBackFailedHosts())
        return; // the failed hosts are being rolled back; this runs again when they end
    if (!stopped.isEmpty()) {
        const QString reason = Tr::tr("In batch %1: %2; the hosts after it were not restarted.")
                                   .arg(m_report.batch + 1)
                                   .arg(stopped.join(QLatin1String(", ")));
        setState(m_stopIsFinal ? RolloutState::Failed : RolloutState::Stopped, reason);
        return;
    }
    ++m_report.batch;
    save();
    if (m_pauseRequested) {
        m_pauseRequested = false;
        setState(RolloutState::Paused, Tr::tr("Paused before batch %1.").arg(m_report.batch + 1));
        return;
    }
    runBatch();
}

// ---- Roll back: write the drop-in, daemon-reload, check the effective ExecStart, then the usual
// restart, watch and ladder; from the known-good unit state the host recorded.

RollBackPlan Rollout::rollBackPlan(const QString &host) const
{
    RollBackPlan plan;
    plan.host = host;
    const RolloutHost *h = hostOf(host);
    const RolloutHostStatus *st = this->host(host);
    if (!h || !st) {
        plan.error = Tr::tr("%1 is not in this rollout.").arg(host);
        return plan;
    }
    const QString engine = h->engine();
    if (engine.isEmpty()) {
        plan.error
            = Tr::tr("%1 cannot be rolled back: its engine is not known (set it in the host's settings).")
                  .arg(host);
        return plan;
    }
    QString error;
    const std::optional<UnitSnapshot> good = h->lastKnownGood(&error);
    if (!good) {
        // No evidence, no roll back.
        plan.error
            = Tr::tr("%1 cannot be rolled back: no known-good unit state of %2 was recorded (a host that "
                     "passes the validation ladder in a rollout records one)%3.")
                  .arg(host, h->definition().unit,
                       error.isEmpty() ? QString() : QStringLiteral(": ") + error);
        return plan;
    }
    plan = makeRollBackPlan(h->definition(), rollBackRule(engine), *good, m_report.plan.uid, h->packages());
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
    if (m_report.state != RolloutState::Stopped)
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
    for (const QString &h : m_report.plan.batch(m_report.batch)) {
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
    if (!hostOf(host)) { // canRollBack() asked it a moment ago
        rollBackFailed(host, Tr::tr("the host is no longer in the fleet"));
        return;
    }
    m_runs.insert(host, std::make_shared<RolloutHostRun>(m_hosts.value(host)));
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
    if (!run)
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
    CommandJob *job = run->host->run(cmd.line);
    if (!job) {
        run->ended = true;
        rollBackFailed(host, Tr::tr("%1: the host is no longer in the fleet").arg(what));
        return;
    }
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

} // namespace ic
