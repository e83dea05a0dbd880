// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Timeline.h"

#include <algorithm>

namespace ic {

Timeline::Timeline(QObject *parent, int capacity)
    : QObject(parent)
    , m_capacity(std::max(1, capacity))
{
}

void Timeline::add(const TimelineEvent &event)
{
    // upper_bound keeps events with equal times in arrival order.
    auto it = std::upper_bound(m_events.begin(), m_events.end(), event.msecs,
                               [](qint64 t, const TimelineEvent &e) { return t < e.msecs; });
    m_events.insert(it, event);
    if (m_events.size() > m_capacity)
        m_events.remove(0, m_events.size() - m_capacity);
    Q_EMIT eventAdded(event);
}

void Timeline::add(qint64 msecs, TimelineEventKind kind, const QString &text)
{
    add(TimelineEvent { msecs, kind, text });
}

QList<TimelineEvent> Timeline::events(qint64 fromMsecs, qint64 toMsecs) const
{
    if (toMsecs < fromMsecs)
        return {};
    auto first = std::lower_bound(m_events.cbegin(), m_events.cend(), fromMsecs,
                                  [](const TimelineEvent &e, qint64 t) { return e.msecs < t; });
    auto last = std::upper_bound(first, m_events.cend(), toMsecs,
                                 [](qint64 t, const TimelineEvent &e) { return t < e.msecs; });
    return QList<TimelineEvent>(first, last);
}

void Timeline::clear()
{
    m_events.clear();
    Q_EMIT cleared();
}

QString Timeline::kindName(TimelineEventKind kind)
{
    switch (kind) {
    case TimelineEventKind::Restart:
        return tr("restart");
    case TimelineEventKind::Ready:
        return tr("ready");
    case TimelineEventKind::Crash:
        return tr("crash");
    case TimelineEventKind::Stop:
        return tr("stop");
    case TimelineEventKind::Phase:
        return tr("phase");
    case TimelineEventKind::Stall:
        return tr("stall");
    }
    return QString();
}

} // namespace ic
