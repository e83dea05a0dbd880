#pragma once

#include "LogStore.h"

#include <QAbstractListModel>
#include <QSet>

#include <vector>

namespace ic {

/// The journal of one host as a list model: appends in batches, drops the oldest rows at the
/// cap, collapses progress updates in place, filters (text or regex, inverted, by level),
/// folds traceback blocks and, by default, shows only the current service invocation.
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

    void setFilter(const QString &pattern, bool regex, bool invert, bool caseSensitive);
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
    void rebuild();
    void afterAppend(const LogStore::AppendResult &r);

    LogStore m_store;
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
};

} // namespace ic
