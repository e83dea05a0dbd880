// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CrashDiagnosis.h"

#include "formats/DataText.h"
#include "formats/EngineLogLine.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLoggingCategory>
#include <QRegularExpression>

Q_LOGGING_CATEGORY(lcDiagnose, "console.diagnose")

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::CrashDiagnosis)
};

/// A substring or a regular expression, as written in the rules file.
struct Matcher {
    QString contains;
    QRegularExpression re;
    bool valid = false;

    bool matches(const QString &text) const
    {
        if (!contains.isEmpty())
            return text.contains(contains);
        return valid && re.match(text).hasMatch();
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
    QStringList next;
};

struct RuleSet {
    QList<QRegularExpression> strip;
    QList<Matcher> triggers;
    QList<Matcher> recovered;
    QList<Matcher> wrappers;
    QString tracebackStart;
    QRegularExpression terminal;
    QRegularExpression systemd;
    QList<Rule> rules;
    QString fallbackId;
    QStringList fallbackNext;
    QString uncertainId;
    QStringList uncertainNext;
    QString error;
};

std::optional<CrashCategory> categoryFromId(const QString &id)
{
    static const CrashCategory all[]
        = { CrashCategory::GpuOom,     CrashCategory::KvCache,      CrashCategory::Nccl,
            CrashCategory::Compile,    CrashCategory::Config,       CrashCategory::PackageMismatch,
            CrashCategory::WorkerDied, CrashCategory::KernelJit,    CrashCategory::CudaMismatch,
            CrashCategory::ModelFiles, CrashCategory::DownloadAuth, CrashCategory::PortInUse,
            CrashCategory::Timeout,    CrashCategory::Uncertain,    CrashCategory::Other };
    for (CrashCategory c : all) {
        if (crashCategoryId(c) == id)
            return c;
    }
    return std::nullopt;
}

QRegularExpression compile(const QString &pattern, QString *error)
{
    QRegularExpression re(pattern);
    if (!re.isValid() && error && error->isEmpty())
        *error = QStringLiteral("invalid regex %1: %2").arg(pattern, re.errorString());
    re.optimize();
    return re;
}

Matcher matcherFrom(const QJsonObject &o, QString *error)
{
    Matcher m;
    m.contains = o.value(QLatin1String("contains")).toString();
    if (m.contains.isEmpty()) {
        m.re = compile(o.value(QLatin1String("regex")).toString(), error);
        m.valid = m.re.isValid() && !m.re.pattern().isEmpty();
    } else {
        m.valid = true;
    }
    return m;
}

QList<Matcher> matchersFrom(const QJsonValue &v, QString *error)
{
    QList<Matcher> out;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &e : a) {
        Matcher m = matcherFrom(e.toObject(), error);
        if (m.valid)
            out.append(std::move(m));
    }
    return out;
}

QStringList stringsFrom(const QJsonValue &v)
{
    QStringList out;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &e : a)
        out.append(e.toString());
    return out;
}

RuleSet parseRules(const QByteArray &json)
{
    RuleSet rs;
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (!doc.isObject()) {
        rs.error = QStringLiteral("rules are not a JSON object: %1").arg(perr.errorString());
        return rs;
    }
    const QJsonObject root = doc.object();
    QString err;
    const QJsonArray strip = root.value(QLatin1String("strip")).toArray();
    for (const QJsonValue &s : strip) {
        QRegularExpression re = compile(s.toString(), &err);
        if (re.isValid())
            rs.strip.append(re);
    }
    rs.triggers = matchersFrom(root.value(QLatin1String("triggers")), &err);
    rs.recovered = matchersFrom(root.value(QLatin1String("recovered")), &err);
    rs.wrappers = matchersFrom(root.value(QLatin1String("wrappers")), &err);
    rs.tracebackStart = root.value(QLatin1String("tracebackStart")).toString();
    if (rs.tracebackStart.isEmpty())
        rs.tracebackStart = QStringLiteral("Traceback (most recent call last):");
    rs.terminal = compile(root.value(QLatin1String("terminal")).toString(), &err);
    rs.systemd = compile(root.value(QLatin1String("systemd")).toString(), &err);
    const QJsonArray rules = root.value(QLatin1String("rules")).toArray();
    for (const QJsonValue &v : rules) {
        const QJsonObject o = v.toObject();
        Rule r;
        r.id = o.value(QLatin1String("id")).toString();
        const auto cat = categoryFromId(o.value(QLatin1String("category")).toString());
        if (!cat) {
            err = QStringLiteral("rule %1: unknown category").arg(r.id);
            continue;
        }
        r.category = *cat;
        const QString scope = o.value(QLatin1String("scope")).toString();
        r.scope = scope == QLatin1String("block")  ? Scope::Block
            : scope == QLatin1String("earlier")    ? Scope::Earlier
            : scope == QLatin1String("standalone") ? Scope::Standalone
                                                   : Scope::Line;
        r.matcher = matcherFrom(o, &err);
        if (!r.matcher.valid)
            continue;
        const QString before = o.value(QLatin1String("unlessBefore")).toString();
        if (!before.isEmpty())
            r.unlessBefore = compile(before, &err);
        const QString andLine = o.value(QLatin1String("andLine")).toString();
        if (!andLine.isEmpty())
            r.andLine = compile(andLine, &err);
        r.next = stringsFrom(o.value(QLatin1String("next")));
        rs.rules.append(std::move(r));
    }
    const QJsonObject fb = root.value(QLatin1String("fallback")).toObject();
    rs.fallbackId = fb.value(QLatin1String("id")).toString();
    rs.fallbackNext = stringsFrom(fb.value(QLatin1String("next")));
    const QJsonObject un = root.value(QLatin1String("uncertain")).toObject();
    rs.uncertainId = un.value(QLatin1String("id")).toString(QStringLiteral("uncertain"));
    rs.uncertainNext = stringsFrom(un.value(QLatin1String("next")));
    if (!rs.terminal.isValid() || rs.terminal.pattern().isEmpty())
        err = QStringLiteral("rules have no valid terminal-line regex");
    rs.error = err;
    if (!err.isEmpty())
        qCWarning(lcDiagnose) << "crash rules:" << err;
    return rs;
}

const RuleSet &defaultRules()
{
    static const RuleSet rs = [] {
        QFile f(QStringLiteral(":/diagnose/rules.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            RuleSet empty;
            empty.error = QStringLiteral("cannot open :/diagnose/rules.json");
            qCWarning(lcDiagnose) << empty.error;
            return empty;
        }
        return parseRules(f.readAll());
    }();
    return rs;
}

bool anyMatches(const QList<Matcher> &ms, const QString &text)
{
    for (const Matcher &m : ms) {
        if (m.matches(text))
            return true;
    }
    return false;
}

/// Fills `{1}`, `{2:n}` from the captures; empty string when a referenced capture is empty.
QString fillTemplate(const QString &tmpl, const QRegularExpressionMatch &m)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{(\\d)(:n)?\\}"));
    QString out;
    qsizetype last = 0;
    auto it = placeholder.globalMatch(tmpl);
    while (it.hasNext()) {
        const QRegularExpressionMatch p = it.next();
        out += QStringView(tmpl).mid(last, p.capturedStart() - last);
        const int idx = p.capturedView(1).toInt();
        const QString value = m.hasMatch() && idx <= m.lastCapturedIndex() ? m.captured(idx) : QString();
        if (value.isEmpty())
            return {};
        if (p.capturedLength(2) > 0) {
            bool ok = false;
            const qlonglong n = value.toLongLong(&ok);
            out += ok ? QLocale().toString(n) : value;
        } else {
            out += value;
        }
        last = p.capturedEnd();
    }
    out += QStringView(tmpl).mid(last);
    return out;
}

QStringList nextSteps(const QStringList &templates, const QRegularExpressionMatch &m)
{
    QStringList out;
    for (const QString &t : templates) {
        const QString step = fillTemplate(dataText(t), m);
        if (!step.isEmpty())
            out.append(step);
    }
    return out;
}

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
    for (const QRegularExpression &re : rs.strip) {
        const QRegularExpressionMatch m = re.match(out.text);
        if (m.hasMatch() && m.capturedStart() == 0) {
            if (out.key.isEmpty())
                out.key = m.captured(0).trimmed();
            out.text.remove(0, m.capturedLength());
        }
    }
    if (l.pid != 0) {
        // Nested prefixes (EngineCore_DP0 …) (Worker_TP1 …): every rank keeps its own block.
        static const QRegularExpression pidRe(QStringLiteral("\\bpid=(\\d+)\\)"));
        const QString clean = stripAnsi(QStringView(raw).left(400));
        const qsizetype at = clean.indexOf(QStringView(l.text).left(40));
        const QString prefix = at > 0 ? clean.left(at) : clean;
        out.key.clear();
        auto it = pidRe.globalMatch(prefix);
        while (it.hasNext())
            out.key += it.next().captured(1) + u'/';
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

QString crashCategoryId(CrashCategory category)
{
    switch (category) {
    case CrashCategory::GpuOom:
        return QStringLiteral("gpu-oom");
    case CrashCategory::KvCache:
        return QStringLiteral("kv-cache");
    case CrashCategory::Nccl:
        return QStringLiteral("nccl");
    case CrashCategory::Compile:
        return QStringLiteral("compile");
    case CrashCategory::Config:
        return QStringLiteral("config");
    case CrashCategory::PackageMismatch:
        return QStringLiteral("package-mismatch");
    case CrashCategory::WorkerDied:
        return QStringLiteral("worker-died");
    case CrashCategory::KernelJit:
        return QStringLiteral("kernel-jit");
    case CrashCategory::CudaMismatch:
        return QStringLiteral("cuda-mismatch");
    case CrashCategory::ModelFiles:
        return QStringLiteral("model-files");
    case CrashCategory::DownloadAuth:
        return QStringLiteral("download-auth");
    case CrashCategory::PortInUse:
        return QStringLiteral("port-in-use");
    case CrashCategory::Timeout:
        return QStringLiteral("timeout");
    case CrashCategory::Uncertain:
        return QStringLiteral("uncertain");
    case CrashCategory::Other:
        return QStringLiteral("other");
    }
    return QStringLiteral("other");
}

QString crashCategoryTitle(CrashCategory category)
{
    switch (category) {
    case CrashCategory::GpuOom:
        return Tr::tr("GPU out of memory");
    case CrashCategory::KvCache:
        return Tr::tr("KV cache too small for the maximum model length");
    case CrashCategory::Nccl:
        return Tr::tr("NCCL (multi-GPU communication)");
    case CrashCategory::Compile:
        return Tr::tr("Compilation (Inductor / Triton)");
    case CrashCategory::Config:
        return Tr::tr("Configuration / command line");
    case CrashCategory::PackageMismatch:
        return Tr::tr("Package version mismatch");
    case CrashCategory::WorkerDied:
        return Tr::tr("Worker process died");
    case CrashCategory::KernelJit:
        return Tr::tr("Kernel JIT compilation (FlashInfer, Triton, ninja, nvcc)");
    case CrashCategory::CudaMismatch:
        return Tr::tr("CUDA driver or toolkit mismatch");
    case CrashCategory::ModelFiles:
        return Tr::tr("Model files (shards, tokenizer, config)");
    case CrashCategory::DownloadAuth:
        return Tr::tr("Download or authentication");
    case CrashCategory::PortInUse:
        return Tr::tr("Port already in use");
    case CrashCategory::Timeout:
        return Tr::tr("Timeout");
    case CrashCategory::Uncertain:
        return Tr::tr("Uncertain: the log does not show the cause");
    case CrashCategory::Other:
        return Tr::tr("Other");
    }
    return Tr::tr("Other");
}

QStringList crashRulePatterns(const QByteArray &rulesJson)
{
    const RuleSet parsed = rulesJson.isEmpty() ? RuleSet() : parseRules(rulesJson);
    const RuleSet &rs = rulesJson.isEmpty() ? defaultRules() : parsed;
    QStringList out;
    auto add = [&out](const Matcher &m) {
        out.append(m.contains.isEmpty() ? m.re.pattern() : QRegularExpression::escape(m.contains));
    };
    for (const QList<Matcher> *list : { &rs.triggers, &rs.recovered, &rs.wrappers })
        for (const Matcher &m : *list)
            add(m);
    out.append(QRegularExpression::escape(rs.tracebackStart));
    out.append(rs.terminal.pattern());
    if (!rs.systemd.pattern().isEmpty())
        out.append(rs.systemd.pattern());
    for (const Rule &r : rs.rules) {
        add(r.matcher);
        if (!r.unlessBefore.pattern().isEmpty())
            out.append(r.unlessBefore.pattern());
        if (!r.andLine.pattern().isEmpty())
            out.append(r.andLine.pattern());
    }
    out.append(QStringLiteral("  File "));
    return out;
}

std::optional<RootCause> diagnoseCrash(const QStringList &lines, const QByteArray &rulesJson)
{
    // Callers with their own rules usually pass the same file again: keep the compiled set.
    thread_local QByteArray customJson;
    thread_local RuleSet custom;
    if (!rulesJson.isEmpty() && rulesJson != customJson) {
        custom = parseRules(rulesJson);
        customJson = rulesJson;
    }
    const RuleSet &rs = rulesJson.isEmpty() ? defaultRules() : custom;
    if (!rs.terminal.isValid() || rs.terminal.pattern().isEmpty())
        return std::nullopt;

    const int n = int(lines.size());
    QList<Line> norm;
    norm.reserve(n);
    for (const QString &raw : lines)
        norm.append(normalize(raw, rs));

    QList<Rule const *> standalone;
    for (const Rule &r : rs.rules) {
        if (r.scope == Scope::Standalone)
            standalone.append(&r);
    }

    int firstTrigger = -1;
    int lastTrigger = -1;
    int lastRecovered = -1;
    int firstSystemd = -1;
    QHash<QString, int> openBlock; // process key -> index of its "Traceback" line
    QList<Candidate> candidates;

    for (int i = 0; i < n; ++i) {
        const QString &t = norm[i].text;
        if (t.trimmed().isEmpty())
            continue;
        const bool startsBlock = t.contains(rs.tracebackStart);
        const bool trigger = startsBlock || anyMatches(rs.triggers, t)
            || (isFrameLine(t) && !openBlock.contains(norm[i].key));
        if (trigger) {
            if (firstTrigger < 0)
                firstTrigger = i;
            lastTrigger = i;
        }
        if (anyMatches(rs.recovered, t))
            lastRecovered = i;
        if (firstSystemd < 0 && rs.systemd.isValid() && !rs.systemd.pattern().isEmpty()
            && rs.systemd.match(t).hasMatch())
            firstSystemd = i;

        const QString &key = norm[i].key;
        if (startsBlock) {
            openBlock.insert(key, i);
            continue;
        }
        if (isFrameLine(t) && !openBlock.contains(key)) {
            openBlock.insert(key, i); // the header was cut off; the frames still make a block
            continue;
        }
        const bool unindented = !t.at(0).isSpace();
        if (unindented && rs.terminal.match(t).hasMatch()) {
            Candidate c;
            c.line = i;
            c.wrapper = anyMatches(rs.wrappers, t);
            const auto open = openBlock.constFind(key);
            if (open != openBlock.cend()) {
                c.blockFirst = *open;
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
        for (const Rule *r : std::as_const(standalone)) {
            if (r->matcher.matches(t)) {
                Candidate c;
                c.line = i;
                candidates.append(c);
                if (firstTrigger < 0)
                    firstTrigger = i;
                lastTrigger = std::max(lastTrigger, i);
                break;
            }
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
        if (r.scope == Scope::Block || r.scope == Scope::Earlier) {
            const int from = r.scope == Scope::Earlier ? 0
                : pick.blockFirst >= 0                 ? pick.blockFirst
                                                       : pick.line;
            // A traceback cut before its last line: its frames are all the evidence there is.
            const int to = (r.scope == Scope::Block && !chosen && !firstWrapper) ? n - 1 : pick.line;
            for (int j = from; j <= to && !hit; ++j) {
                const QString &t = norm[j].text;
                if (r.matcher.contains.isEmpty()) {
                    m = r.matcher.re.match(t);
                    hit = m.hasMatch();
                } else {
                    hit = t.contains(r.matcher.contains);
                }
            }
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
        rc.category = r.category;
        rc.ruleId = r.id;
        rc.nextSteps = nextSteps(r.next, m);
        return rc;
    }
    // Only a wrapper, a cut traceback or systemd's verdict: say so rather than guess.
    const bool terminal = chosen != nullptr;
    rc.category = terminal ? CrashCategory::Other : CrashCategory::Uncertain;
    rc.ruleId = terminal ? rs.fallbackId : rs.uncertainId;
    rc.nextSteps = nextSteps(terminal ? rs.fallbackNext : rs.uncertainNext, QRegularExpressionMatch());
    return rc;
}

} // namespace ic
