// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console autopsy HOST`: why a start-up (or a server) is stuck. Gathers over SSH, each
// piece under its own deadline, classifies the stall and writes the bundle (Markdown and JSON).
#include "Command.h"

#include "HeadlessFleet.h"
#include "ReportExitCodes.h"
#include "autopsy/StallAutopsy.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "transport/TransportFactory.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

void printText(QTextStream &out, const AutopsyReport &r)
{
    const StallVerdict &v = r.verdict;
    out << printable(
        Tr::tr("Stall autopsy of %1 (%2): %3").arg(r.host, r.unit, stallCategoryTitle(v.category)), false);
    if (v.category != StallCategory::Unknown)
        out << ' ' << Tr::tr("(confidence %1)").arg(v.confidence);
    out << '\n';
    if (!r.error.isEmpty())
        out << "  " << printable(r.error, false) << '\n';
    for (const StallEvidence &e : v.evidence)
        out << "  " << printable(QString(e.source + QStringLiteral(": ") + e.text), false) << '\n';
    for (const StallEvidence &e : v.context)
        out << "  (" << printable(QString(e.source + QStringLiteral(": ") + e.text), false) << ")\n";
    if (!r.pieces.isEmpty()) {
        out << Tr::tr("Pieces:") << '\n';
        for (const AutopsyPiece &p : r.pieces)
            out << "  " << autopsyStatusId(p.status).leftJustified(6) << ' '
                << printable(p.title, false).leftJustified(44) << ' '
                << QString::number(p.seconds, 'f', 1).rightJustified(5) << " s  "
                << printable(p.reason, false) << '\n';
    }
    if (!v.nextSteps.isEmpty()) {
        out << Tr::tr("Next steps:") << '\n';
        for (qsizetype i = 0; i < v.nextSteps.size(); ++i)
            out << "  " << (i + 1) << ". " << printable(v.nextSteps[i], false) << '\n';
    }
    out << Tr::tr("Took %1 s.").arg(r.seconds, 0, 'f', 1) << '\n';
}

int runAutopsyCommand(const Invocation &call)
{
    const QCommandLineParser &parser = call.parser;
    int seconds = 60;
    if (parser.isSet(QStringLiteral("timeout"))) {
        bool ok = false;
        seconds = parser.value(QStringLiteral("timeout")).toInt(&ok);
        if (!ok || seconds <= 0) {
            call.err << Tr::tr("--timeout takes a whole number of seconds above 0, not “%1”.")
                            .arg(printable(parser.value(QStringLiteral("timeout")), false))
                     << '\n';
            return ExitCouldNotRun;
        }
    }
    const QString outDir
        = parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out")) : QDir::currentPath();

    // The hosts file read as every headless command reads it; the autopsy needs no session, only
    // the host's transport.
    HeadlessFleet hostsFile;
    QList<HostDefinition> picked;
    if (!hostsFile.loadHostsFile(parser.value(QStringLiteral("hosts")), call.err)
        || !hostsFile.pick({ call.positional.value(0) }, &picked, call.err))
        return ExitCouldNotRun;
    const auto it = picked.cbegin();

    // Nobody can answer a host-key question here: an unknown key fails at once.
    std::unique_ptr<Transport> transport = consoleTransportFactory(false)(*it);
    if (!transport)
        transport = unavailableTransport(Tr::tr("No transport reaches %1.").arg(it->target));
    AutopsyOptions options;
    options.timeoutSeconds = seconds;
    options.commandSeconds = std::min(15, seconds);
    StallAutopsy autopsy(transport.get(), RemoteCommandBuilder(*it), 0, options);
    autopsy.start();
    // The autopsy ends by its own deadline; this bound only guards against a bug.
    waitUntil([&autopsy] { return autopsy.isFinished(); }, (seconds + 5) * 1000);
    if (!autopsy.isFinished())
        autopsy.abort(Tr::tr("the --timeout of %1 s passed").arg(seconds));
    const AutopsyReport &report = autopsy.report();

    QStringList written;
    QString saveError;
    const ExitCode code = exitCodeOf(report.outcome());
    const bool saved = report.save(outDir, &written, &saveError, withExitCode({}, code));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = withExitCode(report.toJson(), code);
        o[QStringLiteral("bundle")] = QJsonArray::fromStringList(written);
        call.out << QString::fromUtf8(printableJson(QJsonDocument(o).toJson(QJsonDocument::Indented)));
    } else {
        printText(call.out, report);
    }
    if (!saved) {
        call.err << printable(saveError, false) << '\n';
        return ExitCouldNotRun;
    }
    for (const QString &path : std::as_const(written))
        call.err << Tr::tr("Written: %1").arg(printable(path, false)) << '\n';
    return code;
}

} // namespace

Command autopsyCommand()
{
    Command c;
    c.name = QStringLiteral("autopsy");
    c.synopsis = QStringLiteral("HOST [--hosts FILE] [--out DIR] [--json] [--timeout SECONDS]");
    c.summary = [] {
        return Tr::tr(
            "find out where a stalled start-up or a stuck server is waiting, and save the evidence");
    };
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("hosts"), Tr::tr("Use this hosts file instead of the default one."),
              Tr::tr("file") },
            { QStringLiteral("out"),
              Tr::tr(
                  "Write the bundle (autopsy-HOST-TIME.md and .json) into this folder (default: the current "
                  "one)."),
              Tr::tr("dir") },
            { QStringLiteral("json"), Tr::tr("Print the report as one JSON object instead of text.") },
            { QStringLiteral("timeout"),
              Tr::tr("Give up after this many seconds, connecting included (default 60)."),
              Tr::tr("seconds") },
        };
    };
    c.minPositional = 1;
    c.maxPositional = 1;
    c.run = runAutopsyCommand;
    return c;
}

} // namespace ic::cli
