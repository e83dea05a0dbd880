// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/JournalJson.h"
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

#include <memory>

namespace ic {

class HostSession;
class Timeline;

/// What a unit's ExecStart says about the server it runs.
struct ServiceCommand {
    QString commandLine; ///< the argv as one line
    QString program; ///< file name of argv[0]
    QString model; ///< `vllm serve <model>`, `--model X`, `--model-path X`, `-m X`; empty if none
    QString error; ///< empty when an argv was found
};

/// "42 s", "12 min 34 s", "2 h 01 min"; empty for a negative (unknown) duration.
QString formatStartupDuration(double seconds);
/// Pure: reads `systemctl show -p ExecStart` (`{ path=… ; argv[]=… ; … }`) or a plain command line.
ServiceCommand parseExecStart(QStringView execStart);
/// systemd's ActiveState word as the tracker knows it.
ServiceActiveState serviceActiveStateFrom(QStringView activeState);
/// `/health` as the tracker knows it; false for Unknown (nothing asked yet).
bool healthResultFrom(HealthState state, HealthResult *result);

/// Watches the start-ups of one host: feeds a StartupTracker from the session's journal,
/// service state, `/health` and GPU memory, keeps the host's Timeline, learns phase durations
/// into StartupHistory and says when a start-up it watched became ready, failed or stalled.
/// Made and owned by its HostSession (HostSession::startupWatch()).
class StartupWatch : public QObject {
    Q_OBJECT
public:
    explicit StartupWatch(HostSession *session);
    ~StartupWatch() override;

    HostSession *session() const { return m_session; }
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

Q_SIGNALS:
    /// A start-up this watch saw happen (not one finished before it started watching).
    void startupReady(double totalSeconds);
    void startupFailed(double totalSeconds);
    void stallDetected(const QString &phaseTitle, double secondsSinceProgress);
    void historyRecorded(const QString &key);

private:
    void onEntries(const QList<JournalEntry> &entries);
    void onServiceState(const ServiceState &state);
    void onHealth(HealthState state);
    void onGpuTick(double usedMiB);
    void onTrackerChanged();
    void onOutcome(StartupOutcome outcome);
    void tick();
    void feed(const JournalEntry &entry);
    void beginRun(const QString &invocationId, qint64 startRealMs, bool fromService);
    void reloadExpectations();
    void recordHistory(const QString &outcome, qint64 endReal, double seconds);
    void updatePolling();
    double runSeconds(const StartupSnapshot &s, qint64 endMs) const;
    qint64 now() const;
    qint64 toTracker(qint64 realMs) const;
    qint64 toReal(qint64 trackerMs) const;
    bool isLive(qint64 realMs) const;

    HostSession *m_session;
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
    QSet<QString> m_oldInvocations;
    QString m_activeState;
    qint64 m_lastFedReal = kUnknownTime;
    int m_line = 0;
    QString m_lastPhase;
    bool m_wasStuck = false;
    bool m_recorded = false;
    bool m_fast = false;
    bool m_sessionGone = false;
    QTimer m_clock;
};

} // namespace ic
