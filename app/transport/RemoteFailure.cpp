// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RemoteFailure.h"

#include <QCoreApplication>
#include <QRegularExpression>

// The texts recognised here are the tools' own (sources in tests/unit/tst_remotefailure.cpp).

namespace ic {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ic::RemoteFailure", text);
}

/// The program a shell or sudo could not find, from one stderr line; empty when none.
QString missingProgram(const QString &line)
{
    static const QRegularExpression patterns[] = {
        // bash "bash: line 1: X: command not found", "bash: X: command not found", sudo's "sudo: X: command
        // not found"
        QRegularExpression(QStringLiteral("^[\\w./-]+: (?:line \\d+: )?([^\\s:]+): command not found$")),
        // dash / POSIX sh: "sh: 1: X: not found"; with exec: "dash: 1: exec: X: not found",
        // bash "bash: line 1: exec: X: not found"
        QRegularExpression(QStringLiteral("^[\\w./-]+: (?:line )?\\d+: (?:exec: )?([^\\s:]+): not found$")),
        // zsh: "zsh:1: command not found: X"
        QRegularExpression(QStringLiteral("^[\\w./-]+:\\d+: command not found: (\\S+)$")),
        // fish: "fish: Unknown command: X"
        QRegularExpression(QStringLiteral("^fish: Unknown command:? '?([^\\s']+)'?$")),
        // sudo >= 1.9.15 "sudo: X: command not found" is covered above; "sudo: unable to execute X: No such
        // file"
        QRegularExpression(QStringLiteral("^sudo: unable to execute ([^:]+): No such file or directory$")),
    };
    for (const QRegularExpression &re : patterns) {
        const QRegularExpressionMatch m = re.match(line);
        if (m.hasMatch())
            return m.captured(1).section(u'/', -1);
    }
    return {};
}

} // namespace

RemoteFailure classifyRemoteFailure(int exitCode, QByteArrayView standardError, const QString &host,
                                    const QString &unit)
{
    RemoteFailure f;
    const QString err
        = QString::fromUtf8(standardError.first(std::min<qsizetype>(standardError.size(), 64 * 1024)));
    const QStringList lines = err.split(u'\n', Qt::SkipEmptyParts);
    auto has = [&err](const char *text) { return err.contains(QLatin1String(text)); };
    const QString who = host.isEmpty() ? tr("the host") : host;

    for (const QString &raw : lines) {
        const QString program = missingProgram(raw.trimmed());
        if (program.isEmpty())
            continue;
        f.program = program;
        if (program == QLatin1String("sudo")) {
            f.kind = RemoteFailure::Kind::SudoMissing;
            f.message
                = tr("sudo is not installed on %1: install it, or clear the privilege prefix in the host's "
                     "settings if your user may run the command directly.")
                      .arg(who);
        } else {
            f.kind = RemoteFailure::Kind::CommandMissing;
            f.message = program == QLatin1String("nvidia-smi")
                ? tr("nvidia-smi was not found on %1: install the NVIDIA driver utilities, or set the path "
                     "of "
                     "nvidia-smi in the host's tools.")
                      .arg(who)
                : tr("%1 was not found on %2: install it, or set its path in the host's tools.")
                      .arg(program, who);
        }
        return f;
    }
    if (has("sudo: a password is required") || has("sudo: a terminal is required")
        || has("sudo: no tty present and no askpass program specified")) {
        f.kind = RemoteFailure::Kind::SudoPassword;
        f.message
            = tr("sudo on %1 asks for a password: allow these commands without one (NOPASSWD in sudoers); "
                 "the console never types a password for sudo.")
                  .arg(who);
        return f;
    }
    if (has("is not in the sudoers file") || (has("Sorry, user") && has("is not allowed to execute"))) {
        f.kind = RemoteFailure::Kind::SudoNotAllowed;
        f.message
            = tr("sudoers on %1 does not allow your user to run this command: add a rule for it, or use "
                 "another privilege prefix.")
                  .arg(who);
        return f;
    }
    if (has("System has not been booted with systemd") || has("Failed to connect to bus: Host is down")) {
        f.kind = RemoteFailure::Kind::NoSystemd;
        f.message = tr("%1 does not run systemd (PID 1 is another init system), so its services cannot be "
                       "managed with systemctl.")
                        .arg(who);
        return f;
    }
    if (has("No journal files were opened due to insufficient permissions")
        || has("You are currently not seeing messages from")) {
        f.kind = RemoteFailure::Kind::JournalPermission;
        f.message
            = tr("Your user on %1 may not read the system journal: add it to the systemd-journal (or adm) "
                 "group, or give journalctl a privilege prefix in the host's tools.")
                  .arg(who);
        return f;
    }
    static const QRegularExpression notFound(
        QStringLiteral("Unit \\S+ not found\\.|Unit \\S+ could not be found\\."));
    if (notFound.match(err).hasMatch() || (exitCode == 5 && has("Failed to"))) {
        f.kind = RemoteFailure::Kind::UnitNotFound;
        f.message
            = tr("The unit %1 does not exist on %2: check the unit name in the host's settings (systemctl "
                 "list-unit-files on the host).")
                  .arg(unit.isEmpty() ? tr("named") : unit, who);
        return f;
    }
    if (has("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver")) {
        f.kind = RemoteFailure::Kind::GpuDriver;
        f.message
            = tr("nvidia-smi on %1 cannot talk to the NVIDIA driver: the driver is not loaded or does not "
                 "match the installed utilities (a reboot after a driver update often fixes it).")
                  .arg(who);
        return f;
    }
    if (exitCode == 127) {
        f.kind = RemoteFailure::Kind::CommandMissing;
        f.message = tr("A command was not found on %1 (exit status 127): check the host's tools.").arg(who);
    }
    return f;
}

} // namespace ic
