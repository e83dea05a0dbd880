// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "commands/Command.h"

#include <QJsonObject>

namespace ic {
enum class Verdict;
enum class PreflightVerdict;
enum class RolloutVerdict;
enum class AutopsyOutcome;
} // namespace ic

namespace ic::cli {

// The reports say how a run came out; the commands say what that means for their exit status.
ExitCode exitCodeOf(Verdict ladder); ///< pass 0, fail 1, error (could not run or finish) 2
ExitCode exitCodeOf(PreflightVerdict preflight); ///< clear 0, blocked 1, could not run 2
ExitCode exitCodeOf(RolloutVerdict rollout); ///< passed 0, failed 1, could not run 2
ExitCode exitCodeOf(AutopsyOutcome autopsy); ///< classified 0, unknown 1, nothing gathered 2

/// A report's JSON as a command prints or writes it: with its "exit_code".
QJsonObject withExitCode(QJsonObject report, ExitCode code);

} // namespace ic::cli
