// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatClient.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace ic {

class ChatConversationView;
class ChatExport;
class ChatSettingsForm;
class ChatTurnList;
class ChatTurnView;
class HostSession;

/// The chat probe: settings, presets, an input box and the conversation, each turn showing
/// reasoning and answer side by side while they stream, with a list of past turns beside it.
/// Regenerate, edit and resend, clear with undo, export. Keys: Ctrl+Enter sends, Esc stops (or
/// ends an edit), Ctrl+R regenerates. Talks only through the ChatClient it is bound to, which
/// belongs to someone else (a host's HostSession): the pane makes none, and a conversation stays
/// with its client when the pane shows another one. The settings are a ChatSettingsForm, the
/// turns a ChatConversationView, the ways out (curl, export) a ChatExport; the pane binds them to
/// the client and keeps the send, edit, clear and retry logic.
class ChatPane : public QWidget {
    Q_OBJECT
public:
    explicit ChatPane(QWidget *parent = nullptr);

    /// Shows the session's conversation (HostSession::chat()) with its host's engine; nullptr detaches.
    void setSession(HostSession *session);
    HostSession *session() const;
    /// Shows `client`'s conversation (not owned; a session's, or a test's); nullptr detaches.
    void setClient(ChatClient *client);
    /// Points the bound client at an API directly (the session does this for a host's client).
    void setEndpoint(const ChatEndpoint &endpoint, const QString &engine = QString());

    ChatClient *client() const { return m_client.data(); }
    int turnCount() const;
    ChatTurnView *turnView(int index) const;
    /// The settings the controls describe; `error` is set when the extra JSON is invalid.
    ChatSettings currentSettings(QString *error = nullptr) const;
    QString inputText() const;
    void setInputText(const QString &text);
    bool revealKey() const;

    bool exportConversation(const QString &path, const QString &format) const; ///< "md" or "json"
    bool exportTurn(int index, const QString &path, const QString &format) const;

    ChatTurnList *turnList() const;
    /// The turn whose prompt the input box holds for editing; -1 when none.
    int editingTurn() const { return m_editing; }
    /// Turns a clear removed that Undo would bring back.
    int undoableTurns() const;
    QString statusText() const;
    /// True while the last request found nobody answering; the pane asks again by itself.
    bool isWaitingForServer() const;

public Q_SLOTS:
    /// Sends the input box; returns the turn index or -1 (busy, empty, invalid JSON, no API).
    int send();
    int sendText(const QString &text);
    void stop();
    void refreshModels();
    /// Removes every turn; Undo (until the next send) brings them back.
    void clearConversation();
    bool undoClear();
    int regenerate(); ///< the last turn asked again; -1 when busy or empty
    /// Puts turn `index`'s prompt in the input box; the next send replaces it and later turns.
    void editTurn(int index);
    void cancelEdit();
    void showTurn(int index); ///< scrolls the conversation to a turn
    void copyCurl(int index = -1); ///< -1: the next request, or the last turn when the box is empty

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    void onTurnStarted(int index);
    void onTurnUpdated(int index, const ChatTurn &turn, bool reclassified);
    void onTurnFinished(int index, const ChatTurn &turn);
    void updateButtons();
    void showStatus(const QString &text, bool error = false);
    void askExport(int index, const QString &format);
    void onTurnsRemoved(int from);
    void onConversationRestored();
    void onReachableChanged(bool reachable);
    void retryServer();
    /// Shows the bound client as it is now: its turns, models, address and undo.
    void showClient();
    void onEndpointChanged(bool changed);
    void updateTurnActions();
    void escapePressed();

    QPointer<HostSession> m_session;
    QMetaObject::Connection m_sessionConnection;
    QMetaObject::Connection m_healthConnection;
    QList<QMetaObject::Connection> m_clientConnections;
    QPointer<ChatClient> m_client;
    QString m_engine; ///< engine profile id; empty: unknown

    ChatSettingsForm *m_settings;
    QLabel *m_status;
    QPushButton *m_undoButton;
    QLabel *m_editBanner;
    ChatConversationView *m_conversationView;
    QPlainTextEdit *m_input;
    QPushButton *m_send;
    QPushButton *m_stop;
    QPushButton *m_regenerate;
    QTimer *m_retry; ///< asks for the models again while the server does not answer
    int m_retryDelayMs = 0;
    ChatExport *m_export;
    int m_editing = -1;
    bool m_serverBack = false; ///< the next model list is the first answer after an outage
};

} // namespace ic
