// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ChartTimeWindow.h"

#include <cmath>

namespace ic {

bool ChartTimeWindow::setWindowSeconds(int seconds)
{
    if (seconds != 300 && seconds != 3600 && seconds != 86400)
        return false;
    if (seconds == m_windowSeconds)
        return false;
    m_windowSeconds = seconds;
    m_spanMs = 0; // a chosen window ends any zoom; a paused end stays where it is
    return true;
}

bool ChartTimeWindow::zoom(double factor, qint64 anchorMsecs)
{
    constexpr qint64 MinSpan = 30'000;
    constexpr qint64 MaxSpan = 86'400'000;
    const qint64 oldSpan = spanMs();
    const qint64 span = std::clamp<qint64>(qint64(double(oldSpan) * factor), MinSpan, MaxSpan);
    if (span == oldSpan)
        return false;
    if (isLive() || anchorMsecs <= 0) {
        m_spanMs = span; // anchored at the right edge: live stays live
        return true;
    }
    // In wall-clock time, which is what the window is kept in.
    const qint64 oldWall = wallSpanMs();
    const qint64 from = m_endTime - oldWall;
    const double fraction = std::clamp(double(anchorMsecs - from) / double(oldWall), 0.0, 1.0);
    m_spanMs = span;
    const qint64 newFrom = anchorMsecs - qint64(fraction * double(wallSpanMs()));
    m_endTime = newFrom + wallSpanMs();
    return true;
}

void ChartTimeWindow::goLive()
{
    m_spanMs = 0;
    m_endTime = 0;
}

void ChartTimeWindow::setClock(qint64 originMs, double scale)
{
    m_clockOrigin = originMs;
    m_clockScale = scale > 0 ? scale : 1;
}

qint64 ChartTimeWindow::toDisplay(qint64 wallMs) const
{
    if (m_clockScale == 1)
        return wallMs;
    return m_clockOrigin + qint64(std::llround(double(wallMs - m_clockOrigin) * m_clockScale));
}

qint64 ChartTimeWindow::toWall(qint64 displayMs) const
{
    if (m_clockScale == 1)
        return displayMs;
    return m_clockOrigin + qint64(std::llround(double(displayMs - m_clockOrigin) / m_clockScale));
}

} // namespace ic
