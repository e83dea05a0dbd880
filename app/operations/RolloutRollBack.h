// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "history/UnitSnapshotStore.h"
#include "operations/RolloutPlan.h"
#include "transport/RemoteCommand.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ic {

/// What an engine profile's `rollback` section says (resources/profiles/README.md).
struct RollBackRule {
    QString engine;
    QString how; ///< "drop-in", or "none" / empty when the profile cannot roll back
    QString why; ///< the profile's reason when it cannot
    QString dropIn; ///< the drop-in's file name
    QStringList restores; ///< "ExecStart", "Environment"
    bool canRollBack() const { return how == QLatin1String("drop-in") && !dropIn.isEmpty(); }
};

/// The rule of the engine with this id or alias; `how` empty when no profile answers to it.
RollBackRule rollBackRule(const QString &engine);

/// `/etc/systemd/system/<unit>.d` under the root the unit file's path shows (`/` on a host;
/// a simulated host keeps its root in its state directory); empty with `error` when the path is
/// not in a systemd unit directory (/etc, /run, /usr/local/lib, /usr/lib, /lib).
QString rollBackDropInDirectory(const QString &fragmentPath, const QString &unit, QString *error);

/// The drop-in that puts the known-good ExecStart and Environment back (systemd.service(5):
/// an empty `ExecStart=` first, or the unit would have two; systemd.exec(5): an empty
/// `Environment=` resets the list, unless a secret was not kept, when only the known-good
/// assignments are written so the secret keeps its current value).
QByteArray rollBackDropIn(const UnitSnapshot &good, const QString &header);

/// Every step of one host's roll back, exactly as it will run.
struct RollBackPlan {
    QString host;
    QString error; ///< why it cannot roll back; empty when it can
    UnitSnapshot knownGood;
    QString dropInPath;
    QByteArray dropIn;
    RemoteCommand write; ///< the drop-in, base64 through `tee`
    RemoteCommand reload; ///< `systemctl daemon-reload`
    RemoteCommand verify; ///< `systemctl cat` again: the effective ExecStart must be the known-good one
    RemoteCommand restart;
    QStringList notes; ///< what it does not restore (packages that differ, secrets kept as they are)

    bool isValid() const { return error.isEmpty(); }
    QList<PlannedCommand> commands() const;
    QJsonObject toJson() const;
    /// For a confirmation or a terminal: the drop-in, each command, the notes.
    QString toText() const;
};

/// The plan for `host` from its known-good unit state; `packagesNow` (normalized name ->
/// version, may be empty) is compared with the recorded packages for the notes.
RollBackPlan makeRollBackPlan(const HostDefinition &host, const RollBackRule &rule, const UnitSnapshot &good,
                              const QString &rolloutUid, const QMap<QString, QString> &packagesNow);

} // namespace ic
