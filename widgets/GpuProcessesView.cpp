// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuProcessesView.h"

#include "GpuProcessModel.h"
#include "monitor/GpuMonitor.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace ic {

GpuProcessesView::GpuProcessesView(GpuMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_model(new GpuProcessModel(this))
    , m_table(new QTableView(this))
    , m_summary(new QLabel(this))
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(GpuProcessModel::SortRole);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GpuProcessModel::Gpu, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    setMonitor(monitor);
}

void GpuProcessesView::setMonitor(GpuMonitor *monitor)
{
    if (m_monitor)
        m_monitor->disconnect(this);
    m_monitor = monitor;
    if (monitor) {
        connect(monitor, &GpuMonitor::processesChanged, this, &GpuProcessesView::reevaluate);
        connect(monitor, &GpuMonitor::processTableChanged, this, &GpuProcessesView::reevaluate);
    }
    reevaluate();
}

void GpuProcessesView::setServiceMainPid(qint64 pid)
{
    if (pid == m_mainPid)
        return;
    m_mainPid = pid;
    reevaluate();
}

void GpuProcessesView::reevaluate()
{
    if (!m_monitor) {
        m_model->setReport({});
        m_summary->setText(tr("No host selected."));
        return;
    }
    QHash<QString, int> indexes;
    for (const GpuSample &s : m_monitor->latest())
        indexes.insert(s.uuid, s.index);
    m_model->setReport(
        findLeftoverProcesses(m_monitor->processes(), m_mainPid, m_monitor->processTable(), indexes));
    m_summary->setText(summary());
}

QString GpuProcessesView::summary() const
{
    const LeftoverReport &r = m_model->report();
    if (!r.error.isEmpty())
        return r.error;
    if (r.rows.isEmpty())
        return tr("No process holds GPU memory.");
    if (r.leftoverCount == 0)
        return tr("%n process(es) on the GPUs, all part of the service.", nullptr, int(r.rows.size()));
    if (r.leftoverCount == 1) {
        for (const GpuProcessVerdict &v : r.rows) {
            if (v.leftover)
                return v.sentence;
        }
    }
    return tr("%n leftover process(es) holding %1 outside the service.", nullptr, r.leftoverCount)
        .arg(formatGiB(r.leftoverMiB));
}

} // namespace ic
