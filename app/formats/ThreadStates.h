// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One line of `/proc/PID/task/TID/stat` (proc(5)): the thread's id, its name, its state and
/// the CPU time it has used (utime + stime, in clock ticks).
struct ThreadState {
    qint64 tid = 0;
    QString name; ///< comm: up to 15 bytes, may hold spaces and parentheses
    char state = '?'; ///< R, S, D, Z, T, t, X, I … (proc(5) field 3)
    qint64 cpuTicks = -1;
};

struct ThreadStates {
    QList<ThreadState> threads; ///< in the order read
    int badLines = 0;
    QString error; ///< empty when every non-blank line parsed; otherwise one sentence
    const ThreadState *thread(qint64 tid) const;
};

/// Parses `cat /proc/PID/task/*/stat`: one line a thread. Never throws; a line that is not a
/// stat line is counted in badLines and named in error, the others are kept.
ThreadStates parseThreadStates(QByteArrayView text);

/// "running", "sleeping", "disk sleep (uninterruptible)", "stopped", "tracing stop", "zombie" …
QString threadStateWord(char state);

/// A thread over two readings a known time apart.
struct ThreadActivity {
    ThreadState now;
    qint64 cpuTicksBetween = -1; ///< < 0: the thread was not there at the first reading
    bool isMain = false; ///< its id is the process's (the thread that runs main())
};

/// What each thread of `after` did since `before` (threads that ended are left out), the main
/// thread first, then the busiest.
QList<ThreadActivity> compareThreadStates(const ThreadStates &before, const ThreadStates &after, qint64 pid);

} // namespace ic
