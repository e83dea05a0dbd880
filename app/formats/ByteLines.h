// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>

namespace ic {

/// The lines of a tool's output, one at a time, without copying: split at '\n' (the last line
/// may lack one), each as it came ('\r' kept unless the caller chops it). For the parsers that
/// read a whole output line by line (ps, py-spy, nvidia-smi topo, the kernel log).
class ByteLines {
public:
    explicit ByteLines(QByteArrayView bytes)
        : m_bytes(bytes)
    {
    }
    /// The next line in `line`; false after the last.
    bool next(QByteArrayView *line)
    {
        if (m_start >= m_bytes.size())
            return false;
        qsizetype end = m_start;
        while (end < m_bytes.size() && m_bytes[end] != '\n')
            ++end;
        *line = m_bytes.sliced(m_start, end - m_start);
        m_start = end + 1;
        return true;
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_start = 0;
};

} // namespace ic
