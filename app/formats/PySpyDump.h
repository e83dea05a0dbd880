// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace ic {

/// One frame as `py-spy dump` prints it: `    capture_model (vllm/v1/worker/gpu_model_runner.py:3684)`
/// (Python), `    pthread_cond_wait (libc.so.6)` or `    0x7caaa50b1a9b (?)` (native, with --native).
struct PySpyFrame {
    QString function;
    QString file; ///< the path as printed (py-spy shortens it to the package path), or the library
    int line = -1; ///< -1 for native frames and frames without a line
    bool native = false; ///< no `file:line`, a shared library or `?`
    QString text() const; ///< "function (file:line)" as printed
};

struct PySpyThread {
    QString id; ///< "4085279" or "0x7F4AA36D9700" (older py-spy), empty when not printed
    QString state; ///< "idle", "active", "active+gil", "gil", …
    QString name; ///< "MainThread", "Thread-1 (_read_thread)", …
    QList<PySpyFrame> frames; ///< innermost first, as printed
    bool isIdle() const { return state == QLatin1String("idle"); }
};

struct PySpyProcess {
    qint64 pid = 0; ///< 0 when the dump had no `Process N:` line
    QString command; ///< the command line py-spy printed, secrets redacted (formats/SecretText.h)
    QString python; ///< "3.12.3"
    QList<PySpyThread> threads;
};

/// `py-spy dump --pid N` output (py-spy 0.3 and 0.4; several dumps in a row are several processes).
struct PySpyDump {
    QList<PySpyProcess> processes;
    int badLines = 0; ///< lines that are none of process, python, thread or frame
    QString error; ///< empty when at least one thread was read; otherwise one sentence
    bool hasThreads() const;
};

/// Parses the whole output. Never throws; at most 4096 processes, 4096 threads a process and
/// 512 frames a thread are kept (the rest are counted as bad lines). Frames printed deeper than
/// the thread's first frame (`--locals`: `Arguments:`, `Locals:` and their values) are skipped.
PySpyDump parsePySpyDump(QByteArrayView text);

} // namespace ic
