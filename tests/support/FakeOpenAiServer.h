#pragma once
// A small real HTTP/SSE server on 127.0.0.1 for the chat tests: it answers each request with a
// scripted reply (status, body or SSE chunks), paced by a timer, and records what it saw.

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

namespace fake {

struct Reply {
    int status = 200;
    QByteArray contentType = "text/event-stream";
    QByteArray body; ///< a plain body (non-streaming)
    QList<QByteArray> chunks; ///< written one per tick
    int intervalMs = 0; ///< 0: all chunks at once
    bool endless = false; ///< after the chunks, repeat the last one until the client goes away
    bool hang = false; ///< send the headers, then nothing (for timeouts)
    bool holdOpen = false; ///< after the chunks, keep the connection open and silent
};

struct Request {
    QByteArray method;
    QByteArray path;
    QByteArray authorization;
    QJsonObject body;

    QString lastUserMessage() const
    {
        const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
        for (qsizetype i = messages.size() - 1; i >= 0; --i) {
            const QJsonObject m = messages[i].toObject();
            if (m.value(QStringLiteral("role")).toString() == QLatin1String("user"))
                return m.value(QStringLiteral("content")).toString();
        }
        return QString();
    }
};

using Handler = std::function<Reply(const Request &)>;

enum class Shape { Reasoning, ReasoningContent, SglangNulls, Inline };

inline QByteArray sse(const QJsonObject &o)
{
    return "data: " + QJsonDocument(o).toJson(QJsonDocument::Compact) + "\n\n";
}

inline QJsonObject chunk(const QJsonObject &delta, const QJsonValue &finish = QJsonValue::Null)
{
    return QJsonObject { { QStringLiteral("id"), QStringLiteral("chatcmpl-test") },
                         { QStringLiteral("object"), QStringLiteral("chat.completion.chunk") },
                         { QStringLiteral("created"), 1745312345 },
                         { QStringLiteral("model"), QStringLiteral("test-model") },
                         { QStringLiteral("choices"),
                           QJsonArray { QJsonObject { { QStringLiteral("index"), 0 },
                                                      { QStringLiteral("delta"), delta },
                                                      { QStringLiteral("logprobs"), QJsonValue::Null },
                                                      { QStringLiteral("finish_reason"), finish } } } } };
}

/// Splits text into word-ish tokens (each keeps its leading space).
inline QStringList tokens(const QString &text)
{
    QStringList out;
    QString cur;
    for (QChar c : text) {
        if ((c == QLatin1Char(' ') || c == QLatin1Char('\n')) && !cur.isEmpty()) {
            out << cur;
            cur.clear();
        }
        cur += c;
    }
    if (!cur.isEmpty())
        out << cur;
    return out;
}

/// A whole streamed answer in one engine's shape, with the usage chunk and [DONE].
inline QList<QByteArray> stream(Shape shape, const QString &reasoning, const QString &answer,
                                const QString &finish = QStringLiteral("stop"), bool done = true,
                                bool usage = true)
{
    QList<QByteArray> out;
    auto delta = [shape](const char *key, const QString &text) {
        QJsonObject d;
        if (shape == Shape::SglangNulls) {
            d = QJsonObject { { QStringLiteral("role"), QJsonValue::Null },
                              { QStringLiteral("content"), QJsonValue::Null },
                              { QStringLiteral("reasoning_content"), QJsonValue::Null } };
        }
        d.insert(QLatin1String(key), text);
        return d;
    };
    out << sse(chunk(QJsonObject { { QStringLiteral("role"), QStringLiteral("assistant") },
                                   { QStringLiteral("content"), QString() } }));
    const QStringList rt = tokens(reasoning);
    const QStringList at = tokens(answer);
    if (shape == Shape::Inline && !reasoning.isEmpty())
        out << sse(chunk(delta("content", QStringLiteral("<think>\n"))));
    for (const QString &t : rt) {
        switch (shape) {
        case Shape::Reasoning:
            out << sse(chunk(delta("reasoning", t)));
            break;
        case Shape::ReasoningContent:
        case Shape::SglangNulls:
            out << sse(chunk(delta("reasoning_content", t)));
            break;
        case Shape::Inline:
            out << sse(chunk(delta("content", t)));
            break;
        }
    }
    if (shape == Shape::Inline && !reasoning.isEmpty())
        out << sse(chunk(delta("content", QStringLiteral("\n</think>\n\n"))));
    for (const QString &t : at)
        out << sse(chunk(delta("content", t)));
    if (!finish.isEmpty())
        out << sse(chunk(delta("content", QString()), finish));
    if (usage) {
        const int completion = int(rt.size() + at.size());
        QJsonObject u { { QStringLiteral("prompt_tokens"), 20 },
                        { QStringLiteral("completion_tokens"), completion },
                        { QStringLiteral("total_tokens"), 20 + completion } };
        if (!rt.isEmpty())
            u.insert(QStringLiteral("completion_tokens_details"),
                     QJsonObject { { QStringLiteral("reasoning_tokens"), int(rt.size()) } });
        QJsonObject c = chunk(QJsonObject());
        c.insert(QStringLiteral("choices"), QJsonArray());
        c.insert(QStringLiteral("usage"), u);
        out << sse(c);
    }
    if (done)
        out << QByteArray("data: [DONE]\n\n");
    return out;
}

class Server {
public:
    /// `port` 0 picks a free one; a given port lets a test bring a server back where one was.
    explicit Server(Handler handler, quint16 port = 0)
        : m_handler(std::move(handler))
    {
        m_server.listen(QHostAddress::LocalHost, port);
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection())
                serve(s);
        });
    }

    QUrl baseUrl() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }
    quint16 port() const { return m_server.serverPort(); }
    QList<Request> requests; ///< every request seen
    int clientsGoneMidStream = 0; ///< a client closed while we still had chunks to send
    int connectionsOpen = 0;
    int maxConnectionsOpen = 0;

private:
    struct Conn {
        QByteArray buffer;
        bool answered = false;
        QTimer *timer = nullptr;
        Reply reply;
        qsizetype next = 0;
    };

    void serve(QTcpSocket *s)
    {
        auto conn = std::make_shared<Conn>();
        ++connectionsOpen;
        maxConnectionsOpen = qMax(maxConnectionsOpen, connectionsOpen);
        QObject::connect(s, &QTcpSocket::readyRead, s, [this, s, conn] {
            conn->buffer += s->readAll();
            if (conn->answered)
                return;
            const qsizetype headerEnd = conn->buffer.indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            const QByteArray head = conn->buffer.left(headerEnd);
            qsizetype length = 0;
            Request req;
            const QList<QByteArray> lines = head.split('\n');
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
            if (conn->buffer.size() < headerEnd + 4 + length)
                return;
            req.body = QJsonDocument::fromJson(conn->buffer.mid(headerEnd + 4, length)).object();
            conn->answered = true;
            requests << req;
            conn->reply = m_handler(req);
            answer(s, conn);
        });
        QObject::connect(s, &QTcpSocket::disconnected, s, [this, s, conn] {
            --connectionsOpen;
            if (conn->timer && conn->timer->isActive())
                ++clientsGoneMidStream;
            if (conn->timer)
                conn->timer->stop();
            s->deleteLater();
        });
    }

    static QByteArray reason(int status)
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

    void answer(QTcpSocket *s, const std::shared_ptr<Conn> &conn)
    {
        const Reply &r = conn->reply;
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
            const Reply &r = conn->reply;
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

    QTcpServer m_server;
    Handler m_handler;
};

} // namespace fake
