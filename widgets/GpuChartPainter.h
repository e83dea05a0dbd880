// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/Timeline.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPoint>
#include <QRectF>

class QAbstractAxis;
class QAbstractScrollArea;
class QChart;
class QChartView;
class QDateTimeAxis;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;
class QLineSeries;
class QPalette;
class QValueAxis;
class QWidget;

namespace ic {

struct GpuChartSnapshot;

/// Draws a GpuChartSnapshot: a line per GPU in its colour (a piece per run between gaps), the
/// value axis with its unit and as many labels as fit, the total memory or power limit as a
/// dashed line, the service events as markers labelled where they do not overlap, and a
/// crosshair at the pointer. The only class that knows Qt Charts (deprecated upstream from 6.10
/// in favour of Qt Graphs): a port touches GpuChartPainter.cpp only.
class GpuChartPainter : public QObject {
    Q_OBJECT
public:
    /// The chart's view is a child of `parent`, which lays it out and handles its input.
    explicit GpuChartPainter(QWidget *parent);
    ~GpuChartPainter() override;

    QAbstractScrollArea *view() const;
    static QColor gpuColor(int gpuIndex);
    void applyPalette(const QPalette &palette);

    /// The time axis, on the shown clock. Set before asking pointsPerGpu() and drawing.
    void setTimeAxis(qint64 shownFrom, qint64 shownTo);
    /// Buckets a GPU's line may have: one drawn point per pixel column of the plot.
    int pointsPerGpu() const;
    void draw(const GpuChartSnapshot &snapshot);

    QRectF plotArea() const;
    /// Whether a point of the view's viewport is on the plot.
    bool onPlot(QPoint viewportPos) const;
    /// The time (shown clock) under a point of the view's viewport.
    qint64 shownTimeAt(QPoint viewportPos) const;
    /// Viewport position of a time (shown clock) and value.
    QPoint viewportPosition(qint64 shownMsecs, double value) const;
    void showCrosshair(QPoint viewportPos);
    void hideCrosshair();
    /// The events drawn by the last draw(), in time order.
    QList<TimelineEvent> drawnEvents() const { return m_drawnEvents; }

    // What is drawn, for tests and the benchmark.
    QColor drawnColor(const QString &uuid) const;
    int drawnSegments(const QString &uuid) const;
    int drawnPoints(const QString &uuid) const;
    QString axisTitle() const;
    bool axisTitleFits() const;
    int plotHeight() const;
    QString cutText() const;
    double axisMaximum() const;
    int drawnEventMarkers() const { return int(m_drawnEvents.size()); }
    /// The snapshot's message as drawn in the plot; empty when none is shown.
    QString shownMessage() const;
    bool isValueAxisShown() const;

Q_SIGNALS:
    void plotAreaChanged();

private:
    QLineSeries *newSeries();
    void drawGpus(const GpuChartSnapshot &snapshot);
    /// The value axis; returns its top.
    double drawValueAxis(const GpuChartSnapshot &snapshot);
    void drawEvents(const GpuChartSnapshot &snapshot, double top);
    /// The message in the middle of the plot; with no GPU line drawn, the value axis goes.
    void drawMessage(const GpuChartSnapshot &snapshot);
    void setAxisTitle(const QString &full, const QString &unit);
    /// The room a title takes along the axis, with the margin Qt Charts keeps around it.
    qreal titleWidth(const QString &title) const;
    void fitAxisTitle();

    QChart *m_chart;
    QChartView *m_view;
    QDateTimeAxis *m_xAxis;
    QValueAxis *m_yAxis;
    QHash<QString, QList<QLineSeries *>> m_segments;
    QLineSeries *m_limitLine; ///< total memory or power limit, dashed
    QGraphicsSimpleTextItem *m_limitLabel;
    QList<QLineSeries *> m_eventLines;
    QList<QGraphicsSimpleTextItem *> m_eventLabels;
    QList<TimelineEvent> m_drawnEvents;
    QGraphicsLineItem *m_crosshair;
    QGraphicsTextItem *m_message;
    QString m_fullTitle; ///< the value axis' name and unit, shown where the plot is tall enough
    QString m_shortTitle; ///< its unit alone
};

} // namespace ic
