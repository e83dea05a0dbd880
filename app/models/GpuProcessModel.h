// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/LeftoverProcesses.h"

#include <QAbstractTableModel>

namespace ic {

/// GPU processes of one host (from `--query-compute-apps`) with leftover flags. Each poll is
/// merged into the existing rows (keyed by pid and GPU) so selection and scroll survive.
class GpuProcessModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Pid, Name, Gpu, Memory, Status, ColumnCount };
    enum Role { LeftoverRole = Qt::UserRole + 1, SortRole };

    explicit GpuProcessModel(QObject *parent = nullptr);

    void setReport(const LeftoverReport &report);
    const LeftoverReport &report() const { return m_report; }
    /// The host's GPU processes cannot be read (no GPU tool, a tool that fails, no GPUs): no
    /// rows, and `reason` is what a view shows instead of "no process holds GPU memory". Empty
    /// clears it; a report set afterwards clears it too.
    void setNotMeasured(const QString &reason);
    QString notMeasuredReason() const { return m_notMeasured; }
    /// One line for the table's caption: the reason when not measured, else the report's count.
    QString summary() const;
    int leftoverCount() const { return m_report.leftoverCount; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<GpuProcessVerdict> m_rows;
    LeftoverReport m_report;
    QString m_notMeasured;
};

} // namespace ic
