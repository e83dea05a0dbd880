// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated API server's HTTP plumbing (connections, keep-alive, pipelining), its small
// endpoints (/health, /version, /v1/models) and /metrics; the chat endpoint is SimApiChat.cpp.
#include "SimApiServer.h"

#include "SimApiServer_p.h"
#include "SimLog.h"
#include "SimPackages.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace ic {

namespace simapi {

const QList<double> kTtftBuckets = { 0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1,  0.25,  0.5,   0.75,
                                     1.0,   2.5,   5.0,  7.5,  10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0 };
const QList<double> kItlBuckets = { 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2,  0.3,  0.4, 0.5,
                                    0.75, 1.0,   2.5,  5.0,   7.5, 10.0, 20.0, 40.0, 80.0 };
const QList<double> kE2eBuckets = { 0.3,  0.5,  0.8,  1.0,  1.5,   2.0,   2.5,   5.0,   10.0,   15.0,  20.0,
                                    30.0, 40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0 };

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray httpDate()
{
    return QLocale::c()
        .toString(QDateTime::currentDateTimeUtc(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"))
        .toLatin1();
}

void retire(std::unique_ptr<SimCompletion> &slot)
{
    if (!slot)
        return;
    SimCompletion *done = slot.release();
    done->timer.stop();
    QTimer::singleShot(0, done->server, [done] { delete done; });
}

} // namespace simapi

using namespace simapi;

namespace {

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    }
    return "Unknown";
}

QByteArray fmt(double v)
{
    QByteArray s = QByteArray::number(v, 'g', 12);
    if (!s.contains('.') && !s.contains('e') && !s.contains("inf"))
        s += ".0";
    return s;
}

} // namespace

SimApiServer::SimApiServer(SimState state, QString directory, QByteArray invocationId, QObject *parent)
    : QObject(parent)
    , m_state(std::move(state))
    , m_directory(std::move(directory))
    , m_invocationId(std::move(invocationId))
    , m_server(new QTcpServer(this))
    , m_metrics(std::make_unique<Metrics>())
{
    connect(m_server, &QTcpServer::newConnection, this, &SimApiServer::onNewConnection);
}

SimApiServer::~SimApiServer() = default;

bool SimApiServer::listen(quint16 port, QString *error)
{
    // Only ever loopback: the console reaches it through its tunnel.
    if (!m_server->listen(QHostAddress::LocalHost, port)) {
        *error = m_server->errorString();
        return false;
    }
    return true;
}

bool SimApiServer::isListening() const
{
    return m_server->isListening();
}

quint16 SimApiServer::port() const
{
    return m_server->serverPort();
}

void SimApiServer::setWedged(bool wedged)
{
    if (wedged == m_wedged)
        return;
    m_wedged = wedged;
    qCDebug(lcSim) << (wedged ? "engine loop wedged" : "engine loop goes on");
}

void SimApiServer::onNewConnection()
{
    while (QTcpSocket *s = m_server->nextPendingConnection()) {
        auto c = std::make_shared<Connection>();
        c->socket = s;
        m_connections.insert(s, c);
        connect(s, &QTcpSocket::readyRead, this, [this, s] { onReadyRead(s); });
        connect(s, &QTcpSocket::disconnected, this, [this, s] { onDisconnected(s); });
    }
}

void SimApiServer::onDisconnected(QTcpSocket *socket)
{
    auto c = m_connections.take(socket);
    if (c && c->completion) {
        // The client went away: stop generating, as vLLM aborts the request.
        m_metrics->running = std::max(0, m_metrics->running - 1);
        m_metrics->success[QByteArrayLiteral("abort")] += 1;
        SimStateStore(m_directory).setRunningRequests(m_invocationId, m_metrics->running);
        retire(c->completion);
    }
    socket->deleteLater();
}

void SimApiServer::onReadyRead(QTcpSocket *socket)
{
    auto c = m_connections.value(socket);
    if (!c)
        return;
    c->buffer += socket->readAll();
    if (c->buffer.size() > 64 * 1024 * 1024) {
        socket->abort();
        return;
    }
    processBuffer(*c);
}

void SimApiServer::processBuffer(Connection &c)
{
    while (!c.completion && c.socket && c.socket->state() == QAbstractSocket::ConnectedState) {
        const qsizetype end = c.buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> lines = c.buffer.left(end).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        QHash<QByteArray, QByteArray> headers;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                               lines.at(i).mid(colon + 1).trimmed());
        }
        const qsizetype length = headers.value("content-length", "0").toLongLong();
        if (c.buffer.size() < end + 4 + length) {
            // curl waits for this before sending a large body.
            if (headers.value("expect").toLower() == "100-continue" && !c.continued) {
                c.continued = true;
                c.socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            }
            return;
        }
        c.continued = false;
        const QByteArray body = c.buffer.mid(end + 4, length);
        c.buffer.remove(0, end + 4 + length);
        if (requestLine.size() < 3) {
            c.closeAfter = true;
            reply(c, 400, "application/json", "{\"detail\":\"Invalid HTTP request received.\"}");
            return;
        }
        const QByteArray version = requestLine.at(2);
        const QByteArray connection = headers.value("connection").toLower();
        c.closeAfter = connection == "close" || (version == "HTTP/1.0" && connection != "keep-alive");
        QByteArray path = requestLine.at(1);
        if (const qsizetype q = path.indexOf('?'); q >= 0)
            path.truncate(q);
        handle(c, requestLine.at(0), path, headers, body);
    }
}

void SimApiServer::reply(Connection &c, int status, const QByteArray &contentType, const QByteArray &body)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\ndate: "
        + httpDate() + "\r\nserver: uvicorn\r\ncontent-length: " + QByteArray::number(body.size()) + "\r\n";
    if (!contentType.isEmpty())
        head += "content-type: " + contentType + "\r\n";
    if (c.closeAfter)
        head += "connection: close\r\n";
    c.socket->write(head + "\r\n" + body);
    if (c.closeAfter)
        c.socket->disconnectFromHost();
}

void SimApiServer::replyError(Connection &c, int status, const QByteArray &type, const QString &message,
                              const QByteArray &param)
{
    const QJsonObject error { { QStringLiteral("message"), message },
                              { QStringLiteral("type"), QString::fromLatin1(type) },
                              { QStringLiteral("param"),
                                param.isEmpty() ? QJsonValue() : QJsonValue(QString::fromLatin1(param)) },
                              { QStringLiteral("code"), status } };
    reply(c, status, "application/json", compact(QJsonObject { { QStringLiteral("error"), error } }));
}

void SimApiServer::handle(Connection &c, const QByteArray &method, const QByteArray &path,
                          const QHash<QByteArray, QByteArray> &headers, const QByteArray &body)
{
    qCDebug(lcSim) << method << path;
    if (!m_state.apiKey.isEmpty() && path.startsWith("/v1/")
        && headers.value("authorization") != "Bearer " + m_state.apiKey.toUtf8()) {
        reply(c, 401, "application/json", "{\"error\":\"Unauthorized\"}");
        Q_EMIT requestServed(path, 401);
        return;
    }
    const bool get = method == "GET" || method == "HEAD";
    int status = 200;
    if (path == "/health" && get) {
        reply(c, 200, {}, {});
    } else if (path == "/version" && get) {
        // The installed vllm package as the engine started (`configure --package vllm=X` upgrades
        // the next start, as a pip install under a running server does).
        QString version;
        for (const auto &p : simPackages(m_state))
            if (p.first == QLatin1String("vllm"))
                version = p.second;
        reply(c, 200, "application/json", compact(QJsonObject { { QStringLiteral("version"), version } }));
    } else if (path == "/v1/models" && get) {
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const QJsonObject perm { { QStringLiteral("id"),
                                   QString(QStringLiteral("modelperm-")
                                           + QString::fromLatin1(randomHex32())) },
                                 { QStringLiteral("object"), QStringLiteral("model_permission") },
                                 { QStringLiteral("created"), now },
                                 { QStringLiteral("allow_create_engine"), false },
                                 { QStringLiteral("allow_sampling"), true },
                                 { QStringLiteral("allow_logprobs"), true },
                                 { QStringLiteral("allow_search_indices"), false },
                                 { QStringLiteral("allow_view"), true },
                                 { QStringLiteral("allow_fine_tuning"), false },
                                 { QStringLiteral("organization"), QStringLiteral("*") },
                                 { QStringLiteral("group"), QJsonValue::Null },
                                 { QStringLiteral("is_blocking"), false } };
        const QJsonObject model { { QStringLiteral("id"), m_state.model },
                                  { QStringLiteral("object"), QStringLiteral("model") },
                                  { QStringLiteral("created"), now },
                                  { QStringLiteral("owned_by"), QStringLiteral("vllm") },
                                  { QStringLiteral("root"), m_state.model },
                                  { QStringLiteral("parent"), QJsonValue::Null },
                                  { QStringLiteral("max_model_len"), 262144 },
                                  { QStringLiteral("permission"), QJsonArray { perm } } };
        reply(c, 200, "application/json",
              compact({ { QStringLiteral("object"), QStringLiteral("list") },
                        { QStringLiteral("data"), QJsonArray { model } } }));
    } else if (path == "/metrics" && get) {
        reply(c, 200, "text/plain; version=0.0.4; charset=utf-8", metricsText());
    } else if (path == "/v1/chat/completions" && method == "POST") {
        handleChat(c, body);
        return;
    } else if (path == "/health" || path == "/version" || path == "/v1/models" || path == "/metrics"
               || path == "/v1/chat/completions") {
        status = 405;
        reply(c, 405, "application/json", "{\"detail\":\"Method Not Allowed\"}");
    } else {
        status = 404;
        reply(c, 404, "application/json", "{\"detail\":\"Not Found\"}");
    }
    Q_EMIT requestServed(path, status);
}

QByteArray SimApiServer::metricsText() const
{
    const QByteArray labels = "engine=\"0\",model_name=\"" + m_state.model.toUtf8() + '"';
    QByteArray out;
    auto gauge = [&](const char *name, const char *help, double v) {
        out += QByteArray("# HELP vllm:") + name + ' ' + help + "\n# TYPE vllm:" + name
            + " gauge\nvllm:" + name + '{' + labels + "} " + fmt(v) + '\n';
    };
    auto counter = [&](const char *name, const char *help, double v) {
        out += QByteArray("# HELP vllm:") + name + "_total " + help + "\n# TYPE vllm:" + name
            + "_total counter\nvllm:" + name + "_total{" + labels + "} " + fmt(v) + '\n';
    };
    auto histogram = [&](const char *name, const char *help, const Histogram &h) {
        out += QByteArray("# HELP vllm:") + name + ' ' + help + "\n# TYPE vllm:" + name + " histogram\n";
        out += "vllm:" + QByteArray(name) + "_sum{" + labels + "} " + fmt(h.sum) + '\n';
        quint64 cumulative = 0;
        for (qsizetype i = 0; i < h.bounds.size(); ++i) {
            cumulative += h.counts.at(i);
            out += "vllm:" + QByteArray(name) + "_bucket{" + labels + ",le=\"" + fmt(h.bounds.at(i)) + "\"} "
                + fmt(double(cumulative)) + '\n';
        }
        out += "vllm:" + QByteArray(name) + "_bucket{" + labels + ",le=\"+Inf\"} " + fmt(double(h.count))
            + '\n';
        out += "vllm:" + QByteArray(name) + "_count{" + labels + "} " + fmt(double(h.count)) + '\n';
    };
    // Requests that arrived while the engine was wedged were never scheduled: they wait.
    int waiting = 0;
    for (const auto &c : m_connections)
        waiting += c->completion && c->completion->queued ? 1 : 0;
    gauge("num_requests_running", "Number of requests in model execution batches.",
          std::max(0, m_metrics->running - waiting));
    gauge("num_requests_waiting", "Number of requests waiting to be processed.", waiting);
    gauge("kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.",
          m_metrics->running > 0 ? 0.0021 * m_metrics->running : 0);
    counter("prefix_cache_queries", "Prefix cache queries, in terms of number of queried tokens.",
            m_metrics->prefixQueries);
    counter("prefix_cache_hits", "Prefix cache hits, in terms of number of cached tokens.",
            m_metrics->prefixHits);
    counter("num_preemptions", "Cumulative number of preemption from the engine.", 0);
    counter("prompt_tokens", "Number of prefill tokens processed.", m_metrics->promptTokens);
    counter("generation_tokens", "Number of generation tokens processed.", m_metrics->generationTokens);
    out += "# HELP vllm:request_success_total Count of successfully processed requests.\n"
           "# TYPE vllm:request_success_total counter\n";
    for (const char *r : { "stop", "length", "abort", "error" })
        out += "vllm:request_success_total{" + labels + ",finished_reason=\"" + r + "\"} "
            + fmt(m_metrics->success.value(r)) + '\n';
    histogram("time_to_first_token_seconds", "Histogram of time to first token in seconds.", m_metrics->ttft);
    histogram("inter_token_latency_seconds", "Histogram of inter-token latency in seconds.", m_metrics->itl);
    histogram("e2e_request_latency_seconds", "Histogram of e2e request latency in seconds.", m_metrics->e2e);
    histogram("request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.",
              m_metrics->queue);
    out += "# HELP vllm:cache_config_info Information of the LLMEngine CacheConfig\n"
           "# TYPE vllm:cache_config_info "
           "gauge\nvllm:cache_config_info{block_size=\"64\",cache_dtype=\"auto\","
           "engine=\"0\",gpu_memory_utilization=\"0.9\",num_gpu_blocks=\"24807\",prefix_caching_hash_algo="
           "\"sha256\"} 1.0\n";
    return out;
}

} // namespace ic
