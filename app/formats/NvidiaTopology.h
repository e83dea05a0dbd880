// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ic {

/// `nvidia-smi topo -m`: how each pair of devices is connected (resources/reference §12).
/// Columns are found by name: the device columns (GPU0…, NIC0…, mlx5_0 on older drivers) come
/// first, then "CPU Affinity", "NUMA Affinity" and "GPU NUMA ID" when the driver prints them.
struct NvidiaTopology {
    struct Row {
        QString device; ///< "GPU0", "NIC3", "mlx4_0"
        QStringList links; ///< one per column: "X" (self), "NV18", "SYS", "NODE", "PHB", "PXB", "PIX"
        QString cpuAffinity; ///< "0-47,96-143"; empty when not printed
        QString numaAffinity;
        QString gpuNumaId; ///< "N/A" on most systems
    };
    QStringList columns;
    QList<Row> rows;
    QMap<QString, QString> nicNames; ///< from "NIC Legend:": NIC0 -> mlx5_0
    int badLines = 0;
    QString error; ///< empty when a matrix was read; otherwise one sentence

    int gpuCount() const;
    /// The link between two devices as the matrix says it; empty when either is unknown.
    QString link(const QString &from, const QString &to) const;
    /// GPU pairs not joined by NVLink ("GPU0-GPU4 SYS"), each pair once: what NCCL must route
    /// through PCIe or the CPU interconnect.
    QStringList gpuPairsWithoutNvLink() const;
};

/// Parses the whole output; tabs (as printed) or runs of spaces (as pasted) separate the cells.
NvidiaTopology parseNvidiaTopology(QByteArrayView text);

} // namespace ic
