// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The corpus of real logs as `journalctl -o json -a` prints them, made by systemd's own tools:
// each log's lines go into a journal file through systemd-journal-remote (the journal export
// format, one entry a line, MESSAGE as binary data where it holds control bytes or invalid
// UTF-8), and journalctl reads that file back as JSON, with the flags the console uses on a
// host. No public issue shows an engine's log in journalctl's JSON (see
// tests/fixtures/real-logs/SOURCES.md), so the tools that write that format make it here.
// `analyze` must read each JSON capture exactly as it reads the raw log: same engine,
// outcome, phases and root cause. tst_reallogs checks the raw logs against what a person wrote.
#include "RunBinary.h"
#include "formats/JournalJson.h"
#include "startup/LogAnalyzer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

const QString kDir = QStringLiteral(IC_FIXTURES_DIR "/real-logs/");

QString journalRemote()
{
    for (const char *p :
         { "/lib/systemd/systemd-journal-remote", "/usr/lib/systemd/systemd-journal-remote" }) {
        if (QFileInfo(QString::fromLatin1(p)).isExecutable())
            return QString::fromLatin1(p);
    }
    return {};
}

/// One journal export-format entry (systemd's JOURNAL_EXPORT_FORMATS): text fields as
/// `KEY=value`, a value with a newline or other control byte as `KEY`, a little-endian 64-bit
/// length and the raw bytes.
void exportEntry(QByteArray *out, const QByteArray &message, qint64 usec, int index)
{
    *out += "__REALTIME_TIMESTAMP=" + QByteArray::number(usec) + '\n';
    *out += "__MONOTONIC_TIMESTAMP=" + QByteArray::number(1000000 + index) + '\n';
    *out += "_BOOT_ID=6b4d1c2e8f0a4b3c9d7e5f1a2b3c4d5e\n";
    *out += "_SYSTEMD_UNIT=vllm.service\nSYSLOG_IDENTIFIER=vllm\n_PID=4242\nPRIORITY=6\n";
    bool binary = false;
    for (const char c : message)
        binary = binary || (uchar(c) < 0x20 && c != '\t');
    if (!binary) {
        *out += "MESSAGE=" + message + '\n';
    } else {
        *out += "MESSAGE\n";
        quint64 n = quint64(message.size());
        for (int i = 0; i < 8; ++i, n >>= 8)
            *out += char(n & 0xff);
        *out += message + '\n';
    }
    *out += '\n';
}

QString phaseIds(const LogAnalysis &a)
{
    QStringList ids;
    for (const AnalyzedPhase &p : a.phases)
        ids << p.id;
    return ids.join(u',');
}

/// The records of `entries` as `journalctl --file=… --unit=vllm.service -o json -a` prints them,
/// through a journal file that systemd-journal-remote writes; empty and `*error` set on failure.
QByteArray throughJournal(const QList<QByteArray> &messages, QString *error)
{
    QTemporaryDir dir;
    QByteArray exported;
    const qint64 start = 1733220000000000; // any fixed moment: the expected files carry no times
    for (int i = 0; i < messages.size(); ++i)
        exportEntry(&exported, messages.at(i), start + qint64(i) * 1000, i);
    const QString journal = dir.filePath(QStringLiteral("capture.journal"));
    RunOptions make;
    make.input = exported;
    const RunResult made
        = runBinary(journalRemote(), { QStringLiteral("--output=") + journal, QStringLiteral("-") }, make);
    if (!made.exitedNormally() || made.exitCode != 0) {
        *error = QString::fromUtf8(made.describe());
        return {};
    }
    const RunResult json = runBinary(
        QStandardPaths::findExecutable(QStringLiteral("journalctl")),
        { QStringLiteral("--file=") + journal, QStringLiteral("--unit=vllm.service"), QStringLiteral("-o"),
          QStringLiteral("json"), QStringLiteral("-a"), QStringLiteral("--no-pager") });
    if (!json.exitedNormally() || json.exitCode != 0) {
        *error = QString::fromUtf8(json.describe());
        return {};
    }
    return json.out;
}

} // namespace

class TestJournalctlCapture : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (journalRemote().isEmpty()
            || QStandardPaths::findExecutable(QStringLiteral("journalctl")).isEmpty())
            QSKIP(
                "systemd-journal-remote and journalctl are needed (.ci/install-deps --tests installs them)");
    }

    void corpusReadsTheSameThroughTheJournal_data()
    {
        QTest::addColumn<QString>("base");
        const QStringList expected
            = QDir(kDir).entryList({ QStringLiteral("*.expected.json") }, QDir::Files, QDir::Name);
        QVERIFY2(expected.size() >= 20, "the corpus is missing");
        for (const QString &name : expected) {
            const QString base = name.chopped(int(qstrlen(".expected.json")));
            QTest::newRow(qPrintable(base)) << base;
        }
    }

    void corpusReadsTheSameThroughTheJournal()
    {
        QFETCH(QString, base);
        QFile f(kDir + base + QStringLiteral(".log"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray raw = f.readAll();
        QList<QByteArray> lines = raw.split('\n');
        if (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();

        QString error;
        const QByteArray json = throughJournal(lines, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(json.count('\n'), lines.size()); // one record a line, none lost

        const LogAnalysis plain = analyzeLog(raw);
        const LogAnalysis journald = analyzeLog(json);
        QCOMPARE(journald.format, QStringLiteral("journal-json"));
        QCOMPARE(journald.lineCount, plain.lineCount);
        QCOMPARE(journald.engine, plain.engine);
        QCOMPARE(journald.outcome, plain.outcome);
        QCOMPARE(phaseIds(journald), phaseIds(plain));
        QCOMPARE(journald.rootCauseCategory, plain.rootCauseCategory);
        QCOMPARE(journald.rootCauseLine, plain.rootCauseLine);
        QCOMPARE(journald.rootCauseText, plain.rootCauseText);
    }

    /// What the corpus does not hold (it was pasted into web pages): the bytes a terminal-bound
    /// engine writes. journalctl prints a MESSAGE with control bytes or invalid UTF-8 as an array
    /// of numbers; each comes back as the bytes that went in, and the line count holds.
    void bytesSurviveTheJournal()
    {
        const QList<QByteArray> messages {
            // vLLM's coloured process prefix, as vllm-project/vllm-ascend#615 shows it in caret notation
            "\x1b[1;36m(VllmWorkerProcess pid=2216)\x1b[0;0m INFO 04-22 09:47:46 [worker.py:267] Memory "
            "profiling takes 5.86 seconds",
            // tqdm redrawing its bar with carriage returns, as a pipe receives it
            "Loading safetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]\r"
            "Loading safetensors checkpoint shards:  25% Completed | 1/4 [00:01<00:03,  1.10s/it]",
            "invalid UTF-8 \xff\xfe in a path: /models/\xc3(",
            QByteArray(5000, 'x'), // over journalctl's 4096-byte limit without -a
            "",
            "INFO 04-22 09:47:50 [api_server.py:1024] Starting vLLM API server on http://0.0.0.0:8000",
        };
        QString error;
        const QByteArray json = throughJournal(messages, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<QByteArray> records = json.trimmed().split('\n');
        QCOMPARE(records.size(), messages.size());
        QVERIFY2(records.at(0).contains("\"MESSAGE\":[27,91,49,59,51,54,109"), records.at(0).constData());
        for (int i = 0; i < records.size(); ++i) {
            const JournalEntry e = parseJournalJsonLine(records.at(i));
            QVERIFY2(e.isValid(), qPrintable(e.error));
            QVERIFY(!e.messageMissing);
            QCOMPARE(e.message, QString::fromUtf8(messages.at(i)));
            const bool binary = i <= 2;
            QCOMPARE(e.messageWasBinary, binary);
            QCOMPARE(e.identifier, QByteArray("vllm"));
            QCOMPARE(e.pid, 4242);
        }
        const LogAnalysis a = analyzeLog(json);
        QCOMPARE(a.format, QStringLiteral("journal-json"));
        QCOMPARE(a.lineCount, int(messages.size()));
    }
};

QTEST_GUILESS_MAIN(TestJournalctlCapture)
#include "tst_journalctlcapture.moc"
