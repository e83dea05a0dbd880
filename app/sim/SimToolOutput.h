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
