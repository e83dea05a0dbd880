// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One row of GNU `df -B1 --output=file,size,avail,target`.
struct DiskFreeRow {
    QString file; ///< the argument as df received it
    quint64 sizeBytes = 0;
    quint64 availableBytes = 0;
    QString mountedOn;
    QString line; ///< the row as printed (evidence)
};

struct DiskFree {
    QList<DiskFreeRow> rows;
    QString error; ///< why nothing (or not everything) could be read; empty when every row parsed
};

/// Parses `df -B1 --output=file,size,avail,target`: a header (`File 1B-blocks Avail Mounted on`)
/// then one row per argument that exists. File and mount point may hold spaces: the two numbers
/// in the middle split them. A row that does not parse is skipped and named in `error`.
DiskFree parseDiskFree(QByteArrayView text);

} // namespace ic
