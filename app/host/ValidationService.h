// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/Ladder.h"
#include "chat/LadderReport.h"
#include "chat/LoadProbe.h"
#include "chat/ValidationLadder.h"
#include "host/HostFacts.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace ic {

/// Validates one host: runs a ladder against its API with the steps the ladder picks and the
/// host's facts (HostFacts: memory baseline, decode baseline, last known good), keeps the report in
/// the host's history and notes its decode baseline. The one way the console and `check` run a
/// ladder, so both judge a host alike; views only start, stop and show it.
class ValidationService : public QObject {
    Q_OBJECT
public:
    /// Validates the host `facts` describe (its name, GPU readings, decode baseline, history);
    /// its API and engine come with setTarget() and setEndpoint().
    explicit ValidationService(const HostFacts &facts, QObject *parent = nullptr);
    /// Validates an API known only by its address (setTarget): no GPU readings unless a probe is
    /// set (facts().setGpuMemoryProbe), so the memory step skips.
    explicit ValidationService(QObject *parent = nullptr);
    ~ValidationService() override;

    /// Whether it validates a host of the fleet (made with its facts) rather than a bare address.
    bool isFleetHost() const { return m_fleetHost; }
    /// The host's name in reports and history, its API and its engine profile id.
    void setTarget(const QString &host, const ChatEndpoint &endpoint, const QString &engine = QString());
    /// The API moved (the tunnel opened again on another port); empty: no API now.
    void setEndpoint(const ChatEndpoint &endpoint);
    QString host() const;
    ChatEndpoint endpoint() const;
    QString engine() const; ///< engine profile id; empty: unknown
    /// The model to ask; empty (default): the first one /v1/models lists.
    void setModel(const QString &model) { m_model = model; }

    void setLadder(const Ladder &ladder) { m_ladder = ladder; }
    const Ladder &ladder() const { return m_ladder; }
    /// false (with `error` set) when the file cannot be used; the ladder is then unchanged.
    bool loadLadderFile(const QString &path, QString *error = nullptr);

    /// Where the host's runs are kept (and its last known good found); empty: the console's history.
    void setHistoryDirectory(const QString &directory);
    HostFacts &facts() { return m_facts; }
    const HostFacts &facts() const { return m_facts; }

    /// Starts a run: waits for the memory baseline (HostFacts), then runs the ladder. false when a
    /// run is under way or there is no API address yet.
    bool start();
    /// Stops the run: the running step is marked interrupted, the rest skip; the report carries
    /// `outcome` and `reason`. A run still waiting for its baseline ends the same way.
    void cancel(const QString &reason = QString(), RunOutcome outcome = RunOutcome::Interrupted);
    bool isRunning() const { return m_running; }
    /// The running run's report so far, or the last run's.
    const LadderReport &report() const;
    /// Decode tok/s the last run measured; -1 when none.
    double measuredDecodeTokensPerSecond() const { return m_measuredDecode; }
    /// Why the last run's report could not be kept in the history; empty when it was.
    const QString &historyError() const { return m_historyError; }

    /// Starts a load probe (the load probe dialog's Run) with `options` against this host's API,
    /// with its engine. The result is kept in the host's history as a run of kind "load" (when the
    /// host has a name), compared with the last one at the same concurrency. false while one runs
    /// or without an API address.
    bool startLoadProbe(LoadProbeOptions options);
    void stopLoadProbe(); ///< what finished so far is the result
    bool isLoadProbeRunning() const { return m_loadProbe; }

Q_SIGNALS:
    /// setTarget() or setEndpoint() changed the API address.
    void endpointChanged();
    void started(const QString &host);
    void stepStarted(int index, const QString &id);
    void stepFinished(int index, const ic::StepResult &result);
    /// Who is serving, with what changed since the last known good run.
    void identityRead(const ic::ServerIdentity &identity, const QList<ic::ReportChange> &changes);
    /// The run ended; the report is already in the history (unless the ladder could not run at all).
    void finished(const ic::LadderReport &report);
    void loadProbeProgressed(int completed, int failed);
    /// A load probe ended. `record` is what the history keeps; `before` the last run at the same
    /// concurrency it was compared with (record.changes); `historyError` why it was not kept.
    void loadProbeFinished(const ic::LoadProbeResult &result, const ic::LadderReport &record,
                           const std::optional<ic::LadderReport> &before, const QString &historyError);

private:
    void runLadder(const QString &gpuNotMeasured = QString());
    void onFinished(const LadderReport &report);

    bool m_fleetHost = false;
    QString m_host;
    ChatEndpoint m_endpoint;
    QString m_engine;
    QString m_model;
    QString m_historyDirectory;
    Ladder m_ladder;
    HostFacts m_facts;
    QPointer<ValidationLadder> m_runner;
    QPointer<LoadProbe> m_loadProbe;
    QObject *m_waiting = nullptr; ///< holds the baseline wait's connections while it waits
    LadderReport m_report;
    double m_measuredDecode = -1;
    QString m_historyError;
    bool m_running = false;
    bool m_cancelPending = false;
    QString m_cancelReason;
    RunOutcome m_cancelOutcome = RunOutcome::Interrupted;
};

} // namespace ic
