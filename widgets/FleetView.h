#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace ic {

class FleetModel;
class FleetFilterModel;

/// All hosts at a glance: a sortable, filterable table over a FleetModel.
/// Enter or double-click opens a host (hostActivated).
class FleetView : public QWidget {
    Q_OBJECT
public:
    explicit FleetView(FleetModel *model, QWidget *parent = nullptr);

    FleetFilterModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filter; }
    QComboBox *groupBox() const { return m_group; }

    /// Name of the host of the current row; empty when none.
    QString currentHost() const;
    /// Makes the host current (clearing a filter that hides it); false when unknown.
    bool selectHost(const QString &name);

Q_SIGNALS:
    void currentHostChanged(const QString &name);
    void hostActivated(const QString &name);

private:
    void updateGroups();
    QString hostAt(const QModelIndex &proxyIndex) const;

    FleetModel *m_model;
    FleetFilterModel *m_proxy;
    QLineEdit *m_filter;
    QComboBox *m_group;
    QLabel *m_groupLabel;
    QTableView *m_table;
};

} // namespace ic
