// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuBarsWidget.h"

#include "monitor/GpuMonitor.h"

#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>

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
{
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(4, 4, 4, 4);
    m_grid->setHorizontalSpacing(10);
    m_grid->setVerticalSpacing(2);
    m_grid->setColumnStretch(1, 1);
    setMonitor(monitor);
}

GpuBarsWidget::~GpuBarsWidget() = default;

void GpuBarsWidget::setMonitor(GpuMonitor *monitor)
{
    if (m_monitor)
        m_monitor->disconnect(this);
    m_monitor = monitor;
    clearRows();
    if (!monitor)
        return;
    connect(monitor, &GpuMonitor::sampled, this, &GpuBarsWidget::setSamples);
    connect(monitor, &GpuMonitor::gpuLost, this, [this](const QString &uuid, int) { markLost(uuid); });
    setSamples(monitor->latest());
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
    r.name = new QLabel(this);
    r.memory = new QProgressBar(this);
    r.memory->setRange(0, 1000);
    r.memory->setTextVisible(true);
    // Wide enough for the longest text it shows, so the numbers are never cut.
    r.memory->setMinimumWidth(
        r.memory->fontMetrics().horizontalAdvance(
            tr("%1 / %2 GiB (%3 %)")
                .arg(QStringLiteral("888.8"), QStringLiteral("888.8"), QStringLiteral("100")))
        + 28);
    r.util = new QLabel(this);
    r.temp = new QLabel(this);
    r.power = new QLabel(this);
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
    return *it;
}

void GpuBarsWidget::setSamples(const QList<GpuSample> &tick)
{
    for (const GpuSample &s : tick) {
        if (!s.isValid() || s.uuid.isEmpty())
            continue;
        update(rowFor(s), s);
    }
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

bool GpuBarsWidget::isLost(const QString &uuid) const
{
    return m_rows.value(uuid).lost;
}

} // namespace ic
