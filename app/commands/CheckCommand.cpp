// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console check`: the validation ladder without a display.
#include "Command.h"
#include "PreflightCheck.h"

#include "CheckRun.h"
#include "HeadlessFleet.h"
#include "TerminationSignals.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/LadderConfig.h"
#include "monitor/EndpointMonitor.h"
#include "sim/DemoHost.h"
#include "transport/SshTransport.h"
#include "transport/TransportFactory.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

/// The link failed in a way waiting cannot fix (host key, login): said at once, in text or JSON.
int reportLinkFailure(const Invocation &call, const QString &host, const ic::LinkStatus &link,
                      const std::optional<ic::HostKeyInfo> &key)
{
    if (!call.parser.isSet(QStringLiteral("json"))) {
        call.err << printable(link.message) << '\n';
        return ExitCouldNotRun;
    }
    QJsonObject o { { QStringLiteral("host"), host },
                    { QStringLiteral("verdict"), QStringLiteral("error") },
                    { QStringLiteral("error"), link.message },
                    { QStringLiteral("steps"), QJsonArray() } };
    if (key) {
        static const char *const problems[]
            = { "unknown", "changed", "other-type", "revoked", "strict-unknown", "address-changed" };
        o.insert(
            QStringLiteral("host_key"),
            QJsonObject { { QStringLiteral("problem"), QString::fromLatin1(problems[int(key->problem)]) },
                          { QStringLiteral("host"), key->hostPort() },
                          { QStringLiteral("key_type"), key->keyType },
                          { QStringLiteral("fingerprint"), key->fingerprint },
                          { QStringLiteral("known_hosts_file"), key->knownHostsFile },
                          { QStringLiteral("line"), key->line },
                          { QStringLiteral("remove_command"), key->removeCommand },
                          { QStringLiteral("trust_command"), key->trustCommand() },
                          { QStringLiteral("keyscan_command"), key->keyscanCommand() } });
    }
    call.out << QString::fromUtf8(printableJson(QJsonDocument(o).toJson(QJsonDocument::Indented)));
    return ExitCouldNotRun;
}

/// Whole seconds > 0, or -1.
int positiveNumber(const QString &text)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok && n > 0 ? n : -1;
}

/// `inference-console check (--host NAME | --demo) [--hosts FILE] [--ladder FILE] [--model ID]
///  [--timeout SECONDS] [--load N] [--report FILE] [--json] [--no-record]`
int runCheckCommand(const Invocation &call)
{
    const QCommandLineParser &parser = call.parser;
    if (parser.isSet(QStringLiteral("preflight")))
        return runPreflightCheck(call);
    QTextStream &out = call.out;
    QTextStream &err = call.err;
    const QString host = QStringLiteral("host"), demo = QStringLiteral("demo"),
                  ladder = QStringLiteral("ladder"), json = QStringLiteral("json"),
                  hosts = QStringLiteral("hosts"), model = QStringLiteral("model"),
                  timeout = QStringLiteral("timeout"), load = QStringLiteral("load"),
                  reportFile = QStringLiteral("report");
    if (parser.isSet(host) == parser.isSet(demo)) {
        err << Tr::tr(
            "Usage: inference-console check (--host NAME | --demo) [--ladder FILE] [--timeout SECONDS] "
            "[--load N] [--report FILE] [--json] [--no-record]")
            << '\n';
        return ExitCouldNotRun;
    }
    const int seconds = parser.isSet(timeout) ? positiveNumber(parser.value(timeout)) : 900;
    if (seconds < 0) {
        err << Tr::tr("--timeout takes a whole number of seconds above 0, not “%1”.")
                   .arg(printable(parser.value(timeout), false))
            << '\n';
        return ExitCouldNotRun;
    }
    const int streams = parser.isSet(load) ? positiveNumber(parser.value(load)) : 0;
    if (streams < 0 || streams > 1024) {
        err << Tr::tr("--load takes a number of concurrent streams from 1 to 1024, not “%1”.")
                   .arg(printable(parser.value(load), false))
            << '\n';
        return ExitCouldNotRun;
    }

    // One deadline over everything from here: resolving the host, the tunnel, the ladder.
    ic::CheckOptions options;
    options.deadline = QDeadlineTimer(qint64(seconds) * 1000);
    options.timeoutSeconds = seconds;
    options.loadConcurrency = streams;
    // Without --ladder: the ladder chosen in the console's ladder view (LadderConfig), or the built-in one.
    ic::Settings consoleSettings;
    options.ladderFile
        = parser.isSet(ladder) ? parser.value(ladder) : ic::LadderConfig(consoleSettings).file();
    options.reportFile = parser.value(reportFile);
    options.json = parser.isSet(json);
    options.model = parser.value(model);
    // A passing run marks the host known good, as the console's ladder view does.
    options.recordKnownGood = !parser.isSet(QStringLiteral("no-record"));
    options.historyDir = ic::Settings::dataDirectory() + QStringLiteral("/validation");
    ic::TerminationSignals signalWatch;
    options.terminationSignals = &signalWatch;
    int caught = 0;
    QObject::connect(&signalWatch, &ic::TerminationSignals::received, &signalWatch,
                     [&caught](int signo) { caught = signo; });
    // A wait before the ladder ends at the deadline or a signal, whichever comes first.
    auto wait = [&](const std::function<bool()> &done, int msecs) {
        const int bounded = int(qMin<qint64>(msecs, qMax<qint64>(0, options.deadline.remainingTime())));
        return waitUntil([&] { return caught != 0 || done(); }, bounded) && caught == 0 && done();
    };
    auto endedEarly = [&](const QString &during) {
        if (caught != 0)
            return ic::reportEarlyEnd(options, ic::RunOutcome::Interrupted,
                                      Tr::tr("%1 while %2").arg(ic::TerminationSignals::name(caught), during),
                                      out, err);
        if (options.deadline.hasExpired())
            return ic::reportEarlyEnd(
                options, ic::RunOutcome::TimedOut,
                Tr::tr("the --timeout of %1 s passed while %2").arg(seconds).arg(during), out, err);
        return -1;
    };

    ic::DemoHost demoHost;
    ic::HostDefinition definition;
    HeadlessFleet headless; // after the demo host: its sessions go first
    if (parser.isSet(demo)) {
        ic::DemoHost::Options o;
        o.timeScale = 200; // ready in a few seconds
        if (const QString e = demoHost.start(o); !e.isEmpty()) {
            err << printable(e, false) << '\n';
            return ExitCouldNotRun;
        }
        definition = demoHost.definition();
    } else {
        QList<ic::HostDefinition> picked;
        if (!headless.loadHostsFile(parser.value(hosts), err)
            || !headless.pick({ parser.value(host) }, &picked, err))
            return ExitCouldNotRun;
        definition = picked.constFirst();
    }
    options.host = definition.name;
    options.apiKey = definition.apiKey;
    options.engine = definition.engine;

    if (!headless.add({ definition }, err))
        return ExitCouldNotRun;
    ic::HostSession *session = headless.fleet().session(definition.name);
    std::optional<ic::HostKeyInfo> hostKey;
    if (auto *ssh = qobject_cast<ic::SshTransport *>(session->transport()))
        QObject::connect(ssh, &ic::SshTransport::hostKeyRefused, session,
                         [&hostKey](const ic::HostKeyInfo &info) { hostKey = info; });
    auto linkFailed = [session] { return session->transport()->status().state == ic::LinkState::Failed; };
    wait([&] { return !session->apiBaseUrl().isEmpty() || linkFailed(); }, 30000);
    if (linkFailed() && session->apiBaseUrl().isEmpty())
        return reportLinkFailure(call, definition.name, session->transport()->status(), hostKey);
    if (session->apiBaseUrl().isEmpty()) {
        if (const int early = endedEarly(Tr::tr("opening the tunnel")); early >= 0)
            return early;
        err << Tr::tr("No tunnel to the API port of %1: %2")
                   .arg(definition.name, printable(session->transport()->status().summary(), false))
            << '\n';
        return ExitCouldNotRun;
    }
    // A demo host is still starting: wait for it; a real host is checked as it is.
    if (parser.isSet(demo))
        wait([session] { return session->endpoint()->health() == ic::HealthState::Healthy; }, 120000);
    if (const int early = endedEarly(Tr::tr("waiting for the host")); early >= 0)
        return early;

    // The validation service takes the memory baseline, the decode baseline and the last known
    // good from the session, as the console's ladder view does.
    options.session = session;
    options.baseUrl = session->apiBaseUrl();
    return ic::runCheck(options, out, err);
}

} // namespace

Command checkCommand()
{
    Command c;
    c.name = QStringLiteral("check");
    c.synopsis = QStringLiteral(
        "(--host NAME | --demo) [--hosts FILE] [--ladder FILE] [--model ID] "
        "[--timeout SECONDS] [--load N] [--report FILE] [--json] [--no-record] | --preflight (--host NAME… | "
        "--demo) [--hosts FILE] [--timeout SECONDS] [--json]");
    c.summary = [] { return Tr::tr("run the validation ladder without a display and print the report"); };
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("host"), Tr::tr("The host to check, by its name in the hosts file."),
              Tr::tr("name") },
            { QStringLiteral("demo"), Tr::tr("Check a simulated host started for the purpose.") },
            { QStringLiteral("hosts"), Tr::tr("Use this hosts file instead of the default one."),
              Tr::tr("file") },
            { QStringLiteral("ladder"),
              Tr::tr("A ladder file instead of the one chosen in the console (or the built-in ladder)."),
              Tr::tr("file") },
            { QStringLiteral("model"), Tr::tr("The model to ask (default: the first one served)."),
              Tr::tr("id") },
            { QStringLiteral("timeout"),
              Tr::tr("Stop after this many seconds (default 900), print the partial report with the "
                     "interrupted step marked, and exit with 2."),
              Tr::tr("seconds") },
            { QStringLiteral("load"),
              Tr::tr("Also run the load step: N concurrent streams, TTFT/TPOT/ITL/E2EL percentiles and "
                     "goodput, output tok/s against the last known good."),
              Tr::tr("N") },
            { QStringLiteral("report"),
              Tr::tr("Also write the report to this file: Markdown for *.md, JSON otherwise."),
              Tr::tr("file") },
            { QStringLiteral("json"), Tr::tr("Print the report as JSON.") },
            { QStringLiteral("no-record"),
              Tr::tr("Do not record a passing run as the host's last known good (its package, driver and "
                     "CUDA versions and the unit's definition, as the console records after a passing "
                     "ladder).") },
            { QStringLiteral("preflight"),
              Tr::tr(
                  "Instead of the ladder, run the checks before a restart on each --host (repeatable): "
                  "package pairs, drift and driver against the last known good, leftover GPU processes, "
                  "free disk, /dev/shm, the API port. Exit 0 nothing blocks, 1 a blocking finding, 2 could "
                  "not run; --timeout defaults to 30 s.") },
        };
    };
    c.run = runCheckCommand;
    return c;
}

} // namespace ic::cli
