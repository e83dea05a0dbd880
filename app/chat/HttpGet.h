#pragma once

#include "chat/ChatRequest.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
#include <QNetworkReply>
class QTimer;

namespace ic {

/// The outcome of one plain request: the status and body, or why there was none.
struct HttpResult {
    int status = 0; ///< 0 when no HTTP answer came
    QByteArray body;
    bool connectionRefused = false;
    bool timedOut = false;
    QString error; ///< empty for any HTTP answer (also 4xx/5xx); a sentence otherwise
    double seconds = 0;
};

/// One GET (or POST of a JSON body) with a timeout; emits `finished` once and deletes itself later.
class HttpGet : public QObject {
    Q_OBJECT
public:
    HttpGet(QNetworkAccessManager *nam, const ChatEndpoint &endpoint, const QString &path, int timeoutMs,
            QObject *parent = nullptr);
    void start(const QByteArray &postBody = QByteArray());
    void abort();

Q_SIGNALS:
    void finished(const ic::HttpResult &result);

private:
    void done();

    QNetworkAccessManager *m_nam;
    ChatEndpoint m_endpoint;
    QString m_path;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_timer;
    bool m_timedOut = false;
    QElapsedTimer m_clock;
};

} // namespace ic
