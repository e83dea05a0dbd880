// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// POSIX single-quoting: 'it'\''s'. Safe for sh, bash, dash, zsh and ksh login shells.
QByteArray shellQuote(QByteArrayView argument);

/// Why `argument` may not reach a remote shell at all (newline, CR, NUL, '!', non-ASCII);
/// nullopt when it may be quoted and passed.
std::optional<QString> argumentError(QStringView argument);

/// Why `unit` is not a full systemd unit name (systemd.unit(5) grammar, with a type suffix);
/// nullopt when it is valid.
std::optional<QString> unitNameError(QStringView unit);

/// A command line for the host's login shell, or the reason it could not be built.
struct RemoteCommand {
    QByteArray line;
    QString error;
    bool isValid() const { return error.isEmpty() && !line.isEmpty(); }
};

enum class UnitAction { Start, Stop, Restart };
QString unitActionVerb(UnitAction action); ///< "start", "stop", "restart"

/// The one place where remote command lines are built. Every user-supplied value is
/// validated and quoted here; callers never concatenate shell text themselves.
class RemoteCommandBuilder {
public:
    explicit RemoteCommandBuilder(HostDefinition host);

    const HostDefinition &host() const { return m_host; }

    /// `systemctl show -p A,B --timestamp=unix -- 'unit'`
    RemoteCommand systemctlShow(const QStringList &properties) const;
    /// `sudo -n systemctl restart -- 'unit'` (privilege prefix from the host definition)
    RemoteCommand systemctlAction(UnitAction action) const;
    /// `exec journalctl --unit='u' -o json -a [-f] [-n N] [--after-cursor='c']`
    RemoteCommand journal(bool follow, int lines, const QByteArray &afterCursor = {}) const;
    /// `exec nvidia-smi --query-gpu=a,b --format=csv,noheader,nounits [-l N]`
    RemoteCommand nvidiaSmiQueryGpu(const QStringList &fields, int loopSeconds) const;
    /// `nvidia-smi --query-compute-apps=a,b --format=csv,noheader,nounits`
    RemoteCommand nvidiaSmiComputeApps(const QStringList &fields) const;
    /// `'<python>' -m pip list --format=json`
    RemoteCommand pipList(const QString &python) const;
    /// `ps -o pid=,ppid= -e` style process table for process-tree checks.
    RemoteCommand processTable() const;
    /// `df -B1 --output=file,size,avail,target -- PATH…` (GNU coreutils). A path is absolute or
    /// `~user/relative` (the home of the unit's user, expanded by the host's shell).
    RemoteCommand diskFree(const QStringList &paths) const;
    /// `ss -Hltnp 'sport = :PORT'`: the listening TCP sockets on the port, with their processes.
    RemoteCommand listeningSockets(quint16 port) const;
    /// `systemctl cat -- 'unit'`: the unit file and its drop-ins as systemd finds them on disk.
    RemoteCommand systemctlCat() const;
    /// `sudo -n systemctl daemon-reload` (privilege prefix from the host definition).
    RemoteCommand systemctlDaemonReload() const;
    /// Writes `content` as the drop-in `directory/fileName` through the privilege prefix:
    /// `sudo -n mkdir -p -- 'dir' && printf '%s' 'BASE64' | base64 -d | sudo -n tee -- 'dir/file'
    /// >/dev/null`. The content travels base64-encoded, so no character of it reaches the shell. `directory`
    /// must be absolute and end in `/<unit>.d`; `fileName` is `[A-Za-z0-9_.-]+.conf`.
    RemoteCommand writeUnitDropIn(const QString &directory, const QString &fileName,
                                  const QByteArray &content) const;

    // A stall autopsy (resources/reference §12). Every command is bounded on the host by GNU
    // `timeout -k 2 SECONDS` (exit 124 when it ran out), so a tool that hangs — py-spy attached
    // to a wedged process — does not outlive the autopsy. `privileged` puts the host's privilege
    // prefix (`sudo -n`) in front of the tool; an error when the host has none.

    /// `timeout -k 2 S ps -e -o pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args=`
    RemoteCommand processStatus(int seconds) const;
    /// `timeout -k 2 S py-spy --version` (exit 127 from the shell: not installed)
    RemoteCommand pySpyVersion(int seconds) const;
    /// `timeout -k 2 S [sudo -n] py-spy dump --pid N`
    RemoteCommand pySpyDump(qint64 pid, int seconds, bool privileged) const;
    /// `timeout -k 2 S [sudo -n] cat -- /proc/N/environ`
    RemoteCommand processEnviron(qint64 pid, int seconds, bool privileged) const;
    /// `timeout -k 2 S cat -- /proc/N/task/*/stat`: one proc(5) stat line a thread of process N
    /// (the host's shell expands the glob; stat files are readable without privilege).
    RemoteCommand threadStates(qint64 pid, int seconds) const;
    /// `timeout -k 2 S nvidia-smi topo -m`
    RemoteCommand nvidiaSmiTopology(int seconds) const;
    /// `timeout -k 2 S [sudo -n] journalctl -k -b -o short-iso --no-pager -n 5000`: this boot's
    /// kernel log, newest 5000 lines.
    RemoteCommand kernelJournal(int seconds, bool privileged) const;
    /// `timeout -k 2 S [sudo -n] dmesg --time-format=iso` (util-linux): the kernel ring buffer.
    RemoteCommand kernelRingBuffer(int seconds, bool privileged) const;
    /// `timeout -k 2 S journalctl --unit='u' -o json -a -n N`: the unit's newest lines, then exit.
    RemoteCommand journalTail(int lines, int seconds) const;

    // A native engine binary (llama-server) and its model file: what the environment snapshot
    // and preflight read instead of a Python environment.

    /// `timeout -k 2 S 'PROGRAM' --version 2>&1`: a binary's version, its standard error with
    /// its standard output (some builds print it on stderr). `program` is the binary as the unit's
    /// ExecStart names it, an absolute path or a bare name; never one that starts with `-` (it
    /// would be read as an option of `timeout`).
    RemoteCommand programVersion(const QString &program, int seconds) const;
    /// What a model file is: `f='PATH'; stat -L -c 'type=%F|size=%s' -- "$f" || exit 3; if [ -r
    /// "$f" ]; then printf 'magic='; head -c N -- "$f" … | od -An -tx1 | tr -d ' \n'; echo; else
    /// echo readable=no; fi` (GNU stat, head and od). Prints `type=regular file|size=N` then
    /// `magic=<hex of the first N bytes>` (N = `magicBytes`, 1–16) or `readable=no`; exit 3 when
    /// stat could not look at the path (its message on stderr). `path` must be absolute.
    static RemoteCommand modelFileInfo(const QString &path, int magicBytes);

    /// A harmless command used to probe a connection.
    static RemoteCommand probe();

    /// Splits a tool command from the host definition into quoted words.
    static RemoteCommand toolWords(const QString &tool);

private:
    HostDefinition m_host;
};

} // namespace ic
