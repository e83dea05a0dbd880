// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>

class QCoreApplication;

namespace ic::cli {

/// Exit status of every command, the same everywhere (documented in the README and `--help`).
enum ExitCode : int {
    ExitOk = 0, ///< success; every step passed
    ExitFailed = 1, ///< a check failed
    ExitCouldNotRun = 2, ///< usage error, unreadable input, unreachable host, timeout, interrupted
};

/// What a command receives once its arguments have been parsed and the application object made.
struct Invocation {
    const QCommandLineParser &parser;
    QStringList positional; ///< the positional arguments after the command's name
    QTextStream &out;
    QTextStream &err;
    bool colour = false; ///< stdout is a terminal and NO_COLOR is unset
};

/// One subcommand (`git`-style): `inference-console NAME [options]`. The GUI is the command
/// without a name. Options are made by a function because their help is translated, and the
/// translators are installed only after the command line's `--lang` is known.
struct Command {
    QString name; ///< empty: the GUI, run when no command is named
    QString synopsis; ///< the usage line after "inference-console"
    std::function<QString()> summary; ///< one translated line for the command list
    bool gui = false; ///< needs QApplication and a display; all others run headless
    std::function<QList<QCommandLineOption>()> options;
    int minPositional = 0;
    int maxPositional = 0;
    std::function<int(const Invocation &)> run; ///< unset for the GUI: see GuiProgram
};

/// The desktop window. Only inference-console-gui links the widgets; it installs this before
/// dispatch(). inference-console, which the command line uses, has none: it answers the GUI's
/// `--help` and usage errors itself and hands a GUI command line, as it is, to
/// inference-console-gui (beside it in a build, in ../libexec/inference-console installed), so
/// that a headless command never loads the GUI's libraries.
struct GuiProgram {
    std::function<std::unique_ptr<QCoreApplication>(int &argc, char **argv)> makeApplication;
    std::function<int(const Invocation &)> run;
};
void setGuiProgram(const GuiProgram &program);

/// Every command, in the order `--help` lists them (app/commands/Commands.cpp).
const QList<Command> &commands();

/// Parses the command line before any application object exists, answers `--help`,
/// `--version` and usage errors without a display, then makes the application object the
/// command needs (QCoreApplication, or QApplication for the GUI) and runs it.
int dispatch(int argc, char **argv);

// Shared by the commands.
/// Runs the event loop until `done()` or the deadline; headless commands only, never the GUI.
bool waitUntil(const std::function<bool()> &done, int msecs);
/// The console's own debug output only when asked for with QT_LOGGING_RULES.
void quietDebugOutput();

} // namespace ic::cli
