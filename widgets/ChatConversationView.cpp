// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatConversationView.h"

#include "ChatTurnList.h"
#include "ChatTurnView.h"

#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace ic {

ChatConversationView::ChatConversationView(QWidget *parent)
    : QSplitter(Qt::Horizontal, parent)
    , m_turnList(new ChatTurnList(this))
    , m_scroll(new QScrollArea(this))
    , m_conversation(new QWidget)
    , m_turnsLayout(new QVBoxLayout(m_conversation))
{
    m_turnsLayout->setContentsMargins(4, 4, 4, 4);
    m_turnsLayout->addStretch();
    addWidget(m_turnList);
    addWidget(m_scroll);
    setStretchFactor(0, 0);
    setStretchFactor(1, 1);
    setChildrenCollapsible(true);
    setSizes({ m_turnList->sizeHint().width(), 1000 });
    connect(m_turnList, &ChatTurnList::turnActivated, this, &ChatConversationView::showTurn);
    m_scroll->setWidget(m_conversation);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The turns take the viewport's width, never their widest row's: with no sideways scroll
    // bar, a row wider than the pane (German button labels at 1280 x 720) made every turn wider
    // than what is shown, and the answers and notes were cut at the right edge.
    m_conversation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        m_follow = value >= m_scroll->verticalScrollBar()->maximum() - 20;
        markShownTurn();
    });
    connect(m_scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        scrollToEndIfFollowing();
        markShownTurn();
    });
}

ChatTurnView *ChatConversationView::addTurnView(int index, const QString &prompt)
{
    auto *view = new ChatTurnView(prompt, m_conversation);
    connect(view, &ChatTurnView::copyCurlRequested, this, [this, index] { Q_EMIT copyCurlRequested(index); });
    connect(view, &ChatTurnView::exportRequested, this,
            [this, index](const QString &format) { Q_EMIT exportRequested(index, format); });
    connect(view, &ChatTurnView::editRequested, this, [this, index] { Q_EMIT editRequested(index); });
    connect(view, &ChatTurnView::regenerateRequested, this, [this] { Q_EMIT regenerateRequested(); });
    view->setMaximumPaneHeight(m_scroll->viewport()->height() - 140);
    m_turnsLayout->insertWidget(m_turnsLayout->count() - 1, view);
    m_views.append(view);
    stretchNewest();
    return view;
}

void ChatConversationView::setClient(ChatClient *client)
{
    m_turnList->turnModel()->setClient(client);
}

void ChatConversationView::startTurn(int index, const ChatTurn &turn)
{
    addTurnView(index, turn.userMessage);
}

void ChatConversationView::updateTurn(int index, const ChatTurn &turn, bool reclassified)
{
    if (ChatTurnView *view = m_views.value(index))
        view->updateTurn(turn, reclassified);
}

void ChatConversationView::finishTurn(int index, const ChatTurn &turn)
{
    if (ChatTurnView *view = m_views.value(index))
        view->finishTurn(turn);
}

void ChatConversationView::removeFrom(int from)
{
    while (m_views.size() > from)
        delete m_views.takeLast();
    stretchNewest();
}

void ChatConversationView::showTurns(const QList<ChatTurn> &turns, bool lastStreams)
{
    for (int i = 0; i < turns.size(); ++i) {
        ChatTurnView *view = addTurnView(i, turns.at(i).userMessage);
        // The last turn may still stream (a view bound to a client mid-answer); the rest are done.
        if (i == turns.size() - 1 && lastStreams)
            view->updateTurn(turns.at(i), false);
        else
            view->finishTurn(turns.at(i));
    }
}

void ChatConversationView::setTurnActions(bool idle)
{
    for (int i = 0; i < m_views.size(); ++i)
        m_views.at(i)->setActions(idle, i == m_views.size() - 1);
}

void ChatConversationView::setEditing(int index, bool editing)
{
    if (ChatTurnView *view = m_views.value(index))
        view->setEditing(editing);
}

void ChatConversationView::showTurn(int index)
{
    ChatTurnView *view = m_views.value(index);
    if (!view)
        return;
    m_follow = false;
    m_pickedTurn = index;
    m_scroll->verticalScrollBar()->setValue(view->y());
    markShownTurn();
}

void ChatConversationView::markShownTurn()
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

void ChatConversationView::stretchNewest()
{
    // The turns, then the stretch that keeps them at the top while there are none.
    for (int i = 0; i < m_views.size(); ++i)
        m_turnsLayout->setStretch(i, i == m_views.size() - 1 ? 1 : 0);
    m_turnsLayout->setStretch(m_turnsLayout->count() - 1, m_views.isEmpty() ? 1 : 0);
}

void ChatConversationView::scrollToEndIfFollowing()
{
    if (m_follow)
        m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
}

} // namespace ic
