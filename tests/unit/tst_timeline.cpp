// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/Timeline.h"

#include <QSignalSpy>
#include <QTest>

using namespace ic;

class TestTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rangeQuery_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("all") << qint64(0) << qint64(10000) << QList<qint64> { 1000, 2000, 2000, 5000 };
        QTest::newRow("inclusive bounds")
            << qint64(2000) << qint64(5000) << QList<qint64> { 2000, 2000, 5000 };
        QTest::newRow("between events") << qint64(2001) << qint64(4999) << QList<qint64> {};
        QTest::newRow("before all") << qint64(0) << qint64(999) << QList<qint64> {};
        QTest::newRow("after all") << qint64(5001) << qint64(9000) << QList<qint64> {};
        QTest::newRow("reversed range") << qint64(5000) << qint64(1000) << QList<qint64> {};
        QTest::newRow("single point") << qint64(1000) << qint64(1000) << QList<qint64> { 1000 };
    }
    void rangeQuery()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QFETCH(QList<qint64>, expected);
        Timeline t;
        // Out of order on purpose: two monitors report late.
        t.add(5000, TimelineEventKind::Ready, QStringLiteral("ready"));
        t.add(1000, TimelineEventKind::Restart, QStringLiteral("restart"));
        t.add(2000, TimelineEventKind::Phase, QStringLiteral("loading weights"));
        t.add(2000, TimelineEventKind::Phase, QStringLiteral("compiling"));
        QList<qint64> got;
        for (const TimelineEvent &e : t.events(from, to))
            got << e.msecs;
        QCOMPARE(got, expected);
    }

    void equalTimesKeepArrivalOrder()
    {
        Timeline t;
        t.add(2000, TimelineEventKind::Phase, QStringLiteral("first"));
        t.add(2000, TimelineEventKind::Phase, QStringLiteral("second"));
        const auto ev = t.events(0, 3000);
        QCOMPARE(ev.size(), 2);
        QCOMPARE(ev[0].text, QStringLiteral("first"));
        QCOMPARE(ev[1].text, QStringLiteral("second"));
    }

    void signalCarriesEvent()
    {
        Timeline t;
        QSignalSpy spy(&t, &Timeline::eventAdded);
        const TimelineEvent e { 42, TimelineEventKind::Crash, QStringLiteral("CUDA out of memory") };
        t.add(e);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).value<TimelineEvent>(), e);
    }

    void capacityDropsOldest()
    {
        Timeline t(nullptr, 3);
        for (int i = 0; i < 5; ++i)
            t.add(i * 1000, TimelineEventKind::Stall, QString::number(i));
        QCOMPARE(t.size(), 3);
        const auto ev = t.events(0, 10000);
        QCOMPARE(ev.first().text, QStringLiteral("2"));
        QCOMPARE(ev.last().text, QStringLiteral("4"));
    }

    void clearEmpties()
    {
        Timeline t;
        QSignalSpy spy(&t, &Timeline::cleared);
        t.add(1, TimelineEventKind::Stop, QString());
        t.clear();
        QCOMPARE(spy.size(), 1);
        QVERIFY(t.events(0, 100).isEmpty());
    }

    void kindNames()
    {
        QCOMPARE(Timeline::kindName(TimelineEventKind::Restart), QStringLiteral("restart"));
        QCOMPARE(Timeline::kindName(TimelineEventKind::Crash), QStringLiteral("crash"));
        QVERIFY(!Timeline::kindName(TimelineEventKind::Stall).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
