// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Journal store ingest, filter and memory on 1M real-shaped vLLM lines; prints one figure a line.
// Compare with grep -cE and lnav over the same file (run beside it when installed).
#include "LogLineDelegate.h"
#include "RunBinary.h"
#include "formats/JournalJson.h"
#include "monitor/LogModel.h"
#include "monitor/LogStore.h"

#include <QByteArrayMatcher>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace ic;

namespace {

QList<QByteArray> makeLines(int n)
{
    const char *templates[] = {
        "(EngineCore_DP0 pid=441) INFO 12-02 14:05:%02d [gpu_worker.py:348] Available KV cache memory: %d.31 "
        "GiB",
        "(APIServer pid=31) INFO 12-02 14:05:%02d [loggers.py:123] Engine 000: Avg prompt throughput: %d.0 "
        "tokens/s, "
        "Avg generation throughput: 61.2 tokens/s, Running: 1 reqs, Waiting: 0 reqs, GPU KV cache usage: "
        "0.1%%",
        "(Worker_TP%d pid=512) INFO 12-02 14:05:%02d [shm_broadcast.py:466] No available shared memory "
        "broadcast block "
        "found in 60 seconds. This typically happens when some processes are hanging or doing some "
        "time-consuming work.",
        "(APIServer pid=31) INFO:     127.0.0.1:%d - \"POST /v1/chat/completions HTTP/1.1\" 200 OK",
        "(EngineCore_DP0 pid=441) WARNING 12-02 14:05:%02d [config.py:%d] Using max model len 262144",
        "(Worker_TP%d pid=513) INFO 12-02 14:05:%02d [default_loader.py:262] Loading weights took 31.48 "
        "seconds",
        "(EngineCore_DP0 pid=441) ERROR 12-02 14:05:%02d [core.py:%d] EngineCore encountered an issue.",
    };
    QList<QByteArray> out;
    out.reserve(n);
    char buf[512];
    for (int i = 0; i < n; ++i) {
        const int t = (i * 7919) % 100;
        const int which = t < 40 ? 1 : t < 60 ? 0 : t < 80 ? 3 : t < 90 ? 2 : t < 97 ? 5 : t < 99 ? 4 : 6;
        std::snprintf(buf, sizeof buf, templates[which], i % 60, i % 8 + 10, i % 60);
        out << QByteArray(buf);
    }
    return out;
}

QByteArray jsonLine(const QByteArray &msg, int i)
{
    QJsonObject o;
    o[QLatin1String("__CURSOR")]
        = QStringLiteral("s=0f4c;i=%1;b=9a1;m=%2;t=%3;x=77").arg(i, 0, 16).arg(i * 3, 0, 16).arg(i, 0, 16);
    o[QLatin1String("__REALTIME_TIMESTAMP")] = QString::number(1764684311000000LL + i * 1000LL);
    o[QLatin1String("__MONOTONIC_TIMESTAMP")] = QString::number(811000000LL + i * 1000LL);
    o[QLatin1String("_BOOT_ID")] = QStringLiteral("9a1b2c3d4e5f60718293a4b5c6d7e8f9");
    o[QLatin1String("PRIORITY")] = QStringLiteral("6");
    o[QLatin1String("_PID")] = QStringLiteral("441");
    o[QLatin1String("_COMM")] = QStringLiteral("vllm");
    o[QLatin1String("SYSLOG_IDENTIFIER")] = QStringLiteral("vllm");
    o[QLatin1String("_SYSTEMD_UNIT")] = QStringLiteral("vllm.service");
    o[QLatin1String("_SYSTEMD_INVOCATION_ID")] = QStringLiteral("7f3e0c2b9d8a4e6f8a1b2c3d4e5f6a7b");
    o[QLatin1String("MESSAGE")] = QString::fromUtf8(msg);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

double secondsOf(const std::function<void()> &f)
{
    QElapsedTimer t;
    t.start();
    f();
    return t.nsecsElapsed() / 1e9;
}

double timeCommand(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QElapsedTimer t;
    t.start();
    ic::testsupport::RunOptions o;
    o.deadlineMs = 300000;
    const ic::testsupport::RunResult r = ic::testsupport::runBinary(program, args, o);
    const double seconds = t.nsecsElapsed() / 1e9;
    if (r.timedOut || !r.started)
        return -1;
    if (out)
        *out = r.out.trimmed();
    return seconds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 1000000;
    QTextStream out(stdout);
    const QList<QByteArray> lines = makeLines(n);
    qint64 raw = 0;
    for (const QByteArray &l : lines)
        raw += l.size() + 1;

    // Plain text ingest, in batches as streams deliver them.
    LogStore text(n + 10, qint64(1) << 40); // every line kept: no byte budget
    static const QByteArrayMatcher shm(QByteArrayLiteral("No available shared memory broadcast block"));
    text.setBenignClassifier([](QByteArrayView b) {
        return shm.indexIn(b.data(), b.size()) >= 0 ? QStringLiteral("benign") : QString();
    });
    const double tText = secondsOf([&] {
        for (qsizetype i = 0; i < lines.size(); i += 1000)
            text.appendText(lines.mid(i, 1000));
    });
    out << "lines " << n << "\nraw_bytes " << raw << "\n";
    out << "text_ingest_lines_per_s " << qint64(n / tText) << "\n";
    out << "memory_bytes " << text.memoryBytes() << "\n";
    out << "memory_per_line_bytes " << double(text.memoryBytes()) / n << "\n";
    out << "memory_ratio_to_raw " << double(text.memoryBytes()) / raw << "\n";

    if (argc > 2 && QByteArray(argv[2]) == "text-only")
        return 0;
    // journalctl -o json ingest: lean parse + store.
    QList<QByteArray> json;
    json.reserve(n);
    for (int i = 0; i < n; ++i)
        json << jsonLine(lines[i], i);
    LogStore js(n + 10, qint64(1) << 40);
    const double tJson = secondsOf([&] {
        QList<JournalEntry> batch;
        batch.reserve(1000);
        for (int i = 0; i < n; ++i) {
            batch.append(parseJournalJsonLine(json[i]));
            if (batch.size() == 1000) {
                js.append(batch);
                batch.clear();
            }
        }
        js.append(batch);
    });
    out << "json_ingest_entries_per_s " << qint64(n / tJson) << "\n";

    // Filter over the held lines versus grep -cE over the same text.
    const QString regex = QStringLiteral("KV cache (usage|memory): [0-9.]+");
    std::size_t hits = 0;
    const double tFilter = secondsOf([&] { hits = text.filter(regex, true, false, true).size(); });
    std::size_t litHits = 0;
    const double tLiteral = secondsOf(
        [&] { litHits = text.filter(QStringLiteral("Loading weights"), false, false, true).size(); });
    out << "filter_regex_s " << tFilter << " hits " << hits << "\n";
    out << "filter_literal_s " << tLiteral << " hits " << litHits << "\n";

    // The journal view's filter path: what one (debounced) filter change costs the GUI thread,
    // hiding the other lines or only marking the matches; then stepping and painting marks.
    {
        LogModel model;
        model.store().setCaps(n + 10, qint64(1) << 40);
        for (qsizetype i = 0; i < lines.size(); i += 1000)
            model.appendLines(lines.mid(i, 1000));
        const double tHide = secondsOf([&] { model.setFilter(regex, true, false, true); });
        const qint64 hideRows = model.rowCount();
        const double tHideLiteral
            = secondsOf([&] { model.setFilter(QStringLiteral("kv cache"), false, false, false); });
        const qint64 hideLiteralRows = model.rowCount();
        // Of that, what the longest-line pass added to each rebuild (the rest existed before).
        qint64 longest = 0;
        const double tWidth = secondsOf([&] {
            for (int r = 0; r < model.rowCount(); ++r)
                longest = std::max<qint64>(longest, model.store().rawBytes(model.sequenceAt(r)).size());
        });
        out << "model_longest_line_pass_s " << tWidth << " longest " << longest << "\n";
        model.setFilter(QString(), false, false, false);
        model.setHideNonMatching(false);
        const double tMark = secondsOf([&] { model.setFilter(regex, true, false, true); });
        const double tMarkLiteral
            = secondsOf([&] { model.setFilter(QStringLiteral("kv cache"), false, false, false); });
        out << "model_filter_hide_regex_s " << tHide << " rows " << hideRows << "\n";
        out << "model_filter_hide_literal_nocase_s " << tHideLiteral << " rows " << hideLiteralRows << "\n";
        out << "model_filter_mark_regex_s " << tMark << "\n";
        out << "model_filter_mark_literal_nocase_s " << tMarkLiteral << " rows " << model.rowCount()
            << " matches " << model.matchCount() << "\n";
        int row = -1;
        int steps = 0;
        const double tSteps = secondsOf([&] {
            for (int i = 0; i < 10000; ++i) {
                row = model.nextMatchRow(row, true);
                if (row < 0)
                    break;
                ++steps;
            }
        });
        out << "model_next_match_us " << (steps ? tSteps * 1e6 / steps : -1) << "\n";
        // One screenful (60 lines) of match marks, as a repaint computes them.
        const QRegularExpression &re = model.highlightExpression();
        int marks = 0;
        const double tMarks = secondsOf([&] {
            for (int frame = 0; frame < 100; ++frame) {
                for (int r = 0; r < 60; ++r)
                    marks += int(LogLineDelegate::matchRanges(model.index(r).data().toString(), re).size());
            }
        });
        out << "highlight_screenful_ms " << tMarks * 1000 / 100 << " marks " << marks / 100 << "\n";
    }

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("vllm.log"));
    {
        QFile f(file);
        f.open(QIODevice::WriteOnly);
        for (const QByteArray &l : lines) {
            f.write(l);
            f.write("\n");
        }
    }
    QByteArray grepCount;
    const double tGrep
        = timeCommand(QStringLiteral("grep"), { QStringLiteral("-cE"), regex, file }, &grepCount);
    out << "grep_cE_s " << tGrep << " hits " << grepCount << "\n";
    if (tGrep > 0)
        out << "filter_vs_grep_ratio " << tFilter / tGrep << "\n";
    const QString lnav = QStandardPaths::findExecutable(QStringLiteral("lnav"));
    if (!lnav.isEmpty()) {
        // lnav indexes the whole file, then runs one command and exits.
        const double tLnav = timeCommand(
            lnav, { QStringLiteral("-n"), QStringLiteral("-c"), QStringLiteral(":goto 100%"), file });
        out << "lnav_index_s " << tLnav << "\n";
        out << "lnav_lines_per_s " << qint64(n / tLnav) << "\n";
        out << "text_ingest_vs_lnav_ratio " << (n / tText) / (n / tLnav) << "\n";
    } else {
        out << "lnav_index_s n/a (lnav not installed)\n";
    }
    return 0;
}
