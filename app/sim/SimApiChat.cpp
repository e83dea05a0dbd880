// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated engine's /v1/chat/completions: request checks as vLLM makes them, then the
// answer plain or as server-sent events at the decode rate (SimCompletion).
#include "SimApiServer.h"

#include "SimApiServer_p.h"
#include "SimLog.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace ic {

using namespace simapi;

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
    comp->queued = m_wedged;
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
        const double now = p->clock.nsecsElapsed() / 1e9;
        if (m_wedged) {
            // The engine loop hangs: nothing is scheduled or generated. A stream's headers go out
            // (the HTTP layer answers before the first token), then nothing.
            if (p->stallStart < 0)
                p->stallStart = now;
            if (p->stream)
                p->openStream(c.closeAfter);
            return;
        }
        if (p->stallStart >= 0) {
            p->stalledSeconds += now - p->stallStart;
            p->stallStart = -1;
        }
        p->queued = false;
        const double t = now - p->stalledSeconds; // the decode schedule resumes where it stopped
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
            const double e2e = now;
            const QList<double> itls;
            const int prompt = p->plan.promptTokens;
            reply(c, 200, "application/json", compact(o));
            completionFinished(c, finish, total, prompt, p->firstEmit, e2e, itls);
            return;
        }
        if (!p->started) {
            p->started = true;
            p->openStream(c.closeAfter);
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
                completionFinished(c, "error", sent, prompt, p->firstEmit, now, p->itls, sent);
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
        completionFinished(c, finish, total, prompt, first, now, itls, total);
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

} // namespace ic
