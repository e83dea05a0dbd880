// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChatTurnListModel.h"

#include "chat/ChatClient.h"

#include <QBrush>
#include <QColor>

namespace ic {

namespace {
QString firstLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype newline = trimmed.indexOf(QLatin1Char('\n'));
    QString line = newline < 0 ? trimmed : trimmed.left(newline) + QStringLiteral(" …");
    if (line.size() > 120)
        line = line.left(119) + QStringLiteral("…");
    return line;
}
} // namespace

ChatTurnListModel::ChatTurnListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void ChatTurnListModel::setClient(ChatClient *client)
{
    for (const QMetaObject::Connection &c : std::as_const(m_links))
        disconnect(c);
    m_links.clear();
    m_client = client;
    if (client) {
        m_links << connect(client, &ChatClient::turnStarted, this,
                           [this, client](int index) {
                               if (index >= 0 && index < client->turns().size())
                                   setTurn(index, client->turns().at(index));
                           })
                << connect(client, &ChatClient::turnFinished, this, &ChatTurnListModel::setTurn)
                << connect(client, &ChatClient::turnsRemoved, this, &ChatTurnListModel::removeFrom)
                << connect(client, &ChatClient::conversationRestored, this,
                           [this, client] { reset(client->turns()); })
                // Its host went first: no rows rather than stale ones.
                << connect(client, &QObject::destroyed, this, [this] { setClient(nullptr); });
    }
    reset(client ? client->turns() : QList<ChatTurn>());
}

ChatClient *ChatTurnListModel::client() const
{
    return m_client;
}

int ChatTurnListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

ChatTurnListModel::Row ChatTurnListModel::rowFor(const ChatTurn &turn)
{
    Row r;
    r.prompt = turn.userMessage;
    r.state = turn.state;
    r.stateText = turnStateText(turn);
    const bool answered = turn.state == TurnState::Finished && turn.finishReason != QLatin1String("length");
    r.mark = answered ? QString() : r.stateText;
    r.tokens = turn.state == TurnState::Streaming ? -1 : turn.outputTokens();
    return r;
}

QString ChatTurnListModel::rowText(int index, const QString &prompt, const QString &mark)
{
    // An answered turn needs no word; any other state comes before the prompt, where eliding a
    // long prompt cannot hide it.
    return mark.isEmpty() ? tr("%1 · %2").arg(index + 1).arg(firstLine(prompt))
                          : tr("%1 · [%2] %3").arg(index + 1).arg(mark, firstLine(prompt));
}

QVariant ChatTurnListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return rowText(index.row(), r.prompt, r.mark);
    case Qt::ToolTipRole:
        return r.tokens >= 0
            ? tr("%1\n\n%2, %n output token(s)", nullptr, int(r.tokens)).arg(r.prompt, r.stateText)
            : tr("%1\n\n%2").arg(r.prompt, r.stateText);
    case Qt::ForegroundRole:
        if (r.state == TurnState::Failed)
            return QBrush(QColor(0xb0, 0x00, 0x20));
        if (r.state == TurnState::Stopped)
            return QBrush(QColor(0x8a, 0x6d, 0x00));
        return QVariant();
    case StateRole:
        return turnStateId(r.state);
    case PromptRole:
        return r.prompt;
    default:
        return QVariant();
    }
}

void ChatTurnListModel::setTurn(int index, const ChatTurn &turn)
{
    if (index < 0 || index > m_rows.size())
        return;
    if (index == m_rows.size()) {
        beginInsertRows(QModelIndex(), index, index);
        m_rows.append(rowFor(turn));
        endInsertRows();
        return;
    }
    m_rows[index] = rowFor(turn);
    Q_EMIT dataChanged(this->index(index), this->index(index));
}

void ChatTurnListModel::removeFrom(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    beginRemoveRows(QModelIndex(), index, int(m_rows.size()) - 1);
    m_rows.resize(index);
    endRemoveRows();
}

void ChatTurnListModel::reset(const QList<ChatTurn> &turns)
{
    beginResetModel();
    m_rows.clear();
    for (const ChatTurn &t : turns)
        m_rows.append(rowFor(t));
    endResetModel();
}

} // namespace ic
