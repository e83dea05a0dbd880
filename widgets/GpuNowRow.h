// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QSplitter;
class QStackedLayout;
class QTabWidget;

namespace ic {

class GpuBarsWidget;
class GpuProcessesView;

/// The row under the GPU chart: the current values beside the processes table when there is room
/// for both, two tabs ("Current values", "Processes") when there is not (a 1280 x 720 screen),
/// so that neither is squeezed into a column it cannot be read in. The processes tab says how
/// many leftovers there are, so a leftover is not hidden behind the other tab.
class GpuNowRow : public QWidget {
    Q_OBJECT
public:
    GpuNowRow(GpuBarsWidget *bars, GpuProcessesView *processes, QWidget *parent = nullptr);

    bool isStacked() const { return m_stacked; }
    /// The width below which the two share tabs: the bars' width and a readable table.
    int sideBySideWidth() const;
    static constexpr int ReadableTableWidth = 340; ///< PID, process name, GPU, memory whole

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rearrange();
    void arrange(bool stacked);
    void updateProcessesTitle();

    GpuBarsWidget *m_bars;
    GpuProcessesView *m_processes;
    QSplitter *m_split;
    QTabWidget *m_tabs;
    QStackedLayout *m_layout;
    bool m_stacked = false;
};

} // namespace ic
