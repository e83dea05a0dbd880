// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatStreamDecoder.h"
#include "transport/HttpLimits.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
#include <QNetworkReply>
class QTimer;

namespace ic {

/// One streamed `/v1/chat/completions` request. Live updates are coalesced to at most one
/// `updated` per interval (a display frame); `finished` comes once, with the partial output
/// kept on stop, error, deadline or cap. Every request is bounded by HttpLimits.
class ChatStream : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultUpdateIntervalMs = 16;
    static constexpr int DefaultIdleTimeoutMs = 120'000;

    ChatStream(QNetworkAccessManager *nam, const ChatEndpoint &endpoint, const QByteArray &body,
               const QString &userMessage = QString(), QObject *parent = nullptr);
    ChatStream(QNetworkAccessManager *nam, const ChatEndpoint &endpoint, const QByteArray &body,
               const HttpLimits &limits, const QString &userMessage = QString(), QObject *parent = nullptr);
    ~ChatStream() override;

    void setUpdateInterval(int ms) { m_updateIntervalMs = ms; } ///< 0: no live updates
    void setIdleTimeout(int ms) { m_limits.idleMs = ms; } ///< no bytes for this long ends the request
    const HttpLimits &limits() const { return m_limits; }

    void start();
    /// Aborts the request (closing the connection makes the server stop generating).
    void stop();

    bool isRunning() const { return m_reply; }
    const ChatTurn &turn() const { return m_decoder.turn(); }
    /// Answer text moved to the reasoning since the stream began (template opened `<think>`).
    bool reclassified() const { return m_decoder.reclassified(); }

Q_SIGNALS:
    void updated();
    void finished();

private:
    enum class Abort { None, Stopped, TooLarge, Done };
    void readAvailable();
    void replyFinished();
    void scheduleUpdate();

    QNetworkAccessManager *m_nam;
    ChatEndpoint m_endpoint;
    QByteArray m_body;
    HttpLimits m_limits; ///< before the decoder, which takes its event cap
    ChatStreamDecoder m_decoder;
    QPointer<QNetworkReply> m_reply;
    RequestDeadlines *m_deadlines = nullptr;
    QTimer *m_doneGrace = nullptr; ///< after [DONE]: how long the connection may take to end
    QTimer *m_updateTimer;
    QElapsedTimer m_clock;
    QByteArray m_errorBody;
    int m_updateIntervalMs = DefaultUpdateIntervalMs;
    Abort m_abort = Abort::None;
    bool m_httpError = false;
    bool m_finished = false;
};

} // namespace ic
