// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The list of commands. A new command is a file in this folder and one line here.
#include "Command.h"

namespace ic::cli {

Command guiCommand();
Command checkCommand();
Command analyzeCommand();
Command historyCommand();
Command trustCommand();
Command rolloutCommand();
Command autopsyCommand();

const QList<Command> &commands()
{
    static const QList<Command> all = { guiCommand(),     checkCommand(),   analyzeCommand(), trustCommand(),
                                        historyCommand(), rolloutCommand(), autopsyCommand() };
    return all;
}

} // namespace ic::cli
