// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatTurnList.h"

#include <QBrush>
#include <QColor>
#include <QItemSelectionModel>
#include <QPalette>
#include <QScopedValueRollback>

namespace ic {

ChatTurnList::ChatTurnList(QWidget *parent)
    : QListView(parent)
    , m_model(new ChatTurnListModel(this))
{
    setModel(m_model);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setUniformItemSizes(true);
    setTextElideMode(Qt::ElideRight);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAccessibleName(tr("Turns"));
    setToolTip(tr("The turns of this conversation; pick one to scroll to it"));
    // Keys move the current row and scroll the conversation to it.
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid() && !m_focusing && !m_following)
            Q_EMIT turnActivated(current.row());
    });
    connect(this, &QListView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            Q_EMIT turnActivated(index.row()); // a click on the current row scrolls to it again
    });
}

void ChatTurnList::focusInEvent(QFocusEvent *event)
{
    // Qt makes the first row current when the list gets the keyboard focus with none: that is not
    // the operator's pick, and scrolling to it took the conversation from its newest turn to the
    // first after every restore.
    const QScopedValueRollback<bool> quiet(m_focusing, true);
    QListView::focusInEvent(event);
}

void ChatTurnList::setShownTurn(int index)
{
    const QModelIndex row = m_model->index(index);
    if (!row.isValid() || row == currentIndex())
        return;
    const QScopedValueRollback<bool> quiet(m_following, true);
    selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect);
    scrollTo(row);
}

QSize ChatTurnList::sizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 28, QListView::sizeHint().height());
}

} // namespace ic
