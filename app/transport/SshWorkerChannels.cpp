// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SshWorker: exec and direct-tcpip channels, their data, and their end.
#include "SshWorkerInternal.h"

#include <QRegularExpression>

#include <cstring>

namespace ic {

using sshworker::nowMs;
using sshworker::sshError;
using sshworker::Tr;

void SshWorker::addChan(std::unique_ptr<Chan> chan)
{
    Chan &c = *chan;
    c.worker = this;
    const quint64 id = c.id;
    m_chans[id] = std::move(chan);
    if (m_phase == Phase::Connected) {
        beginChan(c);
    } else if (m_phase != Phase::Connecting) {
        // Not waiting for a first connection: fail now rather than hang.
        finishChan(
            c, m_status.message.isEmpty() ? Tr::tr("%1 is not connected.").arg(m_name) : m_status.message);
        m_chans.erase(id);
    }
}

void SshWorker::beginChan(Chan &c)
{
    if (c.phase != Chan::Phase::Pending || !m_session)
        return;
    c.channel = ssh_channel_new(m_session);
    if (!c.channel) {
        c.phase = Chan::Phase::Closing;
        c.remoteClosed = true;
        return;
    }
    std::memset(&c.callbacks, 0, sizeof c.callbacks);
    c.callbacks.userdata = &c;
    c.callbacks.channel_data_function = &Chan::onData;
    c.callbacks.channel_eof_function = &Chan::onEof;
    c.callbacks.channel_close_function = &Chan::onClose;
    c.callbacks.channel_exit_status_function = &Chan::onExitStatus;
    c.callbacks.channel_exit_signal_function = &Chan::onExitSignal;
    ssh_callbacks_init(&c.callbacks);
    ssh_set_channel_callbacks(c.channel, &c.callbacks);
    c.phase = Chan::Phase::Opening;
}

void SshWorker::startRun(quint64 id, const QByteArray &commandLine)
{
    auto c = std::make_unique<Chan>();
    c->id = id;
    c->kind = Chan::Kind::Run;
    c->command = commandLine;
    addChan(std::move(c));
}

void SshWorker::startStream(quint64 id, const QByteArray &commandLine)
{
    auto c = std::make_unique<Chan>();
    c->id = id;
    c->kind = Chan::Kind::Stream;
    c->command = commandLine;
    addChan(std::move(c));
}

void SshWorker::openForward(quint64 id, quint16 remotePort)
{
    auto c = std::make_unique<Chan>();
    c->id = id;
    c->kind = Chan::Kind::Forward;
    c->remotePort = remotePort;
    addChan(std::move(c));
}

void SshWorker::stopJob(quint64 id)
{
    auto it = m_chans.find(id);
    if (it != m_chans.end())
        it->second->stopRequested = true;
}

void SshWorker::writeForward(quint64 id, const QByteArray &bytes)
{
    auto it = m_chans.find(id);
    if (it != m_chans.end())
        it->second->toWrite.append(bytes);
}

void SshWorker::eofForward(quint64 id)
{
    auto it = m_chans.find(id);
    if (it != m_chans.end())
        it->second->localEof = true;
}

void SshWorker::closeForward(quint64 id)
{
    auto it = m_chans.find(id);
    if (it != m_chans.end()) {
        it->second->localEof = true;
        it->second->closeRequested = true;
    }
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

bool SshWorker::advance(Chan &c)
{
    if (c.phase == Chan::Phase::Pending)
        return true;
    if (c.phase == Chan::Phase::Opening) {
        const int rc = c.kind == Chan::Kind::Forward
            ? ssh_channel_open_forward(c.channel, "127.0.0.1", c.remotePort, "127.0.0.1", 0)
            : ssh_channel_open_session(c.channel);
        if (rc == SSH_AGAIN)
            return true;
        if (rc != SSH_OK) {
            const QString detail = sshError(m_session);
            finishChan(c,
                       c.kind == Chan::Kind::Forward
                           ? forwardFailure(detail, c.remotePort)
                           : Tr::tr("%1 refused to open a channel: %2").arg(m_name, detail));
            return false;
        }
        if (c.kind == Chan::Kind::Probe) {
            m_lastInboundMs = nowMs(); // the open confirmation is the answer
            c.phase = Chan::Phase::Open;
            finishChan(c, {});
            return false;
        }
        c.phase = c.kind == Chan::Kind::Forward ? Chan::Phase::Open : Chan::Phase::Execing;
    }
    if (c.phase == Chan::Phase::Execing) {
        const int rc = ssh_channel_request_exec(c.channel, c.command.constData());
        if (rc == SSH_AGAIN)
            return true;
        if (rc != SSH_OK) {
            finishChan(c, Tr::tr("%1 refused to run the command: %2").arg(m_name, sshError(m_session)));
            return false;
        }
        c.phase = Chan::Phase::Open;
    }
    if (c.phase == Chan::Phase::Open && c.stopRequested) {
        // Signal the remote process group; EOF and close follow so sshd cleans up.
        ssh_channel_request_send_signal(c.channel, "TERM");
        ssh_channel_send_eof(c.channel);
        c.phase = Chan::Phase::Closing;
        c.closeDeadlineMs = nowMs() + 2000;
    }
    if (c.kind == Chan::Kind::Forward && c.phase == Chan::Phase::Open) {
        while (!c.toWrite.isEmpty()) {
            const uint32_t window = ssh_channel_window_size(c.channel);
            if (window == 0)
                break;
            const uint32_t n = uint32_t(qMin<qsizetype>(qMin<qsizetype>(c.toWrite.size(), window), 32768));
            const int w = ssh_channel_write(c.channel, c.toWrite.constData(), n);
            if (w < 0) {
                finishChan(
                    c, Tr::tr("The tunnel to port %1 broke: %2").arg(c.remotePort).arg(sshError(m_session)));
                return false;
            }
            if (w == 0)
                break;
            c.toWrite.remove(0, w);
        }
        if (c.localEof && c.toWrite.isEmpty() && !c.eofSent) {
            ssh_channel_send_eof(c.channel);
            c.eofSent = true;
        }
        if (c.closeRequested && c.toWrite.isEmpty()) {
            c.phase = Chan::Phase::Closing;
            c.closeDeadlineMs = nowMs() + 2000;
        }
    }
    // Deliver what arrived this round, batched.
    switch (c.kind) {
    case Chan::Kind::Stream: {
        QList<QByteArray> out = c.out.takeLines();
        QList<QByteArray> err = c.err.takeLines();
        if (!out.isEmpty() || !err.isEmpty())
            Q_EMIT streamLines(c.id, out, err);
        break;
    }
    case Chan::Kind::Forward:
        if (!c.outBytes.isEmpty()) {
            Q_EMIT forwardData(c.id, c.outBytes);
            c.outBytes.clear();
        }
        if (c.remoteEof && !c.eofReported) {
            c.eofReported = true;
            Q_EMIT forwardEof(c.id);
        }
        break;
    default:
        break;
    }
    if (c.remoteClosed) {
        finishChan(c, {});
        return false;
    }
    if (c.phase == Chan::Phase::Closing && (c.kind == Chan::Kind::Forward || nowMs() > c.closeDeadlineMs)) {
        finishChan(c, {});
        return false;
    }
    return true;
}

void SshWorker::finishChan(Chan &c, const QString &error)
{
    switch (c.kind) {
    case Chan::Kind::Run: {
        CommandResult r;
        r.exitCode = error.isEmpty() ? c.exitStatus : -1;
        r.standardOutput = c.outBytes;
        r.standardError = c.errBytes;
        r.error = error;
        if (error.isEmpty()) {
            if (r.exitCode == 127)
                r.detail = Tr::tr("The command was not found on %1 (exit status 127).").arg(m_name);
            else if (r.standardError.contains("sudo: a password is required")
                     || r.standardError.contains("sudo: a terminal is required"))
                r.detail = Tr::tr("sudo on %1 needs a password; allow this command without one (NOPASSWD in "
                                  "sudoers).")
                               .arg(m_name);
            else if (!c.exitSignal.isEmpty())
                r.detail = Tr::tr("The command was killed by signal %1.").arg(c.exitSignal);
        } else {
            r.detail = sshError(m_session);
        }
        Q_EMIT runFinished(c.id, r);
        break;
    }
    case Chan::Kind::Stream: {
        if (error.isEmpty()) {
            QList<QByteArray> out = c.out.takeRest();
            QList<QByteArray> err = c.err.takeRest();
            if (!out.isEmpty() || !err.isEmpty())
                Q_EMIT streamLines(c.id, out, err);
        } else {
            // Complete lines only: a half line is dropped so a resumed journal repeats nothing.
            QList<QByteArray> out = c.out.takeLines();
            QList<QByteArray> err = c.err.takeLines();
            if (!out.isEmpty() || !err.isEmpty())
                Q_EMIT streamLines(c.id, out, err);
        }
        Q_EMIT streamFinished(c.id, error.isEmpty() ? c.exitStatus : -1, error);
        break;
    }
    case Chan::Kind::Forward:
        if (!c.outBytes.isEmpty())
            Q_EMIT forwardData(c.id, c.outBytes);
        c.outBytes.clear();
        Q_EMIT forwardClosed(c.id, error);
        break;
    case Chan::Kind::Probe:
        break;
    }
    if (c.channel) {
        // The channel may outlive this Chan inside libssh until the server confirms the close.
        ssh_remove_channel_callbacks(c.channel, &c.callbacks);
        // Closing a channel the server never opened would send it a bogus channel id.
        const bool opened = c.phase == Chan::Phase::Execing || c.phase == Chan::Phase::Open
            || c.phase == Chan::Phase::Closing;
        if (opened && !c.remoteClosed && m_session && ssh_is_connected(m_session))
            ssh_channel_close(c.channel);
        ssh_channel_free(c.channel);
        c.channel = nullptr;
    }
}

void SshWorker::failAllChans(const QString &error)
{
    auto chans = std::move(m_chans);
    m_chans.clear();
    for (auto &[id, c] : chans) {
        c->remoteClosed = true; // never touch the channel of a dead session again
        if (!m_session || !ssh_is_connected(m_session))
            c->channel = nullptr;
        finishChan(*c, error);
    }
    m_probing = false;
}

void SshWorker::service()
{
    for (auto it = m_chans.begin(); it != m_chans.end();) {
        if (advance(*it->second))
            ++it;
        else
            it = m_chans.erase(it);
    }
}

} // namespace ic
