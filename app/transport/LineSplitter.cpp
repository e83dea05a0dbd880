// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LineSplitter.h"

namespace ic {

QList<QByteArray> LineSplitter::takeLines()
{
    QList<QByteArray> lines;
    qsizetype pos = m_start;
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', pos);
        if (nl < 0)
            break;
        lines.append(m_buffer.mid(pos, nl - pos));
        pos = nl + 1;
    }
    while (m_buffer.size() - pos > m_maxLine) {
        lines.append(m_buffer.mid(pos, m_maxLine));
        pos += m_maxLine;
    }
    m_start = pos;
    if (m_start > 0 && (m_start == m_buffer.size() || m_start > 64 * 1024)) {
        m_buffer.remove(0, m_start);
        m_start = 0;
    }
    return lines;
}

QList<QByteArray> LineSplitter::takeRest()
{
    QList<QByteArray> lines = takeLines();
    if (m_buffer.size() > m_start)
        lines.append(m_buffer.mid(m_start));
    m_buffer.clear();
    m_start = 0;
    return lines;
}

} // namespace ic
