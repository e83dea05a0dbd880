// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupProfile.h"

#include "config/EngineProfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>

#include <optional>

#include <dlfcn.h>

Q_LOGGING_CATEGORY(lcStartup, "console.startup")

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StartupProfile)
};

/// Whether PCRE2, the library under QRegularExpression, accepts a pattern, asked the way
/// QRegularExpression compiles it (UTF mode, no options) but without the JIT compilation
/// QRegularExpression does at once: a pattern of an engine the log does not come from is then
/// never compiled for matching (at start-up this was most of `analyze`'s own time). nullopt
/// when the library's entry points are not in the process: QRegularExpression decides then.
std::optional<bool> pcreAccepts(const QString &pattern)
{
    // pcre2_compile_16() and pcre2_code_free_16(), as pcre2.h declares them.
    using Compile = void *(*)(const char16_t *, size_t, uint32_t, int *, size_t *, void *);
    using Free = void (*)(void *);
    static const auto compileFn = reinterpret_cast<Compile>(dlsym(RTLD_DEFAULT, "pcre2_compile_16"));
    static const auto freeFn = reinterpret_cast<Free>(dlsym(RTLD_DEFAULT, "pcre2_code_free_16"));
    if (!compileFn || !freeFn)
        return std::nullopt;
    constexpr uint32_t kPcre2Utf = 0x00080000u; // PCRE2_UTF
    int code = 0;
    size_t offset = 0;
    void *compiled = compileFn(reinterpret_cast<const char16_t *>(pattern.utf16()), size_t(pattern.size()),
                               kPcre2Utf, &code, &offset, nullptr);
    if (!compiled)
        return false;
    freeFn(compiled);
    return true;
}

/// Compiles one pattern; on failure `*error` names where it was.
bool compile(const QJsonValue &v, const QString &where, QRegularExpression *out, QString *error)
{
    if (!v.isString() || v.toString().isEmpty()) {
        *error = Tr::tr("%1 is not a non-empty string.").arg(where);
        return false;
    }
    QRegularExpression re(v.toString());
    // A valid pattern is compiled when it first meets a line; an invalid one gets
    // QRegularExpression's own message.
    if (pcreAccepts(re.pattern()) != true && !re.isValid()) {
        *error = Tr::tr("%1 is not a valid regular expression: %2 at offset %3.")
                     .arg(where, re.errorString())
                     .arg(re.patternErrorOffset());
        return false;
    }
    *out = re;
    return true;
}

/// The literal text a pattern starts with (after an optional ^); empty when it has a top-level |.
void computeLiteral(ProfilePattern *p)
{
    const QString pat = p->re.pattern();
    int depth = 0;
    bool inClass = false;
    for (qsizetype i = 0; i < pat.size(); ++i) {
        const QChar c = pat.at(i);
        if (c == u'\\') {
            ++i;
        } else if (inClass) {
            inClass = c != u']';
        } else if (c == u'[') {
            inClass = true;
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (c == u'|' && depth == 0) {
            return;
        }
    }
    p->anchored = pat.startsWith(u'^');
    qsizetype i = p->anchored ? 1 : 0;
    QString lit;
    static const QString meta = QStringLiteral(".^$|?*+()[]{}");
    while (i < pat.size()) {
        const QChar c = pat.at(i);
        if (c == u'\\') {
            if (i + 1 < pat.size() && !pat.at(i + 1).isLetterOrNumber()) {
                lit += pat.at(i + 1);
                i += 2;
                continue;
            }
            break;
        }
        if (meta.contains(c))
            break;
        lit += c;
        ++i;
    }
    // A quantifier that allows zero makes the last character optional.
    if (i < pat.size() && !lit.isEmpty() && (pat.at(i) == u'?' || pat.at(i) == u'*' || pat.at(i) == u'{'))
        lit.chop(1);
    p->literal = lit;
}

/// A pattern is a string, or an object {"pattern": …, "detail"/"reason": …}.
bool compilePattern(const QJsonValue &v, const QString &where, ProfilePattern *out, QString *error)
{
    QJsonValue pattern = v;
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        out->detail = o.value(QLatin1String("detail")).toString(o.value(QLatin1String("reason")).toString());
        pattern = o.value(QLatin1String("pattern"));
    }
    if (!compile(pattern, where, &out->re, error))
        return false;
    out->fast = CompiledRegex(out->re);
    computeLiteral(out);
    return true;
}

bool compileList(const QJsonObject &o, const QString &key, const QString &where, QList<ProfilePattern> *out,
                 QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isArray()) {
        *error = Tr::tr("%1: \"%2\" must be an array of patterns.").arg(where, key);
        return false;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        ProfilePattern p;
        if (!compilePattern(a.at(i), Tr::tr("%1: %2 pattern %3").arg(where, key).arg(i + 1), &p, error))
            return false;
        out->append(p);
    }
    return true;
}

/// Every pattern list of a profile but `detect`, in one order, then every hint: what the
/// pre-filter and the literal index read.
template<typename Profile, typename OnList, typename OnHint>
void forEachPatternList(Profile &p, OnList onList, OnHint onHint)
{
    for (auto &ph : p.phases) {
        onList(ph.start);
        onList(ph.progress);
        onList(ph.done);
    }
    onList(p.ready);
    onList(p.failure);
    onList(p.stopped);
    onList(p.benign);
    for (auto &h : p.hints)
        onHint(h);
}

/// Gives every pattern and hint of a parsed profile its slot in one PatternLiterals.
void indexLiterals(StartupProfile *p)
{
    QStringList patterns;
    auto add = [&patterns](QList<ProfilePattern> &list) {
        for (ProfilePattern &pp : list) {
            pp.slot = int(patterns.size());
            patterns.append(pp.re.pattern());
        }
    };
    add(p->detect);
    forEachPatternList(*p, add, [&patterns](ProfileHint &h) {
        h.slot = int(patterns.size());
        patterns.append(h.re.pattern());
    });
    p->literals = std::make_shared<const PatternLiterals>(patterns);
}

} // namespace

const QStringList &startupPhaseIds()
{
    static const QStringList ids {
        QStringLiteral("launch"),   QStringLiteral("engine-init"), QStringLiteral("distributed-init"),
        QStringLiteral("download"), QStringLiteral("weights"),     QStringLiteral("compile"),
        QStringLiteral("kv-cache"), QStringLiteral("cuda-graphs"), QStringLiteral("api-server"),
        QStringLiteral("ready"),
    };
    return ids;
}

bool ProfilePattern::mayMatch(QStringView text, const PatternLiterals::Candidates *candidates) const
{
    if (candidates && !candidates->contains(slot))
        return false;
    if (literal.isEmpty())
        return true;
    if (anchored)
        return text.startsWith(literal); // cheap even when the scan found the literal elsewhere
    return candidates || text.contains(literal);
}

RegexMatch ProfilePattern::match(QStringView text, bool validUtf16,
                                 const PatternLiterals::Candidates *candidates) const
{
    if (!mayMatch(text, candidates))
        return RegexMatch();
    return fast.match(text, 0, validUtf16);
}

bool ProfilePattern::matches(QStringView text, bool validUtf16,
                             const PatternLiterals::Candidates *candidates) const
{
    return mayMatch(text, candidates) && fast.matches(text, validUtf16);
}

int StartupProfile::phaseIndex(const QString &id) const
{
    for (qsizetype i = 0; i < phases.size(); ++i)
        if (phases.at(i).id == id)
            return int(i);
    return -1;
}

QStringList StartupProfile::patterns(bool withDetection) const
{
    QStringList out;
    auto add = [&out](const QList<ProfilePattern> &list) {
        for (const ProfilePattern &p : list)
            out.append(p.re.pattern());
    };
    if (withDetection) {
        add(detect);
        if (!detectProcess.pattern().isEmpty())
            out.append(detectProcess.pattern());
    }
    forEachPatternList(*this, add, [&out](const ProfileHint &h) { out.append(h.re.pattern()); });
    return out;
}

StartupProfile parseStartupProfile(QByteArrayView json)
{
    StartupProfile p;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &pe);
    if (pe.error != QJsonParseError::NoError) {
        p.error
            = Tr::tr("The profile is not valid JSON: %1 at offset %2.").arg(pe.errorString()).arg(pe.offset);
        return p;
    }
    if (!doc.isObject()) {
        p.error = Tr::tr("The profile must be a JSON object.");
        return p;
    }
    return parseStartupProfile(doc.object());
}

StartupProfile parseStartupProfile(const QJsonObject &o)
{
    StartupProfile p;
    p.engine = o.value(QLatin1String("engine")).toString();
    if (p.engine.isEmpty()) {
        p.error = Tr::tr("The profile has no \"engine\" name.");
        return p;
    }
    p.title = o.value(QLatin1String("title")).toString(p.engine);
    p.readyNeedsLine = o.value(QLatin1String("readyNeedsLine")).toBool(false);
    p.stallQuietSeconds = o.value(QLatin1String("stallQuietSeconds")).toDouble(120);
    p.usualSilenceSeconds
        = o.value(QLatin1String("usualSilenceSeconds")).toDouble(StartupProfile::kDefaultUsualSilenceSeconds);
    if (!(p.usualSilenceSeconds > 0)) {
        p.error = Tr::tr("profile \"%1\": \"usualSilenceSeconds\" must be a number of seconds above 0.")
                      .arg(p.engine);
        return p;
    }
    const QString top = Tr::tr("profile \"%1\"").arg(p.engine);

    if (!compileList(o, QStringLiteral("detect"), top, &p.detect, &p.error))
        return p;
    if (o.contains(QLatin1String("detectProcess"))
        && !compile(o.value(QLatin1String("detectProcess")), Tr::tr("%1: detectProcess").arg(top),
                    &p.detectProcess, &p.error))
        return p;
    if (p.detect.isEmpty()) {
        p.error = Tr::tr("%1: \"detect\" needs at least one pattern.").arg(top);
        return p;
    }
    if (!compileList(o, QStringLiteral("ready"), top, &p.ready, &p.error)
        || !compileList(o, QStringLiteral("failure"), top, &p.failure, &p.error)
        || !compileList(o, QStringLiteral("stopped"), top, &p.stopped, &p.error)
        || !compileList(o, QStringLiteral("benign"), top, &p.benign, &p.error))
        return p;
    if (p.ready.isEmpty()) {
        p.error = Tr::tr("%1: \"ready\" needs at least one pattern.").arg(top);
        return p;
    }
    for (const ProfilePattern &b : std::as_const(p.benign)) {
        if (b.detail.isEmpty()) {
            p.error = Tr::tr("%1: benign pattern \"%2\" has no reason.").arg(top, b.re.pattern());
            return p;
        }
    }

    const QJsonArray phases = o.value(QLatin1String("phases")).toArray();
    if (phases.isEmpty()) {
        p.error = Tr::tr("%1: \"phases\" must be a non-empty array.").arg(top);
        return p;
    }
    int lastOrder = -1;
    for (const QJsonValue &pv : phases) {
        const QJsonObject po = pv.toObject();
        ProfilePhase ph;
        ph.id = po.value(QLatin1String("id")).toString();
        const int order = int(startupPhaseIds().indexOf(ph.id));
        if (order < 0) {
            p.error = Tr::tr("%1: unknown phase id \"%2\" (expected one of %3).")
                          .arg(top, ph.id, startupPhaseIds().join(QStringLiteral(", ")));
            return p;
        }
        if (order <= lastOrder) {
            p.error = Tr::tr("%1: phase \"%2\" is out of order or repeated.").arg(top, ph.id);
            return p;
        }
        lastOrder = order;
        ph.title = po.value(QLatin1String("title")).toString(ph.id);
        ph.weight = po.value(QLatin1String("weight")).toDouble(0);
        ph.budgetSeconds = po.value(QLatin1String("budgetSeconds")).toDouble(300);
        if (ph.weight < 0 || ph.budgetSeconds <= 0) {
            p.error = Tr::tr("%1: phase \"%2\" needs a weight ≥ 0 and a budget > 0.").arg(top, ph.id);
            return p;
        }
        const QString where = Tr::tr("%1: phase \"%2\"").arg(top, ph.id);
        if (!compileList(po, QStringLiteral("start"), where, &ph.start, &p.error)
            || !compileList(po, QStringLiteral("progress"), where, &ph.progress, &p.error)
            || !compileList(po, QStringLiteral("done"), where, &ph.done, &p.error))
            return p;
        for (const ProfilePattern &pp : std::as_const(ph.progress)) {
            const QStringList names = pp.re.namedCaptureGroups();
            const bool counts = names.contains(QLatin1String("n")) && names.contains(QLatin1String("tot"));
            if (!counts && !names.contains(QLatin1String("pct"))) {
                p.error = Tr::tr("%1: progress pattern \"%2\" needs named groups n and tot, or pct.")
                              .arg(where, pp.re.pattern());
                return p;
            }
        }
        p.phases.append(ph);
    }

    const QJsonArray hints = o.value(QLatin1String("hints")).toArray();
    for (qsizetype i = 0; i < hints.size(); ++i) {
        const QJsonObject ho = hints.at(i).toObject();
        ProfileHint h;
        if (!compile(ho.value(QLatin1String("pattern")), Tr::tr("%1: hint %2").arg(top).arg(i + 1), &h.re,
                     &p.error))
            return p;
        h.fast = CompiledRegex(h.re);
        const QJsonObject w = ho.value(QLatin1String("weights")).toObject();
        for (auto it = w.begin(); it != w.end(); ++it) {
            if (p.phaseIndex(it.key()) < 0) {
                p.error = Tr::tr("%1: hint %2 names unknown phase \"%3\".").arg(top).arg(i + 1).arg(it.key());
                return p;
            }
            h.weights.insert(it.key(), it.value().toDouble());
        }
        for (const QJsonValue &v : ho.value(QLatin1String("skip")).toArray()) {
            if (p.phaseIndex(v.toString()) < 0) {
                p.error
                    = Tr::tr("%1: hint %2 names unknown phase \"%3\".").arg(top).arg(i + 1).arg(v.toString());
                return p;
            }
            h.skip << v.toString();
        }
        h.barsPhase = ho.value(QLatin1String("barsPhase")).toString();
        h.bars = ho.value(QLatin1String("bars")).toInt(0);
        if (!h.barsPhase.isEmpty() && p.phaseIndex(h.barsPhase) < 0) {
            p.error = Tr::tr("%1: hint %2 names unknown phase \"%3\".").arg(top).arg(i + 1).arg(h.barsPhase);
            return p;
        }
        p.hints.append(h);
    }
    indexLiterals(&p);
    return p;
}

StartupProfile loadStartupProfile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        StartupProfile p;
        p.error = Tr::tr("Cannot read the profile %1: %2").arg(path, f.errorString());
        return p;
    }
    StartupProfile p = parseStartupProfile(f.readAll());
    if (!p.isValid())
        p.error = Tr::tr("%1: %2").arg(path, p.error);
    return p;
}

const QList<StartupProfile> &builtInStartupProfiles()
{
    // Rebuilt when a profile folder is added (at start-up, before logs are read).
    static QMutex mutex;
    static int generation = -1;
    static QList<StartupProfile> profiles;
    const QMutexLocker lock(&mutex);
    const int now = engineProfilesGeneration();
    if (generation == now)
        return profiles;
    generation = now;
    profiles.clear();
    // In the engine list's order: vLLM first, as detection tries profiles in order.
    for (const EngineProfile &e : engineProfiles()) {
        StartupProfile p = parseStartupProfile(e.object);
        if (p.isValid() && p.engine != e.id)
            p.error = Tr::tr("the start-up profile names engine \"%1\", the engine list \"%2\"")
                          .arg(p.engine, e.id);
        if (p.isValid())
            profiles.append(p);
        else
            qCWarning(lcStartup) << "skipping start-up profile:" << e.file << p.error;
    }
    return profiles;
}

int startupProfilesGeneration()
{
    return engineProfilesGeneration();
}

} // namespace ic
