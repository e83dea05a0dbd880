// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `analyze` speed and memory. Prints one figure a line; never asserts on time. Each timing is
// the best of three runs.
//
//   bench_analyze [LINES]   a LINES-line vLLM log (default 1,000,000): a real start-up
//                           (tests/fixtures/logs/vllm-0.11-v1-ready.log) followed by serving
//                           lines; lines/s of the `analyze` binary, of the analyzer in-process,
//                           of the tracker alone (one QString per line, as the GUI feeds it),
//                           of `grep -c` and of lnav over the same file, in one run.
//   bench_analyze --rss     peak RSS of `analyze` on 16 MiB, 256 MiB and 2 GiB logs, on a
//                           2 GiB sparse file and on /dev/zero.
#include "RunBinary.h"
#include "startup/LogAnalyzer.h"
#include "startup/StartupTracker.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ic;

namespace {

QByteArray startup()
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/logs/vllm-0.11-v1-ready.log"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Serving-time lines as vLLM 0.11 prints them, in a fixed mix.
QByteArray servingLine(qint64 i)
{
    char buf[512];
    const int sec = int(i % 60);
    const int min = int((i / 60) % 60);
    const int t = int((i * 7919) % 100);
    if (t < 60)
        std::snprintf(
            buf, sizeof buf,
            "(APIServer pid=1) INFO:     10.0.3.%d:%d - \"POST /v1/chat/completions HTTP/1.1\" 200 OK\n",
            int(i % 250), int(40000 + i % 20000));
    else if (t < 90)
        std::snprintf(buf, sizeof buf,
                      "(APIServer pid=1) INFO 12-02 14:%02d:%02d [loggers.py:123] Engine 000: Avg prompt "
                      "throughput: %d.0 tokens/s, Avg generation throughput: 61.2 tokens/s, Running: 3 reqs, "
                      "Waiting: 0 reqs, GPU KV cache usage: 1.2%%, Prefix cache hit rate: 40.1%%\n",
                      min, sec, int(i % 5000));
    else if (t < 99)
        std::snprintf(
            buf, sizeof buf,
            "(APIServer pid=1) INFO 12-02 14:%02d:%02d [chat_utils.py:560] Detected the chat template "
            "content format to be 'string'. You can set `--chat-template-content-format` to override "
            "this.\n",
            min, sec);
    else
        std::snprintf(buf, sizeof buf,
                      "(EngineCore_DP0 pid=441) INFO 12-02 14:%02d:%02d [shm_broadcast.py:466] No available "
                      "shared memory broadcast block found in 60 seconds. This typically happens when some "
                      "processes are hanging or doing some time-consuming work.\n",
                      min, sec);
    return QByteArray(buf);
}

/// Writes a log of `lines` lines, or of at least `bytes` bytes when lines is 0.
bool writeLog(const QString &path, qint64 lines, qint64 bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray head = startup();
    f.write(head);
    qint64 n = head.count('\n');
    qint64 size = head.size();
    QByteArray block;
    for (qint64 i = 0; lines > 0 ? n < lines : size < bytes; ++i, ++n) {
        block += servingLine(i);
        if (block.size() > (1 << 20)) {
            size += f.write(block);
            block.clear();
        }
    }
    size += f.write(block);
    return true;
}

struct Run {
    double seconds = -1;
    long maxRssKiB = -1;
    int exitCode = -1;
};

/// Runs a program with stdout/stderr to /dev/null; wall time and peak RSS from wait4().
Run runProgramOnce(const QString &program, const QStringList &args, const QString &stdoutFile = {})
{
    Run r;
    QList<QByteArray> storage { QFile::encodeName(program) };
    for (const QString &a : args)
        storage << QFile::encodeName(a);
    std::vector<char *> argv;
    for (QByteArray &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    const QByteArray outPath = QFile::encodeName(stdoutFile);
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        const int null = ::open("/dev/null", O_WRONLY);
        // grep stops at the first match when its output is /dev/null: give it a real file.
        const int o
            = stdoutFile.isEmpty() ? null : ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        dup2(o, 1);
        dup2(null, 2);
        const int in = ::open("/dev/null", O_RDONLY);
        dup2(in, 0);
        unsetenv("DISPLAY");
        unsetenv("QT_QPA_PLATFORM");
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    struct rusage ru { };
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0)
        return r;
    r.seconds = timer.nsecsElapsed() / 1e9;
    r.maxRssKiB = ru.ru_maxrss;
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return r;
}

/// The best of three runs: the machine is shared, the fastest run is the least disturbed one.
Run runProgram(const QString &program, const QStringList &args, const QString &stdoutFile = {})
{
    Run best;
    for (int i = 0; i < 3; ++i) {
        const Run r = runProgramOnce(program, args, stdoutFile);
        if (best.seconds < 0 || (r.seconds >= 0 && r.seconds < best.seconds))
            best = r;
    }
    return best;
}

QString consoleBinary()
{
    return ic::testsupport::consolePath();
}

int rssMode(QTextStream &out)
{
    QTemporaryDir dir;
    const QString bin = consoleBinary();
    if (!QFileInfo(bin).isExecutable()) {
        out << "skip: " << bin << " not built\n";
        return 77;
    }
    struct Size {
        const char *name;
        qint64 bytes;
    };
    const Size sizes[] = { { "16MiB", 16LL << 20 }, { "256MiB", 256LL << 20 }, { "2GiB", 2048LL << 20 } };
    for (const Size &s : sizes) {
        const QString path = dir.filePath(QString::fromLatin1(s.name) + QStringLiteral(".log"));
        if (!writeLog(path, 0, s.bytes)) {
            out << "error: cannot write " << path << "\n";
            return 1;
        }
        const Run r = runProgram(bin, { QStringLiteral("analyze"), path, QStringLiteral("--json") });
        out << "analyze_rss " << s.name << " size_bytes " << QFileInfo(path).size() << " max_rss_mib "
            << r.maxRssKiB / 1024.0 << " seconds " << r.seconds << " exit " << r.exitCode << "\n";
        out.flush();
        QFile::remove(path);
    }
    const QString sparse = dir.filePath(QStringLiteral("sparse.log"));
    {
        QFile f(sparse);
        if (f.open(QIODevice::WriteOnly))
            f.resize(2048LL << 20);
    }
    Run r = runProgram(bin, { QStringLiteral("analyze"), sparse });
    out << "analyze_rss sparse-2GiB max_rss_mib " << r.maxRssKiB / 1024.0 << " seconds " << r.seconds
        << " exit " << r.exitCode << "\n";
    r = runProgram(bin, { QStringLiteral("analyze"), QStringLiteral("/dev/zero") });
    out << "analyze_rss /dev/zero max_rss_mib " << r.maxRssKiB / 1024.0 << " seconds " << r.seconds
        << " exit " << r.exitCode << "\n";
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--rss")))
        return rssMode(out);
    const qint64 lines = args.size() > 1 ? args.at(1).toLongLong() : 1000000;

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("vllm-1M.log"));
    if (!writeLog(file, lines, 0)) {
        out << "error: cannot write the log\n";
        return 1;
    }
    // External programs first, while this process is small (a child's peak RSS includes
    // what its parent had mapped when it forked).
    const qint64 n = lines;
    out << "log_lines " << n << " bytes " << QFileInfo(file).size() << "\n";
    double lnavSeconds = -1;
    const QString bin = consoleBinary();
    Run binRun;
    if (QFileInfo(bin).isExecutable()) {
        binRun = runProgram(bin, { QStringLiteral("analyze"), file, QStringLiteral("--json") });
        out << "analyze_binary_s " << binRun.seconds << " lines_per_s " << qint64(n / binRun.seconds)
            << " max_rss_mib " << binRun.maxRssKiB / 1024.0 << " exit " << binRun.exitCode << "\n";
    } else {
        out << "analyze_binary_s n/a (" << bin << " not built)\n";
    }
    const QString grep = QStandardPaths::findExecutable(QStringLiteral("grep"));
    if (!grep.isEmpty()) {
        const Run g
            = runProgram(grep, { QStringLiteral("-c"), QStringLiteral("Application startup complete"), file },
                         dir.filePath(QStringLiteral("grep.out")));
        out << "grep_c_s " << g.seconds << " lines_per_s " << qint64(n / g.seconds) << "\n";
    }
    const QString lnav = QStandardPaths::findExecutable(QStringLiteral("lnav"));
    if (!lnav.isEmpty()) {
        // lnav indexes the whole file, runs one command and exits.
        const Run l = runProgram(
            lnav, { QStringLiteral("-n"), QStringLiteral("-c"), QStringLiteral(":goto 100%"), file },
            dir.filePath(QStringLiteral("lnav.out")));
        out << "lnav_s " << l.seconds << " lines_per_s " << qint64(n / l.seconds) << " exit " << l.exitCode
            << "\n";
        if (binRun.seconds > 0)
            out << "analyze_binary_vs_lnav " << l.seconds / binRun.seconds << "x\n";
        lnavSeconds = l.seconds;
    } else {
        out << "lnav_s n/a (lnav not installed)\n";
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray content = f.readAll();

    // The analyzer in-process, fed in 1 MiB chunks as `analyze` reads them.
    QElapsedTimer t;
    t.start();
    LogStreamAnalyzer stream;
    for (qsizetype pos = 0; pos < content.size(); pos += 1 << 20)
        stream.addData(
            QByteArrayView(content).sliced(pos, std::min<qsizetype>(1 << 20, content.size() - pos)));
    const LogAnalysis a = stream.finish();
    const double tAnalyze = t.nsecsElapsed() / 1e9;
    out << "analyze_lines_examined " << stream.linesExamined() << "\n";
    out << "analyze_inprocess_s " << tAnalyze << " lines_per_s " << qint64(n / tAnalyze) << " (engine "
        << a.engine << ", outcome " << a.outcome << ", " << a.phases.size() << " phases)\n";

    // The tracker alone, one QString per line, as the GUI's journal feeds it.
    {
        StartupTracker tracker;
        tracker.setRequireHealth(false);
        t.restart();
        qsizetype pos = 0;
        int line = 0;
        while (pos < content.size()) {
            qsizetype nl = content.indexOf('\n', pos);
            if (nl < 0)
                nl = content.size();
            tracker.addLogRecord(QString::fromUtf8(content.constData() + pos, nl - pos), kUnknownTime,
                                 ++line);
            pos = nl + 1;
        }
        const double tTracker = t.nsecsElapsed() / 1e9;
        out << "tracker_alone_s " << tTracker << " lines_per_s " << qint64(n / tTracker) << " (outcome "
            << startupOutcomeName(tracker.outcome()) << ")\n";
    }

    if (lnavSeconds > 0)
        out << "analyze_inprocess_vs_lnav " << lnavSeconds / tAnalyze << "x\n";
    return 0;
}
