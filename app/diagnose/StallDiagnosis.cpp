// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The stall rules (`:/diagnose/stall.json`, resources/reference §12) over what an autopsy gathered.
#include "StallDiagnosis.h"

#include "config/EngineProfile.h"
#include "formats/DataText.h"
#include "formats/EngineLogLine.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ic {

Q_LOGGING_CATEGORY(lcStall, "console.stall")

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StallDiagnosis)
};

struct StackRule {
    QString id;
    enum class Kind { Category, Transparent, Ignore } kind = Kind::Category;
    QString category;
    int weight = 0;
    QRegularExpression match;
};

struct LineRule {
    QString id;
    QString category; ///< empty: a note
    int weight = 0;
    QRegularExpression regex;
    QString note;
};

struct PhaseRule {
    QString phase;
    QString category;
    int weight = 0;
};

struct KernelRule {
    QString id;
    QList<int> xids; ///< empty: every other Xid
    QString category;
    int weight = 0;
    QString note;
};

struct EnvRule {
    QString id;
    QString name;
    QRegularExpression regex;
    QString note;
};

struct StallRules {
    EnvironFilter environment;
    int stackCap = 6;
    QMap<QString, QStringList> next;
    QList<StackRule> stacks;
    QList<LineRule> journal;
    QList<PhaseRule> phases;
    QList<LineRule> journalNotes;
    QList<KernelRule> kernel;
    QList<EnvRule> environmentNotes;
    QString error;
};

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &e : v.toArray())
        out << e.toString();
    return out;
}

QRegularExpression compiled(const QString &pattern, const QString &id, QString *error)
{
    QRegularExpression re(pattern);
    if ((pattern.isEmpty() || !re.isValid()) && error->isEmpty())
        *error = QStringLiteral("rule %1: invalid regex %2: %3").arg(id, pattern, re.errorString());
    return re;
}

StallRules parseStallRules(const QByteArray &json)
{
    StallRules r;
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (!doc.isObject()) {
        r.error = QStringLiteral("stall rules are not a JSON object: %1").arg(perr.errorString());
        return r;
    }
    const QJsonObject root = doc.object();
    const QJsonObject env = root.value(QLatin1String("environment")).toObject();
    r.environment.prefixes = strings(env.value(QLatin1String("prefixes")));
    r.environment.names = strings(env.value(QLatin1String("names")));
    r.stackCap = root.value(QLatin1String("stackCap")).toInt(6);
    const QJsonObject categories = root.value(QLatin1String("categories")).toObject();
    for (auto it = categories.begin(); it != categories.end(); ++it) {
        if (!stallCategoryFromId(it.key()) && r.error.isEmpty())
            r.error = QStringLiteral("unknown stall category %1").arg(it.key());
        r.next.insert(it.key(), strings(it.value().toObject().value(QLatin1String("next"))));
    }
    auto category = [&r](const QJsonObject &o, const QString &id) {
        const QString c = o.value(QLatin1String("category")).toString();
        if (!c.isEmpty() && !stallCategoryFromId(c) && r.error.isEmpty())
            r.error = QStringLiteral("rule %1: unknown category %2").arg(id, c);
        return c;
    };
    for (const QJsonValue &v : root.value(QLatin1String("stacks")).toArray()) {
        const QJsonObject o = v.toObject();
        StackRule s;
        s.id = o.value(QLatin1String("id")).toString();
        const QString kind = o.value(QLatin1String("kind")).toString();
        s.kind = kind == QLatin1String("ignore")   ? StackRule::Kind::Ignore
            : kind == QLatin1String("transparent") ? StackRule::Kind::Transparent
                                                   : StackRule::Kind::Category;
        s.category = category(o, s.id);
        s.weight = o.value(QLatin1String("weight")).toInt();
        s.match = compiled(o.value(QLatin1String("match")).toString(), s.id, &r.error);
        r.stacks << s;
    }
    auto lineRules = [&](const char *key) {
        QList<LineRule> out;
        for (const QJsonValue &v : root.value(QLatin1String(key)).toArray()) {
            const QJsonObject o = v.toObject();
            LineRule l;
            l.id = o.value(QLatin1String("id")).toString();
            l.category = category(o, l.id);
            l.weight = o.value(QLatin1String("weight")).toInt();
            l.regex = compiled(o.value(QLatin1String("regex")).toString(), l.id, &r.error);
            l.note = o.value(QLatin1String("note")).toString();
            out << l;
        }
        return out;
    };
    r.journal = lineRules("journal");
    r.journalNotes = lineRules("journalNotes");
    for (const QJsonValue &v : root.value(QLatin1String("phases")).toArray()) {
        const QJsonObject o = v.toObject();
        r.phases << PhaseRule { o.value(QLatin1String("phase")).toString(),
                                category(o, o.value(QLatin1String("phase")).toString()),
                                o.value(QLatin1String("weight")).toInt() };
    }
    for (const QJsonValue &v : root.value(QLatin1String("kernel")).toArray()) {
        const QJsonObject o = v.toObject();
        KernelRule k;
        k.id = o.value(QLatin1String("id")).toString();
        for (const QJsonValue &x : o.value(QLatin1String("xids")).toArray())
            k.xids << x.toInt();
        k.category = category(o, k.id);
        k.weight = o.value(QLatin1String("weight")).toInt();
        k.note = o.value(QLatin1String("note")).toString();
        r.kernel << k;
    }
    for (const QJsonValue &v : root.value(QLatin1String("environmentNotes")).toArray()) {
        const QJsonObject o = v.toObject();
        EnvRule e;
        e.id = o.value(QLatin1String("id")).toString();
        e.name = o.value(QLatin1String("name")).toString();
        e.regex = compiled(o.value(QLatin1String("regex")).toString(), e.id, &r.error);
        e.note = o.value(QLatin1String("note")).toString();
        r.environmentNotes << e;
    }
    if (!r.error.isEmpty())
        qCWarning(lcStall) << "stall rules:" << r.error;
    return r;
}

const StallRules &defaultStallRules()
{
    static const StallRules rules = [] {
        QFile f(QStringLiteral(":/diagnose/stall.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            StallRules empty;
            empty.error = QStringLiteral("cannot open :/diagnose/stall.json");
            qCWarning(lcStall) << empty.error;
            return empty;
        }
        return parseStallRules(f.readAll());
    }();
    return rules;
}

/// "function (file)" of a printed frame "function (file:line)": rules never see line numbers.
QString withoutLine(const QString &frame)
{
    static const QRegularExpression line(QStringLiteral(":\\d+\\)$"));
    QString f = frame;
    f.replace(line, QStringLiteral(")"));
    return f;
}

QString fill(QString text, const QMap<QString, QString> &values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        text.replace(u'{' + it.key() + u'}', it.value());
    return text;
}

/// The message of a journal line with its decorations (process prefix, level, clock) taken off.
QString messageOf(const QString &raw)
{
    // A record with tqdm's '\r' updates glued together: the newest update is what counts.
    const QList<QStringView> parts = splitGluedRecords(raw);
    return parseEngineLogLine(parts.isEmpty() ? QStringView(raw) : parts.last()).text.trimmed();
}

} // namespace

QString stallCategoryId(StallCategory category)
{
    switch (category) {
    case StallCategory::Nccl:
        return QStringLiteral("nccl");
    case StallCategory::Compile:
        return QStringLiteral("compile");
    case StallCategory::GraphCapture:
        return QStringLiteral("graph-capture");
    case StallCategory::Weights:
        return QStringLiteral("weights");
    case StallCategory::Placement:
        return QStringLiteral("placement");
    case StallCategory::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString stallCategoryTitle(StallCategory category)
{
    switch (category) {
    case StallCategory::Nccl:
        return Tr::tr("NCCL / collective communication");
    case StallCategory::Compile:
        return Tr::tr("torch.compile / Triton compilation");
    case StallCategory::GraphCapture:
        return Tr::tr("CUDA graph capture");
    case StallCategory::Weights:
        return Tr::tr("Loading or downloading weights");
    case StallCategory::Placement:
        return Tr::tr("Ray placement group");
    case StallCategory::Unknown:
        break;
    }
    return Tr::tr("Unknown: nothing gathered points anywhere");
}

std::optional<StallCategory> stallCategoryFromId(const QString &id)
{
    for (StallCategory c : { StallCategory::Nccl, StallCategory::Compile, StallCategory::GraphCapture,
                             StallCategory::Weights, StallCategory::Placement, StallCategory::Unknown }) {
        if (stallCategoryId(c) == id)
            return c;
    }
    return std::nullopt;
}

EnvironFilter stallEnvironmentFilter(const QByteArray &rulesJson)
{
    return rulesJson.isEmpty() ? defaultStallRules().environment : parseStallRules(rulesJson).environment;
}

StallVerdict classifyStall(const StallInput &in, const QByteArray &rulesJson)
{
    (void)engineProfiles(); // installs the engines' log-line prefixes the journal rules read through
    const StallRules parsed = rulesJson.isEmpty() ? StallRules() : parseStallRules(rulesJson);
    const StallRules &rules = rulesJson.isEmpty() ? defaultStallRules() : parsed;
    StallVerdict v;
    v.error = rules.error;
    // Per source, per category: the best weight (stacks: plus one per further process).
    QMap<QString, QMap<QString, int>> sources;
    auto vote = [&sources](const QString &source, const QString &category, int weight) {
        int &s = sources[source][category];
        s = std::max(s, weight);
    };

    // py-spy: the first frame from the innermost outwards that a rule names.
    QMap<QString, QSet<qint64>> processesFor; // category -> pids that agree
    QMap<QString, int> stackWeight;
    for (const StallInput::Stack &s : in.stacks) {
        if (s.idle && s.thread != QLatin1String("MainThread"))
            continue;
        const StackRule *hit = nullptr;
        QString hitFrame;
        for (const QString &frame : s.frames) {
            const QString bare = withoutLine(frame);
            const StackRule *first = nullptr;
            for (const StackRule &r : rules.stacks) {
                if (r.match.isValid() && r.match.match(bare).hasMatch()) {
                    first = &r;
                    break;
                }
            }
            if (!first || first->kind == StackRule::Kind::Transparent)
                continue;
            hit = first;
            hitFrame = frame;
            break;
        }
        if (!hit || hit->kind == StackRule::Kind::Ignore)
            continue;
        if (processesFor[hit->category].contains(s.pid))
            continue; // one voice per process
        processesFor[hit->category].insert(s.pid);
        stackWeight[hit->category] = std::max(stackWeight.value(hit->category), hit->weight);
        const QString where = s.frames.isEmpty() || s.frames.first() == hitFrame
            ? hitFrame
            : Tr::tr("%1, inside %2").arg(s.frames.first(), hitFrame);
        v.evidence << StallEvidence {
            Tr::tr("py-spy of PID %1 (%2), thread %3").arg(s.pid).arg(s.process.left(80), s.thread), where,
            hit->category, hit->id, hit->weight
        };
    }
    for (auto it = processesFor.cbegin(); it != processesFor.cend(); ++it)
        vote(QStringLiteral("py-spy"), it.key(),
             std::min(rules.stackCap, stackWeight.value(it.key()) + int(it.value().size()) - 1));

    // The start-up tracker's phase, when the start-up stopped inside it.
    if (!in.phaseId.isEmpty()) {
        const auto rule = std::find_if(rules.phases.cbegin(), rules.phases.cend(),
                                       [&in](const PhaseRule &p) { return p.phase == in.phaseId; });
        const QString title = in.phaseTitle.isEmpty() ? in.phaseId : in.phaseTitle;
        if (rule != rules.phases.cend() && in.phaseActive) {
            vote(QStringLiteral("journal"), rule->category, rule->weight);
            v.evidence << StallEvidence {
                Tr::tr("start-up tracker"),
                in.phaseSince.isEmpty()
                    ? Tr::tr("the start-up stopped in the phase “%1”").arg(title)
                    : Tr::tr("the start-up stopped in the phase “%1”, begun at %2").arg(title, in.phaseSince),
                rule->category, QStringLiteral("phase-") + in.phaseId, rule->weight
            };
        } else {
            v.context << StallEvidence {
                Tr::tr("start-up tracker"),
                in.phaseActive ? Tr::tr("the start-up is in the phase “%1”").arg(title)
                               : Tr::tr("the last phase the start-up reached, “%1”, had finished").arg(title),
                {},
                QStringLiteral("phase-") + in.phaseId,
                0
            };
        }
    }

    // The journal: the newest line a rule names counts; notes once each.
    bool journalHit = false;
    QSet<QString> notesSeen;
    for (qsizetype i = in.journal.size() - 1; i >= 0; --i) {
        const StallInput::LogLine &l = in.journal[i];
        const QString text = messageOf(l.text);
        const QString source
            = l.time.isEmpty() ? Tr::tr("journal line") : Tr::tr("journal line at %1").arg(l.time);
        for (const LineRule &r : rules.journalNotes) {
            if (!notesSeen.contains(r.id) && r.regex.isValid() && r.regex.match(text).hasMatch()) {
                notesSeen.insert(r.id);
                v.context << StallEvidence {
                    source, dataText(r.note) + QStringLiteral(": ") + text.left(300), {}, r.id, 0
                };
            }
        }
        if (journalHit)
            continue;
        for (const LineRule &r : rules.journal) {
            if (r.regex.isValid() && r.regex.match(text).hasMatch()) {
                journalHit = true;
                vote(QStringLiteral("journal"), r.category, r.weight);
                v.evidence << StallEvidence { source, text.left(300), r.category, r.id, r.weight };
                break;
            }
        }
    }

    // The kernel: every Xid is context; some point somewhere too.
    for (const XidEvent &x : in.xids) {
        const KernelRule *rule = nullptr;
        for (const KernelRule &k : rules.kernel) {
            if (k.xids.contains(x.xid) || (k.xids.isEmpty() && !rule)) {
                rule = &k;
                if (!k.xids.isEmpty())
                    break;
            }
        }
        const QString source
            = x.time.isEmpty() ? Tr::tr("kernel line") : Tr::tr("kernel line at %1").arg(x.time);
        const QString note = rule
            ? fill(dataText(rule->note),
                   { { QStringLiteral("pci"), x.pci }, { QStringLiteral("xid"), QString::number(x.xid) } })
            : QString();
        QString said = x.message.left(300);
        if (!x.process.isEmpty() || !x.pid.isEmpty())
            said = QStringLiteral("pid=%1, name=%2, %3").arg(x.pid, x.process, said);
        const QString text = QStringLiteral("%1: Xid %2, %3")
                                 .arg(note.isEmpty() ? x.pci : note, QString::number(x.xid), said);
        if (rule && !rule->category.isEmpty() && rule->weight > 0) {
            vote(QStringLiteral("kernel"), rule->category, rule->weight);
            v.evidence << StallEvidence { source, text, rule->category, rule->id, rule->weight };
        } else {
            v.context << StallEvidence { source, text, {}, rule ? rule->id : QString(), 0 };
        }
    }

    // Scores: the sum of the sources' votes.
    for (auto s = sources.cbegin(); s != sources.cend(); ++s)
        for (auto c = s.value().cbegin(); c != s.value().cend(); ++c)
            v.scores[c.key()] += c.value();
    QString best;
    int top = 0, second = 0;
    for (auto it = v.scores.cbegin(); it != v.scores.cend(); ++it) {
        if (it.value() > top) {
            second = top;
            top = it.value();
            best = it.key();
        } else if (it.value() > second) {
            second = it.value();
        }
    }
    if (top > 0 && top > second) {
        v.category = stallCategoryFromId(best).value_or(StallCategory::Unknown);
        int agreeing = 0;
        for (auto s = sources.cbegin(); s != sources.cend(); ++s)
            agreeing += s.value().value(best) > 0 ? 1 : 0;
        if (agreeing >= 2 && second * 3 <= top)
            v.confidence = QStringLiteral("high");
        else if (second * 2 >= top || top < 2)
            v.confidence = QStringLiteral("low");
        else
            v.confidence = QStringLiteral("medium");
    } else if (top > 0) {
        v.context.prepend(
            StallEvidence { Tr::tr("classification"),
                            Tr::tr("the evidence points to several places equally; no single cause"),
                            {},
                            QStringLiteral("tie"),
                            0 });
    }
    std::stable_sort(v.evidence.begin(), v.evidence.end(),
                     [&best](const StallEvidence &a, const StallEvidence &b) {
                         if ((a.category == best) != (b.category == best))
                             return a.category == best;
                         return a.weight > b.weight;
                     });

    // Context that only makes sense for the verdict: topology and environment.
    if (v.category == StallCategory::Nccl && !in.gpuPairsWithoutNvLink.isEmpty())
        v.context << StallEvidence { Tr::tr("nvidia-smi topo -m"),
                                     Tr::tr("%n GPU pair(s) without NVLink: %1", nullptr,
                                            int(in.gpuPairsWithoutNvLink.size()))
                                         .arg(in.gpuPairsWithoutNvLink.mid(0, 8).join(QStringLiteral(", "))),
                                     {},
                                     QStringLiteral("topology"),
                                     0 };
    for (const EnvRule &e : rules.environmentNotes) {
        const auto it = in.environment.constFind(e.name);
        if (it != in.environment.cend() && e.regex.isValid() && e.regex.match(it.value()).hasMatch())
            v.context << StallEvidence { Tr::tr("environment"),
                                         fill(dataText(e.note),
                                              { { QStringLiteral("value"), it.value().left(200) } }),
                                         {},
                                         e.id,
                                         0 };
    }
    for (const QString &step : rules.next.value(stallCategoryId(v.category)))
        v.nextSteps << dataText(step);
    return v;
}

} // namespace ic
