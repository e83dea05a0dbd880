// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

/// Everything the console needs to know to reach and watch one host.
/// Persisted as one object of the hosts JSON document (see HostStore).
struct HostDefinition {
    QString name; ///< display name, unique within the fleet
    QString target = QStringLiteral("local"); ///< "local" or an ssh destination (alias, user@host:port)
    QString unit = QStringLiteral("vllm.service");
    quint16 apiPort = 8000; ///< OpenAI-compatible API port on the host's loopback
    QString apiKey; ///< optional bearer token
    QString engine; ///< an engine profile id (EngineProfile.h); empty: detected from what the host says
    QString group; ///< optional fleet group
    QStringList tags;
    /// `liveness.stuckAfterSeconds`: > 0 replaces the engine profile's stuck threshold for this
    /// host (one whose requests legitimately run long without a token, or a test's short one).
    double stuckAfterSeconds = 0;

    /// Tool commands; each is split into words (shell-like) and every word is quoted, so a
    /// host whose tools live elsewhere (or the simulated host) only changes these.
    QString nvidiaSmiCommand = QStringLiteral("nvidia-smi");
    QString systemctlCommand = QStringLiteral("systemctl");
    QString journalctlCommand = QStringLiteral("journalctl");
    QString psCommand = QStringLiteral("ps");
    QString dfCommand = QStringLiteral("df"); ///< GNU coreutils df (free disk before a restart)
    QString ssCommand = QStringLiteral("ss"); ///< iproute2 ss (who holds the API port)
    QString pySpyCommand = QStringLiteral("py-spy"); ///< Python stacks in a stall autopsy
    QString catCommand = QStringLiteral("cat"); ///< reads /proc/PID/environ in a stall autopsy
    QString dmesgCommand
        = QStringLiteral("dmesg"); ///< util-linux dmesg: the kernel log when journalctl cannot
    QString privilegePrefix = QStringLiteral("sudo -n"); ///< empty: run systemctl actions directly
    QString pythonCommand; ///< empty: derived from the unit's ExecStart

    /// When the hosts file names a Prometheus server: the values of its GPU label (the
    /// dcgm-exporter's `Hostname`) and engine label (`instance`) that are this host's series.
    /// An empty `prometheusGpu` keeps this host's GPUs on `nvidia-smi` over SSH.
    QString prometheusGpu;
    QString prometheusEngine;

    bool isLocal() const { return target.isEmpty() || target == QLatin1String("local"); }

    QJsonObject toJson() const;
    /// Missing keys take their defaults; `error` receives a sentence when the object is unusable.
    static HostDefinition fromJson(const QJsonObject &object, QString *error = nullptr);

    friend bool operator==(const HostDefinition &, const HostDefinition &) = default;
};

} // namespace ic
