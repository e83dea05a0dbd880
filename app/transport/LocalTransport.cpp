// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LocalTransport.h"

#include "LineSplitter.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QProcess>
#include <QTimer>

#include <csignal>

Q_LOGGING_CATEGORY(lcLocal, "console.transport.local")

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LocalTransport)
};

QProcess *startShell(const QByteArray &commandLine, QObject *parent)
{
    auto *p = new QProcess(parent);
    p->setProgram(QStringLiteral("/bin/sh"));
    p->setArguments({ QStringLiteral("-c"), QString::fromUtf8(commandLine) });
    // Own process group so stop() reaches the whole tree, like OpenSSH's signal request.
    p->setChildProcessModifier([] { ::setpgid(0, 0); });
    return p;
}

class LocalCommandJob : public CommandJob {
public:
    LocalCommandJob(const QByteArray &commandLine, QObject *parent)
        : CommandJob(parent)
        , m_process(startShell(commandLine, this))
    {
        connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
            CommandResult r;
            r.exitCode = status == QProcess::NormalExit ? code : -1;
            r.standardOutput = m_process->readAllStandardOutput();
            r.standardError = m_process->readAllStandardError();
            emitOnce(r);
        });
        connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e != QProcess::FailedToStart)
                return;
            CommandResult r;
            r.error = Tr::tr("The shell could not be started.");
            r.detail = m_process->errorString();
            emitOnce(r);
        });
        m_process->start();
    }

private:
    void emitOnce(const CommandResult &r)
    {
        if (m_done)
            return;
        m_done = true;
        Q_EMIT finished(r);
        deleteLater();
    }
    QProcess *m_process;
    bool m_done = false;
};

class LocalStreamJob : public StreamJob {
public:
    LocalStreamJob(const QByteArray &commandLine, QObject *parent)
        : StreamJob(parent)
        , m_process(startShell(commandLine, this))
    {
        connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
            m_out.append(m_process->readAllStandardOutput());
            QList<QByteArray> lines = m_out.takeLines();
            if (!lines.isEmpty())
                Q_EMIT linesArrived(lines);
        });
        connect(m_process, &QProcess::readyReadStandardError, this, [this] {
            m_err.append(m_process->readAllStandardError());
            QList<QByteArray> lines = m_err.takeLines();
            if (!lines.isEmpty())
                Q_EMIT errorLinesArrived(lines);
        });
        connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
            m_out.append(m_process->readAllStandardOutput());
            m_err.append(m_process->readAllStandardError());
            QList<QByteArray> lines = m_out.takeRest();
            if (!lines.isEmpty())
                Q_EMIT linesArrived(lines);
            lines = m_err.takeRest();
            if (!lines.isEmpty())
                Q_EMIT errorLinesArrived(lines);
            finish(status == QProcess::NormalExit ? code : -1, {});
        });
        connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                finish(-1, Tr::tr("The shell could not be started: %1").arg(m_process->errorString()));
        });
        m_process->start();
    }

    ~LocalStreamJob() override
    {
        // Leave nothing running: TERM the group, and QProcess's own destructor reaps it.
        signalGroup(SIGTERM);
        if (m_process->state() != QProcess::NotRunning && !m_process->waitForFinished(500))
            signalGroup(SIGKILL);
    }

    /// Non-blocking: TERM now, KILL if the group is still there after two seconds.
    void stop() override
    {
        signalGroup(SIGTERM);
        QTimer::singleShot(2000, this, [this] { signalGroup(SIGKILL); });
    }

private:
    void signalGroup(int sig)
    {
        if (m_process->state() == QProcess::NotRunning)
            return;
        const qint64 pid = m_process->processId();
        if (pid > 0)
            ::kill(-pid_t(pid), sig);
    }
    void finish(int code, const QString &error)
    {
        if (m_done)
            return;
        m_done = true;
        Q_EMIT finished(code, error);
    }

    QProcess *m_process;
    LineSplitter m_out;
    LineSplitter m_err;
    bool m_done = false;
};

class LocalTunnelJob : public TunnelJob {
public:
    LocalTunnelJob(quint16 port, QObject *parent)
        : TunnelJob(parent)
    {
        m_remotePort = port;
        m_localPort = port;
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(m_localPort); });
    }
};

} // namespace

LocalTransport::LocalTransport(QObject *parent)
    : Transport(parent)
{
    m_status.state = LinkState::Connected;
}

QString LocalTransport::describe() const
{
    return Tr::tr("local");
}

LinkStatus LocalTransport::status() const
{
    return m_status;
}

void LocalTransport::connectToHost() { }

void LocalTransport::disconnectFromHost() { }

CommandJob *LocalTransport::run(const QByteArray &commandLine)
{
    qCDebug(lcLocal) << "run" << commandLine;
    return new LocalCommandJob(commandLine, this);
}

StreamJob *LocalTransport::stream(const QByteArray &commandLine)
{
    qCDebug(lcLocal) << "stream" << commandLine;
    return new LocalStreamJob(commandLine, this);
}

TunnelJob *LocalTransport::openTunnel(quint16 remotePort)
{
    return new LocalTunnelJob(remotePort, this);
}

} // namespace ic
