// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// inference-console: the command line is read first (app/commands/), the application object
// the chosen command needs is made last.
#include "commands/Command.h"

int main(int argc, char **argv)
{
    return ic::cli::dispatch(argc, argv);
}
