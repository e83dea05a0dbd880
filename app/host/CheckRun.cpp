// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "CheckRun.h"

#include "HostSession.h"
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
    Ladder ladder = options.ladderFile.isEmpty() ? Ladder::builtin() : Ladder::fromFile(options.ladderFile);
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
    return printReport(report, options, out, err);
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
