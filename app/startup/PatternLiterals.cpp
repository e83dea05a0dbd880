// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "PatternLiterals.h"

#include "LinePrefilter.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ic {

namespace {

/// One byte per UTF-16 code unit: ASCII as itself, anything else as a byte of 0x80 or more (or
/// 0, which no literal contains). The same for the literals and the text, so a literal that
/// occurs in the text occurs in its narrowed form (the converse may fail: a candidate, never a
/// match, is what the scan promises).
void narrow(QStringView text, QByteArray *out)
{
    const qsizetype n = text.size();
    out->resize(n);
    const char16_t *p = text.utf16();
    char *d = out->data();
    qsizetype i = 0;
#if defined(__SSE2__)
    for (; i + 16 <= n; i += 16) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i + 8));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(d + i), _mm_packus_epi16(a, b));
    }
#endif
    for (; i < n; ++i) {
        const char16_t c = p[i];
        d[i] = char(c >= 0x8000 ? 0 : c > 0xff ? 0xff : c); // as _mm_packus_epi16 does
    }
}

constexpr quint32 key3(const char *p)
{
    return quint32(uchar(p[0])) | quint32(uchar(p[1])) << 8 | quint32(uchar(p[2])) << 16;
}

template<int Bits> constexpr quint32 hash3(quint32 key)
{
    return (key * 2654435761u) >> (32 - Bits);
}

void setBit(std::vector<quint64> &bits, int slot)
{
    bits[size_t(slot) >> 6] |= quint64(1) << (slot & 63);
}

} // namespace

PatternLiterals::PatternLiterals(const QStringList &patterns)
    : m_slots(patterns.size())
    , m_always((size_t(patterns.size()) + 63) / 64)
{
    for (qsizetype slot = 0; slot < patterns.size(); ++slot) {
        const std::optional<QList<RequiredLiteral>> lits = requiredLiterals(patterns.at(slot));
        std::vector<Literal> mine;
        // Caseless literals are left out: PCRE2 folds letters beyond ASCII onto ASCII ones (the
        // Kelvin sign onto k), which the narrowed text cannot show. So are those shorter than
        // the index's three characters.
        bool usable = lits.has_value();
        for (qsizetype i = 0; usable && i < lits->size(); ++i) {
            Literal l;
            narrow(QString::fromUtf8(lits->at(i).text), &l.bytes);
            l.slot = int(slot);
            usable = !lits->at(i).caseless && l.bytes.size() >= 3;
            mine.push_back(l);
        }
        if (usable)
            m_literals.insert(m_literals.end(), mine.begin(), mine.end());
        else
            setBit(m_always, int(slot));
    }
    std::stable_sort(m_literals.begin(), m_literals.end(), [](const Literal &a, const Literal &b) {
        return hash3<kHashBits>(key3(a.bytes.constData())) < hash3<kHashBits>(key3(b.bytes.constData()));
    });
    m_bucket.assign((1u << kHashBits) + 1, 0);
    for (const Literal &l : m_literals)
        ++m_bucket[hash3<kHashBits>(key3(l.bytes.constData())) + 1];
    for (size_t h = 1; h < m_bucket.size(); ++h)
        m_bucket[h] = quint16(m_bucket[h] + m_bucket[h - 1]);
    m_firstPairs.assign(65536 / 64, 0);
    for (const Literal &l : m_literals) {
        const quint32 pair = quint32(uchar(l.bytes.at(0))) | quint32(uchar(l.bytes.at(1))) << 8;
        m_firstPairs[pair >> 6] |= quint64(1) << (pair & 63);
    }
}

void PatternLiterals::scan(QStringView text, Candidates *out) const
{
    out->m_bits = m_always;
    if (m_literals.empty() || text.size() < 3)
        return;
    narrow(text, &out->m_text);
    const char *s = out->m_text.constData();
    const qsizetype n = out->m_text.size();
    const quint64 *pairs = m_firstPairs.data();
    for (qsizetype i = 0; i + 3 <= n; ++i) {
        const quint32 pair = qFromLittleEndian<quint16>(s + i); // s[i] | s[i + 1] << 8
        if (!((pairs[pair >> 6] >> (pair & 63)) & 1))
            continue;
        const quint32 h = hash3<kHashBits>(key3(s + i));
        for (quint16 k = m_bucket[h]; k < m_bucket[h + 1]; ++k) {
            const Literal &l = m_literals[k];
            if (l.bytes.size() <= n - i
                && std::memcmp(l.bytes.constData(), s + i, size_t(l.bytes.size())) == 0)
                setBit(out->m_bits, l.slot);
        }
    }
}

} // namespace ic
