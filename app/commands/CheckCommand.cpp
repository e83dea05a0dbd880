// `inference-console check`: the validation ladder without a display.
#include "Command.h"

#include "chat/CheckCommand.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/Fleet.h"
#include "monitor/GpuMonitor.h"
#include "monitor/HostSession.h"
#include "sim/DemoHost.h"
#include "transport/TransportFactory.h"

#include <cmath>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

ic::Transport *createTransport(const ic::HostDefinition &host)
{
    return ic::createTransport(host).release();
}

/// `inference-console check (--host NAME | --demo) [--ladder FILE] [--json]`
int runCheckCommand(const Invocation &call)
{
    const QCommandLineParser &parser = call.parser;
    QTextStream &out = call.out;
    QTextStream &err = call.err;
    const QString host = QStringLiteral("host"), demo = QStringLiteral("demo"),
                  ladder = QStringLiteral("ladder"), json = QStringLiteral("json"),
                  hosts = QStringLiteral("hosts"), model = QStringLiteral("model");
    if (parser.isSet(host) == parser.isSet(demo)) {
        err << Tr::tr("Usage: inference-console check (--host NAME | --demo) [--ladder FILE] [--json]")
            << '\n';
        return 2;
    }

    ic::DemoHost demoHost;
    ic::HostDefinition definition;
    if (parser.isSet(demo)) {
        ic::DemoHost::Options o;
        o.timeScale = 200; // ready in a few seconds
        if (const QString e = demoHost.start(o); !e.isEmpty()) {
            err << e << '\n';
            return 2;
        }
        definition = demoHost.definition();
    } else {
        ic::Settings settings;
        if (parser.isSet(hosts))
            settings.setHostsFilePath(parser.value(hosts));
        const ic::HostStore::LoadResult r = ic::HostStore::load(settings.hostsFilePath());
        if (!r.error.isEmpty()) {
            err << printable(r.error, false) << '\n';
            return ExitCouldNotRun;
        }
        for (const QString &w : r.warnings)
            err << printable(w, false) << '\n';
        bool found = false;
        for (const ic::HostDefinition &h : r.hosts) {
            if (h.name == parser.value(host)) {
                definition = h;
                found = true;
            }
        }
        if (!found) {
            err << Tr::tr("There is no host named “%1” in %2.")
                       .arg(parser.value(host), settings.hostsFilePath())
                << '\n';
            return 2;
        }
    }

    ic::Fleet fleet;
    fleet.setTransportFactory(createTransport);
    if (const QString e = fleet.addHost(definition); !e.isEmpty()) {
        err << e << '\n';
        return 2;
    }
    ic::HostSession *session = fleet.session(definition.name);
    if (!waitUntil([session] { return !session->apiBaseUrl().isEmpty(); }, 30000)) {
        err << Tr::tr("No tunnel to the API port of %1: %2")
                   .arg(definition.name, session->transport()->status().summary())
            << '\n';
        return 2;
    }
    // A demo host is still starting: wait for it; a real host is checked as it is.
    if (parser.isSet(demo))
        waitUntil([session] { return session->endpoint()->health() == ic::HealthState::Healthy; }, 120000);
    // Two fresh GPU readings, so the memory baseline is taken after start-up, not during it.
    int ticks = 0;
    QObject::connect(session->gpus(), &ic::GpuMonitor::sampled, session, [&ticks] { ++ticks; });
    waitUntil([&ticks] { return ticks >= 2; }, 5000);

    ic::CheckOptions options;
    options.host = definition.name;
    options.baseUrl = session->apiBaseUrl();
    options.apiKey = definition.apiKey;
    options.engine = definition.engine;
    options.model = parser.value(model);
    options.ladderFile = parser.value(ladder);
    options.json = parser.isSet(json);
    options.historyDir = ic::Settings::dataDirectory() + QStringLiteral("/validation");
    options.gpuMemoryUsedMiB = [session] {
        double total = 0;
        for (const ic::GpuSample &g : session->gpus()->latest())
            total += std::isnan(g.memoryUsedMiB) ? 0 : g.memoryUsedMiB;
        return total;
    };
    // The report carries the server's words: made printable before they reach the terminal.
    QString report;
    QTextStream reportStream(&report);
    const int status = ic::runCheck(options, reportStream);
    reportStream.flush();
    if (parser.isSet(json))
        out << QString::fromUtf8(printableJson(report.toUtf8()));
    else
        out << printable(report);
    out.flush();
    return status;
}

} // namespace

Command checkCommand()
{
    Command c;
    c.name = QStringLiteral("check");
    c.synopsis
        = QStringLiteral("(--host NAME | --demo) [--hosts FILE] [--ladder FILE] [--model ID] [--json]");
    c.summary = [] { return Tr::tr("run the validation ladder without a display and print the report"); };
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("host"), Tr::tr("The host to check, by its name in the hosts file."),
              Tr::tr("name") },
            { QStringLiteral("demo"), Tr::tr("Check a simulated host started for the purpose.") },
            { QStringLiteral("hosts"), Tr::tr("Use this hosts file instead of the default one."),
              Tr::tr("file") },
            { QStringLiteral("ladder"), Tr::tr("A ladder file instead of the default ladder."),
              Tr::tr("file") },
            { QStringLiteral("model"), Tr::tr("The model to ask (default: the first one served)."),
              Tr::tr("id") },
            { QStringLiteral("json"), Tr::tr("Print the report as JSON.") },
        };
    };
    c.run = runCheckCommand;
    return c;
}

} // namespace ic::cli
