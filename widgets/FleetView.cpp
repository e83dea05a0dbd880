// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetView.h"

#include "FleetCardDelegate.h"
#include "GpuBarsDelegate.h"
#include "host/Fleet.h"
#include "models/FleetFilterModel.h"
#include "models/FleetModel.h"
#include "monitor/PrometheusSource.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ic {

namespace {

/// Enter opens the current host, as a double-click does.
class FleetCards : public QListView {
public:
    using QListView::QListView;
    std::function<void(const QModelIndex &)> onActivate;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()
            && onActivate) {
            onActivate(currentIndex());
            return;
        }
        QListView::keyPressEvent(event);
    }
};

class FleetTable : public QTableView {
public:
    using QTableView::QTableView;
    std::function<void(const QModelIndex &)> onActivate;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()
            && onActivate) {
            onActivate(currentIndex());
            return;
        }
        QTableView::keyPressEvent(event);
    }
};

} // namespace

FleetView::FleetView(FleetModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new FleetFilterModel(this))
    , m_filter(new QLineEdit(this))
    , m_group(new QComboBox(this))
    , m_groupLabel(new QLabel(tr("&Group:"), this))
    , m_cardDelegate(new FleetCardDelegate(this))
    , m_stack(new QStackedWidget(this))
    , m_cardsButton(new QToolButton(this))
    , m_tableButton(new QToolButton(this))
    , m_source(new QLabel(this))
{
    m_proxy->setSourceModel(model);

    m_filter->setPlaceholderText(tr("Filter by name, group or tag"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Fleet filter"));
    m_group->setAccessibleName(tr("Group"));
    m_group->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto *table = new FleetTable(this);
    m_table = table;
    m_table->setObjectName(QStringLiteral("fleetTable"));
    m_table->setAccessibleName(tr("Fleet overview"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(FleetModel::NameColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setItemDelegateForColumn(FleetModel::GpuMemoryColumn, new GpuBarsDelegate(m_table));
    m_table->setColumnWidth(FleetModel::NameColumn, 130);
    m_table->setColumnWidth(FleetModel::GroupColumn, 120);
    m_table->setColumnWidth(FleetModel::LinkColumn, 90);
    m_table->setColumnWidth(FleetModel::ServiceColumn, 125);
    m_table->setColumnWidth(FleetModel::StartupColumn, 130);
    m_table->setColumnWidth(FleetModel::GpuMemoryColumn, 270);
    m_table->setColumnWidth(FleetModel::GenerationRateColumn, 90);
    m_table->setColumnWidth(FleetModel::LivenessColumn, 120);
    table->onActivate = [this](const QModelIndex &i) { Q_EMIT hostActivated(hostAt(i)); };

    // Cards: the same rows and the same selection as the table.
    auto *cards = new FleetCards(this);
    m_cards = cards;
    m_cards->setObjectName(QStringLiteral("fleetCards"));
    m_cards->setAccessibleName(tr("Fleet overview cards"));
    m_cards->setModel(m_proxy);
    m_cards->setModelColumn(FleetModel::NameColumn);
    m_cards->setSelectionModel(m_table->selectionModel());
    m_cards->setViewMode(QListView::IconMode);
    m_cards->setFlow(QListView::LeftToRight);
    m_cards->setWrapping(true);
    m_cards->setResizeMode(QListView::Adjust);
    m_cards->setMovement(QListView::Static);
    m_cards->setUniformItemSizes(true);
    m_cards->setSpacing(6);
    m_cards->setSelectionMode(QAbstractItemView::SingleSelection);
    m_cards->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cards->setItemDelegate(m_cardDelegate);
    m_cards->setFrameShape(QFrame::NoFrame);
    cards->onActivate = [this](const QModelIndex &i) { Q_EMIT hostActivated(hostAt(i)); };
    connect(m_cards, &QAbstractItemView::doubleClicked, this,
            [this](const QModelIndex &i) { Q_EMIT hostActivated(hostAt(i)); });
    m_stack->addWidget(m_cards);
    m_stack->addWidget(m_table);

    m_cardsButton->setText(tr("Cards"));
    m_cardsButton->setObjectName(QStringLiteral("fleetCardsButton"));
    m_tableButton->setText(tr("Table"));
    m_tableButton->setObjectName(QStringLiteral("fleetTableButton"));
    for (QToolButton *b : { m_cardsButton, m_tableButton }) {
        b->setCheckable(true);
        b->setAutoExclusive(true);
        b->setAutoRaise(true);
    }
    m_cardsButton->setChecked(true);
    connect(m_cardsButton, &QToolButton::toggled, this, [this](bool on) {
        if (on)
            setMode(Mode::Cards);
    });
    connect(m_tableButton, &QToolButton::toggled, this, [this](bool on) {
        if (on)
            setMode(Mode::Table);
    });

    auto *top = new QHBoxLayout;
    m_groupLabel->setBuddy(m_group);
    top->addWidget(m_filter, 1);
    top->addWidget(m_groupLabel);
    top->addWidget(m_group);
    top->addSpacing(8);
    top->addWidget(m_cardsButton);
    top->addWidget(m_tableButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    m_source->setObjectName(QStringLiteral("fleetSource"));
    m_source->setTextFormat(Qt::PlainText);
    m_source->setWordWrap(true);
    m_source->hide();
    layout->addWidget(m_source);
    layout->addWidget(m_stack, 1);
    auto *sourceTick = new QTimer(this);
    sourceTick->setInterval(1000);
    connect(sourceTick, &QTimer::timeout, this, &FleetView::refreshSource);
    sourceTick->start();
    setFocusProxy(m_cards);
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(m_proxy, signal, this, [this] { QTimer::singleShot(0, this, &FleetView::updateCardSize); });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &FleetView::updateCardSize);
    // A card shows every column of its row, but the list view repaints only its own column.
    connect(m_proxy, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to) {
                if (m_stack->currentWidget() != m_cards)
                    return;
                for (int row = from.row(); row <= to.row(); ++row)
                    m_cards->update(m_proxy->index(row, FleetModel::NameColumn));
            });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &FleetView::updateCardSize);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &FleetFilterModel::setTextFilter);
    connect(m_group, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setGroupFilter(m_group->currentData().toString()); });
    connect(m_table, &QAbstractItemView::doubleClicked, this,
            [this](const QModelIndex &i) { Q_EMIT hostActivated(hostAt(i)); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { Q_EMIT currentHostChanged(hostAt(current)); });
    connect(model, &QAbstractItemModel::rowsInserted, this, &FleetView::updateGroups);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &FleetView::updateGroups);
    connect(model, &QAbstractItemModel::modelReset, this, &FleetView::updateGroups);
    updateGroups();
}

QString FleetView::sourceText() const
{
    return m_source->isHidden() ? QString() : m_source->text();
}

void FleetView::refreshSource()
{
    const Fleet *fleet = m_model->fleet();
    const PrometheusSource *prometheus = fleet ? fleet->prometheus() : nullptr;
    const int hosts = m_model->hostsFromPrometheus();
    if (!prometheus || hosts == 0) {
        m_source->hide();
        return;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QString where = prometheus->config().url.toDisplayString(QUrl::RemoveUserInfo);
    QString text;
    if (prometheus->lastAnswerMsecs() > 0)
        text
            = tr("GPU readings of %n host(s) from Prometheus at %1: last answer %2 s ago (asked every %3 s).",
                 nullptr, hosts)
                  .arg(where)
                  .arg((now - prometheus->lastAnswerMsecs()) / 1000)
                  .arg(QLocale().toString(prometheus->config().intervalMs / 1000.0, 'g', 3));
    else
        text = tr("GPU readings of %n host(s) from Prometheus at %1: no answer yet.", nullptr, hosts)
                   .arg(where);
    const int stale = m_model->staleHosts();
    if (stale > 0)
        text += u' ' + tr("%n host(s) stale (no reading for two scrape intervals).", nullptr, stale);
    if (!prometheus->lastError().isEmpty())
        text += u' ' + prometheus->lastError();
    const bool warn = stale > 0 || !prometheus->lastError().isEmpty();
    m_source->setStyleSheet(warn ? QStringLiteral("color: #b26a00;") : QString());
    m_source->setText(text);
    m_source->show();
}

FleetView::Mode FleetView::mode() const
{
    return m_stack->currentWidget() == m_table ? Mode::Table : Mode::Cards;
}

void FleetView::setMode(Mode mode)
{
    QAbstractItemView *view = mode == Mode::Table ? static_cast<QAbstractItemView *>(m_table) : m_cards;
    m_stack->setCurrentWidget(view);
    setFocusProxy(view);
    (mode == Mode::Table ? m_tableButton : m_cardsButton)->setChecked(true);
    if (view->currentIndex().isValid())
        view->scrollTo(view->currentIndex());
    updateCardSize();
}

void FleetView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateCardSize();
}

void FleetView::updateCardSize()
{
    const QSize size = FleetCardDelegate::fittingSize(m_proxy->rowCount(), m_cards->viewport()->size(),
                                                      m_cards->spacing() * 2);
    if (size == m_cardDelegate->cardSize())
        return;
    m_cardDelegate->setCardSize(size);
    m_cards->setGridSize(size + QSize(m_cards->spacing(), m_cards->spacing()));
    m_cards->doItemsLayout();
}

QString FleetView::hostAt(const QModelIndex &proxyIndex) const
{
    return proxyIndex.isValid() ? proxyIndex.data(FleetModel::HostNameRole).toString() : QString();
}

QString FleetView::currentHost() const
{
    return hostAt(m_table->currentIndex());
}

bool FleetView::selectHost(const QString &name)
{
    const int sourceRow = m_model->rowOf(name);
    if (sourceRow < 0)
        return false;
    QModelIndex i = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!i.isValid()) {
        m_filter->clear();
        m_group->setCurrentIndex(0);
        i = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    }
    if (!i.isValid())
        return false;
    if (m_table->currentIndex().row() != i.row())
        m_table->selectionModel()->setCurrentIndex(
            i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(i);
    m_cards->scrollTo(i);
    return true;
}

void FleetView::updateGroups()
{
    QStringList groups;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QString g = m_model->index(r, 0).data(FleetModel::GroupRole).toString();
        if (!g.isEmpty() && !groups.contains(g))
            groups << g;
    }
    groups.sort(Qt::CaseInsensitive);
    const QString current = m_group->currentData().toString();
    QStringList existing;
    for (int i = 1; i < m_group->count(); ++i)
        existing << m_group->itemData(i).toString();
    if (m_group->count() > 0 && existing == groups)
        return;
    const QSignalBlocker blocker(m_group);
    m_group->clear();
    m_group->addItem(tr("All groups"), QString());
    for (const QString &g : groups)
        m_group->addItem(g, g);
    const int keep = m_group->findData(current);
    m_group->setCurrentIndex(keep < 0 ? 0 : keep);
    if (keep < 0)
        m_proxy->setGroupFilter({});
    m_group->setVisible(!groups.isEmpty());
    m_groupLabel->setVisible(!groups.isEmpty());
}

} // namespace ic
