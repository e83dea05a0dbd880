// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CheckRun.h"

#include "ReportExitCodes.h"
#include "TerminationSignals.h"
#include "chat/LadderHistory.h"
#include "chat/steps/StepRegistry.h"
#include "formats/TerminalText.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "host/LadderConfig.h"
#include "host/ValidationService.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <optional>

#include <memory>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::CheckCommand)
};

/// `--load N` turns the load step on (adding it when the ladder has none) with N streams.
void applyLoad(Ladder &ladder, int concurrency)
{
    const StepType *load = stepTypeMeasuring(StepMeasure::LoadThroughput);
    if (concurrency <= 0 || !load)
        return;
    if (!ladder.step(load->id)) {
        LadderStep s;
        s.id = load->id;
        s.title = load->title;
        s.required = false;
        s.params = QJsonObject { { QStringLiteral("id"), s.id }, { QStringLiteral("required"), false } };
        s.limits = ladder.limits;
        ladder.steps.append(s);
    }
    ladder.setParam(load->id, QStringLiteral("enabled"), true);
    ladder.setParam(load->id, QStringLiteral("concurrency"), concurrency);
}

bool writeReport(const LadderReport &report, cli::ExitCode code, const QString &path, QString *error);

/// Keeps, writes and prints the report; its exit code.
int printReport(const LadderReport &report, const CheckOptions &options, QTextStream &out, QTextStream &err)
{
    const cli::ExitCode code = cli::exitCodeOf(report.verdict());
    if (!options.reportFile.isEmpty()) {
        QString error;
        if (!writeReport(report, code, options.reportFile, &error))
            err << printable(error, false) << Qt::endl;
    }
    if (options.json)
        out << QString::fromUtf8(printableJson(
            QJsonDocument(cli::withExitCode(report.toJson(), code)).toJson(QJsonDocument::Indented)));
    else
        out << printable(report.toText());
    out.flush();
    err.flush();
    return code;
}

bool writeReport(const LadderReport &report, cli::ExitCode code, const QString &path, QString *error)
{
    const bool markdown = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".markdown"), Qt::CaseInsensitive);
    const QByteArray data = markdown
        ? report.toMarkdown().toUtf8()
        : QJsonDocument(cli::withExitCode(report.toJson(), code)).toJson(QJsonDocument::Indented);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = Tr::tr("Cannot write the report to %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}
/// What the host's diagnostics said of the known-good mark that a passing run triggers (the
/// session marks it: HostSession wires a passing run to HostDiagnostics::markKnownGoodIfPassed).
/// Listens from before the run starts, since the mark may fail at once.
struct KnownGoodListener {
    QObject context;
    bool ended = false;
    QString failed, execStart, unitWarning;

    explicit KnownGoodListener(HostDiagnostics *diagnostics)
    {
        QObject::connect(diagnostics, &HostDiagnostics::knownGoodFailed, &context,
                         [this](const QString &error) {
                             failed = error;
                             ended = true;
                         });
        QObject::connect(diagnostics, &HostDiagnostics::knownGoodRecorded, &context,
                         [this](const QString &exec, const QString &warning) {
                             execStart = exec;
                             unitWarning = warning;
                             ended = true;
                         });
    }
};

/// A passing run of a host was marked known good by its session, as the console does after a
/// passing ladder: waits (within the run's deadline, at most 60 s) until the environment and the
/// unit's definition are recorded; says what was recorded, or why not, on `err`.
void reportKnownGood(HostSession *session, KnownGoodListener &listener, const CheckOptions &options,
                     QTextStream &err)
{
    HostDiagnostics *diagnostics = session->diagnostics();
    const int waitMs = int(qBound(qint64(0), options.deadline.remainingTime(), qint64(60000)));
    if (!listener.ended) {
        QEventLoop loop;
        QObject::connect(diagnostics, &HostDiagnostics::knownGoodFailed, &loop, &QEventLoop::quit);
        QObject::connect(diagnostics, &HostDiagnostics::knownGoodRecorded, &loop, &QEventLoop::quit);
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
        deadline.start(waitMs);
        loop.exec();
    }
    const QString &failed = listener.failed;
    const QString &execStart = listener.execStart;
    const QString &unitWarning = listener.unitWarning;
    if (!listener.ended) {
        err << printable(Tr::tr("%1 was not recorded as known good: the environment and the unit were not "
                                "read within %2 s.")
                             .arg(session->name())
                             .arg(waitMs / 1000),
                         false)
            << Qt::endl;
        return;
    }
    if (!failed.isEmpty()) {
        err << printable(Tr::tr("%1 was not recorded as known good: %2").arg(session->name(), failed), false)
            << Qt::endl;
        return;
    }
    const EnvironmentSnapshot &env = diagnostics->environment();
    const QString unit = session->definition().unit;
    QStringList versions;
    for (const QString &package : { session->definition().engine, QStringLiteral("torch") }) {
        if (!package.isEmpty() && env.packages.contains(package))
            versions << package + u' ' + env.packages.value(package);
    }
    const QString unknown = Tr::tr("unknown");
    const QString packages = versions.isEmpty()
        ? Tr::tr("%n Python package(s)", nullptr, int(env.packages.size()))
        : Tr::tr("%n Python package(s) (%1)", nullptr, int(env.packages.size()))
              .arg(versions.join(QStringLiteral(", ")));
    err << printable(Tr::tr("Recorded as the last known good of %1: %2, NVIDIA driver %3, CUDA %4.")
                         .arg(session->name(), packages,
                              env.driverVersion.isEmpty() ? unknown : env.driverVersion,
                              env.cudaVersion.isEmpty() ? unknown : env.cudaVersion),
                     false)
        << Qt::endl;
    if (unitWarning.isEmpty())
        err << printable(Tr::tr("Recorded the unit %1 as known good: ExecStart=%2").arg(unit, execStart),
                         false)
            << Qt::endl;
    else
        err << printable(Tr::tr("The unit %1 was not recorded: %2").arg(unit, unitWarning), false)
            << Qt::endl;
}

} // namespace

int runCheck(const CheckOptions &options, QTextStream &out)
{
    return runCheck(options, out, out);
}

int runCheck(const CheckOptions &options, QTextStream &out, QTextStream &err)
{
    // A host of the fleet: its session's own service, as the GUI uses. A bare URL: one of our own.
    std::unique_ptr<ValidationService> own;
    ValidationService *service = options.session ? options.session->validation() : nullptr;
    if (!service) {
        own = std::make_unique<ValidationService>();
        service = own.get();
        service->setTarget(options.host, { options.baseUrl, options.apiKey }, options.engine);
        service->facts().setGpuMemoryProbe(options.gpuMemoryUsedMiB);
        service->facts().setDecodeBaseline(options.decodeBaseline);
    }
    service->setModel(options.model);
    service->setHistoryDirectory(options.historyDir);
    Ladder ladder = LadderConfig::load(options.ladderFile);
    applyLoad(ladder, options.loadConcurrency);
    service->setLadder(ladder);

    // A passing run of a fleet host is marked known good by its session (the console's rule);
    // `--no-record` turns that off for this run.
    std::optional<KnownGoodListener> knownGood;
    if (options.session) {
        options.session->setRecordsKnownGood(options.recordKnownGood);
        if (options.recordKnownGood)
            knownGood.emplace(options.session->diagnostics());
    }
    const QString host = service->host();
    const QUrl baseUrl = service->endpoint().baseUrl;
    LadderReport report;
    if (!baseUrl.isValid() || baseUrl.isEmpty()) {
        report.host = host;
        report.started = QDateTime::currentDateTimeUtc();
        report.error = Tr::tr("No API address to check.");
    } else if (options.deadline.hasExpired()) {
        report.host = host;
        report.started = QDateTime::currentDateTimeUtc();
        report.outcome = RunOutcome::TimedOut;
        report.interruption = Tr::tr("the --timeout of %1 s passed before the ladder could start")
                                  .arg(options.timeoutSeconds);
    } else {
        ValidationService *run = service;
        QEventLoop loop;
        QObject::connect(run, &ValidationService::finished, &loop, [&](const LadderReport &r) {
            report = r;
            loop.quit();
        });
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&deadline, &QTimer::timeout, run, [run, &options] {
            run->cancel(Tr::tr("the --timeout of %1 s").arg(options.timeoutSeconds), RunOutcome::TimedOut);
        });
        deadline.start(int(qBound<qint64>(0, options.deadline.remainingTime(), 24LL * 3600 * 1000)));
        if (options.terminationSignals)
            QObject::connect(
                options.terminationSignals, &TerminationSignals::received, run,
                [run](int signo) { run->cancel(TerminationSignals::name(signo), RunOutcome::Interrupted); });
        if (run->start())
            loop.exec();
        if (!run->historyError().isEmpty())
            err << printable(run->historyError(), false) << Qt::endl;
    }
    const int code = printReport(report, options, out, err);
    if (knownGood && HostDiagnostics::isKnownGoodRun(report))
        reportKnownGood(options.session, *knownGood, options, err);
    return code;
}

int reportEarlyEnd(const CheckOptions &options, RunOutcome outcome, const QString &reason, QTextStream &out,
                   QTextStream &err)
{
    LadderReport report;
    report.host = options.host;
    report.started = QDateTime::currentDateTimeUtc();
    report.outcome = outcome;
    report.interruption = reason;
    report.ladder = options.ladderFile.isEmpty() ? QStringLiteral("default") : options.ladderFile;
    // Kept like any partial run (its verdict is error, so it never becomes the last known good).
    if (!report.host.isEmpty()) {
        QString error;
        if (LadderHistory(options.historyDir).save(report, &error).isEmpty())
            err << printable(error, false) << Qt::endl;
    }
    return printReport(report, options, out, err);
}

} // namespace ic
