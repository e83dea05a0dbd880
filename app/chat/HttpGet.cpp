#include "HttpGet.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace ic {

HttpGet::HttpGet(QNetworkAccessManager *nam, const ChatEndpoint &endpoint, const QString &path, int timeoutMs,
                 QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_endpoint(endpoint)
    , m_path(path)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(timeoutMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        if (m_reply)
            m_reply->abort();
    });
}

void HttpGet::start(const QByteArray &postBody)
{
    QNetworkRequest request(m_endpoint.url(m_path));
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (!m_endpoint.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_endpoint.apiKey.toUtf8());
    m_clock.start();
    if (postBody.isEmpty()) {
        m_reply = m_nam->get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        m_reply = m_nam->post(request, postBody);
    }
    connect(m_reply, &QNetworkReply::finished, this, &HttpGet::done);
    m_timer->start();
}

void HttpGet::abort()
{
    if (m_reply)
        m_reply->abort();
}

void HttpGet::done()
{
    m_timer->stop();
    HttpResult r;
    r.seconds = double(m_clock.nsecsElapsed()) / 1e9;
    r.status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.body = m_reply->readAll();
    r.timedOut = m_timedOut;
    const auto err = m_reply->error();
    r.connectionRefused = err == QNetworkReply::ConnectionRefusedError;
    if (m_timedOut)
        r.error = tr("No answer from %1 within %2 s.")
                      .arg(m_endpoint.url(m_path).toString())
                      .arg(m_timer->interval() / 1000.0);
    else if (r.connectionRefused)
        r.error = tr("Connection refused at %1: the server is not listening yet (still starting?).")
                      .arg(m_endpoint.url(m_path).toString());
    else if (r.status == 0 && err != QNetworkReply::NoError)
        r.error = tr("No answer from %1: %2").arg(m_endpoint.url(m_path).toString(), m_reply->errorString());
    m_reply->deleteLater();
    Q_EMIT finished(r);
    deleteLater();
}

} // namespace ic
