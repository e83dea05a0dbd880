// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"

#include <QByteArray>
#include <QList>
#include <optional>

namespace ic {

/// One journal entry of the simulated host, with its place in the journal.
struct SimJournalEntry {
    qint64 seq = 0; ///< position in the whole journal, from 1; the cursor encodes it
    qint64 realtimeUsec = 0;
    QByteArray invocationId;
    qint64 pid = 0; ///< 1 for systemd's own lines
    bool fromSystemd = false;
    int priority = 6;
    QByteArray message;
};

/// Every entry of the unit due at `nowMs` (real wall clock), all invocations in order. Stop
/// requests cut an invocation's start-up and add systemd's (and uvicorn's) stop lines.
QList<SimJournalEntry> simJournalEntries(const SimState &state, qint64 nowMs);

QByteArray simJournalCursor(const SimState &state, const SimJournalEntry &entry);
/// The sequence number a cursor points at; nullopt when it is not one of this journal's.
std::optional<qint64> simJournalCursorSeq(const SimState &state, QByteArrayView cursor);

/// One `journalctl -o json` line (without '\n'). `all` is `-a`: without it, a MESSAGE of
/// 4096 bytes or more becomes null, as journalctl does.
QByteArray simJournalJson(const SimState &state, const SimJournalEntry &entry, bool all);
/// One `journalctl -o short` line (without '\n').
QByteArray simJournalShort(const SimState &state, const SimJournalEntry &entry, bool all);

} // namespace ic
