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
/// The default bound, 1,000 events, holds about 60 start-ups with every phase, or the newest
/// 200 restarts of a crash loop, at roughly 170 bytes an event: about 170 KB a host at most
/// (256 hosts: about 45 MB); the chart draws no more than 64 of them in its window.
class Timeline : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultCapacity = 1000;
    explicit Timeline(QObject *parent = nullptr, int capacity = DefaultCapacity);

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
