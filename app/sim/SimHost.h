#pragma once

#include <QStringList>

namespace ic {

/// The simulated GPU host's command line: `--state DIR <command> ...`, where command is
/// init, configure, nvidia-smi, systemctl, journalctl, pip, python or serve (see --help).
/// `arguments` excludes the program name. Returns the exit status.
int simHostMain(const QStringList &arguments);

} // namespace ic
