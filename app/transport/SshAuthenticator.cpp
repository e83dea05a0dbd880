// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// SshAuthenticator: the login, and nothing else (the host key is checked before it, in
// SshWorker.cpp; channels come after it, each an SshChannel).
#include "SshAuthenticator.h"

#include "SecretCache.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>

#include <libssh/libssh.h>

#include <cstring>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SshTransport)
};

QString sshError(ssh_session s)
{
    return s ? QString::fromUtf8(ssh_get_error(s)) : QString();
}

} // namespace

SshAuthenticator::SshAuthenticator(ssh_session_struct *session, const QString &user, const QString &host,
                                   quint16 port, const SshResolvedConfig &config,
                                   const SshLocalContext &local, Hooks hooks)
    : m_session(session)
    , m_login(QStringLiteral("%1@%2:%3").arg(user, host).arg(port))
    , m_config(config)
    , m_local(local)
    , m_hooks(std::move(hooks))
{
}

int SshAuthenticator::passphraseCallback(const char *prompt, char *buf, size_t len, int, int, void *userdata)
{
    auto *a = static_cast<SshAuthenticator *>(userdata);
    // A passphrase belongs to its key file, whichever host the key is offered to.
    const QString cacheKey = QStringLiteral("passphrase|")
        + (a->m_identityFile.isEmpty() ? a->m_login + u'|' + QString::fromUtf8(prompt)
                                       : QFileInfo(a->m_identityFile).absoluteFilePath());
    a->m_secretGiven = cacheKey;
    std::optional<QStringList> answer = SecretCache::find(cacheKey);
    if (!answer) {
        SecretRequest r;
        r.kind = SecretRequest::Kind::Passphrase;
        r.host = a->m_login;
        r.name = a->m_identityFile;
        r.instruction = QString::fromUtf8(prompt);
        r.prompts.append({ Tr::tr("Passphrase:"), false });
        r.storageKey = cacheKey;
        answer = a->m_hooks.ask(r);
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

QStringList SshAuthenticator::identityFiles() const
{
    if (!m_config.identityFiles.isEmpty())
        return m_config.identityFiles;
    // OpenSSH 9's defaults, in its order (readconf.c, fill_default_options).
    QStringList files;
    for (const char *name : { "id_rsa", "id_ecdsa", "id_ecdsa_sk", "id_ed25519", "id_ed25519_sk" })
        files << m_local.sshDir + u'/' + QLatin1String(name);
    return files;
}

int SshAuthenticator::tryIdentityFile(const QString &file)
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
    m_identityFile = file;
    m_secretGiven.clear();
    const int imported = ssh_pki_import_privkey_file(path.constData(), nullptr,
                                                     &SshAuthenticator::passphraseCallback, this, &key);
    m_identityFile.clear();
    if (imported != SSH_OK) {
        qCInfo(lcSsh) << m_login << "identity" << file << "could not be read";
        if (!m_secretGiven.isEmpty()) { // the wrong passphrase: asked again next time
            SecretCache::forget(m_secretGiven);
            m_hooks.rejected(m_secretGiven);
        }
        return SSH_AUTH_DENIED;
    }
    const int rc = ssh_userauth_publickey(s, nullptr, key);
    ssh_key_free(key);
    return rc;
}

int SshAuthenticator::tryKeyboardInteractive()
{
    ssh_session s = m_session;
    const QString cacheKey = QStringLiteral("kbdint|") + m_login;
    bool usedCache = false;
    int rc = ssh_userauth_kbdint(s, nullptr, nullptr);
    QStringList given;
    while (rc == SSH_AUTH_INFO && !m_hooks.stopping()) {
        SecretRequest r;
        r.kind = SecretRequest::Kind::KeyboardInteractive;
        r.host = m_login;
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
            answers = m_hooks.ask(r);
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
        return rc;
    }
    SecretCache::forget(cacheKey);
    return rc;
}

int SshAuthenticator::tryPassword()
{
    const QString cacheKey = QStringLiteral("password|") + m_login;
    std::optional<QStringList> answers = SecretCache::find(cacheKey);
    if (!answers) {
        SecretRequest r;
        r.kind = SecretRequest::Kind::Password;
        r.host = m_login;
        r.prompts.append({ Tr::tr("Password for %1:").arg(m_login), false });
        r.storageKey = cacheKey;
        answers = m_hooks.ask(r);
    }
    if (!answers || answers->isEmpty())
        return SSH_AUTH_DENIED;
    QByteArray pw = answers->value(0).toUtf8();
    const int rc = ssh_userauth_password(m_session, nullptr, pw.constData());
    pw.fill('\0');
    if (rc == SSH_AUTH_SUCCESS) {
        SecretCache::store(cacheKey, *answers);
        return rc;
    }
    SecretCache::forget(cacheKey);
    m_hooks.rejected(cacheKey);
    return rc;
}

SshAuthenticator::Outcome SshAuthenticator::run()
{
    ssh_session s = m_session;
    Outcome out;
    int rc = ssh_userauth_none(s, nullptr);
    if (rc == SSH_AUTH_SUCCESS) {
        out.loggedIn = true;
        return out;
    }
    auto stopped = [this, &out] {
        out.stopped = m_hooks.stopping();
        return out.stopped;
    };
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
            if (rc == SSH_AUTH_SUCCESS) {
                out.loggedIn = true;
                return out;
            }
        }
        tried << QStringLiteral("publickey");
        if (!agent || (rc != SSH_AUTH_ERROR && rc != SSH_AUTH_AGAIN && ssh_is_connected(s)))
            rc = SSH_AUTH_DENIED;
        for (const QString &file : (rc == SSH_AUTH_DENIED ? identityFiles() : QStringList())) {
            if (stopped())
                return out;
            rc = tryIdentityFile(file);
            if (rc == SSH_AUTH_SUCCESS) {
                out.loggedIn = true;
                return out;
            }
            // A hang-up (or a reply that never came: SSH_AUTH_AGAIN with a timeout) ends the list.
            if (rc == SSH_AUTH_ERROR || rc == SSH_AUTH_AGAIN || !ssh_is_connected(s))
                break;
        }
        if (rc == SSH_AUTH_ERROR || rc == SSH_AUTH_AGAIN || !ssh_is_connected(s)) {
            // sshd hangs up after MaxAuthTries failed offers ("Too many authentication failures").
            out.message
                = Tr::tr(
                      "Authentication to %1 failed: the server closed the connection after the keys offered "
                      "(tried: %2). Too many keys may have been offered; name the right one with "
                      "IdentityFile "
                      "and IdentitiesOnly yes.")
                      .arg(m_login, tried.join(QStringLiteral(", ")));
            out.detail = sshError(s);
            return out;
        }
        if (stopped())
            return out;
        methods = ssh_userauth_list(s, nullptr);
    }
    if (methods & SSH_AUTH_METHOD_INTERACTIVE) {
        tried << QStringLiteral("keyboard-interactive");
        if (tryKeyboardInteractive() == SSH_AUTH_SUCCESS) {
            out.loggedIn = true;
            return out;
        }
        methods = ssh_userauth_list(s, nullptr);
    }
    if ((methods & SSH_AUTH_METHOD_PASSWORD) && !m_hooks.stopping()) {
        tried << QStringLiteral("password");
        if (tryPassword() == SSH_AUTH_SUCCESS) {
            out.loggedIn = true;
            return out;
        }
    }
    if (stopped())
        return out;
    out.message = Tr::tr("Authentication to %1 failed (tried: %2).")
                      .arg(m_login, tried.isEmpty() ? Tr::tr("none") : tried.join(QStringLiteral(", ")));
    out.detail = sshError(s);
    return out;
}

} // namespace ic
