// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// A host whose engine hangs while /health still answers 200 shows as stuck where an operator
// looks: the fleet table's Progress column (with the evidence in its tooltip and a red dot on
// the host) and a desktop notification, taken back when the engine moves again. Against the
// simulated host (`configure --wedge`) through the session's own monitors and idle probe; the
// host's stuck threshold is set short in its definition.
#include "DesktopNotifier.h"
#include "SimulatedHost.h"
#include "StartupNotifier.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "models/FleetModel.h"
#include "monitor/LivenessMonitor.h"

#include <QDBusConnection>
#include <QIcon>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestFleetLiveness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stuckHostShowsAndNotifies()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SimulatedHost demo;
        QCOMPARE(demo.start(SimulatedHost::servingApi({}, QStringLiteral("50"))), QString());
        HostDefinition d = demo.definition();
        d.stuckAfterSeconds = 3;

        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        Fleet fleet;
        fleet.setSessionOptions({ 1, dir.filePath(QStringLiteral("data")) });
        FleetModel model(&fleet);
        model.setCoalesceInterval(10);
        // No notification service here (a bus that is not connected): the status bar channel.
        DesktopNotifier desktop(settings, QDBusConnection(QStringLiteral("not-connected")));
        StartupNotifier notifier(settings, nullptr, &desktop);
        QCOMPARE(desktop.channel(), DesktopNotifier::Channel::StatusBar);
        QSignalSpy notified(&desktop, &DesktopNotifier::notified);
        QObject::connect(&fleet, &Fleet::hostAdded, &notifier,
                         [&notifier](HostSession *s) { notifier.watchLiveness(s->name(), s->liveness()); });
        QVERIFY(fleet.addHost(d).isEmpty());
        HostSession *session = fleet.session(d.name);
        QVERIFY(session);
        QCOMPARE(session->liveness()->thresholds().stuckAfterMs, 3000);
        const int row = model.rowOf(d.name);
        auto cell = [&](int role) { return model.index(row, FleetModel::LivenessColumn).data(role); };

        // Idle first: judged from the metrics, the GPUs and the monitor's own one-token probe.
        QTRY_COMPARE_WITH_TIMEOUT(cell(FleetModel::LivenessStateRole).toInt(), int(LivenessState::Idle),
                                  30000);
        QCOMPARE(cell(Qt::DisplayRole).toString(), livenessStateText(LivenessState::Idle));

        const RunResult wedge = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--wedge") });
        QVERIFY2(wedge.exitCode == 0, wedge.describe().constData());
        QTRY_COMPARE_WITH_TIMEOUT(cell(FleetModel::LivenessStateRole).toInt(), int(LivenessState::Stuck),
                                  90000);
        QVERIFY(SimulatedHost::answersHealth(demo.apiPort())); // /health says nothing of it
        QVERIFY2(cell(Qt::DisplayRole).toString().startsWith(livenessStateText(LivenessState::Stuck)),
                 qPrintable(cell(Qt::DisplayRole).toString()));
        const QString tip = cell(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("GPU")), qPrintable(tip));
        QVERIFY(!cell(FleetModel::LivenessEvidenceRole).toStringList().isEmpty());
        // The host's dot is red though its unit is active.
        const QImage dot = model.index(row, FleetModel::NameColumn)
                               .data(Qt::DecorationRole)
                               .value<QIcon>()
                               .pixmap(12, 12)
                               .toImage();
        QCOMPARE(dot.pixelColor(6, 6).rgb(), QColor(0xc6, 0x28, 0x28).rgb());

        QTRY_VERIFY_WITH_TIMEOUT(!notified.isEmpty(), 5000);
        const QList<QVariant> n = notified.constLast();
        QCOMPARE(n.at(0).value<NotificationEvent>(), NotificationEvent::Stuck);
        QCOMPARE(n.at(1).toString(), d.name);
        QVERIFY2(n.at(3).toString().contains(QLatin1String("Stuck")), qPrintable(n.at(3).toString()));

        // Going on: progress again, and the notification is taken back.
        QSignalSpy withdrawn(&desktop, &DesktopNotifier::statusWithdrawn);
        const RunResult goOn = demo.simhost({ QStringLiteral("configure"), QStringLiteral("--no-wedge") });
        QVERIFY2(goOn.exitCode == 0, goOn.describe().constData());
        QTRY_VERIFY_WITH_TIMEOUT(cell(FleetModel::LivenessStateRole).toInt() != int(LivenessState::Stuck),
                                 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!withdrawn.isEmpty(), 5000);
    }
};

QTEST_MAIN(TestFleetLiveness)
#include "tst_fleetliveness.moc"
