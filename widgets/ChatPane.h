#pragma once

#include "chat/ChatClient.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

namespace ic {

class ChatTurnView;
class HostSession;

/// The chat probe: settings, presets, an input box and the conversation, each turn showing
/// reasoning and answer side by side while they stream. Talks only through its ChatClient.
class ChatPane : public QWidget {
    Q_OBJECT
public:
    explicit ChatPane(QWidget *parent = nullptr);

    /// Follows the host's tunnel address and API key; nullptr detaches.
    void setSession(HostSession *session);
    HostSession *session() const;
    /// Points the pane at an API directly (what setSession does for a host).
    void setEndpoint(const ChatEndpoint &endpoint, const QString &engine = QString());

    ChatClient *client() const { return m_client; }
    int turnCount() const;
    ChatTurnView *turnView(int index) const;
    /// The settings the controls describe; `error` is set when the extra JSON is invalid.
    ChatSettings currentSettings(QString *error = nullptr) const;
    QString inputText() const;
    void setInputText(const QString &text);
    bool revealKey() const;

    bool exportConversation(const QString &path, const QString &format) const; ///< "md" or "json"
    bool exportTurn(int index, const QString &path, const QString &format) const;

public Q_SLOTS:
    /// Sends the input box; returns the turn index or -1 (busy, empty, invalid JSON, no API).
    int send();
    int sendText(const QString &text);
    void stop();
    void refreshModels();
    void clearConversation();
    void copyCurl(int index = -1); ///< -1: the next request, or the last turn when the box is empty

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    void onTurnStarted(int index);
    void onTurnUpdated(int index, const ChatTurn &turn, bool reclassified);
    void onTurnFinished(int index, const ChatTurn &turn);
    void validateExtra();
    void updateButtons();
    void showStatus(const QString &text, bool error = false);
    void scrollToEndIfFollowing();
    void askExport(int index, const QString &format);

    QPointer<HostSession> m_session;
    QMetaObject::Connection m_sessionConnection;
    ChatClient *m_client;
    QString m_engine; ///< engine profile id; empty: unknown

    QComboBox *m_model;
    QPushButton *m_refresh;
    QLineEdit *m_system;
    QDoubleSpinBox *m_temperature;
    QDoubleSpinBox *m_topP;
    QSpinBox *m_maxTokens;
    QSpinBox *m_seed;
    QComboBox *m_reasoning;
    QLineEdit *m_extra;
    QLabel *m_extraError;
    QCheckBox *m_revealKey;
    QLabel *m_status;
    QScrollArea *m_scroll;
    QWidget *m_conversation;
    QVBoxLayout *m_turnsLayout;
    QList<ChatTurnView *> m_views;
    QPlainTextEdit *m_input;
    QPushButton *m_send;
    QPushButton *m_stop;
    bool m_follow = true;
};

} // namespace ic
