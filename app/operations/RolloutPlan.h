// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

/// One command a rollout will run on a host, exactly as it will reach the host's shell (or, for
/// the validation ladder, the HTTP requests through the tunnel).
struct PlannedCommand {
    QString step; ///< preflight, restart, watch, validate
    QString what; ///< one translated line
    QString line; ///< the exact command line; a sentence in brackets when it depends on the host
};

struct RolloutHostPlan {
    QString host;
    QString unit;
    int batch = 0; ///< 0-based
    int position = 0; ///< 0-based place in the whole order
    QList<PlannedCommand> commands;
};

/// The upgrade gate: the same load probe (same prompt, request count, seed, temperature 0) runs on
/// a host before its restart and once it passed the ladder again; when the engine version changed
/// and the output throughput fell by more than `maxDropPercent`, the rollout stops there.
struct UpgradeGate {
    double maxDropPercent = -1; ///< < 0: no gate
    int concurrency = 4; ///< streams at once
    int requests = 16; ///< requests in all, each run
    int maxTokens = 256; ///< per request
    qint64 seed = 20260101;
    QString prompt; ///< empty: defaultPrompt()
    int timeoutSeconds = 300; ///< each run (identity and load) ends by then

    bool isOn() const { return maxDropPercent >= 0; }
    QString effectivePrompt() const;
    /// A long answer, so that every request runs to max_tokens and the runs compare like for like.
    static QString defaultPrompt();
    QJsonObject toJson() const;
    static UpgradeGate fromJson(const QJsonObject &object);
};

/// Which hosts, in which order and batches, and every command each one will see.
struct RolloutPlan {
    QString uid;
    QString selection; ///< how the hosts were picked ("group gpu-a", "hosts a, b")
    int batchSize = 1;
    int maxUnavailable = 1;
    int preflightTimeoutSeconds = 30;
    int validationTimeoutSeconds = 900;
    int startupTimeoutSeconds = 0; ///< 0: from the engine profile's phase budgets and the ETA
    QString ladderFile; ///< empty: the built-in ladder
    UpgradeGate gate;
    QList<RolloutHostPlan> hosts;

    /// Hosts restarted at once: the batch size, never more than the maximum unavailable.
    int effectiveBatchSize() const;
    int batchCount() const;
    QStringList batch(int index) const;
    const RolloutHostPlan *host(const QString &name) const;

    QJsonObject toJson() const;
    static RolloutPlan fromJson(const QJsonObject &object);
    /// The plan for a terminal or the preview: batches, hosts, each exact command.
    QString toText() const;
};

/// The hosts of `all` picked by group, tags (a host with any of them) or names; names keep the
/// order given, groups and tags the hosts file's order. Empty with `error` when nothing matches
/// or a name is unknown.
QList<HostDefinition> selectRolloutHosts(const QList<HostDefinition> &all, const QString &group,
                                         const QStringList &tags, const QStringList &names, QString *error);

/// The plan for `hosts` in this order; every command built by RemoteCommandBuilder.
RolloutPlan makeRolloutPlan(const QList<HostDefinition> &hosts, int batchSize, int maxUnavailable,
                            const QString &selection);

/// The commands one host will see, in order (the same builder the monitors and preflight use).
QList<PlannedCommand> plannedRolloutCommands(const HostDefinition &host);

} // namespace ic
