// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace ic {

/// Who is connecting, for `~` and the `%d`/`%u`/`%l` tokens. OpenSSH takes the home directory
/// from the password database, never from $HOME; so does current().
struct SshLocalContext {
    QString user; ///< local account name
    QString homeDir; ///< the account's home (passwd), replaced by SshOptions::homeDir in tests
    QString sshDir; ///< ~/.ssh unless overridden
    QString localHostName; ///< %l / %L

    static SshLocalContext current();
};

/// The options of an ssh config that decide how a host is reached and its key is checked,
/// resolved for one destination as OpenSSH does: every matching `Host`/`Match` block in file
/// order, the first value obtained for each keyword wins (IdentityFile accumulates).
struct SshResolvedConfig {
    QString originalHost; ///< as given (%n)
    QString hostName; ///< HostName with %h expanded; the original host when absent
    QString user; ///< empty: not set
    quint16 port = 0; ///< 0: not set
    QString hostKeyAlias;
    bool checkHostIp = false; ///< OpenSSH's default is "no" since 8.5
    QString strictHostKeyChecking = QStringLiteral("ask"); ///< yes / no / ask / accept-new (lower case)
    bool hashKnownHosts = false;
    QStringList userKnownHostsFiles; ///< expanded; the defaults when the config names none
    QStringList globalKnownHostsFiles; ///< expanded; the defaults when the config names none
    QStringList identityFiles; ///< expanded, in order; empty: OpenSSH's defaults
    bool identitiesOnly = false;
    QString identityAgent; ///< empty: SSH_AUTH_SOCK; "none" disables the agent
    QString proxyJump; ///< empty or "none": direct
    QString proxyCommand;
    QStringList filesRead; ///< every config file actually read, in order
    QStringList notes; ///< what was met but not acted on (Match exec, unreadable Include...), file:line first
};

/// Reads a file's bytes; returns false when it cannot be read. Injected so tests need no disk.
using SshFileReader = std::function<bool(const QString &path, QByteArray *contents)>;
SshFileReader sshDiskReader();

/// Resolves `host` (the alias as typed) against `configFiles` in order (OpenSSH reads the user's
/// file, then /etc/ssh/ssh_config; with `-F` only that one). Include is followed (globs, relative
/// to ~/.ssh for user files and /etc/ssh otherwise), at most 16 levels deep.
SshResolvedConfig resolveSshConfig(const QString &host, const QString &userOverride, quint16 portOverride,
                                   const QStringList &configFiles, const SshLocalContext &local,
                                   const SshFileReader &read = sshDiskReader());

/// Expands a leading `~` and the tokens %% %d %u %l %L %h %n %p %r %k %i of a file path.
QString expandSshPath(const QString &path, const SshResolvedConfig &config, const SshLocalContext &local);

/// ssh_config host pattern-list matching: `*`, `?`, `!negation`, comma or space separated,
/// case-insensitive. True when a positive pattern matches and no negated one does.
bool sshPatternListMatches(const QString &patterns, const QString &name);
bool sshWildcardMatches(QStringView pattern, QStringView name);

} // namespace ic
