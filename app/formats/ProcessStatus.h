// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One row of `ps -e -o pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args=` (procps-ng).
struct ProcessStatus {
    qint64 pid = 0;
    qint64 ppid = 0;
    QString stat; ///< "Sl", "R+", "D", "Z" … (ps(1) PROCESS STATE CODES)
    qint64 elapsedSeconds = -1; ///< etimes
    double cpuPercent = -1; ///< pcpu: CPU time over the process's life, not now
    qint64 rssKiB = -1;
    QString wchan; ///< the kernel function it sleeps in; "-" while running
    QString args; ///< the command line, secrets redacted (formats/SecretText.h)
    int depth = 0; ///< in ProcessStatusTable::tree(): 0 for the root
};

struct ProcessStatusTable {
    QList<ProcessStatus> processes;
    int badLines = 0;
    QString error; ///< empty when every non-blank line parsed; otherwise one sentence

    /// `root` and its descendants, breadth first (parents before children, each level in pid
    /// order), with `depth` set; empty when `root` is not in the table. At most `limit` rows.
    QList<ProcessStatus> tree(qint64 root, int limit = 4096) const;
};

/// Parses the whole output (no header). Never throws.
ProcessStatusTable parseProcessStatus(QByteArrayView text);

} // namespace ic
