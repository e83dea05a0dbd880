// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Roll back in a rolling restart, over four simulated hosts whose unit files are real files in
// their state directories: a rollout that passes records each host's known-good unit state
// (`systemctl cat`); then the third host's unit gets a drop-in with a flag vLLM does not know,
// the next rollout stops there with the diagnosis, and roll back writes the known-good
// ExecStart back as a drop-in, reloads, restarts, and the third passes the ladder. The core
// Rollout first, then `inference-console rollout --on-failure rollback` as an operator runs it,
// including the refusal without a recorded known-good state.
#include "RolloutTestSupport.h"
#include "RunBinary.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"
#include "history/HistoryDatabase.h"
#include "history/UnitSnapshotStore.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"
#include "operations/Rollout.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

constexpr double kScale = SimulatedHost::kRolloutTimeScale;

/// Takes the operator's change (addUnknownFlagDropIn) away again.
QString fixUnit(const SimulatedHost &host)
{
    QDir(unitDropInDirectory(host)).removeRecursively();
    const RunResult r = host.simhost({ QStringLiteral("systemctl"), QStringLiteral("daemon-reload") });
    return r.exitedNormally() && r.exitCode == 0 ? QString() : QString::fromUtf8(r.describe());
}

} // namespace

class TestRollBack : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<SimulatedHost>> m_hosts;
    QString m_ladder;

    QString startFour() { return startRolloutHosts(m_hosts, 4); }

    QList<HostDefinition> definitions() const
    {
        QList<HostDefinition> out;
        for (const auto &h : m_hosts) {
            HostDefinition d = h->definition();
            d.group = QStringLiteral("fleet");
            out.append(d);
        }
        return out;
    }

    RolloutPlan plan(int batch)
    {
        RolloutPlan p = makeRolloutPlan(definitions(), batch, batch, QStringLiteral("test"));
        p.ladderFile = m_ladder;
        p.validationTimeoutSeconds = 60;
        return p;
    }

    /// `inference-console rollout <args>` with its home in this test's folder.
    int runConsole(const QStringList &args, QByteArray *out, QByteArray *err, const QString &home)
    {
        const RolloutRun r = runRollout(args, m_dir.filePath(home), 400000);
        *out = r.out;
        *err = r.err;
        return r.exitCode;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_ladder = m_dir.filePath(QStringLiteral("quick.json"));
        QCOMPARE(writeQuickLadder(m_ladder), QString());
    }

    void rollBackRestoresTheKnownGoodUnit()
    {
        QCOMPARE(startFour(), QString());
        Fleet fleet;
        fleet.setSessionOptions({ kScale, m_dir.filePath(QStringLiteral("data-core")) });
        for (const HostDefinition &d : definitions()) {
            QCOMPARE(fleet.addHost(d), QString());
            fleet.session(d.name)->service()->setInterval(200);
        }
        auto db = HistoryDatabase::open(m_dir.filePath(QStringLiteral("core.sqlite")));
        QVERIFY(db->isAvailable());
        const QString good = effectiveExecStart(*m_hosts[2]);
        QVERIFY(good.contains(QLatin1String("--port")));

        // No evidence yet, no roll back: the reason names what is missing.
        {
            Rollout none(&fleet, plan(4), db);
            const RollBackPlan p = none.rollBackPlan(QStringLiteral("gpu-03"));
            QVERIFY(!p.isValid());
            QVERIFY2(p.error.contains(QLatin1String("no known-good unit state")), qPrintable(p.error));
        }

        // 1. Every host passes (all four at once): each records its known-good unit state, by
        // the session's own rule (a passing ladder), in the session's history, not the rollout's.
        {
            Rollout first(&fleet, plan(4), db);
            first.start();
            QTRY_VERIFY_WITH_TIMEOUT(first.isFinished(), 120000);
            QCOMPARE(rolloutStateId(first.state()), QStringLiteral("done"));
        }
        QString error;
        const std::optional<UnitSnapshot> recorded
            = fleet.session(QStringLiteral("gpu-03"))->lastKnownGoodUnitState(&error);
        QVERIFY2(recorded, qPrintable(error));
        QVERIFY(
            !UnitSnapshotStore(db).lastKnownGood(QStringLiteral("gpu-03"), QStringLiteral("vllm.service")));
        QCOMPARE(recorded->execStart, good);
        QVERIFY(recorded->catText.contains(QLatin1String("[Service]")));
        QCOMPARE(recorded->fragmentPath,
                 m_hosts[2]->stateDirectory() + QStringLiteral("/etc/systemd/system/vllm.service"));
        QCOMPARE(recorded->environment.value(QStringLiteral("VLLM_USE_V1")), QStringLiteral("1"));
        QVERIFY(recorded->evidence.contains(QLatin1String("passed")));

        // 2. The third host's unit changes; the next rollout stops there with the diagnosis.
        QCOMPARE(addUnknownFlagDropIn(*m_hosts[2]), QString());
        QVERIFY(effectiveExecStart(*m_hosts[2]).endsWith(QLatin1String("--omni")));
        const QString fourthBefore = m_hosts[3]->invocationId();
        QVERIFY(!fourthBefore.isEmpty());
        Rollout r(&fleet, plan(1), db);
        r.start();
        QTRY_VERIFY_WITH_TIMEOUT(r.state() == RolloutState::Stopped || r.isFinished(), 150000);
        QCOMPARE(rolloutStateId(r.state()), QStringLiteral("stopped"));
        const RolloutHostStatus *third = r.host(QStringLiteral("gpu-03"));
        QCOMPARE(third->state, RolloutHostState::Failed);
        QVERIFY2(third->rootCause.contains(QLatin1String("unrecognized arguments: --omni")),
                 qPrintable(third->detail));
        QCOMPARE(r.host(QStringLiteral("gpu-04"))->state, RolloutHostState::Pending);
        QCOMPARE(m_hosts[3]->invocationId(), fourthBefore);

        // 3. The roll back's plan: the drop-in with the known-good ExecStart, every exact command.
        QString why;
        QVERIFY2(r.canRollBack(QStringLiteral("gpu-03"), &why), qPrintable(why));
        const RollBackPlan p = r.rollBackPlan(QStringLiteral("gpu-03"));
        QVERIFY2(p.isValid(), qPrintable(p.error));
        QCOMPARE(p.dropInPath,
                 unitDropInDirectory(*m_hosts[2]) + QStringLiteral("/99-inference-console-rollback.conf"));
        QVERIFY(p.dropIn.contains(QByteArray("ExecStart=\nExecStart=" + good.toUtf8() + '\n')));
        QVERIFY(p.dropIn.contains("Environment=\n"));
        const QString text = p.toText();
        QVERIFY2(text.contains(QLatin1String(" | base64 -d | tee -- '") + p.dropInPath + u'\''),
                 qPrintable(text));
        QVERIFY(text.contains(QLatin1String("systemctl daemon-reload")));
        QVERIFY(text.contains(QLatin1String("systemctl cat -- 'vllm.service'")));
        QVERIFY(text.contains(QLatin1String("systemctl restart -- 'vllm.service'")));

        // 4. Roll back: the third restarts on the known-good unit and passes; the fourth follows.
        QVERIFY2(r.rollBack(QStringLiteral("gpu-03"), &error), qPrintable(error));
        QVERIFY(!r.rollBack(QStringLiteral("gpu-03"), &error)); // once
        QTRY_VERIFY_WITH_TIMEOUT(r.isFinished(), 150000);
        QCOMPARE(rolloutStateId(r.state()), QStringLiteral("done"));
        QCOMPARE(rolloutHostStateId(r.host(QStringLiteral("gpu-03"))->state), QStringLiteral("rolled-back"));
        QCOMPARE(r.host(QStringLiteral("gpu-04"))->state, RolloutHostState::Passed);
        QCOMPARE(r.report().verdict(), RolloutVerdict::Failed); // the third did not take the change
        QCOMPARE(effectiveExecStart(*m_hosts[2]), good);
        QFile dropIn(p.dropInPath);
        QVERIFY(dropIn.open(QIODevice::ReadOnly));
        QCOMPARE(dropIn.readAll(), p.dropIn);
        const QJsonObject rb = r.reportJson()
                                   .value(QLatin1String("hosts"))
                                   .toArray()
                                   .at(2)
                                   .toObject()
                                   .value(QLatin1String("roll_back"))
                                   .toObject();
        QCOMPARE(rb.value(QLatin1String("verdict")).toString(), QStringLiteral("pass"));
        QVERIFY(rb.value(QLatin1String("failure")).toString().contains(QLatin1String("--omni")));
        QVERIFY(r.reportMarkdown().contains(QLatin1String("## Roll back of gpu-03")));
        QVERIFY(!r.canRollBack(QStringLiteral("gpu-03"), &why));
    }

    void headlessOnFailureRollback()
    {
        QCOMPARE(startFour(), QString());
        TempHostsFile hosts(definitions());
        QVERIFY(hosts.isValid());
        const QString home = QStringLiteral("home-headless");
        const QStringList common = { QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--ladder"),
                                     m_ladder, QStringLiteral("--json") };
        QByteArray out, err;

        // --on-failure is checked and shown in the plan.
        QCOMPARE(runConsole(common
                                + QStringList { QStringLiteral("--group"), QStringLiteral("fleet"),
                                                QStringLiteral("--on-failure"), QStringLiteral("undo") },
                            &out, &err, home),
                 2);
        QVERIFY2(err.contains("--on-failure"), err.constData());

        // No known-good state recorded yet: the rollout stops on the third (exit 1) and says why.
        QCOMPARE(addUnknownFlagDropIn(*m_hosts[2]), QString());
        QCOMPARE(runConsole(common
                                + QStringList { QStringLiteral("--group"), QStringLiteral("fleet"),
                                                QStringLiteral("--on-failure"), QStringLiteral("rollback") },
                            &out, &err, home),
                 1);
        QVERIFY2(err.contains("no known-good unit state"), err.constData());
        QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(
            o.value(QLatin1String("hosts")).toArray()[2].toObject().value(QLatin1String("state")).toString(),
            QStringLiteral("failed"));
        QCOMPARE(
            o.value(QLatin1String("hosts")).toArray()[3].toObject().value(QLatin1String("state")).toString(),
            QStringLiteral("pending"));

        // The third passes on its good unit: that records its known-good state.
        QCOMPARE(fixUnit(*m_hosts[2]), QString());
        const QString good = effectiveExecStart(*m_hosts[2]);
        QCOMPARE(runConsole(common + QStringList { QStringLiteral("--host"), QStringLiteral("gpu-03") }, &out,
                            &err, home),
                 0);

        // Changed again: now the rollout rolls it back by itself and carries on.
        QCOMPARE(addUnknownFlagDropIn(*m_hosts[2]), QString());
        const QString report = m_dir.filePath(QStringLiteral("rollback.md"));
        const int code
            = runConsole(common
                             + QStringList { QStringLiteral("--group"), QStringLiteral("fleet"),
                                             QStringLiteral("--on-failure"), QStringLiteral("rollback"),
                                             QStringLiteral("--report"), report },
                         &out, &err, home);
        QVERIFY2(code == 1, err.constData());
        QVERIFY2(err.contains("Roll back gpu-03") && err.contains("daemon-reload"), err.constData());
        o = QJsonDocument::fromJson(out).object();
        const QJsonArray list = o.value(QLatin1String("hosts")).toArray();
        QCOMPARE(o.value(QLatin1String("state")).toString(), QStringLiteral("done"));
        QCOMPARE(list[0].toObject().value(QLatin1String("state")).toString(), QStringLiteral("passed"));
        QCOMPARE(list[2].toObject().value(QLatin1String("state")).toString(), QStringLiteral("rolled-back"));
        QCOMPARE(list[3].toObject().value(QLatin1String("state")).toString(), QStringLiteral("passed"));
        QCOMPARE(list[2]
                     .toObject()
                     .value(QLatin1String("roll_back"))
                     .toObject()
                     .value(QLatin1String("verdict"))
                     .toString(),
                 QStringLiteral("pass"));
        QCOMPARE(effectiveExecStart(*m_hosts[2]), good);
        QFile md(report);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QByteArray mdText = md.readAll();
        QVERIFY(mdText.contains("## Roll back of gpu-03"));
        QVERIFY(mdText.contains("99-inference-console-rollback.conf"));
    }
};

QTEST_GUILESS_MAIN(TestRollBack)
#include "tst_rollback.moc"
