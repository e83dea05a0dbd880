// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SshConfig.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace ic {

/// One known_hosts file as read: its path, whether it is a system-wide (global) file, its
/// bytes, and whether it could be read at all (a missing file is simply empty).
struct KnownHostsSource {
    QString path;
    bool global = false;
    bool readable = false;
    QByteArray contents;
};

/// What a host presented and how the config asks it to be checked. Built from the resolved
/// ssh config by hostKeyQueryFor().
struct HostKeyQuery {
    QString host; ///< HostName after the config (lower case), or the HostKeyAlias
    quint16 port = 22;
    bool aliased = false; ///< host is a HostKeyAlias: looked up without the port, as OpenSSH does
    QString address; ///< numeric address for CheckHostIP; empty: not checked
    QByteArray keyType; ///< "ssh-ed25519", ...
    QByteArray keyBase64; ///< the public key blob, base64 as in known_hosts
    QString strictHostKeyChecking = QStringLiteral("ask");
};

/// The one host-key decision: a pure function of the key, every known_hosts source and the
/// config (no I/O here; see decideHostKey()). Accept only when a line holds this very key;
/// refuse a revoked, changed or other-type key whatever StrictHostKeyChecking says; an unknown
/// key is refused with `yes` and asked about otherwise (the console never trusts silently, so
/// `accept-new` and `no` ask too).
struct HostKeyDecision {
    enum class Verdict { Accept, Ask, Refuse };
    enum class Reason {
        Known, ///< a matching entry holds this key
        Unknown, ///< no entry for this host
        Changed, ///< an entry of the same key type holds a different key
        OtherType, ///< only keys of other types are recorded (possible downgrade)
        Revoked, ///< a @revoked line lists this key
        StrictUnknown, ///< unknown and StrictHostKeyChecking yes
        AddressChanged, ///< CheckHostIP: the address is recorded with another key
    };
    Verdict verdict = Verdict::Refuse;
    Reason reason = Reason::Unknown;
    QString file; ///< the file of the deciding line (old key, revoked marker or matching entry)
    int line = 0; ///< 1-based; 0 when no line decided
    QString lookupName; ///< `[host]:port` or `host`, as in known_hosts
    QString writeFile; ///< where an accepted key is recorded: the first user known_hosts file
    QStringList notes; ///< "file:line: ..." for what was met and not acted on (@cert-authority...)
    /// One translated sentence: the verdict, the line that decided it (`file:line`) and why.
    QString sentence;

    /// `ssh-keygen -R 'name' -f 'file'` for Changed/OtherType; empty otherwise.
    QString removeCommand() const;
};

HostKeyDecision decideHostKey(const HostKeyQuery &query, const QList<KnownHostsSource> &sources);

/// The query for a connection as the resolved config describes it: the host name the session
/// connected to (`hostName`, after HostName), or the config's HostKeyAlias; `port`; the config's
/// StrictHostKeyChecking; the presented key; `address` for CheckHostIP (empty: not checked).
HostKeyQuery hostKeyQueryFor(const SshResolvedConfig &config, const QString &hostName, quint16 port,
                             const QByteArray &keyType, const QByteArray &keyBase64,
                             const QString &address = {});

/// Every known_hosts file the resolved config names (user files first, then global), read.
QList<KnownHostsSource> knownHostsSourcesFor(const SshResolvedConfig &config);

/// `[host]:port`, or host for port 22 (OpenSSH's put_host_port()).
QString knownHostsName(const QString &host, quint16 port);

/// The line OpenSSH would append for an accepted key: plain `name[,address] type key`, or the
/// name hashed (`|1|salt|hmac`) when HashKnownHosts is on. `salt` of 20 bytes; random when empty.
QByteArray knownHostsLine(const HostKeyQuery &query, bool hashed, QByteArray salt = {});

/// Whether a known_hosts host field (`a,b,!c`, `[h]:p`, `|1|salt|hash`) matches `name`.
bool knownHostsFieldMatches(QByteArrayView field, const QString &name);

/// Reads every source named (missing or unreadable files read as empty, and say so).
QList<KnownHostsSource> readKnownHostsSources(const QStringList &userFiles, const QStringList &globalFiles);

/// Appends a line made by knownHostsLine() to `file` (creating its directory); the error, or empty.
QString appendKnownHostsLine(const QString &file, const QByteArray &line);

/// Quotes a word for the user's POSIX shell: `'` + s.replace(', '\'') + `'`.
QString shellQuoted(const QString &s);

} // namespace ic
