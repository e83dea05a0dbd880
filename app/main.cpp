// The command line and the wiring: the GUI (optionally on the simulated demo host), and the
// headless `check` and `analyze` commands.
#include "ChatPane.h"
#include "DiagnosisCard.h"
#include "EnvironmentView.h"
#include "FleetModel.h"
#include "GpuBarsWidget.h"
#include "GpuChartWidget.h"
#include "GpuProcessesView.h"
#include "LadderView.h"
#include "LogView.h"
#include "MainWindow.h"
#include "ServingMetricsView.h"
#include "SshDialogConnector.h"
#include "StartupWatchDock.h"
#include "chat/CheckCommand.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "diagnose/HostDiagnostics.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/Fleet.h"
#include "monitor/GpuMonitor.h"
#include "monitor/HostSession.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"
#include "monitor/StartupWatch.h"
#include "sim/DemoHost.h"
#include "startup/LogAnalyzer.h"
#include "transport/LocalTransport.h"
#include "transport/SshTarget.h"
#include "transport/SshTransport.h"
#include "transport/TransportFactory.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("inference-console"));
    QCoreApplication::setOrganizationName(QStringLiteral("inference-console"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
}

/// The console's own debug output only when asked for with QT_LOGGING_RULES.
void quietDebugOutput()
{
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("console.*.debug=false"));
}

void installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("inference-console"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
}

/// The `--lang` value, read before the parser exists so that --help is translated too.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
}

ic::Transport *createTransport(const ic::HostDefinition &host)
{
    return ic::createTransport(host).release();
}

/// Hosts of the user's ~/.ssh/config, offered by "Import from SSH config…".
QList<ic::HostDefinition> sshConfigCandidates()
{
    const QString dir = qEnvironmentVariableIsSet("IC_SSH_DIR") ? qEnvironmentVariable("IC_SSH_DIR")
                                                                : QDir::homePath() + QStringLiteral("/.ssh");
    QFile f(dir + QStringLiteral("/config"));
    QList<ic::HostDefinition> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const ic::SshConfigHost &h : ic::parseSshConfigHosts(f.readAll()).hosts) {
        ic::HostDefinition d;
        d.name = h.alias;
        d.target = h.alias; // the alias keeps the config's HostName, User, Port and keys in force
        out << d;
    }
    return out;
}

/// `inference-console analyze FILE [--json]`
int runAnalyzeCommand(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    setIdentity();
    installTranslations(app, languageArgument(app.arguments()));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Post-mortem of a saved start-up log (journalctl short or JSON output, or raw engine output): "
               "engine, phases, outcome, root cause."));
    parser.addHelpOption();
    QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the report as JSON."));
    parser.addOption(json);
    parser.addPositionalArgument(QStringLiteral("analyze"), Tr::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("file"), Tr::tr("The log file."));
    parser.process(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 2) {
        err << Tr::tr("Usage: inference-console analyze FILE [--json]") << '\n';
        return 2;
    }
    return ic::runAnalyze(parser.positionalArguments().at(1), parser.isSet(json), out, err);
}

/// Runs the event loop until `done()` or the deadline; for the headless commands only.
bool waitUntil(const std::function<bool()> &done, int msecs)
{
    QDeadlineTimer deadline(msecs);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QEventLoop loop;
        QTimer::singleShot(100, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

/// `inference-console check (--host NAME | --demo) [--ladder FILE] [--json]`
int runCheckCommand(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    setIdentity();
    quietDebugOutput();
    installTranslations(app, languageArgument(app.arguments()));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Run the validation ladder against a host without a display and print the report. "
               "Exit status: 0 every step passed, 1 a step failed, 2 the ladder could not run."));
    parser.addHelpOption();
    QCommandLineOption host(QStringLiteral("host"),
                            Tr::tr("The host to check, by its name in the hosts file."), Tr::tr("name"));
    QCommandLineOption demo(QStringLiteral("demo"),
                            Tr::tr("Check a simulated host started for the purpose."));
    QCommandLineOption ladder(QStringLiteral("ladder"),
                              Tr::tr("A ladder file instead of the default ladder."), Tr::tr("file"));
    QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the report as JSON."));
    QCommandLineOption hosts(QStringLiteral("hosts"),
                             Tr::tr("Use this hosts file instead of the default one."), Tr::tr("file"));
    QCommandLineOption model(QStringLiteral("model"),
                             Tr::tr("The model to ask (default: the first one served)."), Tr::tr("id"));
    parser.addOptions({ host, demo, ladder, json, hosts, model });
    parser.addPositionalArgument(QStringLiteral("check"), Tr::tr("The command."));
    parser.process(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
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
    QObject::connect(session->gpus(), &ic::GpuMonitor::sampled, &app, [&ticks] { ++ticks; });
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
    return ic::runCheck(options, out);
}

/// The crash diagnosis and environment drift of a host, living as long as its session.
ic::HostDiagnostics *diagnosticsOf(ic::HostSession *session)
{
    auto *d = session->findChild<ic::HostDiagnostics *>();
    return d ? d : new ic::HostDiagnostics(session, QString(), session);
}

/// The GPUs dock: the chart over time, the current values beside it, the processes below.
QWidget *createGpuView(ic::MainWindow &window, ic::Settings &settings)
{
    auto *chart = new ic::GpuChartWidget(nullptr, nullptr, settings);
    auto *bars = new ic::GpuBarsWidget(nullptr);
    auto *processes = new ic::GpuProcessesView(nullptr);
    auto *top = new QSplitter(Qt::Horizontal);
    top->addWidget(chart);
    top->addWidget(bars);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 1);
    top->setSizes({ 560, 300 });
    auto *all = new QSplitter(Qt::Vertical);
    all->setObjectName(QStringLiteral("GpuSplitter"));
    all->addWidget(top);
    all->addWidget(processes);
    all->setStretchFactor(0, 4);
    all->setStretchFactor(1, 1);
    auto bind = [chart, bars, processes](ic::HostSession *s) {
        chart->setMonitor(s ? s->gpus() : nullptr);
        bars->setMonitor(s ? s->gpus() : nullptr);
        processes->setMonitor(s ? s->gpus() : nullptr);
        processes->setServiceMainPid(s && s->service()->hasState() ? s->service()->state().mainPid : 0);
        if (s)
            QObject::connect(
                s->service(), &ic::ServiceMonitor::stateChanged, processes,
                [processes](const ic::ServiceState &st) { processes->setServiceMainPid(st.mainPid); });
    };
    QObject::connect(&window, &ic::MainWindow::currentSessionChanged, all, bind);
    bind(window.currentSession());
    return all;
}

int runGui(int argc, char **argv)
{
    QApplication app(argc, argv);
    setIdentity();
    quietDebugOutput();
    QApplication::setApplicationDisplayName(QStringLiteral("Inference Console"));
    QApplication::setDesktopFileName(QStringLiteral("inference-console"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/inference-console.svg")));

    ic::Settings settings;
    const QString requestedLanguage = languageArgument(app.arguments());
    installTranslations(app, requestedLanguage.isEmpty() ? settings.language() : requestedLanguage);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.\n\n"
               "Commands:\n"
               "  (none)                 open the console\n"
               "  check (--host NAME | --demo) [--ladder FILE] [--json]\n"
               "                         run the validation ladder without a display\n"
               "  analyze FILE [--json]  post-mortem of a saved start-up log"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption demo(QStringLiteral("demo"),
                            Tr::tr("Start a simulated 8-GPU vLLM host and watch it."));
    QCommandLineOption scenario(
        QStringLiteral("scenario"),
        Tr::tr("Demo scenario: healthy, crash-flashinfer-mismatch, oom, hang or slow."), Tr::tr("name"),
        QStringLiteral("healthy"));
    QCommandLineOption timeScale(QStringLiteral("time-scale"),
                                 Tr::tr("Demo speed in simulated seconds per real second (default 20)."),
                                 Tr::tr("factor"), QStringLiteral("20"));
    QCommandLineOption gpus(QStringLiteral("gpus"), Tr::tr("GPUs of the demo host (default 8)."),
                            Tr::tr("count"), QStringLiteral("8"));
    QCommandLineOption hosts(QStringLiteral("hosts"),
                             Tr::tr("Use this hosts file instead of the default one."), Tr::tr("file"));
    QCommandLineOption language(QStringLiteral("lang"), Tr::tr("User interface language, e.g. de or zh_CN."),
                                Tr::tr("code"));
    parser.addOptions({ demo, scenario, timeScale, gpus, hosts, language });
    parser.process(app);

    ic::Fleet fleet;
    fleet.setTransportFactory(createTransport);
    ic::MainWindow window(&fleet, settings);
    window.setSshConfigCandidatesProvider(sshConfigCandidates);
    // SSH hosts ask for host keys and secrets through dialogs on this window.
    auto connectDialogs = [&window](ic::HostSession *s) {
        if (auto *ssh = qobject_cast<ic::SshTransport *>(s->transport()))
            new ic::SshDialogConnector(ssh, &window);
    };
    QObject::connect(&fleet, &ic::Fleet::hostAdded, &window, connectDialogs);
    // Crash diagnosis and environment drift per host, living as long as its session.
    QObject::connect(&fleet, &ic::Fleet::hostAdded, &window, &diagnosticsOf);
    window.setGpuView(createGpuView(window, settings));
    installStartupWatch(window, settings,
                        { parser.isSet(demo) ? parser.value(timeScale).toDouble() : 1.0, QString() });

    auto *servingDock = new QDockWidget(Tr::tr("Serving"));
    servingDock->setObjectName(QStringLiteral("ServingDock"));
    auto *serving = new ic::ServingMetricsView;
    servingDock->setWidget(serving);
    window.addHostDock(servingDock, Qt::RightDockWidgetArea);
    QObject::connect(&window, &ic::MainWindow::currentSessionChanged, serving,
                     &ic::ServingMetricsView::setSession);
    serving->setSession(window.currentSession());
    // Generation tok/s of every host in the fleet table.
    QObject::connect(&fleet, &ic::Fleet::hostAdded, &window, [&window](ic::HostSession *s) {
        QObject::connect(s->endpoint(), &ic::EndpointMonitor::metricsUpdated, &window,
                         [&window, s](const ic::ServingMetrics &m) {
                             if (m.generationTokensPerSecond)
                                 window.fleetModel()->setGenerationRate(s->name(),
                                                                        *m.generationTokensPerSecond);
                         });
    });

    auto *journalDock = new QDockWidget(Tr::tr("Journal"));
    journalDock->setObjectName(QStringLiteral("JournalDock"));
    auto *journal = new ic::LogView;
    journalDock->setWidget(journal);
    window.addHostDock(journalDock, Qt::BottomDockWidgetArea);
    QObject::connect(&window, &ic::MainWindow::currentSessionChanged, journal,
                     [journal](ic::HostSession *s) { journal->setModel(s ? s->log() : nullptr); });
    journal->setModel(window.currentSession() ? window.currentSession()->log() : nullptr);

    auto *diagnosisDock = new QDockWidget(Tr::tr("Diagnosis"));
    diagnosisDock->setObjectName(QStringLiteral("DiagnosisDock"));
    auto *card = new ic::DiagnosisCard;
    diagnosisDock->setWidget(card);
    window.addHostDock(diagnosisDock, Qt::RightDockWidgetArea);
    auto *environmentDock = new QDockWidget(Tr::tr("Environment"));
    environmentDock->setObjectName(QStringLiteral("EnvironmentDock"));
    auto *environment = new ic::EnvironmentView;
    environmentDock->setWidget(environment);
    window.addHostDock(environmentDock, Qt::RightDockWidgetArea);
    QObject::connect(card, &ic::DiagnosisCard::showLineRequested, journal,
                     [journal, journalDock](qint64 seq) {
                         journalDock->raise();
                         journal->revealSequence(seq);
                     });
    auto bindDiagnostics = [card, environment, diagnosisDock](ic::HostSession *s) {
        ic::HostDiagnostics *d = s ? diagnosticsOf(s) : nullptr;
        card->setDiagnostics(d);
        environment->setDiagnostics(d);
        if (d)
            QObject::connect(d, &ic::HostDiagnostics::diagnosisReady, diagnosisDock, &QDockWidget::raise,
                             Qt::UniqueConnection);
    };
    QObject::connect(&window, &ic::MainWindow::currentSessionChanged, card, bindDiagnostics);
    bindDiagnostics(window.currentSession());

    // The chat probe and the validation ladder are large: tabs beside the fleet overview.
    // In scroll areas, so that their minimum size does not squeeze the docks.
    auto scrolled = [](QWidget *w) {
        auto *area = new QScrollArea;
        area->setWidget(w);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    auto *chat = new ic::ChatPane;
    chat->setMinimumSize(0, 0);
    window.centralTabs()->addTab(scrolled(chat), Tr::tr("Chat"));
    auto *ladder = new ic::LadderView;
    window.centralTabs()->addTab(scrolled(ladder), Tr::tr("Validation"));
    auto bindProbe = [chat, ladder](ic::HostSession *s) {
        chat->setSession(s);
        ladder->setSession(s);
    };
    QObject::connect(&window, &ic::MainWindow::currentSessionChanged, chat, bindProbe);
    bindProbe(window.currentSession());
    // A passing ladder marks the environment as last known good; its verdict shows in the fleet.
    QObject::connect(ladder, &ic::LadderView::runFinished, &window, [&fleet](const ic::LadderReport &report) {
        if (report.verdict() != ic::Verdict::Pass)
            return;
        if (ic::HostSession *s = fleet.session(report.host))
            diagnosticsOf(s)->markKnownGood();
    });
    QObject::connect(ladder, &ic::LadderView::lastVerdictChanged, &window,
                     [&window](const QString &host, ic::Verdict verdict) {
                         window.fleetModel()->setValidationVerdict(host, ic::verdictId(verdict),
                                                                   verdict == ic::Verdict::Pass);
                     });
    // "Run automatically when a watched restart becomes ready" for the selected host.
    QObject::connect(&fleet, &ic::Fleet::hostAdded, &window, [&window, ladder](ic::HostSession *s) {
        if (ic::StartupWatch *w = ic::StartupWatch::attach(s))
            QObject::connect(w, &ic::StartupWatch::startupReady, ladder, [&window, ladder, s] {
                if (window.currentSession() == s)
                    ladder->restartBecameReady();
            });
    });

    // Hosts last, so that every view and watch above sees them arrive.
    ic::DemoHost demoHost;
    if (parser.isSet(demo)) {
        ic::DemoHost::Options o;
        o.scenario = parser.value(scenario);
        o.timeScale = parser.value(timeScale).toDouble();
        o.gpus = parser.value(gpus).toInt();
        const QString error = demoHost.start(o);
        if (!error.isEmpty()) {
            QTextStream(stderr) << error << '\n';
            return 2;
        }
        fleet.addHost(demoHost.definition());
    } else {
        if (parser.isSet(hosts))
            settings.setHostsFilePath(parser.value(hosts));
        fleet.setHostsFile(settings.hostsFilePath());
        const QStringList problems = fleet.load();
        if (!problems.isEmpty())
            QMessageBox::warning(nullptr, Tr::tr("Hosts file"), problems.join(u'\n'));
    }

    const bool firstStart = settings.mainWindowState().isEmpty();
    if (firstStart) {
        // First start: start-up, serving, diagnosis and environment share one tabbed group under the
        // service, and the GPU chart and the journal get the room they need.
        window.resize(1600, 1000);
        {
            auto *startupDock = window.findChild<QDockWidget *>(QStringLiteral("startupDock"));
            QDockWidget *first = startupDock ? startupDock : servingDock;
            for (QDockWidget *d : { servingDock, diagnosisDock, environmentDock }) {
                if (d != first)
                    window.tabifyDockWidget(first, d);
            }
            QTimer::singleShot(0, first, &QDockWidget::raise);
            window.resizeDocks({ window.gpuDock(), journalDock }, { 820, 700 }, Qt::Horizontal);
            window.resizeDocks({ window.gpuDock() }, { 520 }, Qt::Vertical);
        }
    }
    window.show();
    if (parser.isSet(demo))
        window.openHost(demoHost.definition().name);
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    const QByteArray command = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    if (command == "analyze")
        return runAnalyzeCommand(argc, argv);
    if (command == "check")
        return runCheckCommand(argc, argv);
    return runGui(argc, argv);
}
