// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/LogStore.h"

#include <QTest>

using namespace ic;

namespace {
JournalEntry entry(const QString &msg, const QByteArray &inv = "inv1", int priority = 6)
{
    JournalEntry e;
    e.message = msg;
    e.invocationId = inv;
    e.priority = priority;
    e.pid = 42;
    e.realtimeUsec = 1700000000000000;
    return e;
}
} // namespace

class TestLogStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void levels_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("priority");
        QTest::addColumn<int>("level");
        QTest::newRow("info header") << QStringLiteral("(APIServer pid=1) INFO 12-02 10:00:00 [a.py:1] hi")
                                     << 6 << int(LogLevel::Info);
        QTest::newRow("warning header")
            << QStringLiteral("WARNING 12-02 10:00:00 [a.py:1] hm") << 6 << int(LogLevel::Warning);
        QTest::newRow("error header")
            << QStringLiteral("(EngineCore_DP0 pid=2) ERROR 12-02 10:00:00 [a.py:1] x") << 6
            << int(LogLevel::Error);
        QTest::newRow("priority wins when higher")
            << QStringLiteral("plain text") << 3 << int(LogLevel::Error);
        QTest::newRow("priority info, no word") << QStringLiteral("plain text") << 6 << int(LogLevel::Info);
        QTest::newRow("no priority, no word") << QStringLiteral("plain text") << -1 << int(LogLevel::Unknown);
    }
    void levels()
    {
        QFETCH(QString, line);
        QFETCH(int, priority);
        QFETCH(int, level);
        LogStore s;
        s.append({ entry(line, "inv1", priority) });
        QCOMPARE(int(s.level(s.firstSequence())), level);
    }

    void progressCollapses()
    {
        LogStore s;
        auto r = s.append(
            { entry(QStringLiteral(
                  "Loading safetensors checkpoint shards:   0% Completed | 0/64 [00:00<?, ?it/s]")),
              entry(QStringLiteral(
                  "Loading safetensors checkpoint shards:   2% Completed | 1/64 [00:03<03:10,  3.0s/it]")),
              entry(QStringLiteral(
                  "Loading safetensors checkpoint shards:   3% Completed | 2/64 [00:06<03:07,  3.0s/it]")) });
        QCOMPARE(s.size(), 1);
        QCOMPARE(r.updated.size(), 2);
        QCOMPARE(s.repeatCount(0), 2);
        QVERIFY(s.text(0).contains(QLatin1String("2/64")));
        QVERIFY(s.flags(0) & LogStore::Progress);
        // Another bar starts a new row.
        s.append({ entry(
            QStringLiteral("Capturing CUDA graphs (decode, FULL):  10%|█         | 5/51 [00:00<00:01]")) });
        QCOMPARE(s.size(), 2);
    }

    void gluedCarriageReturns()
    {
        LogStore s;
        s.append({ entry(QStringLiteral(
            "Capturing CUDA graphs (decode, FULL):  10%|█ | 5/51\rCapturing CUDA graphs (decode, FULL):  "
            "20%|██ | 10/51\r")) });
        QCOMPARE(s.size(), 1);
        QVERIFY(s.text(0).contains(QLatin1String("10/51")));
        QCOMPARE(s.repeatCount(0), 1);
    }

    void tracebackGroups()
    {
        LogStore s;
        const QString p = QStringLiteral("(EngineCore_DP0 pid=9) ERROR 12-02 10:00:00 [core.py:1] ");
        s.append({ entry(QStringLiteral("INFO 12-02 10:00:00 [a.py:1] before")),
                   entry(p + QStringLiteral("Traceback (most recent call last):")),
                   entry(p + QStringLiteral("  File \"/x.py\", line 3, in <module>")),
                   entry(p
                         + QStringLiteral("RuntimeError: flashinfer-cubin version (0.6.3) does not match "
                                          "flashinfer version (0.6.4).")),
                   entry(QStringLiteral("INFO 12-02 10:00:01 [a.py:1] after")) });
        QCOMPARE(s.size(), 5);
        QVERIFY(s.flags(1) & LogStore::TracebackStart);
        QVERIFY(s.flags(2) & LogStore::InTraceback);
        QVERIFY(s.flags(3) & LogStore::TracebackEnd);
        QVERIFY(!(s.flags(4) & LogStore::InTraceback));
        QCOMPARE(s.tracebackStart(3), 1);
        QCOMPARE(s.tracebackStart(4), -1);
        QCOMPARE(s.level(2), LogLevel::Error);
    }

    void restartSeparator()
    {
        LogStore s;
        s.append({ entry(QStringLiteral("a"), "inv1"), entry(QStringLiteral("b"), "inv1") });
        s.append({ entry(QStringLiteral("c"), "inv2") });
        QCOMPARE(s.size(), 4);
        QVERIFY(s.flags(2) & LogStore::Separator);
        QCOMPARE(s.invocation(3), 1);
        QCOMPARE(s.invocations().size(), 2);
    }

    void binaryAndBrokenKept()
    {
        LogStore s;
        JournalEntry bin = entry(QStringLiteral("\x1b[1;36mcoloured\x1b[0m \uFFFD"));
        bin.messageWasBinary = true;
        JournalEntry broken;
        broken.error = QStringLiteral("not JSON");
        broken.message = QStringLiteral("{\"MESSAGE\": tru");
        s.append({ bin, broken });
        QCOMPARE(s.size(), 2);
        QCOMPARE(s.text(0), QStringLiteral("coloured \uFFFD"));
        QVERIFY(s.flags(0) & LogStore::Binary);
        QVERIFY(s.flags(1) & LogStore::Broken);
        QCOMPARE(s.text(1), QStringLiteral("{\"MESSAGE\": tru"));
    }

    void capDropsOldest()
    {
        LogStore s(100);
        QList<QByteArray> lines;
        for (int i = 0; i < 250; ++i)
            lines << "line " + QByteArray::number(i);
        const auto r = s.appendText(lines);
        QCOMPARE(s.size(), 100);
        QCOMPARE(r.dropped, 150);
        QCOMPARE(s.firstSequence(), 150);
        QCOMPARE(s.text(150), QStringLiteral("line 150"));
        QCOMPARE(s.text(249), QStringLiteral("line 249"));
        QVERIFY(s.text(10).isEmpty());
    }

    void filtering_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("regex");
        QTest::addColumn<bool>("invert");
        QTest::addColumn<bool>("cs");
        QTest::addColumn<int>("hits");
        QTest::newRow("literal") << QStringLiteral("KV cache") << false << false << true << 2;
        QTest::newRow("literal inverted") << QStringLiteral("KV cache") << false << true << true << 3;
        QTest::newRow("case-insensitive") << QStringLiteral("kv CACHE") << false << false << false << 2;
        QTest::newRow("regex") << QStringLiteral("took [\\d.]+ s") << true << false << true << 1;
        QTest::newRow("regex alternation") << QStringLiteral("GiB|tokens") << true << false << true << 2;
        QTest::newRow("invalid regex gives nothing") << QStringLiteral("(") << true << false << true << 0;
        QTest::newRow("empty keeps all") << QString() << true << false << true << 5;
    }
    void filtering()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, regex);
        QFETCH(bool, invert);
        QFETCH(bool, cs);
        QFETCH(int, hits);
        LogStore s;
        s.appendText({ "Available KV cache memory: 11.25 GiB", "GPU KV cache size: 1,587,648 tokens",
                       "torch.compile took 95.32 s in total", "Route: /health", "ümlaut line" });
        QCOMPARE(int(s.filter(pattern, regex, invert, cs).size()), hits);
    }

    void levelMask()
    {
        LogStore s;
        s.appendText({ "INFO 01-01 00:00:00 [a.py:1] a", "WARNING 01-01 00:00:00 [a.py:1] b",
                       "ERROR 01-01 00:00:00 [a.py:1] c" });
        QCOMPARE(s.filter(QString(), false, false, true,
                          (1u << int(LogLevel::Error)) | (1u << int(LogLevel::Warning)))
                     .size(),
                 std::size_t(2));
    }

    void benignClassifier()
    {
        LogStore s;
        s.setBenignClassifier([](QByteArrayView b) {
            return b.contains("No available shared memory broadcast block")
                ? QStringLiteral("repeats while compiling")
                : QString();
        });
        s.appendText(
            { "INFO x No available shared memory broadcast block found in 60 seconds.", "INFO other" });
        QVERIFY(s.flags(0) & LogStore::Benign);
        QCOMPARE(s.benignReason(0), QStringLiteral("repeats while compiling"));
        QVERIFY(!(s.flags(1) & LogStore::Benign));
    }

    void exports()
    {
        LogStore s;
        s.appendText({ "one", "two" });
        QCOMPARE(s.exportText(0, 2), QStringLiteral("one\ntwo\n"));
        QCOMPARE(s.exportJson(0, 2).count('\n'), 2);
    }

    void hugeLine()
    {
        LogStore s;
        s.appendText({ QByteArray(10 * 1024 * 1024, 'x'), "after" });
        QCOMPARE(s.size(), 2);
        QCOMPARE(s.rawBytes(0).size(), 10 * 1024 * 1024);
        QCOMPARE(s.text(1), QStringLiteral("after"));
    }
};

QTEST_GUILESS_MAIN(TestLogStore)
#include "tst_logstore.moc"
