// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Simulated GPU hosts for tests and benchmarks: a state directory driven by the built
// `inference-console-simhost`, its service started (or not) with a scenario and a time scale,
// and the HostDefinition whose tool commands reach it (target "local"; a test that reaches it
// over SSH changes the target). The host is the product's own DemoHost (what `--demo` runs),
// so tests see the host the user sees. Its processes end with the object (and with this process).
//
//   SimulatedHost host;
//   QVERIFY2(host.start({ .scenario = "oom", .timeScale = 400 }).isEmpty(), ...);
//   HostSession session(host.definition(), ...);
//
// startSimulatedHosts() starts N of them; runSimhost() runs one simhost command on any state
// directory (for the tests of the simulator's own command line).

#include "RunBinary.h"
#include "config/HostDefinition.h"

#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <vector>

namespace ic {
class DemoHost;
}

namespace ic::testsupport {

struct SimulatedHostOptions {
    QString name = QStringLiteral("demo-gpu-01");
    QString scenario = QStringLiteral("healthy"); ///< healthy, oom, hang, slow, crash-… (simhost --help)
    double timeScale = 20.0; ///< simulated seconds per real second
    int gpus = 8;
    int seed = 1;
    QStringList extraInitArguments; ///< more `init` options (--decode-rate, --reasoning-field, …)
    bool startService = true;
    /// After starting, wait until the API answers /health with 200 (start() fails if it does not).
    bool waitUntilServing = false;
    int deadlineMs = 30000; ///< for each step of start() and for waitUntilServing
};

class SimulatedHost {
public:
    using Options = SimulatedHostOptions;

    SimulatedHost();
    ~SimulatedHost();
    SimulatedHost(const SimulatedHost &) = delete;
    SimulatedHost &operator=(const SimulatedHost &) = delete;

    /// Sets the host up (and starts its service). Returns empty on success, else a sentence that
    /// says which step failed and why.
    QString start(const Options &options = {});

    bool isStarted() const;
    const HostDefinition &definition() const;
    QString stateDirectory() const;
    quint16 apiPort() const { return definition().apiPort; }
    QUrl baseUrl() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(apiPort())); }

    /// Runs `inference-console-simhost --state DIR <arguments>` (configure, systemctl, …).
    RunResult simhost(const QStringList &arguments, int deadlineMs = 20000) const;

    /// One property of the host's unit as `systemctl show -p NAME --value` prints it; empty when
    /// the host was not started or the command failed (`why` says how).
    QString unitProperty(const QString &name, QString *why = nullptr) const;
    /// The unit's InvocationID: a new one after every start, so a test can tell whether a host
    /// was restarted.
    QString invocationId() const { return unitProperty(QStringLiteral("InvocationID")); }

    /// Waits until the API answers /health with 200; false with `why` when the deadline passed.
    bool waitUntilServing(int deadlineMs = 30000, QString *why = nullptr) const;
    /// A healthy host whose API is serving at once (time scale 2000), for chat, ladder and probe
    /// tests: `--decode-rate decodeRate` and `initOptions` passed to init, waits until serving.
    static Options servingApi(const QStringList &initOptions = {},
                              const QString &decodeRate = QStringLiteral("2000"));
    /// The time scale of rolloutHost(), for the sessions that watch such a host.
    static constexpr double kRolloutTimeScale = 400;
    /// A serving 2-GPU host named `name` whose restart (start-up and ladder) plays in a few
    /// seconds (time scale kRolloutTimeScale, `--decode-rate 2000`), for the rollout tests.
    static Options rolloutHost(const QString &name);

    /// One GET /health on 127.0.0.1:`port`; true on a 200.
    static bool answersHealth(quint16 port);

private:
    std::unique_ptr<DemoHost> m_host;
    HostDefinition m_empty;
};

/// `count` hosts named `<options.name>-01` … (or options.name alone when count is 1), each with
/// its own seed (options.seed + i). Empty list and `error` set when one failed.
std::vector<std::unique_ptr<SimulatedHost>>
startSimulatedHosts(int count, const SimulatedHostOptions &options, QString *error);

/// `inference-console-simhost --state <stateDir> <arguments>`.
RunResult runSimhost(const QString &stateDir, const QStringList &arguments, int deadlineMs = 20000);

} // namespace ic::testsupport
