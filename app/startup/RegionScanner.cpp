// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RegionScanner.h"

#include "diagnose/CrashDiagnosis.h"
#include "startup/StartupProfile.h"

#include <QHash>
#include <QMutex>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace ic {

namespace {

#if defined(__x86_64__) && defined(__GNUC__)
/// countNewlines() 32 bytes at a time, on a CPU with AVX2.
__attribute__((target("avx2"))) qint64 countNewlinesAvx2(const char *p, qsizetype size)
{
    qint64 n = 0;
    qsizetype i = 0;
    const __m256i nl = _mm256_set1_epi8('\n');
    const __m256i zero = _mm256_setzero_si256();
    while (size - i >= 32) {
        __m256i acc = zero;
        const qsizetype blocks = std::min<qsizetype>((size - i) / 32, 255);
        for (qsizetype b = 0; b < blocks; ++b, i += 32) {
            const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + i));
            acc = _mm256_sub_epi8(acc, _mm256_cmpeq_epi8(v, nl)); // a match is -1
        }
        const __m256i sums = _mm256_sad_epu8(acc, zero);
        n += _mm256_extract_epi64(sums, 0) + _mm256_extract_epi64(sums, 1) + _mm256_extract_epi64(sums, 2)
            + _mm256_extract_epi64(sums, 3);
    }
    for (; i < size; ++i)
        n += p[i] == '\n';
    return n;
}

const bool g_avx2 = [] {
    __builtin_cpu_init(); // a static initializer may run before the runtime's own
    return __builtin_cpu_supports("avx2") != 0;
}();
#endif

/// Line breaks in a buffer: 16 bytes at a time (SSE2, in every x86-64), or 32 with AVX2, the
/// byte counts summed every 255 blocks; the serving log's line breaks are most of what
/// `analyze` reads.
qint64 countNewlines(const char *p, qsizetype size)
{
#if defined(__x86_64__) && defined(__GNUC__)
    if (g_avx2)
        return countNewlinesAvx2(p, size);
#endif
    qint64 n = 0;
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i zero = _mm_setzero_si128();
    while (size - i >= 16) {
        __m128i acc = zero;
        const qsizetype blocks = std::min<qsizetype>((size - i) / 16, 255);
        for (qsizetype b = 0; b < blocks; ++b, i += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
            acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(v, nl)); // a match is -1
        }
        const __m128i sums = _mm_sad_epu8(acc, zero);
        n += _mm_cvtsi128_si64(sums) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums));
    }
#endif
    for (; i < size; ++i)
        n += p[i] == '\n';
    return n;
}

void addHidingLiterals(LinePrefilter &f);

/// The literals every profile and crash rule needs, and those that may hide them.
void addCommonLiterals(LinePrefilter &f)
{
    static const QStringList crash = crashRulePatterns();
    for (const QString &c : crash)
        f.addPattern(c);
    addHidingLiterals(f);
}

/// The pre-filter before the engine is known: every profile, detection patterns included.
LinePrefilter allEnginesPrefilter()
{
    static QMutex mutex;
    static int generation = -1;
    static LinePrefilter all;
    const QMutexLocker lock(&mutex);
    if (generation == startupProfilesGeneration())
        return all;
    generation = startupProfilesGeneration();
    all = [] {
        LinePrefilter f;
        addCommonLiterals(f);
        for (const StartupProfile &prof : builtInStartupProfiles())
            for (const QString &pat : prof.patterns(true))
                f.addPattern(pat);
        f.compile();
        if (!f.error().isEmpty())
            qCWarning(lcStartup) << "literal pre-filter:" << f.error();
        return f;
    }();
    return all;
}

/// One engine's pre-filter as it is made: the common literals, its profile's (those that still count
/// after a crash marked).
LinePrefilter makeEnginePrefilter(const QString &engine)
{
    LinePrefilter f;
    addCommonLiterals(f);
    // The lines with a literal of the patterns that still count after a crash are marked (the
    // literals of trackerPrefilter()).
    const auto add = [&f](const QList<ProfilePattern> &list, bool marked) {
        for (const ProfilePattern &p : list) {
            if (marked)
                f.addMarkedPattern(p.re.pattern());
            else
                f.addPattern(p.re.pattern());
        }
    };
    for (const StartupProfile &prof : builtInStartupProfiles()) {
        if (prof.engine != engine)
            continue;
        for (const ProfilePhase &ph : prof.phases) {
            add(ph.start, true);
            add(ph.progress, true);
            add(ph.done, true);
        }
        add(prof.ready, false);
        add(prof.failure, false);
        add(prof.stopped, false);
        add(prof.benign, true);
        for (const ProfileHint &h : prof.hints)
            f.addMarkedPattern(h.re.pattern());
    }
    f.compile();
    if (!f.error().isEmpty())
        qCWarning(lcStartup) << "literal pre-filter for" << engine << ":" << f.error();
    return f;
}

/// Pre-filters per engine, each made the first time a log of that engine is read and made again
/// when the profiles change.
class PrefilterCache {
public:
    template<typename Make> LinePrefilter get(const QString &engine, Make make)
    {
        const QMutexLocker lock(&m_mutex);
        if (m_generation != startupProfilesGeneration()) {
            m_compiled.clear();
            m_generation = startupProfilesGeneration();
        }
        if (const auto it = m_compiled.constFind(engine); it != m_compiled.cend())
            return *it;
        LinePrefilter f = make();
        m_compiled.insert(engine, f);
        return f;
    }

private:
    QMutex m_mutex;
    QHash<QString, LinePrefilter> m_compiled;
    int m_generation = -1;
};

/// One engine's pre-filter.
LinePrefilter enginePrefilter(const QString &engine)
{
    static PrefilterCache cache;
    return cache.get(engine, [&engine] { return makeEnginePrefilter(engine); });
}

/// The literals that may be hidden from a pre-filter: escape sequences (raw or in caret
/// notation), journald's byte-array MESSAGE, JSON-escaped control characters.
void addHidingLiterals(LinePrefilter &f)
{
    f.addMarkedLiteral(QByteArrayLiteral("\x1b"));
    f.addMarkedLiteral(QByteArrayLiteral("^["));
    f.addMarkedLiteral(QByteArrayLiteral("\"MESSAGE\":["));
    f.addMarkedLiteral(QByteArrayLiteral("\\u00"));
}

/// The pre-filter over a region of whole lines, and the line breaks counted around its picks.
void scanRegion(const LinePrefilter &filter, QByteArrayView r, const QString &engine,
                RegionScanner::Piece *out)
{
    out->bytes = r;
    out->starts.clear();
    out->before.clear();
    out->marked.clear();
    out->engine = engine;
    filter.matchingLines(r, &out->starts, engine.isEmpty() ? nullptr : &out->marked);
    out->before.reserve(out->starts.size());
    const char *base = r.data();
    qsizetype cur = 0;
    qint64 n = 0;
    for (const qsizetype s : std::as_const(out->starts)) {
        n += countNewlines(base + cur, s - cur);
        out->before.append(n);
        cur = s;
    }
    out->lineBreaks = n + countNewlines(base + cur, r.size() - cur);
}

/// The literals of the patterns that still count after a crash.
LinePrefilter makeTrackerPrefilter(const QString &engine)
{
    LinePrefilter f;
    addHidingLiterals(f);
    bool found = false;
    const auto add = [&f](const QList<ProfilePattern> &list) {
        for (const ProfilePattern &p : list)
            f.addPattern(p.re.pattern());
    };
    for (const StartupProfile &prof : builtInStartupProfiles()) {
        if (prof.engine != engine)
            continue;
        found = true;
        // After the crash the failure, stopped and ready patterns change nothing.
        for (const ProfilePhase &ph : prof.phases) {
            add(ph.start);
            add(ph.progress);
            add(ph.done);
        }
        add(prof.benign);
        for (const ProfileHint &h : prof.hints)
            f.addPattern(h.re.pattern());
    }
    if (!found)
        f.addLiteral({}); // not a built-in engine: every line passes
    f.compile();
    return f;
}
} // namespace

LinePrefilter trackerPrefilter(const QString &engine)
{
    static PrefilterCache cache;
    return cache.get(engine, [&engine] { return makeTrackerPrefilter(engine); });
}

const LinePrefilter &RegionScanner::filter(const QString &engine)
{
    if (engine.isEmpty()) {
        if (!m_all)
            m_all = allEnginesPrefilter();
        return *m_all;
    }
    if (engine != m_engine) {
        m_engine = engine;
        m_one = enginePrefilter(engine);
    }
    return m_one;
}

const RegionScanner::Piece &RegionScanner::scan(QByteArrayView lines, const QString &engine)
{
    scanInto(lines, engine, &m_piece);
    return m_piece;
}

void RegionScanner::scanInto(QByteArrayView lines, const QString &engine, Piece *out)
{
    scanRegion(filter(engine), lines, engine, out);
}

} // namespace ic
