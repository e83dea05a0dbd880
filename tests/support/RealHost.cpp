// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RealHost.h"

#include "LoopbackSshd.h"
#include "RunBinary.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QThread>

#include <atomic>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace ic::testsupport {

namespace {

QString realhostSourceDir()
{
    return QStringLiteral(IC_SOURCE_DIR "/tests/realhost");
}

bool writeFile(const QString &path, const QByteArray &bytes, QFile::Permissions permissions, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    f.close();
    f.setPermissions(permissions);
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The NSpid line of /proc/PID/status: the pid in each namespace, outermost first.
QList<qint64> nsPids(qint64 pid)
{
    const QByteArray status = readFile(QStringLiteral("/proc/%1/status").arg(pid));
    for (const QByteArray &line : status.split('\n')) {
        if (!line.startsWith("NSpid:"))
            continue;
        QList<qint64> result;
        for (const QByteArray &field : line.mid(6).simplified().split(' '))
            result.append(field.toLongLong());
        return result;
    }
    return {};
}

/// A systemd ExecStart word: quoted when it holds what would split it.
QString unitWord(const QString &word)
{
    if (!word.isEmpty() && !word.contains(QLatin1Char(' ')) && !word.contains(QLatin1Char('"'))
        && !word.contains(QLatin1Char('\\')) && !word.contains(QLatin1Char('$')))
        return word;
    QString quoted = word;
    quoted.replace(QLatin1String("\\"), QLatin1String("\\\\"))
        .replace(QLatin1String("\""), QLatin1String("\\\""));
    quoted.replace(QLatin1String("$"), QLatin1String("$$"));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

std::atomic<int> machineCounter { 0 };

} // namespace

QString RealHost::rootPath()
{
    const QString overridden = qEnvironmentVariable("IC_REALHOST_ROOT");
    if (!overridden.isEmpty())
        return overridden;
    // As tests/realhost/prepare: the folder's files (not hidden, not README.md) in name order.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QDir source(realhostSourceDir());
    for (const QString &name : source.entryList(QDir::Files, QDir::Name)) {
        if (name != QLatin1String("README.md"))
            hash.addData(readFile(source.filePath(name)));
    }
    QString cache = qEnvironmentVariable("IC_REALHOST_CACHE");
    if (cache.isEmpty())
        cache = QStringLiteral("/var/cache/inference-console/realhost");
    return cache + QLatin1Char('/') + QString::fromLatin1(hash.result().toHex().left(16))
        + QStringLiteral("/root");
}

QString RealHost::unavailableReason()
{
    if (::geteuid() != 0)
        return QStringLiteral("the real host needs root (systemd-nspawn boots it)");
    if (!QFileInfo(QString::fromLatin1(NspawnPath)).isExecutable())
        return QStringLiteral(
            "systemd-nspawn is not installed (package systemd-container; .ci/install-deps --tests)");
    for (const char *tool : { "ssh", "ssh-keygen" }) {
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            return QStringLiteral("%1 is not installed (openssh-client)").arg(QString::fromLatin1(tool));
    }
    const QString root = rootPath();
    if (!QFileInfo(root + QStringLiteral("/usr/bin/llama-server")).isExecutable())
        return QStringLiteral("the real host's root is not prepared (%1 is missing): run %2/prepare as root")
            .arg(root, realhostSourceDir());
    return {};
}

RealHost::RealHost(const Options &options)
    : m_options(options)
{
    m_machine = QStringLiteral("ic-realhost-%1-%2").arg(::getpid()).arg(machineCounter.fetch_add(1));
    // IC_REALHOST_KEEP=1 keeps the keys, the client config and the console log for a look after.
    if (qEnvironmentVariable("IC_REALHOST_KEEP") == QLatin1String("1"))
        m_dir.setAutoRemove(false);
}

RealHost::~RealHost()
{
    stop();
}

QString RealHost::fail(const QString &what) const
{
    return what + QStringLiteral("\n--- the container's console (%1), last lines:\n").arg(consoleLogPath())
        + QString::fromUtf8(consoleLogTail());
}

QByteArray RealHost::consoleLogTail(int lines) const
{
    const QList<QByteArray> all = readFile(consoleLogPath()).split('\n');
    return all.mid(qMax(0, int(all.size()) - lines)).join('\n');
}

HostDefinition RealHost::definition() const
{
    HostDefinition h;
    h.name = hostAlias();
    h.target = hostAlias();
    h.unit = unitName();
    h.apiPort = m_apiPort;
    h.engine = QStringLiteral("llama.cpp");
    h.privilegePrefix.clear();
    return h;
}

QString RealHost::writeFiles()
{
    QString error;
    const QString d = m_dir.path();
    QDir().mkpath(clientDir());
    const auto keygen = [](const QString &file) {
        return runTool(QStringLiteral("ssh-keygen"),
                       { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                         QStringLiteral("-N"), QString(), QStringLiteral("-C"), QStringLiteral("realhost"),
                         QStringLiteral("-f"), file });
    };
    if (!keygen(d + QStringLiteral("/ssh_host_ed25519_key")) || !keygen(userKey()))
        return QStringLiteral("ssh-keygen could not make the host and user keys in %1").arg(d);

    // sshd: the port of this boot, the user key authorised for root.
    if (!writeFile(d + QStringLiteral("/sshd-port.conf"),
                   QStringLiteral("Port %1\nListenAddress 127.0.0.1\n").arg(m_sshPort).toUtf8(),
                   QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther, &error)
        || !writeFile(d + QStringLiteral("/authorized_keys"), readFile(userKey() + QStringLiteral(".pub")),
                      QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther, &error))
        return error;

    // The client: its config names the host, its known_hosts holds this boot's host key.
    const QList<QByteArray> hostKey = readFile(d + QStringLiteral("/ssh_host_ed25519_key.pub")).split(' ');
    if (hostKey.size() < 2)
        return QStringLiteral("ssh-keygen wrote no host public key in %1").arg(d);
    const QByteArray known = "[127.0.0.1]:" + QByteArray::number(m_sshPort) + ' ' + hostKey.at(0) + ' '
        + hostKey.at(1).trimmed() + '\n';
    const QString config = QStringLiteral("Host %1\n"
                                          "  HostName 127.0.0.1\n"
                                          "  Port %2\n"
                                          "  User root\n"
                                          "  IdentityFile %3\n"
                                          "  IdentitiesOnly yes\n"
                                          "  UserKnownHostsFile %4\n"
                                          "  StrictHostKeyChecking yes\n"
                                          "  BatchMode yes\n"
                                          "  ConnectTimeout 10\n"
                                          "  LogLevel ERROR\n")
                               .arg(hostAlias())
                               .arg(m_sshPort)
                               .arg(userKey(), knownHosts());
    if (!writeFile(knownHosts(), known, QFile::ReadOwner | QFile::WriteOwner, &error)
        || !writeFile(clientConfig(), config.toUtf8(), QFile::ReadOwner | QFile::WriteOwner, &error))
        return error;

    // The engine: this boot's ExecStart (port, model, arguments) and Restart= in a drop-in,
    // the EnvironmentFile as the options give it.
    QStringList exec { QStringLiteral("/usr/bin/llama-server"),
                       QStringLiteral("-m"),
                       m_options.model,
                       QStringLiteral("--host"),
                       QStringLiteral("127.0.0.1"),
                       QStringLiteral("--port"),
                       QString::number(m_apiPort) };
    exec += m_options.engineArguments;
    exec += m_options.extraEngineArguments;
    QStringList words;
    for (const QString &w : std::as_const(exec))
        words.append(unitWord(w));
    QByteArray dropIn = "# Written by the test fixture (tests/support/RealHost) for this boot.\n[Service]\n"
                        "ExecStart=\nExecStart="
        + words.join(QLatin1Char(' ')).toUtf8() + "\nRestart=" + m_options.restart.toUtf8() + '\n';
    dropIn += m_options.serviceLines;
    if (!dropIn.endsWith('\n'))
        dropIn += '\n';
    if (!writeFile(d + QStringLiteral("/10-realhost.conf"), dropIn,
                   QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther, &error)
        || !writeFile(d + QStringLiteral("/llama-server.env"), m_options.environment,
                      QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther, &error))
        return error;
    return {};
}

QString RealHost::start(int deadlineMs)
{
    if (isRunning())
        return QStringLiteral("the real host %1 is already running").arg(m_machine);
    const QString unavailable = unavailableReason();
    if (!unavailable.isEmpty())
        return unavailable;
    if (!m_dir.isValid())
        return QStringLiteral("no temporary directory for the real host: %1").arg(m_dir.errorString());
    QElapsedTimer clock;
    clock.start();
    m_sshPort = freeLoopbackPort();
    m_apiPort = m_options.apiPort ? m_options.apiPort : freeLoopbackPort();
    while (m_apiPort == m_sshPort && m_options.apiPort == 0)
        m_apiPort = freeLoopbackPort();
    if (m_sshPort == 0 || m_apiPort == 0)
        return QStringLiteral("no free loopback port for the real host's sshd and API");
    const QString filesError = writeFiles();
    if (!filesError.isEmpty())
        return filesError;

    const QString d = m_dir.path();
    const auto bind = [&d](const QString &file, const QString &inside) {
        return QStringLiteral("--bind-ro=%1/%2:%3").arg(d, file, inside);
    };
    QStringList args {
        QStringLiteral("--quiet"),
        QStringLiteral("--directory=") + rootPath(),
        QStringLiteral("--boot"),
        QStringLiteral("--register=no"),
        QStringLiteral("--keep-unit"),
        QStringLiteral("--volatile=overlay"),
        QStringLiteral("--machine=") + m_machine,
        QStringLiteral("--console=read-only"),
        bind(QStringLiteral("sshd-port.conf"), QStringLiteral("/etc/ssh/sshd_config.d/00-port.conf")),
        bind(QStringLiteral("ssh_host_ed25519_key"),
             QStringLiteral("/etc/ssh/realhost/ssh_host_ed25519_key")),
        bind(QStringLiteral("ssh_host_ed25519_key.pub"),
             QStringLiteral("/etc/ssh/realhost/ssh_host_ed25519_key.pub")),
        bind(QStringLiteral("authorized_keys"), QStringLiteral("/etc/ssh/realhost/authorized_keys")),
        bind(QStringLiteral("10-realhost.conf"),
             QStringLiteral("/etc/systemd/system/llama-server.service.d/10-realhost.conf")),
        bind(QStringLiteral("llama-server.env"), QStringLiteral("/etc/default/llama-server"))
    };
    // Arguments after the directory go to the container's systemd.
    if (!m_options.startEngineAtBoot)
        args << QStringLiteral("systemd.unit=realhost-idle.target");

    m_nspawn = std::make_unique<QProcess>();
    m_nspawn->setProgram(QString::fromLatin1(NspawnPath));
    m_nspawn->setArguments(args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SYSTEMD_NSPAWN_UNIFIED_HIERARCHY"), QStringLiteral("1"));
    m_nspawn->setProcessEnvironment(env);
    m_nspawn->setProcessChannelMode(QProcess::MergedChannels);
    m_nspawn->setStandardInputFile(QProcess::nullDevice());
    m_nspawn->setStandardOutputFile(consoleLogPath());
    // A test that dies (crash, timeout) powers the container off too: systemd-nspawn shuts it
    // down in order on SIGTERM.
    m_nspawn->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    m_nspawn->start();
    if (!m_nspawn->waitForStarted(10000))
        return QStringLiteral("systemd-nspawn did not start: %1").arg(m_nspawn->errorString());

    const auto remaining = [&] { return qMax<qint64>(0, deadlineMs - clock.elapsed()); };
    const auto exited = [&] { return m_nspawn->state() == QProcess::NotRunning; };

    // sshd: first its banner on the port, then a login with the user key.
    bool banner = false;
    while (!banner && remaining() > 0 && !exited()) {
        QTcpSocket s;
        s.connectToHost(QStringLiteral("127.0.0.1"), m_sshPort);
        if (s.waitForConnected(500) && s.waitForReadyRead(int(qMin<qint64>(2000, remaining()))))
            banner = s.readAll().startsWith("SSH-");
        if (!banner)
            QThread::msleep(100);
    }
    if (exited())
        return fail(QStringLiteral("systemd-nspawn exited (code %1) before sshd answered on port %2")
                        .arg(m_nspawn->exitCode())
                        .arg(m_sshPort));
    if (!banner)
        return fail(QStringLiteral("the real host's sshd did not answer on 127.0.0.1:%1 within %2 ms")
                        .arg(m_sshPort)
                        .arg(deadlineMs));
    QByteArray sshError;
    int code = -1;
    while (remaining() > 0 && !exited()) {
        run(QStringLiteral("true"), &code, int(qMin<qint64>(10000, remaining())), &sshError);
        if (code == 0)
            break;
        QThread::msleep(100);
    }
    if (code != 0)
        return fail(QStringLiteral("ssh -F %1 %2 did not log in within %3 ms: %4")
                        .arg(clientConfig(), hostAlias())
                        .arg(deadlineMs)
                        .arg(QString::fromUtf8(sshError.trimmed())));
    m_bootToSshMs = clock.elapsed();

    if (m_options.startEngineAtBoot && m_options.waitUntilServing) {
        if (!waitUntilServing(int(remaining())))
            return fail(QStringLiteral("llama-server did not answer /health with 200 on %1 within %2 ms; its "
                                       "journal:\n%3")
                            .arg(apiBase())
                            .arg(deadlineMs)
                            .arg(QString::fromUtf8(
                                run(QStringLiteral("journalctl -u llama-server -n 20 --no-pager -o cat")))));
        m_bootToServingMs = clock.elapsed();
    }
    return {};
}

bool RealHost::isRunning() const
{
    return m_nspawn && m_nspawn->state() != QProcess::NotRunning;
}

QString RealHost::stop(int deadlineMs)
{
    if (!m_nspawn)
        return {};
    if (isEngineLoopFrozen())
        thawEngineLoop();
    QString result;
    QElapsedTimer clock;
    clock.start();
    if (isRunning()) {
        const qint64 leader = leaderHostPid();
        m_nspawn->terminate(); // SIGTERM: systemd-nspawn asks the container's systemd to power off
        if (!m_nspawn->waitForFinished(deadlineMs)) {
            result = QStringLiteral("the real host %1 did not power off within %2 ms: killed")
                         .arg(m_machine)
                         .arg(deadlineMs);
            // The container's PID 1 first: its whole PID namespace goes with it.
            if (leader > 1)
                ::kill(pid_t(leader), SIGKILL);
            if (!m_nspawn->waitForFinished(5000)) {
                m_nspawn->kill();
                m_nspawn->waitForFinished(5000);
            }
        }
    }
    m_shutdownMs = clock.elapsed();
    m_nspawn.reset();
    return result;
}

QByteArray RealHost::run(const QString &shellCommand, int *exitCode, int deadlineMs, QByteArray *err) const
{
    QProcess ssh;
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.start(QStringLiteral("ssh"),
              { QStringLiteral("-F"), clientConfig(), hostAlias(), QStringLiteral("--"), shellCommand });
    int code = -1;
    if (!ssh.waitForFinished(deadlineMs)) {
        ssh.kill();
        ssh.waitForFinished(5000);
    } else if (ssh.exitStatus() == QProcess::NormalExit) {
        code = ssh.exitCode();
    }
    if (exitCode)
        *exitCode = code;
    if (err)
        *err = ssh.readAllStandardError();
    return ssh.readAllStandardOutput();
}

int RealHost::httpStatus(const QString &path, int timeoutMs, QByteArray *body) const
{
    QElapsedTimer clock;
    clock.start();
    QTcpSocket s;
    s.connectToHost(QStringLiteral("127.0.0.1"), m_apiPort);
    if (!s.waitForConnected(timeoutMs))
        return 0;
    s.write("GET " + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(m_apiPort)
            + "\r\nConnection: close\r\n\r\n");
    QByteArray answer;
    while (clock.elapsed() < timeoutMs) {
        if (s.waitForReadyRead(int(qMax<qint64>(1, timeoutMs - clock.elapsed()))))
            answer += s.readAll();
        else if (s.state() != QAbstractSocket::ConnectedState)
            break;
    }
    answer += s.readAll();
    // HTTP/1.1 200 OK
    if (!answer.startsWith("HTTP/"))
        return 0;
    const qsizetype headerEnd = answer.indexOf("\r\n\r\n");
    if (body)
        *body = headerEnd < 0 ? QByteArray() : answer.mid(headerEnd + 4);
    return answer.mid(answer.indexOf(' ') + 1, 3).toInt();
}

bool RealHost::waitUntilServing(int deadlineMs) const
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < deadlineMs) {
        if (httpStatus(QStringLiteral("/health"), 1000) == 200)
            return true;
        if (!isRunning())
            return false;
        QThread::msleep(100);
    }
    return false;
}

qint64 RealHost::leaderHostPid() const
{
    if (!isRunning())
        return 0;
    for (const pid_t p : descendants(pid_t(m_nspawn->processId()))) {
        const QList<qint64> ids = nsPids(p);
        if (ids.size() >= 2 && ids.last() == 1)
            return p;
    }
    return 0;
}

qint64 RealHost::engineHostPid() const
{
    int code = -1;
    const qint64 inside = run(QStringLiteral("systemctl show -p MainPID --value %1").arg(unitName()), &code)
                              .trimmed()
                              .toLongLong();
    if (code != 0 || inside <= 0 || !isRunning())
        return -1;
    for (const pid_t p : descendants(pid_t(m_nspawn->processId()))) {
        const QList<qint64> ids = nsPids(p);
        if (ids.size() >= 2 && ids.last() == inside)
            return p;
    }
    return -1;
}

bool RealHost::freezeEngineLoop()
{
    if (isEngineLoopFrozen())
        return true;
    const qint64 pid = engineHostPid();
    if (pid <= 0) {
        m_error = QStringLiteral("llama-server is not running on the real host: nothing to freeze");
        return false;
    }
    m_freezer = std::make_unique<QProcess>();
    m_freezer->setProcessChannelMode(QProcess::SeparateChannels);
    m_freezer->start(QStringLiteral(IC_FREEZE_THREAD_PATH), { QString::number(pid) });
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains("frozen\n") && clock.elapsed() < 10000
           && m_freezer->state() != QProcess::NotRunning) {
        m_freezer->waitForReadyRead(200);
        out += m_freezer->readAllStandardOutput();
    }
    if (!out.contains("frozen\n")) {
        m_error = QStringLiteral("%1 %2 did not stop the engine's main thread within 10 s: %3")
                      .arg(QStringLiteral(IC_FREEZE_THREAD_PATH))
                      .arg(pid)
                      .arg(QString::fromUtf8(m_freezer->readAllStandardError().trimmed()));
        m_freezer->kill();
        m_freezer->waitForFinished(5000);
        m_freezer.reset();
        return false;
    }
    return true;
}

bool RealHost::thawEngineLoop()
{
    if (!m_freezer)
        return true;
    m_freezer->closeWriteChannel(); // the helper detaches when its stdin closes
    bool ok = m_freezer->waitForFinished(10000);
    if (!ok) {
        m_error = QStringLiteral("ic-freeze-thread did not detach within 10 s: killed (which detaches too)");
        m_freezer->kill();
        m_freezer->waitForFinished(5000);
    } else if (m_freezer->exitStatus() != QProcess::NormalExit || m_freezer->exitCode() != 0) {
        m_error = QStringLiteral("ic-freeze-thread ended with %1: %2")
                      .arg(m_freezer->exitCode())
                      .arg(QString::fromUtf8(m_freezer->readAllStandardError().trimmed()));
        ok = false;
    }
    m_freezer.reset();
    return ok;
}

bool RealHost::isEngineLoopFrozen() const
{
    return m_freezer && m_freezer->state() != QProcess::NotRunning;
}

bool RealHost::damageModel(ModelDamage damage)
{
    const QString model = m_options.model;
    const QString command = damage == ModelDamage::Missing
        ? QStringLiteral("rm -f -- '%1'").arg(model)
        : QStringLiteral("truncate -s $(( $(stat -c %s -- '%1') / 3 )) -- '%1'").arg(model);
    int code = -1;
    QByteArray err;
    run(command, &code, 20000, &err);
    if (code != 0) {
        m_error = QStringLiteral("`%1` on the real host failed (%2): %3")
                      .arg(command)
                      .arg(code)
                      .arg(QString::fromUtf8(err.trimmed()));
        return false;
    }
    return true;
}

} // namespace ic::testsupport
