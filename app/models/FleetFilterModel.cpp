// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetFilterModel.h"

#include "FleetModel.h"

namespace ic {

FleetFilterModel::FleetFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FleetModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
    // Live data changes re-sort and re-filter, so a host whose state changes moves where it belongs.
    setDynamicSortFilter(true);
}

void FleetFilterModel::setTextFilter(const QString &text)
{
    const QString t = text.trimmed();
    if (t == m_text)
        return;
    m_text = t;
    invalidateRowsFilter();
}

void FleetFilterModel::setGroupFilter(const QString &group)
{
    if (group == m_group)
        return;
    m_group = group;
    invalidateRowsFilter();
}

bool FleetFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString group = index.data(FleetModel::GroupRole).toString();
    if (!m_group.isEmpty() && group != m_group)
        return false;
    if (m_text.isEmpty())
        return true;
    if (index.data(FleetModel::HostNameRole).toString().contains(m_text, Qt::CaseInsensitive)
        || group.contains(m_text, Qt::CaseInsensitive))
        return true;
    const QStringList tags = index.data(FleetModel::TagsRole).toStringList();
    for (const QString &tag : tags) {
        if (tag.contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace ic
