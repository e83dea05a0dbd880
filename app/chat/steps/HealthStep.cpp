// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// health: GET /health answers 200 with a whole body; when it does not, every later step skips.
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    using namespace evidence;
    ctx.get(QStringLiteral("/health"), [&ctx](const HttpResult &r) {
        const QJsonObject data = httpData(r);
        // Only a whole answer counts: a 200 whose body never ended, or a deadline, is no 200.
        // Qt takes a chunked body cut by a closing connection for a whole one when the server said
        // "Connection: close": a JSON body that does not parse shows the cut.
        if (r.complete() && r.status == 200 && !r.body.trimmed().isEmpty() && r.contentType.contains("json")
            && QJsonDocument::fromJson(r.body).isNull()) {
            ctx.setServerDown(Tr::tr("a broken answer"));
            ctx.finish(Verdict::Fail,
                       Tr::tr("GET /health answered 200, but its JSON body is broken (cut off?): %1")
                           .arg(quoted(QString::fromUtf8(r.body.left(400)), 80)),
                       data);
            return;
        }
        if (r.complete() && r.status == 200) {
            ctx.finish(Verdict::Pass,
                       Tr::tr("GET /health answered 200 in %1 ms (%2 bytes).")
                           .arg(qRound(r.seconds * 1000))
                           .arg(r.body.size()),
                       data);
            return;
        }
        if (!r.complete()) {
            ctx.setServerDown(r.connectionRefused ? Tr::tr("connection refused") : Tr::tr("no whole answer"));
            ctx.finish(verdictForIncomplete(r), r.error, data);
            return;
        }
        ctx.setServerDown(Tr::tr("HTTP %1").arg(r.status));
        const QString message = errorBodyMessage(r.body);
        ctx.finish(
            Verdict::Fail,
            message.isEmpty()
                ? Tr::tr("GET /health answered %1.").arg(r.status)
                : Tr::tr("GET /health answered %1: %2").arg(r.status).arg(bodyExcerpt(message.toUtf8())),
            data);
    });
}
} // namespace

StepType healthStep()
{
    return { QStringLiteral("health"),
             QStringLiteral("/health answers 200"),
             {},
             { QStringLiteral("request"), QStringLiteral("status"), QStringLiteral("ms"),
               QStringLiteral("body_bytes"), QStringLiteral("response_excerpt"), QStringLiteral("deadline"),
               QStringLiteral("error") },
             run };
}

} // namespace ic
