// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuBarsWidget.h"

#include "monitor/GpuMonitor.h"

#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace ic {

namespace {
// Why a value is missing: nvidia-smi's own token, with a hint for the common MIG case.
QString unavailableReason(const GpuSample &s, QStringView field)
{
    const GpuValue *v = s.value(field);
    if (!v)
        return GpuBarsWidget::tr("%1 was not queried").arg(field.toString());
    if (v->unavailable) {
        QString reason = GpuBarsWidget::tr("nvidia-smi reports %1 for %2").arg(v->text, field.toString());
        if (v->text == QLatin1String("[N/A]") && field == QLatin1String("utilization.gpu"))
            reason += GpuBarsWidget::tr(" (not reported for the whole GPU while MIG is enabled)");
        return reason;
    }
    return GpuBarsWidget::tr("%1 is not a number: %2").arg(field.toString(), v->text);
}

void setValue(QLabel *label, double v, const QString &text, const QString &reason)
{
    if (std::isnan(v)) {
        label->setText(GpuBarsWidget::tr("n/a"));
        label->setToolTip(reason);
    } else {
        label->setText(text);
        label->setToolTip(QString());
    }
    label->setEnabled(!std::isnan(v));
}
} // namespace

GpuBarsWidget::GpuBarsWidget(GpuMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_scroll(new QScrollArea(this))
    , m_rowsWidget(new QWidget)
{
    // Above the rows: where the readings come from, when that is not the host's own nvidia-smi.
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("gpuSource"));
    m_source->setTextFormat(Qt::PlainText);
    m_source->setWordWrap(true); // also says why a host has no GPU readings, in a sentence
    m_source->hide();
    m_grid = new QGridLayout(m_rowsWidget);
    m_grid->setContentsMargins(4, 4, 4, 4);
    m_grid->setHorizontalSpacing(10);
    m_grid->setVerticalSpacing(1);
    m_grid->setColumnStretch(1, 1);
    m_grid->setRowStretch(0, 0);
    // Sixteen GPUs do not fit a short dock: the rows scroll here, so the dock itself never has to
    // and the chart above keeps its room. At least a few rows stay in sight.
    m_scroll->setObjectName(QStringLiteral("gpuBarsScroll"));
    m_scroll->setWidget(m_rowsWidget);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Across, the rows keep their full width (the numbers are never cut); the dock gives it them.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setMinimumHeight(3 * QProgressBar().sizeHint().height() + 8);
    m_scroll->viewport()->installEventFilter(this); // rows as compact as the height asks
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_source);
    layout->addWidget(m_scroll, 1);
    m_sourceTick = new QTimer(this);
    m_sourceTick->setInterval(1000);
    connect(m_sourceTick, &QTimer::timeout, this, &GpuBarsWidget::refreshSource);
    setMonitor(monitor);
}

QString GpuBarsWidget::sourceText() const
{
    return m_source->isHidden() ? QString() : m_source->text();
}

void GpuBarsWidget::refreshSource()
{
    const bool external = m_monitor && m_monitor->sampleSource() == GpuMonitor::SampleSource::External;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool stale = external && m_monitor->isStale(now);
    if (!external && m_monitor && m_monitor->gpusNotMeasured()) {
        // No GPU tool (or one that fails, or no GPUs): the reason instead of an empty list.
        m_sourceTick->stop();
        m_source->setText(m_monitor->toolReason());
        m_source->setStyleSheet(QString());
        // Wide enough for the sentence to read as one, not a word per line.
        m_source->setMinimumWidth(m_source->fontMetrics().averageCharWidth() * 32);
        m_source->setToolTip(m_monitor->lastError());
        m_source->show();
    } else if (!external) {
        m_source->setMinimumWidth(0);
        m_source->hide();
        m_sourceTick->stop();
    } else {
        m_sourceTick->start();
        const qint64 last = m_monitor->history().lastSampleMsecs();
        QString text;
        if (last <= 0)
            text = tr("From Prometheus: no reading yet");
        else
            text = tr("From Prometheus: newest reading %1 s old")
                       .arg(QLocale().toString(double(now - last) / 1000.0, 'f', 0));
        if (stale)
            text += QStringLiteral(" — ") + tr("stale (older than two scrape intervals)");
        m_source->setText(text);
        m_source->setStyleSheet(stale ? QStringLiteral("color: #b26a00; font-weight: bold;") : QString());
        m_source->setToolTip(m_monitor->lastError());
        m_source->show();
    }
    if (stale || stale != m_stale) {
        for (const Row &r : std::as_const(m_rows))
            r.memory->setEnabled(!stale && !r.lost);
    }
    m_stale = stale;
}

GpuBarsWidget::~GpuBarsWidget() = default;

void GpuBarsWidget::setMonitor(GpuMonitor *monitor)
{
    if (m_monitor)
        m_monitor->disconnect(this);
    m_monitor = monitor;
    clearRows();
    m_stale = false;
    refreshSource();
    if (!monitor)
        return;
    connect(monitor, &GpuMonitor::sampled, this, &GpuBarsWidget::setSamples);
    connect(monitor, &GpuMonitor::gpuLost, this, [this](const QString &uuid, int) { markLost(uuid); });
    connect(monitor, &GpuMonitor::toolStateChanged, this, &GpuBarsWidget::refreshSource);
    setSamples(monitor->latest());
    refreshSource();
}

void GpuBarsWidget::clearRows()
{
    for (const Row &r : std::as_const(m_rows)) {
        delete r.name;
        delete r.memory;
        delete r.util;
        delete r.temp;
        delete r.power;
    }
    m_rows.clear();
    m_order.clear();
}

GpuBarsWidget::Row &GpuBarsWidget::rowFor(const GpuSample &s)
{
    auto it = m_rows.find(s.uuid);
    if (it != m_rows.end())
        return *it;
    // Rows stay in index order; a new GPU re-lays the grid (rare: start or hot-plug).
    Row r;
    r.name = new QLabel(m_rowsWidget);
    r.memory = new QProgressBar(m_rowsWidget);
    r.memory->setRange(0, 1000);
    r.memory->setTextVisible(true);
    // Wide enough for the longest text it shows, so the numbers are never cut.
    r.memory->setMinimumWidth(
        r.memory->fontMetrics().horizontalAdvance(
            tr("%1 / %2 GiB (%3 %)")
                .arg(QStringLiteral("888.8"), QStringLiteral("888.8"), QStringLiteral("100")))
        + 28);
    r.util = new QLabel(m_rowsWidget);
    r.temp = new QLabel(m_rowsWidget);
    r.power = new QLabel(m_rowsWidget);
    for (QLabel *l : { r.util, r.temp, r.power })
        l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    r.index = s.index;
    it = m_rows.insert(s.uuid, r);
    m_order.append(s.uuid);
    std::sort(m_order.begin(), m_order.end(), [this](const QString &a, const QString &b) {
        const int ia = m_rows.value(a).index, ib = m_rows.value(b).index;
        return ia != ib ? ia < ib : a < b;
    });
    for (int i = 0; i < m_order.size(); ++i) {
        const Row &row = m_rows[m_order[i]];
        m_grid->addWidget(row.name, i, 0);
        m_grid->addWidget(row.memory, i, 1);
        m_grid->addWidget(row.util, i, 2);
        m_grid->addWidget(row.temp, i, 3);
        m_grid->addWidget(row.power, i, 4);
    }
    m_grid->setRowStretch(int(m_order.size()), 1); // rows keep their height at the top
    m_rowHeight = 0;
    fitRows();
    return *it;
}

void GpuBarsWidget::setSamples(const QList<GpuSample> &tick)
{
    for (const GpuSample &s : tick) {
        if (!s.isValid() || s.uuid.isEmpty())
            continue;
        update(rowFor(s), s);
    }
    if (m_monitor && m_monitor->sampleSource() == GpuMonitor::SampleSource::External)
        refreshSource();
    fitWidth();
}

bool GpuBarsWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        fitRows();
    return QWidget::eventFilter(watched, event);
}

void GpuBarsWidget::fitRows()
{
    const int n = int(m_order.size());
    if (n == 0)
        return;
    // The style's row where there is room for all; else shorter rows, down to a line of text
    // (the bar's figures still read), and only then a scroll bar.
    const int natural = QProgressBar().sizeHint().height();
    const int least = fontMetrics().height() + 2;
    const QMargins margins = m_grid->contentsMargins();
    const int room = m_scroll->viewport()->height() - margins.top() - margins.bottom();
    const int height = std::clamp(room / n - m_grid->verticalSpacing(), least, std::max(least, natural));
    if (height == m_rowHeight)
        return;
    m_rowHeight = height;
    for (const Row &r : std::as_const(m_rows))
        r.memory->setFixedHeight(height);
}

void GpuBarsWidget::fitWidth()
{
    // The rows' own minimum plus room for the scroll bar, so that neither cuts a number.
    const int width = m_grid->minimumSize().width() + m_scroll->verticalScrollBar()->sizeHint().width();
    if (width != m_scroll->minimumWidth())
        m_scroll->setMinimumWidth(width);
}

void GpuBarsWidget::update(Row &row, const GpuSample &s)
{
    row.lost = false;
    row.index = s.index;
    row.name->setText(tr("GPU %1").arg(s.index));
    row.name->setToolTip(QStringLiteral("%1\n%2").arg(s.name, s.uuid));
    row.memory->setEnabled(true);
    const bool memKnown
        = !std::isnan(s.memoryUsedMiB) && !std::isnan(s.memoryTotalMiB) && s.memoryTotalMiB > 0;
    if (memKnown) {
        const double frac = std::clamp(s.memoryUsedMiB / s.memoryTotalMiB, 0.0, 1.0);
        row.memory->setValue(int(std::lround(frac * 1000)));
        row.memory->setFormat(tr("%1 / %2 GiB (%3 %)")
                                  .arg(s.memoryUsedMiB / 1024.0, 0, 'f', 1)
                                  .arg(s.memoryTotalMiB / 1024.0, 0, 'f', 1)
                                  .arg(frac * 100, 0, 'f', 0));
        row.memory->setToolTip(QString());
    } else {
        row.memory->setValue(0);
        row.memory->setFormat(tr("n/a"));
        row.memory->setToolTip(unavailableReason(
            s, std::isnan(s.memoryUsedMiB) ? QStringView(u"memory.used") : QStringView(u"memory.total")));
    }
    setValue(row.util, s.utilizationPercent, tr("%1 %").arg(s.utilizationPercent, 0, 'f', 0),
             unavailableReason(s, u"utilization.gpu"));
    setValue(row.temp, s.temperatureC, tr("%1 °C").arg(s.temperatureC, 0, 'f', 0),
             unavailableReason(s, u"temperature.gpu"));
    const QString power = std::isnan(s.powerLimitW)
        ? tr("%1 W").arg(s.powerDrawW, 0, 'f', 0)
        : tr("%1 / %2 W").arg(s.powerDrawW, 0, 'f', 0).arg(s.powerLimitW, 0, 'f', 0);
    setValue(row.power, s.powerDrawW, power, unavailableReason(s, u"power.draw"));
}

void GpuBarsWidget::markLost(const QString &uuid)
{
    auto it = m_rows.find(uuid);
    if (it == m_rows.end())
        return;
    it->lost = true;
    it->memory->setValue(0);
    it->memory->setFormat(tr("lost"));
    it->memory->setEnabled(false);
    const QString why = tr("This GPU is missing from nvidia-smi's output (fell off the bus?)");
    it->memory->setToolTip(why);
    for (QLabel *l : { it->util, it->temp, it->power }) {
        l->setText(tr("lost"));
        l->setToolTip(why);
        l->setEnabled(false);
    }
}

QString GpuBarsWidget::text(const QString &uuid, Column column) const
{
    auto it = m_rows.constFind(uuid);
    if (it == m_rows.cend())
        return QString();
    switch (column) {
    case Column::Name:
        return it->name->text();
    case Column::Memory:
        return it->memory->text();
    case Column::Utilization:
        return it->util->text();
    case Column::Temperature:
        return it->temp->text();
    case Column::Power:
        return it->power->text();
    }
    return QString();
}

QString GpuBarsWidget::toolTip(const QString &uuid, Column column) const
{
    auto it = m_rows.constFind(uuid);
    if (it == m_rows.cend())
        return QString();
    switch (column) {
    case Column::Name:
        return it->name->toolTip();
    case Column::Memory:
        return it->memory->toolTip();
    case Column::Utilization:
        return it->util->toolTip();
    case Column::Temperature:
        return it->temp->toolTip();
    case Column::Power:
        return it->power->toolTip();
    }
    return QString();
}

QString GpuBarsWidget::clipProblem() const
{
    if (!isVisible() || m_order.isEmpty())
        return QString();
    // A diagnostic for the screenshot tests (printed, never shown in the window): not translated.
    // What shows of the rows: the scroll area's viewport. A row cut at its edge is fine only when
    // the scroll bar that reaches the rest is there.
    const QRect shown = m_scroll->viewport()->rect();
    const QScrollBar *down = m_scroll->verticalScrollBar();
    const QScrollBar *across = m_scroll->horizontalScrollBar();
    const Row &first = m_rows.value(m_order.constFirst());
    const QRect firstRow
        = first.memory->geometry().united(first.name->geometry()).united(first.power->geometry());
    if (shown.height() < firstRow.bottom() + 1 - down->value())
        return QStringLiteral("the GPU bars show %1 px of a %2 px row")
            .arg(shown.height())
            .arg(firstRow.height());
    if (m_rowsWidget->height() > shown.height() && !down->isVisible())
        return QStringLiteral("the GPU bars are cut: %1 px of rows in %2 px and no scroll bar")
            .arg(m_rowsWidget->height())
            .arg(shown.height());
    if (m_rowsWidget->width() > shown.width() && !across->isVisible())
        return QStringLiteral("the GPU bars are cut: %1 px wide in %2 px and no scroll bar")
            .arg(m_rowsWidget->width())
            .arg(shown.width());
    for (const QString &uuid : m_order) {
        const Row &r = m_rows.value(uuid);
        for (const QWidget *w :
             std::initializer_list<const QWidget *> { r.name, r.memory, r.util, r.temp, r.power }) {
            if (w->width() < w->minimumSizeHint().width())
                return QStringLiteral("GPU %1's %2 is squeezed to %3 px of the %4 px it needs")
                    .arg(r.index)
                    .arg(QString::fromLatin1(w->metaObject()->className()))
                    .arg(w->width())
                    .arg(w->minimumSizeHint().width());
        }
    }
    return QString();
}

bool GpuBarsWidget::isLost(const QString &uuid) const
{
    return m_rows.value(uuid).lost;
}

} // namespace ic
