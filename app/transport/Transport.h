// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

namespace ic {

/// Outcome of a command run to completion on a host.
struct CommandResult {
    int exitCode = -1; ///< -1 when the command could not run or was killed by a signal
    QByteArray standardOutput;
    QByteArray standardError;
    QString error; ///< transport failure as one translated sentence; empty when it ran
    QString detail; ///< technical detail behind `error` (library message, errno text)

    bool ran() const { return error.isEmpty(); }
    bool succeeded() const { return ran() && exitCode == 0; }
};

/// One command run to completion. Emits finished() exactly once, then deletes itself.
class CommandJob : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void finished(const ic::CommandResult &result);
};

/// A long-running command whose output is delivered line by line, in batches.
/// Emits finished() exactly once (when the command ends, is stopped, or the link drops);
/// the owner deletes it afterwards (deleteLater is safe inside the slot).
class StreamJob : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// Ends the command on the host (SIGTERM to the remote process); finished() follows.
    virtual void stop() = 0;

Q_SIGNALS:
    /// Complete stdout lines without their '\n' (a trailing '\r' is kept; '\r' inside a line too).
    void linesArrived(const QList<QByteArray> &lines);
    /// Complete stderr lines, same conventions.
    void errorLinesArrived(const QList<QByteArray> &lines);
    /// `error` is empty when the command ended by itself or by stop(); otherwise one sentence.
    void finished(int exitCode, const QString &error);
};

/// A TCP port on the host made reachable from this machine (like `ssh -L`).
/// Lives until deleted; deleting it closes the local listener.
class TunnelJob : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    bool isOpen() const { return m_localPort != 0; }
    /// Loopback port on this machine; 0 until opened().
    quint16 localPort() const { return m_localPort; }
    quint16 remotePort() const { return m_remotePort; }

Q_SIGNALS:
    void opened(quint16 localPort);
    void failed(const QString &error);

protected:
    quint16 m_localPort = 0;
    quint16 m_remotePort = 0;
};

enum class LinkState {
    Disconnected,
    Connecting,
    Connected,
    Reconnecting, ///< lost, retrying with backoff (see LinkStatus::attempt / nextRetrySeconds)
    Failed, ///< gave up: needs the user (host key refused, authentication failed)
};

struct LinkStatus {
    /// Why the link is not up; decides what the user can do (wait, trust a key, fix a login).
    enum class Cause { None, Network, HostKey, Authentication };
    LinkState state = LinkState::Disconnected;
    Cause cause = Cause::None;
    int attempt = 0; ///< reconnect attempt number while Reconnecting
    int nextRetrySeconds = 0; ///< seconds until the next attempt while Reconnecting (when sent)
    qint64 nextRetryEpochMs = 0; ///< when the next attempt starts (ms since the epoch); 0: none planned
    QString message; ///< one translated sentence for the user; empty when fine
    QString detail; ///< technical detail, one click away in the UI

    /// Seconds from now to the next attempt (rounded up, never negative).
    int secondsToRetry() const;
    QString summary() const; ///< "connected", "retrying in 30 s (attempt 6)", ...
};

/// How bytes reach a host. All calls are non-blocking and must be made from the thread the
/// transport lives in (the GUI thread); results arrive through queued signals.
/// Command lines are complete POSIX shell strings built by RemoteCommandBuilder.
class Transport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~Transport() override = default;

    /// Short description for the UI, e.g. "local" or "ssh gpu-01".
    virtual QString describe() const = 0;
    virtual LinkStatus status() const = 0;
    /// Starts (or restarts) the connection; a no-op when already connected.
    virtual void connectToHost() = 0;
    virtual void disconnectFromHost() = 0;
    /// Skips the wait of a back-off and tries at once (the "Retry now" action); the back-off
    /// schedule continues from where it was if this attempt fails too.
    virtual void retryNow() { connectToHost(); }

    /// Runs a command to completion. The job is parented to the transport.
    virtual CommandJob *run(const QByteArray &commandLine) = 0;
    /// Streams a long-running command. The job is parented to the transport; the caller
    /// deletes it after finished().
    virtual StreamJob *stream(const QByteArray &commandLine) = 0;
    /// Opens a tunnel to `remotePort` on the host's loopback interface.
    virtual TunnelJob *openTunnel(quint16 remotePort) = 0;

Q_SIGNALS:
    void statusChanged(const ic::LinkStatus &status);
};

} // namespace ic

Q_DECLARE_METATYPE(ic::CommandResult)
Q_DECLARE_METATYPE(ic::LinkStatus)
