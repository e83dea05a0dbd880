// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatTurn.h"

#include <QAbstractListModel>
#include <QMetaObject>
#include <QPointer>

namespace ic {

class ChatClient;

/// The conversation's turns as short rows for the pane's list: number, the prompt's first line,
/// and how the turn ended. Holds value snapshots; rows change only when a turn starts, ends or
/// goes, never per streamed token. Subscribes itself to a ChatClient (setClient), as FleetModel
/// does to the sessions: no view needs to push turns into it.
class ChatTurnListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { StateRole = Qt::UserRole + 1, PromptRole };

    explicit ChatTurnListModel(QObject *parent = nullptr);

    /// Shows the client's turns and follows them: a row as a turn starts, its state as it ends,
    /// rows gone with turnsRemoved, all of them anew with conversationRestored; nullptr (or the
    /// client destroyed): no rows.
    void setClient(ChatClient *client);
    ChatClient *client() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// Appends the turn when `index` is the next row, else replaces that row.
    void setTurn(int index, const ChatTurn &turn);
    void removeFrom(int index);
    void reset(const QList<ChatTurn> &turns);

    /// The row's text: "2 · What is the capital of France?", "3 · [stopped] Write a long essay…".
    static QString rowText(int index, const QString &prompt, const QString &mark);

private:
    struct Row {
        QString prompt;
        TurnState state = TurnState::Streaming;
        QString stateText;
        QString mark; ///< empty for an answered turn
        qint64 tokens = -1;
    };
    static Row rowFor(const ChatTurn &turn);
    QList<Row> m_rows;
    QPointer<ChatClient> m_client;
    QList<QMetaObject::Connection> m_links;
};

} // namespace ic
