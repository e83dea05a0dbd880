// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transport/HttpEndpoint.h"
#include "transport/HttpLimits.h"

#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
#include <QNetworkReply>

namespace ic {

/// The outcome of one plain request: the status and body, or why there was none.
struct HttpResult {
    QString method; ///< "GET" or "POST"
    QString url;
    int status = 0; ///< 0 when no complete HTTP answer came (also when a deadline cut it off)
    int headerStatus = 0; ///< the status line as it came, even when the body then did not (0: none came)
    QByteArray body; ///< never more than the cap
    QByteArray contentType; ///< the Content-Type header as sent
    bool connectionRefused = false;
    bool timedOut = false; ///< a deadline ended it (see `deadline`)
    bool bodyCapped = false; ///< the body grew past the cap and was cut off
    QString deadline; ///< RequestDeadlines::hitId of what ended it, empty when none did
    QString error; ///< empty for a complete HTTP answer (also 4xx/5xx); a sentence otherwise
    double seconds = 0;

    /// A complete answer arrived (any status): no deadline, cap or transport error ended it.
    bool complete() const { return error.isEmpty(); }
    QString request() const { return method + QLatin1Char(' ') + url; } ///< "GET http://…/health"
};

/// The first bytes of a body as printable text for evidence: invalid UTF-8 replaced, control
/// characters escaped, cut at `max` characters with an ellipsis.
QString bodyExcerpt(QByteArrayView body, int max = 200);

/// One GET (or POST of a JSON body) bounded by HttpLimits: connect, first-byte, idle and total
/// deadlines and a body cap. The one HTTP fetcher of the console (chat, ladder, Prometheus); emits
/// `finished` once and deletes itself later.
class HttpGet : public QObject {
    Q_OBJECT
public:
    HttpGet(QNetworkAccessManager *nam, const HttpEndpoint &endpoint, const QString &path,
            const HttpLimits &limits, QObject *parent = nullptr);
    /// Only a total deadline in `timeoutMs` (the other deadlines at most that long).
    HttpGet(QNetworkAccessManager *nam, const HttpEndpoint &endpoint, const QString &path, int timeoutMs,
            QObject *parent = nullptr);
    /// A whole URL (path and an already encoded query), with `bearerToken` unless it is empty.
    HttpGet(QNetworkAccessManager *nam, const QUrl &url, const QString &bearerToken, const HttpLimits &limits,
            QObject *parent = nullptr);
    /// Another request header (before start()).
    void setRawHeader(const QByteArray &name, const QByteArray &value);
    /// false: a redirect is the answer (its 3xx status), not followed. Default: followed unless
    /// it leads from HTTPS to HTTP (Qt's default).
    void setFollowRedirects(bool follow) { m_followRedirects = follow; }
    void start(const QByteArray &postBody = QByteArray());
    void abort();

Q_SIGNALS:
    void finished(const ic::HttpResult &result);

private:
    void readAvailable();
    void done();

    QNetworkAccessManager *m_nam;
    QUrl m_url;
    QString m_bearerToken;
    QList<std::pair<QByteArray, QByteArray>> m_headers;
    bool m_followRedirects = true;
    QString m_method = QStringLiteral("GET");
    QPointer<QNetworkReply> m_reply;
    RequestDeadlines *m_deadlines;
    QByteArray m_body;
    bool m_aborted = false;
};

} // namespace ic
