// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LadderReport.h"
#include "config/HostDefinition.h"
#include "history/UnitSnapshotStore.h"
#include "transport/RemoteCommand.h"
#include "transport/Transport.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>
#include <optional>

namespace ic {

class ServiceMonitor;
class GpuMonitor;
class JournalMonitor;
class EndpointMonitor;
class LivenessMonitor;
class LogModel;
class StartupWatch;
class HostDiagnostics;
class ValidationService;
class ChatClient;

/// How a fleet makes its sessions: the same for every host it holds.
struct SessionOptions {
    double timeScale = 1; ///< the simulated host's clock runs this much faster; 1 for real hosts
    QString dataDirectory; ///< start-up history and last known good; empty: Settings::dataDirectory()
    /// Whether the liveness monitor sends its idle probe (a one-token request while the host looks
    /// idle); without it an idle engine and one that takes no requests look the same.
    bool livenessProbe = true;
};

/// Everything the console knows and watches about one host, owned in one place: its transport,
/// its monitors, the watch over its start-ups, its diagnostics, validation runs and chat. Views receive a
/// session and bind to what it owns; they never make or look up these objects themselves. Lives in the GUI
/// thread; all work it starts is asynchronous.
class HostSession : public QObject {
    Q_OBJECT
public:
    /// Takes ownership of `transport`.
    HostSession(const HostDefinition &definition, Transport *transport, QObject *parent = nullptr);
    HostSession(const HostDefinition &definition, Transport *transport, const SessionOptions &options,
                QObject *parent = nullptr);
    ~HostSession() override;

    const HostDefinition &definition() const { return m_definition; }
    QString name() const { return m_definition.name; }
    Transport *transport() const { return m_transport; }
    const RemoteCommandBuilder &commands() const { return m_commands; }
    ServiceMonitor *service() const { return m_service; }
    GpuMonitor *gpus() const { return m_gpus; }
    JournalMonitor *journal() const { return m_journal; }
    /// The journal as held and shown: fed by journal().
    LogModel *log() const { return m_log; }
    /// The bytes the journal store may hold (its share of the fleet's budget, set by the fleet;
    /// LogStore::kDefaultCapBytes for a session on its own). Views never set it.
    void setJournalMemoryCap(qint64 bytes);
    qint64 journalMemoryCap() const;
    /// `/health` and `/metrics` through the tunnel.
    EndpointMonitor *endpoint() const { return m_endpoint; }
    /// Whether the ready engine makes progress (serving, idle, stuck, unreachable), from the
    /// serving counters, GPU utilisation and an idle probe; never from `/health` alone.
    LivenessMonitor *liveness() const { return m_liveness; }
    /// Start-ups: tracker, timeline and phase history, fed by the monitors above.
    StartupWatch *startupWatch() const { return m_watch; }
    /// Crash diagnosis, environment and drift against the last known good.
    HostDiagnostics *diagnostics() const { return m_diagnostics; }
    /// Validation runs of this host, whoever starts them (the ladder view, `check`, auto-run).
    ValidationService *validation() const { return m_validation; }
    /// The chat probe's conversation with this host's API, following the tunnel's address; it
    /// lives as long as the session, whichever view shows it, and is kept in the history
    /// database (restored when a session for the host is made again).
    ChatClient *chat() const { return m_chat; }
    const SessionOptions &options() const { return m_options; }
    /// Whether a passing validation run of this host marks it known good (the default; `check
    /// --no-record` turns it off).
    void setRecordsKnownGood(bool on) { m_recordsKnownGood = on; }
    bool recordsKnownGood() const { return m_recordsKnownGood; }
    /// The rule marked a passing run known good and its record is under way; knownGoodSettled
    /// follows.
    bool isRecordingKnownGood() const { return m_recordingKnownGood; }
    /// A verdict beyond the ladder is still to come (a rolling restart's upgrade gate): the next
    /// passing run waits to be marked known good until decideKnownGood() says whether it counts.
    void holdKnownGood();
    /// Ends holdKnownGood(): with `record` the held passing run is marked known good now (true
    /// when a record is under way; knownGoodSettled follows); without, it is dropped.
    bool decideKnownGood(bool record);
    /// The newest known-good unit state recorded for this host (what a roll back restores);
    /// nullopt with `error` when none could be read (empty when there is none).
    std::optional<UnitSnapshot> lastKnownGoodUnitState(QString *error = nullptr) const;
    /// Where this host's history lives (start-up phases, ladder runs, last known good).
    QString dataDirectory() const;

    /// Connects and starts every monitor; monitors pause while the link is down.
    void start();
    void stop();
    /// Tries the link again now instead of waiting for the back-off ("Retry now").
    void reconnectNow();
    bool isStarted() const { return m_started; }

    /// `http://127.0.0.1:<port>` of the tunnel to the API port; empty until the tunnel is open.
    QUrl apiBaseUrl() const;

Q_SIGNALS:
    void linkStatusChanged(const ic::LinkStatus &status);
    void apiBaseUrlChanged(const QUrl &url);
    /// A known-good record ended (the rule's or the console's mark): with the recorded
    /// ExecStart, or a warning why the unit state (or the whole record) was not kept.
    void knownGoodSettled(const QString &execStart, const QString &warning);

private:
    void onLinkStatus(const LinkStatus &status);
    void openTunnel();

    HostDefinition m_definition;
    SessionOptions m_options;
    RemoteCommandBuilder m_commands;
    Transport *m_transport;
    ServiceMonitor *m_service;
    GpuMonitor *m_gpus;
    JournalMonitor *m_journal;
    LogModel *m_log;
    EndpointMonitor *m_endpoint;
    LivenessMonitor *m_liveness;
    StartupWatch *m_watch;
    HostDiagnostics *m_diagnostics;
    ValidationService *m_validation;
    ChatClient *m_chat;
    QPointer<TunnelJob> m_tunnel;
    bool m_started = false;
    bool m_recordsKnownGood = true;
    bool m_recordingKnownGood = false;
    bool m_knownGoodHeld = false;
    std::optional<LadderReport> m_heldKnownGood; ///< a passing run waiting for decideKnownGood()
    bool m_destroying = false;
    QUrl m_announcedApi; ///< the address apiBaseUrlChanged last gave

    LinkState m_lastState = LinkState::Disconnected;
};

} // namespace ic
