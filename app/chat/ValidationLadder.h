// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatTurn.h"
#include "chat/Ladder.h"
#include "chat/LadderReport.h"
#include "chat/steps/StepType.h"
#include "transport/HttpGet.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QNetworkAccessManager;
class QTimer;

namespace ic {

/// The host's liveness verdict as the liveness step reads it (from the host's LivenessMonitor).
struct LivenessReading {
    QString state; ///< "unknown", "serving", "idle", "stuck", "unreachable" (livenessStateId)
    QString stateText; ///< the same, translated
    QString summary; ///< one sentence: the verdict, or why there is none
    QStringList evidence; ///< the values behind it and how long each has held
    double sinceSeconds = -1; ///< how long this verdict has held; < 0 unknown
    bool settled = false; ///< "unknown" that will stay so until the host changes (LivenessVerdict::settled)
    bool probeOutstanding = false; ///< the idle probe went out and has not answered yet
    /// A sign of a hang holds and a stuck verdict falls in this many seconds if nothing moves;
    /// < 0 when no such window runs (LivenessVerdict::stuckDueInMs).
    double stuckDueInSeconds = -1;
};

/// What the ladder needs from outside, so it stays independent of the monitor layer.
struct LadderOptions {
    ChatEndpoint endpoint;
    QString host;
    QString model; ///< empty: the first id /v1/models lists
    QString engine; ///< profile id: decides which identity endpoints are asked; empty tries each profile
    /// Total GPU memory in use on the host in MiB; NaN when there is no reading (no GPU tool, no
    /// sample yet). Unset: the memory step is skipped.
    std::function<double()> gpuMemoryUsedMiB;
    /// Why the host's GPU memory is not measured (its GPU monitor's word: no GPU tool, the tool
    /// fails, no GPUs); empty when it may be. The memory step skips with it.
    QString gpuNotMeasured;
    double decodeBaseline = -1; ///< the host's saved decode tok/s; ≤ 0: none saved
    /// The host's liveness verdict now. Unset (a bare URL: no monitors): the liveness step skips.
    std::function<LivenessReading()> liveness;
    /// The host's last known good run: identity, decode and load figures are compared with it.
    std::optional<LadderReport> lastKnownGood;
};

/// Share of repeated word 4-grams in `text` (0: none repeat; near 1: a loop).
double repetitionScore(QStringView text);

/// Runs a ladder's steps one after another, each yielding a verdict with evidence. The steps
/// themselves are in chat/steps/ (StepRegistry.h); this is only the runner, which gives each the
/// StepContext it runs in. Every request is bounded by its step's HttpLimits; `cancel` ends a run
/// at once with the running step marked.
class ValidationLadder
    : public QObject
    , private StepContext {
    Q_OBJECT
public:
    ValidationLadder(const Ladder &ladder, const LadderOptions &options, QObject *parent = nullptr);
    ~ValidationLadder() override;

    void start();
    /// Stops the run: the running step ends as error marked interrupted (with `reason`), the rest
    /// are skipped, and the report carries `outcome`.
    void cancel(const QString &reason = QString(), RunOutcome outcome = RunOutcome::Interrupted);

    bool isRunning() const { return m_running; }
    const LadderReport &report() const { return m_report; }
    /// Decode tok/s measured by this run (to save as the host's baseline); -1 when none.
    double measuredDecodeTokensPerSecond() const { return m_measuredDecode; }
    /// Every chat turn this run made, in order.
    const QList<ChatTurn> &turns() const override { return m_turns; }

Q_SIGNALS:
    void stepStarted(int index, const QString &id);
    void stepFinished(int index, const ic::StepResult &result);
    void identityRead(const ic::ServerIdentity &identity);
    void finished(const ic::LadderReport &report);

private:
    void runNext();
    void finishRun();

    // StepContext
    const LadderStep &step() const override { return m_ladder.steps.at(m_index); }
    const LadderOptions &options() const override { return m_options; }
    QString model() const override { return m_options.model; }
    void setModel(const QString &model) override;
    double memoryBaseline() const override { return m_memoryBaseline; }
    void setIdentity(const ServerIdentity &identity) override;
    void setLoad(const QJsonObject &load) override { m_report.load = load; }
    void setMeasuredDecode(double tokensPerSecond) override { m_measuredDecode = tokensPerSecond; }
    void setServerDown(const QString &reason) override;
    void get(const QString &path, HttpDone done) override;
    void chat(const QJsonObject &params, int repeats, TurnsDone done,
              double temperatureOverride = -1) override;
    void track(QObject *job) override;
    QObject *context() override { return this; }
    std::function<bool()> stillRunning() const override;
    void finish(Verdict verdict, const QString &evidence, const QJsonObject &data = QJsonObject()) override;

    Ladder m_ladder;
    LadderOptions m_options;
    LadderReport m_report;
    QNetworkAccessManager *m_nam;
    QList<ChatTurn> m_turns;
    QList<QPointer<QObject>> m_inFlight;
    QElapsedTimer m_stepClock;
    QElapsedTimer m_runClock;
    int m_index = -1;
    quint64 m_generation = 0; ///< callbacks of a cancelled step are dropped by generation
    double m_memoryBaseline = qQNaN();
    double m_measuredDecode = -1;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_serverDown = false; ///< health failed: the remaining steps are skipped
    QString m_serverDownReason;
    bool m_serverDownByHealth = false; ///< the health step's reason is a few words, others' a sentence
};

} // namespace ic
