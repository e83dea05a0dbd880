// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"
#include "SimToolOutput.h"

#include <QStringList>

namespace ic {

class SimTimeline;

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

/// A card's PCI address as nvidia-smi prints it ("00000000:18:00.0").
QByteArray simGpuBusId(int gpu);

/// The memory the service (plus leftovers and leaks) holds on one card now, in MiB.
double simGpuMemoryUsedMiB(const SimState &state, const QString &directory, int gpu, qint64 nowMs);

/// The default counters of NVIDIA's dcgm-exporter in the Prometheus text format, from the same
/// simulated state (and the same second) as `nvidia-smi` reads: metric names, labels (gpu, UUID,
/// pci_bus_id, device, modelName, Hostname) and help texts as the exporter prints them. Sources:
/// https://github.com/NVIDIA/dcgm-exporter/blob/main/etc/default-counters.csv and the scrapes quoted
/// in https://github.com/NVIDIA/dcgm-exporter/issues/250 and https://github.com/NVIDIA/dcgm-exporter/pull/736
/// `timeline`: the timeline of `state.current()` when the caller keeps one (see simUnitStatus).
QByteArray simDcgmExporterMetrics(const SimState &state, const QString &directory, qint64 nowMs,
                                  const SimTimeline *timeline = nullptr);

/// `ps -e -o pid=,ppid=,comm=` of the simulated host: the engine's process tree (API server →
/// engine core → one worker per GPU) and the leftover process when one is configured.
SimToolOutput simProcessTable(const SimState &state, qint64 nowMs);

} // namespace ic
