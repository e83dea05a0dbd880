// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/NvidiaSmi.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QGridLayout;
class QLabel;
class QProgressBar;
class QScrollArea;
class QTimer;

namespace ic {

class GpuMonitor;

/// Current values beside the chart: per GPU a bar of memory used/total and its
/// utilisation, temperature and power against the limit. Unavailable values (`[N/A]`, MIG)
/// read "n/a" with the reason as tooltip; a GPU that fell off the bus reads "lost".
class GpuBarsWidget : public QWidget {
    Q_OBJECT
public:
    explicit GpuBarsWidget(GpuMonitor *monitor, QWidget *parent = nullptr);
    ~GpuBarsWidget() override;

    void setMonitor(GpuMonitor *monitor);
    /// Shows one tick (what the monitor's `sampled` carries).
    void setSamples(const QList<GpuSample> &tick);
    void markLost(const QString &uuid);

    enum class Column { Name, Memory, Utilization, Temperature, Power };
    /// The text and tooltip shown for a GPU in a column (for tests).
    QString text(const QString &uuid, Column column) const;
    QString toolTip(const QString &uuid, Column column) const;
    bool isLost(const QString &uuid) const;
    int rowCount() const { return int(m_order.size()); }
    /// The line above the bars naming where the readings come from when it is not the host's own
    /// nvidia-smi (Prometheus, with the age of the newest reading), or why there are none (no GPU
    /// tool on the host, a tool that fails, no GPUs); empty when hidden.
    QString sourceText() const;
    /// The readings are older than the source allows (GpuMonitor::isStale): bars greyed, "stale".
    bool isStale() const { return m_stale; }
    /// Re-reads the source line and staleness now (also done every second).
    void refreshSource();
    /// Why a row cannot be read as laid out now (cut with no scroll bar to reach it, squeezed
    /// below its text); empty when every row shows or scrolls into sight.
    QString clipProblem() const;
    /// The height of a row now: the style's own where the dock has room for every row, less
    /// (down to a line of text) so that eight GPUs show without a scroll where it has not.
    int rowHeight() const { return m_rowHeight; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row {
        QLabel *name = nullptr;
        QProgressBar *memory = nullptr;
        QLabel *util = nullptr;
        QLabel *temp = nullptr;
        QLabel *power = nullptr;
        bool lost = false;
        int index = -1;
    };
    Row &rowFor(const GpuSample &s);
    void update(Row &row, const GpuSample &s);
    void clearRows();
    void fitWidth();
    void fitRows();

    QPointer<GpuMonitor> m_monitor;
    QScrollArea *m_scroll;
    QWidget *m_rowsWidget; ///< the rows, inside m_scroll
    QGridLayout *m_grid = nullptr;
    QLabel *m_source = nullptr;
    QTimer *m_sourceTick = nullptr;
    bool m_stale = false;
    int m_rowHeight = 0;
    QHash<QString, Row> m_rows;
    QStringList m_order;
};

} // namespace ic
