// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// decode-speed: decode tok/s of one prompt, held to the host's saved baseline (or the last known
// good run's) within a tolerance.
#include "chat/ValidationLadder.h"
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
    const double tolerance = ctx.params().value(QStringLiteral("tolerance_percent")).toDouble(20);
    double baseline = ctx.options().decodeBaseline;
    if (baseline <= 0 && ctx.options().lastKnownGood)
        baseline = ctx.options().lastKnownGood->decodeTokensPerSecond();
    ctx.chat(ctx.params(), 1, [&ctx, tolerance, baseline](const QList<ChatTurn> &turns) {
        const ChatTurn &t = turns.first();
        QJsonObject data = turnData(t);
        data.remove(QStringLiteral("answer"));
        if (const QString f = failureOf(t); !f.isEmpty()) {
            ctx.finish(verdictForFailure(t), f, data);
            return;
        }
        const double measured = t.decodeTokensPerSecond();
        if (measured <= 0) {
            ctx.finish(Verdict::Error,
                       Tr::tr("%1: decode speed could not be measured (%2 tokens, %3 chunks).")
                           .arg(asked(t))
                           .arg(t.outputTokens())
                           .arg(t.chunkCount),
                       data);
            return;
        }
        ctx.setMeasuredDecode(measured);
        data.insert(QStringLiteral("baseline_tokens_per_second"),
                    baseline > 0 ? QJsonValue(baseline) : QJsonValue());
        if (baseline <= 0) {
            ctx.finish(Verdict::Skip,
                       Tr::tr("Measured %1 tok/s; no baseline is saved for this host yet.")
                           .arg(QString::number(measured, 'f', 1)),
                       data);
            return;
        }
        const double floor = baseline * (1.0 - tolerance / 100.0);
        const QString numbers = Tr::tr("%1 tok/s against a baseline of %2 tok/s (%3%4%, tolerance %5%)")
                                    .arg(QString::number(measured, 'f', 1), QString::number(baseline, 'f', 1))
                                    .arg(measured >= baseline ? QStringLiteral("+") : QString())
                                    .arg(qRound((measured / baseline - 1.0) * 100))
                                    .arg(qRound(tolerance));
        if (measured < floor)
            ctx.finish(Verdict::Fail, Tr::tr("Decode is slow: %1.").arg(numbers), data);
        else
            ctx.finish(Verdict::Pass, numbers + QLatin1Char('.'), data);
    });
}
} // namespace

StepType decodeSpeedStep()
{
    QStringList keys = evidence::turnDataKeys();
    keys.removeAll(QStringLiteral("answer"));
    return {
        QStringLiteral("decode-speed"),
        QStringLiteral("Decode tok/s within tolerance of the saved baseline"),
        evidence::chatOptions()
            << StepOption { QStringLiteral("tolerance_percent"), StepOption::Kind::Number,
                            QStringLiteral("how much slower than the baseline still passes (default 20)") },
        keys << QStringLiteral("baseline_tokens_per_second"),
        run,
        StepMeasure::DecodeSpeed,
    };
}

} // namespace ic
