// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupWatch.h"

#include "HostFacts.h"
#include "config/Settings.h"
#include "formats/DataText.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/Timeline.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLoggingCategory>

#include <algorithm>
#include <cmath>
#include <utility>

Q_LOGGING_CATEGORY(lcWatch, "console.watch")

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StartupWatch)
};

constexpr int kMaxWaiting = 5000;
constexpr qint64 kSecondPrecisionMs = 1000; // systemctl timestamps are whole seconds
constexpr qint64 kLiveSlackMs = 5000; // the host's clock may run a little behind ours

} // namespace

QString formatStartupDuration(double seconds)
{
    if (seconds < 0)
        return {};
    const qint64 s = qint64(seconds + 0.5);
    if (s < 60)
        return Tr::tr("%1 s").arg(s);
    if (s < 3600)
        return Tr::tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return Tr::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

ServiceActiveState serviceActiveStateFrom(QStringView s)
{
    if (s == QLatin1String("active") || s == QLatin1String("reloading"))
        return ServiceActiveState::Active;
    if (s == QLatin1String("activating"))
        return ServiceActiveState::Activating;
    if (s == QLatin1String("deactivating"))
        return ServiceActiveState::Deactivating;
    if (s == QLatin1String("inactive"))
        return ServiceActiveState::Inactive;
    if (s == QLatin1String("failed"))
        return ServiceActiveState::Failed;
    return ServiceActiveState::Unknown;
}

bool healthResultFrom(HealthState state, HealthResult *result)
{
    switch (state) {
    case HealthState::Unknown:
        return false;
    case HealthState::Healthy:
        *result = HealthResult::Ok;
        return true;
    case HealthState::NotServing:
        *result = HealthResult::Refused;
        return true;
    case HealthState::Loading:
    case HealthState::Unhealthy:
        *result = HealthResult::Unavailable;
        return true;
    case HealthState::Unreachable:
        *result = HealthResult::OtherError;
        return true;
    }
    return false;
}

StartupWatch::StartupWatch(const HostDefinition &definition, QObject *parent)
    : QObject(parent)
    , m_definition(definition)
    , m_tracker(new StartupTracker(this))
    , m_timeline(new Timeline(this))
    , m_origin(QDateTime::currentMSecsSinceEpoch())
{
    setObjectName(QStringLiteral("startupWatch"));
    const QString engine = definition.engine;
    if (!engine.isEmpty() && !m_tracker->setEngine(engine))
        qCWarning(lcWatch) << definition.name << "no start-up profile for" << engine;
    // `/health` from now on is asked live: a 200 then times a ready; one for an engine that was
    // already serving (the first answer after connecting) only proves it.
    m_tracker->setLiveSince(m_origin);
    connect(m_tracker, &StartupTracker::changed, this, &StartupWatch::onTrackerChanged);
    connect(m_tracker, &StartupTracker::outcomeChanged, this, &StartupWatch::onOutcome);
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, &StartupWatch::tick);
    m_clock.start();
    m_journalSettle.setSingleShot(true);
    m_journalSettle.setInterval(kJournalSettleMs);
    connect(&m_journalSettle, &QTimer::timeout, this, [this] {
        m_journalSettled = true;
        releaseAnswers();
    });
    m_answerDue.setSingleShot(true);
    connect(&m_answerDue, &QTimer::timeout, this, &StartupWatch::releaseAnswers);
}

bool StartupWatch::runBeganBeforeWatch() const
{
    return !m_invocation.isEmpty() && m_runStartReal != kUnknownTime && !isLive(m_runStartReal);
}

qint64 StartupWatch::answerWaitMs(const HealthAnswer &answer) const
{
    if (!m_haveState)
        return -1; // the journal's lines wait for systemd's word on the current run: so does /health
    if (answer.state != HealthState::Healthy || m_tracker->outcome() != StartupOutcome::Starting
        || m_tracker->readyLineSeen())
        return 0;
    const qint64 waited = now() - answer.receivedMs;
    if (runBeganBeforeWatch()) {
        if (m_journalSettled)
            return 0;
        return std::max<qint64>(0, kBacklogHoldMs - waited); // or sooner, when the backlog settles
    }
    return std::max<qint64>(0, kJournalLagMs - waited);
}

void StartupWatch::releaseAnswers()
{
    while (!m_answers.isEmpty()) {
        const qint64 wait = answerWaitMs(m_answers.first());
        if (wait != 0) {
            if (wait > 0)
                m_answerDue.start(int(wait));
            return;
        }
        const HealthAnswer a = m_answers.takeFirst();
        HealthResult result;
        if (healthResultFrom(a.state, &result))
            m_tracker->addHealthResult(result, toTracker(a.receivedMs));
    }
    m_answerDue.stop();
}

StartupWatch::~StartupWatch() = default;

void StartupWatch::setHistoryDirectory(const QString &directory)
{
    m_historyDir = directory;
    m_history.reset();
    reloadExpectations();
}

QString StartupWatch::historyFilePath() const
{
    return StartupHistory(m_historyDir.isEmpty() ? Settings::dataDirectory() : m_historyDir).filePath();
}

void StartupWatch::setExpectationsOverride(const PhaseExpectations &expectations)
{
    m_override = expectations;
    reloadExpectations();
}

void StartupWatch::setTimeScale(double scale)
{
    m_scale = scale > 0 ? scale : 1;
}

qint64 StartupWatch::now() const
{
    return QDateTime::currentMSecsSinceEpoch();
}

qint64 StartupWatch::toTracker(qint64 realMs) const
{
    if (realMs == kUnknownTime)
        return realMs;
    return m_origin + qint64(std::llround(double(realMs - m_origin) * m_scale));
}

qint64 StartupWatch::toReal(qint64 trackerMs) const
{
    if (trackerMs == kUnknownTime)
        return trackerMs;
    return m_origin + qint64(std::llround(double(trackerMs - m_origin) / m_scale));
}

bool StartupWatch::isLive(qint64 realMs) const
{
    return realMs != kUnknownTime && realMs >= m_origin - kLiveSlackMs;
}

void StartupWatch::onEntries(const QList<JournalEntry> &entries)
{
    for (const JournalEntry &e : entries)
        feed(e);
    if (!m_journalSettled)
        m_journalSettle.start(); // the backlog may come in several batches: settled once they pause
    releaseAnswers(); // a 200 waiting for the run's ready line may go now
}

void StartupWatch::feed(const JournalEntry &entry)
{
    if (!entry.isValid())
        return;
    if (!m_haveState) {
        // Until systemd names the current invocation, backlog lines cannot be told apart.
        m_waiting.append(entry);
        if (m_waiting.size() > kMaxWaiting)
            m_waiting.removeFirst();
        return;
    }
    const qint64 t = entry.realtimeUsec / 1000;
    const QString inv = QString::fromLatin1(entry.invocationId);
    if (inv.isEmpty()) {
        if (m_runStartReal != kUnknownTime && t < m_runStartReal - kSecondPrecisionMs)
            return;
    } else if (inv == m_invocation) {
        if (!m_pending.isEmpty()) {
            // The current run's line after the held-back run's: that run came before it.
            m_oldInvocations.insert(std::exchange(m_pendingInvocation, {}));
            m_pending.clear();
        }
        m_runSeenInJournal = true;
    } else {
        if (m_oldInvocations.contains(inv))
            return;
        const RunOrder order = orderAgainstCurrent(t);
        if (order == RunOrder::Older) {
            m_oldInvocations.insert(inv); // an earlier run in the backlog
            if (inv == m_pendingInvocation) {
                m_pendingInvocation.clear();
                m_pending.clear();
            }
            return;
        }
        if (inv != m_pendingInvocation && !m_pending.isEmpty()) {
            // Another run's lines after the held-back run's: it is later than that one, which
            // never showed to be newer than the current run.
            m_oldInvocations.insert(std::exchange(m_pendingInvocation, {}));
            m_pending.clear();
        }
        if (order == RunOrder::Unknown) {
            m_pendingInvocation = inv;
            m_pending.append(entry);
            if (m_pending.size() > kMaxWaiting)
                m_pending.removeFirst();
            return;
        }
        if (inv == m_pendingInvocation) {
            m_pending.append(entry);
            startPendingRun();
            return;
        }
        beginRun(inv, t, false);
        m_runSeenInJournal = true;
    }
    m_lastFedReal = t;
    m_tracker->addLogRecord(entry.message, toTracker(t), m_line++);
}

StartupWatch::RunOrder StartupWatch::orderAgainstCurrent(qint64 t) const
{
    if (m_runStartReal == kUnknownTime)
        return RunOrder::Newer;
    // The journal delivers in order: a run whose lines follow the current run's is a later one.
    if (!m_invocation.isEmpty() && m_runSeenInJournal)
        return RunOrder::Newer;
    // The current run started within [start, start + 1 s) of systemctl's whole second: an earlier
    // run's lines end by then, a later run's begin after it.
    if (t < m_runStartReal - kSecondPrecisionMs)
        return RunOrder::Older;
    if (t > m_runStartReal + kSecondPrecisionMs)
        return RunOrder::Newer;
    return RunOrder::Unknown;
}

void StartupWatch::startPendingRun()
{
    const QList<JournalEntry> lines = std::exchange(m_pending, {});
    const QString inv = std::exchange(m_pendingInvocation, {});
    if (lines.isEmpty())
        return;
    beginRun(inv, lines.first().realtimeUsec / 1000, false);
    for (const JournalEntry &e : lines)
        feed(e);
}

void StartupWatch::beginRun(const QString &invocationId, qint64 startRealMs, bool fromService)
{
    const bool restart = !m_invocation.isEmpty();
    if (restart) {
        m_oldInvocations.insert(m_invocation);
        m_answers.clear(); // the replaced process's answers, still waiting: not this run's
        m_answerDue.stop();
    }
    qCDebug(lcWatch) << m_definition.name << "run" << invocationId
                     << (fromService ? "(systemctl)" : "(journal)");
    m_invocation = invocationId;
    m_runStartReal = startRealMs;
    m_runSeenAt = now();
    m_runSeenInJournal = false;
    m_line = 0;
    m_lastPhase.clear();
    m_wasStuck = false;
    m_stallReported.reset();
    m_recorded = false;
    m_peakMiB = std::nan("");
    m_settling = false;
    m_settleSamples.clear();
    reloadExpectations();
    m_tracker->setServiceState(ServiceActiveState::Unknown, invocationId, toTracker(startRealMs));
    m_timeline->add(startRealMs, TimelineEventKind::Restart, restart ? tr("restart") : tr("start"));
    updatePolling();
}

void StartupWatch::onServiceState(const ServiceState &state)
{
    m_activeState = state.activeState;
    const ServiceCommand command = parseExecStart(state.execStart);
    if (command.error.isEmpty() && command.commandLine != m_command.commandLine) {
        m_command = command;
        const HostDefinition &d = m_definition;
        m_key = StartupHistory::key(d.name, d.unit, command.model,
                                    StartupHistory::hashArguments(command.commandLine));
        reloadExpectations();
    }
    const QString inv = state.invocationId;
    if (!inv.isEmpty() && inv != m_invocation && !m_oldInvocations.contains(inv)) {
        const QDateTime started
            = state.execMainStartTime.isValid() ? state.execMainStartTime : state.activeEnterTime;
        const QList<JournalEntry> held
            = inv == m_pendingInvocation ? std::exchange(m_pending, {}) : QList<JournalEntry>();
        if (inv == m_pendingInvocation)
            m_pendingInvocation.clear();
        beginRun(inv, started.isValid() ? started.toMSecsSinceEpoch() : now(), true);
        // systemd names the held-back run as the current one: its lines are this run's.
        for (const JournalEntry &e : held)
            feed(e);
    }
    if (!m_haveState) {
        m_haveState = true;
        if (m_invocation.isEmpty())
            m_runStartReal = now(); // nothing runs: only lines from now on count
        const QList<JournalEntry> waiting = std::exchange(m_waiting, {});
        for (const JournalEntry &e : waiting)
            feed(e);
    }
    if (!m_invocation.isEmpty() && (inv.isEmpty() || inv == m_invocation))
        m_tracker->setServiceState(serviceActiveStateFrom(state.activeState), m_invocation, toTracker(now()));
    releaseAnswers();
    updatePolling();
}

void StartupWatch::onHealth(HealthState state, qint64 askedAtMs)
{
    // Asked before this run was seen: the answer of the process the restart replaced (a 200 from
    // it would make the new run "ready" at once).
    if (askedAtMs >= 0 && m_runSeenAt != kUnknownTime && askedAtMs < m_runSeenAt)
        return;
    // Consecutive equal answers say nothing new: the first of them is when the state began.
    if (!m_answers.isEmpty() && m_answers.last().state == state)
        return;
    if (m_answers.size() >= kMaxAnswers)
        m_answers.removeFirst();
    m_answers.append({ state, now() });
    releaseAnswers();
}

void StartupWatch::onGpuTick(const QList<GpuSample> &tick)
{
    // One rule for the total (HostFacts): a tick with a GPU missing its reading has no total,
    // and is no evidence of progress either way.
    const double used = HostFacts::totalGpuMemoryUsedMiB(tick);
    if (!std::isnan(used))
        addGpuMemory(used);
}

void StartupWatch::addGpuMemory(double usedMiB)
{
    m_tracker->addGpuMemory(usedMiB, toTracker(now()));
    // The restart history keeps the peak of a start-up (through the settling after ready: at 1 Hz
    // a fast start-up may show its highest total only then) and where memory settled after it.
    if (!m_invocation.isEmpty() && (!m_recorded || m_settling))
        m_peakMiB = std::isnan(m_peakMiB) ? usedMiB : std::max(m_peakMiB, usedMiB);
    if (m_settling) {
        m_settleSamples << usedMiB;
        if (now() >= m_settleUntil && m_settleSamples.size() >= 3)
            finishSettling();
    }
}

void StartupWatch::finishSettling()
{
    m_settling = false;
    QList<double> v = std::exchange(m_settleSamples, {});
    std::sort(v.begin(), v.end());
    const double settled
        = v.size() % 2 ? v.at(v.size() / 2) : (v.at(v.size() / 2 - 1) + v.at(v.size() / 2)) / 2;
    if (!m_history)
        return;
    QString error;
    if (m_history->store().setRestartSettledMemory(m_definition.name, m_settleInvocation, settled, m_peakMiB,
                                                   &error)
            <= 0
        && !error.isEmpty())
        qCWarning(lcWatch) << m_definition.name << "settled GPU memory not saved:" << error;
    else
        Q_EMIT settledMemoryRecorded(settled);
}

void StartupWatch::tick()
{
    if (m_invocation.isEmpty() || m_tracker->outcome() != StartupOutcome::Starting)
        return;
    m_tracker->advanceTo(toTracker(now()));
    onTrackerChanged();
}

double StartupWatch::runSeconds(const StartupSnapshot &s, qint64 endMs) const
{
    qint64 start = toTracker(m_runStartReal);
    for (const StartupPhaseStatus &p : s.phases) {
        if (p.startedMs != kUnknownTime && (start == kUnknownTime || p.startedMs < start))
            start = p.startedMs;
    }
    if (start == kUnknownTime || endMs == kUnknownTime || endMs < start)
        return -1;
    return double(endMs - start) / 1000.0;
}

namespace {
/// The latest moment any phase names: when the run reached its outcome.
qint64 lastPhaseTime(const StartupSnapshot &s)
{
    qint64 t = kUnknownTime;
    for (const StartupPhaseStatus &p : s.phases) {
        for (const qint64 v : { p.startedMs, p.endedMs }) {
            if (v != kUnknownTime && (t == kUnknownTime || v > t))
                t = v;
        }
    }
    return t;
}
} // namespace

void StartupWatch::onTrackerChanged()
{
    const StartupSnapshot s = m_tracker->snapshot();
    if (!s.currentPhase.isEmpty() && s.currentPhase != m_lastPhase) {
        m_lastPhase = s.currentPhase;
        for (const StartupPhaseStatus &p : s.phases) {
            if (p.id != s.currentPhase)
                continue;
            const qint64 at = p.startedMs != kUnknownTime ? toReal(p.startedMs) : now();
            m_timeline->add(at, TimelineEventKind::Phase, p.title.isEmpty() ? p.id : dataText(p.title));
        }
    }
    if (s.possiblyStuck && !m_wasStuck && m_stallReported != s.currentPhase) {
        m_stallReported = s.currentPhase;
        QString title = s.currentPhase;
        for (const StartupPhaseStatus &p : s.phases) {
            if (p.id == s.currentPhase && !p.title.isEmpty())
                title = dataText(p.title);
        }
        m_timeline->add(now(), TimelineEventKind::Stall,
                        tr("possibly stuck in %1 (no progress for %2)")
                            .arg(title, formatStartupDuration(s.secondsSinceProgress)));
        Q_EMIT stallDetected(title, s.secondsSinceProgress);
    }
    if (m_wasStuck && !s.possiblyStuck)
        Q_EMIT stallEnded();
    m_wasStuck = s.possiblyStuck;
    updatePolling();
}

void StartupWatch::onOutcome(StartupOutcome outcome)
{
    if (outcome == StartupOutcome::Starting) {
        updatePolling();
        return;
    }
    const StartupSnapshot s = m_tracker->snapshot();
    const qint64 endTracker = lastPhaseTime(s);
    const qint64 endReal = endTracker != kUnknownTime ? toReal(endTracker) : now();
    const double total = runSeconds(s, endTracker);
    const QString after = total >= 0 ? formatStartupDuration(total) : tr("unknown time");
    const bool live = isLive(endReal);
    switch (outcome) {
    case StartupOutcome::Starting:
        break;
    case StartupOutcome::Ready:
        if (!s.readyTimeKnown) {
            // Serving before the console looked, and its journal does not say since when: a
            // duration up to now would time the connection, not the start-up.
            m_timeline->add(now(), TimelineEventKind::Ready,
                            m_runStartReal != kUnknownTime
                                ? tr("serving (running since %1; its start-up was not watched)")
                                      .arg(QDateTime::fromMSecsSinceEpoch(m_runStartReal)
                                               .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")))
                                : tr("serving (its start-up was not watched)"));
            break;
        }
        m_timeline->add(endReal, TimelineEventKind::Ready, tr("ready after %1").arg(after));
        if (live) {
            recordHistory(QStringLiteral("ready"), endReal, total);
            Q_EMIT startupReady(total);
        }
        break;
    case StartupOutcome::Crashed:
        m_timeline->add(endReal, TimelineEventKind::Crash, tr("crashed after %1").arg(after));
        if (live) {
            recordHistory(QStringLiteral("crashed"), endReal, total);
            Q_EMIT startupFailed(total);
        }
        break;
    case StartupOutcome::Stopped:
        m_timeline->add(endReal, TimelineEventKind::Stop, tr("stopped"));
        break;
    }
    updatePolling();
}

void StartupWatch::reloadExpectations()
{
    if (!m_override.isEmpty()) {
        m_tracker->setExpectations(m_override);
        return;
    }
    if (m_key.isEmpty())
        return;
    if (!m_history)
        m_history = std::make_unique<StartupHistory>(m_historyDir.isEmpty() ? Settings::dataDirectory()
                                                                            : m_historyDir);
    QString error;
    if (!m_history->load(&error))
        qCWarning(lcWatch) << m_definition.name << "start-up history unreadable:" << error;
    m_tracker->setExpectations(m_history->expectations(m_key));
}

void StartupWatch::recordHistory(const QString &outcome, qint64 endReal, double seconds)
{
    if (m_recorded || m_key.isEmpty())
        return;
    m_recorded = true;
    if (!m_history)
        m_history = std::make_unique<StartupHistory>(m_historyDir.isEmpty() ? Settings::dataDirectory()
                                                                            : m_historyDir);
    RestartRecord r;
    r.serviceKey = m_key;
    const QStringList parts = m_key.split(QLatin1Char('|'));
    r.host = parts.value(0);
    r.unit = parts.value(1);
    r.model = parts.value(2);
    r.argsHash = parts.value(3);
    r.invocationId = m_invocation;
    if (m_runStartReal != kUnknownTime)
        r.started = QDateTime::fromMSecsSinceEpoch(m_runStartReal, Qt::UTC);
    r.ended = QDateTime::fromMSecsSinceEpoch(endReal, Qt::UTC);
    r.outcome = outcome;
    if (seconds >= 0)
        r.seconds = seconds; // tracker time: what "ready after" said, also for a sped-up demo
    r.phaseSeconds = m_tracker->phaseDurations();
    m_tracker->flight().storeIn(r.data); // phases in order with their starts, and the silences
    if (const QString group = m_definition.group; !group.isEmpty())
        r.data.insert(QStringLiteral("group"), group); // the group medians compare within it
    r.peakGpuMiB = m_peakMiB;
    QString error;
    if (!m_history->record(r, &error)) {
        qCWarning(lcWatch) << m_definition.name << "start-up history not saved:" << error;
        return;
    }
    if (outcome == QLatin1String("ready")) {
        // Settled memory: the median total over the next 30 host seconds (at least three ticks).
        m_settling = true;
        m_settleInvocation = m_invocation;
        m_settleSamples.clear();
        m_settleUntil = now() + std::max<qint64>(3000, qint64(kSettleHostMs / std::max(1.0, m_scale)));
        Q_EMIT historyRecorded(m_key);
    }
}

void StartupWatch::updatePolling()
{
    const bool up = m_activeState == QLatin1String("activating") || m_activeState == QLatin1String("active")
        || m_activeState == QLatin1String("reloading");
    const bool fast = up && !m_invocation.isEmpty() && m_tracker->outcome() == StartupOutcome::Starting;
    if (fast == m_fast)
        return;
    m_fast = fast;
    // Ready must show within a second of `/health` answering 200.
    Q_EMIT healthIntervalWanted(fast ? kFastHealthMs : kIdleHealthMs);
}

} // namespace ic
