// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Ladder.h"

#include "chat/steps/StepRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

QString quoted(const QString &text)
{
    QString s = text.simplified();
    if (s.size() > 60)
        s = s.left(60) + QStringLiteral("…");
    return QLatin1Char('"') + s + QLatin1Char('"');
}

/// A step's limits: the ladder's, then the step's `"limits"`, and the older `"timeout_s"` as total.
HttpLimits stepLimits(const QJsonObject &params, const HttpLimits &ladder)
{
    HttpLimits l = HttpLimits::fromJson(params.value(QStringLiteral("limits")).toObject(), ladder);
    const double timeout = params.value(QStringLiteral("timeout_s")).toDouble(-1);
    if (timeout > 0 && !params.value(QStringLiteral("limits")).toObject().contains(QStringLiteral("total_s")))
        l = l.cappedTo(qint64(timeout * 1000));
    return l;
}
} // namespace

QString verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Fail:
        return QStringLiteral("fail");
    case Verdict::Skip:
        return QStringLiteral("skip");
    case Verdict::Error:
        return QStringLiteral("error");
    }
    return QString();
}

Verdict verdictFromId(const QString &id)
{
    if (id == QLatin1String("pass"))
        return Verdict::Pass;
    if (id == QLatin1String("fail"))
        return Verdict::Fail;
    if (id == QLatin1String("error"))
        return Verdict::Error;
    return Verdict::Skip;
}

QStringList Ladder::knownStepIds()
{
    return stepTypeIds();
}

Ladder Ladder::fromJson(QByteArrayView json)
{
    Ladder ladder;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &err);
    if (!doc.isObject()) {
        ladder.error = err.error != QJsonParseError::NoError
            ? Tr::tr("The ladder is not valid JSON: %1 at offset %2.").arg(err.errorString()).arg(err.offset)
            : Tr::tr("The ladder is not a JSON object.");
        return ladder;
    }
    const QJsonObject o = doc.object();
    ladder.name = o.value(QStringLiteral("name")).toString();
    ladder.description = o.value(QStringLiteral("description")).toString();
    const QJsonValue limits = o.value(QStringLiteral("limits"));
    if (!limits.isUndefined() && !limits.isObject()) {
        ladder.error = Tr::tr("\"limits\" must be an object of seconds and KiB.");
        return ladder;
    }
    ladder.limits = HttpLimits::fromJson(limits.toObject());
    const QJsonValue steps = o.value(QStringLiteral("steps"));
    if (!steps.isArray() || steps.toArray().isEmpty()) {
        ladder.error = Tr::tr("The ladder has no \"steps\" list.");
        return ladder;
    }
    const QStringList known = knownStepIds();
    for (const QJsonValue &v : steps.toArray()) {
        const QJsonObject s = v.toObject();
        LadderStep step;
        step.id = s.value(QStringLiteral("id")).toString();
        const StepType *type = stepType(step.id);
        step.title = s.value(QStringLiteral("title")).toString(type ? type->title : step.id);
        step.enabled = s.value(QStringLiteral("enabled")).toBool(true);
        step.required = s.value(QStringLiteral("required")).toBool(true);
        step.params = s;
        if (!type) {
            ladder.error = Tr::tr("Unknown step id %1; known are: %2.")
                               .arg(quoted(step.id), known.join(QStringLiteral(", ")));
            return ladder;
        }
        if (s.contains(QStringLiteral("limits")) && !s.value(QStringLiteral("limits")).isObject()) {
            ladder.error = Tr::tr("Step %1: \"limits\" must be an object.").arg(quoted(step.id));
            return ladder;
        }
        if (const QString wrong = checkStepOptions(*type, s); !wrong.isEmpty()) {
            ladder.error = wrong;
            return ladder;
        }
        step.limits = stepLimits(s, ladder.limits);
        ladder.steps.append(step);
    }
    return ladder;
}

Ladder Ladder::fromFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        Ladder ladder;
        ladder.error = Tr::tr("Cannot read the ladder file %1: %2").arg(path, f.errorString());
        return ladder;
    }
    // A ladder is a few KiB; anything far larger is not one.
    Ladder ladder = fromJson(f.read(4 * 1024 * 1024));
    if (!ladder.isValid())
        ladder.error = path + QStringLiteral(": ") + ladder.error;
    return ladder;
}

Ladder Ladder::builtin()
{
    return fromFile(QStringLiteral(":/validation/default.json"));
}

QJsonObject Ladder::toJson() const
{
    QJsonArray array;
    for (const LadderStep &s : steps) {
        QJsonObject o = s.params;
        o.insert(QStringLiteral("id"), s.id);
        o.insert(QStringLiteral("title"), s.title);
        o.insert(QStringLiteral("required"), s.required);
        if (!s.enabled)
            o.insert(QStringLiteral("enabled"), false);
        array.append(o);
    }
    return QJsonObject { { QStringLiteral("name"), name },
                         { QStringLiteral("description"), description },
                         { QStringLiteral("limits"), limits.toJson() },
                         { QStringLiteral("steps"), array } };
}

LadderStep *Ladder::step(const QString &id)
{
    for (LadderStep &s : steps) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

const LadderStep *Ladder::step(const QString &id) const
{
    for (const LadderStep &s : steps) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

bool Ladder::setParam(const QString &id, const QString &key, const QJsonValue &value)
{
    LadderStep *s = step(id);
    if (!s)
        return false;
    if (key == QLatin1String("enabled"))
        s->enabled = value.toBool(true);
    if (key == QLatin1String("required"))
        s->required = value.toBool(true);
    s->params.insert(key, value);
    if (key == QLatin1String("limits") || key == QLatin1String("timeout_s"))
        s->limits = stepLimits(s->params, limits);
    return true;
}

void Ladder::setLimits(const HttpLimits &l)
{
    limits = l;
    for (LadderStep &s : steps)
        s.limits = stepLimits(s.params, limits);
}

} // namespace ic
