// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/ProcessTable.h"
#include "monitor/LeftoverProcesses.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {
QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/ps/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

GpuProcess app(qint64 pid, const char *name, const char *uuid, double mib)
{
    GpuProcess p;
    p.pid = pid;
    p.processName = QString::fromLatin1(name);
    p.gpuUuid = QString::fromLatin1(uuid);
    p.usedMemoryMiB = mib;
    return p;
}

QHash<QString, int> gpus()
{
    return { { QStringLiteral("GPU-a"), 0 }, { QStringLiteral("GPU-b"), 1 }, { QStringLiteral("GPU-d"), 3 } };
}
} // namespace

class TestLeftoverProcesses : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parseFixture()
    {
        const ProcessTable t = parseProcessTable(fixture("debian12_vllm.txt"));
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
        QCOMPARE(t.processes.size(), 12);
        QCOMPARE(t.processes[0].pid, 1);
        QCOMPARE(t.processes[0].ppid, 0);
        QCOMPARE(t.processes[0].command, QStringLiteral("systemd"));
        QCOMPARE(t.processes[2].command, QStringLiteral("kworker/0:1H-kblockd"));
        QCOMPARE(t.processes.last().command, QStringLiteral("Web Content"));
        QCOMPARE(t.indexByPid().value(8791), 7);
    }

    void hostileRows_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("good");
        QTest::addColumn<int>("bad");
        QTest::newRow("empty") << QByteArray() << 0 << 0;
        QTest::newRow("whitespace") << QByteArray(" \n\t\r\n   \n") << 0 << 0;
        QTest::newRow("crlf") << QByteArray("  5   1 sshd\r\n  6  5 bash\r\n") << 2 << 0;
        QTest::newRow("no comm") << QByteArray("5 1\n") << 1 << 0;
        QTest::newRow("header by mistake") << QByteArray("  PID  PPID COMMAND\n 5 1 x\n") << 1 << 1;
        QTest::newRow("truncated") << QByteArray(" 5 1 sshd\n 6") << 1 << 1;
        QTest::newRow("letters in number") << QByteArray("12x 1 a\n5 1y b\n") << 0 << 2;
        QTest::newRow("pid zero") << QByteArray("0 0 idle\n") << 0 << 1;
        QTest::newRow("huge number") << QByteArray("99999999999999999999 1 a\n") << 0 << 1;
        QTest::newRow("error text") << QByteArray("error: unsupported option (BSD syntax)\n") << 0 << 1;
        QTest::newRow("binary junk") << QByteArray("\x00\xff\x13 7\n 8 1 \xc3\x28\n", 13) << 1 << 1;
        QTest::newRow("10 MB line") << (QByteArray(" 9 1 ") + QByteArray(10 * 1024 * 1024, 'a') + '\n') << 1
                                    << 0;
    }
    void hostileRows()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, good);
        QFETCH(int, bad);
        const ProcessTable t = parseProcessTable(text);
        QCOMPARE(t.processes.size(), good);
        QCOMPARE(t.badLines, bad);
        QCOMPARE(t.error.isEmpty(), bad == 0);
        for (const ProcessEntry &e : t.processes)
            QVERIFY(e.command.size() <= 64);
    }

    void verdicts_data()
    {
        QTest::addColumn<qint64>("mainPid");
        QTest::addColumn<QList<bool>>("leftover");
        // apps: 8792 worker (GPU 0), 8793 worker (GPU 1), 4242 leftover (GPU 3), 77777 unknown pid
        QTest::newRow("service running") << qint64(8727) << QList<bool> { false, false, true, false };
        QTest::newRow("service stopped") << qint64(0) << QList<bool> { true, true, true, false };
        QTest::newRow("main pid is a worker") << qint64(8793) << QList<bool> { true, false, true, false };
        QTest::newRow("main pid not in table") << qint64(123456) << QList<bool> { true, true, true, false };
    }
    void verdicts()
    {
        QFETCH(qint64, mainPid);
        QFETCH(QList<bool>, leftover);
        const ProcessTable table = parseProcessTable(fixture("debian12_vllm.txt"));
        const QList<GpuProcess> apps { app(8792, "VLLM::Worker_TP0", "GPU-a", 70000),
                                       app(8793, "", "GPU-b", 70000), app(4242, "python3", "GPU-d", 12288),
                                       app(77777, "ghost", "GPU-a", 500) };
        const LeftoverReport r = findLeftoverProcesses(apps, mainPid, table, gpus());
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.rows.size(), apps.size());
        int count = 0;
        for (int i = 0; i < apps.size(); ++i) {
            QCOMPARE(r.rows[i].leftover, leftover[i]);
            QCOMPARE(r.rows[i].sentence.isEmpty(), !leftover[i]);
            count += leftover[i];
        }
        QCOMPARE(r.leftoverCount, count);
        // An empty process_name falls back to comm from the table.
        QCOMPARE(r.rows[1].name, QStringLiteral("VLLM::Worker_TP"));
    }

    void sentence()
    {
        const ProcessTable table = parseProcessTable(fixture("debian12_vllm.txt"));
        const LeftoverReport r
            = findLeftoverProcesses({ app(4242, "python3", "GPU-d", 12288) }, 8727, table, gpus());
        QCOMPARE(r.rows[0].gpuIndex, 3);
        QCOMPARE(r.rows[0].sentence,
                 QStringLiteral("leftover process 4242 (python3) holding 12.0 GiB on GPU 3"));
        QCOMPARE(r.leftoverMiB, 12288.0);

        const LeftoverReport unknown
            = findLeftoverProcesses({ app(4242, "python3", "GPU-zz", NAN) }, 8727, table, gpus());
        QCOMPARE(unknown.rows[0].sentence,
                 QStringLiteral("leftover process 4242 (python3) holding memory on GPU GPU-zz"));
        QCOMPARE(unknown.leftoverMiB, 0.0);
    }

    void noTableJudgesNothing()
    {
        const LeftoverReport r
            = findLeftoverProcesses({ app(4242, "python3", "GPU-d", 12288) }, 8727, ProcessTable {}, gpus());
        QVERIFY(!r.error.isEmpty());
        QCOMPARE(r.leftoverCount, 0);
        QVERIFY(!r.rows[0].leftover);
        QVERIFY(findLeftoverProcesses({}, 8727, ProcessTable {}, gpus()).error.isEmpty());
    }

    void ppidCycleTerminates()
    {
        const ProcessTable t = parseProcessTable("10 11 a\n11 10 b\n12 1 c\n");
        const LeftoverReport r
            = findLeftoverProcesses({ app(11, "b", "GPU-a", 1), app(12, "c", "GPU-a", 1) }, 10, t, gpus());
        QVERIFY(!r.rows[0].leftover);
        QVERIFY(r.rows[1].leftover);
    }
};

QTEST_GUILESS_MAIN(TestLeftoverProcesses)
#include "tst_leftoverprocesses.moc"
