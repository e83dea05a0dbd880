// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ServiceMonitor.h"

#include "transport/RemoteFailure.h"

#include "formats/ThreadAffinity.h"
#include "transport/Transport.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcService, "console.service")

namespace ic {

ServiceMonitor::ServiceMonitor(Transport *transport, const RemoteCommandBuilder &commands, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_commands(commands)
{
    m_timer.setInterval(2000);
    connect(&m_timer, &QTimer::timeout, this, &ServiceMonitor::refresh);
}

void ServiceMonitor::setInterval(int msecs)
{
    m_timer.setInterval(msecs);
}

void ServiceMonitor::start()
{
    assertOwnThread(this, "ServiceMonitor::start");
    m_timer.start();
    refresh();
}

void ServiceMonitor::stop()
{
    m_timer.stop();
}

void ServiceMonitor::refresh()
{
    if (m_pollOut)
        return;
    const RemoteCommand cmd = m_commands.systemctlShow(serviceStateProperties());
    if (!cmd.isValid()) {
        m_lastError = cmd.error;
        Q_EMIT pollFailed(cmd.error);
        return;
    }
    m_pollOut = true;
    CommandJob *job = m_transport->run(cmd.line);
    connect(job, &CommandJob::finished, this, [this](const CommandResult &r) {
        m_pollOut = false;
        onPolled(r.standardOutput, r.exitCode, r.error, r.standardError);
    });
}

void ServiceMonitor::onPolled(const QByteArray &out, int exitCode, const QString &error,
                              const QByteArray &err)
{
    if (!error.isEmpty() || exitCode != 0) {
        const RemoteFailure named
            = classifyRemoteFailure(exitCode, err, m_commands.host().name, m_commands.host().unit);
        m_lastError = !error.isEmpty() ? error
            : named.recognised()       ? named.message
                                       : tr("systemctl show failed (exit status %1): %2")
                                       .arg(exitCode)
                                       .arg(QString::fromUtf8(err).trimmed());
        Q_EMIT pollFailed(m_lastError);
        return;
    }
    const UnitProperties props = parseSystemctlShow(out, serviceStateProperties());
    if (!props.error.isEmpty()) {
        m_lastError = props.error;
        Q_EMIT pollFailed(m_lastError);
        return;
    }
    m_lastError.clear();
    const ServiceState next = toServiceState(props);
    const QString previousInvocation = m_hasState ? m_state.invocationId : QString();
    const bool changed = !m_hasState || next.activeState != m_state.activeState
        || next.subState != m_state.subState || next.mainPid != m_state.mainPid
        || next.invocationId != m_state.invocationId || next.restarts != m_state.restarts
        || next.result != m_state.result || next.loadState != m_state.loadState
        || next.memoryBytes != m_state.memoryBytes;
    const bool firstOrNewInvocation = !m_hasState || next.invocationId != m_state.invocationId;
    m_state = next;
    m_hasState = true;
    if (changed)
        Q_EMIT stateChanged(m_state);
    if (firstOrNewInvocation && !next.invocationId.isEmpty())
        Q_EMIT invocationChanged(previousInvocation, next.invocationId);
    // Only polls after systemctl returned can confirm a start or restart; a stop is done when it returns.
    if (m_actionRunning && m_actionReturned && m_pendingAction != UnitAction::Stop)
        checkRestartConfirmed();
}

QString ServiceMonitor::commandFor(UnitAction action) const
{
    const RemoteCommand cmd = m_commands.systemctlAction(action);
    return cmd.isValid() ? QString::fromUtf8(cmd.line) : cmd.error;
}

void ServiceMonitor::runAction(UnitAction action)
{
    if (m_actionRunning)
        return;
    const RemoteCommand cmd = m_commands.systemctlAction(action);
    if (!cmd.isValid()) {
        Q_EMIT actionFinished(action, false, cmd.error);
        return;
    }
    m_actionRunning = true;
    m_pendingAction = action;
    m_invocationBeforeAction = m_state.invocationId;
    m_confirmPolls = 0;
    m_actionReturned = false;
    qCInfo(lcService) << "running" << cmd.line;
    CommandJob *job = m_transport->run(cmd.line);
    connect(job, &CommandJob::finished, this, [this, action](const CommandResult &r) {
        if (!r.ran() || r.exitCode != 0) {
            m_actionRunning = false;
            const QString message = !r.ran()
                ? r.error
                : explainActionFailure(m_commands.host().unit, r.exitCode, r.standardError);
            Q_EMIT actionFinished(action, false, message);
            refresh();
            return;
        }
        m_actionReturned = true;
        if (action == UnitAction::Stop) {
            m_actionRunning = false;
            Q_EMIT actionFinished(action, true, tr("%1 stopped.").arg(m_commands.host().unit));
        }
        refresh();
    });
}

void ServiceMonitor::checkRestartConfirmed()
{
    const bool newInvocation
        = !m_state.invocationId.isEmpty() && m_state.invocationId != m_invocationBeforeAction;
    if (newInvocation) {
        m_actionRunning = false;
        Q_EMIT actionFinished(m_pendingAction, true,
                              tr("%1 %2: new invocation %3.")
                                  .arg(m_commands.host().unit,
                                       m_pendingAction == UnitAction::Start ? tr("started") : tr("restarted"),
                                       m_state.invocationId.left(12)));
        return;
    }
    if (++m_confirmPolls > 15) {
        m_actionRunning = false;
        Q_EMIT actionFinished(m_pendingAction, false,
                              tr("systemctl reported success but no new invocation of %1 appeared.")
                                  .arg(m_commands.host().unit));
    }
}

QString ServiceMonitor::explainActionFailure(const QString &unit, int exitCode,
                                             const QByteArray &standardError)
{
    const QString err = QString::fromUtf8(standardError).trimmed();
    // Missing sudo or systemctl, a sudo password, no systemd: each named with its remedy.
    if (const RemoteFailure named = classifyRemoteFailure(exitCode, standardError, QString(), unit);
        named.recognised())
        return named.message;
    if (err.contains(QLatin1String("a password is required"))
        || err.contains(QLatin1String("a terminal is required")))
        return tr("sudo needs a password on this host: allow passwordless “systemctl” for your user in "
                  "sudoers, or "
                  "clear the privilege prefix if you may manage %1 directly.")
            .arg(unit);
    if (err.contains(QLatin1String("not found")) || exitCode == 5)
        return tr("The unit %1 does not exist on this host.").arg(unit);
    if (err.contains(QLatin1String("Access denied"))
        || err.contains(QLatin1String("Interactive authentication required"))
        || err.contains(QLatin1String("Permission denied")) || exitCode == 4)
        return tr("Permission denied: your user may not manage %1 (use a privilege prefix such as “sudo "
                  "-n”).")
            .arg(unit);
    if (exitCode == 127)
        return tr("systemctl (or the privilege command) was not found on this host.");
    if (err.contains(QLatin1String("Job for")))
        return tr("systemd could not complete the job: %1").arg(err.section(u'\n', 0, 0));
    return tr("systemctl failed with exit status %1: %2").arg(exitCode).arg(err.section(u'\n', 0, 0));
}

} // namespace ic
