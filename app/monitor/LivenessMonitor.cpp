// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LivenessMonitor.h"

#include "EndpointMonitor.h"
#include "GpuMonitor.h"
#include "config/EngineProfile.h"
#include "formats/ThreadAffinity.h"
#include "transport/HttpGet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>

Q_LOGGING_CATEGORY(lcLiveness, "console.liveness")

namespace ic {

namespace {

/// The probe's deadline: past the stuck threshold, so that a probe the engine never answers
/// is still out when the threshold is reached (a wedged engine's gauges may not count it).
constexpr qint64 ProbeSlackMs = 15'000;

LivenessHealth livenessHealth(HealthState state)
{
    switch (state) {
    case HealthState::Unknown:
        return LivenessHealth::NotAsked;
    case HealthState::NotServing:
        return LivenessHealth::Refused;
    case HealthState::Loading:
    case HealthState::Unhealthy:
        return LivenessHealth::NotReady;
    case HealthState::Healthy:
        return LivenessHealth::Ready;
    case HealthState::Unreachable:
        return LivenessHealth::Unreachable;
    }
    return LivenessHealth::NotAsked;
}

} // namespace

LivenessMonitor::LivenessMonitor(EndpointMonitor *endpoint, GpuMonitor *gpus, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_gpus(gpus)
    , m_nam(new QNetworkAccessManager(this))
{
    Q_ASSERT(endpoint);
    m_clock.start();
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &LivenessMonitor::evaluate);
    connect(endpoint, &EndpointMonitor::healthChanged, this, &LivenessMonitor::onHealth);
    connect(endpoint, &EndpointMonitor::metricsUpdated, this, &LivenessMonitor::onMetrics);
    connect(endpoint, &EndpointMonitor::metricsFailed, this, [this](const QString &why, int silentMs) {
        m_judge.observeMetricsFailure(now(), why, silentMs);
        if (isRunning())
            evaluate();
    });
    if (gpus) {
        connect(gpus, &GpuMonitor::sampled, this, &LivenessMonitor::onGpus);
        // A host without a GPU tool is judged without GPU readings; the evidence says why.
        connect(gpus, &GpuMonitor::toolStateChanged, this, [this](GpuMonitor::ToolState, const QString &) {
            m_judge.setGpuNote(m_gpus && m_gpus->gpusNotMeasured() ? m_gpus->toolReason() : QString());
        });
        m_judge.setGpuNote(gpus->gpusNotMeasured() ? gpus->toolReason() : QString());
    }
    onHealth(endpoint->health(), 0);
}

LivenessMonitor::~LivenessMonitor()
{
    if (m_probe) {
        disconnect(m_probe, nullptr, this, nullptr);
        m_probe->abort();
    }
}

void LivenessMonitor::setEngine(const QString &engine)
{
    const QList<EngineProfile> profiles = engineProfiles();
    const EngineProfile *p = isAutoEngine(engine) ? nullptr : findEngineProfile(engine, profiles);
    const EngineLiveness l = p ? p->liveness : EngineLiveness();
    LivenessThresholds t = m_judge.thresholds();
    t.stuckAfterMs = qint64(l.stuckAfterSeconds * 1000);
    t.probeIntervalMs = qint64(l.probeIntervalSeconds * 1000);
    setThresholds(t);
}

void LivenessMonitor::setThresholds(const LivenessThresholds &thresholds)
{
    LivenessThresholds t = thresholds;
    // Prometheus hands GPU ticks in at its own pace and says itself how old is too old.
    if (m_gpus)
        t.gpuStaleMs = std::max<qint64>(t.gpuStaleMs, m_gpus->staleAfterMs());
    m_judge.setThresholds(t);
}

void LivenessMonitor::setProbeEndpoint(const HttpEndpoint &endpoint, const QString &model)
{
    m_probeEndpoint = endpoint;
    m_probeModel = model;
}

void LivenessMonitor::start()
{
    assertOwnThread(this, "LivenessMonitor::start");
    m_timer.start();
    evaluate();
}

void LivenessMonitor::stop()
{
    m_timer.stop();
    if (m_probe) {
        disconnect(m_probe, nullptr, this, nullptr);
        m_probe->abort();
        m_judge.observeProbeFailed(now(), LivenessProbeFailure::Error, tr("cancelled: the monitor stopped"));
    }
}

void LivenessMonitor::evaluate()
{
    LivenessVerdict v = m_judge.judge(now());
    const bool changed = v.state != m_verdict.state || v.summary != m_verdict.summary;
    m_verdict = std::move(v);
    if (changed) {
        qCDebug(lcLiveness) << livenessStateId(m_verdict.state) << m_verdict.summary;
        Q_EMIT stateChanged(m_verdict.state, m_verdict.evidence);
    }
    if (isRunning())
        maybeProbe();
}

QDateTime LivenessMonitor::stateSince() const
{
    if (m_verdict.sinceMs < 0)
        return {};
    return QDateTime::currentDateTimeUtc().addMSecs(-(now() - m_verdict.sinceMs));
}

void LivenessMonitor::onHealth(HealthState s, int httpStatus)
{
    QString detail;
    switch (s) {
    case HealthState::Unknown:
        break;
    case HealthState::NotServing:
        detail = tr("connection refused");
        break;
    case HealthState::Healthy:
        detail = tr("HTTP 200");
        break;
    case HealthState::Loading:
    case HealthState::Unhealthy:
        detail = httpStatus > 0 ? tr("HTTP %1 (%2)").arg(httpStatus).arg(healthStateText(s))
                                : healthStateText(s);
        break;
    case HealthState::Unreachable:
        detail = tr("no answer (timeout or network error)");
        break;
    }
    m_judge.observeHealth(now(), livenessHealth(s), detail);
    if (isRunning())
        evaluate();
}

void LivenessMonitor::onMetrics(const ServingMetrics &metrics)
{
    LivenessMetricsSample s;
    s.running = metrics.requestsRunning;
    s.waiting = metrics.requestsWaiting;
    s.generationTokens = metrics.generationTokens;
    s.generationTokensPerSecond = metrics.generationTokensPerSecond;
    m_judge.observeMetrics(now(), s);
    if (isRunning())
        evaluate();
}

void LivenessMonitor::onGpus(const QList<GpuSample> &tick)
{
    QList<double> utilisation;
    utilisation.reserve(tick.size());
    double memory = 0;
    bool anyMemory = false;
    for (const GpuSample &g : tick) {
        utilisation << g.utilizationPercent;
        if (std::isfinite(g.memoryUsedMiB)) {
            memory += g.memoryUsedMiB;
            anyMemory = true;
        }
    }
    m_judge.observeGpus(now(), utilisation, anyMemory ? memory : NAN);
    if (isRunning())
        evaluate();
}

QByteArray LivenessMonitor::probeBody(const QString &model)
{
    QJsonObject body { { QStringLiteral("messages"),
                         QJsonArray { QJsonObject { { QStringLiteral("role"), QStringLiteral("user") },
                                                    { QStringLiteral("content"), QStringLiteral("Hi") } } } },
                       { QStringLiteral("max_tokens"), 1 },
                       { QStringLiteral("temperature"), 0 },
                       { QStringLiteral("stream"), false } };
    if (!model.isEmpty())
        body.insert(QStringLiteral("model"), model);
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

void LivenessMonitor::maybeProbe()
{
    if (!m_probeEnabled || m_probe || m_probeEndpoint.baseUrl.isEmpty() || !m_judge.probeDue(now()))
        return;
    const qint64 deadline = m_judge.thresholds().stuckAfterMs + ProbeSlackMs;
    HttpLimits limits = HttpLimits().cappedTo(deadline);
    limits.connectMs = std::min<int>(limits.connectMs, 5000);
    limits.maxBodyBytes = 1024 * 1024;
    m_probe = new HttpGet(m_nam, m_probeEndpoint, QStringLiteral("/v1/chat/completions"), limits, this);
    connect(m_probe, &HttpGet::finished, this, &LivenessMonitor::onProbeFinished);
    m_judge.observeProbeSent(now());
    qCDebug(lcLiveness) << "probe" << m_probeEndpoint.baseUrl;
    m_probe->start(probeBody(m_probeModel));
}

void LivenessMonitor::onProbeFinished(const HttpResult &r)
{
    m_probe = nullptr;
    const qint64 t = now();
    QString what;
    bool ok = false;
    if (r.complete() && r.status == 200) {
        const QJsonObject o = QJsonDocument::fromJson(r.body).object();
        const QJsonArray choices = o.value(QLatin1String("choices")).toArray();
        if (!choices.isEmpty()) {
            const int tokens = o.value(QLatin1String("usage"))
                                   .toObject()
                                   .value(QLatin1String("completion_tokens"))
                                   .toInt(1);
            m_judge.observeProbeAnswered(t, r.seconds, tokens);
            what = tr("%1 answered in %2 s.").arg(r.request(), QString::number(r.seconds, 'f', 2));
            ok = true;
        } else {
            what = tr("%1 answered 200 without a choice: %2").arg(r.request(), bodyExcerpt(r.body, 120));
            m_judge.observeProbeFailed(t, LivenessProbeFailure::Error, what);
        }
    } else if (r.complete()) {
        what = tr("%1 answered HTTP %2: %3").arg(r.request()).arg(r.status).arg(bodyExcerpt(r.body, 120));
        m_judge.observeProbeFailed(t, LivenessProbeFailure::Error, what);
    } else if (r.connectionRefused) {
        what = r.error;
        m_judge.observeProbeFailed(t, LivenessProbeFailure::Refused, what);
    } else if (r.timedOut) {
        what = r.error;
        m_judge.observeProbeFailed(t, LivenessProbeFailure::Timeout, what);
    } else {
        what = r.error;
        m_judge.observeProbeFailed(t, LivenessProbeFailure::Error, what);
    }
    qCDebug(lcLiveness) << "probe" << ok << what;
    Q_EMIT probeFinished(ok, what);
    if (isRunning())
        evaluate();
}

} // namespace ic
