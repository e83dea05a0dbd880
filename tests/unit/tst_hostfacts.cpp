// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "chat/LadderHistory.h"
#include "formats/NvidiaSmi.h"
#include "host/HostFacts.h"
#include "monitor/GpuMonitor.h"
#include "transport/LocalTransport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ic;

// The per-host facts with one rule each: the GPU memory total (unknown when any GPU has no
// reading), the decode baseline (set by the first passing run, then kept), the last known good
// (the newest passing ladder run) and the memory baseline's wait (at once without GPUs, and at
// once with the reason on a host whose GPU monitor says it has no GPU tool).
class TestHostFacts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void gpuMemoryTotal_data()
    {
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<double>("total"); // NaN: unknown
        // index, memory.used, memory.total as `nvidia-smi --query-gpu=… --format=csv,noheader` prints them.
        QTest::newRow("every GPU read")
            << QList<QByteArray> { "0, 40213 MiB, 81920 MiB", "1, 26 MiB, 81920 MiB" } << 40239.0;
        QTest::newRow("one GPU") << QList<QByteArray> { "0, 802, 2001" } << 802.0;
        QTest::newRow("idle GPUs are 0, not unknown")
            << QList<QByteArray> { "0, 0, 81920", "1, 0, 81920" } << 0.0;
        QTest::newRow("no tick yet") << QList<QByteArray> {} << qQNaN();
        QTest::newRow("one GPU [N/A]")
            << QList<QByteArray> { "0, 40213, 81920", "1, [N/A], 81920", "2, 40100, 81920" } << qQNaN();
        QTest::newRow("one GPU [Unknown Error]")
            << QList<QByteArray> { "0, [Unknown Error], 81920", "1, 26, 81920" } << qQNaN();
        QTest::newRow("every GPU [Not Supported]")
            << QList<QByteArray> { "0, [Not Supported], [Not Supported]" } << qQNaN();
        QTest::newRow("eight GPUs of an H100 host") << QList<QByteArray> {
            "0, 74613, 81559", "1, 74613, 81559", "2, 74613, 81559", "3, 74613, 81559",
            "4, 74613, 81559", "5, 74613, 81559", "6, 74613, 81559", "7, 74613, 81559"
        } << 596904.0;
    }

    void gpuMemoryTotal()
    {
        QFETCH(QList<QByteArray>, lines);
        QFETCH(double, total);
        const QStringList fields { QStringLiteral("index"), QStringLiteral("memory.used"),
                                   QStringLiteral("memory.total") };
        QList<GpuSample> tick;
        for (const QByteArray &line : lines) {
            const GpuSample s = parseGpuQueryLine(line, fields);
            QVERIFY2(s.isValid(), qPrintable(s.error));
            tick << s;
        }
        const double got = HostFacts::totalGpuMemoryUsedMiB(tick);
        if (std::isnan(total))
            QVERIFY2(std::isnan(got), qPrintable(QString::number(got))); // never a partial sum
        else
            QCOMPARE(got, total);
    }

    void noGpuReadings()
    {
        HostFacts facts(QStringLiteral("bare"), nullptr);
        QVERIFY(!facts.hasGpuReadings());
        QVERIFY(!facts.gpuMemoryProbe()); // the memory step skips: it has nothing to read
        QVERIFY(std::isnan(facts.gpuMemoryUsedMiB()));
        // The baseline may be taken at once: there is nothing to wait for.
        QObject context;
        bool ready = false;
        facts.whenMemoryBaselineReady(&context, [&ready] { ready = true; });
        QTRY_VERIFY_WITH_TIMEOUT(ready, 1000);

        facts.setGpuMemoryProbe([] { return 1234.0; });
        QVERIFY(facts.hasGpuReadings());
        QCOMPARE(facts.gpuMemoryProbe()(), 1234.0);
    }

    void baselineWaitEndsWithItsContext()
    {
        HostFacts facts(QStringLiteral("bare"), nullptr);
        bool ready = false;
        {
            QObject context;
            facts.whenMemoryBaselineReady(&context, [&ready] { ready = true; });
        }
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY(!ready); // the asker is gone: nobody is called
    }

    /// A host without nvidia-smi (a CPU-only llama.cpp host): once its GPU monitor has said so
    /// (it says it once), a wait started later ends at once with the monitor's reason instead of
    /// running to its timeout, through both forms of the wait.
    void baselineWaitEndsAtOnceWithoutAGpuTool()
    {
        HostDefinition host;
        host.name = QStringLiteral("cpu-llama");
        host.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi");
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor gpus(&transport, RemoteCommandBuilder(host));
        gpus.start();
        QTRY_VERIFY_WITH_TIMEOUT(gpus.gpusNotMeasured(), 10000);
        QTest::qWait(200); // the errors and the state change are behind it: nothing more will come
        QVERIFY(!gpus.toolReason().isEmpty());
        HostFacts facts(host.name, &gpus);

        QObject context;
        QElapsedTimer waited;
        waited.start();
        bool ready = false;
        QString reason;
        facts.whenMemoryBaselineReady(
            &context,
            [&](const QString &notMeasured) {
                ready = true;
                reason = notMeasured;
            },
            60000);
        QTRY_VERIFY_WITH_TIMEOUT(ready, 1000);
        QVERIFY2(waited.elapsed() < 1000, qPrintable(QString::number(waited.elapsed())));
        QCOMPARE(reason, gpus.toolReason());

        bool plain = false;
        facts.whenMemoryBaselineReady(
            &context, [&plain] { plain = true; }, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(plain, 1000);
        gpus.stop();
    }

    /// A wait started before the monitor knows ends when it learns the tool is missing, with why.
    void baselineWaitLearnsThereIsNoGpuTool()
    {
        HostDefinition host;
        host.name = QStringLiteral("cpu-llama");
        host.nvidiaSmiCommand = QStringLiteral("/nonexistent/bin/nvidia-smi");
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor gpus(&transport, RemoteCommandBuilder(host));
        HostFacts facts(host.name, &gpus);
        QObject context;
        int calls = 0;
        QString reason;
        facts.whenMemoryBaselineReady(
            &context,
            [&](const QString &notMeasured) {
                ++calls;
                reason = notMeasured;
            },
            60000);
        QVERIFY(!gpus.gpusNotMeasured());
        gpus.start();
        QTRY_COMPARE_WITH_TIMEOUT(calls, 1, 10000);
        QVERIFY2(!reason.isEmpty(), "the wait says why there is no baseline");
        QTRY_VERIFY_WITH_TIMEOUT(gpus.gpusNotMeasured(), 10000);
        QTest::qWait(200);
        QCOMPARE(calls, 1); // once, whatever the monitor says after
        gpus.stop();
    }

    void decodeBaseline()
    {
        HostFacts facts(QStringLiteral("bare"), nullptr);
        QCOMPARE(facts.decodeBaseline(), -1.0);
        LadderReport failed;
        failed.host = QStringLiteral("bare");
        failed.steps.append({ QStringLiteral("smoke"), Verdict::Fail, 1, QStringLiteral("Berlin"), {} });
        QVERIFY(!facts.noteDecodeSpeed(failed, 90)); // a failed run sets nothing
        QCOMPARE(facts.decodeBaseline(), -1.0);

        LadderReport passed = failed;
        passed.steps.first().verdict = Verdict::Pass;
        QVERIFY(!facts.noteDecodeSpeed(passed, -1)); // nothing measured
        QVERIFY(facts.noteDecodeSpeed(passed, 90));
        QCOMPARE(facts.decodeBaseline(), 90.0);
        QVERIFY(!facts.noteDecodeSpeed(passed, 120)); // the first one stays
        QCOMPARE(facts.decodeBaseline(), 90.0);
    }

    void lastKnownGood()
    {
        QTemporaryDir dir;
        const LadderHistory history(dir.path());
        auto run = [&](Verdict verdict, int daysAgo, const QString &version) {
            LadderReport r;
            r.host = QStringLiteral("h1");
            r.started = QDateTime::currentDateTimeUtc().addDays(-daysAgo);
            r.identity.version = version;
            r.steps.append({ QStringLiteral("health"), verdict, 0.1, QStringLiteral("x"), {} });
            QVERIFY(!history.save(r).isEmpty());
        };
        HostFacts facts(QStringLiteral("h1"), nullptr, dir.path());
        QVERIFY(!facts.lastKnownGood().has_value());
        run(Verdict::Pass, 3, QStringLiteral("0.15.0"));
        run(Verdict::Pass, 2, QStringLiteral("0.15.1"));
        run(Verdict::Fail, 1, QStringLiteral("0.16.0"));
        const auto good = facts.lastKnownGood();
        QVERIFY(good.has_value());
        QCOMPARE(good->identity.version, QStringLiteral("0.15.1")); // the newest pass, not the newest run
        QVERIFY(!HostFacts(QStringLiteral("h2"), nullptr, dir.path()).lastKnownGood().has_value());
    }
};

QTEST_GUILESS_MAIN(TestHostFacts)
#include "tst_hostfacts.moc"
