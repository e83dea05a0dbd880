// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QRect>
#include <QSize>

class QScrollArea;
class QWidget;

namespace ic {

/// Keeps a dialog on the screen it opens on: its size capped to the screen's available geometry
/// (frame included), its frame moved back inside whenever it is shown or grows (a report arriving
/// after it was placed). Every dialog of the console installs one; long content scrolls inside the
/// dialog's own views, so the buttons stay in sight.
class DialogFit : public QObject {
    Q_OBJECT
public:
    /// Sizes `dialog` to `preferred` (its size hint when empty), capped to its screen, and keeps it
    /// fitted from then on. The fitter is the dialog's child.
    static DialogFit *install(QWidget *dialog, QSize preferred = {});

    /// The available geometry of the screen `dialog` opens on: its parent window's, else its own,
    /// else the primary screen's.
    static QRect availableGeometry(const QWidget *dialog);
    /// Grows (or shrinks) `dialog` towards `wanted` about its centre, never past its screen, and
    /// puts its frame back inside the screen.
    static void resizeWithin(QWidget *dialog, QSize wanted);
    /// Caps the dialog's size to its screen and moves its frame inside; what the event filter does.
    static void fit(QWidget *dialog);
    /// `content` in a frameless scroll area that follows its width (wrapped labels wrap) and scrolls
    /// when the screen is shorter than the content: the part of a dialog above its buttons.
    static QScrollArea *scrollArea(QWidget *content, QWidget *parent);
    /// The size `dialog` wants at `width` to show the content of `area` (its scrollArea()) whole.
    static QSize sizeForContent(const QWidget *dialog, const QScrollArea *area, int width);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit DialogFit(QWidget *dialog);

    QWidget *m_dialog;
    bool m_fitting = false;
};

} // namespace ic
