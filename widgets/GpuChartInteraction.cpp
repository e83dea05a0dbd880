// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GpuChartWidget, part two: zoom, pan and "back to live", the hover read-out and the mouse and
// wheel handling that drive them. Part one (GpuChartWidget.cpp) builds and redraws the chart.
#include "GpuChartWidget.h"
#include "GpuChartWidget_p.h"
#include "config/Settings.h"
#include "monitor/GpuMonitor.h"
#include "monitor/Timeline.h"
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QMouseEvent>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace ic {

void GpuChartWidget::zoom(double factor, qint64 anchorMsecs)
{
    constexpr qint64 MinSpan = 30'000;
    constexpr qint64 MaxSpan = 86'400'000;
    const qint64 oldSpan = spanMs();
    const qint64 span = std::clamp<qint64>(qint64(double(oldSpan) * factor), MinSpan, MaxSpan);
    if (span == oldSpan)
        return;
    if (isLive() || anchorMsecs <= 0) {
        m_spanMs = span; // anchored at the right edge: live stays live
        refresh();
        return;
    }
    // In wall-clock time, which is what the window is kept in.
    const qint64 oldWall = wallSpanMs();
    const qint64 from = m_endTime - oldWall;
    const double fraction = std::clamp(double(anchorMsecs - from) / double(oldWall), 0.0, 1.0);
    m_spanMs = span;
    const qint64 newFrom = anchorMsecs - qint64(fraction * double(wallSpanMs()));
    setEndTime(newFrom + wallSpanMs());
    refresh();
}

void GpuChartWidget::pan(qint64 deltaMs)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 to = (isLive() ? now : m_endTime) + deltaMs;
    if (to >= now) {
        setEndTime(0);
    } else {
        setEndTime(to);
    }
    refresh();
}

void GpuChartWidget::goLive()
{
    m_spanMs = 0;
    setEndTime(0);
    refresh();
}

QString GpuChartWidget::hoverText(qint64 msecs) const
{
    QStringList lines;
    const QString stamp = QStringLiteral("yyyy-MM-dd HH:mm:ss");
    lines << QLocale().toString(QDateTime::fromMSecsSinceEpoch(toDisplay(msecs)), stamp);
    if (m_history) {
        struct Row {
            int index;
            QString uuid;
            std::optional<GpuReading> reading;
        };
        QList<Row> rows;
        for (const QString &uuid : m_history->gpuUuids()) {
            if (isGpuVisible(uuid))
                rows.append({ m_history->gpuIndex(uuid), uuid, m_history->readingAt(uuid, m_metric, msecs) });
        }
        // Exact where the 1 s tier reaches; further back each GPU's lowest and highest in a bucket.
        // When every GPU's bucket is the same seconds (the usual case), the heading says which once.
        std::optional<GpuReading> shared;
        bool same = true;
        for (const Row &row : std::as_const(rows)) {
            if (!row.reading || row.reading->isExact())
                continue;
            if (!shared)
                shared = row.reading;
            else if (shared->msecs != row.reading->msecs || shared->widthMsecs != row.reading->widthMsecs)
                same = false;
        }
        if (shared && same) {
            const QDateTime from = QDateTime::fromMSecsSinceEpoch(toDisplay(shared->msecs));
            const QDateTime to
                = QDateTime::fromMSecsSinceEpoch(toDisplay(shared->msecs + shared->widthMsecs));
            lines[0] = tr("%1–%2 · min–max over %3 s")
                           .arg(QLocale().toString(from, stamp),
                                QLocale().toString(to, QStringLiteral("HH:mm:ss")))
                           .arg(shared->widthMsecs / 1000);
        }
        for (const Row &row : std::as_const(rows)) {
            const std::optional<GpuReading> &r = row.reading;
            const QString &uuid = row.uuid;
            const auto number = [&r](double scale, int decimals) {
                const QString lo = QString::number(double(r->min) / scale, 'f', decimals);
                const QString hi = QString::number(double(r->max) / scale, 'f', decimals);
                return lo == hi ? lo : tr("%1–%2").arg(lo, hi);
            };
            QString value;
            if (!r) {
                value = tr("no data");
            } else {
                switch (m_metric) {
                case GpuMetric::MemoryUsed:
                    value = tr("%1 / %2 GiB")
                                .arg(number(1024.0, 1))
                                .arg(m_history->memoryTotalMiB(uuid) / 1024.0, 0, 'f', 1);
                    break;
                case GpuMetric::Utilization:
                    value = tr("%1 %").arg(number(1, 0));
                    break;
                case GpuMetric::Temperature:
                    value = tr("%1 °C").arg(number(1, 0));
                    break;
                case GpuMetric::Power:
                    value = std::isnan(m_history->powerLimitW(uuid))
                        ? tr("%1 W").arg(number(1, 1))
                        : tr("%1 / %2 W").arg(number(1, 1)).arg(m_history->powerLimitW(uuid), 0, 'f', 0);
                    break;
                }
                if (!r->isExact() && !(shared && same))
                    value = tr("%1 (min–max over %2 s)").arg(value).arg(r->widthMsecs / 1000);
            }
            lines << tr("GPU %1: %2").arg(row.index).arg(value);
        }
    }
    // Events within about six pixels of the pointer.
    const double msPerPixel
        = double(m_windowSeconds) * 1000.0 / std::max<qreal>(100.0, d->chart->plotArea().width());
    for (const TimelineEvent &e : std::as_const(d->drawnEvents)) {
        if (std::abs(double(e.msecs - msecs)) <= 6 * msPerPixel)
            lines << tr("%1: %2").arg(Timeline::kindName(e.kind), e.text);
    }
    return lines.join(QLatin1Char('\n'));
}

bool GpuChartWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == d->view->viewport()) {
        if (event->type() == QEvent::MouseMove) {
            const auto *me = static_cast<QMouseEvent *>(event);
            const QPointF scenePos = d->view->mapToScene(me->position().toPoint());
            const QPointF chartPos = d->chart->mapFromScene(scenePos);
            const QRectF plot = d->chart->plotArea();
            if (plot.contains(chartPos) && m_history) {
                const qint64 msecs = toWall(qint64(d->chart->mapToValue(chartPos).x()));
                if (m_dragging) {
                    const qint64 perPixel = wallSpanMs() / std::max<qint64>(1, qint64(plot.width()));
                    const int dx = me->position().toPoint().x() - m_dragFrom.x();
                    m_dragFrom = me->position().toPoint();
                    pan(-qint64(dx) * perPixel);
                    return true;
                }
                d->crosshair->setLine(chartPos.x(), plot.top(), chartPos.x(), plot.bottom());
                d->crosshair->show();
                const QString text = hoverText(msecs);
                QToolTip::showText(me->globalPosition().toPoint(), text, d->view);
                Q_EMIT hovered(text);
            } else {
                d->crosshair->hide();
                QToolTip::hideText();
            }
        } else if (event->type() == QEvent::Leave) {
            d->crosshair->hide();
            QToolTip::hideText();
        } else if (event->type() == QEvent::Wheel) {
            const auto *we = static_cast<QWheelEvent *>(event);
            const QPointF chartPos = d->chart->mapFromScene(d->view->mapToScene(we->position().toPoint()));
            const qint64 anchor = toWall(qint64(d->chart->mapToValue(chartPos).x()));
            if (we->angleDelta().y() != 0)
                zoom(we->angleDelta().y() > 0 ? 0.8 : 1.25, anchor);
            return true;
        } else if (event->type() == QEvent::MouseButtonPress) {
            const auto *me = static_cast<QMouseEvent *>(event);
            if (me->button() == Qt::LeftButton) {
                m_dragging = true;
                m_dragFrom = me->position().toPoint();
                d->view->viewport()->setCursor(Qt::ClosedHandCursor);
                return true;
            }
        } else if (event->type() == QEvent::MouseButtonRelease) {
            m_dragging = false;
            d->view->viewport()->unsetCursor();
        } else if (event->type() == QEvent::MouseButtonDblClick) {
            goLive();
            return true;
        }
    }
    if (watched == d->view && event->type() == QEvent::KeyPress) {
        const auto *ke = static_cast<QKeyEvent *>(event);
        const qint64 step = wallSpanMs() / 5;
        switch (ke->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoom(0.8, isLive() ? 0 : m_endTime - wallSpanMs() / 2);
            return true;
        case Qt::Key_Minus:
            zoom(1.25, isLive() ? 0 : m_endTime - wallSpanMs() / 2);
            return true;
        case Qt::Key_Left:
            pan(-step);
            return true;
        case Qt::Key_Right:
            pan(step);
            return true;
        case Qt::Key_End:
            goLive();
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QPoint GpuChartWidget::positionOf(qint64 msecs, double value) const
{
    const QPointF chartPos = d->chart->mapToPosition(QPointF(double(toDisplay(msecs)), value));
    const QPoint viewPos = d->view->mapFromScene(d->chart->mapToScene(chartPos));
    return d->view->viewport()->mapTo(this, viewPos);
}

} // namespace ic
