// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/EngineLogLine.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>

namespace ic {

/// What a log line's bytes alone say about it, found before the log store keeps it (for a big
/// batch on two threads, one half each): the engine's level word, a carriage return (tqdm
/// updates glued together), a progress bar, the start of a Python traceback. Cheap byte checks:
/// this runs for every line.
struct LogLineTraits {
    LogLevel level = LogLevel::Unknown;
    bool carriageReturn = false;
    bool progress = false;
    bool tracebackStart = false;

    static LogLineTraits of(QByteArrayView bytes);
    /// A progress bar's description (its text before the percentage): the updates of one bar
    /// share it.
    static QByteArray progressKey(QByteArrayView bytes);
    /// The exception line that ends a traceback (`torch.OutOfMemoryError: …`), the engine's
    /// prefixes taken off.
    static bool isTerminalExceptionLine(QStringView text);
};

} // namespace ic
