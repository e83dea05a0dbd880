#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatStream.h"
#include "chat/ChatTurn.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;

namespace ic {

/// The chat probe behind the chat pane: one conversation with one server through the tunnel.
/// Live updates come at most once per display frame; Stop keeps what arrived.
class ChatClient : public QObject {
    Q_OBJECT
public:
    explicit ChatClient(QObject *parent = nullptr);
    ~ChatClient() override;

    void setEndpoint(const ChatEndpoint &endpoint) { m_endpoint = endpoint; }
    const ChatEndpoint &endpoint() const { return m_endpoint; }
    void setSettings(const ChatSettings &settings) { m_settings = settings; }
    const ChatSettings &settings() const { return m_settings; }
    void setIdleTimeout(int ms) { m_idleTimeoutMs = ms; }
    void setUpdateInterval(int ms) { m_updateIntervalMs = ms; }

    void fetchModels();
    /// Sends `text` as the next user message with the history of finished turns before it.
    /// Returns the index of the new turn, or -1 while another is streaming.
    int send(const QString &text);
    void stop();
    void clearConversation();

    bool isBusy() const { return m_stream; }
    const QList<ChatTurn> &turns() const { return m_turns; }
    QStringList models() const { return m_models; }

    /// The messages the next request would carry before the new user text.
    QList<ChatMessage> history() const;
    QByteArray bodyFor(const QString &text) const;
    QString curlForNext(const QString &text, bool revealKey = false) const;
    QString curlForTurn(int index, bool revealKey = false) const;
    QString exportMarkdown() const;
    QJsonObject exportJson() const;

Q_SIGNALS:
    void modelsFetched(const QStringList &ids);
    void modelsFailed(const QString &error);
    void turnStarted(int index);
    /// Throttled live snapshot; `reclassified`: text shown as answer moved to the reasoning.
    void turnUpdated(int index, const ic::ChatTurn &turn, bool reclassified);
    void turnFinished(int index, const ic::ChatTurn &turn);

private:
    QNetworkAccessManager *m_nam;
    ChatEndpoint m_endpoint;
    ChatSettings m_settings;
    QList<ChatTurn> m_turns;
    QStringList m_models;
    QPointer<ChatStream> m_stream;
    int m_idleTimeoutMs;
    int m_updateIntervalMs;
};

} // namespace ic
