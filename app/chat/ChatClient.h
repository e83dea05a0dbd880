// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatStream.h"
#include "chat/ChatTurn.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <memory>

class QNetworkAccessManager;

namespace ic {

class ChatArchive;

/// The chat probe behind the chat pane: one conversation with one server through the tunnel.
/// Live updates come at most once per display frame; Stop keeps what arrived. A host's client
/// belongs to its HostSession, so the conversation outlives any view that shows it.
class ChatClient : public QObject {
    Q_OBJECT
public:
    explicit ChatClient(QObject *parent = nullptr);
    ~ChatClient() override;

    /// Emits endpointChanged when the address or the key differ from the current ones.
    void setEndpoint(const ChatEndpoint &endpoint);
    const ChatEndpoint &endpoint() const { return m_endpoint; }
    void setSettings(const ChatSettings &settings) { m_settings = settings; }
    const ChatSettings &settings() const { return m_settings; }
    void setIdleTimeout(int ms) { m_idleTimeoutMs = ms; }
    void setUpdateInterval(int ms) { m_updateIntervalMs = ms; }

    /// The host's name, written into exports; empty when the API was given directly.
    void setHostName(const QString &name) { m_hostName = name; }
    const QString &hostName() const { return m_hostName; }

    /// Keeps the conversation in `archive` from now on: its stored turns are restored at once
    /// (conversationRestored) when this client has none yet, else the archive takes this
    /// client's turns. Every finished, stopped or failed turn is kept as it ends; regenerate,
    /// edit and resend, clear and undo change the archive with the turns; an answer still
    /// streaming when the client goes is kept as stopped.
    void setArchive(std::unique_ptr<ChatArchive> archive);
    /// Null until setArchive(); its error() says why the last load or write did not work.
    const ChatArchive *archive() const { return m_archive.get(); }

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
    /// Clear with undo: drops every turn and keeps them for undoClear() until the next request.
    /// Returns how many turns it kept.
    int clearKeepingUndo();
    /// Brings back what clearKeepingUndo() dropped; false when nothing is kept or while streaming.
    bool undoClear();
    /// Turns a clear dropped that undoClear() would bring back.
    int undoableTurns() const { return int(m_cleared.size()); }

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
    void endpointChanged(const ic::ChatEndpoint &endpoint);
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
    QList<ChatTurn> m_cleared; ///< what the last clear dropped, for an undo
    QStringList m_models;
    QPointer<ChatStream> m_stream;
    std::unique_ptr<ChatArchive> m_archive;
    int m_idleTimeoutMs;
    int m_updateIntervalMs;
    bool m_reachable = true;
};

} // namespace ic
