// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace ic {

/// Which of a set of regular expressions can match a text, found in one pass over it.
///
/// The literals each pattern cannot match without (requiredLiterals()) are indexed by their
/// first three characters; one pass over a text looks each position up and names the patterns
/// one of whose literals occurs. It replaces a substring search per pattern (a profile has about
/// a hundred) by one pass per log record, and is built in microseconds, where a compiled
/// multi-literal matcher took milliseconds of every `analyze` run. A pattern that names no
/// usable literal is always a candidate: the answer never excludes a pattern that matches.
class PatternLiterals {
public:
    /// The answer of one scan, and the scan's working memory (one per thread).
    class Candidates {
    public:
        /// Whether the pattern `slot` (its index in the list given) may match.
        bool contains(int slot) const
        {
            return slot < 0 || size_t(slot) >= m_bits.size() * 64
                || (m_bits[size_t(slot) >> 6] >> (slot & 63)) & 1;
        }

    private:
        friend class PatternLiterals;
        std::vector<quint64> m_bits;
        QByteArray m_text; ///< the narrowed text
    };

    /// Slot i is `patterns[i]` (PCRE syntax).
    explicit PatternLiterals(const QStringList &patterns = {});

    qsizetype size() const { return m_slots; }
    void scan(QStringView text, Candidates *out) const;

private:
    struct Literal {
        QByteArray bytes; ///< narrowed: a byte per UTF-16 code unit (see the .cpp)
        int slot = 0;
    };
    static constexpr int kHashBits = 12;

    qsizetype m_slots = 0;
    std::vector<Literal> m_literals; ///< sorted by the hash of their first three bytes
    std::vector<quint16> m_bucket; ///< hash → first literal with it; [hash + 1] ends it
    std::vector<quint64> m_always; ///< slots without a usable literal: candidates on every text
    /// The first two bytes of every literal, a bit each (65536 bits): most positions of a text
    /// start none, and are passed over on one bit test.
    std::vector<quint64> m_firstPairs;
};

} // namespace ic
