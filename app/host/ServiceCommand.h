// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The command line of a unit: the program and the model it serves, read with the engine
// profiles' "command" sections (resources/profiles/README.md).
#pragma once

#include <QString>
#include <QStringView>

namespace ic {

/// What a unit's ExecStart says about the server it runs.
struct ServiceCommand {
    QString commandLine; ///< the argv as one line
    QString program; ///< file name of argv[0]
    QString model; ///< as the engine profiles' "command" sections say (`vllm serve M`, `--model M`); empty if
                   ///< none
    QString error; ///< empty when an argv was found
};

/// Pure: reads `systemctl show -p ExecStart` (`{ path=… ; argv[]=… ; … }`) or a plain command line.
ServiceCommand parseExecStart(QStringView execStart);

} // namespace ic
