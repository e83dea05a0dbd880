// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// The literals the crash rules' matchers cannot match without, and one pass over a line that
// says which groups of matchers may match it: the diagnosis tries a group's expressions only
// then. Internal to the diagnose folder.

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace ic::crashrules {

/// For each top-level alternative of `pattern` (PCRE syntax), a run of characters every match
/// of it contains, at least `minLength` long; nullopt when some alternative has none this reader
/// can be sure of (inline options, \Q…\E, character codes, …).
std::optional<QList<QString>> requiredRuns(const QString &pattern, int minLength = 3);

class LiteralGate {
public:
    /// Adds a matcher of `group` (one or more bits; a bit may stand for one matcher or for
    /// several): its substring, or its expression's required runs; a matcher without any makes
    /// the group pass every line.
    void addSubstring(const QString &text, quint64 group);
    void addPattern(const QString &pattern, quint64 group);

    /// The groups (bits) whose matchers may match `text`.
    quint64 scan(QStringView text) const;

private:
    static constexpr int kHashBits = 12;
    static int hash(char16_t a, char16_t b) { return ((a << 5) ^ b) & ((1 << kHashBits) - 1); }
    void add(const QString &literal, quint64 group);

    QList<QString> m_literals;
    QList<quint64> m_groups;
    std::array<std::vector<int>, 1 << kHashBits> m_buckets; ///< by the first two characters
    std::array<quint64, (1 << kHashBits) / 64> m_occupied {};
    quint64 m_always = 0; ///< groups that pass every line
    quint64 m_all = 0; ///< every group added
};

} // namespace ic::crashrules
