#pragma once

#include <QLoggingCategory>

namespace ic {

/// The simulated host's one logging category ("console.sim").
Q_DECLARE_LOGGING_CATEGORY(lcSim)

} // namespace ic
