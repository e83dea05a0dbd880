// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "PrometheusSource.h"

#include "EndpointMonitor.h"
#include "GpuMonitor.h"
#include "formats/TerminalText.h"
#include "transport/HttpGet.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QRunnable>
#include <QThreadPool>

#include <algorithm>

Q_LOGGING_CATEGORY(lcPrometheus, "console.prometheus")

namespace ic {

namespace {

// The DCGM exporter's default counters the GPU views read (github.com/NVIDIA/dcgm-exporter,
// etc/default-counters.csv). Total memory is used + free + reserved, as nvidia-smi counts it.
const char kFbUsed[] = "DCGM_FI_DEV_FB_USED";
const char kFbFree[] = "DCGM_FI_DEV_FB_FREE";
const char kFbReserved[] = "DCGM_FI_DEV_FB_RESERVED";
const char kGpuUtil[] = "DCGM_FI_DEV_GPU_UTIL";
const char kGpuTemp[] = "DCGM_FI_DEV_GPU_TEMP";
const char kPower[] = "DCGM_FI_DEV_POWER_USAGE";

constexpr int kEngineWindowSeconds = 15;
constexpr qint64 kMaxWindowMs = 300'000; // after an outage, at most this much is fetched again
constexpr qint64 kBackfillPointBudget = 120'000; // the first answer stays a few MiB for any fleet

QString seconds(qint64 msecs)
{
    return QString::number(double(msecs) / 1000.0, 'f', 3);
}

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::PrometheusSource)
};

/// The operator's sentence for a request that brought no usable HTTP answer; empty when it did.
QString requestProblem(const HttpResult &r, const QString &request, const QUrl &url, const HttpLimits &limits)
{
    const QString where = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery).toString();
    if (r.bodyCapped)
        return Tr::tr("Prometheus' answer to %1 grew past %2 MiB and was cut off; ask for fewer hosts or a "
                      "longer interval.")
            .arg(request)
            .arg(limits.maxBodyBytes / (1024 * 1024));
    if (r.timedOut) {
        const int ms = r.deadline == QLatin1String("connect") ? limits.connectMs
            : r.deadline == QLatin1String("first-byte")       ? limits.firstByteMs
            : r.deadline == QLatin1String("idle")             ? limits.idleMs
                                                              : limits.totalMs;
        return Tr::tr("Prometheus did not answer %1 in time (the %2 deadline of %3 s passed).")
            .arg(request, r.deadline, QString::number(double(ms) / 1000.0));
    }
    if (r.connectionRefused)
        return Tr::tr("Prometheus at %1 refuses connections: is it running, and is the address in the hosts "
                      "file right?")
            .arg(where);
    if (r.headerStatus >= 300 && r.headerStatus < 400)
        return Tr::tr(
                   "Prometheus answered %1 with a redirect (HTTP %2); put the address it redirects to in the "
                   "hosts file.")
            .arg(request)
            .arg(r.headerStatus);
    if (!r.complete())
        return r.headerStatus == 0
            ? Tr::tr("Prometheus at %1 cannot be reached: %2").arg(where, printable(r.error))
            : Tr::tr("Prometheus' answer to %1 broke off: %2").arg(request, printable(r.error));
    // The API answers its own errors as JSON with these statuses; any other without a body is named here.
    if (r.status != 200 && r.status != 400 && r.status != 422 && r.status != 503 && r.body.isEmpty())
        return Tr::tr("Prometheus answered %1 with HTTP %2.").arg(request).arg(r.status);
    return {};
}

} // namespace

PrometheusSource::PrometheusSource(const PrometheusConfig &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_limits(defaultLimits())
    , m_nam(new QNetworkAccessManager(this))
{
    m_timer.setInterval(std::max(200, m_config.intervalMs));
    connect(&m_timer, &QTimer::timeout, this, &PrometheusSource::refresh);
}

HttpLimits PrometheusSource::defaultLimits()
{
    HttpLimits l;
    l.connectMs = 3'000;
    l.firstByteMs = 10'000;
    l.idleMs = 5'000;
    l.totalMs = 20'000;
    l.maxBodyBytes = 64LL * 1024 * 1024;
    return l;
}

PrometheusSource::~PrometheusSource()
{
    const QStringList hosts = m_hosts.keys();
    for (const QString &h : hosts)
        detach(h);
}

void PrometheusSource::attach(const QString &host, const QString &gpuValue, const QString &engineValue,
                              GpuMonitor *gpus, EndpointMonitor *endpoint)
{
    detach(host);
    Host h;
    h.gpuValue = gpuValue;
    h.engineValue = engineValue;
    h.gpus = gpus;
    h.endpoint = endpoint;
    h.emptySince = QDateTime::currentMSecsSinceEpoch();
    if (gpus && !gpuValue.isEmpty()) {
        gpus->setSampleSource(GpuMonitor::SampleSource::External);
        gpus->setStaleAfterMs(3 * std::max(200, m_config.intervalMs));
    }
    if (endpoint && !engineValue.isEmpty())
        endpoint->setExternalMetrics(true);
    m_hosts.insert(host, h);
    // A new host wants its history now, not after the next window slides by.
    m_lastGpuEnd = 0;
}

void PrometheusSource::detach(const QString &host)
{
    const auto it = m_hosts.find(host);
    if (it == m_hosts.end())
        return;
    if (it->gpus) {
        it->gpus->setSampleSource(GpuMonitor::SampleSource::Ssh);
        it->gpus->setStaleAfterMs(0);
    }
    if (it->endpoint)
        it->endpoint->setExternalMetrics(false);
    m_hosts.erase(it);
}

void PrometheusSource::start()
{
    m_timer.start();
    refresh();
}

void PrometheusSource::stop()
{
    m_timer.stop();
}

void PrometheusSource::refresh()
{
    if (m_hosts.isEmpty())
        return;
    ++m_stats.ticks;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    pollGpus(now);
    pollEngines(now);
}

void PrometheusSource::get(const QString &path, const Parameters &parameters,
                           std::function<void(const PrometheusReply &)> done)
{
    QUrl url = m_config.url;
    url.setPath(url.path().chopped(url.path().endsWith(u'/') ? 1 : 0) + path);
    // Encoded by hand: a form decoder reads a bare '+' as a space, and PromQL has both.
    QByteArray query;
    for (const auto &[name, value] : parameters) {
        if (!query.isEmpty())
            query += '&';
        query += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    }
    url.setQuery(QString::fromLatin1(query), QUrl::StrictMode);
    ++m_stats.requests;
    const QString request = QStringLiteral("GET ") + url.path();
    auto *fetch = new HttpGet(m_nam, url, m_config.bearerToken, m_limits, this);
    fetch->setRawHeader("Accept", "application/json");
    fetch->setFollowRedirects(false); // a redirect is named, not followed with the token
    QPointer<PrometheusSource> self(this);
    connect(fetch, &HttpGet::finished, this,
            [self, url, request, done = std::move(done)](const HttpResult &r) {
                if (!self)
                    return;
                PrometheusReply reply;
                reply.request = request;
                reply.httpStatus = r.status;
                reply.bytes = r.body.size();
                reply.seconds = r.seconds;
                reply.error = requestProblem(r, request, url, self->m_limits);
                self->m_stats.bytes += reply.bytes;
                if (!reply.error.isEmpty()) {
                    done(reply);
                    return;
                }
                // A fleet's answer is megabytes of JSON: parsed away from the GUI thread.
                auto *job = QRunnable::create([self, done, reply, body = r.body] {
                    PrometheusReply parsed = reply;
                    parsed.result = parsePrometheusQueryResponse(body, reply.httpStatus);
                    QMetaObject::invokeMethod(
                        QCoreApplication::instance(),
                        [self, done, parsed] {
                            if (self)
                                done(parsed);
                        },
                        Qt::QueuedConnection);
                });
                QThreadPool::globalInstance()->start(job);
            });
    fetch->start();
}

QString PrometheusSource::gpuQuery(const QString &label, const QStringList &values)
{
    const QString names
        = QStringList { QLatin1String(kFbUsed),  QLatin1String(kFbFree),  QLatin1String(kFbReserved),
                        QLatin1String(kGpuUtil), QLatin1String(kGpuTemp), QLatin1String(kPower) }
              .join(u'|');
    return QStringLiteral("max by (__name__, %1, gpu, UUID, modelName) ({__name__=~\"%2\", %1=~%3})")
        .arg(label, names, promqlExactAlternatives(values));
}

QString PrometheusSource::engineQuery(const QString &label, const QStringList &values, int windowSeconds)
{
    const QStringList names = EndpointMonitor::metricNames(); // plain: letters, digits, _ and :
    return QStringLiteral("{__name__=~\"%1\", %2=~%3}[%4s]")
        .arg(names.join(u'|'), label, promqlExactAlternatives(values))
        .arg(windowSeconds);
}

QHash<QString, QMap<qint64, QList<GpuSample>>> PrometheusSource::gpuTicks(const PrometheusQueryResult &result,
                                                                          const QString &label)
{
    // host value -> time -> uuid -> sample, filled metric by metric.
    QHash<QString, QMap<qint64, QMap<QString, GpuSample>>> cells;
    QHash<QString, QMap<qint64, QMap<QString, double>>> reserved, freeMiB;
    for (const PrometheusSeries &s : result.series) {
        const QString host = s.label(label);
        const QString uuid = s.label(u"UUID");
        const QString name = s.label(u"__name__");
        if (host.isEmpty() || uuid.isEmpty())
            continue;
        bool indexOk = false;
        const int index = s.label(u"gpu").toInt(&indexOk);
        for (const PrometheusPoint &p : s.points) {
            const double v = std::isfinite(p.value) ? p.value : NAN;
            GpuSample &g = cells[host][p.msecs][uuid];
            if (g.uuid.isEmpty()) {
                g.uuid = uuid;
                g.index = indexOk ? index : -1;
                g.name = s.label(u"modelName");
            }
            if (name == QLatin1String(kFbUsed))
                g.memoryUsedMiB = v;
            else if (name == QLatin1String(kGpuUtil))
                g.utilizationPercent = v;
            else if (name == QLatin1String(kGpuTemp))
                g.temperatureC = v;
            else if (name == QLatin1String(kPower))
                g.powerDrawW = v;
            else if (name == QLatin1String(kFbFree))
                freeMiB[host][p.msecs][uuid] = v;
            else if (name == QLatin1String(kFbReserved))
                reserved[host][p.msecs][uuid] = v;
        }
    }
    QHash<QString, QMap<qint64, QList<GpuSample>>> out;
    for (auto h = cells.begin(); h != cells.end(); ++h) {
        auto &ticks = out[h.key()];
        for (auto t = h->begin(); t != h->end(); ++t) {
            QList<GpuSample> tick;
            for (auto g = t->begin(); g != t->end(); ++g) {
                GpuSample s = g.value();
                const double free = freeMiB.value(h.key()).value(t.key()).value(g.key(), NAN);
                const double res = reserved.value(h.key()).value(t.key()).value(g.key(), 0.0);
                s.memoryTotalMiB = s.memoryUsedMiB + free + (std::isfinite(res) ? res : 0.0);
                tick << s;
            }
            std::sort(tick.begin(), tick.end(),
                      [](const GpuSample &a, const GpuSample &b) { return a.index < b.index; });
            ticks.insert(t.key(), tick);
        }
    }
    return out;
}

void PrometheusSource::pollGpus(qint64 now)
{
    if (m_gpuOut)
        return;
    QStringList values;
    for (const Host &h : std::as_const(m_hosts)) {
        if (!h.gpuValue.isEmpty() && !values.contains(h.gpuValue))
            values << h.gpuValue;
    }
    if (values.isEmpty())
        return;
    const qint64 step = std::max(200, m_config.intervalMs);
    const qint64 end = now / step * step;
    const qint64 backfill = std::clamp<qint64>(kBackfillPointBudget / (qint64(values.size()) * 8 * 6) * step,
                                               10 * step, kMaxWindowMs);
    qint64 start = m_lastGpuEnd > 0 ? m_lastGpuEnd + step : end - backfill;
    // Catching up after a slow or failed answer is bounded like the first answer: an unbounded
    // window grows with every answer that misses its deadline (a large fleet on a busy Prometheus
    // asked for ever more steps, each answer slower than the last, and never caught up).
    start = std::max(start, end - backfill);
    if (start > end)
        return;
    const Parameters q = { { QStringLiteral("query"), gpuQuery(m_config.gpuLabel, values) },
                           { QStringLiteral("start"), seconds(start) },
                           { QStringLiteral("end"), seconds(end) },
                           { QStringLiteral("step"), seconds(step) } };
    m_gpuOut = true;
    get(QStringLiteral("/api/v1/query_range"), q, [this, end](const PrometheusReply &r) {
        m_gpuOut = false;
        onGpuReply(r, end);
    });
}

void PrometheusSource::onGpuReply(const PrometheusReply &reply, qint64 end)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (const QString problem = reply.problem(); !problem.isEmpty()) {
        ++m_stats.failures;
        failAll(problem, now);
        return;
    }
    if (!reply.result.warnings.isEmpty() && reply.result.warnings != m_lastWarnings) {
        m_lastWarnings = reply.result.warnings;
        qCWarning(lcPrometheus) << "warnings:" << printable(reply.result.warnings.join(QStringLiteral("; ")));
        Q_EMIT warningsReported(m_lastWarnings);
    }
    m_lastError.clear();
    m_lastGpuEnd = end;
    m_lastAnswerMsecs = now;
    const auto ticks = gpuTicks(reply.result, m_config.gpuLabel);
    const int points = reply.result.pointCount();
    m_stats.points += points;
    for (Host &h : m_hosts) {
        if (h.gpuValue.isEmpty() || !h.gpus)
            continue;
        const auto it = ticks.constFind(h.gpuValue);
        if (it != ticks.constEnd() && !it->isEmpty()) {
            for (auto t = it->constBegin(); t != it->constEnd(); ++t)
                h.gpus->acceptTick(t.key(), t.value());
            h.lastGpuMsecs = std::max(h.lastGpuMsecs, it->lastKey());
        }
        const QString problem = hostProblem(h, now);
        if (!problem.isEmpty()) {
            h.gpuProblem = true;
            h.gpus->acceptGap(now, problem);
        } else {
            h.gpuProblem = false;
        }
    }
    if (reply.result.nonFinitePoints > 0)
        qCDebug(lcPrometheus) << reply.result.nonFinitePoints
                              << "NaN or infinite GPU values shown as missing";
    Q_EMIT gpuTickDelivered(points);
}

QString PrometheusSource::hostProblem(const Host &h, qint64 now) const
{
    const qint64 staleAfter = std::max<qint64>(5000, 3LL * m_config.intervalMs);
    if (h.lastGpuMsecs == 0) {
        // A Prometheus or exporter that has just started needs a few scrapes first.
        if (now - h.emptySince < std::max<qint64>(15000, 5LL * m_config.intervalMs))
            return {};
        return tr("Prometheus has no GPU series with %1=\"%2\" (%3 and the other DCGM exporter metrics): "
                  "check "
                  "the label value in the hosts file and that Prometheus scrapes the exporter.")
            .arg(m_config.gpuLabel, printable(h.gpuValue), QLatin1String(kFbUsed));
    }
    if (now - h.lastGpuMsecs > staleAfter)
        return tr("Prometheus has no GPU samples with %1=\"%2\" since %3: the exporter stopped answering or "
                  "is "
                  "no longer scraped.")
            .arg(m_config.gpuLabel, printable(h.gpuValue),
                 QDateTime::fromMSecsSinceEpoch(h.lastGpuMsecs).toString(QStringLiteral("HH:mm:ss")));
    return {};
}

void PrometheusSource::pollEngines(qint64 now)
{
    if (m_engineOut)
        return;
    QStringList values;
    for (const Host &h : std::as_const(m_hosts)) {
        if (!h.engineValue.isEmpty() && !values.contains(h.engineValue))
            values << h.engineValue;
    }
    if (values.isEmpty())
        return;
    const int window = std::max(kEngineWindowSeconds, 5 * m_config.intervalMs / 1000);
    const Parameters q = { { QStringLiteral("query"), engineQuery(m_config.engineLabel, values, window) },
                           { QStringLiteral("time"), seconds(now) } };
    m_engineOut = true;
    get(QStringLiteral("/api/v1/query"), q, [this, now](const PrometheusReply &r) {
        m_engineOut = false;
        onEngineReply(r, now);
    });
}

void PrometheusSource::onEngineReply(const PrometheusReply &reply, qint64 now)
{
    if (const QString problem = reply.problem(); !problem.isEmpty()) {
        ++m_stats.failures;
        if (problem != m_lastError) {
            m_lastError = problem;
            Q_EMIT errorOccurred(problem);
        }
        return;
    }
    QHash<QString, QList<const PrometheusSeries *>> byHost;
    for (const PrometheusSeries &s : reply.result.series)
        byHost[s.label(m_config.engineLabel)] << &s;
    const qint64 staleAfter = std::max<qint64>(5000, 3LL * m_config.intervalMs);
    for (Host &h : m_hosts) {
        if (h.engineValue.isEmpty() || !h.endpoint)
            continue;
        ServingMetrics m = EndpointMonitor::metricsFromSeries(byHost.value(h.engineValue));
        if (m.engine.isEmpty() || now - m.sampledAt.toMSecsSinceEpoch() > staleAfter)
            m = ServingMetrics {}; // nothing current: the views show no figures rather than old ones
        h.endpoint->acceptMetrics(m);
    }
}

void PrometheusSource::failAll(const QString &error, qint64 now)
{
    if (error != m_lastError) {
        m_lastError = error;
        qCWarning(lcPrometheus) << printable(error);
        Q_EMIT errorOccurred(error);
    }
    for (Host &h : m_hosts) {
        if (h.gpus && !h.gpuValue.isEmpty())
            h.gpus->acceptGap(now, error);
    }
}

} // namespace ic
