// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace ic {

/// Whether an engine makes progress, judged from what it does rather than what `/health` says:
/// a wedged engine loop still answers `/health` with 200 (resources/reference §4).
enum class LivenessState {
    Unknown, ///< not judged: not ready yet, or the evidence is missing (the verdict's summary says which)
    Serving, ///< generating tokens, or working on requests for less than the stuck threshold
    Idle, ///< nothing to do (and the idle probe, when one went out, got its token)
    Stuck, ///< requests pending, no token generated and the GPUs idle, all for the threshold or longer
    Unreachable, ///< the API stopped answering after the engine was ready (or never answered at all)
};

QString livenessStateId(LivenessState state); ///< "unknown", "serving", "idle", "stuck", "unreachable"
QString livenessStateText(LivenessState state); ///< translated, for a person

/// The thresholds of one host's judge; the first two come from the engine profile's `liveness`.
struct LivenessThresholds {
    qint64 stuckAfterMs = 60'000; ///< no progress for this long, with work pending and GPUs idle: stuck
    qint64 probeIntervalMs = 60'000; ///< at most one idle probe in this time
    double gpuIdlePercent = 5; ///< a GPU at or below this utilisation is idle
    qint64 metricsStaleMs = 10'000; ///< a metrics sample older than this is no evidence of now
    qint64 gpuStaleMs = 10'000; ///< the same for GPU ticks
    qint64 probeGraceMs
        = 3'000; ///< a metrics sample taken this soon after a probe's answer may still count it
};

/// What the API's `/health` answered, as the judge needs it.
enum class LivenessHealth {
    NotAsked, ///< no answer yet
    Ready, ///< 200
    NotReady, ///< 503 or another status: loading, or dead by its own account
    Refused, ///< connection refused: starting (before ready) or gone (after)
    Unreachable, ///< timeout or a transport error
};

/// One sample of the serving metrics; a member is empty when the body did not carry it.
struct LivenessMetricsSample {
    std::optional<double> running;
    std::optional<double> waiting;
    std::optional<double> generationTokens; ///< the counter's total
    std::optional<double> generationTokensPerSecond; ///< used when the total is missing
};

/// How an idle probe ended without a token.
enum class LivenessProbeFailure {
    Timeout, ///< its deadline passed with no answer
    Refused, ///< connection refused
    Error, ///< an HTTP error status, a transport error or an answer without a choice
};

/// The judge's answer: a state, one sentence that stays the same while the state and its cause
/// do, and evidence lines with the values and how long each has held.
struct LivenessVerdict {
    LivenessState state = LivenessState::Unknown;
    QString summary;
    QStringList evidence;
    qint64 sinceMs = -1; ///< on the judge's clock: when this state and summary began
    /// Unknown only: the evidence that is missing will not come without a change on the host (no
    /// `/metrics`, metrics without the counters, no GPU utilisation); waiting longer is no use.
    bool settled = false;
    /// Unknown only: the evidence of a hang has held for part of the threshold; if nothing moves,
    /// a stuck verdict falls in this many milliseconds (-1: no such window runs). A step that
    /// waits for a verdict waits at least this long.
    qint64 stuckDueInMs = -1;

    bool operator==(const LivenessVerdict &) const = default;
};

/// Pure: fed with timestamped observations of one host (milliseconds on one clock of the
/// caller's, normally monotonic), it says whether the engine makes progress. No I/O, no clock of
/// its own. Judging starts at the first `/health` 200 (compile and graph capture are not serving
/// time) and starts again at every later one. Stuck needs one sign of a hang observed without a
/// gap for the threshold, with no progress in that time:
///  * requests pending (the metrics' gauges) and the generation counter flat;
///  * a request of ours (the idle probe) taken and no token for it;
///  * `/health` 200 while `/metrics` is taken and never answered (an engine such as llama-server
///    answers its metrics from the loop that hangs, its health from other threads).
/// GPU readings strengthen it: where there are some, every GPU must also be idle for the threshold
/// (a long prefill keeps them busy); a host without them (CPU engine, no GPU tool) is judged on the
/// rest. `/health` alone never gives a verdict; missing or broken evidence gives Unknown with the
/// reason. A stuck verdict holds until progress is seen (tokens counted, a probe answered) or the
/// engine is ready anew.
class LivenessJudge {
public:
    explicit LivenessJudge(const LivenessThresholds &thresholds = {});

    void setThresholds(const LivenessThresholds &thresholds) { m_t = thresholds; }
    const LivenessThresholds &thresholds() const { return m_t; }

    /// `detail` says what was seen, for the evidence ("HTTP 503", "connection refused").
    void observeHealth(qint64 ms, LivenessHealth health, const QString &detail = QString());
    void observeMetrics(qint64 ms, const LivenessMetricsSample &sample);
    /// The metrics endpoint did not answer with a body (`why`: one sentence). `silentMs` > 0: the
    /// request was taken and nothing came back for that long (a timeout, not a refusal or an HTTP
    /// error). On an engine that answers `/metrics` from its own loop (llama-server) while its
    /// HTTP threads answer `/health`, that silence is the hang itself.
    void observeMetricsFailure(qint64 ms, const QString &why, qint64 silentMs = 0);
    /// One tick of every GPU: utilisation in percent (NaN: not readable) and the memory in use.
    void observeGpus(qint64 ms, const QList<double> &utilisationPercent, double memoryUsedMiB = NAN);
    void observeProbeSent(qint64 ms);
    /// The probe got its answer (`tokens` generated) `seconds` after it went out.
    void observeProbeAnswered(qint64 ms, double seconds, int tokens = 1);
    void observeProbeFailed(qint64 ms, LivenessProbeFailure failure, const QString &why);

    /// A probe may go out now: ready, none outstanding, the interval since the last one passed,
    /// and either fresh metrics that show no one else's work or no metrics at all (the endpoint
    /// fails or is silent: the probe is then the only evidence of progress).
    bool probeDue(qint64 nowMs) const;
    /// Why the host has no GPU readings (the GPU monitor's word: "No GPU tool on this host: …"),
    /// shown with the evidence; empty: none given.
    void setGpuNote(const QString &note) { m_gpuNote = note; }
    /// The owner sends idle probes (default). Without them, a host whose metrics do not answer
    /// has no evidence to come: its "not judged" is settled at once.
    void setProbing(bool probing) { m_probing = probing; }
    bool probeOutstanding() const { return m_probeSentMs >= 0; }

    /// The verdict at `nowMs` (which also latches a stuck verdict; not const for that reason).
    LivenessVerdict judge(qint64 nowMs);

private:
    struct Window {
        qint64 since = -1; ///< -1: not holding
        bool holds() const { return since >= 0; }
        void reset() { since = -1; }
    };

    bool noteTime(qint64 ms); ///< false (and windows restarted) when the clock went back
    void restartWindows(const QString &why);
    void progressSeen(qint64 ms);
    qint64 pendingSince(qint64 nowMs) const;
    /// Since when `/metrics` has gone unanswered (timeouts only), -1 when it answered since, failed
    /// otherwise, or the last timeout is too old to speak of now.
    qint64 metricsSilentSince(qint64 nowMs) const;
    /// Since when a probe of ours has waited for its token without any progress (kept across a
    /// probe that timed out and the next one), -1 when none.
    qint64 unansweredSince() const;
    /// Whether the GPU readings let a hang that began at `from` be called stuck now: idle for the
    /// threshold, or no GPU readings at all on this host (a CPU engine, no GPU tool); `busy` is set
    /// when they show work.
    bool gpusAllowStuck(qint64 from, qint64 nowMs, bool *busy) const;
    bool probeActiveAt(qint64 fromMs, qint64 toMs) const; ///< our probe was out at some time between the two
    QStringList evidence(qint64 nowMs) const;
    LivenessVerdict verdict(LivenessState state, const QString &summary, qint64 nowMs) const;

    LivenessThresholds m_t;
    qint64 m_newestMs = -1;
    QString m_clockNote; ///< why the windows restarted, until they fill again
    qint64 m_clockNoteMs = -1;

    LivenessHealth m_health = LivenessHealth::NotAsked;
    QString m_healthDetail;
    qint64 m_healthSinceMs = -1;
    qint64 m_readySinceMs = -1; ///< -1: not ready since the last time it stopped being
    bool m_wasReady = false; ///< ready at least once (a refusal afterwards is unreachable)

    // Metrics.
    qint64 m_metricsMs = -1; ///< newest sample
    qint64 m_previousMetricsMs = -1;
    LivenessMetricsSample m_sample;
    std::optional<double> m_previousTotal;
    QString m_metricsFailure;
    qint64 m_metricsFailureMs = -1;
    Window m_metricsSilent; ///< /metrics requests timing out, none answered since
    bool m_probing = true;
    Window m_gaugesPending; ///< the gauges show requests (ours included)
    Window m_flat; ///< the generation counter did not move
    std::optional<double> m_flatAt; ///< the counter's value while flat
    bool m_counterReset = false; ///< the newest sample's counter went down (engine restarted)
    bool m_foreignProgress = false; ///< the newest sample counted tokens beyond our probe's
    bool m_foreignPending = false; ///< the newest sample counted requests beyond our probe
    qint64 m_lastProgressMs = -1;

    // GPUs.
    qint64 m_gpuMs = -1;
    Window m_gpuIdle;
    int m_gpuCount = 0;
    int m_gpuReadable = 0;
    double m_gpuMaxPercent = NAN;
    double m_gpuMemoryMiB = NAN;
    QString m_gpuNote;

    // The idle probe.
    qint64 m_probeSentMs = -1; ///< -1: none outstanding
    qint64 m_unansweredMs = -1; ///< the first probe still without a token since the last progress
    qint64 m_probeOkMs = -1; ///< the last probe answered with a token since ready
    qint64 m_lastProbeSentMs = -1;
    qint64 m_probeDoneMs = -1;
    int m_probeTokens = 1; ///< what the last answered probe generated
    QString m_probeResult; ///< how the last probe that ended went, for the evidence
    qint64 m_probeResultMs = -1;

    // A stuck verdict holds until progress.
    qint64 m_stuckSinceMs = -1;
    QString m_stuckSummary; ///< what the stuck verdict rests on
    // For sinceMs: the last verdict's state and summary.
    LivenessState m_lastState = LivenessState::Unknown;
    QString m_lastSummary;
    qint64 m_lastChangeMs = -1;
};

} // namespace ic
