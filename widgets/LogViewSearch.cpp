// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogViewSearch.h"

#include "config/Settings.h"
#include "monitor/LogModel.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace ic {

// The bar's words keep the journal view's translation context (ic::LogView), where the
// translations have them.

QToolButton *LogViewSearch::toggle(const QString &text, const QString &tip, QWidget *parent, bool checked)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setCheckable(true);
    b->setChecked(checked);
    return b;
}

LogViewSearch::LogViewSearch(QWidget *view)
    : QObject(view)
    , m_field(new QLineEdit(view))
    , m_historyButton(new QToolButton(view))
    , m_regex(toggle(QStringLiteral(".*"),
                     QCoreApplication::translate("ic::LogView", "Regular expression (Ctrl+Alt+R)"), view))
    , m_case(toggle(QStringLiteral("Aa"),
                    QCoreApplication::translate("ic::LogView", "Match case (Ctrl+Alt+C)"), view))
    , m_onlyMatching(
          toggle(QCoreApplication::translate("ic::LogView", "Only matching"),
                 QCoreApplication::translate(
                     "ic::LogView", "Hide the lines that do not match; off: mark the matches (Ctrl+Alt+M)"),
                 view, true))
    , m_invert(toggle(
          QCoreApplication::translate("ic::LogView", "Invert"),
          QCoreApplication::translate("ic::LogView", "Show the lines that do not match (Ctrl+Alt+I)"), view))
    , m_matchLabel(new QLabel(view))
    , m_debounce(new QTimer(this))
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_field->setObjectName(QStringLiteral("journalFilter"));
    m_field->setPlaceholderText(
        QCoreApplication::translate("ic::LogView", "Filter lines — text or regular expression  ( / )"));
    m_field->setClearButtonEnabled(true);
    m_field->setAccessibleName(QCoreApplication::translate("ic::LogView", "Journal filter"));
    m_field->setFont(fixed);
    m_field->setMinimumWidth(QFontMetrics(fixed).horizontalAdvance(QLatin1Char('M')) * 16);
    m_field->installEventFilter(this);
    m_historyButton->setText(QString()); // the menu arrow says it
    m_historyButton->setToolTip(
        QCoreApplication::translate("ic::LogView", "Recent filters (Up/Down in the filter field)"));
    m_historyButton->setAccessibleName(QCoreApplication::translate("ic::LogView", "Recent filters"));
    m_historyButton->setPopupMode(QToolButton::InstantPopup);
    m_historyButton->setMenu(new QMenu(m_historyButton));
    m_historyButton->setObjectName(QStringLiteral("filterHistory"));
    m_matchLabel->setObjectName(QStringLiteral("matchCount"));
    m_matchLabel->setMinimumWidth(
        QFontMetrics(view->font()).horizontalAdvance(QCoreApplication::translate("ic::LogView", "no match")));
    m_regex->setObjectName(QStringLiteral("regexToggle"));
    m_case->setObjectName(QStringLiteral("caseToggle"));
    m_onlyMatching->setObjectName(QStringLiteral("onlyMatchingToggle"));
    m_invert->setObjectName(QStringLiteral("invertToggle"));

    // Filtering a large journal is not free: wait for a pause in typing.
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_field, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &LogViewSearch::filterChanged);
    for (QToolButton *b : { m_regex, m_case, m_onlyMatching, m_invert })
        connect(b, &QToolButton::toggled, this, &LogViewSearch::filterChanged);
    connect(m_historyButton->menu(), &QMenu::aboutToShow, this, &LogViewSearch::showHistoryMenu);
}

QString LogViewSearch::text() const
{
    return m_field->text();
}

bool LogViewSearch::onlyMatching() const
{
    return m_onlyMatching->isChecked();
}

void LogViewSearch::setSettings(Settings *settings)
{
    m_settings = settings;
    if (settings)
        m_history = settings->journalFilterHistory();
}

void LogViewSearch::showHistoryMenu()
{
    QMenu *menu = m_historyButton->menu();
    menu->clear();
    if (m_history.isEmpty())
        menu->addAction(QCoreApplication::translate("ic::LogView", "No recent filters"))->setEnabled(false);
    for (const QString &f : std::as_const(m_history)) {
        menu->addAction(QString(f).replace(u'&', QStringLiteral("&&")), this, [this, f] {
            m_field->setText(f);
            Q_EMIT committed();
        });
    }
}

void LogViewSearch::applyTo(LogModel *model)
{
    m_invert->setEnabled(m_onlyMatching->isChecked());
    if (!model)
        return;
    model->setHideNonMatching(m_onlyMatching->isChecked());
    model->setFilter(m_field->text(), m_regex->isChecked(), m_invert->isChecked(), m_case->isChecked());
    const QString err = model->filterError();
    m_field->setStyleSheet(err.isEmpty() ? QString()
                                         : QStringLiteral("QLineEdit { border: 1px solid #dc2626; }"));
    m_field->setToolTip(
        err.isEmpty()
            ? QString()
            : QCoreApplication::translate("ic::LogView", "Not a valid regular expression: %1").arg(err));
}

void LogViewSearch::cancelPending()
{
    m_debounce->stop();
}

void LogViewSearch::clearSilently()
{
    const QSignalBlocker block(m_field);
    m_field->clear();
}

QString LogViewSearch::matchText(const LogModel *model, const QModelIndex &current) const
{
    if (!model || m_field->text().isEmpty())
        return {};
    if (!model->filterError().isEmpty())
        return QCoreApplication::translate("ic::LogView", "invalid pattern");
    const qint64 count = model->matchCount();
    if (count < 0)
        return QCoreApplication::translate("ic::LogView", "not matching: %1").arg(model->rowCount());
    if (count == 0)
        return QCoreApplication::translate("ic::LogView", "no match");
    const qint64 at = current.isValid() ? model->matchIndexOfRow(current.row()) : -1;
    if (at >= 0)
        return QCoreApplication::translate("ic::LogView", "match %1 of %2").arg(at + 1).arg(count);
    return QCoreApplication::translate("ic::LogView", "matching lines: %1").arg(count);
}

void LogViewSearch::updateMatchLabel(const LogModel *model, const QModelIndex &current)
{
    m_matchLabel->setText(matchText(model, current));
    const bool none = model && model->matchCount() == 0 && !m_field->text().isEmpty();
    m_matchLabel->setStyleSheet(none ? QStringLiteral("color: #dc2626;") : QString());
}

void LogViewSearch::rememberFilter()
{
    const QString f = m_field->text();
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

void LogViewSearch::stepHistory(int delta)
{
    if (m_history.isEmpty())
        return;
    const int pos = std::clamp(m_historyPos + delta, -1, int(m_history.size()) - 1);
    m_historyPos = pos;
    m_field->setText(pos < 0 ? QString() : m_history.at(pos));
}

bool LogViewSearch::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_field || event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    switch (static_cast<QKeyEvent *>(event)->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        Q_EMIT committed();
        return true;
    case Qt::Key_Escape:
        rememberFilter();
        Q_EMIT left();
        return true;
    case Qt::Key_Up:
        stepHistory(+1);
        return true;
    case Qt::Key_Down:
        stepHistory(-1);
        return true;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ic
