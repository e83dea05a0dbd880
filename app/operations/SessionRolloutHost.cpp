// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SessionRolloutHost.h"

#include "config/EngineProfile.h"
#include "host/Fleet.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "host/ValidationService.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/ServiceMonitor.h"
#include "operations/Preflight.h"

namespace ic {

RolloutHost::~RolloutHost() = default;

SessionRolloutHost::SessionRolloutHost(HostSession *session, QObject *parent)
    : RolloutHost(parent)
    , m_session(session)
    , m_definition(session->definition())
{
    connect(session->startupWatch(), &StartupWatch::startupReady, this, [this](double seconds) {
        if (isNewInvocation())
            Q_EMIT startupReady(seconds);
    });
    connect(session->startupWatch(), &StartupWatch::startupFailed, this, [this] {
        if (isNewInvocation())
            Q_EMIT startupFailed();
    });
    connect(session->service(), &ServiceMonitor::actionFinished, this,
            [this](UnitAction action, bool ok, const QString &message) {
                if (action == UnitAction::Restart)
                    Q_EMIT restartFinished(ok, message);
            });
    connect(session->validation(), &ValidationService::finished, this, &RolloutHost::ladderFinished);
    connect(session->diagnostics(), &HostDiagnostics::diagnosisReady, this, &RolloutHost::diagnosisReady);
    connect(session, &HostSession::knownGoodSettled, this, &RolloutHost::knownGoodSettled);
}

SessionRolloutHost::~SessionRolloutHost() = default;

std::unique_ptr<SessionRolloutHost> SessionRolloutHost::inFleet(const Fleet *fleet, const QString &name)
{
    HostSession *s = fleet ? fleet->session(name) : nullptr;
    return s ? std::make_unique<SessionRolloutHost>(s) : nullptr;
}

bool SessionRolloutHost::isNewInvocation() const
{
    return m_session
        && (!m_restarted || m_session->startupWatch()->tracker()->invocationId() != m_invocationBefore);
}

const HostDefinition &SessionRolloutHost::definition() const
{
    return m_session ? m_session->definition() : m_definition;
}

QString SessionRolloutHost::engine() const
{
    QString engine = definition().engine;
    if ((engine.isEmpty() || isAutoEngine(engine)) && m_session)
        engine = m_session->startupWatch()->tracker()->snapshot().engine;
    return isAutoEngine(engine) ? QString() : engine;
}

double SessionRolloutHost::timeScale() const
{
    return m_session ? m_session->options().timeScale : 1.0;
}

std::unique_ptr<Preflight> SessionRolloutHost::makePreflight(const PreflightOptions &options)
{
    return std::make_unique<Preflight>(m_session.data(), options);
}

bool SessionRolloutHost::actionRunning() const
{
    return m_session && m_session->service()->actionRunning();
}

QString SessionRolloutHost::invocationId() const
{
    return m_session ? m_session->service()->state().invocationId : QString();
}

QString SessionRolloutHost::restartCommand() const
{
    return m_session ? m_session->service()->commandFor(UnitAction::Restart) : QString();
}

void SessionRolloutHost::restart()
{
    if (!m_session) {
        Q_EMIT restartFinished(false, tr("the host is no longer in the fleet"));
        return;
    }
    m_restarted = true;
    m_invocationBefore = invocationId();
    m_session->service()->runAction(UnitAction::Restart);
}

RolloutHost::Startup SessionRolloutHost::startup() const
{
    if (!isNewInvocation())
        return Startup::Pending;
    switch (m_session->startupWatch()->tracker()->outcome()) {
    case StartupOutcome::Ready:
        return Startup::Ready;
    case StartupOutcome::Crashed:
        return Startup::Crashed;
    default:
        return Startup::Pending;
    }
}

bool SessionRolloutHost::isActive() const
{
    return m_session && m_session->service()->state().activeState == QLatin1String("active");
}

bool SessionRolloutHost::hasFailed() const
{
    return m_session && m_session->service()->state().activeState == QLatin1String("failed");
}

bool SessionRolloutHost::isHealthy() const
{
    return m_session && m_session->endpoint()->health() == HealthState::Healthy;
}

bool SessionRolloutHost::loadLadderFile(const QString &path, QString *error)
{
    if (!m_session) {
        if (error)
            *error = tr("the host is no longer in the fleet");
        return false;
    }
    return m_session->validation()->loadLadderFile(path, error);
}

bool SessionRolloutHost::runLadder()
{
    if (!m_session)
        return false;
    ValidationService *v = m_session->validation();
    return v->start() || v->isRunning();
}

bool SessionRolloutHost::ladderRunning() const
{
    return m_session && m_session->validation()->isRunning();
}

void SessionRolloutHost::cancelLadder(const QString &reason, RunOutcome outcome)
{
    if (m_session)
        m_session->validation()->cancel(reason, outcome);
}

ChatEndpoint SessionRolloutHost::apiEndpoint() const
{
    return m_session ? m_session->validation()->endpoint() : ChatEndpoint {};
}

QString SessionRolloutHost::ladderEngine() const
{
    return m_session ? m_session->validation()->engine() : QString();
}

CommandJob *SessionRolloutHost::run(const QByteArray &line)
{
    return m_session ? m_session->transport()->run(line) : nullptr;
}

std::optional<RolloutHost::Crash> SessionRolloutHost::crash() const
{
    if (!m_session)
        return std::nullopt;
    const std::optional<CrashReport> &report = m_session->diagnostics()->crash();
    if (!report)
        return std::nullopt;
    return Crash { report->diagnosis.rootCause.text, report->diagnosis.categoryId,
                   diagnosisMarkdown(report->diagnosis),
                   report->diagnosis.rootCause.category == CrashCategory::Uncertain };
}

void SessionRolloutHost::diagnoseNow()
{
    if (m_session)
        m_session->diagnostics()->diagnoseNow();
}

QMap<QString, QString> SessionRolloutHost::packages() const
{
    if (!m_session || !m_session->diagnostics()->hasEnvironment())
        return {};
    return m_session->diagnostics()->environment().packages;
}

bool SessionRolloutHost::isRecordingKnownGood() const
{
    return m_session && m_session->isRecordingKnownGood();
}

void SessionRolloutHost::holdKnownGood()
{
    if (m_session)
        m_session->holdKnownGood();
}

bool SessionRolloutHost::decideKnownGood(bool record)
{
    return m_session && m_session->decideKnownGood(record);
}

std::optional<UnitSnapshot> SessionRolloutHost::lastKnownGood(QString *error) const
{
    return m_session ? m_session->lastKnownGoodUnitState(error) : std::nullopt;
}

} // namespace ic
