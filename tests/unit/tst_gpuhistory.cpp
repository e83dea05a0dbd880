// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/GpuHistory.h"

#include <QTest>

using namespace ic;

namespace {
constexpr qint64 T0 = 1'764'684'000'000; // 2025-12-02 14:00:00 UTC

GpuSample sample(int index, double memMiB, double util = 50, double temp = 40, double power = 300)
{
    GpuSample s;
    s.index = index;
    s.uuid = QStringLiteral("GPU-%1").arg(index);
    s.name = QStringLiteral("NVIDIA H100 NVL");
    s.memoryUsedMiB = memMiB;
    s.memoryTotalMiB = 95830;
    s.utilizationPercent = util;
    s.temperatureC = temp;
    s.powerDrawW = power;
    s.powerLimitW = 400;
    return s;
}

// `seconds` of 1 Hz samples for one GPU; memory = the second's number.
void fill(GpuHistory &h, qint64 from, int seconds, int gpus = 1)
{
    QList<GpuSample> tick;
    for (int i = 0; i < seconds; ++i) {
        tick.clear();
        for (int g = 0; g < gpus; ++g)
            tick << sample(g, i);
        h.append(from + i * 1000, tick);
    }
}

int gapCount(const QList<GpuSeriesPoint> &pts)
{
    return int(std::count_if(pts.cbegin(), pts.cend(), [](const GpuSeriesPoint &p) { return p.isGap(); }));
}
} // namespace

class TestGpuHistory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void decimationBoundsPoints_data()
    {
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("maxPoints");
        QTest::addColumn<int>("atLeast");
        QTest::newRow("5 min at full resolution") << 300 << 800 << 299;
        QTest::newRow("5 min, 100 px") << 300 << 100 << 25;
        QTest::newRow("1 h") << 3600 << 800 << 300;
        QTest::newRow("24 h") << 86400 << 800 << 100;
        QTest::newRow("24 h, 2000 px") << 86400 << 2000 << 1000;
    }
    void decimationBoundsPoints()
    {
        QFETCH(int, window);
        QFETCH(int, maxPoints);
        QFETCH(int, atLeast);
        static GpuHistory h = [] {
            GpuHistory g;
            fill(g, T0, 86400);
            return g;
        }();
        const qint64 to = T0 + 86399 * 1000;
        const auto pts
            = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, to - window * 1000LL, to, maxPoints);
        QVERIFY2(pts.size() <= maxPoints + 2, qPrintable(QString::number(pts.size())));
        QVERIFY2(pts.size() >= atLeast, qPrintable(QString::number(pts.size())));
        QCOMPARE(gapCount(pts), 0);
        for (int i = 1; i < pts.size(); ++i)
            QVERIFY(pts[i].msecs > pts[i - 1].msecs);
        // The envelope covers every sample of its bucket: memory is the second's number.
        for (const GpuSeriesPoint &p : pts)
            QVERIFY(p.min <= p.last && p.last <= p.max);
        QCOMPARE(pts.last().max, 86399.f);
    }

    void envelopeKeepsSpike()
    {
        GpuHistory h;
        for (int i = 0; i < 3600; ++i)
            h.append(T0 + i * 1000, { sample(0, i == 1234 ? 90000 : 1000, i == 2000 ? 0 : 50) });
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0, T0 + 3600000, 100);
        QVERIFY(pts.size() <= 102);
        const float peak
            = std::max_element(pts.cbegin(), pts.cend(), [](auto &a, auto &b) { return a.max < b.max; })->max;
        QCOMPARE(peak, 90000.f);
        const auto util = h.series(QStringLiteral("GPU-0"), GpuMetric::Utilization, T0, T0 + 3600000, 100);
        const float low = std::min_element(util.cbegin(), util.cend(), [](auto &a, auto &b) {
                              return a.min < b.min;
                          })->min;
        QCOMPARE(low, 0.f);
    }

    void gaps_data()
    {
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("maxPoints");
        QTest::newRow("raw") << 600 << 800;
        QTest::newRow("10 s buckets") << 3600 << 800;
        QTest::newRow("60 s buckets") << 36000 << 800;
        QTest::newRow("600 s buckets") << 86400 << 100;
    }
    void gaps()
    {
        QFETCH(int, window);
        QFETCH(int, maxPoints);
        // Samples, a marked gap (stream died) and 15 min with no samples, samples again.
        GpuHistory h;
        const qint64 start = T0 + 86400000 - window * 1000LL;
        fill(h, start, window / 3);
        const qint64 gapAt = start + (window / 3) * 1000LL;
        h.markGap(gapAt);
        const qint64 resume = gapAt + std::max(window / 3, 900) * 1000LL;
        fill(h, resume, window / 6);
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, start,
                                  resume + window * 1000LL, maxPoints);
        QVERIFY(gapCount(pts) >= 1);
        // No drawn point lies inside the gap.
        for (const GpuSeriesPoint &p : pts) {
            if (!p.isGap())
                QVERIFY(p.msecs < gapAt || p.msecs >= resume - 600000);
        }
        // A break sits between the last point before and the first after.
        int i = 0;
        while (i < pts.size() && !pts[i].isGap())
            ++i;
        QVERIFY(i > 0 && i < pts.size() - 1);
        QVERIFY(!pts[i + 1].isGap());
    }

    void missingSamplesAreAGap()
    {
        GpuHistory h;
        fill(h, T0, 60);
        fill(h, T0 + 120000, 60); // 60 s without samples, no markGap
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0, T0 + 180000, 800);
        QCOMPARE(gapCount(pts), 1);
    }

    void jitterIsNotAGap()
    {
        // nvidia-smi -l 1 drifts: a tick may skip a wall-clock second.
        GpuHistory h;
        for (int i = 0; i < 100; ++i)
            h.append(T0 + i * 1010, { sample(0, i) });
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0, T0 + 120000, 800);
        QCOMPARE(gapCount(pts), 0);
        QVERIFY(pts.size() >= 99);
    }

    void gapMarkedInSameSecondAsSample()
    {
        GpuHistory h;
        fill(h, T0, 10);
        h.markGap(T0 + 9500);
        h.markGap(T0 + 9600); // a second marker adds nothing
        fill(h, T0 + 20000, 10);
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0, T0 + 30000, 800);
        QCOMPARE(gapCount(pts), 1);
        QCOMPARE(pts.size(), 21);
        QCOMPARE(h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0 + 9200), 9.f);
        QVERIFY(!h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0 + 9999));
    }

    void valueAtIsExact_data()
    {
        QTest::addColumn<qint64>("at");
        QTest::addColumn<float>("expected"); // NaN: no value
        QTest::newRow("first sample") << T0 << 0.f;
        QTest::newRow("inside a second") << T0 + 1500 << 1.f;
        QTest::newRow("last sample") << T0 + 99000 << 99.f;
        QTest::newRow("just after last") << T0 + 99900 << 99.f;
        QTest::newRow("after the gap marker") << T0 + 100500 << float(NAN);
        QTest::newRow("long after last") << T0 + 105000 << float(NAN);
        QTest::newRow("before first") << T0 - 1 << float(NAN);
        QTest::newRow("in the gap") << T0 + 150000 << float(NAN);
        QTest::newRow("after the gap") << T0 + 200000 << 0.f;
    }
    void valueAtIsExact()
    {
        QFETCH(qint64, at);
        QFETCH(float, expected);
        GpuHistory h;
        fill(h, T0, 100);
        h.markGap(T0 + 100100);
        fill(h, T0 + 200000, 10);
        const auto v = h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, at);
        if (std::isnan(expected))
            QVERIFY(!v);
        else
            QCOMPARE(v, std::optional<float>(expected));
        QCOMPARE(h.valueAt(QStringLiteral("GPU-0"), GpuMetric::Power, T0 + 5000),
                 std::optional<float>(300.f));
        QVERIFY(!h.valueAt(QStringLiteral("GPU-9"), GpuMetric::MemoryUsed, T0));
    }

    void unavailableMetricIsNotAValue()
    {
        GpuHistory h;
        GpuSample s = sample(0, 100);
        s.utilizationPercent = NAN; // [N/A] with MIG
        h.append(T0, { s });
        QVERIFY(!h.valueAt(QStringLiteral("GPU-0"), GpuMetric::Utilization, T0));
        QCOMPARE(h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0), std::optional<float>(100.f));
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::Utilization, T0 - 1000, T0 + 1000, 100);
        QVERIFY(std::all_of(pts.cbegin(), pts.cend(), [](auto &p) { return p.isGap(); }));
    }

    void ringWrapAround()
    {
        GpuHistory h(60); // the smallest history: 60 s of raw samples
        fill(h, T0, 200);
        const auto pts = h.series(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0, T0 + 200000, 800);
        QVERIFY(!pts.isEmpty());
        QVERIFY(pts.size() <= 62);
        QVERIFY(pts.first().msecs >= T0 + 138000);
        QCOMPARE(pts.last().last, 199.f);
        for (int i = 1; i < pts.size(); ++i) {
            QVERIFY(pts[i].msecs > pts[i - 1].msecs);
            QCOMPARE(pts[i].last, pts[i - 1].last + 1);
        }
        QVERIFY(!h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0 + 10000));
        QCOMPARE(h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0 + 150000),
                 std::optional<float>(150.f));
        // Going on after the wrap keeps the newest and stays ordered.
        fill(h, T0 + 200000, 30);
        QCOMPARE(h.valueAt(QStringLiteral("GPU-0"), GpuMetric::MemoryUsed, T0 + 229000),
                 std::optional<float>(29.f));
    }

    void gpusOrderedByIndex()
    {
        GpuHistory h;
        h.append(T0, { sample(3, 1), sample(0, 1), sample(10, 1), sample(1, 1) });
        QCOMPARE(h.gpuUuids(),
                 (QStringList { QStringLiteral("GPU-0"), QStringLiteral("GPU-1"), QStringLiteral("GPU-3"),
                                QStringLiteral("GPU-10") }));
        QCOMPARE(h.memoryTotalMiB(QStringLiteral("GPU-3")), 95830.0);
        QCOMPARE(h.powerLimitW(QStringLiteral("GPU-3")), 400.0);
        QCOMPARE(h.latestTick().size(), 4);
        GpuSample bad = sample(4, 1);
        bad.error = QStringLiteral("truncated");
        h.append(T0 + 1000, { bad });
        QCOMPARE(h.gpuUuids().size(), 4);
    }

    void memoryGrowsWithData()
    {
        GpuHistory small;
        fill(small, T0, 60, 8);
        GpuHistory day;
        fill(day, T0, 86400, 1);
        QVERIFY(small.memoryBytes() > 0);
        QVERIFY(small.memoryBytes() < 8 * 64 * 1024);
        // One GPU for 24 h: ~24 bytes a second raw, a small fraction for the coarse levels.
        QVERIFY2(day.memoryBytes() < 3 * 1024 * 1024, qPrintable(QString::number(day.memoryBytes())));
        day.clear();
        QCOMPARE(day.memoryBytes(), 0);
        QVERIFY(day.gpuUuids().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGpuHistory)
#include "tst_gpuhistory.moc"
