// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "operations/PreflightReport.h"
#include "operations/RolloutPlan.h"
#include "operations/RolloutReport.h"
#include "operations/RolloutRollBack.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace ic {

class Fleet;
class HistoryDatabase;
class RolloutHost;
class SessionRolloutHost;
struct RolloutHostRun;

/// Runs a rolling restart over hosts of a Fleet: per batch, preflight every host (a blocking
/// finding stops unless overridden with the host's name typed, kept in the history), restart
/// them, watch each start-up to ready under a deadline (the profile's phase budgets or the
/// ETA), run the validation ladder; the next batch starts only when every host of the batch
/// passed. Pause (between batches), resume, abort; on a failure it stops with the diagnosis and
/// offers skip, or roll back when the host's profile says how and a known-good unit state was
/// recorded (every host that passes the ladder records one, by its own rule: HostSession): the
/// known-good ExecStart and Environment are written back as a drop-in, systemd reloads, the host
/// restarts and is watched and validated again; a rolled-back host that passes lets the rollout
/// carry on, as a skip does.
/// With an upgrade gate in the plan, the same load probe runs before each restart and after the
/// ladder passed; a changed engine version with the output throughput down by more than the
/// plan's threshold fails the host (the rollout stops); a gate that cannot compare skips and the
/// rollout carries on.
/// It talks to each host only through a RolloutHost (SessionRolloutHost over the fleet's
/// session) and keeps what one host of the running batch waits for in a RolloutHostRun.
/// Its state, plan and report are saved in the history database after every transition.
class Rollout : public QObject {
    Q_OBJECT
public:
    Rollout(Fleet *fleet, const RolloutPlan &plan, std::shared_ptr<HistoryDatabase> history,
            QObject *parent = nullptr);
    ~Rollout() override;

    /// A rollout as the history kept it (after a console restart); nullptr with `error` when unknown.
    static std::unique_ptr<Rollout> restore(Fleet *fleet, const QString &uid,
                                            std::shared_ptr<HistoryDatabase> history,
                                            QString *error = nullptr);

    const RolloutPlan &plan() const { return m_report.plan; }
    QString uid() const { return m_report.plan.uid; }
    RolloutState state() const { return m_report.state; }
    int currentBatch() const { return m_report.batch; }
    const QList<RolloutHostStatus> &hosts() const { return m_report.hosts; }
    const RolloutHostStatus *host(const QString &name) const;
    bool isFinished() const;
    /// Why the rollout is stopped or failed; empty otherwise.
    QString stopReason() const { return m_report.stopReason; }
    /// True when it stopped because a preflight could not run (no connection).
    bool stoppedUnreachable() const { return m_report.unreachable; }

    /// Typed confirmations (host → text) used when a host's preflight blocks.
    void setOverride(const QString &host, const QString &typed);
    void setOperatorName(const QString &name) { m_operator = name; }
    /// Headless: a stop on a failed host ends the rollout as Failed instead of waiting for a decision.
    void setStopIsFinal(bool final) { m_stopIsFinal = final; }
    /// Wall-clock milliseconds to wait for the crash diagnosis after a failed start-up.
    void setDiagnosisWaitMs(int msecs) { m_diagnosisWaitMs = msecs; }

    /// Starts (or, after restore(), resumes) the rollout.
    void start();
    /// Pauses before the next batch; the running batch finishes.
    void pause();
    void resume();
    /// Stops now: no further restart is sent; hosts under way are marked aborted.
    void abort(const QString &reason = QString());
    /// After a stop: marks the failed or blocked host skipped and carries on.
    bool skip(const QString &host, QString *error = nullptr);
    /// After a block: records the override (typed = the host's name) and runs the batch again.
    bool overrideAndContinue(const QString &host, const QString &typed, QString *error = nullptr);
    /// Headless `--on-failure rollback`: a failed host is rolled back at once (when it can be)
    /// instead of stopping the rollout.
    void setRollBackOnFailure(bool on) { m_rollBackOnFailure = on; }
    bool rollBackOnFailure() const { return m_rollBackOnFailure; }
    /// Wall-clock milliseconds each roll back command may take (default 30 s).
    void setRollBackCommandTimeoutMs(int msecs) { m_rollBackCommandMs = msecs; }

    /// Whether the host can be rolled back; false with the reason (no profile says how, no
    /// known-good unit state recorded, not a failed host, rolled back once already).
    bool canRollBack(const QString &host, QString *why) const;
    /// Every step a roll back of `host` would run, for the confirmation; invalid with the reason.
    RollBackPlan rollBackPlan(const QString &host) const;
    /// After a stop on a failed host: rolls it back (the plan shown by rollBackPlan()).
    bool rollBack(const QString &host, QString *error = nullptr);

    /// The rollout as it stands, as a value.
    const RolloutReport &report() const { return m_report; }
    QJsonObject reportJson() const { return report().toJson(); }
    QString reportMarkdown() const { return report().toMarkdown(); }

Q_SIGNALS:
    void stateChanged(ic::RolloutState state);
    void hostChanged(const QString &host);
    void batchStarted(int batch);
    /// Something worth a line in a log ("gpu-03: restarted, new invocation 4f2a…").
    void progress(const QString &line);
    void finished(ic::RolloutState state);

private:
    void runBatch();
    void preflightDone(const QString &host, const PreflightReport &report);
    void afterPreflights();
    void restartHost(const QString &host);
    void watchStartup(const QString &host, bool resumed);
    void startupEnded(const QString &host, bool ready, const QString &why);
    void collectDiagnosis(const QString &host, const QString &why);
    void validateHost(const QString &host);
    void gateBefore(const QString &host);
    void gateAfter(const QString &host, const QString &validated);
    void hostEnded(const QString &host);
    void batchSettled();
    void setHost(const QString &host, RolloutHostState state, const QString &detail);
    void setState(RolloutState state, const QString &reason = QString());
    void save(const QString &host = QString());
    RolloutHostStatus *status(const QString &host);
    /// The host's side of the rollout; nullptr when the fleet does not hold it.
    RolloutHost *hostOf(const QString &host) const;
    int startupDeadlineMs(const RolloutHost *host) const;
    void clearRun(const QString &host);
    void startRollBack(const QString &host);
    void rollBackStep(const QString &host, int step, const RollBackPlan &plan);
    void rollBackFailed(const QString &host, const QString &why);
    bool rollBackFailedHosts();
    void passed(const QString &host, const QString &detail);

    QPointer<Fleet> m_fleet;
    RolloutReport m_report; ///< the plan, the state and every host's status: the one copy
    std::shared_ptr<HistoryDatabase> m_db;
    QHash<QString, QString> m_overrides;
    mutable QHash<QString, std::shared_ptr<SessionRolloutHost>> m_hosts;
    QHash<QString, std::shared_ptr<RolloutHostRun>> m_runs;
    QString m_operator;
    int m_diagnosisWaitMs = 15000;
    bool m_pauseRequested = false;
    bool m_stopIsFinal = false;
    bool m_batchRunning = false;
    bool m_rollBackOnFailure = false;
    int m_rollBackCommandMs = 30000;
};

} // namespace ic
