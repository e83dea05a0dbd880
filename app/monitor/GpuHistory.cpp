// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuHistory.h"

#include <algorithm>
#include <limits>

namespace ic {

namespace {
constexpr float Half16Max = 65504.f;

qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

qint64 floorMod(qint64 a, qint64 b)
{
    return a - floorDiv(a, b) * b;
}

float finite(double v)
{
    const float f = float(v);
    return std::isfinite(f) ? f : NAN;
}

/// A value a 16-bit float can hold (anything beyond its range is junk for %, °C): else NaN.
qfloat16 half(float v)
{
    return std::isnan(v) || std::abs(v) > Half16Max ? qfloat16(NAN) : qfloat16(v);
}

float full(qfloat16 v)
{
    return float(v);
}

float minOf(float a, float b)
{
    return std::isnan(a) ? b : std::isnan(b) ? a : std::min(a, b);
}

float maxOf(float a, float b)
{
    return std::isnan(a) ? b : std::isnan(b) ? a : std::max(a, b);
}

void widen(float &lo, float &hi, float v)
{
    lo = minOf(lo, v);
    hi = maxOf(hi, v);
}

void widen(qfloat16 &lo, qfloat16 &hi, qfloat16 v)
{
    if (qIsNaN(v))
        return;
    if (qIsNaN(lo) || float(v) < float(lo))
        lo = v;
    if (qIsNaN(hi) || float(v) > float(hi))
        hi = v;
}
} // namespace

template<typename Slot> std::size_t GpuHistory::Tier<Slot>::pos(qint64 i) const
{
    return std::size_t(floorMod(i - origin, capacity));
}

template<typename Slot> std::size_t GpuHistory::Tier<Slot>::place(qint64 i)
{
    const auto restart = [this, i] {
        cells.clear(); // keeps the allocation: a restarted ring refills the same memory
        gapAfter.clear();
        cells.resize(1);
        gapAfter.resize(1);
        origin = first = newest = i;
        return std::size_t(0);
    };
    if (isEmpty())
        return restart();
    if (i > newest) {
        if (i - newest >= capacity)
            return restart(); // a jump forward past everything kept
        const auto needed = std::size_t(std::min<qint64>(capacity, i - origin + 1));
        if (cells.size() < needed) {
            if (cells.capacity() < needed) {
                const std::size_t grown = std::min<std::size_t>(
                    std::size_t(capacity), std::max<std::size_t>(needed, 2 * cells.capacity() + 64));
                cells.reserve(grown);
                gapAfter.reserve(grown);
            }
            cells.resize(needed);
            gapAfter.resize(needed);
        }
        for (qint64 j = newest + 1; j <= i; ++j) {
            cells[pos(j)] = Slot {};
            gapAfter[pos(j)] = false;
        }
        newest = i;
        first = std::max(first, newest - capacity + 1);
        return pos(i);
    }
    if (i >= first)
        return pos(i);
    if (newest - i >= capacity)
        return restart(); // the clock stepped back further than this tier reaches
    // Still growing and the sample is older than the first one: make room in front.
    const auto add = std::size_t(first - i);
    if (cells.capacity() < cells.size() + add) {
        const std::size_t grown = std::min<std::size_t>(std::size_t(capacity), 2 * (cells.size() + add));
        cells.reserve(grown);
        gapAfter.reserve(grown);
    }
    cells.insert(cells.begin(), add, Slot {});
    gapAfter.insert(gapAfter.begin(), add, false);
    origin = first = i;
    return 0;
}

template<typename Slot> qint64 GpuHistory::Tier<Slot>::bytes() const
{
    return qint64(cells.capacity() * sizeof(Slot) + (gapAfter.capacity() + 7) / 8);
}

GpuHistory::GpuHistory()
    : GpuHistory(Retention {})
{
}

GpuHistory::GpuHistory(Retention retention)
    : m_retention(retention)
{
    m_retention.rawSeconds = std::max(60, m_retention.rawSeconds);
    m_retention.tenSecondSlots = std::max(6, m_retention.tenSecondSlots);
    m_retention.minuteSlots = std::max(2, m_retention.minuteSlots);
}

GpuHistory::Series GpuHistory::newSeries() const
{
    Series s;
    s.raw.capacity = m_retention.rawSeconds;
    s.raw.width = TierWidthMsecs[0];
    s.tens.capacity = m_retention.tenSecondSlots;
    s.tens.width = TierWidthMsecs[1];
    s.minutes.capacity = m_retention.minuteSlots;
    s.minutes.width = TierWidthMsecs[2];
    return s;
}

void GpuHistory::append(qint64 msecs, const QList<GpuSample> &tick)
{
    for (const GpuSample &s : tick) {
        if (!s.isValid() || s.uuid.isEmpty())
            continue;
        auto it = m_series.find(s.uuid);
        if (it == m_series.end())
            it = m_series.insert(s.uuid, newSeries());
        Series &ser = *it;
        ser.index = s.index;
        ser.name = s.name;
        if (std::isfinite(s.memoryTotalMiB))
            ser.memoryTotalMiB = s.memoryTotalMiB;
        if (std::isfinite(s.powerLimitW))
            ser.powerLimitW = s.powerLimitW;
        ser.latest = s;
        appendTo(ser, msecs,
                 { finite(s.memoryUsedMiB), finite(s.utilizationPercent), finite(s.temperatureC),
                   finite(s.powerDrawW) });
    }
    m_lastMsecs = msecs;
}

void GpuHistory::appendTo(Series &s, qint64 msecs, const Values &v)
{
    const int M = int(GpuMetric::MemoryUsed), U = int(GpuMetric::Utilization),
              T = int(GpuMetric::Temperature), P = int(GpuMetric::Power);
    if (std::all_of(v.cbegin(), v.cend(), [](float x) { return std::isnan(x); }))
        return; // nothing to keep (every metric missing)
    // 1 s: the newest sample of the second wins, metric by metric.
    RawSlot &r = s.raw.cells[s.raw.place(floorDiv(msecs, s.raw.width))];
    if (!std::isnan(v[M]))
        r.memory = v[M];
    if (!std::isnan(v[P]))
        r.power = v[P];
    if (!qIsNaN(half(v[U])))
        r.utilization = half(v[U]);
    if (!qIsNaN(half(v[T])))
        r.temperature = half(v[T]);
    for (Tier<BucketSlot> *tier : { &s.tens, &s.minutes }) {
        BucketSlot &b = tier->cells[tier->place(floorDiv(msecs, tier->width))];
        widen(b.memoryMin, b.memoryMax, v[M]);
        widen(b.powerMin, b.powerMax, v[P]);
        widen(b.utilizationMin, b.utilizationMax, half(v[U]));
        widen(b.temperatureMin, b.temperatureMax, half(v[T]));
    }
}

void GpuHistory::markGap(qint64 msecs)
{
    for (Series &s : m_series)
        gapAt(s, msecs);
}

void GpuHistory::gapAt(Series &s, qint64 msecs)
{
    const auto mark = [msecs](auto &tier) {
        const qint64 i = floorDiv(msecs, tier.width);
        if (tier.isEmpty() || i < tier.first || i - tier.newest >= tier.capacity)
            return; // nothing kept to break, or so far ahead that the next sample restarts the tier
        tier.gapAfter[tier.place(i)] = true;
    };
    mark(s.raw);
    mark(s.tens);
    mark(s.minutes);
}

QStringList GpuHistory::gpuUuids() const
{
    QStringList ids = m_series.keys();
    std::sort(ids.begin(), ids.end(), [this](const QString &a, const QString &b) {
        const int ia = m_series.value(a).index, ib = m_series.value(b).index;
        return ia != ib ? ia < ib : a < b;
    });
    return ids;
}

int GpuHistory::gpuIndex(const QString &uuid) const
{
    auto it = m_series.constFind(uuid);
    return it == m_series.cend() ? -1 : it->index;
}

QString GpuHistory::gpuName(const QString &uuid) const
{
    auto it = m_series.constFind(uuid);
    return it == m_series.cend() ? QString() : it->name;
}

double GpuHistory::memoryTotalMiB(const QString &uuid) const
{
    auto it = m_series.constFind(uuid);
    return it == m_series.cend() ? NAN : it->memoryTotalMiB;
}

double GpuHistory::powerLimitW(const QString &uuid) const
{
    auto it = m_series.constFind(uuid);
    return it == m_series.cend() ? NAN : it->powerLimitW;
}

std::optional<GpuSample> GpuHistory::latest(const QString &uuid) const
{
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend())
        return std::nullopt;
    return it->latest;
}

QList<GpuSample> GpuHistory::latestTick() const
{
    QList<GpuSample> out;
    for (const QString &id : gpuUuids())
        out << m_series.value(id).latest;
    return out;
}

float GpuHistory::rawValue(const RawSlot &slot, int metric)
{
    switch (GpuMetric(metric)) {
    case GpuMetric::MemoryUsed:
        return slot.memory;
    case GpuMetric::Utilization:
        return full(slot.utilization);
    case GpuMetric::Temperature:
        return full(slot.temperature);
    case GpuMetric::Power:
        return slot.power;
    }
    return NAN;
}

std::pair<float, float> GpuHistory::bucketRange(const BucketSlot &slot, int metric)
{
    switch (GpuMetric(metric)) {
    case GpuMetric::MemoryUsed:
        return { slot.memoryMin, slot.memoryMax };
    case GpuMetric::Utilization:
        return { full(slot.utilizationMin), full(slot.utilizationMax) };
    case GpuMetric::Temperature:
        return { full(slot.temperatureMin), full(slot.temperatureMax) };
    case GpuMetric::Power:
        return { slot.powerMin, slot.powerMax };
    }
    return { NAN, NAN };
}

namespace {
/// Slots of `width` per drawn point so that the window [from, to] fits `maxPoints`.
qint64 slotsPerPoint(qint64 from, qint64 to, qint64 width, int maxPoints)
{
    const qint64 n = floorDiv(to, width) - floorDiv(from, width) + 1;
    return std::max<qint64>(1, (n + maxPoints - 1) / maxPoints);
}

/// Reads a tier's cells in [from, to], `k` cells merged into each point (aligned to multiples
/// of k so a sliding window does not shimmer). `range(slot)` gives {min, max, last}.
template<typename TierT, typename Range>
QList<GpuSeriesPoint> readTier(const TierT &tier, qint64 from, qint64 to, qint64 k, int maxPoints,
                               Range range)
{
    QList<GpuSeriesPoint> out;
    const qint64 w = tier.width;
    const qint64 lo = std::max(floorDiv(from, w), tier.first), hi = std::min(floorDiv(to, w), tier.newest);
    if (tier.isEmpty() || lo > hi)
        return out;
    const qint64 W = k * w;
    out.reserve(std::min<qint64>((hi - lo) / k + 2, maxPoints + 2));
    qint64 prevStart = std::numeric_limits<qint64>::min();
    for (qint64 b = floorDiv(lo, k) * k; b <= hi; b += k) {
        float mn = NAN, mx = NAN, last = NAN;
        bool gapInside = false;
        for (qint64 i = std::max(b, lo); i <= std::min(b + k - 1, hi); ++i) {
            const std::size_t p = tier.pos(i);
            const auto [smin, smax, slast] = range(tier.cells[p]);
            if (!std::isnan(smin)) {
                mn = minOf(mn, smin);
                mx = maxOf(mx, smax);
                last = slast;
            }
            gapInside = gapInside || tier.gapAfter[p];
        }
        const qint64 start = b * w;
        if (!std::isnan(mn)) {
            // A missing stretch longer than two points (plus a second of jitter) is a gap.
            if (prevStart != std::numeric_limits<qint64>::min() && start - prevStart > 2 * W + 1000
                && !out.last().isGap())
                out.append(GpuSeriesPoint { prevStart + W, NAN, NAN, NAN });
            out.append(GpuSeriesPoint { start, mn, mx, std::isnan(last) ? (mn + mx) / 2 : last });
            prevStart = start;
            if (gapInside) {
                out.append(GpuSeriesPoint { start + W - 1, NAN, NAN, NAN });
                prevStart = std::numeric_limits<qint64>::min();
            }
        } else if (gapInside) {
            if (!out.isEmpty() && !out.last().isGap())
                out.append(GpuSeriesPoint { start, NAN, NAN, NAN });
            prevStart = std::numeric_limits<qint64>::min();
        }
    }
    return out;
}
} // namespace

int GpuHistory::tierFor(const QString &uuid, qint64 from, qint64 to, int maxPoints) const
{
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend() || maxPoints <= 0)
        return -1;
    const Series &s = *it;
    const std::array<std::pair<bool, qint64>, 3> reach { {
        { !s.raw.isEmpty(), s.raw.first * s.raw.width },
        { !s.tens.isEmpty(), s.tens.first * s.tens.width },
        { !s.minutes.isEmpty(), s.minutes.first * s.minutes.width },
    } };
    qint64 oldest = std::numeric_limits<qint64>::max();
    for (const auto &[has, start] : reach) {
        if (has)
            oldest = std::min(oldest, start);
    }
    if (oldest == std::numeric_limits<qint64>::max())
        return -1;
    const qint64 needFrom = std::max(from, oldest);
    int t = 0;
    while (t < 2 && !(reach[t].first && reach[t].second <= needFrom))
        ++t;
    // Merging at least as many cells as the next tier's width holds: read that tier instead
    // (the same detail for a fraction of the reads).
    while (t < 2 && reach[t + 1].first && reach[t + 1].second <= needFrom
           && slotsPerPoint(from, to, TierWidthMsecs[t], maxPoints)
               >= TierWidthMsecs[t + 1] / TierWidthMsecs[t])
        ++t;
    return t;
}

QList<GpuSeriesPoint> GpuHistory::series(const QString &uuid, GpuMetric metric, qint64 from, qint64 to,
                                         int maxPoints) const
{
    if (to <= from || maxPoints <= 0)
        return {};
    const int t = tierFor(uuid, from, to, maxPoints);
    if (t < 0)
        return {};
    const Series &s = *m_series.constFind(uuid);
    const int m = int(metric);
    const qint64 k = slotsPerPoint(from, to, TierWidthMsecs[t], maxPoints);
    if (t == 0) {
        return readTier(s.raw, from, to, k, maxPoints, [m](const RawSlot &slot) {
            const float v = rawValue(slot, m);
            return std::array<float, 3> { v, v, v };
        });
    }
    return readTier(t == 1 ? s.tens : s.minutes, from, to, k, maxPoints, [m](const BucketSlot &slot) {
        const auto [lo, hi] = bucketRange(slot, m);
        return std::array<float, 3> { lo, hi, NAN };
    });
}

std::optional<float> GpuHistory::valueAt(const QString &uuid, GpuMetric metric, qint64 msecs) const
{
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend())
        return std::nullopt;
    const Tier<RawSlot> &raw = it->raw;
    const qint64 second = floorDiv(msecs, raw.width);
    for (qint64 i = second; msecs - i * raw.width <= 2000; --i) {
        if (raw.isEmpty() || i < raw.first)
            break;
        if (i > raw.newest)
            continue;
        const std::size_t p = raw.pos(i);
        const RawSlot &slot = raw.cells[p];
        const bool present = !std::isnan(slot.memory) || !std::isnan(slot.power) || !qIsNaN(slot.utilization)
            || !qIsNaN(slot.temperature);
        // A gap marked before the asked moment: the line had ended (within the asked second
        // the second's own sample still counts).
        if (raw.gapAfter[p] && (i < second || !present))
            return std::nullopt;
        if (!present)
            continue;
        const float v = rawValue(slot, int(metric));
        if (std::isnan(v))
            return std::nullopt;
        return v;
    }
    return std::nullopt;
}

std::optional<GpuReading> GpuHistory::readingAt(const QString &uuid, GpuMetric metric, qint64 msecs) const
{
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend())
        return std::nullopt;
    const Series &s = *it;
    // The 1 s tier answers for its own span (and the 2 s valueAt looks past its newest).
    const qint64 second = floorDiv(msecs, s.raw.width);
    if (!s.raw.isEmpty() && second >= s.raw.first && second <= s.raw.newest + 2) {
        const std::optional<float> v = valueAt(uuid, metric, msecs);
        if (!v)
            return std::nullopt;
        return GpuReading { floorDiv(msecs, 1000) * 1000, 1000, *v, *v };
    }
    for (const Tier<BucketSlot> *tier : { &s.tens, &s.minutes }) {
        const qint64 i = floorDiv(msecs, tier->width);
        if (!tier->holds(i))
            continue;
        const auto [lo, hi] = bucketRange(tier->cells[tier->pos(i)], int(metric));
        if (std::isnan(lo))
            return std::nullopt;
        return GpuReading { i * tier->width, tier->width, lo, hi };
    }
    return std::nullopt;
}

qint64 GpuHistory::memoryBytes() const
{
    qint64 bytes = 0;
    for (const Series &s : m_series)
        bytes += s.raw.bytes() + s.tens.bytes() + s.minutes.bytes();
    return bytes;
}

qint64 GpuHistory::fullBytesPerGpu() const
{
    const auto bits = [](qint64 n) { return (n + 7) / 8; };
    return qint64(m_retention.rawSeconds) * qint64(sizeof(RawSlot)) + bits(m_retention.rawSeconds)
        + qint64(m_retention.tenSecondSlots + m_retention.minuteSlots) * qint64(sizeof(BucketSlot))
        + bits(m_retention.tenSecondSlots) + bits(m_retention.minuteSlots);
}

void GpuHistory::clear()
{
    m_series.clear();
    m_lastMsecs = 0;
}

} // namespace ic
