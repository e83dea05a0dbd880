// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>

namespace ic {

/// An ssh destination as OpenSSH users write it: `alias`, `user@host`, `user@host:port`,
/// `host:port`, `[v6]:port`, `user@[v6]:port`. Port 0 means "as the ssh config says" (else 22).
struct SshTarget {
    QString user; ///< empty: from the ssh config or the local account
    QString host; ///< alias or address, brackets removed
    quint16 port = 0;
    QString error; ///< why the text is not a usable destination; empty when valid

    bool isValid() const { return error.isEmpty() && !host.isEmpty(); }
    /// `[host]:port` as known_hosts and ssh-keygen -R write it (plain host for port 22).
    QString knownHostsName(quint16 effectivePort) const;
};

/// Parses a destination; rejects shell metacharacters and leading '-' in user and host.
SshTarget parseSshTarget(QStringView text);

/// One importable `Host` entry of an ssh config file.
struct SshConfigHost {
    QString alias; ///< the Host pattern (no wildcards)
    QString hostName; ///< HostName, empty when absent
    QString user;
    quint16 port = 0;
    QString identityFile;
    QString proxyJump;
};

struct SshConfigHosts {
    QList<SshConfigHost> hosts;
    QString error; ///< first problem met (bad port, binary junk); hosts keep what parsed
};

/// Host entries of an ssh config (e.g. ~/.ssh/config) for importing into the console.
/// Wildcard and negated patterns are skipped; `Match` blocks are skipped; Include is not followed.
SshConfigHosts parseSshConfigHosts(QByteArrayView text);

} // namespace ic
