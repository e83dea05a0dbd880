// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "ChartTimeWindow.h"
#include "monitor/GpuHistory.h"

#include <QColor>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QListWidget;
class QListWidgetItem;
class QToolButton;

namespace ic {

class GpuChartPainter;
class GpuMonitor;
class Settings;
class Timeline;

/// Per-GPU history chart: one line per GPU for the chosen metric over 5 min, 1 h or 24 h,
/// gaps as breaks, service events as markers, hover for exact values; zoom, pan and back to
/// live by mouse and keys. Holds what is shown and handles input: each redraw takes a
/// GpuChartSnapshot of the history and hands it to a GpuChartPainter (the only class that knows
/// Qt Charts); the span of time is a ChartTimeWindow.
class GpuChartWidget : public QWidget {
    Q_OBJECT
public:
    GpuChartWidget(GpuMonitor *monitor, Timeline *timeline, Settings &settings, QWidget *parent = nullptr);
    ~GpuChartWidget() override;

    /// Switches host; nullptr shows an empty chart.
    void setMonitor(GpuMonitor *monitor);
    /// Draws from a history directly (benchmarks, previews); replaces any monitor.
    void setHistory(const GpuHistory *history);
    void setTimeline(Timeline *timeline);

    GpuMetric metric() const { return m_metric; }
    void setMetric(GpuMetric metric);
    int windowSeconds() const { return m_time.windowSeconds(); }
    void setWindowSeconds(int seconds); ///< 300, 3600 or 86400
    bool isGpuVisible(const QString &uuid) const { return !m_hidden.contains(uuid); }
    void setGpuVisible(const QString &uuid, bool visible);
    /// The window ends here instead of at the current time (0: follow the clock).
    void setEndTime(qint64 msecs);
    qint64 endTime() const { return m_time.endTime(); }
    bool isLive() const { return m_time.isLive(); }
    /// The visible span in milliseconds of the shown (host) clock (zoom); starts as the window.
    qint64 spanMs() const { return m_time.spanMs(); }
    /// The same span in wall-clock time: shorter when the host's clock runs faster (the demo).
    qint64 wallSpanMs() const { return m_time.wallSpanMs(); }
    /// Zooms by `factor` (< 1 in) keeping `anchorMsecs` where it is; live stays live.
    void zoom(double factor, qint64 anchorMsecs = 0);
    /// Moves the window by `deltaMs` (negative: back in time); reaching now goes live again.
    void pan(qint64 deltaMs);
    /// Back to the newest data, following the clock, at the chosen window.
    void goLive();
    /// Shows times on the host's clock: display = origin + (wall − origin) × scale. The
    /// simulated demo host runs its clock faster than the wall; the journal shows its times.
    void setClock(qint64 originMs, double scale);
    qint64 toDisplay(qint64 wallMs) const { return m_time.toDisplay(wallMs); }
    qint64 toWall(qint64 displayMs) const { return m_time.toWall(displayMs); }

    /// Rebuilds the drawn series now; the live path calls it at most once a second.
    void refresh();
    /// The text shown when hovering at `msecs`: the time, every visible GPU's exact value,
    /// and the service events within a few pixels.
    QString hoverText(qint64 msecs) const;

    // What is drawn, for tests and the benchmark.
    static QColor gpuColor(int gpuIndex);
    QColor drawnColor(const QString &uuid) const;
    /// Line pieces drawn for a GPU (more than one where the history has gaps); 0 when hidden.
    int drawnSegments(const QString &uuid) const;
    int drawnPoints(const QString &uuid) const;
    /// The value axis' title as drawn: name and unit, or the unit alone where the plot is short.
    QString axisTitle() const;
    /// The drawn title is no longer than the plot is tall (Qt Charts would cut it).
    bool axisTitleFits() const;
    int plotHeight() const; ///< the plot area's height in pixels
    /// What Qt Charts drew cut ("..."): the axis title, value or time labels; empty when nothing.
    QString cutText() const;
    double axisMaximum() const;
    int drawnEventMarkers() const;
    /// What the plot says instead of readings (no GPU tool on the host …); empty when nothing.
    QString shownMessage() const;
    bool isValueAxisShown() const;
    /// Widget-local x position of a time on the plot (for hover tests).
    QPoint positionOf(qint64 msecs, double value) const;

Q_SIGNALS:
    void metricChanged(ic::GpuMetric metric);
    void windowChanged(int seconds);
    void hovered(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void scheduleRefresh();
    void rebuildGpuList();
    void onItemChanged(QListWidgetItem *item);
    bool viewportEvent(QEvent *event);
    bool viewKeyPressed(int key);

    Settings &m_settings;
    QPointer<GpuMonitor> m_monitor;
    QPointer<Timeline> m_timeline;
    const GpuHistory *m_history = nullptr;
    GpuMetric m_metric = GpuMetric::MemoryUsed;
    ChartTimeWindow m_time;
    GpuChartPainter *m_painter = nullptr;
    QPoint m_dragFrom;
    bool m_dragging = false;
    QToolButton *m_liveButton = nullptr;
    QSet<QString> m_hidden;
    QTimer m_refreshTimer;
    bool m_dirty = true;
    QComboBox *m_metricBox = nullptr;
    QComboBox *m_windowBox = nullptr;
    QListWidget *m_gpuList = nullptr;
};

/// "memory", "utilization", "temperature", "power" (the Settings spelling) and back.
QString gpuMetricKey(GpuMetric metric);
GpuMetric gpuMetricFromKey(const QString &key);

} // namespace ic
