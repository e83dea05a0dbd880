// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated host's unit files: `<state>/etc/systemd/system/<unit>` and its drop-in directory
// `<unit>.d/*.conf`, read the way systemd reads them. `systemctl cat` prints them from disk,
// `systemctl daemon-reload` loads them, and a start runs the ExecStart loaded last.
#pragma once

#include "SimState.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ic::simhost {

/// `<stateDir>/etc/systemd/system`: the simulated host's /etc/systemd/system.
QString simUnitDirectory(const QString &stateDir);
/// The unit file `init` writes for `state` (its ExecStart is SimTimeline::execStartCommandLine()).
QByteArray simDefaultUnitText(const SimState &state);
/// Writes the default unit file when there is none yet; false with `error` when it cannot.
bool simEnsureUnitFile(const QString &stateDir, const SimState &state, QString *error);
/// The fragment and drop-ins on disk, as `systemctl cat` prints them; empty when there are none.
QByteArray simUnitCat(const QString &stateDir, const QString &unit);
/// The ExecStart the files on disk give (after resets); empty when they give none.
QString simEffectiveExecStart(const QByteArray &catText);
/// The first `--flag` of `execStart` the simulated vLLM does not know; empty when all are known.
QString simUnknownFlag(const QString &execStart);

/// `systemctl cat -- UNIT` and `systemctl daemon-reload`.
int simSystemctlCat(const SimStateStore &store, const QStringList &units);
int simDaemonReload(const SimStateStore &store);

} // namespace ic::simhost
