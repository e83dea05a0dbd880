// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/EngineProfile.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "operations/PreflightReport.h"
#include "transport/RemoteCommand.h"
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
    /// Below the block threshold blocks (a cache a start-up writes to); false: it only warns
    /// (the disk that holds the model file, which a start-up reads).
    bool blocks = true;
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
    /// The engine the unit runs, as its profile says (preflightEngine()); empty when unknown,
    /// and then every check runs.
    QString engineTitle;
    bool nativeEngine = false; ///< a native binary: no Python, so no pip list and no package pairs
    bool checkShm = true; ///< the profile's preflight.shm
    QByteArray modelMagic; ///< the profile's model-file magic; empty: no model-file check
    QString modelPath; ///< the model the unit's ExecStart names
    std::optional<CommandResult> modelFile; ///< what preflightModelFileCommand() printed
    QString modelFileError; ///< why the model file could not be asked about (the check skips)
    QByteArray thresholdsJson; ///< empty: `:/diagnose/preflight.json`
};

/// The unit's properties a preflight asks for.
QStringList preflightUnitProperties();

/// The caches a start-up writes to, from the unit's User= and Environment= (systemctl show).
/// `error` says why none could be told (a User= that is not a login name).
QList<PreflightCachePath> preflightCachePaths(const QHash<QString, QString> &unitProperties,
                                              const QByteArray &thresholdsJson = {},
                                              QString *error = nullptr);

/// The profile of the engine a unit runs: the host's engine when the hosts file names one, else
/// the profile whose command.programs names the program of `execStart` (systemctl show's form
/// or a plain command line); nullopt when neither tells.
std::optional<EngineProfile> preflightEngine(const QString &hostEngine, const QString &execStart);

/// One command that tells what a model file is, for the model-file check: the builder's
/// RemoteCommandBuilder::modelFileInfo() (`type=%F|size=%s`, then `magic=<hex of the first bytes>`
/// or `readable=no`). `path` must be absolute.
RemoteCommand preflightModelFileCommand(const QString &path, int magicBytes);

/// Every check over what was collected, in a fixed order.
QList<PreflightCheck> evaluatePreflight(const PreflightInputs &inputs);

} // namespace ic
