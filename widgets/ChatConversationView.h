// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatTurn.h"

#include <QList>
#include <QSplitter>

class QScrollArea;
class QVBoxLayout;

namespace ic {

class ChatClient;
class ChatTurnList;
class ChatTurnView;

/// The chat pane's conversation: the list of turns beside the turns themselves. The turns follow
/// a streaming answer to the end unless the operator scrolled away; the list marks the turn in
/// view, and picking one there scrolls to it. Shows what it is told; the pane owns the logic. The
/// list's model follows the client itself (setClient).
class ChatConversationView : public QSplitter {
    Q_OBJECT
public:
    explicit ChatConversationView(QWidget *parent = nullptr);

    ChatTurnList *turnList() const { return m_turnList; }
    int turnCount() const { return int(m_views.size()); }
    ChatTurnView *turnView(int index) const { return m_views.value(index); }

    /// The client whose turns the list shows (ChatTurnListModel::setClient); the turn views are
    /// still told by the pane.
    void setClient(ChatClient *client);
    /// Adds turn `index`, which has just started, at the end.
    void startTurn(int index, const ChatTurn &turn);
    void updateTurn(int index, const ChatTurn &turn, bool reclassified);
    void finishTurn(int index, const ChatTurn &turn);
    /// Removes turn `from` and the later ones.
    void removeFrom(int from);
    /// Shows these turns instead of any before (call removeFrom(0) first); the last one may still
    /// stream (`lastStreams`), the others are done.
    void showTurns(const QList<ChatTurn> &turns, bool lastStreams);
    /// Edit and regenerate are offered only when no answer streams (`idle`).
    void setTurnActions(bool idle);
    /// Marks turn `index` as the one being edited, or no longer.
    void setEditing(int index, bool editing);
    /// Scrolls to a turn and marks it in the list.
    void showTurn(int index);
    /// Follows the conversation to its end again (a new request).
    void follow() { m_follow = true; }

Q_SIGNALS:
    void copyCurlRequested(int index);
    void exportRequested(int index, const QString &format);
    void editRequested(int index);
    void regenerateRequested();

private:
    ChatTurnView *addTurnView(int index, const QString &prompt);
    void scrollToEndIfFollowing();
    /// The newest turn takes the height the conversation leaves, so that a short conversation
    /// shows its reasoning and answer at full height rather than above an empty space.
    void stretchNewest();
    /// Marks the turn in view in the list of turns (it follows the conversation's scrolling).
    void markShownTurn();

    ChatTurnList *m_turnList;
    QScrollArea *m_scroll;
    QWidget *m_conversation;
    QVBoxLayout *m_turnsLayout;
    QList<ChatTurnView *> m_views;
    bool m_follow = true;
    int m_pickedTurn = -1; ///< the turn the operator scrolled to with the list, while in view
};

} // namespace ic
