// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/NvidiaSmi.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <cmath>
#include <optional>

namespace ic {

enum class GpuMetric { MemoryUsed, Utilization, Temperature, Power };
constexpr int GpuMetricCount = 4;

/// One drawable point: min/max/last of a bucket. All NaN = a gap (no samples: disconnect).
struct GpuSeriesPoint {
    qint64 msecs = 0;
    float min = NAN;
    float max = NAN;
    float last = NAN;
    bool isGap() const { return std::isnan(last); }
};

/// Per-GPU time series of the four chart metrics with min/max decimation levels, so that a
/// query costs about `maxPoints` reads whatever the window (5 min, 1 h or 24 h).
/// Samples are keyed by GPU uuid (a GPU that falls off the bus keeps its history).
class GpuHistory {
public:
    /// `capacitySeconds` of 1 Hz raw samples are kept per GPU; coarser levels keep as long.
    explicit GpuHistory(int capacitySeconds = 25 * 3600);

    /// One tick of nvidia-smi (all GPUs at one moment). Invalid samples are skipped.
    void append(qint64 msecsSinceEpoch, const QList<GpuSample> &tick);
    /// Marks "no data from here" (link lost, stream died) so the chart draws a gap.
    void markGap(qint64 msecsSinceEpoch);

    QStringList gpuUuids() const; ///< ordered by GPU index
    int gpuIndex(const QString &uuid) const;
    QString gpuName(const QString &uuid) const;
    double memoryTotalMiB(const QString &uuid) const;
    double powerLimitW(const QString &uuid) const;
    std::optional<GpuSample> latest(const QString &uuid) const;
    QList<GpuSample> latestTick() const;
    qint64 lastSampleMsecs() const { return m_lastMsecs; }

    /// Points covering [from, to] with at most about `maxPoints` entries.
    QList<GpuSeriesPoint> series(const QString &uuid, GpuMetric metric, qint64 fromMsecs, qint64 toMsecs,
                                 int maxPoints) const;
    /// The exact raw value at (or just before) `msecs`, within 2 s; nullopt in a gap.
    std::optional<float> valueAt(const QString &uuid, GpuMetric metric, qint64 msecs) const;

    /// Bytes held by all series (for the memory benchmark).
    qint64 memoryBytes() const;
    void clear();

private:
    /// Level 0: one raw sample per second needs one value per metric. All NaN = gap marker.
    struct Raw {
        qint64 start = 0;
        std::array<float, GpuMetricCount> v {};
        bool isGap() const
        {
            return std::isnan(v[0]) && std::isnan(v[1]) && std::isnan(v[2]) && std::isnan(v[3]);
        }
    };
    /// Coarser levels: min/max/last of every sample in [start, start + width).
    struct Bucket {
        qint64 start = 0;
        std::array<float, GpuMetricCount> min {};
        std::array<float, GpuMetricCount> max {};
        std::array<float, GpuMetricCount> last {};
        bool gap = false;
    };
    /// A bounded ring that grows on demand, so an idle or short-lived GPU costs little.
    template<typename T> struct Ring {
        int capacity = 0;
        QVector<T> ring;
        int head = 0; ///< index of the oldest entry
        int count = 0;
        const T &at(int i) const { return ring[(head + i) % capacity]; }
        T &back() { return ring[(head + count - 1) % capacity]; }
        void push(const T &b);
    };
    struct Level : Ring<Bucket> {
        qint64 widthMsecs = 1000;
    };
    struct Series {
        int index = -1;
        QString name;
        double memoryTotalMiB = NAN;
        double powerLimitW = NAN;
        GpuSample latest;
        Ring<Raw> raw; ///< 1 s
        std::array<Level, 3> levels; ///< 10 s, 60 s, 600 s buckets
    };

    void appendTo(Series &s, qint64 msecs, const std::array<float, GpuMetricCount> &v, bool gap);

    int m_capacitySeconds;
    QHash<QString, Series> m_series;
    qint64 m_lastMsecs = 0;
};

} // namespace ic
