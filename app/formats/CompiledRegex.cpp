// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CompiledRegex.h"

#define PCRE2_CODE_UNIT_WIDTH 16
#include <pcre2.h>

#include <algorithm>
#include <mutex>
#include <vector>

namespace ic {

namespace {

/// QRegularExpression's options as PCRE2's, as qregularexpression.cpp converts them (UTF always;
/// UCP only when asked).
uint32_t pcreOptions(QRegularExpression::PatternOptions o)
{
    uint32_t r = PCRE2_UTF;
    if (o & QRegularExpression::CaseInsensitiveOption)
        r |= PCRE2_CASELESS;
    if (o & QRegularExpression::DotMatchesEverythingOption)
        r |= PCRE2_DOTALL;
    if (o & QRegularExpression::MultilineOption)
        r |= PCRE2_MULTILINE;
    if (o & QRegularExpression::ExtendedPatternSyntaxOption)
        r |= PCRE2_EXTENDED;
    if (o & QRegularExpression::InvertedGreedinessOption)
        r |= PCRE2_UNGREEDY;
    if (o & QRegularExpression::DontCaptureOption)
        r |= PCRE2_NO_AUTO_CAPTURE;
    if (o & QRegularExpression::UseUnicodePropertiesOption)
        r |= PCRE2_UCP;
    return r;
}

/// One match data block per thread, big enough for kMaxGroups groups.
pcre2_match_data_16 *matchData()
{
    struct Holder {
        pcre2_match_data_16 *data = pcre2_match_data_create_16(RegexMatch::kMaxGroups, nullptr);
        ~Holder() { pcre2_match_data_free_16(data); }
    };
    thread_local Holder h;
    return h.data;
}

} // namespace

struct CompiledRegex::Code {
    QRegularExpression re;
    std::once_flag once;
    pcre2_code_16 *code = nullptr;
    int groups = 0; ///< capture groups, and the whole match

    ~Code() { pcre2_code_free_16(code); }

    pcre2_code_16 *compiled()
    {
        std::call_once(once, [this] {
            // Compiled here only (asking `re` whether it is valid would compile it a second time).
            const QString pattern = re.pattern();
            int error = 0;
            PCRE2_SIZE errorOffset = 0;
            code = pcre2_compile_16(reinterpret_cast<PCRE2_SPTR16>(pattern.utf16()),
                                    PCRE2_SIZE(pattern.size()), pcreOptions(re.patternOptions()), &error,
                                    &errorOffset, nullptr);
            if (!code)
                return;
            pcre2_jit_compile_16(code, PCRE2_JIT_COMPLETE); // without it, the interpreter runs
            uint32_t count = 0;
            pcre2_pattern_info_16(code, PCRE2_INFO_CAPTURECOUNT, &count);
            groups = int(std::min<uint32_t>(count + 1, RegexMatch::kMaxGroups));
        });
        return code;
    }
};

CompiledRegex::CompiledRegex()
    : CompiledRegex(QRegularExpression())
{
}

CompiledRegex::CompiledRegex(const QRegularExpression &re)
    : d(std::make_shared<Code>())
{
    d->re = re;
}

CompiledRegex::~CompiledRegex() = default;
CompiledRegex::CompiledRegex(const CompiledRegex &) = default;
CompiledRegex &CompiledRegex::operator=(const CompiledRegex &) = default;

const QRegularExpression &CompiledRegex::expression() const
{
    return d->re;
}

RegexMatch CompiledRegex::match(QStringView subject, qsizetype offset, bool validUtf16) const
{
    RegexMatch m;
    m.m_subject = subject;
    pcre2_code_16 *code = d->compiled();
    if (!code || offset < 0 || offset > subject.size())
        return m;
    pcre2_match_data_16 *data = matchData();
    // An empty view may have no data: PCRE2 wants a pointer all the same.
    static const char16_t empty = 0;
    const auto *s = reinterpret_cast<PCRE2_SPTR16>(subject.isNull() ? &empty : subject.utf16());
    const uint32_t options = validUtf16 ? PCRE2_NO_UTF_CHECK : 0;
    int rc = pcre2_match_16(code, s, PCRE2_SIZE(subject.size()), PCRE2_SIZE(offset), options, data, nullptr);
    if (rc == PCRE2_ERROR_JIT_STACKLIMIT) // a pattern that needs more than the JIT's own stack
        rc = pcre2_match_16(code, s, PCRE2_SIZE(subject.size()), PCRE2_SIZE(offset), options | PCRE2_NO_JIT,
                            data, nullptr);
    if (rc < 0)
        return m; // no match, or the subject is not valid UTF-16
    const PCRE2_SIZE *ov = pcre2_get_ovector_pointer_16(data);
    m.m_groups = d->groups;
    for (int i = 0; i < m.m_groups; ++i) {
        const bool unset = ov[2 * i] == PCRE2_UNSET || i >= (rc == 0 ? RegexMatch::kMaxGroups : rc);
        m.m_offsets[size_t(2 * i)] = unset ? -1 : qsizetype(ov[2 * i]);
        m.m_offsets[size_t(2 * i + 1)] = unset ? -1 : qsizetype(ov[2 * i + 1]);
    }
    m.m_matched = true;
    return m;
}

int CompiledRegex::groupIndex(QStringView name) const
{
    pcre2_code_16 *code = d->compiled();
    if (!code || name.isEmpty())
        return -1;
    std::vector<char16_t> z(name.utf16(), name.utf16() + name.size()); // PCRE2 wants it zero-terminated
    z.push_back(0);
    const int n = pcre2_substring_number_from_name_16(code, reinterpret_cast<PCRE2_SPTR16>(z.data()));
    return n > 0 ? n : -1;
}

QStringList CompiledRegex::namedGroups() const
{
    pcre2_code_16 *code = d->compiled();
    if (!code)
        return {};
    uint32_t groups = 0, count = 0, entrySize = 0;
    PCRE2_SPTR16 table = nullptr;
    pcre2_pattern_info_16(code, PCRE2_INFO_CAPTURECOUNT, &groups);
    pcre2_pattern_info_16(code, PCRE2_INFO_NAMECOUNT, &count);
    pcre2_pattern_info_16(code, PCRE2_INFO_NAMEENTRYSIZE, &entrySize);
    pcre2_pattern_info_16(code, PCRE2_INFO_NAMETABLE, &table);
    QStringList names(qsizetype(groups) + 1);
    // Each entry: the group's number in its first code unit, then the name, zero-terminated.
    for (uint32_t i = 0; table && i < count; ++i) {
        const PCRE2_SPTR16 e = table + size_t(i) * entrySize;
        if (e[0] <= groups)
            names[e[0]] = QString::fromUtf16(reinterpret_cast<const char16_t *>(e + 1));
    }
    return names;
}

} // namespace ic
