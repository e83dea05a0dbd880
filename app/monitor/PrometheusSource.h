// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/PrometheusConfig.h"
#include "formats/NvidiaSmi.h"
#include "formats/PrometheusApi.h"
#include "transport/HttpLimits.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

class QNetworkAccessManager;

namespace ic {

class GpuMonitor;
class EndpointMonitor;

/// What one request to the API brought: the parsed answer, or why there is none.
struct PrometheusReply {
    QString request; ///< "GET /api/v1/query_range" (without the query, which can be long)
    int httpStatus = 0;
    qint64 bytes = 0;
    double seconds = 0;
    QString error; ///< transport, deadline or cap; empty when an HTTP answer arrived
    PrometheusQueryResult result; ///< parsed when an HTTP answer arrived (its own error if it is not usable)

    /// One sentence for the operator whatever went wrong; empty when the answer is usable.
    QString problem() const { return !error.isEmpty() ? error : result.error; }
};

/// Reads the fleet's GPU samples and serving figures from Prometheus' HTTP API instead of SSH:
/// one `query_range` per tick for the GPUs of every attached host (DCGM exporter metrics, label
/// values from the hosts file) and one `query` for the engines' `/metrics` series. Answers are
/// parsed on a worker thread and handed to each host's GpuMonitor and EndpointMonitor.
class PrometheusSource : public QObject {
    Q_OBJECT
public:
    explicit PrometheusSource(const PrometheusConfig &config, QObject *parent = nullptr);
    ~PrometheusSource() override;

    const PrometheusConfig &config() const { return m_config; }
    /// The deadlines and the body cap of every request to Prometheus (HttpGet enforces them):
    /// connect 3 s, first byte 10 s, idle 5 s, total 20 s, body 64 MiB.
    static HttpLimits defaultLimits();
    void setLimits(const HttpLimits &limits) { m_limits = limits; }
    const HttpLimits &limits() const { return m_limits; }

    /// From now on `gpus` (and `endpoint`, when `engineValue` is set) are fed from Prometheus.
    void attach(const QString &host, const QString &gpuValue, const QString &engineValue, GpuMonitor *gpus,
                EndpointMonitor *endpoint);
    /// Hands the host's monitors back to their own sources (SSH stream, `/metrics` through the tunnel).
    void detach(const QString &host);
    int hostCount() const { return int(m_hosts.size()); }

    void start();
    void stop();
    /// One tick now (also what the timer does).
    void refresh();

    using Parameters = QList<std::pair<QString, QString>>; ///< name, value (not encoded)
    /// One GET of the API (`path` like "/api/v1/query") with the limits; `done` runs on this
    /// object's thread once, unless the source is gone by then.
    void get(const QString &path, const Parameters &parameters,
             std::function<void(const PrometheusReply &)> done);

    QString lastError() const { return m_lastError; }
    /// When the last usable GPU answer arrived (ms since the epoch); 0: none yet.
    qint64 lastAnswerMsecs() const { return m_lastAnswerMsecs; }
    /// The newest moment the GPU answers cover (the last query's end); 0: none yet.
    qint64 coveredUntilMsecs() const { return m_lastGpuEnd; }
    struct Stats {
        int ticks = 0;
        int requests = 0;
        int failures = 0;
        qint64 bytes = 0;
        int points = 0;
    };
    Stats stats() const { return m_stats; }

    /// The PromQL of a tick: each GPU metric of the hosts, with only the labels the console reads.
    static QString gpuQuery(const QString &label, const QStringList &values);
    /// Raw engine samples of the last `windowSeconds` (a range selector), for gauges and rates.
    static QString engineQuery(const QString &label, const QStringList &values, int windowSeconds);
    /// Pure: a query_range answer of gpuQuery() as ticks per host label value, in time order.
    static QHash<QString, QMap<qint64, QList<GpuSample>>> gpuTicks(const PrometheusQueryResult &result,
                                                                   const QString &label);

Q_SIGNALS:
    /// The source as a whole failed (Prometheus down, refused the query, unusable answer); also
    /// handed to every attached host's GPU monitor.
    void errorOccurred(const QString &error);
    /// Prometheus answered with warnings (kept, shown printable).
    void warningsReported(const QStringList &warnings);
    /// A GPU answer was handed out to the hosts (tests, benchmark).
    void gpuTickDelivered(int points);

private:
    struct Host {
        QString gpuValue;
        QString engineValue;
        QPointer<GpuMonitor> gpus;
        QPointer<EndpointMonitor> endpoint;
        qint64 lastGpuMsecs = 0;
        qint64 emptySince = 0;
        bool gpuProblem = false;
    };
    void pollGpus(qint64 now);
    void pollEngines(qint64 now);
    void onGpuReply(const PrometheusReply &reply, qint64 end);
    void onEngineReply(const PrometheusReply &reply, qint64 now);
    void failAll(const QString &error, qint64 now);
    QString hostProblem(const Host &host, qint64 now) const;

    PrometheusConfig m_config;
    HttpLimits m_limits;
    QNetworkAccessManager *m_nam;
    QTimer m_timer;
    QHash<QString, Host> m_hosts;
    qint64 m_lastGpuEnd = 0;
    qint64 m_lastAnswerMsecs = 0;
    bool m_gpuOut = false;
    bool m_engineOut = false;
    QString m_lastError;
    QStringList m_lastWarnings;
    Stats m_stats;
};

} // namespace ic
