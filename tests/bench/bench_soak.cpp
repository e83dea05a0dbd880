// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A soak at accelerated time: N hosts × G GPUs watched in the main window for H simulated hours,
// their clock running X times faster than the wall clock. Every simulated second each host's GPU
// monitor takes one tick (the path Prometheus answers take: GpuMonitor::acceptTick, with the
// simulated time); every ten simulated seconds its journal a line (`journalctl -o json`, the
// engine's periodic throughput log); every six simulated hours its service restarts (a new
// invocation in `systemctl show`, start-up lines in the journal). The hosts are in-process
// transports (tests/support/FleetBench.h); the history database is a temporary one.
//
// First the bounded stores are filled (the GPU history's tiers are full after 25 h per GPU):
// `fill` simulated hours, then RSS and open file descriptors are read ("start"), then `hours`
// more simulated hours run, then they are read again ("end").
//   bench_soak [hosts=8] [gpus=8] [hours=24] [speed=1200] [fill=25] [journal budget MiB=256]
// The journal budget is the console's (Settings::journalMemoryBudgetMiB, divided among the hosts
// by the fleet); a small one shows the soak with every journal store at its budget.
// Prints: rss_start_kib, rss_end_kib, rss_growth_percent, fds_start, fds_end, the GPU history's
// bytes at both points, what the journal stores hold (text plus bookkeeping as written, and as
// their byte budget counts it; they grow until their budget is reached) and when every store
// reached its budget (the RSS growth is printed from there too), the RSS growth beside those two
// stores (what a leak would show as); malloc's bytes in use and free at both points (growth in use is memory
// the program holds; free growth is fragmentation), the timeline's events, the CPU used, VmHWM and the load
// average (the machine may be shared). Targets (issue 17): RSS growth <= 5 %, no fd growth. Printed, never
// asserted.

#include "FleetBench.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/GpuHistory.h"
#include "monitor/GpuMonitor.h"
#include "monitor/LogModel.h"
#include "monitor/Timeline.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <malloc.h>

using namespace ic;
using ic::bench::printLoadAverage;

namespace {

/// The allocator's view (glibc mallinfo2) and the kernel's (smaps_rollup), to tell memory the
/// program holds from memory the allocator keeps but does not use (fragmentation, arenas).
struct HeapFigures {
    qint64 inUseKiB = 0; ///< uordblks + hblkhd: bytes handed out by malloc
    qint64 freeKiB = 0; ///< fordblks: free bytes kept inside the arenas
    qint64 arenaKiB = 0; ///< arena + hblkhd: bytes the allocator took from the kernel
    qint64 anonymousKiB = 0;
    qint64 rssKiB = 0;
};

HeapFigures heapFigures()
{
    HeapFigures f;
    const struct mallinfo2 mi = mallinfo2();
    f.inUseKiB = qint64((mi.uordblks + mi.hblkhd) / 1024);
    f.freeKiB = qint64(mi.fordblks / 1024);
    f.arenaKiB = qint64((mi.arena + mi.hblkhd) / 1024);
    QFile rollup(QStringLiteral("/proc/self/smaps_rollup"));
    if (rollup.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : rollup.readAll().split('\n')) {
            if (line.startsWith("Anonymous:"))
                f.anonymousKiB = line.mid(10).trimmed().split(' ').value(0).toLongLong();
        }
    }
    f.rssKiB = bench::statusKiB("VmRSS");
    return f;
}

void printHeap(const char *when, const HeapFigures &f)
{
    std::printf(
        "heap_%s: malloc_in_use_kib=%lld malloc_free_kib=%lld malloc_arena_kib=%lld anonymous_kib=%lld "
        "rss_kib=%lld\n",
        when, f.inUseKiB, f.freeKiB, f.arenaKiB, f.anonymousKiB, f.rssKiB);
}

QByteArray hex32(quint64 seed)
{
    return QByteArray::number(0x5f0c6c2d8e3b4a1fULL ^ (seed * 0x9e3779b97f4a7c15ULL), 16)
               .rightJustified(16, '0')
        + QByteArray::number(0x9d7e6c5b4a3f2e1dULL + seed, 16).rightJustified(16, '0');
}

/// One `journalctl -o json` line of the unit.
QByteArray journalLine(qint64 msecs, qint64 seq, const QByteArray &invocation, const QByteArray &message)
{
    return "{\"__CURSOR\":\"s=6f1b2c3d4e5f60718293a4b5c6d7e8f9;i=" + QByteArray::number(seq, 16)
        + "\",\"__REALTIME_TIMESTAMP\":\"" + QByteArray::number(msecs * 1000) + "\",\"PRIORITY\":\"6\","
        + "\"_SYSTEMD_UNIT\":\"vllm.service\",\"SYSLOG_IDENTIFIER\":\"vllm\",\"_SYSTEMD_INVOCATION_ID\":\""
        + invocation + "\",\"MESSAGE\":\"" + message + "\"}";
}

struct Host {
    bench::FeedTransport *transport = nullptr;
    HostSession *session = nullptr;
    QByteArray invocation;
    int restarts = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int hosts = argc > 1 ? atoi(argv[1]) : 8;
    const int gpus = argc > 2 ? atoi(argv[2]) : 8;
    const double hours = argc > 3 ? atof(argv[3]) : 24;
    const double speed = argc > 4 ? atof(argv[4]) : 1200;
    const double fillHours = argc > 5 ? atof(argv[5]) : 25;
    const qint64 budgetMiB = argc > 6 ? atoll(argv[6]) : Settings::kDefaultJournalMemoryBudgetMiB;
    printLoadAverage("start");

    QTemporaryDir dataDir;
    QList<bench::FeedTransport *> transports;
    Fleet fleet;
    fleet.setSessionOptions({ 1.0, dataDir.path() });
    fleet.setJournalBudget(budgetMiB * 1024 * 1024);
    fleet.setTransportFactory([&transports, gpus](const HostDefinition &) -> std::unique_ptr<Transport> {
        auto t = std::make_unique<bench::FeedTransport>(gpus);
        transports << t.get();
        return t;
    });
    for (int i = 0; i < hosts; ++i) {
        HostDefinition d;
        d.name = QStringLiteral("soak-%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        d.group = QStringLiteral("soak");
        fleet.addHost(d);
    }
    Settings settings(dataDir.filePath(QStringLiteral("bench.ini")));
    MainWindow window(&fleet, settings);
    window.resize(1600, 1000);
    window.show();
    window.openHost(fleet.sessions().constFirst()->name());

    QList<Host> all;
    for (int i = 0; i < hosts; ++i) {
        Host h;
        h.transport = transports.at(i);
        h.session = fleet.sessions().at(i);
        h.invocation = hex32(quint64(i) * 1000);
        h.transport->setShowAnswer(bench::activeUnitShow(h.invocation));
        // The path Prometheus answers take, stamped with the simulated time.
        h.session->gpus()->setSampleSource(GpuMonitor::SampleSource::External);
        all << h;
    }

    QStringList uuids;
    for (int i = 0; i < hosts; ++i)
        for (int g = 0; g < gpus; ++g)
            uuids << QStringLiteral("GPU-%1-%2").arg(i).arg(g);
    const QString gpuName = QStringLiteral("NVIDIA H200");
    const qint64 t0 = QDateTime::currentMSecsSinceEpoch();
    qint64 simSeconds = 0; // simulated seconds done
    qint64 seq = 0;
    const qint64 fillEnd = qint64(fillHours * 3600);
    const qint64 end = fillEnd + qint64(hours * 3600);
    qint64 rssStart = 0, fdsStart = 0, historyStart = 0;
    HeapFigures heapStart;
    double cpuStart = 0;
    QElapsedTimer wall;
    wall.start();
    QElapsedTimer measured;
    // The journal store reserves its text in chunks (a sixteenth of its budget): what it has
    // written (text plus 32 bytes of bookkeeping a row) is what turns into resident memory
    // as lines arrive, while memoryBytes() counts the reserved chunks from the start.
    const auto logBytes = [&] {
        qint64 b = 0;
        for (const Host &h : std::as_const(all))
            b += h.session->log()->store().textBytes() + h.session->log()->store().size() * 32;
        return b;
    };
    const auto logReservedBytes = [&] {
        qint64 b = 0;
        for (const Host &h : std::as_const(all))
            b += h.session->log()->store().memoryBytes();
        return b;
    };
    qint64 logStart = 0, logCountedStart = 0;
    const auto allStoresAtBudget = [&] {
        for (const Host &h : std::as_const(all)) {
            if (h.session->log()->store().droppedLines() == 0)
                return false;
        }
        return !all.isEmpty();
    };
    const auto droppedLines = [&] {
        qint64 n = 0;
        for (const Host &h : std::as_const(all))
            n += h.session->log()->store().droppedLines();
        return n;
    };
    qint64 filledAtSimSeconds = -1, rssFilled = 0, logFilled = 0, logWrittenFilled = 0, historyFilled = 0;
    const auto timelineEvents = [&] {
        qint64 n = 0;
        for (const Host &h : std::as_const(all))
            n += h.session->startupWatch()->timeline()->size();
        return n;
    };
    qint64 timelineStart = 0;
    const auto historyBytes = [&] {
        qint64 b = 0;
        for (const Host &h : std::as_const(all))
            b += h.session->gpus()->history().memoryBytes();
        return b;
    };

    // The figures the soak is measured from: after the fill, or at once without one.
    const auto markStart = [&] {
        heapStart = heapFigures();
        rssStart = bench::statusKiB("VmRSS");
        fdsStart = bench::openFileDescriptors();
        historyStart = historyBytes();
        logStart = logBytes();
        logCountedStart = logReservedBytes();
        timelineStart = timelineEvents();
        cpuStart = bench::cpuSeconds(CLOCK_PROCESS_CPUTIME_ID);
        measured.start();
    };

    // Up to 100 steps per real second, each `speed / 100` simulated seconds; between steps the
    // event loop runs (merges, paints, polls). On a busy machine the steps come less often and the
    // achieved speed, printed at the end, is lower.
    QTimer step;
    step.setInterval(10);
    const qint64 chunk = std::max<qint64>(1, qint64(speed / 100));
    QObject::connect(&step, &QTimer::timeout, &app, [&] {
        const qint64 target = std::min<qint64>(end, simSeconds + chunk);
        while (simSeconds < target) {
            const qint64 ms = t0 + simSeconds * 1000;
            for (int i = 0; i < all.size(); ++i) {
                Host &h = all[i];
                QList<GpuSample> tick;
                tick.reserve(gpus);
                for (int g = 0; g < gpus; ++g) {
                    GpuSample s;
                    s.index = g;
                    s.uuid = uuids.at(i * gpus + g);
                    s.name = gpuName;
                    s.memoryUsedMiB = 40000 + double((simSeconds * 37 + g * 101) % 60000);
                    s.memoryTotalMiB = 143771;
                    s.utilizationPercent = double((simSeconds + g) % 100);
                    s.temperatureC = 55;
                    s.powerDrawW = 412.3;
                    tick << s;
                }
                h.session->gpus()->acceptTick(ms, tick);
                if (simSeconds % 10 == i % 10)
                    h.transport->journal({ journalLine(ms, ++seq, h.invocation,
                                                       "INFO "
                                                           + QDateTime::fromMSecsSinceEpoch(ms)
                                                                 .toString(QStringLiteral("MM-dd HH:mm:ss"))
                                                                 .toLatin1()
                                                           + " [loggers.py:123] Engine 000: Avg prompt "
                                                             "throughput: 812.4 tokens/s, Avg generation "
                                                             "throughput: 61.2 tokens/s, Running: 3 reqs, "
                                                             "Waiting: 0 reqs, GPU KV cache usage: 4.1%, "
                                                             "Prefix cache hit rate: 37.5%") });
                // A restart every six simulated hours, at a different moment for each host.
                if ((simSeconds + i * 1800) % (6 * 3600) == 0 && simSeconds > 0) {
                    h.invocation = hex32(quint64(i) * 1000 + quint64(++h.restarts));
                    h.transport->setShowAnswer(bench::activeUnitShow(h.invocation));
                    h.transport->journal(
                        { journalLine(ms, ++seq, h.invocation, "Started vllm.service - vLLM server."),
                          journalLine(ms + 1, ++seq, h.invocation,
                                      "INFO [api_server.py:1090] vLLM API server version 0.15.1"),
                          journalLine(ms + 2, ++seq, h.invocation,
                                      "INFO:     Application startup complete.") });
                }
            }
            ++simSeconds;
            if (filledAtSimSeconds < 0 && simSeconds % 60 == 0 && allStoresAtBudget()) {
                filledAtSimSeconds = simSeconds;
                rssFilled = bench::statusKiB("VmRSS");
                logFilled = logReservedBytes();
                logWrittenFilled = logBytes();
                historyFilled = historyBytes();
                std::printf("journal_budgets_reached_at_simulated_hours=%.2f (%s) rss_kib=%lld\n",
                            double(simSeconds) / 3600.0,
                            simSeconds <= fillEnd ? "during the fill" : "in the soak", rssFilled);
                std::fflush(stdout);
            }
            if (simSeconds == fillEnd) {
                markStart();
                std::printf("filled: %.1f simulated hours in %.1f s\n", fillHours,
                            double(wall.elapsed()) / 1000.0);
                printLoadAverage("after_fill");
                std::fflush(stdout);
                break; // let the event loop run (layouts, paints, polls) before measuring on
            }
        }
        if (simSeconds >= end) {
            step.stop();
            // Let queued work (coalesced fleet merges, paints) settle before the last reading.
            QTimer::singleShot(2000, &app, &QApplication::quit);
        }
    });
    step.start();
    if (fillEnd == 0)
        markStart();
    app.exec();

    const qint64 rssEnd = bench::statusKiB("VmRSS");
    const int fdsEnd = bench::openFileDescriptors();
    const double seconds = double(measured.elapsed()) / 1000.0;
    std::printf(
        "hosts=%d gpus=%d simulated_hours=%.1f after_fill_hours=%.1f asked_speed=%.0fx achieved_speed=%.0fx "
        "real_seconds=%.1f platform=%s\n",
        hosts, gpus, hours, fillHours, speed, seconds > 0 ? hours * 3600 / seconds : 0.0, seconds,
        qPrintable(QGuiApplication::platformName()));
    std::printf("rss_start_kib=%lld\nrss_end_kib=%lld\nrss_growth_percent=%.2f\n", rssStart, rssEnd,
                rssStart > 0 ? 100.0 * double(rssEnd - rssStart) / double(rssStart) : 0.0);
    std::printf("fds_start=%lld\nfds_end=%d\n", fdsStart, fdsEnd);
    const qint64 historyEnd = historyBytes();
    const qint64 logEnd = logBytes();
    std::printf("gpu_history_bytes_start=%lld\ngpu_history_bytes_end=%lld\n", historyStart, historyEnd);
    const qint64 logCountedEnd = logReservedBytes();
    std::printf("journal_budget_mib=%lld journal_share_per_host_bytes=%lld\n", budgetMiB,
                all.isEmpty() ? 0 : all.constFirst().session->journalMemoryCap());
    std::printf("journal_store_written_bytes_start=%lld\njournal_store_written_bytes_end=%lld\n"
                "journal_store_counted_bytes_start=%lld\njournal_store_counted_bytes_end=%lld\n"
                "journal_dropped_lines_end=%lld\n",
                logStart, logEnd, logCountedStart, logCountedEnd, droppedLines());
    // The GPU history fills to 25 h per GPU and the journal stores to their budget by design;
    // what grew beside them is the rest (what a leak would show as). The journal's growth is taken
    // two ways: as written (text and bookkeeping: what becomes resident) and as the stores count
    // it against their budget (chunks as allocated, the newest one's unwritten room included).
    const qint64 besideWrittenKiB
        = rssEnd - rssStart - (historyEnd - historyStart + logEnd - logStart) / 1024;
    const qint64 besideCountedKiB
        = rssEnd - rssStart - (historyEnd - historyStart + logCountedEnd - logCountedStart) / 1024;
    std::printf(
        "rss_growth_beside_bounded_stores_kib=%lld (journal as written) %lld (journal as counted)\n"
        "rss_growth_beside_bounded_stores_percent=%.2f (journal as written) %.2f (journal as counted)\n",
        besideWrittenKiB, besideCountedKiB,
        rssStart > 0 ? 100.0 * double(besideWrittenKiB) / double(rssStart) : 0.0,
        rssStart > 0 ? 100.0 * double(besideCountedKiB) / double(rssStart) : 0.0);
    if (filledAtSimSeconds >= 0) {
        // From the moment every journal store had reached its budget (only meaningful when that
        // was before the end; "during the fill" means the whole soak ran at the budget).
        std::printf(
            "rss_growth_since_budgets_reached_kib=%lld\nrss_growth_since_budgets_reached_percent=%.2f\n"
            "journal_store_counted_growth_since_budgets_reached_bytes=%lld\n"
            "gpu_history_growth_since_budgets_reached_bytes=%lld\n",
            rssEnd - rssFilled, rssFilled > 0 ? 100.0 * double(rssEnd - rssFilled) / double(rssFilled) : 0.0,
            logCountedEnd - logFilled, historyEnd - historyFilled);
    } else {
        std::printf("journal_budgets_reached=no (the stores grow through the whole soak by design)\n");
    }
    std::printf("process_cpu_percent_of_one_core=%.1f\n",
                seconds > 0 ? 100.0 * (bench::cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart) / seconds
                            : 0.0);
    {
        QHash<int, int> kinds;
        for (const Host &h : std::as_const(all)) {
            for (const TimelineEvent &e : h.session->startupWatch()->timeline()->events(
                     std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max()))
                ++kinds[int(e.kind)];
        }
        std::printf("timeline_events_start=%lld\ntimeline_events_end=%lld", timelineStart, timelineEvents());
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
            std::printf(" %s=%d", qPrintable(Timeline::kindName(TimelineEventKind(it.key()))), it.value());
        std::printf("\n");
    }
    int restarts = 0;
    for (const Host &h : std::as_const(all))
        restarts += h.restarts;
    std::printf("restarts=%d journal_lines=%lld\n", restarts, seq);
    // Where the growth is: memory handed out by malloc (what the program holds) against free
    // memory the allocator keeps (fragmentation). malloc_trim(0) is a diagnostic only (set
    // IC_SOAK_TRIM=1): what it gives back was never the program's.
    const HeapFigures heapEnd = heapFigures();
    printHeap("start", heapStart);
    printHeap("end", heapEnd);
    std::printf("malloc_in_use_growth_kib=%lld\nmalloc_free_growth_kib=%lld\n",
                heapEnd.inUseKiB - heapStart.inUseKiB, heapEnd.freeKiB - heapStart.freeKiB);
    if (qEnvironmentVariableIntValue("IC_SOAK_TRIM") == 1) {
        malloc_trim(0);
        printHeap("after_trim", heapFigures());
    }
    bench::printMemory();
    printLoadAverage("end");
    return 0;
}
