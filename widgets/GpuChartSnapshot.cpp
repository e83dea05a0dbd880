// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuChartSnapshot.h"

#include "ChartTimeWindow.h"

#include <algorithm>
#include <utility>

namespace ic {

namespace {

double scaled(GpuMetric metric, double v)
{
    return metric == GpuMetric::MemoryUsed ? v / 1024.0 : v;
}

/// One GPU's points in the window as runs between gaps.
QList<QList<QPointF>> runsOf(const QList<GpuSeriesPoint> &pts, GpuMetric metric, const ChartTimeWindow &clock,
                             double &seenMax)
{
    QList<QList<QPointF>> runs;
    // Bucket width: the spacing of the points (they are evenly spaced buckets).
    qint64 width = 1000;
    for (int i = 1; i < pts.size(); ++i) {
        if (!pts[i].isGap() && !pts[i - 1].isGap()) {
            width = std::max<qint64>(1000, pts[i].msecs - pts[i - 1].msecs);
            break;
        }
    }
    QList<QPointF> run;
    run.reserve(pts.size() * 2);
    for (const GpuSeriesPoint &p : pts) {
        if (p.isGap()) {
            if (!run.isEmpty())
                runs.append(std::exchange(run, {}));
            continue;
        }
        const double lo = scaled(metric, p.min), hi = scaled(metric, p.max);
        seenMax = std::max(seenMax, hi);
        // A bucket with a spread is drawn across its width from min to max (or max to
        // min), entered from the side nearer the previous point: a ramp stays a
        // straight line and a spike still reaches its peak.
        if (hi > lo) {
            const bool up = run.isEmpty() || run.last().y() <= (lo + hi) / 2;
            run.append(QPointF(clock.toDisplay(p.msecs + width / 4), up ? lo : hi));
            run.append(QPointF(clock.toDisplay(p.msecs + 3 * width / 4), up ? hi : lo));
        } else {
            run.append(QPointF(clock.toDisplay(p.msecs), lo));
        }
    }
    if (!run.isEmpty())
        runs.append(std::move(run));
    while (runs.size() > GpuChartSnapshot::kMaxRunsPerGpu) {
        runs[1] = runs[0] + runs[1];
        runs.removeFirst();
    }
    return runs;
}

} // namespace

GpuChartSnapshot GpuChartSnapshot::take(const GpuHistory *history, const Timeline *timeline, GpuMetric metric,
                                        const QSet<QString> &hidden, qint64 from, qint64 to, int maxPoints,
                                        const ChartTimeWindow &clock)
{
    GpuChartSnapshot s;
    s.metric = metric;
    s.shownFrom = clock.toDisplay(from);
    s.shownTo = clock.toDisplay(to);
    const QStringList uuids = history ? history->gpuUuids() : QStringList();
    for (const QString &uuid : uuids) {
        Gpu gpu { uuid, history->gpuIndex(uuid), {} };
        if (!hidden.contains(uuid))
            gpu.runs = runsOf(history->series(uuid, metric, from, to, maxPoints), metric, clock, s.seenMax);
        const double l = metric == GpuMetric::MemoryUsed ? scaled(metric, history->memoryTotalMiB(uuid))
            : metric == GpuMetric::Power                 ? history->powerLimitW(uuid)
                                                         : NAN;
        if (!std::isnan(l) && (std::isnan(s.limit) || l > s.limit))
            s.limit = l;
        s.gpus.append(std::move(gpu));
    }
    QList<TimelineEvent> events = timeline ? timeline->events(from, to) : QList<TimelineEvent>();
    if (events.size() > kMaxEvents)
        events = events.mid(events.size() - kMaxEvents);
    s.events.reserve(events.size());
    for (const TimelineEvent &e : std::as_const(events))
        s.events.append({ clock.toDisplay(e.msecs), e });
    return s;
}

} // namespace ic
