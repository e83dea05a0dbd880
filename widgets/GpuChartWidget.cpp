// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuChartWidget.h"

#include "GpuChartPainter.h"
#include "GpuChartSnapshot.h"
#include "config/Settings.h"
#include "monitor/GpuMonitor.h"
#include "monitor/Timeline.h"

#include <QAbstractScrollArea>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ic {

namespace {
constexpr int MaxRefreshHz = 1;
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
    , m_settings(settings)
    , m_metric(gpuMetricFromKey(settings.chartMetric()))
    , m_time(settings.chartWindowSeconds())
{
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
    m_windowBox->setCurrentIndex(m_windowBox->findData(m_time.windowSeconds()));
    connect(m_metricBox, &QComboBox::activated, this,
            [this](int i) { setMetric(GpuMetric(m_metricBox->itemData(i).toInt())); });
    connect(m_windowBox, &QComboBox::activated, this,
            [this](int i) { setWindowSeconds(m_windowBox->itemData(i).toInt()); });

    m_painter = new GpuChartPainter(this);
    QAbstractScrollArea *view = m_painter->view();
    view->setMouseTracking(true);
    view->viewport()->setMouseTracking(true);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
    view->setFocusPolicy(Qt::StrongFocus);
    view->setToolTip(QString());
    view->setAccessibleDescription(
        tr("Wheel or + and − zoom, drag or the arrow keys move through time, End goes back to live."));
    // Small enough for the dock of a 1280 x 720 screen, with the bars below; the axis title
    // shortens to its unit where the plot is short.
    view->setMinimumSize(240, 100);
    connect(m_painter, &GpuChartPainter::plotAreaChanged, this, [this] { scheduleRefresh(); });

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
    body->addWidget(view, 1);
    body->addWidget(m_gpuList);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addLayout(body, 1);

    m_refreshTimer.setInterval(1000 / MaxRefreshHz);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        // Live: the window follows the clock, so redraw every second while shown.
        if (isVisible() && (m_dirty || m_time.isLive()))
            refresh();
    });
    m_painter->applyPalette(palette());
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
        connect(monitor, &GpuMonitor::toolStateChanged, this, &GpuChartWidget::scheduleRefresh);
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
    if (!m_time.setWindowSeconds(seconds))
        return;
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
    m_time.setEndTime(msecs);
    m_liveButton->setVisible(msecs != 0);
    scheduleRefresh();
}

void GpuChartWidget::setClock(qint64 originMs, double scale)
{
    m_time.setClock(originMs, scale);
    scheduleRefresh();
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
        m_painter->applyPalette(palette());
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
    return GpuChartPainter::gpuColor(gpuIndex);
}

void GpuChartWidget::refresh()
{
    m_dirty = false;
    rebuildGpuList();
    const qint64 to = m_time.endTime() > 0 ? m_time.endTime() : QDateTime::currentMSecsSinceEpoch();
    const qint64 from = to - m_time.wallSpanMs();
    // Drawn on the host's clock (the journal's); the window itself is wall-clock time.
    m_painter->setTimeAxis(m_time.toDisplay(from), m_time.toDisplay(to));
    GpuChartSnapshot snapshot = GpuChartSnapshot::take(m_history, m_timeline, m_metric, m_hidden, from, to,
                                                       m_painter->pointsPerGpu(), m_time);
    if (m_monitor && m_monitor->gpusNotMeasured()) {
        QString what;
        switch (m_metric) {
        case GpuMetric::MemoryUsed:
            what = tr("GPU memory is not charted.");
            break;
        case GpuMetric::Utilization:
            what = tr("GPU utilisation is not charted.");
            break;
        case GpuMetric::Temperature:
            what = tr("GPU temperature is not charted.");
            break;
        case GpuMetric::Power:
            what = tr("GPU power is not charted.");
            break;
        }
        const int retry = std::max(1, m_monitor->toolRetryMs() / 1000);
        snapshot.message = m_monitor->toolReason() + u' ' + what + u'\n'
            + (retry == 60 ? tr("The console asks nvidia-smi again once a minute.")
                           : tr("The console asks nvidia-smi again every %1 s.").arg(retry));
    }
    // An empty list of GPUs beside a chart that says there are none would only add a blank box.
    m_gpuList->setVisible(!snapshot.message.isEmpty() ? m_gpuList->count() > 0 : true);
    m_painter->draw(snapshot);
}

QString GpuChartWidget::shownMessage() const
{
    return m_painter->shownMessage();
}

bool GpuChartWidget::isValueAxisShown() const
{
    return m_painter->isValueAxisShown();
}

QColor GpuChartWidget::drawnColor(const QString &uuid) const
{
    return m_painter->drawnColor(uuid);
}

int GpuChartWidget::drawnSegments(const QString &uuid) const
{
    return m_painter->drawnSegments(uuid);
}

int GpuChartWidget::drawnPoints(const QString &uuid) const
{
    return m_painter->drawnPoints(uuid);
}

QString GpuChartWidget::axisTitle() const
{
    return m_painter->axisTitle();
}

bool GpuChartWidget::axisTitleFits() const
{
    return m_painter->axisTitleFits();
}

int GpuChartWidget::plotHeight() const
{
    return m_painter->plotHeight();
}

QString GpuChartWidget::cutText() const
{
    return m_painter->cutText();
}

double GpuChartWidget::axisMaximum() const
{
    return m_painter->axisMaximum();
}

int GpuChartWidget::drawnEventMarkers() const
{
    return m_painter->drawnEventMarkers();
}

void GpuChartWidget::zoom(double factor, qint64 anchorMsecs)
{
    const bool live = isLive();
    if (!m_time.zoom(factor, anchorMsecs))
        return;
    if (!live && anchorMsecs > 0)
        setEndTime(m_time.endTime()); // the end moved to keep the anchor in place
    refresh();
}

void GpuChartWidget::pan(qint64 deltaMs)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 to = (isLive() ? now : endTime()) + deltaMs;
    if (to >= now) {
        setEndTime(0);
    } else {
        setEndTime(to);
    }
    refresh();
}

void GpuChartWidget::goLive()
{
    m_time.goLive();
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
        = double(windowSeconds()) * 1000.0 / std::max<qreal>(100.0, m_painter->plotArea().width());
    const QList<TimelineEvent> events = m_painter->drawnEvents();
    for (const TimelineEvent &e : events) {
        if (std::abs(double(e.msecs - msecs)) <= 6 * msPerPixel)
            lines << tr("%1: %2").arg(Timeline::kindName(e.kind), e.text);
    }
    return lines.join(QLatin1Char('\n'));
}

bool GpuChartWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_painter->view()->viewport() && viewportEvent(event))
        return true;
    if (watched == m_painter->view() && event->type() == QEvent::KeyPress
        && viewKeyPressed(static_cast<QKeyEvent *>(event)->key()))
        return true;
    return QWidget::eventFilter(watched, event);
}

bool GpuChartWidget::viewportEvent(QEvent *event)
{
    QWidget *viewport = m_painter->view()->viewport();
    switch (event->type()) {
    case QEvent::MouseMove: {
        const auto *me = static_cast<QMouseEvent *>(event);
        const QPoint pos = me->position().toPoint();
        if (m_painter->onPlot(pos) && m_history) {
            const qint64 msecs = toWall(m_painter->shownTimeAt(pos));
            if (m_dragging) {
                const qint64 perPixel
                    = wallSpanMs() / std::max<qint64>(1, qint64(m_painter->plotArea().width()));
                const int dx = pos.x() - m_dragFrom.x();
                m_dragFrom = pos;
                pan(-qint64(dx) * perPixel);
                return true;
            }
            m_painter->showCrosshair(pos);
            const QString text = hoverText(msecs);
            QToolTip::showText(me->globalPosition().toPoint(), text, m_painter->view());
            Q_EMIT hovered(text);
        } else {
            m_painter->hideCrosshair();
            QToolTip::hideText();
        }
        return false;
    }
    case QEvent::Leave:
        m_painter->hideCrosshair();
        QToolTip::hideText();
        return false;
    case QEvent::Wheel: {
        const auto *we = static_cast<QWheelEvent *>(event);
        const qint64 anchor = toWall(m_painter->shownTimeAt(we->position().toPoint()));
        if (we->angleDelta().y() != 0)
            zoom(we->angleDelta().y() > 0 ? 0.8 : 1.25, anchor);
        return true;
    }
    case QEvent::MouseButtonPress: {
        const auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() != Qt::LeftButton)
            return false;
        m_dragging = true;
        m_dragFrom = me->position().toPoint();
        viewport->setCursor(Qt::ClosedHandCursor);
        return true;
    }
    case QEvent::MouseButtonRelease:
        m_dragging = false;
        viewport->unsetCursor();
        return false;
    case QEvent::MouseButtonDblClick:
        goLive();
        return true;
    default:
        return false;
    }
}

bool GpuChartWidget::viewKeyPressed(int key)
{
    const qint64 step = wallSpanMs() / 5;
    switch (key) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoom(0.8, isLive() ? 0 : endTime() - wallSpanMs() / 2);
        return true;
    case Qt::Key_Minus:
        zoom(1.25, isLive() ? 0 : endTime() - wallSpanMs() / 2);
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
        return false;
    }
}

QPoint GpuChartWidget::positionOf(qint64 msecs, double value) const
{
    const QPoint viewPos = m_painter->viewportPosition(toDisplay(msecs), value);
    return m_painter->view()->viewport()->mapTo(this, viewPos);
}

} // namespace ic
