// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// memory-baseline: GPU memory returns to what it was before the ladder, within a tolerance, once
// the server has had time to free what the requests used.
#include "chat/ValidationLadder.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

void run(StepContext &ctx)
{
    const std::function<double()> probe = ctx.options().gpuMemoryUsedMiB;
    if (const QString why = ctx.options().gpuNotMeasured; !why.isEmpty()) {
        ctx.finish(Verdict::Skip, Tr::tr("No GPU memory to compare: %1").arg(why),
                   QJsonObject { { QStringLiteral("baseline_mib"), QJsonValue() } });
        return;
    }
    if (!probe) {
        ctx.finish(Verdict::Skip, Tr::tr("No GPU memory readings are available for this host."));
        return;
    }
    const double baseline = ctx.memoryBaseline();
    if (std::isnan(baseline)) {
        ctx.finish(Verdict::Skip,
                   Tr::tr("No GPU memory reading when the ladder started (no nvidia-smi on the host, or no "
                          "sample yet): nothing to compare with."),
                   QJsonObject { { QStringLiteral("baseline_mib"), QJsonValue() } });
        return;
    }
    const double tolerance = ctx.params().value(QStringLiteral("tolerance_mib")).toDouble(1024);
    const int settleMs = int(ctx.params().value(QStringLiteral("settle_s")).toDouble(10) * 1000);
    auto check = [&ctx, probe, baseline, tolerance](bool last) {
        const double now = probe();
        const QJsonObject data { { QStringLiteral("baseline_mib"), baseline },
                                 { QStringLiteral("now_mib"),
                                   std::isnan(now) ? QJsonValue() : QJsonValue(now) },
                                 { QStringLiteral("tolerance_mib"), tolerance } };
        if (std::isnan(now)) {
            if (last)
                ctx.finish(Verdict::Error, Tr::tr("GPU memory could not be read after the ladder."), data);
            return false;
        }
        const double delta = now - baseline;
        if (delta <= tolerance) {
            ctx.finish(Verdict::Pass,
                       Tr::tr("GPU memory %1 MiB, baseline %2 MiB (%3%4 MiB, tolerance %5 MiB).")
                           .arg(qRound(now))
                           .arg(qRound(baseline))
                           .arg(delta >= 0 ? QStringLiteral("+") : QString())
                           .arg(qRound(delta))
                           .arg(qRound(tolerance)),
                       data);
            return true;
        }
        if (last) {
            ctx.finish(Verdict::Fail,
                       Tr::tr("GPU memory did not return to its baseline: %1 MiB now, %2 MiB before the "
                              "ladder (+%3 MiB, "
                              "tolerance %4 MiB).")
                           .arg(qRound(now))
                           .arg(qRound(baseline))
                           .arg(qRound(delta))
                           .arg(qRound(tolerance)),
                       data);
        }
        return false;
    };
    if (check(settleMs <= 0) || settleMs <= 0)
        return;
    // Memory is freed lazily after the last request: poll once a second until the settle time is over.
    auto *timer = new QTimer(ctx.context());
    timer->setInterval(1000);
    ctx.track(timer); // stopped and deleted when the run is cancelled
    QElapsedTimer waited;
    waited.start();
    const std::function<bool()> current = ctx.stillRunning();
    QObject::connect(timer, &QTimer::timeout, ctx.context(), [timer, check, waited, settleMs, current] {
        if (!current()) {
            timer->deleteLater();
            return;
        }
        const bool last = waited.elapsed() >= settleMs;
        if (check(last) || last)
            timer->deleteLater();
    });
    timer->start();
}
} // namespace

StepType memoryBaselineStep()
{
    using K = StepOption::Kind;
    return {
        QStringLiteral("memory-baseline"),
        QStringLiteral("GPU memory back to its pre-ladder baseline"),
        { { QStringLiteral("tolerance_mib"), K::Number,
            QStringLiteral("how far above the baseline memory may stay (default 1024 MiB)") },
          { QStringLiteral("settle_s"), K::Number,
            QStringLiteral("how long to wait for memory to be freed, read once a second (default 10 s)") } },
        { QStringLiteral("baseline_mib"), QStringLiteral("now_mib"), QStringLiteral("tolerance_mib") },
        run
    };
}

} // namespace ic
