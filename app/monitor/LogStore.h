// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/EngineLogLine.h"
#include "formats/JournalJson.h"
#include "monitor/BlockDeque.h"
#include "monitor/LogLineTraits.h"
#include "monitor/TextChunks.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace ic {

/// Why a line is known to be harmless (shown as a tooltip), or empty.
/// Called with the raw message bytes of info/warning lines; do cheap byte checks first.
using BenignClassifier = std::function<QString(QByteArrayView message)>;

/// An append-only, bounded store of log lines with severities, for the journal view.
/// Message bytes live in large shared chunks, each full one kept LZ4-compressed (decompressed
/// when one of its rows is read; the two read last stay decompressed), and each line has a row
/// of 32 bytes of bookkeeping (rows in blocks reserved whole): a million serving-log lines take
/// about a third of their text. Two caps bound it: a line count and a byte budget (see
/// memoryBytes()); the oldest rows are dropped when either is exceeded. Rows are addressed by a sequence
/// number that keeps counting when the oldest rows are dropped.
class LogStore {
public:
    enum Flag : quint16 {
        Benign = 1 << 0, ///< a known-harmless line (see benignReason)
        Progress = 1 << 1, ///< a tqdm progress line; updates collapse into it
        TracebackStart = 1 << 2, ///< `Traceback (most recent call last):`
        InTraceback = 1 << 3, ///< a line inside a traceback block (after its start)
        TracebackEnd = 1 << 4, ///< the block's terminal exception line
        Binary = 1 << 5, ///< arrived as a journal byte array (non-UTF-8 or control bytes)
        Separator = 1 << 6, ///< a synthetic "service restarted" line
        Broken = 1 << 7, ///< the journal line itself did not parse; raw text kept
        Missing = 1 << 8, ///< MESSAGE was null or absent
        Cut = 1 << 9, ///< longer than the byte budget allows one line: its start is kept
        DroppedNotice = 1 << 10, ///< not a stored row: the model's note on lines dropped at the caps
    };

    struct AppendResult {
        qint64 firstNew = -1; ///< sequence of the first appended row, -1 if none
        qint64 appended = 0;
        QList<qint64> updated; ///< rows changed in place (collapsed progress updates)
        qint64 dropped = 0; ///< oldest rows dropped at the cap
    };

    static constexpr qint64 kDefaultCapLines = 200000;
    /// The byte budget of a store nobody divides a budget for (a single session, a saved log).
    static constexpr qint64 kDefaultCapBytes = 64LL * 1024 * 1024;
    /// The smallest byte budget a store accepts: a few chunks of the smallest size.
    static constexpr qint64 kMinCapBytes = 256 * 1024;
    /// appendText() with at least this many lines finds their level and kind on two threads.
    static constexpr qsizetype kTwoThreadLines = 512;

    explicit LogStore(qint64 capLines = kDefaultCapLines, qint64 capBytes = kDefaultCapBytes);

    /// Changes the caps; rows over them are dropped at once (the result says how many).
    AppendResult setCaps(qint64 capLines, qint64 capBytes);
    void setCap(qint64 capLines) { setCaps(capLines, m_capBytes); }
    qint64 cap() const { return m_cap; }
    qint64 capBytes() const { return m_capBytes; }
    /// A line longer than this is cut to it (a quarter of the byte budget).
    qint64 maxLineBytes() const;
    void setBenignClassifier(BenignClassifier classifier) { m_benign = std::move(classifier); }

    /// Appends journal entries; a new invocation id inserts a restart separator first.
    AppendResult append(const QList<JournalEntry> &entries);
    /// Appends plain text lines (a saved log, raw engine output). `usec` 0 = unknown.
    AppendResult appendText(const QList<QByteArray> &lines, qint64 usec = 0);
    /// Drops every row (nothing is counted as dropped at the caps); sequences keep counting.
    void clear();

    /// Rows dropped at the caps since construction or clear(): all of them, and the lines of one
    /// invocation (its restart separator not counted).
    qint64 droppedLines() const { return m_dropped; }
    qint64 droppedLines(int invocation) const;

    qint64 firstSequence() const { return m_first; }
    qint64 endSequence() const { return m_first + qint64(m_rows.size()); }
    qint64 size() const { return qint64(m_rows.size()); }
    bool contains(qint64 seq) const { return seq >= m_first && seq < endSequence(); }

    /// Display text: decoded, ANSI codes stripped.
    QString text(qint64 seq) const;
    /// The row's bytes as stored. The view is valid until the store changes or two rows of other
    /// chunks are read (a full chunk is kept compressed and decompressed when read).
    QByteArrayView rawBytes(qint64 seq) const;
    qint64 timestampUsec(qint64 seq) const;
    LogLevel level(qint64 seq) const;
    quint16 flags(qint64 seq) const;
    int repeatCount(qint64 seq) const; ///< progress updates folded into this row
    int invocation(qint64 seq) const; ///< index into invocations()
    QString benignReason(qint64 seq) const;
    QList<QByteArray> invocations() const { return m_invocations; }
    /// The sequence of the traceback block's start containing `seq`, or -1.
    qint64 tracebackStart(qint64 seq) const;

    /// Rows whose text matches. A pattern without regex metacharacters is searched as plain
    /// bytes (fast path); `levels` is a bit mask of (1 << LogLevel) to keep, 0 = all.
    std::vector<qint64> filter(const QString &pattern, bool regex, bool invert, bool caseSensitive,
                               quint32 levels = 0) const;
    bool matches(qint64 seq, const QRegularExpression &re) const;

    /// Bytes held, as the byte cap counts them: the open text chunk as reserved (whole, when it
    /// is opened), the full chunks as kept (compressed, or as text when that saved too little),
    /// the slots full chunks are decompressed into when read (from the first packed chunk on,
    /// whether read yet or not), the rows' blocks as reserved and the invocation list.
    qint64 memoryBytes() const;
    /// Bytes of the rows' text (what the kept lines say), without the chunks' free room.
    qint64 textBytes() const { return m_textBytes; }

    QString exportText(qint64 from, qint64 to) const;
    QByteArray exportJson(qint64 from, qint64 to) const;

private:
    struct Row {
        qint64 usec = 0;
        quint32 chunk = 0; ///< chunk serial (not index)
        quint32 offset = 0;
        quint32 length = 0;
        quint16 flags = 0;
        quint8 level = 0;
        quint8 repeats = 0; ///< saturating
        quint16 invocation = 0;
        quint16 benignIndex = 0; ///< into m_benignReasons, 0 = none
    };
    /// The traits of every line of a batch, in `m_traits`: two threads find them, one half each.
    template<typename Bytes> void findTraits(qsizetype count, Bytes bytesAt);

    void appendOne(QByteArrayView bytes, qint64 usec, int priority, quint16 extraFlags, AppendResult &r,
                   const LogLineTraits *traits = nullptr);
    QByteArrayView bytesOf(const Row &row) const { return m_text.text(row.chunk, row.offset, row.length); }
    const Row &row(qint64 seq) const { return m_rows[qsizetype(seq - m_first)]; }
    void enforceCap(AppendResult &r);
    void dropFront(AppendResult &r);

    qint64 m_cap;
    qint64 m_capBytes;
    TextChunks m_text; ///< the rows' text
    qint64 m_dropped = 0;
    std::vector<qint64> m_droppedPerInvocation;
    qint64 m_first = 0;
    BlockDeque<Row> m_rows;
    qint64 m_textBytes = 0;
    QList<QByteArray> m_invocations;
    QStringList m_benignReasons { QString() };
    BenignClassifier m_benign;
    bool m_inTraceback = false;
    qint64 m_lastProgress = -1;
    QByteArray m_lastProgressKey;
    std::vector<LogLineTraits> m_traits; ///< scratch
};

} // namespace ic
