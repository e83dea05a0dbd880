// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SshConfig.h"
#include "SshTarget.h"
#include "SshTypes.h"
#include "Transport.h"

#include <QMutex>
#include <QObject>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>

struct ssh_session_struct;
struct ssh_event_struct;

namespace ic {

class SshChannel;

/// One host's libssh session and all its channels, driven on one thread (libssh sessions are
/// single-threaded). SshTransport creates it, moves it to its thread and calls loop() there;
/// everything else reaches it through post() or the reply methods, which are thread-safe.
/// Results leave through queued signals carrying values.
class SshWorker : public QObject {
    Q_OBJECT
public:
    SshWorker(SshTarget target, QString displayName, SshOptions options);
    ~SshWorker() override;

    /// Runs until requestStop(); call on the worker thread only.
    void loop();

    // Thread-safe entry points.
    void post(std::function<void()> task);
    void requestStop();
    void cancelPrompts(); ///< pending questions are answered "no"
    void reply(quint64 requestId, std::optional<QStringList> answers);

    // Tasks: run on the worker thread (through post()).
    void connectToHost();
    void disconnectFromHost();
    void retryNow();
    void startRun(quint64 id, const QByteArray &commandLine);
    void startStream(quint64 id, const QByteArray &commandLine);
    void stopJob(quint64 id);
    void openForward(quint64 id, quint16 remotePort);
    void writeForward(quint64 id, const QByteArray &bytes);
    void eofForward(quint64 id);
    void closeForward(quint64 id);

Q_SIGNALS:
    void statusChanged(const ic::LinkStatus &status);
    void hostKeyUnknown(quint64 requestId, const ic::HostKeyInfo &info);
    void hostKeyRefused(const ic::HostKeyInfo &info);
    void secretRequested(const ic::SecretRequest &request);
    /// The host (or the key file) refused the secret stored under `storageKey`.
    void secretRejected(const QString &storageKey);
    void runFinished(quint64 id, const ic::CommandResult &result);
    void streamLines(quint64 id, const QList<QByteArray> &out, const QList<QByteArray> &err);
    void streamFinished(quint64 id, int exitCode, const QString &error);
    void forwardData(quint64 id, const QByteArray &bytes);
    void forwardEof(quint64 id);
    void forwardClosed(quint64 id, const QString &error);

private:
    enum class Phase { Idle, Connecting, Backoff, Connected };

    void runTasks();
    void waitForWake(int ms);
    void attemptConnect();
    bool verifyHostKey();
    QString checkHostIpAddress() const;
    QString proxyJumpCommand() const;
    void resolveConfig();
    bool authenticate();
    std::optional<QStringList> ask(const SecretRequest &request, bool announce = true);
    void scheduleRetry(const QString &message, const QString &detail);
    void fail(const QString &message, const QString &detail, LinkStatus::Cause cause);
    void connectionLost(const QString &message, const QString &detail);
    void freeSession();
    void setStatus(LinkState state, const QString &message = {}, const QString &detail = {},
                   LinkStatus::Cause cause = LinkStatus::Cause::None);
    void addChan(std::unique_ptr<SshChannel> chan);
    SshChannel *chan(quint64 id);
    void service(); ///< advances every channel one step, drops those that ended
    void failAllChans(const QString &error);
    void heartbeat();
    QString hostText() const;

    SshTarget m_target;
    QString m_name;
    SshOptions m_options;
    SshLocalContext m_local;
    SshResolvedConfig m_config;
    int m_wakeFd = -1;

    QMutex m_taskMutex;
    std::vector<std::function<void()>> m_tasks;
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_cancelPrompts { false };

    QMutex m_replyMutex;
    QWaitCondition m_replyCond;
    quint64 m_replyId = 0;
    bool m_replied = false;
    std::optional<QStringList> m_reply;
    quint64 m_nextRequestId = 1;

    Phase m_phase = Phase::Idle;
    LinkStatus m_status;
    int m_attempt = 0;
    qint64 m_nextAttemptMs = 0;
    bool m_everConnected = false;
    qint64 m_connectedAtMs = 0;
    ssh_session_struct *m_session = nullptr;
    ssh_event_struct *m_event = nullptr;
    QString m_hostKeyName;
    quint16 m_effectivePort = 22;
    QString m_effectiveUser;

    std::map<quint64, std::unique_ptr<SshChannel>> m_chans;
    bool m_probing = false;
    qint64 m_probeStartMs = 0;
    qint64 m_probeDeadlineMs = 0;
    quint64 m_nextProbeId = quint64(1) << 62; // never collides with the transport's job ids
    std::atomic<qint64> m_lastInboundMs { 0 }; ///< set by the channels' callbacks too
};

} // namespace ic
