// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/NvidiaSmi.h"
#include "formats/ProcessTable.h"

#include <QHash>
#include <QList>
#include <QString>

namespace ic {

/// One compute-apps row with the verdict on whether it belongs to the service.
struct GpuProcessVerdict {
    GpuProcess process;
    QString name; ///< process_name, or `comm` from the process table when that was empty
    int gpuIndex = -1; ///< -1 when the uuid is not a GPU seen in the samples
    bool inServiceTree = false;
    bool leftover = false;
    QString sentence; ///< why it is flagged ("leftover process 4242 (python3) holding ...")
};

struct LeftoverReport {
    QList<GpuProcessVerdict> rows; ///< in the order of the compute apps
    int leftoverCount = 0;
    double leftoverMiB = 0; ///< memory held by flagged rows (known values only)
    QString error; ///< why nothing could be judged (no process table), else empty
};

/// Flags GPU processes that are not the service's main process or one of its descendants.
/// `serviceMainPid` 0 means the service runs nothing: then every holder is a leftover.
/// A pid missing from the table (exited since, or a container PID namespace) is not flagged.
LeftoverReport findLeftoverProcesses(const QList<GpuProcess> &apps, qint64 serviceMainPid,
                                     const ProcessTable &table, const QHash<QString, int> &gpuIndexByUuid);

/// "12.0 GiB" from MiB; empty for NaN.
QString formatGiB(double mib);

} // namespace ic
