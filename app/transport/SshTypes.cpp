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
    if (port == 22)
        return host;
    return QStringLiteral("[%1]:%2").arg(host).arg(port);
}

QString HostKeyInfo::remedy() const
{
    const QString portArg = port == 22 ? QString() : QStringLiteral("-p %1 ").arg(port);
    return Tr::tr("If you know why the key changed, remove the old entry with\n"
                  "    ssh-keygen -R '%1' -f '%2'\n"
                  "then check the new key out of band (on the host's console) with\n"
                  "    ssh-keyscan %3-t %4 %5 | ssh-keygen -lf -\n"
                  "and connect again to confirm it.")
        .arg(hostPort(), knownHostsFile, portArg, keyType, host);
}

QString HostKeyInfo::explanation() const
{
    QString what;
    switch (problem) {
    case Problem::Unknown:
        return Tr::tr("%1 is not in your known hosts. Its %2 key has the fingerprint %3.")
            .arg(hostPort(), keyType, fingerprint);
    case Problem::Changed:
        what = Tr::tr(
                   "The host key of %1 has changed: it now presents the %2 key %3, which does not match the "
                   "key "
                   "recorded in %4. Someone may be intercepting the connection, or the host was reinstalled. "
                   "The console refuses to connect.")
                   .arg(hostPort(), keyType, fingerprint, knownHostsFile);
        break;
    case Problem::OtherType:
        what = Tr::tr("%1 presents a %2 key (%3), but only keys of other types are recorded for it in %4. "
                      "This can be a downgrade attack; the console refuses to connect.")
                   .arg(hostPort(), keyType, fingerprint, knownHostsFile);
        break;
    case Problem::Revoked:
        what = Tr::tr("The %2 key %3 presented by %1 is marked @revoked in your known hosts. The console "
                      "refuses to connect.")
                   .arg(hostPort(), keyType, fingerprint);
        break;
    }
    return what + QLatin1Char('\n') + remedy();
}

} // namespace ic
