// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

#include <algorithm>

namespace ic {

/// The span of time a chart shows: its chosen length (5 min, 1 h or 24 h), a zoom within it,
/// where it ends (the current time while live, or a time paused at), and the clock it is shown
/// on. The span is kept in wall-clock time; the shown clock is the host's: display = origin +
/// (wall − origin) × scale (the simulated demo host runs its clock faster than the wall).
class ChartTimeWindow {
public:
    explicit ChartTimeWindow(int windowSeconds = 300)
        : m_windowSeconds(windowSeconds)
    {
    }

    int windowSeconds() const { return m_windowSeconds; }
    /// Chooses a length (300, 3600 or 86400) and ends any zoom; false when it is not one of them
    /// or already chosen.
    bool setWindowSeconds(int seconds);

    /// Where the window ends (0: at the current time, live).
    qint64 endTime() const { return m_endTime; }
    void setEndTime(qint64 msecs) { m_endTime = msecs; }
    bool isLive() const { return m_endTime == 0; }

    /// The visible span in milliseconds of the shown clock; starts as the window.
    qint64 spanMs() const { return m_spanMs > 0 ? m_spanMs : qint64(m_windowSeconds) * 1000; }
    /// The same span in wall-clock time: shorter when the shown clock runs faster.
    qint64 wallSpanMs() const { return std::max<qint64>(1000, qint64(double(spanMs()) / m_clockScale)); }
    /// Zooms by `factor` (< 1 in, the span kept between 30 s and a day) keeping `anchorMsecs`
    /// (wall clock) where it is; live stays live. False when the span does not change.
    bool zoom(double factor, qint64 anchorMsecs);
    /// Back to the chosen window's length, following the clock.
    void goLive();

    void setClock(qint64 originMs, double scale);
    qint64 toDisplay(qint64 wallMs) const;
    qint64 toWall(qint64 displayMs) const;

private:
    int m_windowSeconds = 300;
    qint64 m_endTime = 0;
    qint64 m_spanMs = 0; ///< 0: the window's length
    qint64 m_clockOrigin = 0;
    double m_clockScale = 1;
};

} // namespace ic
