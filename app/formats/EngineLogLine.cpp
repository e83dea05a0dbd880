// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EngineLogLine.h"

#include "formats/CompiledRegex.h"

#include "formats/Utf16.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMutex>
#include <QRegularExpression>

#include <QtAlgorithms>

#include <array>
#include <atomic>
#include <memory>
#include <optional>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::EngineLogLine)
};

/// One installed engine prefix, with what makes it cheap to try.
struct CompiledPrefix {
    LogPrefixSpec spec;
    QRegularExpression re;
    CompiledRegex fast; ///< `re`, matched directly
    std::array<bool, 128> first {}; ///< ASCII characters a match can start with
    bool nonAscii = false; ///< whether a match can start with a character beyond ASCII
    int level = -1; ///< capture indices of the named groups, -1 when absent
    int clock = -1;
    int process = -1;
    int pid = -1;

    bool mayStartWith(QChar c) const { return c.unicode() < 128 ? first[c.unicode()] : nonAscii; }
};

/// The installed prefixes by kind, in the profiles' order.
struct PrefixSet {
    QList<LogPrefixSpec> specs;
    QList<CompiledPrefix> process;
    QList<CompiledPrefix> header;
    QList<CompiledPrefix> level;
    std::array<bool, 128> processFirst {}; ///< any process prefix can start with it
    bool processNonAscii = false;
    std::array<bool, 128> splitStop {}; ///< splitStops(processFirst)
    /// The characters of splitStop when there are at most kStopListSize of them and none beyond
    /// ASCII stops a split (stopCount 0 otherwise): splitGluedRecords() then compares them with
    /// eight characters at a time.
    static constexpr int kStopListSize = 8;
    std::array<char16_t, kStopListSize> stopList {};
    int stopCount = 0;

    bool processMayStartWith(QChar c) const
    {
        return c.unicode() < 128 ? processFirst[c.unicode()] : processNonAscii;
    }
};

/// Where splitGluedRecords() must look: a carriage return, the C of a graph-capture bar, a
/// ']' (a header may be glued after it) and what a process prefix can start with.
constexpr std::array<bool, 128> splitStops(const std::array<bool, 128> &processFirst)
{
    std::array<bool, 128> stop = processFirst;
    stop[u'\r'] = stop[u'C'] = stop[u']'] = true;
    return stop;
}

QMutex g_prefixMutex;
std::shared_ptr<const PrefixSet> g_prefixes;
/// Bumped (under the mutex) each time the prefixes change: a thread keeps its own reference to
/// the set and takes the mutex only when the set changed, not for every record.
std::atomic<int> g_prefixGeneration { 0 };

const std::shared_ptr<const PrefixSet> &installedPrefixes()
{
    thread_local int generation = -1;
    thread_local std::shared_ptr<const PrefixSet> mine;
    const int now = g_prefixGeneration.load(std::memory_order_acquire);
    if (now != generation) {
        const QMutexLocker lock(&g_prefixMutex);
        mine = g_prefixes;
        generation = g_prefixGeneration.load(std::memory_order_relaxed);
    }
    return mine;
}

bool isDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

LogLevel levelFromWord(QStringView w)
{
    if (w == u"INFO" || w == u"I")
        return LogLevel::Info;
    if (w == u"WARNING" || w == u"WARN" || w == u"W")
        return LogLevel::Warning;
    if (w == u"ERROR" || w == u"E")
        return LogLevel::Error;
    if (w == u"CRITICAL" || w == u"FATAL" || w == u"F")
        return LogLevel::Critical;
    if (w == u"DEBUG" || w == u"D" || w == u"VERBOSE" || w == u"V")
        return LogLevel::Debug;
    return LogLevel::Unknown;
}

constexpr qsizetype kPrefixWindow = 512;

/// The first prefix of `list` that matches at the start of `s`, or nullptr.
const CompiledPrefix *matchPrefix(const QList<CompiledPrefix> &list, QStringView s, RegexMatch *m)
{
    if (s.isEmpty())
        return nullptr;
    // Prefixes are short: the expression sees the start of the record only, so a huge record
    // costs no more than a short one. The window is checked for valid UTF-16 once here, not by
    // each expression.
    const QStringView window = s.left(kPrefixWindow);
    std::optional<bool> valid;
    for (const CompiledPrefix &p : list) {
        if (!p.mayStartWith(s[0]))
            continue;
        if (!valid)
            valid = isValidUtf16Fast(window);
        // Every prefix starts with ^, so a match found at 0 is the anchored match. (Anchoring at
        // match time would make PCRE2 leave its JIT for the interpreter.)
        *m = p.fast.match(window, 0, *valid);
        if (m->hasMatch() && m->capturedStart() == 0 && m->capturedLength() > 0)
            return &p;
    }
    return nullptr;
}

/// A process prefix at `s`; returns the length consumed or 0.
/// `m` is working space.
qsizetype matchProcessPrefix(const PrefixSet &set, QStringView s, QString *name, qint64 *pid, RegexMatch &m)
{
    const CompiledPrefix *p = matchPrefix(set.process, s, &m);
    if (!p)
        return 0;
    if (name)
        *name = m.captured(p->process);
    if (pid)
        *pid = p->pid >= 0 ? m.capturedView(p->pid).toLongLong() : 0;
    return m.capturedLength();
}

const CompiledRegex &journalShortPrefix()
{
    // journalctl's short formats: "Aug 19 18:34:27 host vllm[8727]: " (localised month; with
    // `-o short-precise` "…18:34:27.480252 …"), ISO "2024-08-19T18:34:27+0000 host vllm[1]: "
    // (`short-iso`, `short-iso-precise`) and `-o short-unix` "1724092467.480252 host vllm[1]: ".
    static const CompiledRegex re(QRegularExpression(QStringLiteral(
        "^(?:\\S+\\s+\\d{1,2} \\d\\d:\\d\\d:\\d\\d(?:\\.\\d{1,9})?|\\d{4}-\\d\\d-\\d\\dT[\\d:.+-]+"
        "|\\d{9,11}\\.\\d{1,9}) \\S+ [^:\\[\\s]+(?:\\[\\d+\\])?: ")));
    return re;
}

const CompiledRegex &timestampPrefix()
{
    // RFC 3339 with nanoseconds, as Kubernetes and docker print before each line.
    static const CompiledRegex re(QRegularExpression(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d) ")));
    return re;
}

const CompiledRegex &wrapperPrefix()
{
    // Python's logging default "2026-05-29 09:14:45,594 - INFO - ", with an optional "[name] ".
    static const CompiledRegex re(QRegularExpression(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3} - [A-Z]+ - (?:\\[[\\w.-]+\\] )?")));
    return re;
}

const CompiledRegex &composePrefix()
{
    static const CompiledRegex re(QRegularExpression(QStringLiteral("^[A-Za-z0-9][\\w.-]*\\s+\\| ")));
    return re;
}

// What the capture prefixes need at the start of a record, checked before their expressions run
// (each check is implied by its expression: a record that fails it cannot match).

/// PCRE2's \\s (no Unicode properties): ASCII white space only.
bool isRegexSpace(QChar c)
{
    return c == u' ' || (c.unicode() >= 9 && c.unicode() <= 13);
}

/// journalShortPrefix()'s first form: a word, blanks, one or two digits, a blank, "DD:".
bool mayBeJournalWordPrefix(QStringView s)
{
    qsizetype i = 0;
    while (i < s.size() && !isRegexSpace(s[i]))
        ++i;
    if (i == 0)
        return false;
    while (i < s.size() && isRegexSpace(s[i]))
        ++i;
    if (i >= s.size() || !isDigit(s[i]))
        return false;
    ++i;
    if (i < s.size() && isDigit(s[i]))
        ++i;
    return i + 3 < s.size() && s[i] == u' ' && isDigit(s[i + 1]) && isDigit(s[i + 2]) && s[i + 3] == u':';
}

/// journalShortPrefix() at the start of `s`: its first form, "YYYY-" or nine digits and a point.
bool mayBeJournalPrefix(QStringView s)
{
    if (mayBeJournalWordPrefix(s))
        return true;
    qsizetype digits = 0;
    while (digits < s.size() && digits < 12 && isDigit(s[digits]))
        ++digits;
    return (digits == 4 && s.size() > 4 && s[4] == u'-')
        || (digits >= 9 && digits < s.size() && s[digits] == u'.');
}

/// timestampPrefix() or wrapperPrefix(): "YYYY-".
bool mayBeDatePrefix(QStringView s)
{
    return s.size() > 10 && isDigit(s[0]) && isDigit(s[1]) && isDigit(s[2]) && isDigit(s[3]) && s[4] == u'-';
}

/// composePrefix(): a " | " after the first word.
bool mayBeComposePrefix(QStringView s)
{
    const qsizetype bar = s.indexOf(u'|');
    return bar > 1 && s[bar - 1].isSpace() && bar + 1 < s.size() && s[bar + 1] == u' ';
}

/// Whether a match of `re` (anchored) can start with `c`, found by partial matching.
bool mayStartWith(const QRegularExpression &re, QChar c)
{
    const QRegularExpressionMatch m = re.match(QString(c), 0, QRegularExpression::PartialPreferFirstMatch,
                                               QRegularExpression::AnchorAtOffsetMatchOption);
    return m.hasMatch() || m.hasPartialMatch();
}

/// The characters a prefix can start with: every ASCII one tried; beyond ASCII a sample (a
/// letter, a block of a progress bar, a CJK character) and the pattern's own first character.
void computeFirstCharacters(CompiledPrefix *p)
{
    for (char16_t c = 1; c < 128; ++c)
        p->first[c] = mayStartWith(p->re, QChar(c));
    QString sample = QStringLiteral("\u00e9\u2588\u4e2d");
    if (p->spec.pattern.size() > 1 && p->spec.pattern.at(1).unicode() >= 128)
        sample += p->spec.pattern.at(1);
    for (QChar c : std::as_const(sample))
        p->nonAscii = p->nonAscii || mayStartWith(p->re, c);
}

} // namespace

QString logLevelName(LogLevel level)
{
    switch (level) {
    case LogLevel::Unknown:
        return {};
    case LogLevel::Debug:
        return QStringLiteral("debug");
    case LogLevel::Info:
        return QStringLiteral("info");
    case LogLevel::Warning:
        return QStringLiteral("warning");
    case LogLevel::Error:
        return QStringLiteral("error");
    case LogLevel::Critical:
        return QStringLiteral("critical");
    }
    return {};
}

LogLevel logLevelFromPriority(int priority)
{
    if (priority < 0 || priority > 7)
        return LogLevel::Unknown;
    if (priority <= 2)
        return LogLevel::Critical;
    if (priority == 3)
        return LogLevel::Error;
    if (priority == 4)
        return LogLevel::Warning;
    if (priority <= 6)
        return LogLevel::Info;
    return LogLevel::Debug;
}

namespace {

/// Whether stripAnsi() would change `text` (else it returns it as it is).
bool mayHaveAnsi(QStringView text)
{
    // One pass for the first escape character or '^' (eight characters at a time); only from a
    // '^' on is the rest searched again (neither an escape nor "^[[" can be before it).
    const char16_t *d = text.utf16();
    const qsizetype n = text.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i esc = _mm_set1_epi16(0x1b);
    const __m128i caret = _mm_set1_epi16(short(u'^'));
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i));
        const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi16(v, esc), _mm_cmpeq_epi16(v, caret)));
        if (mask != 0) {
            i += qCountTrailingZeroBits(uint(mask)) / 2;
            break;
        }
    }
#endif
    while (i < n && d[i] != 0x1b && d[i] != u'^')
        ++i;
    if (i >= n)
        return false;
    if (d[i] == 0x1b)
        return true;
    const QStringView rest = text.sliced(i);
    return rest.contains(QChar(0x1b)) || rest.contains(u"^[[");
}

} // namespace

QString stripAnsi(QStringView text)
{
    if (!mayHaveAnsi(text))
        return text.toString();
    QString out;
    out.reserve(text.size());
    bool seenText = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && !out.isEmpty() && !out.back().isSpace())
            seenText = true;
        // OSC, DCS, APC, PM and SOS strings (a title, a hyperlink) before the text, as terminal
        // scrollback has them: up to BEL or ESC backslash. Inside the message they are content,
        // kept for the reader (escaped before they reach a terminal).
        const bool leading = !seenText;
        if (leading && text[i] == QChar(0x1b) && i + 1 < text.size()
            && (text[i + 1] == u']' || text[i + 1] == u'P' || text[i + 1] == u'_' || text[i + 1] == u'^'
                || text[i + 1] == u'X')) {
            qsizetype j = i + 2;
            while (j < text.size() && text[j] != QChar(0x07)
                   && !(text[j] == QChar(0x1b) && j + 1 < text.size() && text[j + 1] == u'\\'))
                ++j;
            i = j < text.size() && text[j] == QChar(0x07) ? j : j + 1;
            continue;
        }
        qsizetype seq = -1;
        if (text[i] == QChar(0x1b) && i + 1 < text.size() && text[i + 1] == u'[')
            seq = i + 2;
        else if (text[i] == u'^' && i + 2 < text.size() && text[i + 1] == u'[' && text[i + 2] == u'[')
            seq = i + 3;
        if (seq < 0) {
            // Any other two-character escape (ESC 7, ESC c, ESC =): dropped with its letter.
            if (leading && text[i] == QChar(0x1b) && i + 1 < text.size() && text[i + 1].unicode() >= 0x20
                && text[i + 1].unicode() < 0x7f) {
                ++i;
                continue;
            }
            out += text[i];
            continue;
        }
        qsizetype j = seq;
        while (j < text.size() && (isDigit(text[j]) || text[j] == u';' || text[j] == u'?'))
            ++j;
        if (j < text.size() && text[j].isLetter()) {
            i = j; // drop the whole sequence
            continue;
        }
        out += text[i];
    }
    return out;
}

EngineLogLine parseEngineLogLine(QStringView raw)
{
    EngineLogLine l;
    // Without escape sequences the record is read where it is, not copied first.
    QString cleaned;
    QStringView s = raw;
    if (mayHaveAnsi(raw)) {
        cleaned = stripAnsi(raw);
        s = cleaned;
    }
    while (s.endsWith(u'\r') || s.endsWith(u'\n'))
        s.chop(1);

    // Each expression only where its cheap check says it may match (most records have none of
    // these prefixes).
    RegexMatch m;
    const auto take = [&s, &m](bool may, const CompiledRegex &re) {
        if (!may || !(m = re.match(s)).hasMatch())
            return false;
        s = s.mid(m.capturedLength());
        return true;
    };
    if (!s.isEmpty() && !isDigit(s[0]) && s[0] != u'(' && s[0] != u'[') {
        // Only a journald or docker compose prefix can start with a letter besides a level word.
        take(mayBeComposePrefix(s), composePrefix()) || take(mayBeJournalWordPrefix(s), journalShortPrefix());
    } else if (!s.isEmpty() && isDigit(s[0])) {
        take(mayBeJournalPrefix(s), journalShortPrefix())
            || take(mayBeDatePrefix(s), timestampPrefix()) // `kubectl logs --timestamps`, `docker logs -t`
            || take(mayBeDatePrefix(s), wrapperPrefix()); // a Python launcher's logging around the engine's
        if (!s.isEmpty() && !isDigit(s[0]) && s[0] != u'(' && s[0] != u'[')
            take(mayBeComposePrefix(s), composePrefix());
    }

    const std::shared_ptr<const PrefixSet> &set = installedPrefixes();
    if (!set) {
        l.text = s.toString();
        return l;
    }
    // Process prefixes, possibly nested: the outermost names the record.
    for (int guard = 0; guard < 4; ++guard) {
        QString name;
        qint64 pid = 0;
        const qsizetype n = matchProcessPrefix(*set, s, &name, &pid, m);
        if (n == 0)
            break;
        if (l.process.isEmpty()) {
            l.process = name;
            l.pid = pid;
        }
        s = s.mid(n);
    }
    if (const CompiledPrefix *h = matchPrefix(set->header, s, &m)) {
        if (h->level >= 0)
            l.level = levelFromWord(m.capturedView(h->level));
        if (h->clock >= 0)
            l.clock = m.captured(h->clock);
        l.hadHeader = true;
        s = s.mid(m.capturedLength());
    }
    if (l.level == LogLevel::Unknown) {
        if (const CompiledPrefix *w = matchPrefix(set->level, s, &m)) {
            if (w->level >= 0)
                l.level = levelFromWord(m.capturedView(w->level));
            s = s.mid(m.capturedLength()).trimmed();
        }
    }
    l.text = s.toString();
    return l;
}

bool readLogPrefixSpec(const QJsonValue &value, LogPrefixSpec *out, QString *error)
{
    LogPrefixSpec spec;
    QString kind = QStringLiteral("header");
    if (value.isString()) {
        spec.pattern = value.toString();
    } else if (value.isObject()) {
        const QJsonObject o = value.toObject();
        spec.pattern = o.value(QLatin1String("pattern")).toString();
        kind = o.value(QLatin1String("kind")).toString(kind);
    } else {
        *error = Tr::tr("a log prefix must be a pattern or {\"pattern\", \"kind\"}");
        return false;
    }
    if (kind == QLatin1String("header")) {
        spec.kind = LogPrefixKind::Header;
    } else if (kind == QLatin1String("process")) {
        spec.kind = LogPrefixKind::Process;
    } else if (kind == QLatin1String("level")) {
        spec.kind = LogPrefixKind::Level;
    } else {
        *error = Tr::tr("log prefix kind \"%1\" is not header, process or level").arg(kind);
        return false;
    }
    const QRegularExpression re(spec.pattern);
    if (!spec.pattern.startsWith(u'^') || !re.isValid()) {
        *error = Tr::tr("log prefix \"%1\" must be a valid regular expression starting with ^")
                     .arg(spec.pattern);
        return false;
    }
    if (spec.kind == LogPrefixKind::Process && !re.namedCaptureGroups().contains(QLatin1String("process"))) {
        *error = Tr::tr("process prefix \"%1\" needs a named group \"process\"").arg(spec.pattern);
        return false;
    }
    *out = spec;
    return true;
}

QString setEngineLogPrefixes(const QList<LogPrefixSpec> &prefixes)
{
    auto set = std::make_shared<PrefixSet>();
    QStringList problems;
    for (const LogPrefixSpec &spec : prefixes) {
        CompiledPrefix p;
        p.spec = spec;
        p.re = QRegularExpression(spec.pattern);
        if (!p.re.isValid() || !spec.pattern.startsWith(u'^')) {
            problems << spec.pattern;
            continue;
        }
        p.fast = CompiledRegex(p.re);
        const QStringList names = p.re.namedCaptureGroups();
        p.level = int(names.indexOf(QLatin1String("level")));
        p.clock = int(names.indexOf(QLatin1String("clock")));
        p.process = int(names.indexOf(QLatin1String("process")));
        p.pid = int(names.indexOf(QLatin1String("pid")));
        if (spec.kind == LogPrefixKind::Process && p.process < 0) {
            problems << spec.pattern;
            continue;
        }
        computeFirstCharacters(&p);
        set->specs.append(spec);
        switch (spec.kind) {
        case LogPrefixKind::Process:
            for (std::size_t c = 0; c < p.first.size(); ++c)
                set->processFirst[c] = set->processFirst[c] || p.first[c];
            set->processNonAscii = set->processNonAscii || p.nonAscii;
            set->process.append(p);
            break;
        case LogPrefixKind::Header:
            set->header.append(p);
            break;
        case LogPrefixKind::Level:
            set->level.append(p);
            break;
        }
    }
    set->splitStop = splitStops(set->processFirst);
    set->stopCount = 0;
    for (std::size_t c = 0; c < set->splitStop.size() && !set->processNonAscii; ++c) {
        if (!set->splitStop[c])
            continue;
        if (set->stopCount == PrefixSet::kStopListSize) {
            set->stopCount = 0; // too many: one at a time
            break;
        }
        set->stopList[std::size_t(set->stopCount++)] = char16_t(c);
    }
    const QMutexLocker lock(&g_prefixMutex);
    g_prefixes = set->specs.isEmpty() ? nullptr : std::shared_ptr<const PrefixSet>(set);
    g_prefixGeneration.fetch_add(1, std::memory_order_release);
    return problems.join(QStringLiteral(", "));
}

QList<LogPrefixSpec> engineLogPrefixes()
{
    const std::shared_ptr<const PrefixSet> &set = installedPrefixes();
    return set ? set->specs : QList<LogPrefixSpec>();
}

QList<QStringView> splitGluedRecords(QStringView record)
{
    QList<QStringView> out;
    auto pushPiece = [&out](QStringView piece) {
        while (!piece.isEmpty() && (piece.back() == u'\r' || piece.back() == u'\n'))
            piece.chop(1);
        if (!piece.trimmed().isEmpty())
            out.append(piece);
    };
    const std::shared_ptr<const PrefixSet> &set = installedPrefixes();
    // The characters where a piece can begin, so that the rest are passed over quickly.
    static constexpr std::array<bool, 128> kNoPrefixes = splitStops({});
    const std::array<bool, 128> &stop = set ? set->splitStop : kNoPrefixes;
    const bool stopNonAscii = set && set->processNonAscii;
    RegexMatch m; // for every prefix tried
    // A process prefix, then a header or a level word: the start of a record.
    auto recordStart = [&set, &m](QStringView at) -> qsizetype {
        const qsizetype len = matchProcessPrefix(*set, at, nullptr, nullptr, m);
        if (len == 0)
            return 0;
        const QStringView after = at.mid(len);
        return matchPrefix(set->header, after, &m) || matchPrefix(set->level, after, &m) ? len : 0;
    };
    qsizetype start = 0;
    const qsizetype n = record.size();
    bool afterBracket = false;
    const int stopCount = set ? set->stopCount : 0;
    for (qsizetype i = 0; i < n; ++i) {
#if defined(__SSE2__)
        if (!afterBracket && stopCount > 0) {
            // Eight characters at a time up to the next that may stop a split.
            const char16_t *d = record.utf16();
            while (i + 8 <= n) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i));
                __m128i hit = _mm_setzero_si128();
                for (int k = 0; k < stopCount; ++k)
                    hit = _mm_or_si128(
                        hit, _mm_cmpeq_epi16(v, _mm_set1_epi16(short(set->stopList[std::size_t(k)]))));
                const int mask = _mm_movemask_epi8(hit);
                if (mask != 0) {
                    i += qCountTrailingZeroBits(uint(mask)) / 2;
                    break;
                }
                i += 8;
            }
            if (i >= n)
                break;
        }
#endif
        const QChar c = record[i];
        if (!afterBracket && !(c.unicode() < 128 ? stop[c.unicode()] : stopNonAscii))
            continue; // nothing below applies here
        afterBracket = c == u']';
        if (c == u'\r') {
            pushPiece(record.mid(start, i - start));
            start = i + 1;
            continue;
        }
        if (i > start && c == u'C' && record.mid(i).startsWith(u"Capturing CUDA graph")) {
            pushPiece(record.mid(start, i - start));
            start = i;
            continue;
        }
        if (!set || i == start)
            continue;
        if (record[i - 1] == u']') {
            // A header glued to the end of a progress bar ("…1.80it/s][2025-03-08 12:29:21 TP1] …").
            if (matchPrefix(set->header, record.mid(i), &m)) {
                pushPiece(record.mid(start, i - start));
                start = i;
                continue;
            }
        }
        if (set->processMayStartWith(c) && recordStart(record.mid(i)) > 0) {
            // Only a boundary when something other than prefixes precedes it.
            bool onlyPrefixes = true;
            QStringView before = record.mid(start, i - start);
            while (!before.isEmpty()) {
                const qsizetype len = matchProcessPrefix(*set, before, nullptr, nullptr, m);
                if (len == 0) {
                    onlyPrefixes = before.trimmed().isEmpty();
                    break;
                }
                before = before.mid(len);
            }
            if (!onlyPrefixes) {
                pushPiece(record.mid(start, i - start));
                start = i;
            }
        }
    }
    pushPiece(record.mid(start));
    return out;
}

} // namespace ic
