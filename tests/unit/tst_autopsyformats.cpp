// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The parsers a stall autopsy reads the host with — py-spy dumps, nvidia-smi topo -m, kernel Xid
// lines, /proc/PID/environ, ps with states — over output posted in public issue threads
// (tests/fixtures/autopsy/README.md), the simulated host's own answers, and hostile rows; and the
// redaction every one of them applies to host text.
#include "formats/KernelXid.h"
#include "formats/NvidiaTopology.h"
#include "formats/ProcessEnviron.h"
#include "formats/ProcessStatus.h"
#include "formats/PySpyDump.h"
#include "formats/SecretText.h"
#include "formats/ThreadStates.h"
#include "sim/SimAutopsyTools.h"
#include "sim/SimTimeline.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {
QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/autopsy/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray bytesOf(const QString &fixtureOrText)
{
    return fixtureOrText.startsWith(QLatin1String("file:")) ? fixture(fixtureOrText.mid(5))
                                                            : fixtureOrText.toUtf8();
}

QStringList strings(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromLatin1(s);
    return out;
}

SimState simHost(const QString &scenario, qint64 nowMs)
{
    SimState s;
    simScenarioFromId(scenario, &s.scenario);
    s.bootMs = nowMs - 3600 * 1000;
    s.machineId = "0123456789abcdef0123456789abcdef";
    s.timeScale = 1000;
    SimInvocation inv = s.newInvocation(nowMs - 60 * 1000);
    inv.mainPid = 4242;
    s.invocations << inv;
    return s;
}
} // namespace

class TestAutopsyFormats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!fixture(QStringLiteral("py-spy-vllm-50835-enginecore.txt")).isEmpty(),
                 "fixtures not found");
    }

    // --- py-spy dump -------------------------------------------------------------------------

    void pySpy_data()
    {
        QTest::addColumn<QString>("input"); // "file:NAME" or the text itself
        QTest::addColumn<int>("processes");
        QTest::addColumn<int>("threads"); // of the first process
        QTest::addColumn<qlonglong>("pid");
        QTest::addColumn<QString>("firstThread"); // "state name"
        QTest::addColumn<QString>("firstFrame"); // text() of the first thread's first frame
        QTest::addColumn<int>("frames"); // of the first thread
        QTest::addColumn<bool>("error");
        QTest::addColumn<bool>("badLines");

        QTest::newRow("vLLM EngineCore (vllm#50835)")
            << "file:py-spy-vllm-50835-enginecore.txt" << 1 << 1 << 4085279LL << "idle MainThread"
            << "poll (zmq/sugar/poll.py:106)" << 7 << false << false;
        QTest::newRow("SGLang watchdog dump (sglang#6891)")
            << "file:py-spy-sglang-6891-scheduler.txt" << 1 << 2 << 231810LL << "active MainThread"
            << "draft (eagle_worker.py:397)" << 11 << false << true; // the log line above the dump
        QTest::newRow("native frames, two dumps (sglang#17941)")
            << "file:py-spy-sglang-17941-native.txt" << 2 << 1 << 0LL << "idle Thread-2 (_watchdog_thread)"
            << "poll (libc.so.6)" << 13 << false << true;
        QTest::newRow("threads only, cut above (LMCache#4759)")
            << "file:py-spy-lmcache-4759-enginecore.txt" << 1 << 4 << 0LL << "idle MultiprocWorkerMonitor"
            << "select (selectors.py:415)" << 6 << false << true;
        QTest::newRow("header only (LMCache#4759)") << "file:py-spy-lmcache-4759-header.txt" << 1 << 0 << 1LL
                                                    << QString() << QString() << 0 << true << true;
        QTest::newRow("two dumps with comments (marin#7344)")
            << "file:py-spy-marin-7344-jax.txt" << 1 << 4 << 1LL << "idle MainThread"
            << "main (experiments/grug/minimal_wedge_repro.py:389)" << 3 << false << true;
        QTest::newRow("2018 format, tab-indented (ray#3187)")
            << "file:py-spy-ray-3187-old-format.txt" << 1 << 3 << 0LL << "active "
            << "_periodically_flush_profile_events (ray/profiling.py:97)" << 4 << false << true;
        QTest::newRow("C++ frames (ray#22349)")
            << "file:py-spy-ray-22349-native.txt" << 1 << 1 << 4970LL << "idle MainThread"
            << "pthread_cond_timedwait@@GLIBC_2.3.2 (libpthread-2.28.so)" << 16 << false << false;
        QTest::newRow("permission denied") << "file:py-spy-error-permission.txt" << 0 << 0 << 0LL << QString()
                                           << QString() << 0 << true << true;
        QTest::newRow("graph capture")
            << "file:py-spy-vllm-graph-capture.txt" << 1 << 2 << 8771LL << "active MainThread"
            << "__exit__ (torch/cuda/graphs.py:186)" << 18 << false << false;
        QTest::newRow("empty") << QString() << 0 << 0 << 0LL << QString() << QString() << 0 << true << false;
        QTest::newRow("blank lines") << QStringLiteral("\n\n  \n") << 0 << 0 << 0LL << QString() << QString()
                                     << 0 << true << false;
        QTest::newRow("frame before any thread") << QStringLiteral("    run (threading.py:1)\n") << 0 << 0
                                                 << 0LL << QString() << QString() << 0 << true << true;
        QTest::newRow("thread without name, CRLF")
            << QStringLiteral("Process 7: x\r\nThread 7 (idle)\r\n    f (a.py:1)\r\n") << 1 << 1 << 7LL
            << "idle "
            << "f (a.py:1)" << 1 << false << false;
        QTest::newRow("--locals lines skipped") << QStringLiteral(
            "Thread 7 (idle): \"MainThread\"\n    f (a.py:1)\n        Arguments:\n            x: 1\n"
            "    g (b.py:2)\n") << 1 << 1 << 0LL << "idle MainThread"
                                                << "f (a.py:1)" << 2 << false << false;
        QTest::newRow("huge pid and bad line number")
            << QStringLiteral("Process 99999999999: x\nThread 1 (idle): \"M\"\n    f (a.py:notanumber)\n")
            << 1 << 1 << 0LL << "idle M"
            << "f (a.py:notanumber)" << 1 << false << true;
        QTest::newRow("binary junk") << QString::fromLatin1("\x01\x02\xff\xfe\nThread \x1b[31m\n") << 0 << 0
                                     << 0LL << QString() << QString() << 0 << true << true;
        QTest::newRow("10 MB line") << QString(10 * 1024 * 1024, u'x') << 0 << 0 << 0LL << QString()
                                    << QString() << 0 << true << true;
    }

    void pySpy()
    {
        QFETCH(QString, input);
        QFETCH(int, processes);
        QFETCH(int, threads);
        QFETCH(qlonglong, pid);
        QFETCH(QString, firstThread);
        QFETCH(QString, firstFrame);
        QFETCH(int, frames);
        QFETCH(bool, error);
        QFETCH(bool, badLines);
        const QByteArray bytes = bytesOf(input);
        if (input.startsWith(QLatin1String("file:")))
            QVERIFY2(!bytes.isEmpty(), qPrintable(input));
        const PySpyDump d = parsePySpyDump(bytes);
        QCOMPARE(int(d.processes.size()), processes);
        QCOMPARE(!d.error.isEmpty(), error);
        QCOMPARE(d.badLines > 0, badLines);
        if (processes == 0)
            return;
        const PySpyProcess &p = d.processes.first();
        QCOMPARE(int(p.threads.size()), threads);
        QCOMPARE(p.pid, pid);
        if (threads == 0)
            return;
        const PySpyThread &t = p.threads.first();
        QCOMPARE(QString(t.state + u' ' + t.name), firstThread);
        QCOMPARE(int(t.frames.size()), frames);
        QCOMPARE(t.frames.first().text(), firstFrame);
    }

    void pySpyFrameFields()
    {
        const PySpyDump d = parsePySpyDump(fixture(QStringLiteral("py-spy-sglang-17941-native.txt")));
        QCOMPARE(d.processes.size(), 2);
        const PySpyProcess &sched = d.processes[1];
        QCOMPARE(sched.pid, 88693);
        QCOMPARE(sched.command, QStringLiteral("sglang::scheduler_PP2_TP1"));
        QCOMPARE(sched.python, QStringLiteral("3.12.3"));
        const PySpyFrame &gloo = sched.threads.first().frames[2];
        QCOMPARE(gloo.function, QStringLiteral("gloo::transport::tcp::UnboundBuffer::waitRecv"));
        QCOMPARE(gloo.file, QStringLiteral("libtorch_cpu.so"));
        QVERIFY(gloo.native);
        QCOMPARE(gloo.line, -1);
        const PySpyFrame &py = parsePySpyDump(fixture(QStringLiteral("py-spy-vllm-50835-enginecore.txt")))
                                   .processes.first()
                                   .threads.first()
                                   .frames[2];
        QCOMPARE(py.function, QStringLiteral("recv"));
        QCOMPARE(py.file, QStringLiteral("vllm/distributed/device_communicators/shm_broadcast.py"));
        QCOMPARE(py.line, 802);
        QVERIFY(!py.native);
    }

    /// A dump's command line carries the engine's flags: the key never reaches the report.
    void pySpyCommandRedacted()
    {
        const QByteArray text
            = "Process 1: /usr/bin/python3 /usr/local/bin/vllm serve m --api-key sk-live-abc123def456ghi "
              "k2 --port 8000\nThread 1 (idle): \"MainThread\"\n    f (a.py:1)\n";
        const PySpyDump d = parsePySpyDump(text);
        QCOMPARE(d.processes.size(), 1);
        QVERIFY2(!d.processes.first().command.contains(QLatin1String("sk-live")),
                 qPrintable(d.processes.first().command));
        QVERIFY(!d.processes.first().command.contains(QLatin1String(" k2 ")));
        QVERIFY(d.processes.first().command.contains(QLatin1String("--port 8000")));
    }

    void pySpyFromSimulator()
    {
        const qint64 now = 1'800'000'000'000;
        SimState s = simHost(QStringLiteral("hang-graph-capture"), now);
        const SimTimeline tl(s, s.invocations.first());
        const SimToolOutput o = simPySpyDump(s, tl.workerPid(3), now);
        QCOMPARE(o.exitCode, 0);
        const PySpyDump d = parsePySpyDump(o.out);
        QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
        QCOMPARE(d.processes.first().pid, tl.workerPid(3));
        QCOMPARE(d.processes.first().command, QStringLiteral("VLLM::Worker_TP3"));
        QCOMPARE(d.processes.first().threads.first().frames.first().file,
                 QStringLiteral("torch/cuda/graphs.py"));
        QCOMPARE(d.badLines, 0);
        s.pySpy = 0;
        QCOMPARE(simPySpyDump(s, tl.workerPid(3), now).exitCode, 127);
    }

    // --- nvidia-smi topo -m ------------------------------------------------------------------

    void topology_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("gpu0gpu1");
        QTest::addColumn<QString>("cpuAffinityLastGpu");
        QTest::addColumn<int>("pairsWithoutNvLink");
        QTest::addColumn<bool>("error");

        QTest::newRow("8x H100 NV18 (ThunderKittens#167)")
            << "file:topo-h100x8-thunderkittens-167.txt" << 8 << 8 << "NV18"
            << "48-95,144-191" << 0 << false;
        QTest::newRow("8x 4090 SYS + NICs (go-gpuallocator#17)")
            << "file:topo-4090x8-go-gpuallocator-17.txt" << 8 << 10 << "SYS"
            << "56-111,168-223" << 28 << false;
        QTest::newRow("2 GPUs NV12 + 10 NICs (dask-cuda#1358)")
            << "file:topo-2gpu-nv12-nics-dask-cuda-1358.txt" << 2 << 5 << "NV12"
            << "48-63,176-191" << 0 << false;
        QTest::newRow("2 GPUs PHB with legend (club-3090#1229)")
            << "file:topo-5090x2-club-3090-1229.txt" << 2 << 2 << "PHB"
            << "0-63" << 1 << false;
        QTest::newRow("2017 driver, mlx4 column (kubernetes#53497)")
            << "file:topo-8gpu-mlx4-kubernetes-53497.txt" << 8 << 4 << "PIX"
            << "0-9,20-29" << 22 << false;
        QTest::newRow("NVML mismatch")
            << "file:topo-nvml-mismatch.txt" << 0 << 0 << QString() << QString() << 0 << true;
        QTest::newRow("empty") << QString() << 0 << 0 << QString() << QString() << 0 << true;
        QTest::newRow("header only") << QStringLiteral("\tGPU0\tGPU1\tCPU Affinity\n") << 2 << 0 << QString()
                                     << QString() << 0 << true;
        QTest::newRow("short row") << QStringLiteral("\tGPU0\tGPU1\nGPU0\t X \n") << 2 << 0 << QString()
                                   << QString() << 0 << true;
        QTest::newRow("row of an unknown device")
            << QStringLiteral("\tGPU0\nGPU9\t X \n") << 1 << 0 << QString() << QString() << 0 << true;
        QTest::newRow("binary junk") << QString::fromLatin1("\x01\xff GPU0\n\x1b[2J\n") << 0 << 0 << QString()
                                     << QString() << 0 << true;
        QTest::newRow("10 MB line") << QString(10 * 1024 * 1024, u'G') << 0 << 0 << QString() << QString()
                                    << 0 << true;
    }

    void topology()
    {
        QFETCH(QString, input);
        QFETCH(int, gpus);
        QFETCH(int, rows);
        QFETCH(QString, gpu0gpu1);
        QFETCH(QString, cpuAffinityLastGpu);
        QFETCH(int, pairsWithoutNvLink);
        QFETCH(bool, error);
        const NvidiaTopology t = parseNvidiaTopology(bytesOf(input));
        QCOMPARE(t.gpuCount(), gpus);
        QCOMPARE(int(t.rows.size()), rows);
        QCOMPARE(!t.error.isEmpty(), error);
        if (rows == 0)
            return;
        QCOMPARE(t.link(QStringLiteral("GPU0"), QStringLiteral("GPU1")), gpu0gpu1);
        QCOMPARE(t.link(QStringLiteral("GPU0"), QStringLiteral("GPU0")), QStringLiteral("X"));
        const auto last = std::find_if(t.rows.crbegin(), t.rows.crend(), [](const NvidiaTopology::Row &r) {
            return r.device.startsWith(QLatin1String("GPU"));
        });
        QCOMPARE(last->cpuAffinity, cpuAffinityLastGpu);
        QCOMPARE(int(t.gpuPairsWithoutNvLink().size()), pairsWithoutNvLink);
    }

    void topologyFields()
    {
        const NvidiaTopology t
            = parseNvidiaTopology(fixture(QStringLiteral("topo-h100x8-thunderkittens-167.txt")));
        QCOMPARE(t.columns.size(), 8);
        QCOMPARE(t.rows[5].numaAffinity, QStringLiteral("1"));
        QCOMPARE(t.rows[5].gpuNumaId, QStringLiteral("N/A"));
        const NvidiaTopology nics
            = parseNvidiaTopology(fixture(QStringLiteral("topo-4090x8-go-gpuallocator-17.txt")));
        QCOMPARE(nics.link(QStringLiteral("GPU6"), QStringLiteral("NIC0")), QStringLiteral("PHB"));
        QCOMPARE(nics.rows.last().device, QStringLiteral("NIC1"));
        QVERIFY(nics.rows.last().cpuAffinity.isEmpty());
    }

    void topologyFromSimulator()
    {
        SimState s;
        for (int gpus : { 8, 1, 3 }) {
            s.gpus = gpus;
            const NvidiaTopology t = parseNvidiaTopology(simNvidiaSmiTopology(s).out);
            QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
            QCOMPARE(t.gpuCount(), gpus);
            QCOMPARE(t.rows.size(), gpus);
            QVERIFY(t.gpuPairsWithoutNvLink().isEmpty());
            QCOMPARE(t.badLines, 0);
        }
    }

    // --- kernel Xid lines --------------------------------------------------------------------

    void xid_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("events");
        QTest::addColumn<QList<int>>("xids");
        QTest::addColumn<QString>("firstPci");
        QTest::addColumn<QString>("firstTime");
        QTest::addColumn<QString>("firstPid");
        QTest::addColumn<QString>("firstMessage");

        QTest::newRow("dmesg --ctime (gpud#46)")
            << "file:xid-dmesg-ctime-gpud-46.log" << 4 << QList<int> { 13, 13, 13, 109 } << "0000:cb:00"
            << "Fri Aug 30 11:43:09 2024"
            << "'<unknown>'"
            << "Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): Illegal Instruction Parameter";
        QTest::newRow("raw dmesg (vllm#5901)")
            << "file:xid-dmesg-raw-vllm-5901.log" << 6 << QList<int> { 13, 13, 13, 13, 13, 13 }
            << "0000:43:00"
            << "93297.027938"
            << "'<unknown>'"
            << "Graphics Exception: ESR 0x52e7b0=0x101000e 0x52e7b4=0x4 0x52e7a8=0xc81eb60 0x52e7ac=0x1174";
        QTest::newRow("journal without time (open-gpu-kernel-modules#1150)")
            << "file:xid-journal-nvlink-open-gpu-kernel-modules-1150.log" << 7
            << QList<int> { 45, 45, 45, 45, 45, 45, 45 } << "0000:dc:00" << QString() << "1818990"
            << "Ch 00000001 caused by previous Xid 149";
        QTest::newRow("NVLink, no pid (gpud#1174)")
            << "file:xid-kmsg-nvlink-gpud-1174.log" << 5 << QList<int> { 149, 149, 145, 94, 144 }
            << "0019:01:00" << QString() << QString()
            << "NETIR Fatal XC0 i0 Link -1 (0x000fe406 0x00000000 0x00000000 0x00000000 0x00000000 "
               "0x00000000)";
        QTest::newRow("r8169 XID is not a GPU error (club-3090#751)")
            << "file:xid-dmesg-r8169-club-3090-751.log" << 3 << QList<int> { 13, 13, 13 } << "0000:07:00"
            << "Tue Jul 21 23:13:57 2026" << QString()
            << "Graphics Exception: SKEDCHECK02_LOCAL_MEMORY_LOW_SIZE failed";
        QTest::newRow("fallen off the bus over three lines (NVSentinel#155)")
            << "file:xid-fallen-off-nvsentinel-155.log" << 1 << QList<int> { 79 } << "0000:b3:00.0"
            << QString() << QString() << "GPU has fallen off the bus";
        QTest::newRow("journalctl -k -o short-iso")
            << "file:xid-journal-short-iso.log" << 2 << QList<int> { 79, 119 } << "0000:44:00"
            << "2026-03-02T10:20:30+0000" << QString() << "GPU has fallen off the bus.";
        QTest::newRow("empty") << QString() << 0 << QList<int>() << QString() << QString() << QString()
                               << QString();
        QTest::newRow("no entries") << QStringLiteral("-- No entries --\n") << 0 << QList<int>() << QString()
                                    << QString() << QString() << QString();
        QTest::newRow("Xid without number")
            << QStringLiteral("NVRM: Xid (PCI:0000:01:00): , GPU\nNVRM: Xid (PCI:zz): 13, x\n") << 0
            << QList<int>() << QString() << QString() << QString() << QString();
        QTest::newRow("binary junk") << QString::fromLatin1("\xff\xfe NVRM: \x1b[31m Xid\n") << 0
                                     << QList<int>() << QString() << QString() << QString() << QString();
        QTest::newRow("10 MB line") << QStringLiteral("NVRM: Xid (PCI:0000:01:00): 13, ")
                + QString(10 * 1024 * 1024, u'x')
                                    << 0 << QList<int>() << QString() << QString() << QString() << QString();
    }

    void xid()
    {
        QFETCH(QString, input);
        QFETCH(int, events);
        QFETCH(QList<int>, xids);
        const KernelXidLog log = parseKernelXid(bytesOf(input));
        QCOMPARE(int(log.events.size()), events);
        QList<int> got;
        for (const XidEvent &e : log.events)
            got << e.xid;
        QCOMPARE(got, xids);
        if (events == 0)
            return;
        QTEST(log.events.first().pci, "firstPci");
        QTEST(log.events.first().time, "firstTime");
        QTEST(log.events.first().pid, "firstPid");
        QTEST(log.events.first().message, "firstMessage");
    }

    void xidKeepsTheNewest()
    {
        QByteArray many;
        for (int i = 0; i < 1500; ++i)
            many += "NVRM: Xid (PCI:0000:01:00): " + QByteArray::number(i + 1) + ", pid=1, name=x, m\n";
        const KernelXidLog log = parseKernelXid(many);
        QCOMPARE(log.events.size(), 1000);
        QCOMPARE(log.dropped, 500);
        QCOMPARE(log.events.last().xid, 1500);
    }

    void xidFromSimulator()
    {
        const qint64 now = 1'800'000'000'000;
        SimState s = simHost(QStringLiteral("hang-graph-capture"), now);
        QVERIFY(parseKernelXid(simKernelJournal(s, now, 5000, true).out).events.isEmpty());
        s.kernelXid = true;
        const KernelXidLog journal = parseKernelXid(simKernelJournal(s, now, 5000, true).out);
        QCOMPARE(journal.events.size(), 3);
        QCOMPARE(journal.events.last().xid, 109);
        QCOMPARE(journal.events.first().pci, QStringLiteral("0000:18:00"));
        QVERIFY(journal.events.first().time.startsWith(QLatin1String("20")));
        const KernelXidLog dmesg = parseKernelXid(simDmesg(s, now, true).out);
        QCOMPARE(dmesg.events.size(), 3);
        s.kernelLogDenied = true;
        QCOMPARE(simDmesg(s, now, true).exitCode, 1);
        QVERIFY(simKernelJournal(s, now, 10, true).err.contains("not seeing messages"));
    }

    // --- /proc/PID/environ -------------------------------------------------------------------

    void environ_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("kept"); // names, sorted
        QTest::addColumn<int>("withheld");
        QTest::addColumn<int>("bad");
        QTest::addColumn<bool>("error");

        QTest::newRow("vLLM container")
            << "file:environ-vllm-container.bin"
            << strings({ "CUDA_HOME", "CUDA_MODULE_LOADING", "CUDA_VERSION", "LD_LIBRARY_PATH",
                         "NCCL_CUMEM_ENABLE", "NCCL_DEBUG", "NCCL_IB_DISABLE", "NCCL_SOCKET_IFNAME",
                         "NVIDIA_DRIVER_CAPABILITIES", "OMP_NUM_THREADS", "PYTORCH_NVML_BASED_CUDA_CHECK",
                         "TORCHINDUCTOR_COMPILE_THREADS", "VLLM_HOST_IP", "VLLM_WORKER_MULTIPROC_METHOD" })
            << 1 << 0 << false;
        QTest::newRow("hostile") << "file:environ-hostile.bin"
                                 << strings({ "CUDA_VISIBLE_DEVICES", "NCCL_DEBUG", "NCCL_P2P_DISABLE",
                                              "TORCH_NCCL_ASYNC_ERROR_HANDLING", "VLLM_BAD",
                                              "VLLM_LOGGING_CONFIG_PATH", "VLLM_MULTILINE", "VLLM_URL" })
                                 << 1 << 2 << false;
        QTest::newRow("empty (kernel thread)") << QString() << QStringList() << 0 << 0 << true;
        QTest::newRow("only separators")
            << QString::fromLatin1("\0\0\0", 3) << QStringList() << 0 << 0 << false;
        QTest::newRow("not an environment")
            << QStringLiteral("cat: /proc/1/environ: Permission denied\n") << QStringList() << 0 << 1 << true;
        QTest::newRow("no trailing NUL")
            << QStringLiteral("NCCL_DEBUG=WARN") << strings({ "NCCL_DEBUG" }) << 0 << 0 << false;
        QTest::newRow("10 MB value") << QStringLiteral("VLLM_X=") + QString(10 * 1024 * 1024, u'v')
                                     << strings({ "VLLM_X" }) << 0 << 0 << false;
    }

    void environ()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, kept);
        QFETCH(int, withheld);
        QFETCH(int, bad);
        QFETCH(bool, error);
        const EnvironFilter filter { strings({ "NCCL_", "CUDA_", "VLLM_", "TORCH_", "TORCHINDUCTOR_",
                                               "PYTORCH_", "SGLANG_", "LLAMA_", "NVIDIA_" }),
                                     strings({ "OMP_NUM_THREADS", "LD_LIBRARY_PATH" }) };
        const ProcessEnviron env = parseProcessEnviron(bytesOf(input), filter);
        QCOMPARE(env.variables.keys(), kept);
        QCOMPARE(env.withheld, withheld);
        QCOMPARE(env.badEntries, bad);
        QCOMPARE(!env.error.isEmpty(), error);
        for (const QString &v : env.variables)
            QVERIFY2(v.size() <= 4096 + 10, "a value is cut at 4096 characters");
    }

    void environValues()
    {
        const EnvironFilter filter { strings({ "NCCL_", "VLLM_", "CUDA_" }), {} };
        const ProcessEnviron hostile
            = parseProcessEnviron(fixture(QStringLiteral("environ-hostile.bin")), filter);
        QCOMPARE(hostile.variables.value(QStringLiteral("VLLM_MULTILINE")),
                 QStringLiteral("line one\nline two"));
        QCOMPARE(hostile.variables.value(QStringLiteral("VLLM_URL")),
                 QStringLiteral("https://user:<redacted>@mirror.example/simple"));
        QCOMPARE(hostile.variables.value(QStringLiteral("VLLM_BAD")),
                 QString(2, QChar::ReplacementCharacter));
        const QByteArray container = fixture(QStringLiteral("environ-vllm-container.bin"));
        const ProcessEnviron env = parseProcessEnviron(container, filter);
        QCOMPARE(env.total, 19);
        for (auto it = env.variables.cbegin(); it != env.variables.cend(); ++it) {
            QVERIFY2(!it.value().contains(QLatin1String("sk-live")), qPrintable(it.key()));
            QVERIFY2(!it.value().contains(QLatin1String("hf_")), qPrintable(it.key()));
        }
        QVERIFY(!env.variables.contains(QStringLiteral("VLLM_API_KEY")));
    }

    void environFromSimulator()
    {
        const qint64 now = 1'800'000'000'000;
        SimState s = simHost(QStringLiteral("hang-nccl"), now);
        s.apiKey = QStringLiteral("sim-secret-key");
        const SimTimeline tl(s, s.invocations.first());
        const SimToolOutput o = simProcEnviron(s, tl.workerPid(0), now);
        QCOMPARE(o.exitCode, 0);
        const ProcessEnviron env = parseProcessEnviron(
            o.out, { strings({ "NCCL_", "VLLM_", "CUDA_" }), strings({ "OMP_NUM_THREADS" }) });
        QCOMPARE(env.variables.value(QStringLiteral("NCCL_CUMEM_ENABLE")), QStringLiteral("0"));
        QCOMPARE(env.variables.value(QStringLiteral("CUDA_VISIBLE_DEVICES")),
                 QStringLiteral("0,1,2,3,4,5,6,7"));
        QCOMPARE(env.withheld, 1); // VLLM_API_KEY
        QVERIFY(!env.variables.values().join(u' ').contains(QLatin1String("sim-secret-key")));
        QCOMPARE(simProcEnviron(s, 99999, now).exitCode, 1);
    }

    // --- ps with states ----------------------------------------------------------------------

    void processStatus()
    {
        const ProcessStatusTable t
            = parseProcessStatus(fixture(QStringLiteral("ps-debian12-vllm-status.txt")));
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
        QCOMPARE(t.processes.size(), 11);
        const QList<ProcessStatus> tree = t.tree(8727);
        QCOMPARE(tree.size(), 6);
        QCOMPARE(tree[0].pid, 8727);
        QCOMPARE(tree[0].depth, 0);
        QCOMPARE(tree[1].pid, 8736); // children in pid order, parents before children
        QCOMPARE(tree[2].pid, 9040);
        QCOMPARE(tree[3].args, QStringLiteral("VLLM::Worker_TP0"));
        QCOMPARE(tree[3].depth, 2);
        QCOMPARE(tree[3].stat, QStringLiteral("Rl"));
        QCOMPARE(tree[3].wchan, QStringLiteral("-"));
        QCOMPARE(tree[3].cpuPercent, 99.6);
        QCOMPARE(tree[3].rssKiB, 8871208);
        QCOMPARE(tree[3].elapsedSeconds, 1838);
        QCOMPARE(tree[5].depth, 3);
        QVERIFY2(!tree[0].args.contains(QLatin1String("sk-abc")), qPrintable(tree[0].args));
        QVERIFY(tree[0].args.contains(QLatin1String("--api-key <redacted> --port 8000")));
        QCOMPARE(t.tree(8727, 2).size(), 2);
        QVERIFY(t.tree(424242).isEmpty());
    }

    void processStatusHostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("bad");
        QTest::newRow("empty") << QByteArray() << 0 << 0;
        QTest::newRow("old three columns") << QByteArray("  1 0 systemd\n") << 0 << 1;
        QTest::newRow("no args (zombie)") << QByteArray("  9 1 Z 5 0.0 0 -\n") << 1 << 0;
        QTest::newRow("pid 0") << QByteArray("  0 0 S 5 0.0 0 - x\n") << 0 << 1;
        QTest::newRow("error text") << QByteArray(
            "error: unknown user-defined format specifier \"wchan:32\"\n")
                                    << 0 << 1;
        QTest::newRow("binary junk") << QByteArray("\x01\xff 2 3\n", 7) << 0 << 1;
        QTest::newRow("10 MB line") << QByteArray(10 * 1024 * 1024, '1') << 0 << 1;
        QTest::newRow("cycle") << QByteArray("  5 6 S 1 0.0 1 - a\n  6 5 S 1 0.0 1 - b\n") << 2 << 0;
    }

    void processStatusHostile()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, rows);
        QFETCH(int, bad);
        const ProcessStatusTable t = parseProcessStatus(text);
        QCOMPARE(int(t.processes.size()), rows);
        QCOMPARE(t.badLines, bad);
        for (const ProcessStatus &p : t.processes)
            QVERIFY(t.tree(p.pid).size() <= t.processes.size()); // a cycle ends
    }

    void processStatusFromSimulator()
    {
        const qint64 now = 1'800'000'000'000;
        SimState s = simHost(QStringLiteral("hang-graph-capture"), now);
        s.apiKey = QStringLiteral("sim-secret-key");
        const ProcessStatusTable t = parseProcessStatus(simProcessStatus(s, now).out);
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
        const QList<ProcessStatus> tree = t.tree(4242);
        QCOMPARE(tree.size(), 1 + 1 + 1 + 8); // API server, resource tracker, engine core, 8 workers
        QCOMPARE(tree.last().args, QStringLiteral("VLLM::Worker_TP7"));
        QVERIFY(!tree.first().args.contains(QLatin1String("sim-secret-key")));
    }

    // --- /proc/PID/task/*/stat ---------------------------------------------------------------

    void threadStates()
    {
        const ThreadStates before = parseThreadStates(fixture(QStringLiteral("task-stat-frozen-main-1.txt")));
        const ThreadStates after = parseThreadStates(fixture(QStringLiteral("task-stat-frozen-main-2.txt")));
        QVERIFY2(before.error.isEmpty(), qPrintable(before.error));
        QCOMPARE(after.threads.size(), 3);
        QCOMPARE(after.threads[0].tid, 2393);
        QCOMPARE(after.threads[0].name, QStringLiteral("python3"));
        QCOMPARE(after.threads[0].state, 't');
        QCOMPARE(after.threads[0].cpuTicks, 5 + 1);
        QCOMPARE(threadStateWord('t'), QStringLiteral("tracing stop"));
        const QList<ThreadActivity> a = compareThreadStates(before, after, 2393);
        QCOMPARE(a.size(), 3);
        QVERIFY(a[0].isMain); // the main thread first, stopped, no CPU in between
        QCOMPARE(a[0].cpuTicksBetween, 0);
        QCOMPARE(a[1].now.tid, 2452); // then the busiest: the spinning thread
        QCOMPARE(a[1].now.state, 'R');
        QCOMPARE(a[1].cpuTicksBetween, 100);
        QCOMPARE(a[2].now.state, 'S');
    }

    void threadStatesHostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("bad");
        QTest::addColumn<QString>("name");
        const QByteArray tail = " 1 1 1 0 -1 4194304 2896 6585 0 0 5 1 3 1 20 0 3 0 1427245\n";
        QTest::newRow("empty") << QByteArray() << 0 << 0 << QString();
        QTest::newRow("name with ') ' and spaces")
            << QByteArray("77 (a) b (c)) S") + tail << 1 << 0 << QStringLiteral("a) b (c)");
        QTest::newRow("cut before utime")
            << QByteArray("77 (x) S 1 1 1 0 -1 4194304\n") << 0 << 1 << QString();
        QTest::newRow("two-letter state") << QByteArray("77 (x) SS") + tail << 0 << 1 << QString();
        QTest::newRow("no parenthesis") << QByteArray("77 x S") + tail << 0 << 1 << QString();
        QTest::newRow("tid 0") << QByteArray("0 (x) S") + tail << 0 << 1 << QString();
        QTest::newRow("cat's error") << QByteArray("cat: '/proc/9/task/*/stat': No such file or directory\n")
                                     << 0 << 1 << QString();
        QTest::newRow("binary junk") << QByteArray("\x01\xff (\x80) R 2 3\n", 13) << 0 << 1 << QString();
        QTest::newRow("10 MB line") << QByteArray(10 * 1024 * 1024, '1') << 0 << 1 << QString();
        QTest::newRow("one bad among good")
            << QByteArray("78 (y) R") + tail + "garbage\n" + QByteArray("79 (z) D") + tail << 2 << 1
            << QStringLiteral("y");
    }

    void threadStatesHostile()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, rows);
        QFETCH(int, bad);
        QFETCH(QString, name);
        const ThreadStates t = parseThreadStates(text);
        QCOMPARE(int(t.threads.size()), rows);
        QCOMPARE(t.badLines, bad);
        QCOMPARE(t.error.isEmpty(), bad == 0);
        if (!name.isEmpty())
            QCOMPARE(t.threads.first().name, name);
        if (QByteArrayView(QTest::currentDataTag()) == "one bad among good")
            QVERIFY2(t.error.contains(QLatin1String("line 2: \"garbage\"")), qPrintable(t.error));
    }

    // --- redaction ---------------------------------------------------------------------------

    void redaction_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("flag and value") << "vllm serve m --api-key abc123 --port 1"
                                        << "vllm serve m --api-key <redacted> --port 1";
        QTest::newRow("flag=value") << "--hf-token=hf_x --x"
                                    << "--hf-token=<redacted> --x";
        QTest::newRow("several values") << "--api-key k1 k2 k3 --port 8000"
                                        << "--api-key <redacted> --port 8000";
        QTest::newRow("quoted value") << "--api-key 'a b' --x"
                                      << "--api-key <redacted> --x";
        QTest::newRow("tokenizer is no secret") << "--tokenizer meta/llama --ssl-keyfile /k.pem"
                                                << "--tokenizer meta/llama --ssl-keyfile /k.pem";
        QTest::newRow("python dict") << "non-default args: {'api_key': ['k1', 'k2'], 'port': 8000}"
                                     << "non-default args: {'api_key': [<redacted>], 'port': 8000}";
        QTest::newRow("json") << "{\"hf_token\": \"hf_abc\", \"model\": \"m\"}"
                              << "{\"hf_token\": \"<redacted>\", \"model\": \"m\"}";
        QTest::newRow("None kept") << "{'api_key': None}"
                                   << "{'api_key': None}";
        QTest::newRow("environment") << "HF_TOKEN=abc VLLM_PORT=1"
                                     << "HF_TOKEN=<redacted> VLLM_PORT=1";
        QTest::newRow("bearer") << "Authorization: Bearer abcdefgh"
                                << "Authorization: Bearer <redacted>";
        QTest::newRow("url password") << "https://u:p4ss@h/x"
                                      << "https://u:<redacted>@h/x";
        QTest::newRow("token shapes") << "got hf_AbCdEfGhIjKlMnOpQrStUv and sk-proj-0123456789abcdef"
                                      << "got <redacted> and <redacted>";
        QTest::newRow("plain text unchanged") << "Capturing CUDA graphs (decode, FULL): 12%"
                                              << "Capturing CUDA graphs (decode, FULL): 12%";
        QTest::newRow("flag at the end") << "--api-key"
                                         << "--api-key";
    }

    void redaction()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(redactSecrets(text), expected);
    }
};

QTEST_GUILESS_MAIN(TestAutopsyFormats)
#include "tst_autopsyformats.moc"
