// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ReportExitCodes.h"

#include "autopsy/AutopsyReport.h"
#include "chat/Ladder.h"
#include "operations/PreflightReport.h"
#include "operations/RolloutReport.h"

namespace ic::cli {

namespace {
/// The documented three: 0 for the good outcome, 1 for the failed one, 2 for anything else.
template<typename Outcome> ExitCode threeWay(Outcome outcome, Outcome ok, Outcome failed)
{
    return outcome == ok ? ExitOk : outcome == failed ? ExitFailed : ExitCouldNotRun;
}
} // namespace

ExitCode exitCodeOf(Verdict ladder)
{
    return threeWay(ladder, Verdict::Pass, Verdict::Fail); // skip and error: 2
}

ExitCode exitCodeOf(PreflightVerdict preflight)
{
    return threeWay(preflight, PreflightVerdict::Clear, PreflightVerdict::Blocked);
}

ExitCode exitCodeOf(RolloutVerdict rollout)
{
    return threeWay(rollout, RolloutVerdict::Passed, RolloutVerdict::Failed);
}

ExitCode exitCodeOf(AutopsyOutcome autopsy)
{
    return threeWay(autopsy, AutopsyOutcome::Classified, AutopsyOutcome::Unknown);
}

QJsonObject withExitCode(QJsonObject report, ExitCode code)
{
    report.insert(QStringLiteral("exit_code"), int(code));
    return report;
}

} // namespace ic::cli
