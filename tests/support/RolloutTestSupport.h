// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// What the rolling-restart tests share (tst_rollout, tst_rollback, tst_rolloutdialog,
// tst_rollbackdialog): the quick ladder their hosts are validated with, `inference-console
// rollout` run headless as an operator runs it, and the unit of a simulated host as systemd would
// start it (with the operator's change that breaks it). The hosts themselves are
// SimulatedHost::rolloutHost(); the dialogs' screenshots are WidgetScreenshot.h.

#include "SimulatedHost.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace ic::testsupport {

/// The ladder's first steps only (health, models, a smoke prompt that must name Paris): enough to
/// prove the server answers, quick at the rollout hosts' time scale.
QByteArray quickLadder();
/// Writes quickLadder() to `path`; empty on success, else why not.
QString writeQuickLadder(const QString &path);

/// Replaces `hosts` with `count` started SimulatedHost::rolloutHost()s named gpu-01, gpu-02, …;
/// empty on success, else why the first one that failed did not start.
QString startRolloutHosts(std::vector<std::unique_ptr<SimulatedHost>> &hosts, int count);

/// What `inference-console rollout …` did.
struct RolloutRun {
    int exitCode = -1; ///< -1 when it did not exit normally (killed at the deadline, crashed)
    QByteArray out;
    QByteArray err;
};

/// Runs `inference-console rollout <arguments>` without a display, its home (settings, history)
/// in `home`, debug output off, killed after `deadlineMs`. When it did not exit normally, says so
/// as a warning (the command, how it ended, its stderr) and the exit code is -1.
RolloutRun runRollout(const QStringList &arguments, const QString &home, int deadlineMs = 180000);

/// What systemd would start now on `host`: the effective ExecStart of `systemctl cat` (the last
/// one after the drop-ins); empty when there is none.
QString effectiveExecStart(const SimulatedHost &host);
/// The drop-in folder of the host's unit (`<state>/etc/systemd/system/<unit>.d`).
QString unitDropInDirectory(const SimulatedHost &host);
/// An operator's change to the unit that breaks it: a drop-in `50-tuning.conf` whose ExecStart
/// adds a flag this vLLM does not know (`--omni`), then `systemctl daemon-reload`. Empty on
/// success, else which step failed and why.
QString addUnknownFlagDropIn(const SimulatedHost &host);

} // namespace ic::testsupport
