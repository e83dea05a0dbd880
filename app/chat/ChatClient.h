// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
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

    /// The host's name, written into exports; empty when the API was given directly.
    void setHostName(const QString &name) { m_hostName = name; }
    const QString &hostName() const { return m_hostName; }

    void fetchModels();
    /// Sends `text` as the next user message with the history of finished turns before it.
    /// Returns the index of the new turn, or -1 while another is streaming.
    int send(const QString &text);
    /// Asks again for the last answer: the last turn is dropped and its prompt sent anew.
    /// -1 while streaming or when there is no turn.
    int regenerate();
    /// Edit and resend: turn `index` and every later one are dropped (as chat UIs do) and
    /// `text` is sent with the turns before it as history. -1 while streaming or out of range.
    int resend(int index, const QString &text);
    void stop();
    /// Drops every turn (a running request is ended first, without a turnFinished).
    void clearConversation();
    /// Drops every turn and hands them over, for an undo.
    QList<ChatTurn> takeConversation();
    /// Puts turns back (an undone clear); refused while streaming. Emits conversationRestored.
    bool restoreConversation(const QList<ChatTurn> &turns);

    bool isBusy() const { return m_stream; }
    /// False once a request found nobody answering (refused, or no HTTP answer before a deadline);
    /// true again as soon as any HTTP answer arrives. Starts true: nothing is known yet.
    bool isReachable() const { return m_reachable; }
    const QList<ChatTurn> &turns() const { return m_turns; }
    QStringList models() const { return m_models; }

    /// The messages the next request would carry before the new user text.
    QList<ChatMessage> history() const;
    QByteArray bodyFor(const QString &text) const;
    QString curlForNext(const QString &text, bool revealKey = false) const;
    QString curlForTurn(int index, bool revealKey = false) const;
    /// Host, endpoint, model, system prompt and console version for the exports.
    ConversationInfo conversationInfo() const;
    QString exportMarkdown() const;
    QJsonObject exportJson() const;

Q_SIGNALS:
    void modelsFetched(const QStringList &ids);
    void modelsFailed(const QString &error);
    void reachableChanged(bool reachable);
    void turnStarted(int index);
    /// Throttled live snapshot; `reclassified`: text shown as answer moved to the reasoning.
    void turnUpdated(int index, const ic::ChatTurn &turn, bool reclassified);
    void turnFinished(int index, const ic::ChatTurn &turn);
    /// The turns from `from` on are gone (regenerate, edit and resend, clear).
    void turnsRemoved(int from);
    /// turns() was replaced as a whole (restoreConversation).
    void conversationRestored();

private:
    void dropFrom(int index);
    void setReachable(bool reachable);

    QNetworkAccessManager *m_nam;
    QString m_hostName;
    ChatEndpoint m_endpoint;
    ChatSettings m_settings;
    QList<ChatTurn> m_turns;
    QStringList m_models;
    QPointer<ChatStream> m_stream;
    int m_idleTimeoutMs;
    int m_updateIntervalMs;
    bool m_reachable = true;
};

} // namespace ic
