// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The GUI command's options and help. The window itself is the program inference-console-gui
// (gui/GuiMain.cpp): this program hands a GUI command line over to it.
#include "Command.h"

#include <QCoreApplication>

namespace ic::cli {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};

} // namespace

Command guiCommand()
{
    Command c;
    c.synopsis = QStringLiteral(
        "[--demo [--scenario NAME] [--gpus N] | --demo-fleet N] [--time-scale X] [--demo-prometheus] "
        "[--hosts FILE] [--lang CODE]");
    c.summary = [] {
        return Tr::tr("Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.");
    };
    c.gui = true;
    c.options = [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("demo"), Tr::tr("Start a simulated 8-GPU vLLM host and watch it.") },
            { QStringLiteral("demo-fleet"),
              Tr::tr("Start N simulated hosts (a mix of GPU counts and start-up scenarios) and watch them."),
              Tr::tr("N") },
            {
                QStringLiteral("demo-prometheus"),
                Tr::tr("With --demo or --demo-fleet: start a local prometheus scraping the simulated DCGM "
                       "exporters and read the GPUs from it."),
            },
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
            { QStringLiteral("tab"),
              Tr::tr("Show this tab of the window: fleet, gpu-readings, chat, validation or restarts."),
              Tr::tr("name") },
        };
    };
    return c; // run by the GUI program (Command.h, GuiProgram)
}

} // namespace ic::cli
