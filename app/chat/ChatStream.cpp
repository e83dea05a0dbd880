// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatStream.h"

#include "formats/OpenAiChunk.h"

#include "ChatLogging.h"
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace ic {

Q_LOGGING_CATEGORY(lcChat, "console.chat")

namespace {
constexpr qsizetype MaxErrorBody = 64 * 1024;
constexpr qint64 ReadBufferBytes = 256 * 1024;

/// The chat pane waits for a person, not a script: long totals, the usual caps.
HttpLimits chatPaneLimits()
{
    HttpLimits l;
    l.idleMs = ChatStream::DefaultIdleTimeoutMs;
    l.totalMs = 30 * 60 * 1000;
    l.maxBodyBytes = 64 * 1024 * 1024;
    return l;
}
} // namespace

ChatStream::ChatStream(QNetworkAccessManager *nam, const ChatEndpoint &endpoint, const QByteArray &body,
                       const QString &userMessage, QObject *parent)
    : ChatStream(nam, endpoint, body, chatPaneLimits(), userMessage, parent)
{
}

ChatStream::ChatStream(QNetworkAccessManager *nam, const ChatEndpoint &endpoint, const QByteArray &body,
                       const HttpLimits &limits, const QString &userMessage, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_endpoint(endpoint)
    , m_body(body)
    , m_limits(limits)
    , m_decoder(ChatTurn(), limits.maxEventBytes)
    , m_updateTimer(new QTimer(this))
{
    ChatTurn &t = m_decoder.turn();
    t.userMessage = userMessage;
    t.url = endpoint.url(QStringLiteral("/v1/chat/completions")).toString();
    t.requestBody = body;
    m_updateTimer->setSingleShot(true);
    connect(m_updateTimer, &QTimer::timeout, this, [this] {
        if (!m_finished)
            Q_EMIT updated();
    });
}

ChatStream::~ChatStream()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void ChatStream::start()
{
    QNetworkRequest request(m_endpoint.url(QStringLiteral("/v1/chat/completions")));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "text/event-stream");
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (!m_endpoint.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_endpoint.apiKey.toUtf8());
    m_decoder.turn().started = QDateTime::currentDateTimeUtc();
    m_decoder.turn().state = TurnState::Streaming;
    m_clock.start();
    m_reply = m_nam->post(request, m_body);
    m_reply->setReadBufferSize(ReadBufferBytes);
    connect(m_reply, &QNetworkReply::readyRead, this, &ChatStream::readAvailable);
    connect(m_reply, &QNetworkReply::finished, this, &ChatStream::replyFinished);
    delete m_deadlines;
    m_deadlines = new RequestDeadlines(m_limits, this);
    m_deadlines->watch(m_reply);
}

void ChatStream::stop()
{
    if (!m_reply || m_finished)
        return;
    m_abort = Abort::Stopped;
    m_reply->abort(); // emits finished synchronously
}

void ChatStream::readAvailable()
{
    if (!m_reply)
        return;
    const double t = double(m_clock.nsecsElapsed()) / 1e9;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray bytes = m_reply->readAll();
    if (m_deadlines && !m_deadlines->bytesArrived(bytes.size()))
        return; // over the body cap: the reply is aborted, replyFinished follows
    if (status >= 400) {
        m_httpError = true;
        if (m_errorBody.size() < MaxErrorBody)
            m_errorBody.append(bytes.left(MaxErrorBody - m_errorBody.size()));
        return;
    }
    m_decoder.feed(bytes, t);
    if (m_decoder.turn().errorKind == TurnError::TooLarge && m_reply) {
        m_abort = Abort::TooLarge;
        m_reply->abort();
        return;
    }
    if (m_decoder.done() && m_reply && m_deadlines && !m_doneGrace) {
        // [DONE] ends the answer: the connection gets a moment to end on its own (so that it can be
        // reused), then it is closed; a server that holds it open costs no longer wait than that.
        m_deadlines->stop();
        m_doneGrace = new QTimer(this);
        m_doneGrace->setSingleShot(true);
        connect(m_doneGrace, &QTimer::timeout, this, [this] {
            if (m_reply && !m_finished) {
                m_abort = Abort::Done;
                m_reply->abort();
            }
        });
        m_doneGrace->start(1000);
    }
    scheduleUpdate();
}

void ChatStream::scheduleUpdate()
{
    if (m_updateIntervalMs > 0 && !m_updateTimer->isActive())
        m_updateTimer->start(m_updateIntervalMs);
}

void ChatStream::replyFinished()
{
    if (m_finished || !m_reply)
        return;
    if (m_reply->bytesAvailable() > 0 && !(m_deadlines && m_deadlines->expired()) && m_abort == Abort::None)
        readAvailable();
    if (!m_reply)
        return;
    m_finished = true;
    if (m_deadlines)
        m_deadlines->stop();
    if (m_doneGrace)
        m_doneGrace->stop();
    m_updateTimer->stop();
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const auto netError = reply->error();
    const QString url = m_endpoint.url(QStringLiteral("/v1/chat/completions")).toString();
    ChatTurn &t = m_decoder.turn();
    const bool gotBytes = t.chunkCount > 0 || t.sawDone || t.errorKind != TurnError::None;
    m_decoder.finish();
    t.httpStatus = status;

    if (m_abort == Abort::Stopped) {
        t.state = TurnState::Stopped;
        if (t.errorKind == TurnError::NoDone) {
            t.errorKind = TurnError::None;
            t.error.clear();
        }
    } else if (m_abort == Abort::Done) {
        t.state = t.errorKind == TurnError::None ? TurnState::Finished : TurnState::Failed;
    } else if (m_abort == Abort::TooLarge) {
        t.state = TurnState::Failed; // the decoder already holds the reason
    } else if (m_deadlines && m_deadlines->hit() == RequestDeadlines::Hit::BodyCap) {
        t.state = TurnState::Failed;
        t.errorKind = TurnError::TooLarge;
        t.error = m_deadlines->describe(QStringLiteral("POST ") + url) + QLatin1Char(' ')
            + tr("What arrived is kept.");
    } else if (m_deadlines && m_deadlines->expired()) {
        t.state = TurnState::Failed;
        t.errorKind = TurnError::Timeout;
        t.error = m_deadlines->describe(QStringLiteral("POST ") + url) + QLatin1Char(' ')
            + tr("The request was abandoned; what arrived is kept.");
    } else if (m_httpError || status >= 400) {
        t.state = TurnState::Failed;
        t.errorKind = TurnError::Http;
        const QString message = errorBodyMessage(m_errorBody);
        t.error = message.isEmpty() ? tr("The server answered HTTP %1.").arg(status)
                                    : tr("The server answered HTTP %1: %2").arg(status).arg(message);
    } else if (netError == QNetworkReply::ConnectionRefusedError) {
        t.state = TurnState::Failed;
        t.errorKind = TurnError::ConnectionRefused;
        t.error = tr("Connection refused at %1: the server is not listening yet (still starting?).").arg(url);
    } else if (netError != QNetworkReply::NoError && !gotBytes) {
        t.state = TurnState::Failed;
        t.errorKind = TurnError::Network;
        t.error = tr("The request to %1 failed: %2").arg(url, reply->errorString());
    } else {
        // A connection cut mid-stream reads the same as a body without [DONE].
        t.state = t.errorKind == TurnError::None ? TurnState::Finished : TurnState::Failed;
    }
    if (t.state == TurnState::Failed)
        qCDebug(lcChat) << "chat request failed:" << t.error;
    reply->deleteLater();
    Q_EMIT updated();
    Q_EMIT finished();
}

} // namespace ic
