// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// A real OpenSSH server on a free loopback port, for tests and benchmarks (resources/reference §8):
// generated host and user keys in a temporary directory, plus a client ssh dir whose config
// names the server "testhost" and an empty known_hosts. Tests that need it skip cleanly where sshd is
// missing:
//   IC_SKIP_WITHOUT_SSHD();   // in initTestCase() or the test function

#include "RunBinary.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <sys/types.h>

class QProcess;

namespace ic::testsupport {

/// Runs a tool to its end (at most `deadlineMs`); true when it exited 0.
bool runTool(const QString &program, const QStringList &args, QByteArray *out = nullptr,
             int deadlineMs = 20000);
/// The account the tests run as: a non-root sshd lets only that user log in.
QString currentUser();
/// Pids of every descendant of `root` (found by scanning /proc).
QList<pid_t> descendants(pid_t root);
/// The command line of `pid`, arguments separated by spaces.
QByteArray cmdline(pid_t pid);

class LoopbackSshd {
public:
    static constexpr const char *SshdPath = "/usr/sbin/sshd";
    /// Empty when a loopback sshd can run here; otherwise why not (for QSKIP).
    static QString unavailableReason();

    /// `extraSshdConfig`: more sshd_config lines (e.g. a ForceCommand that makes logins slow).
    explicit LoopbackSshd(const QByteArray &extraSshdConfig = {});
    ~LoopbackSshd();
    LoopbackSshd(const LoopbackSshd &) = delete;
    LoopbackSshd &operator=(const LoopbackSshd &) = delete;

    /// The keys and configuration were written (ssh-keygen ran).
    bool isReady() const { return m_ok; }
    /// Why the last set-up or start() failed, empty when it did not.
    QString errorString() const { return m_error; }
    quint16 port() const { return m_port; }
    QString dir() const { return m_dir.path(); }
    QString clientDir() const { return m_dir.path() + QStringLiteral("/client"); }
    QString knownHosts() const { return clientDir() + QStringLiteral("/known_hosts"); }
    QString clientConfig() const { return clientDir() + QStringLiteral("/config"); }
    QString hostPublicKey() const { return m_dir.path() + QStringLiteral("/hk_ed25519.pub"); }
    QString userKey() const { return m_dir.path() + QStringLiteral("/id_ed25519"); }

    /// "Host testhost" pointing at this server, plus `extra` lines inside that block.
    void writeClientConfig(const QByteArray &extra) const;

    /// The host's public key line as known_hosts holds it: "type base64".
    QByteArray hostKeyEntry() const;
    QByteArray knownHostsName() const { return "[127.0.0.1]:" + QByteArray::number(m_port); }
    /// One known_hosts line for this server: "[127.0.0.1]:port type base64\n".
    QByteArray knownHostsLine() const { return knownHostsName() + ' ' + hostKeyEntry() + '\n'; }
    /// Replaces the client's known_hosts with this server's line; false (and errorString()) on failure.
    bool trust() const;

    /// The SHA256 fingerprint as ssh-keygen prints it.
    QString fingerprint() const;

    /// Starts sshd and waits (at most `deadlineMs`) until it accepts connections.
    /// False with errorString() saying why.
    bool start(int deadlineMs = 10000);

    /// A reinstalled host: a new host key (call while stopped).
    bool replaceHostKey();

    pid_t pid() const;

    /// The per-connection processes serving a logged-in session ("sshd: <user>@notty").
    QList<pid_t> sessionProcesses() const;

    /// Kills the listener and every sshd process serving a connection, like a host going down.
    /// The users' shells are left to notice the closed pipes: a SIGKILL in the middle of their
    /// start-up files could leave stale locks behind in the account.
    void stop();

private:
    QTemporaryDir m_dir;
    quint16 m_port = 0;
    bool m_ok = false;
    mutable QString m_error;
    std::unique_ptr<QProcess> m_sshd;
};

} // namespace ic::testsupport

/// Skips the current test (QSKIP) with the reason when no loopback sshd can run here.
#define IC_SKIP_WITHOUT_SSHD()                                                                               \
    do {                                                                                                     \
        const QString icSshdMissing = ::ic::testsupport::LoopbackSshd::unavailableReason();                  \
        if (!icSshdMissing.isEmpty())                                                                        \
            QSKIP(qPrintable(icSshdMissing));                                                                \
    } while (false)
