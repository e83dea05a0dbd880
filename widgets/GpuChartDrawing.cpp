// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GpuChartWidget, part three: one redraw — every visible GPU's runs between gaps, one point per
// pixel column; the axis with the total or limit line; the service events as labelled markers.
#include "GpuChartWidget.h"
#include "GpuChartWidget_p.h"

#include "monitor/GpuHistory.h"
#include "monitor/Timeline.h"

#include <QDateTime>
#include <QFontMetrics>
#include <QPen>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace ic {

namespace {
constexpr int MaxSegmentsPerGpu = 32; // more runs than this: the oldest gaps are bridged
constexpr int MaxEventMarkers = 64; // the newest events in the window

double scaled(GpuMetric metric, double v)
{
    return metric == GpuMetric::MemoryUsed ? v / 1024.0 : v;
}

QColor eventColor(TimelineEventKind kind)
{
    switch (kind) {
    case TimelineEventKind::Crash:
        return QColor(0xd3, 0x2f, 0x2f);
    case TimelineEventKind::Ready:
        return QColor(0x2e, 0x7d, 0x32);
    case TimelineEventKind::Restart:
    case TimelineEventKind::Stop:
        return QColor(0x6a, 0x1b, 0x9a);
    case TimelineEventKind::Phase:
    case TimelineEventKind::Stall:
        break;
    }
    return QColor(0x78, 0x78, 0x78);
}

bool labelled(TimelineEventKind kind)
{
    return kind != TimelineEventKind::Phase;
}

double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double f : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        if (f * mag >= raw)
            return f * mag;
    }
    return 10 * mag;
}
/// The smallest round step (1, 2, 2.5 or 5 times a power of ten) that puts at most `labels`
/// labels on 0..top, counting 0: the top label may then sit a little under the top.
double labelStep(double top, int labels)
{
    const double least = top / std::max(1, labels - 1);
    double mag = std::pow(10.0, std::floor(std::log10(least)));
    for (int i = 0; i < 3; ++i, mag *= 10) {
        for (double f : { 1.0, 2.0, 2.5, 5.0 }) {
            if (std::floor(top / (f * mag)) + 1 <= labels)
                return f * mag;
        }
    }
    return niceStep(top, 1);
}
} // namespace

void GpuChartWidget::refresh()
{
    m_dirty = false;
    rebuildGpuList();
    const qint64 to = m_endTime > 0 ? m_endTime : QDateTime::currentMSecsSinceEpoch();
    const qint64 from = to - wallSpanMs();
    d->from = from;
    d->to = to;
    // Drawn on the host's clock (the journal's); the window itself is wall-clock time.
    const qint64 displaySpan = toDisplay(to) - toDisplay(from);
    d->xAxis->setRange(QDateTime::fromMSecsSinceEpoch(toDisplay(from)),
                       QDateTime::fromMSecsSinceEpoch(toDisplay(to)));
    d->xAxis->setFormat(displaySpan <= 600'000 ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm"));
    // One label per ~110 px, so they are never elided.
    d->xAxis->setTickCount(std::clamp(int(d->chart->plotArea().width() / 110) + 1, 3, 9));
    // One drawn point per pixel column: a bucket with a spread is drawn as two points (below),
    // so there is one bucket per two columns. Drawing cost stays flat whatever the window.
    const int maxPoints = std::max(100, int(d->chart->plotArea().width()) / 2);

    const QStringList uuids = m_history ? m_history->gpuUuids() : QStringList();
    double seenMax = 0;
    double limit = NAN;
    QSet<QString> present;
    for (const QString &uuid : uuids) {
        present.insert(uuid);
        QList<QLineSeries *> &pool = d->segments[uuid];
        QList<QList<QPointF>> runs;
        if (isGpuVisible(uuid)) {
            const QList<GpuSeriesPoint> pts = m_history->series(uuid, m_metric, from, to, maxPoints);
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
                const double lo = scaled(m_metric, p.min), hi = scaled(m_metric, p.max);
                seenMax = std::max(seenMax, hi);
                // A bucket with a spread is drawn across its width from min to max (or max to
                // min), entered from the side nearer the previous point: a ramp stays a
                // straight line and a spike still reaches its peak.
                if (hi > lo) {
                    const bool up = run.isEmpty() || run.last().y() <= (lo + hi) / 2;
                    run.append(QPointF(toDisplay(p.msecs + width / 4), up ? lo : hi));
                    run.append(QPointF(toDisplay(p.msecs + 3 * width / 4), up ? hi : lo));
                } else {
                    run.append(QPointF(toDisplay(p.msecs), lo));
                }
            }
            if (!run.isEmpty())
                runs.append(std::move(run));
            while (runs.size() > MaxSegmentsPerGpu) {
                runs[1] = runs[0] + runs[1];
                runs.removeFirst();
            }
        }
        const double l = m_metric == GpuMetric::MemoryUsed ? scaled(m_metric, m_history->memoryTotalMiB(uuid))
            : m_metric == GpuMetric::Power                 ? m_history->powerLimitW(uuid)
                                                           : NAN;
        if (!std::isnan(l) && (std::isnan(limit) || l > limit))
            limit = l;
        const QColor color = gpuColor(m_history->gpuIndex(uuid));
        while (pool.size() < runs.size()) {
            QLineSeries *s = d->newSeries(d->xAxis, d->yAxis);
            s->setPen(QPen(color, 1.6));
            s->setName(tr("GPU %1").arg(m_history->gpuIndex(uuid)));
            pool.append(s);
        }
        for (int i = 0; i < pool.size(); ++i) {
            pool[i]->setColor(color);
            pool[i]->replace(i < runs.size() ? runs[i] : QList<QPointF>());
        }
    }
    // GPUs of a previous host: empty their series (kept for reuse, bounded by GPU count).
    for (auto it = d->segments.begin(); it != d->segments.end();) {
        if (present.contains(it.key())) {
            ++it;
            continue;
        }
        for (QLineSeries *s : std::as_const(*it)) {
            d->chart->removeSeries(s);
            delete s;
        }
        it = d->segments.erase(it);
    }

    // Y axis: the unit, the total or limit marked with a dashed line.
    double top = 0;
    int decimals = 0;
    switch (m_metric) {
    case GpuMetric::MemoryUsed:
        d->setAxisTitle(tr("Memory used (GiB)"), tr("GiB", "unit on the GPU chart's value axis"));
        top = std::max(std::isnan(limit) ? 0.0 : limit, seenMax);
        top = top > 0 ? top * 1.08 : 1;
        break;
    case GpuMetric::Utilization:
        d->setAxisTitle(tr("Utilisation (%)"), QStringLiteral("%"));
        top = 105;
        break;
    case GpuMetric::Temperature:
        d->setAxisTitle(tr("Temperature (°C)"), QStringLiteral("°C"));
        top = std::max(90.0, seenMax + 5);
        break;
    case GpuMetric::Power:
        d->setAxisTitle(tr("Power (W)"), tr("W", "unit on the GPU chart's value axis: watts"));
        top = std::max(std::isnan(limit) ? 0.0 : limit, seenMax);
        top = top > 0 ? top * 1.08 : 100;
        break;
    }
    fitAxisTitle();
    d->yAxis->setRange(0, top);
    // As many value labels as the plot's height has room for: Qt Charts turns a label taller
    // than its share of the axis into "...".
    const int labelRoom = QFontMetrics(d->yAxis->labelsFont()).height() + 2 * 5 + 2;
    const int labels = std::clamp(int(d->chart->plotArea().height()) / labelRoom, 2, 6);
    const double step = labelStep(top, labels);
    d->yAxis->setTickInterval(step);
    decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2; // small GPUs or MIG slices
    d->yAxis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f"));
    if (!std::isnan(limit)) {
        d->limitLine->replace({ QPointF(toDisplay(from), limit), QPointF(toDisplay(to), limit) });
        d->limitLabel->setText(m_metric == GpuMetric::MemoryUsed ? tr("total %1 GiB").arg(limit, 0, 'f', 1)
                                                                 : tr("limit %1 W").arg(limit, 0, 'f', 0));
        const QPointF at = d->chart->mapToPosition(QPointF(toDisplay(from), limit), d->limitLine);
        d->limitLabel->setPos(at.x() + 4, at.y() - d->limitLabel->boundingRect().height() - 1);
        d->limitLabel->show();
    } else {
        d->limitLine->replace(QList<QPointF>());
        d->limitLabel->hide();
    }

    // Service events as vertical markers; labels only where they do not overlap.
    d->drawnEvents = m_timeline ? m_timeline->events(from, to) : QList<TimelineEvent>();
    if (d->drawnEvents.size() > MaxEventMarkers)
        d->drawnEvents = d->drawnEvents.mid(d->drawnEvents.size() - MaxEventMarkers);
    while (d->eventLines.size() < d->drawnEvents.size()) {
        d->eventLines.append(d->newSeries(d->xAxis, d->yAxis));
        auto *label = new QGraphicsSimpleTextItem(d->chart);
        label->setZValue(10);
        d->eventLabels.append(label);
    }
    qreal lastLabelRight = -1e9;
    for (int i = 0; i < d->eventLines.size(); ++i) {
        QLineSeries *line = d->eventLines[i];
        QGraphicsSimpleTextItem *label = d->eventLabels[i];
        if (i >= d->drawnEvents.size()) {
            line->replace(QList<QPointF>());
            label->hide();
            continue;
        }
        const TimelineEvent &e = d->drawnEvents[i];
        const QColor c = eventColor(e.kind);
        line->setPen(QPen(c, labelled(e.kind) ? 1.4 : 0.8, Qt::DashDotLine));
        const qint64 shownAt = toDisplay(e.msecs);
        line->replace({ QPointF(shownAt, 0), QPointF(shownAt, top) });
        const QPointF at = d->chart->mapToPosition(QPointF(shownAt, top), line);
        label->setText(e.kind == TimelineEventKind::Phase || e.text.isEmpty() ? Timeline::kindName(e.kind)
                                                                              : e.text);
        label->setBrush(c);
        qreal x = at.x() + 3;
        // Near the right edge the label goes to the left of its line, so it is never cut.
        if (x + label->boundingRect().width() > d->chart->plotArea().right())
            x = at.x() - 3 - label->boundingRect().width();
        if (labelled(e.kind) && x > lastLabelRight) {
            label->setPos(x, at.y() + 2);
            label->show();
            lastLabelRight = x + label->boundingRect().width() + 6;
        } else {
            label->hide();
        }
    }
}

QColor GpuChartWidget::drawnColor(const QString &uuid) const
{
    const auto pool = d->segments.value(uuid);
    return pool.isEmpty() ? QColor() : pool.first()->color();
}

int GpuChartWidget::drawnSegments(const QString &uuid) const
{
    int n = 0;
    for (QLineSeries *s : d->segments.value(uuid))
        n += s->count() > 0 && s->isVisible();
    return n;
}

int GpuChartWidget::drawnPoints(const QString &uuid) const
{
    int n = 0;
    for (QLineSeries *s : d->segments.value(uuid))
        n += s->count();
    return n;
}

void GpuChartWidget::fitAxisTitle()
{
    // Qt Charts cuts a vertical axis title longer than the plot is tall ("Belegter Spei…"): the
    // name and unit where they fit, the unit alone on a short chart (the metric box names it).
    const QString shown
        = d->titleWidth(d->fullTitle) <= d->chart->plotArea().height() ? d->fullTitle : d->shortTitle;
    if (d->yAxis->titleText() != shown)
        d->yAxis->setTitleText(shown);
}

QString GpuChartWidget::axisTitle() const
{
    return d->yAxis->titleText();
}

int GpuChartWidget::plotHeight() const
{
    return int(d->chart->plotArea().height());
}

QString GpuChartWidget::cutText() const
{
    // A diagnostic for the screenshot tests (printed, never shown in the window): not translated.
    QStringList cut;
    if (!axisTitleFits())
        cut << QStringLiteral("the value axis title \"%1\" on a %2 px plot")
                   .arg(axisTitle())
                   .arg(plotHeight());
    if (d->yAxis->labelsTruncated())
        cut << QStringLiteral("the value labels (a %1 px plot)").arg(plotHeight());
    if (d->xAxis->labelsTruncated())
        cut << QStringLiteral("the time labels (a %1 px wide plot)").arg(int(d->chart->plotArea().width()));
    return cut.join(QStringLiteral(", "));
}

bool GpuChartWidget::axisTitleFits() const
{
    return d->titleWidth(axisTitle()) <= d->chart->plotArea().height();
}

double GpuChartWidget::axisMaximum() const
{
    return d->yAxis->max();
}

int GpuChartWidget::drawnEventMarkers() const
{
    return int(d->drawnEvents.size());
}

} // namespace ic
