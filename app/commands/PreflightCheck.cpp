// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console check --preflight`: what would stop a restart of each host, and why.
#include "PreflightCheck.h"

#include "HeadlessFleet.h"
#include "ReportExitCodes.h"
#include "formats/TerminalText.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "operations/Preflight.h"
#include "sim/DemoHost.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace ic::cli {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};
} // namespace

int runPreflightCheck(const Invocation &call)
{
    const QCommandLineParser &parser = call.parser;
    const QString host = QStringLiteral("host"), demo = QStringLiteral("demo"), json = QStringLiteral("json"),
                  timeout = QStringLiteral("timeout");
    if (parser.isSet(host) == parser.isSet(demo)) {
        call.err << Tr::tr("Usage: inference-console check --preflight (--host NAME [--host NAME]… | --demo) "
                           "[--hosts FILE] [--timeout SECONDS] [--json]")
                 << '\n';
        return ExitCouldNotRun;
    }
    int seconds = 30;
    if (parser.isSet(timeout)) {
        bool ok = false;
        seconds = parser.value(timeout).toInt(&ok);
        if (!ok || seconds <= 0) {
            call.err << Tr::tr("--timeout takes a whole number of seconds above 0, not “%1”.")
                            .arg(printable(parser.value(timeout), false))
                     << '\n';
            return ExitCouldNotRun;
        }
    }

    ic::DemoHost demoHost;
    QList<ic::HostDefinition> definitions;
    HeadlessFleet headless; // after the demo host: its sessions go first
    if (parser.isSet(demo)) {
        ic::DemoHost::Options o;
        o.timeScale = 200;
        if (const QString e = demoHost.start(o); !e.isEmpty()) {
            call.err << printable(e, false) << '\n';
            return ExitCouldNotRun;
        }
        definitions.append(demoHost.definition());
    } else {
        if (!headless.loadHostsFile(parser.value(QStringLiteral("hosts")), call.err)
            || !headless.pick(parser.values(host), &definitions, call.err))
            return ExitCouldNotRun;
    }

    if (!headless.add(definitions, call.err))
        return ExitCouldNotRun;
    QList<ic::PreflightReport> reports;
    std::vector<std::unique_ptr<ic::Preflight>> runs;
    ic::PreflightOptions options;
    options.timeoutSeconds = seconds;
    for (const ic::HostDefinition &d : std::as_const(definitions)) {
        runs.push_back(std::make_unique<ic::Preflight>(headless.fleet().session(d.name), options));
        runs.back()->start();
    }
    // Each preflight ends by its own deadline; this bound only guards against a bug.
    waitUntil(
        [&runs] {
            return std::all_of(runs.cbegin(), runs.cend(), [](const auto &r) { return r->isFinished(); });
        },
        (seconds + 5) * 1000);

    int exitCode = ExitOk;
    bool couldNotRun = false;
    QJsonArray hostsJson;
    for (const auto &run : runs) {
        const ic::PreflightReport &report = run->report();
        if (!run->isFinished()) {
            couldNotRun = true;
            continue;
        }
        const ExitCode code = exitCodeOf(report.verdict());
        if (code == ExitFailed)
            exitCode = ExitFailed;
        couldNotRun = couldNotRun || code == ExitCouldNotRun;
        if (parser.isSet(json))
            hostsJson.append(withExitCode(report.toJson(), code));
        else
            call.out << printable(report.toText()) << '\n';
    }
    if (exitCode == ExitOk && couldNotRun)
        exitCode = ExitCouldNotRun;
    if (parser.isSet(json)) {
        const QJsonObject o { { QStringLiteral("kind"), QStringLiteral("preflight") },
                              { QStringLiteral("exit_code"), exitCode },
                              { QStringLiteral("hosts"), hostsJson } };
        call.out << QString::fromUtf8(printableJson(QJsonDocument(o).toJson(QJsonDocument::Indented)));
    }
    return exitCode;
}

} // namespace ic::cli
