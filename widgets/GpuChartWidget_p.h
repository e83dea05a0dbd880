// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The chart's Qt Charts objects, shared by the two files that implement GpuChartWidget.

#include "GpuChartWidget.h"
#include "monitor/Timeline.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
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
