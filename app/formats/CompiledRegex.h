// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <memory>

namespace ic {

/// One match of a CompiledRegex: offsets into the subject it was run on, which must outlive it.
class RegexMatch {
public:
    /// Groups beyond this many are not kept (the patterns of the profiles and the crash rules
    /// have a handful).
    static constexpr int kMaxGroups = 32;

    bool hasMatch() const { return m_matched; }
    /// -1 when group `i` took no part (or does not exist).
    qsizetype capturedStart(int i = 0) const { return has(i) ? m_offsets[size_t(2 * i)] : -1; }
    qsizetype capturedEnd(int i = 0) const { return has(i) ? m_offsets[size_t(2 * i + 1)] : -1; }
    qsizetype capturedLength(int i = 0) const { return has(i) ? capturedEnd(i) - capturedStart(i) : 0; }
    QStringView capturedView(int i = 0) const
    {
        return has(i) ? m_subject.sliced(capturedStart(i), capturedLength(i)) : QStringView();
    }
    QString captured(int i = 0) const { return capturedView(i).toString(); }

private:
    friend class CompiledRegex;
    bool has(int i) const { return m_matched && i >= 0 && i < m_groups && m_offsets[size_t(2 * i)] >= 0; }

    QStringView m_subject;
    bool m_matched = false;
    int m_groups = 0; ///< pairs in m_offsets
    std::array<qsizetype, 2 * kMaxGroups> m_offsets {};
};

/// A QRegularExpression's pattern and options, compiled by the same PCRE2 that Qt uses and
/// matched straight through it: the same matches, without the two allocations and the copies
/// of each QRegularExpression::match() (about a microsecond a call, most of the time of a
/// short anchored pattern). Compiled, with the JIT, on the first match; copies share it, and
/// it may be matched from several threads at once.
class CompiledRegex {
public:
    CompiledRegex();
    explicit CompiledRegex(const QRegularExpression &re);
    ~CompiledRegex();
    CompiledRegex(const CompiledRegex &);
    CompiledRegex &operator=(const CompiledRegex &);

    /// The expression it was made from.
    const QRegularExpression &expression() const;

    /// The first match at or after `offset`. `validUtf16`: the caller checked the subject (as
    /// QRegularExpression::DontCheckSubjectStringMatchOption); otherwise text that is not valid
    /// UTF-16 matches nothing, as with QRegularExpression.
    RegexMatch match(QStringView subject, qsizetype offset = 0, bool validUtf16 = false) const;
    /// The number of the group called `name`, -1 when there is none (or the pattern is invalid).
    int groupIndex(QStringView name) const;
    /// Group i's name, or empty: as QRegularExpression::namedCaptureGroups().
    QStringList namedGroups() const;

    bool matches(QStringView subject, bool validUtf16 = false) const
    {
        return match(subject, 0, validUtf16).hasMatch();
    }

private:
    struct Code;
    std::shared_ptr<Code> d;
};

} // namespace ic
