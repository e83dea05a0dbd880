// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "ServiceCommand.h"
#include "config/HostDefinition.h"
#include "formats/JournalJson.h"
#include "formats/NvidiaSmi.h"
#include "formats/SystemctlShow.h"
#include "monitor/EndpointMonitor.h"
#include "startup/StartupHistory.h"
#include "startup/StartupTracker.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <cmath>
#include <memory>
#include <optional>
#include <utility>

namespace ic {

class Timeline;

/// "42 s", "12 min 34 s", "2 h 01 min"; empty for a negative (unknown) duration.
QString formatStartupDuration(double seconds);
/// systemd's ActiveState word as the tracker knows it.
ServiceActiveState serviceActiveStateFrom(QStringView activeState);
/// `/health` as the tracker knows it; false for Unknown (nothing asked yet).
bool healthResultFrom(HealthState state, HealthResult *result);

/// Watches the start-ups of one host: feeds a StartupTracker from the host's journal,
/// service state, `/health` and GPU memory (given to its slots), keeps the host's Timeline, learns
/// phase durations into StartupHistory and says when a start-up it watched became ready, failed or
/// stalled. Knows the host only by its definition; its owner (HostSession) connects the monitors.
class StartupWatch : public QObject {
    Q_OBJECT
public:
    explicit StartupWatch(const HostDefinition &definition, QObject *parent = nullptr);
    ~StartupWatch() override;

    const HostDefinition &definition() const { return m_definition; }
    StartupTracker *tracker() const { return m_tracker; }
    /// Restarts, phases, ready, crashes, stops and stalls on the chart's (local) time axis.
    Timeline *timeline() const { return m_timeline; }

    /// Where the phase history lives; empty: Settings::dataDirectory().
    void setHistoryDirectory(const QString &directory);
    QString historyFilePath() const;
    /// (host, unit, model, arguments hash) of the running configuration; empty until known.
    QString historyKey() const { return m_key; }
    const ServiceCommand &serviceCommand() const { return m_command; }
    /// Uses these instead of the history's (tests, offline what-ifs); empty: the history's.
    void setExpectationsOverride(const PhaseExpectations &expectations);

    /// The simulated host runs its clock this much faster: times the tracker sees are
    /// stretched by it around the watch's creation, so phases and budgets read as on a real host.
    void setTimeScale(double scale);
    double timeScale() const { return m_scale; }
    /// The wall-clock moment at which host time and wall-clock time agree; with timeScale(),
    /// host time = origin + (wall - origin) × scale. Charts use it to show the host's clock.
    qint64 clockOrigin() const { return m_origin; }

    /// `/health` poll interval while a start-up runs and while none does.
    static constexpr int kFastHealthMs = 250;
    static constexpr int kIdleHealthMs = 1000;
    bool isStartupActive() const { return m_fast; }

public Q_SLOTS:
    /// The unit's journal lines, in journal order.
    void onEntries(const QList<ic::JournalEntry> &entries);
    /// systemd's view of the unit (each poll).
    void onServiceState(const ic::ServiceState &state);
    /// `/health` as the endpoint monitor saw it; `askedAtMs` (ms since the epoch, -1 unknown) when
    /// the request went out: an answer asked before the current run was seen is the old process's.
    void onHealth(ic::HealthState state, qint64 askedAtMs = -1);
    /// One nvidia-smi tick; a tick with a GPU missing its reading is no evidence either way.
    void onGpuTick(const QList<ic::GpuSample> &tick);

Q_SIGNALS:
    /// How often `/health` should be asked now: kFastHealthMs while a start-up runs (ready must
    /// show within a second of `/health` answering 200), kIdleHealthMs otherwise.
    void healthIntervalWanted(int msecs);
    /// A start-up this watch saw happen (not one finished before it started watching).
    void startupReady(double totalSeconds);
    void startupFailed(double totalSeconds);
    void stallDetected(const QString &phaseTitle, double secondsSinceProgress);
    /// The start-up that looked stuck moved again, or ended.
    void stallEnded();
    void historyRecorded(const QString &key);
    /// The GPU memory a ready start-up settled at (MiB, the median of the totals over 30 host
    /// seconds after ready) has been added to its restart in the history.
    void settledMemoryRecorded(double mib);

private:
    void addGpuMemory(double usedMiB);
    void onTrackerChanged();
    void onOutcome(StartupOutcome outcome);
    void tick();
    void feed(const JournalEntry &entry);
    /// Where a run the journal names first stands against the current run, from what is known:
    /// journal order once the current run has lines of its own, else the current run's start
    /// (whole seconds from systemctl) against the line's time; Unknown inside that second.
    enum class RunOrder { Older, Newer, Unknown };
    RunOrder orderAgainstCurrent(qint64 lineRealMs) const;
    /// The held-back run turned out newer: it becomes the current run and gets its lines.
    void startPendingRun();
    void beginRun(const QString &invocationId, qint64 startRealMs, bool fromService);
    void reloadExpectations();
    void recordHistory(const QString &outcome, qint64 endReal, double seconds);
    void finishSettling();
    void updatePolling();
    double runSeconds(const StartupSnapshot &s, qint64 endMs) const;
    qint64 now() const;
    qint64 toTracker(qint64 realMs) const;
    qint64 toReal(qint64 trackerMs) const;
    bool isLive(qint64 realMs) const;

    HostDefinition m_definition;
    StartupTracker *m_tracker;
    Timeline *m_timeline;
    std::unique_ptr<StartupHistory> m_history;
    QString m_historyDir;
    PhaseExpectations m_override;
    ServiceCommand m_command;
    QString m_key;
    double m_scale = 1;
    qint64 m_origin;

    bool m_haveState = false;
    QList<JournalEntry> m_waiting; ///< journal entries that came before the first service state
    QString m_invocation;
    qint64 m_runStartReal = kUnknownTime;
    qint64 m_runSeenAt = kUnknownTime; ///< when this watch learnt of the current run (its clock)
    QSet<QString> m_oldInvocations;
    bool m_runSeenInJournal = false; ///< a journal line of m_invocation has been fed
    /// Lines of a run the journal named inside the current run's start second, held until the
    /// journal or systemd says whether it came before the current run or after it.
    QString m_pendingInvocation;
    QList<JournalEntry> m_pending;
    QString m_activeState;
    qint64 m_lastFedReal = kUnknownTime;
    int m_line = 0;
    QString m_lastPhase;
    bool m_wasStuck = false;
    /// The phase whose stall this run already reported: one report per phase, so a stall that
    /// comes and goes (a little progress, or the host's clock apart from ours, which makes the
    /// time since progress jump) neither floods the timeline nor repeats the notification.
    std::optional<QString> m_stallReported;
    bool m_recorded = false;
    static constexpr qint64 kSettleHostMs = 30'000;
    double m_peakMiB = std::nan(""); ///< highest total GPU memory of the run so far
    bool m_settling = false; ///< collecting the totals after ready for the settled figure
    qint64 m_settleUntil = 0;
    QString m_settleInvocation;
    QList<double> m_settleSamples;
    bool m_fast = false;
    QTimer m_clock;

    /// `/health` and the journal arrive over separate channels, so a 200 can overtake the lines
    /// the engine logged before it: the lines of a start-up of 55 ms, or the backlog of a server
    /// that has served for hours. Answers therefore wait here, in the order they came, and a 200
    /// reaches the tracker only once the journal can have delivered what came before it: the
    /// run's own ready line has been read (the journal is in order, so everything before it has
    /// too), or, for a run seen starting, kJournalLagMs passed; for a run that began before the
    /// console looked, its backlog stopped coming for kJournalSettleMs, at most kBacklogHoldMs.
    /// Other answers wait only behind an earlier 200. Each is given with the moment it came.
    struct HealthAnswer {
        HealthState state;
        qint64 receivedMs;
    };
    void releaseAnswers();
    /// Milliseconds until the answer may be given to the tracker (0: now; -1: a later event decides).
    qint64 answerWaitMs(const HealthAnswer &answer) const;
    bool runBeganBeforeWatch() const;
    static constexpr int kJournalLagMs = 1000;
    static constexpr int kJournalSettleMs = 700;
    static constexpr int kBacklogHoldMs = 5000;
    static constexpr int kMaxAnswers = 64;
    QList<HealthAnswer> m_answers;
    bool m_journalSettled = false;
    QTimer m_journalSettle;
    QTimer m_answerDue;
};

} // namespace ic
