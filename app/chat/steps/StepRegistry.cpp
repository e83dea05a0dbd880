// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StepRegistry.h"

#include <QCoreApplication>

namespace ic {

const QList<StepType> &stepTypes()
{
    static const QList<StepType> all {
        healthStep(),
        livenessStep(),
        identityStep(),
        modelsStep(),
        smokeStep(),
        reasoningCodeStep(),
        determinismStep(),
        stabilityStep(),
        longGenerationStep(),
        reasoningParserStep(),
        memoryBaselineStep(),
        decodeSpeedStep(),
        throughputUnderLoadStep(),
    };
    return all;
}

const StepType *stepTypeMeasuring(StepMeasure what)
{
    for (const StepType &t : stepTypes()) {
        if (t.measures == what)
            return &t;
    }
    return nullptr;
}

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

bool hasKind(const QJsonValue &v, StepOption::Kind kind)
{
    switch (kind) {
    case StepOption::Kind::Text:
        return v.isString();
    case StepOption::Kind::Number:
        return v.isDouble();
    case StepOption::Kind::Flag:
        return v.isBool();
    case StepOption::Kind::Object:
        return v.isObject();
    }
    return false;
}

QString kindName(StepOption::Kind kind)
{
    switch (kind) {
    case StepOption::Kind::Text:
        return Tr::tr("a string");
    case StepOption::Kind::Number:
        return Tr::tr("a number");
    case StepOption::Kind::Flag:
        return Tr::tr("true or false");
    case StepOption::Kind::Object:
        return Tr::tr("an object");
    }
    return QString();
}
} // namespace

const StepType *stepType(const QString &id)
{
    for (const StepType &t : stepTypes()) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

QStringList stepTypeIds()
{
    QStringList ids;
    for (const StepType &t : stepTypes())
        ids << t.id;
    return ids;
}

const StepOption *StepType::option(const QString &key) const
{
    for (const StepOption &o : options) {
        if (o.key == key)
            return &o;
    }
    for (const StepOption &o : commonStepOptions()) {
        if (o.key == key)
            return &o;
    }
    return nullptr;
}

const QList<StepOption> &commonStepOptions()
{
    using K = StepOption::Kind;
    static const QList<StepOption> common {
        { QStringLiteral("id"), K::Text, QStringLiteral("the step's kind") },
        { QStringLiteral("title"), K::Text, QStringLiteral("what the view and the report call it") },
        { QStringLiteral("required"), K::Flag,
          QStringLiteral("true (default): the run passes only when it passes; false: it may skip") },
        { QStringLiteral("enabled"), K::Flag, QStringLiteral("false: reported as skipped, not run") },
        { QStringLiteral("limits"), K::Object,
          QStringLiteral("connect_s, first_byte_s, idle_s, total_s, max_body_kib, max_event_kib over the "
                         "ladder's") },
        { QStringLiteral("timeout_s"), K::Number, QStringLiteral("older spelling of limits.total_s") },
    };
    return common;
}

QString checkStepOptions(const StepType &type, const QJsonObject &step)
{
    for (auto it = step.begin(); it != step.end(); ++it) {
        const StepOption *o = type.option(it.key());
        if (o && !hasKind(it.value(), o->kind))
            return Tr::tr("Step \"%1\": \"%2\" must be %3.").arg(type.id, it.key(), kindName(o->kind));
    }
    return QString();
}

} // namespace ic
