#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace ic {

/// Where the ssh client looks for its files; empty members mean OpenSSH's defaults.
/// Tests and a portable setup point these at another directory.
struct SshOptions {
    QString sshDir; ///< replaces ~/.ssh (default identities, config, known_hosts)
    QString configFile; ///< ssh config to parse; empty: <sshDir>/config and /etc/ssh/ssh_config
    QString knownHostsFile; ///< empty: <sshDir>/known_hosts
    int connectTimeoutSeconds = 10;
    int quietProbeSeconds = 4; ///< no inbound bytes for this long: probe with `exec true`
    int probeTimeoutSeconds = 4; ///< probe unanswered this long: the connection is dead
    int maxBackoffSeconds = 30;

    /// Defaults, overridden by IC_SSH_DIR, IC_SSH_CONFIG and IC_SSH_KNOWN_HOSTS when set.
    static SshOptions fromEnvironment();
    QString effectiveKnownHostsFile() const;
};

/// What the server presented, for the trust dialog or the refusal explanation.
struct HostKeyInfo {
    enum class Problem {
        Unknown, ///< not in known_hosts: ask the user
        Changed, ///< a different key of the same type is recorded
        OtherType, ///< only keys of other types are recorded (possible downgrade)
        Revoked, ///< marked @revoked in known_hosts
    };
    QString host; ///< the name known_hosts uses (HostName after the config pass)
    quint16 port = 22;
    QString keyType; ///< "ssh-ed25519", ...
    QString fingerprint; ///< "SHA256:..." as ssh-keygen -lf prints it
    Problem problem = Problem::Unknown;
    QString knownHostsFile;

    QString hostPort() const; ///< "[host]:port", or host for port 22
    /// The commands that fix a refused key outside the console.
    QString remedy() const;
    /// One paragraph explaining a refused key (Changed / OtherType / Revoked).
    QString explanation() const;
};

/// A secret the worker needs from the user: a key passphrase, a password, or
/// keyboard-interactive answers.
struct SecretRequest {
    enum class Kind { Passphrase, Password, KeyboardInteractive };
    struct Prompt {
        QString text;
        bool echo = false;
    };
    quint64 id = 0;
    Kind kind = Kind::Password;
    QString host; ///< user@host:port
    QString name; ///< keyboard-interactive name, or the key file for a passphrase
    QString instruction;
    QList<Prompt> prompts;
    /// Names this secret in the in-memory cache and, when the user opted in, the keyring;
    /// empty when it may not be stored (several keyboard-interactive prompts).
    QString storageKey;
};

} // namespace ic

Q_DECLARE_METATYPE(ic::HostKeyInfo)
Q_DECLARE_METATYPE(ic::SecretRequest)
