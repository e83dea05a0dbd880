// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuNowRow.h"

#include "GpuBarsWidget.h"
#include "GpuProcessesView.h"
#include "models/GpuProcessModel.h"

#include <QResizeEvent>
#include <QSplitter>
#include <QStackedLayout>
#include <QTabWidget>

namespace ic {

GpuNowRow::GpuNowRow(GpuBarsWidget *bars, GpuProcessesView *processes, QWidget *parent)
    : QWidget(parent)
    , m_bars(bars)
    , m_processes(processes)
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_tabs(new QTabWidget(this))
    , m_layout(new QStackedLayout(this))
{
    m_split->setChildrenCollapsible(false);
    m_tabs->setDocumentMode(true);
    // Slim tabs: the dock is short on height at 1280 x 720 and the bars need every row of it.
    m_tabs->setStyleSheet(QStringLiteral("QTabBar::tab { padding: 0px 10px; margin: 0px; }"));
    m_tabs->setObjectName(QStringLiteral("gpuNowTabs"));
    m_layout->addWidget(m_split);
    m_layout->addWidget(m_tabs);
    arrange(false);
    m_split->installEventFilter(this);
    m_bars->installEventFilter(this);
    GpuProcessModel *model = processes->model();
    connect(model, &GpuProcessModel::modelReset, this, &GpuNowRow::updateProcessesTitle);
    connect(model, &GpuProcessModel::rowsInserted, this, &GpuNowRow::updateProcessesTitle);
    connect(model, &GpuProcessModel::rowsRemoved, this, &GpuNowRow::updateProcessesTitle);
    connect(model, &GpuProcessModel::dataChanged, this, &GpuNowRow::updateProcessesTitle);
}

int GpuNowRow::sideBySideWidth() const
{
    return m_bars->sizeHint().width() + m_split->handleWidth() + ReadableTableWidth;
}

void GpuNowRow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rearrange();
}

bool GpuNowRow::eventFilter(QObject *watched, QEvent *event)
{
    // The bars' width grows when the host's GPUs arrive, without this row changing size.
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &GpuNowRow::rearrange, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void GpuNowRow::rearrange()
{
    const bool stacked = width() < sideBySideWidth();
    if (stacked != m_stacked)
        arrange(stacked);
}

void GpuNowRow::arrange(bool stacked)
{
    m_stacked = stacked;
    if (stacked) {
        const int current = m_tabs->currentIndex();
        m_tabs->addTab(m_bars, tr("Current values"));
        m_tabs->addTab(m_processes, QString());
        m_tabs->setCurrentIndex(qMax(0, current));
        m_layout->setCurrentWidget(m_tabs);
    } else {
        m_split->addWidget(m_bars);
        m_split->addWidget(m_processes);
        // The bars take the width their numbers need; the processes table the rest.
        m_split->setStretchFactor(0, 0);
        m_split->setStretchFactor(1, 1);
        m_layout->setCurrentWidget(m_split);
    }
    if (!stacked) {
        m_bars->show();
        m_processes->show();
    }
    updateProcessesTitle();
}

void GpuNowRow::updateProcessesTitle()
{
    const int index = m_tabs->indexOf(m_processes);
    if (index < 0)
        return;
    const int leftovers = m_processes->model()->leftoverCount();
    m_tabs->setTabText(index,
                       leftovers > 0 ? tr("Processes (%n leftover)", nullptr, leftovers) : tr("Processes"));
    m_tabs->setTabToolTip(index, m_processes->summary());
}

} // namespace ic
