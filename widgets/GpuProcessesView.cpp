// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuProcessesView.h"

#include "models/GpuProcessModel.h"

#include <QEvent>
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
    // The process name takes the room the numbers leave and is elided; nothing scrolls sideways.
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(GpuProcessModel::Name, QHeaderView::Stretch);
    header->setMinimumSectionSize(m_table->fontMetrics().horizontalAdvance(QStringLiteral("99")) + 8);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->viewport()->installEventFilter(this);
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop); // at the top also when it is all there is
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    connect(m_model, &GpuProcessModel::reevaluated, this, &GpuProcessesView::showModel);
    m_model->setMonitor(monitor);
}

void GpuProcessesView::setSession(HostSession *session)
{
    m_model->setSession(session);
}

void GpuProcessesView::setMonitor(GpuMonitor *monitor)
{
    m_model->setMonitor(monitor);
}

void GpuProcessesView::showModel()
{
    if (!m_model->monitor()) {
        m_summary->setText(tr("No host selected."));
        return;
    }
    m_summary->setText(summary());
    if (!m_model->notMeasuredReason().isEmpty()) {
        m_table->hide();
        return;
    }
    m_table->show();
    fitColumns();
}

bool GpuProcessesView::eventFilter(QObject *watched, QEvent *event)
{
    // The table's own width, which a view hidden in a tab learns only when it is shown.
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

namespace {
/// The width a header section needs to show its title whole (text, margins, sort arrow).
int headerNeed(const QHeaderView *header, int section)
{
    const QString title = header->model()->headerData(section, Qt::Horizontal).toString();
    return header->fontMetrics().horizontalAdvance(title) + 2 * header->fontMetrics().averageCharWidth() + 12;
}
} // namespace

void GpuProcessesView::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int available = m_table->viewport()->width();
    if (available <= 0)
        return;
    const QAbstractItemModel *model = m_table->model();
    auto need = [this, header, model](int column) {
        int widest = headerNeed(header, column);
        for (int row = 0; row < model->rowCount(); ++row)
            widest = qMax(
                widest,
                m_table->fontMetrics().horizontalAdvance(model->index(row, column).data().toString()) + 12);
        return widest;
    };
    // The process name needs its title and a few characters of the name at least.
    const int nameNeed = qMax(headerNeed(header, GpuProcessModel::Name),
                              m_table->fontMetrics().horizontalAdvance(QStringLiteral("VLLM::Wo…")) + 8);
    int used = nameNeed + need(GpuProcessModel::Pid) + need(GpuProcessModel::Memory);
    for (int column : { int(GpuProcessModel::Gpu), int(GpuProcessModel::Status) }) {
        const bool fits = used + need(column) <= available;
        if (fits)
            used += need(column);
        if (header->isSectionHidden(column) == fits)
            header->setSectionHidden(column, !fits);
    }
}

QString GpuProcessesView::clipProblem() const
{
    if (!m_table->isVisible())
        return {};
    const QHeaderView *header = m_table->horizontalHeader();
    QStringList cut;
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        const int need = header->fontMetrics().horizontalAdvance(
                             header->model()->headerData(column, Qt::Horizontal).toString())
            + 8;
        if (header->sectionSize(column) < need)
            cut << header->model()->headerData(column, Qt::Horizontal).toString();
    }
    QString problem;
    if (!cut.isEmpty())
        problem = QStringLiteral("the GPU processes table cuts its column header %1")
                      .arg(cut.join(QStringLiteral(", ")));
    const int total = header->length();
    if (total > m_table->viewport()->width() + 1)
        problem += (problem.isEmpty() ? QString() : QStringLiteral("; "))
            + QStringLiteral("the GPU processes table is %1 px wide in %2 px and scrolls sideways")
                  .arg(total)
                  .arg(m_table->viewport()->width());
    return problem;
}

QString GpuProcessesView::summary() const
{
    return m_model->summary();
}

} // namespace ic
