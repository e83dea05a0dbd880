// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Reads a crashed start-up: tracebacks per process, the terminal line, then the first rule that
// names it (the rules and categories are in CrashDiagnosisRules.cpp).
#include "CrashDiagnosis.h"

#include "CrashDiagnosisRules.h"
#include "config/EngineProfile.h"
#include "formats/EngineLogLine.h"
#include "formats/SecondThread.h"

#include <atomic>
#include <unordered_map>

#include <QHash>
#include <QLoggingCategory>
#include <QRegularExpression>

#include <utility>

Q_LOGGING_CATEGORY(lcDiagnose, "console.diagnose")

namespace ic {

using namespace crashrules;

namespace {

struct Line {
    QString text; ///< decorations stripped, leading indentation kept
    QString key; ///< process identity, so interleaved ranks keep their own traceback
    LogLevel level = LogLevel::Unknown;
};

Line normalize(const QString &raw, const RuleSet &rs)
{
    const EngineLogLine l = parseEngineLogLine(raw);
    Line out;
    out.text = l.text;
    for (const StripPrefix &sp : rs.strip) {
        if (!sp.mayStartAt(out.text))
            continue; // no match can start at 0, and only one there is taken off
        const RegexMatch m = sp.fast.match(out.text);
        if (m.hasMatch() && m.capturedStart() == 0) {
            if (out.key.isEmpty())
                out.key = m.captured(0).trimmed();
            out.text.remove(0, m.capturedLength());
        }
    }
    if (l.pid != 0) {
        // Nested prefixes (EngineCore_DP0 …) (Worker_TP1 …): every rank keeps its own block.
        const QString clean = stripAnsi(QStringView(raw).left(400));
        const qsizetype at = clean.indexOf(QStringView(l.text).left(40));
        const QStringView prefix = at > 0 ? QStringView(clean).left(at) : QStringView(clean);
        out.key.clear();
        // Every "pid=<digits>)" not preceded by a word character, as \bpid=(\d+)\) finds them
        // (ASCII \w and \d, as QRegularExpression has them without Unicode properties).
        const auto digit = [](QChar c) { return c.unicode() >= u'0' && c.unicode() <= u'9'; };
        const auto word = [&digit](QChar c) {
            const char16_t u = c.unicode();
            return digit(c) || (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z') || u == u'_';
        };
        for (qsizetype p = prefix.indexOf(u"pid="); p >= 0; p = prefix.indexOf(u"pid=", p)) {
            qsizetype e = p + 4;
            while (e < prefix.size() && digit(prefix[e]))
                ++e;
            if ((p == 0 || !word(prefix[p - 1])) && e > p + 4 && e < prefix.size() && prefix[e] == u')') {
                out.key += prefix.sliced(p + 4, e - p - 4);
                out.key += u'/';
                p = e + 1;
            } else {
                ++p;
            }
        }
    }
    while (out.text.endsWith(u'\r') || out.text.endsWith(u'\n'))
        out.text.chop(1);
    out.level = l.level;
    return out;
}

struct Candidate {
    int line = -1;
    int blockFirst = -1;
    int blockLast = -1;
    bool wrapper = false;
};

bool isFrameLine(const QString &t)
{
    return t.startsWith(QLatin1String("  File \""));
}

} // namespace

namespace {

/// From this many lines on, two threads find the lines' facts, each for one half.
constexpr int kTwoThreadLines = 4096;
/// What a thread claims at a time.
constexpr int kClaimLines = 512;

/// What one normalised line says on its own.
struct LineFacts {
    bool blank = true; ///< nothing but white space: passed over
    bool startsBlock = false; ///< a traceback's header
    bool trigger = false; ///< a trigger matches
    bool recovered = false; ///< a recovery marker matches
    bool terminal = false; ///< unindented, and a traceback's last line could look like it
    bool wrapper = false; ///< terminal, and a wrapper matches (only a wrapper of the real error)
    bool standalone = false; ///< a standalone rule takes it
    bool systemd = false; ///< systemd's verdict on the unit
    bool frame = false; ///< a traceback's frame ("  File \"…")
    size_t keyHash = 0; ///< qHash() of the line's process key
};

LineFacts lineFacts(const Line &l, const RuleSet &rs, const QList<Rule const *> &standalone)
{
    LineFacts f;
    const QString &t = l.text;
    f.blank = QStringView(t).trimmed().isEmpty(); // a view: no copy of the line
    if (f.blank)
        return f;
    f.frame = isFrameLine(t);
    f.keyHash = qHash(l.key);
    const quint64 may = rs.gate.scan(t); // the matchers worth trying here
    f.startsBlock = (may & rs.tracebackBit) && t.contains(rs.tracebackStart);
    f.trigger = (may & rs.triggerBits) && anyMatches(rs.triggers, t, may);
    f.recovered = (may & rs.recoveredBits) && anyMatches(rs.recovered, t, may);
    f.terminal = !t.at(0).isSpace() && rs.terminalMatch.matches(t);
    f.wrapper = f.terminal && (may & rs.wrapperBits) && anyMatches(rs.wrappers, t, may);
    f.systemd = rs.hasSystemd && (may & rs.systemdBit) && rs.systemdMatch.matches(t);
    if (may & rs.standaloneBits) {
        for (const Rule *r : standalone) {
            if (!(may & r->matcher.gateBit))
                continue;
            if (r->errorLevel && int(l.level) < int(LogLevel::Error))
                continue;
            if (r->matcher.matches(t)) {
                f.standalone = true;
                break;
            }
        }
    }
    return f;
}

/// `lineAt(i)` gives line i, once: a caller can let each line go once it is read, so the raw and
/// the normalised lines are not all held at once.
std::optional<RootCause> diagnose(int n, const std::function<QString(int)> &lineAt,
                                  const QByteArray &rulesJson)
{
    // Callers with their own rules usually pass the same file again: keep the compiled set.
    thread_local QByteArray customJson;
    thread_local RuleSet custom;
    if (!rulesJson.isEmpty() && rulesJson != customJson) {
        custom = parseRules(rulesJson);
        customJson = rulesJson;
    }
    const RuleSet &rs = rulesJson.isEmpty() ? defaultRules() : custom;
    // The engines' log-line prefixes come with their profiles: load them before reading lines.
    (void)engineProfiles();
    if (!rs.terminal.isValid() || rs.terminal.pattern().isEmpty())
        return std::nullopt;

    QList<Rule const *> standalone;
    for (const Rule &r : rs.rules) {
        if (r.scope == Scope::Standalone)
            standalone.append(&r);
    }

    // What each line says on its own, found for every line before they are read in order: in two
    // halves at once for a long log (a line's facts depend on nothing but the line).
    QList<Line> norm(n);
    QList<LineFacts> facts(n);
    Line *normAt = norm.data();
    LineFacts *factsAt = facts.data();
    const auto examineLines = [&](int from, int to) {
        for (int i = from; i < to; ++i) {
            normAt[i] = normalize(lineAt(i), rs);
            factsAt[i] = lineFacts(normAt[i], rs, standalone);
        }
    };
    if (n >= kTwoThreadLines) {
        // In runs of lines each thread claims in turn: the lines of one half can cost more.
        std::atomic<int> next { 0 };
        const auto claim = [&examineLines, &next, n] {
            for (int from; (from = next.fetch_add(kClaimLines, std::memory_order_relaxed)) < n;)
                examineLines(from, std::min(n, from + kClaimLines));
        };
        SecondThread &second = SecondThread::ofThisThread();
        second.start(claim);
        claim();
        second.wait();
    } else {
        examineLines(0, n);
    }

    int firstTrigger = -1;
    int lastTrigger = -1;
    int lastRecovered = -1;
    int firstSystemd = -1;
    // Process key -> index of its "Traceback" line. The keys' hashes were found with the lines'
    // facts, on both threads; the keys are the lines' own.
    struct Key {
        const QString *key;
        size_t hash;
        bool operator==(const Key &o) const { return hash == o.hash && *key == *o.key; }
    };
    struct KeyHash {
        size_t operator()(const Key &k) const { return k.hash; }
    };
    std::unordered_map<Key, int, KeyHash> openBlock;
    QList<Candidate> candidates;

    for (int i = 0; i < n; ++i) {
        const LineFacts &f = facts[i];
        if (f.blank)
            continue;
        const bool startsBlock = f.startsBlock;
        const Key key { &norm[i].key, f.keyHash };
        const bool trigger = startsBlock || f.trigger || (f.frame && !openBlock.contains(key));
        if (trigger) {
            if (firstTrigger < 0)
                firstTrigger = i;
            lastTrigger = i;
        }
        if (f.recovered)
            lastRecovered = i;
        if (firstSystemd < 0 && f.systemd)
            firstSystemd = i;

        if (startsBlock) {
            openBlock.insert_or_assign(key, i);
            continue;
        }
        if (f.frame && !openBlock.contains(key)) {
            openBlock.emplace(key, i); // the header was cut off; the frames still make a block
            continue;
        }
        if (f.terminal) {
            Candidate c;
            c.line = i;
            c.wrapper = f.wrapper;
            const auto open = openBlock.find(key);
            if (open != openBlock.end()) {
                c.blockFirst = open->second;
                c.blockLast = i;
                openBlock.erase(open);
                candidates.append(c);
                continue;
            }
            if (norm[i].level == LogLevel::Error || norm[i].level == LogLevel::Critical) {
                candidates.append(c);
                if (firstTrigger < 0 || i < firstTrigger)
                    firstTrigger = i;
                lastTrigger = std::max(lastTrigger, i);
                continue;
            }
            // Outside a traceback and without an error level: only a standalone rule makes it one.
        }
        if (f.standalone) {
            Candidate c;
            c.line = i;
            candidates.append(c);
            if (firstTrigger < 0)
                firstTrigger = i;
            lastTrigger = std::max(lastTrigger, i);
        }
    }

    if (firstTrigger < 0 && firstSystemd < 0)
        return std::nullopt;
    if (lastRecovered > std::max(lastTrigger, firstSystemd))
        return std::nullopt; // it came up after all
    const int windowStart = firstTrigger >= 0 ? firstTrigger : firstSystemd;

    const Candidate *chosen = nullptr;
    const Candidate *firstWrapper = nullptr;
    for (const Candidate &c : std::as_const(candidates)) {
        if (c.line < windowStart && c.blockFirst < windowStart)
            continue;
        if (c.wrapper) {
            if (!firstWrapper)
                firstWrapper = &c;
            continue;
        }
        chosen = &c;
        break;
    }
    Candidate pick;
    if (chosen)
        pick = *chosen;
    else if (firstWrapper)
        pick = *firstWrapper;
    else if (firstSystemd >= 0)
        pick.line = firstSystemd;
    else
        pick.line = firstTrigger;

    RootCause rc;
    rc.line = pick.line;
    rc.text = norm[pick.line].text.trimmed();
    rc.tracebackFirst = pick.blockFirst;
    rc.tracebackLast = pick.blockLast;

    for (const Rule &r : rs.rules) {
        QRegularExpressionMatch m;
        bool hit = false;
        int deepest = -1;
        if (r.scope == Scope::Block || r.scope == Scope::Earlier) {
            const int from = r.scope == Scope::Earlier ? 0
                : pick.blockFirst >= 0                 ? pick.blockFirst
                                                       : pick.line;
            // A traceback cut before its last line: its frames are all the evidence there is.
            const bool cut = r.scope == Scope::Block && !chosen && !firstWrapper;
            const int to = cut ? n - 1 : pick.line;
            int evidence = -1;
            for (int j = from; j <= to && (!hit || cut); ++j) {
                const QString &t = norm[j].text;
                QRegularExpressionMatch mj;
                bool hj = false;
                if (r.matcher.contains.isEmpty()) {
                    mj = r.matcher.re.match(t);
                    hj = mj.hasMatch();
                } else {
                    hj = t.contains(r.matcher.contains);
                }
                if (hj) {
                    if (!hit)
                        m = mj;
                    hit = true;
                    evidence = j;
                }
            }
            // Cut, the deepest line that shows the cause names it better than the first frame.
            if (hit && cut && evidence > rc.line)
                deepest = evidence;
        } else if (r.matcher.contains.isEmpty()) {
            m = r.matcher.re.match(rc.text);
            hit = m.hasMatch();
        } else {
            hit = rc.text.contains(r.matcher.contains);
        }
        if (!hit)
            continue;
        if (!r.andLine.pattern().isEmpty() && !r.andLine.match(rc.text).hasMatch())
            continue;
        if (r.unlessBefore.isValid() && !r.unlessBefore.pattern().isEmpty()) {
            bool seen = false;
            for (int j = 0; j < pick.line && !seen; ++j)
                seen = r.unlessBefore.match(norm[j].text).hasMatch();
            if (seen)
                continue;
        }
        if (deepest >= 0) {
            rc.line = deepest;
            rc.text = norm[deepest].text.trimmed();
        }
        QStringList captures = capturesOf(m);
        if (!r.earlierCapture.pattern().isEmpty()) {
            // A value an earlier line of the start-up gave (the model llama.cpp was loading): the
            // nearest such line before the root cause, its captures after the rule's own.
            const qsizetype own = r.matcher.contains.isEmpty() ? r.matcher.re.captureCount() + 1 : 1;
            while (captures.size() < own)
                captures.append(QString()); // groups that took no part keep their numbers
            for (int j = rc.line - 1; j >= 0; --j) {
                const QRegularExpressionMatch e = r.earlierCapture.match(norm[j].text);
                if (e.hasMatch()) {
                    captures += e.capturedTexts().mid(1);
                    break;
                }
            }
        }
        rc.category = r.category;
        rc.ruleId = r.id;
        rc.nextSteps = nextSteps(r.next, captures);
        return rc;
    }
    // Only a wrapper, a cut traceback or systemd's verdict: say so rather than guess.
    const bool terminal = chosen != nullptr;
    rc.category = terminal ? CrashCategory::Other : CrashCategory::Uncertain;
    rc.ruleId = terminal ? rs.fallbackId : rs.uncertainId;
    rc.nextSteps = nextSteps(terminal ? rs.fallbackNext : rs.uncertainNext, QRegularExpressionMatch());
    return rc;
}

} // namespace

std::optional<RootCause> diagnoseCrash(const QStringList &lines, const QByteArray &rulesJson)
{
    return diagnose(
        int(lines.size()), [&lines](int i) { return lines.at(i); }, rulesJson);
}

std::optional<RootCause> diagnoseCrash(QStringList &&lines, const QByteArray &rulesJson)
{
    QStringList own = std::move(lines);
    QString *at = own.data(); // each line let go once read
    return diagnose(
        int(own.size()), [at](int i) { return std::exchange(at[i], QString()); }, rulesJson);
}

std::optional<RootCause> diagnoseCrash(int count, const std::function<QString(int)> &lineAt,
                                       const QByteArray &rulesJson)
{
    return diagnose(count, lineAt, rulesJson);
}

} // namespace ic
