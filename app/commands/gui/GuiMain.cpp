// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// inference-console-gui: the main window, its host panels and the demo host. The command line
// is the same as inference-console's (app/commands/); that program hands GUI command lines here,
// so that the headless commands never load the GUI's libraries.
#include "HostPanels.h"
#include "LayoutAudit.h"
#include "MainWindow.h"
#include "commands/Command.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "host/Fleet.h"
#include "monitor/PrometheusSource.h"
#include "sim/DemoFleet.h"
#include "sim/DemoHost.h"
#include "transport/SshTarget.h"
#include "transport/TransportFactory.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QScreen>
#include <QTabWidget>
#include <QTimer>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

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

    const QString demoFleetOption = QStringLiteral("demo-fleet"),
                  demoPrometheus = QStringLiteral("demo-prometheus");
    int demoFleetHosts = 0;
    if (parser.isSet(demoFleetOption)) {
        bool ok = false;
        demoFleetHosts = parser.value(demoFleetOption).toInt(&ok);
        if (!ok || demoFleetHosts < 1 || demoFleetHosts > 1024) {
            call.err
                << Tr::tr("inference-console: --demo-fleet must be a whole number from 1 to 1024, not “%1”.")
                       .arg(printable(parser.value(demoFleetOption), false))
                << Qt::endl;
            return ExitCouldNotRun;
        }
    }
    const bool anyDemo = parser.isSet(demo) || demoFleetHosts > 0;
    if (parser.isSet(demoPrometheus) && !anyDemo) {
        call.err << Tr::tr("inference-console: --demo-prometheus needs --demo or --demo-fleet N.")
                 << Qt::endl;
        return ExitCouldNotRun;
    }

    ic::Fleet fleet;
    fleet.setTransportFactory(ic::consoleTransportFactory());
    fleet.setSessionOptions({ anyDemo ? demoTimeScale : 1.0, QString(), settings.livenessProbe() });
    fleet.setJournalBudget(qint64(settings.journalMemoryBudgetMiB()) * 1024 * 1024);
    ic::MainWindow window(&fleet, settings);
    window.setSshConfigCandidatesProvider(sshConfigCandidates);
    window.addHostDocks(HostPanels::assemble(window, fleet, settings));

    // Hosts last, so that every view and watch above sees them arrive.
    ic::DemoHost demoHost;
    ic::DemoFleet demoFleet;
    if (anyDemo) {
        QString error;
        if (demoFleetHosts > 0) {
            ic::DemoFleet::Options o;
            o.hosts = demoFleetHosts;
            o.timeScale = demoTimeScale;
            error = demoFleet.start(o);
        } else {
            ic::DemoHost::Options o;
            o.scenario = parser.value(scenario);
            o.timeScale = demoTimeScale;
            o.gpus = demoGpus;
            o.extraInitArguments = { QStringLiteral("--hostname"), o.name }; // the exporter's Hostname label
            error = demoHost.start(o);
            if (error.isEmpty()) {
                demoFleet.adopt(demoHost.stateDirectory(), demoHost.definition());
                call.out << Tr::tr("The simulated host's state: %1 (restart it from a shell with "
                                   "inference-console-simhost --state %1 systemctl restart vllm.service)")
                                .arg(demoHost.stateDirectory())
                         << Qt::endl;
            }
        }
        if (!error.isEmpty()) {
            call.err << error << Qt::endl;
            return ExitCouldNotRun;
        }
        // A DCGM-exporter stand-in beside every simulated host (one process for all of them), so
        // a Prometheus can scrape the demo; --demo-prometheus starts one and reads the GPUs from it.
        const QString exporterError = demoFleet.startExporters();
        if (!exporterError.isEmpty()) {
            call.err << exporterError << Qt::endl;
        } else {
            QString configError;
            const QString config = demoFleet.writePrometheusConfig(1000, &configError);
            call.out << Tr::tr("Simulated DCGM exporters (label Hostname = host name): %1")
                            .arg(demoFleet.exporterTargets().size() > 4
                                     ? demoFleet.exporterTargets().mid(0, 4).join(QStringLiteral(", "))
                                         + QStringLiteral(", …")
                                     : demoFleet.exporterTargets().join(QStringLiteral(", ")))
                     << Qt::endl;
            if (!config.isEmpty())
                call.out << Tr::tr("A Prometheus configuration that scrapes them: %1").arg(config)
                         << Qt::endl;
        }
        if (parser.isSet(demoPrometheus)) {
            const QString promError = exporterError.isEmpty() ? demoFleet.startPrometheus() : exporterError;
            if (!promError.isEmpty()) {
                call.err << Tr::tr("inference-console: --demo-prometheus: %1").arg(promError) << Qt::endl;
                return ExitCouldNotRun;
            }
            call.out << Tr::tr("Prometheus for the demo: %1").arg(demoFleet.prometheus().url.toString())
                     << Qt::endl;
            fleet.setPrometheus(demoFleet.prometheus());
        }
        for (ic::HostDefinition d : demoFleet.definitions()) {
            if (!parser.isSet(demoPrometheus))
                d.prometheusGpu.clear(); // GPUs over the host's own nvidia-smi, as without Prometheus
            fleet.addHost(d);
        }
    } else {
        if (parser.isSet(hosts))
            settings.setHostsFilePath(parser.value(hosts));
        fleet.setHostsFile(settings.hostsFilePath());
        const QStringList problems = fleet.load();
        if (!problems.isEmpty())
            QMessageBox::warning(nullptr, Tr::tr("Hosts file"),
                                 problems.join(u'\n') + QStringLiteral("\n\n")
                                     + Tr::tr("Your file has not been changed."));
    }

    window.restoreLayout();
    window.show();
    if (anyDemo && !demoFleet.definitions().isEmpty())
        window.openHost(demoFleet.definitions().constFirst().name);
    if (parser.isSet(QStringLiteral("tab"))) {
        // By its name in any language (fleet, gpu-readings, chat, validation, restarts) or its title.
        const QString wanted = parser.value(QStringLiteral("tab"));
        QTabWidget *tabs = window.centralTabs();
        int found = -1;
        for (int i = 0; i < tabs->count() && found < 0; ++i) {
            if (tabs->widget(i)->property("tabId").toString().compare(wanted, Qt::CaseInsensitive) == 0
                || tabs->tabText(i).remove(u'&').compare(wanted, Qt::CaseInsensitive) == 0)
                found = i;
        }
        if (found < 0) {
            QStringList names;
            for (int i = 0; i < tabs->count(); ++i)
                names << tabs->widget(i)->property("tabId").toString();
            call.err << Tr::tr("inference-console: --tab: no tab “%1”; the tabs are %2.")
                            .arg(printable(wanted, false), names.join(QStringLiteral(", ")))
                     << Qt::endl;
            return ExitCouldNotRun;
        }
        tabs->setCurrentIndex(found);
    }
    // For documentation and the screenshot tests: a picture of the window after a while, then quit.
    if (parser.isSet(QStringLiteral("quit-after"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("quit-after")).toDouble(&ok);
        if (!ok || seconds <= 0) {
            call.err << Tr::tr("inference-console: --quit-after must be a number of seconds, not “%1”.")
                            .arg(printable(parser.value(QStringLiteral("quit-after")), false))
                     << Qt::endl;
            return ExitCouldNotRun;
        }
        const QString file = parser.value(QStringLiteral("screenshot"));
        QTimer::singleShot(int(seconds * 1000), &window, [&window, file, &call] {
            const QRect frame = window.frameGeometry();
            const QRect screen = window.screen()->availableGeometry();
            call.out << QStringLiteral("window %1x%2+%3+%4 minimum %5x%6 screen %7x%8 dpr %9")
                            .arg(frame.width())
                            .arg(frame.height())
                            .arg(frame.x())
                            .arg(frame.y())
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())
                            .arg(screen.width())
                            .arg(screen.height())
                            .arg(window.devicePixelRatioF())
                     << Qt::endl;
            // What the picture cannot say by itself: a panel cut at its dock's edge, an axis title cut.
            const LayoutAudit audit = auditLayout(&window);
            call.out << QStringLiteral("layout checked %1 panels").arg(audit.checked) << Qt::endl;
            for (const QString &problem : audit.problems)
                call.out << QStringLiteral("layout problem: ") << problem << Qt::endl;
            if (!file.isEmpty() && !window.grab().save(file))
                call.err << Tr::tr("inference-console: cannot write the screenshot %1").arg(file) << Qt::endl;
            window.close();
            QApplication::quit();
        });
    }
    return QApplication::exec();
}

} // namespace

} // namespace ic::cli

int main(int argc, char **argv)
{
    ic::cli::setGuiProgram({ [](int &c, char **v) -> std::unique_ptr<QCoreApplication> {
                                return std::make_unique<QApplication>(c, v);
                            },
                             ic::cli::runGui });
    return ic::cli::dispatch(argc, argv);
}
