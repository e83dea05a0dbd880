// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>

namespace ic {

/// What happened to the service at one moment, as drawn on the chart's time axis.
enum class TimelineEventKind { Restart, Ready, Crash, Stop, Phase, Stall };

struct TimelineEvent {
    qint64 msecs = 0;
    TimelineEventKind kind = TimelineEventKind::Phase;
    QString text;
    bool operator==(const TimelineEvent &o) const = default;
};

/// Service events of one host, kept in time order and bounded (the oldest go first).
class Timeline : public QObject {
    Q_OBJECT
public:
    explicit Timeline(QObject *parent = nullptr, int capacity = 10000);

    /// Events may arrive slightly out of order (two monitors); they are inserted in place.
    void add(const TimelineEvent &event);
    void add(qint64 msecs, TimelineEventKind kind, const QString &text);
    /// Events with from <= msecs <= to, oldest first.
    QList<TimelineEvent> events(qint64 fromMsecs, qint64 toMsecs) const;
    int size() const { return int(m_events.size()); }
    void clear();

    /// A short translated name for the kind ("restart", "ready", ...).
    static QString kindName(TimelineEventKind kind);

Q_SIGNALS:
    void eventAdded(const ic::TimelineEvent &event);
    void cleared();

private:
    QList<TimelineEvent> m_events;
    int m_capacity;
};

} // namespace ic

Q_DECLARE_METATYPE(ic::TimelineEvent)
