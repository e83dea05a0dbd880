// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace ic {

class FleetCardDelegate;
class FleetModel;
class FleetFilterModel;

/// All hosts at a glance over a FleetModel: cards that fill the space for 1 to 64 hosts, or a
/// sortable table; both filterable, sharing one selection. Enter or double-click opens a host
/// (hostActivated).
class FleetView : public QWidget {
    Q_OBJECT
public:
    explicit FleetView(FleetModel *model, QWidget *parent = nullptr);

    FleetFilterModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filter; }
    QComboBox *groupBox() const { return m_group; }
    QListView *cards() const { return m_cards; }
    enum class Mode { Cards, Table };
    Mode mode() const;
    void setMode(Mode mode);

    /// Name of the host of the current row; empty when none.
    QString currentHost() const;
    /// Makes the host current (clearing a filter that hides it); false when unknown.
    bool selectHost(const QString &name);
    /// The line above the hosts saying that GPU readings come from Prometheus, how old its last
    /// answer is and how many hosts are stale; empty when no host reads from Prometheus.
    QString sourceText() const;
    /// Re-reads the source line now (also done every second).
    void refreshSource();

Q_SIGNALS:
    void currentHostChanged(const QString &name);
    void hostActivated(const QString &name);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateGroups();
    void updateCardSize();
    QString hostAt(const QModelIndex &proxyIndex) const;

    FleetModel *m_model;
    FleetFilterModel *m_proxy;
    QLineEdit *m_filter;
    QComboBox *m_group;
    QLabel *m_groupLabel;
    QTableView *m_table;
    QListView *m_cards;
    FleetCardDelegate *m_cardDelegate;
    QStackedWidget *m_stack;
    QToolButton *m_cardsButton;
    QToolButton *m_tableButton;
    QLabel *m_source;
};

} // namespace ic
