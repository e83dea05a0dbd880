#pragma once

// A real OpenSSH server on a free loopback port, for tests and benchmarks (resources/reference §8):
// generated host and user keys in a temporary directory, plus a client ssh dir whose config
// names the server "testhost".

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <pwd.h>
#include <sys/types.h>
#include <unistd.h>

namespace ic::test {

inline bool runTool(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(20000))
        return false;
    if (out)
        *out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

/// The account the tests run as: a non-root sshd lets only that user log in.
inline QString currentUser()
{
    const passwd *pw = ::getpwuid(::getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QStringLiteral("root");
}

inline quint16 freeLoopbackPort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost, 0);
    return s.serverPort();
}

/// Pids of every descendant of `root` (children first found by scanning /proc).
inline QList<pid_t> descendants(pid_t root)
{
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

inline QByteArray cmdline(pid_t pid)
{
    QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().replace('\0', ' ');
}

class SshTestServer {
public:
    /// `extraSshdConfig`: more sshd_config lines (e.g. a ForceCommand that makes logins slow).
    explicit SshTestServer(const QByteArray &extraSshdConfig = {})
    {
        m_port = freeLoopbackPort();
        const QString d = m_dir.path();
        QDir().mkpath(clientDir());
        if (::getuid() == 0)
            QDir().mkpath(QStringLiteral("/run/sshd")); // privilege separation directory
        m_ok = runTool(QStringLiteral("ssh-keygen"),
                       { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                         QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                         d + QStringLiteral("/hk_ed25519") })
            && runTool(QStringLiteral("ssh-keygen"),
                       { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                         QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                         d + QStringLiteral("/id_ed25519") });
        QFile::copy(d + QStringLiteral("/id_ed25519.pub"), d + QStringLiteral("/authorized_keys"));
        QFile::copy(d + QStringLiteral("/id_ed25519"), clientDir() + QStringLiteral("/id_ed25519"));
        QFile::copy(d + QStringLiteral("/id_ed25519.pub"), clientDir() + QStringLiteral("/id_ed25519.pub"));
        QFile::setPermissions(clientDir() + QStringLiteral("/id_ed25519"),
                              QFile::ReadOwner | QFile::WriteOwner);
        QFile cfg(d + QStringLiteral("/sshd_config"));
        cfg.open(QIODevice::WriteOnly);
        cfg.write(
            QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/hk_ed25519\nPidFile %2/sshd.pid\n"
                           "AuthorizedKeysFile %2/authorized_keys\nStrictModes no\nUsePAM no\n"
                           "PasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                           "AllowTcpForwarding yes\nPermitRootLogin prohibit-password\nMaxSessions 100\n"
                           "MaxStartups 100\n")
                .arg(m_port)
                .arg(d)
                .toUtf8());
        cfg.write(extraSshdConfig);
        cfg.close();
        writeClientConfig({});
        QFile(knownHosts()).open(QIODevice::WriteOnly);
    }
    ~SshTestServer() { stop(); }

    bool isReady() const { return m_ok; }
    quint16 port() const { return m_port; }
    QString dir() const { return m_dir.path(); }
    QString clientDir() const { return m_dir.path() + QStringLiteral("/client"); }
    QString knownHosts() const { return clientDir() + QStringLiteral("/known_hosts"); }
    QString clientConfig() const { return clientDir() + QStringLiteral("/config"); }
    QString hostPublicKey() const { return m_dir.path() + QStringLiteral("/hk_ed25519.pub"); }
    QString userKey() const { return m_dir.path() + QStringLiteral("/id_ed25519"); }

    /// "Host testhost" pointing at this server, plus `extra` lines inside that block.
    void writeClientConfig(const QByteArray &extra) const
    {
        QFile f(clientConfig());
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(QStringLiteral("Host testhost\n  HostName 127.0.0.1\n  Port %1\n  User %2\n")
                    .arg(m_port)
                    .arg(currentUser())
                    .toUtf8());
        f.write(extra);
    }

    /// The host's public key line as known_hosts holds it: "type base64".
    QByteArray hostKeyEntry() const
    {
        QFile f(hostPublicKey());
        f.open(QIODevice::ReadOnly);
        const QList<QByteArray> w = f.readAll().trimmed().split(' ');
        return w.value(0) + ' ' + w.value(1);
    }
    QByteArray knownHostsName() const { return "[127.0.0.1]:" + QByteArray::number(m_port); }

    /// The SHA256 fingerprint as ssh-keygen prints it.
    QString fingerprint() const
    {
        QByteArray out;
        runTool(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), hostPublicKey() }, &out);
        return QString::fromUtf8(out.split(' ').value(1));
    }

    bool start()
    {
        m_sshd = std::make_unique<QProcess>();
        m_sshd->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_sshd->start(QStringLiteral("/usr/sbin/sshd"),
                      { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                        m_dir.path() + QStringLiteral("/sshd_config") });
        if (!m_sshd->waitForStarted())
            return false;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            QTcpSocket s;
            s.connectToHost(QHostAddress::LocalHost, m_port);
            if (s.waitForConnected(200))
                return true;
            QTest::qWait(20);
        }
        return false;
    }

    /// A reinstalled host: a new host key (call while stopped).
    bool replaceHostKey()
    {
        QFile::remove(m_dir.path() + QStringLiteral("/hk_ed25519"));
        QFile::remove(hostPublicKey());
        return runTool(QStringLiteral("ssh-keygen"),
                       { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                         QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                         m_dir.path() + QStringLiteral("/hk_ed25519") });
    }

    pid_t pid() const { return m_sshd ? pid_t(m_sshd->processId()) : 0; }

    /// The per-connection processes serving a logged-in session ("sshd: <user>@notty").
    QList<pid_t> sessionProcesses() const
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

    /// Kills the listener and every sshd process serving a connection, like a host going down.
    /// The users' shells are left to notice the closed pipes: a SIGKILL in the middle of their
    /// start-up files could leave stale locks behind in the account.
    void stop()
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
        ::kill(pid(), SIGKILL);
        for (pid_t p : sshds)
            ::kill(p, SIGKILL);
        m_sshd->waitForFinished(5000);
        m_sshd.reset();
    }

private:
    QTemporaryDir m_dir;
    quint16 m_port = 0;
    bool m_ok = false;
    std::unique_ptr<QProcess> m_sshd;
};

} // namespace ic::test
