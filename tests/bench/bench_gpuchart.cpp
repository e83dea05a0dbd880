// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Chart benchmark: 8 GPUs x 24 h of 1 Hz samples. Prints machine-readable lines:
//   append_us_per_tick, history_bytes, rss_delta_bytes, refresh_ms_<window>, redraw_ms_<window>
//   (refresh + layout + one offscreen paint, wall median), redraw_cpu_ms_<window> (thread CPU)
// `--png DIR` also renders the start-up ramp (8 GPUs) and a 16-GPU host to PNG files;
// `--simhost SECONDS --png DIR` instead watches the simulated host start up for SECONDS.
#include "GpuBarsWidget.h"
#include "GpuChartWidget.h"
#include "SimulatedHost.h"
#include "config/Settings.h"
#include "monitor/GpuHistory.h"
#include "monitor/GpuMonitor.h"
#include "monitor/Timeline.h"
#include "transport/LocalTransport.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

using namespace ic;

namespace {
constexpr qint64 T0 = 1'764'684'000'000; // 2025-12-02 14:00 UTC
constexpr double TotalMiB = 97871; // H100 NVL, 95.6 GiB

qint64 rssBytes()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toLongLong() * 4096 : 0;
}

GpuSample sample(int index, double memMiB, double util, double temp, double power)
{
    GpuSample s;
    s.index = index;
    s.uuid = QStringLiteral("GPU-%1-5f3c-8b1e-%2")
                 .arg(index, 2, 10, QLatin1Char('0'))
                 .arg(index * 7919, 6, 10, QLatin1Char('0'));
    s.name = QStringLiteral("NVIDIA H100 NVL");
    s.memoryUsedMiB = memMiB;
    s.memoryTotalMiB = TotalMiB;
    s.utilizationPercent = util;
    s.temperatureC = temp;
    s.powerDrawW = power;
    s.powerLimitW = 400;
    return s;
}

// CPU time of this thread: steadier than wall time on a loaded machine.
double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// vLLM start-up on `gpus` GPUs over 13 min: idle, restart, weights, a 60 s disconnect,
// torch.compile, KV cache to ~73.7 GiB, CUDA graphs, ready.
void startupRamp(GpuHistory &h, Timeline &t, int gpus, qint64 start)
{
    t.add(start + 60000, TimelineEventKind::Restart, QStringLiteral("vllm.service restarted"));
    t.add(start + 75000, TimelineEventKind::Phase, QStringLiteral("loading weights"));
    t.add(start + 420000, TimelineEventKind::Phase, QStringLiteral("torch.compile"));
    t.add(start + 600000, TimelineEventKind::Phase, QStringLiteral("KV cache"));
    t.add(start + 640000, TimelineEventKind::Phase, QStringLiteral("CUDA graphs"));
    t.add(start + 780000, TimelineEventKind::Ready, QStringLiteral("Application startup complete."));
    QList<GpuSample> tick;
    for (int s = 0; s <= 840; ++s) {
        if (s >= 330 && s < 390) {
            if (s == 330)
                h.markGap(start + s * 1000LL);
            continue;
        }
        tick.clear();
        for (int g = 0; g < gpus; ++g) {
            double gib = 0.5;
            if (s >= 75 && s < 400)
                gib = 0.5 + 35.5 * std::min(1.0, (s - 75) / (300.0 + g * 4));
            else if (s >= 400 && s < 600)
                gib = 36 + 2.0 * (s - 400) / 200.0;
            else if (s >= 600 && s < 640)
                gib = 38 + (71.2 - 38) * std::min(1.0, (s - 600) / 8.0);
            else if (s >= 640)
                gib = 71.2 + 2.5 * std::min(1.0, (s - 640) / 120.0) - g * 0.02;
            const double util = s >= 400 && s < 780 ? 60 + 30 * std::sin(s / 7.0 + g) : 0;
            if (g >= 8)
                gib = std::min(gib, 0.5 + gib * 0.55); // a second, smaller model on the other half
            tick << sample(g, gib * 1024, std::max(0.0, util), 34 + gib / 4 + g, 70 + util * 3);
        }
        h.append(start + s * 1000LL, tick);
    }
}

void renderPng(QWidget &w, const QString &path)
{
    QImage img(w.size() * 1, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    w.render(&p);
    p.end();
    img.save(path);
    std::printf("png %s\n", qPrintable(path));
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("bench.ini")));

    const int sim = args.indexOf(QStringLiteral("--simhost"));
    const int pngArg = args.indexOf(QStringLiteral("--png"));
    if (sim > 0 && sim + 1 < args.size() && pngArg > 0 && pngArg + 1 < args.size()) {
        // The real path: simulated host -> LocalTransport -> GpuMonitor -> widgets.
        ic::testsupport::SimulatedHost simulated;
        ic::testsupport::SimulatedHost::Options o;
        o.timeScale = 15;
        o.extraInitArguments = { QStringLiteral("--leftover-gpu"), QStringLiteral("3") };
        if (const QString e = simulated.start(o); !e.isEmpty()) {
            std::printf("simhost init failed: %s\n", qPrintable(e));
            return 1;
        }
        HostDefinition host;
        host.nvidiaSmiCommand = simulated.definition().nvidiaSmiCommand;
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor monitor(&transport, RemoteCommandBuilder(host));
        Timeline t;
        t.add(QDateTime::currentMSecsSinceEpoch(), TimelineEventKind::Restart,
              QStringLiteral("vllm.service started"));
        GpuChartWidget c(&monitor, &t, settings);
        c.setWindowSeconds(300);
        c.resize(1100, 520);
        c.show();
        GpuBarsWidget bars(&monitor);
        bars.resize(560, 400);
        bars.show();
        monitor.start();
        QTimer::singleShot(args[sim + 1].toInt() * 1000, &app, &QCoreApplication::quit);
        app.exec();
        c.refresh();
        app.processEvents();
        renderPng(c, args[pngArg + 1] + QStringLiteral("/simhost_chart.png"));
        renderPng(bars, args[pngArg + 1] + QStringLiteral("/simhost_bars.png"));
        std::printf("sim_processes %d\n", int(monitor.processes().size()));
        monitor.stop();
        return 0;
    }

    const int gpus = 8, seconds = 86400;
    GpuHistory history;
    QList<QList<GpuSample>> ticks(60);
    for (int i = 0; i < ticks.size(); ++i) {
        for (int g = 0; g < gpus; ++g)
            ticks[i] << sample(g, 70000 + 100 * std::sin(i + g), 50 + i % 40, 60 + g, 300 + i);
    }
    const qint64 rssBefore = rssBytes();
    QElapsedTimer timer;
    timer.start();
    for (int s = 0; s < seconds; ++s)
        history.append(T0 + s * 1000LL, ticks[s % ticks.size()]);
    const double appendUs = double(timer.nsecsElapsed()) / 1000.0 / seconds;
    const qint64 rssDelta = rssBytes() - rssBefore;
    std::printf("append_us_per_tick %.2f\n", appendUs);
    std::printf("history_bytes %lld\n", qint64(history.memoryBytes()));
    std::printf("rss_delta_bytes %lld\n", rssDelta);

    Timeline timeline;
    for (int i = 0; i < 30; ++i)
        timeline.add(T0 + i * 2880000LL, TimelineEventKind::Phase, QStringLiteral("phase %1").arg(i));
    // Not shown: the only paint is the timed render() (a shown widget also repaints itself).
    GpuChartWidget w(nullptr, &timeline, settings);
    w.resize(1200, 600);
    w.setHistory(&history);
    w.setEndTime(T0 + (seconds - 1) * 1000LL);
    w.refresh();
    app.processEvents();
    QImage img(w.size(), QImage::Format_ARGB32_Premultiplied);
    for (int window : { 86400, 3600, 300 }) {
        w.setWindowSeconds(window);
        QList<double> refresh, redraw, redrawCpu;
        for (int run = 0; run < 11; ++run) {
            const double cpu0 = threadCpuMs();
            timer.restart();
            w.refresh();
            app.processEvents(); // the chart lays out its axes and items here
            refresh << timer.nsecsElapsed() / 1e6;
            QPainter p(&img);
            w.render(&p);
            p.end();
            redraw << timer.nsecsElapsed() / 1e6;
            redrawCpu << threadCpuMs() - cpu0;
        }
        std::printf("refresh_ms_%d %.2f\n", window, median(refresh));
        std::printf("redraw_ms_%d %.2f\n", window, median(redraw));
        std::printf("redraw_cpu_ms_%d %.2f\n", window, median(redrawCpu));
        std::printf("points_gpu0_%d %d\n", window, w.drawnPoints(history.gpuUuids().first()));
    }

    const int png = args.indexOf(QStringLiteral("--png"));
    if (png > 0 && png + 1 < args.size()) {
        const QString out = args[png + 1];
        for (int n : { 8, 16 }) {
            GpuHistory h;
            Timeline t;
            startupRamp(h, t, n, T0);
            GpuChartWidget c(nullptr, &t, settings);
            c.resize(1100, 520);
            c.setHistory(&h);
            c.setWindowSeconds(3600);
            c.setEndTime(T0 + 900000);
            c.show();
            app.processEvents();
            c.refresh();
            app.processEvents();
            c.setWindowSeconds(n == 8 ? 3600 : 300);
            c.refresh();
            app.processEvents();
            renderPng(c, QStringLiteral("%1/gpuchart_%2gpus.png").arg(out).arg(n));
            GpuBarsWidget bars(nullptr);
            QList<GpuSample> latest = h.latestTick();
            if (n == 16) {
                // As nvidia-smi prints it with MIG enabled.
                const QByteArray line = QByteArray::number(9) + ", " + latest[9].uuid.toLatin1()
                    + ", NVIDIA H100 NVL, 41200, 97871, [N/A], 45, 210.00, 400.00";
                latest[9] = parseGpuQueryLine(line, GpuMonitor::queryFields());
            }
            bars.setSamples(latest);
            if (n == 16)
                bars.markLost(latest[12].uuid);
            bars.resize(560, bars.sizeHint().height());
            bars.show();
            app.processEvents();
            renderPng(bars, QStringLiteral("%1/gpubars_%2gpus.png").arg(out).arg(n));
            if (n == 8) {
                // The same on a dark palette, utilisation, 5 min around the KV-cache step.
                QPalette dark;
                dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
                dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
                dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
                dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
                dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
                dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
                c.setPalette(dark);
                c.setMetric(GpuMetric::Utilization);
                c.setWindowSeconds(300);
                c.setEndTime(T0 + 700000);
                c.refresh();
                app.processEvents();
                renderPng(c, QStringLiteral("%1/gpuchart_8gpus_dark_util.png").arg(out));
                c.setMetric(GpuMetric::Power);
                c.refresh();
                app.processEvents();
                renderPng(c, QStringLiteral("%1/gpuchart_8gpus_dark_power.png").arg(out));
            }
        }
    }
    return 0;
}
