// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console trust HOST`: shows the host's key fingerprint and, after the user types
// "yes", records the key where OpenSSH would (the first UserKnownHostsFile the ssh config
// names, hashed when HashKnownHosts is on). The same host-key decision as every connection:
// a changed or revoked key is never overwritten here.
#include "Command.h"

#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "transport/SshTransport.h"

#include <QCoreApplication>

#include <cstdio>
#include <optional>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

/// A name from the hosts file, or an ssh destination as typed.
QString targetFor(const QString &name, const QString &hostsFile)
{
    const HostStore::LoadResult r = HostStore::load(hostsFile);
    for (const HostDefinition &h : r.hosts) {
        if (h.name == name)
            return h.target;
    }
    return name;
}

QString readAnswer()
{
    char buffer[64] = {};
    if (!std::fgets(buffer, sizeof buffer, stdin))
        return {};
    return QString::fromLocal8Bit(buffer).trimmed();
}

int runTrustCommand(const Invocation &call)
{
    QTextStream &out = call.out;
    QTextStream &err = call.err;
    Settings settings;
    if (call.parser.isSet(QStringLiteral("hosts")))
        settings.setHostsFilePath(call.parser.value(QStringLiteral("hosts")));
    const QString name = call.positional.at(0);
    const QString target = targetFor(name, settings.hostsFilePath());
    if (target == QLatin1String("local")) {
        err << Tr::tr("%1 is reached without ssh; there is no host key to trust.").arg(printable(name, false))
            << '\n';
        return ExitCouldNotRun;
    }
    SshOptions options = SshOptions::fromEnvironment();
    options.askHostKeys = true;
    options.keyring = false; // trusting a key needs no login, so no secret either
    SshTransport ssh(target, options);
    std::optional<HostKeyInfo> unknown;
    std::optional<HostKeyInfo> refused;
    QObject::connect(&ssh, &SshTransport::hostKeyUnknown, &ssh, [&](const HostKeyInfo &i) { unknown = i; });
    QObject::connect(&ssh, &SshTransport::hostKeyRefused, &ssh, [&](const HostKeyInfo &i) { refused = i; });
    // Trusting a key needs no login: any question about secrets is declined.
    QObject::connect(&ssh, &SshTransport::secretRequested, &ssh,
                     [&ssh](const SecretRequest &r) { ssh.cancelSecret(r.id); });
    if (ssh.status().state == LinkState::Failed) { // not a usable destination
        err << printable(ssh.status().message, false) << '\n';
        return ExitCouldNotRun;
    }
    ssh.connectToHost();
    auto pastTheKey = [&ssh] {
        const LinkStatus s = ssh.status();
        return s.state == LinkState::Connected
            || (s.state == LinkState::Failed && s.cause == LinkStatus::Cause::Authentication);
    };
    const int deadline = (options.connectTimeoutSeconds + 10) * 1000;
    waitUntil(
        [&] {
            return unknown || refused || pastTheKey() || ssh.status().state == LinkState::Reconnecting
                || (ssh.status().state == LinkState::Failed && !refused);
        },
        deadline);
    if (refused
        || (ssh.status().state == LinkState::Failed && ssh.status().cause == LinkStatus::Cause::HostKey)) {
        waitUntil([&] { return refused.has_value(); }, 1000);
        err << printable(refused ? refused->explanation() : ssh.status().message) << '\n';
        return ExitFailed;
    }
    if (pastTheKey()) {
        out << Tr::tr("The host key of %1 is already trusted.").arg(printable(name, false)) << '\n';
        return ExitOk;
    }
    if (!unknown) {
        const LinkStatus s = ssh.status();
        err << Tr::tr("Could not reach %1: %2").arg(printable(name, false), printable(s.message, false))
            << '\n';
        return ExitCouldNotRun;
    }
    out << Tr::tr("Host:         %1").arg(printable(unknown->hostPort(), false)) << '\n'
        << Tr::tr("Key type:     %1").arg(unknown->keyType) << '\n'
        << Tr::tr("Fingerprint:  %1").arg(unknown->fingerprint) << '\n'
        << Tr::tr("Recorded in:  %1").arg(printable(unknown->knownHostsFile, false)) << '\n';
    for (const QString &n : std::as_const(unknown->notes))
        out << Tr::tr("Note: %1").arg(printable(n, false)) << '\n';
    out << Tr::tr("Check it out of band (on a machine you trust, or the host's console):") << '\n'
        << "    " << printable(unknown->keyscanCommand(), false) << '\n'
        << Tr::tr("Trust this key? Type yes to record it: ");
    out.flush();
    const QString answer = readAnswer();
    if (answer != QLatin1String("yes")) {
        ssh.rejectHostKey();
        out << '\n' << Tr::tr("Not trusted; nothing was written.") << '\n';
        return ExitFailed;
    }
    ssh.acceptHostKey();
    waitUntil([&] { return pastTheKey() || ssh.status().state == LinkState::Failed; }, deadline);
    const LinkStatus s = ssh.status();
    if (s.state == LinkState::Failed && s.cause == LinkStatus::Cause::HostKey) {
        err << printable(s.message) << '\n';
        return ExitCouldNotRun;
    }
    out << Tr::tr("Recorded the %1 key of %2 in %3.")
               .arg(unknown->keyType, printable(unknown->hostPort(), false),
                    printable(unknown->knownHostsFile, false))
        << '\n';
    return ExitOk;
}

} // namespace

Command trustCommand()
{
    Command c;
    c.name = QStringLiteral("trust");
    c.synopsis = QStringLiteral("HOST [--hosts FILE]");
    c.summary = [] {
        return Tr::tr("show a host's SSH key fingerprint and record it in known_hosts after you type yes");
    };
    c.options = [] {
        return QList<QCommandLineOption> { { QStringLiteral("hosts"),
                                             Tr::tr("Use this hosts file instead of the default one."),
                                             Tr::tr("file") } };
    };
    c.minPositional = 1;
    c.maxPositional = 1;
    c.run = runTrustCommand;
    return c;
}

} // namespace ic::cli
