// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ServingMetricsView.h"
#include "SimulatedHost.h"
#include "host/Fleet.h"
#include "host/HostSession.h"

#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestServingMetricsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void noHost()
    {
        ServingMetricsView view;
        QCOMPARE(view.healthText(), QStringLiteral("no host selected"));
        QCOMPARE(view.generationText(), QStringLiteral("—"));
    }

    // Not serving while the simulated vLLM starts, then the figures from /metrics through the tunnel.
    void startingThenServing()
    {
        SimulatedHost demo;
        SimulatedHost::Options o;
        o.timeScale = 100;
        QCOMPARE(demo.start(o), QString());
        Fleet fleet;
        QCOMPARE(fleet.addHost(demo.definition()), QString());
        ServingMetricsView view;
        view.setSession(fleet.session(demo.definition().name));
        QTRY_COMPARE_WITH_TIMEOUT(view.healthText(), QStringLiteral("not serving yet"), 10000);
        QCOMPARE(view.generationText(), QStringLiteral("not serving yet"));
        QTRY_COMPARE_WITH_TIMEOUT(view.healthText(), QStringLiteral("healthy"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(view.generationText().endsWith(QLatin1String("tok/s")), 15000);
        view.setSession(nullptr);
        QCOMPARE(view.healthText(), QStringLiteral("no host selected"));
    }
};

QTEST_MAIN(TestServingMetricsView)
#include "tst_servingmetricsview.moc"
