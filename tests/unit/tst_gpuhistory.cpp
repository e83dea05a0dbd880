// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/GpuHistory.h"

#include <QTest>

using namespace ic;

namespace {
constexpr qint64 T0 = 1'764'684'000'000; // 2025-12-02 14:00:00 UTC
const QString Gpu0 = QStringLiteral("GPU-0");

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

// `seconds` of 1 Hz samples; memory = the second's number (counted from `from`).
void fill(GpuHistory &h, qint64 from, int seconds, int gpus = 1)
{
    QList<GpuSample> tick;
    for (int i = 0; i < seconds; ++i) {
        tick.clear();
        for (int g = 0; g < gpus; ++g)
            tick << sample(g, i);
        h.append(from + i * 1000LL, tick);
    }
}

int gapCount(const QList<GpuSeriesPoint> &pts)
{
    return int(std::count_if(pts.cbegin(), pts.cend(), [](const GpuSeriesPoint &p) { return p.isGap(); }));
}

// What every answer must hold whatever was fed: points in time order, envelopes ordered and
// finite, no two gaps in a row, no more than about maxPoints.
QString brokenInvariant(const QList<GpuSeriesPoint> &pts, int maxPoints)
{
    if (pts.size() > maxPoints + 3)
        return QStringLiteral("%1 points for %2").arg(pts.size()).arg(maxPoints);
    for (int i = 0; i < pts.size(); ++i) {
        const GpuSeriesPoint &p = pts[i];
        if (i > 0 && p.msecs <= pts[i - 1].msecs)
            return QStringLiteral("point %1 not after the one before").arg(i);
        if (p.isGap()) {
            if (i > 0 && pts[i - 1].isGap())
                return QStringLiteral("two gaps in a row at %1").arg(i);
            continue;
        }
        if (!std::isfinite(p.min) || !std::isfinite(p.max) || !std::isfinite(p.last))
            return QStringLiteral("point %1 not finite").arg(i);
        if (!(p.min <= p.last && p.last <= p.max))
            return QStringLiteral("point %1: %2 <= %3 <= %4 broken").arg(i).arg(p.min).arg(p.last).arg(p.max);
    }
    return {};
}

/// A feed written as text: `t=mem` (t in seconds from T0, may be negative or fractional),
/// `t=mem/util/temp/power` (`nan`, `inf` allowed), `gap@t`, `Nx t=mem+` (N seconds from t,
/// memory counting up). Returns false on a typo in the test itself.
bool feed(GpuHistory &h, const QString &script)
{
    const auto number = [](const QString &s) {
        if (s == QLatin1String("nan"))
            return double(NAN);
        if (s == QLatin1String("inf"))
            return double(INFINITY);
        if (s == QLatin1String("-inf"))
            return -double(INFINITY);
        return s.toDouble();
    };
    for (const QString &op : script.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (op.startsWith(QLatin1String("gap@"))) {
            h.markGap(T0 + qint64(op.mid(4).toDouble() * 1000));
            continue;
        }
        int repeat = 1;
        QString rest = op;
        if (const int x = op.indexOf(QLatin1Char('x')); x > 0 && op.indexOf(QLatin1Char('=')) > x) {
            repeat = op.left(x).toInt();
            rest = op.mid(x + 1);
        }
        const int eq = rest.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return false;
        const double t = rest.left(eq).toDouble();
        QString values = rest.mid(eq + 1);
        const bool counting = values.endsWith(QLatin1Char('+'));
        if (counting)
            values.chop(1);
        const QStringList v = values.split(QLatin1Char('/'));
        for (int i = 0; i < repeat; ++i) {
            GpuSample s = sample(0, number(v.value(0)) + (counting ? i : 0), v.size() > 1 ? number(v[1]) : 50,
                                 v.size() > 2 ? number(v[2]) : 40, v.size() > 3 ? number(v[3]) : 300);
            h.append(T0 + qint64(t * 1000) + i * 1000LL, { s });
        }
    }
    return true;
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
        QTest::addColumn<int>("tier");
        QTest::newRow("5 min at full resolution") << 300 << 800 << 299 << 0;
        QTest::newRow("5 min, 100 px") << 300 << 100 << 75 << 0;
        QTest::newRow("1 h from the 1 s tier") << 3600 << 800 << 700 << 0;
        QTest::newRow("1 h, 4000 px: every second") << 3600 << 4000 << 3601 << 0;
        QTest::newRow("2 h from the 10 s tier") << 7200 << 800 << 700 << 1;
        QTest::newRow("4 h from the 10 s tier") << 14400 << 800 << 700 << 1;
        QTest::newRow("6 h from the 1 min tier") << 21600 << 800 << 300 << 2;
        QTest::newRow("24 h") << 86400 << 800 << 700 << 2;
        QTest::newRow("24 h, 2000 px") << 86400 << 2000 << 1400 << 2;
        QTest::newRow("24 h, 100 px") << 86400 << 100 << 90 << 2;
    }
    void decimationBoundsPoints()
    {
        QFETCH(int, window);
        QFETCH(int, maxPoints);
        QFETCH(int, atLeast);
        QFETCH(int, tier);
        static GpuHistory h = [] {
            GpuHistory g;
            fill(g, T0, 86400);
            return g;
        }();
        const qint64 to = T0 + 86399 * 1000;
        const qint64 from = to - window * 1000LL;
        QCOMPARE(h.tierFor(Gpu0, from, to, maxPoints), tier);
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, from, to, maxPoints);
        QVERIFY2(pts.size() <= maxPoints + 2, qPrintable(QString::number(pts.size())));
        QVERIFY2(pts.size() >= atLeast, qPrintable(QString::number(pts.size())));
        QCOMPARE(gapCount(pts), 0);
        QCOMPARE(brokenInvariant(pts, maxPoints), QString());
        // Memory is the second's number: each envelope starts at its bucket's first second
        // (the first point may start before the window and is cut at the tier's reach).
        for (int i = 1; i < pts.size(); ++i)
            QCOMPARE(pts[i].min, float((pts[i].msecs - T0) / 1000));
        QCOMPARE(pts.last().max, 86399.f);
        if (tier == 0)
            QCOMPARE(pts.last().last, 86399.f);
    }

    void envelopeKeepsSpike_data()
    {
        QTest::addColumn<int>("age"); // seconds before the end
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("maxPoints");
        QTest::newRow("1 s tier, 1 h on 100 px") << 600 << 3600 << 100;
        QTest::newRow("10 s tier, 4 h on 100 px") << 3 * 3600 << 4 * 3600 << 100;
        QTest::newRow("1 min tier, 24 h on 100 px") << 20 * 3600 << 86400 << 100;
        QTest::newRow("1 min tier, 24 h on 2000 px") << 23 * 3600 << 86400 << 2000;
    }
    void envelopeKeepsSpike()
    {
        QFETCH(int, age);
        QFETCH(int, window);
        QFETCH(int, maxPoints);
        GpuHistory h;
        const int seconds = 86400;
        const int spike = seconds - age;
        for (int i = 0; i < seconds; ++i)
            h.append(T0 + i * 1000LL, { sample(0, i == spike ? 90000 : 1000, i == spike + 7 ? 0 : 50) });
        const qint64 to = T0 + (seconds - 1) * 1000LL;
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, to - window * 1000LL, to, maxPoints);
        QVERIFY(pts.size() <= maxPoints + 2);
        const float peak
            = std::max_element(pts.cbegin(), pts.cend(), [](auto &a, auto &b) { return a.max < b.max; })->max;
        QCOMPARE(peak, 90000.f);
        const auto util = h.series(Gpu0, GpuMetric::Utilization, to - window * 1000LL, to, maxPoints);
        const float low = std::min_element(util.cbegin(), util.cend(), [](auto &a, auto &b) {
                              return a.min < b.min;
                          })->min;
        QCOMPARE(low, 0.f);
    }

    void gaps_data()
    {
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("maxPoints");
        QTest::addColumn<int>("tier");
        QTest::newRow("1 s") << 600 << 800 << 0;
        QTest::newRow("1 s merged") << 3000 << 800 << 0;
        QTest::newRow("10 s") << 7200 << 800 << 1;
        QTest::newRow("1 min") << 36000 << 800 << 2;
        QTest::newRow("1 min merged") << 86400 << 100 << 2;
    }
    void gaps()
    {
        QFETCH(int, window);
        QFETCH(int, maxPoints);
        QFETCH(int, tier);
        // Samples, a marked gap (stream died) and 15 min with no samples, samples again.
        GpuHistory h;
        const qint64 start = T0 + 86400000 - window * 1000LL;
        fill(h, start, window / 3);
        const qint64 gapAt = start + (window / 3) * 1000LL;
        h.markGap(gapAt);
        const qint64 resume = gapAt + std::max(window / 3, 900) * 1000LL;
        fill(h, resume, window / 6);
        const qint64 to = resume + (window / 6) * 1000LL;
        QCOMPARE(h.tierFor(Gpu0, start, to, maxPoints), tier);
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, start, to, maxPoints);
        QCOMPARE(brokenInvariant(pts, maxPoints), QString());
        QCOMPARE(gapCount(pts), 1);
        // No drawn point lies inside the gap (a bucket may start before the samples resume).
        const qint64 width = pts.size() > 2 ? pts[1].msecs - pts[0].msecs : 1000;
        for (const GpuSeriesPoint &p : pts) {
            if (!p.isGap())
                QVERIFY2(p.msecs < gapAt || p.msecs > resume - width, qPrintable(QString::number(p.msecs)));
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
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, T0, T0 + 180000, 800);
        QCOMPARE(gapCount(pts), 1);
    }

    void jitterIsNotAGap()
    {
        // nvidia-smi -l 1 drifts: a tick may skip a wall-clock second.
        GpuHistory h;
        for (int i = 0; i < 100; ++i)
            h.append(T0 + i * 1010, { sample(0, i) });
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, T0, T0 + 120000, 800);
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
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, T0, T0 + 30000, 800);
        QCOMPARE(gapCount(pts), 1);
        QCOMPARE(pts.size(), 21);
        // The 1 s tier keeps the gap per second: that second's sample is the last before it.
        QCOMPARE(h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0 + 9200), 9.f);
        QCOMPARE(h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0 + 9999), 9.f);
        QVERIFY(!h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0 + 10100));
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
        const auto v = h.valueAt(Gpu0, GpuMetric::MemoryUsed, at);
        if (std::isnan(expected))
            QVERIFY(!v);
        else
            QCOMPARE(v, std::optional<float>(expected));
        QCOMPARE(h.valueAt(Gpu0, GpuMetric::Power, T0 + 5000), std::optional<float>(300.f));
        QVERIFY(!h.valueAt(QStringLiteral("GPU-9"), GpuMetric::MemoryUsed, T0));
    }

    void readingAt_data()
    {
        QTest::addColumn<int>("age"); // seconds before the newest sample
        QTest::addColumn<qint64>("width"); // 0: no reading
        QTest::addColumn<float>("min");
        QTest::addColumn<float>("max");
        const int end = 26 * 3600 - 1; // memory = seconds since T0, newest at `end`
        QTest::newRow("30 s ago: exact") << 30 << 1000LL << float(end - 30) << float(end - 30);
        QTest::newRow("60 min ago: exact") << 3600 << 1000LL << float(end - 3600) << float(end - 3600);
        // 2 h ago falls in the 10 s bucket [end - 7209, end - 7200].
        QTest::newRow("2 h ago: 10 s bucket") << 7200 << 10000LL << float(end - 7209) << float(end - 7200);
        QTest::newRow("10 h ago: 1 min bucket")
            << 36000 << 60000LL << float(end - 36059) << float(end - 36000);
        QTest::newRow("26 h ago: gone") << 26 * 3600 << 0LL << 0.f << 0.f;
        QTest::newRow("in the future") << -5 << 0LL << 0.f << 0.f;
    }
    void readingAt()
    {
        QFETCH(int, age);
        QFETCH(qint64, width);
        QFETCH(float, min);
        QFETCH(float, max);
        static GpuHistory h = [] {
            GpuHistory g;
            fill(g, T0, 26 * 3600);
            return g;
        }();
        const qint64 at = T0 + (26 * 3600 - 1 - age) * 1000LL + 400;
        const auto r = h.readingAt(Gpu0, GpuMetric::MemoryUsed, at);
        if (width == 0) {
            QVERIFY(!r);
            return;
        }
        QVERIFY(r);
        QCOMPARE(r->widthMsecs, width);
        QCOMPARE(r->isExact(), width == 1000);
        QCOMPARE(r->min, min);
        QCOMPARE(r->max, max);
        QVERIFY(r->msecs <= at && at < r->msecs + r->widthMsecs);
    }

    // Feeds nobody would send on purpose: each row's invariants hold (brokenInvariant on every
    // tier), then the row's own reading at `at` (seconds from T0).
    void hostileFeeds_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<double>("at");
        QTest::addColumn<float>("exact"); // valueAt(MemoryUsed); NaN = none
        QTest::addColumn<qint64>("readingWidth"); // readingAt(MemoryUsed) width; 0 = none
        QTest::newRow("nothing") << QString() << 0.0 << float(NAN) << 0LL;
        QTest::newRow("only gaps") << QStringLiteral("gap@0 gap@5 gap@-100") << 0.0 << float(NAN) << 0LL;
        QTest::newRow("one sample") << QStringLiteral("0=7") << 0.0 << 7.f << 1000LL;
        QTest::newRow("out of order within a minute")
            << QStringLiteral("60x0=0+ 30=555 90=1") << 30.0 << 555.f << 1000LL;
        QTest::newRow("late sample before the first")
            << QStringLiteral("100=1 101=2 50=9 102=3") << 50.0 << 9.f << 1000LL;
        QTest::newRow("duplicate second: newest wins")
            << QStringLiteral("5=1 5.5=2 5.9=3") << 5.0 << 3.f << 1000LL;
        QTest::newRow("NaN memory keeps the other metrics")
            << QStringLiteral("0=nan/80/40/300") << 0.0 << float(NAN) << 0LL;
        QTest::newRow("NaN then value in the same second")
            << QStringLiteral("0=5 0.5=nan/10") << 0.0 << 5.f << 1000LL;
        QTest::newRow("infinite memory is missing")
            << QStringLiteral("0=inf 1=-inf 2=4") << 0.0 << float(NAN) << 0LL;
        QTest::newRow("every metric missing")
            << QStringLiteral("0=nan/nan/nan/nan") << 0.0 << float(NAN) << 0LL;
        QTest::newRow("utilisation beyond a 16-bit float")
            << QStringLiteral("0=3/1e9/1e30") << 0.0 << 3.f << 1000LL;
        QTest::newRow("clock steps back 2 h: 1 s tier restarts, 10 s keeps")
            << QStringLiteral("600x0=0+ 600x-7200=10000+") << 300.0 << float(NAN) << 10000LL;
        QTest::newRow("clock steps back 2 h: new samples exact")
            << QStringLiteral("600x0=0+ 600x-7200=10000+") << -7000.0 << 10200.f << 1000LL;
        QTest::newRow("clock steps back 5 min: samples land in their seconds")
            << QStringLiteral("600x0=0+ 60x300=900+") << 310.0 << 910.f << 1000LL;
        QTest::newRow("clock a year ahead, then back")
            << QStringLiteral("60x0=0+ 60x31536000=500+ 60x60=1000+") << 100.0 << 1040.f << 1000LL;
        QTest::newRow("a year ahead: the old seconds are gone")
            << QStringLiteral("60x0=0+ 60x31536000=500+") << 10.0 << float(NAN) << 0LL;
        QTest::newRow("before 1970") << QStringLiteral("60x-1764684000=0+") << -1764683990.0 << 10.f
                                     << 1000LL;
        QTest::newRow("gap far in the future, then samples")
            << QStringLiteral("60x0=0+ gap@99999999 60x60=100+") << 70.0 << 110.f << 1000LL;
        QTest::newRow("gaps between every sample")
            << QStringLiteral("0=1 gap@0.5 1=2 gap@1.5 2=3 gap@2.5") << 1.0 << 2.f << 1000LL;
        QTest::newRow("sparse: one sample an hour for 30 h")
            << QStringLiteral("0=0 3600=1 7200=2 10800=3 14400=4 18000=5 21600=6 25200=7 28800=8 32400=9 "
                              "36000=10 39600=11 43200=12 46800=13 50400=14 54000=15 57600=16 61200=17 "
                              "64800=18 68400=19 72000=20 75600=21 79200=22 82800=23 86400=24 90000=25 "
                              "93600=26 97200=27 100800=28 104400=29 108000=30")
            << 100800.0 << float(NAN) << 10000LL;
    }
    void hostileFeeds()
    {
        QFETCH(QString, script);
        QFETCH(double, at);
        QFETCH(float, exact);
        QFETCH(qint64, readingWidth);
        GpuHistory h;
        QVERIFY(feed(h, script));
        QVERIFY(h.memoryBytes() <= h.fullBytesPerGpu() + 64);
        // Every tier and merge factor over a wide window around the feed.
        for (const auto &[span, points] :
             { std::pair { 600, 800 }, std::pair { 3600, 100 }, std::pair { 3600, 4000 },
               std::pair { 7 * 3600, 800 }, std::pair { 30 * 3600, 100 }, std::pair { 400 * 86400, 1000 } }) {
            for (GpuMetric m : { GpuMetric::MemoryUsed, GpuMetric::Utilization, GpuMetric::Temperature,
                                 GpuMetric::Power }) {
                const qint64 around = T0 + qint64(at * 1000);
                const auto pts = h.series(Gpu0, m, around - span * 1000LL, around + span * 1000LL, points);
                QCOMPARE(brokenInvariant(pts, points), QString());
            }
        }
        const qint64 atMs = T0 + qint64(at * 1000);
        const auto v = h.valueAt(Gpu0, GpuMetric::MemoryUsed, atMs);
        if (std::isnan(exact))
            QVERIFY2(!v, qPrintable(QString::number(v.value_or(0))));
        else
            QCOMPARE(v, std::optional<float>(exact));
        const auto r = h.readingAt(Gpu0, GpuMetric::MemoryUsed, atMs);
        QCOMPARE(r ? r->widthMsecs : 0, readingWidth);
        if (r && !std::isnan(exact))
            QCOMPARE(r->min, exact);
    }

    void sixteenBitMetricsKeepWholeNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("0 %") << 0.0 << 0.0;
        QTest::newRow("100 %") << 100.0 << 0.0;
        QTest::newRow("37 °C") << 37.0 << 0.0;
        QTest::newRow("-40 °C") << -40.0 << 0.0;
        QTest::newRow("127 °C") << 127.0 << 0.0;
        QTest::newRow("2048") << 2048.0 << 0.0;
        QTest::newRow("37.3 (fraction: 11 significant bits)") << 37.3 << 0.02;
    }
    void sixteenBitMetricsKeepWholeNumbers()
    {
        QFETCH(double, value);
        QFETCH(double, tolerance);
        GpuHistory h;
        h.append(T0, { sample(0, 1, value, value) });
        for (GpuMetric m : { GpuMetric::Utilization, GpuMetric::Temperature }) {
            const auto v = h.valueAt(Gpu0, m, T0);
            QVERIFY(v);
            QVERIFY2(std::abs(double(*v) - value) <= tolerance, qPrintable(QString::number(*v)));
        }
    }

    void unavailableMetricIsNotAValue()
    {
        GpuHistory h;
        GpuSample s = sample(0, 100);
        s.utilizationPercent = NAN; // [N/A] with MIG
        h.append(T0, { s });
        QVERIFY(!h.valueAt(Gpu0, GpuMetric::Utilization, T0));
        QCOMPARE(h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0), std::optional<float>(100.f));
        const auto pts = h.series(Gpu0, GpuMetric::Utilization, T0 - 1000, T0 + 1000, 100);
        QVERIFY(std::all_of(pts.cbegin(), pts.cend(), [](auto &p) { return p.isGap(); }));
    }

    void ringWrapAround()
    {
        GpuHistory h(GpuHistory::Retention { 60, 6, 2 }); // the smallest tiers: 60 s, 60 s, 2 min
        fill(h, T0, 200);
        const auto pts = h.series(Gpu0, GpuMetric::MemoryUsed, T0 + 140000, T0 + 200000, 800);
        QVERIFY(!pts.isEmpty());
        QVERIFY(pts.size() <= 62);
        QVERIFY(pts.first().msecs >= T0 + 140000);
        QCOMPARE(pts.last().last, 199.f);
        for (int i = 1; i < pts.size(); ++i) {
            QVERIFY(pts[i].msecs > pts[i - 1].msecs);
            QCOMPARE(pts[i].last, pts[i - 1].last + 1);
        }
        QVERIFY(!h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0 + 10000));
        QCOMPARE(h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0 + 150000), std::optional<float>(150.f));
        // Older than the 1 s tier: the 1 min tier's bucket [120 s, 180 s).
        const auto r = h.readingAt(Gpu0, GpuMetric::MemoryUsed, T0 + 125000);
        QVERIFY(r);
        QCOMPARE(r->widthMsecs, 60000);
        QCOMPARE(r->min, 120.f);
        QCOMPARE(r->max, 179.f);
        // Going on after the wrap keeps the newest and stays ordered.
        fill(h, T0 + 200000, 30);
        QCOMPARE(h.valueAt(Gpu0, GpuMetric::MemoryUsed, T0 + 229000), std::optional<float>(29.f));
        QVERIFY(h.memoryBytes() <= h.fullBytesPerGpu() + 64);
    }

    void gpusOrderedByIndex()
    {
        GpuHistory h;
        h.append(T0, { sample(3, 1), sample(0, 1), sample(10, 1), sample(1, 1) });
        QCOMPARE(h.gpuUuids(),
                 (QStringList { Gpu0, QStringLiteral("GPU-1"), QStringLiteral("GPU-3"),
                                QStringLiteral("GPU-10") }));
        QCOMPARE(h.memoryTotalMiB(QStringLiteral("GPU-3")), 95830.0);
        QCOMPARE(h.powerLimitW(QStringLiteral("GPU-3")), 400.0);
        QCOMPARE(h.latestTick().size(), 4);
        GpuSample bad = sample(4, 1);
        bad.error = QStringLiteral("truncated");
        h.append(T0 + 1000, { bad });
        QCOMPARE(h.gpuUuids().size(), 4);
    }

    void lastSampleFollowsTheClock()
    {
        GpuHistory h;
        fill(h, T0, 10);
        QCOMPARE(h.lastSampleMsecs(), T0 + 9000);
        h.append(T0 - 3600000, { sample(0, 1) }); // the clock stepped back an hour
        QCOMPARE(h.lastSampleMsecs(), T0 - 3600000);
    }

    void memoryIsBoundedPerGpu_data()
    {
        QTest::addColumn<int>("hours");
        QTest::addColumn<qint64>("atMost"); // bytes for 8 GPUs
        // 1 s tier full (61 min × 12 B) plus the first hour of the coarse tiers.
        QTest::newRow("1 h") << 1 << qint64(8 * (44000 + 10000 + 2000 + 2048));
        QTest::newRow("25 h: every tier full") << 25 << qint64(8 * 116000);
        QTest::newRow("30 h: no more than at 25 h") << 30 << qint64(8 * 116000);
    }
    void memoryIsBoundedPerGpu()
    {
        QFETCH(int, hours);
        QFETCH(qint64, atMost);
        GpuHistory h;
        fill(h, T0, hours * 3600, 8);
        QVERIFY2(h.memoryBytes() <= atMost, qPrintable(QString::number(h.memoryBytes())));
        QVERIFY(h.memoryBytes() <= 8 * (h.fullBytesPerGpu() + 64));
        if (hours >= 25)
            QVERIFY2(h.memoryBytes() >= 8 * h.fullBytesPerGpu(),
                     qPrintable(QString::number(h.memoryBytes())));
        h.clear();
        QCOMPARE(h.memoryBytes(), 0);
        QVERIFY(h.gpuUuids().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGpuHistory)
#include "tst_gpuhistory.moc"
