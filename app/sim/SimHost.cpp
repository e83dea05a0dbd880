// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimHost.h"

#include "SimAutopsyTools.h"
#include "SimHostCli.h"
#include "SimHostTools.h"
#include "SimLog.h"
#include "SimNvidiaSmi.h"
#include "SimState.h"
#include "SimSystemctl.h"
#include "SimTimeline.h"
#include "SimUnitFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QLoggingCategory>
#include <QRandomGenerator>

#include <csignal>
#include <optional>
#include <unistd.h>

namespace ic {

Q_LOGGING_CATEGORY(lcSim, "console.sim")

namespace {

using namespace simhost;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SimHost)
};

const char kUsage[] = R"(Usage: inference-console-simhost --state DIR COMMAND [ARGS...]

A simulated GPU host: the tools a console runs on a vLLM box, answering from a state
directory so that separate invocations agree on "now" without a daemon.

Commands:
  init [OPTIONS] [--start]     create DIR (replacing an existing state); --start also starts the unit
  init [OPTIONS] --active-since S   the unit has been active for S seconds, with no engine
                               process behind it (the tools answer; the API does not)
  configure [OPTIONS]          change an existing host's options; a running start-up keeps its own
  nvidia-smi --query-gpu=F,... --format=csv[,noheader][,nounits] [-i N,...] [-l N]
  nvidia-smi --query-compute-apps=F,... --format=csv[,noheader][,nounits]
  nvidia-smi -L
  systemctl show [-p A,B] [--value] [--all] [--timestamp=unix] [--] UNIT...
  systemctl start|stop|restart|is-active|status [--] UNIT
  systemctl cat [--] UNIT      the unit file DIR/etc/systemd/system/UNIT and its drop-ins
                               (UNIT.d/*.conf) as on disk; a start runs what was loaded last
  systemctl daemon-reload      load the unit files again (an unknown flag in ExecStart makes
                               the next start fail as vLLM does: unrecognized arguments)
  journalctl [--unit=UNIT] [-o json|short|cat] [-f] [-n N] [--after-cursor=C] [-a]
  ps -e -o pid=,ppid=,comm=   the engine's process tree
  ps -e -o pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args=   the same with states and command lines
  nvidia-smi topo -m           the GPUs' NVLink matrix (NV18, as on a DGX H100)
  journalctl -k [-b] [-o short-iso] [-n N]   the kernel log (boot lines, Xid lines with --kernel-xid)
  dmesg [--time-format=iso]    the same from the ring buffer
  py-spy --version | py-spy dump --pid N   the engine's Python stacks (when installed)
  cat -- /proc/N/environ       the environment of an engine process
  df -B1 --output=file,size,avail,target -- PATH...   free disk and /dev/shm
  ss -Hltnp 'sport = :PORT'   who listens on the API port
  pip list [--format=json|columns]
  python -m pip list [--format=json|columns]     (so a host's python command can be this binary)
  serve --invocation ID        the engine stand-in started by systemctl (internal)
  dcgm-exporter [--port P] [--also DIR]...
                               serve the GPUs as NVIDIA's dcgm-exporter does (GET /metrics on
                               127.0.0.1:P, default 9400; 0 picks a free port, printed on stdout);
                               each --also DIR serves one more host on a free port of its own,
                               "listening on 127.0.0.1:P" printed per host in order (one process
                               for a whole simulated fleet)

Options of init and configure:
  --scenario NAME        healthy | crash-flashinfer-mismatch | oom | hang | slow | hang-graph-capture |
                         hang-nccl (default healthy); the last two stall inside CUDA graph capture or
                         NCCL set-up, with py-spy installed
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
  --package NAME=VER     pip list drift: pin NAME to VER (empty VER removes it); repeatable;
                         the engine's GET /version answers the vllm package's version as it
                         was when the engine started (empty when removed)
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
  --py-spy, --no-py-spy  py-spy is (not) installed (default: only in the two stall scenarios)
  --kernel-xid           the kernel log has NVIDIA Xid lines from the current run
  --kernel-log-denied    journalctl -k and dmesg refuse, as for a user outside adm/systemd-journal
  --hanging-tool NAME    NAME never answers (until killed): nvidia-smi-topo, py-spy, journalctl-k,
                         dmesg, cat or ps; repeatable; --no-hanging-tools clears the list
  Boolean options take a --no- form in configure (e.g. --no-wrong-answers).

Options of configure only:
  --wedge                the running engine's loop hangs: /health still answers 200, /metrics
                         shows the requests running (new ones waiting) with the generation
                         counter flat, requests are accepted but get no token (a stream opens
                         and stays silent), and nvidia-smi shows the GPUs idle with their memory
                         held; a restart ends it
  --no-wedge             the hung engine goes on where it stopped
)";

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

/// Applies init/configure options to `state`; `start` receives --start, `wedge` (configure only)
/// --wedge and --no-wedge.
bool applyOptions(Args &args, SimState &state, bool *start, double *activeSince, std::optional<bool> *wedge,
                  QString *error)
{
    while (!args.atEnd()) {
        const QString a = args.next();
        QString v;
        bool ok = true;
        if (a == QLatin1String("--start")) {
            *start = true;
        } else if (a == QLatin1String("--wedge") || a == QLatin1String("--no-wedge")) {
            if (!wedge) {
                *error = Tr::tr("%1 acts on a running engine: use configure").arg(a);
                return false;
            }
            *wedge = a == QLatin1String("--wedge");
        } else if (activeSince && args.option(a, "--active-since", nullptr, &v)) {
            *activeSince = v.toDouble(&ok);
            ok = ok && *activeSince >= 0;
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
        } else if (a == QLatin1String("--py-spy") || a == QLatin1String("--no-py-spy")) {
            state.pySpy = a == QLatin1String("--py-spy") ? 1 : 0;
        } else if (args.option(a, "--hanging-tool", nullptr, &v)) {
            static const QStringList tools = {
                QStringLiteral("nvidia-smi-topo"), QStringLiteral("py-spy"), QStringLiteral("journalctl-k"),
                QStringLiteral("dmesg"),           QStringLiteral("cat"),    QStringLiteral("ps")
            };
            ok = tools.contains(v);
            if (ok && !state.hangingTools.contains(v))
                state.hangingTools << v;
        } else if (a == QLatin1String("--no-hanging-tools")) {
            state.hangingTools.clear();
        } else if (args.option(a, "--package", nullptr, &v)) {
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            ok = eq > 0;
            state.packageOverrides.insert(v.left(eq), v.mid(eq + 1));
        } else if (parseBool(a, "wrong-answers", &state.wrongAnswers)
                   || parseBool(a, "leak-reasoning", &state.leakReasoning)
                   || parseBool(a, "leak-memory", &state.leakMemory)
                   || parseBool(a, "nondeterministic", &state.nondeterministic)
                   || parseBool(a, "slow-decode", &state.slowDecode)
                   || parseBool(a, "ansi", &state.ansiPrefixes)
                   || parseBool(a, "kernel-xid", &state.kernelXid)
                   || parseBool(a, "kernel-log-denied", &state.kernelLogDenied)) {
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

int init(const SimStateStore &store, Args args, bool configure)
{
    SimState state;
    QString error;
    bool start = false;
    double activeSince = -1;
    std::optional<bool> wedge;
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
    if (!applyOptions(args, state, &start, configure ? nullptr : &activeSince, configure ? &wedge : nullptr,
                      &error)) {
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
            [&](SimState &s, QString *why) {
                const QList<SimInvocation> keep = s.invocations;
                const QByteArray wedged = s.wedgedInvocation;
                s = state;
                s.invocations = keep;
                s.wedgedInvocation = wedged;
                if (wedge && !*wedge) {
                    s.wedgedInvocation.clear();
                } else if (wedge) {
                    // Only the engine running now hangs; the next start is a healthy one.
                    const SimUnitStatus st = simUnitStatus(s, nowMs());
                    if (!st.active || !st.invocation) {
                        *why = Tr::tr("no engine is running to wedge");
                        return false;
                    }
                    s.wedgedInvocation = st.invocation->id;
                }
                return true;
            },
            &error);
        if (!ok) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
    } else {
        // A new host gets a fresh unit file, loaded as systemd would have it at boot.
        QDir(simUnitDirectory(store.directory())).removeRecursively();
        if (!simEnsureUnitFile(store.directory(), state, &error)) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
        state.loadedUnitCat = simUnitCat(store.directory(), state.unit);
        if (!store.save(state, &error)) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
    }
    if (activeSince >= 0) {
        // A host whose engine has run for a while (fleet benchmarks): the tools answer as for a
        // started unit, but no engine process stands behind it.
        const bool ok = store.update(
            [&](SimState &s, QString *) {
                s.invocations.append(s.newInvocation(nowMs() - qint64(activeSince * 1000)));
                return true;
            },
            &error);
        if (!ok) {
            writeErr(error.toUtf8() + '\n');
            return 1;
        }
        return 0;
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
        if (state.hangingTools.contains(QStringLiteral("ps")))
            return hangUntilKilled(store, state);
        // The autopsy's columns get the rich table; anything else the short one, as before.
        if (args.rest().contains(QStringLiteral("pid=,ppid=,stat=,etimes=,pcpu=,rss=,wchan:32=,args=")))
            return printOutput(simProcessStatus(state, nowMs()));
        return printOutput(simProcessTable(state, nowMs()));
    }
    if (command == QLatin1String("py-spy"))
        return pySpy(store, args);
    if (command == QLatin1String("cat"))
        return catProc(store, args);
    if (command == QLatin1String("dmesg"))
        return dmesg(store, args);
    writeErr("inference-console-simhost: " + Tr::tr("unknown command “%1”").arg(command).toUtf8() + '\n');
    return 2;
}

} // namespace ic
