// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/Sse.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace ic;

namespace {
QByteArray readFixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/sse/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

QStringList fixtureNames()
{
    return QDir(QStringLiteral(IC_FIXTURES_DIR "/sse")).entryList({ QStringLiteral("*.sse") }, QDir::Files);
}

/// data of each event; an event with an error is marked "!", a done event "DONE".
QByteArrayList summary(const QList<SseEvent> &events)
{
    QByteArrayList out;
    for (const SseEvent &e : events)
        out << (e.done ? QByteArray("DONE") : (e.isValid() ? QByteArray() : QByteArray("!")) + e.data);
    return out;
}
} // namespace

class TestSse : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void frames_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArrayList>("expected");

        QTest::newRow("empty") << QByteArray() << QByteArrayList {};
        QTest::newRow("whitespace") << QByteArray("   \n\t\n\n") << QByteArrayList {};
        QTest::newRow("blank lines only") << QByteArray("\n\n\r\n\r\r") << QByteArrayList {};
        QTest::newRow("data with space")
            << QByteArray("data: {\"a\":1}\n\n") << QByteArrayList { "{\"a\":1}" };
        QTest::newRow("data without space")
            << QByteArray("data:{\"a\":1}\n\n") << QByteArrayList { "{\"a\":1}" };
        QTest::newRow("only one space removed") << QByteArray("data:  x\n\n") << QByteArrayList { " x" };
        QTest::newRow("crlf") << QByteArray("data: a\r\n\r\ndata: b\r\n\r\n") << QByteArrayList { "a", "b" };
        QTest::newRow("cr only") << QByteArray("data: a\r\rdata: b\r\r") << QByteArrayList { "a", "b" };
        QTest::newRow("mixed line ends")
            << QByteArray("data: a\r\n\ndata: b\r\r\n") << QByteArrayList { "a", "b" };
        QTest::newRow("comments skipped")
            << QByteArray(": keep-alive\n\ndata: a\n: ping\n\n") << QByteArrayList { "a" };
        QTest::newRow("multi-line data")
            << QByteArray("data: one\ndata: two\ndata:three\n\n") << QByteArrayList { "one\ntwo\nthree" };
        QTest::newRow("event and id fields")
            << QByteArray("event: message\nid: 7\nretry: 10\ndata: x\n\n") << QByteArrayList { "x" };
        QTest::newRow("empty data field") << QByteArray("data\n\n") << QByteArrayList { "" };
        QTest::newRow("done") << QByteArray("data: a\n\ndata: [DONE]\n\n") << QByteArrayList { "a", "DONE" };
        QTest::newRow("done without blank line") << QByteArray("data: [DONE]") << QByteArrayList { "DONE" };
        QTest::newRow("unterminated frame kept")
            << QByteArray("data: a\n\ndata: {\"partial") << QByteArrayList { "a", "!{\"partial" };
        QTest::newRow("junk lines ignored")
            << QByteArray("HTTP/1.1 500\nnot a field\n\ndata: a\n\n") << QByteArrayList { "a" };
        QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe\x01garbage\n\x80\x81\n\n", 17)
                                     << QByteArrayList {};
        QTest::newRow("error text instead of events")
            << QByteArray("{\"error\":{\"message\":\"Unauthorized\"}}") << QByteArrayList {};
        QTest::newRow("error frame") << QByteArray(
            "data: {\"error\":{\"message\":\"boom\"}}\n\ndata: [DONE]\n\n")
                                     << QByteArrayList { "{\"error\":{\"message\":\"boom\"}}", "DONE" };
    }

    void frames()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArrayList, expected);
        QCOMPARE(summary(parseSseStream(input)), expected);
    }

    void splitAtEveryByte_data()
    {
        QTest::addColumn<QByteArray>("input");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << readFixture(name);
        QTest::newRow("crlf and comments inline")
            << QByteArray(": c\r\ndata: a\r\ndata:b\r\n\r\ndata: [DONE]\r\n\r\n");
    }

    void splitAtEveryByte()
    {
        QFETCH(QByteArray, input);
        QVERIFY(!input.isEmpty());
        const QByteArrayList whole = summary(parseSseStream(input));
        QVERIFY(whole.size() > 1);
        QCOMPARE(whole.last(), QByteArray("DONE"));
        for (qsizetype i = 0; i <= input.size(); ++i) {
            SseFramer framer;
            QList<SseEvent> events = framer.feed(QByteArrayView(input).first(i));
            events += framer.feed(QByteArrayView(input).sliced(i));
            events += framer.finish();
            if (summary(events) != whole)
                QFAIL(qPrintable(QStringLiteral("differs when split at byte %1").arg(i)));
        }
        SseFramer framer;
        QList<SseEvent> events;
        for (char c : input)
            framer.feed(QByteArrayView(&c, 1), events);
        events += framer.finish();
        QCOMPARE(summary(events), whole);
    }

    void tenMegabyteFrame()
    {
        const QByteArray big(10 * 1024 * 1024, 'a');
        const QByteArray input = "data: " + big + "\n\ndata: after\n\n";
        // Within the default bound the frame is whole.
        QList<SseEvent> events = parseSseStream(input);
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].data.size(), big.size());
        QVERIFY(events[0].isValid());

        // Over a 1 MiB bound: an error event keeps the first bytes, the next frame still arrives.
        SseFramer framer(1024 * 1024);
        events.clear();
        for (qsizetype at = 0; at < input.size(); at += 65536)
            framer.feed(QByteArrayView(input).sliced(at, qMin<qsizetype>(65536, input.size() - at)), events);
        events += framer.finish();
        QCOMPARE(events.size(), 2);
        QVERIFY(!events[0].isValid());
        QVERIFY(events[0].truncated);
        QCOMPARE(events[0].data.size(), 1024 * 1024);
        QVERIFY(events[0].data.startsWith("aaaa"));
        QCOMPARE(events[1].data, QByteArray("after"));
        QVERIFY(events[1].isValid());
    }

    void overLongLineInOneRead()
    {
        const QByteArray input = "data: x\ndata: " + QByteArray(5000, 'b') + "\n\ndata: ok\n\n";
        const QList<SseEvent> events = parseSseStream(input, 1000);
        QCOMPARE(events.size(), 2);
        QVERIFY(!events[0].isValid());
        QVERIFY(events[0].data.size() <= 1000);
        QVERIFY(events[0].data.startsWith("x\nbbb"));
        QCOMPARE(events[1].data, QByteArray("ok"));
    }

    void ignoredLinesCounted()
    {
        SseFramer framer;
        framer.feed("nonsense\nmore: x\ndata: a\n\n");
        QCOMPARE(framer.ignoredLines(), 2);
    }
};

QTEST_GUILESS_MAIN(TestSse)
#include "tst_sse.moc"
