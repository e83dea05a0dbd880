// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SshChannel.h"

#include "SshWorker.h"
#include "SshWorkerInternal.h"

#include <QRegularExpression>

#include <cstring>

namespace ic {

using sshworker::nowMs;
using sshworker::sshError;
using sshworker::Tr;

SshChannel::SshChannel(SshWorker &worker, std::atomic<qint64> &lastInboundMs, quint64 id, Kind kind,
                       QByteArray command, quint16 remotePort)
    : id(id)
    , kind(kind)
    , command(std::move(command))
    , remotePort(remotePort)
    , m_worker(worker)
    , m_lastInboundMs(lastInboundMs)
{
}

void SshChannel::begin(ssh_session session)
{
    if (phase != Phase::Pending || !session)
        return;
    channel = ssh_channel_new(session);
    if (!channel) {
        phase = Phase::Closing;
        remoteClosed = true;
        return;
    }
    std::memset(&m_callbacks, 0, sizeof m_callbacks);
    m_callbacks.userdata = this;
    m_callbacks.channel_data_function = &SshChannel::onData;
    m_callbacks.channel_eof_function = &SshChannel::onEof;
    m_callbacks.channel_close_function = &SshChannel::onClose;
    m_callbacks.channel_exit_status_function = &SshChannel::onExitStatus;
    m_callbacks.channel_exit_signal_function = &SshChannel::onExitSignal;
    ssh_callbacks_init(&m_callbacks);
    ssh_set_channel_callbacks(channel, &m_callbacks);
    phase = Phase::Opening;
}

int SshChannel::onData(ssh_session, ssh_channel, void *data, uint32_t len, int isStderr, void *userdata)
{
    auto *c = static_cast<SshChannel *>(userdata);
    c->m_lastInboundMs = nowMs();
    const QByteArray bytes(static_cast<const char *>(data), qsizetype(len));
    switch (c->kind) {
    case Kind::Stream:
        (isStderr ? c->m_err : c->m_out).append(bytes);
        break;
    case Kind::Run:
    case Kind::Forward:
        (isStderr ? c->m_errBytes : c->m_outBytes).append(bytes);
        break;
    case Kind::Probe:
        break;
    }
    return int(len);
}

void SshChannel::onEof(ssh_session, ssh_channel, void *userdata)
{
    auto *c = static_cast<SshChannel *>(userdata);
    c->m_lastInboundMs = nowMs();
    c->m_remoteEof = true;
}

void SshChannel::onClose(ssh_session, ssh_channel, void *userdata)
{
    auto *c = static_cast<SshChannel *>(userdata);
    c->m_lastInboundMs = nowMs();
    c->remoteClosed = true;
}

void SshChannel::onExitStatus(ssh_session, ssh_channel, int status, void *userdata)
{
    auto *c = static_cast<SshChannel *>(userdata);
    c->m_lastInboundMs = nowMs();
    c->m_exitStatus = status;
}

void SshChannel::onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *,
                              void *userdata)
{
    auto *c = static_cast<SshChannel *>(userdata);
    c->m_lastInboundMs = nowMs();
    c->m_exitSignal = QString::fromUtf8(signal);
}

namespace {

QString forwardFailure(const QString &error, quint16 port)
{
    static const QRegularExpression re(QStringLiteral("error \\((\\d+)\\)"));
    const QRegularExpressionMatch m = re.match(error);
    switch (m.hasMatch() ? m.captured(1).toInt() : 0) {
    case 1:
        return Tr::tr("The ssh server does not allow port forwarding (AllowTcpForwarding), so port %1 cannot "
                      "be reached.")
            .arg(port);
    case 2:
        return Tr::tr("Nothing is listening on port %1 on the host.").arg(port);
    case 3:
        return Tr::tr("The ssh server does not support port forwarding.");
    case 4:
        return Tr::tr("The ssh server is out of resources and refused to forward port %1.").arg(port);
    default:
        return Tr::tr("Port %1 on the host could not be reached through ssh.").arg(port);
    }
}

} // namespace

bool SshChannel::advance(ssh_session session, const QString &hostName)
{
    if (phase == Phase::Pending)
        return true;
    if (phase == Phase::Opening) {
        const int rc = kind == Kind::Forward
            ? ssh_channel_open_forward(channel, "127.0.0.1", remotePort, "127.0.0.1", 0)
            : ssh_channel_open_session(channel);
        if (rc == SSH_AGAIN)
            return true;
        if (rc != SSH_OK) {
            const QString detail = sshError(session);
            finish(session, hostName,
                   kind == Kind::Forward ? forwardFailure(detail, remotePort)
                                         : Tr::tr("%1 refused to open a channel: %2").arg(hostName, detail));
            return false;
        }
        if (kind == Kind::Probe) {
            m_lastInboundMs = nowMs(); // the open confirmation is the answer
            phase = Phase::Open;
            finish(session, hostName, {});
            return false;
        }
        phase = kind == Kind::Forward ? Phase::Open : Phase::Execing;
    }
    if (phase == Phase::Execing) {
        const int rc = ssh_channel_request_exec(channel, command.constData());
        if (rc == SSH_AGAIN)
            return true;
        if (rc != SSH_OK) {
            finish(session, hostName,
                   Tr::tr("%1 refused to run the command: %2").arg(hostName, sshError(session)));
            return false;
        }
        phase = Phase::Open;
    }
    if (phase == Phase::Open && stopRequested) {
        // Signal the remote process group; EOF and close follow so sshd cleans up.
        ssh_channel_request_send_signal(channel, "TERM");
        ssh_channel_send_eof(channel);
        phase = Phase::Closing;
        m_closeDeadlineMs = nowMs() + 2000;
    }
    if (kind == Kind::Forward && phase == Phase::Open) {
        while (!toWrite.isEmpty()) {
            const uint32_t window = ssh_channel_window_size(channel);
            if (window == 0)
                break;
            const uint32_t n = uint32_t(qMin<qsizetype>(qMin<qsizetype>(toWrite.size(), window), 32768));
            const int w = ssh_channel_write(channel, toWrite.constData(), n);
            if (w < 0) {
                finish(session, hostName,
                       Tr::tr("The tunnel to port %1 broke: %2").arg(remotePort).arg(sshError(session)));
                return false;
            }
            if (w == 0)
                break;
            toWrite.remove(0, w);
        }
        if (localEof && toWrite.isEmpty() && !m_eofSent) {
            ssh_channel_send_eof(channel);
            m_eofSent = true;
        }
        if (closeRequested && toWrite.isEmpty()) {
            phase = Phase::Closing;
            m_closeDeadlineMs = nowMs() + 2000;
        }
    }
    // Deliver what arrived this round, batched.
    switch (kind) {
    case Kind::Stream: {
        QList<QByteArray> out = m_out.takeLines();
        QList<QByteArray> err = m_err.takeLines();
        if (!out.isEmpty() || !err.isEmpty())
            Q_EMIT m_worker.streamLines(id, out, err);
        break;
    }
    case Kind::Forward:
        if (!m_outBytes.isEmpty()) {
            Q_EMIT m_worker.forwardData(id, m_outBytes);
            m_outBytes.clear();
        }
        if (m_remoteEof && !m_eofReported) {
            m_eofReported = true;
            Q_EMIT m_worker.forwardEof(id);
        }
        break;
    default:
        break;
    }
    if (remoteClosed) {
        finish(session, hostName, {});
        return false;
    }
    if (phase == Phase::Closing && (kind == Kind::Forward || nowMs() > m_closeDeadlineMs)) {
        finish(session, hostName, {});
        return false;
    }
    return true;
}

void SshChannel::finish(ssh_session session, const QString &hostName, const QString &error)
{
    switch (kind) {
    case Kind::Run: {
        CommandResult r;
        r.exitCode = error.isEmpty() ? m_exitStatus : -1;
        r.standardOutput = m_outBytes;
        r.standardError = m_errBytes;
        r.error = error;
        if (error.isEmpty()) {
            if (r.exitCode == 127)
                r.detail = Tr::tr("The command was not found on %1 (exit status 127).").arg(hostName);
            else if (r.standardError.contains("sudo: a password is required")
                     || r.standardError.contains("sudo: a terminal is required"))
                r.detail = Tr::tr("sudo on %1 needs a password; allow this command without one (NOPASSWD in "
                                  "sudoers).")
                               .arg(hostName);
            else if (!m_exitSignal.isEmpty())
                r.detail = Tr::tr("The command was killed by signal %1.").arg(m_exitSignal);
        } else {
            r.detail = sshError(session);
        }
        Q_EMIT m_worker.runFinished(id, r);
        break;
    }
    case Kind::Stream: {
        if (error.isEmpty()) {
            QList<QByteArray> out = m_out.takeRest();
            QList<QByteArray> err = m_err.takeRest();
            if (!out.isEmpty() || !err.isEmpty())
                Q_EMIT m_worker.streamLines(id, out, err);
        } else {
            // Complete lines only: a half line is dropped so a resumed journal repeats nothing.
            QList<QByteArray> out = m_out.takeLines();
            QList<QByteArray> err = m_err.takeLines();
            if (!out.isEmpty() || !err.isEmpty())
                Q_EMIT m_worker.streamLines(id, out, err);
        }
        Q_EMIT m_worker.streamFinished(id, error.isEmpty() ? m_exitStatus : -1, error);
        break;
    }
    case Kind::Forward:
        if (!m_outBytes.isEmpty())
            Q_EMIT m_worker.forwardData(id, m_outBytes);
        m_outBytes.clear();
        Q_EMIT m_worker.forwardClosed(id, error);
        break;
    case Kind::Probe:
        break;
    }
    if (channel) {
        // The channel may outlive this SshChannel inside libssh until the server confirms the close.
        ssh_remove_channel_callbacks(channel, &m_callbacks);
        // Closing a channel the server never opened would send it a bogus channel id.
        const bool opened = phase == Phase::Execing || phase == Phase::Open || phase == Phase::Closing;
        if (opened && !remoteClosed && session && ssh_is_connected(session))
            ssh_channel_close(channel);
        ssh_channel_free(channel);
        channel = nullptr;
    }
}

} // namespace ic
