#pragma once

#include "Command.h"

namespace ic::cli {

/// `check --preflight (--host NAME… | --demo)`: the checks before a restart, without restarting.
int runPreflightCheck(const Invocation &call);

} // namespace ic::cli
