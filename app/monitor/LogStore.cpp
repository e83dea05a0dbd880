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
#include <functional>
#include <string_view>

#include <lz4.h>

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

bool wordAt(QByteArrayView b, qsizetype i, const char *word, qsizetype len)
{
    if (i + len >= b.size() || std::memcmp(b.data() + i, word, std::size_t(len)) != 0)
        return false;
    const char next = b[i + len];
    const bool boundaryBefore = i == 0 || b[i - 1] == ' ' || b[i - 1] == ')' || b[i - 1] == ']';
    return boundaryBefore && (next == ' ' || next == ':');
}

/// The engine's own level word near the start of the line (after prefixes), in one pass.
LogLevel levelFromBytes(QByteArrayView b)
{
    const qsizetype n = std::min<qsizetype>(b.size(), 200);
    for (qsizetype i = 0; i < n; ++i) {
        switch (b[i]) {
        case 'I':
            if (wordAt(b, i, "INFO", 4))
                return LogLevel::Info;
            break;
        case 'W':
            if (wordAt(b, i, "WARNING", 7))
                return LogLevel::Warning;
            break;
        case 'E':
            if (wordAt(b, i, "ERROR", 5))
                return LogLevel::Error;
            break;
        case 'C':
            if (wordAt(b, i, "CRITICAL", 8))
                return LogLevel::Critical;
            break;
        case 'D':
            if (wordAt(b, i, "DEBUG", 5))
                return LogLevel::Debug;
            break;
        default:
            break;
        }
    }
    return LogLevel::Unknown;
}

bool isProgressLine(QByteArrayView b)
{
    const char *p = b.data();
    const char *end = p + b.size();
    while ((p = static_cast<const char *>(std::memchr(p, '%', std::size_t(end - p))))) {
        ++p;
        if (p < end && *p == '|')
            return true;
        if (end - p >= 12 && std::memcmp(p, " Completed |", 12) == 0)
            return true;
    }
    return false;
}

bool isTracebackStart(QByteArrayView b)
{
    // Horspool's skip table: a line without the header is passed over in steps of up to its
    // length (glibc's memmem took most of the ingest time on serving logs).
    static constexpr std::string_view kHeader = "Traceback (most recent call last):";
    static const std::boyer_moore_horspool_searcher searcher(kHeader.begin(), kHeader.end());
    if (std::size_t(b.size()) < kHeader.size())
        return false;
    return std::search(b.begin(), b.end(), searcher) != b.end();
}

QByteArray progressKey(QByteArrayView b)
{
    // The bar's description: text before the percentage.
    const qsizetype pct = b.indexOf('%');
    if (pct <= 0)
        return {};
    qsizetype end = pct;
    while (end > 0 && (b[end - 1] == ' ' || (b[end - 1] >= '0' && b[end - 1] <= '9')))
        --end;
    return b.first(end).toByteArray();
}

bool isTerminalExceptionLine(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:[\\w.]+\\.)?(\\w+(?:Error|Exception|Exit|Interrupt))(?:: .*)?$"));
    return re.match(text.toString()).hasMatch();
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
    , m_chunkBytes(chunkBytesFor(m_capBytes))
    , m_rows(rowsPerBlockFor(m_cap, m_capBytes, sizeof(Row)))
{
    (void)engineProfiles(); // the engines' log-line prefixes, for the end of a traceback
}

LogStore::AppendResult LogStore::setCaps(qint64 capLines, qint64 capBytes)
{
    m_cap = std::max<qint64>(100, capLines);
    m_capBytes = std::max(kMinCapBytes, capBytes);
    m_chunkBytes = chunkBytesFor(m_capBytes);
    m_rows.setItemsPerBlock(rowsPerBlockFor(m_cap, m_capBytes, sizeof(Row)));
    // Chunks opened for a larger budget give back their free room (the newest is then full, and
    // the next line opens one of the new size): only whole old chunks need to go.
    for (Chunk &c : m_chunks) {
        if (c.packed.isEmpty() && c.bytes.capacity() > m_chunkBytes)
            c.bytes.shrinkToFit();
    }
    forgetUnpacked();
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
    m_chunks.clear();
    forgetUnpacked();
    m_textBytes = 0;
    m_dropped = 0;
    m_droppedPerInvocation.clear();
    m_inTraceback = false;
    m_lastProgress = -1;
}

LogStore::Chunk &LogStore::chunkFor(qsizetype bytes)
{
    if (m_chunks.empty() || m_chunks.back().bytes.size() + bytes > m_chunks.back().bytes.capacity()) {
        // The whole chunk is reserved at once: its capacity is what the byte cap counts. The full
        // chunk's block, once its text is packed, is written over again: memory the process has
        // written costs less than new memory (on this project's 2-core virtual machine, 200 MB of
        // new memory took 0.27-0.59 s to write the first time, reused memory 0.016 s).
        const qsizetype want = std::max(m_chunkBytes, bytes);
        ReservedBlock block = m_chunks.empty() ? ReservedBlock() : pack(m_chunks.back());
        if (block.capacity() < want || block.capacity() > ReservedBlock::capacityFor(want))
            block = ReservedBlock(want);
        m_chunks.emplace_back(m_nextChunkSerial++, std::move(block));
    }
    return m_chunks.back();
}

ReservedBlock LogStore::pack(Chunk &chunk)
{
    // LZ4 at its default level: on this project's real logs 1.4-2 GB/s and 3-6x smaller, with
    // decompression at 7-10 GB/s (https://github.com/lz4/lz4). A chunk holding one long line
    // (larger than a chunk) stays as it is: the unpacked slots are sized for chunks.
    const qsizetype size = chunk.bytes.size();
    if (!chunk.packed.isEmpty() || size == 0 || size > m_chunkBytes || size > LZ4_MAX_INPUT_SIZE)
        return {};
    QByteArray out(LZ4_compressBound(int(size)), Qt::Uninitialized);
    const int packed = LZ4_compress_default(chunk.bytes.data(), out.data(), int(size), int(out.size()));
    if (packed <= 0 || packed > size - size / 4) {
        chunk.bytes.shrinkToFit(); // kept as text: compressing it saved too little
        return {};
    }
    out.resize(packed);
    out.squeeze();
    chunk.packed = std::move(out);
    chunk.rawSize = size;
    ReservedBlock block = std::move(chunk.bytes);
    block.truncate(0);
    return block;
}

const char *LogStore::unpacked(const Chunk &chunk) const
{
    Unpacked *slot = nullptr;
    for (Unpacked &u : m_unpacked) {
        if (u.valid && u.serial == chunk.serial) {
            u.lastUse = ++m_unpackClock;
            return u.bytes.data();
        }
        if (!slot || !u.valid || (slot->valid && u.lastUse < slot->lastUse))
            slot = &u;
    }
    if (slot->bytes.capacity() < chunk.rawSize)
        slot->bytes = ReservedBlock(std::max(m_chunkBytes, chunk.rawSize));
    const int got = LZ4_decompress_safe(chunk.packed.constData(), slot->bytes.writable(),
                                        int(chunk.packed.size()), int(slot->bytes.capacity()));
    if (got != chunk.rawSize) {
        slot->valid = false;
        return nullptr;
    }
    slot->serial = chunk.serial;
    slot->valid = true;
    slot->lastUse = ++m_unpackClock;
    return slot->bytes.data();
}

void LogStore::forgetUnpacked()
{
    for (Unpacked &u : m_unpacked)
        u = Unpacked {};
}

qint64 LogStore::unpackReserveBytes() const
{
    qsizetype largest = 0;
    int packed = 0;
    for (const Chunk &c : m_chunks) {
        if (!c.packed.isEmpty()) {
            largest = std::max(largest, c.rawSize);
            ++packed;
        }
    }
    qint64 held[UnpackedSlots];
    for (int i = 0; i < UnpackedSlots; ++i)
        held[i] = m_unpacked[i].bytes.capacity();
    std::sort(std::begin(held), std::end(held), std::greater<>());
    const qint64 each = packed > 0 ? ReservedBlock::capacityFor(std::max(m_chunkBytes, largest)) : 0;
    qint64 bytes = 0;
    for (int i = 0; i < UnpackedSlots; ++i)
        bytes += std::max(held[i], i < packed ? each : 0);
    return bytes;
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

LogStore::Traits LogStore::traitsOf(QByteArrayView bytes)
{
    Traits t;
    t.level = levelFromBytes(bytes);
    t.carriageReturn = std::memchr(bytes.data(), '\r', std::size_t(bytes.size())) != nullptr;
    t.progress = isProgressLine(bytes);
    t.tracebackStart = isTracebackStart(bytes);
    return t;
}

template<typename Bytes> void LogStore::findTraits(qsizetype count, Bytes bytesAt)
{
    SecondThread &second = SecondThread::ofThisThread();
    m_traits.resize(std::size_t(count));
    const qsizetype half = count / 2;
    second.start([this, half, count, &bytesAt] {
        for (qsizetype i = half; i < count; ++i)
            m_traits[std::size_t(i)] = traitsOf(bytesAt(i));
    });
    for (qsizetype i = 0; i < half; ++i)
        m_traits[std::size_t(i)] = traitsOf(bytesAt(i));
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
                         const Traits *traits)
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
    const Traits found = traits ? *traits : traitsOf(bytes);

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
            if (isTerminalExceptionLine(parsed.text.trimmed()) || depth >= MaxTracebackLines) {
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
            QByteArray key = progressKey(bytes);
            if (m_lastProgress >= 0 && m_lastProgress == endSequence() - 1 && key == m_lastProgressKey
                && contains(m_lastProgress)) {
                // Collapse into the previous update of the same bar, over its text when that is
                // the newest in the chunk (a bar that updates for hours then takes no more room).
                Row &prev = m_rows.back();
                if (!m_chunks.empty() && prev.chunk == m_chunks.back().serial
                    && qsizetype(prev.offset + prev.length) == m_chunks.back().bytes.size())
                    m_chunks.back().bytes.truncate(prev.offset);
                m_textBytes -= prev.length;
                Chunk &c = chunkFor(bytes.size());
                prev.chunk = c.serial;
                prev.offset = quint32(c.bytes.size());
                prev.length = quint32(bytes.size());
                c.bytes.append(bytes.data(), bytes.size());
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

    Chunk &c = chunkFor(bytes.size());
    row.chunk = c.serial;
    row.offset = quint32(c.bytes.size());
    row.length = quint32(bytes.size());
    c.bytes.append(bytes.data(), bytes.size());
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
        m_chunks.clear();
    else
        while (!m_chunks.empty() && m_chunks.front().serial < m_rows.front().chunk)
            m_chunks.pop_front();
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

QByteArrayView LogStore::bytesOf(const Row &row) const
{
    if (m_chunks.empty())
        return {};
    const qint64 idx = qint64(row.chunk) - qint64(m_chunks.front().serial);
    if (idx < 0 || idx >= qint64(m_chunks.size()))
        return {};
    const Chunk &c = m_chunks[std::size_t(idx)];
    if (c.packed.isEmpty())
        return QByteArrayView(c.bytes.data() + row.offset, row.length);
    const char *text = unpacked(c);
    return text ? QByteArrayView(text + row.offset, row.length) : QByteArrayView();
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
    qint64 bytes = m_rows.bytesReserved() + qint64(m_invocations.size()) * InvocationBytes
        + qint64(m_droppedPerInvocation.size() * sizeof(qint64));
    for (const Chunk &c : m_chunks)
        bytes += c.heldBytes();
    return bytes + unpackReserveBytes();
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
