// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// stability: the same prompt, asked several times at a sampling temperature, passes every time.
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
        = evidence::expectPattern(ctx, QStringLiteral("(?i)\\bparis\\b"));
    if (!pattern)
        return;
    const QRegularExpression expect = *pattern;
    const int repeats = qMax(1, p.value(QStringLiteral("repeats")).toInt(3));
    ctx.chat(p, repeats, [&ctx, expect, repeats](const QList<ChatTurn> &turns) {
        int passed = 0;
        int unjudged = 0;
        QString firstBad;
        for (qsizetype i = 0; i < turns.size(); ++i) {
            const ChatTurn &t = turns[i];
            QString why = failureOf(t);
            if (!why.isEmpty() && verdictForFailure(t) == Verdict::Error)
                ++unjudged;
            if (why.isEmpty() && !expect.match(t.answer).hasMatch())
                why = Tr::tr("answer %1 does not match").arg(quoted(t.answer, 80));
            if (why.isEmpty())
                ++passed;
            else if (firstBad.isEmpty())
                firstBad = Tr::tr("run %1: %2").arg(i + 1).arg(why);
        }
        QJsonObject data { { QStringLiteral("passed"), passed },
                           { QStringLiteral("repeats"), repeats },
                           { QStringLiteral("ran"), turns.size() } };
        if (!turns.isEmpty())
            data.insert(QStringLiteral("request"), QString(QStringLiteral("POST ") + turns.first().url));
        if (passed == repeats)
            ctx.finish(Verdict::Pass,
                       Tr::tr("%1 of %2 runs of %3 matched %4.")
                           .arg(passed)
                           .arg(repeats)
                           .arg(asked(turns.first()), quoted(expect.pattern())),
                       data);
        else
            ctx.finish(unjudged > 0 && unjudged + passed == turns.size() ? Verdict::Error : Verdict::Fail,
                       Tr::tr("%1 of %2 runs passed; %3").arg(passed).arg(repeats).arg(firstBad), data);
    });
}
} // namespace

StepType stabilityStep()
{
    using K = StepOption::Kind;
    return { QStringLiteral("stability"),
             QStringLiteral("Repeats at temperature 0.6 all pass"),
             evidence::chatOptions()
                 << StepOption { QStringLiteral("expect"), K::Text,
                                 QStringLiteral("a regular expression every answer must match; default "
                                                "(?i)\\bparis\\b") }
                 << StepOption { QStringLiteral("repeats"), K::Number,
                                 QStringLiteral("how many times to ask (default 3)") },
             { QStringLiteral("passed"), QStringLiteral("repeats"), QStringLiteral("ran"),
               QStringLiteral("request") },
             run };
}

} // namespace ic
