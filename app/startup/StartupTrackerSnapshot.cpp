// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// What the start-up tracker reports: the snapshot a view shows (phases, percent, ETA, the
// stall flag), the phase durations kept for the history, and when a change is worth a signal.
// The tracker's inputs (log records, service state, /health, GPU memory) are in StartupTracker.cpp.
#include "StartupTracker.h"

#include <algorithm>

namespace ic {

namespace {

double secondsBetween(qint64 from, qint64 to)
{
    if (from == kUnknownTime || to == kUnknownTime)
        return -1;
    return std::max<qint64>(0, to - from) / 1000.0;
}

} // namespace

QString phaseStateName(PhaseState state)
{
    switch (state) {
    case PhaseState::Pending:
        return QStringLiteral("pending");
    case PhaseState::Active:
        return QStringLiteral("active");
    case PhaseState::Done:
        return QStringLiteral("done");
    case PhaseState::Failed:
        return QStringLiteral("failed");
    case PhaseState::Skipped:
        return QStringLiteral("skipped");
    }
    return {};
}

QString startupOutcomeName(StartupOutcome outcome)
{
    switch (outcome) {
    case StartupOutcome::Starting:
        return QStringLiteral("starting");
    case StartupOutcome::Ready:
        return QStringLiteral("ready");
    case StartupOutcome::Crashed:
        return QStringLiteral("crashed");
    case StartupOutcome::Stopped:
        return QStringLiteral("stopped");
    }
    return {};
}

double StartupTracker::phaseFraction(const Phase &phase) const
{
    if (phase.bars.isEmpty())
        return -1;
    double sum = 0;
    for (const Bar &b : phase.bars)
        sum += b.n / b.tot;
    const qsizetype bars = std::max<qsizetype>(phase.expectedBars, phase.bars.size());
    return std::clamp(sum / double(bars), 0.0, 1.0);
}

double StartupTracker::budgetFor(int index) const
{
    const ProfilePhase &ph = m_profiles.at(m_profile).phases.at(index);
    // Half again the longest this phase ever took here; the profile's budget without history.
    const double seen = m_expect.max.value(ph.id, -1);
    return seen > 0 ? std::max(seen * 1.5, 30.0) : ph.budgetSeconds;
}

StartupSnapshot StartupTracker::snapshot() const
{
    StartupSnapshot s;
    s.outcome = m_outcome;
    s.everReady = m_everReady;
    s.readyTimeKnown = m_everReady && m_readyTimeKnown;
    s.benignSkipped = m_benign;
    s.secondsSinceProgress = secondsBetween(m_lastProgress, m_now);
    const StartupProfile *p = profile();
    if (!p)
        return s;
    s.engine = p->engine;

    const bool useHistory = !m_expect.isEmpty();
    double total = 0;
    double doneWeight = 0;
    double eta = 0;
    bool etaKnown = useHistory;
    for (qsizetype i = 0; i < m_phases.size(); ++i) {
        const Phase &ph = m_phases.at(i);
        const ProfilePhase &def = p->phases.at(i);
        StartupPhaseStatus st;
        st.id = def.id;
        st.title = def.title;
        st.state = ph.state;
        st.startedMs = ph.started;
        st.endedMs = ph.ended;
        st.reportedSeconds = ph.reported;
        st.detail = ph.detail;
        st.firstLine = ph.firstLine;
        st.lastLine = ph.lastLine;
        const qint64 end = ph.state == PhaseState::Active ? m_now : ph.ended;
        st.elapsedSeconds = ph.state == PhaseState::Pending || ph.state == PhaseState::Skipped
            ? -1
            : secondsBetween(ph.started, end);
        st.fraction = ph.state == PhaseState::Done ? (ph.bars.isEmpty() ? -1 : 1.0) : ph.shownFraction;
        s.phases.append(st);

        // Without history the profile's weights; with it, the median seconds of each phase.
        const double expected = m_expect.median.value(def.id, -1);
        const double weight = ph.weight <= 0 ? 0 : (useHistory ? std::max(0.0, expected) : ph.weight);
        double completion = 0;
        switch (ph.state) {
        case PhaseState::Done:
        case PhaseState::Skipped:
        case PhaseState::Failed:
            completion = 1;
            break;
        case PhaseState::Active:
            if (st.hasFraction())
                completion = st.fraction;
            else if (useHistory && expected > 0 && st.elapsedSeconds >= 0)
                completion = std::min(0.95, st.elapsedSeconds / expected);
            break;
        case PhaseState::Pending:
            break;
        }
        total += weight;
        doneWeight += weight * completion;

        if (useHistory && ph.weight > 0 && expected > 0) {
            if (ph.state == PhaseState::Pending) {
                eta += expected;
            } else if (ph.state == PhaseState::Active) {
                if (st.hasFraction() && st.fraction > 0.02 && st.elapsedSeconds > 0)
                    eta += st.elapsedSeconds * (1 - st.fraction) / st.fraction;
                else
                    eta += std::max(0.0, expected - std::max(0.0, st.elapsedSeconds));
            }
        }
    }
    if (m_furthest >= 0)
        s.currentPhase = p->phases.at(m_furthest).id;
    s.percent = total > 0 ? 100.0 * doneWeight / total : 0;
    if (m_outcome == StartupOutcome::Ready || m_everReady)
        s.percent = 100;

    if (m_outcome != StartupOutcome::Starting) {
        s.etaSeconds = m_outcome == StartupOutcome::Ready ? 0 : -1;
    } else if (etaKnown) {
        s.etaSeconds = eta;
    } else {
        // No history: extrapolate the run so far over the weighted share that is done.
        const double ran = secondsBetween(m_runStart, m_now);
        if (ran > 0 && s.percent >= 2)
            s.etaSeconds = ran * (100 - s.percent) / s.percent;
    }

    // Stalled: the current stretch ran past its budget and nothing but benign lines came lately.
    if (m_outcome == StartupOutcome::Starting && m_furthest >= 0 && m_now != kUnknownTime) {
        const Phase &cur = m_phases.at(m_furthest);
        int budgetIndex = m_furthest;
        qint64 since = cur.started;
        if (cur.state != PhaseState::Active) {
            since = cur.ended; // between phases: the next one's budget applies
            budgetIndex = std::min<int>(m_furthest + 1, int(m_phases.size()) - 1);
        }
        const double stretch = secondsBetween(since, m_now);
        const double quiet = s.secondsSinceProgress;
        s.possiblyStuck = stretch > budgetFor(budgetIndex) && quiet >= 0
            && quiet >= std::min(p->stallQuietSeconds, budgetFor(budgetIndex));
    }
    return s;
}

QHash<QString, double> StartupTracker::phaseDurations() const
{
    QHash<QString, double> out;
    const StartupProfile *p = profile();
    if (!p)
        return out;
    for (qsizetype i = 0; i < m_phases.size(); ++i) {
        const Phase &ph = m_phases.at(i);
        if (ph.state != PhaseState::Done)
            continue;
        double secs = secondsBetween(ph.started, ph.ended);
        if (secs < 0)
            secs = ph.reported;
        if (secs >= 0)
            out.insert(p->phases.at(i).id, secs);
    }
    return out;
}

qint64 StartupTracker::flightStart() const
{
    const qint64 start = m_serviceStart != kUnknownTime ? m_serviceStart : m_runStart;
    if (start == kUnknownTime || (m_firstLine != kUnknownTime && m_firstLine < start))
        return m_firstLine;
    return start;
}

StartupFlight StartupTracker::flight() const
{
    StartupFlight f;
    const StartupProfile *p = profile();
    f.usualSilenceSeconds = p ? p->usualSilenceSeconds : m_minSilenceSeconds;
    f.linesTimed = m_linesTimed;
    f.clockSteps = m_clockSteps;
    f.clockStepSeconds = m_clockStepMs / 1000.0;
    f.gapsLeftOut = m_silencesLeftOut;
    const qint64 end = m_endTime != kUnknownTime ? m_endTime : m_now;
    const qint64 start = flightStart();
    f.seconds = secondsBetween(start, end);
    auto offset = [start](qint64 t) { return std::max(0.0, secondsBetween(start, t)); };
    auto phaseId = [p](int index) { return p && index >= 0 ? p->phases.at(index).id : QString(); };
    if (p) {
        for (qsizetype i = 0; i < m_phases.size(); ++i) {
            const Phase &ph = m_phases.at(i);
            if (ph.started == kUnknownTime
                || (ph.state != PhaseState::Done && ph.state != PhaseState::Failed
                    && ph.state != PhaseState::Active))
                continue;
            FlightPhase fp;
            fp.id = p->phases.at(i).id;
            fp.startSeconds = offset(ph.started);
            fp.seconds
                = std::max(0.0, secondsBetween(ph.started, ph.state == PhaseState::Active ? end : ph.ended));
            fp.state = phaseStateName(ph.state);
            fp.reportedSeconds = ph.reported;
            f.phases.append(fp);
        }
    }

    // Silences that began before the end, cut at the end; then the one from the last line to the
    // end when no line came again.
    const double thresholdMs = f.usualSilenceSeconds * 1000;
    for (const Silence &s : m_silences) {
        if (end != kUnknownTime && s.from >= end)
            continue;
        const qint64 to = end != kUnknownTime ? std::min(s.to, end) : s.to;
        if (double(to - s.from) <= thresholdMs)
            continue;
        f.gaps.append({ offset(s.from), (to - s.from) / 1000.0, phaseId(s.phase), to < s.to });
    }
    // Before the first line, the silence counts from the run's start; lines without times of
    // their own tell nothing about it.
    const qint64 last = m_lastLine != kUnknownTime ? m_lastLine : m_linesSeen == 0 ? start : kUnknownTime;
    if (last != kUnknownTime && end != kUnknownTime && last <= end && double(end - last) > thresholdMs)
        f.gaps.append({ offset(last), (end - last) / 1000.0,
                        phaseId(m_lastLine != kUnknownTime ? m_silencePhase : -1), true });
    if (f.gaps.size() > StartupFlight::kMaxGaps) {
        // The longest stay.
        std::stable_sort(f.gaps.begin(), f.gaps.end(),
                         [](const FlightGap &a, const FlightGap &b) { return a.seconds > b.seconds; });
        f.gapsLeftOut += int(f.gaps.size()) - StartupFlight::kMaxGaps;
        f.gaps.resize(StartupFlight::kMaxGaps);
    }
    std::stable_sort(f.gaps.begin(), f.gaps.end(),
                     [](const FlightGap &a, const FlightGap &b) { return a.startSeconds < b.startSeconds; });
    return f;
}

void StartupTracker::maybeEmit()
{
    // A cheap signature of what a view shows; percent in whole steps so a bar does not flood.
    const StartupSnapshot s = snapshot();
    QString sig = s.engine + QLatin1Char('|') + startupOutcomeName(s.outcome) + QLatin1Char('|')
        + QString::number(int(s.percent)) + QLatin1Char('|') + QString::number(s.benignSkipped)
        + (s.possiblyStuck ? QStringLiteral("|stuck") : QString());
    for (const StartupPhaseStatus &ph : s.phases)
        sig += QLatin1Char('|') + phaseStateName(ph.state) + ph.detail;
    if (sig == m_lastSignature)
        return;
    m_lastSignature = sig;
    Q_EMIT changed();
}

} // namespace ic
