// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// A real host for the tests (tests/realhost/README.md): Debian unstable booted with
// systemd-nspawn on this machine, running systemd, journald, OpenSSH sshd and Debian's llama.cpp
// `llama-server` as llama-server.service with a tiny random-weight model. The container shares
// this machine's network: sshd and the API listen on two free loopback ports. The root is made
// once by tests/realhost/prepare and never changed: each boot writes to a tmpfs
// (--volatile=overlay), so a test may break the host as it likes.
//
//   IC_REALHOST_OR_SKIP();                 // skips where it cannot run; fails under CI=true
//   RealHost host;                         // one per test binary (initTestCase), not per function
//   const QString error = host.start();    // boots; waits for sshd and /health 200
//   QVERIFY2(error.isEmpty(), qPrintable(error));
//   host.run("systemctl is-active llama-server", &exitCode);   // a command on the host, over ssh
//   HostDefinition h = host.definition();  // the console reaches it: target "realhost" with
//   SshOptions{ .sshDir = host.clientDir(), .configFile = host.clientConfig() }
//
// Breaking the engine: damageModel() then run("systemctl restart llama-server"); the unit has
// Restart=no unless the options say otherwise, so it stays failed. freezeEngineLoop() stops the
// engine's main loop alone (prompts, /metrics and /slots hang, /health still answers 200).

#include "config/HostDefinition.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

class QProcess;

namespace ic::testsupport {

struct RealHostOptions {
    quint16 apiPort = 0; ///< 0: a free loopback port
    QString model = QStringLiteral("/models/tiny.gguf"); ///< or /models/tiny-think.gguf (a thinking template)
    /// llama-server's arguments after `-m MODEL --host 127.0.0.1 --port PORT`.
    QStringList engineArguments { QStringLiteral("-t"),           QStringLiteral("1"),
                                  QStringLiteral("-c"),           QStringLiteral("1024"),
                                  QStringLiteral("-np"),          QStringLiteral("2"),
                                  QStringLiteral("--metrics"),    QStringLiteral("--slots"),
                                  QStringLiteral("--log-prefix"), QStringLiteral("--log-timestamps") };
    QStringList extraEngineArguments; ///< appended (e.g. --reasoning-format deepseek)
    QString restart = QStringLiteral("no"); ///< the unit's Restart=
    QByteArray serviceLines; ///< more [Service] lines of the per-boot drop-in (e.g. "RestartSec=1\n")
    QByteArray environment; ///< /etc/default/llama-server, the unit's EnvironmentFile (LLAMA_ARG_…=…)
    /// Boot into multi-user.target (the enabled llama-server.service starts) or into
    /// realhost-idle.target (sshd and logind only; the unit stays enabled but inactive).
    bool startEngineAtBoot = true;
    /// start() waits until /health answers 200 (only when the engine starts at boot).
    bool waitUntilServing = true;
};

class RealHost {
public:
    using Options = RealHostOptions;
    static constexpr const char *NspawnPath = "/usr/bin/systemd-nspawn";

    /// Empty when a real host can boot here; otherwise why not (not root, no systemd-nspawn or
    /// ssh, the root not prepared: with the command that prepares it).
    static QString unavailableReason();
    /// The prepared root for this checkout's tests/realhost (IC_REALHOST_ROOT overrides it):
    /// ${IC_REALHOST_CACHE:-/var/cache/inference-console/realhost}/<key>/root, the key hashing
    /// tests/realhost as `tests/realhost/prepare --print-root` does.
    static QString rootPath();

    explicit RealHost(const Options &options = {});
    ~RealHost(); ///< stop()
    RealHost(const RealHost &) = delete;
    RealHost &operator=(const RealHost &) = delete;

    /// Boots the container and waits (all within `deadlineMs`) until sshd lets the user key in
    /// and, when asked, /health answers 200. Empty on success; otherwise a sentence saying which
    /// step did not happen, with the end of the console log.
    QString start(int deadlineMs = 60000);
    /// Powers the container off (SIGTERM to systemd-nspawn: the container's systemd shuts down
    /// in order) and waits at most `deadlineMs`; then kills it. Nothing stays running. Empty on
    /// a clean shutdown; otherwise what happened. Thaws a frozen engine first.
    QString stop(int deadlineMs = 30000);
    bool isRunning() const;

    quint16 sshPort() const { return m_sshPort; }
    quint16 apiPort() const { return m_apiPort; }
    QString apiBase() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_apiPort); }
    QString unitName() const { return QStringLiteral("llama-server.service"); }
    QString machineName() const { return m_machine; }
    const Options &options() const { return m_options; }

    QString dir() const { return m_dir.path(); }
    /// The client side: `config` (Host realhost → 127.0.0.1:sshPort, User root, the user key,
    /// this known_hosts, BatchMode), `known_hosts` with the host key of this boot, the user key.
    QString clientDir() const { return m_dir.path() + QStringLiteral("/client"); }
    QString clientConfig() const { return clientDir() + QStringLiteral("/config"); }
    QString knownHosts() const { return clientDir() + QStringLiteral("/known_hosts"); }
    QString userKey() const { return clientDir() + QStringLiteral("/id_ed25519"); }
    QString hostAlias() const { return QStringLiteral("realhost"); }
    /// The host as the console configures it: target "realhost" (the client config resolves
    /// it), unit llama-server.service, the API port, engine llamacpp, no sudo (root logs in).
    HostDefinition definition() const;

    /// The container's console (systemd's boot and shutdown messages), for failure messages.
    QString consoleLogPath() const { return m_dir.path() + QStringLiteral("/console.log"); }
    QByteArray consoleLogTail(int lines = 30) const;

    /// Runs `shellCommand` on the host as root through `ssh -F clientConfig() realhost` (what
    /// the console does; the remote shell is bash). Returns its stdout; `exitCode` gets its exit
    /// code, or -1 when ssh did not finish within `deadlineMs` (then it is killed). `err` gets
    /// its stderr.
    QByteArray run(const QString &shellCommand, int *exitCode = nullptr, int deadlineMs = 20000,
                   QByteArray *err = nullptr) const;

    /// The HTTP status of GET `path` on the API (0 when there was no answer within `timeoutMs`).
    int httpStatus(const QString &path, int timeoutMs = 2000, QByteArray *body = nullptr) const;
    /// Waits (at most `deadlineMs`) until /health answers 200.
    bool waitUntilServing(int deadlineMs = 30000) const;

    /// The container's PID 1 as this machine sees it (0 when not running).
    qint64 leaderHostPid() const;
    /// llama-server's main process (the unit's MainPID) as this machine sees it: the container
    /// has its own PID namespace, mapped through /proc/*/status NSpid. -1 when it does not run.
    qint64 engineHostPid() const;

    /// Stops only the engine's main loop (the thread whose TID is the engine's PID) with the
    /// ic-freeze-thread helper (ptrace seize and interrupt), until thawEngineLoop() or stop().
    /// /health keeps answering; prompts, /metrics and /slots hang. False with errorString().
    bool freezeEngineLoop();
    bool thawEngineLoop();
    bool isEngineLoopFrozen() const;

    enum class ModelDamage {
        Missing, ///< the model file deleted: "failed to open GGUF file … (No such file or directory)"
        Truncated, ///< cut to a third: "tensor '…' data is not within the file bounds"
    };
    /// Damages the configured model on the host (this boot only); the engine notices at its
    /// next start (`run("systemctl restart llama-server")`). False with errorString().
    bool damageModel(ModelDamage damage);

    /// Why the last freeze, thaw or damage failed.
    QString errorString() const { return m_error; }

    /// Milliseconds from starting systemd-nspawn to sshd letting the user in, to /health 200
    /// (-1 when not waited for), and the last stop()'s duration.
    qint64 bootToSshMs() const { return m_bootToSshMs; }
    qint64 bootToServingMs() const { return m_bootToServingMs; }
    qint64 shutdownMs() const { return m_shutdownMs; }

private:
    QString writeFiles();
    QString fail(const QString &what) const;

    Options m_options;
    QTemporaryDir m_dir;
    QString m_machine;
    quint16 m_sshPort = 0;
    quint16 m_apiPort = 0;
    std::unique_ptr<QProcess> m_nspawn;
    std::unique_ptr<QProcess> m_freezer;
    mutable QString m_error;
    qint64 m_bootToSshMs = -1;
    qint64 m_bootToServingMs = -1;
    qint64 m_shutdownMs = -1;
};

} // namespace ic::testsupport

/// Skips the current test (QSKIP) with the reason when no real host can boot here; under
/// CI=true fails it instead (QFAIL), so CI proves the real host on every run.
#define IC_REALHOST_OR_SKIP()                                                                                \
    do {                                                                                                     \
        const QString icRealHostMissing = ::ic::testsupport::RealHost::unavailableReason();                  \
        if (!icRealHostMissing.isEmpty()) {                                                                  \
            if (qEnvironmentVariable("CI") == QLatin1String("true"))                                         \
                QFAIL(qPrintable(QStringLiteral("CI=true needs the real host: ") + icRealHostMissing));      \
            QSKIP(qPrintable(icRealHostMissing));                                                            \
        }                                                                                                    \
    } while (false)
