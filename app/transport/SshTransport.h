// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SshTarget.h"
#include "SshTypes.h"
#include "Transport.h"

#include <QHash>
#include <QPointer>
#include <QSet>

#include <functional>

class QTcpSocket;
class QThread;

namespace ic {

class SshWorker;
class SshCommandJob;
class SshStreamJob;
class SshTunnelJob;

/// Reaches a host over SSH with libssh: one session per host on its own thread, exec channels
/// for commands, direct-tcpip channels for tunnels. Host keys are checked like OpenSSH's
/// `StrictHostKeyChecking ask`; unknown keys and secrets are asked for through signals that
/// the UI answers with acceptHostKey()/rejectHostKey() and answerSecret()/cancelSecret().
class SshTransport : public Transport {
    Q_OBJECT
public:
    explicit SshTransport(const QString &target, const SshOptions &options = SshOptions::fromEnvironment(),
                          QObject *parent = nullptr);
    ~SshTransport() override;

    QString target() const { return m_targetText; }
    QString describe() const override;
    LinkStatus status() const override;
    void connectToHost() override;
    void disconnectFromHost() override;
    void retryNow() override;
    CommandJob *run(const QByteArray &commandLine) override;
    StreamJob *stream(const QByteArray &commandLine) override;
    TunnelJob *openTunnel(quint16 remotePort) override;

    /// Answers the pending hostKeyUnknown(): only this writes the key to known_hosts.
    void acceptHostKey();
    void rejectHostKey();
    /// Answers secretRequested(). `remember` stores a one-prompt secret in the desktop keyring
    /// (keyringWritten() says how that went); it stays in memory for this process either way.
    void answerSecret(quint64 requestId, const QStringList &answers, bool remember = false);
    void cancelSecret(quint64 requestId);
    /// Whether the console was built with keyring support. With SshOptions::keyring on (the
    /// default), a secret the worker needs is first looked up in the keyring, and
    /// secretRequested() is emitted only when it is not there; a remembered secret the host
    /// refuses is removed from the keyring.
    static bool keyringAvailable();
    /// Keyring reads, writes or removals started here and not yet answered (each has a deadline).
    int pendingKeyringCalls() const { return m_keyringCalls; }

    /// Waits (on the calling thread, the one that deleted the transports) until every worker
    /// whose transport is gone has finished, or `timeoutMs` has passed; they stop in parallel.
    /// Called automatically when the application object is destroyed.
    static bool waitForWorkers(int timeoutMs);
    static int runningWorkers();

Q_SIGNALS:
    /// The host presented a key that is not in known_hosts; the connection waits for an answer.
    void hostKeyUnknown(const ic::HostKeyInfo &info);
    /// The host key was refused (changed, other type, revoked); status() is Failed.
    void hostKeyRefused(const ic::HostKeyInfo &info);
    void secretRequested(const ic::SecretRequest &request);
    /// A secret answered with `remember` reached the keyring (`error` empty) or did not.
    void keyringWritten(const QString &storageKey, const QString &error);

private:
    friend class SshStreamJob;
    friend class SshTunnelJob;

    void post(std::function<void(SshWorker &)> task);
    quint64 nextId() { return m_nextId++; }
    void onStatus(const LinkStatus &status);
    void onRunFinished(quint64 id, const CommandResult &result);
    void onStreamLines(quint64 id, const QList<QByteArray> &out, const QList<QByteArray> &err);
    void onStreamFinished(quint64 id, int exitCode, const QString &error);
    void onForwardData(quint64 id, const QByteArray &bytes);
    void onForwardEof(quint64 id);
    void onForwardClosed(quint64 id, const QString &error);
    void addForward(quint64 id, QTcpSocket *socket, SshTunnelJob *job);
    void onSecretRequested(const SecretRequest &request);
    void onSecretRejected(const QString &storageKey);

    QString m_targetText;
    SshTarget m_target;
    LinkStatus m_status;
    SshWorker *m_worker = nullptr;
    QThread *m_thread = nullptr;
    quint64 m_nextId = 1;
    quint64 m_hostKeyRequest = 0;
    bool m_keyring = false; ///< SshOptions::keyring
    QHash<quint64, QString> m_secretKeys; ///< pending request id -> storage key
    QSet<QString> m_keyringKeys; ///< storage keys read from or written to the keyring here
    int m_keyringCalls = 0;
    QHash<quint64, QPointer<SshCommandJob>> m_runs;
    QHash<quint64, QPointer<SshStreamJob>> m_streams;
    struct Forward {
        QPointer<QTcpSocket> socket;
        QPointer<SshTunnelJob> job;
        bool shutdownPending = false;
    };
    QHash<quint64, Forward> m_forwards;
};

} // namespace ic
