// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The monitors of one host end to end over a LocalTransport against the simulated host: the
// simulated tools' output goes through the real parsers, and the API answers through the tunnel.
#include "FleetBench.h"
#include "SimulatedHost.h"
#include "formats/JournalJson.h"
#include "formats/NvidiaSmi.h"
#include "formats/SystemctlShow.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/JournalMonitor.h"
#include "monitor/LeftoverProcesses.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
SimulatedHost::Options options(const QString &scenario, double scale)
{
    SimulatedHost::Options o;
    o.scenario = scenario;
    o.timeScale = scale;
    return o;
}
} // namespace

class TestHostSession : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void simOutputRoundTripsThroughParsers()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), 400)), QString());

        // nvidia-smi with its header and units, columns found by name.
        const QByteArray csv
            = demo.simhost({ QStringLiteral("nvidia-smi"),
                             QStringLiteral("--query-gpu=index,uuid,name,memory.used,memory.total,"
                                            "utilization.gpu,temperature.gpu,power.draw,power.limit"),
                             QStringLiteral("--format=csv") })
                  .out;
        const QList<GpuSample> gpus = parseGpuQueryCsv(csv);
        QCOMPARE(gpus.size(), 8);
        for (const GpuSample &g : gpus) {
            QVERIFY2(g.isValid(), qPrintable(g.error));
            QVERIFY(g.memoryTotalMiB > 90000);
            QVERIFY(!g.uuid.isEmpty());
        }
        // The streaming form the monitor uses.
        const QStringList fields = GpuMonitor::queryFields();
        const QByteArray rows
            = demo.simhost({ QStringLiteral("nvidia-smi"), QStringLiteral("--query-gpu=") + fields.join(u','),
                             QStringLiteral("--format=csv,noheader,nounits") })
                  .out;
        int parsed = 0;
        for (const QByteArray &l : rows.split('\n')) {
            if (l.isEmpty())
                continue;
            const GpuSample s = parseGpuQueryLine(l, fields);
            QVERIFY2(s.isValid(), qPrintable(s.error + QStringLiteral(": ") + QString::fromUtf8(l)));
            ++parsed;
        }
        QCOMPARE(parsed, 8);

        const RunResult show
            = demo.simhost({ QStringLiteral("systemctl"), QStringLiteral("show"), QStringLiteral("-p"),
                             serviceStateProperties().join(u','), QStringLiteral("--timestamp=unix"),
                             QStringLiteral("--"), QStringLiteral("vllm.service") },
                           30000);
        QCOMPARE(show.exitCode, 0);
        const UnitProperties props = parseSystemctlShow(show.out, serviceStateProperties());
        QVERIFY2(props.error.isEmpty(), qPrintable(props.error));
        const ServiceState st = toServiceState(props);
        QCOMPARE(st.loadState, QStringLiteral("loaded"));
        QCOMPARE(st.activeState, QStringLiteral("active"));
        QVERIFY(!st.invocationId.isEmpty());
        QVERIFY(st.activeEnterTime.isValid());

        const QByteArray journal
            = demo.simhost({ QStringLiteral("journalctl"), QStringLiteral("--unit=vllm.service"),
                             QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("-a") })
                  .out;
        int entries = 0;
        for (const QByteArray &l : journal.split('\n')) {
            if (l.isEmpty())
                continue;
            const JournalEntry e = parseJournalJsonLine(l);
            QVERIFY2(e.isValid(), qPrintable(e.error));
            QVERIFY(!e.cursor.isEmpty());
            QVERIFY(e.realtimeUsec > 0);
            ++entries;
        }
        QVERIFY(entries > 0);
    }

    void healthyStartupIsWatchedEndToEnd()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), 200)), QString());
        Fleet fleet;
        QCOMPARE(fleet.addHost(demo.definition()), QString());
        HostSession *s = fleet.session(demo.definition().name);
        QVERIFY(s);
        QTRY_VERIFY_WITH_TIMEOUT(s->service()->hasState(), 10000);
        QCOMPARE(s->service()->state().activeState, QStringLiteral("active"));
        QTRY_COMPARE_WITH_TIMEOUT(s->gpus()->latest().size(), 8, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(s->log()->rowCount() > 20, 15000);
        // vLLM refuses connections until ready: "not serving yet", then healthy.
        QTRY_COMPARE_WITH_TIMEOUT(s->endpoint()->health(), HealthState::Healthy, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            s->log()->store()
                    .filter(QStringLiteral("Application startup complete."), false, false, true)
                    .size()
                == 1,
            10000);
        // Serving metrics through the tunnel.
        QTRY_VERIFY_WITH_TIMEOUT(s->endpoint()->hasMetrics(), 10000);
        QCOMPARE(s->endpoint()->metrics().engine, QStringLiteral("vllm"));
        // No journal line failed to parse.
        const LogStore &store = s->log()->store();
        for (qint64 q = store.firstSequence(); q < store.endSequence(); ++q)
            QVERIFY2(!(store.flags(q) & LogStore::Broken), qPrintable(store.text(q)));
    }

    void restartIsConfirmedByNewInvocation()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), 400)), QString());
        Fleet fleet;
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        QTRY_VERIFY_WITH_TIMEOUT(s->service()->hasState(), 10000);
        const QString before = s->service()->state().invocationId;
        QCOMPARE(s->service()
                     ->commandFor(UnitAction::Restart)
                     .endsWith(QLatin1String("restart -- 'vllm.service'")),
                 true);
        QSignalSpy done(s->service(), &ServiceMonitor::actionFinished);
        s->service()->runAction(UnitAction::Restart);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QVERIFY2(done.first().at(1).toBool(), qPrintable(done.first().at(2).toString()));
        QVERIFY(s->service()->state().invocationId != before);
        // The journal view moves to the new run, with a separator on top.
        QTRY_VERIFY_WITH_TIMEOUT(
            s->log()->rowCount() > 0
                && (s->log()->index(0).data(LogModel::FlagsRole).toInt() & LogStore::Separator),
            15000);
    }

    void crashEndsFailedWithTraceback()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("crash-flashinfer-mismatch"), 400)), QString());
        Fleet fleet;
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        QTRY_COMPARE_WITH_TIMEOUT(s->service()->state().activeState, QStringLiteral("failed"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            !s->log()
                 ->store()
                 .filter(QStringLiteral("does not match flashinfer version"), false, false, true)
                 .empty(),
            15000);
        const auto tb = s->log()->store().filter(QStringLiteral("Traceback (most recent call last):"), false,
                                                 false, true);
        QVERIFY(!tb.empty());
        QVERIFY(s->log()->store().flags(tb.front()) & LogStore::TracebackStart);
        QVERIFY(s->endpoint()->health() != HealthState::Healthy);
    }

    void leftoverProcessIsFlagged_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("leftovers");
        QTest::newRow("service only") << QStringList() << 0;
        QTest::newRow("leftover on GPU 3")
            << QStringList { QStringLiteral("--leftover-gpu"), QStringLiteral("3") } << 1;
    }
    void leftoverProcessIsFlagged()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, leftovers);
        SimulatedHost demo;
        SimulatedHost::Options o = options(QStringLiteral("healthy"), 400);
        o.extraInitArguments = extra;
        QCOMPARE(demo.start(o), QString());
        Fleet fleet;
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        QTRY_VERIFY_WITH_TIMEOUT(s->service()->hasState() && s->service()->state().mainPid > 0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(s->gpus()->processes().size() >= 8 && !s->gpus()->processTable().isEmpty()
                                     && s->gpus()->latest().size() == 8,
                                 20000);
        QHash<QString, int> index;
        for (const GpuSample &g : s->gpus()->latest())
            index.insert(g.uuid, g.index);
        const LeftoverReport r = findLeftoverProcesses(s->gpus()->processes(), s->service()->state().mainPid,
                                                       s->gpus()->processTable(), index);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.leftoverCount, leftovers);
        if (leftovers)
            QVERIFY(r.rows.last().sentence.contains(QLatin1String("on GPU 3")));
    }

    // The fleet, owner of the sessions, divides the journal budget among them: an equal share,
    // never under the floor, given again whenever a host comes or goes.
    void journalBudgetIsShared()
    {
        constexpr qint64 MiB = 1024 * 1024;
        QCOMPARE(Fleet::journalShare(256 * MiB, 8), 32 * MiB);
        QCOMPARE(Fleet::journalShare(256 * MiB, 256), 1 * MiB);
        QCOMPARE(Fleet::journalShare(256 * MiB, 1000), Fleet::kJournalHostFloorBytes);
        QCOMPARE(Fleet::journalShare(256 * MiB, 0), 256 * MiB);
        QTemporaryDir dataDir;
        Fleet fleet;
        fleet.setSessionOptions({ 1.0, dataDir.path() });
        fleet.setTransportFactory([](const HostDefinition &) -> std::unique_ptr<Transport> {
            return std::make_unique<bench::FeedTransport>();
        });
        fleet.setJournalBudget(12 * MiB);
        const auto caps = [&] {
            QList<qint64> out;
            for (HostSession *s : fleet.sessions())
                out << s->journalMemoryCap();
            return out;
        };
        for (int i = 0; i < 3; ++i) {
            HostDefinition d;
            d.name = QStringLiteral("budget-%1").arg(i);
            QVERIFY(fleet.addHost(d).isEmpty());
        }
        QCOMPARE(caps(), (QList<qint64> { 4 * MiB, 4 * MiB, 4 * MiB }));
        // A host whose store holds more than its new share loses its oldest lines, and says so.
        HostSession *first = fleet.sessions().constFirst();
        QList<QByteArray> lines;
        for (int i = 0; i < 30000; ++i)
            lines << "INFO 12-03 19:00:00 [loggers.py:123] Engine 000: Avg prompt throughput: 812.4 "
                     "tokens/s, line "
                    + QByteArray::number(i);
        first->log()->appendLines(lines);
        QCOMPARE(first->log()->store().droppedLines(), 0);
        fleet.setJournalBudget(3 * MiB);
        QCOMPARE(caps(), (QList<qint64> { 1 * MiB, 1 * MiB, 1 * MiB }));
        QVERIFY(first->log()->store().droppedLines() > 0);
        QVERIFY(first->log()->store().memoryBytes() <= 1 * MiB);
        QVERIFY(
            first->log()->index(0).data().toString().contains(QLatin1String("journalctl -u vllm.service")));
        QVERIFY(first->log()
                    ->store()
                    .text(first->log()->store().endSequence() - 1)
                    .endsWith(QLatin1String("line 29999")));
        fleet.removeHost(QStringLiteral("budget-1"));
        fleet.setJournalBudget(8 * MiB);
        QCOMPARE(caps(), (QList<qint64> { 4 * MiB, 4 * MiB }));
        for (int i = 0; i < 10; ++i) {
            HostDefinition d;
            d.name = QStringLiteral("more-%1").arg(i);
            QVERIFY(fleet.addHost(d).isEmpty());
        }
        QCOMPARE(caps(), QList<qint64>(12, Fleet::kJournalHostFloorBytes)); // 8 MiB / 12 is under the floor
    }

    void unknownUnitSaysSo()
    {
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"), 400)), QString());
        HostDefinition d = demo.definition();
        d.unit = QStringLiteral("missing.service");
        Fleet fleet;
        fleet.addHost(d);
        HostSession *s = fleet.session(d.name);
        QTRY_VERIFY_WITH_TIMEOUT(s->service()->hasState(), 10000);
        QVERIFY(!s->service()->state().exists());
        QSignalSpy done(s->service(), &ServiceMonitor::actionFinished);
        s->service()->runAction(UnitAction::Start);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 10000);
        QVERIFY(!done.first().at(1).toBool());
        QVERIFY2(done.first().at(2).toString().contains(QLatin1String("does not exist")),
                 qPrintable(done.first().at(2).toString()));
    }
};

QTEST_GUILESS_MAIN(TestHostSession)
#include "tst_hostsession.moc"
