// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QAbstractButton;
class QHBoxLayout;
class QToolButton;

namespace ic {

/// A tool row that fits any width: fields keep their room, and the buttons that do not fit
/// move, from the right, into a "»" menu (checkable buttons stay checkable there). The buttons
/// stay the same widgets, so their object names, shortcuts and signals do not change.
class OverflowRow : public QWidget {
    Q_OBJECT
public:
    explicit OverflowRow(QWidget *parent = nullptr);

    /// Always shown; a field with `stretch` takes the room left over. Buttons leave for the menu
    /// before the widget gets narrower than `preferredWidth` (0: its size hint).
    void addWidget(QWidget *widget, int stretch = 0, int preferredWidth = 0);
    /// Shown while there is room, otherwise listed in the "»" menu.
    void addButton(QAbstractButton *button);
    void addSpacing(int pixels);
    /// The "»" button (hidden while everything fits).
    QToolButton *moreButton() const { return m_more; }
    /// The buttons moved into the menu at the current width.
    QList<QAbstractButton *> hiddenButtons() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Item {
        QWidget *widget = nullptr;
        QAbstractButton *button = nullptr; ///< set: may overflow
        int spacing = 0;
        int preferred = 0;
    };
    void relayout(int width);
    void fillMenu();
    int fixedWidth(bool preferred) const;

    QHBoxLayout *m_layout;
    QToolButton *m_more;
    QList<Item> m_items;
    QList<QAbstractButton *> m_hidden;
};

} // namespace ic
