// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace ic {

/// A literal that every match of a regular expression contains.
struct RequiredLiteral {
    QByteArray text; ///< UTF-8
    bool caseless = false;
    bool operator==(const RequiredLiteral &) const = default;
};

/// The literals a pattern (PCRE syntax, as in the profiles and the crash rules) cannot match
/// without: any match contains at least one of them. nullopt when no such set of literals of
/// at least `minLength` bytes can be named; then the pattern must run on every line.
/// Literals never contain `"` or `\`, so they are also found inside a JSON-escaped message.
std::optional<QList<RequiredLiteral>> requiredLiterals(const QString &pattern, int minLength = 3);

/// A multi-literal matcher (Hyperscan) that answers "might any of our patterns match this
/// line?" in one pass over a whole buffer, so that the regular expressions run only on the few
/// lines that contain one of their literals. Copies share the compiled database; each copy has
/// its own scratch space, so a copy per thread is safe.
class LinePrefilter {
public:
    LinePrefilter();
    ~LinePrefilter();
    LinePrefilter(const LinePrefilter &other);
    LinePrefilter &operator=(const LinePrefilter &other);

    /// Adds the literals a pattern needs; a pattern that names none makes the filter pass
    /// every line (correct, only slower). Returns false in that case.
    bool addPattern(const QString &pattern);
    void addLiteral(const QByteArray &literal, bool caseless = false);
    /// The same, and a line that contains one of the pattern's (or this) literals is marked by
    /// matchingLines(). A marked literal is never left out for a shorter unmarked one inside it.
    bool addMarkedPattern(const QString &pattern);
    void addMarkedLiteral(const QByteArray &literal);
    /// Compiles the literals; without Hyperscan's CPU support every line passes.
    void compile();

    /// True when every line passes (a pattern without literals, or no usable matcher).
    bool passesEverything() const;
    /// Whether one line contains any literal.
    bool lineMatches(QByteArrayView line) const;
    /// Scans `buffer` once and appends the start offset of every line ('\n'-separated) that
    /// contains a literal, in increasing order.
    void matchingLines(QByteArrayView buffer, QList<qsizetype> *lineStarts) const;
    /// The same, and in `marked` (one per line start) whether the line contains a marked literal
    /// (always true when every line passes).
    void matchingLines(QByteArrayView buffer, QList<qsizetype> *lineStarts, QList<bool> *marked) const;

    qsizetype literalCount() const { return m_literals.size(); }
    QString error() const { return m_error; }

private:
    struct Database;
    QList<RequiredLiteral> m_literals;
    QList<bool> m_isMarked; ///< one per literal
    std::vector<char> m_markedIds; ///< by the matcher's literal id: marked
    /// Case-sensitive literals of one or two bytes (an escape character, "^["): found with
    /// memchr, as they would slow the multi-literal matcher down for every byte it scans.
    QList<QByteArray> m_short;
    QList<bool> m_shortMarked;
    bool m_everything = false;
    QString m_error;
    std::shared_ptr<Database> m_db;
    mutable void *m_scratch = nullptr; ///< hs_scratch_t
};

} // namespace ic
