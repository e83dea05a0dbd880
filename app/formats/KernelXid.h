// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One GPU error the NVIDIA driver wrote to the kernel log (resources/reference §12):
/// `NVRM: Xid (PCI:0000:cb:00): 13, pid='<unknown>', name=<unknown>, Graphics SM Warp Exception …`
struct XidEvent {
    QString time; ///< the line's own time as printed ("2026-03-02T10:20:30+0000", "[ 1843.308145]"…); may be
                  ///< empty
    QString pci; ///< "0000:cb:00"
    int xid = -1;
    QString pid; ///< as printed ("1797828", "'<unknown>'"); empty when the line has none
    QString process; ///< name= as printed; empty when the line has none
    QString message; ///< the rest: "Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): …"
    QString line; ///< the whole line, trimmed
    bool inferred = false; ///< from "fallen off the bus" text without an Xid line (taken as Xid 79)
};

struct KernelXidLog {
    QList<XidEvent> events; ///< oldest first; at most the last 1000
    int lines = 0; ///< lines read
    int nvrmLines = 0; ///< lines of the NVIDIA driver (NVRM:), Xid or not
    int dropped = 0; ///< events beyond the 1000 kept
};

/// Reads kernel log text as `journalctl -k` (any text output mode) or `dmesg` (raw, -T, --time-format
/// iso) print it. Only the driver's own `NVRM: Xid` lines count: other drivers print "XID" too
/// (r8169's chip XID). Never throws.
KernelXidLog parseKernelXid(QByteArrayView text);

} // namespace ic
