// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GpuChartWidget, part one: the controls, the GPU list and its colours, settings and the clock.
// Part two (GpuChartInteraction.cpp) zooms, pans and reads out; part three (GpuChartDrawing.cpp)
// redraws the chart.
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
constexpr int MaxRefreshHz = 1;

// Mid-luminance hues that read on the default light and on dark palettes.
constexpr QRgb Palette16[16]
    = { 0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf,
        0xbcbd22, 0x5254a3, 0xb8860b, 0x00897b, 0xc2185b, 0x7cb342, 0x546e7a, 0xf9a825 };

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
    // Small enough for the dock of a 1280 x 720 screen, with the bars below; the axis title
    // shortens to its unit where the plot is short (fitAxisTitle).
    d->view->setMinimumSize(240, 100);
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

} // namespace ic
