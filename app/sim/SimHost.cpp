// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimHost.h"

#include "SimApiServer.h"
#include "SimDcgmExporter.h"
#include "SimHostTools.h"
#include "SimJournal.h"
#include "SimLog.h"
#include "SimNvidiaSmi.h"
#include "SimPackages.h"
#include "SimState.h"
#include "SimSystemctl.h"
#include "SimTimeline.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace ic {

Q_LOGGING_CATEGORY(lcSim, "console.sim")

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SimHost)
};

const char kUsage[] = R"(Usage: inference-console-simhost --state DIR COMMAND [ARGS...]

A simulated GPU host: the tools a console runs on a vLLM box, answering from a state
directory so that separate invocations agree on "now" without a daemon.

Commands:
  init [OPTIONS] [--start]     create DIR (replacing an existing state); --start also starts the unit
  configure [OPTIONS]          change an existing host's options; a running start-up keeps its own
  nvidia-smi --query-gpu=F,... --format=csv[,noheader][,nounits] [-i N,...] [-l N]
  nvidia-smi --query-compute-apps=F,... --format=csv[,noheader][,nounits]
  nvidia-smi -L
  systemctl show [-p A,B] [--value] [--all] [--timestamp=unix] [--] UNIT...
  systemctl start|stop|restart|is-active|status [--] UNIT
  journalctl [--unit=UNIT] [-o json|short|cat] [-f] [-n N] [--after-cursor=C] [-a]
  ps -e -o pid=,ppid=,comm=   the engine's process tree
  df -B1 --output=file,size,avail,target -- PATH...   free disk and /dev/shm
  ss -Hltnp 'sport = :PORT'   who listens on the API port
  pip list [--format=json|columns]
  python -m pip list [--format=json|columns]     (so a host's python command can be this binary)
  serve --invocation ID        the engine stand-in started by systemctl (internal)
  dcgm-exporter [--port P]     serve the GPUs as NVIDIA's dcgm-exporter does (GET /metrics on
                               127.0.0.1:P, default 9400; 0 picks a free port, printed on stdout)

Options of init and configure:
  --scenario NAME        healthy | crash-flashinfer-mismatch | oom | hang | slow (default healthy)
  --gpus N               cards (default 8)
  --time-scale X         simulated seconds per real second (default 40: 13 minutes in ~20 s)
  --seed N               seed for every varying reading (default 1)
  --port P               API port on 127.0.0.1 (default 8000)
  --model NAME           served model (default moonshotai/Kimi-K2.5)
  --unit NAME            systemd unit (default vllm.service)
  --hostname NAME        journal hostname (default gpu-sim-01)
  --owner-pid PID        the engine exits when PID is gone (default: the caller of init; 0: never)
  --reasoning-field F    reasoning | reasoning_content | inline-think (default reasoning)
  --decode-rate R        tokens per second (default 61)
  --api-key KEY          require "Authorization: Bearer KEY" on /v1/*
  --leftover-gpu N       a process outside the service holds memory on card N (-1: none)
  --package NAME=VER     pip list drift: pin NAME to VER (empty VER removes it); repeatable
  --disk-free SIZE       free space on the root filesystem (default 912G; M, G or T, plain: GiB)
  --disk-size SIZE       size of the root filesystem (default 1788G)
  --shm-size SIZE        size of /dev/shm (default 1007G; Docker's default is 64M)
  --port-taken NAME      a process NAME outside the service listens on the API port ("" : none)
  --wrong-answers        answers are wrong (Lyon; no code block)
  --leak-reasoning       reasoning arrives inside content as <think>...</think>
  --leak-memory          every request leaves GPU memory behind
  --nondeterministic     temperature 0 gives different text each time
  --slow-decode          decode at a quarter of the decode rate
  --stream-error-after N an error frame after N tokens, then [DONE] (-1: never)
  --stream-cut-after N   the stream drops after N tokens without [DONE] (-1: never)
  --ansi                 colour the process prefixes, as older vLLM builds always did
  Boolean options take a --no- form in configure (e.g. --no-wrong-answers).
)";

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void writeOut(const QByteArray &b)
{
    if (b.isEmpty())
        return;
    if (std::fwrite(b.constData(), 1, size_t(b.size()), stdout) != size_t(b.size())
        || std::fflush(stdout) != 0)
        std::_Exit(0); // the reader went away (SIGPIPE ignored by someone): end like journalctl does
}

void writeErr(const QByteArray &b)
{
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
    std::fflush(stderr);
}

int printOutput(const SimToolOutput &o)
{
    writeOut(o.out);
    writeErr(o.err);
    return o.exitCode;
}

/// A small argument cursor: `--name value`, `--name=value`, `-x value`, `-xvalue`.
class Args {
public:
    explicit Args(QStringList a)
        : m_args(std::move(a))
    {
    }
    bool atEnd() const { return m_i >= m_args.size(); }
    QString peek() const { return m_args.value(m_i); }
    QString next() { return m_args.value(m_i++); }
    QStringList rest() const { return m_args.mid(m_i); }
    /// Matches `name` (long or short); on a match stores its value (from `=`, glued, or next).
    bool option(const QString &arg, const char *longName, const char *shortName, QString *value)
    {
        const QString l = QLatin1String(longName);
        if (arg == l || (shortName && arg == QLatin1String(shortName))) {
            *value = next();
            return true;
        }
        if (arg.startsWith(l + QLatin1Char('='))) {
            *value = arg.mid(l.size() + 1);
            return true;
        }
        if (shortName && arg.startsWith(QLatin1String(shortName)) && arg.size() > 2
            && !arg.startsWith(QLatin1String("--"))) {
            *value = arg.mid(2);
            return true;
        }
        return false;
    }

private:
    QStringList m_args;
    qsizetype m_i = 0;
};

bool processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')');
        if (close > 0 && s.size() > close + 2 && s.at(close + 2) == 'Z')
            return false;
    }
    return true;
}

bool isOurServe(qint64 pid, const QByteArray &invocationId)
{
    QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray cmd = f.readAll();
    return cmd.contains("serve") && cmd.contains(invocationId);
}

// Starts `self --state DIR serve --invocation ID` in its own session, detached from our
// stdio (a held pipe would keep an SSH channel open), and returns its pid.
qint64 launchServe(const QString &directory, const QByteArray &invocationId)
{
    const QByteArray self = QCoreApplication::applicationFilePath().toLocal8Bit();
    const QByteArray dir = QFile::encodeName(directory);
    const QByteArray log = QFile::encodeName(directory + QStringLiteral("/serve.log"));
    QList<QByteArray> argStore = { self, "--state", dir, "serve", "--invocation", invocationId };
    std::vector<char *> argv;
    for (QByteArray &a : argStore)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    int fds[2];
    if (::pipe(fds) != 0)
        return 0;
    const pid_t child = ::fork();
    if (child < 0)
        return 0;
    if (child == 0) {
        ::close(fds[0]);
        ::setsid();
        const pid_t grandchild = ::fork();
        if (grandchild != 0) {
            const qint64 p = grandchild;
            [[maybe_unused]] auto n = ::write(fds[1], &p, sizeof p);
            ::_exit(0);
        }
        ::close(fds[1]);
        const int in = ::open("/dev/null", O_RDONLY);
        const int out = ::open(log.constData(), O_WRONLY | O_CREAT | O_APPEND, 0644);
        ::dup2(in, 0);
        ::dup2(out >= 0 ? out : in, 1);
        ::dup2(out >= 0 ? out : in, 2);
        for (int fd = 3; fd < 1024; ++fd)
            ::close(fd);
        ::execv(self.constData(), argv.data());
        ::_exit(127);
    }
    ::close(fds[1]);
    qint64 pid = 0;
    if (::read(fds[0], &pid, sizeof pid) != sizeof pid)
        pid = 0;
    ::close(fds[0]);
    ::waitpid(child, nullptr, 0);
    return pid;
}

/// "64M", "8G", "2T" or a plain number of GiB; negative on junk.
double parseGiB(const QString &text)
{
    QString t = text.trimmed().toUpper();
    double factor = 1;
    if (t.endsWith(u'B'))
        t.chop(1);
    if (t.endsWith(u'M')) {
        factor = 1.0 / 1024;
        t.chop(1);
    } else if (t.endsWith(u'G')) {
        t.chop(1);
    } else if (t.endsWith(u'T')) {
        factor = 1024;
        t.chop(1);
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    return ok && v >= 0 ? v * factor : -1;
}

bool parseBool(const QString &arg, const char *name, bool *target)
{
    if (arg == QLatin1String("--") + QLatin1String(name)) {
        *target = true;
        return true;
    }
    if (arg == QLatin1String("--no-") + QLatin1String(name)) {
        *target = false;
        return true;
    }
    return false;
}

/// Applies init/configure options to `state`; `start` receives --start.
bool applyOptions(Args &args, SimState &state, bool *start, QString *error)
{
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        bool ok = true;
        if (a == QLatin1String("--start")) {
            *start = true;
        } else if (args.option(a, "--scenario", nullptr, &v)) {
            if (!simScenarioFromId(v, &state.scenario)) {
                *error = Tr::tr("unknown scenario “%1”").arg(v);
                return false;
            }
        } else if (args.option(a, "--gpus", nullptr, &v)) {
            state.gpus = v.toInt(&ok);
            ok = ok && state.gpus > 0 && state.gpus <= 64;
        } else if (args.option(a, "--time-scale", nullptr, &v)) {
            state.timeScale = v.toDouble(&ok);
            ok = ok && state.timeScale > 0;
        } else if (args.option(a, "--seed", nullptr, &v)) {
            state.seed = v.toULongLong(&ok);
        } else if (args.option(a, "--port", nullptr, &v)) {
            const int p = v.toInt(&ok);
            ok = ok && p > 0 && p < 65536;
            state.port = quint16(p);
        } else if (args.option(a, "--model", nullptr, &v)) {
            state.model = v;
            ok = !v.isEmpty();
        } else if (args.option(a, "--unit", nullptr, &v)) {
            state.unit = simNormalizeUnit(v);
        } else if (args.option(a, "--hostname", nullptr, &v)) {
            state.hostname = v;
        } else if (args.option(a, "--owner-pid", nullptr, &v)) {
            state.ownerPid = v.toLongLong(&ok);
        } else if (args.option(a, "--reasoning-field", nullptr, &v)) {
            ok = simReasoningFieldFromId(v, &state.reasoningField);
        } else if (args.option(a, "--decode-rate", nullptr, &v)) {
            state.decodeRate = v.toDouble(&ok);
            ok = ok && state.decodeRate > 0;
        } else if (args.option(a, "--api-key", nullptr, &v)) {
            state.apiKey = v;
        } else if (args.option(a, "--leftover-gpu", nullptr, &v)) {
            state.leftoverGpu = v.toInt(&ok);
        } else if (args.option(a, "--stream-error-after", nullptr, &v)) {
            state.streamErrorAfter = v.toInt(&ok);
        } else if (args.option(a, "--stream-cut-after", nullptr, &v)) {
            state.streamCutAfter = v.toInt(&ok);
        } else if (args.option(a, "--disk-free", nullptr, &v)) {
            state.diskFreeGiB = parseGiB(v);
            ok = state.diskFreeGiB >= 0;
        } else if (args.option(a, "--disk-size", nullptr, &v)) {
            state.diskSizeGiB = parseGiB(v);
            ok = state.diskSizeGiB > 0;
        } else if (args.option(a, "--shm-size", nullptr, &v)) {
            state.shmGiB = parseGiB(v);
            ok = state.shmGiB >= 0;
        } else if (args.option(a, "--port-taken", nullptr, &v)) {
            state.portTakenBy = v;
        } else if (args.option(a, "--package", nullptr, &v)) {
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            ok = eq > 0;
            state.packageOverrides.insert(v.left(eq), v.mid(eq + 1));
        } else if (parseBool(a, "wrong-answers", &state.wrongAnswers)
                   || parseBool(a, "leak-reasoning", &state.leakReasoning)
                   || parseBool(a, "leak-memory", &state.leakMemory)
                   || parseBool(a, "nondeterministic", &state.nondeterministic)
                   || parseBool(a, "slow-decode", &state.slowDecode)
                   || parseBool(a, "ansi", &state.ansiPrefixes)) {
        } else {
            *error = Tr::tr("unknown option “%1”").arg(a);
            return false;
        }
        if (!ok) {
            *error = Tr::tr("bad value “%1” for %2").arg(v, a);
            return false;
        }
    }
    return true;
}

enum class UnitVerb { Start, Stop, Restart };

int unitAction(const SimStateStore &store, UnitVerb verb, const QString &unitArg)
{
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    const QString unit = simNormalizeUnit(unitArg);
    const char *verbName = verb == UnitVerb::Start ? "start" : verb == UnitVerb::Stop ? "stop" : "restart";
    if (unit != state.unit) {
        writeErr("Failed to " + QByteArray(verbName) + ' ' + unit.toUtf8() + ": Unit " + unit.toUtf8()
                 + (verb == UnitVerb::Stop ? " not loaded.\n" : " not found.\n"));
        return 5;
    }
    qint64 killPid = 0;
    QByteArray killInvocation;
    const bool ok = store.update(
        [&](SimState &s, QString *) {
            const qint64 now = nowMs();
            const SimUnitStatus st = simUnitStatus(s, now);
            if (verb != UnitVerb::Start && st.active) {
                s.invocations.last().stopMs = now;
                killPid = s.invocations.last().mainPid;
                killInvocation = s.invocations.last().id;
            }
            const bool startNew = verb == UnitVerb::Restart || (verb == UnitVerb::Start && !st.active);
            if (startNew) {
                SimInvocation inv = s.newInvocation(std::max(now, s.current() ? s.current()->stopMs : now));
                inv.mainPid = launchServe(store.directory(), inv.id);
                s.invocations.append(inv);
            }
            return true;
        },
        &error);
    if (!ok) {
        writeErr("Failed to " + QByteArray(verbName) + ' ' + unit.toUtf8() + ": " + error.toUtf8() + '\n');
        return 1;
    }
    if (killPid > 0 && isOurServe(killPid, killInvocation))
        ::kill(pid_t(killPid), SIGTERM);
    return 0;
}

int systemctl(const SimStateStore &store, Args args)
{
    SimShowOptions show;
    QString verb;
    QStringList units;
    bool dashdash = false;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (dashdash) {
            units.append(a);
        } else if (a == QLatin1String("--")) {
            dashdash = true;
        } else if (args.option(a, "--property", "-p", &v)) {
            show.properties += v.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (a == QLatin1String("--value")) {
            show.valueOnly = true;
        } else if (a == QLatin1String("--all") || a == QLatin1String("-a")) {
            show.all = true;
        } else if (args.option(a, "--timestamp", nullptr, &v)) {
            show.timestamps
                = v == QLatin1String("unix") ? SimTimestampStyle::Unix : SimTimestampStyle::Pretty;
        } else if (a == QLatin1String("--no-pager") || a == QLatin1String("--no-ask-password")
                   || a == QLatin1String("-q") || a == QLatin1String("--quiet")
                   || a == QLatin1String("--no-block") || a == QLatin1String("--full")
                   || a == QLatin1String("-l") || a == QLatin1String("--system")) {
        } else if (a.startsWith(QLatin1Char('-'))) {
            writeErr("systemctl: unrecognized option '" + a.toUtf8() + "'\n");
            return 1;
        } else if (verb.isEmpty()) {
            verb = a;
        } else {
            units.append(a);
        }
    }
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (verb == QLatin1String("show")) {
        if (units.isEmpty()) {
            writeErr("Showing the manager's properties is not simulated; name a unit.\n");
            return 1;
        }
        return printOutput(simSystemctlShow(state, units, show, nowMs()));
    }
    if (verb == QLatin1String("start") || verb == QLatin1String("stop") || verb == QLatin1String("restart")) {
        if (units.isEmpty()) {
            writeErr("Too few arguments.\n");
            return 1;
        }
        const UnitVerb v = verb == QLatin1String("start") ? UnitVerb::Start
            : verb == QLatin1String("stop")               ? UnitVerb::Stop
                                                          : UnitVerb::Restart;
        int rc = 0;
        for (const QString &u : units)
            rc = std::max(rc, unitAction(store, v, u));
        return rc;
    }
    if (verb == QLatin1String("is-active") || verb == QLatin1String("status")) {
        if (units.isEmpty()) {
            writeErr("Too few arguments.\n");
            return 1;
        }
        const QString unit = simNormalizeUnit(units.first());
        SimShowOptions o;
        o.properties = { QStringLiteral("ActiveState"), QStringLiteral("SubState"),
                         QStringLiteral("MainPID"),     QStringLiteral("ActiveEnterTimestamp"),
                         QStringLiteral("LoadState"),   QStringLiteral("Description") };
        const QHash<QString, QString> p = [&] {
            QHash<QString, QString> r;
            for (const QByteArray &line : simSystemctlShow(state, { unit }, o, nowMs()).out.split('\n')) {
                const qsizetype eq = line.indexOf('=');
                if (eq > 0)
                    r.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
            }
            return r;
        }();
        const QString active = p.value(QStringLiteral("ActiveState"));
        if (verb == QLatin1String("is-active")) {
            writeOut(active.toUtf8() + '\n');
        } else if (p.value(QStringLiteral("LoadState")) == QLatin1String("not-found")) {
            writeErr("Unit " + unit.toUtf8() + " could not be found.\n");
            return 4;
        } else {
            QByteArray out = "● " + unit.toUtf8() + " - " + p.value(QStringLiteral("Description")).toUtf8()
                + '\n' + "     Loaded: loaded (/etc/systemd/system/" + unit.toUtf8()
                + "; enabled; preset: enabled)\n" + "     Active: " + active.toUtf8() + " ("
                + p.value(QStringLiteral("SubState")).toUtf8() + ')';
            if (!p.value(QStringLiteral("ActiveEnterTimestamp")).isEmpty())
                out += " since " + p.value(QStringLiteral("ActiveEnterTimestamp")).toUtf8();
            out += '\n';
            if (p.value(QStringLiteral("MainPID")) != QLatin1String("0"))
                out += "   Main PID: " + p.value(QStringLiteral("MainPID")).toUtf8() + " (vllm)\n";
            writeOut(out);
        }
        return active == QLatin1String("active") ? 0 : 3;
    }
    writeErr(verb.isEmpty() ? QByteArray("systemctl: a verb is needed\n")
                            : "Unknown command verb " + verb.toUtf8() + ".\n");
    return 1;
}

bool ownerGone(const SimState &state)
{
    return state.ownerPid > 0 && !processAlive(state.ownerPid);
}

int journalctl(const SimStateStore &store, Args args)
{
    QString unit, output = QStringLiteral("short"), afterCursor, cursor, since;
    int lines = -1;
    bool follow = false, all = false;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--unit", "-u", &v)) {
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
    if (output != QLatin1String("json") && output != QLatin1String("short")
        && output != QLatin1String("cat")) {
        writeErr("Unknown output format '" + output.toUtf8() + "'.\n");
        return 1;
    }
    SimState state;
    QString error;
    if (!store.load(&state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
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
    while (follow) {
        QThread::msleep(100);
        SimState now;
        if (!store.load(&now, &error) || ownerGone(now))
            return 0; // the simulated host is gone: nothing may outlive a test
        if (!ours)
            continue;
        entries = simJournalEntries(now, nowMs());
        state = now;
        for (const SimJournalEntry &e : entries) {
            if (e.seq > lastSeq) {
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

/// The engine stand-in: refuses connections until the timeline is ready, then serves the
/// API; exits when its invocation ends, the state goes away, or the owner does.
int serve(const SimStateStore &store, Args args)
{
    QByteArray invocationId;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--invocation", nullptr, &v))
            invocationId = v.toLatin1();
    }
    SimApiServer *server = nullptr;
    const qint64 begun = nowMs();
    int exitCode = 0;
    QTimer poll;
    poll.setInterval(100);
    auto check = [&] {
        SimState state;
        QString error;
        if (!QFileInfo::exists(store.directory()) || !store.load(&state, &error)) {
            if (!QFileInfo::exists(store.directory()) || nowMs() - begun > 3000)
                QCoreApplication::exit(0);
            return;
        }
        const SimInvocation *inv = nullptr;
        for (const SimInvocation &i : state.invocations) {
            if (i.id == invocationId)
                inv = &i;
        }
        if (!inv) {
            if (nowMs() - begun > 3000) // systemctl records us right after the fork
                QCoreApplication::exit(0);
            return;
        }
        if (inv != state.current() || inv->stopMs > 0 || ownerGone(state)) {
            QCoreApplication::exit(0);
            return;
        }
        const SimTimeline tl(state, *inv);
        const SimState engine = state.forInvocation(*inv);
        const qint64 sim = tl.simMsAtReal(nowMs());
        if (tl.exitSimMs() >= 0 && sim >= tl.exitSimMs()) {
            exitCode = 1;
            QCoreApplication::exit(1);
            return;
        }
        if (!server && tl.readySimMs() >= 0 && sim >= tl.readySimMs()) {
            auto *s = new SimApiServer(engine, store.directory(), invocationId, QCoreApplication::instance());
            if (s->listen(engine.port, &error)) {
                server = s;
                qCDebug(lcSim) << "listening on 127.0.0.1:" << engine.port;
            } else {
                qCWarning(lcSim) << "cannot listen on port" << engine.port << error;
                delete s;
            }
        }
    };
    QObject::connect(&poll, &QTimer::timeout, &poll, check);
    poll.start();
    QTimer::singleShot(0, &poll, check);
    const int rc = QCoreApplication::exec();
    return rc != 0 ? rc : exitCode;
}

/// The GPU exporter stand-in; runs until the state directory or its owner is gone.
int dcgmExporter(const SimStateStore &store, Args args)
{
    quint16 port = 9400;
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        if (args.option(a, "--port", nullptr, &v))
            port = quint16(v.toUInt());
    }
    SimDcgmExporter exporter(store.directory());
    QString error;
    if (!exporter.listen(port, &error)) {
        writeErr("inference-console-simhost: dcgm-exporter: " + error.toUtf8() + '\n');
        return 1;
    }
    writeOut("listening on 127.0.0.1:" + QByteArray::number(exporter.port()) + '\n');
    QTimer poll;
    poll.setInterval(500);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&store] {
        SimState state;
        QString e;
        if (!QFileInfo::exists(store.directory()) || (store.load(&state, &e) && ownerGone(state)))
            QCoreApplication::exit(0);
    });
    poll.start();
    return QCoreApplication::exec();
}

int init(const SimStateStore &store, Args args, bool configure)
{
    SimState state;
    QString error;
    bool start = false;
    if (configure) {
        if (!store.load(&state, &error)) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
    } else {
        state.ownerPid = ::getppid();
        state.bootId = randomHex32();
        state.machineId = randomHex32();
        state.journalSeqnumId = randomHex32();
        state.bootMs = nowMs() - 3LL * 24 * 3600 * 1000 - QRandomGenerator::global()->bounded(3600000);
    }
    if (!applyOptions(args, state, &start, &error)) {
        writeErr("inference-console-simhost: " + error.toUtf8() + "\n");
        return 2;
    }
    if (!configure && store.exists()) {
        // Replacing a host: stop its engine first so nothing is left running.
        SimState old;
        if (store.load(&old, &error) && old.current() && old.current()->mainPid > 0
            && isOurServe(old.current()->mainPid, old.current()->id))
            ::kill(pid_t(old.current()->mainPid), SIGTERM);
    }
    if (configure) {
        const bool ok = store.update(
            [&](SimState &s, QString *) {
                const QList<SimInvocation> keep = s.invocations;
                s = state;
                s.invocations = keep;
                return true;
            },
            &error);
        if (!ok) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
    } else if (!store.save(state, &error)) {
        writeErr(error.toUtf8() + '\n');
        return 1;
    }
    if (start)
        return unitAction(store, UnitVerb::Start, state.unit);
    return 0;
}

} // namespace

int simHostMain(const QStringList &arguments)
{
    Args args(arguments);
    QString stateDir;
    while (!args.atEnd()) {
        const QString a = args.peek();
        QString v;
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            writeOut(kUsage);
            return 0;
        }
        if (a == QLatin1String("--version")) {
            writeOut("inference-console-simhost " IC_VERSION "\n");
            return 0;
        }
        if (!a.startsWith(QLatin1String("--state")))
            break;
        args.next();
        if (args.option(a, "--state", nullptr, &v))
            stateDir = v;
    }
    if (stateDir.isEmpty() || args.atEnd()) {
        writeErr("inference-console-simhost: " + Tr::tr("--state DIR and a command are required").toUtf8()
                 + "\n\n" + kUsage);
        return 2;
    }
    const SimStateStore store(QDir(stateDir).absolutePath());
    const QString command = args.next();
    if (command != QLatin1String("init") && !store.exists()) {
        if (command == QLatin1String("serve"))
            return 0;
        writeErr("inference-console-simhost: "
                 + Tr::tr("no simulated host in %1 (run init first)").arg(stateDir).toUtf8() + '\n');
        return 1;
    }
    if (command == QLatin1String("init"))
        return init(store, args, false);
    if (command == QLatin1String("configure"))
        return init(store, args, true);
    if (command == QLatin1String("nvidia-smi"))
        return nvidiaSmi(store, args);
    if (command == QLatin1String("systemctl"))
        return systemctl(store, args);
    if (command == QLatin1String("journalctl"))
        return journalctl(store, args);
    if (command == QLatin1String("pip") || command == QLatin1String("pip3"))
        return pip(store, args);
    if (command == QLatin1String("python") || command == QLatin1String("python3"))
        return python(store, args);
    if (command == QLatin1String("serve"))
        return serve(store, args);
    if (command == QLatin1String("dcgm-exporter"))
        return dcgmExporter(store, args);
    if (command == QLatin1String("df") || command == QLatin1String("ss")) {
        SimState state;
        QString error;
        if (!store.load(&state, &error)) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
        return printOutput(command == QLatin1String("df") ? simDiskFree(state, args.rest())
                                                          : simListeningSockets(state, args.rest(), nowMs()));
    }
    if (command == QLatin1String("ps")) {
        SimState state;
        QString error;
        if (!store.load(&state, &error)) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
        return printOutput(simProcessTable(state, nowMs()));
    }
    writeErr("inference-console-simhost: " + Tr::tr("unknown command “%1”").arg(command).toUtf8() + '\n');
    return 2;
}

} // namespace ic
