// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/GpuHistory.h"
#include "monitor/Timeline.h"

#include <QList>
#include <QPointF>
#include <QSet>
#include <QString>

#include <cmath>

namespace ic {

class ChartTimeWindow;

/// What one redraw of the GPU chart shows, taken from a GPU history and a service timeline:
/// every GPU's runs of points between the history's gaps (time on the shown clock, values in
/// the metric's unit: GiB, %, °C, W), the highest value seen, the largest total memory or power
/// limit, and the service events in the window. A value: no widget, no Qt Charts.
struct GpuChartSnapshot {
    static constexpr int kMaxRunsPerGpu = 32; ///< more runs than this: the oldest gaps are bridged
    static constexpr int kMaxEvents = 64; ///< the newest events in the window

    struct Gpu {
        QString uuid;
        int index = 0;
        QList<QList<QPointF>> runs; ///< empty when the GPU is hidden or has no data in the window
    };
    struct Event {
        qint64 shownAt = 0; ///< on the shown clock
        TimelineEvent event;
    };

    GpuMetric metric = GpuMetric::MemoryUsed;
    qint64 shownFrom = 0; ///< the window on the shown clock
    qint64 shownTo = 0;
    QList<Gpu> gpus; ///< every GPU of the history, in its order
    double seenMax = 0;
    double limit = NAN; ///< total memory or power limit, in the metric's unit; NaN: none
    QList<Event> events;
    /// Why the host has no GPU readings (no GPU tool, a tool that fails, no GPUs), drawn in the
    /// plot instead of an empty axis; empty when there is nothing to say.
    QString message;

    /// The snapshot of [from, to] (wall clock): at most `maxPoints` buckets per GPU, a bucket
    /// with a spread drawn as two points. `history` and `timeline` may be null.
    static GpuChartSnapshot take(const GpuHistory *history, const Timeline *timeline, GpuMetric metric,
                                 const QSet<QString> &hidden, qint64 from, qint64 to, int maxPoints,
                                 const ChartTimeWindow &clock);
};

} // namespace ic
