// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetCardDelegate.h"

#include "GpuBarsDelegate.h"
#include "models/FleetModel.h"
#include "monitor/LivenessJudge.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace ic {

namespace {

constexpr QSize kMinimum { 240, 118 };
constexpr QSize kMaximum { 560, 300 };

QString cell(const QModelIndex &index, int column)
{
    return index.siblingAtColumn(column).data().toString();
}

QColor cellColour(const QModelIndex &index, int column, const QColor &fallback)
{
    const QVariant brush = index.siblingAtColumn(column).data(Qt::ForegroundRole);
    return brush.isValid() ? brush.value<QBrush>().color() : fallback;
}

} // namespace

FleetCardDelegate::FleetCardDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QSize FleetCardDelegate::sizeHint(const QStyleOptionViewItem &, const QModelIndex &) const
{
    return m_size;
}

QSize FleetCardDelegate::fittingSize(int count, QSize viewport, int spacing)
{
    if (count <= 0)
        return kMinimum;
    QSize best = kMinimum;
    double bestArea = 0;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        int w = (viewport.width() - (columns + 1) * spacing) / columns;
        int h = (viewport.height() - (rows + 1) * spacing) / rows;
        if (w < kMinimum.width())
            break;
        w = std::min(w, kMaximum.width());
        h = std::clamp(h, kMinimum.height(), std::min(kMaximum.height(), w * 3 / 5));
        // What counts is the card area in sight: all of it when every card fits; otherwise the
        // cards of the rows that fit, worth less than ones that all fit. (Each card's own area
        // alone chose one column of the widest cards for a fleet that scrolls anyway, leaving half
        // the width empty beside 256 hosts.)
        const bool fits = rows * (h + spacing) + spacing <= viewport.height();
        const int rowsInSight = std::max(1, (viewport.height() - spacing) / (h + spacing));
        const int inSight = fits ? count : std::min(count, columns * rowsInSight);
        const double area = double(w) * h * inSight * (fits ? 1.0 : 0.5);
        if (area > bestArea) {
            bestArea = area;
            best = QSize(w, h);
        }
    }
    return best;
}

void FleetCardDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QPalette &pal = option.palette;
    const bool selected = option.state & QStyle::State_Selected;
    const QRectF card = QRectF(option.rect).adjusted(2, 2, -2, -2);
    QPainterPath path;
    path.addRoundedRect(card, 6, 6);
    painter->fillPath(path, pal.color(QPalette::Base));
    painter->setPen(
        QPen(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), selected ? 2.5 : 1));
    painter->drawPath(path);

    // Text scales a little with the card, so one host on a big screen reads from a distance.
    const double scale = std::clamp(card.height() / 150.0, 1.0, 1.45);
    QFont base = option.font;
    base.setPointSizeF(base.pointSizeF() * scale);
    QFont bold = base;
    bold.setBold(true);
    bold.setPointSizeF(base.pointSizeF() * 1.15);
    const QFontMetrics fm(base);
    const int line = fm.height() + int(3 * scale);
    const QRectF inner = card.adjusted(10, 8, -10, -8);
    qreal y = inner.top();

    // Name with the state dot; group and tags on the right. A stuck engine turns the dot red
    // though its unit runs.
    const bool stuck = index.data(FleetModel::LivenessStateRole).toInt() == int(LivenessState::Stuck);
    const QColor dot = stuck
        ? cellColour(index, FleetModel::LivenessColumn, pal.color(QPalette::Mid))
        : cellColour(index, FleetModel::ServiceColumn,
                     cellColour(index, FleetModel::LinkColumn, pal.color(QPalette::Mid)));
    painter->setPen(Qt::NoPen);
    painter->setBrush(dot);
    const qreal r = fm.height() * 0.32;
    painter->drawEllipse(QPointF(inner.left() + r, y + QFontMetrics(bold).height() / 2.0), r, r);
    painter->setFont(bold);
    painter->setPen(pal.color(QPalette::Text));
    const QRectF nameRect(inner.left() + 3 * r, y, inner.width() * 0.62, QFontMetrics(bold).height());
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(bold).elidedText(cell(index, FleetModel::NameColumn), Qt::ElideRight,
                                                    int(nameRect.width())));
    painter->setFont(base);
    painter->setPen(pal.color(QPalette::PlaceholderText));
    const QRectF groupRect(nameRect.right() + 6, y, inner.right() - nameRect.right() - 6, nameRect.height());
    painter->drawText(
        groupRect, Qt::AlignRight | Qt::AlignVCenter,
        fm.elidedText(cell(index, FleetModel::GroupColumn), Qt::ElideLeft, int(groupRect.width())));
    y += QFontMetrics(bold).height() + 4 * scale;

    // Service and link.
    auto text = [&](const QString &t, const QColor &c, Qt::Alignment a = Qt::AlignLeft) {
        painter->setPen(c);
        painter->drawText(QRectF(inner.left(), y, inner.width(), line), a | Qt::AlignVCenter,
                          fm.elidedText(t, Qt::ElideRight, int(inner.width())));
    };
    const QString service = cell(index, FleetModel::ServiceColumn);
    const QString link = cell(index, FleetModel::LinkColumn);
    text(service, cellColour(index, FleetModel::ServiceColumn, pal.color(QPalette::Text)));
    painter->setPen(cellColour(index, FleetModel::LinkColumn, pal.color(QPalette::PlaceholderText)));
    painter->drawText(QRectF(inner.left(), y, inner.width(), line), Qt::AlignRight | Qt::AlignVCenter,
                      fm.elidedText(link, Qt::ElideRight, int(inner.width() / 2)));
    y += line;

    // Start-up: phase and a thin progress bar while a start-up runs.
    const QString startup = cell(index, FleetModel::StartupColumn);
    const double percent = index.data(FleetModel::StartupPercentRole).toDouble();
    if (!startup.isEmpty()) {
        text(startup, pal.color(QPalette::Text));
        y += line;
        if (!std::isnan(percent) && percent >= 0 && percent < 100) {
            const QRectF bar(inner.left(), y - 2 * scale, inner.width(), 4 * scale);
            painter->setPen(Qt::NoPen);
            painter->setBrush(pal.color(QPalette::Midlight));
            painter->drawRoundedRect(bar, 2, 2);
            painter->setBrush(pal.color(QPalette::Highlight));
            painter->drawRoundedRect(
                QRectF(bar.topLeft(), QSizeF(bar.width() * percent / 100.0, bar.height())), 2, 2);
            y += 5 * scale;
        }
    }

    // One bar per GPU, as in the table, with the memory sum beside it.
    const qreal bottomRow = inner.bottom() - line;
    const QRectF gpus(inner.left(), y + 2, inner.width(),
                      std::clamp<qreal>(bottomRow - y - 4, line, 2.2 * line));
    if (!index.siblingAtColumn(FleetModel::GpuMemoryColumn)
             .data(FleetModel::GpuMemoryRole)
             .toList()
             .isEmpty()) {
        QStyleOptionViewItem barOption = option;
        barOption.rect = gpus.toRect();
        barOption.state &= ~QStyle::State_Selected;
        barOption.font = base;
        GpuBarsDelegate bars;
        bars.paint(painter, barOption, index.siblingAtColumn(FleetModel::GpuMemoryColumn));
    }

    // Generation rate with the liveness verdict, and the validation verdict, along the bottom.
    y = bottomRow;
    const QString rate = cell(index, FleetModel::GenerationRateColumn);
    const QString progress = cell(index, FleetModel::LivenessColumn);
    if (progress.isEmpty()) {
        text(rate, pal.color(QPalette::Text));
    } else {
        const QString sep = rate.isEmpty() ? QString() : QStringLiteral(" · ");
        painter->setPen(pal.color(QPalette::Text));
        const QRectF bottom(inner.left(), y, inner.width() * 0.6, line);
        const QString shownRate = fm.elidedText(rate + sep, Qt::ElideRight, int(bottom.width()));
        painter->drawText(bottom, Qt::AlignLeft | Qt::AlignVCenter, shownRate);
        const qreal used = fm.horizontalAdvance(shownRate);
        painter->setPen(cellColour(index, FleetModel::LivenessColumn, pal.color(QPalette::Text)));
        painter->drawText(bottom.adjusted(used, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(progress, Qt::ElideRight, int(bottom.width() - used)));
    }
    const QString verdict = cell(index, FleetModel::ValidationColumn);
    painter->setPen(cellColour(index, FleetModel::ValidationColumn, pal.color(QPalette::Text)));
    painter->drawText(
        QRectF(inner.left(), y, inner.width(), line), Qt::AlignRight | Qt::AlignVCenter,
        fm.elidedText(verdict, Qt::ElideLeft, int(inner.width() * (progress.isEmpty() ? 0.7 : 0.4))));
    painter->restore();
}

} // namespace ic
