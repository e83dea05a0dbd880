// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace ic {

/// One `journalctl -o json` entry, reduced to what the console needs.
/// Extracted on a lean path (no DOM): this runs for every journal line.
struct JournalEntry {
    QByteArray cursor; ///< __CURSOR, opaque
    qint64 realtimeUsec = 0; ///< __REALTIME_TIMESTAMP (µs since the epoch)
    int priority = -1; ///< PRIORITY 0..7; -1 when absent
    qint64 pid = 0; ///< _PID
    QByteArray invocationId; ///< _SYSTEMD_INVOCATION_ID, or INVOCATION_ID on PID 1's lines
    QByteArray unit; ///< UNIT= on systemd's own lines (PID 1), else empty
    QByteArray identifier; ///< SYSLOG_IDENTIFIER
    /// MESSAGE decoded; byte arrays decoded as UTF-8 with U+FFFD. A repeated MESSAGE (an array
    /// of strings, byte arrays or nulls) is joined with '\n' so that no part is dropped.
    QString message;
    bool messageWasBinary = false; ///< MESSAGE arrived as a byte array
    bool messageMissing = false; ///< MESSAGE was null (over 4096 bytes without -a) or absent
    QString error; ///< empty when parsed; otherwise one sentence (raw kept in `message`)

    bool isValid() const { return error.isEmpty(); }
};

/// Parses one line of `journalctl -o json`. Never throws; a broken line returns an entry
/// whose `error` says why and whose `message` holds the raw line (lossily decoded), so
/// nothing that arrived is lost.
JournalEntry parseJournalJsonLine(QByteArrayView line);

} // namespace ic
