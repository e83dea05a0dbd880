// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// long-generation: a long answer reaches its length without falling into a loop.
#include "chat/ValidationLadder.h"
#include "chat/steps/StepEvidence.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QSet>

namespace ic {

double repetitionScore(QStringView text)
{
    // Only the tail matters: a model that falls into a loop does so at the end.
    const QStringView tail = text.size() > 20000 ? text.last(20000) : text;
    QList<QStringView> words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= tail.size(); ++i) {
        const bool space = i == tail.size() || tail[i].isSpace();
        if (space && start >= 0) {
            words.append(tail.sliced(start, i - start));
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    if (words.size() < 8)
        return 0;
    QSet<QString> seen;
    qsizetype repeated = 0;
    const qsizetype grams = words.size() - 3;
    for (qsizetype i = 0; i < grams; ++i) {
        const QString key = words[i].toString() + QLatin1Char(' ') + words[i + 1] + QLatin1Char(' ')
            + words[i + 2] + QLatin1Char(' ') + words[i + 3];
        if (seen.contains(key))
            ++repeated;
        else
            seen.insert(key);
    }
    return double(repeated) / double(grams);
}

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    using namespace evidence;
    const QJsonObject &p = ctx.params();
    const qint64 minTokens = p.value(QStringLiteral("min_tokens")).toInteger(1000);
    const double maxRepetition = p.value(QStringLiteral("max_repetition")).toDouble(0.5);
    ctx.chat(p, 1, [&ctx, minTokens, maxRepetition](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        QJsonObject data = turnData(t);
        data.remove(QStringLiteral("answer"));
        const double score = repetitionScore(t.answer);
        data.insert(QStringLiteral("repetition"), score);
        if (const QString f = failureOf(t); !f.isEmpty()) {
            ctx.finish(verdictForFailure(t), f, data);
            return;
        }
        const qint64 n = t.outputTokens();
        if (n < minTokens) {
            ctx.finish(Verdict::Fail,
                       Tr::tr("%1: only %2 tokens (at least %3 expected), finish reason %4.")
                           .arg(asked(t))
                           .arg(n)
                           .arg(minTokens)
                           .arg(quoted(t.finishReason)),
                       data);
            return;
        }
        if (score > maxRepetition) {
            ctx.finish(
                Verdict::Fail,
                Tr::tr("Degenerate repetition: %1% of 4-word sequences repeat (limit %2%); the text ends %3.")
                    .arg(qRound(score * 100))
                    .arg(qRound(maxRepetition * 100))
                    .arg(quoted(t.answer.right(120))),
                data);
            return;
        }
        ctx.finish(Verdict::Pass,
                   Tr::tr("%1: %2 tokens in %3 at %4 tok/s, %5% repeated 4-word sequences.")
                       .arg(asked(t))
                       .arg(n)
                       .arg(seconds(t.e2elSeconds))
                       .arg(QString::number(t.decodeTokensPerSecond(), 'f', 1))
                       .arg(qRound(score * 100)),
                   data);
    });
}
} // namespace

StepType longGenerationStep()
{
    using K = StepOption::Kind;
    QStringList keys = evidence::turnDataKeys();
    keys.removeAll(QStringLiteral("answer")); // kept out: it is long
    return { QStringLiteral("long-generation"), QStringLiteral("A long answer without degenerate repetition"),
             evidence::chatOptions()
                 << StepOption { QStringLiteral("min_tokens"), K::Number,
                                 QStringLiteral("fewest tokens the answer must have (default 1000)") }
                 << StepOption { QStringLiteral("max_repetition"), K::Number,
                                 QStringLiteral("largest share of repeated 4-word sequences (default 0.5)") },
             keys << QStringLiteral("repetition"), run };
}

} // namespace ic
