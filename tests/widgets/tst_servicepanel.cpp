// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ConfirmActionDialog.h"
#include "FakeHost.h"
#include "RunBinary.h"
#include "ServicePanel.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"
#include "transport/TransportFactory.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace ic;
using ic::testsupport::FakeHost;
using ic::testsupport::freeLoopbackPort;

class TestServicePanel : public QObject {
    Q_OBJECT

private:
    static HostSession *add(Fleet &fleet, const FakeHost &host)
    {
        if (!fleet.addHost(host.definition()).isEmpty())
            return nullptr;
        HostSession *s = fleet.session(host.definition().name);
        s->service()->setInterval(100);
        return s;
    }

private Q_SLOTS:
    void formatDuration_data()
    {
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("negative") << qint64(-5) << QStringLiteral("0 s");
        QTest::newRow("seconds") << qint64(42) << QStringLiteral("42 s");
        QTest::newRow("minutes") << qint64(125) << QStringLiteral("2 min 05 s");
        QTest::newRow("hours") << qint64(7500) << QStringLiteral("2 h 05 min");
        QTest::newRow("days") << qint64(3 * 86400 + 4 * 3600 + 59) << QStringLiteral("3 d 4 h");
    }
    void formatDuration()
    {
        QFETCH(qint64, seconds);
        QFETCH(QString, text);
        QCOMPARE(ServicePanel::formatDuration(seconds), text);
    }

    void badgeFollowsTheState()
    {
        Fleet fleet;
        FakeHost host(QStringLiteral("gpu-01"), QStringLiteral("activating"), QStringLiteral("start"));
        HostSession *s = add(fleet, host);
        QVERIFY(s);
        ServicePanel panel;
        panel.show();
        QCOMPARE(panel.badgeText(), QStringLiteral("no host"));
        panel.setSession(s);
        QTRY_COMPARE_WITH_TIMEOUT(panel.badgeText(), QStringLiteral("activating (start)"), 10000);
        host.setState(QStringLiteral("active"), QStringLiteral("running"));
        QTRY_COMPARE_WITH_TIMEOUT(panel.badgeText(), QStringLiteral("active (running)"), 10000);
        const QString all = [&] {
            QStringList texts;
            for (QLabel *l : panel.findChildren<QLabel *>())
                texts << l->text();
            return texts.join(u'|');
        }();
        QVERIFY2(all.contains(QStringLiteral("8727")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("7.0 GiB")), qPrintable(all)); // 7516192768 bytes
        QVERIFY2(all.contains(QStringLiteral("inv1")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral(" d ")), qPrintable(all)); // active since 2024: days of uptime
        host.setState(QStringLiteral("failed"), QStringLiteral("failed"));
        QTRY_COMPARE_WITH_TIMEOUT(panel.badgeText(), QStringLiteral("failed"), 10000);
        QVERIFY(panel.findChild<QPushButton *>(QStringLiteral("start"))->isEnabled());
        QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("stop"))->isEnabled());
        host.setState(QStringLiteral("inactive"), QStringLiteral("dead"), QString(),
                      QStringLiteral("not-found"));
        QTRY_VERIFY_WITH_TIMEOUT(panel.badgeText().contains(QStringLiteral("vllm.service does not exist")),
                                 10000);
        panel.setSession(nullptr);
        QCOMPARE(panel.badgeText(), QStringLiteral("no host"));
    }

    void pollErrorShown()
    {
        Fleet fleet;
        FakeHost host(QStringLiteral("gpu-01"));
        HostDefinition d = host.definition();
        d.systemctlCommand = QStringLiteral("/nonexistent/systemctl");
        QVERIFY(fleet.addHost(d).isEmpty());
        ServicePanel panel;
        panel.setSession(fleet.session(d.name));
        auto *error = panel.findChild<QLabel *>(QStringLiteral("pollError"));
        // Named, with the remedy, not just an exit status.
        QTRY_VERIFY_WITH_TIMEOUT(error->text().contains(QStringLiteral("systemctl was not found on gpu-01")),
                                 10000);
        QCOMPARE(panel.badgeText(), QStringLiteral("unknown"));
    }

    void retryingHostShowsCountdownAndRetryNow()
    {
        // An ssh host whose port is closed: "retrying in N s" and a Retry now that tries at once.
        const quint16 port = freeLoopbackPort(); // nothing listens there now
        QVERIFY(port != 0);
        Fleet fleet;
        fleet.setTransportFactory(consoleTransportFactory());
        HostDefinition d;
        d.name = QStringLiteral("gpu-07");
        d.target = QStringLiteral("ops@127.0.0.1:%1").arg(port);
        d.unit = QStringLiteral("vllm.service");
        QVERIFY(fleet.addHost(d).isEmpty());
        HostSession *s = fleet.session(d.name);
        ServicePanel panel;
        panel.resize(520, 420);
        panel.show();
        panel.setSession(s);
        auto *link = panel.findChild<QLabel *>(QStringLiteral("link"));
        auto *retry = panel.findChild<QPushButton *>(QStringLiteral("retryNow"));
        QTRY_VERIFY_WITH_TIMEOUT(link->isVisible() && link->text().contains(QLatin1String("retrying in")),
                                 15000);
        QVERIFY(retry->isVisible() && retry->isEnabled());
        QVERIFY2(link->text().contains(QLatin1String("refused the connection")), qPrintable(link->text()));
        const int attempt = s->transport()->status().attempt;
        QTRY_VERIFY_WITH_TIMEOUT(s->transport()->status().attempt >= 2, 15000);
        const QString shot = qEnvironmentVariable("IC_SCREENSHOT_DIR");
        if (!shot.isEmpty())
            panel.grab().save(shot + QStringLiteral("/service-panel-retrying.png"));
        const int before = s->transport()->status().attempt;
        retry->click();
        QTRY_VERIFY_WITH_TIMEOUT(s->transport()->status().attempt == before + 1, 3000);
        QVERIFY(before >= attempt);
    }

    void confirmationShowsExactCommandAndCancels_data()
    {
        QTest::addColumn<UnitAction>("action");
        QTest::addColumn<QString>("verb");
        QTest::newRow("restart") << UnitAction::Restart << QStringLiteral("restart");
        QTest::newRow("stop") << UnitAction::Stop << QStringLiteral("stop");
        QTest::newRow("start") << UnitAction::Start << QStringLiteral("start");
    }
    void confirmationShowsExactCommandAndCancels()
    {
        QFETCH(UnitAction, action);
        QFETCH(QString, verb);
        Fleet fleet;
        FakeHost host(QStringLiteral("gpu-07"));
        HostDefinition d = host.definition();
        d.privilegePrefix = QStringLiteral("sudo -n");
        QVERIFY(fleet.addHost(d).isEmpty());
        HostSession *s = fleet.session(d.name);
        ServicePanel panel;
        panel.setSession(s);
        panel.show();
        panel.requestAction(action);
        ConfirmActionDialog *dialog = panel.confirmDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        const QString expected = s->service()->commandFor(action);
        QCOMPARE(dialog->commandText(), expected);
        QVERIFY(expected.startsWith(QStringLiteral("sudo -n /bin/sh ")));
        QVERIFY(expected.endsWith(QStringLiteral("systemctl %1 -- 'vllm.service'").arg(verb)));
        QVERIFY(dialog->questionText().contains(QStringLiteral("gpu-07")));
        QVERIFY(dialog->questionText().contains(QStringLiteral("vllm.service")));
        QVERIFY(dialog->findChild<QLabel *>() != nullptr);
        // Cancel: the default button, so Escape and Enter both back out.
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!panel.confirmDialog());
        QTest::qWait(0);
        QCOMPARE(host.actionCount(), 0);
        QVERIFY(!s->service()->actionRunning());
        QVERIFY(panel.outcomeText().isEmpty());
    }

    void acceptedRestartReportsOutcome()
    {
        Fleet fleet;
        FakeHost host(QStringLiteral("gpu-01"));
        HostSession *s = add(fleet, host);
        ServicePanel panel;
        panel.setSession(s);
        QTRY_COMPARE_WITH_TIMEOUT(panel.badgeText(), QStringLiteral("active (running)"), 10000);
        QSignalSpy finished(s->service(), &ServiceMonitor::actionFinished);
        panel.requestAction(UnitAction::Restart);
        QVERIFY(panel.confirmDialog());
        panel.confirmDialog()->accept();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        QCOMPARE(host.actionCount(), 1);
        QVERIFY(panel.outcomeOk());
        QVERIFY2(panel.outcomeText().contains(QStringLiteral("restarted")), qPrintable(panel.outcomeText()));
        // A stop is reported as a stop, even when a poll lands while systemctl still runs.
        panel.requestAction(UnitAction::Stop);
        panel.confirmDialog()->accept();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 15000);
        QCOMPARE(finished.last().at(0).value<UnitAction>(), UnitAction::Stop);
        QVERIFY2(panel.outcomeText().contains(QStringLiteral("stopped")), qPrintable(panel.outcomeText()));
        QTRY_COMPARE_WITH_TIMEOUT(panel.badgeText(), QStringLiteral("inactive (dead)"), 10000);
    }

    void failedActionIsRed()
    {
        Fleet fleet;
        FakeHost host(QStringLiteral("gpu-01"));
        host.failActions(1, QStringLiteral("sudo: a password is required"));
        HostSession *s = add(fleet, host);
        ServicePanel panel;
        panel.setSession(s);
        QSignalSpy finished(s->service(), &ServiceMonitor::actionFinished);
        panel.requestAction(UnitAction::Stop);
        panel.confirmDialog()->accept();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        QVERIFY(!panel.outcomeOk());
        QVERIFY2(panel.outcomeText().contains(QStringLiteral("sudo on the host asks for a password")),
                 qPrintable(panel.outcomeText()));
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("outcome"))
                    ->styleSheet()
                    .contains(QStringLiteral("#c62828")));
    }

    void sessionRemovedWhileShown()
    {
        Fleet fleet;
        FakeHost host(QStringLiteral("gpu-01"));
        HostSession *s = add(fleet, host);
        ServicePanel panel;
        panel.setSession(s);
        panel.requestAction(UnitAction::Restart);
        QPointer<ConfirmActionDialog> dialog = panel.confirmDialog();
        fleet.removeHost(QStringLiteral("gpu-01"));
        QTRY_VERIFY(!panel.session());
        QCOMPARE(panel.badgeText(), QStringLiteral("no host"));
        if (dialog)
            dialog->accept(); // the host is gone: nothing runs, nothing crashes
        QTest::qWait(0);
        QCOMPARE(host.actionCount(), 0);
    }
};

QTEST_MAIN(TestServicePanel)
#include "tst_servicepanel.moc"
