// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LivenessJudge.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LivenessJudge)
};

/// A reading that can be used: finite and not negative.
std::optional<double> usable(const std::optional<double> &v)
{
    if (!v || !std::isfinite(*v) || *v < 0)
        return std::nullopt;
    return v;
}

QString seconds(qint64 ms)
{
    const double s = double(std::max<qint64>(ms, 0)) / 1000.0;
    return Tr::tr("%1 s").arg(s < 10 ? QString::number(s, 'f', 1) : QString::number(qint64(std::round(s))));
}

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 10) : Tr::tr("absent");
}

} // namespace

QString livenessStateId(LivenessState state)
{
    switch (state) {
    case LivenessState::Unknown:
        return QStringLiteral("unknown");
    case LivenessState::Serving:
        return QStringLiteral("serving");
    case LivenessState::Idle:
        return QStringLiteral("idle");
    case LivenessState::Stuck:
        return QStringLiteral("stuck");
    case LivenessState::Unreachable:
        return QStringLiteral("unreachable");
    }
    return {};
}

QString livenessStateText(LivenessState state)
{
    switch (state) {
    case LivenessState::Unknown:
        return Tr::tr("unknown");
    case LivenessState::Serving:
        return Tr::tr("serving");
    case LivenessState::Idle:
        return Tr::tr("idle");
    case LivenessState::Stuck:
        return Tr::tr("stuck");
    case LivenessState::Unreachable:
        return Tr::tr("unreachable");
    }
    return {};
}

LivenessJudge::LivenessJudge(const LivenessThresholds &thresholds)
    : m_t(thresholds)
{
}

bool LivenessJudge::noteTime(qint64 ms)
{
    if (m_newestMs >= 0 && ms < m_newestMs) {
        const qint64 back = m_newestMs - ms;
        m_newestMs = ms;
        restartWindows(Tr::tr("the clock went back by %1: every window started again").arg(seconds(back)));
        m_clockNoteMs = ms;
        return false;
    }
    m_newestMs = std::max(m_newestMs, ms);
    return true;
}

void LivenessJudge::restartWindows(const QString &why)
{
    // Times taken on the old clock mean nothing on the new one: what is still true starts now.
    m_clockNote = why;
    m_gaugesPending.reset();
    m_flat.reset();
    m_gpuIdle.reset();
    m_metricsSilent.reset();
    m_stuckSinceMs = -1;
    m_lastProgressMs = -1;
    m_metricsMs = -1;
    m_previousMetricsMs = -1;
    if (m_unansweredMs >= 0)
        m_unansweredMs = m_newestMs;
    m_metricsFailureMs = m_metricsFailure.isEmpty() ? -1 : m_newestMs;
    m_gpuMs = -1;
    if (m_readySinceMs >= 0)
        m_readySinceMs = m_newestMs;
    if (m_healthSinceMs >= 0)
        m_healthSinceMs = m_newestMs;
    if (m_probeSentMs >= 0)
        m_probeSentMs = m_newestMs;
    if (m_lastProbeSentMs >= 0)
        m_lastProbeSentMs = m_newestMs;
    m_probeDoneMs = -1;
    m_probeResultMs = m_probeResult.isEmpty() ? -1 : m_newestMs;
    m_lastChangeMs = m_newestMs;
}

void LivenessJudge::progressSeen(qint64 ms)
{
    m_stuckSinceMs = -1;
    m_flat.reset();
    m_lastProgressMs = ms;
    // A probe still out while others' tokens flow waits in a queue that moves: its wait counts from here.
    m_unansweredMs = m_probeSentMs >= 0 ? ms : -1;
}

void LivenessJudge::observeHealth(qint64 ms, LivenessHealth health, const QString &detail)
{
    noteTime(ms);
    if (health == m_health && detail == m_healthDetail)
        return;
    const bool wasReady = m_health == LivenessHealth::Ready;
    m_health = health;
    m_healthDetail = detail;
    m_healthSinceMs = ms;
    const bool ready = health == LivenessHealth::Ready;
    if (ready == wasReady)
        return;
    // Ready anew (or no longer): nothing seen before counts, the engine may be a new one.
    m_readySinceMs = ready ? ms : -1;
    m_wasReady = m_wasReady || ready;
    m_gaugesPending.reset();
    m_flat.reset();
    m_gpuIdle.reset();
    m_metricsSilent.reset();
    m_stuckSinceMs = -1;
    m_lastProgressMs = -1;
    m_unansweredMs = ready && m_probeSentMs >= 0 ? ms : -1;
    m_probeOkMs = -1;
    m_metricsMs = -1;
    m_previousMetricsMs = -1;
    m_sample = {};
    m_previousTotal.reset();
    m_counterReset = false;
    m_foreignProgress = false;
    m_foreignPending = false;
    m_metricsFailure.clear();
    m_metricsFailureMs = -1;
}

bool LivenessJudge::probeActiveAt(qint64 fromMs, qint64 toMs) const
{
    if (m_probeSentMs >= 0)
        return m_probeSentMs <= toMs;
    return m_probeDoneMs >= 0 && m_probeDoneMs >= fromMs;
}

void LivenessJudge::observeMetrics(qint64 ms, const LivenessMetricsSample &raw)
{
    noteTime(ms);
    if (m_readySinceMs < 0)
        return; // before ready (or after it stopped being): not serving time
    LivenessMetricsSample s;
    s.running = usable(raw.running);
    s.waiting = usable(raw.waiting);
    s.generationTokens = usable(raw.generationTokens);
    s.generationTokensPerSecond = usable(raw.generationTokensPerSecond);

    const qint64 previousMs = m_metricsMs;
    const bool continuous = previousMs >= 0 && ms - previousMs <= m_t.metricsStaleMs;
    // Our probe may be among what this sample counts: the engine counted it before we saw its answer.
    const bool oursRunning = probeActiveAt(ms - m_t.probeGraceMs, ms);
    const bool oursGenerated = probeActiveAt((previousMs >= 0 ? previousMs : ms) - m_t.probeGraceMs, ms);

    // The gauges: requests running or queued, ours among them while our probe is out.
    if (s.running || s.waiting) {
        const double load = s.running.value_or(0) + s.waiting.value_or(0);
        if (load > 0) {
            if (!m_gaugesPending.holds() || !continuous)
                m_gaugesPending.since = ms;
        } else {
            m_gaugesPending.reset();
        }
        m_foreignPending = load - (oursRunning ? 1 : 0) > 0.5;
    } else {
        m_gaugesPending.reset();
        m_foreignPending = false;
    }

    // The generation counter: its total when the body has it, else the rate computed from it.
    std::optional<double> delta;
    m_counterReset = false;
    if (s.generationTokens) {
        if (m_previousTotal) {
            if (*s.generationTokens < *m_previousTotal)
                m_counterReset = true; // the engine restarted: no comparison this round
            else
                delta = *s.generationTokens - *m_previousTotal;
        }
        m_previousTotal = s.generationTokens;
    } else {
        m_previousTotal.reset();
        if (s.generationTokensPerSecond)
            delta = *s.generationTokensPerSecond * double(previousMs >= 0 ? ms - previousMs : 1000) / 1000.0;
    }
    if (!delta) {
        m_flat.reset();
        m_foreignProgress = false;
    } else if (*delta > 0) {
        // A probe's own token is progress, but not someone else's traffic.
        m_foreignProgress = *delta > (oursGenerated ? m_probeTokens : 0) + 0.5;
        progressSeen(ms);
    } else {
        if (!m_flat.holds())
            m_flat.since = previousMs >= 0 ? previousMs : ms; // the counter stood there already
        m_flatAt = s.generationTokens;
        m_foreignProgress = false;
    }
    m_previousMetricsMs = previousMs;
    m_metricsMs = ms;
    m_sample = s;
    m_metricsFailure.clear();
    m_metricsFailureMs = -1;
    m_metricsSilent.reset();
}

void LivenessJudge::observeMetricsFailure(qint64 ms, const QString &why, qint64 silentMs)
{
    noteTime(ms);
    m_metricsFailure = why;
    m_metricsFailureMs = ms;
    if (silentMs <= 0 || m_readySinceMs < 0) {
        m_metricsSilent.reset();
        return;
    }
    // The request went out `silentMs` ago and was never answered: the silence began then (but not
    // before the engine was ready: judging counts from there).
    if (!m_metricsSilent.holds())
        m_metricsSilent.since = std::max(m_readySinceMs, ms - silentMs);
}

void LivenessJudge::observeGpus(qint64 ms, const QList<double> &utilisationPercent, double memoryUsedMiB)
{
    noteTime(ms);
    const bool continuous = m_gpuMs >= 0 && ms - m_gpuMs <= m_t.gpuStaleMs;
    int readable = 0;
    double max = NAN;
    for (double u : utilisationPercent) {
        if (!std::isfinite(u) || u < 0)
            continue;
        ++readable;
        max = std::isnan(max) ? u : std::max(max, u);
    }
    m_gpuCount = int(utilisationPercent.size());
    m_gpuReadable = readable;
    m_gpuMaxPercent = max;
    m_gpuMemoryMiB = std::isfinite(memoryUsedMiB) && memoryUsedMiB >= 0 ? memoryUsedMiB : NAN;
    const bool idle = readable > 0 && max <= m_t.gpuIdlePercent;
    if (!idle)
        m_gpuIdle.reset();
    else if (!m_gpuIdle.holds() || !continuous)
        m_gpuIdle.since = ms;
    m_gpuMs = ms;
}

void LivenessJudge::observeProbeSent(qint64 ms)
{
    noteTime(ms);
    m_probeSentMs = ms;
    m_lastProbeSentMs = ms;
    if (m_unansweredMs < 0 && m_readySinceMs >= 0)
        m_unansweredMs = ms;
}

void LivenessJudge::observeProbeAnswered(qint64 ms, double secondsTaken, int tokens)
{
    noteTime(ms);
    m_probeSentMs = -1;
    m_probeDoneMs = ms;
    m_probeTokens = std::max(1, tokens);
    m_probeResult = Tr::tr("probe answered with a token in %1")
                        .arg(seconds(std::isfinite(secondsTaken) ? qint64(secondsTaken * 1000) : 0));
    m_probeResultMs = ms;
    m_unansweredMs = -1;
    if (m_readySinceMs >= 0) {
        m_probeOkMs = ms;
        progressSeen(ms);
    }
}

void LivenessJudge::observeProbeFailed(qint64 ms, LivenessProbeFailure failure, const QString &why)
{
    noteTime(ms);
    const qint64 sent = m_probeSentMs;
    m_probeSentMs = -1;
    m_probeDoneMs = ms;
    switch (failure) {
    case LivenessProbeFailure::Timeout:
        m_probeResult = Tr::tr("probe got no token in %1: %2").arg(seconds(sent >= 0 ? ms - sent : 0), why);
        break;
    case LivenessProbeFailure::Refused:
        m_probeResult = Tr::tr("probe refused: %1").arg(why);
        m_unansweredMs = -1;
        break;
    case LivenessProbeFailure::Error:
        m_probeResult = Tr::tr("probe failed (no verdict from it): %1").arg(why);
        m_unansweredMs = -1;
        break;
    }
    // A timeout leaves the wait running: the next probe is the same question asked again.
    m_probeResultMs = ms;
}

bool LivenessJudge::probeDue(qint64 nowMs) const
{
    const bool anyMetric = m_sample.running || m_sample.waiting || m_sample.generationTokens
        || m_sample.generationTokensPerSecond;
    const bool freshMetrics = m_metricsMs >= 0 && nowMs - m_metricsMs <= m_t.metricsStaleMs && anyMetric;
    // No metrics to show others' work: the endpoint fails or is silent. One token now and then is
    // then the only way to tell an engine that answers from one that does not.
    const bool noMetrics
        = (m_metricsMs < 0 || nowMs - m_metricsMs > m_t.metricsStaleMs) && m_metricsFailureMs >= 0;
    return m_health == LivenessHealth::Ready && m_readySinceMs >= 0
        && ((freshMetrics && !m_foreignPending && !m_foreignProgress) || noMetrics) && m_probeSentMs < 0
        && (m_lastProbeSentMs < 0 || nowMs - m_lastProbeSentMs >= m_t.probeIntervalMs);
}

qint64 LivenessJudge::metricsSilentSince(qint64 nowMs) const
{
    // The metrics are asked every second or so and time out after a few: a newer failure than
    // the stale limit keeps the silence current.
    if (!m_metricsSilent.holds() || m_metricsFailureMs < 0 || nowMs - m_metricsFailureMs > m_t.metricsStaleMs)
        return -1;
    return m_metricsSilent.since;
}

qint64 LivenessJudge::unansweredSince() const
{
    if (m_unansweredMs < 0)
        return -1;
    return std::max(m_unansweredMs, m_lastProgressMs);
}

bool LivenessJudge::gpusAllowStuck(qint64 from, qint64 nowMs, bool *busy) const
{
    *busy = false;
    if (m_gpuMs < 0)
        return true; // no GPU readings on this host at all: judged on the rest
    if (nowMs - m_gpuMs > m_t.gpuStaleMs)
        return false; // they were there and stopped: no verdict without sight of the GPUs
    if (m_gpuReadable == 0)
        return true; // GPUs whose utilisation no tool reads (MIG): judged on the rest
    if (!m_gpuIdle.holds()) {
        *busy = true;
        return false;
    }
    return nowMs - std::max(from, m_gpuIdle.since) >= m_t.stuckAfterMs;
}

qint64 LivenessJudge::pendingSince(qint64 nowMs) const
{
    qint64 since = -1;
    if (m_gaugesPending.holds() && m_metricsMs >= 0 && nowMs - m_metricsMs <= m_t.metricsStaleMs)
        since = m_gaugesPending.since;
    if (const qint64 ours = m_probeSentMs >= 0 ? unansweredSince() : -1; ours >= 0)
        since = since < 0 ? ours : std::min(since, ours);
    return since;
}

QStringList LivenessJudge::evidence(qint64 nowMs) const
{
    QStringList lines;
    if (m_health != LivenessHealth::NotAsked)
        lines << Tr::tr("/health: %1 for %2%3")
                     .arg(m_healthDetail.isEmpty() ? QStringLiteral("?") : m_healthDetail,
                          seconds(nowMs - m_healthSinceMs),
                          m_health == LivenessHealth::Ready ? Tr::tr(" (says nothing about progress)")
                                                            : QString());
    if (m_metricsMs >= 0) {
        lines << Tr::tr("metrics %1 old: running %2, waiting %3, generation counter %4, %5 tokens/s")
                     .arg(seconds(nowMs - m_metricsMs), number(m_sample.running), number(m_sample.waiting),
                          number(m_sample.generationTokens), number(m_sample.generationTokensPerSecond));
    }
    if (!m_metricsFailure.isEmpty())
        lines << Tr::tr("metrics endpoint: %1").arg(m_metricsFailure);
    if (const qint64 silent = metricsSilentSince(nowMs); silent >= 0)
        lines << Tr::tr("/metrics taken and not answered for %1").arg(seconds(nowMs - silent));
    if (m_unansweredMs >= 0 && m_probeSentMs < 0)
        lines << Tr::tr("our probes got no token for %1").arg(seconds(nowMs - unansweredSince()));
    const qint64 pending = pendingSince(nowMs);
    if (pending >= 0)
        lines << (m_probeSentMs >= 0 && !m_gaugesPending.holds()
                      ? Tr::tr("our probe pending for %1").arg(seconds(nowMs - pending))
                      : Tr::tr("requests pending for %1").arg(seconds(nowMs - pending)));
    if (m_flat.holds())
        lines << (m_flatAt ? Tr::tr("generation counter flat at %1 for %2")
                                 .arg(QString::number(*m_flatAt, 'g', 15), seconds(nowMs - m_flat.since))
                           : Tr::tr("no tokens generated for %1").arg(seconds(nowMs - m_flat.since)));
    if (m_counterReset)
        lines << Tr::tr(
            "the generation counter went down (the engine restarted): compared again from the next "
            "sample");
    if (m_lastProgressMs >= 0)
        lines << Tr::tr("tokens last counted %1 ago").arg(seconds(nowMs - m_lastProgressMs));
    if (m_gpuMs < 0) {
        lines << (m_gpuNote.isEmpty() ? Tr::tr("no GPU readings")
                                      : Tr::tr("no GPU readings (%1)").arg(m_gpuNote));
    } else {
        QString gpu = m_gpuReadable == 0
            ? Tr::tr("GPUs (%1 old): no utilisation readable on %2 GPUs")
                  .arg(seconds(nowMs - m_gpuMs))
                  .arg(m_gpuCount)
            : Tr::tr("GPUs (%1 old): utilisation at most %2 % on %3 of %4 GPUs")
                  .arg(seconds(nowMs - m_gpuMs), QString::number(m_gpuMaxPercent, 'g', 4))
                  .arg(m_gpuReadable)
                  .arg(m_gpuCount);
        if (std::isfinite(m_gpuMemoryMiB))
            gpu += Tr::tr(", %1 MiB of memory in use")
                       .arg(QString::number(qint64(std::round(m_gpuMemoryMiB))));
        lines << gpu;
        if (m_gpuIdle.holds())
            lines << Tr::tr("GPUs idle (at most %1 %) for %2")
                         .arg(QString::number(m_t.gpuIdlePercent, 'g', 4), seconds(nowMs - m_gpuIdle.since));
    }
    if (m_probeSentMs >= 0)
        lines << Tr::tr("probe sent %1 ago, no answer yet").arg(seconds(nowMs - m_probeSentMs));
    else if (!m_probeResult.isEmpty())
        lines << Tr::tr("%1 (%2 ago)").arg(m_probeResult, seconds(nowMs - m_probeResultMs));
    if (!m_clockNote.isEmpty() && m_clockNoteMs >= 0 && nowMs - m_clockNoteMs < m_t.stuckAfterMs)
        lines << m_clockNote;
    return lines;
}

LivenessVerdict LivenessJudge::verdict(LivenessState state, const QString &summary, qint64 nowMs) const
{
    LivenessVerdict v;
    v.state = state;
    v.summary = summary;
    v.evidence = evidence(nowMs);
    v.evidence << Tr::tr("stuck after %1 of requests pending with no token generated, or of /metrics "
                         "unanswered while /health says 200 (and the GPUs idle, where there are readings)")
                      .arg(seconds(m_t.stuckAfterMs));
    return v;
}

LivenessVerdict LivenessJudge::judge(qint64 nowMs)
{
    noteTime(nowMs);
    bool settled = false; // a "not judged" that holds until something on the host changes
    qint64 dueIn = -1; // while a sign of a hang holds: when the stuck verdict would fall
    auto decide = [&]() -> LivenessVerdict {
        switch (m_health) {
        case LivenessHealth::NotAsked:
            return verdict(LivenessState::Unknown, Tr::tr("Not judged: /health has not answered yet."),
                           nowMs);
        case LivenessHealth::Unreachable:
            return verdict(LivenessState::Unreachable, Tr::tr("The API does not answer."), nowMs);
        case LivenessHealth::Refused:
            if (m_wasReady)
                return verdict(LivenessState::Unreachable,
                               Tr::tr("The API refuses connections after it was ready."), nowMs);
            return verdict(
                LivenessState::Unknown,
                Tr::tr("Not judged before the engine is ready: it refuses connections while it starts."),
                nowMs);
        case LivenessHealth::NotReady:
            return verdict(
                LivenessState::Unknown,
                Tr::tr("Not judged while /health does not answer 200: liveness counts from the engine's "
                       "ready on."),
                nowMs);
        case LivenessHealth::Ready:
            break;
        }
        // A sign of a hang held since `from` with no progress: stuck at the threshold, where the
        // GPUs (if the host has readings) are idle too; otherwise "not judged yet", with when.
        auto stall = [&](qint64 from, const QString &judging, const QString &stuckWithGpus,
                         const QString &stuckWithout) -> std::optional<LivenessVerdict> {
            bool busy = false;
            if (nowMs - from >= m_t.stuckAfterMs && gpusAllowStuck(from, nowMs, &busy)) {
                m_stuckSinceMs = nowMs;
                m_stuckSummary = m_gpuMs >= 0 && m_gpuReadable > 0 ? stuckWithGpus : stuckWithout;
                return verdict(LivenessState::Stuck, m_stuckSummary, nowMs);
            }
            if (busy)
                return std::nullopt;
            const bool gpus = m_gpuMs >= 0 && m_gpuReadable > 0 && m_gpuIdle.holds();
            const qint64 due = std::max(from, gpus ? m_gpuIdle.since : from) + m_t.stuckAfterMs - nowMs;
            dueIn = dueIn < 0 ? std::max<qint64>(due, 0) : std::min(dueIn, std::max<qint64>(due, 0));
            if (judging.isEmpty())
                return std::nullopt;
            return verdict(LivenessState::Unknown, judging, nowMs);
        };
        if (m_stuckSinceMs >= 0)
            return verdict(LivenessState::Stuck, m_stuckSummary, nowMs);
        // The engine's loop does not answer: `/metrics` taken and never answered while `/health`
        // says 200 (llama-server answers its metrics from the loop, its health from other threads).
        if (const qint64 silent = metricsSilentSince(nowMs); silent >= 0) {
            bool busy = false;
            gpusAllowStuck(silent, nowMs, &busy);
            if (busy)
                return verdict(LivenessState::Unknown,
                               Tr::tr("Not judged: /metrics does not answer, but the GPUs are busy (a long "
                                      "step and a hang look alike)."),
                               nowMs);
            const QString silentStuck
                = Tr::tr("Stuck: /health answers 200, but the engine has not answered /metrics for %1 or "
                         "longer: its loop does not run.")
                      .arg(seconds(m_t.stuckAfterMs));
            if (auto v
                = stall(silent,
                        Tr::tr("Not judged yet: /health answers 200, but /metrics has not answered for "
                               "%1; stuck at %2 if nothing moves.")
                            .arg(seconds(nowMs - silent), seconds(m_t.stuckAfterMs)),
                        silentStuck, silentStuck))
                return *v;
        }
        const QString stuck
            = Tr::tr("Stuck: requests pending, no token generated and the GPUs idle for %1 or "
                     "longer.")
                  .arg(seconds(m_t.stuckAfterMs));
        const QString stuckNoGpu = Tr::tr("Stuck: requests pending and no token generated for %1 or longer "
                                          "(no GPU readings on this host to add).")
                                       .arg(seconds(m_t.stuckAfterMs));
        const QString busyGpus
            = Tr::tr("Not judged: requests are pending and no token came, but the GPUs are "
                     "busy (a long prefill and a rank spinning in a collective look alike).");
        // A request of ours taken and no token for it: needs no metrics at all.
        if (const qint64 ours = unansweredSince(); ours >= 0) {
            bool busy = false;
            if (auto v = stall(ours, QString(), stuck, stuckNoGpu))
                return *v;
            gpusAllowStuck(ours, nowMs, &busy);
            if (busy && nowMs - ours >= m_t.stuckAfterMs)
                return verdict(LivenessState::Unknown, busyGpus, nowMs);
        }
        if (m_metricsMs < 0 && m_metricsFailureMs >= 0) {
            if (m_probeOkMs >= 0 && m_probeSentMs < 0 && m_unansweredMs < 0)
                return verdict(LivenessState::Idle,
                               Tr::tr("Answering: the probe got its token; no serving metrics to tell more "
                                      "(%1).")
                                   .arg(m_metricsFailure),
                               nowMs);
            settled = !m_probing;
            return verdict(
                LivenessState::Unknown,
                Tr::tr("Not judged: the serving metrics do not answer (%1).").arg(m_metricsFailure), nowMs);
        }
        if (m_metricsMs < 0)
            return verdict(
                LivenessState::Unknown,
                Tr::tr("Not judged: no serving metrics have arrived since the engine became ready."), nowMs);
        if (nowMs - m_metricsMs > m_t.metricsStaleMs)
            return verdict(LivenessState::Unknown,
                           Tr::tr("Not judged: the serving metrics stopped arriving."), nowMs);
        const bool gauges = m_sample.running || m_sample.waiting;
        const bool counter = m_sample.generationTokens || m_sample.generationTokensPerSecond;
        settled = !gauges && !counter;
        if (!gauges && !counter)
            return verdict(
                LivenessState::Unknown,
                Tr::tr("Not judged: the metrics carry none of the engine's request or token counters."),
                nowMs);
        const qint64 pending = pendingSince(nowMs);
        settled = pending >= 0 && !counter && unansweredSince() < 0;
        if (pending >= 0 && !counter && unansweredSince() < 0)
            return verdict(
                LivenessState::Unknown,
                Tr::tr("Not judged: requests are pending, but the metrics carry no generation counter to "
                       "tell progress."),
                nowMs);
        if (pending >= 0 && m_flat.holds()) {
            const qint64 from = std::max(pending, m_flat.since);
            if (nowMs - from >= m_t.stuckAfterMs) {
                const bool gpuStale = m_gpuMs >= 0 && nowMs - m_gpuMs > m_t.gpuStaleMs;
                if (gpuStale)
                    return verdict(LivenessState::Unknown,
                                   Tr::tr("Not judged: requests are pending and no token came, but no GPU "
                                          "utilisation is at hand to tell an idle engine from a busy one."),
                                   nowMs);
                bool busy = false;
                if (auto v = stall(from, QString(), stuck, stuckNoGpu))
                    return *v;
                gpusAllowStuck(from, nowMs, &busy);
                if (busy)
                    return verdict(LivenessState::Unknown, busyGpus, nowMs);
            } else {
                stall(from, QString(), stuck, stuckNoGpu); // only for when it would fall
            }
        }
        if (m_foreignProgress || m_foreignPending)
            return verdict(LivenessState::Serving, Tr::tr("Serving."), nowMs);
        return verdict(LivenessState::Idle, Tr::tr("Idle: no requests pending and no tokens generated."),
                       nowMs);
    };
    LivenessVerdict v = decide();
    v.settled = settled && v.state == LivenessState::Unknown;
    v.stuckDueInMs = v.state == LivenessState::Stuck ? -1 : dueIn;
    if (v.state != m_lastState || v.summary != m_lastSummary || m_lastChangeMs < 0) {
        m_lastState = v.state;
        m_lastSummary = v.summary;
        m_lastChangeMs = nowMs;
    }
    v.sinceMs = m_lastChangeMs;
    return v;
}

} // namespace ic
