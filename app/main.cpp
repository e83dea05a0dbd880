// The command line and the wiring: the GUI (optionally on the simulated demo host), and the
// headless `check` and `analyze` commands.
#include "GpuBarsWidget.h"
#include "GpuChartWidget.h"
#include "GpuProcessesView.h"
#include "LogView.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "monitor/Fleet.h"
#include "monitor/GpuMonitor.h"
#include "monitor/HostSession.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"
#include "sim/DemoHost.h"
#include "startup/LogAnalyzer.h"
#include "transport/LocalTransport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QSplitter>
#include <QTextStream>
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
    Q_UNUSED(host);
    return new ic::LocalTransport;
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

    ic::MainWindow window(&fleet, settings);
    window.setGpuView(createGpuView(window, settings));

    auto *journalDock = new QDockWidget(Tr::tr("Journal"));
    journalDock->setObjectName(QStringLiteral("JournalDock"));
    auto *journal = new ic::LogView;
    journalDock->setWidget(journal);
    window.addHostDock(journalDock, Qt::BottomDockWidgetArea);
    QObject::connect(&window, &ic::MainWindow::currentSessionChanged, journal,
                     [journal](ic::HostSession *s) { journal->setModel(s ? s->log() : nullptr); });
    journal->setModel(window.currentSession() ? window.currentSession()->log() : nullptr);

    if (settings.mainWindowState().isEmpty()) {
        // First start: give the GPU chart and the journal the room they need.
        window.resize(1600, 1000);
        window.resizeDocks({ window.gpuDock(), journalDock }, { 880, 720 }, Qt::Horizontal);
        window.resizeDocks({ window.gpuDock() }, { 560 }, Qt::Vertical);
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
    return runGui(argc, argv);
}
