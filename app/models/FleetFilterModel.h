// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace ic {

/// Sorts the fleet by FleetModel::SortRole and filters it by free text (name, group, tags)
/// and by group.
class FleetFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit FleetFilterModel(QObject *parent = nullptr);

    /// Case-insensitive substring over host name, group and tags; empty shows everything.
    void setTextFilter(const QString &text);
    QString textFilter() const { return m_text; }
    /// Exact group; empty: every group.
    void setGroupFilter(const QString &group);
    QString groupFilter() const { return m_group; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    QString m_group;
};

} // namespace ic
