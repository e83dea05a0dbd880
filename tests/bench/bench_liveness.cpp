// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// How long after the engine hangs the liveness monitor says "stuck", and after the hang ends
// "serving", on the simulated host under a steady stream of requests: the host's real monitors
// (nvidia-smi streamed over a LocalTransport, /health and /metrics once a second), N cycles of
// `configure --wedge` / `--no-wedge`. Usage: bench_liveness [CYCLES=5] [STUCK_AFTER_MS=5000]
#include "LivenessRig.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace ic;
using namespace ic::testsupport;

namespace {

/// Runs the event loop until the monitor's state is `want` or `timeoutMs` pass; the time it took, or -1.
qint64 waitForState(LivenessMonitor &live, LivenessState want, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    QEventLoop loop;
    QObject::connect(&live, &LivenessMonitor::stateChanged, &loop, [&](LivenessState s) {
        if (s == want)
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (live.state() != want)
        loop.exec();
    return live.state() == want ? t.elapsed() : -1;
}

void printStats(const char *name, QList<qint64> values)
{
    if (values.isEmpty())
        return;
    std::sort(values.begin(), values.end());
    std::printf("%s_ms min=%lld median=%lld max=%lld n=%lld\n", name, values.first(),
                values.at(values.size() / 2), values.last(), qint64(values.size()));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int cycles = args.value(1, QStringLiteral("5")).toInt();
    const qint64 stuckMs = args.value(2, QStringLiteral("5000")).toLongLong();

    SimulatedHost demo;
    const QString error = demo.start(SimulatedHost::servingApi({}, QStringLiteral("100")));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "bench_liveness: %s\n", qPrintable(error));
        return 1;
    }
    LivenessThresholds t;
    t.stuckAfterMs = stuckMs;
    t.probeIntervalMs = 60'000;
    LivenessRig rig(demo, t);
    LivenessMonitor &live = rig.live;
    rig.start();

    // Two long streamed answers at all times: one more starts whenever one ends.
    QNetworkAccessManager nam;
    std::function<void()> send = [&] {
        QNetworkRequest req(QUrl(demo.baseUrl().toString() + QStringLiteral("/v1/chat/completions")));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *r = nam.post(
            req,
            QByteArray(R"({"messages":[{"role":"user","content":"Write a long story."}],"stream":true})"));
        QObject::connect(r, &QNetworkReply::finished, &nam, [r, &send] {
            r->deleteLater();
            send();
        });
    };
    send();
    send();
    if (waitForState(live, LivenessState::Serving, 30000) < 0) {
        std::fprintf(stderr, "bench_liveness: never serving: %s\n", qPrintable(live.verdict().summary));
        return 1;
    }
    std::printf("stuck_after_ms=%lld metrics_interval_ms=1000 gpu_interval_ms=1000 cycles=%d\n", stuckMs,
                cycles);
    QList<qint64> toStuck, toServing;
    for (int i = 1; i <= cycles; ++i) {
        // Timed from just before the command that hangs (or frees) the engine.
        QElapsedTimer clock;
        clock.start();
        const RunResult wedge = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") });
        const qint64 stuck
            = wedge.exitCode == 0 && waitForState(live, LivenessState::Stuck, int(stuckMs) + 30000) >= 0
            ? clock.elapsed()
            : -1;
        clock.restart();
        const RunResult goOn = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--no-wedge") });
        const qint64 serving = goOn.exitCode == 0 && waitForState(live, LivenessState::Serving, 30000) >= 0
            ? clock.elapsed()
            : -1;
        std::printf("cycle=%d hang_to_stuck_ms=%lld hang_end_to_serving_ms=%lld\n", i, stuck, serving);
        std::fflush(stdout);
        if (stuck < 0 || serving < 0) {
            std::fprintf(stderr, "bench_liveness: cycle %d did not complete: %s\n", i,
                         qPrintable(live.verdict().summary + u'\n' + live.verdict().evidence.join(u'\n')));
            return 1;
        }
        toStuck << stuck;
        toServing << serving;
        // Some serving time between hangs, so each cycle starts from a steady state.
        QEventLoop pause;
        QTimer::singleShot(3000, &pause, &QEventLoop::quit);
        pause.exec();
    }
    printStats("hang_to_stuck", toStuck);
    printStats("hang_end_to_serving", toServing);
    return 0;
}
