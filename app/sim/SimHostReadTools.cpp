// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The simulated host's read-only tools: `journalctl` (with -f), `nvidia-smi` (with -l), `pip list`
// and `python -m pip list`.
#include "SimAutopsyTools.h"
#include "SimHostCli.h"
#include "SimJournal.h"
#include "SimNvidiaSmi.h"
#include "SimPackages.h"
#include "SimState.h"
#include "SimSystemctl.h"

#include <QFile>
#include <QThread>

#include <algorithm>

#include <sys/stat.h>

namespace ic::simhost {

namespace {
/// Enough of stat(2) to tell that the state file was replaced or rewritten.
struct StateFileStamp {
    bool exists = false;
    dev_t device = 0;
    ino_t inode = 0;
    off_t size = 0;
    qint64 mtimeNs = 0;

    bool operator==(const StateFileStamp &o) const
    {
        return exists == o.exists && device == o.device && inode == o.inode && size == o.size
            && mtimeNs == o.mtimeNs;
    }
    bool operator!=(const StateFileStamp &o) const { return !(*this == o); }
};

StateFileStamp stateFileStamp(const SimStateStore &store)
{
    StateFileStamp s;
    struct stat st { };
    if (::stat(QFile::encodeName(store.stateFile()).constData(), &st) != 0)
        return s;
    s.exists = true;
    s.device = st.st_dev;
    s.inode = st.st_ino;
    s.size = st.st_size;
    s.mtimeNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return s;
}
} // namespace

int journalctl(const SimStateStore &store, Args args)
{
    QString unit, output = QStringLiteral("short"), afterCursor, cursor, since;
    int lines = -1;
    bool follow = false, all = false, kernel = false;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (a == QLatin1String("-k") || a == QLatin1String("--dmesg")) {
            kernel = true;
        } else if (a == QLatin1String("-b") || a == QLatin1String("--boot")) {
        } else if (args.option(a, "--unit", "-u", &v)) {
            unit = simNormalizeUnit(v);
        } else if (args.option(a, "--output", "-o", &v)) {
            output = v;
        } else if (a == QLatin1String("-f") || a == QLatin1String("--follow")) {
            follow = true;
        } else if (a == QLatin1String("-a") || a == QLatin1String("--all")) {
            all = true;
        } else if (args.option(a, "--lines", "-n", &v)) {
            lines = v == QLatin1String("all") ? -1 : v.toInt();
        } else if (args.option(a, "--after-cursor", nullptr, &v)) {
            afterCursor = v;
        } else if (args.option(a, "--cursor", "-c", &v)) {
            cursor = v;
        } else if (args.option(a, "--since", "-S", &v)) {
            since = v;
        } else if (a == QLatin1String("--no-pager") || a == QLatin1String("-q")
                   || a == QLatin1String("--quiet") || a == QLatin1String("--no-hostname")
                   || a == QLatin1String("--system")) {
        } else {
            writeErr("journalctl: unrecognized option '" + a.toUtf8() + "'\n");
            return 1;
        }
    }
    if (output != QLatin1String("json") && output != QLatin1String("short") && output != QLatin1String("cat")
        && !(kernel && output == QLatin1String("short-iso"))) {
        writeErr("Unknown output format '" + output.toUtf8() + "'.\n");
        return 1;
    }
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (kernel) {
        if (state.hangingTools.contains(QStringLiteral("journalctl-k")))
            return hangUntilKilled(store, state);
        return printOutput(simKernelJournal(state, nowMs(), lines, output == QLatin1String("short-iso")));
    }
    const bool ours = unit.isEmpty() || unit == state.unit;
    auto format = [&](const SimJournalEntry &e) -> QByteArray {
        if (output == QLatin1String("json"))
            return simJournalJson(state, e, all) + '\n';
        if (output == QLatin1String("cat"))
            return e.message + '\n';
        return simJournalShort(state, e, all) + '\n';
    };
    QList<SimJournalEntry> entries = ours ? simJournalEntries(state, nowMs()) : QList<SimJournalEntry>();
    qint64 lastSeq = 0;
    qsizetype first = 0;
    if (!afterCursor.isEmpty() || !cursor.isEmpty()) {
        const auto seq
            = simJournalCursorSeq(state, (afterCursor.isEmpty() ? cursor : afterCursor).toLatin1());
        if (!seq) {
            writeErr("Failed to seek to cursor: Invalid argument\n");
            return 1;
        }
        lastSeq = afterCursor.isEmpty() ? *seq - 1 : *seq;
        first = std::min<qsizetype>(entries.size(), std::max<qint64>(0, lastSeq));
    } else {
        if (!since.isEmpty()) {
            const qint64 sinceUs
                = since.startsWith(QLatin1Char('@')) ? qint64(since.mid(1).toDouble() * 1e6) : 0;
            while (first < entries.size() && entries.at(first).realtimeUsec < sinceUs)
                ++first;
        }
        const int n = lines >= 0 ? lines : (follow ? 10 : -1);
        if (n >= 0)
            first = std::max(first, entries.size() - n);
        lastSeq = first > 0 ? entries.at(first - 1).seq : 0;
    }
    QByteArray out;
    for (qsizetype i = first; i < entries.size(); ++i) {
        out += format(entries.at(i));
        lastSeq = entries.at(i).seq;
    }
    if (out.isEmpty() && output != QLatin1String("json") && !follow)
        out = "-- No entries --\n";
    writeOut(out);
    // Following. The journal is a function of the state file and the clock: the state is read
    // again only when its file changed (a save replaces it), and the entries are worked out a
    // horizon ahead, again only when the state changed or the horizon is reached; each tick
    // writes what has fallen due. Rebuilding every timeline ten times a second in each follower
    // kept a 2-core machine at a load average of 400 with a 256-host demo fleet.
    constexpr qint64 kHorizonMs = 2000;
    StateFileStamp seen = stateFileStamp(store);
    QList<SimJournalEntry> ahead;
    qint64 aheadUntil = 0;
    bool stale = true;
    while (follow) {
        QThread::msleep(100);
        const StateFileStamp stamp = stateFileStamp(store);
        if (!stamp.exists)
            return 0; // the simulated host is gone: nothing may outlive a test
        if (stamp != seen) {
            SimState now;
            if (!store.load(&now, &error))
                return 0;
            state = now;
            seen = stamp;
            stale = true;
        }
        if (ownerGone(state))
            return 0;
        if (!ours)
            continue;
        const qint64 t = nowMs();
        if (stale || t >= aheadUntil) {
            ahead = simJournalEntries(state, t + kHorizonMs);
            aheadUntil = t + kHorizonMs;
            stale = false;
        }
        for (const SimJournalEntry &e : std::as_const(ahead)) {
            if (e.seq > lastSeq && e.realtimeUsec <= t * 1000) {
                writeOut(format(e)); // flushed line by line, like journalctl -f
                lastSeq = e.seq;
            }
        }
    }
    return 0;
}

int nvidiaSmi(const SimStateStore &store, Args args)
{
    QStringList gpuFields, appFields;
    SimCsvFormat format;
    bool haveFormat = false, list = false;
    int loop = 0;
    QList<int> ids;
    if (args.peek() == QLatin1String("topo")) {
        args.next();
        if (args.next() != QLatin1String("-m")) {
            writeOut("Invalid combination of input arguments. Please run 'nvidia-smi topo -h' for help.\n");
            return 2;
        }
        SimState state;
        QString error;
        if (!store.load(&state, &error)) {
            writeOut("Failed to initialize NVML: Unknown Error\n");
            return 255;
        }
        if (state.hangingTools.contains(QStringLiteral("nvidia-smi-topo")))
            return hangUntilKilled(store, state);
        return printOutput(simNvidiaSmiTopology(state));
    }
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--query-gpu", nullptr, &v)) {
            gpuFields = v.split(QLatin1Char(','));
        } else if (args.option(a, "--query-compute-apps", nullptr, &v)) {
            appFields = v.split(QLatin1Char(','));
        } else if (args.option(a, "--format", nullptr, &v)) {
            haveFormat = true;
            const QStringList parts = v.split(QLatin1Char(','));
            if (!parts.contains(QStringLiteral("csv"))) {
                writeOut("Only CSV format is supported for queries.\n");
                return 2;
            }
            format.header = !parts.contains(QStringLiteral("noheader"));
            format.units = !parts.contains(QStringLiteral("nounits"));
        } else if (args.option(a, "--loop", "-l", &v)) {
            loop = v.toInt();
        } else if (a == QLatin1String("-L") || a == QLatin1String("--list-gpus")) {
            list = true;
        } else if (args.option(a, "--id", "-i", &v)) {
            for (const QString &id : v.split(QLatin1Char(',')))
                ids.append(id.toInt());
        } else {
            writeOut("Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.\n\n");
            return 2;
        }
    }
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeOut("Failed to initialize NVML: Unknown Error\n");
        return 255;
    }
    if (list)
        return printOutput(simNvidiaSmiList(state));
    if ((gpuFields.isEmpty() && appFields.isEmpty()) || !haveFormat) {
        writeOut("Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.\n\n");
        return 2;
    }
    bool firstSample = true;
    while (true) {
        const SimToolOutput o = gpuFields.isEmpty()
            ? simNvidiaSmiComputeApps(state, store.directory(), appFields, format, nowMs())
            : simNvidiaSmiQueryGpu(state, store.directory(), gpuFields, format, nowMs(), firstSample);
        SimToolOutput shown = o;
        if (!ids.isEmpty() && o.exitCode == 0 && !gpuFields.isEmpty()) {
            // -i: keep the header (if any) and the rows of the chosen cards, which come in index order.
            const QList<QByteArray> rows = o.out.split('\n');
            const int skip = format.header && firstSample ? 1 : 0;
            shown.out = skip ? rows.first() + '\n' : QByteArray();
            for (int id : std::as_const(ids)) {
                if (id >= 0 && skip + id < rows.size() - 1)
                    shown.out += rows.at(skip + id) + '\n';
            }
        }
        const int rc = printOutput(shown);
        if (rc != 0 || loop <= 0)
            return rc;
        firstSample = false;
        const qint64 next = nowMs() + loop * 1000;
        while (nowMs() < next) {
            QThread::msleep(std::min<qint64>(200, next - nowMs()));
            if (!store.exists())
                return 0;
        }
        if (!store.load(&state, &error) || ownerGone(state))
            return 0;
    }
}

int pip(const SimStateStore &store, Args args)
{
    if (args.next() != QLatin1String("list")) {
        writeErr("ERROR: only `pip list` is simulated\n");
        return 1;
    }
    QString format = QStringLiteral("columns");
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--format", nullptr, &v)) {
            format = v;
        } else if (a != QLatin1String("--disable-pip-version-check") && a != QLatin1String("--no-color")) {
            writeErr("\nUsage:   \n  pip list [options]\n\nno such option: " + a.toUtf8() + '\n');
            return 2;
        }
    }
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (format == QLatin1String("json")) {
        writeOut(simPipListJson(state));
        return 0;
    }
    if (format == QLatin1String("columns")) {
        writeOut(simPipListColumns(state));
        return 0;
    }
    writeErr("ERROR: Invalid value for --format: " + format.toUtf8() + '\n');
    return 2;
}

int python(const SimStateStore &store, Args args)
{
    const QString a = args.next();
    if (a == QLatin1String("--version") || a == QLatin1String("-V")) {
        writeOut("Python 3.12.3\n");
        return 0;
    }
    if (a == QLatin1String("-m") && args.peek() == QLatin1String("pip")) {
        args.next();
        return pip(store, args);
    }
    writeErr("python: only `-m pip list` and `--version` are simulated\n");
    return 2;
}

} // namespace ic::simhost
