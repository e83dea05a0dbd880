// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderView.h"
#include "RunBinary.h"
#include "SimulatedHost.h"

#include "config/HostStore.h"
#include "config/Settings.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "host/LadderConfig.h"
#include "host/ValidationService.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "transport/TransportFactory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ic;

// The console's ladder view and the headless `check` command judge one simulated host alike: the
// same ladder file, run once through the view bound to the host's session and once by the real
// `inference-console check` binary, gives the same steps with the same verdicts and the same
// evidence keys, because both run the host's ValidationService with the same HostFacts.
namespace {

struct StepOutcome {
    QString id;
    QString verdict;
    QStringList keys;
    bool operator==(const StepOutcome &o) const
    {
        return id == o.id && verdict == o.verdict && keys == o.keys;
    }
};

QString describe(const QList<StepOutcome> &steps)
{
    QStringList lines;
    for (const StepOutcome &s : steps)
        lines << QStringLiteral("%1 %2 [%3]").arg(s.id, s.verdict, s.keys.join(QLatin1Char(',')));
    return lines.join(QLatin1Char('\n'));
}

QList<StepOutcome> outcomes(const QJsonArray &steps)
{
    QList<StepOutcome> out;
    for (const QJsonValue &v : steps) {
        const QJsonObject s = v.toObject();
        QStringList keys = s.value(QStringLiteral("data")).toObject().keys();
        keys.sort();
        out.append({ s.value(QStringLiteral("id")).toString(), s.value(QStringLiteral("verdict")).toString(),
                     keys });
    }
    return out;
}
} // namespace

class TestGuiCheckEquality : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sameStepsSameVerdicts()
    {
        testsupport::SimulatedHost demo;
        testsupport::SimulatedHost::Options o;
        o.timeScale = 400;
        o.gpus = 2;
        QCOMPARE(demo.start(o), QString());
        const HostDefinition host = demo.definition();
        Settings().setDecodeBaseline(host.name, -1); // no baseline saved by an earlier run of the tests

        // One ladder file for both, short enough for a test.
        QTemporaryDir dir;
        Ladder ladder = Ladder::builtin();
        ladder.setParam(QStringLiteral("memory-baseline"), QStringLiteral("settle_s"), 3);
        ladder.setParam(QStringLiteral("stability"), QStringLiteral("repeats"), 2);
        ladder.setParam(QStringLiteral("long-generation"), QStringLiteral("max_tokens"), 700);
        ladder.setParam(QStringLiteral("long-generation"), QStringLiteral("min_tokens"), 300);
        const QString ladderFile = dir.filePath(QStringLiteral("ladder.json"));
        {
            QFile f(ladderFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(ladder.toJson()).toJson());
        }

        // The console's way: the view bound to the host's session.
        Fleet fleet;
        fleet.setTransportFactory(consoleTransportFactory());
        QVERIFY(fleet.addHost(host).isEmpty());
        HostSession *session = fleet.session(host.name);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->endpoint()->health() == HealthState::Healthy, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!session->gpus()->latest().isEmpty(), 20000);
        LadderView view;
        session->validation()->setHistoryDirectory(dir.filePath(QStringLiteral("gui-history")));
        QVERIFY(view.loadLadderFile(ladderFile));
        view.setSession(session);
        QSignalSpy finished(&view, &LadderView::runFinished);
        view.run();
        QVERIFY(view.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 180000);
        const LadderReport gui = view.report();
        qInfo("GUI:\n%s", qPrintable(gui.toText()));

        // The `check` command's way: the real binary, its own session to the same host, fresh
        // settings and history as the view had.
        const QString hostsFile = dir.filePath(QStringLiteral("hosts.json"));
        QCOMPARE(HostStore::save(hostsFile, { host }), QString());
        testsupport::RunOptions run;
        run.environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        run.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        run.deadlineMs = 260000;
        const testsupport::RunResult check = testsupport::runBinary(
            testsupport::consolePath(),
            { QStringLiteral("check"), QStringLiteral("--host"), host.name, QStringLiteral("--hosts"),
              hostsFile, QStringLiteral("--ladder"), ladderFile, QStringLiteral("--timeout"),
              QStringLiteral("240"), QStringLiteral("--json") },
            run);
        QVERIFY2(check.exitedNormally(), check.describe().constData());
        const QByteArray out = check.out;
        QJsonParseError pe;
        const QJsonObject json = QJsonDocument::fromJson(out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError,
                 qPrintable(QString::fromUtf8(out.left(2000) + check.err.left(2000))));
        qInfo("check: exit %d, verdict %s", check.exitCode,
              qPrintable(json.value(QStringLiteral("verdict")).toString()));

        // The same steps, in the same order, with the same verdicts and the same evidence keys.
        const QList<StepOutcome> fromGui = outcomes(gui.toJson().value(QStringLiteral("steps")).toArray());
        const QList<StepOutcome> fromCheck = outcomes(json.value(QStringLiteral("steps")).toArray());
        QCOMPARE(fromGui.size(), ladder.steps.size());
        QVERIFY2(
            fromGui == fromCheck,
            qPrintable(QStringLiteral("GUI:\n%1\ncheck:\n%2").arg(describe(fromGui), describe(fromCheck))));
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), verdictId(gui.verdict()));
        QCOMPARE(check.exitCode, json.value(QStringLiteral("exit_code")).toInt());
        QCOMPARE(
            json.value(QStringLiteral("identity")).toObject().value(QStringLiteral("version")).toString(),
            gui.identity.version);
        // Both took their memory baseline from real readings of the simulated nvidia-smi.
        const StepResult *memory = gui.step(QStringLiteral("memory-baseline"));
        QVERIFY(memory && memory->data.value(QStringLiteral("baseline_mib")).toDouble() > 1000);
        for (const QJsonValue &v : json.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject s = v.toObject();
            if (s.value(QStringLiteral("id")).toString() == QLatin1String("memory-baseline"))
                QVERIFY(s.value(QStringLiteral("data"))
                            .toObject()
                            .value(QStringLiteral("baseline_mib"))
                            .toDouble()
                        > 1000);
        }
        // Both kept their run in their own history.
        QCOMPARE(view.history().size(), 1);
        QCOMPARE(
            LadderHistory(dir.filePath(QStringLiteral("data/inference-console"))) // the binary's database
                .load(host.name)
                .size(),
            1);
    }

    void chosenLadderIsTheConsolesLadder()
    {
        // The ladder chosen in the view is configuration: after a restart (new settings, new view)
        // it is the same ladder, and `check` without --ladder runs that file, same steps in the
        // same order.
        QTemporaryDir dir;
        const QString configHome = dir.filePath(QStringLiteral("config"));
        // Where the console's own settings live under XDG_CONFIG_HOME (organization and application
        // are both "inference-console").
        const QString ini = configHome + QStringLiteral("/inference-console/inference-console.conf");
        Ladder mine = Ladder::builtin();
        mine.name = QStringLiteral("mine");
        QList<LadderStep> picked;
        for (const char *id : { "models", "health", "identity" })
            picked << *mine.step(QLatin1String(id));
        mine.steps = picked;
        mine.setParam(QStringLiteral("identity"), QStringLiteral("required"), true);
        const QString ladderFile = dir.filePath(QStringLiteral("mine.json"));
        {
            QFile f(ladderFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(mine.toJson()).toJson());
        }
        const QStringList order { QStringLiteral("models"), QStringLiteral("health"),
                                  QStringLiteral("identity") };
        auto ids = [](const Ladder &l) {
            QStringList out;
            for (const LadderStep &s : l.steps)
                out << s.id;
            return out;
        };
        {
            Settings settings(ini);
            LadderView view;
            view.setConfig(LadderConfig(settings));
            QCOMPARE(view.ladder().name, Ladder::builtin().name); // nothing chosen yet
            QVERIFY(!view.autoRun());
            QVERIFY(view.chooseLadderFile(ladderFile));
            view.setAutoRun(true);
            // A file that cannot be used is refused and leaves the choice as it was.
            const QString bad = dir.filePath(QStringLiteral("bad.json"));
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"steps\": [");
            f.close();
            QVERIFY(!view.chooseLadderFile(bad));
            QVERIFY(view.overallText().contains(QStringLiteral("cannot be used")));
        }
        {
            Settings settings(ini); // a restart: every object new
            LadderView view;
            view.setConfig(LadderConfig(settings));
            QCOMPARE(LadderConfig(settings).file(), ladderFile);
            QCOMPARE(view.ladder().name, QStringLiteral("mine"));
            QCOMPARE(ids(view.ladder()), order);
            QVERIFY(view.ladder().step(QStringLiteral("identity"))->required);
            QCOMPARE(view.stepTree()->topLevelItemCount(), 3);
            QVERIFY(view.autoRun());
        }

        // `check` with the same configuration and no --ladder runs that file.
        testsupport::SimulatedHost demo;
        testsupport::SimulatedHost::Options o;
        o.timeScale = 400;
        o.gpus = 1;
        QCOMPARE(demo.start(o), QString());
        const HostDefinition host = demo.definition();
        QTRY_VERIFY_WITH_TIMEOUT(testsupport::SimulatedHost::answersHealth(host.apiPort), 60000);
        const QString hostsFile = dir.filePath(QStringLiteral("hosts.json"));
        QCOMPARE(HostStore::save(hostsFile, { host }), QString());
        testsupport::RunOptions run;
        run.environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        run.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
        run.deadlineMs = 120000;
        const testsupport::RunResult check = testsupport::runBinary(
            testsupport::consolePath(),
            { QStringLiteral("check"), QStringLiteral("--host"), host.name, QStringLiteral("--hosts"),
              hostsFile, QStringLiteral("--timeout"), QStringLiteral("100"), QStringLiteral("--json") },
            run);
        QVERIFY2(check.exitedNormally(), check.describe().constData());
        const QJsonObject json = QJsonDocument::fromJson(check.out).object();
        QVERIFY2(!json.isEmpty(), qPrintable(QString::fromUtf8(check.out.left(2000) + check.err.left(2000))));
        QCOMPARE(json.value(QStringLiteral("ladder")).toString(), QStringLiteral("mine")); // the file's name
        QStringList ran;
        for (const QJsonValue &v : json.value(QStringLiteral("steps")).toArray())
            ran << v.toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(ran, order);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
    }
};

QTEST_MAIN(TestGuiCheckEquality)
#include "tst_guicheckequality.moc"
