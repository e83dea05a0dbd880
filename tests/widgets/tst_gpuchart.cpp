// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "GpuChartWidget.h"
#include "config/Settings.h"
#include "monitor/GpuHistory.h"
#include "monitor/Timeline.h"

#include <QApplication>
#include <QChartView>
#include <QListWidget>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>

using namespace ic;

namespace {
constexpr qint64 T0 = 1'764'684'000'000;
constexpr double TotalMiB = 97871; // 95.6 GiB

GpuSample sample(int index, double memMiB)
{
    GpuSample s;
    s.index = index;
    s.uuid = QStringLiteral("GPU-%1").arg(index, 2, 10, QLatin1Char('0'));
    s.name = QStringLiteral("NVIDIA H100 NVL");
    s.memoryUsedMiB = memMiB;
    s.memoryTotalMiB = TotalMiB;
    s.utilizationPercent = 40 + index;
    s.temperatureC = 50 + index;
    s.powerDrawW = 200 + index;
    s.powerLimitW = 400;
    return s;
}

// `gpus` GPUs, 1 Hz for `seconds` from T0; GPU g uses 1000*(g+1) MiB + one per second.
void fill(GpuHistory &h, int gpus, int seconds, qint64 from = T0)
{
    QList<GpuSample> tick;
    for (int i = 0; i < seconds; ++i) {
        tick.clear();
        for (int g = 0; g < gpus; ++g)
            tick << sample(g, 1000.0 * (g + 1) + i);
        h.append(from + i * 1000LL, tick);
    }
}

QString uuid(int g)
{
    return QStringLiteral("GPU-%1").arg(g, 2, 10, QLatin1Char('0'));
}
} // namespace

class TestGpuChart : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    std::unique_ptr<GpuChartWidget> chart(const GpuHistory &h, Timeline *timeline = nullptr)
    {
        auto w = std::make_unique<GpuChartWidget>(nullptr, timeline, *m_settings);
        w->resize(1000, 500);
        w->setHistory(&h);
        w->setEndTime(T0 + 290 * 1000);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return nullptr;
        w->refresh();
        return w;
    }

private Q_SLOTS:
    void init()
    {
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("s.ini")));
        m_settings->setChartWindowSeconds(300);
        m_settings->setChartMetric(QStringLiteral("memory"));
    }

    void distinctColours_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::newRow("8 GPUs") << 8;
        QTest::newRow("16 GPUs") << 16;
    }
    void distinctColours()
    {
        QFETCH(int, gpus);
        GpuHistory h;
        fill(h, gpus, 290);
        auto w = chart(h);
        QVERIFY(w);
        QSet<QRgb> colours;
        for (int g = 0; g < gpus; ++g) {
            QCOMPARE(w->drawnSegments(uuid(g)), 1);
            QVERIFY(w->drawnPoints(uuid(g)) >= 280);
            colours.insert(w->drawnColor(uuid(g)).rgb());
        }
        QCOMPARE(colours.size(), gpus);
        QCOMPARE(w->findChild<QListWidget *>()->count(), gpus);
    }

    void toggleHidesLine()
    {
        GpuHistory h;
        fill(h, 8, 290);
        auto w = chart(h);
        QVERIFY(w);
        w->setGpuVisible(uuid(3), false);
        QCOMPARE(w->drawnSegments(uuid(3)), 0);
        QCOMPARE(w->drawnSegments(uuid(4)), 1);
        QVERIFY(!w->hoverText(T0 + 100000).contains(QStringLiteral("GPU 3:")));
        // Through the checkable list, as a user would.
        QListWidget *list = w->findChild<QListWidget *>();
        list->item(5)->setCheckState(Qt::Unchecked);
        QVERIFY(!w->isGpuVisible(uuid(5)));
        QCOMPARE(w->drawnSegments(uuid(5)), 0);
        list->item(3)->setCheckState(Qt::Checked);
        QCOMPARE(w->drawnSegments(uuid(3)), 1);
    }

    /// Qt Charts cuts a vertical axis title longer than the plot is tall: the chart shows the
    /// name and unit where they fit and the unit alone on a short plot, never a cut title.
    void axisTitleFitsThePlot_data()
    {
        QTest::addColumn<int>("metric");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("title");
        QTest::newRow("memory, tall")
            << int(GpuMetric::MemoryUsed) << 500 << QStringLiteral("Memory used (GiB)");
        QTest::newRow("memory, short") << int(GpuMetric::MemoryUsed) << 150 << QStringLiteral("GiB");
        QTest::newRow("temperature, short") << int(GpuMetric::Temperature) << 150 << QStringLiteral("°C");
        QTest::newRow("power, tall") << int(GpuMetric::Power) << 500 << QStringLiteral("Power (W)");
    }
    void axisTitleFitsThePlot()
    {
        QFETCH(int, metric);
        QFETCH(int, height);
        QFETCH(QString, title);
        GpuHistory h;
        fill(h, 8, 290);
        auto w = chart(h);
        QVERIFY(w);
        w->setMetric(GpuMetric(metric));
        w->resize(1000, height);
        // The chart lays itself out after the resize and redraws when its plot area changed.
        QTRY_COMPARE_WITH_TIMEOUT(w->axisTitle(), title, 5000);
        QVERIFY2(
            w->axisTitleFits(),
            qPrintable(QStringLiteral("\"%1\" on a %2 px plot").arg(w->axisTitle()).arg(w->plotHeight())));
        // No value label is cut to "..." either: fewer of them on a short plot.
        QTRY_VERIFY2_WITH_TIMEOUT(w->cutText().isEmpty(), qPrintable(w->cutText()), 5000);
    }

    void metricChangesAxis_data()
    {
        QTest::addColumn<int>("metric");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("atLeast");
        QTest::newRow("memory") << int(GpuMetric::MemoryUsed) << QStringLiteral("GiB")
                                << QStringLiteral("memory") << 95.6;
        QTest::newRow("utilisation") << int(GpuMetric::Utilization) << QStringLiteral("%")
                                     << QStringLiteral("utilization") << 100.0;
        QTest::newRow("temperature") << int(GpuMetric::Temperature) << QStringLiteral("°C")
                                     << QStringLiteral("temperature") << 57.0;
        QTest::newRow("power") << int(GpuMetric::Power) << QStringLiteral("W") << QStringLiteral("power")
                               << 400.0;
    }
    void metricChangesAxis()
    {
        QFETCH(int, metric);
        QFETCH(QString, unit);
        QFETCH(QString, key);
        QFETCH(double, atLeast);
        GpuHistory h;
        fill(h, 8, 290);
        auto w = chart(h);
        QVERIFY(w);
        w->setMetric(GpuMetric::Temperature);
        w->setMetric(GpuMetric(metric));
        QVERIFY2(w->axisTitle().contains(unit), qPrintable(w->axisTitle()));
        QVERIFY(w->axisMaximum() >= atLeast);
        QCOMPARE(m_settings->chartMetric(), key);
        QCOMPARE(w->drawnSegments(uuid(7)), 1);
    }

    void gapBreaksLine()
    {
        GpuHistory h;
        fill(h, 2, 100);
        h.markGap(T0 + 100000);
        fill(h, 2, 100, T0 + 190000);
        auto w = chart(h);
        QVERIFY(w);
        QCOMPARE(w->drawnSegments(uuid(0)), 2);
        QCOMPARE(w->drawnSegments(uuid(1)), 2);
        QVERIFY(w->hoverText(T0 + 150000).contains(QStringLiteral("GPU 0: no data")));
        // Missing samples without a marker break the line too.
        GpuHistory quiet;
        fill(quiet, 1, 60);
        fill(quiet, 1, 60, T0 + 200000);
        auto w2 = chart(quiet);
        QCOMPARE(w2->drawnSegments(uuid(0)), 2);
    }

    void windowSwitching()
    {
        GpuHistory h;
        fill(h, 8, 86400 / 4, T0 - 86400000 / 4 + 290000); // six hours up to the pinned end
        auto w = chart(h);
        QVERIFY(w);
        QSignalSpy spy(w.get(), &GpuChartWidget::windowChanged);
        const int points5min = w->drawnPoints(uuid(0));
        QVERIFY(points5min >= 290);
        for (int seconds : { 3600, 86400 }) {
            w->setWindowSeconds(seconds);
            QCOMPARE(w->windowSeconds(), seconds);
            QCOMPARE(m_settings->chartWindowSeconds(), seconds);
            // Bounded by the plot width (two points per bucket for the min–max envelope).
            QVERIFY2(w->drawnPoints(uuid(0)) <= 2 * 1000 + 4,
                     qPrintable(QString::number(w->drawnPoints(uuid(0)))));
            QVERIFY(w->drawnPoints(uuid(0)) > 20);
            QCOMPARE(w->drawnSegments(uuid(0)), 1);
        }
        w->setWindowSeconds(1234); // not offered: ignored
        QCOMPARE(w->windowSeconds(), 86400);
        QCOMPARE(spy.size(), 2);
        // A new widget starts where the user left it.
        GpuChartWidget again(nullptr, nullptr, *m_settings);
        QCOMPARE(again.windowSeconds(), 86400);
    }

    /// Wheel, drag and keys move through time; "Back to live" and End return to the newest data.
    void zoomPanAndBackToLive()
    {
        GpuHistory h;
        fill(h, 8, 3600, T0 + 290000 - 3600000); // the hour up to the pinned end
        auto w = chart(h);
        QVERIFY(w);
        auto *live = w->findChild<QToolButton *>(QStringLiteral("chartLiveButton"));
        QVERIFY(live);
        QVERIFY(live->isVisibleTo(w.get())); // a pinned end is not live
        QCOMPARE(w->spanMs(), 300000);

        // Zoom in around the middle of the plot: the time under the cursor stays put.
        const qint64 anchor = T0 + 290000 - 150000;
        const QPoint at = w->positionOf(anchor, 10);
        auto *viewport = w->findChild<QChartView *>()->viewport();
        const QPoint local = viewport->mapFrom(w.get(), at);
        QWheelEvent in(local, viewport->mapToGlobal(local), QPoint(), QPoint(0, 120), Qt::NoButton,
                       Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &in);
        QCOMPARE(w->spanMs(), 240000);
        QVERIFY(qAbs(w->positionOf(anchor, 10).x() - at.x()) <= 2);

        // Drag to the right: back in time by the dragged pixels.
        const qint64 endBefore = w->endTime();
        QTest::mousePress(viewport, Qt::LeftButton, {}, local);
        QMouseEvent move(QEvent::MouseMove, QPointF(local + QPoint(100, 0)),
                         viewport->mapToGlobal(QPointF(local + QPoint(100, 0))), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, local + QPoint(100, 0));
        QVERIFY2(w->endTime() < endBefore, qPrintable(QString::number(endBefore - w->endTime())));
        QVERIFY(w->drawnPoints(uuid(0)) > 20);

        // Keys: minus zooms out, Left goes back, End goes live.
        auto *view = w->findChild<QChartView *>();
        QTest::keyClick(view, Qt::Key_Minus);
        QCOMPARE(w->spanMs(), 300000);
        const qint64 beforeLeft = w->endTime();
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(w->endTime(), beforeLeft - 60000);
        QTest::keyClick(view, Qt::Key_End);
        QVERIFY(w->isLive());
        QVERIFY(!live->isVisibleTo(w.get()));

        // Zoom limits: never under 30 s, never over a day.
        for (int i = 0; i < 40; ++i)
            w->zoom(0.5);
        QCOMPARE(w->spanMs(), 30000);
        for (int i = 0; i < 40; ++i)
            w->zoom(2);
        QCOMPARE(w->spanMs(), 86400000);
        QVERIFY(w->isLive()); // zooming while live stays live
    }

    /// The demo host's clock runs faster than the wall: the chart shows the host's clock, like
    /// the journal, and the hover still finds the samples.
    void hostClock()
    {
        GpuHistory h;
        fill(h, 2, 290);
        auto w = chart(h);
        QVERIFY(w);
        const QString before = w->hoverText(T0 + 100000);
        w->setClock(T0, 20);
        QCOMPARE(w->toDisplay(T0 + 1000), T0 + 20000);
        QCOMPARE(w->toWall(w->toDisplay(T0 + 12345)), T0 + 12345);
        w->refresh();
        const QString after = w->hoverText(T0 + 100000);
        QVERIFY(after.startsWith(QLocale().toString(QDateTime::fromMSecsSinceEpoch(T0 + 2000000),
                                                    QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
        QCOMPARE(after.section(u'\n', 1), before.section(u'\n', 1)); // the same values
        // "5 min" is five minutes of the shown clock: 15 s of wall-clock samples at scale 20.
        QCOMPARE(w->spanMs(), 300000);
        QCOMPARE(w->wallSpanMs(), 15000);
        QVERIFY2(w->drawnPoints(uuid(0)) >= 14 && w->drawnPoints(uuid(0)) <= 17,
                 qPrintable(QString::number(w->drawnPoints(uuid(0)))));
    }

    void hoverShowsValues()
    {
        GpuHistory h;
        fill(h, 8, 290);
        Timeline timeline;
        timeline.add(T0 + 120000, TimelineEventKind::Restart, QStringLiteral("vllm.service restarted"));
        timeline.add(T0 + 500000, TimelineEventKind::Ready, QStringLiteral("outside the window"));
        auto w = chart(h, &timeline);
        QVERIFY(w);
        QCOMPARE(w->drawnEventMarkers(), 1);
        const QString text = w->hoverText(T0 + 100000);
        // GPU 2 at second 100: 3100 MiB of 97871.
        QVERIFY2(text.contains(QStringLiteral("GPU 2: 3.0 / 95.6 GiB")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("GPU 7: 7.9 / 95.6 GiB")));
        QCOMPARE(text.count(QStringLiteral("GPU ")), 8);
        QVERIFY(!text.contains(QStringLiteral("restart")));
        QVERIFY(w->hoverText(T0 + 120000).contains(QStringLiteral("restart: vllm.service restarted")));

        // The pointer over the plot emits the same text.
        QSignalSpy spy(w.get(), &GpuChartWidget::hovered);
        QWidget *viewport = w->findChild<QAbstractScrollArea *>()->viewport();
        const QPoint at = viewport->mapFrom(w.get(), w->positionOf(T0 + 100000, 3.0));
        QTest::mouseMove(viewport, at);
        QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), 2000);
        QVERIFY2(spy.last().at(0).toString().contains(QStringLiteral("GPU 0: 1.")),
                 qPrintable(spy.last().at(0).toString()));

        w->setMetric(GpuMetric::Power);
        QVERIFY(w->hoverText(T0 + 100000).contains(QStringLiteral("GPU 3: 203.0 / 400 W")));
    }

    /// Three hours of history: half an hour after the start the 1 s tier is long gone and the
    /// read-out says what it shows, the lowest and highest of each GPU over ten seconds, whose
    /// seconds they are, and fits on the screen. IC_SCREENSHOT_DIR keeps a picture of it
    /// (gpu-hover-coarse.png, the whole screen, the read-out included).
    void hoverOverTheCoarseTier()
    {
        GpuHistory h;
        QList<GpuSample> tick;
        const int seconds = 3 * 3600;
        for (int i = 0; i < seconds; ++i) {
            tick.clear();
            for (int g = 0; g < 8; ++g) // a sawtooth of 0 to 2.8 GiB on top of each GPU's level
                tick << sample(g, 8000.0 * (g + 1) + (i % 8) * 400.0);
            h.append(T0 + i * 1000LL, tick);
        }
        m_settings->setChartWindowSeconds(24 * 3600);
        auto w = std::make_unique<GpuChartWidget>(nullptr, nullptr, *m_settings);
        w->resize(1100, 560);
        w->setHistory(&h);
        w->setEndTime(T0 + seconds * 1000LL);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->refresh();
        const qint64 at = T0 + 1800 * 1000LL + 3000; // inside the bucket 00:30:00 to 00:30:10
        const QString text = w->hoverText(at);
        // The pointer over the plot shows it as a tooltip inside the screen.
        QWidget *viewport = w->findChild<QAbstractScrollArea *>()->viewport();
        const QPoint point = viewport->mapFrom(w.get(), w->positionOf(at, 30.0));
        QTest::mouseMove(viewport, point);
        QMouseEvent move(QEvent::MouseMove, point, viewport->mapToGlobal(point), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), 3000);
        QVERIFY2(QToolTip::text().contains(QStringLiteral("GPU 7: ")), qPrintable(QToolTip::text()));
        if (const QString dir = qEnvironmentVariable("IC_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QTest::qWait(300);
            QVERIFY(w->screen()->grabWindow(0).save(dir + QStringLiteral("/gpu-hover-coarse.png")));
        }
        // Each GPU's range, once said for all which seconds it spans.
        QVERIFY2(text.contains(QStringLiteral("GPU 0: 7.8–10.5 / 95.6 GiB")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("GPU 7: 62.5–65.2 / 95.6 GiB")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("min–max over 10 s")), qPrintable(text));
        QCOMPARE(text.count(QStringLiteral("over 10 s")), 1);
        const QString first = text.section(u'\n', 0, 0);
        const QString start = QLocale().toString(QDateTime::fromMSecsSinceEpoch(T0 + 1800 * 1000LL),
                                                 QStringLiteral("HH:mm:ss"));
        const QString end = QLocale().toString(QDateTime::fromMSecsSinceEpoch(T0 + 1810 * 1000LL),
                                               QStringLiteral("HH:mm:ss"));
        QVERIFY2(first.contains(start) && first.contains(end), qPrintable(first));
        // The last hour is exact to the second, without a range.
        const QString recent = w->hoverText(T0 + (seconds - 600) * 1000LL);
        QVERIFY2(!recent.contains(QStringLiteral("over")), qPrintable(recent));
        QVERIFY2(!recent.contains(QStringLiteral("–")), qPrintable(recent));
    }

    void refreshesOnlyWhenVisible()
    {
        GpuHistory h;
        fill(h, 1, 100);
        GpuChartWidget w(nullptr, nullptr, *m_settings);
        w.resize(800, 400);
        w.setHistory(&h);
        w.setEndTime(T0 + 290 * 1000);
        QTest::qWait(50); // let any queued refresh run: none may, the widget is hidden
        QCOMPARE(w.drawnPoints(uuid(0)), 0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE_WITH_TIMEOUT(w.drawnPoints(uuid(0)), 100, 3000);
        fill(h, 1, 50, T0 + 100000); // live samples: drawn within a second or so
        w.setEndTime(T0 + 290 * 1000);
        QTRY_COMPARE_WITH_TIMEOUT(w.drawnPoints(uuid(0)), 150, 5000);
        w.hide();
        fill(h, 1, 10, T0 + 150000);
        w.setEndTime(T0 + 290 * 1000);
        QTest::qWait(1500);
        QCOMPARE(w.drawnPoints(uuid(0)), 150);
        w.show();
        QTRY_COMPARE_WITH_TIMEOUT(w.drawnPoints(uuid(0)), 160, 3000);
    }

    void noHistoryIsEmpty()
    {
        GpuChartWidget w(nullptr, nullptr, *m_settings);
        w.refresh();
        QCOMPARE(w.drawnSegments(uuid(0)), 0);
        QCOMPARE(w.hoverText(T0).count(QLatin1Char('\n')), 0);
    }
};

QTEST_MAIN(TestGpuChart)
#include "tst_gpuchart.moc"
