// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// A real HTTP server on 127.0.0.1 that misbehaves on purpose, for the tests that prove every
// probe ends in bounded time with a clear verdict. Each behaviour is scripted per kind of request:
//   /health           a non-200 answer (or no answer) carrying the misbehaviour;
//   other GETs        a 200 JSON answer carrying it;
//   POST              a 200 server-sent-event stream carrying it.

#include "ScriptedHttpServer.h"

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

#include <functional>

class QTcpSocket;

namespace ic::testsupport {

enum class Misbehaviour {
    NeverAnswers, ///< accepts the connection, reads the request, sends nothing
    HeadersByteByByte, ///< the status line and headers one byte per `byteIntervalMs`
    StreamsForever, ///< a chunked 200 whose body never ends (one event per `streamIntervalMs`)
    HugeBody, ///< a 200 announcing and sending 100 MB, as fast as the client reads
    InvalidJson, ///< bodies and events that are not JSON
    InvalidUtf8, ///< bodies and events with bytes that are no UTF-8 (0xff, lone continuation bytes)
    ClosesMidChunk, ///< a chunked body whose connection closes inside a chunk
    Html500, ///< 500 with an HTML error page
    Http10NoLength, ///< an HTTP/1.0 answer without Content-Length whose body never ends
    HugeDataLine, ///< one `data:` line (or body line) of 10 MB
    SplitSequences, ///< well-formed answers written in 1–3-byte pieces that split UTF-8 sequences and JSON
                    ///< tokens
};

QString misbehaviourId(Misbehaviour behaviour); ///< "never-answers", "headers-byte-by-byte", …
QList<Misbehaviour> allMisbehaviours();

class MisbehavingHttpServer : public QObject {
    Q_OBJECT
public:
    explicit MisbehavingHttpServer(Misbehaviour behaviour, QObject *parent = nullptr);
    ~MisbehavingHttpServer() override;

    QUrl baseUrl() const;
    quint16 port() const { return m_server.serverPort(); }
    void setBehaviour(Misbehaviour behaviour) { m_behaviour = behaviour; }
    Misbehaviour behaviour() const { return m_behaviour; }
    void setByteIntervalMs(int ms) { m_byteIntervalMs = ms; }
    void setStreamIntervalMs(int ms) { m_streamIntervalMs = ms; }
    /// The model the well-formed answers name (SplitSequences).
    static QString splitModelName();

    qint64 bytesSent() const { return m_bytesSent; } ///< over every connection so far
    int connectionsSeen() const { return m_connections; }
    int connectionsOpen() const { return m_open; }
    const QList<HttpRequest> &requests() const { return m_requests; }

private:
    struct Connection;
    void serve(QTcpSocket *socket);
    void answer(const std::shared_ptr<Connection> &c, const HttpRequest &request);
    void pump(const std::shared_ptr<Connection> &c);

    QTcpServer m_server;
    Misbehaviour m_behaviour;
    int m_byteIntervalMs = 1000;
    int m_streamIntervalMs = 20;
    qint64 m_bytesSent = 0;
    int m_connections = 0;
    int m_open = 0;
    int m_answers = 0;
    QList<HttpRequest> m_requests;
};

} // namespace ic::testsupport
