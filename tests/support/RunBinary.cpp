// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RunBinary.h"

#include <QEventLoop>
#include <QProcess>
#include <QTcpServer>
#include <QTimer>

namespace ic::testsupport {

QString consolePath()
{
    return QStringLiteral(IC_CONSOLE_PATH);
}

QString simhostPath()
{
    return QStringLiteral(IC_SIMHOST_PATH);
}

QString RunResult::failure() const
{
    if (!started)
        return QStringLiteral("%1 did not start: %2").arg(command, QString::fromUtf8(err));
    if (timedOut)
        return QStringLiteral("%1 did not finish within %2 ms (killed); stderr so far: %3")
            .arg(command)
            .arg(deadlineMs)
            .arg(QString::fromUtf8(err.right(2000)));
    if (crashed)
        return QStringLiteral("%1 crashed; stderr: %2").arg(command, QString::fromUtf8(err.right(2000)));
    return {};
}

QByteArray RunResult::describe() const
{
    const QString f = failure();
    if (!f.isEmpty())
        return f.toUtf8();
    return command.toUtf8() + " exited " + QByteArray::number(exitCode) + "; stderr: " + err.right(2000);
}

RunResult runBinary(const QString &program, const QStringList &arguments, const RunOptions &options)
{
    RunResult r;
    r.command = (QStringList { program } + arguments).join(u' ');
    r.deadlineMs = options.deadlineMs;
    QProcess p;
    p.setProcessEnvironment(options.environment);
    if (!options.workingDirectory.isEmpty())
        p.setWorkingDirectory(options.workingDirectory);
    QEventLoop loop;
    bool done = false;
    // Read as it arrives: a program that prints a lot must not stall on a full pipe.
    QObject::connect(&p, &QProcess::readyReadStandardOutput, &loop,
                     [&] { r.out += p.readAllStandardOutput(); });
    QObject::connect(&p, &QProcess::readyReadStandardError, &loop,
                     [&] { r.err += p.readAllStandardError(); });
    QObject::connect(&p, &QProcess::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    QObject::connect(&p, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            done = true;
            loop.quit();
        }
    });
    p.start(program, arguments);
    if (!p.waitForStarted(10000)) {
        r.err = p.errorString().toUtf8();
        return r;
    }
    r.started = true;
    if (options.input) {
        p.write(*options.input);
        p.closeWriteChannel();
    }
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    deadline.start(options.deadlineMs);
    if (options.whileRunning && !done)
        options.whileRunning(p.processId());
    if (!done && deadline.isActive())
        loop.exec();
    if (!done) {
        r.timedOut = true;
        p.kill();
        p.waitForFinished(5000);
    }
    r.out += p.readAllStandardOutput();
    r.err += p.readAllStandardError();
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    if (!r.timedOut && !r.crashed)
        r.exitCode = p.exitCode();
    return r;
}

QProcessEnvironment headlessEnvironment(bool keepNoColor)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name));
    if (!keepNoColor)
        env.remove(QStringLiteral("NO_COLOR"));
    return env;
}

void setHome(QProcessEnvironment &environment, const QString &home)
{
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
}

quint16 freeLoopbackPort()
{
    QTcpServer s;
    if (!s.listen(QHostAddress::LocalHost, 0))
        return 0;
    return s.serverPort();
}

bool terminalSafe(const QByteArray &bytes)
{
    for (const QChar c : QString::fromUtf8(bytes)) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f))
            return false;
    }
    return true;
}

} // namespace ic::testsupport
