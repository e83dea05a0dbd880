// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// What a stall autopsy reads on the simulated host (resources/reference §12): the process table
// with states and command lines, py-spy, a process's environment, `nvidia-smi topo -m` and the
// kernel log. Each answers from the state file and the clock, as the other tools do.

#include "SimHostCli.h"
#include "SimState.h"
#include "SimToolOutput.h"

#include <QList>

namespace ic {

/// `ps -e -o pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args=`: the engine's tree (API server,
/// its resource tracker, engine core, one worker per GPU) with vLLM's process titles, the API
/// server's command line (with `--api-key` when the host has one), workers spinning in a stall.
SimToolOutput simProcessStatus(const SimState &state, qint64 nowMs);

/// `nvidia-smi topo -m`: every GPU pair joined by NV18, two NUMA nodes (as printed on a DGX H100;
/// resources/reference §12), then the driver's legend.
SimToolOutput simNvidiaSmiTopology(const SimState &state);

/// The kernel log since boot: the NVIDIA driver's load lines and, with `kernelXid`, Xid lines of
/// the current run. `realMs` is when each was logged.
struct SimKernelLine {
    qint64 realMs = 0;
    QByteArray text;
};
QList<SimKernelLine> simKernelLines(const SimState &state, qint64 nowMs);

/// `journalctl -k [-n N] -o short-iso|short`; `kernelLogDenied`: the hint and no entries (exit 0).
SimToolOutput simKernelJournal(const SimState &state, qint64 nowMs, int lines, bool iso);
/// `dmesg [--time-format=iso]`; `kernelLogDenied`: "read kernel buffer failed" (exit 1).
SimToolOutput simDmesg(const SimState &state, qint64 nowMs, bool iso);
/// `py-spy --version`; without py-spy the shell's "not found" (exit 127).
SimToolOutput simPySpyVersion(const SimState &state);
/// `py-spy dump --pid N`: the stacks of the engine process N in the phase the start-up is in.
SimToolOutput simPySpyDump(const SimState &state, qint64 pid, qint64 nowMs);
/// `cat -- /proc/N/environ` of an engine process: NUL-separated, with NCCL, CUDA and vLLM
/// variables and an HF_TOKEN (and VLLM_API_KEY when the host has an API key) to be withheld.
SimToolOutput simProcEnviron(const SimState &state, qint64 pid, qint64 nowMs);

namespace simhost {
int pySpy(const SimStateStore &store, Args args);
int catProc(const SimStateStore &store, Args args);
int dmesg(const SimStateStore &store, Args args);
/// A tool configured with --hanging-tool: sleeps until it is killed (or the host or its owner is
/// gone, or ten minutes pass), like a tool stuck on a wedged driver.
int hangUntilKilled(const SimStateStore &store, const SimState &state);
} // namespace simhost

} // namespace ic
