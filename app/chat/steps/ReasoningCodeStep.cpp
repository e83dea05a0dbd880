// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// reasoning-code: a prompt that must reason and answer with a code block holding a function.
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
    const QJsonObject &p = ctx.params();
    const std::optional<QRegularExpression> pattern
        = evidence::expectPattern(ctx, QStringLiteral("```[\\s\\S]*\\bdef\\s+\\w+\\s*\\("));
    if (!pattern)
        return;
    const QRegularExpression expect = *pattern;
    const bool requireReasoning = p.value(QStringLiteral("require_reasoning")).toBool(true);
    const QString finish = p.value(QStringLiteral("finish_reason")).toString(QStringLiteral("stop"));
    ctx.chat(p, 1, [&ctx, expect, requireReasoning, finish](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        if (const QString f = failureOf(t); !f.isEmpty()) {
            ctx.finish(verdictForFailure(t), f, turnData(t));
            return;
        }
        QStringList problems;
        if (requireReasoning && t.reasoning.trimmed().isEmpty())
            problems << Tr::tr("no reasoning arrived");
        if (!expect.match(t.answer).hasMatch())
            problems << Tr::tr("the answer has no code block with a function");
        if (!finish.isEmpty() && t.finishReason != finish)
            problems << Tr::tr("finish reason is %1, not %2").arg(quoted(t.finishReason), quoted(finish));
        if (!problems.isEmpty()) {
            ctx.finish(Verdict::Fail,
                       Tr::tr("%1: %2; the answer begins %3.")
                           .arg(asked(t), problems.join(QStringLiteral("; ")), quoted(t.answer, 80)),
                       turnData(t));
            return;
        }
        ctx.finish(
            Verdict::Pass,
            Tr::tr("%1: %2 reasoning chars, a code block with a function, finish reason %3, %4 tokens in %5.")
                .arg(asked(t))
                .arg(t.reasoningChars())
                .arg(t.finishReason)
                .arg(t.outputTokens())
                .arg(seconds(t.e2elSeconds)),
            turnData(t));
    });
}
} // namespace

StepType reasoningCodeStep()
{
    using K = StepOption::Kind;
    return { QStringLiteral("reasoning-code"),
             QStringLiteral("The prime prompt reasons and writes a function"),
             evidence::chatOptions()
                 << StepOption { QStringLiteral("expect"), K::Text,
                                 QStringLiteral("a regular expression the answer must match; default a "
                                                "code block with a Python def") }
                 << StepOption { QStringLiteral("require_reasoning"), K::Flag,
                                 QStringLiteral("true (default): reasoning must arrive") }
                 << StepOption { QStringLiteral("finish_reason"), K::Text,
                                 QStringLiteral("the finish reason expected; default \"stop\", empty: any") },
             evidence::turnDataKeys(), run };
}

} // namespace ic
