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

    // A big read is scanned by two threads, one half each; the result must be the one of small
    // reads that a single thread scans. Each real log, repeated until it is big (a file that
    // holds many runs), read both ways.
    void twoThreadsReadAsOne()
    {
        const QStringList logs = QDir(kDir).entryList({ QStringLiteral("*.log") }, QDir::Files, QDir::Name);
        QVERIFY(logs.size() >= 20);
        constexpr qsizetype kSmall = LogStreamAnalyzer::kTwoThreadBytes / 4;
        for (const QString &name : logs) {
            const QByteArray one = readFile(kDir + name);
            QByteArray big;
            while (big.size() < 2 * LogStreamAnalyzer::kTwoThreadBytes)
                big += one.endsWith('\n') ? one : one + '\n';
            LogStreamAnalyzer twoThreads;
            twoThreads.addData(big); // one read: halves of it on two threads
            LogStreamAnalyzer oneThread;
            for (qsizetype pos = 0; pos < big.size(); pos += kSmall)
                oneThread.addData(QByteArrayView(big).sliced(pos, std::min(kSmall, big.size() - pos)));
            QCOMPARE(twoThreads.lineBreaks(), oneThread.lineBreaks());
            const QJsonObject a = logAnalysisToJson(twoThreads.finish());
            const QJsonObject b = logAnalysisToJson(oneThread.finish());
            QVERIFY2(a == b,
                     qPrintable(name + QStringLiteral(":\n") + QString::fromUtf8(QJsonDocument(a).toJson())
                                + QString::fromUtf8(QJsonDocument(b).toJson())));
        }
    }
};

QTEST_GUILESS_MAIN(TestRealLogs)
#include "tst_reallogs.moc"
