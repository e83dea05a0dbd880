// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CheckRun.h"

#include "HostDiagnostics.h"
#include "HostSession.h"
#include "LadderConfig.h"
#include "ValidationService.h"
#include "chat/LadderHistory.h"
#include "chat/TerminationSignals.h"
#include "formats/TerminalText.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <memory>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::CheckCommand)
};

/// `--load N` turns the load step on (adding it when the ladder has none) with N streams.
void applyLoad(Ladder &ladder, int concurrency)
{
    if (concurrency <= 0)
        return;
    if (!ladder.step(QStringLiteral("throughput-under-load"))) {
        LadderStep s;
        s.id = QStringLiteral("throughput-under-load");
        s.title = Tr::tr("Throughput under load within tolerance of the last known good");
        s.required = false;
        s.params = QJsonObject { { QStringLiteral("id"), s.id }, { QStringLiteral("required"), false } };
        s.limits = ladder.limits;
        ladder.steps.append(s);
    }
    ladder.setParam(QStringLiteral("throughput-under-load"), QStringLiteral("enabled"), true);
    ladder.setParam(QStringLiteral("throughput-under-load"), QStringLiteral("concurrency"), concurrency);
}

bool writeReport(const LadderReport &report, const QString &path, QString *error);

/// Keeps, writes and prints the report; its exit code.
int printReport(const LadderReport &report, const CheckOptions &options, QTextStream &out, QTextStream &err)
{
    if (!options.reportFile.isEmpty()) {
        QString error;
        if (!writeReport(report, options.reportFile, &error))
            err << printable(error, false) << Qt::endl;
    }
    if (options.json)
        out << QString::fromUtf8(
            printableJson(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented)));
    else
        out << printable(report.toText());
    out.flush();
    err.flush();
    return report.exitCode();
}

bool writeReport(const LadderReport &report, const QString &path, QString *error)
{
    const bool markdown = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".markdown"), Qt::CaseInsensitive);
    const QByteArray data = markdown ? report.toMarkdown().toUtf8()
                                     : QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = Tr::tr("Cannot write the report to %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}
/// A passing run of a host: marks it known good through its diagnostics, as the console does
/// after a passing ladder, and waits (within the run's deadline, at most 60 s) until the
/// environment and the unit's definition are recorded; says what was recorded, or why not, on `err`.
void recordKnownGood(HostSession *session, const LadderReport &report, const CheckOptions &options,
                     QTextStream &err)
{
    HostDiagnostics *diagnostics = session->diagnostics();
    QEventLoop loop;
    bool ended = false;
    QString failed, execStart, unitWarning;
    QObject::connect(diagnostics, &HostDiagnostics::knownGoodFailed, &loop, [&](const QString &error) {
        failed = error;
        ended = true;
        loop.quit();
    });
    QObject::connect(diagnostics, &HostDiagnostics::knownGoodRecorded, &loop,
                     [&](const QString &exec, const QString &warning) {
                         execStart = exec;
                         unitWarning = warning;
                         ended = true;
                         loop.quit();
                     });
    if (!diagnostics->markKnownGoodIfPassed(report))
        return;
    const int waitMs = int(qBound(qint64(0), options.deadline.remainingTime(), qint64(60000)));
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    deadline.start(waitMs);
    if (!ended)
        loop.exec();
    if (!ended) {
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
    if (options.session && options.recordKnownGood && HostDiagnostics::isKnownGoodRun(report))
        recordKnownGood(options.session, report, options, err);
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
