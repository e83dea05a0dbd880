// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// smoke: one prompt whose answer must match a pattern (the France prompt answers Paris).
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    using namespace evidence;
    const std::optional<QRegularExpression> pattern
        = evidence::expectPattern(ctx, QStringLiteral("(?i)\\bparis\\b"));
    if (!pattern)
        return;
    const QRegularExpression expect = *pattern;
    ctx.chat(ctx.params(), 1, [&ctx, expect](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        if (const QString f = failureOf(t); !f.isEmpty()) {
            ctx.finish(verdictForFailure(t), f, turnData(t));
            return;
        }
        if (!expect.match(t.answer).hasMatch()) {
            ctx.finish(Verdict::Fail,
                       t.answer.trimmed().isEmpty()
                           ? Tr::tr("%1: the answer was empty (finish reason %2, %3 reasoning chars).")
                                 .arg(asked(t), quoted(t.finishReason))
                                 .arg(t.reasoningChars())
                           : Tr::tr("%1 answered %2, which does not match %3.")
                                 .arg(asked(t), quoted(t.answer), quoted(expect.pattern())),
                       turnData(t));
            return;
        }
        ctx.finish(Verdict::Pass,
                   Tr::tr("%1 answered %2 in %3 (TTFT %4 ms, %5 tokens).")
                       .arg(asked(t), quoted(t.answer), seconds(t.e2elSeconds))
                       .arg(qRound(t.ttftSeconds * 1000))
                       .arg(t.outputTokens()),
                   turnData(t));
    });
}
} // namespace

StepType smokeStep()
{
    return { QStringLiteral("smoke"), QStringLiteral("The France prompt answers Paris"),
             evidence::chatOptions()
                 << StepOption { QStringLiteral("expect"), StepOption::Kind::Text,
                                 QStringLiteral("a regular expression the answer must match; default "
                                                "(?i)\\bparis\\b") },
             evidence::turnDataKeys(), run };
}

} // namespace ic
