// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnose/EnvironmentSnapshot.h"
#include "operations/PreflightReport.h"
#include "transport/Transport.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// A cache whose filesystem the disk check measures, with the paths handed to df (the cache
/// itself first, then its parents: the deepest one that exists is the one that counts).
struct PreflightCachePath {
    QString id; ///< torch-compile, model-cache
    QString title;
    QString path; ///< absolute or ~user/relative
    QStringList candidates;
};

/// What a preflight collected from one host; a result left empty never answered.
struct PreflightInputs {
    QString host;
    QString unit;
    quint16 port = 0;
    int timeoutSeconds = 30;
    std::optional<CommandResult> unitShow, pip, gpus, apps, processes, diskFree, sockets;
    QString unitError, pipError, dfCommandError, socketsError,
        gpusError; ///< a command that could not be built
    QString diskError; ///< why no cache path could be told (the disk check skips; /dev/shm is still measured)
    QString python;
    QList<PreflightCachePath> caches;
    std::optional<EnvironmentSnapshot> knownGood;
    QByteArray thresholdsJson; ///< empty: `:/diagnose/preflight.json`
};

/// The unit's properties a preflight asks for.
QStringList preflightUnitProperties();

/// The caches a start-up writes to, from the unit's User= and Environment= (systemctl show).
/// `error` says why none could be told (a User= that is not a login name).
QList<PreflightCachePath> preflightCachePaths(const QHash<QString, QString> &unitProperties,
                                              const QByteArray &thresholdsJson = {},
                                              QString *error = nullptr);

/// Every check over what was collected, in a fixed order.
QList<PreflightCheck> evaluatePreflight(const PreflightInputs &inputs);

} // namespace ic
