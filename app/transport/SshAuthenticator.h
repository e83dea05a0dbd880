// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Internal to the transport: used by SshWorker on its thread.

#include "SshConfig.h"
#include "SshTypes.h"

#include <functional>
#include <optional>

struct ssh_session_struct;

namespace ic {

/// Logs a connected libssh session in, in OpenSSH's order: the agent's keys (unless
/// IdentitiesOnly), the IdentityFile list (or the default files), keyboard-interactive, then
/// password. Secrets come from SecretCache or are asked for through Hooks::ask; one the host or
/// key file refuses is forgotten and reported through Hooks::rejected. One job, no Qt objects:
/// runs on the worker thread while the session is blocking.
class SshAuthenticator {
public:
    struct Hooks {
        /// Asks the user (blocks until answered); nullopt when declined or stopping.
        std::function<std::optional<QStringList>(SecretRequest)> ask;
        /// The secret stored under this key was refused.
        std::function<void(const QString &storageKey)> rejected;
        /// Whether the worker is stopping: give up at the next step.
        std::function<bool()> stopping;
    };
    struct Outcome {
        bool loggedIn = false;
        bool stopped = false; ///< gave up because the worker stops: nothing to report
        QString message; ///< one translated sentence when not logged in
        QString detail; ///< libssh's message
    };

    /// `user@host:port` names the login in questions, cache keys and messages.
    SshAuthenticator(ssh_session_struct *session, const QString &user, const QString &host, quint16 port,
                     const SshResolvedConfig &config, const SshLocalContext &local, Hooks hooks);

    Outcome run();

private:
    QStringList identityFiles() const;
    int tryIdentityFile(const QString &file);
    int tryKeyboardInteractive();
    int tryPassword();
    static int passphraseCallback(const char *prompt, char *buf, size_t len, int echo, int verify,
                                  void *userdata);

    ssh_session_struct *m_session;
    QString m_login; ///< user@host:port
    const SshResolvedConfig &m_config;
    const SshLocalContext &m_local;
    Hooks m_hooks;
    QString m_identityFile; ///< the key file being read (its passphrase is asked for)
    QString m_secretGiven; ///< storage key of the passphrase given for it, if any
};

} // namespace ic
