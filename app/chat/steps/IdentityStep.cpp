// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// identity: who is serving — engine, version and model as the server itself reports them, asked
// where the engine's profile says; compared with the host's last known good run.
#include "chat/EngineIdentity.h"
#include "chat/ValidationLadder.h"
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

using namespace evidence;

void conclude(StepContext &ctx, const ServerIdentity &id)
{
    QJsonObject data = id.toJson();
    const QString asked = id.evidence.join(QStringLiteral("; "));
    if (id.version.isEmpty() && id.model.isEmpty()) {
        ctx.finish(Verdict::Skip,
                   Tr::tr("The server named neither its version nor its model (%1).")
                       .arg(asked.isEmpty() ? Tr::tr("no engine profile says where to ask") : asked),
                   data);
        return;
    }
    ctx.setIdentity(id);
    if (id.version.isEmpty() || id.model.isEmpty()) {
        ctx.finish(Verdict::Skip,
                   Tr::tr("Only part of the identity is known: %1 (%2).").arg(id.summary(), asked), data);
        return;
    }
    QStringList changed;
    if (ctx.options().lastKnownGood) {
        const ServerIdentity &was = ctx.options().lastKnownGood->identity;
        if (!was.version.isEmpty() && was.version != id.version)
            changed << Tr::tr("version %1 → %2").arg(was.version, id.version);
        if (!was.model.isEmpty() && was.model != id.model)
            changed << Tr::tr("model %1 → %2").arg(was.model, id.model);
        data.insert(QStringLiteral("last_known_good"), was.toJson());
    }
    data.insert(QStringLiteral("changed"), QJsonArray::fromStringList(changed));
    const bool failOnChange
        = ctx.params().value(QStringLiteral("on_change")).toString() == QLatin1String("fail");
    if (!changed.isEmpty() && failOnChange) {
        ctx.finish(Verdict::Fail,
                   Tr::tr("%1 differs from the last known good: %2 (%3).")
                       .arg(id.summary(), changed.join(QStringLiteral(", ")), asked),
                   data);
        return;
    }
    ctx.finish(Verdict::Pass,
               changed.isEmpty() ? Tr::tr("%1 (%2).").arg(id.summary(), asked)
                                 : Tr::tr("%1 (%2). Changed since the last known good: %3.")
                                       .arg(id.summary(), asked, changed.join(QStringLiteral(", "))),
               data);
}

/// The profiles to ask: the host's engine's, or each in turn when the engine is not known.
QList<EngineIdentityProfile> profilesFor(const LadderOptions &o)
{
    if (o.engine.isEmpty())
        return identityProfiles();
    if (const auto p = identityProfile(o.engine))
        return { *p };
    return {};
}

void next(StepContext &ctx, const QList<EngineIdentityProfile> &profiles, int profileIndex, int sourceIndex,
          ServerIdentity identity)
{
    if (profileIndex >= profiles.size()) {
        conclude(ctx, identity);
        return;
    }
    const EngineIdentityProfile &profile = profiles.at(profileIndex);
    if (sourceIndex >= profile.sources.size()) {
        // This profile is done: keep what it found, or try the next engine when nothing answered.
        if (!identity.version.isEmpty() || profileIndex + 1 >= profiles.size())
            conclude(ctx, identity);
        else
            next(ctx, profiles, profileIndex + 1, 0, identity);
        return;
    }
    const IdentitySource source = profile.sources.at(sourceIndex);
    if ((source.versionField.isEmpty() || !identity.version.isEmpty())
        && (source.modelField.isEmpty() || !identity.model.isEmpty())) {
        next(ctx, profiles, profileIndex, sourceIndex + 1, identity); // nothing left for this source to tell
        return;
    }
    ctx.get(source.path,
            [&ctx, profiles, profileIndex, sourceIndex, source, identity](const HttpResult &r) mutable {
                if (!r.complete()) {
                    // A server that does not answer whole cannot be identified: an error (a fail past the
                    // cap), not a skip.
                    QJsonObject data = identity.toJson();
                    data.insert(QStringLiteral("request"), httpData(r));
                    ctx.finish(verdictForIncomplete(r), r.error, data);
                    return;
                }
                const EngineIdentityProfile &profile = profiles.at(profileIndex);
                QString line = QStringLiteral("GET ") + source.path + QStringLiteral(" → ");
                if (r.status == 404 || r.status == 405 || r.status == 501) {
                    line += QStringLiteral("HTTP ") + QString::number(r.status); // not offered by this engine
                } else if (r.status != 200) {
                    ctx.finish(Verdict::Fail,
                               Tr::tr("GET %1 answered HTTP %2: %3")
                                   .arg(source.path)
                                   .arg(r.status)
                                   .arg(bodyExcerpt(r.body, 160)),
                               httpData(r));
                    return;
                } else if (QString::fromUtf8(r.body).toUtf8() != r.body) {
                    ctx.finish(Verdict::Fail,
                               Tr::tr("GET %1 answered 200 with a body that is not valid UTF-8: %2")
                                   .arg(source.path, quoted(QString::fromUtf8(r.body.left(400)), 80)),
                               httpData(r));
                    return;
                } else {
                    QJsonParseError pe;
                    const QJsonDocument doc = QJsonDocument::fromJson(r.body, &pe);
                    if (pe.error != QJsonParseError::NoError) {
                        ctx.finish(
                            Verdict::Fail,
                            Tr::tr("GET %1 answered 200 with a body that is not JSON (%2 at offset %3): %4")
                                .arg(source.path, pe.errorString())
                                .arg(pe.offset)
                                .arg(quoted(QString::fromUtf8(r.body.left(400)), 80)),
                            httpData(r));
                        return;
                    }
                    const QJsonValue root
                        = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
                    QStringList found;
                    if (!source.versionField.isEmpty() && identity.version.isEmpty()) {
                        identity.version = jsonTextAt(root, source.versionField);
                        if (!identity.version.isEmpty())
                            found << Tr::tr("version %1").arg(quoted(identity.version, 60));
                    }
                    if (!source.modelField.isEmpty() && identity.model.isEmpty()) {
                        identity.model = jsonTextAt(root, source.modelField);
                        if (!identity.model.isEmpty())
                            found << Tr::tr("model %1").arg(quoted(identity.model, 100));
                    }
                    // Only a version proves the engine: many servers answer /v1/models.
                    if ((!identity.version.isEmpty() || !ctx.options().engine.isEmpty()) && !found.isEmpty()
                        && identity.engine.isEmpty()) {
                        identity.engine = profile.engine;
                        identity.engineTitle = profile.title;
                    }
                    line += found.isEmpty()
                        ? Tr::tr("200 without %1")
                              .arg(source.versionField.isEmpty() ? source.modelField : source.versionField)
                        : found.join(QStringLiteral(", "));
                }
                identity.evidence << line;
                next(ctx, profiles, profileIndex, sourceIndex + 1, identity);
            });
}

void run(StepContext &ctx)
{
    next(ctx, profilesFor(ctx.options()), 0, 0, ServerIdentity());
}
} // namespace

StepType identityStep()
{
    using K = StepOption::Kind;
    return { QStringLiteral("identity"),
             QStringLiteral("The engine names its version and model"),
             { { QStringLiteral("on_change"), K::Text,
                 QStringLiteral("\"flag\" (default): a changed version or model is named in the evidence; "
                                "\"fail\": it fails the step") } },
             { QStringLiteral("engine"), QStringLiteral("engine_title"), QStringLiteral("version"),
               QStringLiteral("model"), QStringLiteral("evidence"), QStringLiteral("changed"),
               QStringLiteral("last_known_good"), QStringLiteral("request"), QStringLiteral("status"),
               QStringLiteral("ms"), QStringLiteral("body_bytes"), QStringLiteral("response_excerpt"),
               QStringLiteral("deadline"), QStringLiteral("error") },
             run };
}

} // namespace ic
