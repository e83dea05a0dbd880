// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DialogFit.h"

#include <QEvent>
#include <QGuiApplication>
#include <QLayout>
#include <QScreen>
#include <QScrollArea>
#include <QWidget>

namespace ic {

namespace {

/// The frame's extra width and height around the client area; before the first show the window
/// system has not said, so a title bar's worth is assumed (no window manager draws none).
QSize frameExtra(const QWidget *dialog)
{
    if (dialog->isVisible() || dialog->testAttribute(Qt::WA_WState_Created)) {
        const QRect frame = dialog->frameGeometry();
        const QRect inner = dialog->geometry();
        if (frame.size() != inner.size())
            return frame.size() - inner.size();
    }
    return {};
}

/// The largest client size whose frame fits in `available`, never under the dialog's minimum.
QSize cappedSize(const QWidget *dialog, QSize wanted, const QRect &available)
{
    const QSize room = available.size() - frameExtra(dialog);
    return wanted.boundedTo(room).expandedTo(dialog->minimumSize());
}

} // namespace

DialogFit::DialogFit(QWidget *dialog)
    : QObject(dialog)
    , m_dialog(dialog)
{
    dialog->installEventFilter(this);
}

DialogFit *DialogFit::install(QWidget *dialog, QSize preferred)
{
    auto *fitter = new DialogFit(dialog);
    if (preferred.isEmpty())
        preferred = dialog->sizeHint();
    dialog->resize(cappedSize(dialog, preferred, availableGeometry(dialog)));
    return fitter;
}

QRect DialogFit::availableGeometry(const QWidget *dialog)
{
    QScreen *screen = nullptr;
    if (const QWidget *parent = dialog->parentWidget())
        screen = parent->window()->screen();
    if (!screen)
        screen = dialog->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

void DialogFit::resizeWithin(QWidget *dialog, QSize wanted)
{
    const QRect available = availableGeometry(dialog);
    if (available.isEmpty()) {
        dialog->resize(wanted);
        return;
    }
    // Grown about its centre, as it was placed over its parent; then back inside the screen.
    const QPoint centre = dialog->frameGeometry().center();
    dialog->resize(cappedSize(dialog, wanted, available));
    if (dialog->isVisible()) {
        QRect frame = dialog->frameGeometry();
        frame.moveCenter(centre);
        dialog->move(frame.topLeft());
    }
    fit(dialog);
}

void DialogFit::fit(QWidget *dialog)
{
    const QRect available = availableGeometry(dialog);
    if (available.isEmpty())
        return;
    const QSize size = cappedSize(dialog, dialog->size(), available);
    if (size != dialog->size())
        dialog->resize(size);
    if (!dialog->isVisible())
        return;
    // Moved as a frame: the title bar stays in reach even when the dialog is as tall as the screen.
    QRect frame = dialog->frameGeometry();
    if (frame.right() > available.right())
        frame.moveRight(available.right());
    if (frame.bottom() > available.bottom())
        frame.moveBottom(available.bottom());
    if (frame.left() < available.left())
        frame.moveLeft(available.left());
    if (frame.top() < available.top())
        frame.moveTop(available.top());
    if (frame.topLeft() != dialog->frameGeometry().topLeft())
        dialog->move(frame.topLeft());
}

QScrollArea *DialogFit::scrollArea(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    area->setWidget(content);
    area->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    return area;
}

QSize DialogFit::sizeForContent(const QWidget *dialog, const QScrollArea *area, int width)
{
    const QWidget *content = area->widget();
    // The dialog's own layout knows the rest (buttons, margins): its hint less the area's, plus
    // the content's height at the width the area gets.
    const QLayout *layout = dialog->layout();
    const QMargins margins = layout ? layout->contentsMargins() : QMargins();
    const int inner = width - margins.left() - margins.right();
    // Before the first show the height for a width can come out short of what the wrapped labels
    // take: the taller of it and the size hint (which is for a narrower width) is asked for.
    const int contentHeight = qMax(content->hasHeightForWidth() ? content->heightForWidth(inner) : 0,
                                   content->sizeHint().height());
    const int rest = layout ? layout->sizeHint().height() - area->sizeHint().height() : 0;
    return { width, rest + contentHeight };
}

bool DialogFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_dialog && !m_fitting) {
        switch (event->type()) {
        case QEvent::Show:
        case QEvent::Resize:
        case QEvent::LayoutRequest:
        case QEvent::ScreenChangeInternal: {
            m_fitting = true;
            fit(m_dialog);
            m_fitting = false;
            break;
        }
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ic
