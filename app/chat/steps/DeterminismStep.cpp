// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// determinism: the same prompt at temperature 0 gives the same reasoning and answer every time.
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    using namespace evidence;
    const QJsonObject &p = ctx.params();
    const int repeats = qMax(2, p.value(QStringLiteral("repeats")).toInt(2));
    ctx.chat(
        p, repeats,
        [&ctx, repeats](const QList<ChatTurn> &turns) {
            for (const ChatTurn &t : turns) {
                if (const QString f = failureOf(t); !f.isEmpty()) {
                    ctx.finish(verdictForFailure(t), f, turnData(t));
                    return;
                }
            }
            if (turns.size() < repeats) {
                ctx.finish(Verdict::Fail,
                           Tr::tr("Only %1 of %2 requests finished.").arg(turns.size()).arg(repeats));
                return;
            }
            if (turns.first().answer.trimmed().isEmpty()) {
                ctx.finish(Verdict::Fail,
                           Tr::tr("%1: the answer was empty; empty answers cannot show determinism.")
                               .arg(asked(turns.first())),
                           turnData(turns.first()));
                return;
            }
            const QString first = turns.first().reasoning + QChar(0) + turns.first().answer;
            for (qsizetype i = 1; i < turns.size(); ++i) {
                const QString other = turns[i].reasoning + QChar(0) + turns[i].answer;
                if (other != first) {
                    qsizetype at = 0;
                    while (at < first.size() && at < other.size() && first[at] == other[at])
                        ++at;
                    ctx.finish(Verdict::Fail,
                               Tr::tr("Run %1 differs from run 1 at character %2: %3 vs %4.")
                                   .arg(i + 1)
                                   .arg(at)
                                   .arg(quoted(turns.first().answer, 80), quoted(turns[i].answer, 80)),
                               QJsonObject { { QStringLiteral("first"), turns.first().answer.left(2000) },
                                             { QStringLiteral("other"), turns[i].answer.left(2000) },
                                             { QStringLiteral("differs_at"), at } });
                    return;
                }
            }
            ctx.finish(Verdict::Pass,
                       Tr::tr("%1 runs of %2 at temperature 0 gave the same %3 characters: %4.")
                           .arg(turns.size())
                           .arg(asked(turns.first()))
                           .arg(turns.first().answer.size())
                           .arg(quoted(turns.first().answer, 60)),
                       turnData(turns.first()));
        },
        p.contains(QStringLiteral("temperature")) ? -1 : 0.0);
}
} // namespace

StepType determinismStep()
{
    return { QStringLiteral("determinism"), QStringLiteral("Temperature 0 gives the same text twice"),
             evidence::chatOptions()
                 << StepOption { QStringLiteral("repeats"), StepOption::Kind::Number,
                                 QStringLiteral("how many times to ask, at least 2 (default 2); temperature "
                                                "0 unless given") },
             evidence::turnDataKeys()
                 << QStringLiteral("first") << QStringLiteral("other") << QStringLiteral("differs_at"),
             run };
}

} // namespace ic
