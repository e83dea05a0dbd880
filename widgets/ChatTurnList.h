// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "models/ChatTurnListModel.h"

#include <QListView>

namespace ic {

/// The compact, scrollable list of past turns beside the conversation.
class ChatTurnList : public QListView {
    Q_OBJECT
public:
    explicit ChatTurnList(QWidget *parent = nullptr);
    ChatTurnListModel *turnModel() const { return m_model; }
    QSize sizeHint() const override;
    /// Marks the turn the conversation shows (it scrolled there) as the current row, without
    /// reporting it as the operator's pick.
    void setShownTurn(int index);

Q_SIGNALS:
    /// The operator picked a turn (click or keyboard).
    void turnActivated(int index);

protected:
    void focusInEvent(QFocusEvent *event) override;

private:
    ChatTurnListModel *m_model;
    bool m_focusing = false; ///< inside focusInEvent: a current row set then is Qt's, not a pick
    bool m_following = false; ///< inside setShownTurn(): the conversation moved, not the operator
};

} // namespace ic
