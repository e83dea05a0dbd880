// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "MisbehavingHttpServer.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace ic::testsupport {

namespace {
constexpr qint64 HugeBodyBytes = 100LL * 1000 * 1000;
constexpr qint64 HugeLineBytes = 10LL * 1000 * 1000;
constexpr qint64 Backlog = 1024 * 1024; ///< bytes allowed in the socket's send buffer before we wait

enum class Kind { Health, Get, Post };

QByteArray chatChunk(const QByteArray &jsonText)
{
    return "data: {\"id\":\"chatcmpl-mis\",\"object\":\"chat.completion.chunk\",\"created\":1,"
           "\"model\":\"misbehaving\",\"choices\":[{\"index\":0,\"delta\":{\"content\":"
        + jsonText + "},\"finish_reason\":null}]}\n\n";
}

QByteArray chunked(const QByteArray &data)
{
    return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
}

QByteArray head(int status, const QByteArray &reason, const QByteArray &type, qint64 length,
                const QByteArray &version = "HTTP/1.1")
{
    QByteArray h
        = version + ' ' + QByteArray::number(status) + ' ' + reason + "\r\nContent-Type: " + type + "\r\n";
    if (length >= 0)
        h += "Content-Length: " + QByteArray::number(length) + "\r\n";
    else if (version == "HTTP/1.1")
        h += "Transfer-Encoding: chunked\r\n";
    return h + "Connection: close\r\n\r\n";
}

QByteArray whole(int status, const QByteArray &reason, const QByteArray &type, const QByteArray &body)
{
    return head(status, reason, type, body.size()) + body;
}

/// A complete, well-formed streamed answer whose text is deliberately not what any step expects.
QByteArray splitChatBody(int n)
{
    QByteArray b
        = "data: {\"id\":\"chatcmpl-mis\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":"
          "\"misbehaving\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},"
          "\"finish_reason\":null}]}\n\n";
    for (const char *piece : { "\"<thi\"", "\"nk>Überlegung: \"", "\"Zürich? \"", "\"</thi\"", "\"nk>\"",
                               "\"Die Hauptstadt ist Zürich — 🇨🇭 ✓\"" })
        b += chatChunk(piece);
    b += chatChunk("\" (Antwort " + QByteArray::number(n) + ")\"");
    b += "data: "
         "{\"id\":\"chatcmpl-mis\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":"
         "\"misbehaving\","
         "\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n";
    b += "data: "
         "{\"id\":\"chatcmpl-mis\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":"
         "\"misbehaving\","
         "\"choices\":[],\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":9,\"total_tokens\":18}}\n\n";
    return b + "data: [DONE]\n\n";
}
} // namespace

QString misbehaviourId(Misbehaviour b)
{
    switch (b) {
    case Misbehaviour::NeverAnswers:
        return QStringLiteral("never-answers");
    case Misbehaviour::HeadersByteByByte:
        return QStringLiteral("headers-byte-by-byte");
    case Misbehaviour::StreamsForever:
        return QStringLiteral("streams-forever");
    case Misbehaviour::HugeBody:
        return QStringLiteral("100-mb-body");
    case Misbehaviour::InvalidJson:
        return QStringLiteral("invalid-json");
    case Misbehaviour::InvalidUtf8:
        return QStringLiteral("invalid-utf8");
    case Misbehaviour::ClosesMidChunk:
        return QStringLiteral("closes-mid-chunk");
    case Misbehaviour::Html500:
        return QStringLiteral("500-html");
    case Misbehaviour::Http10NoLength:
        return QStringLiteral("http10-no-length");
    case Misbehaviour::HugeDataLine:
        return QStringLiteral("10-mb-data-line");
    case Misbehaviour::SplitSequences:
        return QStringLiteral("split-sequences");
    }
    return QString();
}

QList<Misbehaviour> allMisbehaviours()
{
    return { Misbehaviour::NeverAnswers,   Misbehaviour::HeadersByteByByte, Misbehaviour::StreamsForever,
             Misbehaviour::HugeBody,       Misbehaviour::InvalidJson,       Misbehaviour::InvalidUtf8,
             Misbehaviour::ClosesMidChunk, Misbehaviour::Html500,           Misbehaviour::Http10NoLength,
             Misbehaviour::HugeDataLine,   Misbehaviour::SplitSequences };
}

QString MisbehavingHttpServer::splitModelName()
{
    return QStringLiteral("möbius-✓-模型");
}

struct MisbehavingHttpServer::Connection {
    QPointer<QTcpSocket> socket;
    QByteArray request;
    bool answered = false;
    QByteArray buffer; ///< queued, not yet written
    std::function<QByteArray()> refill; ///< more bytes; an empty result ends the body
    QList<int> pieces; ///< write in pieces of these sizes, in turn; empty: as much as the socket takes
    int pieceIndex = 0;
    int intervalMs = 0; ///< pause between pieces
    bool hold = false; ///< at the end keep the connection open and silent
    bool ended = false;
    QTimer *timer = nullptr;
};

MisbehavingHttpServer::MisbehavingHttpServer(Misbehaviour behaviour, QObject *parent)
    : QObject(parent)
    , m_behaviour(behaviour)
{
    m_server.listen(QHostAddress::LocalHost, 0);
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *s = m_server.nextPendingConnection())
            serve(s);
    });
}

MisbehavingHttpServer::~MisbehavingHttpServer()
{
    m_server.close();
}

QUrl MisbehavingHttpServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

void MisbehavingHttpServer::serve(QTcpSocket *socket)
{
    auto c = std::make_shared<Connection>();
    c->socket = socket;
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); // small pieces go out as written
    c->timer = new QTimer(socket);
    c->timer->setSingleShot(true);
    c->timer->setTimerType(Qt::PreciseTimer);
    ++m_connections;
    ++m_open;
    connect(c->timer, &QTimer::timeout, this, [this, c] { pump(c); });
    connect(socket, &QTcpSocket::bytesWritten, this, [this, c](qint64 n) {
        m_bytesSent += n;
        if (c->intervalMs == 0)
            pump(c);
    });
    connect(socket, &QTcpSocket::disconnected, this, [this, c, socket] {
        --m_open;
        c->refill = nullptr;
        c->timer->stop();
        socket->deleteLater();
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, c, socket] {
        if (c->answered) {
            socket->readAll();
            return;
        }
        c->request += socket->read(64 * 1024);
        HttpRequest request;
        if (!parseHttpRequest(c->request, &request))
            return;
        c->answered = true;
        m_requests.append(request);
        answer(c, request);
    });
}

void MisbehavingHttpServer::answer(const std::shared_ptr<Connection> &c, const HttpRequest &request)
{
    const Kind kind = request.path == "/health" ? Kind::Health
        : request.method == "POST"              ? Kind::Post
                                                : Kind::Get;
    const int n = ++m_answers;
    switch (m_behaviour) {
    case Misbehaviour::NeverAnswers:
        c->hold = true;
        break;
    case Misbehaviour::HeadersByteByByte:
        c->buffer = whole(200, "OK", "application/json", "{\"status\":\"ok\"}");
        c->pieces = { 1 };
        c->intervalMs = m_byteIntervalMs;
        break;
    case Misbehaviour::StreamsForever:
        c->buffer = head(200, "OK", kind == Kind::Get ? "application/json" : "text/event-stream", -1);
        c->refill = [] { return chunked(chatChunk("\"a \"")); };
        c->intervalMs = m_streamIntervalMs;
        break;
    case Misbehaviour::HugeBody: {
        c->buffer
            = head(200, "OK", kind == Kind::Post ? "text/event-stream" : "application/json", HugeBodyBytes);
        QByteArray block;
        const QByteArray unit = kind == Kind::Post ? chatChunk("\"x\"") : QByteArray(100, 'x');
        while (block.size() < 256 * 1024)
            block += unit;
        auto left = std::make_shared<qint64>(HugeBodyBytes);
        c->refill = [block, left] {
            const QByteArray out = block.left(qMin<qint64>(*left, block.size()));
            *left -= out.size();
            return out;
        };
        break;
    }
    case Misbehaviour::InvalidJson:
        if (kind == Kind::Health)
            c->buffer = whole(500, "Internal Server Error", "application/json",
                              "{\"error\": {\"message\": \"engine de");
        else if (kind == Kind::Get)
            c->buffer = whole(200, "OK", "application/json",
                              "{\"object\": \"list\", \"data\": [{\"id\": \"m1\", \"version\": 0.1.2,}");
        else
            c->buffer = whole(
                200, "OK", "text/event-stream",
                QByteArray("data: {\"id\": \"x\", \"choices\": [{\"delta\": {\"content\": \"Paris\"\n\n")
                        .repeated(3)
                    + "data: [DONE]\n\n");
        break;
    case Misbehaviour::InvalidUtf8:
        if (kind == Kind::Health)
            c->buffer = whole(503, "Service Unavailable", "application/json",
                              "{\"error\":{\"message\":\"Loading \xff\xfe model \xc3\",\"code\":503}}");
        else if (kind == Kind::Get)
            c->buffer = whole(200, "OK", "application/json",
                              "{\"object\":\"list\",\"data\":[{\"id\":\"m\xff\xfe\",\"root\":\"\x80\x80\"}],"
                              "\"version\":\"0.15.\xc0\xaf\"}");
        else
            c->buffer = whole(200, "OK", "text/event-stream",
                              chatChunk("\"Paris \xff\xfe\"") + chatChunk("\"\xc3(\"") + "data: [DONE]\n\n");
        break;
    case Misbehaviour::ClosesMidChunk: {
        const QByteArray data = kind == Kind::Post
            ? chatChunk("\"The capital of France is Paris.\"")
            : QByteArray("{\"object\":\"list\",\"data\":[{\"id\":\"m1\"}]}");
        c->buffer = head(200, "OK", kind == Kind::Post ? "text/event-stream" : "application/json", -1)
            + QByteArray::number(data.size() + 500, 16) + "\r\n" + data.left(data.size() / 2);
        break;
    }
    case Misbehaviour::Html500:
        c->buffer
            = whole(500, "Internal Server Error", "text/html; charset=utf-8",
                    "<!DOCTYPE html>\n<html><head><title>500 Internal Server Error</title></head>\n<body>"
                    "<h1>Internal Server Error</h1>\n<p>The server encountered an internal error and was "
                    "unable to complete your request.</p>\n</body></html>\n");
        break;
    case Misbehaviour::Http10NoLength:
        c->buffer
            = head(200, "OK", kind == Kind::Get ? "application/json" : "text/event-stream", -1, "HTTP/1.0");
        c->refill = [] { return chatChunk("\"a \""); };
        c->intervalMs = m_streamIntervalMs;
        break;
    case Misbehaviour::HugeDataLine: {
        const QByteArray tail = kind == Kind::Post ? QByteArray("\n\ndata: [DONE]\n\n") : QByteArray("\n");
        const qint64 length = 6 + HugeLineBytes + tail.size();
        c->buffer
            = (kind == Kind::Health
                   ? head(503, "Service Unavailable", "application/json", length)
                   : head(200, "OK", kind == Kind::Post ? "text/event-stream" : "application/json", length))
            + "data: ";
        auto left = std::make_shared<qint64>(HugeLineBytes);
        auto tailSent = std::make_shared<bool>(false);
        c->refill = [left, tailSent, tail] {
            if (*left > 0) {
                const qint64 n = qMin<qint64>(*left, 256 * 1024);
                *left -= n;
                return QByteArray(n, 'x');
            }
            if (!*tailSent) {
                *tailSent = true;
                return tail;
            }
            return QByteArray();
        };
        break;
    }
    case Misbehaviour::SplitSequences: {
        const QByteArray name = splitModelName().toUtf8();
        if (kind == Kind::Health)
            c->buffer = whole(503, "Service Unavailable", "application/json",
                              "{\"error\":{\"message\":\"Modell lädt noch — 🚧 bitte warten\",\"type\":"
                              "\"unavailable_error\",\"code\":503}}");
        else if (kind == Kind::Get)
            c->buffer = whole(200, "OK", "application/json",
                              "{\"object\":\"list\",\"data\":[{\"id\":\"" + name
                                  + "\",\"object\":\"model\",\"root\":\"" + name
                                  + "\",\"owned_by\":\"misbehaving\"}],\"version\":\"0.0.0-größe\","
                                    "\"model_path\":\""
                                  + name + "\",\"build_info\":\"b0-größe\"}");
        else
            c->buffer = whole(200, "OK", "text/event-stream", splitChatBody(n));
        c->pieces = { 1, 2, 3, 1, 5, 7, 2, 11 };
        c->intervalMs = 1;
        break;
    }
    }
    pump(c);
}

void MisbehavingHttpServer::pump(const std::shared_ptr<Connection> &c)
{
    QTcpSocket *s = c->socket;
    if (!s || c->ended || s->state() != QAbstractSocket::ConnectedState)
        return;
    if (s->bytesToWrite() > Backlog)
        return; // bytesWritten calls again once the client has read some
    if (c->buffer.isEmpty() && c->refill) {
        c->buffer = c->refill();
        if (c->buffer.isEmpty())
            c->refill = nullptr;
    }
    if (c->buffer.isEmpty()) {
        if (c->hold)
            return;
        c->ended = true;
        s->disconnectFromHost(); // sends what is queued, then closes
        return;
    }
    qsizetype n = c->buffer.size();
    if (!c->pieces.isEmpty())
        n = qMin<qsizetype>(n, c->pieces.at(c->pieceIndex++ % c->pieces.size()));
    s->write(c->buffer.constData(), n);
    c->buffer.remove(0, n);
    if (c->intervalMs > 0) {
        s->flush();
        c->timer->start(c->intervalMs);
    }
}

} // namespace ic::testsupport
