// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimApiServer.h"

#include "SimLog.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace ic {

namespace {

const QList<double> kTtftBuckets = { 0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1,  0.25,  0.5,   0.75,
                                     1.0,   2.5,   5.0,  7.5,  10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0 };
const QList<double> kItlBuckets = { 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2,  0.3,  0.4, 0.5,
                                    0.75, 1.0,   2.5,  5.0,   7.5, 10.0, 20.0, 40.0, 80.0 };
const QList<double> kE2eBuckets = { 0.3,  0.5,  0.8,  1.0,  1.5,   2.0,   2.5,   5.0,   10.0,   15.0,  20.0,
                                    30.0, 40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0 };

struct Histogram {
    QList<double> bounds;
    QList<quint64> counts; // per bucket, not cumulative
    double sum = 0;
    quint64 count = 0;

    explicit Histogram(QList<double> b)
        : bounds(std::move(b))
        , counts(bounds.size() + 1, 0)
    {
    }
    void observe(double v)
    {
        const auto it = std::lower_bound(bounds.cbegin(), bounds.cend(), v);
        ++counts[it - bounds.cbegin()];
        sum += v;
        ++count;
    }
};

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

QByteArray httpDate()
{
    return QLocale::c()
        .toString(QDateTime::currentDateTimeUtc(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"))
        .toLatin1();
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray fmt(double v)
{
    QByteArray s = QByteArray::number(v, 'g', 12);
    if (!s.contains('.') && !s.contains('e') && !s.contains("inf"))
        s += ".0";
    return s;
}

} // namespace

struct SimApiServer::Metrics {
    double promptTokens = 0;
    double generationTokens = 0;
    QHash<QByteArray, double> success; // finished_reason -> count
    int running = 0;
    double prefixQueries = 0;
    double prefixHits = 0;
    Histogram ttft { kTtftBuckets };
    Histogram itl { kItlBuckets };
    Histogram e2e { kE2eBuckets };
    Histogram queue { kE2eBuckets };
};

/// One chat completion in flight on a connection: streams tokens at the decode rate.
class SimCompletion {
public:
    SimApiServer *server = nullptr;
    QTcpSocket *socket = nullptr;
    SimChatPlan plan;
    bool stream = false;
    bool includeUsage = false;
    bool continuousUsage = false;
    QByteArray id;
    qint64 created = 0;
    QString model;
    QByteArray reasoningKey;
    double rate = 61;
    double ttftSeconds = 0.05;
    QTimer timer;
    QElapsedTimer clock;
    int sent = 0;
    bool started = false;
    double lastEmit = 0;
    double firstEmit = -1;
    QList<double> itls;

    QByteArray chunk(const QJsonObject &delta, const QJsonValue &finish, bool withUsage) const
    {
        QJsonObject choice { { QStringLiteral("index"), 0 },
                             { QStringLiteral("delta"), delta },
                             { QStringLiteral("logprobs"), QJsonValue::Null },
                             { QStringLiteral("finish_reason"), finish } };
        if (!finish.isNull())
            choice.insert(QStringLiteral("stop_reason"), QJsonValue::Null);
        QJsonObject o = envelope();
        o.insert(QStringLiteral("choices"), QJsonArray { choice });
        if (withUsage)
            o.insert(QStringLiteral("usage"), usage(sent));
        return compact(o);
    }
    QJsonObject envelope() const
    {
        return { { QStringLiteral("id"), QString::fromLatin1(id) },
                 { QStringLiteral("object"), QStringLiteral("chat.completion.chunk") },
                 { QStringLiteral("created"), created },
                 { QStringLiteral("model"), model } };
    }
    QJsonObject usage(int completion) const
    {
        QJsonObject u { { QStringLiteral("prompt_tokens"), plan.promptTokens },
                        { QStringLiteral("total_tokens"), plan.promptTokens + completion },
                        { QStringLiteral("completion_tokens"), completion } };
        int reasoning = 0;
        for (int i = 0; i < completion && i < plan.tokens.size(); ++i)
            reasoning += plan.tokens.at(i).kind == SimToken::Kind::Reasoning ? 1 : 0;
        if (reasoning > 0)
            u.insert(QStringLiteral("completion_tokens_details"),
                     QJsonObject { { QStringLiteral("reasoning_tokens"), reasoning } });
        return u;
    }
    void writeEvent(const QByteArray &data)
    {
        const QByteArray event = "data: " + data + "\n\n";
        socket->write(QByteArray::number(event.size(), 16) + "\r\n" + event + "\r\n");
    }
    void markEmit()
    {
        const double now = clock.nsecsElapsed() / 1e9;
        if (firstEmit < 0)
            firstEmit = now;
        else
            itls.append(now - lastEmit);
        lastEmit = now;
    }
};

namespace {

// Detaches a completion from its connection; it is deleted once control is back in the event
// loop, because the finishing code runs inside its own timer's slot.
void retire(std::unique_ptr<SimCompletion> &slot)
{
    if (!slot)
        return;
    SimCompletion *done = slot.release();
    done->timer.stop();
    QTimer::singleShot(0, done->server, [done] { delete done; });
}

} // namespace

struct SimApiServer::Connection {
    QTcpSocket *socket = nullptr;
    QByteArray buffer;
    bool closeAfter = false;
    bool continued = false; ///< "100 Continue" sent for the request being read
    std::unique_ptr<SimCompletion> completion;
};

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
        reply(c, 200, "application/json", "{\"version\":\"0.15.1\"}");
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

void SimApiServer::handleChat(Connection &c, const QByteArray &body)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (!doc.isObject()) {
        replyError(c, 400, "BadRequestError", QStringLiteral("Invalid JSON body: %1").arg(pe.errorString()));
        return;
    }
    const QJsonObject req = doc.object();
    const QString model = req.value(QStringLiteral("model")).toString(m_state.model);
    if (model != m_state.model) {
        replyError(c, 404, "NotFoundError", QStringLiteral("The model `%1` does not exist.").arg(model),
                   "model");
        return;
    }
    const QJsonArray messages = req.value(QStringLiteral("messages")).toArray();
    if (messages.isEmpty()) {
        replyError(c, 400, "BadRequestError", QStringLiteral("messages: Field required"), "messages");
        return;
    }
    SimChatRequest r;
    for (const QJsonValue &m : messages) {
        const QJsonObject o = m.toObject();
        QString content;
        const QJsonValue cv = o.value(QStringLiteral("content"));
        if (cv.isArray()) {
            for (const QJsonValue &part : cv.toArray())
                content += part.toObject().value(QStringLiteral("text")).toString();
        } else {
            content = cv.toString();
        }
        r.messages.append({ o.value(QStringLiteral("role")).toString(), content });
    }
    r.temperature = req.value(QStringLiteral("temperature")).toDouble(1.0);
    if (req.contains(QStringLiteral("seed")) && !req.value(QStringLiteral("seed")).isNull())
        r.seed = quint64(req.value(QStringLiteral("seed")).toInteger());
    const QJsonValue maxTokens = req.contains(QStringLiteral("max_completion_tokens"))
        ? req.value(QStringLiteral("max_completion_tokens"))
        : req.value(QStringLiteral("max_tokens"));
    if (!maxTokens.isNull() && !maxTokens.isUndefined()) {
        r.maxTokens = maxTokens.toInt();
        if (r.maxTokens < 1) {
            replyError(c, 400, "BadRequestError",
                       QStringLiteral("max_tokens must be at least 1, got %1.").arg(r.maxTokens),
                       "max_tokens");
            return;
        }
    }

    auto comp = std::make_unique<SimCompletion>();
    comp->server = this;
    comp->socket = c.socket;
    comp->plan = simPlanChat(m_state, r, QRandomGenerator::global()->generate64());
    comp->stream = req.value(QStringLiteral("stream")).toBool();
    const QJsonObject so = req.value(QStringLiteral("stream_options")).toObject();
    comp->includeUsage = so.value(QStringLiteral("include_usage")).toBool();
    comp->continuousUsage = comp->includeUsage && so.value(QStringLiteral("continuous_usage_stats")).toBool();
    comp->id = "chatcmpl-" + randomHex32();
    comp->created = QDateTime::currentSecsSinceEpoch();
    comp->model = m_state.model;
    comp->reasoningKey
        = m_state.reasoningField == SimReasoningField::ReasoningContent ? "reasoning_content" : "reasoning";
    comp->rate = std::max(0.5, m_state.decodeRate * (m_state.slowDecode ? 0.25 : 1.0));
    comp->ttftSeconds = 0.045 + comp->plan.promptTokens * 0.00002;
    comp->clock.start();
    m_metrics->running += 1;
    SimStateStore(m_directory).setRunningRequests(m_invocationId, m_metrics->running);
    m_metrics->prefixQueries += comp->plan.promptTokens;
    m_metrics->prefixHits += std::floor(comp->plan.promptTokens * 0.4);
    ++m_requestCounter;

    SimCompletion *p = comp.get();
    QTcpSocket *socket = c.socket;
    const int interval = std::clamp(int(1000.0 / p->rate), 1, 16);
    p->timer.setInterval(interval);
    QObject::connect(&p->timer, &QTimer::timeout, &p->timer, [this, p, socket] {
        auto conn = m_connections.value(socket);
        if (!conn || conn->completion.get() != p)
            return;
        Connection &c = *conn;
        const double t = p->clock.nsecsElapsed() / 1e9;
        if (t < p->ttftSeconds)
            return;
        const int total = int(p->plan.tokens.size());
        const int due = std::min(total, int((t - p->ttftSeconds) * p->rate) + 1);
        const QByteArray finish = p->plan.truncated ? "length" : "stop";
        if (!p->stream) {
            if (due < total)
                return;
            p->sent = total;
            p->markEmit();
            QString content, reasoning;
            for (const SimToken &tok : p->plan.tokens)
                (tok.kind == SimToken::Kind::Reasoning ? reasoning : content) += tok.text;
            QJsonObject message { { QStringLiteral("role"), QStringLiteral("assistant") },
                                  { QStringLiteral("content"), content },
                                  { QStringLiteral("refusal"), QJsonValue::Null },
                                  { QStringLiteral("annotations"), QJsonValue::Null },
                                  { QStringLiteral("audio"), QJsonValue::Null },
                                  { QStringLiteral("function_call"), QJsonValue::Null },
                                  { QStringLiteral("tool_calls"), QJsonArray() } };
            if (!reasoning.isEmpty())
                message.insert(QString::fromLatin1(p->reasoningKey), reasoning);
            const QJsonObject choice { { QStringLiteral("index"), 0 },
                                       { QStringLiteral("message"), message },
                                       { QStringLiteral("logprobs"), QJsonValue::Null },
                                       { QStringLiteral("finish_reason"), QString::fromLatin1(finish) },
                                       { QStringLiteral("stop_reason"), QJsonValue::Null } };
            const QJsonObject o { { QStringLiteral("id"), QString::fromLatin1(p->id) },
                                  { QStringLiteral("object"), QStringLiteral("chat.completion") },
                                  { QStringLiteral("created"), p->created },
                                  { QStringLiteral("model"), p->model },
                                  { QStringLiteral("choices"), QJsonArray { choice } },
                                  { QStringLiteral("service_tier"), QJsonValue::Null },
                                  { QStringLiteral("system_fingerprint"), QJsonValue::Null },
                                  { QStringLiteral("usage"), p->usage(total) },
                                  { QStringLiteral("prompt_logprobs"), QJsonValue::Null },
                                  { QStringLiteral("kv_transfer_params"), QJsonValue::Null } };
            retire(conn->completion);
            const double e2e = t;
            const QList<double> itls;
            const int prompt = p->plan.promptTokens;
            reply(c, 200, "application/json", compact(o));
            completionFinished(c, finish, total, prompt, p->firstEmit, e2e, itls);
            return;
        }
        if (!p->started) {
            p->started = true;
            socket->write("HTTP/1.1 200 OK\r\ndate: " + httpDate()
                          + "\r\nserver: uvicorn\r\ncontent-type: text/event-stream; charset=utf-8\r\n"
                            "transfer-encoding: chunked\r\n"
                          + (c.closeAfter ? QByteArray("connection: close\r\n") : QByteArray()) + "\r\n");
            p->writeEvent(p->chunk({ { QStringLiteral("role"), QStringLiteral("assistant") },
                                     { QStringLiteral("content"), QString() } },
                                   QJsonValue::Null, p->continuousUsage));
            p->markEmit();
        }
        while (p->sent < due) {
            if (m_state.streamCutAfter >= 0 && p->sent >= m_state.streamCutAfter) {
                // The connection drops mid-stream: no error frame, no [DONE].
                retire(conn->completion);
                m_metrics->running = std::max(0, m_metrics->running - 1);
                SimStateStore(m_directory).setRunningRequests(m_invocationId, m_metrics->running);
                socket->disconnectFromHost();
                return;
            }
            if (m_state.streamErrorAfter >= 0 && p->sent >= m_state.streamErrorAfter) {
                retire(conn->completion);
                const QJsonObject error {
                    { QStringLiteral("message"),
                      QStringLiteral(
                          "EngineCore encountered an issue. See stack trace (above) for the root cause.") },
                    { QStringLiteral("type"), QStringLiteral("InternalServerError") },
                    { QStringLiteral("param"), QJsonValue::Null },
                    { QStringLiteral("code"), 500 }
                };
                p->writeEvent(compact({ { QStringLiteral("error"), error } }));
                p->writeEvent("[DONE]");
                socket->write("0\r\n\r\n");
                const int sent = p->sent;
                const int prompt = p->plan.promptTokens;
                completionFinished(c, "error", sent, prompt, p->firstEmit, t, p->itls, sent);
                return;
            }
            const SimToken &tok = p->plan.tokens.at(p->sent);
            ++p->sent;
            // Counted as generated, like vLLM's per-step counter: a scrape mid-request sees it.
            ++m_metrics->generationTokens;
            const bool last = p->sent == total;
            QJsonObject delta;
            delta.insert(tok.kind == SimToken::Kind::Reasoning ? QString::fromLatin1(p->reasoningKey)
                                                               : QStringLiteral("content"),
                         tok.text);
            p->writeEvent(
                p->chunk(delta, last ? QJsonValue(QString::fromLatin1(finish)) : QJsonValue(QJsonValue::Null),
                         p->continuousUsage));
            p->markEmit();
        }
        if (p->sent < total)
            return;
        retire(conn->completion);
        if (p->includeUsage) {
            QJsonObject o = p->envelope();
            o.insert(QStringLiteral("choices"), QJsonArray());
            o.insert(QStringLiteral("usage"), p->usage(total));
            p->writeEvent(compact(o));
        }
        p->writeEvent("[DONE]");
        socket->write("0\r\n\r\n");
        const QList<double> itls = p->itls;
        const int prompt = p->plan.promptTokens;
        const double first = p->firstEmit;
        completionFinished(c, finish, total, prompt, first, t, itls, total);
    });
    c.completion = std::move(comp);
    p->timer.start();
}

void SimApiServer::completionFinished(Connection &c, const QByteArray &finishReason, int completionTokens,
                                      int promptTokens, double ttft, double e2e, const QList<double> &itls,
                                      int countedTokens)
{
    m_metrics->running = std::max(0, m_metrics->running - 1);
    SimStateStore(m_directory).setRunningRequests(m_invocationId, m_metrics->running);
    m_metrics->promptTokens += promptTokens;
    m_metrics->generationTokens += completionTokens - countedTokens;
    m_metrics->success[finishReason] += 1;
    if (ttft >= 0)
        m_metrics->ttft.observe(ttft);
    for (double v : itls)
        m_metrics->itl.observe(v);
    m_metrics->e2e.observe(e2e);
    m_metrics->queue.observe(0.0004);
    if (m_state.leakMemory)
        SimStateStore(m_directory).addLeakedMiB(m_invocationId, 384);
    Q_EMIT requestServed("/v1/chat/completions", 200);
    if (c.closeAfter) {
        c.socket->disconnectFromHost();
        return;
    }
    QTcpSocket *socket = c.socket;
    QTimer::singleShot(0, this, [this, socket] {
        if (auto conn = m_connections.value(socket))
            processBuffer(*conn);
    });
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
    gauge("num_requests_running", "Number of requests in model execution batches.", m_metrics->running);
    gauge("num_requests_waiting", "Number of requests waiting to be processed.", 0);
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
