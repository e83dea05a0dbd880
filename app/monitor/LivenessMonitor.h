// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "LivenessJudge.h"
#include "transport/HttpEndpoint.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QNetworkAccessManager;

namespace ic {

class EndpointMonitor;
enum class HealthState;
class GpuMonitor;
class HttpGet;
struct HttpResult;
struct ServingMetrics;
struct GpuSample;

/// Feeds one host's LivenessJudge from the monitors the host already has (`/health` and
/// `/metrics` through the EndpointMonitor, GPU ticks through the GpuMonitor) and sends the idle
/// probe itself: a one-token chat completion, only while the judge says the host looks idle and
/// not more often than the probe interval, bounded by HttpGet's deadlines. Every observation is
/// stamped with this object's own monotonic clock on arrival (the sources' clocks may differ).
class LivenessMonitor : public QObject {
    Q_OBJECT
public:
    /// `gpus` may be null (no GPU source): the monitor then never says stuck, only "not judged".
    LivenessMonitor(EndpointMonitor *endpoint, GpuMonitor *gpus, QObject *parent = nullptr);
    ~LivenessMonitor() override;

    /// The thresholds of the host's engine profile (`liveness`); unknown or auto: the defaults.
    void setEngine(const QString &engine);
    /// Replaces every threshold (tests, or settings that override the profile).
    void setThresholds(const LivenessThresholds &thresholds);
    const LivenessThresholds &thresholds() const { return m_judge.thresholds(); }
    /// Where the probe goes (the API base URL and its key) and the model it names (empty: none named,
    /// the server's default). An empty base URL sends no probe.
    void setProbeEndpoint(const HttpEndpoint &endpoint, const QString &model = QString());
    void setProbeEnabled(bool enabled)
    {
        m_probeEnabled = enabled;
        m_judge.setProbing(enabled);
    }

    void start();
    void stop();
    bool isRunning() const { return m_timer.isActive(); }

    LivenessState state() const { return m_verdict.state; }
    /// The idle probe went out and has neither answered nor failed yet.
    bool probeOutstanding() const { return m_judge.probeOutstanding(); }
    /// The newest verdict; evidence ages are as of the last evaluation (every second while running).
    const LivenessVerdict &verdict() const { return m_verdict; }
    /// When the current state (with its summary) began, on the wall clock; invalid before the first verdict.
    QDateTime stateSince() const;
    /// Evaluates now (also done on every observation and once a second).
    void evaluate();

    /// The probe's request body, for the tests and the documentation.
    static QByteArray probeBody(const QString &model);

Q_SIGNALS:
    /// The state or its summary changed; `evidence` as in verdict().
    void stateChanged(ic::LivenessState state, const QStringList &evidence);
    /// A probe ended: answered (`ok`) or not, with one sentence.
    void probeFinished(bool ok, const QString &what);

private:
    qint64 now() const { return m_clock.elapsed(); }
    void onHealth(ic::HealthState state, int httpStatus);
    void onMetrics(const ic::ServingMetrics &metrics);
    void onGpus(const QList<ic::GpuSample> &tick);
    void maybeProbe();
    void onProbeFinished(const ic::HttpResult &result);

    QPointer<EndpointMonitor> m_endpoint;
    QPointer<GpuMonitor> m_gpus;
    QNetworkAccessManager *m_nam;
    LivenessJudge m_judge;
    LivenessVerdict m_verdict;
    HttpEndpoint m_probeEndpoint;
    QString m_probeModel;
    bool m_probeEnabled = true;
    QPointer<HttpGet> m_probe;
    QElapsedTimer m_clock;
    QTimer m_timer;
};

} // namespace ic
