// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EndpointMonitor.h"

#include "config/EngineProfile.h"
#include "formats/Prometheus.h"
#include "formats/ThreadAffinity.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <utility>

Q_LOGGING_CATEGORY(lcEndpoint, "console.endpoint")

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::EndpointMonitor)
};

constexpr int MetricsTimeoutMs = 5000; ///< Qt's transfer timeout: the longest silence of a /metrics answer

/// The first of `names` the body has, summed over its labels.
std::optional<double> sumOf(const PrometheusMetrics &m, const QStringList &names)
{
    for (const QString &name : names) {
        const double v = m.sum(name);
        if (!std::isnan(v))
            return v;
    }
    return std::nullopt;
}

/// The name of `names` the body has (rates compare the same name in both bodies).
QString nameIn(const PrometheusMetrics &m, const QStringList &names)
{
    for (const QString &name : names) {
        if (!std::isnan(m.sum(name)))
            return name;
    }
    return QString();
}
} // namespace

QString healthStateText(HealthState state)
{
    switch (state) {
    case HealthState::Unknown:
        return Tr::tr("unknown");
    case HealthState::NotServing:
        return Tr::tr("not serving yet");
    case HealthState::Loading:
        return Tr::tr("loading");
    case HealthState::Healthy:
        return Tr::tr("healthy");
    case HealthState::Unhealthy:
        return Tr::tr("unhealthy");
    case HealthState::Unreachable:
        return Tr::tr("unreachable");
    }
    return {};
}

EndpointMonitor::EndpointMonitor(QObject *parent)
    : QObject(parent)
    , m_nam(new QNetworkAccessManager(this))
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &EndpointMonitor::refresh);
    m_clock.start();
}

EndpointMonitor::~EndpointMonitor() = default;

void EndpointMonitor::setBaseUrl(const QUrl &url)
{
    if (url == m_base)
        return;
    m_base = url;
    m_previousBody.clear();
    if (m_base.isEmpty())
        setHealth(HealthState::Unknown, 0);
    else
        refresh();
}

void EndpointMonitor::setEngine(const QString &engine)
{
    // The host's engine profile names the endpoints; an undetected engine gets the paths every
    // profile so far shares.
    const QList<EngineProfile> profiles = engineProfiles();
    const EngineProfile *p = isAutoEngine(engine) ? nullptr : findEngineProfile(engine, profiles);
    m_engine = p ? p->id : QString();
    m_healthPath = p ? p->healthPath : QStringLiteral("/health");
    m_metricsPath = p ? p->metricsPath : QStringLiteral("/metrics");
}

void EndpointMonitor::setApiKey(const QString &key)
{
    m_apiKey = key;
}

void EndpointMonitor::setInterval(int msecs)
{
    m_timer.setInterval(msecs);
}

void EndpointMonitor::start()
{
    assertOwnThread(this, "EndpointMonitor::start");
    m_timer.start();
    refresh();
}

void EndpointMonitor::stop()
{
    m_timer.stop();
}

void EndpointMonitor::refresh()
{
    if (m_base.isEmpty())
        return;
    pollHealth();
    if (m_health == HealthState::Healthy && !m_externalMetrics)
        pollMetrics();
}

void EndpointMonitor::pollHealth()
{
    if (m_healthReply)
        return;
    QUrl url = m_base;
    url.setPath(m_healthPath);
    QNetworkRequest req(url);
    req.setTransferTimeout(3000);
    if (!m_apiKey.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
    m_healthReply = m_nam->get(req);
    const qint64 asked = QDateTime::currentMSecsSinceEpoch();
    connect(m_healthReply, &QNetworkReply::finished, this, [this, reply = m_healthReply.data(), asked] {
        reply->deleteLater();
        m_healthAskedMs = asked;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const auto err = reply->error();
        if (status == 200) {
            setHealth(HealthState::Healthy, status);
        } else if (status == 503) {
            setHealth(m_health == HealthState::Healthy || m_health == HealthState::Unhealthy
                          ? HealthState::Unhealthy
                          : HealthState::Loading,
                      status);
        } else if (status > 0) {
            setHealth(HealthState::Unhealthy, status);
        } else if (err == QNetworkReply::ConnectionRefusedError
                   || err == QNetworkReply::RemoteHostClosedError) {
            // vLLM: the port is not listening until start-up completes; a tunnel reports the
            // refusal on the far side as a closed connection.
            setHealth(HealthState::NotServing, 0);
        } else {
            qCDebug(lcEndpoint) << "health" << reply->errorString();
            setHealth(HealthState::Unreachable, 0);
        }
    });
}

void EndpointMonitor::pollMetrics()
{
    if (m_metricsReply)
        return;
    QUrl url = m_base;
    url.setPath(m_metricsPath);
    QNetworkRequest req(url);
    req.setTransferTimeout(MetricsTimeoutMs);
    if (!m_apiKey.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
    m_metricsReply = m_nam->get(req);
    connect(m_metricsReply, &QNetworkReply::finished, this, [this, reply = m_metricsReply.data()] {
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError) {
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            // A timeout can come after the status line (headers, then silence): it decides first.
            const bool silent = reply->error() == QNetworkReply::OperationCanceledError;
            Q_EMIT metricsFailed(silent ? Tr::tr("GET %1: nothing arrived for %2 s.")
                                              .arg(m_metricsPath)
                                              .arg(MetricsTimeoutMs / 1000)
                                     : status >= 400
                                     ? Tr::tr("GET %1 answered HTTP %2.").arg(m_metricsPath).arg(status)
                                     : Tr::tr("GET %1: %2").arg(m_metricsPath, reply->errorString()),
                                 silent ? MetricsTimeoutMs : 0);
            return;
        }
        const QByteArray body = reply->readAll();
        const double now = m_clock.elapsed() / 1000.0;
        m_metrics = computeMetrics(m_previousBody, m_previousSeconds, body, now, m_engine);
        m_previousBody = body;
        m_previousSeconds = now;
        m_hasMetrics = true;
        Q_EMIT metricsUpdated(m_metrics);
    });
}

ServingMetrics EndpointMonitor::computeMetrics(const QByteArray &previousBody, double previousSeconds,
                                               const QByteArray &body, double seconds, const QString &engine)
{
    ServingMetrics out;
    out.sampledAt = QDateTime::currentDateTimeUtc();
    const PrometheusMetrics now = parsePrometheusText(body);
    if (!now.isValid())
        return out;
    // The metric names come from the engine profiles: the host's own engine first, then each
    // profile in turn; the first whose names the body has decides.
    const QList<EngineProfile> profiles = engineProfiles();
    QList<const EngineProfile *> order;
    if (const EngineProfile *own = isAutoEngine(engine) ? nullptr : findEngineProfile(engine, profiles))
        order << own;
    for (const EngineProfile &p : profiles)
        order << &p;
    const EngineMetricNames *names = nullptr;
    for (const EngineProfile *p : std::as_const(order)) {
        if (!p->metrics.isEmpty()
            && (sumOf(now, p->metrics.running) || sumOf(now, p->metrics.generationTokens))) {
            names = &p->metrics;
            out.engine = p->id;
            break;
        }
    }
    if (!names)
        return out;
    out.requestsRunning = sumOf(now, names->running);
    out.requestsWaiting = sumOf(now, names->waiting);
    out.kvCacheUsage = sumOf(now, names->kvCacheUsage);
    out.preemptions = sumOf(now, names->preemptions);
    out.generationTokens = sumOf(now, names->generationTokens);
    if (!previousBody.isEmpty() && seconds > previousSeconds) {
        const PrometheusMetrics before = parsePrometheusText(previousBody);
        const double dt = seconds - previousSeconds;
        auto rate = [&](const QStringList &candidates) -> std::optional<double> {
            const QString name = nameIn(now, candidates);
            if (name.isEmpty())
                return std::nullopt;
            const auto a = sumOf(before, { name }), b = sumOf(now, { name });
            if (!a || !b || *b < *a) // a counter reset (restart) gives no rate this round
                return std::nullopt;
            return (*b - *a) / dt;
        };
        out.promptTokensPerSecond = rate(names->promptTokens);
        out.generationTokensPerSecond = rate(names->generationTokens);
    }
    return out;
}

void EndpointMonitor::setExternalMetrics(bool external)
{
    m_externalMetrics = external;
    m_previousBody.clear();
}

void EndpointMonitor::acceptMetrics(const ServingMetrics &metrics)
{
    if (!m_externalMetrics)
        return;
    m_metrics = metrics;
    m_hasMetrics = true;
    Q_EMIT metricsUpdated(m_metrics);
}

QStringList EndpointMonitor::metricNames()
{
    QStringList names;
    for (const EngineProfile &p : engineProfiles()) {
        const EngineMetricNames &m = p.metrics;
        for (const QStringList *list : { &m.running, &m.waiting, &m.kvCacheUsage, &m.promptTokens,
                                         &m.generationTokens, &m.preemptions })
            names << *list;
    }
    names.removeDuplicates();
    return names;
}

ServingMetrics EndpointMonitor::metricsFromSeries(const QList<const PrometheusSeries *> &series)
{
    ServingMetrics out;
    // Summed over the series of a name (e.g. one per engine core), as computeMetrics does; the
    // first name of a meaning the series have decides, as in the profile's order.
    auto newestOf = [&](const QString &name) -> std::optional<double> {
        std::optional<double> sum;
        for (const PrometheusSeries *s : series) {
            if (s->points.isEmpty() || s->label(u"__name__") != name)
                continue;
            const double v = s->points.last().value;
            if (std::isfinite(v))
                sum = sum.value_or(0) + v;
        }
        return sum;
    };
    auto rateOf = [&](const QString &name) -> std::optional<double> {
        std::optional<double> sum;
        for (const PrometheusSeries *s : series) {
            if (s->points.size() < 2 || s->label(u"__name__") != name)
                continue;
            const PrometheusPoint &a = s->points.first(), &b = s->points.last();
            if (!std::isfinite(a.value) || !std::isfinite(b.value) || b.value < a.value || b.msecs <= a.msecs)
                continue; // a counter reset (restart) gives no rate this round
            sum = sum.value_or(0) + (b.value - a.value) * 1000.0 / double(b.msecs - a.msecs);
        }
        return sum;
    };
    auto newest = [&](const QStringList &names) -> std::optional<double> {
        for (const QString &n : names)
            if (const auto v = newestOf(n))
                return v;
        return std::nullopt;
    };
    auto rate = [&](const QStringList &names) -> std::optional<double> {
        for (const QString &n : names)
            if (const auto v = rateOf(n))
                return v;
        return std::nullopt;
    };
    const EngineProfile *engine = nullptr;
    const QList<EngineProfile> profiles = engineProfiles();
    for (const EngineProfile &p : profiles) {
        if (!p.metrics.isEmpty() && (newest(p.metrics.running) || newest(p.metrics.generationTokens))) {
            engine = &p;
            break;
        }
    }
    if (!engine)
        return out;
    qint64 last = 0;
    for (const PrometheusSeries *s : series) {
        if (!s->points.isEmpty())
            last = std::max(last, s->points.last().msecs);
    }
    out.sampledAt = QDateTime::fromMSecsSinceEpoch(last, Qt::UTC);
    out.engine = engine->id;
    out.requestsRunning = newest(engine->metrics.running);
    out.requestsWaiting = newest(engine->metrics.waiting);
    out.kvCacheUsage = newest(engine->metrics.kvCacheUsage);
    out.preemptions = newest(engine->metrics.preemptions);
    out.generationTokens = newest(engine->metrics.generationTokens);
    out.promptTokensPerSecond = rate(engine->metrics.promptTokens);
    out.generationTokensPerSecond = rate(engine->metrics.generationTokens);
    return out;
}

void EndpointMonitor::setHealth(HealthState state, int status)
{
    Q_EMIT healthAnswered(state, status, std::exchange(m_healthAskedMs, qint64(-1)));
    if (state == m_health)
        return;
    m_health = state;
    m_healthSince = QDateTime::currentDateTimeUtc();
    if (state != HealthState::Healthy)
        m_previousBody.clear();
    Q_EMIT healthChanged(state, status);
}

} // namespace ic
