// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The start-up watch on its own: a host definition, and the service state, journal lines,
// `/health` and GPU ticks handed to its slots as the session's monitors would. Real vLLM logs
// from public issues (tests/fixtures/real-logs/SOURCES.md) as the journal.
#include "formats/JournalJson.h"
#include "formats/NvidiaSmi.h"
#include "formats/SystemctlShow.h"
#include "host/StartupWatch.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/Timeline.h"
#include "startup/StartupHistory.h"

#include <QDateTime>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace ic;

namespace {

HostDefinition vllmHost()
{
    HostDefinition d;
    d.name = QStringLiteral("unit-01");
    d.unit = QStringLiteral("vllm.service");
    d.engine = QStringLiteral("vllm");
    return d;
}

ServiceState state(const QString &active, const QString &invocation, const QDateTime &started)
{
    ServiceState s;
    s.loadState = QStringLiteral("loaded");
    s.activeState = active;
    s.subState = active == QLatin1String("active") ? QStringLiteral("running") : QStringLiteral("start");
    s.result = QStringLiteral("success");
    s.mainPid = 4242;
    s.invocationId = invocation;
    s.activeEnterTime = started;
    s.execMainStartTime = started;
    s.execStart = QStringLiteral("{ path=/opt/vllm/bin/vllm ; argv[]=/opt/vllm/bin/vllm serve "
                                 "Qwen/Qwen3-8B --port 8000 ; ignore_errors=no ; start_time=[n/a] }");
    return s;
}

/// The lines of a real log as journal entries of `invocation`, 50 ms apart from `firstMs`.
QList<JournalEntry> journalOf(const QString &fixture, const QByteArray &invocation, qint64 firstMs)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/real-logs/") + fixture);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<JournalEntry> entries;
    qint64 t = firstMs;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.isEmpty())
            continue;
        JournalEntry e;
        e.cursor = "c" + QByteArray::number(entries.size());
        e.realtimeUsec = t * 1000;
        e.priority = 6;
        e.pid = 4242;
        e.invocationId = invocation;
        e.identifier = "vllm";
        e.message = QString::fromUtf8(line);
        entries << e;
        t += 50;
    }
    return entries;
}

QList<GpuSample> tick(double usedMiB, int gpus = 2)
{
    QList<GpuSample> t;
    for (int i = 0; i < gpus; ++i) {
        GpuSample g;
        g.index = i;
        g.memoryUsedMiB = usedMiB / gpus;
        g.memoryTotalMiB = 81559;
        t << g;
    }
    return t;
}

int count(const Timeline *timeline, TimelineEventKind kind)
{
    int n = 0;
    for (const TimelineEvent &e : timeline->events(0, std::numeric_limits<qint64>::max()))
        n += e.kind == kind;
    return n;
}

} // namespace

class TestStartupWatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void realStartupBecomesReadyAndIsRecorded()
    {
        QTemporaryDir dir;
        StartupWatch watch(vllmHost());
        watch.setHistoryDirectory(dir.path());
        QSignalSpy ready(&watch, &StartupWatch::startupReady);
        QSignalSpy failed(&watch, &StartupWatch::startupFailed);
        QSignalSpy recorded(&watch, &StartupWatch::historyRecorded);
        QSignalSpy interval(&watch, &StartupWatch::healthIntervalWanted);

        const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-1);
        watch.onServiceState(state(QStringLiteral("activating"), QStringLiteral("inv-1"), start));
        QCOMPARE(watch.tracker()->invocationId(), QStringLiteral("inv-1"));
        // A start-up runs: `/health` is asked fast.
        QVERIFY(watch.isStartupActive());
        QCOMPARE(interval.count(), 1);
        QCOMPARE(interval.at(0).at(0).toInt(), StartupWatch::kFastHealthMs);
        QVERIFY(!watch.historyKey().isEmpty());

        watch.onGpuTick(tick(1200));
        watch.onEntries(journalOf(QStringLiteral("vllm-0.11-v1-ready-slurm-err-vector-195.log"), "inv-1",
                                  start.toMSecsSinceEpoch() + 200));
        watch.onGpuTick(tick(140000));
        // A tick with a GPU missing its reading has no total: a partial sum is no peak.
        QList<GpuSample> partial = tick(400000);
        partial[1].memoryUsedMiB = std::nan("");
        watch.onGpuTick(partial);
        watch.onGpuTick({});
        watch.onServiceState(state(QStringLiteral("active"), QStringLiteral("inv-1"), start));
        watch.onHealth(HealthState::Healthy);

        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 5000);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(recorded.count(), 1);
        QVERIFY(ready.at(0).at(0).toDouble() >= 0);
        QCOMPARE(count(watch.timeline(), TimelineEventKind::Restart), 1);
        QCOMPARE(count(watch.timeline(), TimelineEventKind::Ready), 1);
        // Ready: back to the idle interval.
        QVERIFY(!watch.isStartupActive());
        QCOMPARE(interval.last().at(0).toInt(), StartupWatch::kIdleHealthMs);

        // The phases went into the host's history with the peak memory.
        StartupHistory history(dir.path());
        QString error;
        QVERIFY2(history.load(&error), qPrintable(error));
        const QList<RestartRecord> restarts = history.store().restarts(QStringLiteral("unit-01"));
        QCOMPARE(restarts.size(), 1);
        QCOMPARE(restarts.at(0).outcome, QStringLiteral("ready"));
        QCOMPARE(restarts.at(0).invocationId, QStringLiteral("inv-1"));
        QVERIFY(restarts.at(0).phaseSeconds.contains(QStringLiteral("weights")));
        QCOMPARE(restarts.at(0).peakGpuMiB, 140000.0);
    }

    void realCrashFails()
    {
        QTemporaryDir dir;
        StartupWatch watch(vllmHost());
        watch.setHistoryDirectory(dir.path());
        QSignalSpy ready(&watch, &StartupWatch::startupReady);
        QSignalSpy failed(&watch, &StartupWatch::startupFailed);
        const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-1);
        watch.onServiceState(state(QStringLiteral("activating"), QStringLiteral("inv-9"), start));
        watch.onEntries(journalOf(QStringLiteral("vllm-0.13-v1-apiserver-engine-core-failed-31940.log"),
                                  "inv-9", start.toMSecsSinceEpoch() + 200));
        ServiceState down = state(QStringLiteral("failed"), QStringLiteral("inv-9"), start);
        down.subState = QStringLiteral("failed");
        down.result = QStringLiteral("exit-code");
        watch.onServiceState(down);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
        QCOMPARE(ready.count(), 0);
        QCOMPARE(count(watch.timeline(), TimelineEventKind::Crash), 1);
    }
};

QTEST_GUILESS_MAIN(TestStartupWatch)
#include "tst_startupwatch.moc"
