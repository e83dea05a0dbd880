// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "monitor/LogStore.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#ifdef __GLIBC__
#include <malloc.h>
#endif

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

    // The byte budget holds whatever arrives: the store's accounting never exceeds it, sequence
    // numbers keep counting, and every row that left is counted as dropped.
    void byteCapHoldsHostileRows_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("batches");
        QTest::newRow("huge single lines") << QStringLiteral("huge") << 6;
        QTest::newRow("many tiny lines") << QStringLiteral("tiny") << 20;
        QTest::newRow("empty lines") << QStringLiteral("empty") << 20;
        QTest::newRow("binary") << QStringLiteral("binary") << 20;
        QTest::newRow("long and short mixed") << QStringLiteral("mixed") << 20;
        QTest::newRow("progress bar updating") << QStringLiteral("progress") << 20;
    }
    void byteCapHoldsHostileRows()
    {
        QFETCH(QString, kind);
        QFETCH(int, batches);
        constexpr qint64 cap = 1024 * 1024;
        LogStore s(LogStore::kDefaultCapLines, cap);
        QCOMPARE(s.capBytes(), cap);
        QRandomGenerator rng(42);
        qint64 appended = 0, dropped = 0, sawCut = 0;
        for (int b = 0; b < batches; ++b) {
            QList<QByteArray> lines;
            if (kind == QLatin1String("huge")) {
                lines << QByteArray(10 * 1024 * 1024, 'x') << "after " + QByteArray::number(b);
            } else if (kind == QLatin1String("tiny")) {
                for (int i = 0; i < 5000; ++i)
                    lines << QByteArray::number(i % 10);
            } else if (kind == QLatin1String("empty")) {
                lines.fill(QByteArray(), 5000);
            } else if (kind == QLatin1String("binary")) {
                for (int i = 0; i < 500; ++i) {
                    QByteArray junk(int(rng.bounded(1, 300)), Qt::Uninitialized);
                    for (char &c : junk)
                        c = char(rng.bounded(256));
                    lines << junk;
                }
            } else if (kind == QLatin1String("mixed")) {
                for (int i = 0; i < 400; ++i)
                    lines << (i % 97 == 0 ? QByteArray(int(rng.bounded(100000, 400000)), 'y')
                                          : QByteArray(int(rng.bounded(0, 120)), 'z'));
            } else {
                for (int i = 0; i < 2000; ++i)
                    lines << "Loading safetensors checkpoint shards:  " + QByteArray::number(i % 100)
                            + "% Completed | " + QByteArray::number(i) + "/64 [00:0"
                            + QByteArray::number(i % 10) + "<03:10,  3.0s/it]";
            }
            const qint64 endBefore = s.endSequence();
            const LogStore::AppendResult r = s.appendText(lines);
            dropped += r.dropped;
            appended += s.endSequence() - endBefore;
            QVERIFY2(s.memoryBytes() <= cap,
                     qPrintable(QStringLiteral("%1 bytes over a cap of %2").arg(s.memoryBytes()).arg(cap)));
            QCOMPARE(s.endSequence(), appended); // sequences keep counting through the drops
            QCOMPARE(s.firstSequence(), dropped);
            QCOMPARE(s.droppedLines(), dropped);
            QCOMPARE(s.size() + s.droppedLines(), appended);
            QVERIFY(s.size() > 0); // the newest lines are always there
            QVERIFY(s.contains(s.endSequence() - 1));
            for (qint64 q = s.firstSequence(); q < s.endSequence(); ++q) {
                QVERIFY(qint64(s.rawBytes(q).size()) <= s.maxLineBytes());
                if (s.flags(q) & LogStore::Cut)
                    ++sawCut;
            }
        }
        QCOMPARE(s.droppedLines(0), s.droppedLines());
        if (kind == QLatin1String("huge") || kind == QLatin1String("mixed")) {
            QVERIFY(sawCut > 0);
        }
        if (kind == QLatin1String("huge")) {
            const qint64 last = s.endSequence() - 2;
            QVERIFY(s.flags(last) & LogStore::Cut);
            QVERIFY(s.rawBytes(last).startsWith("xxxxxxxx"));
            QVERIFY(s.text(last).endsWith(
                QStringLiteral(" bytes, the first %1 kept]").arg(s.rawBytes(last).indexOf(" … [line cut"))));
            QVERIFY(s.text(last).contains(QStringLiteral("10485760 bytes")));
            QCOMPARE(s.text(s.endSequence() - 1), QStringLiteral("after %1").arg(batches - 1));
        }
        if (kind == QLatin1String("progress")) {
            QCOMPARE(s.size(), 1); // every update folded into one row, written over its old text
            QCOMPARE(s.droppedLines(), 0);
            QVERIFY(s.textBytes() < 200);
        }
        if (kind == QLatin1String("tiny") || kind == QLatin1String("empty"))
            QVERIFY(s.droppedLines() > 0); // the rows' bookkeeping alone reaches the budget
    }

    void cutKeepsWholeCharacters()
    {
        LogStore s(LogStore::kDefaultCapLines, LogStore::kMinCapBytes);
        // "€" is three bytes: a cut anywhere keeps whole characters only.
        for (int shift = 0; shift < 3; ++shift) {
            const QByteArray line = QByteArray(shift, 'a') + QString(200000, QChar(0x20AC)).toUtf8();
            s.appendText({ line });
            const qint64 q = s.endSequence() - 1;
            QVERIFY(s.flags(q) & LogStore::Cut);
            QVERIFY(!s.text(q).contains(QChar::ReplacementCharacter));
        }
    }

    void droppedCountedPerInvocation()
    {
        LogStore s(100, LogStore::kDefaultCapBytes);
        QList<JournalEntry> first, second;
        for (int i = 0; i < 80; ++i)
            first << entry(QStringLiteral("one %1").arg(i), "inv1");
        for (int i = 0; i < 80; ++i)
            second << entry(QStringLiteral("two %1").arg(i), "inv2");
        s.append(first);
        const LogStore::AppendResult r = s.append(second); // 161 rows with the separator
        QCOMPARE(r.dropped, 61);
        QCOMPARE(s.droppedLines(), 61);
        QCOMPARE(s.droppedLines(0), 61);
        QCOMPARE(s.droppedLines(1), 0);
        QCOMPARE(s.invocation(s.firstSequence()), 0);
        s.append({ entry(QStringLiteral("two more"), "inv2") });
        QCOMPARE(s.droppedLines(0), 62);
        QList<JournalEntry> third;
        for (int i = 0; i < 20; ++i)
            third << entry(QStringLiteral("three %1").arg(i), "inv2");
        s.append(third); // the rest of the first run, the separator, 1 line of the second
        QCOMPARE(s.droppedLines(), 62 + 20);
        QCOMPARE(s.droppedLines(0), 80);
        QCOMPARE(s.droppedLines(1), 1); // the separator is not a line of the run
        QCOMPARE(s.text(s.firstSequence()), QStringLiteral("two 1"));
        s.clear();
        QCOMPARE(s.droppedLines(), 0); // cleared on purpose: not lost at a cap
    }

    void shrinkingTheCapDropsAtOnce()
    {
        LogStore s(LogStore::kDefaultCapLines, 16 * 1024 * 1024);
        QList<QByteArray> lines;
        for (int i = 0; i < 40000; ++i)
            lines << "INFO 12-02 10:00:00 [loggers.py:123] Engine 000: Avg prompt throughput: "
                    + QByteArray::number(i);
        s.appendText(lines);
        QCOMPARE(s.droppedLines(), 0);
        const LogStore::AppendResult r = s.setCaps(LogStore::kDefaultCapLines, 1024 * 1024);
        QVERIFY(r.dropped > 0);
        QCOMPARE(r.dropped, s.droppedLines());
        QVERIFY(s.memoryBytes() <= 1024 * 1024);
        QCOMPARE(s.endSequence(), 40000);
        QVERIFY(s.text(39999).endsWith(QLatin1String(": 39999")));
    }

    // What the store says it holds is what malloc handed out for it, within 5 % (+ 16 KiB for
    // the object and its lists): the budget is a budget of real memory.
    void memoryAccountingMatchesAllocation_data()
    {
        QTest::addColumn<int>("lineBytes");
        QTest::addColumn<int>("lines");
        QTest::addColumn<qint64>("cap");
        QTest::newRow("journal lines, budget reached") << 200 << 200000 << qint64(8 * 1024 * 1024);
        QTest::newRow("tiny lines, budget reached") << 2 << 400000 << qint64(4 * 1024 * 1024);
        QTest::newRow("below the budget") << 150 << 20000 << qint64(64 * 1024 * 1024);
        QTest::newRow("long lines") << 30000 << 2000 << qint64(8 * 1024 * 1024);
        QTest::newRow("huge-page chunks, budget reached") << 150 << 400000 << qint64(48 * 1024 * 1024);
    }
    void memoryAccountingMatchesAllocation()
    {
#ifndef __GLIBC__
        QSKIP("mallinfo2() is glibc's: the allocation cannot be measured here");
#else
        QFETCH(int, lineBytes);
        QFETCH(int, lines);
        QFETCH(qint64, cap);
        const auto inUse = [] {
            const struct mallinfo2 mi = mallinfo2();
            // Text chunks of 2 MiB and more are mapped by the store itself, outside the heap.
            return qint64(mi.uordblks + mi.hblkhd) + ReservedBlock::mappedBytesInProcess();
        };
        const qint64 before = inUse();
        auto s = std::make_unique<LogStore>(LogStore::kDefaultCapLines, cap);
        const QByteArray line(lineBytes, 'q');
        for (int done = 0; done < lines; done += 1000) {
            QList<QByteArray> batch;
            batch.fill(line, 1000); // shared: the batch itself costs nothing
            s->appendText(batch);
        }
        // Every row read once: full chunks are kept compressed, and the slots their text is
        // decompressed into when read are counted from the start.
        qint64 readBytes = 0;
        for (qint64 q = s->firstSequence(); q < s->endSequence(); ++q)
            readBytes += s->rawBytes(q).size();
        QCOMPARE(readBytes, s->textBytes());
        const qint64 allocated = inUse() - before;
        const qint64 counted = s->memoryBytes();
        QVERIFY(counted <= cap);
        const qint64 tolerance = counted / 20 + 16 * 1024;
        QVERIFY2(std::abs(allocated - counted) <= tolerance,
                 qPrintable(QStringLiteral("allocated %1 bytes, the store counts %2 (tolerance %3)")
                                .arg(allocated)
                                .arg(counted)
                                .arg(tolerance)));
#endif
    }

    // Full chunks are kept compressed: every row reads back byte for byte, in any order (rows of
    // three chunks in turn, more than the two decompressed chunks kept), text that does not
    // compress stays as it is, and the store holds far less than the text of a journal.
    void packedChunksReadBack()
    {
        LogStore s(LogStore::kDefaultCapLines, 4 * 1024 * 1024); // chunks of 256 KiB
        QList<QByteArray> sent;
        QRandomGenerator rng(11);
        for (int i = 0; i < 30000; ++i) {
            QByteArray line;
            if (i >= 10000 && i < 12000) {
                // Incompressible: about 500 KB of random bytes (two chunks) in the middle.
                line.resize(250);
                for (char &c : line) {
                    const int b = int(rng.bounded(1, 256));
                    c = b == '\n' || b == '\r' ? 'x' : char(b);
                }
            } else {
                line = "(APIServer pid=1) INFO 12-02 14:00:00 [loggers.py:123] Engine 000: Avg prompt "
                       "throughput: "
                    + QByteArray::number(i * 7 % 5000) + ".0 tokens/s, Running: " + QByteArray::number(i % 9)
                    + " reqs";
            }
            sent << line;
        }
        for (qsizetype i = 0; i < sent.size(); i += 700)
            s.appendText(sent.mid(i, 700));
        QCOMPARE(s.size(), qint64(sent.size()));
        QCOMPARE(s.droppedLines(), 0);
        for (qint64 q = 0; q < s.size(); ++q)
            QVERIFY2(s.rawBytes(q) == sent.at(q), qPrintable(QString::number(q)));
        // Three chunks apart, in turn.
        for (int round = 0; round < 50; ++round) {
            for (qint64 q : { qint64(5 + round), qint64(11000 + round), qint64(25000 + round) })
                QVERIFY2(s.rawBytes(q) == sent.at(q), qPrintable(QString::number(q)));
        }
        QCOMPARE(s.text(29999), QString::fromUtf8(sent.last()));
        // The serving lines take far less than their text; the random ones all of theirs.
        QVERIFY2(s.memoryBytes() < s.textBytes(),
                 qPrintable(
                     QStringLiteral("%1 bytes held for %2 of text").arg(s.memoryBytes()).arg(s.textBytes())));
        // A filter and an export read every chunk.
        QCOMPARE(s.filter(QStringLiteral("Running: 3 reqs"), false, false, true).size(), qsizetype(3111));
        QCOMPARE(s.exportText(0, s.endSequence()).count(u'\n'), 30000);
    }

    // The rows' queue: dropped at the front and appended at the back across block boundaries, and
    // moved to blocks of another size, it holds what was pushed, in order.
    void blockDequeKeepsOrder()
    {
        struct Item {
            qint64 value;
            quint32 check;
        };
        BlockDeque<Item> q(4);
        QCOMPARE(q.itemsPerBlock(), 4);
        qint64 front = 0, back = 0;
        QRandomGenerator rng(7);
        for (int step = 0; step < 20000; ++step) {
            if (rng.bounded(3) != 0 || q.empty()) {
                q.push_back(Item { back, quint32(back * 7) });
                ++back;
            } else {
                QCOMPARE(q.front().value, front);
                q.pop_front();
                ++front;
            }
            if (step % 5000 == 4999)
                q.setItemsPerBlock(step % 10000 == 4999 ? 100 : 3); // 128, then 4
            QCOMPARE(q.size(), back - front);
            if (!q.empty()) {
                QCOMPARE(q.back().value, back - 1);
                const qsizetype i = qsizetype(rng.bounded(int(q.size())));
                QCOMPARE(q[i].value, front + i);
                QCOMPARE(q[i].check, quint32((front + i) * 7));
            }
            QCOMPARE(q.bytesReserved() == 0, q.empty());
        }
        QCOMPARE(q.itemsPerBlock(), 4);
        // Reserved: the blocks that hold the items, whole.
        const qint64 blocks = (q.size() + 3) / 4 + 1;
        QVERIFY(q.bytesReserved() <= blocks * 4 * qint64(sizeof(Item)));
        q.clear();
        QCOMPARE(q.bytesReserved(), 0);
    }

    // A store with a budget of megabytes keeps its text in blocks the kernel may back with huge
    // pages (one page fault per 2 MiB rather than per 4 KiB): each a mapping of its own, on a
    // huge-page boundary, advised (`hg` in smaps' VmFlags) and eligible where THP is on. With
    // THP off the advice does nothing and the store works as before.
    void textChunksMayUseHugePages()
    {
        const qint64 mappedBefore = ReservedBlock::mappedBytesInProcess();
        LogStore s(LogStore::kDefaultCapLines, 64 * 1024 * 1024);
        QList<QByteArray> lines;
        for (int i = 0; i < 60000; ++i)
            lines << "INFO 12-02 10:00:00 [loggers.py:123] Engine 000: Avg prompt throughput: 1.0 tokens/s, "
                     "line "
                    + QByteArray::number(i);
        s.appendText(lines);
        QCOMPARE(s.size(), 60000);
        // The open chunk (full ones are kept compressed): the run of rows laid end to end that
        // ends with the newest starts where the chunk does.
        qint64 open = s.endSequence() - 1;
        while (open > s.firstSequence()) {
            const QByteArrayView before = s.rawBytes(open - 1);
            if (before.data() + before.size() != s.rawBytes(open).data())
                break;
            --open;
        }
        QVERIFY(open > s.firstSequence()); // the first chunk filled and was packed
        const quintptr first = quintptr(s.rawBytes(open).data());
        QCOMPARE(first % quintptr(ReservedBlock::kHugePageBytes), quintptr(0));
        QVERIFY(ReservedBlock::mappedBytesInProcess() - mappedBefore >= 2 * 4 * 1024 * 1024); // two chunks

        QFile smaps(QStringLiteral("/proc/self/smaps"));
        if (!smaps.open(QIODevice::ReadOnly))
            QSKIP("/proc/self/smaps cannot be read here: the mapping cannot be checked");
        const QList<QByteArray> rows = smaps.readAll().split('\n');
        bool inChunk = false, found = false, advised = false, eligible = false;
        QByteArray hugeBacked;
        for (const QByteArray &row : rows) {
            const qsizetype dash = row.indexOf('-');
            const qsizetype space = row.indexOf(' ');
            bool okStart = false, okEnd = false;
            const quintptr start = dash > 0 && space > dash ? row.left(dash).toULongLong(&okStart, 16) : 0;
            const quintptr end = okStart ? row.mid(dash + 1, space - dash - 1).toULongLong(&okEnd, 16) : 0;
            if (okStart && okEnd) {
                inChunk = start <= first && first < end;
                found = found || inChunk;
                continue;
            }
            if (!inChunk)
                continue;
            if (row.startsWith("VmFlags:"))
                advised = row.split(' ').contains("hg");
            else if (row.startsWith("THPeligible:"))
                eligible = row.simplified().endsWith(" 1");
            else if (row.startsWith("AnonHugePages:"))
                hugeBacked = row.simplified();
        }
        QVERIFY(found);
        QVERIFY2(advised, "the chunk's mapping was not advised to use huge pages");
        QFile thp(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
        const QByteArray mode = thp.open(QIODevice::ReadOnly) ? thp.readAll() : QByteArray();
        if (mode.contains("[always]") || mode.contains("[madvise]"))
            QVERIFY2(eligible, "THP is on, yet the chunk's mapping is not eligible for it");
        qInfo("transparent huge pages: %s; the open chunk: %s", mode.trimmed().constData(),
              hugeBacked.isEmpty() ? "AnonHugePages not reported" : hugeBacked.constData());

        // A smaller budget gives the free room of the open chunk back, page by page.
        const qint64 before = s.memoryBytes();
        const LogStore::AppendResult r = s.setCaps(LogStore::kDefaultCapLines, 16 * 1024 * 1024);
        QCOMPARE(r.dropped, 0);
        QVERIFY(s.memoryBytes() < before);
        QVERIFY(s.memoryBytes() <= 16 * 1024 * 1024);
        QVERIFY(s.text(59999).endsWith(QLatin1String("line 59999")));
        QVERIFY(s.text(0).endsWith(QLatin1String("line 0")));
        s.appendText({ "INFO after the budget shrank" });
        QCOMPARE(s.text(60000), QStringLiteral("INFO after the budget shrank"));
        s.clear();
        QCOMPARE(ReservedBlock::mappedBytesInProcess(), mappedBefore);
    }

    // A big batch has its lines' levels and kinds found by two threads; the rows must be those
    // of the same lines appended a few at a time. Every real log of the corpus (tracebacks,
    // progress bars glued with carriage returns, docker and journald prefixes), both ways.
    void twoThreadsStoreAsOne()
    {
        const QDir dir(QStringLiteral(IC_FIXTURES_DIR "/real-logs"));
        const QStringList logs = dir.entryList({ QStringLiteral("*.log") }, QDir::Files, QDir::Name);
        QVERIFY(logs.size() >= 20);
        // Each log, and all of them in one batch (a journal that holds many runs).
        QList<QList<QByteArray>> batches;
        QList<QByteArray> all;
        QStringList names;
        for (const QString &name : logs) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QList<QByteArray> lines = f.readAll().split('\n');
            all += lines;
            // Short logs repeated until the batch is split between the threads.
            const QList<QByteArray> once = lines;
            while (lines.size() < 2 * LogStore::kTwoThreadLines)
                lines += once;
            batches.append(lines);
            names.append(name);
        }
        batches.append(all);
        names.append(QStringLiteral("all logs"));
        for (qsizetype k = 0; k < batches.size(); ++k) {
            const QList<QByteArray> &lines = batches.at(k);
            const QString &name = names.at(k);
            QVERIFY(lines.size() >= LogStore::kTwoThreadLines);
            LogStore twoThreads;
            twoThreads.appendText(lines, 1700000000000000);
            LogStore oneThread;
            for (qsizetype i = 0; i < lines.size(); i += 7)
                oneThread.appendText(lines.mid(i, 7), 1700000000000000);
            QCOMPARE(twoThreads.size(), oneThread.size());
            for (qint64 q = 0; q < oneThread.size(); ++q) {
                const qint64 a = twoThreads.firstSequence() + q;
                const qint64 b = oneThread.firstSequence() + q;
                QVERIFY2(twoThreads.rawBytes(a) == oneThread.rawBytes(b), qPrintable(name));
                QVERIFY2(twoThreads.level(a) == oneThread.level(b), qPrintable(name + QString::number(q)));
                QVERIFY2(twoThreads.flags(a) == oneThread.flags(b), qPrintable(name + QString::number(q)));
                QVERIFY2(twoThreads.repeatCount(a) == oneThread.repeatCount(b),
                         qPrintable(name + QString::number(q)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLogStore)
#include "tst_logstore.moc"
