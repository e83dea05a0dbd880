// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/LeftoverProcesses.h"

#include <QAbstractTableModel>
#include <QMetaObject>
#include <QPointer>

namespace ic {

class GpuMonitor;
class HostSession;

/// GPU processes of one host (from `--query-compute-apps`) with leftover flags. Each poll is
/// merged into the existing rows (keyed by pid and GPU) so selection and scroll survive.
/// Subscribes itself, as FleetModel does: to a session's GPU monitor (processes, process table,
/// tool state) and its service's MainPID, with no view needed.
class GpuProcessModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Pid, Name, Gpu, Memory, Status, ColumnCount };
    enum Role { LeftoverRole = Qt::UserRole + 1, SortRole };

    explicit GpuProcessModel(QObject *parent = nullptr);

    /// Follows the host's GPU monitor and its service's MainPID (which tells the service's
    /// processes from leftovers); nullptr: no host, no rows.
    void setSession(HostSession *session);
    /// Follows `monitor` alone; the service's MainPID is then setServiceMainPid()'s.
    void setMonitor(GpuMonitor *monitor);
    GpuMonitor *monitor() const;
    /// The service's MainPID (0 when it runs nothing).
    void setServiceMainPid(qint64 pid);
    qint64 serviceMainPid() const { return m_mainPid; }

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

Q_SIGNALS:
    /// The monitor was read again (rows, summary() or the not-measured reason may have changed).
    void reevaluated();

private:
    /// Reads the monitor's processes, process table and tool state into the rows.
    void reevaluate();
    void follow(GpuMonitor *monitor);

    QPointer<GpuMonitor> m_monitor;
    QPointer<HostSession> m_session;
    QList<QMetaObject::Connection> m_links;
    qint64 m_mainPid = 0;
    QList<GpuProcessVerdict> m_rows;
    LeftoverReport m_report;
    QString m_notMeasured;
};

} // namespace ic
