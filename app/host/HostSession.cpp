// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostSession.h"

#include "HostDiagnostics.h"
#include "HostFacts.h"
#include "KnownGoodUnitState.h"
#include "StartupWatch.h"
#include "ValidationService.h"
#include "chat/ChatArchive.h"
#include "chat/ChatClient.h"
#include "config/Settings.h"

#include "formats/ThreadAffinity.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/JournalMonitor.h"
#include "monitor/LivenessMonitor.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"
#include "startup/StartupHistory.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcSession, "console.session")

namespace ic {

namespace {
/// Where the session's last known good lives; empty: the default place.
QString knownGoodDirectory(const SessionOptions &options)
{
    return options.dataDirectory.isEmpty() ? QString()
                                           : options.dataDirectory + QStringLiteral("/last-known-good");
}
} // namespace

HostSession::HostSession(const HostDefinition &definition, Transport *transport, QObject *parent)
    : HostSession(definition, transport, SessionOptions(), parent)
{
}

HostSession::HostSession(const HostDefinition &definition, Transport *transport,
                         const SessionOptions &options, QObject *parent)
    : QObject(parent)
    , m_definition(definition)
    , m_options(options)
    , m_commands(definition)
    , m_transport(transport)
{
    m_transport->setParent(this);
    m_service = new ServiceMonitor(m_transport, m_commands, this);
    m_gpus = new GpuMonitor(m_transport, m_commands, this);
    m_journal = new JournalMonitor(m_transport, m_commands, this);
    m_log = new LogModel(this);
    m_log->setJournalCommand(QStringLiteral("journalctl -u %1").arg(definition.unit));
    m_endpoint = new EndpointMonitor(this);
    m_endpoint->setEngine(definition.engine);
    m_endpoint->setApiKey(definition.apiKey);
    // Every connection between the host's parts is made here, in this order: the journal feeds
    // the log model first, so the watch and the diagnosis read lines the model already holds.
    connect(m_journal, &JournalMonitor::entriesArrived, m_log, &LogModel::appendEntries);
    connect(this, &HostSession::apiBaseUrlChanged, m_endpoint, &EndpointMonitor::setBaseUrl);
    connect(m_transport, &Transport::statusChanged, this, &HostSession::onLinkStatus);
    m_liveness = new LivenessMonitor(m_endpoint, m_gpus, this);
    m_liveness->setEngine(definition.engine);
    if (definition.stuckAfterSeconds > 0) {
        LivenessThresholds t = m_liveness->thresholds();
        t.stuckAfterMs = qint64(definition.stuckAfterSeconds * 1000);
        m_liveness->setThresholds(t);
    }
    // The idle probe (one token, at most once per the profile's probe interval, only while the
    // metrics show no one else's work) tells an idle engine from one that stopped taking requests.
    m_liveness->setProbeEnabled(options.livenessProbe);
    connect(this, &HostSession::apiBaseUrlChanged, m_liveness, [this](const QUrl &url) {
        m_liveness->setProbeEndpoint({ url, m_definition.apiKey });
    });

    m_watch = new StartupWatch(definition, this);
    m_watch->setTimeScale(options.timeScale);
    m_watch->setHistoryDirectory(options.dataDirectory);
    connect(m_journal, &JournalMonitor::entriesArrived, m_watch, &StartupWatch::onEntries);
    connect(m_service, &ServiceMonitor::stateChanged, m_watch, &StartupWatch::onServiceState);
    connect(
        m_endpoint, &EndpointMonitor::healthAnswered, m_watch,
        [watch = m_watch](HealthState state, int, qint64 askedAtMs) { watch->onHealth(state, askedAtMs); });
    connect(m_gpus, &GpuMonitor::sampled, m_watch, &StartupWatch::onGpuTick);
    connect(m_watch, &StartupWatch::healthIntervalWanted, m_endpoint, &EndpointMonitor::setInterval);

    m_diagnostics = new HostDiagnostics(definition, m_transport, m_log, knownGoodDirectory(options), this);
    connect(m_service, &ServiceMonitor::stateChanged, m_diagnostics, &HostDiagnostics::onServiceState);
    connect(m_service, &ServiceMonitor::invocationChanged, m_diagnostics,
            &HostDiagnostics::onInvocationChanged);
    connect(m_journal, &JournalMonitor::entriesArrived, m_diagnostics, &HostDiagnostics::onEntries);
    connect(this, &HostSession::linkStatusChanged, m_diagnostics, &HostDiagnostics::onLinkStatus);

    // The session's own data directory (a test's, the demo's) keeps its ladder runs too.
    m_validation = new ValidationService(
        HostFacts(definition.name, m_gpus,
                  options.dataDirectory.isEmpty() ? QString()
                                                  : options.dataDirectory + QStringLiteral("/validation"),
                  HostFacts::DecodeBaseline::Saved),
        this);
    m_validation->facts().setLiveness(m_liveness);
    m_validation->setTarget(definition.name, { QUrl(), definition.apiKey }, definition.engine);
    connect(this, &HostSession::apiBaseUrlChanged, m_validation, [this](const QUrl &url) {
        m_validation->setEndpoint({ url, m_definition.apiKey });
    });
    // The known-good rule the ladder view and `check` share, wired once: a passing run of this
    // host marks it known good (HostDiagnostics::markKnownGoodIfPassed).
    // A rolling restart's ladder is such a run too: the rollout waits for knownGoodSettled.
    connect(m_validation, &ValidationService::finished, m_diagnostics, [this](const LadderReport &report) {
        if (!m_recordsKnownGood)
            return;
        if (m_knownGoodHeld) {
            m_heldKnownGood = report; // decideKnownGood() marks it, or drops it
            return;
        }
        if (m_diagnostics->markKnownGoodIfPassed(report))
            m_recordingKnownGood = true;
    });
    connect(m_diagnostics, &HostDiagnostics::knownGoodRecorded, this,
            [this](const QString &execStart, const QString &warning) {
                m_recordingKnownGood = false;
                Q_EMIT knownGoodSettled(execStart, warning);
            });
    connect(m_diagnostics, &HostDiagnostics::knownGoodFailed, this, [this](const QString &error) {
        m_recordingKnownGood = false;
        Q_EMIT knownGoodSettled({}, error);
    });

    // The conversation is the session's: switching the view to another host and back keeps it.
    m_chat = new ChatClient(this);
    m_chat->setHostName(definition.name);
    m_chat->setEndpoint({ QUrl(), definition.apiKey });
    // The conversation outlives the console too: it lives in the host's history database.
    m_chat->setArchive(std::make_unique<ChatArchive>(
        StartupHistory(dataDirectory()).store().databasePointer(), definition.name));
    connect(this, &HostSession::apiBaseUrlChanged, m_chat, [this](const QUrl &url) {
        m_chat->setEndpoint({ url, m_definition.apiKey });
    });
}

HostSession::~HostSession()
{
    m_destroying = true;
    stop();
}

void HostSession::start()
{
    assertOwnThread(this, "HostSession::start");
    if (m_started)
        return;
    m_started = true;
    m_transport->connectToHost();
    onLinkStatus(m_transport->status());
}

void HostSession::stop()
{
    assertOwnThread(this, "HostSession::stop");
    if (!m_started)
        return;
    m_started = false;
    m_service->stop();
    m_gpus->stop();
    m_journal->stop();
    m_endpoint->stop();
    m_liveness->stop();
    const bool hadApi = !apiBaseUrl().isEmpty();
    delete m_tunnel;
    m_transport->disconnectFromHost();
    m_announcedApi.clear();
    if (hadApi && !m_destroying)
        Q_EMIT apiBaseUrlChanged(QUrl());
}

void HostSession::setJournalMemoryCap(qint64 bytes)
{
    assertOwnThread(this, "HostSession::setJournalMemoryCap");
    if (bytes != m_log->store().capBytes())
        m_log->setStoreCaps(LogStore::kDefaultCapLines, bytes);
}

qint64 HostSession::journalMemoryCap() const
{
    return m_log->store().capBytes();
}

void HostSession::holdKnownGood()
{
    m_knownGoodHeld = true;
    m_heldKnownGood.reset();
}

bool HostSession::decideKnownGood(bool record)
{
    m_knownGoodHeld = false;
    const std::optional<LadderReport> held = std::exchange(m_heldKnownGood, std::nullopt);
    if (!record || !held || !m_recordsKnownGood || !m_diagnostics->markKnownGoodIfPassed(*held))
        return false;
    m_recordingKnownGood = true;
    return true;
}

std::optional<UnitSnapshot> HostSession::lastKnownGoodUnitState(QString *error) const
{
    return ic::lastKnownGoodUnitState(m_definition, knownGoodDirectory(m_options), error);
}

QString HostSession::dataDirectory() const
{
    return m_options.dataDirectory.isEmpty() ? Settings::dataDirectory() : m_options.dataDirectory;
}

void HostSession::reconnectNow()
{
    assertOwnThread(this, "HostSession::reconnectNow");
    m_transport->retryNow();
}

QUrl HostSession::apiBaseUrl() const
{
    if (!m_tunnel || !m_tunnel->isOpen())
        return {};
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_tunnel->localPort()));
}

void HostSession::onLinkStatus(const LinkStatus &status)
{
    const LinkState previous = m_lastState;
    m_lastState = status.state;
    Q_EMIT linkStatusChanged(status);
    if (!m_started)
        return;
    if (status.state == LinkState::Connected && previous != LinkState::Connected) {
        qCDebug(lcSession) << m_definition.name << "connected; starting monitors";
        m_service->start();
        m_gpus->start();
        m_journal->start();
        m_endpoint->start();
        m_liveness->start();
        if (!m_tunnel)
            openTunnel();
        else
            m_journal->resumeNow();
    } else if (status.state != LinkState::Connected && previous == LinkState::Connected) {
        // Streams end on their own when the link drops; stop polling until it is back.
        m_service->stop();
        m_gpus->stop();
        m_journal->stop();
        m_journal->start(); // keeps the cursor; restarts once the link is back
    }
}

void HostSession::openTunnel()
{
    m_tunnel = m_transport->openTunnel(m_definition.apiPort);
    connect(m_tunnel, &TunnelJob::opened, this, [this] {
        if (m_announcedApi != apiBaseUrl())
            Q_EMIT apiBaseUrlChanged(m_announcedApi = apiBaseUrl());
    });
    // A tunnel that is open as it is made (a local host's port) is announced now: its parts
    // (validation, chat, endpoint) know the address as soon as apiBaseUrl() does.
    if (m_tunnel->isOpen())
        Q_EMIT apiBaseUrlChanged(m_announcedApi = apiBaseUrl());
    connect(m_tunnel, &TunnelJob::failed, this, [this](const QString &error) {
        qCWarning(lcSession) << m_definition.name << "tunnel failed:" << error;
    });
}

} // namespace ic
