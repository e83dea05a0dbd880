// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LoadProbeDialog.h"

#include "SimulatedHost.h"
#include "host/HostSession.h"

#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

// The load probe dialog against the simulated host's real HTTP server.
class TestLoadProbeDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void noEndpointDoesNotRun()
    {
        LoadProbeDialog dialog;
        dialog.setService(nullptr);
        dialog.run();
        QVERIFY(!dialog.isRunning());
    }

    void requestsAgainstSimulator()
    {
        SimulatedHost sim;
        const QString started = sim.start(SimulatedHost::servingApi());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        ValidationService service; // a bare API, as a session's service would hold its host's
        service.setTarget(QString(), { sim.baseUrl(), QString() });
        LoadProbeDialog dialog;
        dialog.setService(&service);
        dialog.setLoad(3, 0, 6);
        QCOMPARE(dialog.options().requests, 6);
        QCOMPARE(dialog.options().concurrency, 3);
        QSignalSpy finished(&dialog, &LoadProbeDialog::finished);
        dialog.run();
        QVERIFY(dialog.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QCOMPARE(dialog.result().completed, 6);
        QCOMPARE(dialog.result().failed, 0);
        QVERIFY(dialog.result().outputTokensPerSecond > 0);
        QVERIFY(dialog.table()->rowCount() >= 10);
        bool sawTtft = false;
        for (int row = 0; row < dialog.table()->rowCount(); ++row) {
            if (dialog.table()->item(row, 0)->text().startsWith(QStringLiteral("TTFT"))) {
                sawTtft = true;
                QVERIFY(dialog.table()->item(row, 2)->text().toDouble() > 0);
            }
        }
        QVERIFY(sawTtft);
    }
};

QTEST_MAIN(TestLoadProbeDialog)
#include "tst_loadprobedialog.moc"
