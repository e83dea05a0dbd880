// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <cstdio>

namespace ic {

/// Text from a host, a log or a server is data: before it reaches a terminal every control
/// character and escape sequence is shown escaped (ESC as `\x1b`, so `\x1b[31m` stays
/// readable and inert), C1 controls and bidirectional overrides as `\u009b`, and invalid
/// UTF-8 as U+FFFD. Line feeds and tabs are kept when `keepLineBreaks` (a multi-line report),
/// escaped otherwise (one log line). Our own output passes through it unchanged.
QString printable(QStringView text, bool keepLineBreaks = true);
/// The same for bytes of unknown encoding: decoded as UTF-8 first.
QByteArray printable(QByteArrayView bytes, bool keepLineBreaks = true);

/// JSON for a terminal: QJsonDocument already escapes C0 controls; this also escapes DEL, C1
/// controls and bidirectional overrides, which JSON allows raw but some terminals act on.
QByteArray printableJson(QByteArrayView json);

/// Colour for our own output: only when `stream` is a terminal and NO_COLOR is unset or empty
/// (https://no-color.org).
bool colourWanted(std::FILE *stream);

} // namespace ic
