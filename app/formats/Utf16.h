// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringView>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ic {

/// Whether `text` is valid UTF-16 (no unpaired surrogate). Text without any surrogate, which is
/// nearly every log record, is recognised eight code units at a time; only text that has one
/// takes Qt's check, which walks one code point at a time. Every record the start-up tracker
/// and the prefix reader see is checked once, so that the regular expressions need not be.
inline bool isValidUtf16Fast(QStringView text)
{
    const char16_t *p = text.utf16();
    const qsizetype n = text.size();
    qsizetype i = 0;
    bool surrogate = false;
#if defined(__SSE2__)
    const __m128i mask = _mm_set1_epi16(short(0xf800));
    const __m128i sur = _mm_set1_epi16(short(0xd800));
    __m128i any = _mm_setzero_si128();
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        any = _mm_or_si128(any, _mm_cmpeq_epi16(_mm_and_si128(v, mask), sur));
    }
    surrogate = _mm_movemask_epi8(any) != 0;
#endif
    for (; i < n && !surrogate; ++i)
        surrogate = (p[i] & 0xf800) == 0xd800;
    return !surrogate || text.isValidUtf16();
}

} // namespace ic
