// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CrashDiagnosisLiterals.h"

#include <cstring>

namespace ic::crashrules {

namespace {

/// The end of the character class that starts at `i` ('['), or -1.
qsizetype classEnd(const QString &p, qsizetype i)
{
    qsizetype j = i + 1;
    if (j < p.size() && p[j] == u'^')
        ++j;
    if (j < p.size() && p[j] == u']')
        ++j; // a leading ']' is a member
    for (; j < p.size(); ++j) {
        if (p[j] == u'\\') {
            ++j;
        } else if (p[j] == u'[' && j + 1 < p.size() && p[j + 1] == u':') {
            const qsizetype e = p.indexOf(QLatin1String(":]"), j + 2);
            if (e < 0)
                return -1;
            j = e + 1;
        } else if (p[j] == u']') {
            return j;
        }
    }
    return -1;
}

/// The ')' that closes the group opening at `i`, or -1.
qsizetype groupEnd(const QString &p, qsizetype i)
{
    int depth = 0;
    for (qsizetype j = i; j < p.size(); ++j) {
        const QChar c = p[j];
        if (c == u'\\') {
            ++j;
        } else if (c == u'[') {
            j = classEnd(p, j);
            if (j < 0)
                return -1;
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')' && --depth == 0) {
            return j;
        }
    }
    return -1;
}

/// The longest run of one alternative (no top-level '|'); empty when unsure.
std::optional<QString> longestRun(const QString &p)
{
    QString best;
    QString run;
    const auto endRun = [&] {
        if (run.size() > best.size())
            best = run;
        run.clear();
    };
    for (qsizetype i = 0; i < p.size(); ++i) {
        const QChar c = p[i];
        if (c == u'\\') {
            if (i + 1 >= p.size())
                return std::nullopt;
            const QChar e = p[++i];
            if (e.isLetterOrNumber()) {
                // A class (\d, \s, \w), an assertion (\b) or a control character; those that
                // spell a character code or quote text are not read at all.
                if (QStringView(u"xopPQEcgkNu0123456789").contains(e))
                    return std::nullopt;
                endRun();
                continue;
            }
            if (e.unicode() >= 128)
                return std::nullopt;
            run += e; // an escaped punctuation character stands for itself
        } else if (c == u'[') {
            i = classEnd(p, i);
            if (i < 0)
                return std::nullopt;
            endRun();
            continue;
        } else if (c == u'(') {
            i = groupEnd(p, i);
            if (i < 0)
                return std::nullopt;
            endRun(); // what a group holds is not read: it may be optional or an alternative
            continue;
        } else if (c == u'.' || c == u'^' || c == u'$' || c == u')') {
            endRun();
            continue;
        } else if (c == u'*' || c == u'?') {
            if (!run.isEmpty())
                run.chop(1); // the character before may be absent
            endRun();
            continue;
        } else if (c == u'+') {
            endRun(); // the character before is there, perhaps repeated
            continue;
        } else if (c == u'{') {
            qsizetype j = i + 1;
            while (j < p.size() && (p[j].isDigit() || p[j] == u','))
                ++j;
            if (j == i + 1 || j >= p.size() || p[j] != u'}')
                return std::nullopt;
            if (!run.isEmpty())
                run.chop(1);
            endRun();
            i = j;
            continue;
        } else {
            run += c;
        }
        // A quantifier right after a character: handled when it is read.
    }
    endRun();
    return best;
}

} // namespace

std::optional<QList<QString>> requiredRuns(const QString &pattern, int minLength)
{
    // Inline options (case-insensitive, extended) change what the characters mean.
    for (qsizetype i = pattern.indexOf(QLatin1String("(?")); i >= 0;
         i = pattern.indexOf(QLatin1String("(?"), i + 2)) {
        if (i + 2 < pattern.size()
            && (pattern[i + 2].isLetter() || pattern[i + 2] == u'^' || pattern[i + 2] == u'-'
                || pattern[i + 2] == u'|'))
            return std::nullopt;
    }
    if (pattern.startsWith(QLatin1String("(*")))
        return std::nullopt;
    // The top-level alternatives.
    QList<QString> alternatives;
    qsizetype from = 0;
    for (qsizetype i = 0; i <= pattern.size(); ++i) {
        if (i == pattern.size() || pattern[i] == u'|') {
            alternatives << pattern.mid(from, i - from);
            from = i + 1;
            continue;
        }
        if (pattern[i] == u'\\') {
            ++i;
        } else if (pattern[i] == u'[') {
            i = classEnd(pattern, i);
            if (i < 0)
                return std::nullopt;
        } else if (pattern[i] == u'(') {
            i = groupEnd(pattern, i);
            if (i < 0)
                return std::nullopt;
        }
    }
    QList<QString> out;
    for (const QString &a : std::as_const(alternatives)) {
        const std::optional<QString> run = longestRun(a);
        if (!run || run->size() < minLength)
            return std::nullopt;
        out << *run;
    }
    return out;
}

void LiteralGate::add(const QString &literal, quint64 group)
{
    const int h = hash(literal[0].unicode(), literal[1].unicode());
    m_buckets[size_t(h)].push_back(int(m_literals.size()));
    m_occupied[size_t(h) >> 6] |= quint64(1) << (h & 63);
    m_literals << literal;
    m_groups << group;
}

void LiteralGate::addSubstring(const QString &text, quint64 group)
{
    m_all |= group;
    if (text.size() < 2)
        m_always |= group;
    else
        add(text, group);
}

void LiteralGate::addPattern(const QString &pattern, quint64 group)
{
    m_all |= group;
    const std::optional<QList<QString>> runs = requiredRuns(pattern);
    if (!runs) {
        m_always |= group;
        return;
    }
    for (const QString &r : *runs)
        add(r, group);
}

quint64 LiteralGate::scan(QStringView text) const
{
    quint64 found = m_always;
    const char16_t *d = text.utf16();
    const qsizetype n = text.size();
    if (found == m_all)
        return found;
    const quint64 *occupied = m_occupied.data();
    for (qsizetype i = 0; i + 1 < n; ++i) {
        const int h = hash(d[i], d[i + 1]);
        if (!((occupied[size_t(h) >> 6] >> (h & 63)) & 1))
            continue;
        for (const int id : m_buckets[size_t(h)]) {
            const quint64 g = m_groups.at(id);
            if ((found & g) == g)
                continue;
            const QString &l = m_literals.at(id);
            if (l.size() <= n - i && std::memcmp(d + i, l.constData(), size_t(l.size()) * 2) == 0)
                found |= g;
        }
        if (found == m_all)
            break; // nothing more to find
    }
    return found;
}

} // namespace ic::crashrules
