// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The journal view's search side: the filter and its toggles, match count and stepping,
// recent filters and going to a time (the rest of LogView is in LogView.cpp).
#include "LogView.h"

#include "config/Settings.h"
#include "monitor/LogModel.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QTimer>
#include <QToolButton>

namespace ic {

quint32 LogView::levelMask() const
{
    static const quint32 bits[] = {
        1u << int(LogLevel::Debug),
        (1u << int(LogLevel::Info)) | (1u << int(LogLevel::Unknown)),
        1u << int(LogLevel::Warning),
        (1u << int(LogLevel::Error)) | (1u << int(LogLevel::Critical)),
    };
    quint32 mask = 0;
    bool all = true;
    for (int i = 0; i < m_levels.size(); ++i) {
        if (m_levels[i]->isChecked())
            mask |= bits[i];
        else
            all = false;
    }
    // None checked: a bit no line has, so only restart separators remain.
    return all ? 0 : mask ? mask : 1u << 31;
}

void LogView::applyFilter()
{
    m_invert->setEnabled(m_onlyMatching->isChecked());
    if (!m_model) {
        updateMatchLabel();
        return;
    }
    QApplication::setOverrideCursor(Qt::BusyCursor);
    m_model->setLevelMask(levelMask());
    m_model->setHideNonMatching(m_onlyMatching->isChecked());
    m_model->setFilter(m_search->text(), m_regex->isChecked(), m_invert->isChecked(), m_case->isChecked());
    QApplication::restoreOverrideCursor();
    const QString err = m_model->filterError();
    m_search->setStyleSheet(err.isEmpty() ? QString()
                                          : QStringLiteral("QLineEdit { border: 1px solid #dc2626; }"));
    m_search->setToolTip(err.isEmpty() ? QString() : tr("Not a valid regular expression: %1").arg(err));
    updateMatchLabel();
}

QString LogView::matchText() const
{
    if (!m_model || m_search->text().isEmpty())
        return {};
    if (!m_model->filterError().isEmpty())
        return tr("invalid pattern");
    const qint64 count = m_model->matchCount();
    if (count < 0)
        return tr("not matching: %1").arg(m_model->rowCount());
    if (count == 0)
        return tr("no match");
    const QModelIndex current = m_list->currentIndex();
    const qint64 at = current.isValid() ? m_model->matchIndexOfRow(current.row()) : -1;
    if (at >= 0)
        return tr("match %1 of %2").arg(at + 1).arg(count);
    return tr("matching lines: %1").arg(count);
}

void LogView::updateMatchLabel()
{
    const QString text = matchText();
    m_matchLabel->setText(text);
    const bool none = m_model && m_model->matchCount() == 0 && !m_search->text().isEmpty();
    m_matchLabel->setStyleSheet(none ? QStringLiteral("color: #dc2626;") : QString());
}

void LogView::rememberFilter()
{
    const QString f = m_search->text();
    m_historyPos = -1;
    if (f.isEmpty())
        return;
    m_history.removeAll(f);
    m_history.prepend(f);
    while (m_history.size() > Settings::kJournalFilterHistory)
        m_history.removeLast();
    if (m_settings)
        m_settings->rememberJournalFilter(f);
}

void LogView::commitFilter()
{
    if (auto *debounce = findChild<QTimer *>(QStringLiteral("filterDebounce")))
        debounce->stop();
    applyFilter();
    rememberFilter();
    if (m_model && m_follow && m_model->rowCount() > 0 && m_onlyMatching->isChecked()) {
        // Following: the newest line is the current one (focus would pick the oldest).
        m_programmaticScroll = true;
        m_list->setCurrentIndex(m_model->index(m_model->rowCount() - 1));
        m_programmaticScroll = false;
    }
    m_list->setFocus();
    if (m_model && !m_onlyMatching->isChecked() && m_model->matchCount() > 0) {
        // Marking: go to the match nearest the live end, or the next one from here.
        const QModelIndex current = m_list->currentIndex();
        const int row = m_follow || !current.isValid() ? m_model->nextMatchRow(m_model->rowCount(), false)
                                                       : m_model->nextMatchRow(current.row() - 1, true);
        if (row >= 0)
            revealRow(row);
    }
}

void LogView::stepHistory(int delta)
{
    if (m_history.isEmpty())
        return;
    const int pos = std::clamp(m_historyPos + delta, -1, int(m_history.size()) - 1);
    m_historyPos = pos;
    m_search->setText(pos < 0 ? QString() : m_history.at(pos));
}

void LogView::focusFilter()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void LogView::findMatch(bool forward)
{
    if (!m_model)
        return;
    if (!m_search->text().isEmpty())
        rememberFilter();
    const QModelIndex current = m_list->currentIndex();
    int from;
    if (current.isValid()) {
        from = current.row();
    } else {
        // No line chosen yet: from the top (forward) or bottom (backward) of what is in view.
        const QModelIndex top = m_list->indexAt(QPoint(1, 1));
        const QModelIndex bottom = m_list->indexAt(QPoint(1, m_list->viewport()->height() - 2));
        from = forward ? (top.isValid() ? top.row() - 1 : -1)
                       : (bottom.isValid() ? bottom.row() + 1 : m_model->rowCount());
    }
    int row = m_model->nextMatchRow(from, forward);
    if (row < 0) {
        // Past the last match: round to the other end, and say so.
        row = m_model->nextMatchRow(forward ? -1 : m_model->rowCount(), forward);
        if (row >= 0)
            m_status->setText(forward ? tr("Search wrapped to the oldest line")
                                      : tr("Search wrapped to the newest line"));
    }
    revealRow(row);
}

void LogView::findNextMatch()
{
    findMatch(true);
}

void LogView::findPreviousMatch()
{
    findMatch(false);
}

bool LogView::jumpToTime(const QString &text)
{
    if (!m_model)
        return false;
    const LogStore &s = m_model->store();
    const qint64 newest = s.size() > 0 ? s.timestampUsec(s.endSequence() - 1) : 0;
    const qint64 usec = parseJumpTime(text, newest);
    const bool ok = usec > 0;
    m_time->setStyleSheet(ok ? QString() : QStringLiteral("QLineEdit { border: 1px solid #dc2626; }"));
    if (!ok) {
        m_status->setText(tr("Not a time: %1 (try 14:05, 14:05:30, 2025-12-02 14:05 or -10m)").arg(text));
        return false;
    }
    const int row = m_model->rowAtTime(usec);
    if (row < 0) {
        m_status->setText(tr("These lines carry no time."));
        return false;
    }
    revealRow(row);
    m_list->setFocus();
    return true;
}

} // namespace ic
