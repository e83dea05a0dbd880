// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuReadingsView.h"

#include "host/HostSession.h"
#include "monitor/GpuMonitor.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ic {

namespace {

QString number(double v, int decimals, const QString &unit)
{
    if (std::isnan(v))
        return QStringLiteral("—");
    return QLocale().toString(v, 'f', decimals) + unit;
}

} // namespace

GpuReadingsView::GpuReadingsView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(0, 6, this))
{
    setAccessibleName(tr("GPU readings"));
    m_table->setObjectName(QStringLiteral("gpuReadings"));
    m_table->setHorizontalHeaderLabels(
        { tr("GPU"), tr("Name"), tr("Memory used / total"), tr("Util"), tr("Temp"), tr("Power") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    showLatest();
}

void GpuReadingsView::setSession(HostSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        m_session->gpus()->disconnect(this);
    m_session = session;
    if (session) {
        connect(session->gpus(), &GpuMonitor::sampled, this, &GpuReadingsView::showLatest);
        connect(session->gpus(), &GpuMonitor::errorOccurred, this, &GpuReadingsView::showLatest);
        connect(session->gpus(), &GpuMonitor::toolStateChanged, this, &GpuReadingsView::showLatest);
    }
    showLatest();
}

void GpuReadingsView::showLatest()
{
    const GpuMonitor *gpus = m_session ? m_session->gpus() : nullptr;
    const QList<GpuSample> latest = gpus ? gpus->latest() : QList<GpuSample>();
    if (!gpus)
        m_status->setText(tr("No host selected."));
    else if (latest.isEmpty() && gpus->gpusNotMeasured())
        m_status->setText(gpus->toolReason());
    else if (latest.isEmpty())
        m_status->setText(gpus->lastError().isEmpty() ? tr("Waiting for nvidia-smi…") : gpus->lastError());
    else
        m_status->setText(gpus->lastError());
    m_status->setVisible(!m_status->text().isEmpty());

    m_table->setRowCount(int(latest.size()));
    for (int r = 0; r < latest.size(); ++r) {
        const GpuSample &g = latest.at(r);
        const QString memory = std::isnan(g.memoryUsedMiB)
            ? QStringLiteral("—")
            : tr("%1 / %2 GiB")
                  .arg(QLocale().toString(g.memoryUsedMiB / 1024.0, 'f', 1),
                       QLocale().toString(g.memoryTotalMiB / 1024.0, 'f', 1));
        const QString cells[] = { QString::number(g.index),
                                  g.name,
                                  memory,
                                  number(g.utilizationPercent, 0, QStringLiteral(" %")),
                                  number(g.temperatureC, 0, QStringLiteral(" °C")),
                                  number(g.powerDrawW, 0, QStringLiteral(" W")) };
        for (int c = 0; c < 6; ++c) {
            QTableWidgetItem *item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                if (c != 1)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, c, item);
            }
            if (item->text() != cells[c])
                item->setText(cells[c]);
        }
    }
}

} // namespace ic
