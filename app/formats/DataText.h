// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace ic {

/// A user-visible string from a data file (a phase title, a validation step's title, a
/// known-harmless warning's reason, a crash's next step) in the user interface's language.
/// The data files stay English; cmake/DataStrings.cmake lists their strings for lupdate in
/// DataStrings.cpp, under the context "ic::data". Unknown text comes back unchanged.
QString dataText(const QString &english);

/// A systemd unit state word (ActiveState, SubState or LoadState: "active", "activating",
/// "failed", "auto-restart", "not-found", …) in the user interface's language; a word systemd
/// adds later comes back as it is.
QString serviceStateText(const QString &state);

/// The data files' strings, as written into DataStrings.cpp (for lupdate and the tests).
extern const char *const kDataStrings[];
extern const qsizetype kDataStringCount;

} // namespace ic
