// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// throughput-under-load: N concurrent streams for a while (the load probe), output tok/s held to
// the last known good run's at the same concurrency.
#include "chat/LoadProbe.h"
#include "chat/ValidationLadder.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    const QJsonObject &p = ctx.params();
    LoadProbeOptions o;
    o.endpoint = ctx.options().endpoint;
    o.settings.model = ctx.model();
    o.settings.engine = ctx.options().engine;
    o.settings.maxTokens = p.value(QStringLiteral("max_tokens")).toInt(256);
    o.settings.temperature = p.value(QStringLiteral("temperature")).toDouble(0);
    o.settings.reasoning = ReasoningSwitch::Off;
    o.prompt = p.value(QStringLiteral("prompt"))
                   .toString(QStringLiteral("Count from 1 to 200, separated by commas."));
    o.concurrency = qBound(1, p.value(QStringLiteral("concurrency")).toInt(4), 1024);
    o.durationSeconds = qMax(1.0, p.value(QStringLiteral("seconds")).toDouble(20));
    o.limits = ctx.step().limits;
    o.slo = LoadSlo::fromJson(p.value(QStringLiteral("slo")).toObject());
    const double tolerance = p.value(QStringLiteral("tolerance_percent")).toDouble(20);
    auto *probe = new LoadProbe(o, ctx.context());
    ctx.track(probe);
    const std::function<bool()> current = ctx.stillRunning();
    QObject::connect(
        probe, &LoadProbe::finished, ctx.context(),
        [&ctx, probe, current, tolerance, o](const LoadProbeResult &result) {
            probe->deleteLater();
            if (!current())
                return;
            const QJsonObject data = result.toJson();
            ctx.setLoad(data);
            const QString figures
                = Tr::tr("%1 streams for %2 s: %3 requests, output %4 tok/s, TTFT p50 %5 ms, TPOT p50 %6 ms")
                      .arg(o.concurrency)
                      .arg(result.durationSeconds, 0, 'f', 1)
                      .arg(result.completed)
                      .arg(result.outputTokensPerSecond, 0, 'f', 1)
                      .arg(result.ttft.p50, 0, 'f', 0)
                      .arg(result.tpot.p50, 0, 'f', 1);
            if (result.completed == 0) {
                ctx.finish(result.failed > result.unanswered ? Verdict::Fail : Verdict::Error,
                           Tr::tr("No request finished under load (%1 failed): %2")
                               .arg(result.failed)
                               .arg(result.errors.value(0, Tr::tr("no request was sent"))),
                           data);
                return;
            }
            if (result.failed > 0) {
                ctx.finish(Verdict::Fail,
                           Tr::tr("%1 of %2 requests failed under load: %3 (%4).")
                               .arg(result.failed)
                               .arg(result.failed + result.completed)
                               .arg(result.errors.value(0), figures),
                           data);
                return;
            }
            const std::optional<LadderReport> &good = ctx.options().lastKnownGood;
            const double baseline
                = good && good->loadConcurrency() == o.concurrency ? good->loadOutputThroughput() : -1;
            if (baseline <= 0) {
                ctx.finish(Verdict::Skip,
                           Tr::tr("%1; no baseline at %2 streams in the last known good run yet.")
                               .arg(figures)
                               .arg(o.concurrency),
                           data);
                return;
            }
            const double floor = baseline * (1.0 - tolerance / 100.0);
            const QString against = Tr::tr("%1; the last known good made %2 tok/s (tolerance %3%)")
                                        .arg(figures)
                                        .arg(baseline, 0, 'f', 1)
                                        .arg(qRound(tolerance));
            if (result.outputTokensPerSecond < floor)
                ctx.finish(Verdict::Fail, Tr::tr("Slower under load: %1.").arg(against), data);
            else
                ctx.finish(Verdict::Pass, against + QLatin1Char('.'), data);
        });
    probe->start();
}
} // namespace

StepType throughputUnderLoadStep()
{
    using K = StepOption::Kind;
    return {
        QStringLiteral("throughput-under-load"),
        QStringLiteral("Output tok/s under load within tolerance of the last known good"),
        { { QStringLiteral("prompt"), K::Text, QStringLiteral("what every stream asks") },
          { QStringLiteral("max_tokens"), K::Number, QStringLiteral("cap per request (default 256)") },
          { QStringLiteral("temperature"), K::Number, QStringLiteral("default 0") },
          { QStringLiteral("concurrency"), K::Number, QStringLiteral("streams at once, 1–1024 (default 4)") },
          { QStringLiteral("seconds"), K::Number, QStringLiteral("how long to keep them busy (default 20)") },
          { QStringLiteral("tolerance_percent"), K::Number,
            QStringLiteral("how much slower than the last known good still passes (default 20)") },
          { QStringLiteral("slo"), K::Object,
            QStringLiteral("{ttft_ms, tpot_ms, e2el_ms}: a request within them counts for goodput") } },
        { QStringLiteral("concurrency"), QStringLiteral("completed"), QStringLiteral("failed"),
          QStringLiteral("unanswered"), QStringLiteral("duration_s"), QStringLiteral("input_tokens"),
          QStringLiteral("output_tokens"), QStringLiteral("request_throughput"),
          QStringLiteral("output_throughput"), QStringLiteral("total_token_throughput"),
          QStringLiteral("max_output_tokens_per_s"), QStringLiteral("ttft"), QStringLiteral("tpot"),
          QStringLiteral("itl"), QStringLiteral("e2el"), QStringLiteral("errors"), QStringLiteral("slo"),
          QStringLiteral("good_completed"), QStringLiteral("request_goodput") },
        run,
        StepMeasure::LoadThroughput,
    };
}

} // namespace ic
