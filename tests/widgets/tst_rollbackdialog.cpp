// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Roll back from the rolling-restart window, over four simulated hosts: after a rollout that
// passed (each host's known-good unit state recorded), the third host's unit gets a flag vLLM
// does not know; the window stops on it with the diagnosis, Roll back is enabled, its
// confirmation shows the drop-in and every exact command, and confirming restores the unit: the
// third passes the ladder, the fourth follows. With IC_SCREENSHOT_DIR set, the confirmation and
// the window after the roll back are saved there.
#include "LayoutAudit.h"
#include "RolloutDialog.h"
#include "RolloutTestSupport.h"
#include "SimulatedHost.h"
#include "WidgetScreenshot.h"
#include "history/HistoryDatabase.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"
#include "operations/Rollout.h"

#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ic;
using namespace ic::testsupport;

class TestRollBackDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void rollBackFromTheWindow()
    {
        std::vector<std::unique_ptr<SimulatedHost>> hosts;
        for (int i = 1; i <= 4; ++i) {
            hosts.push_back(std::make_unique<SimulatedHost>());
            QCOMPARE(hosts.back()->start(SimulatedHost::rolloutHost(QStringLiteral("gpu-0%1").arg(i))),
                     QString());
        }
        Fleet fleet;
        fleet.setSessionOptions({ SimulatedHost::kRolloutTimeScale, m_dir.filePath(QStringLiteral("data")) });
        QList<HostDefinition> defs;
        for (const auto &h : hosts) {
            HostDefinition d = h->definition();
            d.group = QStringLiteral("fleet");
            QCOMPARE(fleet.addHost(d), QString());
            fleet.session(d.name)->service()->setInterval(200);
            defs.append(d);
        }
        auto db = HistoryDatabase::open(m_dir.filePath(QStringLiteral("rollout.sqlite")));
        const QString ladder = m_dir.filePath(QStringLiteral("quick.json"));
        QCOMPARE(writeQuickLadder(ladder), QString());
        // A rollout that passed everywhere: the evidence a roll back needs.
        {
            RolloutPlan p = makeRolloutPlan(defs, 4, 4, QStringLiteral("all"));
            p.ladderFile = ladder;
            Rollout first(&fleet, p, db);
            first.start();
            QTRY_VERIFY_WITH_TIMEOUT(first.isFinished(), 120000);
            QCOMPARE(rolloutStateId(first.state()), QStringLiteral("done"));
        }
        // The third host's unit changes (a flag this vLLM does not know).
        const QString good = effectiveExecStart(*hosts[2]);
        const QString dropIns = unitDropInDirectory(*hosts[2]);
        QCOMPARE(addUnknownFlagDropIn(*hosts[2]), QString());
        QCOMPARE(effectiveExecStart(*hosts[2]), good + QStringLiteral(" --omni"));

        RolloutDialog dialog(&fleet, db);
        dialog.resize(1280, 800);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.selector()->setCurrentIndex(dialog.selector()->findText(QStringLiteral("Group: fleet")));
        dialog.batchSpin()->setValue(1);
        QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
        QVERIFY(dialog.rollout());
        QTRY_VERIFY_WITH_TIMEOUT(dialog.rollout()->state() == RolloutState::Stopped, 150000);
        QCOMPARE(dialog.progressTree()->topLevelItem(2)->text(2), QStringLiteral("Failed"));
        QVERIFY2(
            dialog.diagnosisText()->toPlainText().contains(QLatin1String("unrecognized arguments: --omni")),
            qPrintable(dialog.diagnosisText()->toPlainText()));
        QVERIFY(dialog.rollBackButton()->isEnabled());
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("rollBackWhy"))->text(), QString());

        // The confirmation: the drop-in and every command, nothing sent yet.
        QTest::mouseClick(dialog.rollBackButton(), Qt::LeftButton);
        QDialog *confirm = dialog.rollBackConfirmation();
        QVERIFY(confirm);
        QTRY_VERIFY(confirm->isVisible());
        QVERIFY2(auditLayout(confirm).problems.isEmpty(),
                 qPrintable(auditLayout(confirm).problems.join(u'\n')));
        QVERIFY2(auditLayout(&dialog).problems.isEmpty(),
                 qPrintable(auditLayout(&dialog).problems.join(u'\n')));
        const QString plan
            = confirm->findChild<QPlainTextEdit *>(QStringLiteral("rollBackPlan"))->toPlainText();
        QVERIFY2(plan.contains(QLatin1String("ExecStart=") + good), qPrintable(plan));
        QVERIFY(plan.contains(QLatin1String("base64 -d | tee -- '") + dropIns
                              + QLatin1String("/99-inference-console-rollback.conf'")));
        QVERIFY(plan.contains(QLatin1String("systemctl daemon-reload")));
        QVERIFY(plan.contains(QLatin1String("systemctl restart -- 'vllm.service'")));
        QVERIFY(!QFile::exists(dropIns + QStringLiteral("/99-inference-console-rollback.conf")));
        QCOMPARE(dialog.rollout()->state(), RolloutState::Stopped);
        saveScreenshotIfAsked(confirm, QStringLiteral("rollback-confirmation.png"));
        QTest::mouseClick(confirm->findChild<QPushButton *>(QStringLiteral("confirmRollBack")),
                          Qt::LeftButton);

        QTRY_VERIFY_WITH_TIMEOUT(dialog.rollout()->isFinished(), 150000);
        QCOMPARE(rolloutStateId(dialog.rollout()->state()), QStringLiteral("done"));
        QCOMPARE(dialog.progressTree()->topLevelItem(2)->text(2), QStringLiteral("Rolled back"));
        QCOMPARE(dialog.progressTree()->topLevelItem(2)->text(3), QStringLiteral("pass"));
        QCOMPARE(dialog.progressTree()->topLevelItem(3)->text(2), QStringLiteral("Passed"));
        QCOMPARE(effectiveExecStart(*hosts[2]), good);
        saveScreenshotIfAsked(&dialog, QStringLiteral("rollout-rolled-back.png"));
        const QString md = m_dir.filePath(QStringLiteral("rollout.md"));
        QVERIFY(dialog.exportReport(md));
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("## Roll back of gpu-03"));
    }
};

QTEST_MAIN(TestRollBackDialog)
#include "tst_rollbackdialog.moc"
