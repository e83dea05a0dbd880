// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Preflight.h"

#include "formats/SystemctlShow.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "host/ServiceCommand.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLoggingCategory>

namespace ic {

Q_LOGGING_CATEGORY(lcPreflight, "console.preflight")

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Preflight)
};
} // namespace

Preflight::Preflight(HostSession *session, PreflightOptions options, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_options(std::move(options))
{
    qRegisterMetaType<ic::PreflightReport>();
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &Preflight::finish);
}

void Preflight::start()
{
    if (m_started || !m_session)
        return;
    m_started = true;
    m_clock.start();
    const HostDefinition &d = m_session->definition();
    m_report.host = d.name;
    m_report.unit = d.unit;
    m_report.started = QDateTime::currentDateTimeUtc();
    m_inputs.host = d.name;
    m_inputs.unit = d.unit;
    m_inputs.port = d.apiPort;
    m_inputs.timeoutSeconds = m_options.timeoutSeconds;
    m_inputs.thresholdsJson = m_options.thresholdsJson;
    m_inputs.knownGood = m_session->diagnostics()->knownGood();
    m_deadline.start(m_options.timeoutSeconds * 1000);

    Transport *t = m_session->transport();
    if (t->status().state == LinkState::Connected) {
        runUnitShow();
        return;
    }
    connect(t, &Transport::statusChanged, this, [this](const LinkStatus &status) {
        if (m_finished || m_unitAsked)
            return;
        if (status.state == LinkState::Connected) {
            runUnitShow();
        } else if (status.state == LinkState::Failed) {
            m_report.error = status.message;
            finish();
        }
    });
    t->connectToHost();
}

void Preflight::run(const QByteArray &line, std::optional<CommandResult> PreflightInputs::*slot)
{
    ++m_pending;
    CommandJob *job = m_session->transport()->run(line);
    connect(job, &CommandJob::finished, this, [this, slot](const CommandResult &r) {
        if (m_finished)
            return;
        m_inputs.*slot = r;
        jobDone();
    });
}

void Preflight::runUnitShow()
{
    m_unitAsked = true;
    const RemoteCommand show = m_session->commands().systemctlShow(preflightUnitProperties());
    if (!show.isValid()) {
        m_inputs.unitError = show.error;
        runRest();
        return;
    }
    ++m_pending;
    CommandJob *job = m_session->transport()->run(show.line);
    connect(job, &CommandJob::finished, this, [this](const CommandResult &r) {
        if (m_finished)
            return;
        m_inputs.unitShow = r;
        --m_pending;
        runRest();
    });
}

void Preflight::runRest()
{
    m_restStarted = true;
    const RemoteCommandBuilder &commands = m_session->commands();
    const HostDefinition &d = m_session->definition();
    UnitProperties unit;
    if (m_inputs.unitShow && m_inputs.unitShow->succeeded())
        unit = parseSystemctlShow(m_inputs.unitShow->standardOutput, preflightUnitProperties());

    const QString execStart = unit.value(QStringLiteral("ExecStart"));
    const std::optional<EngineProfile> engine = preflightEngine(d.engine, execStart);
    if (engine) {
        m_inputs.engineTitle = engine->title.isEmpty() ? engine->id : engine->title;
        m_inputs.nativeEngine = engine->command.native;
        m_inputs.checkShm = engine->preflight.shm;
        m_inputs.modelMagic = engine->preflight.modelFileMagic;
    }
    m_inputs.python = d.pythonCommand.isEmpty() ? pythonFromExecStart(execStart) : d.pythonCommand;
    if (m_inputs.nativeEngine) {
        // A native binary: no Python environment beside it to list (the profile's command.native).
    } else if (m_inputs.python.isEmpty()) {
        m_inputs.pipError
            = Tr::tr("The service's Python could not be told from its ExecStart; set the Python "
                     "command in the host's settings.");
    } else if (const RemoteCommand pip = commands.pipList(m_inputs.python); pip.isValid()) {
        run(pip.line, &PreflightInputs::pip);
    } else {
        m_inputs.pipError = pip.error;
    }

    const RemoteCommand gpus = commands.nvidiaSmiQueryGpu(
        { QStringLiteral("index"), QStringLiteral("uuid"), QStringLiteral("driver_version") }, 0);
    const RemoteCommand apps
        = commands.nvidiaSmiComputeApps({ QStringLiteral("pid"), QStringLiteral("process_name"),
                                          QStringLiteral("gpu_uuid"), QStringLiteral("used_memory") });
    if (gpus.isValid() && apps.isValid()) {
        run(gpus.line, &PreflightInputs::gpus);
        run(apps.line, &PreflightInputs::apps);
    } else {
        m_inputs.gpusError = gpus.isValid() ? apps.error : gpus.error;
    }
    if (const RemoteCommand ps = commands.processTable(); ps.isValid())
        run(ps.line, &PreflightInputs::processes);

    QString cacheError;
    m_inputs.caches = preflightCachePaths(unit.values, m_options.thresholdsJson, &cacheError);
    m_inputs.diskError = cacheError;
    if (engine && engine->preflight.cachesSet) {
        // Only the caches this engine writes to (none for llama.cpp): no error for a missing
        // torch.compile or Hugging Face cache on a host that never has one.
        m_inputs.caches.removeIf(
            [&engine](const PreflightCachePath &c) { return !engine->preflight.caches.contains(c.id); });
        m_inputs.diskError.clear();
    }
    if (!m_inputs.modelMagic.isEmpty()) {
        const ServiceCommand command = parseExecStart(execStart);
        m_inputs.modelPath = command.model;
        if (!m_inputs.unitShow || !m_inputs.unitShow->succeeded()) {
            // the check reports the unit's problem
        } else if (command.model.isEmpty()) {
            m_inputs.modelFileError = Tr::tr("The unit's ExecStart names no model file (-m or --model): %1")
                                          .arg(command.error.isEmpty() ? command.commandLine : command.error);
        } else if (const RemoteCommand stat
                   = preflightModelFileCommand(command.model, int(m_inputs.modelMagic.size()));
                   !stat.isValid()) {
            m_inputs.modelFileError = stat.error;
        } else {
            run(stat.line, &PreflightInputs::modelFile);
            // The disk that holds the model: its directory and the parents, deepest first.
            PreflightCachePath disk;
            disk.id = QStringLiteral("model-file");
            disk.title = Tr::tr("model file");
            disk.path = command.model;
            disk.blocks = false;
            QString dir = QFileInfo(command.model).path();
            while (!dir.isEmpty()) {
                disk.candidates.append(dir);
                if (dir == QLatin1String("/"))
                    break;
                dir = QFileInfo(dir).path();
            }
            m_inputs.caches.append(disk);
        }
    }
    QStringList paths;
    for (const PreflightCachePath &c : std::as_const(m_inputs.caches))
        paths += c.candidates;
    if (m_inputs.checkShm)
        paths.append(QStringLiteral("/dev/shm"));
    paths.removeDuplicates();
    if (paths.isEmpty())
        m_inputs.dfCommandError = Tr::tr("Nothing to measure with df.");
    else if (const RemoteCommand df = commands.diskFree(paths); df.isValid())
        run(df.line, &PreflightInputs::diskFree);
    else
        m_inputs.dfCommandError = df.error;

    if (const RemoteCommand ss = commands.listeningSockets(d.apiPort); ss.isValid())
        run(ss.line, &PreflightInputs::sockets);
    else
        m_inputs.socketsError = ss.error;
    if (m_pending == 0)
        finish();
}

void Preflight::jobDone()
{
    if (--m_pending <= 0 && m_restStarted)
        finish();
}

void Preflight::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();
    if (m_report.error.isEmpty() && !m_unitAsked && m_session
        && m_session->transport()->status().state != LinkState::Connected)
        m_report.error = Tr::tr("No connection to %1 within the preflight's %2 s: %3")
                             .arg(m_inputs.host)
                             .arg(m_options.timeoutSeconds)
                             .arg(m_session->transport()->status().summary());
    if (m_report.error.isEmpty())
        m_report.checks = evaluatePreflight(m_inputs);
    m_report.seconds = m_clock.elapsed() / 1000.0;
    qCDebug(lcPreflight) << m_report.host << preflightVerdictId(m_report.verdict()) << "in"
                         << m_report.seconds << "s";
    Q_EMIT finished(m_report);
}

} // namespace ic
