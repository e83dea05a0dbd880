// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/EngineLogLine.h"
#include "startup/LinePrefilter.h"
#include "startup/StartupFlight.h"
#include "startup/StartupProfile.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <limits>

namespace ic {

enum class PhaseState { Pending, Active, Done, Failed, Skipped };
enum class StartupOutcome { Starting, Ready, Crashed, Stopped };
enum class ServiceActiveState { Unknown, Activating, Active, Deactivating, Inactive, Failed };
enum class HealthResult { Ok, Refused, Unavailable, OtherError };

QString phaseStateName(PhaseState state); ///< "pending", "active", "done", "failed", "skipped"
QString startupOutcomeName(StartupOutcome outcome); ///< "starting", "ready", "crashed", "stopped"

/// Timestamps are milliseconds on any clock the caller likes; this one means "not known".
constexpr qint64 kUnknownTime = std::numeric_limits<qint64>::min();

struct StartupPhaseStatus {
    QString id;
    QString title;
    PhaseState state = PhaseState::Pending;
    qint64 startedMs = kUnknownTime;
    qint64 endedMs = kUnknownTime;
    double elapsedSeconds = -1; ///< < 0: unknown (no timestamps)
    double reportedSeconds
        = -1; ///< what the engine printed (e.g. "Model loading took … 31.6 seconds"), < 0 if none
    double fraction = -1; ///< 0..1 where the log gives a real fraction, < 0 otherwise
    QString detail; ///< e.g. "shard 36/64", "decode FULL 12/51"
    int firstLine = -1; ///< line numbers as given to addLogRecord(), -1 if none
    int lastLine = -1;

    bool hasFraction() const { return fraction >= 0; }
    /// The printed duration when there is one, else the observed one; < 0 if neither.
    double seconds() const { return reportedSeconds >= 0 ? reportedSeconds : elapsedSeconds; }
};

struct StartupSnapshot {
    QString engine; ///< profile engine id, empty until detected
    StartupOutcome outcome = StartupOutcome::Starting;
    bool everReady = false;
    /// Ready, and the moment it became so is known: the engine's ready line was read, or `/health`
    /// turned 200 while the run was being watched. False for a run that was already serving when
    /// the watch began and whose ready line is not in the journal it read: its start-up time is
    /// not known (a duration up to "now" would time the connection, not the start-up).
    bool readyTimeKnown = false;
    QList<StartupPhaseStatus> phases;
    QString currentPhase; ///< id of the furthest phase reached
    double percent = 0; ///< 0..100
    double etaSeconds = -1; ///< < 0: unknown
    int benignSkipped = 0;
    bool possiblyStuck = false;
    double secondsSinceProgress = -1; ///< < 0: unknown
};

/// Durations of past start-ups of the same service: median and maximum seconds per phase id.
struct PhaseExpectations {
    QHash<QString, double> median;
    QHash<QString, double> max;
    bool isEmpty() const { return median.isEmpty(); }
};

/// Turns log records, service state, /health and GPU memory into start-up phases, percent,
/// ETA and a stall flag. No clock inside: every input carries its own time, so it is
/// deterministic in tests and offline analysis; call advanceTo() to let time pass.
class StartupTracker : public QObject {
    Q_OBJECT
public:
    explicit StartupTracker(QObject *parent = nullptr); ///< uses the built-in profiles
    explicit StartupTracker(const QList<StartupProfile> &profiles, QObject *parent = nullptr);

    /// Pins the engine (known from the host definition) instead of detecting it from the log.
    bool setEngine(const QString &engine);
    /// Live use (default): ready needs `/health` 200. Offline analysis: the ready marker alone.
    void setRequireHealth(bool require);
    /// `/health` answers from `timeMs` on were asked live: a 200 then is the moment of ready. Before
    /// it (an engine already serving when the watch began) a 200 proves ready but not when; the
    /// ready line, if the journal has it, gives the moment. Default: every answer is live.
    void setLiveSince(qint64 timeMs);
    void setExpectations(const PhaseExpectations &expectations);

    /// One physical record as it arrived; glued updates inside it are split here.
    void addLogRecord(QStringView raw, qint64 timeMs, int line = -1);
    /// One logical record already taken apart with parseEngineLogLine().
    void addParsedRecord(const EngineLogLine &record, qint64 timeMs, int line = -1);
    /// A new invocation id starts a new run.
    void setServiceState(ServiceActiveState state, const QString &invocationId, qint64 timeMs);
    void addHealthResult(HealthResult result, qint64 timeMs);
    /// Used GPU memory of the service's GPUs, summed; a ramp counts as progress.
    void addGpuMemory(double usedMiB, qint64 timeMs);
    /// Lets time pass without input (the stall flag and the ETA depend on it).
    void advanceTo(qint64 timeMs);
    /// Forgets the run (keeps the pinned engine, the profiles and the expectations).
    void reset();

    StartupSnapshot snapshot() const;
    StartupOutcome outcome() const { return m_outcome; }
    /// The engine's ready line of this run has been read (its lines up to ready have arrived).
    bool readyLineSeen() const { return m_readyLineSeen; }
    int benignCount() const { return m_benign; } ///< records skipped as known-harmless so far
    QString engine() const;
    QString invocationId() const { return m_invocationId; }
    /// Seconds per phase of this run, for StartupHistory (observed where timed, else printed).
    QHash<QString, double> phaseDurations() const;
    /// The run's flight record: each phase reached with its start and duration, in order, and
    /// every silence (no log line at all) longer than the profile's usual silence, with the phase
    /// it fell in; up to the outcome, or up to the latest time seen while the run goes on. Lines
    /// without a time of their own are no evidence either way; a line stamped more than a second
    /// before an earlier one (the host's clock went back) is counted, ends no silence and takes
    /// back a silence it falls inside.
    StartupFlight flight() const;

Q_SIGNALS:
    void changed(); ///< the snapshot differs from the last one signalled
    void outcomeChanged(ic::StartupOutcome outcome);
    void runStarted(const QString &invocationId); ///< a new invocation replaced the tracked one

private:
    struct Bar {
        QString key;
        double n = 0;
        double tot = 0;
    };
    struct Phase {
        PhaseState state = PhaseState::Pending;
        qint64 started = kUnknownTime;
        qint64 ended = kUnknownTime;
        double reported = -1;
        QList<Bar> bars;
        int expectedBars = 1;
        double shownFraction = -1; ///< never moves back: a bar that was not announced must not undo progress
        double weight = 0;
        bool ruledOut = false; ///< a hint said it will not happen in this run (eager mode: no graphs)
        QString detail;
        int firstLine = -1;
        int lastLine = -1;
    };
    enum class MatchKind { Start, Progress, Done };
    struct Held {
        EngineLogLine record;
        qint64 time;
        int line;
    };

    const StartupProfile *profile() const;
    void useProfile(int index);
    bool detect(const EngineLogLine &record, QStringView text);
    void handleText(const EngineLogLine &record, QStringView text, qint64 t, int line);
    void reachPhase(int index, qint64 t);
    void applyProgress(Phase &phase, const ProfilePattern &pattern, const RegexMatch &m);
    void markCrashed(qint64 t);
    void markStopped(qint64 t);
    void evaluateReady(qint64 t);
    void handleRecord(const EngineLogLine &record, qint64 t, int line);
    void noteTime(qint64 t);
    void noteProgress(qint64 t);
    /// A log line with text arrived at `t`: ends a silence (flight()).
    void noteLine(qint64 t);
    /// Where the flight's offsets count from: the service's start when systemd named it, else the
    /// first time seen; never after the first line.
    qint64 flightStart() const;
    double phaseFraction(const Phase &phase) const;
    double budgetFor(int index) const;
    void setOutcome(StartupOutcome outcome, qint64 t);
    void maybeEmit();

    QList<StartupProfile> m_profiles;
    int m_profile = -1;
    bool m_pinned = false;
    bool m_requireHealth = true;
    PhaseExpectations m_expect;

    QList<Phase> m_phases;
    QList<Held>
        m_beforeDetection; ///< replayed once the engine is known (hints such as the graph mode come early)
    int m_furthest = -1;
    StartupOutcome m_outcome = StartupOutcome::Starting;
    bool m_everReady = false;
    bool m_readyLineSeen = false;
    qint64 m_readyLineTime = kUnknownTime; ///< when the ready line was logged
    bool m_healthOk = false;
    bool m_readyTimeKnown = false;
    bool m_notReadySeenLive = false; ///< `/health` answered other than 200 in this run while watched
    int m_benign = 0;
    qint64 m_now = kUnknownTime;
    qint64 m_liveSince = kUnknownTime;
    qint64 m_runStart = kUnknownTime;
    qint64 m_lastProgress = kUnknownTime;
    double m_gpuBaseline = -1;
    QString m_invocationId;
    /// The flight recorder's silences: from the line (or the run's start) before each to the
    /// line after it, and the phase the run was in (index, -1: before the first).
    struct Silence {
        qint64 from;
        qint64 to;
        int phase;
    };
    QList<Silence> m_silences; ///< the longest 2 × StartupFlight::kMaxGaps
    int m_silencesLeftOut = 0;
    qint64 m_lastLine = kUnknownTime; ///< the newest line time of the run
    qint64 m_firstLine = kUnknownTime; ///< the oldest
    qint64 m_serviceStart = kUnknownTime; ///< when the invocation began, as setServiceState() said
    int m_silencePhase = -1; ///< m_furthest as the last line left it
    int m_linesSeen = 0;
    int m_linesTimed = 0;
    int m_clockSteps = 0;
    qint64 m_clockStepMs = 0;
    qint64 m_endTime = kUnknownTime; ///< when the run reached its first outcome
    double m_minSilenceSeconds = StartupProfile::kDefaultUsualSilenceSeconds; ///< over the profiles
    QString m_lastSignature;
    qint64 m_lastEmitCheck = kUnknownTime;
    /// Literal pre-filters: [0] every profile (before detection), [1 + i] profile i alone;
    /// built on the first addLogRecord() (the offline analyzer never needs them).
    QList<LinePrefilter> m_filters;
    bool m_builtInProfiles = false;
    PatternLiterals::Candidates m_candidates; ///< of the record being handled
};

} // namespace ic
