// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>

namespace ic {

struct ProcessEntry {
    qint64 pid = 0;
    qint64 ppid = 0;
    QString command; ///< `comm`: the short executable name (at most 15 characters on Linux)
};

/// `ps -e -o pid=,ppid=,comm=` output: one process per line, no header.
struct ProcessTable {
    QList<ProcessEntry> processes;
    int badLines = 0; ///< lines that were not `pid ppid comm` (kept out of `processes`)
    QString error; ///< empty when every non-blank line parsed; otherwise one sentence

    bool isEmpty() const { return processes.isEmpty(); }
    /// pid → position in `processes`.
    QHash<qint64, int> indexByPid() const;
};

/// Parses the whole output. Lines that do not parse are counted and described in `error`;
/// the good ones are kept. Never throws.
ProcessTable parseProcessTable(QByteArrayView text);

} // namespace ic
