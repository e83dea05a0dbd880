// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The rolling restart from the console, driven through its widgets over four simulated hosts
// whose third crashes on start-up: the plan shows each exact command, progress per host, the
// stop with the diagnosis, roll back refused with the reason, skip carries on. And the single
// host restart: the preflight's findings before the confirmation, a blocking one needing the
// host's name typed, the override kept in the history.
// With IC_SCREENSHOT_DIR set, the dialog is saved there mid-run and after the failure, on a
// 1280 × 720 screen (the offscreen platform's, set by main() below) that it fills.
#include "ConfirmActionDialog.h"
#include "LayoutAudit.h"
#include "RolloutDialog.h"
#include "ServicePanel.h"
#include "SimulatedHost.h"
#include "WidgetScreenshot.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ic;
using namespace ic::testsupport;

class TestRolloutDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void thirdCrashStopsWithTheDiagnosis()
    {
        std::vector<std::unique_ptr<SimulatedHost>> hosts;
        for (int i = 1; i <= 4; ++i) {
            hosts.push_back(std::make_unique<SimulatedHost>());
            QCOMPARE(hosts.back()->start(SimulatedHost::rolloutHost(QStringLiteral("gpu-0%1").arg(i))),
                     QString());
        }
        const RunResult c = hosts[2]->simhost(
            { QStringLiteral("configure"), QStringLiteral("--scenario"), QStringLiteral("oom") });
        QVERIFY2(c.exitedNormally() && c.exitCode == 0, c.describe().constData());
        const QString fourthBefore = hosts[3]->invocationId();

        Fleet fleet;
        fleet.setSessionOptions({ SimulatedHost::kRolloutTimeScale, m_dir.filePath(QStringLiteral("data")) });
        for (const auto &h : hosts) {
            HostDefinition d = h->definition();
            d.group = QStringLiteral("fleet");
            QCOMPARE(fleet.addHost(d), QString());
            fleet.session(d.name)->service()->setInterval(200);
        }
        auto db = HistoryDatabase::open(m_dir.filePath(QStringLiteral("rollout.sqlite")));
        RolloutDialog dialog(&fleet, db);
        dialog.resize(1280, 720);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        // Pick: the group, every host ticked in the file's order; batch 1.
        const int group = dialog.selector()->findText(QStringLiteral("Group: fleet"));
        QVERIFY(group > 0);
        dialog.selector()->setCurrentIndex(group);
        QCOMPARE(dialog.hostList()->count(), 4);
        QCOMPARE(dialog.selectedHosts(),
                 QStringList({ QStringLiteral("gpu-01"), QStringLiteral("gpu-02"), QStringLiteral("gpu-03"),
                               QStringLiteral("gpu-04") }));
        dialog.batchSpin()->setValue(1);
        QVERIFY(dialog.planText()->toPlainText().contains(QLatin1String("Batch 4 of 4: gpu-04")));
        QVERIFY(dialog.planText()->toPlainText().contains(QLatin1String("systemctl")));
        QVERIFY(dialog.planText()->toPlainText().contains(QLatin1String(" restart -- 'vllm.service'")));
        // Unticking a host takes it out of the plan; ticking it again puts it back.
        dialog.hostList()->item(3)->setCheckState(Qt::Unchecked);
        QVERIFY(!dialog.planText()->toPlainText().contains(QLatin1String("gpu-04")));
        dialog.hostList()->item(3)->setCheckState(Qt::Checked);
        QVERIFY(dialog.startButton()->isEnabled());
        QVERIFY(!dialog.abortButton()->isEnabled());

        QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
        QVERIFY(dialog.rollout());
        QVERIFY(!dialog.startButton()->isEnabled());
        QVERIFY(dialog.abortButton()->isEnabled());
        QVERIFY(!dialog.hostList()->isEnabled());
        QCOMPARE(dialog.progressTree()->topLevelItemCount(), 4);
        // Mid-run: the second host under way while the first has passed.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.progressTree()->topLevelItem(0)->text(2) == QLatin1String("Passed"),
                                 90000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.progressTree()->topLevelItem(1)->text(2) != QLatin1String("Pending")
                                     && dialog.progressTree()->topLevelItem(1)->text(2)
                                         != QLatin1String("Preflight"),
                                 60000);
        saveScreenshotIfAsked(&dialog, QStringLiteral("rollout-running.png"));

        QTRY_VERIFY_WITH_TIMEOUT(dialog.rollout()->state() == RolloutState::Stopped, 120000);
        QCOMPARE(dialog.progressTree()->topLevelItem(1)->text(2), QStringLiteral("Passed"));
        QCOMPARE(dialog.progressTree()->topLevelItem(1)->text(3), QStringLiteral("pass"));
        QCOMPARE(dialog.progressTree()->topLevelItem(2)->text(2), QStringLiteral("Failed"));
        QCOMPARE(dialog.progressTree()->topLevelItem(3)->text(2), QStringLiteral("Pending"));
        QVERIFY(dialog.diagnosisText()->isVisible());
        const QString diagnosis = dialog.diagnosisText()->toPlainText();
        QVERIFY2(diagnosis.contains(dialog.rollout()->host(QStringLiteral("gpu-03"))->rootCause),
                 qPrintable(diagnosis));
        QVERIFY(diagnosis.contains(QLatin1String("OutOfMemory"))
                || diagnosis.contains(QLatin1String("out of memory")));
        QVERIFY(!dialog.rollBackButton()->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("rollBackWhy"))
                    ->text()
                    .contains(QLatin1String("cannot be rolled back")));
        QVERIFY(dialog.skipButton()->isEnabled());
        QVERIFY(!dialog.overrideField()->isVisible()); // a crash is not a preflight block
        QVERIFY(dialog.statusLabel()->text().contains(QLatin1String("gpu-03")));
        QCOMPARE(hosts[3]->invocationId(), fourthBefore); // the fourth host was never restarted
        saveScreenshotIfAsked(&dialog, QStringLiteral("rollout-stopped.png"));

        const QString md = m_dir.filePath(QStringLiteral("rollout.md"));
        QVERIFY(dialog.exportReport(md));
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("## Diagnosis of gpu-03"));

        // Abort from here ends it; the fourth host still untouched.
        QTest::mouseClick(dialog.abortButton(), Qt::LeftButton);
        QCOMPARE(dialog.rollout()->state(), RolloutState::Aborted);
        QVERIFY(!dialog.abortButton()->isEnabled());
        QCOMPARE(hosts[3]->invocationId(), fourthBefore);
    }

    void singleRestartShowsThePreflightFirst()
    {
        SimulatedHost host;
        SimulatedHost::Options o = SimulatedHost::rolloutHost(QStringLiteral("gpu-blocked"));
        o.extraInitArguments += { QStringLiteral("--leftover-gpu"), QStringLiteral("1") };
        QCOMPARE(host.start(o), QString());
        const QString before = host.invocationId();
        const QString data = m_dir.filePath(QStringLiteral("single"));
        Fleet fleet;
        fleet.setSessionOptions({ SimulatedHost::kRolloutTimeScale, data });
        QCOMPARE(fleet.addHost(host.definition()), QString());
        HostSession *session = fleet.session(host.definition().name);
        session->service()->setInterval(200);
        QTRY_VERIFY_WITH_TIMEOUT(session->service()->hasState(), 30000);
        ServicePanel panel;
        panel.setSession(session);
        panel.show();
        panel.requestAction(UnitAction::Restart);
        ConfirmActionDialog *dialog = panel.confirmDialog();
        QVERIFY(dialog);
        QVERIFY(!dialog->confirmButton()->isEnabled()); // waits for the preflight
        QTRY_VERIFY_WITH_TIMEOUT(dialog->preflight().has_value(), 40000);
        QVERIFY(dialog->preflight()->isBlocked());
        QVERIFY2(dialog->preflightText().contains(QLatin1String("BLOCK")),
                 qPrintable(dialog->preflightText()));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY(dialog->overrideField()->isVisible());
        // The real report arrived after the dialog was placed: it grew within its screen.
        QVERIFY2(auditLayout(dialog).problems.isEmpty(),
                 qPrintable(auditLayout(dialog).problems.join(u'\n')));
        QTest::keyClicks(dialog->overrideField(), QStringLiteral("gpu-blocke"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QTest::keyClicks(dialog->overrideField(), QStringLiteral("d"));
        QVERIFY(dialog->confirmButton()->isEnabled());
        saveScreenshotIfAsked(dialog, QStringLiteral("restart-preflight-override.png"));
        QTest::mouseClick(dialog->confirmButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(host.invocationId() != before, 30000);
        const QList<QJsonObject> kept = HistoryStore(historyLocation::forDirectory(data, QString(), {}))
                                            .preflightOverrides(host.definition().name);
        QVERIFY(!kept.isEmpty());
        QCOMPARE(kept.first().value(QLatin1String("confirmation")).toString(), QStringLiteral("gpu-blocked"));
    }

    void clearPreflightNeedsNoTyping()
    {
        SimulatedHost host;
        QCOMPARE(host.start(SimulatedHost::rolloutHost(QStringLiteral("gpu-clear"))), QString());
        Fleet fleet;
        fleet.setSessionOptions(
            { SimulatedHost::kRolloutTimeScale, m_dir.filePath(QStringLiteral("clear")) });
        QCOMPARE(fleet.addHost(host.definition()), QString());
        HostSession *session = fleet.session(host.definition().name);
        QTRY_VERIFY_WITH_TIMEOUT(session->service()->hasState(), 30000);
        ServicePanel panel;
        panel.setSession(session);
        panel.requestAction(UnitAction::Restart);
        ConfirmActionDialog *dialog = panel.confirmDialog();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->preflight().has_value(), 40000);
        QVERIFY(!dialog->preflight()->isBlocked());
        QVERIFY(dialog->confirmButton()->isEnabled());
        QVERIFY(!dialog->overrideField()->isVisibleTo(dialog));
        QVERIFY(dialog->preflightText().contains(QLatin1String("nothing that blocks")));
        dialog->reject();
        // Stop and start ask without a preflight.
        panel.requestAction(UnitAction::Stop);
        QVERIFY(panel.confirmDialog()->confirmButton()->isEnabled());
        QVERIFY(!panel.confirmDialog()->preflight().has_value());
        panel.confirmDialog()->reject();
    }
};

int main(int argc, char **argv)
{
    // A laptop's 1280 × 720 screen, without a window frame: the dialog fills it as it does under
    // a window manager that maximises it (Qt's offscreen plugin reads the screen from `configfile`).
    QTemporaryDir dir;
    QFile config(dir.filePath(QStringLiteral("screen.json")));
    if (!config.open(QIODevice::WriteOnly)
        || config.write(R"({"windowFrameMargins": false, "screens": [
            {"name": "1280x720", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96}]})")
            < 0)
        return 2;
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TestRolloutDialog test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_rolloutdialog.moc"
