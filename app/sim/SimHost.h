// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>

namespace ic {

/// The simulated GPU host's command line: `--state DIR <command> ...`, where command is
/// init, configure, nvidia-smi, systemctl, journalctl, pip, python or serve (see --help).
/// `arguments` excludes the program name. Returns the exit status.
int simHostMain(const QStringList &arguments);

} // namespace ic
