// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `analyze` speed and memory. Prints one figure a line; never asserts on time.
//
//   bench_analyze [LINES] [--before CONSOLE]
//                           a LINES-line vLLM log (default 1,000,000): a real start-up
//                           (tests/fixtures/logs/vllm-0.11-v1-ready.log) followed by serving
//                           lines; lines/s of the `analyze` binary, of the analyzer in-process,
//                           of the tracker alone (one QString per line, as the GUI feeds it), of
//                           the journal view's log store ingesting every line, of lnav and of
//                           `grep -c` over the same file, in one run: three rounds, each running
//                           every measurement once, and the median of each; the load average
//                           before, after each round and at the end. `--before` times another
//                           console binary's `analyze` in the same rounds.
//   bench_analyze --real [LINES] [--before CONSOLE]
//                           the real logs (tests/fixtures/real-logs/*.log, then
//                           tests/fixtures/realhost/*.log, each in name order) concatenated and
//                           repeated to LINES lines (default 1,000,000, about 116 MB): the
//                           `analyze` binary and lnav on that file in five interleaved rounds,
//                           each one's seconds, the medians, their ratio and analyze's peak RSS.
//   bench_analyze --rss     peak RSS of `analyze` on 16 MiB, 256 MiB and 2 GiB logs, on a
//                           2 GiB sparse file and on /dev/zero.
#include "RunBinary.h"
#include "monitor/LogStore.h"
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

#include <algorithm>
#include <cstdio>
#include <ctime>

#include <fcntl.h>
#include <spawn.h>
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
    double cpuSeconds = -1; ///< user + system time of the child
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
    // posix_spawn (vfork semantics): the time is the child's, not that of copying the page
    // tables of this process, which holds the whole log and its lines in memory.
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    // grep stops at the first match when its output is /dev/null: give it a real file.
    posix_spawn_file_actions_addopen(&fa, 1, stdoutFile.isEmpty() ? "/dev/null" : outPath.constData(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    QByteArrayList envStorage;
    for (char **e = environ; *e; ++e) {
        const QByteArray entry(*e);
        if (!entry.startsWith("DISPLAY=") && !entry.startsWith("QT_QPA_PLATFORM="))
            envStorage << entry;
    }
    std::vector<char *> envp;
    for (QByteArray &e : envStorage)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = -1;
    if (posix_spawn(&pid, argv[0], &fa, nullptr, argv.data(), envp.data()) != 0)
        pid = -1;
    posix_spawn_file_actions_destroy(&fa);
    int status = 0;
    struct rusage ru { };
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0)
        return r;
    r.seconds = timer.nsecsElapsed() / 1e9;
    r.cpuSeconds = double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec)
        + double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    r.maxRssKiB = ru.ru_maxrss;
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return r;
}

/// The best of three runs (the --rss mode): the fastest run is the least disturbed one.
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

/// The real corpus in a fixed order, repeated to `lines` lines.
bool writeRealLog(const QString &path, qint64 lines)
{
    QByteArray corpus;
    for (const char *sub : { "/real-logs", "/realhost" }) {
        const QDir d(QStringLiteral(IC_FIXTURES_DIR) + QLatin1String(sub));
        for (const QString &name : d.entryList({ QStringLiteral("*.log") }, QDir::Files, QDir::Name)) {
            QFile f(d.filePath(name));
            if (!f.open(QIODevice::ReadOnly))
                return false;
            QByteArray b = f.readAll();
            if (!b.isEmpty() && !b.endsWith('\n'))
                b += '\n';
            corpus += b;
        }
    }
    const qint64 perCopy = corpus.count('\n');
    QFile out(path);
    if (perCopy == 0 || !out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    qint64 n = 0;
    for (; n + perCopy <= lines; n += perCopy)
        out.write(corpus);
    qsizetype pos = 0;
    for (; n < lines; ++n)
        pos = corpus.indexOf('\n', pos) + 1;
    out.write(corpus.first(pos));
    return true;
}

double median(QList<double> v);
QString loadAverage();

/// `--real`: analyze and lnav on the real corpus repeated.
int realMode(QTextStream &out, qint64 lines, const QString &before)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("real.log"));
    if (!writeRealLog(file, lines)) {
        out << "error: cannot write the log\n";
        return 1;
    }
    const QString bin = consoleBinary();
    if (!QFileInfo(bin).isExecutable()) {
        out << "skip: " << bin << " not built\n";
        return 77;
    }
    const QString lnav = QStandardPaths::findExecutable(QStringLiteral("lnav"));
    out << "real_log_lines " << lines << " bytes " << QFileInfo(file).size() << "\n";
    out << "load_average_start " << loadAverage() << "\n";
    out.flush();
    constexpr int kRounds = 5;
    QList<double> an, anBefore, ln;
    long rss = 0;
    int exitCode = -1;
    for (int round = 0; round < kRounds; ++round) {
        const QStringList args { QStringLiteral("analyze"), file, QStringLiteral("--json") };
        const Run a = runProgramOnce(bin, args);
        an << a.seconds;
        rss = std::max(rss, a.maxRssKiB);
        exitCode = a.exitCode;
        if (!before.isEmpty())
            anBefore << runProgramOnce(before, args).seconds;
        if (!lnav.isEmpty())
            ln << runProgramOnce(
                      lnav,
                      { QStringLiteral("-n"), QStringLiteral("-c"), QStringLiteral(":goto 100%"), file },
                      dir.filePath(QStringLiteral("lnav.out")))
                      .seconds;
        out << "round " << round + 1 << " analyze " << a.seconds;
        if (!anBefore.isEmpty())
            out << " before " << anBefore.constLast();
        if (!ln.isEmpty())
            out << " lnav " << ln.constLast();
        out << " s, load_average " << loadAverage() << "\n";
        out.flush();
    }
    out << "analyze_real_seconds " << median(an) << " (exit " << exitCode << ")\n";
    if (!anBefore.isEmpty())
        out << "analyze_real_before_seconds " << median(anBefore) << "\n";
    if (!ln.isEmpty()) {
        out << "lnav_real_seconds " << median(ln) << "\n";
        out << "analyze_real_vs_lnav " << median(ln) / median(an) << "x\n";
    } else {
        out << "lnav n/a (not installed)\n";
    }
    out << "analyze_real_max_rss_mib " << rss / 1024.0 << "\n";
    return 0;
}

/// The load averages (1, 5, 15 minutes) as /proc/loadavg has them.
QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("n/a");
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() >= 3 ? QString::fromLatin1(parts[0] + ' ' + parts[1] + ' ' + parts[2])
                             : QStringLiteral("n/a");
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return -1;
    std::sort(v.begin(), v.end());
    return v.at(v.size() / 2);
}

/// Seconds of each repetition of one measurement (wall clock, and CPU time of the process or
/// thread that did the work: on a busy machine the CPU time is the steadier figure).
struct Series {
    QString name;
    QList<double> seconds;
    QList<double> cpuSeconds;
    QString note;
    double medianSeconds() const { return median(seconds); }
};

/// CPU time of the whole process: `analyze` scans with a second thread.
double threadCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

/// Page faults of the process so far (first touches of memory it allocated).
qint64 minorFaults()
{
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_minflt;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--rss")))
        return rssMode(out);
    // --before CONSOLE: also times another build of the console on the same file (e.g. the
    // previous commit's), so a change is measured before and after in one run.
    QString before;
    if (const qsizetype i = args.indexOf(QStringLiteral("--before")); i > 0 && i + 1 < args.size()) {
        before = args.at(i + 1);
        args.remove(i, 2);
    }
    if (const qsizetype i = args.indexOf(QStringLiteral("--real")); i > 0) {
        args.remove(i);
        return realMode(out, args.size() > 1 ? args.at(1).toLongLong() : 1000000, before);
    }
    const qint64 lines = args.size() > 1 ? args.at(1).toLongLong() : 1000000;
    constexpr int kRepetitions = 3;

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("vllm-1M.log"));
    if (!writeLog(file, lines, 0)) {
        out << "error: cannot write the log\n";
        return 1;
    }
    const qint64 n = lines;
    out << "log_lines " << n << " bytes " << QFileInfo(file).size() << "\n";
    out << "load_average_start " << loadAverage() << "\n";
    out.flush();

    const QString bin = consoleBinary();
    const QString grep = QStandardPaths::findExecutable(QStringLiteral("grep"));
    const QString lnav = QStandardPaths::findExecutable(QStringLiteral("lnav"));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray content = f.readAll();
    // The store is handed lines as the journal stream delivers them: split beforehand.
    QList<QByteArray> split;
    split.reserve(n);
    for (qsizetype pos = 0; pos < content.size();) {
        qsizetype nl = content.indexOf('\n', pos);
        if (nl < 0)
            nl = content.size();
        split << content.mid(pos, nl - pos);
        pos = nl + 1;
    }

    Series sAnalyze { QStringLiteral("analyze_binary"), {}, {}, {} };
    Series sBefore { QStringLiteral("analyze_binary_before"), {}, {}, {} };
    Series sInProcess { QStringLiteral("analyze_inprocess"), {}, {}, {} };
    Series sTracker { QStringLiteral("tracker_alone"), {}, {}, {} };
    Series sStore { QStringLiteral("logstore_ingest"), {}, {}, {} };
    QStringList storeFaults; ///< per repetition: memory touched for the first time costs most
    Series sLnav { QStringLiteral("lnav"), {}, {}, {} };
    Series sGrep { QStringLiteral("grep_c"), {}, {}, {} };
    // Rounds interleave every program, so a busy spell on the machine falls on all of them.
    for (int round = 0; round < kRepetitions; ++round) {
        if (QFileInfo(bin).isExecutable()) {
            const Run r = runProgramOnce(bin, { QStringLiteral("analyze"), file, QStringLiteral("--json") });
            sAnalyze.seconds << r.seconds;
            sAnalyze.cpuSeconds << r.cpuSeconds;
            sAnalyze.note = QStringLiteral("exit %1").arg(r.exitCode);
        }
        if (!before.isEmpty() && QFileInfo(before).isExecutable()) {
            const Run r
                = runProgramOnce(before, { QStringLiteral("analyze"), file, QStringLiteral("--json") });
            sBefore.seconds << r.seconds;
            sBefore.cpuSeconds << r.cpuSeconds;
            sBefore.note = QStringLiteral("exit %1").arg(r.exitCode);
        }
        if (!grep.isEmpty()) {
            const Run g = runProgramOnce(
                grep, { QStringLiteral("-c"), QStringLiteral("Application startup complete"), file },
                dir.filePath(QStringLiteral("grep.out")));
            sGrep.seconds << g.seconds;
            sGrep.cpuSeconds << g.cpuSeconds;
        }
        if (!lnav.isEmpty()) {
            // lnav indexes the whole file, runs one command and exits.
            const Run l = runProgramOnce(
                lnav, { QStringLiteral("-n"), QStringLiteral("-c"), QStringLiteral(":goto 100%"), file },
                dir.filePath(QStringLiteral("lnav.out")));
            sLnav.seconds << l.seconds;
            sLnav.cpuSeconds << l.cpuSeconds;
            sLnav.note = QStringLiteral("exit %1").arg(l.exitCode);
        }

        // The analyzer in-process, fed in 1 MiB chunks as `analyze` reads them.
        QElapsedTimer t;
        t.start();
        double cpu = threadCpuSeconds();
        LogStreamAnalyzer stream;
        for (qsizetype pos = 0; pos < content.size(); pos += 1 << 20)
            stream.addData(
                QByteArrayView(content).sliced(pos, std::min<qsizetype>(1 << 20, content.size() - pos)));
        const LogAnalysis a = stream.finish();
        sInProcess.seconds << t.nsecsElapsed() / 1e9;
        sInProcess.cpuSeconds << threadCpuSeconds() - cpu;
        sInProcess.note = QStringLiteral("engine %1, outcome %2, %3 phases, %4 lines examined")
                              .arg(a.engine, a.outcome)
                              .arg(a.phases.size())
                              .arg(stream.linesExamined());

        // The tracker alone, one QString per line, as the GUI's journal feeds it.
        {
            StartupTracker tracker;
            tracker.setRequireHealth(false);
            t.restart();
            cpu = threadCpuSeconds();
            int line = 0;
            for (const QByteArray &l : std::as_const(split))
                tracker.addLogRecord(QString::fromUtf8(l), kUnknownTime, ++line);
            sTracker.seconds << t.nsecsElapsed() / 1e9;
            sTracker.cpuSeconds << threadCpuSeconds() - cpu;
            sTracker.note = QStringLiteral("outcome %1").arg(startupOutcomeName(tracker.outcome()));
        }

        // The journal view's store: every line kept, in batches of 1000 as a stream delivers them.
        {
            LogStore store(n + 10, qint64(1) << 40); // every line kept: no byte budget
            const qint64 faults = minorFaults();
            t.restart();
            cpu = threadCpuSeconds();
            for (qsizetype i = 0; i < split.size(); i += 1000)
                store.appendText(split.mid(i, 1000));
            sStore.seconds << t.nsecsElapsed() / 1e9;
            sStore.cpuSeconds << threadCpuSeconds() - cpu;
            storeFaults << QString::number(minorFaults() - faults);
            sStore.note
                = QStringLiteral("rows %1, %2 bytes/line, page faults %3")
                      .arg(store.size())
                      .arg(double(store.memoryBytes()) / double(std::max<qint64>(1, store.size())), 0, 'f', 1)
                      .arg(storeFaults.join(u' '));
        }
        out << "round " << round + 1 << " done, load_average " << loadAverage() << "\n";
        out.flush();
    }

    out << "load_average_end " << loadAverage() << "\n";
    out << "# lines/s, median of " << kRepetitions << " (each repetition in seconds)\n";
    for (const Series *s : { &sAnalyze, &sBefore, &sInProcess, &sTracker, &sStore, &sLnav, &sGrep }) {
        if (s->seconds.isEmpty()) {
            if (s == &sAnalyze)
                out << s->name << " n/a (" << bin << " not built)\n";
            else if (s == &sLnav)
                out << s->name << " n/a (lnav not installed)\n";
            continue;
        }
        QStringList reps;
        for (double sec : s->seconds)
            reps << QString::number(sec, 'f', 3);
        QStringList cpuReps;
        for (double sec : s->cpuSeconds)
            cpuReps << QString::number(sec, 'f', 3);
        out << s->name << "_lines_per_s " << qint64(n / s->medianSeconds()) << "  [" << reps.join(u' ')
            << " s]  cpu " << qint64(n / median(s->cpuSeconds)) << "  [" << cpuReps.join(u' ') << " s]";
        if (!s->note.isEmpty())
            out << "  (" << s->note << ")";
        out << "\n";
    }
    const double lnavS = sLnav.medianSeconds();
    const double lnavCpu = median(sLnav.cpuSeconds);
    if (lnavS > 0) {
        // Wall clock, then CPU time.
        if (!sAnalyze.seconds.isEmpty())
            out << "analyze_binary_vs_lnav " << lnavS / sAnalyze.medianSeconds() << "x  cpu "
                << lnavCpu / median(sAnalyze.cpuSeconds) << "x\n";
        out << "analyze_inprocess_vs_lnav " << lnavS / sInProcess.medianSeconds() << "x  cpu "
            << lnavCpu / median(sInProcess.cpuSeconds) << "x\n";
        out << "logstore_ingest_vs_lnav " << lnavS / sStore.medianSeconds() << "x  cpu "
            << lnavCpu / median(sStore.cpuSeconds) << "x\n";
    }
    return 0;
}
