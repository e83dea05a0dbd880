#include "CheckCommand.h"

#include "chat/LadderHistory.h"
#include "chat/TerminationSignals.h"
#include "chat/ValidationLadder.h"
#include "formats/TerminalText.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

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
int finishReport(const LadderReport &report, const CheckOptions &options, QTextStream &out, QTextStream &err)
{
    // Partial runs are kept too (their verdict is error, so they never become the last known good).
    if (!options.historyDir.isEmpty() && report.error.isEmpty() && !report.host.isEmpty()) {
        QString error;
        if (LadderHistory(options.historyDir).save(report, &error).isEmpty())
            err << printable(error, false) << Qt::endl;
    }
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
    Ladder ladder = options.ladderFile.isEmpty() ? Ladder::builtin() : Ladder::fromFile(options.ladderFile);
    applyLoad(ladder, options.loadConcurrency);
    LadderOptions lo;
    lo.endpoint = { options.baseUrl, options.apiKey };
    lo.host = options.host;
    lo.model = options.model;
    lo.engine = options.engine;
    lo.gpuMemoryUsedMiB = options.gpuMemoryUsedMiB;
    lo.decodeBaseline = options.decodeBaseline;
    const LadderHistory history(options.historyDir);
    if (!options.historyDir.isEmpty())
        lo.lastKnownGood = history.lastKnownGood(options.host);

    LadderReport report;
    if (!options.baseUrl.isValid() || options.baseUrl.isEmpty()) {
        report.host = options.host;
        report.started = QDateTime::currentDateTimeUtc();
        report.error = Tr::tr("No API address to check.");
    } else if (options.deadline.hasExpired()) {
        report.host = options.host;
        report.started = QDateTime::currentDateTimeUtc();
        report.outcome = RunOutcome::TimedOut;
        report.interruption = Tr::tr("the --timeout of %1 s passed before the ladder could start")
                                  .arg(options.timeoutSeconds);
    } else {
        ValidationLadder runner(ladder, lo);
        QEventLoop loop;
        QObject::connect(&runner, &ValidationLadder::finished, &loop, [&](const LadderReport &r) {
            report = r;
            loop.quit();
        });
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&deadline, &QTimer::timeout, &runner, [&runner, &options] {
            runner.cancel(Tr::tr("the --timeout of %1 s").arg(options.timeoutSeconds), RunOutcome::TimedOut);
        });
        deadline.start(int(qBound<qint64>(0, options.deadline.remainingTime(), 24LL * 3600 * 1000)));
        if (options.terminationSignals)
            QObject::connect(options.terminationSignals, &TerminationSignals::received, &runner,
                             [&runner](int signo) {
                                 runner.cancel(TerminationSignals::name(signo), RunOutcome::Interrupted);
                             });
        runner.start();
        loop.exec();
    }
    return finishReport(report, options, out, err);
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
    return finishReport(report, options, out, err);
}

} // namespace ic
