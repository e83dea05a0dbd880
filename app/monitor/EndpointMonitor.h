// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <optional>

#include "formats/PrometheusApi.h"

class QNetworkAccessManager;
class QNetworkReply;

namespace ic {

/// `/health` of the engine, as the console shows it.
enum class HealthState {
    Unknown, ///< not asked yet / no tunnel
    NotServing, ///< connection refused: the engine is starting (vLLM serves nothing until ready)
    Loading, ///< 503 while loading (llama-server, SGLang)
    Healthy, ///< 200
    Unhealthy, ///< 503 after it was healthy (engine dead), or another HTTP error
    Unreachable, ///< timeout or a transport error other than refusal
};

QString healthStateText(HealthState state);

/// Serving figures derived from the metrics endpoint, by the names the engine profiles give.
struct ServingMetrics {
    std::optional<double> requestsRunning;
    std::optional<double> requestsWaiting;
    std::optional<double> kvCacheUsage; ///< 0..1
    std::optional<double> promptTokensPerSecond;
    std::optional<double> generationTokensPerSecond;
    std::optional<double> generationTokens; ///< the counter's total (liveness compares totals)
    std::optional<double> preemptions; ///< total since the engine started
    QString engine; ///< the profile id whose metric names the body has
    QDateTime sampledAt;
};

/// Polls `/health` and `/metrics` through the host's tunnel with Qt's HTTP client.
class EndpointMonitor : public QObject {
    Q_OBJECT
public:
    explicit EndpointMonitor(QObject *parent = nullptr);
    ~EndpointMonitor() override;

    void setBaseUrl(const QUrl &url);
    /// The host's engine profile id (empty: detect): its health and metrics paths, and its
    /// metric names tried first.
    void setEngine(const QString &engine);
    void setApiKey(const QString &key);
    void setInterval(int msecs);
    void start();
    void stop();
    /// Asks now (e.g. right after a restart).
    void refresh();

    HealthState health() const { return m_health; }
    QDateTime healthSince() const { return m_healthSince; }
    const ServingMetrics &metrics() const { return m_metrics; }
    bool hasMetrics() const { return m_hasMetrics; }

    /// Pure: turns two consecutive `/metrics` bodies into figures (rates need both).
    static ServingMetrics computeMetrics(const QByteArray &previousBody, double previousSeconds,
                                         const QByteArray &body, double seconds,
                                         const QString &engine = QString());
    QString healthPath() const { return m_healthPath; }
    QString metricsPath() const { return m_metricsPath; }

    /// The serving figures come from another source (Prometheus) through acceptMetrics();
    /// `/health` is still asked through the tunnel, `/metrics` no longer is.
    void setExternalMetrics(bool external);
    bool hasExternalMetrics() const { return m_externalMetrics; }
    void acceptMetrics(const ic::ServingMetrics &metrics);
    /// Every sample name computeMetrics and metricsFromSeries read, for a query that fetches only those.
    static QStringList metricNames();
    /// Pure: the figures from one host's raw samples over a window (a range selector's answer):
    /// gauges from the newest point, rates from the first and last point of each counter.
    /// Empty (no engine) when no series names an engine's metric.
    static ServingMetrics metricsFromSeries(const QList<const PrometheusSeries *> &series);

Q_SIGNALS:
    void healthChanged(ic::HealthState state, int httpStatus);
    /// Every answer to `/health`, the same as the last one too: a start-up tracker that began a
    /// new run after a restart too quick for a poll to see the server down needs the next 200.
    /// `askedAtMs`: when the request went out (ms since the epoch; -1 unknown): an answer asked
    /// before a restart was seen speaks of the old process.
    void healthAnswered(ic::HealthState state, int httpStatus, qint64 askedAtMs);
    void metricsUpdated(const ic::ServingMetrics &metrics);
    /// A `/metrics` poll brought no body: an HTTP error status, a timeout, a refused connection.
    /// `silentMs` > 0 for a timeout: the request was taken and nothing came back for that long.
    void metricsFailed(const QString &why, int silentMs);

private:
    void pollHealth();
    void pollMetrics();
    void setHealth(HealthState state, int status);

    QNetworkAccessManager *m_nam;
    QUrl m_base;
    QString m_apiKey;
    QString m_engine;
    QString m_healthPath = QStringLiteral("/health");
    QString m_metricsPath = QStringLiteral("/metrics");
    QTimer m_timer;
    QPointer<QNetworkReply> m_healthReply;
    qint64 m_healthAskedMs = -1; ///< when the answer being handled was asked
    QPointer<QNetworkReply> m_metricsReply;
    HealthState m_health = HealthState::Unknown;
    QDateTime m_healthSince;
    ServingMetrics m_metrics;
    bool m_hasMetrics = false;
    bool m_externalMetrics = false;
    QByteArray m_previousBody;
    double m_previousSeconds = 0;
    QElapsedTimer m_clock;
};

} // namespace ic
