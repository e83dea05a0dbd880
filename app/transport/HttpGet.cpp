// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HttpGet.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace ic {

namespace {
constexpr qint64 ReadBufferBytes = 256 * 1024; ///< what Qt may hold for us before we read it

/// Errors Qt reports for a 4xx/5xx answer that arrived whole (the content and server ranges).
bool isHttpStatusError(QNetworkReply::NetworkError e)
{
    return (e >= QNetworkReply::ContentAccessDenied && e <= QNetworkReply::UnknownContentError)
        || (e >= QNetworkReply::InternalServerError && e <= QNetworkReply::UnknownServerError);
}
} // namespace

QString bodyExcerpt(QByteArrayView body, int max)
{
    QString text = QString::fromUtf8(body.first(qMin<qsizetype>(body.size(), qsizetype(max) * 4)));
    QString out;
    out.reserve(qMin<qsizetype>(text.size(), max) + 8);
    for (const QChar c : std::as_const(text)) {
        if (out.size() >= max) {
            out += QStringLiteral("…");
            break;
        }
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            out += QLatin1Char(' ');
        else if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    if (out.size() < max && body.size() > qsizetype(max) * 4)
        out += QStringLiteral("…");
    return out;
}

HttpGet::HttpGet(QNetworkAccessManager *nam, const QUrl &url, const QString &bearerToken,
                 const HttpLimits &limits, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_url(url)
    , m_bearerToken(bearerToken)
    , m_deadlines(new RequestDeadlines(limits, this))
{
}

HttpGet::HttpGet(QNetworkAccessManager *nam, const HttpEndpoint &endpoint, const QString &path,
                 const HttpLimits &limits, QObject *parent)
    : HttpGet(nam, endpoint.url(path), endpoint.apiKey, limits, parent)
{
}

HttpGet::HttpGet(QNetworkAccessManager *nam, const HttpEndpoint &endpoint, const QString &path, int timeoutMs,
                 QObject *parent)
    : HttpGet(nam, endpoint, path, HttpLimits().cappedTo(timeoutMs), parent)
{
}

void HttpGet::setRawHeader(const QByteArray &name, const QByteArray &value)
{
    m_headers.append({ name, value });
}

void HttpGet::start(const QByteArray &postBody)
{
    QNetworkRequest request(m_url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (!m_followRedirects)
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!m_bearerToken.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_bearerToken.toUtf8());
    for (const auto &[name, value] : std::as_const(m_headers))
        request.setRawHeader(name, value);
    if (postBody.isEmpty()) {
        m_reply = m_nam->get(request);
    } else {
        m_method = QStringLiteral("POST");
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        m_reply = m_nam->post(request, postBody);
    }
    m_reply->setReadBufferSize(ReadBufferBytes);
    connect(m_reply, &QNetworkReply::readyRead, this, &HttpGet::readAvailable);
    connect(m_reply, &QNetworkReply::finished, this, &HttpGet::done);
    m_deadlines->watch(m_reply);
}

void HttpGet::abort()
{
    m_aborted = true;
    if (m_reply)
        m_reply->abort();
}

void HttpGet::readAvailable()
{
    if (!m_reply)
        return;
    const QByteArray bytes = m_reply->readAll();
    const qint64 room = m_deadlines->limits().maxBodyBytes - m_body.size();
    if (room > 0)
        m_body.append(bytes.left(room));
    m_deadlines->bytesArrived(bytes.size()); // may abort the reply: done() follows
}

void HttpGet::done()
{
    if (!m_reply)
        return;
    if (m_reply->bytesAvailable() > 0 && !m_deadlines->expired())
        readAvailable();
    m_deadlines->stop();
    HttpResult r;
    r.method = m_method;
    r.url = m_url.toString();
    r.seconds = m_deadlines->elapsedSeconds();
    r.body = m_body;
    r.contentType = m_reply->rawHeader("Content-Type");
    const auto err = m_reply->error();
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const RequestDeadlines::Hit hit = m_deadlines->hit();
    r.deadline = RequestDeadlines::hitId(hit);
    r.bodyCapped = hit == RequestDeadlines::Hit::BodyCap;
    r.timedOut = hit != RequestDeadlines::Hit::None && !r.bodyCapped;
    r.connectionRefused = err == QNetworkReply::ConnectionRefusedError;
    const QString what = r.request();
    if (hit != RequestDeadlines::Hit::None) {
        r.error = m_deadlines->describe(what);
    } else if (m_aborted) {
        r.error = tr("%1: cancelled.").arg(what);
    } else if (r.connectionRefused) {
        r.error = tr("Connection refused at %1: the server is not listening (still starting, or stopped?).")
                      .arg(r.url);
    } else if (err != QNetworkReply::NoError && !(status > 0 && isHttpStatusError(err))) {
        // Transport and protocol errors mean the body did not arrive whole, even after a status line.
        r.error = tr("%1: %2").arg(what, m_reply->errorString());
    }
    // A status counts only for an answer that arrived whole: a cut-off 200 is no 200.
    r.status = r.error.isEmpty() ? status : 0;
    r.headerStatus = status;
    m_reply->deleteLater();
    m_reply = nullptr;
    Q_EMIT finished(r);
    deleteLater();
}

} // namespace ic
