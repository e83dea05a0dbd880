// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>

#include "formats/CompiledRegex.h"
#include "startup/PatternLiterals.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <memory>

Q_DECLARE_LOGGING_CATEGORY(lcStartup)

namespace ic {

/// The phase ids every profile draws from, in start-up order.
const QStringList &startupPhaseIds();

/// A regular expression from a profile, with the optional text that goes with it.
struct ProfilePattern {
    QRegularExpression re;
    CompiledRegex fast; ///< `re`, matched directly
    QString detail; ///< progress: template such as "shard {n}/{tot}"; benign: the reason
    QString literal; ///< text every match must contain (start with, when anchored): a cheap pre-check
    bool anchored = false;
    int slot = -1; ///< in the profile's PatternLiterals

    /// Matches with a literal pre-check first: most records fail it without running the regex.
    /// `validUtf16`: the caller checked the text once for all the patterns it tries, so the
    /// expression skips that check (it must not see invalid UTF-16 then). `candidates`: the
    /// profile's PatternLiterals scan of this text, which replaces the search for `literal`.
    RegexMatch match(QStringView text, bool validUtf16 = false,
                     const PatternLiterals::Candidates *candidates = nullptr) const;
    /// The group named `name` of a match of this pattern (empty when none or unset).
    QStringView captured(const RegexMatch &m, QStringView name) const
    {
        return m.capturedView(fast.groupIndex(name));
    }
    bool matches(QStringView text, bool validUtf16 = false,
                 const PatternLiterals::Candidates *candidates = nullptr) const;
    /// The pre-check alone: false when the pattern cannot match `text`.
    bool mayMatch(QStringView text, const PatternLiterals::Candidates *candidates) const;
};

/// A pattern that, once seen anywhere in a run, changes something for the rest of it.
struct ProfileHint {
    QRegularExpression re;
    CompiledRegex fast; ///< `re`, matched directly
    QHash<QString, double> weights; ///< phase id → weight override (e.g. eager: compile 0)
    QString barsPhase; ///< phase that will show `bars` progress bars (FULL_AND_PIECEWISE)
    int bars = 0;
    QStringList skip; ///< phases that will not happen in this run: their lines are not theirs
    int slot = -1; ///< in the profile's PatternLiterals
};

struct ProfilePhase {
    QString id;
    QString title;
    double weight = 0; ///< share of the overall percent without history
    double budgetSeconds = 0; ///< how long the phase may run before it can look stuck
    QList<ProfilePattern> start;
    QList<ProfilePattern> progress; ///< named groups n and tot, or pct; optional kind
    QList<ProfilePattern> done; ///< optional named group secs: the duration the engine printed
};

/// One engine's start-up knowledge, loaded from `resources/profiles/<engine>.json`.
/// Patterns match the message text with decorations removed, never `[file.py:line]`.
struct StartupProfile {
    QString engine; ///< "vllm", "sglang", "llama.cpp"
    QString title;
    QList<ProfilePattern> detect; ///< any match on a message identifies the engine
    QRegularExpression detectProcess; ///< or a match on the process prefix name
    QList<ProfilePhase> phases;
    QList<ProfilePattern> ready; ///< the engine says it is serving
    bool readyNeedsLine = false; ///< live: /health 200 alone is not enough, the ready line must be seen too
    QList<ProfilePattern> failure;
    QList<ProfilePattern> stopped;
    QList<ProfilePattern> benign; ///< detail = why it is harmless
    QList<ProfileHint> hints;
    double stallQuietSeconds = 120; ///< nothing but benign lines for this long, beyond the budget
    /// The longest a start-up of this engine usually goes without any log line: a longer silence
    /// is kept with the restart as a gap (StartupTracker::flight()).
    double usualSilenceSeconds = kDefaultUsualSilenceSeconds;
    static constexpr double kDefaultUsualSilenceSeconds = 60;
    QString error; ///< empty when the profile loaded
    /// The literals of every pattern and hint above (their `slot`s), for one scan per record.
    std::shared_ptr<const PatternLiterals> literals;

    bool isValid() const { return error.isEmpty(); }
    int phaseIndex(const QString &id) const;
    /// Every regular expression of the profile (for the literal pre-filter); the detection
    /// patterns only with `withDetection`.
    QStringList patterns(bool withDetection) const;
};

/// Parses and validates a profile; a bad one comes back with `error` saying what and where.
StartupProfile parseStartupProfile(QByteArrayView json);
/// The same from a profile already parsed (EngineProfile::object): the engine list reads each
/// profile file once.
StartupProfile parseStartupProfile(const QJsonObject &profile);
/// Reads a profile file (or a `:/profiles/x.json` resource).
StartupProfile loadStartupProfile(const QString &path);
/// The start-up parts of every engine profile (config/EngineProfile.h: compiled in and added
/// folders), valid ones only, vLLM first. Rebuilt when a profile folder is added.
const QList<StartupProfile> &builtInStartupProfiles();
/// Changes when builtInStartupProfiles() does: caches derived from it compare this.
int startupProfilesGeneration();

} // namespace ic
