#include "LadderView.h"

#include "SimApi.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTreeWidget>

using namespace ic;

// The ladder view against the simulated host's real HTTP server: a healthy host passes,
// wrong answers fail the smoke step with its evidence, and runs land in the history.
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
        SimApi sim;
        const quint16 port = sim.start(options);
        QVERIFY(port != 0);
        QTemporaryDir history;
        LadderView view;
        view.resize(1200, 600);
        view.show();
        view.setHistoryDirectory(history.path());
        view.setLadder(shortLadder());
        view.setTarget(QStringLiteral("sim"), { SimApi::url(port), QString() });
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
        again.setHistoryDirectory(history.path());
        again.setTarget(QStringLiteral("sim"), { SimApi::url(port), QString() });
        QCOMPARE(again.report().verdict(), verdict);
    }
};

QTEST_MAIN(TestLadderView)
#include "tst_ladderview.moc"
