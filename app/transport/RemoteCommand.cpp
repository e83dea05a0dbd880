// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RemoteCommand.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::RemoteCommand)
};

std::optional<QString> fieldError(const QString &field)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z][a-z0-9_.]*")));
    if (!re.match(field).hasMatch())
        return Tr::tr("“%1” is not a nvidia-smi field name.").arg(field);
    return std::nullopt;
}

} // namespace

QByteArray shellQuote(QByteArrayView argument)
{
    QByteArray out;
    out.reserve(argument.size() + 2);
    out += '\'';
    for (char c : argument) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    out += '\'';
    return out;
}

std::optional<QString> argumentError(QStringView argument)
{
    for (QChar c : argument) {
        if (c == u'\n' || c == u'\r')
            return Tr::tr("A line break cannot be passed to a remote command.");
        if (c == QChar(0))
            return Tr::tr("A NUL character cannot be passed to a remote command.");
        if (c == u'!')
            return Tr::tr("“!” cannot be passed to a remote command (shell history expansion).");
        if (c.unicode() > 0x7e || c.unicode() < 0x20)
            return Tr::tr("Only printable ASCII can be passed to a remote command.");
    }
    return std::nullopt;
}

std::optional<QString> unitNameError(QStringView unit)
{
    // anchoredPattern: \A...\z, a whole-string match; `$` alone would accept a trailing newline.
    static const QRegularExpression grammar(QRegularExpression::anchoredPattern(
        QStringLiteral("[A-Za-z0-9:_.\\\\-]+(@[A-Za-z0-9:_.\\\\@-]*)?\\.(service|socket|device|mount|"
                       "automount|swap|target|path|timer|slice|scope)")));
    if (unit.isEmpty())
        return Tr::tr("The systemd unit name is empty.");
    if (unit.size() > 255)
        return Tr::tr("A systemd unit name has at most 255 characters.");
    if (unit.startsWith(u'@'))
        return Tr::tr("A systemd unit name cannot start with “@”.");
    if (!grammar.match(unit.toString()).hasMatch())
        return Tr::tr("“%1” is not a full systemd unit name (letters, digits, “:-_.\\”, an optional "
                      "@instance and a type suffix such as .service).")
            .arg(unit.toString());
    return std::nullopt;
}

QString unitActionVerb(UnitAction action)
{
    switch (action) {
    case UnitAction::Start:
        return QStringLiteral("start");
    case UnitAction::Stop:
        return QStringLiteral("stop");
    case UnitAction::Restart:
        return QStringLiteral("restart");
    }
    return {};
}

RemoteCommandBuilder::RemoteCommandBuilder(HostDefinition host)
    : m_host(std::move(host))
{
}

RemoteCommand RemoteCommandBuilder::toolWords(const QString &tool)
{
    if (auto e = argumentError(tool))
        return { {}, *e };
    const QStringList words = QProcess::splitCommand(tool);
    if (words.isEmpty())
        return { {}, Tr::tr("A tool command is empty.") };
    QByteArray line;
    for (const QString &w : words) {
        if (auto e = argumentError(w))
            return { {}, *e };
        if (!line.isEmpty())
            line += ' ';
        // Plain words stay readable (`sudo -n systemctl`); anything else is quoted.
        static const QRegularExpression plain(
            QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_./:=,@%+-]+")));
        line += plain.match(w).hasMatch() ? w.toUtf8() : shellQuote(w.toUtf8());
    }
    return { line, {} };
}

RemoteCommand RemoteCommandBuilder::systemctlShow(const QStringList &properties) const
{
    if (auto e = unitNameError(m_host.unit))
        return { {}, *e };
    RemoteCommand tool = toolWords(m_host.systemctlCommand);
    if (!tool.isValid())
        return tool;
    QByteArray line = tool.line + " show";
    if (!properties.isEmpty()) {
        static const QRegularExpression prop(
            QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z]+")));
        for (const QString &p : properties) {
            if (!prop.match(p).hasMatch())
                return { {}, Tr::tr("“%1” is not a systemd property name.").arg(p) };
        }
        line += " -p " + shellQuote(properties.join(u',').toUtf8());
    }
    line += " --timestamp=unix -- " + shellQuote(m_host.unit.toUtf8());
    return { line, {} };
}

RemoteCommand RemoteCommandBuilder::systemctlAction(UnitAction action) const
{
    if (auto e = unitNameError(m_host.unit))
        return { {}, *e };
    QByteArray line;
    if (!m_host.privilegePrefix.trimmed().isEmpty()) {
        RemoteCommand prefix = toolWords(m_host.privilegePrefix);
        if (!prefix.isValid())
            return prefix;
        line = prefix.line + ' ';
    }
    RemoteCommand tool = toolWords(m_host.systemctlCommand);
    if (!tool.isValid())
        return tool;
    line += tool.line + ' ' + unitActionVerb(action).toLatin1() + " -- " + shellQuote(m_host.unit.toUtf8());
    return { line, {} };
}

RemoteCommand RemoteCommandBuilder::journal(bool follow, int lines, const QByteArray &afterCursor) const
{
    if (auto e = unitNameError(m_host.unit))
        return { {}, *e };
    RemoteCommand tool = toolWords(m_host.journalctlCommand);
    if (!tool.isValid())
        return tool;
    QByteArray line = "exec " + tool.line + " --unit=" + shellQuote(m_host.unit.toUtf8()) + " -o json -a";
    if (follow)
        line += " -f";
    if (!afterCursor.isEmpty()) {
        if (auto e = argumentError(QString::fromUtf8(afterCursor)))
            return { {}, *e };
        line += " --after-cursor=" + shellQuote(afterCursor);
    } else if (lines >= 0) {
        line += " -n " + QByteArray::number(lines);
    }
    return { line, {} };
}

RemoteCommand RemoteCommandBuilder::nvidiaSmiQueryGpu(const QStringList &fields, int loopSeconds) const
{
    for (const QString &f : fields) {
        if (auto e = fieldError(f))
            return { {}, *e };
    }
    RemoteCommand tool = toolWords(m_host.nvidiaSmiCommand);
    if (!tool.isValid())
        return tool;
    QByteArray line = (loopSeconds > 0 ? "exec " : "") + tool.line
        + " --query-gpu=" + fields.join(u',').toLatin1() + " --format=csv,noheader,nounits";
    if (loopSeconds > 0)
        line += " -l " + QByteArray::number(loopSeconds);
    return { line, {} };
}

RemoteCommand RemoteCommandBuilder::nvidiaSmiComputeApps(const QStringList &fields) const
{
    for (const QString &f : fields) {
        if (auto e = fieldError(f))
            return { {}, *e };
    }
    RemoteCommand tool = toolWords(m_host.nvidiaSmiCommand);
    if (!tool.isValid())
        return tool;
    return { tool.line + " --query-compute-apps=" + fields.join(u',').toLatin1()
                 + " --format=csv,noheader,nounits",
             {} };
}

RemoteCommand RemoteCommandBuilder::pipList(const QString &python) const
{
    RemoteCommand tool = toolWords(python);
    if (!tool.isValid())
        return tool;
    return { tool.line + " -m pip list --format=json", {} };
}

RemoteCommand RemoteCommandBuilder::processTable() const
{
    RemoteCommand tool = toolWords(m_host.psCommand);
    if (!tool.isValid())
        return tool;
    return { tool.line + " -e -o pid=,ppid=,comm=", {} };
}

RemoteCommand RemoteCommandBuilder::diskFree(const QStringList &paths) const
{
    if (paths.isEmpty())
        return { {}, Tr::tr("No path to measure.") };
    RemoteCommand tool = toolWords(m_host.dfCommand);
    if (!tool.isValid())
        return tool;
    QByteArray line = tool.line + " -B1 --output=file,size,avail,target --";
    // `~user` stays unquoted so the host's shell expands it; the user is a POSIX login name.
    static const QRegularExpression tilde(
        QRegularExpression::anchoredPattern(QStringLiteral("~([a-z_][a-z0-9_.-]{0,31})(/.*)?")));
    for (const QString &p : paths) {
        if (auto e = argumentError(p))
            return { {}, *e };
        const QRegularExpressionMatch m = tilde.match(p);
        if (m.hasMatch()) {
            line += " ~" + m.captured(1).toLatin1();
            if (m.capturedLength(2) > 0)
                line += '/' + shellQuote(m.captured(2).mid(1).toUtf8());
        } else if (p.startsWith(u'/')) {
            line += ' ' + shellQuote(p.toUtf8());
        } else {
            return { {}, Tr::tr("“%1” is neither an absolute path nor ~user/path.").arg(p) };
        }
    }
    return { line, {} };
}

RemoteCommand RemoteCommandBuilder::listeningSockets(quint16 port) const
{
    if (port == 0)
        return { {}, Tr::tr("Port 0 is not a TCP port.") };
    RemoteCommand tool = toolWords(m_host.ssCommand);
    if (!tool.isValid())
        return tool;
    return { tool.line + " -Hltnp " + shellQuote(QByteArray("sport = :" + QByteArray::number(port))), {} };
}

// Unit files and drop-ins: systemctl(1) `cat` and `daemon-reload`, systemd.unit(5) drop-in
// directories (https://www.freedesktop.org/software/systemd/man/latest/systemctl.html,
// https://www.freedesktop.org/software/systemd/man/latest/systemd.unit.html).
RemoteCommand RemoteCommandBuilder::systemctlCat() const
{
    if (auto e = unitNameError(m_host.unit))
        return { {}, *e };
    RemoteCommand tool = toolWords(m_host.systemctlCommand);
    if (!tool.isValid())
        return tool;
    return { tool.line + " cat -- " + shellQuote(m_host.unit.toUtf8()), {} };
}

namespace {
RemoteCommand privileged(const HostDefinition &host, const QByteArray &rest)
{
    QByteArray line;
    if (!host.privilegePrefix.trimmed().isEmpty()) {
        RemoteCommand prefix = RemoteCommandBuilder::toolWords(host.privilegePrefix);
        if (!prefix.isValid())
            return prefix;
        line = prefix.line + ' ';
    }
    return { line + rest, {} };
}
} // namespace

RemoteCommand RemoteCommandBuilder::systemctlDaemonReload() const
{
    RemoteCommand tool = toolWords(m_host.systemctlCommand);
    if (!tool.isValid())
        return tool;
    return privileged(m_host, tool.line + " daemon-reload");
}

RemoteCommand RemoteCommandBuilder::writeUnitDropIn(const QString &directory, const QString &fileName,
                                                    const QByteArray &content) const
{
    if (auto e = unitNameError(m_host.unit))
        return { {}, *e };
    if (auto e = argumentError(directory))
        return { {}, *e };
    if (!directory.startsWith(u'/') || !directory.endsWith(u'/' + m_host.unit + QStringLiteral(".d"))
        || directory.contains(QStringLiteral("/../")) || directory.contains(QStringLiteral("/./"))
        || directory.contains(QStringLiteral("//")))
        return { {}, Tr::tr("“%1” is not a drop-in directory of %2.").arg(directory, m_host.unit) };
    static const QRegularExpression name(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}\\.conf")));
    if (!name.match(fileName).hasMatch())
        return {
            {},
            Tr::tr("“%1” is not a drop-in file name (letters, digits, “_.-”, ending in .conf).").arg(fileName)
        };
    if (content.isEmpty())
        return { {}, Tr::tr("The drop-in is empty.") };
    const QByteArray dir = shellQuote(directory.toUtf8());
    const QByteArray file = shellQuote((directory + u'/' + fileName).toUtf8());
    RemoteCommand mkdir = privileged(m_host, "mkdir -p -- " + dir);
    RemoteCommand tee = privileged(m_host, "tee -- " + file + " >/dev/null");
    if (!mkdir.isValid())
        return mkdir;
    return { mkdir.line + " && printf '%s' '" + content.toBase64() + "' | base64 -d | " + tee.line, {} };
}

namespace {
/// `timeout -k 2 S [prefix] tool`: the host ends the tool after S seconds (KILL 2 s later).
RemoteCommand bounded(const HostDefinition &host, const QString &tool, int seconds, bool privileged)
{
    if (seconds <= 0)
        return { {}, Tr::tr("A command's deadline must be at least one second.") };
    QByteArray line = "timeout -k 2 " + QByteArray::number(seconds) + ' ';
    if (privileged) {
        if (host.privilegePrefix.trimmed().isEmpty())
            return { {}, Tr::tr("The host has no privilege prefix (such as sudo -n) to run this with.") };
        RemoteCommand prefix = RemoteCommandBuilder::toolWords(host.privilegePrefix);
        if (!prefix.isValid())
            return prefix;
        line += prefix.line + ' ';
    }
    RemoteCommand words = RemoteCommandBuilder::toolWords(tool);
    if (!words.isValid())
        return words;
    return { line + words.line, {} };
}

RemoteCommand withArguments(RemoteCommand command, const QByteArray &arguments)
{
    if (command.isValid())
        command.line += ' ' + arguments;
    return command;
}
} // namespace

RemoteCommand RemoteCommandBuilder::processStatus(int seconds) const
{
    return withArguments(bounded(m_host, m_host.psCommand, seconds, false),
                         "-e -o pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args=");
}

RemoteCommand RemoteCommandBuilder::pySpyVersion(int seconds) const
{
    return withArguments(bounded(m_host, m_host.pySpyCommand, seconds, false), "--version");
}

RemoteCommand RemoteCommandBuilder::pySpyDump(qint64 pid, int seconds, bool privileged) const
{
    if (pid <= 0)
        return { {}, Tr::tr("%1 is not a process id.").arg(pid) };
    return withArguments(bounded(m_host, m_host.pySpyCommand, seconds, privileged),
                         "dump --pid " + QByteArray::number(pid));
}

RemoteCommand RemoteCommandBuilder::processEnviron(qint64 pid, int seconds, bool privileged) const
{
    if (pid <= 0)
        return { {}, Tr::tr("%1 is not a process id.").arg(pid) };
    return withArguments(bounded(m_host, m_host.catCommand, seconds, privileged),
                         "-- " + shellQuote(QByteArray("/proc/" + QByteArray::number(pid) + "/environ")));
}

RemoteCommand RemoteCommandBuilder::threadStates(qint64 pid, int seconds) const
{
    if (pid <= 0)
        return { {}, Tr::tr("%1 is not a process id.").arg(pid) };
    // Digits only between the fixed parts, and the glob left for the host's shell.
    return withArguments(bounded(m_host, m_host.catCommand, seconds, false),
                         "-- /proc/" + QByteArray::number(pid) + "/task/*/stat");
}

RemoteCommand RemoteCommandBuilder::nvidiaSmiTopology(int seconds) const
{
    return withArguments(bounded(m_host, m_host.nvidiaSmiCommand, seconds, false), "topo -m");
}

RemoteCommand RemoteCommandBuilder::kernelJournal(int seconds, bool privileged) const
{
    return withArguments(bounded(m_host, m_host.journalctlCommand, seconds, privileged),
                         "-k -b -o short-iso --no-pager -n 5000");
}

RemoteCommand RemoteCommandBuilder::kernelRingBuffer(int seconds, bool privileged) const
{
    return withArguments(bounded(m_host, m_host.dmesgCommand, seconds, privileged), "--time-format=iso");
}

RemoteCommand RemoteCommandBuilder::journalTail(int lines, int seconds) const
{
    if (auto e = unitNameError(m_host.unit))
        return { {}, *e };
    return withArguments(bounded(m_host, m_host.journalctlCommand, seconds, false),
                         "--unit=" + shellQuote(m_host.unit.toUtf8()) + " -o json -a -n "
                             + QByteArray::number(std::max(1, lines)));
}

RemoteCommand RemoteCommandBuilder::programVersion(const QString &program, int seconds) const
{
    if (program.isEmpty())
        return { {}, Tr::tr("No program to ask for its version.") };
    if (auto e = argumentError(program))
        return { {}, *e };
    if (program.startsWith(u'-'))
        return { {}, Tr::tr("“%1” is not a program: it starts with “-”.").arg(program) };
    if (seconds <= 0)
        return { {}, Tr::tr("A command's deadline must be at least one second.") };
    return { "timeout -k 2 " + QByteArray::number(seconds) + ' ' + shellQuote(program.toUtf8())
                 + " --version 2>&1",
             {} };
}

RemoteCommand RemoteCommandBuilder::modelFileInfo(const QString &path, int magicBytes)
{
    if (path.isEmpty())
        return { {}, Tr::tr("No model file to look at.") };
    if (auto e = argumentError(path))
        return { {}, *e };
    if (!path.startsWith(u'/'))
        return { {}, Tr::tr("The model path %1 is not absolute.").arg(path) };
    // GNU stat's %F says "regular file", "regular empty file", "directory"; -L follows a link to
    // the file it names. Exit 3: stat could not look at the path (its message on stderr).
    return { "f=" + shellQuote(path.toUtf8())
                 + "; stat -L -c 'type=%F|size=%s' -- \"$f\" || exit 3; if [ -r \"$f\" ]; then printf "
                   "'magic='; head -c "
                 + QByteArray::number(std::clamp(magicBytes, 1, 16))
                 + " -- \"$f\" 2>/dev/null | od -An -tx1 | tr -d ' \\n'; echo; else echo readable=no; fi",
             {} };
}

RemoteCommand RemoteCommandBuilder::probe()
{
    return { "true", {} };
}

} // namespace ic
