// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The corpus of real logs (tests/fixtures/real-logs/, sources in SOURCES.md and in each
// expected file) through `analyze`: engine, outcome, phases and root-cause category against
// what a person wrote down by reading each log. The figures may only go up: they are kept in
// tests/fixtures/real-logs/FLOOR and printed on every run.
#include "startup/LogAnalyzer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace ic;

namespace {

const QString kDir = QStringLiteral(IC_FIXTURES_DIR "/real-logs/");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Figures {
    int logs = 0, engine = 0, outcome = 0, phases = 0, phasesTotal = 0, category = 0, categoryTotal = 0;
};

} // namespace

class TestRealLogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void corpus()
    {
        const QStringList expected
            = QDir(kDir).entryList({ QStringLiteral("*.expected.json") }, QDir::Files, QDir::Name);
        QVERIFY2(expected.size() >= 20, "the corpus is missing");
        Figures f;
        for (const QString &name : expected) {
            const QString base = name.chopped(int(qstrlen(".expected.json")));
            const QJsonObject e = QJsonDocument::fromJson(readFile(kDir + name)).object();
            QVERIFY2(e.value(QLatin1String("source")).toString().startsWith(QLatin1String("https://")),
                     qPrintable(name + QStringLiteral(": no source link")));
            const QByteArray log = readFile(kDir + base + QStringLiteral(".log"));
            QVERIFY2(!log.isEmpty(), qPrintable(base + QStringLiteral(".log is missing")));
            const LogAnalysis a = analyzeLog(log);
            ++f.logs;
            QStringList wrong;
            if (a.engine == e.value(QLatin1String("engine")).toString())
                ++f.engine;
            else
                wrong << QStringLiteral("engine %1").arg(a.engine);
            if (a.outcome == e.value(QLatin1String("outcome")).toString())
                ++f.outcome;
            else
                wrong << QStringLiteral("outcome %1").arg(a.outcome);
            QStringList seen;
            for (const AnalyzedPhase &p : a.phases)
                seen << p.id;
            bool phasesOk = true;
            for (const QJsonValue &v : e.value(QLatin1String("phases")).toArray())
                phasesOk = phasesOk && seen.contains(v.toString());
            for (const QJsonValue &v : e.value(QLatin1String("not_phases")).toArray())
                phasesOk = phasesOk && !seen.contains(v.toString());
            ++f.phasesTotal;
            if (phasesOk)
                ++f.phases;
            else
                wrong << QStringLiteral("phases %1").arg(seen.join(u','));
            const QString category = e.value(QLatin1String("category")).toString();
            const QString root = e.value(QLatin1String("root_cause")).toString();
            if (!category.isEmpty()) {
                ++f.categoryTotal;
                const bool ok
                    = a.rootCauseCategory == category && (root.isEmpty() || a.rootCauseText.contains(root));
                if (ok)
                    ++f.category;
                else
                    wrong << QStringLiteral("root cause [%1] %2")
                                 .arg(a.rootCauseCategory, a.rootCauseText.left(100));
            }
            if (!wrong.isEmpty())
                qInfo().noquote() << base << "→" << wrong.join(QStringLiteral("; "));
        }
        qInfo().noquote() << QStringLiteral(
                                 "real logs: %1; engine %2/%1, outcome %3/%1, phases %4/%5, category %6/%7")
                                 .arg(f.logs)
                                 .arg(f.engine)
                                 .arg(f.outcome)
                                 .arg(f.phases)
                                 .arg(f.phasesTotal)
                                 .arg(f.category)
                                 .arg(f.categoryTotal);
        // The floor: figures as last recorded in the README; they may only go up.
        const QJsonObject floor
            = QJsonDocument::fromJson(readFile(kDir + QStringLiteral("FLOOR.json"))).object();
        QVERIFY2(!floor.isEmpty(), "FLOOR.json is missing");
        QVERIFY(f.logs >= floor.value(QLatin1String("logs")).toInt());
        QVERIFY(f.engine >= floor.value(QLatin1String("engine")).toInt());
        QVERIFY(f.outcome >= floor.value(QLatin1String("outcome")).toInt());
        QVERIFY(f.phases >= floor.value(QLatin1String("phases")).toInt());
        QVERIFY(f.category >= floor.value(QLatin1String("category")).toInt());
    }

    // Big reads are scanned in parts by two threads, the second starting on one read while the
    // first examines the one before; the result must be the one of small reads that a single
    // thread scans and examines in turn. Each real log, repeated until it is big (a file that
    // holds many runs), read both ways, and as one read.
    void twoThreadsReadAsOne()
    {
        const QStringList logs = QDir(kDir).entryList({ QStringLiteral("*.log") }, QDir::Files, QDir::Name);
        QVERIFY(logs.size() >= 20);
        for (const QString &name : logs) {
            const QByteArray one = readFile(kDir + name);
            QByteArray big;
            while (big.size() < 6 * LogStreamAnalyzer::kTwoThreadBytes)
                big += one.endsWith('\n') ? one : one + '\n';
            compareReads(name, big);
        }
    }

    // The engine named only in a read the second thread has started on the next one of: the next
    // region, scanned for no engine yet, is scanned again for the engine named.
    void engineNamedWhileTheNextReadIsScanned()
    {
        QByteArray big;
        for (int i = 0; big.size() < 2 * LogStreamAnalyzer::kTwoThreadBytes; ++i)
            big += "worker " + QByteArray::number(i) + " waiting for its turn, nothing to report yet\n";
        const QByteArray vllm
            = readFile(kDir + QStringLiteral("vllm-0.19-v1-oom-graph-capture-tp-39788.log"));
        QVERIFY(!vllm.isEmpty());
        while (big.size() < 8 * LogStreamAnalyzer::kTwoThreadBytes)
            big += vllm.endsWith('\n') ? vllm : vllm + '\n';
        compareReads(QStringLiteral("engine named late"), big);
        LogStreamAnalyzer an;
        an.addData(big);
        QCOMPARE(an.finish().engine, QStringLiteral("vllm"));
    }

    // Hostile lines inside the overlapped reads, past the first lines: a line longer than a read
    // and than kMaxLineBytes (it spans reads while a region is pending), binary bytes with NULs,
    // invalid UTF-8, a lone carriage return, and a log that ends without a line break. Every way
    // of reading it gives the same report, and the crash after them is still found.
    void hostileLinesInsideOverlappedReads()
    {
        const QByteArray vllm
            = readFile(kDir + QStringLiteral("vllm-0.19-v1-oom-graph-capture-tp-39788.log"));
        QVERIFY(!vllm.isEmpty());
        QByteArray big;
        while (big.size() < 3 * LogStreamAnalyzer::kTwoThreadBytes)
            big += vllm.endsWith('\n') ? vllm : vllm + '\n';
        QByteArray junk(3 * LogStreamAnalyzer::kMaxLineBytes / 2, 'x'); // longer than any read
        junk += "CUDA out of memory\n";
        QByteArray binary;
        for (qint64 i = 0; i < 300000; ++i)
            binary += char(i * 7919 % 256); // NULs, escape bytes, invalid UTF-8, '\r' and '\n'
        binary += "\n\xff\xfe\xc0\x80 half a character: \xe2\x82\n\rjust a carriage return\n";
        big += junk + binary;
        while (big.size() < 10 * LogStreamAnalyzer::kTwoThreadBytes)
            big += vllm.endsWith('\n') ? vllm : vllm + '\n';
        big += "the last line has no line break";
        compareReads(QStringLiteral("hostile lines"), big);
        const LogAnalysis a = analyzeLog(big);
        QCOMPARE(a.engine, QStringLiteral("vllm"));
        QCOMPARE(a.outcome, QStringLiteral("crashed"));
        QVERIFY(a.hasRootCause());
        QCOMPARE(a.lineCount, int(big.count('\n')) + 1);
    }

private:
    /// `big` read in small pieces, in big shared reads (as `analyze` reads a file), in the same
    /// big reads each examined before the next is given (no overlap), and at once.
    static void compareReads(const QString &name, const QByteArray &big)
    {
        constexpr qsizetype kSmall = LogStreamAnalyzer::kTwoThreadBytes / 4;
        constexpr qsizetype kBig = LogStreamAnalyzer::kTwoThreadBytes + 12345; // lines cut at each end
        LogStreamAnalyzer oneThread;
        for (qsizetype pos = 0; pos < big.size(); pos += kSmall)
            oneThread.addData(QByteArrayView(big).sliced(pos, std::min(kSmall, big.size() - pos)));
        LogStreamAnalyzer twoThreads;
        LogStreamAnalyzer inTurn;
        QByteArray bufs[2];
        int turn = 0;
        for (qsizetype pos = 0; pos < big.size(); pos += kBig, turn ^= 1) {
            bufs[turn] = big.mid(pos, kBig);
            twoThreads.addData(std::as_const(bufs[turn]));
            inTurn.addData(std::as_const(bufs[turn]));
            (void)inTurn.lineBreaks(); // examines the read before the next one comes
        }
        LogStreamAnalyzer atOnce;
        atOnce.addData(big);
        QCOMPARE(twoThreads.lineBreaks(), oneThread.lineBreaks());
        QCOMPARE(atOnce.lineBreaks(), oneThread.lineBreaks());
        QCOMPARE(twoThreads.linesExamined(), inTurn.linesExamined());
        const QJsonObject a = logAnalysisToJson(twoThreads.finish());
        const QJsonObject b = logAnalysisToJson(oneThread.finish());
        const QJsonObject c = logAnalysisToJson(atOnce.finish());
        const QJsonObject d = logAnalysisToJson(inTurn.finish());
        const auto show = [&name](const char *what, const QJsonObject &x, const QJsonObject &y) {
            return qPrintable(name + QLatin1String(what) + QString::fromUtf8(QJsonDocument(x).toJson())
                              + QString::fromUtf8(QJsonDocument(y).toJson()));
        };
        QVERIFY2(a == d, show(" (overlapped, in turn):\n", a, d));
        QVERIFY2(a == b, show(" (overlapped, small reads):\n", a, b));
        QVERIFY2(c == b, show(" (one read, small reads):\n", c, b));
    }
};

QTEST_GUILESS_MAIN(TestRealLogs)
#include "tst_reallogs.moc"
