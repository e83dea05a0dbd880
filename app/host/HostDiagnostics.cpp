// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostDiagnostics.h"

#include "config/EngineProfile.h"
#include "config/Settings.h"
#include "formats/JournalJson.h"
#include "formats/NvidiaSmi.h"
#include "formats/PipList.h"
#include "history/HistoryStore.h"
#include "host/KnownGoodUnitState.h"
#include "monitor/LogModel.h"

#include <QLoggingCategory>
#include <QMutex>
#include <QRegularExpression>
#include <QTimer>

namespace ic {

Q_LOGGING_CATEGORY(lcDiagnostics, "console.diagnose")

namespace {

/// At most this many lines of one invocation are searched (a crash is near its end).
constexpr qint64 kMaxInvocationLines = 20000;

/// Journal lines that say a start-up just died (resources/reference §2): systemd's own words,
/// and each engine profile's "crashMarkers" (every profile's: the engine may not be known yet).
bool isCrashMarker(const QString &message)
{
    static const QLatin1String systemd[] = {
        QLatin1String("Main process exited, code="),
        QLatin1String("Failed with result '"),
    };
    for (const QLatin1String &m : systemd) {
        if (message.contains(m))
            return true;
    }
    static QMutex mutex;
    static int generation = -1;
    static QStringList markers;
    {
        const QMutexLocker lock(&mutex);
        if (generation != engineProfilesGeneration()) {
            markers.clear();
            for (const EngineProfile &p : engineProfiles())
                for (const QString &m : p.crashMarkers)
                    if (!markers.contains(m))
                        markers << m;
            generation = engineProfilesGeneration();
        }
        for (const QString &m : std::as_const(markers)) {
            if (message.contains(m))
                return true;
        }
    }
    return false;
}

bool isFailed(const ServiceState &s)
{
    if (s.activeState == QLatin1String("failed"))
        return true;
    // A Result other than success sticks after a failed run, also while it restarts.
    return !s.result.isEmpty() && s.result != QLatin1String("success")
        && s.activeState != QLatin1String("active");
}

bool isDown(const QString &activeState)
{
    return activeState == QLatin1String("inactive") || activeState == QLatin1String("failed");
}

} // namespace

HostDiagnostics::HostDiagnostics(const HostDefinition &definition, Transport *transport, const LogModel *log,
                                 const QString &knownGoodDirectory, QObject *parent)
    : QObject(parent)
    , m_definition(definition)
    , m_commands(definition)
    , m_transport(transport)
    , m_log(log)
    , m_knownGoodDirectory(knownGoodDirectory.isEmpty()
                               ? Settings::dataDirectory() + QStringLiteral("/last-known-good")
                               : knownGoodDirectory)
{
    qRegisterMetaType<ic::CrashReport>();
    m_settle.setSingleShot(true);
    m_settle.setInterval(400);
    connect(&m_settle, &QTimer::timeout, this, &HostDiagnostics::diagnoseNow);

    QString error;
    m_knownGood = LastKnownGoodStore(m_knownGoodDirectory).load(definition.name, definition.unit, &error);
    if (!error.isEmpty())
        qCWarning(lcDiagnostics) << definition.name << "last known good unreadable:" << error;
    if (transport && transport->status().state == LinkState::Connected)
        QTimer::singleShot(0, this, &HostDiagnostics::refreshEnvironment);
}

void HostDiagnostics::onLinkStatus(const LinkStatus &status)
{
    if (status.state == LinkState::Connected)
        refreshEnvironment();
}

QString HostDiagnostics::knownGoodPath() const
{
    const HostDefinition &d = m_definition;
    return LastKnownGoodStore(m_knownGoodDirectory).filePath(d.name, d.unit);
}

std::optional<EnvironmentDiff> HostDiagnostics::diff() const
{
    if (!m_knownGood || !m_hasEnvironment)
        return std::nullopt;
    return diffEnvironments(*m_knownGood, m_environment);
}

void HostDiagnostics::onServiceState(const ServiceState &state)
{
    m_state = state;
    const QString previous = m_lastActiveState;
    m_lastActiveState = state.activeState;
    const bool failed = isFailed(state);
    if (failed && !m_failed)
        diagnoseNow();
    m_failed = failed;
    // "Flagged before a restart is even tried": look again whenever the service goes down.
    if (isDown(state.activeState) && !previous.isEmpty() && !isDown(previous))
        refreshEnvironment();
    if (m_waitingForExecStart) {
        m_waitingForExecStart = false;
        startFetch();
    }
}

void HostDiagnostics::onInvocationChanged(const QString &previous, const QString &)
{
    if (previous.isEmpty() || !m_crash)
        return;
    m_crash.reset();
    m_crashLines.clear();
    Q_EMIT diagnosisCleared();
}

void HostDiagnostics::onEntries(const QList<JournalEntry> &entries)
{
    bool marker = m_failed;
    for (const JournalEntry &e : entries) {
        if (marker)
            break;
        marker = isCrashMarker(e.message);
    }
    if (marker)
        m_settle.start(); // restarts while the traceback keeps arriving
}

void HostDiagnostics::diagnoseNow()
{
    m_settle.stop();
    if (!m_log)
        return;
    const LogStore &store = m_log->store();
    if (store.size() == 0)
        return;
    // The current invocation: back from the newest line to its restart separator.
    const qint64 last = store.endSequence() - 1;
    const int invocation = store.invocation(last);
    qint64 first = last;
    while (first > store.firstSequence() && last - first < kMaxInvocationLines
           && store.invocation(first - 1) == invocation && !(store.flags(first - 1) & LogStore::Separator))
        --first;
    if (store.flags(first) & LogStore::Separator)
        ++first;
    QStringList lines;
    lines.reserve(int(last - first + 1));
    for (qint64 s = first; s <= last; ++s)
        lines.append(QString::fromUtf8(store.rawBytes(s)));

    const std::optional<RootCause> root = diagnoseCrash(lines);
    if (!root || root->line < 0)
        return;
    CrashReport report;
    report.diagnosis = makeDiagnosis(*root, lines, m_findings, diff());
    report.sequence = first + root->line;
    if (root->tracebackFirst >= 0)
        report.tracebackFirst = first + root->tracebackFirst;
    if (root->tracebackLast >= 0)
        report.tracebackLast = first + root->tracebackLast;
    const QList<QByteArray> invocations = store.invocations();
    if (invocation >= 0 && invocation < invocations.size())
        report.invocationId = invocations.at(invocation);
    const bool firstTime = !m_crash || m_crash->sequence != report.sequence;
    if (firstTime && !report.invocationId.isEmpty()) {
        // The restart this crash ended gets its root cause in the history.
        QString error;
        HistoryStore(LastKnownGoodStore(m_knownGoodDirectory).database())
            .setRestartRootCause(m_definition.name, QString::fromUtf8(report.invocationId),
                                 report.diagnosis.rootCause.text, report.diagnosis.categoryId, &error);
        if (!error.isEmpty())
            qCWarning(lcDiagnostics) << m_definition.name << "root cause not kept in the history:" << error;
    }
    m_crash = report;
    m_crashLines = lines;
    qCDebug(lcDiagnostics) << m_definition.name << "root cause" << report.diagnosis.categoryId << "at"
                           << report.sequence;
    Q_EMIT diagnosisReady(report);
    // The diff that matters is the one at the time of the crash.
    if (firstTime)
        refreshEnvironment();
}

void HostDiagnostics::refreshEnvironment()
{
    if (!m_transport)
        return;
    if (m_pendingJobs > 0) {
        m_refreshAgain = true;
        return;
    }
    Q_EMIT environmentRefreshStarted();
    if (!m_state) {
        m_waitingForExecStart = true; // the first poll brings ExecStart (and maybe the python)
        return;
    }
    startFetch();
}

void HostDiagnostics::startFetch()
{
    const HostDefinition &d = m_definition;
    const ServiceState &state = *m_state;
    m_fetching = EnvironmentSnapshot {};
    m_fetching.execStart = unitCommandLine(state.execStart);
    m_fetchError.clear();
    // A native engine binary (llama-server) has no Python to list: its version and model file
    // stand for the packages.
    m_native = nativeEngineFromExecStart(state.execStart);
    if (m_native.isNative()) {
        startNativeFetch();
        return;
    }
    const QList<EngineProfile> profiles = engineProfiles();
    const EngineProfile *engine = isAutoEngine(d.engine) ? nullptr : findEngineProfile(d.engine, profiles);
    if (engine && engine->command.native) {
        // The host says it runs a native binary, but its ExecStart does not name one.
        m_python.clear();
        m_fetchError = tr("The unit's ExecStart names no %1 binary (%2), so its version and model file "
                          "could not be read.")
                           .arg(engine->title.isEmpty() ? engine->id : engine->title,
                                engine->command.programs.join(QStringLiteral(", ")));
        finishFetch();
        return;
    }
    m_python = d.pythonCommand.isEmpty() ? pythonFromExecStart(state.execStart) : d.pythonCommand;
    if (m_python.isEmpty()) {
        m_fetchError = tr("The service's Python could not be told from its ExecStart; set the Python "
                          "command in the host's settings.");
        finishFetch();
        return;
    }
    const RemoteCommand pip = m_commands.pipList(m_python);
    if (!pip.isValid()) {
        m_fetchError = pip.error;
        finishFetch();
        return;
    }
    Transport *transport = m_transport;
    m_pendingJobs = 2;
    CommandJob *pipJob = transport->run(pip.line);
    connect(pipJob, &CommandJob::finished, this, [this](const CommandResult &r) {
        if (!r.ran()) {
            m_fetchError = r.error;
        } else {
            const PipList list = parsePipListJson(r.standardOutput);
            if (list.packages.isEmpty()) {
                const QString stderrTail = QString::fromUtf8(r.standardError).trimmed().section(u'\n', -1);
                const QString why = r.exitCode != 0 && !stderrTail.isEmpty() ? stderrTail : list.error;
                m_fetchError = tr("Listing the packages of %1 failed (exit status %2): %3")
                                   .arg(m_python)
                                   .arg(r.exitCode)
                                   .arg(why);
            } else {
                m_fetching.setPackages(list);
            }
        }
        finishFetch();
    });
    readDriverVersion();
}

void HostDiagnostics::readDriverVersion()
{
    // The driver version is a nicety: a host without nvidia-smi still gets its packages.
    const RemoteCommand smi = m_commands.nvidiaSmiQueryGpu({ QStringLiteral("driver_version") }, 0);
    CommandJob *smiJob = smi.isValid() && m_transport ? m_transport->run(smi.line) : nullptr;
    if (!smiJob) {
        finishFetch();
        return;
    }
    connect(smiJob, &CommandJob::finished, this, [this](const CommandResult &r) {
        if (r.succeeded()) {
            const QByteArray first = r.standardOutput.trimmed().split('\n').value(0).trimmed();
            if (!first.isEmpty() && first.size() < 64 && !first.startsWith('['))
                m_fetching.driverVersion = QString::fromLatin1(first);
        }
        finishFetch();
    });
}

void HostDiagnostics::startNativeFetch()
{
    m_python.clear();
    m_fetching.engineProgram = m_native.program;
    m_fetching.modelPath = m_native.model;
    const QString binary = m_native.program.section(u'/', -1);
    const RemoteCommand version = m_commands.programVersion(m_native.program, 15);
    const RemoteCommand model = m_native.model.isEmpty()
        ? RemoteCommand {}
        : RemoteCommandBuilder::modelFileInfo(m_native.model, 4);
    if (!version.isValid()) {
        m_fetchError
            = tr("The version of %1 could not be asked for: %2").arg(m_native.program, version.error);
        finishFetch();
        return;
    }
    // The version, the model file (when ExecStart names one) and the driver version, in any order.
    m_pendingJobs = model.isValid() ? 3 : 2;
    CommandJob *versionJob = m_transport->run(version.line);
    connect(versionJob, &CommandJob::finished, this, [this, binary](const CommandResult &r) {
        const QByteArray said = QByteArray(r.standardOutput + '\n' + r.standardError);
        m_fetching.engineVersion = nativeVersionFromOutput(said);
        if (!r.ran()) {
            m_fetchError = r.error;
        } else if (m_fetching.engineVersion.isEmpty()) {
            const QString last = QString::fromUtf8(said.trimmed()).section(u'\n', -1).left(200);
            m_fetchError = tr("%1 --version did not say its version (exit status %2): %3")
                               .arg(binary)
                               .arg(r.exitCode)
                               .arg(last.isEmpty() ? tr("no output") : last);
        }
        finishFetch();
    });
    if (model.isValid()) {
        CommandJob *modelJob = m_transport->run(model.line);
        connect(modelJob, &CommandJob::finished, this, [this](const CommandResult &r) {
            // A missing or unreadable model is part of what runs (size unknown), not a failed read.
            m_fetching.modelSize = r.succeeded() ? modelFileSizeFromInfo(r.standardOutput) : -1;
            finishFetch();
        });
    } else if (!m_native.model.isEmpty()) {
        qCWarning(lcDiagnostics) << m_definition.name << "model file not looked at:" << model.error;
    }
    readDriverVersion();
}

void HostDiagnostics::finishFetch()
{
    if (m_pendingJobs > 0 && --m_pendingJobs > 0)
        return;
    m_environmentError = m_fetchError;
    if (m_fetchError.isEmpty()) {
        m_fetching.cudaVersion = cudaFromTorchVersion(m_fetching.packages.value(QStringLiteral("torch")));
        m_fetching.taken = QDateTime::currentDateTimeUtc();
        m_environment = m_fetching;
        m_hasEnvironment = true;
        m_findings = checkVersionAgreement(m_environment.packages);
        // The history keeps each environment the unit ran with, so drift has a timeline.
        const HostDefinition &d = m_definition;
        QString error;
        if (!LastKnownGoodStore(m_knownGoodDirectory).record(d.name, d.unit, m_environment, &error))
            qCWarning(lcDiagnostics) << m_definition.name << "environment not kept in the history:" << error;
    } else {
        qCWarning(lcDiagnostics) << m_definition.name << "environment:" << m_fetchError;
    }
    Q_EMIT environmentUpdated();
    if (m_saveWhenFetched && !m_refreshAgain) {
        m_saveWhenFetched = false;
        saveKnownGood();
    }
    reemitWithEnvironment();
    if (m_refreshAgain) {
        m_refreshAgain = false;
        refreshEnvironment();
    }
}

void HostDiagnostics::reemitWithEnvironment()
{
    if (!m_crash || !m_hasEnvironment)
        return;
    // The card links the crash to the findings and diff now known.
    m_crash->diagnosis = makeDiagnosis(m_crash->diagnosis.rootCause, m_crashLines, m_findings, diff());
    Q_EMIT diagnosisReady(*m_crash);
}

bool HostDiagnostics::isKnownGoodRun(const LadderReport &report)
{
    return report.kind == QLatin1String("ladder") && report.verdict() == Verdict::Pass
        && report.outcome == RunOutcome::Completed;
}

bool HostDiagnostics::markKnownGoodIfPassed(const LadderReport &report)
{
    if (report.host != m_definition.name || !isKnownGoodRun(report))
        return false;
    markKnownGood(tr("the validation ladder “%1” passed (run of %2)")
                      .arg(report.ladder.isEmpty() ? QStringLiteral("default") : report.ladder,
                           report.started.toUTC().toString(Qt::ISODate)));
    return true;
}

void HostDiagnostics::markKnownGood(const QString &evidence)
{
    if (!m_transport)
        return;
    m_knownGoodEvidence
        = evidence.isEmpty() ? tr("marked known good after a passing validation ladder") : evidence;
    // The ladder passed just now: save what runs now, not what was fetched earlier.
    m_saveWhenFetched = true;
    refreshEnvironment();
}

void HostDiagnostics::saveKnownGood()
{
    if (!m_hasEnvironment || !m_environmentError.isEmpty()) {
        Q_EMIT knownGoodFailed(
            tr("The environment could not be read, so nothing was saved: %1").arg(m_environmentError));
        return;
    }
    const HostDefinition &d = m_definition;
    QString error;
    if (!LastKnownGoodStore(m_knownGoodDirectory).save(d.name, d.unit, m_environment, &error)) {
        Q_EMIT knownGoodFailed(error);
        return;
    }
    m_knownGood = m_environment;
    // The unit's definition with it: what a rolling restart's roll back restores (RolloutRollBack.h).
    Q_EMIT knownGoodSaved(knownGoodPath());
    Q_EMIT environmentUpdated(); // the diff is now empty
    recordKnownGoodUnitState(
        m_definition, m_transport, m_environment.packages,
        LastKnownGoodStore(m_knownGoodDirectory).database(), m_knownGoodEvidence, this, 30000,
        [this, name = m_definition.name](const QString &execStart, const QString &warning) {
            if (!warning.isEmpty())
                qCWarning(lcDiagnostics) << name << "unit state not recorded:" << warning;
            Q_EMIT knownGoodRecorded(execStart, warning);
        });
}

} // namespace ic
