// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuBarsDelegate.h"

#include "models/FleetModel.h"

#include <QApplication>
#include <QPainter>

namespace ic {

QColor gpuMemoryColour(double fraction, bool stale)
{
    if (stale)
        return QColor(0x9e, 0x9e, 0x9e);
    if (fraction >= 0.95)
        return QColor(0xc6, 0x28, 0x28);
    if (fraction >= 0.80)
        return QColor(0xe6, 0x8a, 0x00);
    return QColor(0x1e, 0x88, 0xe5);
}

void GpuBarsDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    const QVariantList gpus = index.data(FleetModel::GpuMemoryRole).toList();
    if (gpus.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // Background and selection as the style draws them, without the text.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect area = option.rect.adjusted(3, 3, -3, -3);
    const int n = int(gpus.size());
    const int gap = n > 12 ? 1 : 2;
    const int barWidth = qBound(3, (area.width() - gap * (n - 1)) / n, n > 8 ? 7 : 10);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setBrush(Qt::NoBrush); // the frames are outlines, whatever the caller's brush was
    int x = area.left();
    const QColor frame = option.palette.color(QPalette::Mid);
    // Readings older than their source allows are drawn grey: the values are not current.
    const bool stale = index.data(FleetModel::GpuStaleRole).toBool();
    for (const QVariant &v : gpus) {
        const GpuMemory g = v.value<GpuMemory>();
        const QRect bar(x, area.top(), barWidth, area.height());
        if (bar.right() > area.right())
            break;
        painter->fillRect(bar, option.palette.color(QPalette::Base).darker(108));
        if (!std::isnan(g.usedMiB) && !std::isnan(g.totalMiB) && g.totalMiB > 0) {
            const double f = qBound(0.0, g.usedMiB / g.totalMiB, 1.0);
            const int h = qRound(f * bar.height());
            painter->fillRect(QRect(bar.left(), bar.bottom() - h + 1, bar.width(), h),
                              gpuMemoryColour(f, stale));
        }
        painter->setPen(frame);
        painter->drawRect(bar.adjusted(0, 0, -1, -1));
        x += barWidth + gap;
    }
    // The totals beside the bars when there is room for them.
    const QRect textRect(x + 4, option.rect.top(), option.rect.right() - x - 6, option.rect.height());
    const QString text = index.data(Qt::DisplayRole).toString();
    if (textRect.width() > option.fontMetrics.horizontalAdvance(QStringLiteral("0000 GiB"))) {
        painter->setPen(option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                   : QPalette::Text));
        painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
                          option.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width()));
    }
    painter->restore();
}

QSize GpuBarsDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int n = int(index.data(FleetModel::GpuMemoryRole).toList().size());
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (n > 0)
        s.setWidth(n * 9 + 10 + s.width());
    return s;
}

} // namespace ic
