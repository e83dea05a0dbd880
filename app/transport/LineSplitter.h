// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace ic {

/// Accumulates a byte stream and hands out complete '\n'-terminated lines in batches.
/// A line longer than `maxLineBytes` is cut there and handed out, so memory stays bounded.
class LineSplitter {
public:
    explicit LineSplitter(qsizetype maxLineBytes = 16 * 1024 * 1024)
        : m_maxLine(maxLineBytes)
    {
    }

    void append(const QByteArray &bytes) { m_buffer.append(bytes); }
    /// All complete lines so far, without their '\n'.
    QList<QByteArray> takeLines();
    /// Complete lines plus a final unterminated one (at end of stream).
    QList<QByteArray> takeRest();
    qsizetype pendingBytes() const { return m_buffer.size() - m_start; }

private:
    QByteArray m_buffer;
    qsizetype m_start = 0;
    qsizetype m_maxLine;
};

} // namespace ic
