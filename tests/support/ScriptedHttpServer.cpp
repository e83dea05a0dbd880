// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ScriptedHttpServer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace ic::testsupport {

QString HttpRequest::lastUserMessage() const
{
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject m = messages[i].toObject();
        if (m.value(QStringLiteral("role")).toString() == QLatin1String("user"))
            return m.value(QStringLiteral("content")).toString();
    }
    return QString();
}

bool parseHttpRequest(const QByteArray &received, HttpRequest *request)
{
    const qsizetype headerEnd = received.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return false;
    qsizetype length = 0;
    HttpRequest req;
    const QList<QByteArray> lines = received.left(headerEnd).split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    req.method = first.value(0);
    req.path = first.value(1);
    for (const QByteArray &l : lines) {
        const QByteArray lower = l.toLower();
        if (lower.startsWith("content-length:"))
            length = l.mid(15).trimmed().toLongLong();
        if (lower.startsWith("authorization:"))
            req.authorization = l.mid(14).trimmed();
    }
    if (received.size() < headerEnd + 4 + length)
        return false;
    req.rawBody = received.mid(headerEnd + 4, length);
    req.body = QJsonDocument::fromJson(req.rawBody).object();
    *request = req;
    return true;
}

struct ScriptedHttpServer::Conn {
    QByteArray buffer;
    bool answered = false;
    QTimer *timer = nullptr;
    ScriptedReply reply;
    qsizetype next = 0;
    QElapsedTimer clock;
};

ScriptedHttpServer::ScriptedHttpServer(ScriptedHandler handler, quint16 port)
    : m_handler(std::move(handler))
{
    if (!m_server.listen(QHostAddress::LocalHost, port))
        qWarning("ScriptedHttpServer cannot listen on 127.0.0.1: %s", qPrintable(m_server.errorString()));
    QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
        while (QTcpSocket *s = m_server.nextPendingConnection())
            serve(s);
    });
}

ScriptedHttpServer::~ScriptedHttpServer() = default;

QUrl ScriptedHttpServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

void ScriptedHttpServer::serve(QTcpSocket *s)
{
    auto conn = std::make_shared<Conn>();
    ++m_connectionsOpen;
    m_maxConnectionsOpen = qMax(m_maxConnectionsOpen, m_connectionsOpen);
    QObject::connect(s, &QTcpSocket::readyRead, s, [this, s, conn] {
        conn->buffer += s->readAll();
        if (conn->answered)
            return;
        HttpRequest req;
        if (!parseHttpRequest(conn->buffer, &req))
            return;
        conn->answered = true;
        m_requests << req;
        conn->reply = m_handler(req);
        answer(s, conn);
    });
    QObject::connect(s, &QTcpSocket::disconnected, s, [this, s, conn] {
        --m_connectionsOpen;
        if (conn->timer && conn->timer->isActive())
            ++m_clientsGoneMidStream;
        if (conn->timer)
            conn->timer->stop();
        s->deleteLater();
    });
}

namespace {
QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}
} // namespace

void ScriptedHttpServer::answer(QTcpSocket *s, const std::shared_ptr<Conn> &conn)
{
    const ScriptedReply &r = conn->reply;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
    head += "Content-Type: " + r.contentType + "\r\n";
    if (r.chunks.isEmpty() && !r.hang) {
        head += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n\r\n";
        s->write(head + r.body);
        s->disconnectFromHost();
        return;
    }
    head += "Cache-Control: no-cache\r\nConnection: close\r\n\r\n";
    s->write(head);
    if (r.hang)
        return;
    if (r.chunksPerSecond > 0) {
        conn->clock.start();
        conn->timer = new QTimer(s);
        QPointer<QTcpSocket> sp(s);
        QObject::connect(conn->timer, &QTimer::timeout, s, [sp, conn] {
            if (!sp)
                return;
            const ScriptedReply &r = conn->reply;
            const qsizetype due
                = std::min(r.chunks.size(), qsizetype(conn->clock.nsecsElapsed() / 1e9 * r.chunksPerSecond));
            QByteArray out;
            for (; conn->next < due; ++conn->next)
                out += r.chunks[conn->next];
            if (!out.isEmpty())
                sp->write(out);
            if (conn->next >= r.chunks.size()) {
                conn->timer->stop();
                if (!r.holdOpen)
                    sp->disconnectFromHost();
            }
        });
        conn->timer->start(2);
        return;
    }
    if (r.intervalMs == 0 && !r.endless) {
        for (const QByteArray &c : r.chunks)
            s->write(c);
        s->disconnectFromHost();
        return;
    }
    conn->timer = new QTimer(s);
    QPointer<QTcpSocket> sp(s);
    QObject::connect(conn->timer, &QTimer::timeout, s, [sp, conn] {
        if (!sp)
            return;
        const ScriptedReply &r = conn->reply;
        if (conn->next < r.chunks.size()) {
            sp->write(r.chunks[conn->next++]);
        } else if (r.endless && !r.chunks.isEmpty()) {
            sp->write(r.chunks.last());
        } else {
            conn->timer->stop();
            if (!r.holdOpen)
                sp->disconnectFromHost();
        }
    });
    conn->timer->start(r.intervalMs);
}

} // namespace ic::testsupport
