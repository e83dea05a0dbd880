// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated host's shared command-line helpers: output, processes.
#include "SimHostCli.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace ic::simhost {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void writeOut(const QByteArray &b)
{
    if (b.isEmpty())
        return;
    if (std::fwrite(b.constData(), 1, size_t(b.size()), stdout) != size_t(b.size())
        || std::fflush(stdout) != 0)
        std::_Exit(0); // the reader went away (SIGPIPE ignored by someone): end like journalctl does
}

void writeErr(const QByteArray &b)
{
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
    std::fflush(stderr);
}

int printOutput(const SimToolOutput &o)
{
    writeOut(o.out);
    writeErr(o.err);
    return o.exitCode;
}

bool processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')');
        if (close > 0 && s.size() > close + 2 && s.at(close + 2) == 'Z')
            return false;
    }
    return true;
}

bool isOurServe(qint64 pid, const QByteArray &invocationId)
{
    QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray cmd = f.readAll();
    return cmd.contains("serve") && cmd.contains(invocationId);
}

qint64 launchServe(const QString &directory, const QByteArray &invocationId)
{
    const QByteArray self = QCoreApplication::applicationFilePath().toLocal8Bit();
    const QByteArray dir = QFile::encodeName(directory);
    const QByteArray log = QFile::encodeName(directory + QStringLiteral("/serve.log"));
    QList<QByteArray> argStore = { self, "--state", dir, "serve", "--invocation", invocationId };
    std::vector<char *> argv;
    for (QByteArray &a : argStore)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    int fds[2];
    if (::pipe(fds) != 0)
        return 0;
    const pid_t child = ::fork();
    if (child < 0)
        return 0;
    if (child == 0) {
        ::close(fds[0]);
        ::setsid();
        const pid_t grandchild = ::fork();
        if (grandchild != 0) {
            const qint64 p = grandchild;
            [[maybe_unused]] auto n = ::write(fds[1], &p, sizeof p);
            ::_exit(0);
        }
        ::close(fds[1]);
        const int in = ::open("/dev/null", O_RDONLY);
        const int out = ::open(log.constData(), O_WRONLY | O_CREAT | O_APPEND, 0644);
        ::dup2(in, 0);
        ::dup2(out >= 0 ? out : in, 1);
        ::dup2(out >= 0 ? out : in, 2);
        for (int fd = 3; fd < 1024; ++fd)
            ::close(fd);
        ::execv(self.constData(), argv.data());
        ::_exit(127);
    }
    ::close(fds[1]);
    qint64 pid = 0;
    if (::read(fds[0], &pid, sizeof pid) != sizeof pid)
        pid = 0;
    ::close(fds[0]);
    ::waitpid(child, nullptr, 0);
    return pid;
}

bool ownerGone(const SimState &state)
{
    return state.ownerPid > 0 && !processAlive(state.ownerPid);
}

} // namespace ic::simhost
