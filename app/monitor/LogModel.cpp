// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogModel.h"
#include "formats/DataText.h"
#include "formats/ThreadAffinity.h"

#include <QByteArrayMatcher>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <iterator>
#include <limits>

namespace ic {

LogModel::LogModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void LogModel::appendEntries(const QList<JournalEntry> &entries)
{
    assertOwnThread(this, "LogModel::appendEntries");
    const int invocationsBefore = int(m_store.invocations().size());
    const LogStore::AppendResult r = m_store.append(entries);
    if (m_currentOnly && int(m_store.invocations().size()) != invocationsBefore && invocationsBefore > 0) {
        rebuild(); // a restart: the view moves to the new invocation
        Q_EMIT linesAppended(int(r.appended));
        return;
    }
    afterAppend(r);
}

void LogModel::appendLines(const QList<QByteArray> &lines)
{
    afterAppend(m_store.appendText(lines));
}

void LogModel::setStoreCaps(qint64 lines, qint64 bytes)
{
    assertOwnThread(this, "LogModel::setStoreCaps");
    afterAppend(m_store.setCaps(lines, bytes));
}

void LogModel::setJournalCommand(const QString &command)
{
    m_journalCommand = command;
    if (hasNotice())
        Q_EMIT dataChanged(index(0), index(0));
}

qint64 LogModel::droppedShown() const
{
    if (m_currentOnly && !m_store.invocations().isEmpty())
        return m_store.droppedLines(int(m_store.invocations().size()) - 1);
    return m_store.droppedLines();
}

QString LogModel::droppedNotice() const
{
    const qint64 n = droppedShown();
    if (n <= 0)
        return {};
    const QString count = QLocale().toString(n);
    return m_journalCommand.isEmpty()
        ? tr("Older lines dropped at the memory budget — %1 lines; the host's journal keeps them.").arg(count)
        : tr("Older lines dropped at the memory budget — %1 lines; the host's journal keeps them (%2).")
              .arg(count, dataText(m_journalCommand));
}

void LogModel::syncNotice()
{
    const qint64 n = droppedShown();
    if (n > 0 && !hasNotice()) {
        beginInsertRows({}, 0, 0);
        m_rows.insert(m_rows.begin(), kNoticeSequence);
        endInsertRows();
    } else if (n <= 0 && hasNotice()) {
        beginRemoveRows({}, 0, 0);
        m_rows.erase(m_rows.begin());
        endRemoveRows();
    } else if (n != m_noticeShown && hasNotice()) {
        Q_EMIT dataChanged(index(0), index(0));
    }
    m_noticeShown = n;
}

void LogModel::clear()
{
    beginResetModel();
    m_store.clear();
    m_rows.clear();
    m_matches.clear();
    m_folded.clear();
    m_longest = 0;
    m_noticeShown = 0;
    endResetModel();
}

void LogModel::afterAppend(const LogStore::AppendResult &r)
{
    // Rows dropped at the caps leave from the top (below the note on them).
    if (r.dropped > 0 && !m_rows.empty()) {
        const int from = noticeRows();
        const auto firstKept = std::lower_bound(m_rows.begin() + from, m_rows.end(), m_store.firstSequence());
        const int gone = int(firstKept - m_rows.begin()) - from;
        if (gone > 0) {
            beginRemoveRows({}, from, from + gone - 1);
            m_rows.erase(m_rows.begin() + from, firstKept);
            endRemoveRows();
        }
        m_matches.erase(m_matches.begin(),
                        std::lower_bound(m_matches.begin(), m_matches.end(), m_store.firstSequence()));
    }
    if (r.dropped > 0 || hasNotice())
        syncNotice();
    for (qint64 seq : r.updated) {
        const int row = rowOfSequence(seq);
        if (row >= 0)
            Q_EMIT dataChanged(index(row), index(row));
    }
    if (r.appended <= 0)
        return;
    std::vector<qint64> add;
    add.reserve(std::size_t(r.appended));
    for (qint64 s = std::max(r.firstNew, m_store.firstSequence()); s < m_store.endSequence(); ++s) {
        if (visible(s)) {
            add.push_back(s);
            noteLength(s);
            if (!m_hide && !m_highlight.pattern().isEmpty() && matchesPattern(s))
                m_matches.push_back(s);
        }
    }
    if (!add.empty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(add.size()) - 1);
        m_rows.insert(m_rows.end(), add.begin(), add.end());
        endInsertRows();
    }
    Q_EMIT linesAppended(int(add.size()));
}

bool LogModel::visible(qint64 seq) const
{
    const quint16 f = m_store.flags(seq);
    if (m_currentOnly && !m_store.invocations().isEmpty()
        && m_store.invocation(seq) != int(m_store.invocations().size()) - 1)
        return false;
    if (m_levels != 0 && !(f & LogStore::Separator) && !(m_levels & (1u << int(m_store.level(seq)))))
        return false;
    if ((f & LogStore::InTraceback) && !m_folded.isEmpty()) {
        const qint64 start = m_store.tracebackStart(seq);
        if (start >= 0 && m_folded.contains(start))
            return false;
    }
    if (m_hide && !m_pattern.isEmpty() && matchesPattern(seq) == m_invert)
        return false;
    return true;
}

bool LogModel::matchesPattern(qint64 seq) const
{
    if (!m_regex && m_caseSensitive)
        return m_store.rawBytes(seq).indexOf(QByteArrayView(m_pattern.toUtf8())) >= 0;
    return m_re.isValid() && m_re.match(m_store.text(seq)).hasMatch();
}

void LogModel::noteLength(qint64 seq)
{
    // Bytes, not characters: wide enough for UTF-8, a little wide for escape sequences.
    constexpr int MaxChars = 65536;
    m_longest = std::min(MaxChars, std::max(m_longest, int(m_store.rawBytes(seq).size())));
}

void LogModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_matches.clear();
    m_longest = 0;
    // The fast bulk filter first, then the per-row rules (invocation, folding).
    const QString pattern = m_pattern;
    const std::vector<qint64> candidates
        = m_store.filter(m_hide ? m_pattern : QString(), m_regex, m_invert, m_caseSensitive, 0);
    m_rows.reserve(candidates.size() + 1);
    m_noticeShown = droppedShown();
    if (m_noticeShown > 0)
        m_rows.push_back(kNoticeSequence);
    m_pattern.clear(); // the text filter is already applied
    for (qint64 s : candidates) {
        if (visible(s)) {
            m_rows.push_back(s);
            noteLength(s);
        }
    }
    m_pattern = pattern;
    if (!m_hide && !m_pattern.isEmpty() && m_re.isValid()) {
        // Marking instead of hiding: the same bulk filter, kept beside the rows.
        const std::vector<qint64> hits = m_store.filter(m_pattern, m_regex, false, m_caseSensitive, 0);
        std::set_intersection(m_rows.begin(), m_rows.end(), hits.begin(), hits.end(),
                              std::back_inserter(m_matches));
    }
    endResetModel();
}

void LogModel::setFilter(const QString &pattern, bool regex, bool invert, bool caseSensitive)
{
    m_pattern = pattern;
    m_regex = regex;
    m_invert = invert;
    m_caseSensitive = caseSensitive;
    m_re = QRegularExpression(regex ? pattern : QRegularExpression::escape(pattern),
                              caseSensitive ? QRegularExpression::NoPatternOption
                                            : QRegularExpression::CaseInsensitiveOption);
    m_filterError = m_re.isValid() ? QString() : m_re.errorString();
    updateHighlight();
    rebuild();
}

void LogModel::updateHighlight()
{
    const bool mark = !m_pattern.isEmpty() && m_re.isValid() && (!m_hide || !m_invert);
    m_highlight = mark ? m_re : QRegularExpression();
}

void LogModel::setHideNonMatching(bool hide)
{
    if (hide == m_hide)
        return;
    m_hide = hide;
    updateHighlight();
    rebuild();
}

qint64 LogModel::matchCount() const
{
    if (m_highlight.pattern().isEmpty())
        return -1;
    return m_hide ? qint64(m_rows.size()) - noticeRows() : qint64(m_matches.size());
}

qint64 LogModel::matchIndexOfRow(int row) const
{
    if (m_highlight.pattern().isEmpty() || row < noticeRows() || row >= int(m_rows.size()))
        return -1;
    if (m_hide)
        return row - noticeRows();
    const qint64 seq = m_rows[std::size_t(row)];
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), seq);
    return it != m_matches.end() && *it == seq ? qint64(it - m_matches.begin()) : -1;
}

int LogModel::nextMatchRow(int row, bool forward) const
{
    const int n = int(m_rows.size());
    if (m_highlight.pattern().isEmpty() || n == 0)
        return -1;
    if (m_hide) {
        const int r = forward ? std::max(row + 1, noticeRows()) : std::min(row - 1, n - 1);
        return r >= noticeRows() && r < n ? r : -1;
    }
    const qint64 seq = row < 0 ? std::numeric_limits<qint64>::min()
        : row >= n             ? std::numeric_limits<qint64>::max()
                               : m_rows[std::size_t(row)];
    if (forward) {
        const auto it = std::upper_bound(m_matches.begin(), m_matches.end(), seq);
        return it == m_matches.end() ? -1 : rowOfSequence(*it);
    }
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), seq);
    return it == m_matches.begin() ? -1 : rowOfSequence(*std::prev(it));
}

int LogModel::rowAtTime(qint64 usec) const
{
    const auto first = m_rows.begin() + noticeRows();
    if (first == m_rows.end()
        || (m_store.timestampUsec(*first) <= 0 && m_store.timestampUsec(m_rows.back()) <= 0))
        return -1;
    const auto it = std::partition_point(first, m_rows.end(),
                                         [&](qint64 s) { return m_store.timestampUsec(s) < usec; });
    return it == m_rows.end() ? int(m_rows.size()) - 1 : int(it - m_rows.begin());
}

void LogModel::setLevelMask(quint32 mask)
{
    if (mask == m_levels)
        return;
    m_levels = mask;
    rebuild();
}

void LogModel::setCurrentInvocationOnly(bool on)
{
    if (on == m_currentOnly)
        return;
    m_currentOnly = on;
    rebuild();
}

void LogModel::setFolded(qint64 start, bool folded)
{
    if (!m_store.contains(start) || !(m_store.flags(start) & LogStore::TracebackStart))
        return;
    if (folded == m_folded.contains(start))
        return;
    if (folded)
        m_folded.insert(start);
    else
        m_folded.remove(start);
    rebuild();
}

void LogModel::setAllFolded(bool folded)
{
    m_folded.clear();
    if (folded) {
        for (qint64 s = m_store.firstSequence(); s < m_store.endSequence(); ++s) {
            if (m_store.flags(s) & LogStore::TracebackStart)
                m_folded.insert(s);
        }
    }
    rebuild();
}

qint64 LogModel::sequenceAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)] : -1;
}

int LogModel::rowOfSequence(qint64 seq) const
{
    if (seq < 0)
        return -1; // the note on dropped lines has no sequence
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), seq);
    return it != m_rows.end() && *it == seq ? int(it - m_rows.begin()) : -1;
}

int LogModel::nextErrorRow(int row, bool forward) const
{
    const int n = int(m_rows.size());
    for (int r = forward ? row + 1 : row - 1; r >= 0 && r < n; r += forward ? 1 : -1) {
        const qint64 s = m_rows[std::size_t(r)];
        const quint16 f = m_store.flags(s);
        if (m_store.level(s) >= LogLevel::Error && !(f & LogStore::InTraceback))
            return r;
    }
    return -1;
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const qint64 seq = m_rows[std::size_t(index.row())];
    if (seq == kNoticeSequence) {
        switch (role) {
        case Qt::DisplayRole:
            return droppedNotice();
        case Qt::ToolTipRole:
            return tr("The journal view keeps a share of the console's memory budget for each host; "
                      "the oldest lines leave first. Everything stays in the host's journal.");
        case LevelRole:
            return int(LogLevel::Unknown);
        case FlagsRole:
            return int(LogStore::DroppedNotice);
        case TimestampRole:
            return qint64(0);
        case SequenceRole:
            return kNoticeSequence;
        case RepeatRole:
        case BlockSizeRole:
            return 0;
        case FoldedRole:
            return false;
        default:
            return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole: {
        QString t = m_store.text(seq);
        if (m_folded.contains(seq)) {
            // A folded block shows its terminal line, the one that matters.
            for (qint64 s = seq + 1; s < m_store.endSequence() && (m_store.flags(s) & LogStore::InTraceback);
                 ++s) {
                if (m_store.flags(s) & LogStore::TracebackEnd) {
                    t += QStringLiteral("  …  ") + parseEngineLogLine(m_store.text(s)).text;
                    break;
                }
            }
        }
        return t;
    }
    case Qt::ToolTipRole: {
        const quint16 f = m_store.flags(seq);
        QStringList tips;
        if (f & LogStore::Benign)
            tips << tr("Known harmless: %1").arg(dataText(m_store.benignReason(seq)));
        if (f & LogStore::Binary)
            tips << tr("This message arrived as raw bytes (not valid UTF-8 or with control characters).");
        if (f & LogStore::Broken)
            tips << tr("This journal line did not parse; it is shown as it arrived.");
        if (f & LogStore::Cut)
            tips << tr("This line was longer than the journal view keeps of one line; its start is kept.");
        if (f & LogStore::Progress && m_store.repeatCount(seq) > 0)
            tips << tr("%n progress update(s) folded into this line.", nullptr, m_store.repeatCount(seq));
        const qint64 usec = m_store.timestampUsec(seq);
        if (usec > 0)
            tips << QDateTime::fromMSecsSinceEpoch(usec / 1000).toString(Qt::ISODateWithMs);
        return tips.join(u'\n');
    }
    case LevelRole:
        return int(m_store.level(seq));
    case FlagsRole:
        return int(m_store.flags(seq));
    case TimestampRole:
        return m_store.timestampUsec(seq);
    case SequenceRole:
        return seq;
    case RepeatRole:
        return m_store.repeatCount(seq);
    case BenignReasonRole:
        return dataText(m_store.benignReason(seq));
    case FoldedRole:
        return m_folded.contains(seq);
    case BlockSizeRole: {
        if (!(m_store.flags(seq) & LogStore::TracebackStart))
            return 0;
        int n = 1;
        {
            for (qint64 s = seq + 1; s < m_store.endSequence() && (m_store.flags(s) & LogStore::InTraceback);
                 ++s)
                ++n;
        }
        return n;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractListModel::roleNames();
    r[LevelRole] = "level";
    r[FlagsRole] = "flags";
    r[TimestampRole] = "timestamp";
    r[SequenceRole] = "sequence";
    r[RepeatRole] = "repeats";
    r[BenignReasonRole] = "benignReason";
    r[FoldedRole] = "folded";
    r[BlockSizeRole] = "blockSize";
    return r;
}

qint64 parseJumpTime(const QString &input, qint64 newestUsec)
{
    const QString text = input.trimmed();
    if (text.isEmpty() || text.size() > 40)
        return -1;
    static const QRegularExpression relative(QStringLiteral("^-\\s*(\\d{1,6})\\s*(s|sec|m|min|h)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (const auto m = relative.match(text); m.hasMatch()) {
        if (newestUsec <= 0)
            return -1;
        const QString unit = m.captured(2).toLower();
        const qint64 perUnit = unit.startsWith(u's') ? 1 : unit == QLatin1String("h") ? 3600 : 60;
        const qint64 usec = newestUsec - m.captured(1).toLongLong() * perUnit * 1000000;
        return usec > 0 ? usec : -1;
    }
    static const QRegularExpression absolute(QStringLiteral(
        "^(?:(\\d{4}-\\d{2}-\\d{2})[ T])?(\\d{1,2}):(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,3})\\d*)?)?$"));
    const auto m = absolute.match(text);
    if (!m.hasMatch())
        return -1;
    const QTime time(m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt(),
                     m.captured(5).leftJustified(3, u'0').toInt());
    if (!time.isValid())
        return -1;
    const QDateTime newest
        = newestUsec > 0 ? QDateTime::fromMSecsSinceEpoch(newestUsec / 1000) : QDateTime::currentDateTime();
    QDate date = newest.date();
    if (!m.captured(1).isEmpty()) {
        date = QDate::fromString(m.captured(1), Qt::ISODate);
        if (!date.isValid())
            return -1;
    }
    QDateTime at(date, time);
    if (m.captured(1).isEmpty() && at > newest)
        at = at.addDays(-1); // "14:05" after the newest line: yesterday's
    return at.isValid() ? at.toMSecsSinceEpoch() * 1000 : -1;
}

} // namespace ic
