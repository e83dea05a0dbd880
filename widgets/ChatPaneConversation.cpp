// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The conversation side of the chat pane: the turn list, regenerate, edit and resend, clear and
// undo, and following the server when it stops and comes back. The controls are in ChatPane.cpp.
#include "ChatPane.h"

#include "ChatTurnList.h"
#include "ChatTurnView.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace ic {

namespace {
constexpr int FirstRetryMs = 1000;
constexpr int LongestRetryMs = 15'000; ///< a 13-minute start-up is asked about every 15 s at most
} // namespace

ChatTurnView *ChatPane::addTurnView(int index, const QString &prompt)
{
    auto *view = new ChatTurnView(prompt, m_conversation);
    connect(view, &ChatTurnView::copyCurlRequested, this, [this, index] { copyCurl(index); });
    connect(view, &ChatTurnView::exportRequested, this,
            [this, index](const QString &format) { askExport(index, format); });
    connect(view, &ChatTurnView::editRequested, this, [this, index] { editTurn(index); });
    connect(view, &ChatTurnView::regenerateRequested, this, [this] { regenerate(); });
    view->setMaximumPaneHeight(m_scroll->viewport()->height() - 140);
    m_turnsLayout->insertWidget(m_turnsLayout->count() - 1, view);
    m_views.append(view);
    return view;
}

void ChatPane::onTurnsRemoved(int from)
{
    while (m_views.size() > from)
        delete m_views.takeLast();
    m_turnList->turnModel()->removeFrom(from);
    if (m_editing >= from)
        cancelEdit();
    updateTurnActions();
    updateButtons();
}

void ChatPane::onConversationRestored()
{
    onTurnsRemoved(0);
    const QList<ChatTurn> turns = m_client ? m_client->turns() : QList<ChatTurn>();
    for (int i = 0; i < turns.size(); ++i) {
        ChatTurnView *view = addTurnView(i, turns.at(i).userMessage);
        // The last turn may still stream (a view bound to a client mid-answer); the rest are done.
        if (i == turns.size() - 1 && m_client->isBusy())
            view->updateTurn(turns.at(i), false);
        else
            view->finishTurn(turns.at(i));
    }
    m_turnList->turnModel()->reset(turns);
    updateTurnActions();
    updateButtons();
}

void ChatPane::clearConversation()
{
    if (!m_client || (m_client->turns().isEmpty() && !m_client->isBusy()))
        return;
    cancelEdit();
    const int kept = m_client->clearKeepingUndo();
    const bool busy = m_client->isBusy();
    updateButtons();
    if (!busy)
        Q_EMIT busyChanged(false);
    if (kept == 0) {
        showStatus(tr("Cleared."));
        return;
    }
    m_undoButton->show();
    showStatus(tr("Cleared %n turn(s).", nullptr, kept));
}

int ChatPane::undoableTurns() const
{
    return m_client ? m_client->undoableTurns() : 0;
}

bool ChatPane::undoClear()
{
    const int count = undoableTurns();
    if (count == 0 || !m_client->undoClear())
        return false;
    m_undoButton->hide();
    showStatus(tr("Brought back %n turn(s).", nullptr, count));
    return true;
}

int ChatPane::regenerate()
{
    if (!m_client || m_client->isBusy() || m_client->turns().isEmpty())
        return -1;
    cancelEdit();
    QString error;
    const ChatSettings settings = currentSettings(&error);
    if (!error.isEmpty()) {
        showStatus(error, true);
        return -1;
    }
    m_client->setSettings(settings);
    m_follow = true;
    const int index = m_client->regenerate();
    if (index >= 0)
        m_undoButton->hide();
    updateButtons();
    Q_EMIT busyChanged(m_client->isBusy());
    return index;
}

void ChatPane::editTurn(int index)
{
    if (!m_client || m_client->isBusy() || index < 0 || index >= m_client->turns().size())
        return;
    if (m_editing >= 0)
        if (ChatTurnView *old = m_views.value(m_editing))
            old->setEditing(false);
    m_editing = index;
    const int later = int(m_client->turns().size()) - index - 1;
    m_editBanner->setText(later > 0
                              ? tr("Editing turn %1: sending replaces it and the %n turn(s) after it. "
                                   "Esc cancels.",
                                   nullptr, later)
                                    .arg(index + 1)
                              : tr("Editing turn %1: sending replaces it. Esc cancels.").arg(index + 1));
    m_editBanner->show();
    if (ChatTurnView *view = m_views.value(index))
        view->setEditing(true);
    m_input->setPlainText(m_client->turns().at(index).userMessage);
    m_input->setFocus();
    m_input->moveCursor(QTextCursor::End);
}

void ChatPane::cancelEdit()
{
    if (m_editing < 0)
        return;
    if (ChatTurnView *view = m_views.value(m_editing))
        view->setEditing(false);
    m_editing = -1;
    m_editBanner->hide();
}

void ChatPane::escapePressed()
{
    if (m_client && m_client->isBusy())
        stop();
    else if (m_editing >= 0) {
        cancelEdit();
        m_input->clear();
    }
}

void ChatPane::showTurn(int index)
{
    ChatTurnView *view = m_views.value(index);
    if (!view)
        return;
    m_follow = false;
    m_pickedTurn = index;
    m_scroll->verticalScrollBar()->setValue(view->y());
    markShownTurn();
}

void ChatPane::markShownTurn()
{
    if (m_views.isEmpty())
        return;
    // The turn at the top of the view; the one the operator picked while it is in view (the
    // last turns cannot all scroll to the top).
    const int top = m_scroll->verticalScrollBar()->value();
    const int bottom = top + m_scroll->viewport()->height();
    auto inView = [&](int i) {
        const ChatTurnView *v = m_views.at(i);
        return v->y() < bottom && v->y() + v->height() > top;
    };
    if (m_pickedTurn >= 0 && m_pickedTurn < m_views.size() && inView(m_pickedTurn)) {
        m_turnList->setShownTurn(m_pickedTurn);
        return;
    }
    m_pickedTurn = -1;
    int shown = int(m_views.size()) - 1;
    for (int i = 0; i < m_views.size(); ++i) {
        if (m_views.at(i)->y() + m_views.at(i)->height() > top) {
            shown = i;
            break;
        }
    }
    m_turnList->setShownTurn(shown);
}

void ChatPane::updateTurnActions()
{
    const bool idle = !m_client || !m_client->isBusy();
    for (int i = 0; i < m_views.size(); ++i)
        m_views.at(i)->setActions(idle, i == m_views.size() - 1);
}

QString ChatPane::statusText() const
{
    return m_status->text();
}

bool ChatPane::isWaitingForServer() const
{
    return m_client && !m_client->isReachable() && !m_client->endpoint().baseUrl.isEmpty();
}

void ChatPane::onReachableChanged(bool reachable)
{
    if (reachable) {
        m_serverBack = m_retryDelayMs > 0;
        m_retry->stop();
        m_retryDelayMs = 0;
        // The models' own answer replaces the status; a turn that got through says so itself.
        return;
    }
    m_retryDelayMs = FirstRetryMs;
    m_retry->start(m_retryDelayMs);
}

void ChatPane::retryServer()
{
    m_retry->stop();
    if (!isWaitingForServer())
        return;
    m_client->fetchModels(); // success flips reachable and the status to the model count
    m_retryDelayMs = qMin(LongestRetryMs, qMax(FirstRetryMs, m_retryDelayMs * 2));
    m_retry->start(m_retryDelayMs);
}

} // namespace ic
