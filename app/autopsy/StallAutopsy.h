// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "autopsy/AutopsyReport.h"
#include "transport/RemoteCommand.h"
#include "transport/Transport.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace ic {

struct AutopsyOptions {
    int timeoutSeconds = 60; ///< the whole autopsy, connecting included
    int commandSeconds = 15; ///< each command, on the host (`timeout`) and here (plus 3 s)
    int journalLines = 2000; ///< read from the journal: a long stall fills it with one repeated line
    int journalKept = 200; ///< of them, kept in the report
    int maxProcesses = 16; ///< py-spy dumps, breadth first from the main PID
    int concurrency = 4; ///< commands at once (sshd's MaxSessions is 10 per connection)
    QByteArray rulesJson; ///< empty: `:/diagnose/stall.json`
};

/// A stall autopsy of one host's engine: gathers, in parallel and each under its own deadline,
/// the unit's state, its journal and start-up phase, the engine's process tree, `py-spy dump`
/// of each engine process, the NCCL/CUDA environment of the main process and a worker,
/// `nvidia-smi topo -m` and the kernel's Xid lines; then classifies the stall
/// (diagnose/StallDiagnosis.h). A piece that cannot be had (no py-spy, no permission, a command
/// that hangs, a dead connection) is skip or error with its reason; the rest is still gathered.
/// Needs only a transport and the command builder (no HostSession): the GUI and `autopsy` both
/// use it. Single use: start() once, finished() once. Lives in the transport's thread.
class StallAutopsy : public QObject {
    Q_OBJECT
public:
    /// `mainPid` 0: taken from `systemctl show` (it is asked for in any case; a different
    /// answer there wins, as it is newer).
    StallAutopsy(Transport *transport, RemoteCommandBuilder commands, qint64 mainPid = 0,
                 AutopsyOptions options = {}, QObject *parent = nullptr);

    void start();
    /// Ends now: what is still running is an error with `why`; finished() follows.
    void abort(const QString &why);
    bool isFinished() const { return m_finished; }
    const AutopsyReport &report() const { return m_report; }

Q_SIGNALS:
    /// A piece reached ok, skip or error (for a progress view).
    void pieceFinished(const ic::AutopsyPiece &piece);
    void finished(const ic::AutopsyReport &report);

private:
    using Done = std::function<void(const CommandResult &)>;
    struct Job {
        int piece = -1;
        QByteArray line;
        int clientMs = 0;
        Done done;
    };

    void begin();
    int addPiece(const QString &id, const QString &title);
    void complete(int piece, AutopsyStatus status, const QString &reason);
    void run(int piece, const RemoteCommand &command, Done done);
    void pump();
    void advance();
    void finish();

    void askUnit();
    void askJournal();
    void askProcesses();
    void askPySpyVersion();
    void askTopology();
    void askKernel(int attempt);
    void startEngineStage();
    void askPySpyDump(qint64 pid, const QString &label, bool privileged, int piece);
    void askEnvironment(qint64 pid, bool privileged, int piece);
    /// A native engine's threads: their states, read twice kThreadSampleMs apart for the CPU
    /// each used in between.
    void askThreads(qint64 pid, int piece);
    static constexpr int kThreadSampleMs = 1000;

    QPointer<Transport> m_transport;
    RemoteCommandBuilder m_commands;
    AutopsyOptions m_options;
    AutopsyReport m_report;
    QTimer m_deadline;
    QElapsedTimer m_clock;
    QList<Job> m_queue;
    int m_running = 0;
    int m_open = 0; ///< pieces not yet ok, skip or error
    QList<qint64> m_pieceStartMs;
    bool m_started = false;
    bool m_begun = false;
    bool m_finished = false;
    bool m_unitDone = false;
    bool m_processesDone = false;
    bool m_versionDone = false;
    bool m_engineStage = false;
    bool m_pySpyAvailable = false;
    qint64 m_givenPid = 0;
    QStringList m_kernelReasons;
    bool m_kernelDenied = false;
    ProcessStatusTable m_table;
    QStringList m_journalRaw; ///< MESSAGE of the run's lines, oldest first
    QList<qint64> m_journalMs;
};

} // namespace ic
