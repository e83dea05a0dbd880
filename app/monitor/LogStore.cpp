// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogStore.h"

#include "config/EngineProfile.h"
#include "formats/SecondThread.h"

#include <QByteArrayMatcher>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstring>

namespace ic {

namespace {

constexpr qsizetype MaxChunkBytes = 4 * 1024 * 1024;
constexpr qsizetype MinChunkBytes = 64 * 1024;
constexpr int MaxTracebackLines = 400;
/// An invocation id kept for the separators: the QByteArray, its heap block (32 hex digits).
constexpr qint64 InvocationBytes = qint64(sizeof(QByteArray)) + 64;

/// Chunks are a sixteenth of the byte budget (64 KiB to 4 MiB): dropping the oldest chunk
/// frees memory in steps small beside the budget.
qsizetype chunkBytesFor(qint64 capBytes)
{
    return qsizetype(std::clamp<qint64>(capBytes / 16, MinChunkBytes, MaxChunkBytes));
}

/// Rows are kept in blocks of a sixteenth of what the caps allow (at most 2 MiB, which may be one
/// huge page): a store of a hundred lines reserves little, a store of a million a block at a time.
qsizetype rowsPerBlockFor(qint64 capLines, qint64 capBytes, qsizetype rowBytes)
{
    const qint64 most = std::min(capLines, capBytes / rowBytes);
    return qsizetype(std::clamp<qint64>(most / 16, 64, ReservedBlock::kHugePageBytes / rowBytes));
}

/// The first `keep` bytes of `b` or fewer, ending on a UTF-8 character boundary.
QByteArrayView utf8Prefix(QByteArrayView b, qsizetype keep)
{
    qsizetype end = std::min(keep, b.size());
    if (end < b.size()) {
        // The first byte left out continues a character: leave out its lead byte too.
        qsizetype i = end;
        while (i > 0 && end - i < 3 && (uchar(b[i]) & 0xC0) == 0x80)
            --i;
        if (i < end && (uchar(b[i]) & 0xC0) == 0xC0)
            end = i;
    }
    return b.first(end);
}

bool hasRegexMeta(const QString &p)
{
    for (QChar c : p) {
        if (QStringLiteral("\\^$.|?*+()[]{}").contains(c))
            return true;
    }
    return false;
}

/// The longest run of literal characters of a simple regex (no alternation), for a prefilter.
QByteArray requiredLiteral(const QString &pattern)
{
    if (pattern.contains(u'|'))
        return {};
    QString best, cur;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == u'\\' || QStringLiteral("^$.?*+()[]{}").contains(c)) {
            // A quantifier makes the previous character optional.
            if ((c == u'?' || c == u'*' || c == u'{') && !cur.isEmpty())
                cur.chop(1);
            if (cur.size() > best.size())
                best = cur;
            cur.clear();
            if (c == u'\\')
                ++i; // skip the escaped character
            if (c == u'[') {
                while (i < pattern.size() && pattern[i] != u']')
                    ++i;
            }
            continue;
        }
        cur += c;
    }
    if (cur.size() > best.size())
        best = cur;
    return best.size() >= 3 ? best.toUtf8() : QByteArray();
}

} // namespace

LogStore::LogStore(qint64 capLines, qint64 capBytes)
    : m_cap(std::max<qint64>(100, capLines))
    , m_capBytes(std::max(kMinCapBytes, capBytes))
    , m_text(chunkBytesFor(m_capBytes))
    , m_rows(rowsPerBlockFor(m_cap, m_capBytes, sizeof(Row)))
{
    (void)engineProfiles(); // the engines' log-line prefixes, for the end of a traceback
}

LogStore::AppendResult LogStore::setCaps(qint64 capLines, qint64 capBytes)
{
    m_cap = std::max<qint64>(100, capLines);
    m_capBytes = std::max(kMinCapBytes, capBytes);
    m_rows.setItemsPerBlock(rowsPerBlockFor(m_cap, m_capBytes, sizeof(Row)));
    // Chunks opened for a larger budget give back their free room: only whole old chunks need to go.
    m_text.setChunkBytes(chunkBytesFor(m_capBytes));
    AppendResult r;
    enforceCap(r);
    return r;
}

qint64 LogStore::maxLineBytes() const
{
    return m_capBytes / 4;
}

qint64 LogStore::droppedLines(int invocation) const
{
    return invocation >= 0 && std::size_t(invocation) < m_droppedPerInvocation.size()
        ? m_droppedPerInvocation[std::size_t(invocation)]
        : 0;
}

void LogStore::clear()
{
    m_first = endSequence();
    m_rows.clear();
    m_text.clear();
    m_textBytes = 0;
    m_dropped = 0;
    m_droppedPerInvocation.clear();
    m_inTraceback = false;
    m_lastProgress = -1;
}

LogStore::AppendResult LogStore::append(const QList<JournalEntry> &entries)
{
    AppendResult r;
    for (const JournalEntry &e : entries) {
        if (!e.invocationId.isEmpty() && e.pid != 1
            && (m_invocations.isEmpty() || m_invocations.last() != e.invocationId)) {
            const bool known = m_invocations.contains(e.invocationId);
            if (!known) {
                if (!m_rows.empty()) {
                    const QByteArray sep
                        = "── service restarted: invocation " + e.invocationId.left(12) + " ──";
                    m_invocations.append(e.invocationId);
                    appendOne(sep, e.realtimeUsec, 6, Separator, r);
                } else {
                    m_invocations.append(e.invocationId);
                }
            }
        }
        quint16 flags = 0;
        if (!e.isValid())
            flags |= Broken;
        if (e.messageWasBinary)
            flags |= Binary;
        if (e.messageMissing)
            flags |= Missing;
        const QByteArray utf8 = e.messageMissing && e.message.isEmpty()
            ? QByteArray("[message not available: over 4096 bytes without -a]")
            : e.message.toUtf8();
        appendOne(utf8, e.realtimeUsec, e.priority, flags, r);
    }
    enforceCap(r);
    return r;
}

template<typename Bytes> void LogStore::findTraits(qsizetype count, Bytes bytesAt)
{
    SecondThread &second = SecondThread::ofThisThread();
    m_traits.resize(std::size_t(count));
    const qsizetype half = count / 2;
    second.start([this, half, count, &bytesAt] {
        for (qsizetype i = half; i < count; ++i)
            m_traits[std::size_t(i)] = LogLineTraits::of(bytesAt(i));
    });
    for (qsizetype i = 0; i < half; ++i)
        m_traits[std::size_t(i)] = LogLineTraits::of(bytesAt(i));
    second.wait();
}

LogStore::AppendResult LogStore::appendText(const QList<QByteArray> &lines, qint64 usec)
{
    AppendResult r;
    if (lines.size() >= kTwoThreadLines) {
        findTraits(lines.size(), [&lines](qsizetype i) { return QByteArrayView(lines.at(i)); });
        for (qsizetype i = 0; i < lines.size(); ++i)
            appendOne(lines.at(i), usec, -1, 0, r, &m_traits[std::size_t(i)]);
    } else {
        for (const QByteArray &l : lines)
            appendOne(l, usec, -1, 0, r);
    }
    enforceCap(r);
    return r;
}

void LogStore::appendOne(QByteArrayView bytes, qint64 usec, int priority, quint16 extraFlags, AppendResult &r,
                         const LogLineTraits *traits)
{
    // tqdm updates glued with '\r' (and records glued to bars): split, rarely taken.
    const bool carriageReturn = traits
        ? traits->carriageReturn
        : std::memchr(bytes.data(), '\r', std::size_t(bytes.size())) != nullptr;
    if (!(extraFlags & Separator) && carriageReturn) {
        const QString text = QString::fromUtf8(bytes);
        const QList<QStringView> pieces = splitGluedRecords(text);
        if (pieces.size() != 1 || pieces.first().size() != text.size()) {
            for (QStringView p : pieces)
                appendOne(p.toUtf8(), usec, priority, extraFlags, r);
            if (pieces.isEmpty())
                appendOne(QByteArrayView(""), usec, priority, extraFlags, r);
            return;
        }
    }

    QByteArray cut;
    if (bytes.size() > maxLineBytes()) {
        // One line may not take the budget of the whole journal: its start is kept, and says so.
        const QByteArray note
            = " … [line cut at the memory budget: " + QByteArray::number(bytes.size()) + " bytes, the first ";
        const QByteArrayView kept = utf8Prefix(bytes, qsizetype(maxLineBytes()) - note.size() - 24);
        cut = kept.toByteArray() + note + QByteArray::number(kept.size()) + " kept]";
        bytes = cut;
        extraFlags |= Cut;
        traits = nullptr; // they were found on the whole line
    }
    const LogLineTraits found = traits ? *traits : LogLineTraits::of(bytes);

    Row row;
    row.usec = usec;
    row.flags = extraFlags;
    row.invocation = quint16(std::max<qsizetype>(0, m_invocations.size() - 1));

    LogLevel level = found.level;
    if (priority >= 0 && priority <= 4) {
        const LogLevel fromPriority = logLevelFromPriority(priority);
        if (int(fromPriority) > int(level))
            level = fromPriority;
    } else if (level == LogLevel::Unknown && priority >= 0) {
        level = logLevelFromPriority(priority);
    }

    if (!(extraFlags & Separator)) {
        if (m_inTraceback) {
            row.flags |= InTraceback;
            level = std::max(level, LogLevel::Error);
            const EngineLogLine parsed = parseEngineLogLine(QString::fromUtf8(bytes));
            int depth = 0;
            for (qsizetype i = m_rows.size() - 1; i >= 0 && (m_rows[i].flags & InTraceback); --i)
                ++depth;
            if (LogLineTraits::isTerminalExceptionLine(parsed.text.trimmed()) || depth >= MaxTracebackLines) {
                row.flags |= TracebackEnd;
                m_inTraceback = false;
            }
        } else if (found.tracebackStart) {
            row.flags |= TracebackStart;
            level = std::max(level, LogLevel::Error);
            m_inTraceback = true;
        }
        if (found.progress) {
            row.flags |= Progress;
            QByteArray key = LogLineTraits::progressKey(bytes);
            if (m_lastProgress >= 0 && m_lastProgress == endSequence() - 1 && key == m_lastProgressKey
                && contains(m_lastProgress)) {
                // Collapse into the previous update of the same bar, over its text when that is
                // the newest in the chunk (a bar that updates for hours then takes no more room).
                Row &prev = m_rows.back();
                m_text.forgetLast({ prev.chunk, prev.offset }, prev.length);
                m_textBytes -= prev.length;
                const TextChunks::Place at = m_text.append(bytes);
                prev.chunk = at.chunk;
                prev.offset = at.offset;
                prev.length = quint32(bytes.size());
                m_textBytes += bytes.size();
                prev.usec = usec ? usec : prev.usec;
                if (prev.repeats < 255)
                    ++prev.repeats;
                r.updated.append(m_lastProgress);
                return;
            }
            m_lastProgressKey = std::move(key);
            m_lastProgress = endSequence();
        }
        if (m_benign && level <= LogLevel::Warning) {
            const QString reason = m_benign(bytes);
            if (!reason.isEmpty()) {
                row.flags |= Benign;
                qsizetype idx = m_benignReasons.indexOf(reason);
                if (idx < 0) {
                    m_benignReasons.append(reason);
                    idx = m_benignReasons.size() - 1;
                }
                row.benignIndex = quint16(std::min<qsizetype>(idx, 65535));
            }
        }
    }
    row.level = quint8(level);

    const TextChunks::Place at = m_text.append(bytes);
    row.chunk = at.chunk;
    row.offset = at.offset;
    row.length = quint32(bytes.size());
    m_textBytes += bytes.size();
    m_rows.push_back(row);
    if (r.firstNew < 0)
        r.firstNew = endSequence() - 1;
    ++r.appended;
}

void LogStore::dropFront(AppendResult &r)
{
    const Row &front = m_rows.front();
    m_textBytes -= front.length;
    if (!(front.flags & Separator)) {
        if (m_droppedPerInvocation.size() <= front.invocation)
            m_droppedPerInvocation.resize(std::size_t(front.invocation) + 1, 0);
        ++m_droppedPerInvocation[front.invocation];
    }
    m_rows.pop_front();
    ++m_first;
    ++m_dropped;
    ++r.dropped;
    // Rows refer to chunks in order (only the newest row moves, to the newest chunk): a chunk
    // older than the oldest row holds nothing any more.
    if (m_rows.empty())
        m_text.dropAll();
    else
        m_text.dropBefore(m_rows.front().chunk);
}

void LogStore::enforceCap(AppendResult &r)
{
    while (qint64(m_rows.size()) > m_cap)
        dropFront(r);
    // Row by row: the bookkeeping shrinks with each, the text when its oldest chunk empties.
    while (!m_rows.empty() && memoryBytes() > m_capBytes)
        dropFront(r);
    if (r.firstNew >= 0 && r.firstNew < m_first) {
        r.appended -= m_first - r.firstNew;
        r.firstNew = r.appended > 0 ? m_first : -1;
    }
}

QString LogStore::text(qint64 seq) const
{
    if (!contains(seq))
        return {};
    return stripAnsi(QString::fromUtf8(bytesOf(row(seq))));
}

QByteArrayView LogStore::rawBytes(qint64 seq) const
{
    return contains(seq) ? bytesOf(row(seq)) : QByteArrayView();
}

qint64 LogStore::timestampUsec(qint64 seq) const
{
    return contains(seq) ? row(seq).usec : 0;
}

LogLevel LogStore::level(qint64 seq) const
{
    return contains(seq) ? LogLevel(row(seq).level) : LogLevel::Unknown;
}

quint16 LogStore::flags(qint64 seq) const
{
    return contains(seq) ? row(seq).flags : 0;
}

int LogStore::repeatCount(qint64 seq) const
{
    return contains(seq) ? row(seq).repeats : 0;
}

int LogStore::invocation(qint64 seq) const
{
    return contains(seq) ? row(seq).invocation : 0;
}

QString LogStore::benignReason(qint64 seq) const
{
    return contains(seq) ? m_benignReasons.value(row(seq).benignIndex) : QString();
}

qint64 LogStore::tracebackStart(qint64 seq) const
{
    if (!contains(seq))
        return -1;
    for (qint64 s = seq; s >= m_first; --s) {
        const quint16 f = row(s).flags;
        if (f & TracebackStart)
            return s;
        if (!(f & InTraceback))
            return -1;
    }
    return -1;
}

bool LogStore::matches(qint64 seq, const QRegularExpression &re) const
{
    return re.match(text(seq)).hasMatch();
}

std::vector<qint64> LogStore::filter(const QString &pattern, bool regex, bool invert, bool caseSensitive,
                                     quint32 levels) const
{
    std::vector<qint64> out;
    out.reserve(std::size_t(m_rows.size() / 4));
    auto levelOk = [levels](const Row &r) { return levels == 0 || (levels & (1u << r.level)); };
    if (pattern.isEmpty()) {
        for (qsizetype i = 0; i < m_rows.size(); ++i) {
            if (levelOk(m_rows[i]))
                out.push_back(m_first + qint64(i));
        }
        return out;
    }
    if ((!regex || !hasRegexMeta(pattern)) && caseSensitive) {
        const QByteArrayMatcher matcher(pattern.toUtf8());
        for (qsizetype i = 0; i < m_rows.size(); ++i) {
            const Row &r = m_rows[i];
            if (!levelOk(r))
                continue;
            const QByteArrayView b = bytesOf(r);
            const bool hit = matcher.indexIn(b.data(), b.size()) >= 0;
            if (hit != invert)
                out.push_back(m_first + qint64(i));
        }
        return out;
    }
    QRegularExpression re(regex ? pattern : QRegularExpression::escape(pattern),
                          caseSensitive ? QRegularExpression::NoPatternOption
                                        : QRegularExpression::CaseInsensitiveOption);
    if (!re.isValid())
        return out;
    re.optimize();
    const QByteArray literal = caseSensitive && regex ? requiredLiteral(pattern) : QByteArray();
    const QByteArrayMatcher pre(literal);
    QString buffer;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows[i];
        if (!levelOk(r))
            continue;
        const QByteArrayView b = bytesOf(r);
        bool hit = false;
        if (literal.isEmpty() || pre.indexIn(b.data(), b.size()) >= 0) {
            buffer = QString::fromUtf8(b);
            hit = re.match(buffer).hasMatch();
        }
        if (hit != invert)
            out.push_back(m_first + qint64(i));
    }
    return out;
}

qint64 LogStore::memoryBytes() const
{
    return m_rows.bytesReserved() + qint64(m_invocations.size()) * InvocationBytes
        + qint64(m_droppedPerInvocation.size() * sizeof(qint64)) + m_text.memoryBytes();
}

QString LogStore::exportText(qint64 from, qint64 to) const
{
    QString out;
    for (qint64 s = std::max(from, m_first); s < std::min(to, endSequence()); ++s) {
        const qint64 usec = timestampUsec(s);
        if (usec > 0)
            out += QDateTime::fromMSecsSinceEpoch(usec / 1000).toString(Qt::ISODateWithMs) + u' ';
        const QString lvl = logLevelName(level(s));
        if (!lvl.isEmpty())
            out += lvl.toUpper() + u' ';
        out += text(s) + u'\n';
    }
    return out;
}

QByteArray LogStore::exportJson(qint64 from, qint64 to) const
{
    QByteArray out;
    for (qint64 s = std::max(from, m_first); s < std::min(to, endSequence()); ++s) {
        QJsonObject o;
        o[QLatin1String("time_usec")] = double(timestampUsec(s));
        o[QLatin1String("level")] = logLevelName(level(s));
        o[QLatin1String("message")] = text(s);
        const quint16 f = flags(s);
        if (f & Benign)
            o[QLatin1String("benign")] = benignReason(s);
        if (f & Separator)
            o[QLatin1String("separator")] = true;
        if (f & Binary)
            o[QLatin1String("binary")] = true;
        if (repeatCount(s) > 0)
            o[QLatin1String("progress_updates")] = repeatCount(s);
        out += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

} // namespace ic
