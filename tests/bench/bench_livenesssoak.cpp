// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// False "stuck" verdicts on an idle host: the simulated host serving nothing for SECONDS, watched
// by a host session's parts as the console makes them (nvidia-smi streamed over a LocalTransport,
// /health and /metrics once a second, the idle probe every PROBE_MS), with a stuck threshold of
// STUCK_AFTER_MS. Prints every state change and, at the end, the count of stuck verdicts (the goal
// is 0), the time spent in each state and the probes answered and failed.
// Usage: bench_livenesssoak [SECONDS=600] [STUCK_AFTER_MS=60000] [PROBE_MS=60000]
#include "LivenessRig.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QTimer>

#include <cstdio>

using namespace ic;
using namespace ic::testsupport;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int seconds = args.value(1, QStringLiteral("600")).toInt();
    const qint64 stuckMs = args.value(2, QStringLiteral("60000")).toLongLong();
    const qint64 probeMs = args.value(3, QStringLiteral("60000")).toLongLong();

    SimulatedHost demo;
    const QString error = demo.start(SimulatedHost::servingApi({}, QStringLiteral("100")));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "bench_livenesssoak: %s\n", qPrintable(error));
        return 1;
    }
    LivenessThresholds t;
    t.stuckAfterMs = stuckMs;
    t.probeIntervalMs = probeMs;
    LivenessRig rig(demo, t);
    LivenessMonitor &live = rig.live;

    QElapsedTimer clock;
    clock.start();
    QHash<QString, qint64> timeIn;
    QString state = livenessStateId(live.state());
    qint64 since = 0;
    int stuck = 0, answered = 0, failed = 0, changes = 0;
    QObject::connect(
        &live, &LivenessMonitor::stateChanged, &app, [&](LivenessState s, const QStringList &evidence) {
            const qint64 now = clock.elapsed();
            timeIn[state] += now - since;
            since = now;
            state = livenessStateId(s);
            ++changes;
            if (s == LivenessState::Stuck)
                ++stuck;
            std::printf("t=%.1fs state=%s summary=\"%s\"%s\n", now / 1000.0, qPrintable(state),
                        qPrintable(live.verdict().summary),
                        s == LivenessState::Stuck
                            ? qPrintable(QStringLiteral(" evidence=\"") + evidence.join(u';') + u'"')
                            : "");
            std::fflush(stdout);
        });
    QObject::connect(&live, &LivenessMonitor::probeFinished, &app, [&](bool ok, const QString &what) {
        ++(ok ? answered : failed);
        if (!ok)
            std::printf("t=%.1fs probe_failed=\"%s\"\n", clock.elapsed() / 1000.0, qPrintable(what));
    });
    rig.start();
    QTimer::singleShot(seconds * 1000, &app, &QCoreApplication::quit);
    app.exec();
    timeIn[state] += clock.elapsed() - since;

    std::printf("soak_s=%d stuck_after_ms=%lld probe_interval_ms=%lld\n", seconds, stuckMs, probeMs);
    std::printf("false_stuck=%d state_changes=%d probes_answered=%d probes_failed=%d\n", stuck, changes,
                answered, failed);
    for (auto it = timeIn.cbegin(); it != timeIn.cend(); ++it)
        std::printf("time_in_%s_s=%.1f\n", qPrintable(it.key()), it.value() / 1000.0);
    return stuck == 0 ? 0 : 1;
}
