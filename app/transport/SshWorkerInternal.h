// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Shared by SshWorker.cpp (the loop, the host-key check, authentication) and SshChannel.cpp;
// not part of the transport's interface.

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
