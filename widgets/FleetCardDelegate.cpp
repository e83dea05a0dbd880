// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetCardDelegate.h"

#include "GpuBarsDelegate.h"
#include "models/FleetModel.h"
#include "monitor/LivenessJudge.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace ic {

namespace {

constexpr QSize kMinimum { 240, 118 };
constexpr QSize kMaximum { 560, 300 };
// One host alone gets a card as large as this, with a row per GPU.
constexpr QSize kSingle { 1400, 760 };

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
    if (count == 1) {
        // One host: its card is the overview, large enough for a bar and the figures per GPU.
        const QSize room = viewport - QSize(2 * spacing, 2 * spacing);
        return room.boundedTo(kSingle).expandedTo(kMinimum);
    }
    QSize best = kMinimum;
    double bestScore = 0;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        int w = (viewport.width() - (columns + 1) * spacing) / columns;
        int h = (viewport.height() - (rows + 1) * spacing) / rows;
        if (w < kMinimum.width())
            break;
        w = std::min(w, kMaximum.width());
        h = std::clamp(h, kMinimum.height(), std::min(kMaximum.height(), w * 3 / 5));
        // Every card in sight beats any layout that scrolls, and among those the larger cards
        // win. A fleet that scrolls anyway is a dense grid: as many cards in sight as fit, then
        // the larger. (The card area alone chose two columns of wide cards for 48 hosts where
        // four columns showed twice as many.)
        const bool fits = rows * (h + spacing) + spacing <= viewport.height();
        const int rowsInSight = std::max(1, (viewport.height() - spacing) / (h + spacing));
        const int inSight = fits ? count : std::min(count, columns * rowsInSight);
        const double score = (fits ? 1e15 : 0.0) + (fits ? 0.0 : inSight * 1e9) + double(w) * h;
        if (score > bestScore) {
            bestScore = score;
            best = QSize(w, h);
        }
    }
    return best;
}

void FleetCardDelegate::paintGpuRows(QPainter *painter, const QStyleOptionViewItem &option,
                                     const QRectF &area, const QVariantList &gpus, const QFont &font,
                                     const QString &total, bool stale)
{
    const QFontMetrics fm(font);
    const QPalette &pal = option.palette;
    const int n = int(gpus.size());
    // Rows as tall as the room allows, up to twice a line; the total under them.
    const qreal rowHeight = std::min<qreal>(2.0 * fm.height(), area.height() / (n + 1));
    const qreal barHeight = std::max<qreal>(4, std::min<qreal>(rowHeight - 4, fm.height()));
    const int labelWidth = fm.horizontalAdvance(tr("GPU %1").arg(88)) + 8;
    const int figuresWidth
        = fm.horizontalAdvance(tr("%1 / %2 GiB").arg(QStringLiteral("888.8"), QStringLiteral("888.8"))) + 12;
    painter->setFont(font);
    qreal y = area.top();
    for (const QVariant &v : gpus) {
        const GpuMemory g = v.value<GpuMemory>();
        const QRectF row(area.left(), y, area.width(), rowHeight);
        painter->setPen(pal.color(QPalette::Text));
        painter->drawText(QRectF(row.left(), row.top(), labelWidth, row.height()),
                          Qt::AlignLeft | Qt::AlignVCenter, tr("GPU %1").arg(g.index));
        const QRectF bar(row.left() + labelWidth, row.center().y() - barHeight / 2,
                         std::max<qreal>(20, row.width() - labelWidth - figuresWidth), barHeight);
        painter->setPen(Qt::NoPen);
        painter->setBrush(pal.color(QPalette::Base).darker(110));
        painter->drawRoundedRect(bar, 2, 2);
        const bool known = !std::isnan(g.usedMiB) && !std::isnan(g.totalMiB) && g.totalMiB > 0;
        QString figures = tr("n/a");
        if (known) {
            const double f = std::clamp(g.usedMiB / g.totalMiB, 0.0, 1.0);
            painter->setBrush(gpuMemoryColour(f, stale)); // as the table's bars
            painter->drawRoundedRect(QRectF(bar.topLeft(), QSizeF(bar.width() * f, bar.height())), 2, 2);
            figures = tr("%1 / %2 GiB")
                          .arg(QLocale().toString(g.usedMiB / 1024.0, 'f', 1),
                               QLocale().toString(g.totalMiB / 1024.0, 'f', 1));
        }
        painter->setPen(pal.color(known ? QPalette::Text : QPalette::PlaceholderText));
        painter->drawText(QRectF(bar.right() + 8, row.top(), row.right() - bar.right() - 8, row.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(figures, Qt::ElideRight, figuresWidth));
        y += rowHeight;
    }
    painter->setPen(pal.color(QPalette::PlaceholderText));
    painter->drawText(QRectF(area.left() + labelWidth, y, area.width() - labelWidth, rowHeight),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      fm.elidedText(total, Qt::ElideRight, int(area.width() - labelWidth)));
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
    // The name as wide as it is (at most 62 % of the card); the group and tags get the rest.
    const QString name = cell(index, FleetModel::NameColumn);
    const qreal nameWidth
        = std::min<qreal>(inner.width() * 0.62, QFontMetrics(bold).horizontalAdvance(name) + 2);
    const QRectF nameRect(inner.left() + 3 * r, y, nameWidth, QFontMetrics(bold).height());
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(bold).elidedText(name, Qt::ElideRight, int(nameRect.width())));
    painter->setFont(base);
    painter->setPen(pal.color(QPalette::PlaceholderText));
    const QRectF groupRect(nameRect.right() + 12, y, inner.right() - nameRect.right() - 12,
                           nameRect.height());
    painter->drawText(
        groupRect, Qt::AlignRight | Qt::AlignVCenter,
        fm.elidedText(cell(index, FleetModel::GroupColumn), Qt::ElideRight, int(groupRect.width())));
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

    // One bar per GPU, as in the table, with the memory sum beside it; on a card with room for
    // them, a row per GPU with its figures. A host whose GPUs cannot be read says why.
    const qreal bottomRow = inner.bottom() - line;
    const QModelIndex memory = index.siblingAtColumn(FleetModel::GpuMemoryColumn);
    const QVariantList gpus = memory.data(FleetModel::GpuMemoryRole).toList();
    const qreal room = bottomRow - y - 4;
    const int rowHeight = std::max(fm.height() + 2, int(fm.height() * 1.35));
    if (!gpus.isEmpty() && room >= (gpus.size() + 1) * rowHeight && inner.width() >= 360) {
        paintGpuRows(painter, option, QRectF(inner.left(), y + 2, inner.width(), room), gpus, base,
                     memory.data().toString(), memory.data(FleetModel::GpuStaleRole).toBool());
    } else if (!gpus.isEmpty()) {
        const QRectF bars(inner.left(), y + 2, inner.width(), std::clamp<qreal>(room, line, 4 * line));
        QStyleOptionViewItem barOption = option;
        barOption.rect = bars.toRect();
        barOption.state &= ~QStyle::State_Selected;
        barOption.font = base;
        barOption.fontMetrics = fm;
        GpuBarsDelegate barsDelegate;
        barsDelegate.paint(painter, barOption, memory);
    } else if (const QString tool = memory.data().toString(); !tool.isEmpty()) {
        painter->setPen(pal.color(QPalette::PlaceholderText));
        painter->drawText(QRectF(inner.left(), y + 2, inner.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(tool, Qt::ElideRight, int(inner.width())));
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
        fm.elidedText(verdict, Qt::ElideRight, int(inner.width() * (progress.isEmpty() ? 0.7 : 0.4))));
    painter->restore();
}

} // namespace ic
