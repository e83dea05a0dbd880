// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Running a built executable (the console, the simulated host, a helper) as a user runs it:
// arguments, environment, optional standard input, a deadline, and everything it printed.
// The event loop keeps running while the program runs, so a server living in the test's own
// thread (ScriptedHttpServer, MisbehavingHttpServer) still answers it.

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ic::testsupport {

/// The console and the simulated host as this build made them.
QString consolePath();
QString simhostPath();

struct RunOptions {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    std::optional<QByteArray> input; ///< written to standard input, which is then closed; unset: left open
    int deadlineMs = 60000; ///< the program is killed after this and the result says so
    QString workingDirectory;
    /// Called once the program has started (and its input is written), with its pid: a test
    /// can wait here (running the event loop) and signal the program as a user would.
    std::function<void(qint64 pid)> whileRunning;
};

struct RunResult {
    QString command; ///< program and arguments, for messages
    bool started = false;
    bool timedOut = false;
    bool crashed = false; ///< ended by a signal (after a timeout too)
    int exitCode = -1; ///< -1 unless it exited normally
    QByteArray out;
    QByteArray err;
    int deadlineMs = 0;

    bool exitedNormally() const { return started && !timedOut && !crashed; }
    /// Empty when the program ran to its end; otherwise why not, with what it printed so far.
    QString failure() const;
    /// Everything a failed assertion should show: the command, how it ended, stderr.
    QByteArray describe() const;
};

RunResult runBinary(const QString &program, const QStringList &arguments, const RunOptions &options = {});

/// The system environment without a display (DISPLAY, WAYLAND_DISPLAY, QT_QPA_PLATFORM) and,
/// unless `keepNoColor`, without NO_COLOR: the binary decides colour from the terminal alone.
QProcessEnvironment headlessEnvironment(bool keepNoColor = false);
/// HOME, XDG_CONFIG_HOME (home/.config) and XDG_DATA_HOME (home/.local/share) pointed at `home`.
void setHome(QProcessEnvironment &environment, const QString &home);

/// A port that was free on 127.0.0.1 a moment ago (0 when none could be bound).
quint16 freeLoopbackPort();

/// Nothing a terminal acts on: no ESC, no C0 control but line feed and tab, no C1 control.
bool terminalSafe(const QByteArray &bytes);

} // namespace ic::testsupport
