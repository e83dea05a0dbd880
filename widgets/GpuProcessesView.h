// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QTableView;

namespace ic {

class GpuMonitor;
class GpuProcessModel;

/// The GPU processes of one host, leftovers highlighted, with a one-line summary above.
class GpuProcessesView : public QWidget {
    Q_OBJECT
public:
    explicit GpuProcessesView(GpuMonitor *monitor, QWidget *parent = nullptr);

    void setMonitor(GpuMonitor *monitor);
    /// The service's MainPID (0 when it runs nothing); the lead wires ServiceMonitor here.
    void setServiceMainPid(qint64 pid);

    GpuProcessModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString summary() const;
    /// A column header cut or a table that scrolls sideways, for the layout audit; empty when whole.
    QString clipProblem() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void reevaluate();
    /// Hides the columns a narrow table has no room for (status, then GPU; a leftover row keeps
    /// its colour and tooltip) so that the others show whole and the process name takes the rest.
    void fitColumns();

    QPointer<GpuMonitor> m_monitor;
    qint64 m_mainPid = 0;
    GpuProcessModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
};

} // namespace ic
