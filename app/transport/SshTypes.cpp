// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SshTypes.h"

#include <QCoreApplication>
#include <QDir>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::HostKeyInfo)
};

} // namespace

SshOptions SshOptions::fromEnvironment()
{
    SshOptions o;
    o.sshDir = qEnvironmentVariable("IC_SSH_DIR");
    o.configFile = qEnvironmentVariable("IC_SSH_CONFIG");
    o.knownHostsFile = qEnvironmentVariable("IC_SSH_KNOWN_HOSTS");
    return o;
}

QString SshOptions::effectiveKnownHostsFile() const
{
    if (!knownHostsFile.isEmpty())
        return knownHostsFile;
    if (!sshDir.isEmpty())
        return QDir(sshDir).filePath(QStringLiteral("known_hosts"));
    return {};
}

QString HostKeyInfo::hostPort() const
{
    if (!lookupName.isEmpty())
        return lookupName;
    if (port == 22)
        return host;
    return QStringLiteral("[%1]:%2").arg(host).arg(port);
}

QString HostKeyInfo::fileLine() const
{
    return line > 0 ? QStringLiteral("%1:%2").arg(knownHostsFile).arg(line) : knownHostsFile;
}

QString HostKeyInfo::keyscanCommand() const
{
    const QString portArg = port == 22 ? QString() : QStringLiteral("-p %1 ").arg(port);
    const QString type = keyType.startsWith(QLatin1String("ssh-")) ? keyType.mid(4)
        : keyType.startsWith(QLatin1String("ecdsa"))               ? QStringLiteral("ecdsa")
                                                                   : keyType;
    return QStringLiteral("ssh-keyscan %1-t %2 %3 | ssh-keygen -lf -").arg(portArg, type, host);
}

QString HostKeyInfo::trustCommand() const
{
    QString t = target;
    t.replace(u'\'', QLatin1String("'\\''"));
    return QStringLiteral("inference-console trust '%1'").arg(t);
}

QString HostKeyInfo::remedy() const
{
    switch (problem) {
    case Problem::Changed:
    case Problem::OtherType:
    case Problem::AddressChanged: {
        const QString remove = !removeCommand.isEmpty()
            ? removeCommand
            : QStringLiteral("ssh-keygen -R '%1' -f '%2'").arg(hostPort(), knownHostsFile);
        return Tr::tr("If you know why the key changed, remove the old entry with\n"
                      "    %1\n"
                      "then check the new key out of band (on the host's console) with\n"
                      "    %2\n"
                      "and trust it with\n"
                      "    %3")
            .arg(remove, keyscanCommand(), trustCommand());
    }
    case Problem::Revoked:
        return Tr::tr("The host needs a new host key. Only if the revocation is a mistake, delete line %1 of "
                      "%2.")
            .arg(line)
            .arg(knownHostsFile);
    case Problem::Unknown:
    case Problem::StrictUnknown:
        return Tr::
            tr("Compare the fingerprint with the one the host's administrator gives you, or check it out of "
               "band with\n"
               "    %1\n"
               "then trust it with\n"
               "    %2")
                .arg(keyscanCommand(), trustCommand());
    }
    return {};
}

QString HostKeyInfo::explanation() const
{
    QString what;
    switch (problem) {
    case Problem::Unknown:
        what = headless
            ? Tr::tr("The host key of %1 is not known, and this command cannot ask whether to trust it. "
                     "Its %2 key has the fingerprint %3.")
                  .arg(hostPort(), keyType, fingerprint)
            : Tr::tr("%1 is not in your known hosts. Its %2 key has the fingerprint %3.")
                  .arg(hostPort(), keyType, fingerprint);
        break;
    case Problem::StrictUnknown:
        what
            = Tr::tr(
                  "%1 is not in your known hosts and StrictHostKeyChecking is yes for it. Its %2 key has the "
                  "fingerprint %3. The console refuses to connect.")
                  .arg(hostPort(), keyType, fingerprint);
        break;
    case Problem::Changed:
        what
            = Tr::tr(
                  "WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! The host key of %1 has changed: it now "
                  "presents the %2 key %3, which does not match the key recorded at %4. Someone may be "
                  "intercepting the connection, or the host was reinstalled. The console refuses to connect.")
                  .arg(hostPort(), keyType, fingerprint, fileLine());
        break;
    case Problem::OtherType:
        what = Tr::tr("%1 presents a %2 key (%3), but only keys of other types are recorded for it (%4). "
                      "This can be a downgrade attack; the console refuses to connect.")
                   .arg(hostPort(), keyType, fingerprint, fileLine());
        break;
    case Problem::Revoked:
        what = Tr::tr(
                   "The %2 key %3 presented by %1 is marked @revoked at %4. The console refuses to connect.")
                   .arg(hostPort(), keyType, fingerprint, fileLine());
        break;
    case Problem::AddressChanged:
        what = Tr::tr("The host key of %1 is known, but its address is recorded with a different key at %2 "
                      "(possible DNS spoofing). The console refuses to connect.")
                   .arg(hostPort(), fileLine());
        break;
    }
    QString text = what + QLatin1Char('\n') + remedy();
    for (const QString &n : notes)
        text += QLatin1Char('\n') + Tr::tr("Note: %1").arg(n);
    return text;
}

} // namespace ic
