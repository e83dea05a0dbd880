// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuHistory.h"

#include <algorithm>

namespace ic {

namespace {
constexpr qint64 RawWidth = 1000;
constexpr qint64 LevelWidths[3] = { 10000, 60000, 600000 };

std::array<float, GpuMetricCount> valuesOf(const GpuSample &s)
{
    return { float(s.memoryUsedMiB), float(s.utilizationPercent), float(s.temperatureC),
             float(s.powerDrawW) };
}

bool sameSecond(qint64 a, qint64 b)
{
    return a / RawWidth == b / RawWidth;
}
} // namespace

template<typename T> void GpuHistory::Ring<T>::push(const T &b)
{
    if (count < capacity) {
        if (ring.size() == ring.capacity())
            ring.reserve(std::min(capacity, std::max(64, int(ring.size()) * 2)));
        ring.append(b); // head stays 0 until the ring is full
        ++count;
    } else {
        ring[head] = b;
        head = (head + 1) % capacity;
    }
}

GpuHistory::GpuHistory(int capacitySeconds)
    : m_capacitySeconds(std::max(60, capacitySeconds))
{
}

void GpuHistory::append(qint64 msecs, const QList<GpuSample> &tick)
{
    for (const GpuSample &s : tick) {
        if (!s.isValid() || s.uuid.isEmpty())
            continue;
        auto it = m_series.find(s.uuid);
        if (it == m_series.end()) {
            Series fresh;
            fresh.raw.capacity = m_capacitySeconds + 2;
            for (int l = 0; l < 3; ++l) {
                fresh.levels[l].widthMsecs = LevelWidths[l];
                fresh.levels[l].capacity
                    = int(std::max<qint64>(8, m_capacitySeconds * 1000 / LevelWidths[l] + 2));
            }
            it = m_series.insert(s.uuid, std::move(fresh));
        }
        Series &ser = *it;
        ser.index = s.index;
        ser.name = s.name;
        if (!std::isnan(s.memoryTotalMiB))
            ser.memoryTotalMiB = s.memoryTotalMiB;
        if (!std::isnan(s.powerLimitW))
            ser.powerLimitW = s.powerLimitW;
        ser.latest = s;
        appendTo(ser, msecs, valuesOf(s), false);
    }
    m_lastMsecs = std::max(m_lastMsecs, msecs);
}

void GpuHistory::markGap(qint64 msecs)
{
    const std::array<float, GpuMetricCount> nan { NAN, NAN, NAN, NAN };
    for (Series &s : m_series)
        appendTo(s, msecs, nan, true);
}

void GpuHistory::appendTo(Series &s, qint64 msecs, const std::array<float, GpuMetricCount> &v, bool gap)
{
    // Level 0: one entry per second; a gap marker in a second that already has a value goes
    // after it (start + 999) so the entries stay in time order.
    Ring<Raw> &raw = s.raw;
    const qint64 second = msecs - (msecs % RawWidth);
    if (raw.count > 0 && sameSecond(raw.back().start, second)) {
        Raw &b = raw.back();
        if (gap) {
            if (!b.isGap())
                raw.push(Raw { second + RawWidth - 1, v });
        } else if (b.isGap()) {
            raw.push(Raw { std::min(b.start + 1, second + RawWidth - 1), v });
        } else {
            for (int m = 0; m < GpuMetricCount; ++m) {
                if (!std::isnan(v[m]))
                    b.v[m] = v[m];
            }
        }
    } else if (!gap || (raw.count > 0 && !raw.back().isGap())) {
        raw.push(Raw { second, v });
    }

    for (Level &level : s.levels) {
        const qint64 start = msecs - (msecs % level.widthMsecs);
        if (level.count > 0 && level.back().start == start) {
            Bucket &b = level.back();
            if (gap) {
                b.gap = true;
                continue;
            }
            for (int m = 0; m < GpuMetricCount; ++m) {
                if (std::isnan(v[m]))
                    continue;
                b.min[m] = std::isnan(b.min[m]) ? v[m] : std::min(b.min[m], v[m]);
                b.max[m] = std::isnan(b.max[m]) ? v[m] : std::max(b.max[m], v[m]);
                b.last[m] = v[m];
            }
            continue;
        }
        Bucket b;
        b.start = start;
        b.min = v;
        b.max = v;
        b.last = v;
        b.gap = gap;
        level.push(b);
    }
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

namespace {
// First entry whose bucket ends after `from`.
template<typename R> int firstCovering(const R &ring, qint64 width, qint64 from)
{
    int lo = 0, hi = ring.count;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (ring.at(mid).start + width <= from)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

// Last entry starting at or before `msecs`, or -1.
template<typename R> int lastAtOrBefore(const R &ring, qint64 msecs)
{
    int lo = 0, hi = ring.count;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (ring.at(mid).start <= msecs)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}
} // namespace

QList<GpuSeriesPoint> GpuHistory::series(const QString &uuid, GpuMetric metric, qint64 from, qint64 to,
                                         int maxPoints) const
{
    QList<GpuSeriesPoint> out;
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend() || to <= from || maxPoints <= 0)
        return out;
    const int m = int(metric);
    // A missing stretch longer than two buckets (plus a second of jitter) is a gap.
    auto addMissingGap = [&out](qint64 prevStart, qint64 start, qint64 width) {
        if (prevStart >= 0 && start - prevStart > 2 * width + 1000 && !out.last().isGap())
            out.append(GpuSeriesPoint { prevStart + width, NAN, NAN, NAN });
    };

    if ((to - from) / RawWidth <= maxPoints) {
        const Ring<Raw> &raw = it->raw;
        const int first = firstCovering(raw, RawWidth, from);
        out.reserve(std::min(raw.count - first, maxPoints + 2));
        qint64 prevStart = -1;
        for (int i = first; i < raw.count; ++i) {
            const Raw &r = raw.at(i);
            if (r.start > to)
                break;
            if (r.isGap() || std::isnan(r.v[m])) {
                if (out.isEmpty() || !out.last().isGap())
                    out.append(GpuSeriesPoint { r.start, NAN, NAN, NAN });
                prevStart = -1;
                continue;
            }
            addMissingGap(prevStart, r.start, RawWidth);
            out.append(GpuSeriesPoint { r.start, r.v[m], r.v[m], r.v[m] });
            prevStart = r.start;
        }
        return out;
    }

    // The finest coarse level whose bucket count over the window fits maxPoints.
    int li = 0;
    while (li < 2 && (to - from) / LevelWidths[li] > maxPoints)
        ++li;
    const Level &level = it->levels[li];
    const int first = firstCovering(level, level.widthMsecs, from);
    out.reserve(std::min(level.count - first, maxPoints + 2));
    qint64 prevStart = -1;
    for (int i = first; i < level.count; ++i) {
        const Bucket &b = level.at(i);
        if (b.start > to)
            break;
        addMissingGap(prevStart, b.start, level.widthMsecs);
        if (std::isnan(b.last[m])) {
            if (out.isEmpty() || !out.last().isGap())
                out.append(GpuSeriesPoint { b.start, NAN, NAN, NAN });
        } else {
            out.append(GpuSeriesPoint { b.start, b.min[m], b.max[m], b.last[m] });
            if (b.gap)
                out.append(GpuSeriesPoint { b.start + level.widthMsecs - 1, NAN, NAN, NAN });
        }
        prevStart = b.start;
    }
    return out;
}

std::optional<float> GpuHistory::valueAt(const QString &uuid, GpuMetric metric, qint64 msecs) const
{
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend())
        return std::nullopt;
    const int i = lastAtOrBefore(it->raw, msecs);
    if (i < 0)
        return std::nullopt;
    const Raw &r = it->raw.at(i);
    if (msecs - r.start > 2000 || std::isnan(r.v[int(metric)]))
        return std::nullopt;
    return r.v[int(metric)];
}

qint64 GpuHistory::memoryBytes() const
{
    qint64 bytes = 0;
    for (const Series &s : m_series) {
        bytes += qint64(s.raw.ring.capacity()) * qint64(sizeof(Raw));
        for (const Level &l : s.levels)
            bytes += qint64(l.ring.capacity()) * qint64(sizeof(Bucket));
    }
    return bytes;
}
void GpuHistory::clear()
{
    m_series.clear();
    m_lastMsecs = 0;
}

} // namespace ic
