// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/SystemctlShow.h"
#include "transport/RemoteCommand.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace ic {

class Transport;

/// Polls `systemctl show` for the host's unit and runs start/stop/restart.
/// A poll is skipped while the previous one is still out (a slow host never piles up work).
class ServiceMonitor : public QObject {
    Q_OBJECT
public:
    ServiceMonitor(Transport *transport, const RemoteCommandBuilder &commands, QObject *parent = nullptr);

    void setInterval(int msecs);
    void start();
    void stop();
    /// Polls now (also right after any action).
    void refresh();

    const ServiceState &state() const { return m_state; }
    bool hasState() const { return m_hasState; }
    QString lastError() const { return m_lastError; }

    /// The exact command line an action will run, for the confirmation dialog.
    QString commandFor(UnitAction action) const;
    /// Runs the action; actionFinished() follows. A restart is confirmed by a new InvocationID.
    void runAction(UnitAction action);
    bool actionRunning() const { return m_actionRunning; }

    /// One sentence for a failed systemctl action, from its stderr and exit status.
    static QString explainActionFailure(const QString &unit, int exitCode, const QByteArray &standardError);

Q_SIGNALS:
    void stateChanged(const ic::ServiceState &state);
    /// A new invocation (restart or start) or the first one seen; `previous` empty at first.
    void invocationChanged(const QString &previous, const QString &current);
    void pollFailed(const QString &error);
    void actionFinished(ic::UnitAction action, bool ok, const QString &message);

private:
    void onPolled(const QByteArray &out, int exitCode, const QString &error, const QByteArray &err);
    void checkRestartConfirmed();

    Transport *m_transport;
    RemoteCommandBuilder m_commands;
    QTimer m_timer;
    bool m_pollOut = false;
    bool m_hasState = false;
    ServiceState m_state;
    QString m_lastError;
    bool m_actionRunning = false;
    bool m_actionReturned = false;
    UnitAction m_pendingAction = UnitAction::Restart;
    QString m_invocationBeforeAction;
    int m_confirmPolls = 0;
};

} // namespace ic
