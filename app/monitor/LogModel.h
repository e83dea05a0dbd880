// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "LogStore.h"

#include <QAbstractListModel>
#include <QSet>

#include <vector>

namespace ic {

/// The journal of one host as a list model: appends in batches, drops the oldest rows at the
/// caps, collapses progress updates in place, filters (text or regex, inverted, by level),
/// folds traceback blocks and, by default, shows only the current service invocation.
/// When lines of what is shown were dropped at the caps, the first row says so (flag
/// LogStore::DroppedNotice, sequence -1): how many, and that the host's journal keeps them.
/// The text filter either hides the other lines (default) or only marks the matching ones,
/// kept as a sorted list so that next/previous match and the count cost a binary search.
class LogModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        LevelRole = Qt::UserRole + 1, ///< int(LogLevel)
        FlagsRole, ///< LogStore::Flag bits
        TimestampRole, ///< qint64 µs since the epoch (0 unknown)
        SequenceRole, ///< qint64 store sequence
        RepeatRole, ///< collapsed progress updates
        BenignReasonRole, ///< QString
        FoldedRole, ///< bool: a traceback start whose block is folded
        BlockSizeRole, ///< lines in the traceback block, its start included (start rows)
    };

    explicit LogModel(QObject *parent = nullptr);

    LogStore &store() { return m_store; }
    const LogStore &store() const { return m_store; }

    /// Appends journal entries (from JournalMonitor) or text lines (saved logs).
    void appendEntries(const QList<JournalEntry> &entries);
    void appendLines(const QList<QByteArray> &lines);
    void clear();
    /// The store's caps (lines, bytes), set by the store's owner (the host session, with the
    /// share of the fleet's budget); rows over them go at once.
    void setStoreCaps(qint64 lines, qint64 bytes);
    /// How to read the dropped lines on the host (e.g. `journalctl -u vllm.service`), for the
    /// first row's note; empty: not named.
    void setJournalCommand(const QString &command);
    /// Lines of what is shown that were dropped at the caps: of the current run, or of all runs.
    qint64 droppedShown() const;
    /// The first row's note on dropped lines; empty when nothing shown was dropped.
    QString droppedNotice() const;

    void setFilter(const QString &pattern, bool regex, bool invert, bool caseSensitive);
    /// true (default): only matching lines are rows; false: every line stays, matches are marked.
    void setHideNonMatching(bool hide);
    bool hidesNonMatching() const { return m_hide; }
    /// The expression to highlight in the visible lines; invalid or empty when nothing is sought.
    const QRegularExpression &highlightExpression() const { return m_highlight; }
    /// Matching rows in view; -1 when no pattern is set or the filter is inverted.
    qint64 matchCount() const;
    /// The 0-based place of `row` among the matches, -1 when it is no match.
    qint64 matchIndexOfRow(int row) const;
    /// The next (forward: below) or previous matching row from `row`; -1 when none.
    int nextMatchRow(int row, bool forward) const;
    /// Longest visible line in characters (approximate: bytes), for the view's width.
    int longestLineChars() const { return m_longest; }
    /// The first row at or after `usec` (journal time), the last row when all are earlier;
    /// -1 when no row carries a time.
    int rowAtTime(qint64 usec) const;
    void setLevelMask(quint32 mask); ///< bits (1 << LogLevel); 0 = all
    QString filterError() const { return m_filterError; }
    /// Only the rows of the newest invocation (default) or all runs with separators.
    void setCurrentInvocationOnly(bool on);
    bool currentInvocationOnly() const { return m_currentOnly; }
    void setFolded(qint64 tracebackStartSequence, bool folded);
    void setAllFolded(bool folded);

    qint64 sequenceAt(int row) const;
    int rowOfSequence(qint64 seq) const; ///< -1 when not visible
    /// Next/previous visible row at error level or above, from `row`; -1 when none.
    int nextErrorRow(int row, bool forward) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    /// Rows arrived (visible or not) — the view's "n new lines" counter listens.
    void linesAppended(int visibleCount);

private:
    bool visible(qint64 seq) const;
    bool matchesPattern(qint64 seq) const;
    void noteLength(qint64 seq);
    void updateHighlight();
    void rebuild();
    void afterAppend(const LogStore::AppendResult &r);
    /// Inserts, removes or updates the first row's note on dropped lines.
    void syncNotice();
    bool hasNotice() const { return !m_rows.empty() && m_rows.front() == kNoticeSequence; }
    int noticeRows() const { return hasNotice() ? 1 : 0; }

    static constexpr qint64 kNoticeSequence = -1; ///< below every store sequence: stays first
    LogStore m_store;
    QString m_journalCommand;
    qint64 m_noticeShown = 0; ///< the count the note row shows
    std::vector<qint64> m_rows; ///< visible sequences, ascending
    QString m_pattern;
    bool m_regex = false;
    bool m_invert = false;
    bool m_caseSensitive = false;
    QRegularExpression m_re;
    QString m_filterError;
    quint32 m_levels = 0;
    bool m_currentOnly = true;
    QSet<qint64> m_folded;
    bool m_hide = true;
    QRegularExpression m_highlight;
    std::vector<qint64> m_matches; ///< matching visible sequences when not hiding, ascending
    int m_longest = 0;
};

/// What the journal's "go to time" field accepts, as µs since the epoch (local time): `14:05`,
/// `14:05:30`, `2025-12-02 14:05:30` (or with `T`), `-10m` / `-2h` / `-90s` before `newestUsec`.
/// A bare time is on the day of `newestUsec`, or the day before when that is later than it.
/// -1 when the text is none of these.
qint64 parseJumpTime(const QString &text, qint64 newestUsec);

} // namespace ic
