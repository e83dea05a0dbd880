// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// reasoning-parser: every answer of this run carried its reasoning in a field of its own, none
// leaked <think> into the content, none lost its answer to the parser.
#include "chat/ChatRequest.h"
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

using namespace evidence;

/// Passes only when at least one answer carried reasoning in a field of its own and none leaked
/// <think> into the content.
void judge(StepContext &ctx, const QList<ChatTurn> &turns, bool ownRequest)
{
    int finished = 0;
    int withReasoning = 0;
    qsizetype reasoningChars = 0;
    for (const ChatTurn &t : turns) {
        if (t.state != TurnState::Finished)
            continue;
        ++finished;
        const bool leaked = t.reasoningInline || t.answer.contains(QStringLiteral("<think>"))
            || t.answer.contains(QStringLiteral("</think>"));
        if (leaked) {
            ctx.finish(Verdict::Fail,
                       Tr::tr("%1: reasoning arrives inside the content as <think>…</think>; the server has "
                              "no reasoning parser set. The content begins %2.")
                           .arg(asked(t), quoted(t.answer, 80)),
                       turnData(t));
            return;
        }
        if (!t.reasoning.trimmed().isEmpty()) {
            ++withReasoning;
            reasoningChars += t.reasoningChars();
            if (t.answer.trimmed().isEmpty() && t.finishReason == QLatin1String("stop")) {
                ctx.finish(Verdict::Fail,
                           Tr::tr("%1: %2 chars of reasoning arrived but the content is empty: the parser "
                                  "swallowed the answer.")
                               .arg(asked(t))
                               .arg(t.reasoningChars()),
                           turnData(t));
                return;
            }
        }
    }
    const QJsonObject data { { QStringLiteral("answers"), turns.size() },
                             { QStringLiteral("finished"), finished },
                             { QStringLiteral("with_reasoning"), withReasoning },
                             { QStringLiteral("reasoning_chars"), reasoningChars } };
    if (ownRequest && finished == 0 && !turns.isEmpty()) {
        const ChatTurn &t = turns.first();
        ctx.finish(verdictForFailure(t), failureOf(t), turnData(t));
        return;
    }
    if (withReasoning == 0) {
        ctx.finish(Verdict::Skip,
                   Tr::tr("Nothing to judge: none of %1 finished answers carried reasoning (no reasoning or "
                          "reasoning_content field, no <think> tags).")
                       .arg(finished),
                   data);
        return;
    }
    ctx.finish(Verdict::Pass,
               Tr::tr("%1 of %2 finished answers carried %3 chars of reasoning in a separate field; no "
                      "<think> in any content.")
                   .arg(withReasoning)
                   .arg(finished)
                   .arg(reasoningChars),
               data);
}

void run(StepContext &ctx)
{
    if (!ctx.turns().isEmpty()) {
        judge(ctx, ctx.turns(), false);
        return;
    }
    // Nothing asked yet in this run: ask the prime prompt, which makes reasoning models reason.
    QJsonObject q = ctx.params();
    if (!q.contains(QStringLiteral("prompt")))
        q.insert(QStringLiteral("prompt"), presetPrimePrompt());
    ctx.chat(q, 1, [&ctx](const QList<ChatTurn> &turns) { judge(ctx, turns, true); });
}
} // namespace

StepType reasoningParserStep()
{
    return { QStringLiteral("reasoning-parser"),
             QStringLiteral("Reasoning parser: no <think> in content, an answer after reasoning"),
             evidence::chatOptions(),
             evidence::turnDataKeys() << QStringLiteral("answers") << QStringLiteral("finished")
                                      << QStringLiteral("with_reasoning"),
             run };
}

} // namespace ic
