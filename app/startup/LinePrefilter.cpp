// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LinePrefilter.h"

#include <hs/hs.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace ic {

namespace {

using Literals = QList<RequiredLiteral>;

/// What one alternative or group requires: the best set of literals, or nothing.
struct Need {
    std::optional<Literals> lits;
    int score() const
    {
        if (!lits || lits->isEmpty())
            return 0;
        int s = INT_MAX;
        for (const RequiredLiteral &l : *lits)
            s = std::min(s, int(l.text.size()));
        return s;
    }
};

class PatternReader {
public:
    PatternReader(QStringView p, int minLength)
        : m_p(p)
        , m_min(minLength)
    {
    }

    std::optional<Literals> run()
    {
        if (m_p.startsWith(u"(?i)"))
            m_caseless = true;
        const std::optional<Literals> out = alternatives();
        if (m_pos != m_p.size() || m_bad)
            return std::nullopt; // unbalanced or not understood: no promise
        return out;
    }

private:
    bool atEnd() const { return m_pos >= m_p.size(); }
    QChar peek(qsizetype ahead = 0) const
    {
        return m_pos + ahead < m_p.size() ? m_p[m_pos + ahead] : QChar();
    }

    /// Reads a quantifier after an item; returns whether the item may be absent.
    bool quantifier(bool *repeated)
    {
        *repeated = false;
        bool optional = false;
        const QChar c = peek();
        if (c == u'?' || c == u'*') {
            optional = true;
            ++m_pos;
        } else if (c == u'+') {
            *repeated = true;
            ++m_pos;
        } else if (c == u'{') {
            const qsizetype close = m_p.indexOf(u'}', m_pos);
            if (close < 0)
                return false; // a literal '{' in PCRE
            const QStringView inside = m_p.mid(m_pos + 1, close - m_pos - 1);
            bool ok = false;
            const int lo = inside.split(u',').first().toInt(&ok);
            if (!ok)
                return false;
            optional = lo == 0;
            *repeated = true;
            m_pos = close + 1;
        } else {
            return false;
        }
        if (peek() == u'?' || peek() == u'+')
            ++m_pos; // lazy or possessive
        return optional;
    }

    /// alternatives := sequence ('|' sequence)* ; stops before ')' or at the end.
    std::optional<Literals> alternatives()
    {
        Literals all;
        bool any = true;
        while (true) {
            const std::optional<Literals> seq = sequence();
            if (!seq)
                any = false;
            else
                all += *seq;
            if (peek() == u'|') {
                ++m_pos;
                continue;
            }
            break;
        }
        if (!any)
            return std::nullopt;
        return all;
    }

    void flushRun(QString *run, Need *best)
    {
        const QByteArray utf8 = run->toUtf8();
        run->clear();
        if (utf8.size() < m_min)
            return;
        Need n;
        n.lits = Literals { RequiredLiteral { utf8, m_caseless } };
        if (n.score() > best->score())
            *best = n;
    }

    std::optional<Literals> sequence()
    {
        Need best;
        QString run;
        while (!atEnd() && peek() != u'|' && peek() != u')') {
            const QChar c = peek();
            if (c == u'(') {
                flushRun(&run, &best);
                ++m_pos;
                bool capture = true;
                bool lookaround = false;
                if (peek() == u'?') {
                    ++m_pos;
                    const QChar k = peek();
                    if (k == u':' || k == u'>' || k == u'|') {
                        ++m_pos;
                    } else if (k == u'=' || k == u'!') {
                        ++m_pos;
                        lookaround = true;
                    } else if (k == u'<' && (peek(1) == u'=' || peek(1) == u'!')) {
                        m_pos += 2;
                        lookaround = true;
                    } else if (k == u'<' || k == u'P' || k == u'\'') {
                        const qsizetype close = m_p.indexOf(k == u'\'' ? u'\'' : u'>', m_pos + 1);
                        if (close < 0) {
                            m_bad = true;
                            return std::nullopt;
                        }
                        m_pos = close + 1;
                    } else if (k == u'#') {
                        const qsizetype close = m_p.indexOf(u')', m_pos);
                        m_pos = close < 0 ? m_p.size() : close + 1;
                        continue;
                    } else {
                        // Inline flags "(?i)" or "(?s:...)".
                        qsizetype j = m_pos;
                        while (j < m_p.size() && m_p[j] != u')' && m_p[j] != u':')
                            ++j;
                        if (m_p.mid(m_pos, j - m_pos).contains(u'i'))
                            m_caseless = true;
                        if (j < m_p.size() && m_p[j] == u')') {
                            m_pos = j + 1;
                            continue;
                        }
                        m_pos = j + 1;
                    }
                    capture = false;
                }
                Q_UNUSED(capture)
                const std::optional<Literals> inner = alternatives();
                if (peek() != u')') {
                    m_bad = true;
                    return std::nullopt;
                }
                ++m_pos;
                bool repeated = false;
                const bool optional = quantifier(&repeated);
                if (!lookaround && !optional && inner) {
                    Need n;
                    n.lits = inner;
                    if (n.score() >= m_min && n.score() > best.score())
                        best = n;
                }
                continue;
            }
            if (c == u'[') {
                flushRun(&run, &best);
                ++m_pos;
                if (peek() == u'^')
                    ++m_pos;
                if (peek() == u']')
                    ++m_pos;
                while (!atEnd() && peek() != u']') {
                    if (peek() == u'\\')
                        ++m_pos;
                    ++m_pos;
                }
                if (atEnd()) {
                    m_bad = true;
                    return std::nullopt;
                }
                ++m_pos;
                bool repeated = false;
                quantifier(&repeated);
                continue;
            }
            QChar literal;
            bool isLiteral = false;
            if (c == u'\\') {
                const QChar e = peek(1);
                m_pos += 2;
                if (!e.isNull() && !e.isLetterOrNumber() && e != u'"' && e != u'\\' && e.unicode() >= 0x20) {
                    literal = e;
                    isLiteral = true;
                }
            } else {
                ++m_pos;
                if (c != u'.' && c != u'^' && c != u'$' && c != u'"' && c.unicode() >= 0x20) {
                    literal = c;
                    isLiteral = true;
                }
            }
            bool repeated = false;
            const bool optional = quantifier(&repeated);
            if (!isLiteral || optional) {
                flushRun(&run, &best);
                continue;
            }
            run += literal;
            if (repeated)
                flushRun(&run, &best);
        }
        flushRun(&run, &best);
        return best.lits;
    }

    QStringView m_p;
    int m_min;
    qsizetype m_pos = 0;
    bool m_caseless = false;
    bool m_bad = false;
};

struct ScanState {
    const char *base;
    qsizetype size;
    qsizetype markedEnd; ///< lines before this offset are already reported
    QList<qsizetype> *out;
    QList<bool> *marked = nullptr; ///< when asked: whether each line has a marked literal
    const char *markedIds = nullptr;
};

int onMatch(unsigned int id, unsigned long long, unsigned long long to, unsigned int, void *ctx)
{
    auto *s = static_cast<ScanState *>(ctx);
    const qsizetype at = qsizetype(to) - 1; // the last byte of the literal
    if (at < s->markedEnd) {
        if (s->marked && s->markedIds[id])
            s->marked->last() = true; // the line already reported
        return 0;
    }
    if (s->marked)
        s->marked->append(s->markedIds[id] != 0);
    const void *nl = memrchr(s->base + s->markedEnd, '\n', size_t(at - s->markedEnd));
    const qsizetype start = nl ? static_cast<const char *>(nl) - s->base + 1 : s->markedEnd;
    const void *end = std::memchr(s->base + at, '\n', size_t(s->size - at));
    s->markedEnd = end ? static_cast<const char *>(end) - s->base + 1 : s->size;
    s->out->append(start);
    return 0;
}

int onAnyMatch(unsigned int, unsigned long long, unsigned long long, unsigned int, void *)
{
    return 1; // stop at the first
}

} // namespace

std::optional<QList<RequiredLiteral>> requiredLiterals(const QString &pattern, int minLength)
{
    if (pattern.isEmpty())
        return std::nullopt;
    std::optional<Literals> lits = PatternReader(pattern, std::max(1, minLength)).run();
    if (!lits || lits->isEmpty())
        return std::nullopt;
    // Dedupe, keeping the order.
    Literals out;
    for (const RequiredLiteral &l : *lits)
        if (!out.contains(l))
            out.append(l);
    return out;
}

struct LinePrefilter::Database {
    hs_database_t *db = nullptr;
    ~Database() { hs_free_database(db); }
};

LinePrefilter::LinePrefilter() = default;

LinePrefilter::~LinePrefilter()
{
    hs_free_scratch(static_cast<hs_scratch_t *>(m_scratch));
}

LinePrefilter::LinePrefilter(const LinePrefilter &other)
    : m_literals(other.m_literals)
    , m_isMarked(other.m_isMarked)
    , m_markedIds(other.m_markedIds)
    , m_short(other.m_short)
    , m_shortMarked(other.m_shortMarked)
    , m_everything(other.m_everything)
    , m_error(other.m_error)
    , m_db(other.m_db)
{
    if (other.m_scratch)
        hs_clone_scratch(static_cast<hs_scratch_t *>(other.m_scratch),
                         reinterpret_cast<hs_scratch_t **>(&m_scratch));
}

LinePrefilter &LinePrefilter::operator=(const LinePrefilter &other)
{
    if (this == &other)
        return *this;
    hs_free_scratch(static_cast<hs_scratch_t *>(m_scratch));
    m_scratch = nullptr;
    m_literals = other.m_literals;
    m_isMarked = other.m_isMarked;
    m_markedIds = other.m_markedIds;
    m_short = other.m_short;
    m_shortMarked = other.m_shortMarked;
    m_everything = other.m_everything;
    m_error = other.m_error;
    m_db = other.m_db;
    if (other.m_scratch)
        hs_clone_scratch(static_cast<hs_scratch_t *>(other.m_scratch),
                         reinterpret_cast<hs_scratch_t **>(&m_scratch));
    return *this;
}

bool LinePrefilter::addPattern(const QString &pattern)
{
    const std::optional<QList<RequiredLiteral>> lits = requiredLiterals(pattern);
    if (!lits) {
        m_everything = true;
        m_error = QStringLiteral("no literal in pattern: %1").arg(pattern);
        return false;
    }
    for (const RequiredLiteral &l : *lits)
        if (!m_literals.contains(l)) {
            m_literals.append(l);
            m_isMarked.append(false);
        }
    return true;
}

bool LinePrefilter::addMarkedPattern(const QString &pattern)
{
    const std::optional<QList<RequiredLiteral>> lits = requiredLiterals(pattern);
    if (!lits) {
        m_everything = true;
        m_error = QStringLiteral("no literal in pattern: %1").arg(pattern);
        return false;
    }
    for (const RequiredLiteral &l : *lits) {
        const qsizetype i = m_literals.indexOf(l);
        if (i >= 0) {
            m_isMarked[i] = true;
        } else {
            m_literals.append(l);
            m_isMarked.append(true);
        }
    }
    return true;
}

void LinePrefilter::addMarkedLiteral(const QByteArray &literal)
{
    addLiteral(literal);
    if (const qsizetype i = m_literals.indexOf(RequiredLiteral { literal, false }); i >= 0)
        m_isMarked[i] = true;
}

void LinePrefilter::addLiteral(const QByteArray &literal, bool caseless)
{
    if (literal.isEmpty()) {
        m_everything = true;
        return;
    }
    const RequiredLiteral l { literal, caseless };
    if (!m_literals.contains(l)) {
        m_literals.append(l);
        m_isMarked.append(false);
    }
}

void LinePrefilter::compile()
{
    hs_free_scratch(static_cast<hs_scratch_t *>(m_scratch));
    m_scratch = nullptr;
    m_db.reset();
    m_short.clear();
    m_shortMarked.clear();
    m_markedIds.clear();
    if (m_everything || m_literals.isEmpty())
        return;
    if (hs_valid_platform() != HS_SUCCESS) {
        m_error = QStringLiteral("this CPU lacks what the literal matcher needs (SSSE3)");
        m_everything = true;
        return;
    }
    // A line that contains a literal contains every shorter literal inside it: keep the shorter
    // (a marked one only for a marked one: the line must still be marked).
    QList<RequiredLiteral> kept;
    QList<bool> keptMarked;
    for (qsizetype i = 0; i < m_literals.size(); ++i) {
        const RequiredLiteral &l = m_literals.at(i);
        bool covered = false;
        for (qsizetype j = 0; j < m_literals.size() && !covered; ++j) {
            const RequiredLiteral &o = m_literals.at(j);
            covered = !o.caseless && o.text.size() < l.text.size() && l.text.contains(o.text)
                && (m_isMarked.at(j) || !m_isMarked.at(i));
        }
        if (!covered) {
            kept.append(l);
            keptMarked.append(m_isMarked.at(i));
        }
    }
    m_literals = kept;
    m_isMarked = keptMarked;
    m_markedIds.assign(size_t(m_literals.size()), 0);
    for (qsizetype i = 0; i < m_literals.size(); ++i)
        m_markedIds[size_t(i)] = m_isMarked.at(i) ? 1 : 0;
    std::vector<const char *> exprs;
    std::vector<size_t> lens;
    std::vector<unsigned> flags;
    std::vector<unsigned> ids;
    for (qsizetype i = 0; i < m_literals.size(); ++i) {
        if (!m_literals.at(i).caseless && m_literals.at(i).text.size() <= 2) {
            m_short.append(m_literals.at(i).text);
            m_shortMarked.append(m_isMarked.at(i));
            continue;
        }
        exprs.push_back(m_literals.at(i).text.constData());
        lens.push_back(size_t(m_literals.at(i).text.size()));
        flags.push_back(m_literals.at(i).caseless ? HS_FLAG_CASELESS : 0);
        ids.push_back(unsigned(i));
    }
    if (exprs.empty())
        return; // short literals only
    auto db = std::make_shared<Database>();
    hs_compile_error_t *err = nullptr;
    if (hs_compile_lit_multi(exprs.data(), flags.data(), ids.data(), lens.data(), unsigned(exprs.size()),
                             HS_MODE_BLOCK, nullptr, &db->db, &err)
        != HS_SUCCESS) {
        m_error = QString::fromUtf8(err && err->message ? err->message : "hs_compile_lit_multi failed");
        hs_free_compile_error(err);
        m_everything = true;
        return;
    }
    if (hs_alloc_scratch(db->db, reinterpret_cast<hs_scratch_t **>(&m_scratch)) != HS_SUCCESS) {
        m_error = QStringLiteral("cannot allocate the matcher's scratch space");
        m_everything = true;
        return;
    }
    m_db = std::move(db);
}

bool LinePrefilter::passesEverything() const
{
    return m_everything || (!m_db && m_short.isEmpty());
}

namespace {

/// The next occurrence of a one- or two-byte literal in [p, end), or nullptr.
const char *findShort(const char *p, const char *end, const QByteArray &literal)
{
    while (p < end) {
        p = static_cast<const char *>(std::memchr(p, literal.at(0), size_t(end - p)));
        if (!p)
            return nullptr;
        if (literal.size() == 1 || (p + 1 < end && p[1] == literal.at(1)))
            return p;
        ++p;
    }
    return nullptr;
}

} // namespace

bool LinePrefilter::lineMatches(QByteArrayView line) const
{
    if (passesEverything())
        return true;
    for (const QByteArray &lit : m_short)
        if (findShort(line.data(), line.data() + line.size(), lit))
            return true;
    if (!m_db)
        return false;
    const hs_error_t rc = hs_scan(m_db->db, line.data(), unsigned(std::min<qsizetype>(line.size(), UINT_MAX)),
                                  0, static_cast<hs_scratch_t *>(m_scratch), onAnyMatch, nullptr);
    return rc == HS_SCAN_TERMINATED;
}

void LinePrefilter::matchingLines(QByteArrayView buffer, QList<qsizetype> *lineStarts) const
{
    matchingLines(buffer, lineStarts, nullptr);
}

void LinePrefilter::matchingLines(QByteArrayView buffer, QList<qsizetype> *lineStarts,
                                  QList<bool> *marked) const
{
    if (buffer.isEmpty())
        return;
    if (passesEverything()) {
        qsizetype pos = 0;
        while (pos < buffer.size()) {
            lineStarts->append(pos);
            if (marked)
                marked->append(true);
            const void *nl = std::memchr(buffer.data() + pos, '\n', size_t(buffer.size() - pos));
            if (!nl)
                break;
            pos = static_cast<const char *>(nl) - buffer.data() + 1;
        }
        return;
    }
    const qsizetype before = lineStarts->size();
    if (m_db) {
        ScanState s { buffer.data(), buffer.size(), 0, lineStarts, marked, m_markedIds.data() };
        hs_scan(m_db->db, buffer.data(), unsigned(buffer.size()), 0, static_cast<hs_scratch_t *>(m_scratch),
                onMatch, &s);
    }
    if (m_short.isEmpty())
        return;
    const char *base = buffer.data();
    const char *end = base + buffer.size();
    std::vector<std::pair<qsizetype, bool>> shortHits; // line start, marked
    for (qsizetype k = 0; k < m_short.size(); ++k) {
        const QByteArray &lit = m_short.at(k);
        const char *p = base;
        while ((p = findShort(p, end, lit))) {
            const void *nl = memrchr(base, '\n', size_t(p - base));
            shortHits.emplace_back(nl ? static_cast<const char *>(nl) - base + 1 : 0, m_shortMarked.at(k));
            const void *next = std::memchr(p, '\n', size_t(end - p));
            if (!next)
                break;
            p = static_cast<const char *>(next) + 1;
        }
    }
    if (shortHits.empty())
        return;
    // In increasing order, each line once (marked when any of its literals is), as the caller
    // expects.
    std::vector<std::pair<qsizetype, bool>> all;
    all.reserve(size_t(lineStarts->size() - before) + shortHits.size());
    for (qsizetype i = before; i < lineStarts->size(); ++i)
        all.emplace_back(lineStarts->at(i), marked ? marked->at(i) : false);
    all.insert(all.end(), shortHits.begin(), shortHits.end());
    std::sort(all.begin(), all.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    lineStarts->resize(before);
    if (marked)
        marked->resize(before);
    for (const auto &[start, m] : all) {
        if (lineStarts->size() > before && lineStarts->last() == start) {
            if (marked && m)
                marked->last() = true;
            continue;
        }
        lineStarts->append(start);
        if (marked)
            marked->append(m);
    }
}

} // namespace ic
