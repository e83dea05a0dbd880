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

private:
    void reevaluate();

    QPointer<GpuMonitor> m_monitor;
    qint64 m_mainPid = 0;
    GpuProcessModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
};

} // namespace ic
