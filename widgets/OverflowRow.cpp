// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "OverflowRow.h"

#include <QAbstractButton>
#include <QAction>
#include <QHBoxLayout>
#include <QMenu>
#include <QResizeEvent>
#include <QToolButton>

namespace ic {

namespace {
constexpr int kSpacing = 2;

// What the menu calls a button: its accessible name when its text is a symbol ("▲", ".*").
QString menuText(const QAbstractButton *b)
{
    const QString text = b->text();
    if (text.size() > 2 || b->accessibleName().isEmpty())
        return text;
    return b->accessibleName();
}
} // namespace

OverflowRow::OverflowRow(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this))
    , m_more(new QToolButton(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(kSpacing);
    m_more->setObjectName(QStringLiteral("overflowButton"));
    m_more->setText(QStringLiteral("»"));
    m_more->setToolTip(tr("More"));
    m_more->setAccessibleName(tr("More"));
    m_more->setPopupMode(QToolButton::InstantPopup);
    m_more->setMenu(new QMenu(m_more));
    m_more->hide();
    connect(m_more->menu(), &QMenu::aboutToShow, this, &OverflowRow::fillMenu);
    m_layout->addWidget(m_more);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void OverflowRow::addWidget(QWidget *widget, int stretch, int preferredWidth)
{
    m_layout->insertWidget(m_layout->count() - 1, widget, stretch);
    m_items.append({ widget, nullptr, 0, preferredWidth });
}

void OverflowRow::addButton(QAbstractButton *button)
{
    m_layout->insertWidget(m_layout->count() - 1, button);
    m_items.append({ button, button, 0 });
}

void OverflowRow::addSpacing(int pixels)
{
    m_layout->insertSpacing(m_layout->count() - 1, pixels);
    m_items.append({ nullptr, nullptr, pixels });
}

QList<QAbstractButton *> OverflowRow::hiddenButtons() const
{
    return m_hidden;
}

int OverflowRow::fixedWidth(bool preferred) const
{
    // Fields count with their preferred width, so that buttons leave before a field is cramped.
    int w = 0;
    for (const Item &i : m_items) {
        if (i.spacing)
            w += i.spacing;
        else if (!i.button)
            w += std::max(preferred ? std::min(i.preferred > 0 ? i.preferred : i.widget->sizeHint().width(),
                                               i.widget->maximumWidth())
                                    : 0,
                          std::max(i.widget->minimumSizeHint().width(), i.widget->minimumWidth()))
                + kSpacing;
    }
    return w;
}

QSize OverflowRow::sizeHint() const
{
    int w = fixedWidth(true);
    int h = m_more->sizeHint().height();
    for (const Item &i : m_items) {
        if (i.widget)
            h = std::max(h, i.widget->sizeHint().height());
        if (i.button)
            w += i.button->sizeHint().width() + kSpacing;
    }
    return { w, h };
}

QSize OverflowRow::minimumSizeHint() const
{
    return { fixedWidth(false) + m_more->sizeHint().width(), sizeHint().height() };
}

void OverflowRow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout(event->size().width());
}

bool OverflowRow::event(QEvent *event)
{
    // A child grew or shrank (a label's new text): what fits may have changed.
    if (event->type() == QEvent::LayoutRequest)
        relayout(width());
    return QWidget::event(event);
}

void OverflowRow::relayout(int width)
{
    int all = fixedWidth(true);
    for (const Item &i : m_items) {
        if (i.button)
            all += i.button->sizeHint().width() + kSpacing;
    }
    const bool overflow = all > width;
    int used = fixedWidth(true) + (overflow ? m_more->sizeHint().width() + kSpacing : 0);
    QList<QAbstractButton *> hidden;
    bool full = false;
    for (const Item &i : m_items) {
        if (!i.button)
            continue;
        const int w = i.button->sizeHint().width() + kSpacing;
        // Once one button does not fit, the ones after it go too: the order stays readable.
        full = full || (overflow && used + w > width);
        if (!full)
            used += w;
        else
            hidden << i.button;
        i.button->setVisible(!full);
    }
    m_hidden = hidden;
    m_more->setVisible(!hidden.isEmpty());
}

void OverflowRow::fillMenu()
{
    QMenu *menu = m_more->menu();
    menu->clear();
    for (QAbstractButton *b : std::as_const(m_hidden)) {
        QAction *a = menu->addAction(menuText(b));
        a->setToolTip(b->toolTip());
        a->setEnabled(b->isEnabled());
        a->setCheckable(b->isCheckable());
        a->setChecked(b->isChecked());
        connect(a, &QAction::triggered, b, &QAbstractButton::click);
    }
}

} // namespace ic
