// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LoopbackSshd.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace ic::testsupport {

bool runTool(const QString &program, const QStringList &args, QByteArray *out, int deadlineMs)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(deadlineMs)) {
        qWarning("%s did not finish within %d ms", qPrintable(program), deadlineMs);
        p.kill();
        p.waitForFinished(5000);
        return false;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QString currentUser()
{
    const passwd *pw = ::getpwuid(::getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QStringLiteral("root");
}

QList<pid_t> descendants(pid_t root)
{
    // 0 (QProcess's pid once its process has ended) and 1 are everyone's ancestors: the callers
    // signal what this returns, and must never reach another test's sshd or the machine's own.
    if (root <= 1)
        return {};
    QHash<pid_t, pid_t> parent;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &e : entries) {
        bool ok = false;
        const pid_t pid = pid_t(e.toInt(&ok));
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray stat = f.readAll();
        const qsizetype close = stat.lastIndexOf(')');
        const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
        if (fields.size() > 1)
            parent.insert(pid, pid_t(fields.at(1).toInt()));
    }
    QList<pid_t> result;
    QList<pid_t> frontier { root };
    while (!frontier.isEmpty()) {
        const pid_t p = frontier.takeFirst();
        for (auto it = parent.cbegin(); it != parent.cend(); ++it) {
            if (it.value() == p) {
                result.append(it.key());
                frontier.append(it.key());
            }
        }
    }
    return result;
}

QByteArray cmdline(pid_t pid)
{
    QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().replace('\0', ' ');
}

QString LoopbackSshd::unavailableReason()
{
    if (!QFileInfo(QString::fromLatin1(SshdPath)).isExecutable())
        return QStringLiteral("openssh-server is not installed (%1 is missing; .ci/install-deps --tests)")
            .arg(QString::fromLatin1(SshdPath));
    if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
        return QStringLiteral("ssh-keygen is not installed (openssh-client)");
    return {};
}

namespace {
bool keygen(const QString &file)
{
    return runTool(QStringLiteral("ssh-keygen"),
                   { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                     QStringLiteral("-N"), QString(), QStringLiteral("-f"), file });
}
} // namespace

LoopbackSshd::LoopbackSshd(const QByteArray &extraSshdConfig)
{
    m_port = freeLoopbackPort();
    const QString d = m_dir.path();
    QDir().mkpath(clientDir());
    if (::getuid() == 0)
        QDir().mkpath(QStringLiteral("/run/sshd")); // privilege separation directory
    m_ok = m_port != 0 && keygen(d + QStringLiteral("/hk_ed25519"))
        && keygen(d + QStringLiteral("/id_ed25519"));
    if (!m_ok)
        m_error = m_port == 0
            ? QStringLiteral("no free loopback port for sshd")
            : QStringLiteral("ssh-keygen could not make the host and user keys in %1").arg(d);
    QFile::copy(d + QStringLiteral("/id_ed25519.pub"), d + QStringLiteral("/authorized_keys"));
    QFile::copy(d + QStringLiteral("/id_ed25519"), clientDir() + QStringLiteral("/id_ed25519"));
    QFile::copy(d + QStringLiteral("/id_ed25519.pub"), clientDir() + QStringLiteral("/id_ed25519.pub"));
    QFile::setPermissions(clientDir() + QStringLiteral("/id_ed25519"), QFile::ReadOwner | QFile::WriteOwner);
    QFile cfg(d + QStringLiteral("/sshd_config"));
    if (!cfg.open(QIODevice::WriteOnly)) {
        m_ok = false;
        m_error = QStringLiteral("cannot write %1: %2").arg(cfg.fileName(), cfg.errorString());
    }
    cfg.write(QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/hk_ed25519\nPidFile %2/sshd.pid\n"
                             "AuthorizedKeysFile %2/authorized_keys\nStrictModes no\nUsePAM no\n"
                             "PasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                             "AllowTcpForwarding yes\nPermitRootLogin prohibit-password\nMaxSessions 100\n"
                             "MaxStartups 100\n"
                             // bash started by sshd reads ~/.bashrc unless it is a nested shell
                             // (SHLVL >= 2). A developer's rc file (version managers, prompts) can
                             // cost a quarter of a second per command: the tests' remote commands
                             // run without it, as the set-up of a host is not what they test.
                             "SetEnv SHLVL=1\n")
                  .arg(m_port)
                  .arg(d)
                  .toUtf8());
    cfg.write(extraSshdConfig);
    cfg.close();
    writeClientConfig({});
    QFile(knownHosts()).open(QIODevice::WriteOnly);
}

LoopbackSshd::~LoopbackSshd()
{
    stop();
}

void LoopbackSshd::writeClientConfig(const QByteArray &extra) const
{
    QFile f(clientConfig());
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        qWarning("cannot write %s: %s", qPrintable(f.fileName()), qPrintable(f.errorString()));
        return;
    }
    f.write(QStringLiteral("Host testhost\n  HostName 127.0.0.1\n  Port %1\n  User %2\n")
                .arg(m_port)
                .arg(currentUser())
                .toUtf8());
    f.write(extra);
}

QByteArray LoopbackSshd::hostKeyEntry() const
{
    QFile f(hostPublicKey());
    f.open(QIODevice::ReadOnly);
    const QList<QByteArray> w = f.readAll().trimmed().split(' ');
    return w.value(0) + ' ' + w.value(1);
}

bool LoopbackSshd::trust() const
{
    QFile kh(knownHosts());
    if (!kh.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_error = QStringLiteral("cannot write %1: %2").arg(kh.fileName(), kh.errorString());
        return false;
    }
    const QByteArray line = knownHostsLine();
    if (kh.write(line) != line.size()) {
        m_error = QStringLiteral("cannot write %1: %2").arg(kh.fileName(), kh.errorString());
        return false;
    }
    return true;
}

QString LoopbackSshd::fingerprint() const
{
    QByteArray out;
    runTool(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), hostPublicKey() }, &out);
    return QString::fromUtf8(out.split(' ').value(1));
}

bool LoopbackSshd::start(int deadlineMs)
{
    m_sshd = std::make_unique<QProcess>();
    m_sshd->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_sshd->start(QString::fromLatin1(SshdPath),
                  { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                    m_dir.path() + QStringLiteral("/sshd_config") });
    if (!m_sshd->waitForStarted()) {
        m_error = QStringLiteral("%1 did not start: %2")
                      .arg(QString::fromLatin1(SshdPath), m_sshd->errorString());
        return false;
    }
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < deadlineMs) {
        if (m_sshd->state() == QProcess::NotRunning) {
            m_error = QStringLiteral("sshd exited (code %1) before accepting connections on 127.0.0.1:%2; "
                                     "its log is on stderr")
                          .arg(m_sshd->exitCode())
                          .arg(m_port);
            return false;
        }
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, m_port);
        if (s.waitForConnected(200)) {
            m_error.clear();
            return true;
        }
        QTest::qWait(20);
    }
    m_error = QStringLiteral("sshd accepted no connection on 127.0.0.1:%1 within %2 ms")
                  .arg(m_port)
                  .arg(deadlineMs);
    return false;
}

bool LoopbackSshd::replaceHostKey()
{
    QFile::remove(m_dir.path() + QStringLiteral("/hk_ed25519"));
    QFile::remove(hostPublicKey());
    return keygen(m_dir.path() + QStringLiteral("/hk_ed25519"));
}

pid_t LoopbackSshd::pid() const
{
    return m_sshd ? pid_t(m_sshd->processId()) : 0;
}

QList<pid_t> LoopbackSshd::sessionProcesses() const
{
    QList<pid_t> r;
    if (!m_sshd)
        return r;
    for (pid_t p : descendants(pid())) {
        if (cmdline(p).contains("@notty"))
            r.append(p);
    }
    return r;
}

void LoopbackSshd::stop()
{
    if (!m_sshd)
        return;
    QList<pid_t> sshds;
    for (pid_t p : descendants(pid())) {
        if (cmdline(p).startsWith("sshd"))
            sshds.append(p);
    }
    for (pid_t p : sshds)
        ::kill(p, SIGCONT);
    if (pid() > 0)
        ::kill(pid(), SIGKILL);
    for (pid_t p : sshds)
        ::kill(p, SIGKILL);
    m_sshd->waitForFinished(5000);
    m_sshd.reset();
}

} // namespace ic::testsupport
