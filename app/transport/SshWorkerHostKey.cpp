// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SshWorker: the host-key decision (HostKeyPolicy) applied to a connection: what the server
// presented, the known_hosts files the config names, the question or the refusal, and the
// accepted key written where OpenSSH would write it.
#include "SshWorkerInternal.h"

#include "HostKeyPolicy.h"

#include <QHostAddress>

#include <sys/socket.h>

namespace ic {

using sshworker::sshError;
using sshworker::Tr;

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

} // namespace ic
