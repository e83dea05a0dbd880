#pragma once

#include "monitor/GpuHistory.h"

#include <QColor>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include <memory>

class QComboBox;
class QListWidget;
class QListWidgetItem;

namespace ic {

class GpuMonitor;
class Settings;
class Timeline;

/// Per-GPU history chart: one line per GPU for the chosen metric over 5 min, 1 h or 24 h,
/// gaps as breaks, service events as markers, hover for exact values. The only class that
/// knows Qt Charts (deprecated upstream from 6.10): a port touches GpuChartWidget.cpp only.
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
    int windowSeconds() const { return m_windowSeconds; }
    void setWindowSeconds(int seconds); ///< 300, 3600 or 86400
    bool isGpuVisible(const QString &uuid) const { return !m_hidden.contains(uuid); }
    void setGpuVisible(const QString &uuid, bool visible);
    /// The window ends here instead of at the current time (0: follow the clock).
    void setEndTime(qint64 msecs);

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
    QString axisTitle() const;
    double axisMaximum() const;
    int drawnEventMarkers() const;
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
    struct Private;
    void scheduleRefresh();
    void rebuildGpuList();
    void applyPalette();
    void onItemChanged(QListWidgetItem *item);

    std::unique_ptr<Private> d;
    Settings &m_settings;
    QPointer<GpuMonitor> m_monitor;
    QPointer<Timeline> m_timeline;
    const GpuHistory *m_history = nullptr;
    GpuMetric m_metric = GpuMetric::MemoryUsed;
    int m_windowSeconds = 300;
    qint64 m_endTime = 0;
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
