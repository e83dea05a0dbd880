// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Real HTTP servers on 127.0.0.1 with scripted behaviour, for the tests that talk to an
// OpenAI-compatible server:
//   ScriptedHttpServer     answers each request with what a handler returns (status, body or
//                          server-sent-event chunks, paced by a timer) and records what it saw;
//   MisbehavingHttpServer  (MisbehavingHttpServer.h) misbehaves on purpose in one named way.
// Both listen on a free port from construction and live in the thread that made them.
// Streamed OpenAI answers to script with: OpenAiStream.h.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

#include <functional>
#include <memory>

class QTcpSocket;

namespace ic::testsupport {

/// One request as a server saw it.
struct HttpRequest {
    QByteArray method;
    QByteArray path;
    QByteArray authorization; ///< the Authorization header's value
    QByteArray rawBody;
    QJsonObject body; ///< rawBody as a JSON object (empty when it is not one)

    /// The content of the last "user" message of a chat request.
    QString lastUserMessage() const;
};

/// Parses the head and body collected so far; true once the whole request (as its
/// Content-Length says) has arrived.
bool parseHttpRequest(const QByteArray &received, HttpRequest *request);

struct ScriptedReply {
    int status = 200;
    QByteArray contentType = "text/event-stream";
    QByteArray body; ///< a plain body (non-streaming)
    QList<QByteArray> chunks; ///< written one per tick
    int intervalMs = 0; ///< 0: all chunks at once
    bool endless = false; ///< after the chunks, repeat the last one until the client goes away
    bool hang = false; ///< send the headers, then nothing (for timeouts)
    bool holdOpen = false; ///< after the chunks, keep the connection open and silent
    /// When set: chunks go out as time passes, this many per second since the headers (a late
    /// tick catches up), instead of one per interval.
    double chunksPerSecond = 0;
};

using ScriptedHandler = std::function<ScriptedReply(const HttpRequest &)>;

class ScriptedHttpServer {
public:
    /// `port` 0 picks a free one; a given port lets a test bring a server back where one was.
    explicit ScriptedHttpServer(ScriptedHandler handler, quint16 port = 0);
    ~ScriptedHttpServer();
    ScriptedHttpServer(const ScriptedHttpServer &) = delete;
    ScriptedHttpServer &operator=(const ScriptedHttpServer &) = delete;

    bool isListening() const { return m_server.isListening(); }
    QUrl baseUrl() const;
    quint16 port() const { return m_server.serverPort(); }

    const QList<HttpRequest> &requests() const { return m_requests; } ///< every request seen
    int clientsGoneMidStream() const { return m_clientsGoneMidStream; } ///< closed while chunks were left
    int connectionsOpen() const { return m_connectionsOpen; }
    int maxConnectionsOpen() const { return m_maxConnectionsOpen; }

private:
    struct Conn;
    void serve(QTcpSocket *s);
    void answer(QTcpSocket *s, const std::shared_ptr<Conn> &conn);

    QTcpServer m_server;
    ScriptedHandler m_handler;
    QList<HttpRequest> m_requests;
    int m_clientsGoneMidStream = 0;
    int m_connectionsOpen = 0;
    int m_maxConnectionsOpen = 0;
};

} // namespace ic::testsupport
