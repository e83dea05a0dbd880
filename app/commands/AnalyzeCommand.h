// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "Command.h"

#include <QString>
#include <QTextStream>

namespace ic::cli {

/// A file without a line break in its first this many bytes is not a log.
constexpr qint64 kNotALogBytes = 16LL << 20;

/// `inference-console analyze FILE|- [--json]`: reads the file (or standard input, a FIFO) as a
/// stream through ic::LogStreamAnalyzer and prints its report to `out`. ExitOk on success;
/// ExitCouldNotRun, with the reason on `err`, when it cannot be read, is a directory, is empty
/// or is not a log (no line break in the first kNotALogBytes).
ExitCode runAnalyze(const QString &path, bool json, QTextStream &out, QTextStream &err);

} // namespace ic::cli
