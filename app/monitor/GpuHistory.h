// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/NvidiaSmi.h"

#include <QFloat16>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace ic {

enum class GpuMetric { MemoryUsed, Utilization, Temperature, Power };
constexpr int GpuMetricCount = 4;

/// One drawable point: the envelope of the samples in [msecs, msecs + width). All NaN = a gap
/// (no samples: disconnect). `last` is the newest sample where the 1 s tier supplies the point;
/// the coarser tiers keep only the envelope, so there it is the middle of min and max.
struct GpuSeriesPoint {
    qint64 msecs = 0;
    float min = NAN;
    float max = NAN;
    float last = NAN;
    bool isGap() const { return std::isnan(last); }
};

/// What the history holds at one moment: the exact sample (1 s tier) or, where only a coarser
/// tier reaches back, the envelope of the bucket that contains the moment.
struct GpuReading {
    qint64 msecs = 0; ///< start of the second or bucket
    qint64 widthMsecs = 1000;
    float min = NAN;
    float max = NAN;
    bool isExact() const { return widthMsecs == 1000; }
};

/// Per-GPU time series of the four chart metrics in three tiers, each a ring of fixed time
/// cells, so memory is bounded per GPU whatever the uptime:
///
/// | tier | slot  | kept      | bytes a slot | bytes per GPU |
/// |------|-------|-----------|--------------|---------------|
/// | 0    | 1 s   | 61 min    | 12           | 43,920        |
/// | 1    | 10 s  | 4 h 1 min | 24 (min/max) | 34,704        |
/// | 2    | 1 min | 25 h      | 24 (min/max) | 36,000        |
///
/// Why these: the chart offers 5 min, 1 h and 24 h windows and zooms between 30 s and 24 h, one
/// point per pixel column (about 1,000). The 1 s tier serves every window up to an hour (the
/// 1 h window included: it keeps a minute more) with exact values for the hover read-out; the
/// 10 s tier keeps a minute more than 4 h for the same reason. From there every span gets at
/// least 240 buckets (one per 4 px): the 10 s tier up to 4 h, the 1 min tier beyond and for the
/// whole 24 h window (1,440 buckets). Buckets keep min and max, so a one-second spike still
/// reaches its height on the 24 h chart. A GPU costs about 115 KB once all tiers are full
/// (256 hosts × 8 GPUs: about 235 MB), against about 2.8 MB for 25 h of 1 s samples.
///
/// Utilisation and temperature are kept as 16-bit floats (exact for whole numbers up to 2048,
/// which is what nvidia-smi and the DCGM exporter report); memory and power as 32-bit floats.
/// Non-finite values and values beyond a 16-bit float's range are kept as missing.
///
/// Time is the slot's index (ms / width), so samples that arrive out of order land in their
/// own slot. A sample older than everything a tier keeps (the clock stepped back by more than
/// the tier's span) starts that tier afresh from it, so recording never stops until the clock
/// catches up; a step forward by more than the span empties the tier the same way.
/// Samples are keyed by GPU uuid (a GPU that falls off the bus keeps its history).
class GpuHistory {
public:
    /// Slots kept per tier (tests use small ones); widths are 1 s, 10 s and 60 s.
    struct Retention {
        int rawSeconds = 61 * 60;
        int tenSecondSlots = 4 * 360 + 6;
        int minuteSlots = 25 * 60;
    };
    static constexpr std::array<qint64, 3> TierWidthMsecs { 1000, 10000, 60000 };

    GpuHistory();
    explicit GpuHistory(Retention retention);

    /// One tick of nvidia-smi (all GPUs at one moment). Invalid samples are skipped.
    void append(qint64 msecsSinceEpoch, const QList<GpuSample> &tick);
    /// Marks "no data from here" (link lost, stream died) so the chart draws a gap. The 1 s tier
    /// keeps it per second: the line breaks after that second's sample.
    void markGap(qint64 msecsSinceEpoch);

    QStringList gpuUuids() const; ///< ordered by GPU index
    int gpuIndex(const QString &uuid) const;
    QString gpuName(const QString &uuid) const;
    double memoryTotalMiB(const QString &uuid) const;
    double powerLimitW(const QString &uuid) const;
    std::optional<GpuSample> latest(const QString &uuid) const;
    QList<GpuSample> latestTick() const;
    /// The time of the latest tick appended (arrival order: after the clock steps back, it
    /// follows the clock).
    qint64 lastSampleMsecs() const { return m_lastMsecs; }

    /// Points covering [from, to] with at most about `maxPoints` entries, from the finest tier
    /// that reaches back to `from` (or to the oldest sample kept), its cells merged when more
    /// than `maxPoints` fall in the window.
    QList<GpuSeriesPoint> series(const QString &uuid, GpuMetric metric, qint64 fromMsecs, qint64 toMsecs,
                                 int maxPoints) const;
    /// The exact 1 s value at (or just before) `msecs`, within 2 s; nullopt in a gap or where
    /// the 1 s tier no longer reaches.
    std::optional<float> valueAt(const QString &uuid, GpuMetric metric, qint64 msecs) const;
    /// The exact value where the 1 s tier reaches `msecs`, else the envelope of the finest
    /// coarser bucket holding it; nullopt in a gap.
    std::optional<GpuReading> readingAt(const QString &uuid, GpuMetric metric, qint64 msecs) const;
    /// Which tier series() reads for this window (0 = 1 s); -1 when the GPU has no data.
    int tierFor(const QString &uuid, qint64 fromMsecs, qint64 toMsecs, int maxPoints) const;

    /// Bytes held by all tiers (for the memory benchmarks).
    qint64 memoryBytes() const;
    /// Bytes one GPU holds once every tier is full.
    qint64 fullBytesPerGpu() const;
    void clear();

private:
    /// 1 s slot: the sample itself. All NaN = no sample in that second.
    struct RawSlot {
        float memory = NAN;
        float power = NAN;
        qfloat16 utilization = qfloat16(NAN);
        qfloat16 temperature = qfloat16(NAN);
    };
    /// Coarse slot: the envelope of the samples in it. All NaN = no sample.
    struct BucketSlot {
        float memoryMin = NAN, memoryMax = NAN;
        float powerMin = NAN, powerMax = NAN;
        qfloat16 utilizationMin = qfloat16(NAN), utilizationMax = qfloat16(NAN);
        qfloat16 temperatureMin = qfloat16(NAN), temperatureMax = qfloat16(NAN);
    };
    /// A ring of `capacity` consecutive time cells ending at `newest`; grown on demand so a
    /// short-lived GPU costs little. Slot i (time i × width) lives at (i − origin) mod capacity.
    template<typename Slot> struct Tier {
        int capacity = 0;
        qint64 width = 1000;
        qint64 origin = 0;
        qint64 first = 0; ///< oldest slot index kept
        qint64 newest = -1; ///< newest slot index; first > newest = empty
        std::vector<Slot> cells;
        std::vector<bool> gapAfter; ///< the line breaks after this slot
        bool isEmpty() const { return cells.empty(); }
        bool holds(qint64 i) const { return !isEmpty() && i >= first && i <= newest; }
        std::size_t pos(qint64 i) const;
        /// Makes slot `i` writable (advancing, prepending or restarting the ring); its position.
        std::size_t place(qint64 i);
        qint64 bytes() const;
    };
    using Values = std::array<float, GpuMetricCount>;
    struct Series {
        int index = -1;
        QString name;
        double memoryTotalMiB = NAN;
        double powerLimitW = NAN;
        GpuSample latest;
        Tier<RawSlot> raw;
        Tier<BucketSlot> tens;
        Tier<BucketSlot> minutes;
    };

    Series newSeries() const;
    static void appendTo(Series &s, qint64 msecs, const Values &v);
    static void gapAt(Series &s, qint64 msecs);
    static float rawValue(const RawSlot &slot, int metric);
    static std::pair<float, float> bucketRange(const BucketSlot &slot, int metric);

    Retention m_retention;
    QHash<QString, Series> m_series;
    qint64 m_lastMsecs = 0;
};

} // namespace ic
