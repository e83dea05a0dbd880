// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderView.h"

#include "AssembledWindow.h"
#include "FakeHost.h"
#include "HostPanels.h"
#include "LoadProbeDialog.h"
#include "MainWindow.h"
#include "SimulatedHost.h"
#include "config/Settings.h"
#include "host/Fleet.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ic;
using namespace ic::testsupport;

// The ladder view against the simulated host's real HTTP server: a healthy host passes,
// wrong answers fail the smoke step with its evidence, runs land in the history, the server's
// version and model are shown, and the load probe is reachable from the view and the Host menu.
class TestLadderView : public QObject {
    Q_OBJECT

    static Ladder shortLadder()
    {
        Ladder l = Ladder::builtin();
        l.setParam(QStringLiteral("memory-baseline"), QStringLiteral("settle_s"), 0);
        l.setParam(QStringLiteral("stability"), QStringLiteral("repeats"), 2);
        return l;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void noHostCannotRun()
    {
        LadderView view;
        view.setSession(nullptr);
        view.run();
        QVERIFY(!view.isRunning());
        QCOMPARE(view.stepTree()->topLevelItemCount(), int(Ladder::builtin().steps.size()));
    }

    void autoRunSetter()
    {
        LadderView view;
        QSignalSpy changed(&view, &LadderView::autoRunChanged);
        const bool before = view.autoRun();
        view.setAutoRun(!before);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(view.autoRun(), !before);
        view.setAutoRun(!before);
        QCOMPARE(changed.size(), 1);
        view.setAutoRun(false);
        QSignalSpy started(&view, &LadderView::runStarted);
        view.restartBecameReady(); // off: nothing runs
        QCOMPARE(started.size(), 0);
    }

    void badLadderFileIsShown()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        LadderView view;
        QVERIFY(!view.loadLadderFile(path));
        QVERIFY(view.overallText().contains(QStringLiteral("cannot be used")));
        QCOMPARE(view.ladder().name, Ladder::builtin().name);
    }

    void ladderAgainstSimulator_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("failing");
        QTest::addColumn<QString>("evidence");
        QTest::newRow("healthy") << QStringList() << QString() << QString();
        QTest::newRow("wrong answers") << QStringList { QStringLiteral("--wrong-answers") }
                                       << QStringLiteral("smoke") << QStringLiteral("Lyon");
    }

    void ladderAgainstSimulator()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, failing);
        QFETCH(QString, evidence);
        SimulatedHost sim;
        const QString started = sim.start(SimulatedHost::servingApi(options));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QTemporaryDir history;
        LadderView view;
        view.resize(1200, 600);
        view.show();
        view.setLadder(shortLadder());
        ValidationService service; // an API known by its address: the host's service, not the view's
        service.setTarget(QStringLiteral("sim"), { sim.baseUrl(), QString() });
        service.setHistoryDirectory(history.path()); // the service keeps its runs, not the view
        view.setService(&service);
        QSignalSpy verdicts(&view, &LadderView::lastVerdictChanged);
        QSignalSpy finished(&view, &LadderView::runFinished);
        view.run();
        QVERIFY(view.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(verdicts.size(), 1);
        QCOMPARE(verdicts.at(0).at(0).toString(), QStringLiteral("sim"));
        const Verdict verdict = verdicts.at(0).at(1).value<Verdict>();
        const LadderReport report = view.report();
        QCOMPARE(report.verdict(), verdict);

        // Each step row shows its badge, seconds and evidence.
        QTreeWidget *tree = view.stepTree();
        QCOMPARE(tree->topLevelItemCount(), int(report.steps.size()));
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            QVERIFY(!tree->topLevelItem(i)->text(1).isEmpty());
            QCOMPARE(tree->topLevelItem(i)->text(3), report.steps.at(i).evidence);
        }
        if (failing.isEmpty()) {
            QVERIFY2(verdict == Verdict::Pass, qPrintable(report.toText()));
            QVERIFY(view.overallText().contains(QStringLiteral("PASS")));
        } else {
            QCOMPARE(verdict, Verdict::Fail);
            QVERIFY(view.overallText().contains(QStringLiteral("FAIL")));
            bool found = false;
            for (int i = 0; i < report.steps.size(); ++i) {
                if (report.steps.at(i).id != failing)
                    continue;
                found = true;
                QCOMPARE(report.steps.at(i).verdict, Verdict::Fail);
                QCOMPARE(tree->topLevelItem(i)->text(1), QStringLiteral("FAIL"));
                QVERIFY2(tree->topLevelItem(i)->text(3).contains(evidence),
                         qPrintable(tree->topLevelItem(i)->text(3)));
            }
            QVERIFY(found);
        }

        // Who answered, read from the simulated vLLM's GET /version and GET /v1/models.
        QCOMPARE(report.identity.version, QStringLiteral("0.15.1"));
        QVERIFY2(view.identityText().contains(QStringLiteral("vLLM 0.15.1")),
                 qPrintable(view.identityText()));
        QVERIFY(!report.identity.model.isEmpty());
        QVERIFY(view.identityText().contains(report.identity.model));

        // The run is kept in the host's history and exports as JSON the check command's way.
        QCOMPARE(view.history().size(), 1);
        QTemporaryDir out;
        const QString json = out.filePath(QStringLiteral("r.json"));
        QVERIFY(view.exportReport(json, QStringLiteral("json")));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), verdictId(verdict));
        QVERIFY(view.exportReport(out.filePath(QStringLiteral("r.md")), QStringLiteral("md")));

        // A fresh view for the same host shows the last run from the history.
        LadderView again;
        ValidationService againService;
        againService.setTarget(QStringLiteral("sim"), { sim.baseUrl(), QString() });
        againService.setHistoryDirectory(history.path());
        again.setService(&againService);
        QCOMPARE(again.report().verdict(), verdict);
    }

    /// The load probe opens from the view's button, runs against the simulated host, lands in the
    /// host's history as a load run, and a second run is compared with the first.
    void loadProbeFromTheView()
    {
        SimulatedHost sim;
        const QString started = sim.start(SimulatedHost::servingApi());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QTemporaryDir history;
        ValidationService service;
        service.setTarget(QStringLiteral("sim"), { sim.baseUrl(), QString() });
        LadderView view;
        service.setHistoryDirectory(history.path());
        view.setService(&service);
        QVERIFY(view.loadProbeAction()->isEnabled());
        view.loadProbeAction()->trigger();
        LoadProbeDialog *dialog = view.loadProbeDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->setLoad(2, 0, 4);
        for (int run = 0; run < 2; ++run) {
            QSignalSpy finished(dialog, &LoadProbeDialog::finished);
            dialog->run();
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
            QCOMPARE(dialog->result().completed, 4);
        }
        QVERIFY2(dialog->comparisonText().contains(QStringLiteral("Against the run of")),
                 qPrintable(dialog->comparisonText()));
        const QList<LadderReport> past = view.history();
        QCOMPARE(past.size(), 2);
        QCOMPARE(past.last().kind, QStringLiteral("load"));
        QCOMPARE(past.last().loadConcurrency(), 2);
        QVERIFY(past.last().loadOutputThroughput() > 0);
        // Goodput against the default SLOs is in the result and the table.
        QVERIFY(dialog->result().goodCompleted >= 0);
        bool sawGoodput = false;
        for (int row = 0; row < dialog->table()->rowCount(); ++row)
            sawGoodput
                = sawGoodput || dialog->table()->item(row, 0)->text().startsWith(QStringLiteral("Goodput"));
        QVERIFY(sawGoodput);
        if (const QString dir = qEnvironmentVariable("IC_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(dialog->grab().save(QDir(dir).filePath(QStringLiteral("load-probe.png"))));
        dialog->close();
    }

    /// The Host menu of the assembled window carries the load probe of the current host.
    void loadProbeInTheHostMenu()
    {
        QTemporaryDir dir;
        ic::testsupport::AssembledWindow assembled(dir.filePath(QStringLiteral("console.ini")),
                                                   { QStringLiteral("alpha") });
        MainWindow &w = assembled.window();
        QVERIFY(w.hostMenu());
        QAction *found = nullptr;
        for (QAction *a : w.hostMenu()->actions()) {
            if (a->text().contains(QStringLiteral("Load probe")))
                found = a;
        }
        QVERIFY(found);
        QCOMPARE(found->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    }
};

QTEST_MAIN(TestLadderView)
#include "tst_ladderview.moc"
