// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace ic {

class HostSession;

/// The latest raw nvidia-smi reading of the selected host, one row per GPU. The default content
/// of the GPUs dock until a chart replaces it (MainWindow::setGpuView).
class GpuReadingsView : public QWidget {
    Q_OBJECT
public:
    explicit GpuReadingsView(QWidget *parent = nullptr);

    void setSession(HostSession *session);
    QTableWidget *table() const { return m_table; }

private:
    void showLatest();

    QPointer<HostSession> m_session;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace ic
