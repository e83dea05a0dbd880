// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The chart's Qt Charts objects, shared by the two files that implement GpuChartWidget.

#include "GpuChartWidget.h"
#include "monitor/Timeline.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QLineSeries>
#include <QList>
#include <QValueAxis>

namespace ic {

struct GpuChartWidget::Private {
    QChart *chart = nullptr;
    QChartView *view = nullptr;
    QDateTimeAxis *xAxis = nullptr;
    QValueAxis *yAxis = nullptr;
    QHash<QString, QList<QLineSeries *>> segments;
    QLineSeries *limitLine = nullptr; ///< total memory or power limit, dashed
    QGraphicsSimpleTextItem *limitLabel = nullptr;
    QList<QLineSeries *> eventLines;
    QList<QGraphicsSimpleTextItem *> eventLabels;
    QList<TimelineEvent> drawnEvents;
    QGraphicsLineItem *crosshair = nullptr;
    qint64 from = 0;
    qint64 to = 0;
    QString fullTitle; ///< the value axis' name and unit, shown where the plot is tall enough
    QString shortTitle; ///< its unit alone

    void setAxisTitle(const QString &full, const QString &unit)
    {
        fullTitle = full;
        shortTitle = unit;
    }
    /// The room a title takes along the axis, with the margin Qt Charts keeps around it.
    qreal titleWidth(const QString &title) const
    {
        return QFontMetricsF(yAxis->titleFont()).horizontalAdvance(title) + 8;
    }

    QLineSeries *newSeries(QAbstractAxis *x, QAbstractAxis *y)
    {
        auto *s = new QLineSeries;
        s->setUseOpenGL(false);
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        return s;
    }
};

} // namespace ic
