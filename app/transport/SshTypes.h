// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace ic {

/// Where the ssh client looks for its files; empty members mean OpenSSH's defaults.
/// Tests and a portable setup point these at another directory.
struct SshOptions {
    QString homeDir; ///< replaces the account's home (from passwd, never $HOME) for ~ and %d
    QString sshDir; ///< replaces ~/.ssh (default identities, config, known_hosts)
    QString configFile; ///< ssh config to parse (like ssh -F); empty: <sshDir>/config and /etc/ssh/ssh_config
    QString knownHostsFile; ///< replaces every UserKnownHostsFile (like -o UserKnownHostsFile=)
    int connectTimeoutSeconds = 10;
    int quietProbeSeconds = 4; ///< no inbound bytes for this long: probe with a channel round trip
    int probeTimeoutSeconds = 8; ///< probe unanswered this long: the connection is dead
    int initialBackoffSeconds = 1; ///< first reconnect delay; doubles per failed attempt
    int maxBackoffSeconds = 60; ///< cap of the doubling; attempts go on forever
    int stableSeconds = 60; ///< connected this long: the next loss starts again at the first delay
    /// false for headless commands: an unknown host key fails at once (with its fingerprint and
    /// how to trust it) instead of waiting for an answer nobody can give.
    bool askHostKeys = true;
    /// Look a needed secret up in the desktop keyring before asking, and store those the user
    /// asks to remember there (see SshTransport::answerSecret()).
    bool keyring = true;

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
        Revoked, ///< marked @revoked in a known_hosts file
        StrictUnknown, ///< not in known_hosts and StrictHostKeyChecking yes
        AddressChanged, ///< CheckHostIP: the address is recorded with another key
    };
    QString target; ///< the destination as the user wrote it (for `inference-console trust`)
    QString host; ///< the name known_hosts uses (HostName after the config, or HostKeyAlias)
    quint16 port = 22;
    QString lookupName; ///< `[host]:port` or host, exactly as looked up
    QString keyType; ///< "ssh-ed25519", ...
    QString fingerprint; ///< "SHA256:..." as ssh-keygen -lf prints it
    QString keyBase64;
    Problem problem = Problem::Unknown;
    QString knownHostsFile; ///< the file of the deciding line; for Unknown, where the key would go
    int line = 0; ///< the deciding line in knownHostsFile; 0 when none
    QString removeCommand; ///< `ssh-keygen -R ...` for Changed / OtherType / AddressChanged
    QStringList notes; ///< what the check met and did not act on (@cert-authority, /dev/null...)
    bool headless = false; ///< asked by a command that cannot prompt

    QString hostPort() const; ///< "[host]:port", or host for port 22
    QString fileLine() const; ///< "file:line", or the file
    QString keyscanCommand() const; ///< `ssh-keyscan -p P -t TYPE HOST | ssh-keygen -lf -`
    QString trustCommand() const; ///< `inference-console trust TARGET`
    /// The commands that fix a refused key outside the console.
    QString remedy() const;
    /// One paragraph explaining a refused key, or an unknown key met without a prompt.
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
