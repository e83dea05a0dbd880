// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace ic {

/// Paints one journal line whole (no eliding; the list scrolls sideways): colours by level,
/// greys known-harmless lines, marks restart separators and traceback folds, and highlights
/// the model's filter matches in the lines that are painted (never the whole journal).
/// Rows are as wide as the longest line, from the model's count and what painting measured.
class LogLineDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// Highlighted ranges (start, length) of `text` for `re`, at most `limit`.
    static QList<QPair<int, int>> matchRanges(const QString &text, const QRegularExpression &re,
                                              int limit = 256);

Q_SIGNALS:
    /// A painted line was wider than the rows: the view should lay its items out again.
    void widerLineSeen() const;

private:
    mutable int m_measured = 0;
};

} // namespace ic
