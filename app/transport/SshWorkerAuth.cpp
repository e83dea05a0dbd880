// SshWorker: the host-key decision applied to a connection, and authentication.
#include "SshWorkerInternal.h"

#include "HostKeyPolicy.h"
#include "SecretCache.h"

#include <QFile>

#include <cstring>

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

    HostKeyQuery q;
    q.host = info.host;
    q.port = info.port;
    q.aliased = !m_config.hostKeyAlias.isEmpty();
    q.keyType = info.keyType.toLatin1();
    q.keyBase64 = info.keyBase64.toLatin1();
    q.strictHostKeyChecking = m_config.strictHostKeyChecking;
    q.address = checkHostIpAddress();
    const HostKeyDecision d = decideHostKey(
        q, readKnownHostsSources(m_config.userKnownHostsFiles, m_config.globalKnownHostsFiles));
    info.lookupName = d.lookupName;
    info.knownHostsFile = d.file.isEmpty() ? d.writeFile : d.file;
    info.line = d.line;
    info.removeCommand = d.removeCommand();
    info.notes = d.notes;
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

int SshWorker::authCallback(const char *prompt, char *buf, size_t len, int, int, void *userdata)
{
    auto *w = static_cast<SshWorker *>(userdata);
    const QString hostKey
        = QStringLiteral("%1@%2:%3").arg(w->m_effectiveUser, w->m_hostKeyName).arg(w->m_effectivePort);
    const QString cacheKey
        = QStringLiteral("passphrase|") + hostKey + QLatin1Char('|') + QString::fromUtf8(prompt);
    std::optional<QStringList> answer = SecretCache::find(cacheKey);
    if (!answer) {
        SecretRequest r;
        r.id = w->m_nextRequestId++;
        r.kind = SecretRequest::Kind::Passphrase;
        r.host = hostKey;
        r.instruction = QString::fromUtf8(prompt);
        r.prompts.append({ Tr::tr("Passphrase:"), false });
        r.storageKey = cacheKey;
        answer = w->ask(r);
        if (!answer || answer->isEmpty())
            return -1;
        SecretCache::store(cacheKey, *answer);
    }
    QByteArray utf8 = answer->value(0).toUtf8();
    if (size_t(utf8.size()) + 1 > len) {
        utf8.fill('\0');
        return -1;
    }
    std::memcpy(buf, utf8.constData(), size_t(utf8.size()));
    buf[utf8.size()] = '\0';
    utf8.fill('\0');
    return 0;
}

QStringList SshWorker::identityFiles() const
{
    if (!m_config.identityFiles.isEmpty())
        return m_config.identityFiles;
    // OpenSSH 9's defaults, in its order (readconf.c, fill_default_options).
    QStringList files;
    for (const char *name : { "id_rsa", "id_ecdsa", "id_ecdsa_sk", "id_ed25519", "id_ed25519_sk" })
        files << m_local.sshDir + u'/' + QLatin1String(name);
    return files;
}

int SshWorker::tryIdentityFile(const QString &file)
{
    ssh_session s = m_session;
    const QByteArray path = QFile::encodeName(file);
    if (!QFile::exists(file))
        return SSH_AUTH_DENIED;
    // Ask the server about the public half first: no passphrase prompt for a key it refuses.
    ssh_key pub = nullptr;
    if (ssh_pki_import_pubkey_file(QByteArray(path + ".pub").constData(), &pub) == SSH_OK) {
        const int rc = ssh_userauth_try_publickey(s, nullptr, pub);
        ssh_key_free(pub);
        if (rc != SSH_AUTH_SUCCESS)
            return rc;
    }
    ssh_key key = nullptr;
    if (ssh_pki_import_privkey_file(path.constData(), nullptr, &SshWorker::authCallback, this, &key)
        != SSH_OK) {
        qCInfo(lcSsh) << m_name << "identity" << file << "could not be read";
        return SSH_AUTH_DENIED;
    }
    const int rc = ssh_userauth_publickey(s, nullptr, key);
    ssh_key_free(key);
    return rc;
}

bool SshWorker::authenticate()
{
    ssh_session s = m_session;
    const QString hostKey
        = QStringLiteral("%1@%2:%3").arg(m_effectiveUser, m_hostKeyName).arg(m_effectivePort);
    int rc = ssh_userauth_none(s, nullptr);
    if (rc == SSH_AUTH_SUCCESS)
        return true;
    QStringList tried;
    int methods = ssh_userauth_list(s, nullptr);
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        // OpenSSH's order (sshconnect2.c, pubkey_prepare): the agent's keys first, unless
        // IdentitiesOnly; then the IdentityFile list in config order, or the default files when
        // the config names none. Only the files listed are tried, so a host with a low
        // MaxAuthTries is not exhausted by keys it was never meant to see.
        const bool agent = !m_config.identitiesOnly && qEnvironmentVariableIsSet("SSH_AUTH_SOCK")
            && m_config.identityAgent.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0;
        if (agent) {
            tried << QStringLiteral("agent");
            rc = ssh_userauth_agent(s, nullptr);
            if (rc == SSH_AUTH_SUCCESS)
                return true;
        }
        tried << QStringLiteral("publickey");
        if (!agent || (rc != SSH_AUTH_ERROR && rc != SSH_AUTH_AGAIN && ssh_is_connected(s)))
            rc = SSH_AUTH_DENIED;
        for (const QString &file : (rc == SSH_AUTH_DENIED ? identityFiles() : QStringList())) {
            if (m_stop)
                return false;
            rc = tryIdentityFile(file);
            if (rc == SSH_AUTH_SUCCESS)
                return true;
            // A hang-up (or a reply that never came: SSH_AUTH_AGAIN with a timeout) ends the list.
            if (rc == SSH_AUTH_ERROR || rc == SSH_AUTH_AGAIN || !ssh_is_connected(s))
                break;
        }
        if (rc == SSH_AUTH_ERROR || rc == SSH_AUTH_AGAIN || !ssh_is_connected(s)) {
            // sshd hangs up after MaxAuthTries failed offers ("Too many authentication failures").
            fail(Tr::tr(
                     "Authentication to %1 failed: the server closed the connection after the keys offered "
                     "(tried: %2). Too many keys may have been offered; name the right one with IdentityFile "
                     "and IdentitiesOnly yes.")
                     .arg(hostKey, tried.join(QStringLiteral(", "))),
                 sshError(s), LinkStatus::Cause::Authentication);
            return false;
        }
        if (m_stop)
            return false;
        if (rc == SSH_AUTH_DENIED)
            SecretCache::forget(QStringLiteral("passphrase|") + hostKey);
        methods = ssh_userauth_list(s, nullptr);
    }
    if (methods & SSH_AUTH_METHOD_INTERACTIVE) {
        tried << QStringLiteral("keyboard-interactive");
        const QString cacheKey = QStringLiteral("kbdint|") + hostKey;
        bool usedCache = false;
        rc = ssh_userauth_kbdint(s, nullptr, nullptr);
        QStringList given;
        while (rc == SSH_AUTH_INFO && !m_stop) {
            SecretRequest r;
            r.id = m_nextRequestId++;
            r.kind = SecretRequest::Kind::KeyboardInteractive;
            r.host = hostKey;
            r.name = QString::fromUtf8(ssh_userauth_kbdint_getname(s));
            r.instruction = QString::fromUtf8(ssh_userauth_kbdint_getinstruction(s));
            const int n = ssh_userauth_kbdint_getnprompts(s);
            for (int i = 0; i < n; ++i) {
                char echo = 0;
                const char *p = ssh_userauth_kbdint_getprompt(s, unsigned(i), &echo);
                r.prompts.append({ QString::fromUtf8(p), echo != 0 });
            }
            std::optional<QStringList> answers;
            if (n > 0 && !usedCache) {
                answers = SecretCache::find(cacheKey);
                usedCache = answers.has_value();
            }
            if (!answers && n > 0)
                answers = ask(r);
            if (n > 0 && !answers)
                break;
            for (int i = 0; i < n; ++i) {
                QByteArray a = answers->value(i).toUtf8();
                ssh_userauth_kbdint_setanswer(s, unsigned(i), a.constData());
                a.fill('\0');
            }
            if (n > 0)
                given = *answers;
            rc = ssh_userauth_kbdint(s, nullptr, nullptr);
        }
        if (rc == SSH_AUTH_SUCCESS) {
            if (!given.isEmpty())
                SecretCache::store(cacheKey, given);
            return true;
        }
        SecretCache::forget(cacheKey);
        methods = ssh_userauth_list(s, nullptr);
    }
    if ((methods & SSH_AUTH_METHOD_PASSWORD) && !m_stop) {
        tried << QStringLiteral("password");
        const QString cacheKey = QStringLiteral("password|") + hostKey;
        std::optional<QStringList> answers = SecretCache::find(cacheKey);
        if (!answers) {
            SecretRequest r;
            r.id = m_nextRequestId++;
            r.kind = SecretRequest::Kind::Password;
            r.host = hostKey;
            r.prompts.append({ Tr::tr("Password for %1:").arg(hostKey), false });
            r.storageKey = cacheKey;
            answers = ask(r);
        }
        if (answers && !answers->isEmpty()) {
            QByteArray pw = answers->value(0).toUtf8();
            rc = ssh_userauth_password(s, nullptr, pw.constData());
            pw.fill('\0');
            if (rc == SSH_AUTH_SUCCESS) {
                SecretCache::store(cacheKey, *answers);
                return true;
            }
            SecretCache::forget(cacheKey);
        }
    }
    if (m_stop)
        return false;
    fail(Tr::tr("Authentication to %1 failed (tried: %2).")
             .arg(hostKey, tried.isEmpty() ? Tr::tr("none") : tried.join(QStringLiteral(", "))),
         sshError(s), LinkStatus::Cause::Authentication);
    return false;
}

} // namespace ic
