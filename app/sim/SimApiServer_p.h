// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Inside the simulated API server: what its HTTP plumbing (SimApiServer.cpp) and its chat
// handler (SimApiChat.cpp) share. Not for use outside app/sim.
#pragma once

#include "SimApiServer.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace ic {

namespace simapi {

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

extern const QList<double> kTtftBuckets;
extern const QList<double> kItlBuckets;
extern const QList<double> kE2eBuckets;

QByteArray compact(const QJsonObject &o);
/// The Date header of an answer.
QByteArray httpDate();
/// Detaches a completion from its connection; it is deleted once control is back in the event
/// loop, because the finishing code runs inside its own timer's slot.
void retire(std::unique_ptr<SimCompletion> &slot);

} // namespace simapi

struct SimApiServer::Metrics {
    double promptTokens = 0;
    double generationTokens = 0;
    QHash<QByteArray, double> success; // finished_reason -> count
    int running = 0;
    double prefixQueries = 0;
    double prefixHits = 0;
    simapi::Histogram ttft { simapi::kTtftBuckets };
    simapi::Histogram itl { simapi::kItlBuckets };
    simapi::Histogram e2e { simapi::kE2eBuckets };
    simapi::Histogram queue { simapi::kE2eBuckets };
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
    bool headersSent = false;
    bool queued = false; ///< accepted while the engine was wedged and not scheduled since
    double stalledSeconds = 0; ///< time spent wedged, not counted towards the decode schedule
    double stallStart = -1; ///< when the current wedge began for this request; -1: not wedged
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
        return simapi::compact(o);
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
    /// The stream's status line and headers, once.
    void openStream(bool closeAfter)
    {
        if (headersSent)
            return;
        headersSent = true;
        socket->write("HTTP/1.1 200 OK\r\ndate: " + simapi::httpDate()
                      + "\r\nserver: uvicorn\r\ncontent-type: text/event-stream; charset=utf-8\r\n"
                        "transfer-encoding: chunked\r\n"
                      + (closeAfter ? QByteArray("connection: close\r\n") : QByteArray()) + "\r\n");
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

struct SimApiServer::Connection {
    QTcpSocket *socket = nullptr;
    QByteArray buffer;
    bool closeAfter = false;
    bool continued = false; ///< "100 Continue" sent for the request being read
    std::unique_ptr<SimCompletion> completion;
};

} // namespace ic
