// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LeftoverProcesses.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LeftoverProcesses)
};

// The main pid and all its descendants; guarded against ppid cycles in junk input.
QSet<qint64> serviceTree(qint64 mainPid, const ProcessTable &table)
{
    QSet<qint64> tree;
    if (mainPid <= 0)
        return tree;
    QMultiHash<qint64, qint64> children;
    children.reserve(table.processes.size());
    for (const ProcessEntry &e : table.processes)
        children.insert(e.ppid, e.pid);
    QList<qint64> todo { mainPid };
    tree.insert(mainPid);
    while (!todo.isEmpty()) {
        const qint64 pid = todo.takeLast();
        for (auto it = children.constFind(pid); it != children.cend() && it.key() == pid; ++it) {
            if (!tree.contains(*it)) {
                tree.insert(*it);
                todo.append(*it);
            }
        }
    }
    return tree;
}
} // namespace

QString formatGiB(double mib)
{
    if (std::isnan(mib))
        return QString();
    return Tr::tr("%1 GiB").arg(mib / 1024.0, 0, 'f', 1);
}

LeftoverReport findLeftoverProcesses(const QList<GpuProcess> &apps, qint64 serviceMainPid,
                                     const ProcessTable &table, const QHash<QString, int> &gpuIndexByUuid)
{
    LeftoverReport report;
    const QHash<qint64, int> byPid = table.indexByPid();
    const QSet<qint64> tree = serviceTree(serviceMainPid, table);
    const bool judgeable = !table.isEmpty();
    if (!judgeable && !apps.isEmpty())
        report.error = Tr::tr("No process table from the host: leftover processes cannot be told apart.");

    for (const GpuProcess &p : apps) {
        GpuProcessVerdict v;
        v.process = p;
        v.gpuIndex = gpuIndexByUuid.value(p.gpuUuid, -1);
        const auto row = byPid.constFind(p.pid);
        v.name = p.processName.trimmed();
        if (v.name.isEmpty() && row != byPid.cend())
            v.name = table.processes[*row].command;
        v.inServiceTree = tree.contains(p.pid);
        v.leftover = judgeable && !v.inServiceTree && row != byPid.cend();
        if (v.leftover) {
            const QString gpu = v.gpuIndex >= 0 ? QString::number(v.gpuIndex) : p.gpuUuid;
            const QString name = v.name.isEmpty() ? Tr::tr("unknown") : v.name;
            if (std::isnan(p.usedMemoryMiB)) {
                v.sentence
                    = Tr::tr("leftover process %1 (%2) holding memory on GPU %3").arg(p.pid).arg(name, gpu);
            } else {
                v.sentence = Tr::tr("leftover process %1 (%2) holding %3 on GPU %4")
                                 .arg(p.pid)
                                 .arg(name, formatGiB(p.usedMemoryMiB), gpu);
                report.leftoverMiB += p.usedMemoryMiB;
            }
            ++report.leftoverCount;
        }
        report.rows.append(std::move(v));
    }
    return report;
}

} // namespace ic
