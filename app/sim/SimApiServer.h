// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimChat.h"
#include "SimState.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

class QTcpServer;
class QTcpSocket;

namespace ic {

class SimCompletion;

/// The simulated engine's OpenAI-compatible HTTP/1.1 server: /health, /v1/models,
/// /v1/chat/completions (SSE and plain), /metrics, /version. Keep-alive and pipelining are
/// honoured; a client that goes away stops its generation.
class SimApiServer : public QObject {
    Q_OBJECT
public:
    SimApiServer(SimState state, QString directory, QByteArray invocationId, QObject *parent = nullptr);
    ~SimApiServer() override;

    bool listen(quint16 port, QString *error);
    bool isListening() const;
    quint16 port() const;

    /// The engine loop hangs (true) or goes on (false): `/health` and `/metrics` keep answering,
    /// requests are accepted (new ones counted as waiting) but no token is generated; a stream
    /// sends its headers and then nothing. Going on, every request resumes where it stopped.
    void setWedged(bool wedged);
    bool isWedged() const { return m_wedged; }

Q_SIGNALS:
    void requestServed(const QByteArray &path, int status);

private:
    struct Connection;
    struct Metrics;

    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void onDisconnected(QTcpSocket *socket);
    void processBuffer(Connection &c);
    void handle(Connection &c, const QByteArray &method, const QByteArray &path,
                const QHash<QByteArray, QByteArray> &headers, const QByteArray &body);
    void handleChat(Connection &c, const QByteArray &body);
    void completionFinished(Connection &c, const QByteArray &finishReason, int completionTokens,
                            int promptTokens, double ttft, double e2e, const QList<double> &itls,
                            int countedTokens = 0);
    QByteArray metricsText() const;
    void reply(Connection &c, int status, const QByteArray &contentType, const QByteArray &body);
    void replyError(Connection &c, int status, const QByteArray &type, const QString &message,
                    const QByteArray &param = {});

    SimState m_state;
    QString m_directory;
    QByteArray m_invocationId;
    QTcpServer *m_server = nullptr;
    QHash<QTcpSocket *, std::shared_ptr<Connection>> m_connections;
    std::unique_ptr<Metrics> m_metrics;
    quint64 m_requestCounter = 0;
    bool m_wedged = false;

    friend class SimCompletion;
};

} // namespace ic
