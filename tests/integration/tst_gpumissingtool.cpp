// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// GpuMonitor over a LocalTransport on a host without a working GPU tool: nvidia-smi not on the
// PATH, a tool path that does not exist, a shell's "command not found", NVML failing, no driver,
// no GPUs. The monitor says so once (one state change, one error), stops polling, retries
// rarely, and notices when the tool appears.
#include "monitor/GpuMonitor.h"
#include "transport/LocalTransport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

Q_DECLARE_METATYPE(ic::GpuMonitor::ToolState)

class TestGpuMissingTool : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_scripts = 0;

    /// A stand-in nvidia-smi that counts its runs (per kind) in `dir/runs` and prints `body`.
    QString writeTool(const QByteArray &body)
    {
        const QString path = m_dir.filePath(QStringLiteral("tool%1.sh").arg(++m_scripts));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write("#!/bin/sh\necho \"$1\" >> \"" + m_dir.filePath(QStringLiteral("runs")).toUtf8() + "\"\n"
                + body);
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        return path;
    }

    int runs(const QByteArray &kind) const
    {
        QFile f(m_dir.filePath(QStringLiteral("runs")));
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        return int(f.readAll().count(kind));
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ic::GpuMonitor::ToolState>();
        QVERIFY(m_dir.isValid());
    }

    void init() { QFile::remove(m_dir.filePath(QStringLiteral("runs"))); }

    void saysSoOnce_data()
    {
        QTest::addColumn<QString>("command"); ///< the host's nvidia-smi command; "%S" is a script of `body`
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not on the PATH")
            << QStringLiteral("env PATH=/nonexistent nvidia-smi") << QByteArray()
            << int(GpuMonitor::ToolState::Missing)
            << QStringLiteral("No GPU tool on this host: nvidia-smi was not found.");
        QTest::newRow("no such path")
            << QStringLiteral("/nonexistent/bin/nvidia-smi") << QByteArray()
            << int(GpuMonitor::ToolState::Missing)
            << QStringLiteral("No GPU tool on this host: nvidia-smi was not found.");
        QTest::newRow("bash: command not found")
            << QStringLiteral("%S")
            << QByteArray("echo 'bash: line 1: nvidia-smi: command not found' >&2; exit 127\n")
            << int(GpuMonitor::ToolState::Missing)
            << QStringLiteral("No GPU tool on this host: nvidia-smi was not found.");
        QTest::newRow("NVML fails")
            << QStringLiteral("%S")
            << QByteArray("echo 'Failed to initialize NVML: Driver/library version mismatch'\nexit 18\n")
            << int(GpuMonitor::ToolState::Failing)
            << QStringLiteral("The GPU tool on this host fails: Failed to initialize NVML: Driver/library "
                              "version mismatch");
        QTest::newRow("no driver")
            << QStringLiteral("%S")
            << QByteArray("echo \"NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA "
                          "driver. Make "
                          "sure that the latest NVIDIA driver is installed and running.\"\nexit 9\n")
            << int(GpuMonitor::ToolState::Failing)
            << QStringLiteral("The GPU tool on this host fails: NVIDIA-SMI has failed because it couldn't "
                              "communicate with the NVIDIA driver.");
        QTest::newRow("no GPUs") << QStringLiteral("%S")
                                 << QByteArray("echo 'No devices were found'\nexit 6\n")
                                 << int(GpuMonitor::ToolState::NoDevices)
                                 << QStringLiteral(
                                        "nvidia-smi found no GPU on this host (\"No devices were found\").");
    }

    void saysSoOnce()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, body);
        QFETCH(int, state);
        QFETCH(QString, reason);
        HostDefinition host;
        host.name = QStringLiteral("cpu-01");
        host.nvidiaSmiCommand = command == QLatin1String("%S") ? writeTool(body) : command;
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor monitor(&transport, RemoteCommandBuilder(host));
        monitor.setToolRetryMs(250); // the default is a minute; a few retries within the test
        QSignalSpy states(&monitor, &GpuMonitor::toolStateChanged);
        QSignalSpy errors(&monitor, &GpuMonitor::errorOccurred);
        QSignalSpy sampled(&monitor, &GpuMonitor::sampled);
        monitor.start();
        QTRY_COMPARE_WITH_TIMEOUT(int(monitor.toolState()), state, 10000);
        QCOMPARE(monitor.toolReason(), reason);
        QVERIFY(monitor.gpusNotMeasured());
        // Several retries later: still one report, one error, no samples, no process polls.
        QTest::qWait(1500);
        QCOMPARE(states.size(), 1);
        QCOMPARE(states.first().at(0).value<GpuMonitor::ToolState>(), GpuMonitor::ToolState(state));
        QCOMPARE(states.first().at(1).toString(), reason);
        QVERIFY2(errors.size() <= 1, qPrintable(QString::number(errors.size())));
        QVERIFY(sampled.isEmpty());
        QVERIFY(monitor.processes().isEmpty());
        if (command == QLatin1String("%S")) {
            QVERIFY2(runs("--query-gpu") >= 2, "the tool is tried again");
            QVERIFY2(runs("--query-gpu") <= 8, "…but not in a tight loop");
            QVERIFY2(runs("--query-compute-apps") <= 1, "no compute-apps polls while the tool is missing");
        }
        monitor.stop();
    }

    void retriesRarelyByDefault()
    {
        HostDefinition host;
        host.nvidiaSmiCommand
            = writeTool("echo 'bash: line 1: nvidia-smi: command not found' >&2; exit 127\n");
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor monitor(&transport, RemoteCommandBuilder(host));
        QCOMPARE(monitor.toolRetryMs(), 60000);
        monitor.start();
        QTRY_COMPARE_WITH_TIMEOUT(monitor.toolState(), GpuMonitor::ToolState::Missing, 10000);
        QTest::qWait(3000); // the usual backoff would have tried again twice by now
        QCOMPARE(runs("--query-gpu"), 1);
        monitor.stop();
    }

    void noticesTheToolLater()
    {
        const QString path = m_dir.filePath(QStringLiteral("later/nvidia-smi"));
        HostDefinition host;
        host.nvidiaSmiCommand = path;
        LocalTransport transport;
        transport.connectToHost();
        GpuMonitor monitor(&transport, RemoteCommandBuilder(host));
        monitor.setToolRetryMs(300);
        QSignalSpy states(&monitor, &GpuMonitor::toolStateChanged);
        QSignalSpy sampled(&monitor, &GpuMonitor::sampled);
        QSignalSpy processes(&monitor, &GpuMonitor::processesChanged);
        monitor.start();
        QTRY_COMPARE_WITH_TIMEOUT(monitor.toolState(), GpuMonitor::ToolState::Missing, 10000);

        // The driver is installed: the next retry finds the tool, samples flow, processes are polled.
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("later"))));
        QFile::copy(
            writeTool("case \"$1\" in\n"
                      "  --query-compute-apps=*) echo \"4242, python3, GPU-0, 2048\" ;;\n"
                      "  --query-gpu=*) echo \"0, GPU-0, NVIDIA L4, 2048, 23034, 3, 40, 20.00, 72.00\"; "
                      "exec sleep 30 ;;\n"
                      "esac\n"),
            path);
        QTRY_VERIFY_WITH_TIMEOUT(!sampled.isEmpty(), 10000);
        QCOMPARE(monitor.toolState(), GpuMonitor::ToolState::Available);
        QVERIFY(monitor.toolReason().isEmpty());
        QCOMPARE(states.size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(monitor.processes().size(), 1, 10000);
        monitor.stop();
    }
};

QTEST_GUILESS_MAIN(TestGpuMissingTool)
#include "tst_gpumissingtool.moc"
