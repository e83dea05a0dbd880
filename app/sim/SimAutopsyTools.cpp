// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Over 300 lines on purpose: the stacks of every engine process in every phase read best as one
// table of frames, beside the tools that print them.
#include "SimAutopsyTools.h"

#include "SimHostTools.h"
#include "SimNvidiaSmi.h"
#include "SimTimeline.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QThread>

namespace ic {

namespace {

const QByteArray kPython = "/opt/vllm/.venv/bin/python3";

/// The engine's processes at one moment; empty when the unit has none.
struct Engine {
    bool active = false;
    SimPhase phase = SimPhase::Launch;
    SimScenario scenario = SimScenario::Healthy;
    qint64 startMs = 0;
    qint64 api = 0, tracker = 0, core = 0;
    QList<qint64> workers;
    QByteArray execStart;
};

Engine engineAt(const SimState &state, qint64 nowMs)
{
    Engine e;
    const SimUnitStatus st = simUnitStatus(state, nowMs);
    if (!st.invocation || !st.active)
        return e;
    const SimState run = state.forInvocation(*st.invocation);
    const SimTimeline tl(state, *st.invocation);
    e.active = true;
    e.phase = st.phase;
    e.scenario = run.scenario;
    e.startMs = st.invocation->startMs;
    e.api = tl.apiServerPid();
    e.tracker = e.api + 9;
    e.core = tl.engineCorePid();
    for (int g = 0; g < run.gpus; ++g)
        e.workers << tl.workerPid(g);
    e.execStart = SimTimeline::execStartCommandLine(run);
    if (!state.apiKey.isEmpty())
        e.execStart += " --api-key " + state.apiKey.toUtf8();
    return e;
}

QByteArray frames(const QList<const char *> &list)
{
    QByteArray out;
    for (const char *f : list)
        out += QByteArray("    ") + f + '\n';
    return out;
}

// The bottom of every spawned vLLM process (multiprocessing's spawn start method).
const QList<const char *> kSpawned
    = { "run (multiprocessing/process.py:108)", "_bootstrap (multiprocessing/process.py:314)",
        "_main (multiprocessing/spawn.py:135)", "spawn_main (multiprocessing/spawn.py:122)",
        "<module> (<string>:1)" };

QByteArray thread(qint64 id, const char *state, const char *name, QList<const char *> list, bool spawned)
{
    if (spawned)
        list += kSpawned;
    return "Thread " + QByteArray::number(id) + " (" + state + "): \"" + name + "\"\n" + frames(list);
}

/// The MainThread of a worker in the phase the start-up is in: what a real dump shows there
/// (frame names from the vLLM tracebacks quoted in resources/reference §12).
QByteArray workerMain(const Engine &e, qint64 pid)
{
    const bool hungInGraphs = e.phase == SimPhase::Hung && e.scenario == SimScenario::HangGraphCapture;
    const bool hungInNccl = e.phase == SimPhase::Hung && e.scenario == SimScenario::HangNccl;
    const bool hungInCompile = e.phase == SimPhase::Hung && e.scenario == SimScenario::Hang;
    if (hungInGraphs || e.phase == SimPhase::CudaGraphs)
        return thread(pid, "active", "MainThread",
                      { "__exit__ (torch/cuda/graphs.py:186)",
                        "__call__ (vllm/compilation/cuda_graph.py:229)",
                        "forward (vllm/model_executor/models/deepseek_v2.py:1290)",
                        "_call_impl (torch/nn/modules/module.py:1784)",
                        "_wrapped_call_impl (torch/nn/modules/module.py:1773)",
                        "_dummy_run (vllm/v1/worker/gpu_model_runner.py:3517)",
                        "_capture_cudagraphs (vllm/v1/worker/gpu_model_runner.py:3795)",
                        "capture_model (vllm/v1/worker/gpu_model_runner.py:3684)",
                        "compile_or_warm_up_model (vllm/v1/worker/gpu_worker.py:420)",
                        "worker_busy_loop (vllm/v1/executor/multiproc_executor.py:701)",
                        "worker_main (vllm/v1/executor/multiproc_executor.py:677)" },
                      true);
    if (hungInNccl || e.phase == SimPhase::Launch)
        return thread(
            pid, "active", "MainThread",
            { "barrier (torch/distributed/distributed_c10d.py:5356)",
              "wrapper (torch/distributed/c10d_logger.py:81)",
              "in_the_same_node_as (vllm/distributed/parallel_state.py:2267)",
              "create_from_process_group (vllm/distributed/device_communicators/shm_broadcast.py:1022)",
              "__init__ (vllm/distributed/parallel_state.py:519)",
              "init_model_parallel_group (vllm/distributed/parallel_state.py:1328)",
              "initialize_model_parallel (vllm/distributed/parallel_state.py:1838)",
              "ensure_model_parallel_initialized (vllm/distributed/parallel_state.py:2009)",
              "init_worker_distributed_environment (vllm/v1/worker/gpu_worker.py:812)",
              "init_device (vllm/v1/worker/gpu_worker.py:236)",
              "__init__ (vllm/v1/executor/multiproc_executor.py:506)",
              "worker_main (vllm/v1/executor/multiproc_executor.py:677)" },
            true);
    if (hungInCompile || e.phase == SimPhase::Compile)
        return thread(
            pid, "active+gil", "MainThread",
            { "codegen (torch/_inductor/graph.py:2046)", "compile_to_module (torch/_inductor/graph.py:2112)",
              "fx_codegen_and_compile (torch/_inductor/compile_fx.py:1236)",
              "compile_fx_inner (torch/_inductor/compile_fx.py:778)",
              "compile (vllm/compilation/compiler_interface.py:247)",
              "compile (vllm/compilation/backends.py:197)", "__call__ (vllm/compilation/backends.py:612)",
              "_compile (torch/_dynamo/convert_frame.py:1047)",
              "__call__ (vllm/compilation/decorators.py:256)",
              "_dummy_run (vllm/v1/worker/gpu_model_runner.py:3517)",
              "profile_run (vllm/v1/worker/gpu_model_runner.py:3916)",
              "determine_available_memory (vllm/v1/worker/gpu_worker.py:288)",
              "worker_busy_loop (vllm/v1/executor/multiproc_executor.py:701)",
              "worker_main (vllm/v1/executor/multiproc_executor.py:677)" },
            true);
    if (e.phase == SimPhase::Weights)
        return thread(pid, "active", "MainThread",
                      { "get_tensor (safetensors/torch.py:317)",
                        "safetensors_weights_iterator (vllm/model_executor/model_loader/weight_utils.py:512)",
                        "load_weights (vllm/model_executor/models/deepseek_v2.py:1402)",
                        "load_weights (vllm/model_executor/model_loader/default_loader.py:289)",
                        "load_model (vllm/model_executor/model_loader/base_loader.py:49)",
                        "load_model (vllm/v1/worker/gpu_model_runner.py:3338)",
                        "load_model (vllm/v1/worker/gpu_worker.py:262)",
                        "__init__ (vllm/v1/executor/multiproc_executor.py:512)",
                        "worker_main (vllm/v1/executor/multiproc_executor.py:677)" },
                      true);
    // Serving, or between phases: waiting for the engine's next call.
    return thread(pid, "idle", "MainThread",
                  { "acquire_read (vllm/distributed/device_communicators/shm_broadcast.py:747)",
                    "dequeue (vllm/distributed/device_communicators/shm_broadcast.py:794)",
                    "worker_busy_loop (vllm/v1/executor/multiproc_executor.py:696)",
                    "worker_main (vllm/v1/executor/multiproc_executor.py:677)" },
                  true);
}

QByteArray processHeader(qint64 pid, const QByteArray &command)
{
    return "Process " + QByteArray::number(pid) + ": " + command + "\nPython v3.12.3 (" + kPython
        + ".12)\n\n";
}

QByteArray environBlock(const SimState &state, const Engine &e, qint64 pid)
{
    QList<QByteArray> vars
        = { "PATH=/opt/vllm/.venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            "LANG=C.UTF-8",
            "HOME=/root",
            "INVOCATION_ID=" + (state.current() ? state.current()->id : QByteArray()),
            "JOURNAL_STREAM=8:41235",
            "HF_HOME=/models/hf",
            "HF_TOKEN=hf_SimulatedTokenNotARealOne0123456789",
            "VLLM_ENGINE_READY_TIMEOUT_S=3600",
            "NCCL_CUMEM_ENABLE=0",
            "TORCHINDUCTOR_COMPILE_THREADS=1",
            "CUDA_MODULE_LOADING=LAZY" };
    if (!state.apiKey.isEmpty())
        vars << "VLLM_API_KEY=" + state.apiKey.toUtf8();
    if (pid != e.api && pid != e.tracker) {
        vars << "VLLM_WORKER_MULTIPROC_METHOD=spawn"
             << "OMP_NUM_THREADS=1"
             << "CUDA_VISIBLE_DEVICES="
                + QByteArray("0,1,2,3,4,5,6,7").left(std::max(1, 2 * int(e.workers.size()) - 1));
    }
    QByteArray out;
    for (const QByteArray &v : vars)
        out += v + '\0';
    return out;
}

QByteArray stamp(qint64 ms, bool iso, bool dmesg)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    if (dmesg)
        return iso ? t.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss,zzz000+00:00")).toLatin1()
                   : '[' + QByteArray::number(ms / 1000.0, 'f', 6).rightJustified(12, ' ') + ']';
    return iso ? t.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss+0000")).toLatin1()
               : t.toString(QStringLiteral("MMM dd HH:mm:ss")).toLatin1();
}

} // namespace

SimToolOutput simProcessStatus(const SimState &state, qint64 nowMs)
{
    SimToolOutput o;
    auto row = [&o](qint64 pid, qint64 ppid, const char *stat, qint64 etimes, double pcpu, qint64 rss,
                    const char *wchan, const QByteArray &args) {
        o.out += QByteArray::number(pid).rightJustified(7) + ' ' + QByteArray::number(ppid).rightJustified(7)
            + ' ' + QByteArray(stat).leftJustified(4) + ' ' + QByteArray::number(etimes).rightJustified(7)
            + ' ' + QByteArray::number(pcpu, 'f', 1).rightJustified(5) + ' '
            + QByteArray::number(rss).rightJustified(8) + ' ' + QByteArray(wchan).leftJustified(32) + ' '
            + args + '\n';
    };
    const qint64 up = std::max<qint64>(0, (nowMs - state.bootMs) / 1000);
    row(1, 0, "Ss", up, 0.0, 13120, "do_epoll_wait", "/sbin/init");
    row(612, 1, "Ss", up - 4, 0.0, 9216, "do_select",
        "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups");
    const Engine e = engineAt(state, nowMs);
    if (e.active) {
        const qint64 age = std::max<qint64>(0, (nowMs - e.startMs) / 1000);
        const bool spinning = e.phase != SimPhase::Ready && e.phase != SimPhase::ApiServer;
        row(e.api, 1, "Ssl", age, 4.2, 2254312, "do_epoll_wait", e.execStart);
        row(e.tracker, e.api, "S", age, 0.0, 31744, "do_select",
            kPython + " -c from multiprocessing.resource_tracker import main;main(41)");
        row(e.core, e.api, "Sl", age, 11.8, 3398656, "futex_wait_queue", "VLLM::EngineCore");
        for (int g = 0; g < e.workers.size(); ++g)
            row(e.workers[g], e.core, spinning ? "Rl" : "Sl", age, spinning ? 99.6 : 31.0, 8871208,
                spinning ? "-" : "futex_wait_queue", "VLLM::Worker_TP" + QByteArray::number(g));
    }
    if (state.leftoverGpu >= 0 && state.leftoverGpu < state.gpus)
        row(7001, 1, "Sl", up / 2, 0.3, 1843200, "futex_wait_queue", kPython + " train.py");
    if (!state.portTakenBy.isEmpty())
        row(kSimPortTakerPid, 1, "Sl", up / 3, 0.1, 52000, "do_epoll_wait", state.portTakenBy.toUtf8());
    return o;
}

SimToolOutput simNvidiaSmiTopology(const SimState &state)
{
    SimToolOutput o;
    const int n = std::max(1, state.gpus);
    QByteArray header = "\t";
    for (int g = 0; g < n; ++g)
        header += "GPU" + QByteArray::number(g) + '\t';
    o.out = header + "CPU Affinity\tNUMA Affinity\tGPU NUMA ID\n";
    for (int g = 0; g < n; ++g) {
        QByteArray line = "GPU" + QByteArray::number(g);
        for (int c = 0; c < n; ++c)
            line += c == g ? "\t X " : "\tNV18";
        const bool second = n > 1 && g >= (n + 1) / 2;
        line += second ? "\t48-95,144-191\t1\t\tN/A\n" : "\t0-47,96-143\t0\t\tN/A\n";
        o.out += line;
    }
    o.out
        += "\nLegend:\n\n"
           "  X    = Self\n"
           "  SYS  = Connection traversing PCIe as well as the SMP interconnect between NUMA nodes (e.g., "
           "QPI/UPI)\n"
           "  NODE = Connection traversing PCIe as well as the interconnect between PCIe Host Bridges within "
           "a NUMA node\n"
           "  PHB  = Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)\n"
           "  PXB  = Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)\n"
           "  PIX  = Connection traversing at most a single PCIe bridge\n"
           "  NV#  = Connection traversing a bonded set of # NVLinks\n";
    return o;
}

QList<SimKernelLine> simKernelLines(const SimState &state, qint64 nowMs)
{
    QList<SimKernelLine> lines = {
        { state.bootMs + 4210, "nvidia: loading out-of-tree module taints kernel." },
        { state.bootMs + 4318, "nvidia-nvlink: Nvlink Core is being initialized, major device number 508" },
        { state.bootMs + 4502,
          "NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64  580.95.05  Release Build  "
          "(dvs-builder@U22-I3-B10-02-5)  Tue Sep 23 09:12:41 UTC 2025" },
        { state.bootMs + 5120,
          "nvidia-modeset: Loading NVIDIA UNIX Open Kernel Mode Setting Driver for x86_64  "
          "580.95.05  Release Build  (dvs-builder@U22-I3-B10-02-5)  Tue Sep 23 08:53:36 UTC 2025" },
        { state.bootMs + 5233,
          "nvidia_uvm: module uses symbols nvUvmInterfaceDisableAccessCntr from proprietary module "
          "nvidia, inheriting taint." },
    };
    if (state.kernelXid && state.current()) {
        const SimTimeline tl(state, *state.current());
        const qint64 at = state.current()->startMs + 500;
        const QByteArray pci = "0000" + simGpuBusId(0).mid(8, 6); // "0000:18:00", as the kernel prints it
        const qint64 worker = tl.workerPid(0);
        // Shapes as the driver prints them (resources/reference §12).
        lines << SimKernelLine { at,
                                 "NVRM: Xid (PCI:" + pci
                                     + "): 13, pid='<unknown>', name=<unknown>, Graphics SM Warp "
                                       "Exception on (GPC 7, TPC 7, SM 0): Illegal Instruction Parameter" }
              << SimKernelLine { at + 1,
                                 "NVRM: Xid (PCI:" + pci
                                     + "): 13, pid='<unknown>', name=<unknown>, Graphics SM "
                                       "Global Exception on (GPC 7, TPC 7, SM 0): Multiple Warp Errors" }
              << SimKernelLine {
                     at + 2,
                     "NVRM: Xid (PCI:" + pci + "): 109, pid=" + QByteArray::number(worker)
                         + ", name=VLLM::Worker_TP0, Ch 00000008, errorString CTX SWITCH TIMEOUT, "
                           "Info 0x58005"
                 };
    }
    QList<SimKernelLine> due;
    for (const SimKernelLine &l : std::as_const(lines))
        if (l.realMs <= nowMs)
            due << l;
    return due;
}

SimToolOutput simKernelJournal(const SimState &state, qint64 nowMs, int lines, bool iso)
{
    SimToolOutput o;
    if (state.kernelLogDenied) {
        // systemd 252's journalctl for a user outside the journal's groups (resources/reference §12).
        o.err = "Hint: You are currently not seeing messages from other users and the system.\n"
                "      Users in groups 'adm', 'systemd-journal' can see all messages.\n"
                "      Pass -q to turn off this notice.\n";
        o.out = "-- No entries --\n";
        return o;
    }
    QList<SimKernelLine> all = simKernelLines(state, nowMs);
    if (lines >= 0 && all.size() > lines)
        all = all.mid(all.size() - lines);
    for (const SimKernelLine &l : std::as_const(all))
        o.out += stamp(l.realMs, iso, false) + ' ' + state.hostname.toUtf8() + " kernel: " + l.text + '\n';
    if (o.out.isEmpty())
        o.out = "-- No entries --\n";
    return o;
}

SimToolOutput simDmesg(const SimState &state, qint64 nowMs, bool iso)
{
    SimToolOutput o;
    if (state.kernelLogDenied) {
        o.err = "dmesg: read kernel buffer failed: Operation not permitted\n";
        o.exitCode = 1;
        return o;
    }
    for (const SimKernelLine &l : simKernelLines(state, nowMs))
        o.out += stamp(iso ? l.realMs : l.realMs - state.bootMs, iso, true) + ' ' + l.text + '\n';
    return o;
}

SimToolOutput simPySpyVersion(const SimState &state)
{
    SimToolOutput o;
    if (!state.hasPySpy()) {
        // What dash says for a command that is not there (resources/reference §12).
        o.err = "sh: 1: py-spy: not found\n";
        o.exitCode = 127;
        return o;
    }
    o.out = "py-spy 0.4.0\n";
    return o;
}

SimToolOutput simPySpyDump(const SimState &state, qint64 pid, qint64 nowMs)
{
    SimToolOutput o = simPySpyVersion(state);
    if (o.exitCode != 0)
        return o;
    o.out.clear();
    const Engine e = engineAt(state, nowMs);
    if (!e.active || (pid != e.api && pid != e.tracker && pid != e.core && !e.workers.contains(pid))) {
        o.err = "Error: Failed to open process " + QByteArray::number(pid)
            + " - No such process (os error 3)\n";
        o.exitCode = 1;
        return o;
    }
    const bool ready = e.phase == SimPhase::Ready;
    if (pid == e.api) {
        o.out = processHeader(pid, e.execStart)
            + thread(pid, "idle", "MainThread",
                     ready ? QList<const char *> { "run (uvloop/__init__.py:96)",
                                                   "run_server (vllm/entrypoints/openai/api_server.py:1915)",
                                                   "main (vllm/entrypoints/cli/main.py:73)",
                                                   "<module> (vllm:10)" }
                           : QList<const char *> { "poll (zmq/sugar/poll.py:106)",
                                                   "wait_for_engine_startup (vllm/v1/engine/utils.py:933)",
                                                   "launch_core_engines (vllm/v1/engine/utils.py:842)",
                                                   "__init__ (vllm/v1/engine/core_client.py:462)",
                                                   "make_async_mp_client (vllm/v1/engine/core_client.py:139)",
                                                   "from_vllm_config (vllm/v1/engine/async_llm.py:220)",
                                                   "run_server (vllm/entrypoints/openai/api_server.py:1915)",
                                                   "main (vllm/entrypoints/cli/main.py:73)",
                                                   "<module> (vllm:10)" },
                     false);
    } else if (pid == e.tracker) {
        o.out = processHeader(pid, kPython + " -c from multiprocessing.resource_tracker import main;main(41)")
            + thread(pid, "idle", "MainThread",
                     { "main (multiprocessing/resource_tracker.py:209)", "<module> (<string>:1)" }, false);
    } else if (pid == e.core) {
        const bool early = e.phase == SimPhase::Launch
            || (e.phase == SimPhase::Hung && e.scenario == SimScenario::HangNccl);
        o.out
            = processHeader(pid, "VLLM::EngineCore")
            + thread(
                  pid, "idle", "MainThread",
                  early
                      ? QList<const char *> { "wait (multiprocessing/connection.py:1136)",
                                              "wait_for_ready (vllm/v1/executor/multiproc_executor.py:621)",
                                              "_init_executor (vllm/v1/executor/multiproc_executor.py:152)",
                                              "__init__ (vllm/v1/engine/core.py:89)",
                                              "__init__ (vllm/v1/engine/core.py:492)",
                                              "run_engine_core (vllm/v1/engine/core.py:833)" }
                      : QList<const char
                                  *> { "poll (zmq/sugar/poll.py:106)", "poll (zmq/sugar/socket.py:1062)",
                                       "recv (vllm/distributed/device_communicators/shm_broadcast.py:802)",
                                       "dequeue (vllm/distributed/device_communicators/shm_broadcast.py:794)",
                                       "get_response (vllm/v1/executor/multiproc_executor.py:387)",
                                       "collective_rpc (vllm/v1/executor/multiproc_executor.py:316)",
                                       "_initialize_kv_caches (vllm/v1/engine/core.py:238)",
                                       "__init__ (vllm/v1/engine/core.py:89)",
                                       "run_engine_core (vllm/v1/engine/core.py:833)" },
                  true)
            + thread(pid + 57, "idle", "MultiprocWorkerMonitor",
                     { "select (selectors.py:415)", "wait (multiprocessing/connection.py:1136)",
                       "monitor_workers (vllm/v1/executor/multiproc_executor.py:277)",
                       "run (threading.py:1012)", "_bootstrap_inner (threading.py:1075)",
                       "_bootstrap (threading.py:1032)" },
                     false);
    } else {
        const int rank = int(e.workers.indexOf(pid));
        o.out = processHeader(pid, "VLLM::Worker_TP" + QByteArray::number(rank)) + workerMain(e, pid)
            + thread(pid + 31, "idle", "Thread-1 (_read_thread)",
                     { "_recv_msg (torch/_inductor/compile_worker/subproc_pool.py:55)",
                       "_read_thread (torch/_inductor/compile_worker/subproc_pool.py:191)",
                       "run (threading.py:1012)", "_bootstrap_inner (threading.py:1075)",
                       "_bootstrap (threading.py:1032)" },
                     false)
            + thread(pid + 33, "idle", "Thread-2",
                     { "wait (threading.py:359)", "wait (threading.py:655)", "run (tqdm/_monitor.py:60)",
                       "_bootstrap_inner (threading.py:1075)", "_bootstrap (threading.py:1032)" },
                     false);
    }
    return o;
}

SimToolOutput simProcEnviron(const SimState &state, qint64 pid, qint64 nowMs)
{
    SimToolOutput o;
    const Engine e = engineAt(state, nowMs);
    if (!e.active || (pid != e.api && pid != e.tracker && pid != e.core && !e.workers.contains(pid))) {
        o.err = "cat: /proc/" + QByteArray::number(pid) + "/environ: No such file or directory\n";
        o.exitCode = 1;
        return o;
    }
    o.out = environBlock(state, e, pid);
    return o;
}

namespace simhost {

int hangUntilKilled(const SimStateStore &store, const SimState &state)
{
    const qint64 until = nowMs() + 10 * 60 * 1000;
    while (nowMs() < until && store.exists() && !ownerGone(state))
        QThread::msleep(100);
    return 0;
}

int pySpy(const SimStateStore &store, Args args)
{
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (!state.hasPySpy())
        return printOutput(simPySpyVersion(state));
    if (state.hangingTools.contains(QStringLiteral("py-spy")))
        return hangUntilKilled(store, state);
    const QString verb = args.next();
    if (verb == QLatin1String("--version") || verb == QLatin1String("-V"))
        return printOutput(simPySpyVersion(state));
    qint64 pid = 0;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--pid", "-p", &v))
            pid = v.toLongLong();
    }
    if (verb != QLatin1String("dump") || pid <= 0) {
        writeErr("error: only `py-spy dump --pid N` and `py-spy --version` are simulated\n");
        return 2;
    }
    return printOutput(simPySpyDump(state, pid, nowMs()));
}

int catProc(const SimStateStore &store, Args args)
{
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (state.hangingTools.contains(QStringLiteral("cat")))
        return hangUntilKilled(store, state);
    QString path;
    while (!args.atEnd()) {
        const QString a = args.next();
        if (a != QLatin1String("--"))
            path = a;
    }
    static const QRegularExpression environ(QStringLiteral("^/proc/(\\d+)/environ$"));
    const QRegularExpressionMatch m = environ.match(path);
    if (!m.hasMatch()) {
        writeErr("cat: " + path.toUtf8() + ": only /proc/PID/environ is simulated\n");
        return 1;
    }
    return printOutput(simProcEnviron(state, m.captured(1).toLongLong(), nowMs()));
}

int dmesg(const SimStateStore &store, Args args)
{
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (state.hangingTools.contains(QStringLiteral("dmesg")))
        return hangUntilKilled(store, state);
    bool iso = false;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--time-format", nullptr, &v)) {
            iso = v == QLatin1String("iso");
        } else {
            writeErr("dmesg: unrecognized option '" + a.toUtf8() + "'\n");
            return 1;
        }
    }
    return printOutput(simDmesg(state, nowMs(), iso));
}

} // namespace simhost

} // namespace ic
