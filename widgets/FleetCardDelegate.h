// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSize>
#include <QStyledItemDelegate>

namespace ic {

/// Draws one host of a FleetModel as a card: state dot and name, service state and link,
/// start-up phase with its progress, one bar per GPU, generation tok/s and the validation
/// verdict. The view sets the card size so that 1 to 64 hosts fill the space they have; one host
/// alone gets a large card with a row per GPU. Text that does not fit is cut at its end.
class FleetCardDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit FleetCardDelegate(QObject *parent = nullptr);

    void setCardSize(QSize size) { m_size = size; }
    QSize cardSize() const { return m_size; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The card size that fills `viewport` with `count` cards `spacing` apart: as large as
    /// fits, between a compact minimum and a readable maximum (beyond that the view scrolls, and
    /// the cards in sight still fill the width).
    static QSize fittingSize(int count, QSize viewport, int spacing);

private:
    /// A row per GPU (name, memory bar, used of total) and the host's total under them.
    static void paintGpuRows(QPainter *painter, const QStyleOptionViewItem &option, const QRectF &area,
                             const QVariantList &gpus, const QFont &font, const QString &total, bool stale);

    QSize m_size { 300, 150 };
};

} // namespace ic
