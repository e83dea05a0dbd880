// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Over 300 lines on purpose: each piece's command, its verdict from the command's result (what
// is skip, what is error, when a privileged second try is worth it) reads best in one place.
#include "StallAutopsy.h"

#include "config/EngineProfile.h"

#include "formats/JournalJson.h"
#include "formats/ProcessEnviron.h"
#include "formats/SecretText.h"
#include "formats/SystemctlShow.h"
#include "formats/TerminalText.h"
#include "formats/ThreadStates.h"
#include "startup/StartupTracker.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <memory>
#include <optional>

namespace ic {

Q_LOGGING_CATEGORY(lcAutopsy, "console.autopsy")

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::StallAutopsy)
};

constexpr int kClientMarginMs = 3000; // the host's `timeout -k 2` ends a command first

/// The first line of what a tool said, safe to show and free of secrets.
QString firstLine(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes).trimmed();
    return printable(redactSecrets(text.section(u'\n', 0, 0).left(300)), false);
}

QString said(const CommandResult &r)
{
    const QString err = firstLine(r.standardError);
    return err.isEmpty() ? firstLine(r.standardOutput) : err;
}

bool contains(const CommandResult &r, const char *text)
{
    return r.standardError.contains(text) || r.standardOutput.contains(text);
}

/// Exit 127 from the shell, or the shell's own "not found".
bool notInstalled(const CommandResult &r)
{
    return r.exitCode == 127 || contains(r, ": not found") || contains(r, "command not found")
        || contains(r, "No such file or directory (os error 2)");
}

bool denied(const CommandResult &r)
{
    return contains(r, "Permission Denied") || contains(r, "Permission denied")
        || contains(r, "Operation not permitted") || contains(r, "a password is required")
        || contains(r, "not seeing messages from other users") || contains(r, "insufficient permissions");
}

/// A command that did not give an answer at all: the transport's sentence or the host's timeout.
std::optional<QString> failedToRun(const CommandResult &r, int seconds)
{
    if (!r.ran())
        return r.error;
    if (r.exitCode == 124)
        return Tr::tr("did not finish within %1 s on the host (ended by timeout)").arg(seconds);
    return std::nullopt;
}

QString isoUtc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

} // namespace

StallAutopsy::StallAutopsy(Transport *transport, RemoteCommandBuilder commands, qint64 mainPid,
                           AutopsyOptions options, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_commands(std::move(commands))
    , m_options(std::move(options))
    , m_givenPid(mainPid)
{
    qRegisterMetaType<ic::AutopsyPiece>();
    qRegisterMetaType<ic::AutopsyReport>();
    m_options.timeoutSeconds = std::max(1, m_options.timeoutSeconds);
    m_options.commandSeconds = std::max(1, m_options.commandSeconds);
    m_options.concurrency = std::max(1, m_options.concurrency);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        m_report.deadlinePassed = true;
        abort(Tr::tr("no answer within the autopsy's %1 s").arg(m_options.timeoutSeconds));
    });
}

void StallAutopsy::start()
{
    if (m_started)
        return;
    m_started = true;
    m_clock.start();
    const HostDefinition &d = m_commands.host();
    m_report.host = d.name;
    m_report.unit = d.unit;
    m_report.engine = d.engine;
    m_report.mainPid = m_givenPid;
    m_report.started = QDateTime::currentDateTimeUtc();
    m_report.timeoutSeconds = m_options.timeoutSeconds;
    m_deadline.start(m_options.timeoutSeconds * 1000);
    if (!m_transport) {
        m_report.error = Tr::tr("There is no connection to the host.");
        finish();
        return;
    }
    if (m_transport->status().state == LinkState::Connected) {
        begin();
        return;
    }
    connect(m_transport, &Transport::statusChanged, this, [this](const LinkStatus &status) {
        if (m_finished || m_begun)
            return;
        if (status.state == LinkState::Connected) {
            begin();
        } else if (status.state == LinkState::Failed) {
            m_report.error = status.message;
            finish();
        }
    });
    m_transport->connectToHost();
    // A transport that stays Failed without a word (one that reaches nothing) is not waited for.
    QTimer::singleShot(1000, this, [this] {
        if (!m_begun && !m_finished && m_transport && m_transport->status().state == LinkState::Failed) {
            m_report.error = m_transport->status().message;
            finish();
        }
    });
}

void StallAutopsy::abort(const QString &why)
{
    if (m_finished || !m_started)
        return;
    if (!m_begun && m_report.error.isEmpty())
        m_report.error = m_transport
            ? Tr::tr("No connection to %1: %2 (%3)").arg(m_report.host, why, m_transport->status().summary())
            : why;
    for (int i = 0; i < m_report.pieces.size(); ++i) {
        if (m_report.pieces[i].status != AutopsyStatus::Pending)
            continue;
        const bool queued
            = std::any_of(m_queue.cbegin(), m_queue.cend(), [i](const Job &j) { return j.piece == i; });
        if (queued)
            complete(i, AutopsyStatus::Skip, Tr::tr("not run: %1").arg(why));
        else
            complete(i, AutopsyStatus::Error, why);
    }
    if (m_begun && !m_engineStage) {
        const int p = addPiece(QStringLiteral("py-spy"), Tr::tr("py-spy dumps and environment"));
        complete(p, AutopsyStatus::Skip, Tr::tr("not run: %1 before the process tree was known").arg(why));
    }
    m_queue.clear();
    finish();
}

void StallAutopsy::begin()
{
    if (m_begun || m_finished)
        return;
    m_begun = true;
    qCDebug(lcAutopsy) << "autopsy of" << m_report.host << "begins after" << m_clock.elapsed() << "ms";
    askUnit();
    askJournal();
    askProcesses();
    askPySpyVersion();
    askTopology();
    askKernel(0);
    advance();
}

int StallAutopsy::addPiece(const QString &id, const QString &title)
{
    AutopsyPiece p;
    p.id = id;
    p.title = title;
    m_report.pieces.append(p);
    m_pieceStartMs.append(m_clock.elapsed());
    ++m_open;
    return int(m_report.pieces.size() - 1);
}

void StallAutopsy::complete(int piece, AutopsyStatus status, const QString &reason)
{
    AutopsyPiece &p = m_report.pieces[piece];
    if (p.status != AutopsyStatus::Pending)
        return;
    p.status = status;
    p.reason = reason;
    p.seconds = (m_clock.elapsed() - m_pieceStartMs.value(piece)) / 1000.0;
    --m_open;
    qCDebug(lcAutopsy) << p.id << autopsyStatusId(status) << reason << p.seconds << "s";
    Q_EMIT pieceFinished(p);
}

void StallAutopsy::run(int piece, const RemoteCommand &command, Done done)
{
    if (!command.isValid()) {
        CommandResult r;
        r.error = Tr::tr("the command could not be built: %1").arg(command.error);
        QTimer::singleShot(0, this, [this, done, r] {
            if (m_finished)
                return;
            done(r);
            advance();
        });
        return;
    }
    m_report.pieces[piece].commands << printable(QString::fromUtf8(command.line), false);
    m_queue.append(
        Job { piece, command.line, m_options.commandSeconds * 1000 + kClientMarginMs, std::move(done) });
    pump();
}

void StallAutopsy::pump()
{
    while (!m_finished && m_running < m_options.concurrency && !m_queue.isEmpty() && m_transport) {
        Job job = m_queue.takeFirst();
        ++m_running;
        auto handled = std::make_shared<bool>(false);
        auto timer = new QTimer(this);
        timer->setSingleShot(true);
        CommandJob *cmd = m_transport->run(job.line);
        auto end = [this, handled, timer, job](const CommandResult &r) {
            if (*handled)
                return;
            *handled = true;
            timer->deleteLater();
            --m_running;
            if (m_finished)
                return;
            job.done(r);
            pump();
            advance();
        };
        connect(cmd, &CommandJob::finished, this, end);
        connect(timer, &QTimer::timeout, this, [end, job] {
            CommandResult r;
            r.error = Tr::tr("no answer within %1 s").arg(job.clientMs / 1000);
            end(r);
        });
        timer->start(job.clientMs);
    }
}

void StallAutopsy::advance()
{
    if (m_finished || !m_begun)
        return;
    if (!m_engineStage && m_unitDone && m_processesDone && m_versionDone)
        startEngineStage();
    if (m_engineStage && m_open == 0 && m_queue.isEmpty() && m_running == 0)
        finish();
}

void StallAutopsy::askUnit()
{
    const int p = addPiece(QStringLiteral("unit"), Tr::tr("unit state (systemctl show)"));
    const QStringList props = { QStringLiteral("MainPID"), QStringLiteral("ActiveState"),
                                QStringLiteral("SubState"), QStringLiteral("InvocationID") };
    run(p, m_commands.systemctlShow(props), [this, p, props](const CommandResult &r) {
        m_unitDone = true;
        if (auto e = failedToRun(r, m_options.commandSeconds)) {
            complete(p, AutopsyStatus::Error, *e);
            return;
        }
        if (r.exitCode != 0) {
            complete(p, AutopsyStatus::Error,
                     Tr::tr("systemctl exited with %1: %2").arg(r.exitCode).arg(said(r)));
            return;
        }
        const UnitProperties u = parseSystemctlShow(r.standardOutput, props);
        m_report.activeState = u.value(QStringLiteral("ActiveState"));
        m_report.subState = u.value(QStringLiteral("SubState"));
        m_report.invocationId = u.value(QStringLiteral("InvocationID"));
        const qint64 pid = u.value(QStringLiteral("MainPID")).toLongLong();
        if (pid > 0)
            m_report.mainPid = pid;
        complete(p, AutopsyStatus::Ok,
                 Tr::tr("%1 (%2), main PID %3")
                     .arg(m_report.activeState, m_report.subState, QString::number(pid)));
    });
}

void StallAutopsy::askJournal()
{
    const int p = addPiece(QStringLiteral("journal"), Tr::tr("the unit's journal"));
    run(p, m_commands.journalTail(m_options.journalLines, m_options.commandSeconds),
        [this, p](const CommandResult &r) {
            if (auto e = failedToRun(r, m_options.commandSeconds)) {
                complete(p, AutopsyStatus::Error, *e);
                return;
            }
            if (notInstalled(r)) {
                complete(p, AutopsyStatus::Skip, Tr::tr("journalctl is not installed: %1").arg(said(r)));
                return;
            }
            if (denied(r) && r.standardOutput.trimmed().isEmpty()) {
                complete(p, AutopsyStatus::Skip,
                         Tr::tr("no permission to read the journal: %1").arg(said(r)));
                return;
            }
            if (r.exitCode != 0) {
                complete(p, AutopsyStatus::Error,
                         Tr::tr("journalctl exited with %1: %2").arg(r.exitCode).arg(said(r)));
                return;
            }
            QList<JournalEntry> entries;
            for (const QByteArray &line : r.standardOutput.split('\n')) {
                if (line.trimmed().isEmpty())
                    continue;
                const JournalEntry e = parseJournalJsonLine(line);
                if (e.isValid())
                    entries << e;
            }
            // Only the current run, when its invocation is known and the journal has it.
            const QByteArray invocation = m_report.invocationId.toLatin1();
            const bool haveRun = !invocation.isEmpty()
                && std::any_of(entries.cbegin(), entries.cend(),
                               [&invocation](const JournalEntry &e) { return e.invocationId == invocation; });
            for (const JournalEntry &e : std::as_const(entries)) {
                if (haveRun && e.invocationId != invocation)
                    continue;
                m_journalRaw << e.message;
                m_journalMs << e.realtimeUsec / 1000;
            }
            complete(p, AutopsyStatus::Ok,
                     haveRun ? Tr::tr("%n line(s) of this run", nullptr, int(m_journalRaw.size()))
                             : Tr::tr("%n line(s)", nullptr, int(m_journalRaw.size())));
        });
}

void StallAutopsy::askProcesses()
{
    const int p = addPiece(QStringLiteral("processes"), Tr::tr("process tree (ps)"));
    run(p, m_commands.processStatus(m_options.commandSeconds), [this, p](const CommandResult &r) {
        m_processesDone = true;
        if (auto e = failedToRun(r, m_options.commandSeconds)) {
            complete(p, AutopsyStatus::Error, *e);
            return;
        }
        if (r.exitCode != 0) {
            complete(p, AutopsyStatus::Error, Tr::tr("ps exited with %1: %2").arg(r.exitCode).arg(said(r)));
            return;
        }
        m_table = parseProcessStatus(r.standardOutput);
        if (m_table.processes.isEmpty()) {
            complete(p, AutopsyStatus::Error, Tr::tr("no process list: %1").arg(m_table.error));
            return;
        }
        complete(p, AutopsyStatus::Ok,
                 Tr::tr("%n process(es) on the host", nullptr, int(m_table.processes.size())));
    });
}

namespace {
/// The host's engine is a native binary (llama-server): no Python stacks for py-spy to read.
const EngineProfile *nativeEngine(const QString &engine)
{
    static const QList<EngineProfile> profiles = engineProfiles();
    const EngineProfile *p = isAutoEngine(engine) ? nullptr : findEngineProfile(engine, profiles);
    return p && p->command.native ? p : nullptr;
}
} // namespace

void StallAutopsy::askPySpyVersion()
{
    const int p = addPiece(QStringLiteral("py-spy-version"), Tr::tr("py-spy on the host"));
    if (const EngineProfile *native = nativeEngine(m_report.engine)) {
        m_versionDone = true;
        complete(p, AutopsyStatus::Skip,
                 Tr::tr("%1 is a native binary: py-spy reads Python stacks only")
                     .arg(native->title.isEmpty() ? native->id : native->title));
        return;
    }
    run(p, m_commands.pySpyVersion(m_options.commandSeconds), [this, p](const CommandResult &r) {
        m_versionDone = true;
        if (auto e = failedToRun(r, m_options.commandSeconds)) {
            complete(p, AutopsyStatus::Error, *e);
            return;
        }
        if (notInstalled(r)) {
            complete(p, AutopsyStatus::Skip,
                     Tr::tr("py-spy is missing: it is not installed on the host (%1)").arg(said(r)));
            return;
        }
        if (r.exitCode != 0) {
            complete(p, AutopsyStatus::Error,
                     Tr::tr("py-spy --version exited with %1: %2").arg(r.exitCode).arg(said(r)));
            return;
        }
        m_pySpyAvailable = true;
        m_report.pySpyVersion = firstLine(r.standardOutput).remove(QStringLiteral("py-spy")).trimmed();
        complete(p, AutopsyStatus::Ok, firstLine(r.standardOutput));
    });
}

void StallAutopsy::askTopology()
{
    const int p = addPiece(QStringLiteral("topology"), Tr::tr("GPU topology (nvidia-smi topo -m)"));
    run(p, m_commands.nvidiaSmiTopology(m_options.commandSeconds), [this, p](const CommandResult &r) {
        if (auto e = failedToRun(r, m_options.commandSeconds)) {
            complete(p, AutopsyStatus::Error, *e);
            return;
        }
        if (notInstalled(r)) {
            complete(p, AutopsyStatus::Skip, Tr::tr("nvidia-smi is not installed: %1").arg(said(r)));
            return;
        }
        if (r.exitCode != 0) {
            complete(p, AutopsyStatus::Error,
                     Tr::tr("nvidia-smi exited with %1: %2").arg(r.exitCode).arg(said(r)));
            return;
        }
        m_report.topologyText = QString::fromUtf8(r.standardOutput);
        m_report.topology = parseNvidiaTopology(r.standardOutput);
        if (!m_report.topology.error.isEmpty()) {
            complete(p, AutopsyStatus::Error, m_report.topology.error);
            return;
        }
        const QStringList weak = m_report.topology.gpuPairsWithoutNvLink();
        complete(p, AutopsyStatus::Ok,
                 weak.isEmpty()
                     ? Tr::tr("%n GPU(s), all joined by NVLink", nullptr, m_report.topology.gpuCount())
                     : Tr::tr("%n GPU(s), %1 pair(s) without NVLink", nullptr, m_report.topology.gpuCount())
                           .arg(weak.size()));
    });
}

void StallAutopsy::askKernel(int attempt)
{
    // journalctl -k, then dmesg, then journalctl -k through the privilege prefix.
    int p = -1;
    for (int i = 0; i < m_report.pieces.size(); ++i)
        if (m_report.pieces[i].id == QLatin1String("kernel-log"))
            p = i;
    if (p < 0)
        p = addPiece(QStringLiteral("kernel-log"), Tr::tr("kernel GPU errors (Xid lines)"));
    const bool canElevate = !m_commands.host().privilegePrefix.trimmed().isEmpty();
    if (attempt > 2 || (attempt == 2 && !canElevate)) {
        const QString reasons = m_kernelReasons.join(QStringLiteral("; "));
        complete(p, m_kernelDenied ? AutopsyStatus::Skip : AutopsyStatus::Error,
                 m_kernelDenied ? Tr::tr("no permission to read the kernel log: %1").arg(reasons)
                                : Tr::tr("the kernel log could not be read: %1").arg(reasons));
        return;
    }
    const bool dmesg = attempt == 1;
    const RemoteCommand command = dmesg ? m_commands.kernelRingBuffer(m_options.commandSeconds, false)
                                        : m_commands.kernelJournal(m_options.commandSeconds, attempt == 2);
    const QString tool = dmesg ? QStringLiteral("dmesg")
        : attempt == 2 ? m_commands.host().privilegePrefix.trimmed() + QStringLiteral(" journalctl -k")
                       : QStringLiteral("journalctl -k");
    run(p, command, [this, p, attempt, tool](const CommandResult &r) {
        if (!r.ran()) { // the connection: another attempt would fail the same way
            complete(p, AutopsyStatus::Error, r.error);
            return;
        }
        if (r.exitCode == 124) {
            complete(p, AutopsyStatus::Error,
                     Tr::tr("%1 did not finish within %2 s on the host (ended by timeout)")
                         .arg(tool)
                         .arg(m_options.commandSeconds));
            return;
        }
        // journalctl without access prints a hint and no entries, and still exits 0.
        const bool journalDenied = !r.standardOutput.contains("NVRM") && denied(r);
        if (notInstalled(r)) {
            m_kernelReasons << Tr::tr("%1 is not installed").arg(tool);
        } else if (journalDenied || (r.exitCode != 0 && denied(r))) {
            m_kernelDenied = true;
            m_kernelReasons << QStringLiteral("%1: %2").arg(tool, said(r));
        } else if (r.exitCode != 0) {
            m_kernelReasons
                << Tr::tr("%1 exited with %2: %3").arg(tool, QString::number(r.exitCode), said(r));
        } else {
            m_report.kernelSource = tool;
            m_report.kernel = parseKernelXid(r.standardOutput);
            complete(p, AutopsyStatus::Ok,
                     m_report.kernel.events.isEmpty()
                         ? Tr::tr("no Xid line in %n kernel line(s)", nullptr, m_report.kernel.lines)
                         : Tr::tr("%n Xid line(s)", nullptr, int(m_report.kernel.events.size())));
            return;
        }
        askKernel(attempt + 1);
    });
}

void StallAutopsy::startEngineStage()
{
    m_engineStage = true;
    const qint64 pid = m_report.mainPid;
    if (pid <= 0) {
        const int p = addPiece(QStringLiteral("py-spy"), Tr::tr("py-spy dumps and environment"));
        complete(p, AutopsyStatus::Skip,
                 Tr::tr("the unit has no main process (%1): nothing to dump").arg(m_report.activeState));
        return;
    }
    m_report.processes = m_table.tree(pid, 4096);
    if (m_report.processes.isEmpty()) {
        const int p = addPiece(QStringLiteral("py-spy"), Tr::tr("py-spy dumps and environment"));
        complete(p,
                 m_processesDone && !m_table.processes.isEmpty() ? AutopsyStatus::Skip : AutopsyStatus::Error,
                 m_table.processes.isEmpty()
                     ? Tr::tr("the process list could not be read, so the engine's processes are not known")
                     : Tr::tr("PID %1 is not in the process list (it has exited)").arg(pid));
        return;
    }
    // Environment: the main process and one worker (the first process two levels down, else one).
    QList<qint64> envPids { pid };
    for (int depth : { 2, 1 }) {
        const auto w = std::find_if(m_report.processes.cbegin(), m_report.processes.cend(),
                                    [depth](const ProcessStatus &s) { return s.depth == depth; });
        if (w != m_report.processes.cend()) {
            envPids << w->pid;
            break;
        }
    }
    for (qint64 e : std::as_const(envPids))
        askEnvironment(
            e, false,
            addPiece(QStringLiteral("environment-%1").arg(e), Tr::tr("environment of PID %1").arg(e)));
    // A native engine has no Python stacks; its threads' states show a main loop that stopped.
    if (nativeEngine(m_report.engine))
        askThreads(pid, addPiece(QStringLiteral("threads"), Tr::tr("threads of PID %1").arg(pid)));

    if (!m_pySpyAvailable) {
        const AutopsyPiece *v = m_report.piece(QStringLiteral("py-spy-version"));
        const int p = addPiece(QStringLiteral("py-spy"), Tr::tr("py-spy dumps"));
        complete(p, AutopsyStatus::Skip,
                 v && v->status == AutopsyStatus::Skip
                     ? v->reason
                     : Tr::tr("py-spy could not be checked: %1").arg(v ? v->reason : QString()));
        return;
    }
    int n = 0;
    for (const ProcessStatus &s : std::as_const(m_report.processes)) {
        if (n++ >= m_options.maxProcesses)
            break;
        const QString label = s.args.left(60);
        askPySpyDump(s.pid, label, false,
                     addPiece(QStringLiteral("py-spy-%1").arg(s.pid),
                              Tr::tr("py-spy dump of PID %1 (%2)").arg(s.pid).arg(label)));
    }
    if (m_report.processes.size() > m_options.maxProcesses) {
        const int p = addPiece(QStringLiteral("py-spy-more"), Tr::tr("py-spy dumps of the other processes"));
        complete(p, AutopsyStatus::Skip,
                 Tr::tr("%n more process(es) in the tree; the first %1 were dumped", nullptr,
                        int(m_report.processes.size() - m_options.maxProcesses))
                     .arg(m_options.maxProcesses));
    }
}

void StallAutopsy::askThreads(qint64 pid, int p)
{
    const RemoteCommand command = m_commands.threadStates(pid, m_options.commandSeconds);
    // Either reading: the states, or why there are none (nullopt with the piece completed).
    auto read = [this, p](const CommandResult &r) -> std::optional<ThreadStates> {
        if (auto e = failedToRun(r, m_options.commandSeconds)) {
            complete(p, AutopsyStatus::Error, *e);
            return std::nullopt;
        }
        if (r.exitCode != 0) {
            if (contains(r, "No such file"))
                complete(p, AutopsyStatus::Skip, Tr::tr("the process has exited: %1").arg(said(r)));
            else
                complete(p, AutopsyStatus::Error,
                         Tr::tr("cat exited with %1: %2").arg(r.exitCode).arg(said(r)));
            return std::nullopt;
        }
        ThreadStates states = parseThreadStates(r.standardOutput);
        if (states.threads.isEmpty()) {
            complete(p, AutopsyStatus::Error,
                     states.error.isEmpty() ? Tr::tr("no thread was listed")
                                            : printable(states.error, false));
            return std::nullopt;
        }
        return states;
    };
    run(p, command, [this, p, pid, command, read](const CommandResult &first) {
        const std::optional<ThreadStates> before = read(first);
        if (!before)
            return;
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        QTimer::singleShot(kThreadSampleMs, this, [this, p, pid, command, read, before, clock] {
            if (m_finished)
                return;
            run(p, command, [this, p, pid, read, before, clock](const CommandResult &second) {
                const std::optional<ThreadStates> after = read(second);
                if (!after)
                    return;
                m_report.threadSampleMs = clock->elapsed();
                m_report.threads = compareThreadStates(*before, *after, pid);
                const ThreadActivity &main = m_report.threads.first();
                const double seconds = m_report.threadSampleMs / 1000.0;
                complete(p, AutopsyStatus::Ok,
                         main.isMain
                             ? Tr::tr("%n thread(s); the main thread (%1) in %2, %3 CPU tick(s) in %4 s",
                                      nullptr, int(m_report.threads.size()))
                                   .arg(main.now.name, threadStateWord(main.now.state))
                                   .arg(main.cpuTicksBetween)
                                   .arg(QString::number(seconds, 'f', 1))
                             : Tr::tr("%n thread(s); the main thread has exited", nullptr,
                                      int(m_report.threads.size())));
            });
        });
    });
}

void StallAutopsy::askPySpyDump(qint64 pid, const QString &label, bool privileged, int p)
{
    run(p, m_commands.pySpyDump(pid, m_options.commandSeconds, privileged),
        [this, pid, label, privileged, p](const CommandResult &r) {
            if (auto e = failedToRun(r, m_options.commandSeconds)) {
                complete(p, AutopsyStatus::Error, *e);
                return;
            }
            if (r.exitCode != 0) {
                if (denied(r)) {
                    if (!privileged && !m_commands.host().privilegePrefix.trimmed().isEmpty()) {
                        askPySpyDump(pid, label, true, p);
                        return;
                    }
                    complete(p, AutopsyStatus::Skip,
                             Tr::tr("no permission (py-spy needs root or CAP_SYS_PTRACE): %1").arg(said(r)));
                } else if (contains(r, "python version") || contains(r, "python interpreter")) {
                    complete(p, AutopsyStatus::Skip, Tr::tr("not a Python process: %1").arg(said(r)));
                } else if (contains(r, "No such process") || contains(r, "os error 3")) {
                    complete(p, AutopsyStatus::Skip, Tr::tr("the process has exited: %1").arg(said(r)));
                } else {
                    complete(p, AutopsyStatus::Error,
                             Tr::tr("py-spy exited with %1: %2").arg(r.exitCode).arg(said(r)));
                }
                return;
            }
            PySpyDump dump = parsePySpyDump(r.standardOutput);
            if (!dump.error.isEmpty()) {
                complete(p, AutopsyStatus::Error, printable(dump.error, false));
                return;
            }
            for (PySpyProcess &proc : dump.processes) {
                if (proc.pid == 0)
                    proc.pid = pid;
                if (proc.command.isEmpty())
                    proc.command = label;
                m_report.stacks << proc;
            }
            const PySpyProcess &first = dump.processes.first();
            const auto main
                = std::find_if(first.threads.cbegin(), first.threads.cend(),
                               [](const PySpyThread &t) { return t.name == QLatin1String("MainThread"); });
            const PySpyThread &t = main != first.threads.cend() ? *main : first.threads.first();
            complete(p, AutopsyStatus::Ok,
                     t.frames.isEmpty()
                         ? Tr::tr("%n thread(s)", nullptr, int(first.threads.size()))
                         : Tr::tr("%1 (%2) in %3")
                               .arg(t.name, t.state, printable(t.frames.first().text(), false)));
        });
}

void StallAutopsy::askEnvironment(qint64 pid, bool privileged, int p)
{
    run(p, m_commands.processEnviron(pid, m_options.commandSeconds, privileged),
        [this, pid, privileged, p](const CommandResult &r) {
            if (auto e = failedToRun(r, m_options.commandSeconds)) {
                complete(p, AutopsyStatus::Error, *e);
                return;
            }
            if (r.exitCode != 0) {
                if (denied(r)) {
                    if (!privileged && !m_commands.host().privilegePrefix.trimmed().isEmpty()) {
                        askEnvironment(pid, true, p);
                        return;
                    }
                    complete(p, AutopsyStatus::Skip, Tr::tr("no permission: %1").arg(said(r)));
                } else if (contains(r, "No such file")) {
                    complete(p, AutopsyStatus::Skip, Tr::tr("the process has exited: %1").arg(said(r)));
                } else {
                    complete(
                        p, AutopsyStatus::Error,
                        Tr::tr("reading the environment exited with %1: %2").arg(r.exitCode).arg(said(r)));
                }
                return;
            }
            const ProcessEnviron env
                = parseProcessEnviron(r.standardOutput, stallEnvironmentFilter(m_options.rulesJson));
            if (!env.error.isEmpty()) {
                complete(p, AutopsyStatus::Skip, env.error);
                return;
            }
            m_report.environments.insert(pid, env.variables);
            m_report.environmentWithheld += env.withheld;
            complete(p, AutopsyStatus::Ok,
                     Tr::tr("%n variable(s) kept", nullptr, int(env.variables.size()))
                         + (env.withheld > 0 ? Tr::tr(", %n withheld as secret(s)", nullptr, env.withheld)
                                             : QString()));
        });
}

void StallAutopsy::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();

    // The journal through the start-up tracker: the phase the start-up stopped in.
    StallInput in;
    StartupTracker tracker;
    if (!m_report.engine.isEmpty())
        tracker.setEngine(m_report.engine);
    for (int i = 0; i < m_journalRaw.size(); ++i) {
        tracker.addLogRecord(m_journalRaw[i], m_journalMs.value(i), i);
        const StallInput::LogLine line { isoUtc(m_journalMs.value(i)), redactSecrets(m_journalRaw[i]) };
        in.journal << line;
    }
    m_report.journal = in.journal.mid(std::max<qsizetype>(0, in.journal.size() - m_options.journalKept));
    if (m_report.engine.isEmpty())
        m_report.engine = tracker.engine();
    const StartupSnapshot snap = tracker.snapshot();
    for (const StartupPhaseStatus &ph : snap.phases) {
        if (ph.id != snap.currentPhase)
            continue;
        in.phaseId = m_report.phaseId = ph.id;
        in.phaseTitle = m_report.phaseTitle = ph.title;
        in.phaseActive = m_report.phaseActive = ph.state == PhaseState::Active;
        if (ph.startedMs != kUnknownTime)
            in.phaseSince = isoUtc(ph.startedMs);
    }

    std::stable_sort(m_report.stacks.begin(), m_report.stacks.end(),
                     [](const PySpyProcess &a, const PySpyProcess &b) { return a.pid < b.pid; });
    for (const PySpyProcess &proc : std::as_const(m_report.stacks)) {
        QString title = proc.command;
        for (const ProcessStatus &s : std::as_const(m_report.processes))
            if (s.pid == proc.pid)
                title = s.args;
        for (const PySpyThread &t : proc.threads) {
            StallInput::Stack s { proc.pid, title.left(80), t.name, t.isIdle(), {} };
            for (const PySpyFrame &f : t.frames)
                s.frames << f.text();
            in.stacks << s;
        }
    }
    for (auto it = m_report.environments.cbegin(); it != m_report.environments.cend(); ++it)
        for (auto v = it.value().cbegin(); v != it.value().cend(); ++v)
            in.environment.insert(v.key(), v.value());
    in.xids = m_report.kernel.events;
    in.gpuPairsWithoutNvLink = m_report.topology.gpuPairsWithoutNvLink();
    m_report.verdict = classifyStall(in, m_options.rulesJson);
    if (const EngineProfile *native = nativeEngine(m_report.engine)) {
        // Installing py-spy would not help: the engine has no Python stacks. Its threads do.
        QStringList steps;
        for (const QString &step : std::as_const(m_report.verdict.nextSteps))
            if (!step.contains(QLatin1String("py-spy")))
                steps << step;
        steps.prepend(
            Tr::tr("%1 is a native binary: read its threads' stacks with `gdb -p %2 -batch -ex "
                   "'thread apply all bt'` (the engine pauses while gdb reads them)")
                .arg(native->title.isEmpty() ? native->id : native->title)
                .arg(m_report.mainPid > 0 ? QString::number(m_report.mainPid) : QStringLiteral("PID")));
        m_report.verdict.nextSteps = steps;
        if (!m_report.threads.isEmpty() && m_report.threads.first().isMain) {
            // Stopped, traced or in uninterruptible sleep: the loop that serves requests is not
            // running, whatever the other threads (HTTP, /health) still answer.
            const ThreadActivity &main = m_report.threads.first();
            const char s = main.now.state;
            if (s == 'T' || s == 't' || s == 'D' || s == 'Z') {
                StallEvidence e;
                e.source = Tr::tr("threads of PID %1").arg(m_report.mainPid);
                e.text = Tr::tr("the main thread (%1) is in %2 (%3) and used %n CPU tick(s) in %4 s: the "
                                "engine's main loop is not running",
                                nullptr, int(std::max<qint64>(0, main.cpuTicksBetween)))
                             .arg(main.now.name, threadStateWord(s), QString(QLatin1Char(s)),
                                  QString::number(m_report.threadSampleMs / 1000.0, 'f', 1));
                m_report.verdict.context.prepend(e);
            }
        }
    }
    m_report.seconds = m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0;
    qCDebug(lcAutopsy) << "autopsy of" << m_report.host << stallCategoryId(m_report.verdict.category) << "in"
                       << m_report.seconds << "s";
    Q_EMIT finished(m_report);
}

} // namespace ic
