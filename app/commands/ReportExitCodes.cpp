// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ReportExitCodes.h"

#include "autopsy/AutopsyReport.h"
#include "chat/Ladder.h"
#include "operations/PreflightReport.h"
#include "operations/RolloutReport.h"

namespace ic::cli {

ExitCode exitCodeOf(Verdict ladder)
{
    switch (ladder) {
    case Verdict::Pass:
        return ExitOk;
    case Verdict::Fail:
        return ExitFailed;
    case Verdict::Skip:
    case Verdict::Error:
        break;
    }
    return ExitCouldNotRun;
}

ExitCode exitCodeOf(PreflightVerdict preflight)
{
    switch (preflight) {
    case PreflightVerdict::Clear:
        return ExitOk;
    case PreflightVerdict::Blocked:
        return ExitFailed;
    case PreflightVerdict::CouldNotRun:
        break;
    }
    return ExitCouldNotRun;
}

ExitCode exitCodeOf(RolloutVerdict rollout)
{
    switch (rollout) {
    case RolloutVerdict::Passed:
        return ExitOk;
    case RolloutVerdict::Failed:
        return ExitFailed;
    case RolloutVerdict::CouldNotRun:
        break;
    }
    return ExitCouldNotRun;
}

ExitCode exitCodeOf(AutopsyOutcome autopsy)
{
    switch (autopsy) {
    case AutopsyOutcome::Classified:
        return ExitOk;
    case AutopsyOutcome::Unknown:
        return ExitFailed;
    case AutopsyOutcome::NothingGathered:
        break;
    }
    return ExitCouldNotRun;
}

QJsonObject withExitCode(QJsonObject report, ExitCode code)
{
    report.insert(QStringLiteral("exit_code"), int(code));
    return report;
}

} // namespace ic::cli
