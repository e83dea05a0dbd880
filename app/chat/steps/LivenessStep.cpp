// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// liveness: the engine makes progress, judged by the host's liveness monitor from the serving
// counters, GPU utilisation and the idle probe; a stuck engine fails even while /health says 200
// (resources/reference §4).
#include "chat/ValidationLadder.h"
#include "chat/steps/StepType.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTimer>

#include <memory>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::ValidationLadder)
};

QJsonObject readingData(const LivenessReading &r)
{
    QJsonObject data { { QStringLiteral("state"), r.state },
                       { QStringLiteral("summary"), r.summary },
                       { QStringLiteral("evidence"), QJsonArray::fromStringList(r.evidence) } };
    if (r.sinceSeconds >= 0)
        data.insert(QStringLiteral("held_s"), qRound(r.sinceSeconds * 10) / 10.0);
    return data;
}

QString sentence(const LivenessReading &r)
{
    QString text = r.summary;
    if (!r.evidence.isEmpty())
        text += QLatin1Char(' ') + r.evidence.join(QStringLiteral("; "));
    return text;
}

/// Finishes on a verdict, or when `last` on whatever there is; true when it finished.
bool judge(StepContext &ctx, const LivenessReading &r, bool last, int waitedSeconds)
{
    if (r.state == QLatin1String("stuck") || r.state == QLatin1String("unreachable")) {
        // A prompt sent to an engine that makes no progress would only wait for its deadline.
        ctx.setServerDown(r.summary);
        ctx.finish(Verdict::Fail, sentence(r), readingData(r));
        return true;
    }
    // Idle is evidence only once the idle probe that went out got its token: an engine that takes
    // requests and never answers looks idle until the stuck threshold has passed.
    const bool idleUnproven = r.state == QLatin1String("idle") && r.probeOutstanding;
    if (idleUnproven && last) {
        ctx.finish(Verdict::Skip,
                   Tr::tr("No liveness verdict after %1 s: the idle probe has not answered yet. %2")
                       .arg(waitedSeconds)
                       .arg(sentence(r)),
                   readingData(r));
        return true;
    }
    if (!idleUnproven && (r.state == QLatin1String("serving") || r.state == QLatin1String("idle"))) {
        ctx.finish(Verdict::Pass, sentence(r), readingData(r));
        return true;
    }
    if (!last && !r.settled)
        return false;
    // Not judged: the monitor said why (no /metrics, no counters, no GPU readings).
    ctx.finish(Verdict::Skip,
               r.settled ? Tr::tr("No liveness verdict: %1").arg(sentence(r))
                         : Tr::tr("No liveness verdict after %1 s: %2").arg(waitedSeconds).arg(sentence(r)),
               readingData(r));
    return true;
}

void run(StepContext &ctx)
{
    const std::function<LivenessReading()> read = ctx.options().liveness;
    if (!read) {
        ctx.finish(Verdict::Skip,
                   Tr::tr("No liveness monitor for this host (an API given by its address alone has no "
                          "GPU readings or journal to judge progress by)."));
        return;
    }
    const int waitS = qMax(0, ctx.params().value(QStringLiteral("wait_s")).toInt(90));
    if (judge(ctx, read(), waitS == 0, 0))
        return;
    // The monitor needs a /health 200 and a fresh metrics sample before it judges: poll once a
    // second until it does or the wait is over.
    auto *timer = new QTimer(ctx.context());
    timer->setInterval(1000);
    ctx.track(timer);
    QElapsedTimer waited;
    waited.start();
    const std::function<bool()> current = ctx.stillRunning();
    // The wait reaches the host's stuck threshold: while a sign of a hang holds, the step waits
    // until the verdict would fall (and a little past it), even beyond `wait_s` — a skip at 90 s
    // for an engine whose threshold is 180 s would judge nothing. Bounded: at most an hour more.
    auto until = std::make_shared<qint64>(qint64(waitS) * 1000);
    QObject::connect(
        timer, &QTimer::timeout, ctx.context(), [&ctx, timer, read, waited, waitS, current, until] {
            if (!current()) {
                timer->deleteLater();
                return;
            }
            const LivenessReading r = read();
            if (r.stuckDueInSeconds >= 0)
                *until
                    = std::min(std::max(*until, waited.elapsed() + qint64(r.stuckDueInSeconds * 1000) + 3000),
                               qint64(waitS) * 1000 + 3'600'000);
            const bool last = waited.elapsed() >= *until;
            if (judge(ctx, r, last, int(waited.elapsed() / 1000)))
                timer->deleteLater();
        });
    timer->start();
}
} // namespace

StepType livenessStep()
{
    using K = StepOption::Kind;
    return {
        QStringLiteral("liveness"),
        QStringLiteral("The engine makes progress (not stuck behind a healthy /health)"),
        { { QStringLiteral("wait_s"), K::Number,
            QStringLiteral(
                "how long to wait for the host's liveness monitor to judge, read once a second "
                "(default 90 s, past the usual 60 s stuck threshold); while a sign of a hang holds, "
                "the wait goes on until the host's own threshold is reached; no verdict by then skips") } },
        { QStringLiteral("state"), QStringLiteral("summary"), QStringLiteral("evidence"),
          QStringLiteral("held_s") },
        run
    };
}

} // namespace ic
