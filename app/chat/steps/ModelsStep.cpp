// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// models: GET /v1/models lists the expected model; without one, the first listed is the model the
// later steps ask.
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    using namespace evidence;
    const QString expected = ctx.params().value(QStringLiteral("expect_model")).toString().isEmpty()
        ? ctx.model()
        : ctx.params().value(QStringLiteral("expect_model")).toString();
    ctx.get(QStringLiteral("/v1/models"), [&ctx, expected](const HttpResult &r) {
        QJsonObject data = httpData(r);
        if (!r.complete()) {
            ctx.finish(verdictForIncomplete(r), r.error, data);
            return;
        }
        if (r.status != 200) {
            ctx.finish(
                Verdict::Fail,
                Tr::tr("GET /v1/models answered HTTP %1: %2").arg(r.status).arg(bodyExcerpt(r.body, 160)),
                data);
            return;
        }
        const ModelList list = parseModelList(r.body);
        if (!list.isValid()) {
            ctx.finish(Verdict::Fail,
                       Tr::tr("GET /v1/models: %1 The body begins %2.")
                           .arg(list.error, quoted(QString::fromUtf8(r.body.left(400)), 80)),
                       data);
            return;
        }
        data.insert(QStringLiteral("models"), QJsonArray::fromStringList(list.ids));
        if (list.ids.isEmpty()) {
            ctx.finish(Verdict::Fail, Tr::tr("GET /v1/models lists no model."), data);
            return;
        }
        if (!expected.isEmpty() && !list.ids.contains(expected)) {
            ctx.finish(Verdict::Fail,
                       Tr::tr("GET /v1/models lists %1, not the expected %2.")
                           .arg(list.ids.join(QStringLiteral(", ")), quoted(expected)),
                       data);
            return;
        }
        if (ctx.model().isEmpty())
            ctx.setModel(list.ids.first());
        ctx.finish(Verdict::Pass,
                   Tr::tr("GET /v1/models lists %1 (%2 ms).")
                       .arg(list.ids.join(QStringLiteral(", ")))
                       .arg(qRound(r.seconds * 1000)),
                   data);
    });
}
} // namespace

StepType modelsStep()
{
    return {
        QStringLiteral("models"),
        QStringLiteral("/v1/models lists the expected model"),
        { { QStringLiteral("expect_model"), StepOption::Kind::Text,
            QStringLiteral("the model that must be listed; empty (default): the one asked for, if any") } },
        { QStringLiteral("request"), QStringLiteral("status"), QStringLiteral("ms"),
          QStringLiteral("body_bytes"), QStringLiteral("response_excerpt"), QStringLiteral("deadline"),
          QStringLiteral("error"), QStringLiteral("models") },
        run
    };
}

} // namespace ic
