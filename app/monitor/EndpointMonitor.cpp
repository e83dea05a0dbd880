#include "EndpointMonitor.h"

#include "formats/Prometheus.h"
#include "formats/ThreadAffinity.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

Q_LOGGING_CATEGORY(lcEndpoint, "console.endpoint")

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::EndpointMonitor)
};

struct Names {
    const char *engine;
    const char *running;
    const char *waiting;
    const char *kv;
    const char *kvOld;
    const char *prompt;
    const char *generation;
    const char *preemptions;
};

// vLLM first; SGLang and llama-server where they differ (resources/reference §4).
constexpr Names EngineNames[] = {
    { "vllm", "vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:kv_cache_usage_perc",
      "vllm:gpu_cache_usage_perc", "vllm:prompt_tokens_total", "vllm:generation_tokens_total",
      "vllm:num_preemptions_total" },
    { "sglang", "sglang:num_running_reqs", "sglang:num_queue_reqs", "sglang:token_usage", "",
      "sglang:prompt_tokens_total", "sglang:generation_tokens_total", "" },
    { "llama.cpp", "llamacpp:requests_processing", "llamacpp:requests_deferred",
      "llamacpp:kv_cache_usage_ratio", "", "llamacpp:prompt_tokens_total", "llamacpp:tokens_predicted_total",
      "" },
};

std::optional<double> sumOf(const PrometheusMetrics &m, const char *name)
{
    if (!name || !*name)
        return std::nullopt;
    const double v = m.sum(QString::fromLatin1(name));
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
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
    url.setPath(QStringLiteral("/health"));
    QNetworkRequest req(url);
    req.setTransferTimeout(3000);
    if (!m_apiKey.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
    m_healthReply = m_nam->get(req);
    connect(m_healthReply, &QNetworkReply::finished, this, [this, reply = m_healthReply.data()] {
        reply->deleteLater();
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
    url.setPath(QStringLiteral("/metrics"));
    QNetworkRequest req(url);
    req.setTransferTimeout(5000);
    if (!m_apiKey.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
    m_metricsReply = m_nam->get(req);
    connect(m_metricsReply, &QNetworkReply::finished, this, [this, reply = m_metricsReply.data()] {
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError)
            return;
        const QByteArray body = reply->readAll();
        const double now = m_clock.elapsed() / 1000.0;
        m_metrics = computeMetrics(m_previousBody, m_previousSeconds, body, now);
        m_previousBody = body;
        m_previousSeconds = now;
        m_hasMetrics = true;
        Q_EMIT metricsUpdated(m_metrics);
    });
}

ServingMetrics EndpointMonitor::computeMetrics(const QByteArray &previousBody, double previousSeconds,
                                               const QByteArray &body, double seconds)
{
    ServingMetrics out;
    out.sampledAt = QDateTime::currentDateTimeUtc();
    const PrometheusMetrics now = parsePrometheusText(body);
    if (!now.isValid())
        return out;
    const Names *names = nullptr;
    for (const Names &n : EngineNames) {
        if (sumOf(now, n.running) || sumOf(now, n.generation)) {
            names = &n;
            break;
        }
    }
    if (!names)
        return out;
    out.engine = QString::fromLatin1(names->engine);
    out.requestsRunning = sumOf(now, names->running);
    out.requestsWaiting = sumOf(now, names->waiting);
    out.kvCacheUsage = sumOf(now, names->kv);
    if (!out.kvCacheUsage)
        out.kvCacheUsage = sumOf(now, names->kvOld);
    out.preemptions = sumOf(now, names->preemptions);
    if (!previousBody.isEmpty() && seconds > previousSeconds) {
        const PrometheusMetrics before = parsePrometheusText(previousBody);
        const double dt = seconds - previousSeconds;
        auto rate = [&](const char *name) -> std::optional<double> {
            const auto a = sumOf(before, name), b = sumOf(now, name);
            if (!a || !b || *b < *a) // a counter reset (restart) gives no rate this round
                return std::nullopt;
            return (*b - *a) / dt;
        };
        out.promptTokensPerSecond = rate(names->prompt);
        out.generationTokensPerSecond = rate(names->generation);
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
    for (const Names &n : EngineNames) {
        for (const char *name :
             { n.running, n.waiting, n.kv, n.kvOld, n.prompt, n.generation, n.preemptions }) {
            if (name && *name)
                names << QString::fromLatin1(name);
        }
    }
    return names;
}

ServingMetrics EndpointMonitor::metricsFromSeries(const QList<const PrometheusSeries *> &series)
{
    ServingMetrics out;
    // Summed over the series of a name (e.g. one per engine core), as computeMetrics does.
    auto newest = [&](const char *name) -> std::optional<double> {
        if (!name || !*name)
            return std::nullopt;
        std::optional<double> sum;
        for (const PrometheusSeries *s : series) {
            if (s->points.isEmpty() || s->label(u"__name__") != QLatin1String(name))
                continue;
            const double v = s->points.last().value;
            if (std::isfinite(v))
                sum = sum.value_or(0) + v;
        }
        return sum;
    };
    auto rate = [&](const char *name) -> std::optional<double> {
        std::optional<double> sum;
        for (const PrometheusSeries *s : series) {
            if (s->points.size() < 2 || s->label(u"__name__") != QLatin1String(name))
                continue;
            const PrometheusPoint &a = s->points.first(), &b = s->points.last();
            if (!std::isfinite(a.value) || !std::isfinite(b.value) || b.value < a.value || b.msecs <= a.msecs)
                continue; // a counter reset (restart) gives no rate this round
            sum = sum.value_or(0) + (b.value - a.value) * 1000.0 / double(b.msecs - a.msecs);
        }
        return sum;
    };
    const Names *names = nullptr;
    for (const Names &n : EngineNames) {
        if (newest(n.running) || newest(n.generation)) {
            names = &n;
            break;
        }
    }
    if (!names)
        return out;
    qint64 last = 0;
    for (const PrometheusSeries *s : series) {
        if (!s->points.isEmpty())
            last = std::max(last, s->points.last().msecs);
    }
    out.sampledAt = QDateTime::fromMSecsSinceEpoch(last, Qt::UTC);
    out.engine = QString::fromLatin1(names->engine);
    out.requestsRunning = newest(names->running);
    out.requestsWaiting = newest(names->waiting);
    out.kvCacheUsage = newest(names->kv);
    if (!out.kvCacheUsage)
        out.kvCacheUsage = newest(names->kvOld);
    out.preemptions = newest(names->preemptions);
    out.promptTokensPerSecond = rate(names->prompt);
    out.generationTokensPerSecond = rate(names->generation);
    return out;
}

void EndpointMonitor::setHealth(HealthState state, int status)
{
    if (state == m_health)
        return;
    m_health = state;
    m_healthSince = QDateTime::currentDateTimeUtc();
    if (state != HealthState::Healthy)
        m_previousBody.clear();
    Q_EMIT healthChanged(state, status);
}

} // namespace ic
