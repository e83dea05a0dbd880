// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "config/PrometheusConfig.h"
#include "sim/DemoHost.h"

#include <QList>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace ic {

/// Several simulated hosts for `--demo-fleet N`, the fleet benchmarks and tests: each a DemoHost,
/// with a mix of GPU counts and start-up scenarios so the fleet looks like a real one, plus (when
/// asked) one process serving a DCGM-exporter stand-in per host and a real `prometheus` scraping
/// them. Everything ends with the owner (this process). Blocking: call before the event loop or
/// from a benchmark's set-up.
class DemoFleet {
public:
    struct Options {
        int hosts = 8;
        double timeScale = 20.0;
        QString namePrefix = QStringLiteral("demo-gpu-");
        bool startServices = true; ///< false: hosts are set up but not started
        /// >= 0: every host's unit has been active this many seconds, without engine processes
        /// (benchmarks: the tools and exporters answer as for a serving host; no API).
        double activeSinceSeconds = -1;
        bool varied = true; ///< a mix of GPU counts and scenarios; false: 8 GPUs, healthy
        int gpus = 8; ///< when not varied
        QString simhostPath; ///< empty: next to the running executable
    };

    DemoFleet();
    ~DemoFleet();
    DemoFleet(const DemoFleet &) = delete;
    DemoFleet &operator=(const DemoFleet &) = delete;

    /// The options of host `index` (0-based) of a varied fleet: mostly healthy 8-GPU hosts,
    /// some with 4 or 2 GPUs, and one in sixteen slow, crashing, out of memory or hanging.
    static DemoHost::Options variedHost(int index, const Options &fleet);

    /// Starts the hosts. Returns an error sentence, or empty on success.
    QString start(const Options &options);
    /// Adopts hosts started elsewhere (the single `--demo` host), for exporters and Prometheus.
    void adopt(const QString &stateDirectory, const HostDefinition &definition);

    QList<HostDefinition> definitions() const { return m_definitions; }
    QStringList stateDirectories() const { return m_stateDirs; }

    /// Starts one `inference-console-simhost dcgm-exporter` process serving every host, each on
    /// a free loopback port; sets every definition's `prometheusGpu` to its exporter's Hostname.
    /// Returns an error sentence, or empty.
    QString startExporters(int timeoutMs = 60'000);
    /// "127.0.0.1:PORT" of each host's exporter, in host order (empty before startExporters()).
    QStringList exporterTargets() const { return m_targets; }
    /// A Prometheus configuration that scrapes every exporter every `scrapeIntervalMs`.
    QByteArray prometheusConfig(int scrapeIntervalMs = 1000) const;
    /// Writes prometheusConfig() into the fleet's directory; returns its path (empty on error).
    QString writePrometheusConfig(int scrapeIntervalMs = 1000, QString *error = nullptr);

    /// Starts the `prometheus` binary (Debian package prometheus) on a free loopback port with
    /// prometheusConfig(), its data in a temporary directory, and waits until it is ready.
    /// Returns an error sentence (binary missing, did not become ready), or empty.
    QString startPrometheus(int scrapeIntervalMs = 1000, int timeoutMs = 30'000);
    /// Where the console reads the fleet from once startPrometheus() succeeded.
    PrometheusConfig prometheus() const { return m_prometheus; }
    QString prometheusLog() const;

    /// Stops Prometheus and the exporters (the hosts stop in their own destructors).
    void stop();

private:
    std::vector<std::unique_ptr<DemoHost>> m_hosts;
    QList<HostDefinition> m_definitions;
    QStringList m_stateDirs;
    QStringList m_targets;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_exporters;
    std::unique_ptr<QProcess> m_prometheusProcess;
    PrometheusConfig m_prometheus;
    QString m_simhost;
};

} // namespace ic
