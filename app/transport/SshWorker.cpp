// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SshWorker: the poll loop, connection attempts, the host-key check (the decision itself in
// HostKeyPolicy.cpp), back-off and liveness, and the channel table. The login is in
// SshAuthenticator.cpp, each channel's own steps in SshChannel.cpp.
#include "SshWorker.h"

#include "HostKeyPolicy.h"
#include "SshAuthenticator.h"
#include "SshChannel.h"
#include "SshWorkerInternal.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QRandomGenerator>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmath>

Q_LOGGING_CATEGORY(lcSsh, "console.transport.ssh")

namespace ic {

using sshworker::nowMs;
using sshworker::sshError;
using sshworker::Tr;

namespace {

int wakeCallback(socket_t fd, int, void *)
{
    eventfd_t value;
    ::eventfd_read(fd, &value);
    return 0;
}

} // namespace

SshWorker::SshWorker(SshTarget target, QString displayName, SshOptions options)
    : m_target(std::move(target))
    , m_name(std::move(displayName))
    , m_options(std::move(options))
{
    m_wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

SshWorker::~SshWorker()
{
    failAllChans(Tr::tr("The connection to %1 was closed.").arg(m_name));
    freeSession();
    if (m_wakeFd >= 0)
        ::close(m_wakeFd);
}

void SshWorker::post(std::function<void()> task)
{
    {
        QMutexLocker lock(&m_taskMutex);
        m_tasks.push_back(std::move(task));
    }
    ::eventfd_write(m_wakeFd, 1);
}

void SshWorker::requestStop()
{
    m_stop = true;
    {
        QMutexLocker lock(&m_replyMutex);
        m_replyCond.wakeAll();
    }
    ::eventfd_write(m_wakeFd, 1);
}

void SshWorker::reply(quint64 requestId, std::optional<QStringList> answers)
{
    QMutexLocker lock(&m_replyMutex);
    if (requestId != m_replyId || m_replied)
        return;
    m_reply = std::move(answers);
    m_replied = true;
    m_replyCond.wakeAll();
}

std::optional<QStringList> SshWorker::ask(const SecretRequest &request, bool announce)
{
    {
        QMutexLocker lock(&m_replyMutex);
        m_replyId = request.id;
        m_replied = false;
        m_reply.reset();
    }
    if (announce)
        Q_EMIT secretRequested(request);
    QMutexLocker lock(&m_replyMutex);
    while (!m_replied && !m_stop && !m_cancelPrompts)
        m_replyCond.wait(&m_replyMutex, 200);
    std::optional<QStringList> r = m_replied ? m_reply : std::nullopt;
    m_reply.reset();
    m_replyId = 0;
    return r;
}

void SshWorker::cancelPrompts()
{
    m_cancelPrompts = true;
    QMutexLocker lock(&m_replyMutex);
    m_replyCond.wakeAll();
}

void SshWorker::runTasks()
{
    std::vector<std::function<void()>> tasks;
    {
        QMutexLocker lock(&m_taskMutex);
        tasks.swap(m_tasks);
    }
    for (auto &t : tasks)
        t();
}

void SshWorker::waitForWake(int ms)
{
    pollfd p { m_wakeFd, POLLIN, 0 };
    if (::poll(&p, 1, ms) > 0)
        wakeCallback(m_wakeFd, 0, nullptr);
}

void SshWorker::loop()
{
    while (!m_stop) {
        runTasks();
        if (m_stop)
            break;
        switch (m_phase) {
        case Phase::Idle:
            waitForWake(1000);
            break;
        case Phase::Connecting:
            attemptConnect();
            break;
        case Phase::Backoff: {
            const qint64 left = m_nextAttemptMs - nowMs();
            if (left <= 0)
                attemptConnect();
            else
                waitForWake(int(qMin<qint64>(left, 1000)));
            break;
        }
        case Phase::Connected: {
            const int rc = ssh_event_dopoll(m_event, 250);
            service();
            if (m_phase != Phase::Connected)
                break;
            if (rc == SSH_ERROR || !ssh_is_connected(m_session)) {
                connectionLost(Tr::tr("The connection to %1 was lost.").arg(m_name), sshError(m_session));
                break;
            }
            heartbeat();
            break;
        }
        }
    }
}

QString SshWorker::hostText() const
{
    return m_name;
}

void SshWorker::setStatus(LinkState state, const QString &message, const QString &detail,
                          LinkStatus::Cause cause)
{
    m_status.state = state;
    m_status.cause = cause;
    m_status.message = message;
    m_status.detail = detail;
    if (state != LinkState::Reconnecting) {
        m_status.attempt = 0;
        m_status.nextRetrySeconds = 0;
        m_status.nextRetryEpochMs = 0;
    }
    Q_EMIT statusChanged(m_status);
}

void SshWorker::connectToHost()
{
    m_cancelPrompts = false;
    if (m_phase == Phase::Connected || m_phase == Phase::Connecting)
        return;
    m_attempt = 0;
    m_phase = Phase::Connecting;
    setStatus(LinkState::Connecting);
}

void SshWorker::retryNow()
{
    m_cancelPrompts = false;
    if (m_phase == Phase::Backoff) {
        m_nextAttemptMs = nowMs(); // the attempt count stays: a failure continues the schedule
        return;
    }
    connectToHost();
}

void SshWorker::disconnectFromHost()
{
    failAllChans(Tr::tr("The connection to %1 was closed.").arg(m_name));
    if (m_session && ssh_is_connected(m_session))
        ssh_disconnect(m_session);
    freeSession();
    m_phase = Phase::Idle;
    setStatus(LinkState::Disconnected);
}

void SshWorker::freeSession()
{
    for (auto &[id, c] : m_chans) {
        c->channel = nullptr; // ssh_free releases every channel of the session
        if (c->phase != SshChannel::Phase::Pending)
            c->phase = SshChannel::Phase::Pending;
    }
    if (m_event) {
        ssh_event_remove_fd(m_event, m_wakeFd);
        if (m_session)
            ssh_event_remove_session(m_event, m_session);
        ssh_event_free(m_event);
        m_event = nullptr;
    }
    if (m_session) {
        ssh_free(m_session);
        m_session = nullptr;
    }
    m_probing = false;
}

void SshWorker::scheduleRetry(const QString &message, const QString &detail)
{
    freeSession();
    ++m_attempt;
    // 1 s, 2 s, 4 s ... capped at 60 s, forever; jitter keeps a fleet from reconnecting in step.
    const double base
        = std::min<double>(m_options.maxBackoffSeconds,
                           m_options.initialBackoffSeconds * std::pow(2.0, std::min(m_attempt - 1, 30)));
    const double jitter = 0.75 + 0.25 * QRandomGenerator::global()->generateDouble();
    const qint64 delayMs = qMax<qint64>(100, qint64(base * jitter * 1000));
    m_nextAttemptMs = nowMs() + delayMs;
    m_phase = Phase::Backoff;
    m_status.attempt = m_attempt;
    m_status.nextRetrySeconds = int((delayMs + 999) / 1000);
    m_status.nextRetryEpochMs = QDateTime::currentMSecsSinceEpoch() + delayMs;
    qCInfo(lcSsh) << m_name << "retry" << m_attempt << "in" << delayMs << "ms:" << message << detail;
    setStatus(LinkState::Reconnecting, message, detail, LinkStatus::Cause::Network);
    // Jobs that were waiting for the first connection cannot wait through a back-off.
    failAllChans(message);
}

void SshWorker::fail(const QString &message, const QString &detail, LinkStatus::Cause cause)
{
    freeSession();
    m_phase = Phase::Idle;
    qCWarning(lcSsh) << m_name << message << detail;
    setStatus(LinkState::Failed, message, detail, cause);
    failAllChans(message);
}

void SshWorker::connectionLost(const QString &message, const QString &detail)
{
    qCInfo(lcSsh) << m_name << "lost:" << message << detail;
    service(); // deliver every complete line that arrived before the drop
    failAllChans(message);
    // Only a connection that held for a while starts the schedule afresh; one that drops right
    // after each login keeps backing off.
    if (nowMs() - m_connectedAtMs >= qint64(m_options.stableSeconds) * 1000)
        m_attempt = 0;
    scheduleRetry(message, detail);
}

void SshWorker::attemptConnect()
{
    if (m_attempt == 0)
        setStatus(LinkState::Connecting);
    freeSession();
    m_session = ssh_new();
    ssh_session s = m_session;
    const QByteArray host = m_target.host.toUtf8();
    ssh_options_set(s, SSH_OPTIONS_HOST, host.constData());
    m_local = SshLocalContext::current();
    if (!m_options.homeDir.isEmpty()) {
        m_local.homeDir = m_options.homeDir;
        m_local.sshDir = m_options.homeDir + QStringLiteral("/.ssh");
    }
    if (!m_options.sshDir.isEmpty())
        m_local.sshDir = m_options.sshDir;
    // libssh takes ~ from the password database too; tell it when the console was pointed elsewhere.
    if (!m_options.sshDir.isEmpty() || !m_options.homeDir.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_SSH_DIR, QFile::encodeName(m_local.sshDir).constData());
    // Config first, explicit settings after it, so they win (resources/reference §6).
    int rc = m_options.configFile.isEmpty()
        ? ssh_options_parse_config(s, nullptr)
        : ssh_options_parse_config(s, QFile::encodeName(m_options.configFile).constData());
    if (rc != SSH_OK)
        qCWarning(lcSsh) << "ssh config could not be parsed:" << sshError(s);
    if (m_target.port != 0) {
        const unsigned int port = m_target.port;
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    }
    if (!m_target.user.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_USER, m_target.user.toUtf8().constData());
    const QString knownHosts = m_options.effectiveKnownHostsFile();
    if (!knownHosts.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, QFile::encodeName(knownHosts).constData());
    const long timeout = m_options.connectTimeoutSeconds;
    ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeout);
    const int no = 0;
    ssh_options_set(s, SSH_OPTIONS_PROCESS_CONFIG, &no);
    // A `StrictHostKeyChecking no` in the user's config must not accept changed keys.
    const int strict = 1;
    ssh_options_set(s, SSH_OPTIONS_STRICTHOSTKEYCHECK, &strict);

    char *hostOpt = nullptr;
    if (ssh_options_get(s, SSH_OPTIONS_HOST, &hostOpt) == SSH_OK && hostOpt) {
        m_hostKeyName = QString::fromUtf8(hostOpt);
        ssh_string_free_char(hostOpt);
    }
    unsigned int port = 22;
    ssh_options_get_port(s, &port);
    m_effectivePort = quint16(port);
    char *userOpt = nullptr;
    if (ssh_options_get(s, SSH_OPTIONS_USER, &userOpt) == SSH_OK && userOpt) {
        m_effectiveUser = QString::fromUtf8(userOpt);
        ssh_string_free_char(userOpt);
    }

    resolveConfig();
    // libssh reads known_hosts only to prefer the key types already recorded: point it at the
    // files the config names, so it asks for the type OpenSSH would.
    for (const QString &f : std::as_const(m_config.userKnownHostsFiles)) {
        if (f != QLatin1String("/dev/null") && f != QLatin1String("none") && QFileInfo(f).size() > 0) {
            ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, QFile::encodeName(f).constData());
            break;
        }
    }
    if (!m_config.globalKnownHostsFiles.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_GLOBAL_KNOWNHOSTS,
                        QFile::encodeName(m_config.globalKnownHostsFiles.first()).constData());
    if (const QString proxy = proxyJumpCommand(); !proxy.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_PROXYCOMMAND, proxy.toUtf8().constData());
    rc = ssh_connect(s);
    if (rc != SSH_OK) {
        const QString detail = sshError(s);
        QString message;
        if (detail.contains(QLatin1String("resolve hostname")))
            message = Tr::tr("The host name %1 could not be resolved.").arg(m_hostKeyName);
        else if (detail.contains(QLatin1String("refused")))
            message = Tr::tr("%1 refused the connection on port %2; is its ssh server running?")
                          .arg(m_hostKeyName)
                          .arg(m_effectivePort);
        else if (detail.contains(QLatin1String("imeout")) || rc == SSH_AGAIN)
            message = Tr::tr("%1 did not answer within %2 s.")
                          .arg(m_hostKeyName)
                          .arg(m_options.connectTimeoutSeconds);
        else if (!proxyJumpCommand().isEmpty())
            message
                = Tr::tr("Could not connect to %1 through ProxyJump %2 (the hops are reached with OpenSSH's "
                         "ssh in batch mode; try “ssh -J %2 %1” in a terminal).")
                      .arg(m_hostKeyName, m_config.proxyJump);
        else
            message = Tr::tr("Could not connect to %1.").arg(m_hostKeyName);
        scheduleRetry(message, detail);
        return;
    }
    if (m_stop)
        return;
    if (!verifyHostKey())
        return;
    if (!authenticate())
        return;

    // libssh sends no keepalives: let the kernel notice a vanished peer as a backstop.
    const int fd = ssh_get_fd(s);
    if (fd >= 0) {
        const int on = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
        const int idle = 5, interval = 2, count = 3;
        ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
        ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
        ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
        const unsigned int userTimeout = 10000;
        ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeout, sizeof userTimeout);
    }
    ssh_set_blocking(s, 0);
    m_event = ssh_event_new();
    ssh_event_add_session(m_event, s);
    ssh_event_add_fd(m_event, m_wakeFd, POLLIN, &wakeCallback, this);
    m_phase = Phase::Connected;
    m_everConnected = true;
    m_connectedAtMs = nowMs();
    m_lastInboundMs = nowMs();
    qCInfo(lcSsh) << m_name << "connected";
    setStatus(LinkState::Connected);
    for (auto &[id, c] : m_chans)
        c->begin(m_session);
}

bool SshWorker::authenticate()
{
    SshAuthenticator::Hooks hooks;
    hooks.ask = [this](SecretRequest r) {
        r.id = m_nextRequestId++;
        return ask(r);
    };
    hooks.rejected = [this](const QString &storageKey) { Q_EMIT secretRejected(storageKey); };
    hooks.stopping = [this] { return m_stop.load(); };
    const SshAuthenticator::Outcome outcome = SshAuthenticator(m_session, m_effectiveUser, m_hostKeyName,
                                                               m_effectivePort, m_config, m_local, hooks)
                                                  .run();
    if (!outcome.loggedIn && !outcome.stopped)
        fail(outcome.message, outcome.detail, LinkStatus::Cause::Authentication);
    return outcome.loggedIn;
}

void SshWorker::resolveConfig()
{
    const QStringList files = !m_options.configFile.isEmpty()
        ? QStringList { m_options.configFile }
        : QStringList { m_local.sshDir + QStringLiteral("/config"), QStringLiteral("/etc/ssh/ssh_config") };
    m_config = resolveSshConfig(m_target.host, m_target.user, m_target.port, files, m_local);
    if (!m_options.knownHostsFile.isEmpty())
        m_config.userKnownHostsFiles = { m_options.knownHostsFile };
    for (const QString &n : std::as_const(m_config.notes))
        qCInfo(lcSsh) << m_name << "ssh config:" << n;
}

QString SshWorker::proxyJumpCommand() const
{
    // libssh 0.10 turns ProxyJump into `ssh -J ... -W` without the config file the console was
    // given and with prompts nobody sees. Build it as OpenSSH does for itself: the same config
    // (-F), the known_hosts override, and batch mode so a hop fails instead of waiting.
    const QString jump = m_config.proxyJump.trimmed();
    if (jump.isEmpty() || jump.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0
        || !m_config.proxyCommand.isEmpty())
        return {};
    QStringList hops = jump.split(u',', Qt::SkipEmptyParts);
    const SshTarget last = parseSshTarget(hops.takeLast().trimmed().remove(QLatin1String("ssh://")));
    if (!last.isValid())
        return {};
    QString cmd = QStringLiteral("exec ssh");
    const QString config = !m_options.configFile.isEmpty() ? m_options.configFile
        : (!m_options.sshDir.isEmpty() || !m_options.homeDir.isEmpty())
        ? m_local.sshDir + QStringLiteral("/config")
        : QString();
    if (!config.isEmpty())
        cmd += QStringLiteral(" -F ") + shellQuoted(config);
    if (!m_options.knownHostsFile.isEmpty())
        cmd += QStringLiteral(" -o ")
            + shellQuoted(QStringLiteral("UserKnownHostsFile=") + m_options.knownHostsFile);
    cmd += QStringLiteral(" -o BatchMode=yes");
    if (!hops.isEmpty())
        cmd += QStringLiteral(" -J ") + shellQuoted(hops.join(u','));
    if (!last.user.isEmpty())
        cmd += QStringLiteral(" -l ") + shellQuoted(last.user);
    if (last.port != 0)
        cmd += QStringLiteral(" -p %1").arg(last.port);
    return cmd + QStringLiteral(" -W '[%h]:%p' ") + shellQuoted(last.host);
}

void SshWorker::heartbeat()
{
    // Any inbound byte proves the peer alive; after a quiet spell ask for one and wait. The
    // probe opens a session channel and closes it again: sshd answers that itself, so a login
    // shell that takes 30 s to start makes a host slow, never dead.
    const qint64 now = nowMs();
    if (m_probing) {
        if (m_lastInboundMs > m_probeStartMs)
            m_probing = false;
        else if (now > m_probeDeadlineMs)
            connectionLost(
                Tr::tr("%1 stopped answering.").arg(m_name),
                Tr::tr("No reply to a channel probe within %1 s.").arg(m_options.probeTimeoutSeconds));
        return;
    }
    if (now - m_lastInboundMs <= qint64(m_options.quietProbeSeconds) * 1000)
        return;
    m_probing = true;
    m_probeStartMs = now;
    m_probeDeadlineMs = now + qint64(m_options.probeTimeoutSeconds) * 1000;
    addChan(std::make_unique<SshChannel>(*this, m_lastInboundMs, m_nextProbeId++, SshChannel::Kind::Probe));
}

// ---- The host-key decision (HostKeyPolicy) applied to this connection: what the server presented,
// the known_hosts files the config names, the question or the refusal, and the accepted key written
// where OpenSSH would write it.

bool SshWorker::verifyHostKey()
{
    ssh_session s = m_session;
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(s, &key) != SSH_OK) {
        scheduleRetry(Tr::tr("%1 sent no usable host key.").arg(m_name), sshError(s));
        return false;
    }
    HostKeyInfo info;
    info.target = m_name;
    info.headless = !m_options.askHostKeys;
    info.host = m_config.hostKeyAlias.isEmpty() ? m_hostKeyName.toLower() : m_config.hostKeyAlias.toLower();
    info.port = m_effectivePort;
    info.keyType = QString::fromUtf8(ssh_key_type_to_char(ssh_key_type(key)));
    unsigned char *hash = nullptr;
    size_t hashLen = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLen) == SSH_OK) {
        char *fp = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, hashLen);
        info.fingerprint = QString::fromUtf8(fp);
        ssh_string_free_char(fp);
        ssh_clean_pubkey_hash(&hash);
    }
    char *b64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &b64) == SSH_OK) {
        info.keyBase64 = QString::fromLatin1(b64);
        ssh_string_free_char(b64);
    }
    ssh_key_free(key);

    const HostKeyQuery q = hostKeyQueryFor(m_config, m_hostKeyName, m_effectivePort, info.keyType.toLatin1(),
                                           info.keyBase64.toLatin1(), checkHostIpAddress());
    const HostKeyDecision d = decideHostKey(q, knownHostsSourcesFor(m_config));
    info.lookupName = d.lookupName;
    info.knownHostsFile = d.file.isEmpty() ? d.writeFile : d.file;
    info.line = d.line;
    info.removeCommand = d.removeCommand();
    info.notes = d.notes;
    qCInfo(lcSsh) << m_name << "host key:" << d.sentence;
    for (const QString &n : d.notes)
        qCInfo(lcSsh) << m_name << "host key:" << n;

    using R = HostKeyDecision::Reason;
    switch (d.reason) {
    case R::Known:
        info.problem = HostKeyInfo::Problem::Unknown;
        break;
    case R::Unknown:
        info.problem = HostKeyInfo::Problem::Unknown;
        break;
    case R::StrictUnknown:
        info.problem = HostKeyInfo::Problem::StrictUnknown;
        break;
    case R::Changed:
        info.problem = HostKeyInfo::Problem::Changed;
        break;
    case R::OtherType:
        info.problem = HostKeyInfo::Problem::OtherType;
        break;
    case R::Revoked:
        info.problem = HostKeyInfo::Problem::Revoked;
        break;
    case R::AddressChanged:
        info.problem = HostKeyInfo::Problem::AddressChanged;
        break;
    }
    const QString technical = Tr::tr("%1 key %2 for %3 (%4)")
                                  .arg(info.keyType, info.fingerprint, info.hostPort(), info.fileLine());
    if (d.verdict == HostKeyDecision::Verdict::Accept)
        return true;
    if (d.verdict == HostKeyDecision::Verdict::Refuse || !m_options.askHostKeys) {
        Q_EMIT hostKeyRefused(info);
        fail(info.explanation(), technical, LinkStatus::Cause::HostKey);
        return false;
    }
    SecretRequest question; // answered through acceptHostKey() / rejectHostKey()
    question.id = m_nextRequestId++;
    Q_EMIT hostKeyUnknown(question.id, info);
    const std::optional<QStringList> answer = ask(question, false);
    if (m_stop)
        return false;
    if (!answer) {
        fail(Tr::tr("The host key of %1 was not trusted, so the console did not connect.")
                 .arg(info.hostPort()),
             Tr::tr("%1 key %2").arg(info.keyType, info.fingerprint), LinkStatus::Cause::HostKey);
        return false;
    }
    if (const QString error = appendKnownHostsLine(d.writeFile, knownHostsLine(q, m_config.hashKnownHosts));
        !error.isEmpty()) {
        fail(Tr::tr("The host key of %1 could not be saved: %2").arg(info.hostPort(), error), technical,
             LinkStatus::Cause::HostKey);
        return false;
    }
    return true;
}

QString SshWorker::checkHostIpAddress() const
{
    // OpenSSH turns CheckHostIP off for loopback peers, proxied connections and numeric names.
    if (!m_config.checkHostIp || !m_config.proxyCommand.isEmpty() || !m_config.proxyJump.isEmpty())
        return {};
    const int fd = ssh_get_fd(m_session);
    sockaddr_storage addr {};
    socklen_t len = sizeof addr;
    if (fd < 0 || ::getpeername(fd, reinterpret_cast<sockaddr *>(&addr), &len) != 0)
        return {};
    const QHostAddress peer(reinterpret_cast<sockaddr *>(&addr));
    if (peer.isLoopback() || peer.toString() == m_hostKeyName)
        return {};
    return peer.toString();
}

// ---- Channels: made here, run by SshChannel ----------------------------------------------

void SshWorker::addChan(std::unique_ptr<SshChannel> chan)
{
    SshChannel &c = *chan;
    const quint64 id = c.id;
    m_chans[id] = std::move(chan);
    if (m_phase == Phase::Connected) {
        c.begin(m_session);
    } else if (m_phase != Phase::Connecting) {
        // Not waiting for a first connection: fail now rather than hang.
        c.finish(m_session, m_name,
                 m_status.message.isEmpty() ? Tr::tr("%1 is not connected.").arg(m_name) : m_status.message);
        m_chans.erase(id);
    }
}

SshChannel *SshWorker::chan(quint64 id)
{
    const auto it = m_chans.find(id);
    return it == m_chans.end() ? nullptr : it->second.get();
}

void SshWorker::startRun(quint64 id, const QByteArray &commandLine)
{
    addChan(std::make_unique<SshChannel>(*this, m_lastInboundMs, id, SshChannel::Kind::Run, commandLine));
}

void SshWorker::startStream(quint64 id, const QByteArray &commandLine)
{
    addChan(std::make_unique<SshChannel>(*this, m_lastInboundMs, id, SshChannel::Kind::Stream, commandLine));
}

void SshWorker::openForward(quint64 id, quint16 remotePort)
{
    addChan(std::make_unique<SshChannel>(*this, m_lastInboundMs, id, SshChannel::Kind::Forward, QByteArray(),
                                         remotePort));
}

void SshWorker::stopJob(quint64 id)
{
    if (SshChannel *c = chan(id))
        c->stopRequested = true;
}

void SshWorker::writeForward(quint64 id, const QByteArray &bytes)
{
    if (SshChannel *c = chan(id))
        c->toWrite.append(bytes);
}

void SshWorker::eofForward(quint64 id)
{
    if (SshChannel *c = chan(id))
        c->localEof = true;
}

void SshWorker::closeForward(quint64 id)
{
    if (SshChannel *c = chan(id)) {
        c->localEof = true;
        c->closeRequested = true;
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
        c->finish(m_session, m_name, error);
    }
    m_probing = false;
}

void SshWorker::service()
{
    for (auto it = m_chans.begin(); it != m_chans.end();) {
        if (it->second->advance(m_session, m_name))
            ++it;
        else
            it = m_chans.erase(it);
    }
}

} // namespace ic
