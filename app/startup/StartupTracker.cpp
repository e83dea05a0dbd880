// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The tracker's inputs: log records (split, pre-filtered, matched against the profile), service
// state, /health and GPU memory; then what it reports from them: the snapshot a view shows
// (phases, percent, ETA, the stall flag), the phase durations kept for the history, and when a
// change is worth a signal.
#include "StartupTracker.h"

#include "config/EngineProfile.h"

#include "formats/DataText.h"
#include "formats/Utf16.h"

#include <QMutex>

#include <algorithm>
#include <utility>

namespace ic {

namespace {

/// Messages longer than this are matched on their start only: every pattern anchors near the
/// beginning, and a 10 MB line must not cost a scan per pattern.
constexpr qsizetype kMatchLimit = 8192;
/// GPU memory growth (MiB) that counts as progress: weights, KV cache and graphs all allocate.
constexpr double kGpuGrowthMiB = 256;
/// Records kept until the engine is identified.
constexpr qsizetype kHoldLimit = 512;

QString fillDetail(const QString &tpl, const RegexMatch &m, const QStringList &names)
{
    QString out = tpl;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString &name = names.at(i);
        if (name.isEmpty())
            continue;
        QString value = m.captured(int(i));
        value.replace(QStringLiteral(", "), QStringLiteral(" "));
        out.replace(QLatin1Char('{') + name + QLatin1Char('}'), value);
    }
    return out.simplified();
}

/// Pre-filters for a list of profiles: [0] all of them, [1 + i] profile i alone.
QList<LinePrefilter> makeFilters(const QList<StartupProfile> &profiles)
{
    QList<LinePrefilter> out(profiles.size() + 1);
    for (qsizetype i = 0; i < profiles.size(); ++i) {
        for (LinePrefilter *f : { &out[0], &out[i + 1] }) {
            for (const QString &p : profiles.at(i).patterns(f == &out[0]))
                f->addPattern(p);
            // Escape sequences can split a literal: such lines take the full path.
            f->addLiteral(QByteArrayLiteral("\x1b"));
            f->addLiteral(QByteArrayLiteral("^["));
        }
    }
    for (LinePrefilter &f : out)
        f.compile();
    return out;
}

} // namespace

StartupTracker::StartupTracker(QObject *parent)
    : QObject(parent)
    , m_profiles(builtInStartupProfiles())
    , m_builtInProfiles(true)
{
    for (const StartupProfile &p : std::as_const(m_profiles))
        m_minSilenceSeconds = std::min(m_minSilenceSeconds, p.usualSilenceSeconds);
}

StartupTracker::StartupTracker(const QList<StartupProfile> &profiles, QObject *parent)
    : QObject(parent)
{
    for (const StartupProfile &p : profiles) {
        if (p.isValid()) {
            m_profiles.append(p);
            m_minSilenceSeconds = std::min(m_minSilenceSeconds, p.usualSilenceSeconds);
        }
    }
}

const StartupProfile *StartupTracker::profile() const
{
    return m_profile >= 0 ? &m_profiles.at(m_profile) : nullptr;
}

QString StartupTracker::engine() const
{
    return m_profile >= 0 ? m_profiles.at(m_profile).engine : QString();
}

bool StartupTracker::setEngine(const QString &engine)
{
    // The hosts file's spelling may be an alias (`llamacpp`, `llama-server`): the profile's id decides.
    bool known = false;
    const QString canonical = canonicalEngineId(engine, &known);
    const QString id = known && !canonical.isEmpty() ? canonical : engine;
    for (qsizetype i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).engine == id) {
            m_pinned = true;
            if (m_profile != int(i))
                useProfile(int(i));
            maybeEmit();
            return true;
        }
    }
    return false;
}

void StartupTracker::setRequireHealth(bool require)
{
    m_requireHealth = require;
}

void StartupTracker::setLiveSince(qint64 timeMs)
{
    m_liveSince = timeMs;
}

void StartupTracker::setExpectations(const PhaseExpectations &expectations)
{
    m_expect = expectations;
    maybeEmit();
}

void StartupTracker::useProfile(int index)
{
    m_profile = index;
    m_phases.clear();
    m_furthest = -1;
    for (const ProfilePhase &ph : m_profiles.at(index).phases) {
        Phase p;
        p.weight = ph.weight;
        m_phases.append(p);
    }
}

void StartupTracker::reset()
{
    const int pinned = m_pinned ? m_profile : -1;
    m_profile = -1;
    m_phases.clear();
    m_beforeDetection.clear();
    m_furthest = -1;
    m_outcome = StartupOutcome::Starting;
    m_everReady = false;
    m_readyLineSeen = false;
    m_readyLineTime = kUnknownTime;
    m_healthOk = false;
    m_readyTimeKnown = false;
    m_notReadySeenLive = false;
    m_benign = 0;
    m_runStart = kUnknownTime;
    m_lastProgress = kUnknownTime;
    m_gpuBaseline = -1;
    m_silences.clear();
    m_silencesLeftOut = 0;
    m_lastLine = kUnknownTime;
    m_silencePhase = -1;
    m_serviceStart = kUnknownTime;
    m_firstLine = kUnknownTime;
    m_linesSeen = 0;
    m_linesTimed = 0;
    m_clockSteps = 0;
    m_clockStepMs = 0;
    m_endTime = kUnknownTime;
    if (pinned >= 0)
        useProfile(pinned);
    maybeEmit();
}

void StartupTracker::noteTime(qint64 t)
{
    if (t == kUnknownTime)
        return;
    if (m_now == kUnknownTime || t > m_now)
        m_now = t;
    if (m_runStart == kUnknownTime)
        m_runStart = t;
}

void StartupTracker::noteProgress(qint64 t)
{
    if (t == kUnknownTime)
        t = m_now;
    if (t != kUnknownTime)
        m_lastProgress = t;
}

void StartupTracker::noteLine(qint64 t)
{
    ++m_linesSeen;
    if (t == kUnknownTime)
        return; // when it was printed is not known: no evidence either way
    ++m_linesTimed;
    // The first line ends the silence since the run's start, unless lines without times came first.
    if (m_firstLine == kUnknownTime || t < m_firstLine)
        m_firstLine = t;
    const qint64 from = m_lastLine != kUnknownTime ? m_lastLine
        : m_linesSeen == 1                         ? flightStart()
                                                   : kUnknownTime;
    if (from == kUnknownTime || (m_lastLine == kUnknownTime && t <= from)) {
        m_lastLine = t;
        return;
    }
    if (t < from) {
        // Stamped before an earlier line: the clocks' one-second resolution, or the host's clock
        // went back. The newest time stays the reference, so no silence is made up; a silence
        // this line falls inside was no silence (or its end came from a clock that jumped).
        if (m_lastLine != kUnknownTime && from - t > 1000) {
            ++m_clockSteps;
            m_clockStepMs = std::max(m_clockStepMs, from - t);
            m_silences.removeIf([t](const Silence &s) { return s.from < t && t < s.to; });
        }
        return;
    }
    const double threshold
        = m_profile >= 0 ? m_profiles.at(m_profile).usualSilenceSeconds : m_minSilenceSeconds;
    if (double(t - from) > threshold * 1000) {
        m_silences.append({ from, t, m_lastLine != kUnknownTime ? m_silencePhase : -1 });
        if (m_silences.size() > 2 * StartupFlight::kMaxGaps) {
            const auto shortest = std::min_element(
                m_silences.begin(), m_silences.end(),
                [](const Silence &a, const Silence &b) { return a.to - a.from < b.to - b.from; });
            m_silences.erase(shortest);
            ++m_silencesLeftOut;
        }
    }
    m_lastLine = t;
}

void StartupTracker::advanceTo(qint64 timeMs)
{
    noteTime(timeMs);
    maybeEmit();
}

void StartupTracker::addLogRecord(QStringView raw, qint64 timeMs, int line)
{
    // Most records (requests, metrics) contain none of the profile's literals: they only move
    // the clock and count as progress, without being taken apart or meeting a regex.
    if (m_filters.isEmpty()) {
        if (m_builtInProfiles) {
            static QMutex mutex;
            static int generation = -1;
            static QList<LinePrefilter> builtIn;
            const QMutexLocker lock(&mutex);
            if (generation != startupProfilesGeneration()) {
                builtIn = makeFilters(builtInStartupProfiles());
                generation = startupProfilesGeneration();
            }
            m_filters = builtIn;
        } else {
            m_filters = makeFilters(m_profiles);
        }
    }
    const LinePrefilter &filter = m_filters.at(m_profile + 1);
    if (!filter.passesEverything() && !filter.lineMatches(raw.toUtf8())) {
        noteTime(timeMs);
        if (!raw.trimmed().isEmpty()) {
            noteLine(timeMs);
            m_silencePhase = m_furthest;
            if (m_profile >= 0)
                noteProgress(timeMs == kUnknownTime ? m_now : timeMs);
        }
        // The snapshot only changes with time here: look again once a second has passed.
        if (m_now != kUnknownTime && (m_lastEmitCheck == kUnknownTime || m_now - m_lastEmitCheck >= 1000)) {
            m_lastEmitCheck = m_now;
            maybeEmit();
        }
        return;
    }
    const QList<QStringView> pieces = splitGluedRecords(raw);
    for (QStringView piece : pieces)
        addParsedRecord(parseEngineLogLine(piece), timeMs, line);
    if (pieces.isEmpty())
        noteTime(timeMs);
    maybeEmit();
}

bool StartupTracker::detect(const EngineLogLine &record, QStringView text)
{
    // Checked once here rather than by each expression: most records meet dozens of them.
    const bool clean = isValidUtf16Fast(text);
    for (qsizetype i = 0; i < m_profiles.size(); ++i) {
        const StartupProfile &p = m_profiles.at(i);
        bool hit = !record.process.isEmpty() && p.detectProcess.isValid()
            && !p.detectProcess.pattern().isEmpty() && p.detectProcess.match(record.process).hasMatch();
        for (qsizetype k = 0; !hit && k < p.detect.size(); ++k)
            hit = p.detect.at(k).matches(text, clean);
        if (hit) {
            useProfile(int(i));
            return true;
        }
    }
    return false;
}

void StartupTracker::addParsedRecord(const EngineLogLine &record, qint64 timeMs, int line)
{
    noteTime(timeMs);
    if (QStringView(record.text).left(kMatchLimit).trimmed().isEmpty())
        return;
    noteLine(timeMs);
    handleRecord(record, timeMs == kUnknownTime ? m_now : timeMs, line);
    m_silencePhase = m_furthest; // a silence after this line falls in the phase it left
}

void StartupTracker::handleRecord(const EngineLogLine &record, qint64 t, int line)
{
    const QStringView text = QStringView(record.text).left(kMatchLimit);
    if (m_profile < 0 && detect(record, text)) {
        const QList<Held> held = std::exchange(m_beforeDetection, {});
        for (const Held &h : held)
            handleText(h.record, QStringView(h.record.text).left(kMatchLimit), h.time, h.line);
    }
    if (m_profile < 0) {
        const bool clean = isValidUtf16Fast(text);
        if (m_beforeDetection.size() < kHoldLimit)
            m_beforeDetection.append({ record, t, line });
        // Before the engine is known only systemd's own verdicts matter.
        for (const StartupProfile &p : std::as_const(m_profiles)) {
            for (const ProfilePattern &re : p.failure) {
                if (re.matches(text, clean)) {
                    markCrashed(t);
                    return;
                }
            }
            for (const ProfilePattern &re : p.stopped) {
                if (re.matches(text, clean)) {
                    markStopped(t);
                    return;
                }
            }
        }
        return;
    }
    handleText(record, text, t, line);
}

void StartupTracker::handleText(const EngineLogLine &record, QStringView text, qint64 t, int line)
{
    Q_UNUSED(record)
    const StartupProfile &p = m_profiles.at(m_profile);
    const bool clean = isValidUtf16Fast(text); // once, instead of once per expression
    // One pass over the text for the literals of all the profile's patterns, instead of a
    // search per pattern.
    const PatternLiterals::Candidates *c = nullptr;
    if (p.literals) {
        p.literals->scan(text, &m_candidates);
        c = &m_candidates;
    }

    for (const ProfileHint &h : p.hints) {
        if (c && !c->contains(h.slot))
            continue;
        if (!h.fast.matches(text, clean))
            continue;
        for (auto it = h.weights.begin(); it != h.weights.end(); ++it)
            m_phases[p.phaseIndex(it.key())].weight = it.value();
        if (!h.barsPhase.isEmpty() && h.bars > 0)
            m_phases[p.phaseIndex(h.barsPhase)].expectedBars = h.bars;
        for (const QString &id : h.skip) {
            Phase &ruledOut = m_phases[p.phaseIndex(id)];
            if (ruledOut.state == PhaseState::Pending)
                ruledOut.ruledOut = true;
        }
    }

    for (const ProfilePattern &b : p.benign) {
        if (b.matches(text, clean, c)) {
            ++m_benign;
            return; // not progress: that is the point of knowing it
        }
    }
    noteProgress(t);

    for (const ProfilePattern &re : p.failure) {
        if (re.matches(text, clean, c)) {
            markCrashed(t);
            return;
        }
    }
    for (const ProfilePattern &re : p.stopped) {
        if (re.matches(text, clean, c)) {
            markStopped(t);
            return;
        }
    }
    bool isReadyLine = false;
    for (const ProfilePattern &re : p.ready)
        isReadyLine = isReadyLine || re.matches(text, clean, c);

    // The first phase whose done, progress or start pattern matches takes the line.
    RegexMatch m;
    for (qsizetype i = 0; i < p.phases.size(); ++i) {
        if (m_phases.at(i).ruledOut)
            continue;
        const ProfilePhase &ph = p.phases.at(i);
        MatchKind kind = MatchKind::Start;
        const ProfilePattern *hit = nullptr;
        for (const ProfilePattern &pp : ph.done) {
            if (m = pp.match(text, clean, c); m.hasMatch()) {
                hit = &pp;
                kind = MatchKind::Done;
                break;
            }
        }
        for (qsizetype k = 0; !hit && k < ph.progress.size(); ++k) {
            if (m = ph.progress.at(k).match(text, clean, c); m.hasMatch()) {
                hit = &ph.progress.at(k);
                kind = MatchKind::Progress;
            }
        }
        for (qsizetype k = 0; !hit && k < ph.start.size(); ++k) {
            if (m = ph.start.at(k).match(text, clean, c); m.hasMatch()) {
                hit = &ph.start.at(k);
                kind = MatchKind::Start;
            }
        }
        if (!hit)
            continue;

        Phase &phase = m_phases[i];
        if (line >= 0) {
            if (phase.firstLine < 0)
                phase.firstLine = line;
            phase.lastLine = std::max(phase.lastLine, line);
        }
        if (m_outcome == StartupOutcome::Crashed)
            break; // the record is placed, but a crashed run does not move on
        const bool behind = int(i) < m_furthest;
        if (!behind)
            reachPhase(int(i), t);
        if (kind == MatchKind::Progress && phase.state == PhaseState::Active)
            applyProgress(phase, *hit, m);
        if (kind == MatchKind::Done) {
            if (const QStringView secs = hit->captured(m, u"secs"); !secs.isEmpty())
                phase.reported = secs.toDouble();
            if (phase.state == PhaseState::Active) {
                phase.state = PhaseState::Done;
                phase.ended = t;
            }
        }
        break;
    }

    if (isReadyLine && m_outcome != StartupOutcome::Crashed) {
        m_readyLineSeen = true;
        if (m_readyLineTime == kUnknownTime)
            m_readyLineTime = t;
        evaluateReady(t);
    }
}

void StartupTracker::reachPhase(int index, qint64 t)
{
    for (int j = 0; j < index; ++j) {
        Phase &earlier = m_phases[j];
        if (earlier.state == PhaseState::Active) {
            earlier.state = PhaseState::Done;
            earlier.ended = t;
        } else if (earlier.state == PhaseState::Pending) {
            earlier.state = PhaseState::Skipped;
        }
    }
    Phase &phase = m_phases[index];
    if (phase.state == PhaseState::Pending || phase.state == PhaseState::Skipped) {
        phase.state = PhaseState::Active;
        phase.started = t;
    }
    m_furthest = std::max(m_furthest, index);
}

void StartupTracker::applyProgress(Phase &phase, const ProfilePattern &pattern, const RegexMatch &m)
{
    const auto group = [&pattern, &m](QStringView name) { return pattern.captured(m, name); };
    Bar bar;
    bar.key = group(u"kind").toString();
    if (bar.key.isEmpty())
        bar.key = group(u"desc").toString();
    const QStringView n = group(u"n");
    const QStringView tot = group(u"tot");
    if (!n.isEmpty() && !tot.isEmpty() && tot.toDouble() > 0) {
        bar.n = n.toDouble();
        bar.tot = tot.toDouble();
    } else {
        bar.n = group(u"pct").toDouble();
        bar.tot = 100;
    }
    bar.n = std::min(bar.n, bar.tot);
    // A bar is one key; the same key counting down again is a new bar (a second model, a retry).
    auto it = std::find_if(phase.bars.rbegin(), phase.bars.rend(),
                           [&](const Bar &b) { return b.key == bar.key; });
    if (it != phase.bars.rend() && bar.n >= it->n && bar.tot == it->tot)
        *it = bar;
    else
        phase.bars.append(bar);
    if (!pattern.detail.isEmpty())
        phase.detail = fillDetail(dataText(pattern.detail), m, pattern.fast.namedGroups());
    phase.shownFraction = std::max(phase.shownFraction, phaseFraction(phase));
}

void StartupTracker::markCrashed(qint64 t)
{
    if (m_outcome == StartupOutcome::Crashed)
        return;
    if (m_furthest >= 0) {
        Phase &phase = m_phases[m_furthest];
        if (phase.state == PhaseState::Active || phase.state == PhaseState::Done) {
            if (phase.state == PhaseState::Active)
                phase.ended = t;
            // A crash after a phase finished belongs to the one that would have come next.
            if (phase.state == PhaseState::Done && m_furthest + 1 < m_phases.size() && !m_everReady) {
                Phase &next = m_phases[m_furthest + 1];
                next.started = next.ended = t;
                next.state = PhaseState::Failed;
                m_furthest += 1;
            } else if (phase.state == PhaseState::Active) {
                phase.state = PhaseState::Failed;
            }
        }
    }
    setOutcome(StartupOutcome::Crashed, t);
}

void StartupTracker::markStopped(qint64 t)
{
    if (m_outcome == StartupOutcome::Crashed || m_outcome == StartupOutcome::Stopped)
        return;
    for (Phase &phase : m_phases) {
        if (phase.state == PhaseState::Active) {
            phase.state = PhaseState::Done;
            phase.ended = t;
        }
    }
    setOutcome(StartupOutcome::Stopped, t);
}

void StartupTracker::evaluateReady(qint64 t)
{
    if (m_outcome != StartupOutcome::Starting)
        return;
    const StartupProfile *p = profile();
    const bool lineOk = m_readyLineSeen || (p && !p->readyNeedsLine) || (!p && m_healthOk);
    const bool healthOk = m_healthOk || !m_requireHealth;
    if (!lineOk || !healthOk || (!m_readyLineSeen && !m_requireHealth))
        return;
    // The engine said when it became ready: `/health` answering later (the next poll, or the first
    // one after the console connected to a server that had been serving for hours) only confirms
    // it. Without the line, a 200 asked while watching is the moment; one asked before is not.
    if (m_readyLineSeen && m_readyLineTime != kUnknownTime) {
        t = m_readyLineTime;
        m_readyTimeKnown = true;
    } else {
        const qint64 began = m_serviceStart != kUnknownTime ? m_serviceStart : m_firstLine;
        m_readyTimeKnown = m_liveSince == kUnknownTime || m_notReadySeenLive
            || (began != kUnknownTime && began >= m_liveSince);
    }
    for (Phase &phase : m_phases) {
        if (phase.state == PhaseState::Active) {
            phase.state = PhaseState::Done;
            phase.ended = t;
        } else if (phase.state == PhaseState::Pending) {
            phase.state = PhaseState::Skipped;
        }
    }
    if (p) {
        const int readyIndex = p->phaseIndex(QStringLiteral("ready"));
        if (readyIndex >= 0) {
            Phase &ready = m_phases[readyIndex];
            ready.state = PhaseState::Done;
            if (ready.started == kUnknownTime)
                ready.started = t;
            ready.ended = t;
            m_furthest = readyIndex;
        }
    }
    m_everReady = true;
    setOutcome(StartupOutcome::Ready, t);
}

void StartupTracker::setServiceState(ServiceActiveState state, const QString &invocationId, qint64 timeMs)
{
    if (!invocationId.isEmpty() && invocationId != m_invocationId) {
        const bool restart = !m_invocationId.isEmpty();
        m_invocationId = invocationId;
        if (restart) {
            reset();
            Q_EMIT runStarted(invocationId);
        }
        m_serviceStart = timeMs; // the flight's zero: other inputs may have come before it
    }
    noteTime(timeMs);
    const qint64 t = timeMs == kUnknownTime ? m_now : timeMs;
    if (state == ServiceActiveState::Failed)
        markCrashed(t);
    else if (state == ServiceActiveState::Inactive && m_outcome != StartupOutcome::Crashed)
        markStopped(t);
    maybeEmit();
}

void StartupTracker::addHealthResult(HealthResult result, qint64 timeMs)
{
    noteTime(timeMs);
    m_healthOk = result == HealthResult::Ok;
    if (!m_healthOk && (m_liveSince == kUnknownTime || (timeMs != kUnknownTime && timeMs >= m_liveSince)))
        m_notReadySeenLive = true;
    if (m_healthOk)
        evaluateReady(timeMs == kUnknownTime ? m_now : timeMs);
    maybeEmit();
}

void StartupTracker::addGpuMemory(double usedMiB, qint64 timeMs)
{
    noteTime(timeMs);
    if (m_gpuBaseline < 0 || usedMiB < m_gpuBaseline) {
        m_gpuBaseline = usedMiB;
    } else if (usedMiB - m_gpuBaseline >= kGpuGrowthMiB) {
        m_gpuBaseline = usedMiB;
        noteProgress(timeMs);
    }
    maybeEmit();
}

void StartupTracker::setOutcome(StartupOutcome outcome, qint64 t)
{
    if (m_outcome == outcome)
        return;
    if (m_endTime == kUnknownTime)
        m_endTime = t == kUnknownTime ? m_now : t;
    m_outcome = outcome;
    Q_EMIT outcomeChanged(outcome);
}

// What the tracker reports.
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
