// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The GUI command: the main window, its host panels and the demo host.
#include "Command.h"

#include "HostPanels.h"
#include "MainWindow.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "host/Fleet.h"
#include "sim/DemoHost.h"
#include "transport/SshTarget.h"
#include "transport/TransportFactory.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QScreen>
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

    ic::Fleet fleet;
    fleet.setTransportFactory(ic::consoleTransportFactory());
    fleet.setSessionOptions({ parser.isSet(demo) ? demoTimeScale : 1.0, QString() });
    ic::MainWindow window(&fleet, settings);
    window.setSshConfigCandidatesProvider(sshConfigCandidates);
    HostPanels::assemble(window, fleet, settings);

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
            QMessageBox::warning(nullptr, Tr::tr("Hosts file"),
                                 problems.join(u'\n') + QStringLiteral("\n\n")
                                     + Tr::tr("Your file has not been changed."));
    }

    window.restoreLayout();
    window.show();
    if (parser.isSet(demo))
        window.openHost(demoHost.definition().name);
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
            if (!file.isEmpty() && !window.grab().save(file))
                call.err << Tr::tr("inference-console: cannot write the screenshot %1").arg(file) << Qt::endl;
            window.close();
            QApplication::quit();
        });
    }
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
            { QStringLiteral("quit-after"),
              Tr::tr("Quit after this many seconds (for screenshots and tests)."), Tr::tr("seconds") },
            { QStringLiteral("screenshot"), Tr::tr("With --quit-after: save a picture of the window first."),
              Tr::tr("file") },
        };
    };
    c.run = runGui;
    return c;
}

} // namespace ic::cli
