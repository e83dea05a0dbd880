#include "CheckCommand.h"

#include "chat/LadderHistory.h"
#include "chat/ValidationLadder.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::CheckCommand)
};
} // namespace

int runCheck(const CheckOptions &options, QTextStream &out)
{
    const Ladder ladder
        = options.ladderFile.isEmpty() ? Ladder::builtin() : Ladder::fromFile(options.ladderFile);
    LadderOptions lo;
    lo.endpoint = { options.baseUrl, options.apiKey };
    lo.host = options.host;
    lo.model = options.model;
    lo.engine = options.engine;
    lo.gpuMemoryUsedMiB = options.gpuMemoryUsedMiB;
    lo.decodeBaseline = options.decodeBaseline;
    lo.requestTimeoutMs = options.requestTimeoutMs;

    LadderReport report;
    if (!options.baseUrl.isValid() || options.baseUrl.isEmpty()) {
        report.host = options.host;
        report.started = QDateTime::currentDateTimeUtc();
        report.error = Tr::tr("No API address to check.");
    } else {
        ValidationLadder runner(ladder, lo);
        QEventLoop loop;
        QObject::connect(&runner, &ValidationLadder::finished, &loop, [&](const LadderReport &r) {
            report = r;
            loop.quit();
        });
        runner.start();
        loop.exec();
    }
    if (!options.historyDir.isEmpty() && report.error.isEmpty()) {
        QString error;
        if (LadderHistory(options.historyDir).save(report, &error).isEmpty())
            out << error << Qt::endl;
    }
    if (options.json)
        out << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    else
        out << report.toText();
    out.flush();
    return report.exitCode();
}

} // namespace ic
