// The GUI command: the main window, its host panels and the demo host.
#include "Command.h"

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
#include "config/HostStore.h"
#include "config/Settings.h"
#include "diagnose/HostDiagnostics.h"
#include "formats/TerminalText.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/Fleet.h"
#include "monitor/GpuMonitor.h"
#include "monitor/HostSession.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"
#include "monitor/StartupWatch.h"
#include "sim/DemoHost.h"
#include "transport/SshTarget.h"
#include "transport/SshTransport.h"
#include "transport/TransportFactory.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

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

int runGui(const Invocation &call)
{
    QApplication::setApplicationDisplayName(QStringLiteral("Inference Console"));
    QApplication::setDesktopFileName(QStringLiteral("inference-console"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/inference-console.svg")));

    ic::Settings settings;
    const QCommandLineParser &parser = call.parser;
    const QString demo = QStringLiteral("demo"), scenario = QStringLiteral("scenario"),
                  timeScale = QStringLiteral("time-scale"), gpus = QStringLiteral("gpus"),
                  hosts = QStringLiteral("hosts");
    bool scaleOk = false;
    bool gpusOk = false;
    const double demoTimeScale = parser.value(timeScale).toDouble(&scaleOk);
    const int demoGpus = parser.value(gpus).toInt(&gpusOk);
    if (!scaleOk || demoTimeScale <= 0 || demoTimeScale > 100000) {
        call.err << Tr::tr("inference-console: --time-scale must be a number between 0 and 100000, not “%1”.")
                        .arg(printable(parser.value(timeScale), false))
                 << Qt::endl;
        return ExitCouldNotRun;
    }
    if (!gpusOk || demoGpus < 1 || demoGpus > 64) {
        call.err << Tr::tr("inference-console: --gpus must be a whole number from 1 to 64, not “%1”.")
                        .arg(printable(parser.value(gpus), false))
                 << Qt::endl;
        return ExitCouldNotRun;
    }

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
    installStartupWatch(window, settings, { parser.isSet(demo) ? demoTimeScale : 1.0, QString() });

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
        o.timeScale = demoTimeScale;
        o.gpus = demoGpus;
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
    return QApplication::exec();
}

} // namespace

Command guiCommand()
{
    Command c;
    c.synopsis = QStringLiteral(
        "[--demo [--scenario NAME] [--time-scale X] [--gpus N]] [--hosts FILE] [--lang CODE]");
    c.summary = [] {
        return Tr::tr("Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.");
    };
    c.gui = true;
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("demo"), Tr::tr("Start a simulated 8-GPU vLLM host and watch it.") },
            { QStringLiteral("scenario"),
              Tr::tr("Demo scenario: healthy, crash-flashinfer-mismatch, oom, hang or slow."), Tr::tr("name"),
              QStringLiteral("healthy") },
            { QStringLiteral("time-scale"), Tr::tr("Demo speed in simulated seconds per real second."),
              Tr::tr("factor"), QStringLiteral("20") },
            { QStringLiteral("gpus"), Tr::tr("GPUs of the demo host."), Tr::tr("count"),
              QStringLiteral("8") },
            { QStringLiteral("hosts"), Tr::tr("Use this hosts file instead of the default one."),
              Tr::tr("file") },
        };
    };
    c.run = runGui;
    return c;
}

} // namespace ic::cli
