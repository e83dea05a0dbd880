// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>

namespace ic {

/// What one simulated tool invocation prints and returns.
struct SimToolOutput {
    QByteArray out;
    QByteArray err;
    int exitCode = 0;
};

} // namespace ic
