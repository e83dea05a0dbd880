// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderReport.h"

#include "chat/steps/StepRegistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

QString secs(double s)
{
    return QString::number(s, 'f', s < 10 ? 2 : 1) + QStringLiteral(" s");
}

QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("–") : s;
}

QString mdCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString percentChange(double before, double after)
{
    const double p = (after / before - 1.0) * 100.0;
    return (p >= 0 ? QStringLiteral("+") : QString()) + QString::number(p, 'f', 1) + QLatin1Char('%');
}
} // namespace

QString runOutcomeId(RunOutcome outcome)
{
    switch (outcome) {
    case RunOutcome::Completed:
        return QStringLiteral("completed");
    case RunOutcome::Interrupted:
        return QStringLiteral("interrupted");
    case RunOutcome::TimedOut:
        return QStringLiteral("timed-out");
    }
    return QString();
}

Verdict LadderReport::verdict() const
{
    if (!error.isEmpty() || outcome != RunOutcome::Completed)
        return Verdict::Error;
    bool anyPass = false;
    bool requiredMissing = false;
    for (const StepResult &r : steps) {
        if (r.verdict == Verdict::Fail)
            return Verdict::Fail;
        anyPass = anyPass || r.verdict == Verdict::Pass;
        requiredMissing = requiredMissing || (r.required && r.verdict != Verdict::Pass);
    }
    if (kind == QLatin1String("load") && !load.isEmpty()) {
        if (load.value(QStringLiteral("failed")).toInt() > load.value(QStringLiteral("unanswered")).toInt())
            return Verdict::Fail;
        return load.value(QStringLiteral("completed")).toInt() > 0
                && load.value(QStringLiteral("failed")).toInt() == 0
            ? Verdict::Pass
            : Verdict::Error;
    }
    return requiredMissing || !anyPass ? Verdict::Error : Verdict::Pass;
}

QString LadderReport::verdictReason() const
{
    if (!error.isEmpty())
        return Tr::tr("Could not run: %1").arg(error);
    if (outcome != RunOutcome::Completed)
        return Tr::tr("Stopped before the end (%1); the report is partial.").arg(interruption);
    QStringList failed, missing;
    for (const StepResult &r : steps) {
        if (r.verdict == Verdict::Fail)
            failed << r.id;
        else if (r.required && r.verdict != Verdict::Pass)
            missing << QStringLiteral("%1 (%2)").arg(r.id, verdictId(r.verdict));
    }
    if (!failed.isEmpty())
        return Tr::tr("Failed: %1.").arg(failed.join(QStringLiteral(", ")));
    if (!missing.isEmpty()) {
        // The steps that could not judge first; the ones skipped because of them are only counted.
        QStringList judged, skipped;
        for (const QString &m : std::as_const(missing))
            (m.endsWith(QLatin1String("(skip)")) ? skipped : judged) << m;
        if (judged.isEmpty())
            return Tr::tr("Required steps without a pass: %1.").arg(skipped.join(QStringLiteral(", ")));
        return skipped.isEmpty()
            ? Tr::tr("Required steps without a pass: %1.").arg(judged.join(QStringLiteral(", ")))
            : Tr::tr("Required steps without a pass: %1; %2 more skipped.")
                  .arg(judged.join(QStringLiteral(", ")))
                  .arg(skipped.size());
    }
    if (verdict() != Verdict::Pass)
        return Tr::tr("No step passed: nothing was judged.");
    return Tr::tr("Every required step passed.");
}

const StepResult *LadderReport::step(const QString &id) const
{
    for (const StepResult &r : steps) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

double LadderReport::decodeTokensPerSecond() const
{
    const StepType *measuring = stepTypeMeasuring(StepMeasure::DecodeSpeed);
    const StepResult *r = measuring ? step(measuring->id) : nullptr;
    if (!r || (r->verdict != Verdict::Pass && r->verdict != Verdict::Skip && r->verdict != Verdict::Fail))
        return -1;
    return r->data.value(QStringLiteral("decode_tokens_per_second")).toDouble(-1);
}

double LadderReport::loadOutputThroughput() const
{
    if (load.isEmpty() || load.value(QStringLiteral("completed")).toInt() <= 0)
        return -1;
    return load.value(QStringLiteral("output_throughput")).toDouble(-1);
}

int LadderReport::loadConcurrency() const
{
    return load.value(QStringLiteral("concurrency")).toInt(0);
}

QJsonObject LadderReport::summary() const
{
    QJsonObject verdicts;
    for (const StepResult &r : steps)
        verdicts.insert(r.id, verdictId(r.verdict));
    QJsonObject o { { QStringLiteral("started"), started.toUTC().toString(Qt::ISODate) },
                    { QStringLiteral("identity"), identity.toJson() },
                    { QStringLiteral("model"), model },
                    { QStringLiteral("verdicts"), verdicts } };
    if (decodeTokensPerSecond() > 0)
        o.insert(QStringLiteral("decode_tokens_per_second"), decodeTokensPerSecond());
    if (loadOutputThroughput() > 0) {
        o.insert(QStringLiteral("load_output_throughput"), loadOutputThroughput());
        o.insert(QStringLiteral("load_concurrency"), loadConcurrency());
    }
    return o;
}

void LadderReport::compareWith(const LadderReport &good)
{
    knownGood = good.summary();
    changes.clear();
    const ServerIdentity &was = good.identity;
    auto differ
        = [this](const QString &what, const QString &before, const QString &after, const QString &sentence) {
              if (!before.isEmpty() && !after.isEmpty() && before != after)
                  changes.append({ what, before, after, sentence });
          };
    differ(QStringLiteral("engine"), was.engine, identity.engine,
           Tr::tr("engine %1 → %2").arg(was.engine, identity.engine));
    differ(QStringLiteral("version"), was.version, identity.version,
           Tr::tr("%1 version %2 → %3").arg(orDash(identity.engineTitle), was.version, identity.version));
    differ(QStringLiteral("model"), was.model, identity.model,
           Tr::tr("model %1 → %2").arg(was.model, identity.model));
    for (const StepResult &r : steps) {
        const StepResult *before = good.step(r.id);
        if (before && before->verdict == Verdict::Pass && r.verdict != Verdict::Pass && !r.interrupted)
            changes.append({ QStringLiteral("step:") + r.id, verdictId(before->verdict), verdictId(r.verdict),
                             Tr::tr("step %1 passed then, %2 now").arg(r.id, verdictId(r.verdict)) });
    }
    const double decodeWas = good.decodeTokensPerSecond();
    const double decodeNow = decodeTokensPerSecond();
    if (decodeWas > 0 && decodeNow > 0)
        changes.append({ QStringLiteral("decode_tokens_per_second"), QString::number(decodeWas, 'f', 1),
                         QString::number(decodeNow, 'f', 1),
                         Tr::tr("decode %1 → %2 tok/s (%3)")
                             .arg(QString::number(decodeWas, 'f', 1), QString::number(decodeNow, 'f', 1),
                                  percentChange(decodeWas, decodeNow)) });
    const double loadWas = good.loadOutputThroughput();
    const double loadNow = loadOutputThroughput();
    if (loadWas > 0 && loadNow > 0 && good.loadConcurrency() == loadConcurrency())
        changes.append({ QStringLiteral("load_output_throughput"), QString::number(loadWas, 'f', 1),
                         QString::number(loadNow, 'f', 1),
                         Tr::tr("output under load (%1 streams) %2 → %3 tok/s (%4)")
                             .arg(loadConcurrency())
                             .arg(QString::number(loadWas, 'f', 1), QString::number(loadNow, 'f', 1),
                                  percentChange(loadWas, loadNow)) });
}

QJsonObject LadderReport::toJson() const
{
    QJsonArray array;
    for (const StepResult &r : steps) {
        QJsonObject o { { QStringLiteral("id"), r.id },
                        { QStringLiteral("verdict"), verdictId(r.verdict) },
                        { QStringLiteral("required"), r.required },
                        { QStringLiteral("seconds"), std::round(r.seconds * 1000) / 1000 },
                        { QStringLiteral("evidence"), r.evidence } };
        if (r.interrupted)
            o.insert(QStringLiteral("interrupted"), true);
        if (!r.data.isEmpty())
            o.insert(QStringLiteral("data"), r.data);
        array.append(o);
    }
    QJsonArray changeArray;
    for (const ReportChange &c : changes)
        changeArray.append(QJsonObject { { QStringLiteral("what"), c.what },
                                         { QStringLiteral("before"), c.before },
                                         { QStringLiteral("after"), c.after },
                                         { QStringLiteral("sentence"), c.sentence } });
    QJsonObject o { { QStringLiteral("kind"), kind },
                    { QStringLiteral("host"), host },
                    { QStringLiteral("verdict"), verdictId(verdict()) },
                    { QStringLiteral("outcome"), runOutcomeId(outcome) },
                    { QStringLiteral("reason"), verdictReason() },
                    { QStringLiteral("started"), started.toUTC().toString(Qt::ISODate) },
                    { QStringLiteral("steps"), array },
                    { QStringLiteral("model"), model },
                    { QStringLiteral("identity"), identity.toJson() },
                    { QStringLiteral("ladder"), ladder },
                    { QStringLiteral("seconds"), std::round(seconds * 1000) / 1000 },
                    { QStringLiteral("changes"), changeArray } };
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    if (!interruption.isEmpty())
        o.insert(QStringLiteral("interruption"), interruption);
    if (!load.isEmpty())
        o.insert(QStringLiteral("load"), load);
    if (!knownGood.isEmpty())
        o.insert(QStringLiteral("last_known_good"), knownGood);
    return o;
}

LadderReport LadderReport::fromJson(const QJsonObject &o)
{
    LadderReport r;
    r.kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("ladder"));
    r.host = o.value(QStringLiteral("host")).toString();
    r.model = o.value(QStringLiteral("model")).toString();
    r.ladder = o.value(QStringLiteral("ladder")).toString();
    r.started = QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODate);
    r.seconds = o.value(QStringLiteral("seconds")).toDouble();
    r.error = o.value(QStringLiteral("error")).toString();
    const QString outcome = o.value(QStringLiteral("outcome")).toString();
    r.outcome = outcome == QLatin1String("interrupted") ? RunOutcome::Interrupted
        : outcome == QLatin1String("timed-out")         ? RunOutcome::TimedOut
                                                        : RunOutcome::Completed;
    r.interruption = o.value(QStringLiteral("interruption")).toString();
    r.identity = ServerIdentity::fromJson(o.value(QStringLiteral("identity")).toObject());
    r.load = o.value(QStringLiteral("load")).toObject();
    r.knownGood = o.value(QStringLiteral("last_known_good")).toObject();
    for (const QJsonValue &v : o.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        r.changes.append(
            { c.value(QStringLiteral("what")).toString(), c.value(QStringLiteral("before")).toString(),
              c.value(QStringLiteral("after")).toString(), c.value(QStringLiteral("sentence")).toString() });
    }
    for (const QJsonValue &v : o.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject s = v.toObject();
        StepResult step;
        step.id = s.value(QStringLiteral("id")).toString();
        step.verdict = verdictFromId(s.value(QStringLiteral("verdict")).toString());
        step.required = s.value(QStringLiteral("required")).toBool(true);
        step.interrupted = s.value(QStringLiteral("interrupted")).toBool(false);
        step.seconds = s.value(QStringLiteral("seconds")).toDouble();
        step.evidence = s.value(QStringLiteral("evidence")).toString();
        step.data = s.value(QStringLiteral("data")).toObject();
        r.steps.append(step);
    }
    return r;
}

QString LadderReport::toMarkdown() const
{
    QString md = QStringLiteral("# ") + Tr::tr("Validation of %1").arg(host) + QStringLiteral("\n\n");
    md += Tr::tr("**Verdict:** %1 — %2").arg(verdictId(verdict()).toUpper(), verdictReason())
        + QStringLiteral("\n\n");
    md += QStringLiteral("| | |\n|---|---|\n");
    md += QStringLiteral("| ") + Tr::tr("host") + QStringLiteral(" | ") + mdCell(host)
        + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("engine") + QStringLiteral(" | ")
        + mdCell(orDash(identity.engineTitle.isEmpty() ? identity.engine : identity.engineTitle))
        + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("version") + QStringLiteral(" | ") + mdCell(orDash(identity.version))
        + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("model") + QStringLiteral(" | ")
        + mdCell(orDash(identity.model.isEmpty() ? model : identity.model))
        + (model.isEmpty() || model == identity.model
               ? QString()
               : QStringLiteral(" (") + mdCell(model) + QLatin1Char(')'))
        + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("ladder") + QStringLiteral(" | ") + mdCell(orDash(ladder))
        + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("started") + QStringLiteral(" | ")
        + started.toUTC().toString(Qt::ISODate) + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("duration") + QStringLiteral(" | ") + secs(seconds)
        + QStringLiteral(" |\n");
    md += QStringLiteral("| ") + Tr::tr("outcome") + QStringLiteral(" | ") + runOutcomeId(outcome)
        + (interruption.isEmpty() ? QString()
                                  : QStringLiteral(" (") + mdCell(interruption) + QLatin1Char(')'))
        + QStringLiteral(" |\n\n");
    if (!error.isEmpty())
        md += QStringLiteral("**") + Tr::tr("Could not run") + QStringLiteral(":** ") + error
            + QStringLiteral("\n\n");
    if (!steps.isEmpty()) {
        md += QStringLiteral("| ") + Tr::tr("step") + QStringLiteral(" | ") + Tr::tr("required")
            + QStringLiteral(" | ") + Tr::tr("verdict") + QStringLiteral(" | ") + Tr::tr("time")
            + QStringLiteral(" | ") + Tr::tr("evidence") + QStringLiteral(" |\n|---|---|---|---|---|\n");
        for (const StepResult &r : steps) {
            md += QStringLiteral("| `") + r.id + QStringLiteral("` | ")
                + (r.required ? Tr::tr("yes") : Tr::tr("no")) + QStringLiteral(" | ") + verdictId(r.verdict)
                + (r.interrupted ? Tr::tr(" (interrupted)") : QString()) + QStringLiteral(" | ")
                + secs(r.seconds) + QStringLiteral(" | ") + mdCell(r.evidence) + QStringLiteral(" |\n");
        }
        md += QLatin1Char('\n');
    }
    if (!load.isEmpty()) {
        md += QStringLiteral("## ") + Tr::tr("Under load") + QStringLiteral("\n\n```json\n")
            + QString::fromUtf8(QJsonDocument(load).toJson(QJsonDocument::Indented))
            + QStringLiteral("```\n\n");
    }
    md += QStringLiteral("## ") + Tr::tr("Against the last known good") + QStringLiteral("\n\n");
    if (knownGood.isEmpty()) {
        md += Tr::tr("No earlier passing run of this host to compare with.") + QStringLiteral("\n");
    } else {
        md += Tr::tr("Last known good: %1, %2.")
                  .arg(knownGood.value(QStringLiteral("started")).toString(),
                       ServerIdentity::fromJson(knownGood.value(QStringLiteral("identity")).toObject())
                           .summary())
            + QStringLiteral("\n\n");
        if (changes.isEmpty())
            md += Tr::tr("No difference in engine, version, model, step verdicts or speed.")
                + QStringLiteral("\n");
        for (const ReportChange &c : changes)
            md += QStringLiteral("- ") + mdCell(c.sentence) + QLatin1Char('\n');
    }
    return md;
}

QString LadderReport::toText() const
{
    QString text = Tr::tr("%1: %2 (%3, %4)")
                       .arg(host, verdictId(verdict()).toUpper(),
                            identity.isKnown() ? identity.summary() : orDash(model), secs(seconds))
        + QLatin1Char('\n');
    text += QStringLiteral("  ") + verdictReason() + QLatin1Char('\n');
    bool anyOptional = false;
    for (const StepResult &r : steps)
        anyOptional = anyOptional || !r.required;
    if (anyOptional)
        text += QStringLiteral("  ")
            + Tr::tr("(steps marked ? are optional: they may skip, but a fail fails the run)")
            + QLatin1Char('\n');
    for (const StepResult &r : steps) {
        text += QStringLiteral("  %1 %2 %3  %4%5\n")
                    .arg(verdictId(r.verdict).toUpper().leftJustified(5),
                         QString(r.id + (r.required ? QString() : QStringLiteral("?"))).leftJustified(22),
                         secs(r.seconds).rightJustified(8),
                         r.interrupted ? Tr::tr("[interrupted] ") : QString(), r.evidence);
    }
    for (const ReportChange &c : changes)
        text += QStringLiteral("  ! ") + Tr::tr("since the last known good: %1").arg(c.sentence)
            + QLatin1Char('\n');
    return text;
}

} // namespace ic
