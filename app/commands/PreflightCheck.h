// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "Command.h"

namespace ic::cli {

/// `check --preflight (--host NAME… | --demo)`: the checks before a restart, without restarting.
int runPreflightCheck(const Invocation &call);

} // namespace ic::cli
