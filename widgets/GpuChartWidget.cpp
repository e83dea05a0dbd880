// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
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

namespace {
constexpr int MaxSegmentsPerGpu = 32; // more runs than this: the oldest gaps are bridged
constexpr int MaxEventMarkers = 64; // the newest events in the window
constexpr int MaxRefreshHz = 1;

// Mid-luminance hues that read on the default light and on dark palettes.
constexpr QRgb Palette16[16]
    = { 0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf,
        0xbcbd22, 0x5254a3, 0xb8860b, 0x00897b, 0xc2185b, 0x7cb342, 0x546e7a, 0xf9a825 };

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
} // namespace

QString gpuMetricKey(GpuMetric metric)
{
    switch (metric) {
    case GpuMetric::MemoryUsed:
        return QStringLiteral("memory");
    case GpuMetric::Utilization:
        return QStringLiteral("utilization");
    case GpuMetric::Temperature:
        return QStringLiteral("temperature");
    case GpuMetric::Power:
        return QStringLiteral("power");
    }
    return QStringLiteral("memory");
}

GpuMetric gpuMetricFromKey(const QString &key)
{
    for (GpuMetric m :
         { GpuMetric::MemoryUsed, GpuMetric::Utilization, GpuMetric::Temperature, GpuMetric::Power }) {
        if (gpuMetricKey(m) == key)
            return m;
    }
    return GpuMetric::MemoryUsed;
}

GpuChartWidget::GpuChartWidget(GpuMonitor *monitor, Timeline *timeline, Settings &settings, QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
    , m_settings(settings)
{
    m_metric = gpuMetricFromKey(settings.chartMetric());
    m_windowSeconds = settings.chartWindowSeconds();

    m_metricBox = new QComboBox(this);
    m_metricBox->addItem(tr("Memory (GiB)"), int(GpuMetric::MemoryUsed));
    m_metricBox->addItem(tr("Utilisation (%)"), int(GpuMetric::Utilization));
    m_metricBox->addItem(tr("Temperature (°C)"), int(GpuMetric::Temperature));
    m_metricBox->addItem(tr("Power (W)"), int(GpuMetric::Power));
    m_metricBox->setCurrentIndex(m_metricBox->findData(int(m_metric)));
    m_windowBox = new QComboBox(this);
    m_windowBox->addItem(tr("5 min"), 300);
    m_windowBox->addItem(tr("1 h"), 3600);
    m_windowBox->addItem(tr("24 h"), 86400);
    m_windowBox->setCurrentIndex(m_windowBox->findData(m_windowSeconds));
    connect(m_metricBox, &QComboBox::activated, this,
            [this](int i) { setMetric(GpuMetric(m_metricBox->itemData(i).toInt())); });
    connect(m_windowBox, &QComboBox::activated, this,
            [this](int i) { setWindowSeconds(m_windowBox->itemData(i).toInt()); });

    d->chart = new QChart;
    d->chart->legend()->hide(); // the checkable GPU list is the legend
    d->chart->setMargins(QMargins(4, 4, 4, 4));
    d->chart->setBackgroundRoundness(0);
    d->xAxis = new QDateTimeAxis;
    d->yAxis = new QValueAxis;
    d->yAxis->setTickType(QValueAxis::TicksDynamic);
    d->yAxis->setTickAnchor(0);
    d->chart->addAxis(d->xAxis, Qt::AlignBottom);
    d->chart->addAxis(d->yAxis, Qt::AlignLeft);
    d->limitLine = d->newSeries(d->xAxis, d->yAxis);
    d->limitLabel = new QGraphicsSimpleTextItem(d->chart);
    d->crosshair = new QGraphicsLineItem(d->chart);
    d->crosshair->setZValue(20);
    d->crosshair->hide();
    d->view = new QChartView(d->chart, this);
    d->view->setRenderHint(QPainter::Antialiasing, true);
    d->view->setMouseTracking(true);
    d->view->viewport()->setMouseTracking(true);
    d->view->viewport()->installEventFilter(this);
    d->view->installEventFilter(this);
    d->view->setFocusPolicy(Qt::StrongFocus);
    d->view->setToolTip(QString());
    d->view->setAccessibleDescription(
        tr("Wheel or + and − zoom, drag or the arrow keys move through time, End goes back to live."));
    d->view->setMinimumSize(320, 200);
    connect(d->chart, &QChart::plotAreaChanged, this, [this] { scheduleRefresh(); });

    m_gpuList = new QListWidget(this);
    m_gpuList->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    m_gpuList->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("GPU 00")) + 64);
    m_gpuList->setToolTip(tr("Untick a GPU to hide its line"));
    connect(m_gpuList, &QListWidget::itemChanged, this, &GpuChartWidget::onItemChanged);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Metric:"), this));
    bar->addWidget(m_metricBox);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Window:"), this));
    bar->addWidget(m_windowBox);
    bar->addStretch(1);
    m_liveButton = new QToolButton(this);
    m_liveButton->setObjectName(QStringLiteral("chartLiveButton"));
    m_liveButton->setText(tr("Back to live"));
    m_liveButton->setToolTip(tr("Follow the newest readings again (End)"));
    m_liveButton->hide();
    connect(m_liveButton, &QToolButton::clicked, this, &GpuChartWidget::goLive);
    bar->addWidget(m_liveButton);
    auto *body = new QHBoxLayout;
    body->addWidget(d->view, 1);
    body->addWidget(m_gpuList);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addLayout(body, 1);

    m_refreshTimer.setInterval(1000 / MaxRefreshHz);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        // Live: the window follows the clock, so redraw every second while shown.
        if (isVisible() && (m_dirty || m_endTime == 0))
            refresh();
    });
    applyPalette();
    setTimeline(timeline);
    setMonitor(monitor);
}

GpuChartWidget::~GpuChartWidget() = default;

void GpuChartWidget::setMonitor(GpuMonitor *monitor)
{
    if (m_monitor)
        m_monitor->disconnect(this);
    m_monitor = monitor;
    m_history = monitor ? &monitor->history() : nullptr;
    if (monitor) {
        connect(monitor, &GpuMonitor::sampled, this, [this] { m_dirty = true; });
        connect(monitor, &QObject::destroyed, this, [this] {
            m_history = nullptr;
            scheduleRefresh();
        });
    }
    scheduleRefresh();
}

void GpuChartWidget::setHistory(const GpuHistory *history)
{
    if (m_monitor)
        m_monitor->disconnect(this);
    m_monitor = nullptr;
    m_history = history;
    scheduleRefresh();
}

void GpuChartWidget::setTimeline(Timeline *timeline)
{
    if (m_timeline)
        m_timeline->disconnect(this);
    m_timeline = timeline;
    if (timeline) {
        connect(timeline, &Timeline::eventAdded, this, [this] { m_dirty = true; });
        connect(timeline, &Timeline::cleared, this, [this] { m_dirty = true; });
    }
    scheduleRefresh();
}

void GpuChartWidget::setMetric(GpuMetric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    m_metricBox->setCurrentIndex(m_metricBox->findData(int(metric)));
    m_settings.setChartMetric(gpuMetricKey(metric));
    refresh();
    Q_EMIT metricChanged(metric);
}

void GpuChartWidget::setWindowSeconds(int seconds)
{
    if (seconds != 300 && seconds != 3600 && seconds != 86400)
        return;
    if (seconds == m_windowSeconds)
        return;
    m_windowSeconds = seconds;
    m_spanMs = 0; // a chosen window ends any zoom; a paused end stays where it is
    m_windowBox->setCurrentIndex(m_windowBox->findData(seconds));
    m_settings.setChartWindowSeconds(seconds);
    refresh();
    Q_EMIT windowChanged(seconds);
}

void GpuChartWidget::setGpuVisible(const QString &uuid, bool visible)
{
    if (visible == isGpuVisible(uuid))
        return;
    if (visible)
        m_hidden.remove(uuid);
    else
        m_hidden.insert(uuid);
    for (int i = 0; i < m_gpuList->count(); ++i) {
        QListWidgetItem *item = m_gpuList->item(i);
        if (item->data(Qt::UserRole).toString() == uuid) {
            const QSignalBlocker block(m_gpuList);
            item->setCheckState(visible ? Qt::Checked : Qt::Unchecked);
        }
    }
    refresh();
}

void GpuChartWidget::setEndTime(qint64 msecs)
{
    m_endTime = msecs;
    m_liveButton->setVisible(msecs != 0);
    scheduleRefresh();
}

void GpuChartWidget::setClock(qint64 originMs, double scale)
{
    m_clockOrigin = originMs;
    m_clockScale = scale > 0 ? scale : 1;
    scheduleRefresh();
}

qint64 GpuChartWidget::toDisplay(qint64 wallMs) const
{
    if (m_clockScale == 1)
        return wallMs;
    return m_clockOrigin + qint64(std::llround(double(wallMs - m_clockOrigin) * m_clockScale));
}

qint64 GpuChartWidget::toWall(qint64 displayMs) const
{
    if (m_clockScale == 1)
        return displayMs;
    return m_clockOrigin + qint64(std::llround(double(displayMs - m_clockOrigin) / m_clockScale));
}

void GpuChartWidget::scheduleRefresh()
{
    m_dirty = true;
    if (isVisible())
        QTimer::singleShot(0, this, [this] {
            if (m_dirty)
                refresh();
        });
}

void GpuChartWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_refreshTimer.start();
    if (m_dirty)
        refresh();
}

void GpuChartWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_refreshTimer.stop(); // a hidden chart costs nothing; showEvent catches up
}

void GpuChartWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void GpuChartWidget::applyPalette()
{
    const QPalette pal = palette();
    d->chart->setBackgroundBrush(pal.base());
    d->chart->setPlotAreaBackgroundVisible(false);
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.15f);
    for (QAbstractAxis *axis :
         { static_cast<QAbstractAxis *>(d->xAxis), static_cast<QAbstractAxis *>(d->yAxis) }) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
    d->limitLabel->setBrush(text);
    QPen cross(text, 1, Qt::DotLine);
    d->crosshair->setPen(cross);
    QPen limit(text, 1.2, Qt::DashLine);
    d->limitLine->setPen(limit);
}

void GpuChartWidget::rebuildGpuList()
{
    const QStringList uuids = m_history ? m_history->gpuUuids() : QStringList();
    bool same = m_gpuList->count() == uuids.size();
    for (int i = 0; same && i < uuids.size(); ++i)
        same = m_gpuList->item(i)->data(Qt::UserRole).toString() == uuids[i];
    if (same)
        return;
    const QSignalBlocker block(m_gpuList);
    m_gpuList->clear();
    for (const QString &uuid : uuids) {
        const int index = m_history->gpuIndex(uuid);
        auto *item = new QListWidgetItem(tr("GPU %1").arg(index), m_gpuList);
        QPixmap swatch(12, 12);
        swatch.fill(gpuColor(index));
        item->setIcon(QIcon(swatch));
        item->setData(Qt::UserRole, uuid);
        item->setToolTip(QStringLiteral("%1\n%2").arg(m_history->gpuName(uuid), uuid));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(isGpuVisible(uuid) ? Qt::Checked : Qt::Unchecked);
    }
}

void GpuChartWidget::onItemChanged(QListWidgetItem *item)
{
    setGpuVisible(item->data(Qt::UserRole).toString(), item->checkState() == Qt::Checked);
}

QColor GpuChartWidget::gpuColor(int gpuIndex)
{
    return QColor::fromRgb(Palette16[(gpuIndex < 0 ? 0 : gpuIndex) % 16]);
}

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
    // One point per pixel column: drawing cost stays flat whatever the window.
    const int maxPoints = std::max(100, int(d->chart->plotArea().width()));

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
        d->yAxis->setTitleText(tr("Memory used (GiB)"));
        top = std::max(std::isnan(limit) ? 0.0 : limit, seenMax);
        top = top > 0 ? top * 1.08 : 1;
        break;
    case GpuMetric::Utilization:
        d->yAxis->setTitleText(tr("Utilisation (%)"));
        top = 105;
        break;
    case GpuMetric::Temperature:
        d->yAxis->setTitleText(tr("Temperature (°C)"));
        top = std::max(90.0, seenMax + 5);
        break;
    case GpuMetric::Power:
        d->yAxis->setTitleText(tr("Power (W)"));
        top = std::max(std::isnan(limit) ? 0.0 : limit, seenMax);
        top = top > 0 ? top * 1.08 : 100;
        break;
    }
    d->yAxis->setRange(0, top);
    const double step = niceStep(top, 5);
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

QString GpuChartWidget::axisTitle() const
{
    return d->yAxis->titleText();
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
