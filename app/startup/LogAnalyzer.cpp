// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LogAnalyzer.h"

#include "diagnose/CrashDiagnosis.h"
#include "formats/CompiledRegex.h"
#include "formats/EngineLogLine.h"
#include "formats/JournalJson.h"
#include "formats/SecondThread.h"
#include "startup/RegionScanner.h"
#include "startup/StartupTracker.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstring>
#include <deque>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LogAnalyzer)
};

struct JournalRecord {
    QString message;
    qint64 realtimeUsec = -1;
};

/// One `journalctl -o json` line, through the journal parser; false when it is not one.
bool decodeJournalJson(QByteArrayView line, JournalRecord *out)
{
    const JournalEntry e = parseJournalJsonLine(line);
    if (!e.isValid())
        return false;
    out->message = e.message;
    out->realtimeUsec = e.realtimeUsec > 0 ? e.realtimeUsec : -1;
    return true;
}

enum class TimeSource { None, Journal, Json, EngineClock };

/// Times for lines that carry no year: a fixed leap year, rolled forward when the clock wraps.
class ClockReader {
public:
    qint64 fromEngineClock(const QString &clock)
    {
        // "MM-DD HH:MM:SS" (vLLM) or "YYYY-MM-DD HH:MM:SS" (SGLang)
        int year = m_year;
        QStringView c(clock);
        if (c.size() == 19 && c[4] == u'-') {
            year = c.left(4).toInt();
            c = c.mid(5);
        } else if (c.size() != 14) {
            return kUnknownTime;
        }
        const QDate d(year, c.left(2).toInt(), c.mid(3, 2).toInt());
        const QTime t(c.mid(6, 2).toInt(), c.mid(9, 2).toInt(), c.mid(12, 2).toInt());
        if (!d.isValid() || !t.isValid())
            return kUnknownTime;
        qint64 ms = QDateTime(d, t, Qt::UTC).toMSecsSinceEpoch();
        if (clock.size() == 14 && m_last != kUnknownTime && ms < m_last - 180LL * 86400 * 1000) {
            ++m_year; // December → January
            ms = QDateTime(QDate(m_year, d.month(), d.day()), t, Qt::UTC).toMSecsSinceEpoch();
        }
        m_last = ms;
        return ms;
    }
    /// journald short: the month name is localised, so only day and time are read.
    qint64 fromJournalPrefix(int day, int h, int m, int s)
    {
        qint64 ms = ((qint64(day) * 24 + h) * 60 + m) * 60000LL + s * 1000LL + m_monthOffset;
        if (m_last != kUnknownTime && ms < m_last - 15LL * 86400 * 1000) {
            m_monthOffset += 31LL * 86400 * 1000; // a new month began
            ms += 31LL * 86400 * 1000;
        }
        m_last = ms;
        return ms;
    }

private:
    int m_year = 2000;
    qint64 m_last = kUnknownTime;
    qint64 m_monthOffset = 0;
};

const CompiledRegex &journalShortTime()
{
    static const CompiledRegex re(QRegularExpression(
        QStringLiteral("^\\S+\\s+(\\d{1,2}) (\\d\\d):(\\d\\d):(\\d\\d) \\S+ [^:\\[\\s]+(?:\\[\\d+\\])?: ")));
    return re;
}

/// What journalShortTime() needs at the start: a word, blanks, one or two digits, a blank and
/// "DD:" (PCRE2's \\s is ASCII white space); a record without it is not tried.
bool mayBeJournalShort(QStringView s)
{
    const auto space = [](QChar c) { return c == u' ' || (c.unicode() >= 9 && c.unicode() <= 13); };
    const auto digit = [](QChar c) { return c.unicode() >= u'0' && c.unicode() <= u'9'; };
    qsizetype i = 0;
    while (i < s.size() && !space(s[i]))
        ++i;
    if (i == 0)
        return false;
    while (i < s.size() && space(s[i]))
        ++i;
    if (i >= s.size() || !digit(s[i]))
        return false;
    ++i;
    if (i < s.size() && digit(s[i]))
        ++i;
    return i + 3 < s.size() && s[i] == u' ' && digit(s[i + 1]) && digit(s[i + 2]) && s[i + 3] == u':';
}

QByteArrayView head(QByteArrayView v, qsizetype n)
{
    return v.first(std::clamp<qsizetype>(n, 0, v.size()));
}

/// journalShortTime() on the bytes of a line (as its text would be): every part of the
/// expression is deterministic (each run ends where the next part's first character begins), so
/// this reads it left to right. Bytes beyond ASCII are neither blank nor digit, as their
/// characters are to the expression.
bool matchesJournalShortTime(QByteArrayView s)
{
    const auto space = [](char c) { return c == ' ' || (uchar(c) >= 9 && uchar(c) <= 13); };
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    const qsizetype n = s.size();
    qsizetype i = 0;
    while (i < n && !space(s[i]))
        ++i;
    if (i == 0 || i >= n)
        return false;
    while (i < n && space(s[i]))
        ++i;
    if (i >= n || !digit(s[i]))
        return false;
    ++i;
    if (i < n && digit(s[i]))
        ++i;
    if (i >= n || s[i] != ' ')
        return false;
    ++i;
    if (n - i < 9 || !digit(s[i]) || !digit(s[i + 1]) || s[i + 2] != ':' || !digit(s[i + 3])
        || !digit(s[i + 4]) || s[i + 5] != ':' || !digit(s[i + 6]) || !digit(s[i + 7]) || s[i + 8] != ' ')
        return false;
    i += 9;
    qsizetype j = i;
    while (j < n && !space(s[j]))
        ++j;
    if (j == i || j >= n || s[j] != ' ')
        return false;
    i = j + 1;
    j = i;
    while (j < n && s[j] != ':' && s[j] != '[' && !space(s[j]))
        ++j;
    if (j == i)
        return false;
    i = j;
    if (i < n && s[i] == '[') {
        j = i + 1;
        while (j < n && digit(s[j]))
            ++j;
        if (j == i + 1 || j >= n || s[j] != ']')
            return false;
        i = j + 1;
    }
    return i + 1 < n && s[i] == ':' && s[i + 1] == ' ';
}

/// The lines the crash diagnosis will read: the last kMaxDiagnosisLines or fewer of those kept
/// (when that many are kept, the oldest fifth goes), each made text only when the diagnosis
/// reads it (most are dropped before the end). A plain line of at most 65536 bytes is kept as
/// its bytes, any other as its text's UTF-16 code units. Lines are copied one after the other
/// into blocks of about kBlockBytes (one allocation per block, not one per line); a block goes
/// when its last line is dropped or read.
class KeptLines {
public:
    void append(QByteArrayView bytes, bool utf16, qint64 lineNo)
    {
        if (m_end - m_first >= LogStreamAnalyzer::kMaxDiagnosisLines) {
            m_first += LogStreamAnalyzer::kMaxDiagnosisLines / 5;
            while (!m_blocks.empty()
                   && m_blocks.front().firstIndex + qint64(m_blocks.front().lines.size()) <= m_first)
                m_blocks.pop_front();
        }
        if (m_blocks.empty() || m_blocks.back().used + bytes.size() > m_blocks.back().capacity) {
            Block &b = m_blocks.emplace_back();
            b.capacity = std::max<qsizetype>(kBlockBytes, bytes.size());
            b.bytes.reset(new char[size_t(b.capacity)]);
            b.firstIndex = m_end;
            b.lines.reserve(kBlockBytes / 64);
        }
        Block &b = m_blocks.back();
        if (!bytes.isEmpty())
            std::memcpy(b.bytes.get() + b.used, bytes.data(), size_t(bytes.size()));
        b.lines.push_back(Line { lineNo, quint32(b.used), quint32(bytes.size()), utf16 });
        b.used += bytes.size();
        ++m_end;
    }

    qsizetype size() const { return qsizetype(m_end - m_first); }

    /// The log's line number of kept line `i` (0: the oldest kept).
    qint64 lineNumber(qsizetype i) const
    {
        const auto [b, l] = locate(i);
        return b->lines[l].lineNo;
    }

    /// Kept line `i` as text, once: its block goes when all its lines were taken. Safe from two
    /// threads for different lines.
    QString takeText(qsizetype i)
    {
        const auto [b, l] = locate(i);
        const Line &line = b->lines[l];
        const char *bytes = b->bytes.get() + line.offset;
        QString t;
        if (line.utf16) {
            t = QString(qsizetype(line.size / 2), Qt::Uninitialized);
            std::memcpy(t.data(), bytes, line.size);
        } else {
            t = QString::fromUtf8(bytes, qsizetype(line.size));
            if (t.endsWith(u'\r'))
                t.chop(1);
        }
        if (b->untaken.fetch_sub(1, std::memory_order_acq_rel) == 1)
            b->bytes.reset(); // the other lines' Line entries stay for lineNumber()
        return t;
    }

    /// Counts each block's lines still to be taken; done before takeText() is first called.
    void prepareTaking()
    {
        for (Block &b : m_blocks) {
            const qint64 from = std::max(b.firstIndex, m_first);
            b.untaken.store(int(b.firstIndex + qint64(b.lines.size()) - from), std::memory_order_relaxed);
        }
    }

private:
    static constexpr qsizetype kBlockBytes = 60 << 10;
    struct Line {
        qint64 lineNo;
        quint32 offset;
        quint32 size;
        bool utf16;
    };
    struct Block {
        std::unique_ptr<char[]> bytes;
        qsizetype capacity = 0;
        qsizetype used = 0;
        qint64 firstIndex = 0; ///< the running index of lines[0]
        std::vector<Line> lines;
        std::atomic<int> untaken { 0 };
    };

    std::pair<const Block *, size_t> locate(qsizetype i) const
    {
        const qint64 at = m_first + i;
        // Blocks hold runs of consecutive indexes, in order.
        const auto it = std::upper_bound(m_blocks.begin(), m_blocks.end(), at,
                                         [](qint64 v, const Block &b) { return v < b.firstIndex; });
        const Block &b = *std::prev(it);
        return { &b, size_t(at - b.firstIndex) };
    }
    std::pair<Block *, size_t> locate(qsizetype i)
    {
        const auto [b, l] = std::as_const(*this).locate(i);
        return { const_cast<Block *>(b), l };
    }

    std::deque<Block> m_blocks;
    qint64 m_first = 0; ///< running index of the oldest line kept
    qint64 m_end = 0; ///< running index after the newest
};

} // namespace

struct LogStreamAnalyzer::State {
    StartupTracker tracker;
    RegionScanner scanner;
    ClockReader clock;
    TimeSource source = TimeSource::None;
    int journalShort = 0;
    int journalJson = 0;
    int examinedForFormat = 0;
    qint64 lineNo = 0; ///< complete lines so far
    qint64 bytes = 0;
    qint64 examined = 0;
    /// The lines diagnoseCrash() will see (see KeptLines).
    KeptLines kept;
    /// Once the run crashed with its engine known and its clock chosen, a line that contains
    /// none of the literals of the patterns that still count (trackerPrefilter(): phases, benign
    /// notices, hints) can change nothing the tracker reports: after the crash no phase moves,
    /// no time is shown, and the failure, stopped and ready patterns do nothing. Such a line is
    /// only kept for the diagnosis (and counted for the format), without being made text or
    /// taken apart.
    bool quick = false;
    QString quickEngine; ///< the engine quickFilter is for
    LinePrefilter quickFilter; ///< trackerPrefilter() of the engine, for this thread
    LinePrefilter quickFilter2; ///< its copy for the second thread
    QByteArray partial;
    bool partialCut = false;
    QByteArray lastLine; ///< the last complete line, when it was not examined
    qint64 lastLineNo = 0;

    /// A picked line made text and taken apart: what needs no state of the analyzer, so the
    /// second thread can do it for its half of a read.
    struct Prepared {
        QByteArrayView raw; ///< the line (valid while the region it is in is read)
        bool deferred = false;
        QString text;
        bool json = false;
        qint64 realtimeUsec = -1; ///< journal JSON's timestamp, -1 when none
        QList<QStringView> pieces; ///< into text
        QList<EngineLogLine> records; ///< one per piece
    };

    static Prepared prepare(QByteArrayView raw)
    {
        Prepared p;
        raw = head(raw, kMaxLineBytes);
        p.raw = raw;
        JournalRecord jr;
        if (!raw.isEmpty() && raw.front() == '{' && decodeJournalJson(raw, &jr)) {
            p.json = true;
            p.text = std::move(jr.message);
            p.realtimeUsec = jr.realtimeUsec;
        } else {
            p.text = QString::fromUtf8(raw);
            if (p.text.endsWith(u'\r'))
                p.text.chop(1);
        }
        p.pieces = splitGluedRecords(p.text);
        p.records.reserve(p.pieces.size());
        for (QStringView piece : std::as_const(p.pieces))
            p.records.append(parseEngineLogLine(piece));
        return p;
    }

    /// Whether the quick path can be taken from now on (it stays so: a crash, the engine and the
    /// clock's source are never undone in a log read offline).
    bool quickReady()
    {
        if (quick)
            return true;
        if (tracker.outcome() != StartupOutcome::Crashed || source == TimeSource::None)
            return false;
        const QString engine = tracker.engine();
        if (engine.isEmpty())
            return false;
        quickFilter = trackerPrefilter(engine);
        if (quickFilter.passesEverything())
            return false;
        quickFilter2 = quickFilter;
        quickEngine = engine;
        quick = true;
        return true;
    }

    /// Whether a picked line may take the quick path (quickReady() being true). `marked`: what
    /// the scan said of its literals (RegionScanner::Piece::marked), < 0 when it did not say.
    static bool quickLine(const LinePrefilter &f, QByteArrayView raw, int marked = -1)
    {
        raw = head(raw, kMaxLineBytes);
        if (raw.isEmpty() || raw.front() == '{' || uchar(raw.front()) >= 0x80)
            return false;
        return marked < 0 ? !f.lineMatches(raw) : marked == 0;
    }

    /// RegionScanner::Piece::marked for pick `i` of `sc`, -1 when the scan did not say for
    /// the engine the tracker has.
    int markOf(const RegionScanner::Piece &sc, qsizetype i) const
    {
        if (!quick || sc.marked.size() != sc.starts.size() || sc.engine != quickEngine)
            return -1;
        return sc.marked.at(i) ? 1 : 0;
    }

    void examine(QByteArrayView raw, qint64 no, int marked = -1)
    {
        if (quickReady() && quickLine(quickFilter, raw, marked))
            examineQuick(raw, no);
        else
            examine(prepare(raw), no);
    }

    /// What examine() does with a line that contains none of the tracker's literals, once the
    /// run crashed: the format's count, and the line kept for the diagnosis as it would be.
    void examineQuick(QByteArrayView raw, qint64 no)
    {
        ++examined;
        ++examinedForFormat;
        raw = head(raw, kMaxLineBytes);
        if (source == TimeSource::Journal && matchesJournalShortTime(raw))
            ++journalShort;
        if (raw.size() <= 65536) {
            keepForDiagnosis(raw, false, no);
            return;
        }
        QString text = QString::fromUtf8(raw);
        if (text.endsWith(u'\r'))
            text.chop(1);
        keepText(text, no);
    }

    /// A text kept as it is, cut as the diagnosis reads it.
    void keepText(const QString &text, qint64 no)
    {
        const QStringView t = QStringView(text).left(65536);
        keepForDiagnosis(QByteArrayView(reinterpret_cast<const char *>(t.utf16()), t.size() * 2), true, no);
    }

    void keepForDiagnosis(QByteArrayView bytes, bool utf16, qint64 no) { kept.append(bytes, utf16, no); }

    /// diagnoseCrash() over the lines kept, each made text when it reads it, and let go.
    std::optional<RootCause> diagnose()
    {
        kept.prepareTaking();
        return diagnoseCrash(int(kept.size()), [this](int i) { return kept.takeText(i); });
    }

    /// Whether a prepared line starts with journalShortTime(): read on its bytes when they start
    /// in ASCII (a byte order mark is not read as a character of the text).
    static bool journalShortAt(const Prepared &p)
    {
        if (!p.raw.isEmpty() && uchar(p.raw.front()) < 0x80)
            return matchesJournalShortTime(p.raw);
        return mayBeJournalShort(p.text) && journalShortTime().matches(p.text, true);
    }

    void examine(const Prepared &p, qint64 no)
    {
        if (p.deferred) {
            examineQuick(p.raw, no);
            return;
        }
        ++examined;
        const QString &text = p.text;
        qint64 t = kUnknownTime;
        ++examinedForFormat;
        // After the crash (quick) times change nothing reported: only the format is counted.
        const bool timed = !quick;
        if (!timed) {
            if (p.json)
                ++journalJson;
            else if (source == TimeSource::Journal && journalShortAt(p))
                ++journalShort;
        } else if (p.json) {
            ++journalJson;
            if (p.realtimeUsec >= 0 && (source == TimeSource::None || source == TimeSource::Json)) {
                source = TimeSource::Json;
                t = p.realtimeUsec / 1000;
            }
        } else if ((source == TimeSource::None || source == TimeSource::Journal) && mayBeJournalShort(text)) {
            // fromUtf8() made valid UTF-16: the expression need not check it again.
            if (const RegexMatch m = journalShortTime().match(text, 0, true); m.hasMatch()) {
                ++journalShort;
                source = TimeSource::Journal;
                t = clock.fromJournalPrefix(m.capturedView(1).toInt(), m.capturedView(2).toInt(),
                                            m.capturedView(3).toInt(), m.capturedView(4).toInt());
            }
        }
        const int line = int(std::min<qint64>(no, INT_MAX));
        const int benignBefore = tracker.benignCount();
        for (const EngineLogLine &rec : p.records) {
            qint64 pieceTime = t;
            if (timed && pieceTime == kUnknownTime && !rec.clock.isEmpty()
                && (source == TimeSource::None || source == TimeSource::EngineClock)) {
                pieceTime = clock.fromEngineClock(rec.clock);
                if (pieceTime != kUnknownTime)
                    source = TimeSource::EngineClock;
            }
            tracker.addParsedRecord(rec, pieceTime, line);
        }
        // A known-harmless line (the engine's periodic notices) is never part of a crash.
        if (no > kFullLines && !p.pieces.isEmpty() && tracker.benignCount() - benignBefore == p.pieces.size())
            return;
        // A plain line is kept as it came (its text is made from it again), any other as text.
        if (!p.json && p.raw.size() <= 65536)
            keepForDiagnosis(p.raw, false, no);
        else
            keepText(text, no);
    }

    /// One complete line outside a scanned region (the first lines, or one split by a chunk).
    void completeLine(QByteArrayView line)
    {
        ++lineNo;
        if (lineNo <= kFullLines || scanner.filter(tracker.engine()).lineMatches(head(line, kMaxLineBytes))) {
            examine(line, lineNo);
            lastLine.clear();
        } else {
            lastLine = head(line, 65536).toByteArray();
            lastLineNo = lineNo;
        }
    }

    /// Whole lines, each ending in '\n', with nothing pending: the first lines one by one, the
    /// rest scanned here, or (a big region) left pending for the second thread to start on.
    void region(const QByteArray &owner, QByteArrayView r)
    {
        qsizetype pos = 0;
        while (lineNo < kFullLines && pos < r.size()) {
            const qsizetype nl = r.indexOf('\n', pos);
            completeLine(r.sliced(pos, nl - pos));
            pos = nl + 1;
        }
        if (pos >= r.size())
            return;
        r = r.sliced(pos);
        if (r.size() >= kTwoThreadBytes)
            startJob(owner, r);
        else
            consume(scanner.scan(r, tracker.engine()));
    }

    /// After a piece: its last line, when it was not picked, is kept for finish() (the lines
    /// after the last pick were counted by the scan).
    void tail(const RegionScanner::Piece &sc)
    {
        const QByteArrayView r = sc.bytes;
        const qint64 after = sc.starts.isEmpty() ? sc.lineBreaks : sc.lineBreaks - sc.before.constLast() - 1;
        if (after > 0) {
            const qsizetype lastStart = r.lastIndexOf('\n', r.size() - 2) + 1;
            lastLine = head(r.sliced(lastStart, r.size() - 1 - lastStart), 65536).toByteArray();
            lastLineNo = lineNo;
        } else {
            lastLine.clear();
        }
    }

    /// Examines a scanned piece's picks in order and moves the line count past it.
    void consume(const RegionScanner::Piece &sc)
    {
        const QByteArrayView r = sc.bytes;
        const qint64 base = lineNo;
        for (qsizetype i = 0; i < sc.starts.size(); ++i) {
            const qsizetype s = sc.starts.at(i);
            const qsizetype nl = r.indexOf('\n', s);
            examine(r.sliced(s, nl - s), base + sc.before.at(i) + 1, markOf(sc, i));
        }
        lineNo = base + sc.lineBreaks;
        tail(sc);
    }

    // A big region is a job: cut into parts of about kPartBytes, each scanned and its picks
    // prepared by whichever thread claims it first. The second thread starts on it while this
    // one examines the region before it (and the line that joins them); this one claims what
    // is left when it comes to the region. The parts are then examined here, in order.
    //
    // The scan of a job's region uses the engine known when the job starts, before the region
    // ahead of it is examined. When the examining names another engine, the region is scanned
    // again here for it, so the picks are always those of the engine known at the region's first
    // line. A line prepared without the quick path is right either way (examine() takes a
    // prepared line through the same steps), and the quick path is only taken once it is ready,
    // which is never undone.

    static constexpr qsizetype kPartBytes = 256 << 10;

    struct Job {
        struct Part {
            RegionScanner::Piece piece;
            std::vector<Prepared> made; ///< one per pick
            bool bySecond = false; ///< made on the second thread, which lets it go
        };
        QByteArray owner; ///< holds the region's bytes
        QString engine; ///< what the region is scanned for
        bool quick = false; ///< lines without the tracker's literals are left for examineQuick()
        QString quickEngine;
        std::vector<Part> parts;
        qsizetype count = 0; ///< parts in use
        std::atomic<qsizetype> next { 0 }; ///< the first part nobody claimed
        /// The second thread let go of what it made in this slot's last region; until then,
        /// nothing is claimed here.
        std::atomic<bool> open { false };
    };
    Job jobs[2];
    int pending = -1; ///< the job whose region comes next, or -1
    int jobsStarted = 0;
    RegionScanner secondScanner; ///< the second thread's filters

    /// Claims and makes parts of `j` until none is left.
    static void work(Job &j, RegionScanner &sc, const LinePrefilter *quickFilter, bool second)
    {
        for (qsizetype i; (i = j.next.fetch_add(1, std::memory_order_acq_rel)) < j.count;) {
            Job::Part &part = j.parts[size_t(i)];
            part.bySecond = second;
            sc.scanInto(part.piece.bytes, j.engine, &part.piece);
            const RegionScanner::Piece &pc = part.piece;
            const bool marks = j.quick && pc.engine == j.quickEngine && pc.marked.size() == pc.starts.size();
            part.made.resize(size_t(pc.starts.size()));
            for (qsizetype k = 0; k < pc.starts.size(); ++k) {
                const qsizetype s = pc.starts.at(k);
                const QByteArrayView line = pc.bytes.sliced(s, pc.bytes.indexOf('\n', s) - s);
                Prepared &p = part.made[size_t(k)];
                if (j.quick && quickLine(*quickFilter, line, marks ? int(pc.marked.at(k)) : -1)) {
                    p = Prepared();
                    p.raw = line;
                    p.deferred = true;
                } else {
                    p = prepare(line);
                }
            }
        }
    }

    /// Makes `r` (whole lines, in `owner`) the pending job and starts the second thread on it.
    void startJob(const QByteArray &owner, QByteArrayView r)
    {
        const int slot = jobsStarted++ % 2;
        Job &j = jobs[slot];
        j.owner = owner;
        j.engine = tracker.engine();
        j.quick = quickReady();
        j.quickEngine = quickEngine;
        const qsizetype want = std::max<qsizetype>(1, r.size() / kPartBytes);
        if (qsizetype(j.parts.size()) < want)
            j.parts.resize(size_t(want)); // parts are kept: the second thread lets go of what it made
        qsizetype count = 0;
        for (qsizetype pos = 0; pos < r.size(); ++count) {
            qsizetype end = r.size();
            if (count + 1 < want) {
                const qsizetype nl = r.indexOf('\n', std::min(r.size() - 1, pos + r.size() / want));
                end = nl < 0 ? r.size() : nl + 1;
            }
            if (count >= qsizetype(j.parts.size()))
                j.parts.resize(size_t(count + 1));
            j.parts[size_t(count)].piece.bytes = r.sliced(pos, end - pos);
            pos = end;
        }
        j.count = count;
        j.next.store(0, std::memory_order_relaxed);
        j.open.store(false, std::memory_order_relaxed);
        pending = slot;
        const LinePrefilter *quick = j.quick ? &quickFilter2 : nullptr;
        prepWorker.start([this, &j, quick] {
            for (Job::Part &part : j.parts) {
                if (part.bySecond) {
                    part.made.clear();
                    part.bySecond = false;
                }
            }
            j.open.store(true, std::memory_order_release);
            work(j, secondScanner, quick, true);
        });
    }

    /// Waits for the pending job's parts, claiming those nobody took yet.
    void completeJob(Job &j)
    {
        if (j.open.load(std::memory_order_acquire))
            work(j, scanner, j.quick ? &quickFilter : nullptr, false);
        prepWorker.wait();
    }

    /// Examines a completed job's region and moves the line count past it.
    void examineJob(Job &j)
    {
        if (j.engine != tracker.engine()) {
            // Another engine was named before the region: its picks are those of that engine.
            for (qsizetype i = 0; i < j.count; ++i)
                consume(scanner.scan(j.parts[size_t(i)].piece.bytes, tracker.engine()));
        } else {
            for (qsizetype i = 0; i < j.count; ++i) {
                Job::Part &part = j.parts[size_t(i)];
                const qint64 base = lineNo;
                for (qsizetype k = 0; k < part.piece.starts.size(); ++k)
                    examine(part.made[size_t(k)], base + part.piece.before.at(k) + 1);
                lineNo = base + part.piece.lineBreaks;
                if (!part.bySecond)
                    part.made.clear();
            }
            tail(j.parts[size_t(j.count - 1)].piece);
        }
        j.owner = QByteArray();
    }

    /// The pending job completed and examined.
    void settle()
    {
        if (pending < 0)
            return;
        Job &j = jobs[pending];
        pending = -1;
        completeJob(j);
        examineJob(j);
    }

    /// A chunk: the line it completes, then its whole lines. While the second thread starts on a
    /// big region of this chunk, this one examines the region pending from the last.
    void add(const QByteArray &chunk)
    {
        const QByteArrayView b = chunk;
        bytes += b.size();
        qsizetype pos = 0;
        bool joined = false;
        if (!partial.isEmpty() || partialCut) {
            const qsizetype nl = b.indexOf('\n');
            const qsizetype room = kMaxLineBytes - partial.size();
            if (nl < 0) {
                if (room > 0)
                    partial.append(head(b, room));
                partialCut = partialCut || b.size() > room;
                return;
            }
            if (room > 0)
                partial.append(head(b, std::min(room, nl)));
            joined = true;
            pos = nl + 1;
        }
        const qsizetype last = b.lastIndexOf('\n');
        const QByteArrayView r = last >= pos ? b.sliced(pos, last + 1 - pos) : QByteArrayView();
        const auto completeJoined = [this, joined] {
            if (!joined)
                return;
            completeLine(partial);
            partial.clear();
            partialCut = false;
        };
        if (pending >= 0) {
            Job &before = jobs[pending];
            pending = -1;
            completeJob(before);
            const bool overlap = r.size() >= kTwoThreadBytes;
            if (overlap)
                startJob(chunk, r); // a job past the first lines
            examineJob(before);
            completeJoined();
            if (!r.isEmpty() && !overlap)
                consume(scanner.scan(r, tracker.engine()));
        } else {
            completeJoined();
            if (!r.isEmpty())
                region(chunk, r);
        }
        pos = last >= pos ? last + 1 : pos;
        if (pos < b.size()) {
            const QByteArrayView rest = b.sliced(pos);
            partial = head(rest, kMaxLineBytes).toByteArray();
            partialCut = rest.size() > kMaxLineBytes;
        }
    }

    SecondThread prepWorker; ///< last: it ends (and joins) before what its jobs use
};

LogStreamAnalyzer::LogStreamAnalyzer()
    : d(std::make_unique<State>())
{
    d->tracker.setRequireHealth(false); // offline: the ready marker alone
}

LogStreamAnalyzer::~LogStreamAnalyzer() = default;

void LogStreamAnalyzer::addData(QByteArrayView bytes)
{
    if (!bytes.isEmpty())
        d->add(bytes.toByteArray());
}

void LogStreamAnalyzer::addData(const QByteArray &chunk)
{
    if (!chunk.isEmpty())
        d->add(chunk);
}

qint64 LogStreamAnalyzer::bytesSeen() const
{
    return d->bytes;
}

qint64 LogStreamAnalyzer::lineBreaks() const
{
    d->settle();
    return d->lineNo;
}

bool LogStreamAnalyzer::sawLineBreak() const
{
    return d->lineNo > 0 || d->pending >= 0; // a pending region is whole lines
}

qint64 LogStreamAnalyzer::linesExamined() const
{
    d->settle();
    return d->examined;
}

LogAnalysis LogStreamAnalyzer::finish()
{
    d->settle();
    if (!d->partial.isEmpty()) {
        const QByteArray line = std::exchange(d->partial, {});
        d->completeLine(line);
    }
    // The last line sets the clock for the phase that was still running.
    if (!d->lastLine.isEmpty())
        d->examine(std::exchange(d->lastLine, {}), d->lastLineNo);

    LogAnalysis a;
    a.lineCount = int(std::min<qint64>(d->lineNo, INT_MAX));
    const int n = d->examinedForFormat;
    a.format = d->journalJson > n / 2 ? QStringLiteral("journal-json")
        : d->journalShort > n / 2     ? QStringLiteral("journal-short")
                                      : QStringLiteral("plain");

    const StartupSnapshot s = d->tracker.snapshot();
    if (!s.engine.isEmpty())
        a.engine = s.engine;
    a.benignWarnings = s.benignSkipped;
    for (const StartupPhaseStatus &ph : s.phases) {
        if (ph.firstLine < 0)
            continue;
        AnalyzedPhase ap;
        ap.id = ph.id;
        ap.firstLine = ph.firstLine;
        ap.lastLine = ph.lastLine;
        ap.progress = ph.fraction;
        ap.seconds = ph.seconds();
        a.phases.append(ap);
    }

    // A start-up that became ready and did not crash after has no root cause to show: the
    // diagnosis (the longest part of reading a long log's end) runs only when it can matter.
    // The lines go to it to keep: it lets each go once read.
    const bool readyNotCrashed = s.outcome != StartupOutcome::Crashed && s.everReady;
    const std::optional<RootCause> cause = readyNotCrashed ? std::nullopt : d->diagnose();
    if (s.outcome == StartupOutcome::Crashed)
        a.outcome = QStringLiteral("crashed");
    else if (s.everReady)
        a.outcome = QStringLiteral("ready");
    else if (cause)
        a.outcome = QStringLiteral("crashed"); // the log ends in a traceback the tracker has no marker for
    else if (!s.engine.isEmpty() && s.outcome == StartupOutcome::Starting)
        a.outcome = QStringLiteral("starting");

    if (a.outcome == QLatin1String("crashed") && cause && cause->line >= 0 && cause->line < d->kept.size()) {
        a.rootCauseLine = int(std::min<qint64>(d->kept.lineNumber(cause->line), INT_MAX));
        a.rootCauseText = cause->text;
        a.rootCauseCategory = crashCategoryId(cause->category);
    }
    return a;
}

LogAnalysis analyzeLog(QByteArrayView content)
{
    LogStreamAnalyzer an;
    // In slices, as a file is read: the same path as `analyze`. The content outlives the
    // analyzer, so each slice is handed over without a copy.
    for (qsizetype pos = 0; pos < content.size(); pos += 1 << 20)
        an.addData(QByteArray::fromRawData(content.data() + pos,
                                           std::min<qsizetype>(1 << 20, content.size() - pos)));
    return an.finish();
}

QJsonObject logAnalysisToJson(const LogAnalysis &a)
{
    QJsonArray phases;
    for (const AnalyzedPhase &p : a.phases) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), p.id);
        o.insert(QStringLiteral("first_line"), p.firstLine);
        o.insert(QStringLiteral("last_line"), p.lastLine);
        o.insert(QStringLiteral("progress"),
                 p.progress >= 0 ? QJsonValue(p.progress) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("seconds"),
                 p.seconds >= 0 ? QJsonValue(p.seconds) : QJsonValue(QJsonValue::Null));
        phases.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("engine"), a.engine);
    root.insert(QStringLiteral("outcome"), a.outcome);
    root.insert(QStringLiteral("phases"), phases);
    if (a.hasRootCause()) {
        QJsonObject rc;
        rc.insert(QStringLiteral("line"), a.rootCauseLine);
        rc.insert(QStringLiteral("text"), a.rootCauseText);
        rc.insert(QStringLiteral("category"), a.rootCauseCategory);
        root.insert(QStringLiteral("root_cause"), rc);
    } else {
        root.insert(QStringLiteral("root_cause"), QJsonValue(QJsonValue::Null));
    }
    root.insert(QStringLiteral("benign_warnings"), a.benignWarnings);
    return root;
}

QString renderLogAnalysis(const LogAnalysis &a)
{
    QString out;
    QTextStream ts(&out);
    ts << Tr::tr("Engine:  %1").arg(a.engine) << '\n';
    ts << Tr::tr("Outcome: %1").arg(a.outcome) << '\n';
    ts << Tr::tr("Phases:") << '\n';
    if (a.phases.isEmpty())
        ts << "  " << Tr::tr("(none recognised)") << '\n';
    for (const AnalyzedPhase &p : a.phases) {
        QString row = QStringLiteral("  %1 ").arg(p.id, -17)
            + Tr::tr("lines %1–%2").arg(p.firstLine).arg(p.lastLine).leftJustified(18);
        if (p.progress >= 0)
            row += QStringLiteral("%1%").arg(qRound(p.progress * 100), 3) + QStringLiteral("  ");
        if (p.seconds >= 0)
            row += Tr::tr("%1 s").arg(p.seconds, 0, 'f', 1);
        ts << row.trimmed().prepend(QStringLiteral("  ")) << '\n';
    }
    if (a.hasRootCause())
        ts << Tr::tr("Root cause (line %1, %2): %3")
                  .arg(a.rootCauseLine)
                  .arg(a.rootCauseCategory, a.rootCauseText)
           << '\n';
    else
        ts << Tr::tr("Root cause: none found") << '\n';
    ts << Tr::tr("Benign warnings skipped: %1").arg(a.benignWarnings) << '\n';
    return out;
}

} // namespace ic
