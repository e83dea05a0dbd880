// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console analyze`: a post-mortem of a saved start-up log.
#include "Command.h"

#include "formats/TerminalText.h"
#include "startup/LogAnalyzer.h"

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

int runAnalyzeCommand(const Invocation &call)
{
    const bool json = call.parser.isSet(QStringLiteral("json"));
    // The report quotes the log: made printable before it reaches the terminal.
    QString report;
    QString errors;
    QTextStream reportStream(&report);
    QTextStream errorStream(&errors);
    const int status = ic::runAnalyze(call.positional.at(0), json, reportStream, errorStream);
    reportStream.flush();
    errorStream.flush();
    call.out << (json ? QString::fromUtf8(printableJson(report.toUtf8())) : printable(report));
    call.err << printable(errors);
    return status;
}

} // namespace

Command analyzeCommand()
{
    Command c;
    c.name = QStringLiteral("analyze");
    c.synopsis = QStringLiteral("FILE|- [--json]");
    c.summary = [] {
        return Tr::tr("post-mortem of a saved start-up log (journalctl short or JSON output, or raw engine "
                      "output; a file, a FIFO or - for standard input, read as a stream): engine, phases, "
                      "outcome, root cause");
    };
    c.options = [] {
        return QList<QCommandLineOption> { { QStringLiteral("json"), Tr::tr("Print the report as JSON.") } };
    };
    c.minPositional = 1;
    c.maxPositional = 1;
    c.run = runAnalyzeCommand;
    return c;
}

} // namespace ic::cli
