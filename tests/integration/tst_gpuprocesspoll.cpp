// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GpuMonitor over a LocalTransport: a stand-in nvidia-smi names a real child process as a
// GPU holder; the real `ps` table tells whether it belongs to the "service" (this test).
#include "monitor/GpuMonitor.h"
#include "monitor/LeftoverProcesses.h"
#include "transport/LocalTransport.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

class TestGpuProcessPoll : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString writeFakeSmi(qint64 holderPid)
    {
        const QString path = m_dir.filePath(QStringLiteral("nvidia-smi"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write("#!/bin/sh\n"
                "case \"$1\" in\n"
                "  --query-compute-apps=*) echo \""
                + QByteArray::number(holderPid)
                + ", python3, GPU-3, 12288\" ;;\n"
                  "  --query-gpu=*) echo \"3, GPU-3, NVIDIA H100 NVL, 12800, 97871, 0, 35, 70.00, 400.00\"; "
                  "exec sleep 30 ;;\n"
                  "esac\n");
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        return path;
    }

private Q_SLOTS:
    void leftoverFromRealProcessTable()
    {
        QProcess holder; // stands for a process left over from an earlier run
        holder.start(QStringLiteral("sleep"), { QStringLiteral("30") });
        QVERIFY(holder.waitForStarted());
        const QString smi = writeFakeSmi(holder.processId());
        QVERIFY(!smi.isEmpty());

        HostDefinition host;
        host.nvidiaSmiCommand = smi;
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor monitor(&transport, RemoteCommandBuilder(host));
        QSignalSpy tableSpy(&monitor, &GpuMonitor::processTableChanged);
        QSignalSpy sampled(&monitor, &GpuMonitor::sampled);
        monitor.start();
        QTRY_VERIFY_WITH_TIMEOUT(!tableSpy.isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!sampled.isEmpty(), 10000);
        QCOMPARE(monitor.processes().size(), 1);
        const ProcessTable table = monitor.processTable();
        QVERIFY(table.indexByPid().contains(holder.processId()));
        QVERIFY(table.indexByPid().contains(QCoreApplication::applicationPid()));

        const QHash<QString, int> gpus { { QStringLiteral("GPU-3"), 3 } };
        // Our own pid as MainPID: the child is in the service's tree.
        LeftoverReport mine
            = findLeftoverProcesses(monitor.processes(), QCoreApplication::applicationPid(), table, gpus);
        QCOMPARE(mine.leftoverCount, 0);
        // A MainPID that is not our ancestor: the child is a leftover.
        const LeftoverReport other = findLeftoverProcesses(monitor.processes(), 999999999, table, gpus);
        QCOMPARE(other.leftoverCount, 1);
        QCOMPARE(other.rows.first().sentence,
                 QStringLiteral("leftover process %1 (python3) holding 12.0 GiB on GPU 3")
                     .arg(holder.processId()));
        monitor.stop();
        holder.kill();
        holder.waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestGpuProcessPoll)
#include "tst_gpuprocesspoll.moc"
