// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuChartPainter.h"

#include "GpuChartSnapshot.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QPen>
#include <QSet>
#include <QTextDocument>
#include <QTextOption>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ic {

namespace {

// Mid-luminance hues that read on the default light and on dark palettes.
constexpr QRgb Palette16[16]
    = { 0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf,
        0xbcbd22, 0x5254a3, 0xb8860b, 0x00897b, 0xc2185b, 0x7cb342, 0x546e7a, 0xf9a825 };

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

GpuChartPainter::GpuChartPainter(QWidget *parent)
    : QObject(parent)
    , m_chart(new QChart)
    , m_xAxis(new QDateTimeAxis)
    , m_yAxis(new QValueAxis)
{
    m_chart->legend()->hide(); // the checkable GPU list is the legend
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_yAxis->setTickType(QValueAxis::TicksDynamic);
    m_yAxis->setTickAnchor(0);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    m_limitLine = newSeries();
    m_limitLabel = new QGraphicsSimpleTextItem(m_chart);
    m_crosshair = new QGraphicsLineItem(m_chart);
    m_crosshair->setZValue(20);
    m_crosshair->hide();
    m_message = new QGraphicsTextItem(m_chart);
    m_message->setZValue(30);
    m_message->hide();
    m_view = new QChartView(m_chart, parent);
    m_view->setRenderHint(QPainter::Antialiasing, true);
    connect(m_chart, &QChart::plotAreaChanged, this, &GpuChartPainter::plotAreaChanged);
}

GpuChartPainter::~GpuChartPainter() = default;

QAbstractScrollArea *GpuChartPainter::view() const
{
    return m_view;
}

QColor GpuChartPainter::gpuColor(int gpuIndex)
{
    return QColor::fromRgb(Palette16[(gpuIndex < 0 ? 0 : gpuIndex) % 16]);
}

void GpuChartPainter::applyPalette(const QPalette &pal)
{
    m_chart->setBackgroundBrush(pal.base());
    m_chart->setPlotAreaBackgroundVisible(false);
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.15f);
    for (QAbstractAxis *axis :
         { static_cast<QAbstractAxis *>(m_xAxis), static_cast<QAbstractAxis *>(m_yAxis) }) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
    m_limitLabel->setBrush(text);
    m_message->setDefaultTextColor(text);
    QPen cross(text, 1, Qt::DotLine);
    m_crosshair->setPen(cross);
    QPen limit(text, 1.2, Qt::DashLine);
    m_limitLine->setPen(limit);
}

QLineSeries *GpuChartPainter::newSeries()
{
    auto *s = new QLineSeries;
    s->setUseOpenGL(false);
    m_chart->addSeries(s);
    s->attachAxis(m_xAxis);
    s->attachAxis(m_yAxis);
    return s;
}

void GpuChartPainter::setTimeAxis(qint64 shownFrom, qint64 shownTo)
{
    const qint64 displaySpan = shownTo - shownFrom;
    m_xAxis->setRange(QDateTime::fromMSecsSinceEpoch(shownFrom), QDateTime::fromMSecsSinceEpoch(shownTo));
    m_xAxis->setFormat(displaySpan <= 600'000 ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm"));
    // One label per ~110 px, so they are never elided.
    m_xAxis->setTickCount(std::clamp(int(m_chart->plotArea().width() / 110) + 1, 3, 9));
}

int GpuChartPainter::pointsPerGpu() const
{
    // One drawn point per pixel column: a bucket with a spread is drawn as two points, so there
    // is one bucket per two columns. Drawing cost stays flat whatever the window.
    return std::max(100, int(m_chart->plotArea().width()) / 2);
}

void GpuChartPainter::draw(const GpuChartSnapshot &snapshot)
{
    drawGpus(snapshot);
    const double top = drawValueAxis(snapshot);
    drawEvents(snapshot, top);
    drawMessage(snapshot);
}

void GpuChartPainter::drawMessage(const GpuChartSnapshot &snapshot)
{
    bool anyLine = false;
    for (const GpuChartSnapshot::Gpu &gpu : snapshot.gpus)
        anyLine = anyLine || !gpu.runs.isEmpty();
    // No reading to draw and a reason why: the reason, not an empty 0–1 GiB axis.
    const bool axis = anyLine || snapshot.message.isEmpty();
    if (m_yAxis->isVisible() != axis)
        m_yAxis->setVisible(axis);
    if (!axis) {
        m_limitLine->replace(QList<QPointF>());
        m_limitLabel->hide();
    }
    if (snapshot.message.isEmpty()) {
        m_message->hide();
        return;
    }
    const QRectF plot = m_chart->plotArea();
    if (m_message->toPlainText() != snapshot.message)
        m_message->setPlainText(snapshot.message);
    QTextOption option = m_message->document()->defaultTextOption();
    option.setAlignment(Qt::AlignHCenter);
    option.setWrapMode(QTextOption::WordWrap);
    m_message->document()->setDefaultTextOption(option);
    m_message->setTextWidth(std::max(120.0, std::min(plot.width() - 24, 520.0)));
    const QRectF box = m_message->boundingRect();
    // Centred in the plot; on a short plot, at its top, so the first line always shows.
    const qreal y = std::max(plot.top() + 4, plot.center().y() - box.height() / 2);
    m_message->setPos(plot.center().x() - box.width() / 2, anyLine ? plot.top() + 4 : y);
    m_message->show();
}

QString GpuChartPainter::shownMessage() const
{
    return m_message->isVisible() ? m_message->toPlainText() : QString();
}

bool GpuChartPainter::isValueAxisShown() const
{
    return m_yAxis->isVisible();
}

void GpuChartPainter::drawGpus(const GpuChartSnapshot &snapshot)
{
    QSet<QString> present;
    for (const GpuChartSnapshot::Gpu &gpu : snapshot.gpus) {
        present.insert(gpu.uuid);
        QList<QLineSeries *> &pool = m_segments[gpu.uuid];
        const QColor color = gpuColor(gpu.index);
        while (pool.size() < gpu.runs.size()) {
            QLineSeries *s = newSeries();
            s->setPen(QPen(color, 1.6));
            s->setName(tr("GPU %1").arg(gpu.index));
            pool.append(s);
        }
        for (int i = 0; i < pool.size(); ++i) {
            pool[i]->setColor(color);
            pool[i]->replace(i < gpu.runs.size() ? gpu.runs[i] : QList<QPointF>());
        }
    }
    // GPUs of a previous host: empty their series (kept for reuse, bounded by GPU count).
    for (auto it = m_segments.begin(); it != m_segments.end();) {
        if (present.contains(it.key())) {
            ++it;
            continue;
        }
        for (QLineSeries *s : std::as_const(*it)) {
            m_chart->removeSeries(s);
            delete s;
        }
        it = m_segments.erase(it);
    }
}

double GpuChartPainter::drawValueAxis(const GpuChartSnapshot &snapshot)
{
    // Y axis: the unit, the total or limit marked with a dashed line.
    const double limit = snapshot.limit;
    const double seenMax = snapshot.seenMax;
    double top = 0;
    int decimals = 0;
    switch (snapshot.metric) {
    case GpuMetric::MemoryUsed:
        setAxisTitle(tr("Memory used (GiB)"), tr("GiB", "unit on the GPU chart's value axis"));
        top = std::max(std::isnan(limit) ? 0.0 : limit, seenMax);
        top = top > 0 ? top * 1.08 : 1;
        break;
    case GpuMetric::Utilization:
        setAxisTitle(tr("Utilisation (%)"), QStringLiteral("%"));
        top = 105;
        break;
    case GpuMetric::Temperature:
        setAxisTitle(tr("Temperature (°C)"), QStringLiteral("°C"));
        top = std::max(90.0, seenMax + 5);
        break;
    case GpuMetric::Power:
        setAxisTitle(tr("Power (W)"), tr("W", "unit on the GPU chart's value axis: watts"));
        top = std::max(std::isnan(limit) ? 0.0 : limit, seenMax);
        top = top > 0 ? top * 1.08 : 100;
        break;
    }
    fitAxisTitle();
    m_yAxis->setRange(0, top);
    // As many value labels as the plot's height has room for: Qt Charts turns a label taller
    // than its share of the axis into "...".
    const int labelRoom = QFontMetrics(m_yAxis->labelsFont()).height() + 2 * 5 + 2;
    const int labels = std::clamp(int(m_chart->plotArea().height()) / labelRoom, 2, 6);
    const double step = labelStep(top, labels);
    m_yAxis->setTickInterval(step);
    decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2; // small GPUs or MIG slices
    m_yAxis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f"));
    if (!std::isnan(limit)) {
        m_limitLine->replace({ QPointF(snapshot.shownFrom, limit), QPointF(snapshot.shownTo, limit) });
        m_limitLabel->setText(snapshot.metric == GpuMetric::MemoryUsed
                                  ? tr("total %1 GiB").arg(limit, 0, 'f', 1)
                                  : tr("limit %1 W").arg(limit, 0, 'f', 0));
        const QPointF at = m_chart->mapToPosition(QPointF(snapshot.shownFrom, limit), m_limitLine);
        m_limitLabel->setPos(at.x() + 4, at.y() - m_limitLabel->boundingRect().height() - 1);
        m_limitLabel->show();
    } else {
        m_limitLine->replace(QList<QPointF>());
        m_limitLabel->hide();
    }
    return top;
}

void GpuChartPainter::drawEvents(const GpuChartSnapshot &snapshot, double top)
{
    // Service events as vertical markers; labels only where they do not overlap.
    m_drawnEvents.clear();
    for (const GpuChartSnapshot::Event &e : snapshot.events)
        m_drawnEvents.append(e.event);
    while (m_eventLines.size() < snapshot.events.size()) {
        m_eventLines.append(newSeries());
        auto *label = new QGraphicsSimpleTextItem(m_chart);
        label->setZValue(10);
        m_eventLabels.append(label);
    }
    qreal lastLabelRight = -1e9;
    for (int i = 0; i < m_eventLines.size(); ++i) {
        QLineSeries *line = m_eventLines[i];
        QGraphicsSimpleTextItem *label = m_eventLabels[i];
        if (i >= snapshot.events.size()) {
            line->replace(QList<QPointF>());
            label->hide();
            continue;
        }
        const TimelineEvent &e = snapshot.events[i].event;
        const QColor c = eventColor(e.kind);
        line->setPen(QPen(c, labelled(e.kind) ? 1.4 : 0.8, Qt::DashDotLine));
        const qint64 shownAt = snapshot.events[i].shownAt;
        line->replace({ QPointF(shownAt, 0), QPointF(shownAt, top) });
        const QPointF at = m_chart->mapToPosition(QPointF(shownAt, top), line);
        label->setText(e.kind == TimelineEventKind::Phase || e.text.isEmpty() ? Timeline::kindName(e.kind)
                                                                              : e.text);
        label->setBrush(c);
        qreal x = at.x() + 3;
        // Near the right edge the label goes to the left of its line, so it is never cut.
        if (x + label->boundingRect().width() > m_chart->plotArea().right())
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

void GpuChartPainter::setAxisTitle(const QString &full, const QString &unit)
{
    m_fullTitle = full;
    m_shortTitle = unit;
}

qreal GpuChartPainter::titleWidth(const QString &title) const
{
    return QFontMetricsF(m_yAxis->titleFont()).horizontalAdvance(title) + 8;
}

void GpuChartPainter::fitAxisTitle()
{
    // Qt Charts cuts a vertical axis title longer than the plot is tall ("Belegter Spei…"): the
    // name and unit where they fit, the unit alone on a short chart (the metric box names it).
    const QString shown
        = titleWidth(m_fullTitle) <= m_chart->plotArea().height() ? m_fullTitle : m_shortTitle;
    if (m_yAxis->titleText() != shown)
        m_yAxis->setTitleText(shown);
}

QRectF GpuChartPainter::plotArea() const
{
    return m_chart->plotArea();
}

bool GpuChartPainter::onPlot(QPoint viewportPos) const
{
    return m_chart->plotArea().contains(m_chart->mapFromScene(m_view->mapToScene(viewportPos)));
}

qint64 GpuChartPainter::shownTimeAt(QPoint viewportPos) const
{
    const QPointF chartPos = m_chart->mapFromScene(m_view->mapToScene(viewportPos));
    return qint64(m_chart->mapToValue(chartPos).x());
}

QPoint GpuChartPainter::viewportPosition(qint64 shownMsecs, double value) const
{
    const QPointF chartPos = m_chart->mapToPosition(QPointF(double(shownMsecs), value));
    return m_view->mapFromScene(m_chart->mapToScene(chartPos));
}

void GpuChartPainter::showCrosshair(QPoint viewportPos)
{
    const QPointF chartPos = m_chart->mapFromScene(m_view->mapToScene(viewportPos));
    const QRectF plot = m_chart->plotArea();
    m_crosshair->setLine(chartPos.x(), plot.top(), chartPos.x(), plot.bottom());
    m_crosshair->show();
}

void GpuChartPainter::hideCrosshair()
{
    m_crosshair->hide();
}

QColor GpuChartPainter::drawnColor(const QString &uuid) const
{
    const auto pool = m_segments.value(uuid);
    return pool.isEmpty() ? QColor() : pool.first()->color();
}

int GpuChartPainter::drawnSegments(const QString &uuid) const
{
    int n = 0;
    for (QLineSeries *s : m_segments.value(uuid))
        n += s->count() > 0 && s->isVisible();
    return n;
}

int GpuChartPainter::drawnPoints(const QString &uuid) const
{
    int n = 0;
    for (QLineSeries *s : m_segments.value(uuid))
        n += s->count();
    return n;
}

QString GpuChartPainter::axisTitle() const
{
    return m_yAxis->titleText();
}

int GpuChartPainter::plotHeight() const
{
    return int(m_chart->plotArea().height());
}

QString GpuChartPainter::cutText() const
{
    // A diagnostic for the screenshot tests (printed, never shown in the window): not translated.
    QStringList cut;
    if (!axisTitleFits())
        cut << QStringLiteral("the value axis title \"%1\" on a %2 px plot")
                   .arg(axisTitle())
                   .arg(plotHeight());
    if (m_yAxis->labelsTruncated())
        cut << QStringLiteral("the value labels (a %1 px plot)").arg(plotHeight());
    if (m_xAxis->labelsTruncated())
        cut << QStringLiteral("the time labels (a %1 px wide plot)").arg(int(m_chart->plotArea().width()));
    return cut.join(QStringLiteral(", "));
}

bool GpuChartPainter::axisTitleFits() const
{
    return titleWidth(axisTitle()) <= m_chart->plotArea().height();
}

double GpuChartPainter::axisMaximum() const
{
    return m_yAxis->max();
}

} // namespace ic
