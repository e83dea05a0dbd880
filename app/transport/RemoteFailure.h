// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace ic {

/// Why a remote command failed, recognised from its exit status and standard error, with one
/// translated sentence that names the cause and the remedy. Pure: no I/O.
struct RemoteFailure {
    enum class Kind {
        None, ///< nothing recognised
        CommandMissing, ///< `program` is not installed (or not on PATH)
        SudoMissing, ///< the privilege prefix names sudo, which is not installed
        SudoPassword, ///< sudo wants a password (sudo -n, or no terminal)
        SudoNotAllowed, ///< sudoers does not allow this user or command
        NoSystemd, ///< the host does not run systemd
        JournalPermission, ///< the user may not read the system journal
        UnitNotFound, ///< systemd knows no such unit
        GpuDriver, ///< nvidia-smi cannot talk to the driver
    };
    Kind kind = Kind::None;
    QString program; ///< the missing program for CommandMissing; empty when unknown
    QString message; ///< empty for None

    bool recognised() const { return kind != Kind::None; }
};

/// `host` and `unit` only fill in the message.
RemoteFailure classifyRemoteFailure(int exitCode, QByteArrayView standardError, const QString &host,
                                    const QString &unit = {});

} // namespace ic
