// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Shared by the SshWorker sources (the loop, the host-key check and authentication, the
// channels); not part of the transport's interface.

#include "SshWorker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLoggingCategory>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

namespace ic::sshworker {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SshTransport)
};

/// Milliseconds on a monotonic clock shared by every worker.
inline qint64 nowMs()
{
    static QElapsedTimer timer = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return timer.elapsed();
}

inline QString sshError(ssh_session s)
{
    return s ? QString::fromUtf8(ssh_get_error(s)) : QString();
}

} // namespace ic::sshworker

namespace ic {

/// One channel: an exec (run, stream, probe) or a direct-tcpip forward.
struct SshWorker::Chan {
    enum class Kind { Run, Stream, Probe, Forward };
    enum class Phase { Pending, Opening, Execing, Open, Closing };

    SshWorker *worker = nullptr;
    quint64 id = 0;
    Kind kind = Kind::Run;
    Phase phase = Phase::Pending;
    QByteArray command;
    quint16 remotePort = 0;
    ssh_channel channel = nullptr;
    ssh_channel_callbacks_struct callbacks {};

    LineSplitter out;
    LineSplitter err;
    QByteArray outBytes; // run and forward
    QByteArray errBytes;
    QByteArray toWrite; // forward: local bytes waiting for window
    bool localEof = false;
    bool eofSent = false;
    bool remoteEof = false;
    bool remoteClosed = false;
    bool eofReported = false;
    bool stopRequested = false;
    bool closeRequested = false;
    qint64 closeDeadlineMs = 0;
    int exitStatus = -1;
    QString exitSignal;

    static int onData(ssh_session, ssh_channel, void *data, uint32_t len, int isStderr, void *userdata)
    {
        auto *c = static_cast<Chan *>(userdata);
        c->worker->m_lastInboundMs = sshworker::nowMs();
        const QByteArray bytes(static_cast<const char *>(data), qsizetype(len));
        switch (c->kind) {
        case Kind::Stream:
            (isStderr ? c->err : c->out).append(bytes);
            break;
        case Kind::Run:
        case Kind::Forward:
            (isStderr ? c->errBytes : c->outBytes).append(bytes);
            break;
        case Kind::Probe:
            break;
        }
        return int(len);
    }
    static void onEof(ssh_session, ssh_channel, void *userdata)
    {
        auto *c = static_cast<Chan *>(userdata);
        c->worker->m_lastInboundMs = sshworker::nowMs();
        c->remoteEof = true;
    }
    static void onClose(ssh_session, ssh_channel, void *userdata)
    {
        auto *c = static_cast<Chan *>(userdata);
        c->worker->m_lastInboundMs = sshworker::nowMs();
        c->remoteClosed = true;
    }
    static void onExitStatus(ssh_session, ssh_channel, int status, void *userdata)
    {
        auto *c = static_cast<Chan *>(userdata);
        c->worker->m_lastInboundMs = sshworker::nowMs();
        c->exitStatus = status;
    }
    static void onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *,
                             void *userdata)
    {
        auto *c = static_cast<Chan *>(userdata);
        c->worker->m_lastInboundMs = sshworker::nowMs();
        c->exitSignal = QString::fromUtf8(signal);
    }
};

} // namespace ic
