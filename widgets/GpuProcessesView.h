// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace ic {

class GpuMonitor;
class GpuProcessModel;
class HostSession;

/// The GPU processes of one host, leftovers highlighted, with a one-line summary above. Its model
/// follows the host itself; the view shows what the model says.
class GpuProcessesView : public QWidget {
    Q_OBJECT
public:
    explicit GpuProcessesView(GpuMonitor *monitor, QWidget *parent = nullptr);

    /// The host's GPU monitor and service (GpuProcessModel::setSession).
    void setSession(HostSession *session);
    /// A monitor alone (GpuProcessModel::setMonitor).
    void setMonitor(GpuMonitor *monitor);

    GpuProcessModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString summary() const;
    /// A column header cut or a table that scrolls sideways, for the layout audit; empty when whole.
    QString clipProblem() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The summary and the table as the model's last reading has them.
    void showModel();
    /// Hides the columns a narrow table has no room for (status, then GPU; a leftover row keeps
    /// its colour and tooltip) so that the others show whole and the process name takes the rest.
    void fitColumns();

    GpuProcessModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
};

} // namespace ic
