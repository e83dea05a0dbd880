// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The reports say how a run came out; the commands map that to their exit status, 0/1/2 as the
// README and --help document it, and add it to the JSON they print as "exit_code".
#include "autopsy/AutopsyReport.h"
#include "chat/LadderReport.h"
#include "commands/ReportExitCodes.h"
#include "operations/PreflightReport.h"
#include "operations/RolloutReport.h"

#include <QTest>

using namespace ic;
using namespace ic::cli;

class TestReportExitCodes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ladder()
    {
        QCOMPARE(exitCodeOf(Verdict::Pass), ExitOk);
        QCOMPARE(exitCodeOf(Verdict::Fail), ExitFailed);
        QCOMPARE(exitCodeOf(Verdict::Error), ExitCouldNotRun);
        QCOMPARE(exitCodeOf(Verdict::Skip), ExitCouldNotRun);
        // A run stopped early is an error whatever its steps said: exit 2.
        LadderReport r;
        r.steps.append({ QStringLiteral("health"), Verdict::Pass });
        QCOMPARE(exitCodeOf(r.verdict()), ExitOk);
        r.outcome = RunOutcome::Interrupted;
        QCOMPARE(exitCodeOf(r.verdict()), ExitCouldNotRun);
        QVERIFY(!r.toJson().contains(QLatin1String("exit_code")));
        QCOMPARE(withExitCode(r.toJson(), exitCodeOf(r.verdict())).value(QLatin1String("exit_code")).toInt(),
                 2);
    }

    void preflight()
    {
        QCOMPARE(exitCodeOf(PreflightVerdict::Clear), ExitOk);
        QCOMPARE(exitCodeOf(PreflightVerdict::Blocked), ExitFailed);
        QCOMPARE(exitCodeOf(PreflightVerdict::CouldNotRun), ExitCouldNotRun);
        PreflightReport r;
        QCOMPARE(r.verdict(), PreflightVerdict::CouldNotRun); // nothing measured is never clear
        r.checks.append({ QStringLiteral("disk"), QString(), PreflightCheck::Status::Done });
        QCOMPARE(r.verdict(), PreflightVerdict::Clear);
        r.checks.last().findings.append({ QStringLiteral("disk/full"), PreflightSeverity::Block });
        QCOMPARE(r.verdict(), PreflightVerdict::Blocked);
        QCOMPARE(r.toJson().value(QLatin1String("verdict")).toString(), QStringLiteral("blocked"));
    }

    void rollout()
    {
        QCOMPARE(exitCodeOf(RolloutVerdict::Passed), ExitOk);
        QCOMPARE(exitCodeOf(RolloutVerdict::Failed), ExitFailed);
        QCOMPARE(exitCodeOf(RolloutVerdict::CouldNotRun), ExitCouldNotRun);
        RolloutReport r;
        QCOMPARE(r.verdict(), RolloutVerdict::CouldNotRun); // planned, never finished
        r.state = RolloutState::Done;
        r.hosts.append({ QStringLiteral("gpu-01") });
        r.hosts.last().state = RolloutHostState::Passed;
        QCOMPARE(r.verdict(), RolloutVerdict::Passed);
        r.hosts.last().state = RolloutHostState::RolledBack; // it did not take the new state
        QCOMPARE(r.verdict(), RolloutVerdict::Failed);
        r.state = RolloutState::Failed;
        QCOMPARE(r.verdict(), RolloutVerdict::Failed);
        r.unreachable = true;
        QCOMPARE(r.verdict(), RolloutVerdict::CouldNotRun);
        QCOMPARE(r.toJson().value(QLatin1String("verdict")).toString(), QStringLiteral("could-not-run"));
    }

    void autopsy()
    {
        QCOMPARE(exitCodeOf(AutopsyOutcome::Classified), ExitOk);
        QCOMPARE(exitCodeOf(AutopsyOutcome::Unknown), ExitFailed);
        QCOMPARE(exitCodeOf(AutopsyOutcome::NothingGathered), ExitCouldNotRun);
        AutopsyReport r;
        QCOMPARE(r.outcome(), AutopsyOutcome::NothingGathered);
        r.pieces.append({ QStringLiteral("unit"), QString(), AutopsyStatus::Ok });
        r.verdict.category = StallCategory::Unknown;
        QCOMPARE(r.outcome(), AutopsyOutcome::Unknown);
        r.error = QStringLiteral("no connection");
        QCOMPARE(r.outcome(), AutopsyOutcome::NothingGathered);
    }
};

QTEST_GUILESS_MAIN(TestReportExitCodes)
#include "tst_reportexitcodes.moc"
