// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ValidationService.h"

#include <QLoggingCategory>
#include <QTimer>

Q_LOGGING_CATEGORY(lcValidation, "console.validation")

namespace ic {

ValidationService::ValidationService(const HostFacts &facts, QObject *parent)
    : QObject(parent)
    , m_fleetHost(true)
    , m_host(facts.host())
    , m_ladder(Ladder::builtin())
    , m_facts(facts)
{
}

ValidationService::ValidationService(QObject *parent)
    : QObject(parent)
    , m_ladder(Ladder::builtin())
    , m_facts(QString(), nullptr)
{
}

ValidationService::~ValidationService()
{
    if (m_runner)
        m_runner->disconnect(this);
}

void ValidationService::setTarget(const QString &host, const ChatEndpoint &endpoint, const QString &engine)
{
    m_host = host;
    m_endpoint = endpoint;
    m_engine = engine;
    m_facts.setHost(host);
    Q_EMIT endpointChanged();
}

void ValidationService::setEndpoint(const ChatEndpoint &endpoint)
{
    m_endpoint = endpoint;
    Q_EMIT endpointChanged();
}

QString ValidationService::host() const
{
    return m_host;
}

ChatEndpoint ValidationService::endpoint() const
{
    return m_endpoint;
}

QString ValidationService::engine() const
{
    return m_engine;
}

bool ValidationService::loadLadderFile(const QString &path, QString *error)
{
    const Ladder ladder = Ladder::fromFile(path);
    if (!ladder.isValid()) {
        if (error)
            *error = ladder.error;
        return false;
    }
    m_ladder = ladder;
    return true;
}

void ValidationService::setHistoryDirectory(const QString &directory)
{
    m_historyDirectory = directory;
    m_facts.setHistoryDirectory(directory);
}

const LadderReport &ValidationService::report() const
{
    return m_runner ? m_runner->report() : m_report;
}

bool ValidationService::start()
{
    if (m_running || endpoint().baseUrl.isEmpty())
        return false;
    m_running = true;
    m_cancelPending = false;
    m_measuredDecode = -1;
    m_historyError.clear();
    m_report = LadderReport();
    m_report.host = host();
    m_report.ladder = m_ladder.name;
    Q_EMIT started(host());
    // The baseline is taken when the runner starts: wait until the facts say it may be.
    m_waiting = new QObject(this);
    m_facts.whenMemoryBaselineReady(m_waiting,
                                    [this](const QString &notMeasured) { runLadder(notMeasured); });
    return true;
}

void ValidationService::runLadder(const QString &gpuNotMeasured)
{
    delete m_waiting;
    m_waiting = nullptr;
    LadderOptions o;
    o.endpoint = endpoint();
    o.host = host();
    o.model = m_model;
    o.engine = engine();
    o.gpuMemoryUsedMiB = m_facts.gpuMemoryProbe();
    o.gpuNotMeasured = gpuNotMeasured;
    o.liveness = m_facts.livenessProbe();
    o.decodeBaseline = m_facts.decodeBaseline();
    o.lastKnownGood = m_facts.lastKnownGood();
    qCDebug(lcValidation) << o.host << "ladder" << m_ladder.name << "baseline"
                          << (o.gpuMemoryUsedMiB ? o.gpuMemoryUsedMiB() : qQNaN()) << "MiB";
    m_runner = new ValidationLadder(m_ladder, o, this);
    connect(m_runner, &ValidationLadder::stepStarted, this, &ValidationService::stepStarted);
    connect(m_runner, &ValidationLadder::stepFinished, this, &ValidationService::stepFinished);
    const std::optional<LadderReport> good = o.lastKnownGood;
    connect(m_runner, &ValidationLadder::identityRead, this, [this, good](const ServerIdentity &identity) {
        LadderReport probe;
        probe.identity = identity;
        if (good)
            probe.compareWith(*good);
        Q_EMIT identityRead(identity, probe.changes);
    });
    connect(m_runner, &ValidationLadder::finished, this, &ValidationService::onFinished);
    m_runner->start();
    if (m_cancelPending)
        m_runner->cancel(m_cancelReason, m_cancelOutcome);
}

void ValidationService::cancel(const QString &reason, RunOutcome outcome)
{
    if (!m_running)
        return;
    if (m_runner) {
        m_runner->cancel(reason, outcome);
        return;
    }
    // Still waiting for the baseline: run the ladder only to have every step reported as not run.
    m_cancelPending = true;
    m_cancelReason = reason;
    m_cancelOutcome = outcome;
    runLadder();
}

void ValidationService::onFinished(const LadderReport &report)
{
    m_measuredDecode = m_runner ? m_runner->measuredDecodeTokensPerSecond() : -1;
    if (m_runner)
        m_runner->deleteLater();
    m_runner.clear();
    m_report = report;
    m_running = false;
    // The first passing run sets the host's baseline that later runs are held to.
    m_facts.noteDecodeSpeed(report, m_measuredDecode);
    // Partial runs are kept too (their verdict is error, so they never become the last known good).
    if (report.error.isEmpty() && !report.host.isEmpty()) {
        m_historyError.clear();
        if (m_facts.history().save(report, &m_historyError).isEmpty())
            qCWarning(lcValidation) << report.host << "could not keep the report:" << m_historyError;
    }
    Q_EMIT finished(report);
}

bool ValidationService::startLoadProbe(LoadProbeOptions options)
{
    if (m_loadProbe || endpoint().baseUrl.isEmpty())
        return false;
    options.endpoint = endpoint();
    options.settings.engine = engine();
    const QDateTime started = QDateTime::currentDateTimeUtc();
    m_loadProbe = new LoadProbe(options, this);
    connect(m_loadProbe, &LoadProbe::progressed, this, &ValidationService::loadProbeProgressed);
    connect(m_loadProbe, &LoadProbe::finished, this,
            [this, probe = m_loadProbe.data(), model = options.settings.model,
             started](const LoadProbeResult &r) {
                probe->deleteLater();
                m_loadProbe.clear();
                LadderReport record;
                record.kind = QStringLiteral("load");
                record.host = host();
                record.model = model;
                record.started = started;
                record.seconds = r.durationSeconds;
                record.load = r.toJson();
                std::optional<LadderReport> before;
                QString error;
                if (!record.host.isEmpty()) {
                    before = m_facts.history().lastLoad(record.host, r.concurrency);
                    if (before)
                        record.compareWith(*before);
                    m_facts.history().save(record, &error);
                }
                Q_EMIT loadProbeFinished(r, record, before, error);
            });
    m_loadProbe->start();
    return true;
}

void ValidationService::stopLoadProbe()
{
    if (m_loadProbe)
        m_loadProbe->stop();
}

} // namespace ic
