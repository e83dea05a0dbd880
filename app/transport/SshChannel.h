// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "LineSplitter.h"

#include <QByteArray>
#include <QString>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>

#include <atomic>

namespace ic {

class SshWorker;

/// One channel of an SshWorker's session: an exec (run, stream, probe) or a direct-tcpip forward.
/// It opens, runs and closes itself a step at a time as the worker's loop calls advance(), and
/// ends with the worker's signal for its kind (runFinished, streamFinished, forwardClosed).
/// The worker owns it; worker thread only.
class SshChannel {
public:
    enum class Kind { Run, Stream, Probe, Forward };
    enum class Phase { Pending, Opening, Execing, Open, Closing };

    /// `lastInboundMs` is set whenever the server sends this channel anything (the worker's liveness).
    /// `command` for an exec, `remotePort` for a forward.
    SshChannel(SshWorker &worker, std::atomic<qint64> &lastInboundMs, quint64 id, Kind kind,
               QByteArray command = {}, quint16 remotePort = 0);

    /// Makes the libssh channel on `session` and starts opening it; a Pending channel only.
    void begin(ssh_session session);
    /// One step: open, exec, write, deliver what arrived. False when the channel has ended.
    bool advance(ssh_session session, const QString &hostName);
    /// Ends the channel with its signal (an empty `error`: it ended by itself) and frees it.
    void finish(ssh_session session, const QString &hostName, const QString &error);

    quint64 id = 0;
    Kind kind = Kind::Run;
    Phase phase = Phase::Pending;
    QByteArray command;
    quint16 remotePort = 0;
    ssh_channel channel = nullptr;

    QByteArray toWrite; // forward: local bytes waiting for window
    bool localEof = false;
    bool remoteClosed = false;
    bool stopRequested = false;
    bool closeRequested = false;

private:
    static int onData(ssh_session, ssh_channel, void *data, uint32_t len, int isStderr, void *userdata);
    static void onEof(ssh_session, ssh_channel, void *userdata);
    static void onClose(ssh_session, ssh_channel, void *userdata);
    static void onExitStatus(ssh_session, ssh_channel, int status, void *userdata);
    static void onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *,
                             void *userdata);

    SshWorker &m_worker;
    std::atomic<qint64> &m_lastInboundMs;
    ssh_channel_callbacks_struct m_callbacks {};
    LineSplitter m_out;
    LineSplitter m_err;
    QByteArray m_outBytes; // run and forward
    QByteArray m_errBytes;
    bool m_eofSent = false;
    bool m_remoteEof = false;
    bool m_eofReported = false;
    qint64 m_closeDeadlineMs = 0;
    int m_exitStatus = -1;
    QString m_exitSignal;
};

} // namespace ic
