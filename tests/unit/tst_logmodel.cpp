// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/LogModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ic;

namespace {
JournalEntry entry(const QString &msg, const QByteArray &inv = "inv1")
{
    JournalEntry e;
    e.message = msg;
    e.invocationId = inv;
    e.priority = 6;
    e.pid = 7;
    e.realtimeUsec = 1700000000000000;
    return e;
}
} // namespace

class TestLogModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void appendFilterFold()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy appended(&model, &LogModel::linesAppended);
        const QString p = QStringLiteral("(EngineCore_DP0 pid=9) ERROR 12-02 10:00:00 [core.py:1] ");
        model.appendEntries({ entry(QStringLiteral("INFO 12-02 10:00:00 [a.py:1] Starting to load model x")),
                              entry(p + QStringLiteral("Traceback (most recent call last):")),
                              entry(p + QStringLiteral("  File \"/x.py\", line 3, in <module>")),
                              entry(p + QStringLiteral("torch.OutOfMemoryError: CUDA out of memory.")),
                              entry(QStringLiteral("WARNING 12-02 10:00:01 [a.py:1] after")) });
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(appended.size(), 1);
        QCOMPARE(model.nextErrorRow(-1, true), 1);
        QCOMPARE(model.nextErrorRow(1, true), -1); // lines inside the block are not separate errors

        model.setFolded(model.sequenceAt(1), true);
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.index(1).data().toString().contains(QLatin1String("OutOfMemoryError")));
        QCOMPARE(model.index(1).data(LogModel::BlockSizeRole).toInt(), 3);
        model.setAllFolded(false);
        QCOMPARE(model.rowCount(), 5);

        model.setFilter(QStringLiteral("load model"), false, false, false);
        QCOMPARE(model.rowCount(), 1);
        model.setFilter(QStringLiteral("load model"), false, true, false);
        QCOMPARE(model.rowCount(), 4);
        model.setFilter(QStringLiteral("(unclosed"), true, false, true);
        QVERIFY(!model.filterError().isEmpty());
        QCOMPARE(model.rowCount(), 0);
        model.setFilter(QString(), false, false, false);
        model.setLevelMask(1u << int(LogLevel::Warning));
        QCOMPARE(model.rowCount(), 1);
        model.setLevelMask(0);
        QCOMPARE(model.rowCount(), 5);

        // Appends while filtered only add matching rows.
        model.setFilter(QStringLiteral("needle"), false, false, true);
        model.appendEntries({ entry(QStringLiteral("hay")), entry(QStringLiteral("a needle")) });
        QCOMPARE(model.rowCount(), 1);
    }

    void restartScopesToCurrentInvocation()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendEntries({ entry(QStringLiteral("old 1")), entry(QStringLiteral("old 2")) });
        model.appendEntries({ entry(QStringLiteral("new 1"), "inv2") });
        QCOMPARE(model.rowCount(), 2); // separator + new line
        QVERIFY(model.index(0).data(LogModel::FlagsRole).toInt() & LogStore::Separator);
        model.setCurrentInvocationOnly(false);
        QCOMPARE(model.rowCount(), 4);
    }

    void progressUpdatesInPlace()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.appendLines({ "Loading safetensors checkpoint shards:   0% Completed | 0/9 [00:00<?, ?it/s]" });
        model.appendLines(
            { "Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]" });
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(model.index(0).data().toString().contains(QLatin1String("5/9")));
        QCOMPARE(model.index(0).data(LogModel::RepeatRole).toInt(), 1);
    }

    void capRemovesFromTop()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.store().setCap(100);
        QList<QByteArray> lines;
        for (int i = 0; i < 150; ++i)
            lines << "l" + QByteArray::number(i);
        model.appendLines(lines.mid(0, 80));
        model.appendLines(lines.mid(80));
        // The first row says what went: 50 lines, still in the host's journal.
        QCOMPARE(model.rowCount(), 101);
        QCOMPARE(model.index(0).data(LogModel::FlagsRole).toInt(), int(LogStore::DroppedNotice));
        QVERIFY(model.index(0).data().toString().contains(QLatin1String("50 lines")));
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("l50"));
        QCOMPARE(model.index(100).data().toString(), QStringLiteral("l149"));
    }

    // The note on dropped lines: plain, counted for what is shown (the current run, or all runs),
    // first whatever is filtered, never a match, and gone when nothing shown was dropped.
    void droppedLinesAreNamedFirst()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setJournalCommand(QStringLiteral("journalctl -u vllm.service"));
        model.store().setCap(100);
        QList<JournalEntry> first, second;
        for (int i = 0; i < 90; ++i)
            first << entry(QStringLiteral("INFO one %1").arg(i), "inv1");
        model.appendEntries(first);
        QCOMPARE(model.rowCount(), 90);
        QVERIFY(model.droppedNotice().isEmpty());
        for (int i = 0; i < 60; ++i)
            second << entry(QStringLiteral("INFO two %1").arg(i), "inv2");
        model.appendEntries(second); // 151 rows with the separator: 51 of the first run go
        QCOMPARE(model.store().droppedLines(), 51);
        // The current run is whole: no note.
        QCOMPARE(model.rowCount(), 61);
        QCOMPARE(model.droppedShown(), 0);
        QVERIFY(!(model.index(0).data(LogModel::FlagsRole).toInt() & LogStore::DroppedNotice));
        // Every run: the note comes first.
        model.setCurrentInvocationOnly(false);
        QCOMPARE(model.rowCount(), 101);
        const QString note = model.index(0).data().toString();
        QCOMPARE(note,
                 QStringLiteral("Older lines dropped at the memory budget — 51 lines; the host's journal "
                                "keeps them (journalctl -u vllm.service)."));
        QCOMPARE(model.sequenceAt(0), -1);
        QCOMPARE(model.rowOfSequence(-1), -1);
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("INFO one 51"));
        // A filter that hides the rest keeps the note first; it is no match.
        model.setFilter(QStringLiteral("two 5"), false, false, true);
        QCOMPARE(model.rowCount(), 1 + 11);
        QCOMPARE(model.matchCount(), 11);
        QCOMPARE(model.matchIndexOfRow(0), -1);
        QCOMPARE(model.nextMatchRow(-1, true), 1);
        QCOMPARE(model.nextMatchRow(1, false), -1);
        model.setFilter(QString(), false, false, false);
        // More lines: the count follows in place.
        model.appendEntries({ entry(QStringLiteral("INFO two more"), "inv2") });
        QVERIFY(model.index(0).data().toString().contains(QLatin1String("52 lines")));
        QCOMPARE(model.rowCount(), 101);
        // The current run loses lines too: the note counts its own (not the separator).
        model.setCurrentInvocationOnly(true);
        QList<JournalEntry> third;
        for (int i = 0; i < 60; ++i)
            third << entry(QStringLiteral("INFO three %1").arg(i), "inv2");
        model.appendEntries(third);
        QCOMPARE(model.droppedShown(), 21);
        QCOMPARE(model.rowCount(), 101);
        QVERIFY(model.index(0).data().toString().contains(QLatin1String("21 lines")));
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("INFO two 21"));
        QCOMPARE(model.rowAtTime(0), 1);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.droppedNotice().isEmpty());
    }

    /// Marking instead of hiding: every line stays, matches are counted and stepped through.
    void marksMatchesWithoutHiding()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines({ "INFO a KV cache", "INFO b", "WARNING c kv CACHE", "INFO d", "INFO e KV cache" });
        model.setHideNonMatching(false);
        model.setFilter(QStringLiteral("kv cache"), false, false, false);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.matchCount(), 3);
        QCOMPARE(model.nextMatchRow(-1, true), 0);
        QCOMPARE(model.nextMatchRow(0, true), 2);
        QCOMPARE(model.nextMatchRow(2, true), 4);
        QCOMPARE(model.nextMatchRow(4, true), -1);
        QCOMPARE(model.nextMatchRow(5, false), 4);
        QCOMPARE(model.nextMatchRow(3, false), 2);
        QCOMPARE(model.nextMatchRow(0, false), -1);
        QCOMPARE(model.matchIndexOfRow(2), 1);
        QCOMPARE(model.matchIndexOfRow(1), -1);
        QVERIFY(model.highlightExpression().match(QStringLiteral("x KV Cache")).hasMatch());

        // Case matters when asked; appended lines are marked as they come.
        model.setFilter(QStringLiteral("KV cache"), false, false, true);
        QCOMPARE(model.matchCount(), 2);
        model.appendLines({ "INFO f KV cache", "INFO g" });
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.matchCount(), 3);
        QCOMPARE(model.nextMatchRow(4, true), 5);

        // Hiding again: the rows are the matches; inverted, nothing is "a match".
        model.setHideNonMatching(true);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.matchCount(), 3);
        QCOMPARE(model.nextMatchRow(0, true), 1);
        model.setFilter(QStringLiteral("KV cache"), false, true, true);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.matchCount(), -1);
        QVERIFY(model.highlightExpression().pattern().isEmpty());
        model.setFilter(QString(), false, false, false);
        QCOMPARE(model.matchCount(), -1);
        QCOMPARE(model.nextMatchRow(0, true), -1);
    }

    void marksSurviveTheCap()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.store().setCap(100);
        model.setHideNonMatching(false);
        model.setFilter(QStringLiteral("hit"), false, false, true);
        QList<QByteArray> lines;
        for (int i = 0; i < 150; ++i)
            lines << (i % 10 == 0 ? "hit " : "miss ") + QByteArray::number(i);
        model.appendLines(lines.mid(0, 80));
        QCOMPARE(model.matchCount(), 8);
        model.appendLines(lines.mid(80));
        QCOMPARE(model.rowCount(), 101); // the note on the 50 dropped lines, then the 100 kept
        QCOMPARE(model.matchCount(), 10); // hits 50..140
        QCOMPARE(model.index(model.nextMatchRow(-1, true)).data().toString(), QStringLiteral("hit 50"));
    }

    void longestLineAndTime()
    {
        LogModel model;
        QList<JournalEntry> entries;
        for (int i = 0; i < 10; ++i) {
            JournalEntry e = entry(QStringLiteral("line %1 ").arg(i) + QString(i == 7 ? 3000 : 10, u'x'));
            e.realtimeUsec = 1700000000000000 + qint64(i) * 60000000; // a line a minute
            entries << e;
        }
        model.appendEntries(entries);
        QVERIFY(model.longestLineChars() >= 3007);
        QCOMPARE(model.rowAtTime(1700000000000000 + 150000000), 3); // 2.5 min: the line at 3 min
        QCOMPARE(model.rowAtTime(0), 0);
        QCOMPARE(model.rowAtTime(1800000000000000), 9);
        LogModel text;
        text.appendLines({ "no time here" });
        QCOMPARE(text.rowAtTime(1700000000000000), -1);
    }

    void jumpTime_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected"); // local time, or "" for rejected

        QTest::newRow("hh:mm") << "14:05"
                               << "2025-12-02T14:05:00.000";
        QTest::newRow("hh:mm:ss") << "14:05:30"
                                  << "2025-12-02T14:05:30.000";
        QTest::newRow("milliseconds") << "14:05:30.25"
                                      << "2025-12-02T14:05:30.250";
        QTest::newRow("later than newest: yesterday") << "16:00"
                                                      << "2025-12-01T16:00:00.000";
        QTest::newRow("date and time") << "2025-11-30 09:00"
                                       << "2025-11-30T09:00:00.000";
        QTest::newRow("ISO T") << "2025-11-30T09:00:05"
                               << "2025-11-30T09:00:05.000";
        QTest::newRow("minutes before") << "-10m"
                                        << "2025-12-02T14:50:00.000";
        QTest::newRow("hours before") << "- 2h"
                                      << "2025-12-02T13:00:00.000";
        QTest::newRow("seconds before") << "-90s"
                                        << "2025-12-02T14:58:30.000";
        QTest::newRow("spaces around") << "  14:05  "
                                       << "2025-12-02T14:05:00.000";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("junk") << "soon"
                              << "";
        QTest::newRow("hour 25") << "25:00"
                                 << "";
        QTest::newRow("minute 60") << "14:60"
                                   << "";
        QTest::newRow("month 13") << "2025-13-01 10:00"
                                  << "";
        QTest::newRow("truncated") << "14:"
                                   << "";
        QTest::newRow("unit missing") << "-10"
                                      << "";
        QTest::newRow("unknown unit") << "-10y"
                                      << "";
        QTest::newRow("huge") << "-999999999999999999999h"
                              << "";
        QTest::newRow("long") << QString(5000, u'1') << "";
        QTest::newRow("before the epoch") << "-999999h"
                                          << "";
    }

    void jumpTime()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const QDateTime newest(QDate(2025, 12, 2), QTime(15, 0));
        const qint64 usec = parseJumpTime(input, newest.toMSecsSinceEpoch() * 1000);
        if (expected.isEmpty()) {
            QCOMPARE(usec, -1);
            return;
        }
        QCOMPARE(QDateTime::fromMSecsSinceEpoch(usec / 1000).toString(Qt::ISODateWithMs), expected);
    }
};

QTEST_GUILESS_MAIN(TestLogModel)
#include "tst_logmodel.moc"
