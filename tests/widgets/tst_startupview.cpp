// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The start-up view over a tracker fed directly, and the notifier's texts and switch.
#include "MainWindow.h"
#include "StartupNotifier.h"
#include "StartupView.h"
#include "StartupWatchDock.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "models/FleetModel.h"
#include "startup/StartupTracker.h"
#include "transport/LocalTransport.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {
constexpr qint64 kT0 = 1700000000000;
qint64 at(double seconds)
{
    return kT0 + qint64(seconds * 1000);
}

void feedUntilWeights(StartupTracker &t)
{
    t.addLogRecord(
        QStringLiteral("(APIServer pid=31) INFO 11-24 11:40:01 [api_server.py:1805] vLLM API server "
                       "version 0.11.0"),
        at(1));
    t.addLogRecord(
        QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:40:05 [core.py:93] Initializing a V1 "
                       "LLM engine (v0.11.0) with config: model='m'"),
        at(5));
    t.addLogRecord(QStringLiteral("(EngineCore_DP0 pid=441) INFO 11-24 11:40:10 [gpu_model_runner.py:2602] "
                                  "Starting to load model m..."),
                   at(10));
    t.addLogRecord(
        QStringLiteral("Loading safetensors checkpoint shards:   0% Completed | 0/9 [00:00<?, ?it/s]"),
        at(20));
    t.addLogRecord(
        QStringLiteral(
            "Loading safetensors checkpoint shards:  56% Completed | 5/9 [00:13<00:11,  2.87s/it]"),
        at(33));
}

int rowOf(const StartupView &v, const QString &title)
{
    for (int r = 0; r < v.phaseRows(); ++r) {
        if (v.phaseText(r, 1).contains(title, Qt::CaseInsensitive))
            return r;
    }
    return -1;
}
} // namespace

class TestStartupView : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("console.ini")); }

private Q_SLOTS:
    void init() { QFile::remove(iniPath()); }

    void formatsDurations_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("unknown") << -1.0 << QString();
        QTest::newRow("zero") << 0.0 << QStringLiteral("0 s");
        QTest::newRow("seconds") << 42.4 << QStringLiteral("42 s");
        QTest::newRow("minutes") << 754.0 << QStringLiteral("12 min 34 s");
        QTest::newRow("hours") << 7260.0 << QStringLiteral("2 h 01 min");
    }

    void formatsDurations()
    {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(StartupView::formatDuration(seconds), text);
    }

    void showsPhasesPercentAndStall()
    {
        StartupView view;
        view.show();
        QCOMPARE(view.summaryText(), QStringLiteral("No host selected."));
        auto *tracker = new StartupTracker;
        QVERIFY(tracker->setEngine(QStringLiteral("vllm")));
        view.setTracker(tracker, QStringLiteral("gpu-01"));
        QVERIFY(view.summaryText().startsWith(QStringLiteral("gpu-01")));
        QVERIFY(view.phaseRows() >= 8);

        feedUntilWeights(*tracker);
        QVERIFY2(view.summaryText().contains(QStringLiteral("starting")), qPrintable(view.summaryText()));
        const int weights = rowOf(view, QStringLiteral("weights"));
        QVERIFY(weights >= 0);
        QVERIFY2(view.phaseText(weights, 3).startsWith(QStringLiteral("56 %")),
                 qPrintable(view.phaseText(weights, 3)));
        QCOMPARE(view.phaseText(weights, 2), QStringLiteral("13 s"));
        QVERIFY(view.percentShown() > 0 && view.percentShown() < 50);
        QVERIFY(view.stuckText().isEmpty());

        // The weights usually take 10 s here: after minutes of silence it is possibly stuck.
        PhaseExpectations e;
        e.median.insert(QStringLiteral("weights"), 10);
        e.max.insert(QStringLiteral("weights"), 10);
        tracker->setExpectations(e);
        tracker->advanceTo(at(400));
        QTRY_VERIFY(!view.stuckText().isEmpty());
        QVERIFY2(view.stuckText().contains(QStringLiteral("6 min")), qPrintable(view.stuckText()));

        // A crash line ends it: failed phase, no ETA.
        tracker->addLogRecord(QStringLiteral("(EngineCore_DP0 pid=441) ERROR 11-24 11:47:00 [core.py:700] "
                                             "EngineCore failed to start."),
                              at(401));
        tracker->addLogRecord(
            QStringLiteral("RuntimeError: Engine core initialization failed. See root cause "
                           "above. Failed core proc(s): {}"),
            at(402));
        QTRY_VERIFY2(view.summaryText().contains(QStringLiteral("crashed")), qPrintable(view.summaryText()));
        QVERIFY(view.stuckText().isEmpty());
        QCOMPARE(view.phaseText(weights, 0), QStringLiteral("✗"));

        delete tracker; // the view holds it weakly
        QTRY_COMPARE(view.phaseRows(), 0);
    }

    void readyIsFull()
    {
        StartupView view;
        StartupTracker tracker;
        tracker.setEngine(QStringLiteral("vllm"));
        view.setTracker(&tracker);
        feedUntilWeights(tracker);
        tracker.addLogRecord(QStringLiteral("(APIServer pid=31) INFO:     Application startup complete."),
                             at(60));
        QVERIFY(!view.summaryText().contains(QStringLiteral("ready")));
        tracker.addHealthResult(HealthResult::Ok, at(60.2));
        QVERIFY2(view.summaryText().contains(QStringLiteral("ready")), qPrintable(view.summaryText()));
        QCOMPARE(view.percentShown(), 100);
    }

    void notifierSaysWhatHappened()
    {
        Settings settings(iniPath());
        HostDefinition d;
        d.name = QStringLiteral("gpu-07");
        HostSession session(d, new LocalTransport);
        StartupWatch *watch = session.startupWatch();
        StartupNotifier notifier(settings);
        notifier.watch(watch);
        QSignalSpy notified(&notifier, &StartupNotifier::notified);
        QSignalSpy status(&notifier, &StartupNotifier::statusMessage);

        Q_EMIT watch->startupReady(754);
        QCOMPARE(notified.size(), 1);
        QCOMPARE(notified.last().at(0).toString(), QStringLiteral("gpu-07 is ready"));
        QCOMPARE(notified.last().at(1).toString(), QStringLiteral("Started in 12 min 34 s."));
        QCOMPARE(status.size(), notifier.notifiesDesktop() ? 0 : 1);

        Q_EMIT watch->startupFailed(95);
        QCOMPARE(notified.last().at(0).toString(), QStringLiteral("gpu-07 failed to start"));
        QVERIFY(notified.last().at(1).toString().contains(QStringLiteral("1 min 35 s")));
        Q_EMIT watch->stallDetected(QStringLiteral("torch.compile"), 400);
        QCOMPARE(notified.last().at(1).toString(),
                 QStringLiteral("No progress in torch.compile for 6 min 40 s."));

        settings.setNotificationsEnabled(false);
        Q_EMIT watch->startupReady(10);
        QCOMPARE(notified.size(), 3);
    }

    void dockFollowsSelectedHost()
    {
        Fleet fleet;
        fleet.setSessionOptions({ 10, m_dir.path() });
        HostDefinition a, b;
        a.name = QStringLiteral("alpha");
        b.name = QStringLiteral("bravo");
        // Tools that do not exist: the sessions run, nothing answers; only the wiring is tested.
        for (HostDefinition *d : { &a, &b }) {
            d->systemctlCommand = QStringLiteral("/nonexistent/systemctl");
            d->journalctlCommand = QStringLiteral("/nonexistent/journalctl");
            d->nvidiaSmiCommand = QStringLiteral("/nonexistent/nvidia-smi");
            QVERIFY(fleet.addHost(*d).isEmpty());
        }
        Settings settings(iniPath());
        MainWindow w(&fleet, settings);
        StartupView *view = installStartupWatch(w, settings);
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("startupDock")));
        QVERIFY(w.findChild<StartupNotifier *>(QStringLiteral("startupNotifier")));
        for (HostSession *s : fleet.sessions()) {
            QVERIFY(s->startupWatch());
            QCOMPARE(s->startupWatch()->timeScale(), 10.0);
        }
        QVERIFY(w.selectHost(QStringLiteral("bravo")));
        QCOMPARE(view->tracker(), fleet.session(QStringLiteral("bravo"))->startupWatch()->tracker());
        QVERIFY(view->summaryText().startsWith(QStringLiteral("bravo")));

        // The fleet table's Start-up column follows each host's tracker.
        StartupTracker *alpha = fleet.session(QStringLiteral("alpha"))->startupWatch()->tracker();
        QVERIFY(alpha->setEngine(QStringLiteral("vllm")));
        feedUntilWeights(*alpha);
        const QModelIndex cell = w.fleetModel()->index(w.fleetModel()->rowOf(QStringLiteral("alpha")),
                                                       FleetModel::StartupColumn);
        QVERIFY2(cell.data().toString().startsWith(QStringLiteral("Weights ")),
                 qPrintable(cell.data().toString()));
        alpha->addLogRecord(
            QStringLiteral("RuntimeError: Engine core initialization failed. See root cause above."), at(50));
        QCOMPARE(cell.data().toString(), QStringLiteral("crashed"));

        // A host added later is watched too.
        HostDefinition c = a;
        c.name = QStringLiteral("charlie");
        QVERIFY(fleet.addHost(c).isEmpty());
        QVERIFY(fleet.session(QStringLiteral("charlie"))->startupWatch());
        // Without a tray, notifications land in the status bar.
        auto *notifier = w.findChild<StartupNotifier *>(QStringLiteral("startupNotifier"));
        if (!notifier->notifiesDesktop()) {
            Q_EMIT fleet.session(QStringLiteral("alpha"))->startupWatch()->startupReady(30);
            QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("alpha is ready: Started in 30 s."));
        }
    }
};

QTEST_MAIN(TestStartupView)
#include "tst_startupview.moc"
