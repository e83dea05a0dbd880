// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderView.h"

#include "SimulatedHost.h"
#include "chat/LadderHistory.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "host/ValidationService.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/ServiceMonitor.h"
#include "startup/StartupTracker.h"
#include "transport/TransportFactory.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ic;
using namespace ic::testsupport;

// The ladder view bound to a simulated 8-GPU host through its session, as the console runs it:
// the service is restarted, the watched start-up turns ready, the auto-run ladder runs, and the
// view shows who is serving (flagged against the last known good run), every step's evidence
// and GPU memory read through nvidia-smi. With IC_SCREENSHOT_DIR set, the view is saved there
// as ladder-after-restart.png (the README's screenshot).
class TestLadderAfterRestart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void autoRunAfterRestart()
    {
        SimulatedHost demo;
        SimulatedHost::Options o;
        o.timeScale = 400;
        QCOMPARE(demo.start(o), QString());
        Fleet fleet;
        fleet.setTransportFactory(consoleTransportFactory());
        QVERIFY(fleet.addHost(demo.definition()).isEmpty());
        HostSession *session = fleet.session(demo.definition().name);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->endpoint()->health() == HealthState::Healthy, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!session->gpus()->latest().isEmpty(), 20000);

        // The last known good run, a day ago, on the version before an upgrade.
        QTemporaryDir history;
        LadderReport before;
        before.host = session->name();
        before.started = QDateTime::currentDateTimeUtc().addDays(-1);
        before.identity.engine = QStringLiteral("vllm");
        before.identity.engineTitle = QStringLiteral("vLLM");
        before.identity.version = QStringLiteral("0.15.0");
        before.steps.append({ QStringLiteral("health"),
                              Verdict::Pass,
                              0.01,
                              QStringLiteral("GET /health answered 200"),
                              {} });
        QVERIFY(!LadderHistory(history.path()).save(before).isEmpty());

        LadderView view;
        view.resize(1500, 420);
        session->validation()->setHistoryDirectory(history.path());
        Ladder ladder = Ladder::builtin();
        ladder.setParam(QStringLiteral("memory-baseline"), QStringLiteral("settle_s"), 3);
        ladder.setParam(QStringLiteral("stability"), QStringLiteral("repeats"), 2);
        ladder.setParam(QStringLiteral("long-generation"), QStringLiteral("max_tokens"), 700);
        ladder.setParam(QStringLiteral("long-generation"), QStringLiteral("min_tokens"), 300);
        view.setLadder(ladder);
        view.setSession(session);
        view.setAutoRun(true);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        StartupWatch *watch = session->startupWatch();
        QVERIFY(watch);
        // The first start-up's ready must have been seen before the restart: the journal can
        // deliver it a moment after /health answers, and a late "ready" of the old run would
        // start the ladder while the server restarts. Only then is the view told of start-ups
        // that turn ready: on a slow machine the first one turned ready after the view was told,
        // its ladder ran, the restart cut it short, and that run was the one reported.
        QTRY_VERIFY_WITH_TIMEOUT(watch->tracker()->outcome() == StartupOutcome::Ready, 60000);
        connect(watch, &StartupWatch::startupReady, &view, &LadderView::restartBecameReady);
        QSignalSpy ready(watch, &StartupWatch::startupReady);
        QSignalSpy finished(&view, &LadderView::runFinished);

        session->service()->runAction(UnitAction::Restart);
        QTRY_VERIFY_WITH_TIMEOUT(ready.size() >= 1, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
        const LadderReport report = view.report();
        qInfo("%s", qPrintable(report.toText()));

        // Who answered, and that it changed since the last known good.
        QCOMPARE(report.identity.version, QStringLiteral("0.15.1"));
        QCOMPARE(report.identity.model, QStringLiteral("moonshotai/Kimi-K2.5"));
        QVERIFY2(view.identityText().contains(QStringLiteral("vLLM 0.15.1 · moonshotai/Kimi-K2.5")),
                 qPrintable(view.identityText()));
        QVERIFY2(view.identityText().contains(QStringLiteral("0.15.0 → 0.15.1")),
                 qPrintable(view.identityText()));
        // GPU memory judged from real readings of the simulated nvidia-smi, with the numbers.
        const StepResult *memory = report.step(QStringLiteral("memory-baseline"));
        QVERIFY(memory);
        QVERIFY2(memory->verdict == Verdict::Pass, qPrintable(memory->evidence));
        QVERIFY(memory->data.value(QStringLiteral("baseline_mib")).toDouble() > 1000);
        // Every required step passed with its evidence in the tree.
        QVERIFY2(report.verdict() == Verdict::Pass, qPrintable(report.verdictReason()));
        for (int i = 0; i < view.stepTree()->topLevelItemCount(); ++i)
            QVERIFY(!view.stepTree()->topLevelItem(i)->text(3).isEmpty());

        if (const QString dir = qEnvironmentVariable("IC_SCREENSHOT_DIR"); !dir.isEmpty()) {
            view.stepTree()->scrollToTop();
            QTest::qWait(200);
            QVERIFY(view.grab().save(QDir(dir).filePath(QStringLiteral("ladder-after-restart.png"))));
        }
    }
};

QTEST_MAIN(TestLadderAfterRestart)
#include "tst_ladderafterrestart.moc"
