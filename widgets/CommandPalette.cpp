// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CommandPalette.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ic {

namespace {

/// Subsequence score: -1 when not every letter of `query` appears in order in `text`.
int score(const QString &text, const QString &query)
{
    int total = 0;
    qsizetype from = 0;
    qsizetype previous = -2;
    for (const QChar q : query) {
        if (q.isSpace())
            continue;
        const qsizetype at = text.indexOf(q, from, Qt::CaseInsensitive);
        if (at < 0)
            return -1;
        int points = 1;
        if (at == 0 || !text.at(at - 1).isLetterOrNumber())
            points += 8; // the start of a word
        if (at == previous + 1)
            points += 5; // consecutive letters
        points -= int(std::min<qsizetype>(at - from, 10)) / 3; // letters skipped
        total += points;
        previous = at;
        from = at + 1;
    }
    return total;
}

} // namespace

CommandPalette::CommandPalette(QWidget *parent)
    : QDialog(parent, Qt::Popup | Qt::FramelessWindowHint)
    , m_query(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setAccessibleName(tr("Command palette"));
    m_query->setObjectName(QStringLiteral("paletteQuery"));
    m_query->setPlaceholderText(tr("Go to a host, a panel or an action…"));
    m_query->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("paletteList"));
    m_list->setUniformItemSizes(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_query);
    layout->addWidget(m_list);
    resize(560, 380);
    m_query->installEventFilter(this);
    connect(m_query, &QLineEdit::textChanged, this, &CommandPalette::refill);
    connect(m_list, &QListWidget::itemActivated, this, &CommandPalette::runCurrent);
}

void CommandPalette::setEntries(QList<Entry> entries)
{
    m_entries = std::move(entries);
    m_query->clear();
    refill();
}

QList<int> CommandPalette::match(const QList<Entry> &entries, const QString &query)
{
    QList<std::pair<int, int>> scored; // (score, index)
    for (int i = 0; i < entries.size(); ++i) {
        const Entry &e = entries.at(i);
        const int s = std::max(score(e.text, query), score(e.kind + u' ' + e.text, query) - 2);
        if (s >= 0)
            scored.append({ s, i });
    }
    std::stable_sort(scored.begin(), scored.end(), [](auto a, auto b) { return a.first > b.first; });
    QList<int> out;
    for (const auto &[s, i] : scored)
        out << i;
    return out;
}

void CommandPalette::refill()
{
    m_list->clear();
    m_shown = match(m_entries, m_query->text());
    for (int i : std::as_const(m_shown)) {
        const Entry &e = m_entries.at(i);
        QString label = e.kind + QStringLiteral(": ") + e.text;
        if (!e.shortcut.isEmpty())
            label += QStringLiteral("    ") + e.shortcut;
        m_list->addItem(label);
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
}

void CommandPalette::runCurrent()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_shown.size())
        return;
    const auto run = m_entries.at(m_shown.at(row)).run;
    accept();
    if (run)
        run();
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_query && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up:
        case Qt::Key_PageDown:
        case Qt::Key_PageUp:
            QCoreApplication::sendEvent(m_list, event);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            runCurrent();
            return true;
        case Qt::Key_Escape:
            reject();
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace ic
