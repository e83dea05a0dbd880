// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// The crash rules as compiled from `:/diagnose/rules.json` (or a caller's file): matchers,
// rules and the next-step templates. Internal to the diagnose folder: CrashDiagnosis.cpp reads
// the traceback with them.

#include "CrashDiagnosis.h"
#include "CrashDiagnosisLiterals.h"
#include "formats/CompiledRegex.h"

#include <QByteArray>
#include <QList>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <array>

Q_DECLARE_LOGGING_CATEGORY(lcDiagnose)

namespace ic::crashrules {

/// A substring or a regular expression, as written in the rules file.
struct Matcher {
    QString contains;
    QRegularExpression re;
    CompiledRegex fast; ///< `re`, as every line meets it
    bool valid = false;
    /// Its bit in RuleSet::gate (0: not in it): when the gate's scan of a line lacks the bit,
    /// the line contains none of its literals and it cannot match.
    quint64 gateBit = 0;

    bool matches(const QString &text) const
    {
        if (!contains.isEmpty())
            return text.contains(contains);
        return valid && fast.matches(text);
    }
};

enum class Scope { Line, Block, Earlier, Standalone };

struct Rule {
    QString id;
    CrashCategory category = CrashCategory::Other;
    Scope scope = Scope::Line;
    Matcher matcher;
    QRegularExpression unlessBefore;
    QRegularExpression andLine; ///< the root-cause line must match this too
    bool errorLevel = false; ///< standalone: only on lines the engine logged at ERROR or above
    /// A value from an earlier line: the nearest line before the root cause that matches gives
    /// its captures to the templates, numbered after the rule's own ({n+1}, …).
    QRegularExpression earlierCapture;
    QStringList next;
};

/// A decoration taken off the start of a line, with the characters a match can start with.
struct StripPrefix {
    QRegularExpression re;
    CompiledRegex fast; ///< `re`, as every line meets it
    std::array<bool, 128> first {}; ///< ASCII characters a match can start with
    bool nonAscii = true; ///< beyond ASCII it is always tried

    /// False when no match can start at the beginning of `text` (then none is taken off).
    bool mayStartAt(const QString &text) const
    {
        return text.isEmpty() || (text.front().unicode() < 128 ? first[text.front().unicode()] : nonAscii);
    }
};

struct RuleSet {
    QList<StripPrefix> strip;
    QList<Matcher> triggers;
    QList<Matcher> recovered;
    QList<Matcher> wrappers;
    QString tracebackStart;
    QRegularExpression terminal;
    CompiledRegex terminalMatch; ///< `terminal`, as every unindented line meets it
    QRegularExpression systemd;
    CompiledRegex systemdMatch; ///< `systemd`, when it is a valid, non-empty expression
    bool hasSystemd = false;
    QList<Rule> rules;
    QString fallbackId;
    QStringList fallbackNext;
    QString uncertainId;
    QStringList uncertainNext;
    QString error;
    /// The literals of the triggers, the recovery markers, the wrappers and the standalone rules
    /// (and the traceback header and systemd's verdict): one pass
    /// over a line names the matchers worth trying on it (each has its bit, Matcher::gateBit;
    /// beyond 64 they share the last), and a matcher's expression runs only then.
    LiteralGate gate;
    quint64 triggerBits = 0; ///< the bits of the triggers in `gate`
    quint64 recoveredBits = 0; ///< of the recovery markers
    quint64 standaloneBits = 0; ///< of the standalone rules
    quint64 tracebackBit = 0; ///< of tracebackStart
    quint64 wrapperBits = 0; ///< of the wrappers
    quint64 systemdBit = 0; ///< of `systemd`
};

/// How parseRules treats the expressions: `Checked` compiles every one at once (and JIT-compiles
/// it, as Qt 6 does with every compilation), so a bad pattern is in RuleSet::error; `Lazy`
/// leaves each to compile when it first meets a line. Only the shipped rules, whose expressions
/// tst_crashdiagnosis compiles and checks, are read lazily: a log reaches few of them.
enum class Compile { Checked, Lazy };

/// Compiles a rules document; what was wrong in it is in RuleSet::error (and logged).
RuleSet parseRules(const QByteArray &json, Compile compile = Compile::Checked);
/// The rules compiled from `:/diagnose/rules.json`, once.
const RuleSet &defaultRules();
bool anyMatches(const QList<Matcher> &ms, const QString &text);
/// The same, passing over the matchers whose gate bit `may` (RuleSet::gate's scan of `text`)
/// lacks.
bool anyMatches(const QList<Matcher> &ms, const QString &text, quint64 may);
/// The translated next steps with `{1}`, `{2:n}` filled from the captures of `m`; a step that
/// refers to an empty capture is left out.
QStringList nextSteps(const QStringList &templates, const QRegularExpressionMatch &m);
/// The same with the captures given as a list: `captures[i]` fills `{i}` (index 0 unused).
QStringList nextSteps(const QStringList &templates, const QStringList &captures);
/// The captures of `m`, `{0}` first; empty when it did not match.
QStringList capturesOf(const QRegularExpressionMatch &m);

} // namespace ic::crashrules
