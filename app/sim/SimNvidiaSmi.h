#pragma once

#include "SimState.h"
#include "SimToolOutput.h"

#include <QStringList>

namespace ic {

/// `--format=csv[,noheader][,nounits]`
struct SimCsvFormat {
    bool header = true;
    bool units = true;
};

/// `nvidia-smi --query-gpu=<fields>`: one sample of every card at `nowMs`.
SimToolOutput simNvidiaSmiQueryGpu(const SimState &state, const QString &directory, const QStringList &fields,
                                   SimCsvFormat format, qint64 nowMs, bool withHeader);
/// `nvidia-smi --query-compute-apps=<fields>`: the engine's workers (and any leftover process).
SimToolOutput simNvidiaSmiComputeApps(const SimState &state, const QString &directory,
                                      const QStringList &fields, SimCsvFormat format, qint64 nowMs);
/// `nvidia-smi -L`
SimToolOutput simNvidiaSmiList(const SimState &state);

/// The memory the service (plus leftovers and leaks) holds on one card now, in MiB.
double simGpuMemoryUsedMiB(const SimState &state, const QString &directory, int gpu, qint64 nowMs);

/// `ps -e -o pid=,ppid=,comm=` of the simulated host: the engine's process tree (API server →
/// engine core → one worker per GPU) and the leftover process when one is configured.
SimToolOutput simProcessTable(const SimState &state, qint64 nowMs);

} // namespace ic
