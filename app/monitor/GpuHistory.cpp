#include "GpuHistory.h"

#include <algorithm>

namespace ic {

namespace {
constexpr qint64 LevelWidths[4] = { 1000, 10000, 60000, 600000 };

std::array<float, GpuMetricCount> valuesOf(const GpuSample &s)
{
    return { float(s.memoryUsedMiB), float(s.utilizationPercent), float(s.temperatureC),
             float(s.powerDrawW) };
}
} // namespace

void GpuHistory::Level::push(const Bucket &b)
{
    if (count < capacity) {
        ring[(head + count) % capacity] = b;
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
            for (int l = 0; l < 4; ++l) {
                fresh.levels[l].widthMsecs = LevelWidths[l];
                fresh.levels[l].capacity
                    = int(std::max<qint64>(8, m_capacitySeconds * 1000 / LevelWidths[l] + 2));
                fresh.levels[l].ring.resize(fresh.levels[l].capacity);
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

QList<GpuSeriesPoint> GpuHistory::series(const QString &uuid, GpuMetric metric, qint64 from, qint64 to,
                                         int maxPoints) const
{
    QList<GpuSeriesPoint> out;
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend() || to <= from || maxPoints <= 0)
        return out;
    const int m = int(metric);
    // The finest level whose bucket count over the window fits maxPoints.
    int li = 0;
    while (li < 3 && (to - from) / LevelWidths[li] > maxPoints)
        ++li;
    const Level &level = it->levels[li];
    if (level.count == 0)
        return out;
    // Binary search the first bucket at or after `from`.
    int lo = 0, hi = level.count;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (level.at(mid).start + level.widthMsecs <= from)
            lo = mid + 1;
        else
            hi = mid;
    }
    out.reserve(std::min(level.count - lo, maxPoints + 2));
    qint64 prevStart = -1;
    for (int i = lo; i < level.count; ++i) {
        const Bucket &b = level.at(i);
        if (b.start > to)
            break;
        // Missing buckets between two samples (more than two widths apart) are a gap.
        if (prevStart >= 0 && b.start - prevStart > 2 * level.widthMsecs + 1000)
            out.append(GpuSeriesPoint { prevStart + level.widthMsecs, NAN, NAN, NAN });
        if (b.gap && std::isnan(b.last[m]))
            out.append(GpuSeriesPoint { b.start, NAN, NAN, NAN });
        else
            out.append(GpuSeriesPoint { b.start, b.min[m], b.max[m], b.last[m] });
        if (b.gap && !std::isnan(b.last[m]))
            out.append(GpuSeriesPoint { b.start + level.widthMsecs - 1, NAN, NAN, NAN });
        prevStart = b.start;
    }
    return out;
}

std::optional<float> GpuHistory::valueAt(const QString &uuid, GpuMetric metric, qint64 msecs) const
{
    auto it = m_series.constFind(uuid);
    if (it == m_series.cend())
        return std::nullopt;
    const Level &level = it->levels[0];
    int lo = 0, hi = level.count;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (level.at(mid).start <= msecs)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return std::nullopt;
    const Bucket &b = level.at(lo - 1);
    if (msecs - b.start > 2000 || std::isnan(b.last[int(metric)]))
        return std::nullopt;
    return b.last[int(metric)];
}

qint64 GpuHistory::memoryBytes() const
{
    qint64 bytes = 0;
    for (const Series &s : m_series) {
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
