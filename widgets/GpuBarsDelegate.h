// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace ic {

/// The fill of a GPU's memory bar, in the fleet table and on the fleet cards alike: blue, amber
/// from 80 %, red from 95 % of `fraction` (used of total); grey for a `stale` reading, whose value
/// is not current.
QColor gpuMemoryColour(double fraction, bool stale = false);

/// Draws FleetModel::GpuMemoryRole as one thin vertical bar per GPU (memory used of total),
/// compact enough for 8 or 16 GPUs in a table cell.
class GpuBarsDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace ic
