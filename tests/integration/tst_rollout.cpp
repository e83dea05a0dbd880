// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Rolling restarts over simulated hosts: the core Rollout (batches gated on preflight, start-up
// and the ladder; pause, resume, abort; the state reloaded from the history database; a
// preflight block with and without the typed override) and `inference-console rollout` as an
// operator runs it (the third of four hosts crashes on start-up: exit 1, the fourth untouched;
// --dry-run touches nothing; an unknown group is exit 2).
#include "RolloutTestSupport.h"
#include "RunBinary.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"
#include "operations/Rollout.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

constexpr double kScale = SimulatedHost::kRolloutTimeScale;

} // namespace

class TestRollout : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<SimulatedHost>> m_hosts;
    QString m_ladder;

    /// Four serving hosts gpu-01 … gpu-04 in group "fleet"; the third crashes on its next start.
    QString startFour()
    {
        if (const QString e = startRolloutHosts(m_hosts, 4); !e.isEmpty())
            return e;
        const RunResult r = m_hosts[2]->simhost(
            { QStringLiteral("configure"), QStringLiteral("--scenario"), QStringLiteral("oom") });
        return r.exitedNormally() && r.exitCode == 0 ? QString() : QString::fromUtf8(r.describe());
    }

    QList<HostDefinition> definitions(int count) const
    {
        QList<HostDefinition> out;
        for (int i = 0; i < count; ++i) {
            HostDefinition d = m_hosts[size_t(i)]->definition();
            d.group = QStringLiteral("fleet");
            out.append(d);
        }
        return out;
    }

    struct World {
        Fleet fleet;
        std::shared_ptr<HistoryDatabase> db;
    };

    void makeWorld(World &w, const QList<HostDefinition> &hosts, const QString &dbName)
    {
        w.fleet.setSessionOptions({ kScale, m_dir.filePath(QStringLiteral("data-") + dbName) });
        for (const HostDefinition &d : hosts) {
            QCOMPARE(w.fleet.addHost(d), QString());
            w.fleet.session(d.name)->service()->setInterval(200);
        }
        w.db = HistoryDatabase::open(m_dir.filePath(dbName + QStringLiteral(".sqlite")));
        QVERIFY(w.db->isAvailable());
    }

    RolloutPlan plan(const QList<HostDefinition> &hosts, int batch = 1)
    {
        RolloutPlan p = makeRolloutPlan(hosts, batch, batch, QStringLiteral("test"));
        p.ladderFile = m_ladder;
        p.validationTimeoutSeconds = 60;
        return p;
    }

    /// `inference-console rollout <args>` with its home in this test's folder.
    int runConsole(const QStringList &args, QByteArray *out, QByteArray *err, int deadlineMs = 180000,
                   const QString &home = QStringLiteral("home"))
    {
        const RolloutRun r = runRollout(args, m_dir.filePath(home), deadlineMs);
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

    void planHasEveryExactCommand()
    {
        HostDefinition a, b, c;
        a.name = QStringLiteral("a");
        a.group = QStringLiteral("g");
        b.name = QStringLiteral("b");
        b.tags = { QStringLiteral("t") };
        c.name = QStringLiteral("c");
        c.group = QStringLiteral("g");
        c.unit = QStringLiteral("sglang@2.service");
        QString error;
        QCOMPARE(selectRolloutHosts({ a, b, c }, QStringLiteral("g"), {}, {}, &error).size(), 2);
        QVERIFY(selectRolloutHosts({ a, b, c }, QStringLiteral("nope"), {}, {}, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("nope")) && error.contains(QLatin1String("groups: g")),
                 qPrintable(error));
        QVERIFY(selectRolloutHosts({ a, b, c }, {}, {}, { QStringLiteral("zz") }, &error).isEmpty());
        QVERIFY(selectRolloutHosts({ a, b, c }, {}, {}, {}, &error).isEmpty());
        const QList<HostDefinition> picked = selectRolloutHosts(
            { a, b, c }, {}, { QStringLiteral("t") }, { QStringLiteral("c"), QStringLiteral("a") }, &error);
        QCOMPARE(picked.size(), 3);
        QCOMPARE(picked[0].name, QStringLiteral("c")); // names keep the order given
        const RolloutPlan p = makeRolloutPlan(picked, 3, 2, QStringLiteral("x"));
        QCOMPARE(p.effectiveBatchSize(), 2); // never more down than allowed
        QCOMPARE(p.batchCount(), 2);
        QCOMPARE(p.batch(0), QStringList({ QStringLiteral("c"), QStringLiteral("a") }));
        QVERIFY(p.toText().contains(QLatin1String("sudo -n systemctl restart -- 'sglang@2.service'")));
        QVERIFY(p.toText().contains(QLatin1String("ss -Hltnp 'sport = :8000'")));
        const RolloutPlan back = RolloutPlan::fromJson(p.toJson());
        QCOMPARE(back.toText(), p.toText());
    }

    void thirdCrashesStopsThere()
    {
        QCOMPARE(startFour(), QString());
        const QString fourthBefore = m_hosts[3]->invocationId();
        QVERIFY(!fourthBefore.isEmpty());
        World w;
        makeWorld(w, definitions(4), QStringLiteral("crash"));
        Rollout r(&w.fleet, plan(definitions(4)), w.db);
        r.start();
        QTRY_VERIFY_WITH_TIMEOUT(r.state() == RolloutState::Stopped || r.isFinished(), 150000);
        QCOMPARE(rolloutStateId(r.state()), QStringLiteral("stopped"));
        QCOMPARE(r.host(QStringLiteral("gpu-01"))->state, RolloutHostState::Passed);
        QCOMPARE(r.host(QStringLiteral("gpu-02"))->state, RolloutHostState::Passed);
        const RolloutHostStatus *third = r.host(QStringLiteral("gpu-03"));
        QCOMPARE(third->state, RolloutHostState::Failed);
        QVERIFY2(!third->rootCause.isEmpty(), qPrintable(third->detail));
        QCOMPARE(third->rootCauseCategory, QStringLiteral("gpu-oom"));
        QVERIFY(third->diagnosis.contains(third->rootCause.left(20)));
        QCOMPARE(r.host(QStringLiteral("gpu-04"))->state, RolloutHostState::Pending);
        QCOMPARE(m_hosts[3]->invocationId(), fourthBefore); // never restarted
        QCOMPARE(r.report().verdict(), RolloutVerdict::Failed);
        QString why;
        QVERIFY(!r.canRollBack(QStringLiteral("gpu-03"), &why));
        QVERIFY(why.contains(QLatin1String("cannot be rolled back")));
        // The history holds it as stopped, with each host's state.
        const QJsonObject saved = HistoryStore(w.db).rollout(r.uid()).value_or(QJsonObject());
        QCOMPARE(saved.value(QLatin1String("state")).toString(), QStringLiteral("stopped"));
        QCOMPARE(saved.value(QLatin1String("hosts"))
                     .toArray()
                     .at(2)
                     .toObject()
                     .value(QLatin1String("state"))
                     .toString(),
                 QStringLiteral("failed"));
        QVERIFY(HistoryStore(w.db).unfinishedRollouts().contains(r.uid()));
        QVERIFY(r.reportMarkdown().contains(QLatin1String("## Diagnosis of gpu-03")));
        // Skip: the fourth host is restarted and validated, and the rollout is done.
        QVERIFY(r.skip(QStringLiteral("gpu-03")));
        QTRY_VERIFY_WITH_TIMEOUT(r.isFinished(), 90000);
        QCOMPARE(r.state(), RolloutState::Done);
        QCOMPARE(r.host(QStringLiteral("gpu-04"))->state, RolloutHostState::Passed);
        QVERIFY(m_hosts[3]->invocationId() != fourthBefore);
        QVERIFY(!HistoryStore(w.db).unfinishedRollouts().contains(r.uid()));
    }

    void pauseThenResumeFromHistory()
    {
        QCOMPARE(startFour(), QString());
        const QList<HostDefinition> two = definitions(2);
        World w;
        makeWorld(w, two, QStringLiteral("resume"));
        QString uid;
        QString firstAfter;
        {
            Rollout r(&w.fleet, plan(two), w.db);
            uid = r.uid();
            r.start();
            r.pause(); // takes effect once batch 1 has finished
            QTRY_VERIFY_WITH_TIMEOUT(r.state() == RolloutState::Paused || r.isFinished(), 90000);
            QCOMPARE(r.state(), RolloutState::Paused);
            QCOMPARE(r.host(QStringLiteral("gpu-01"))->state, RolloutHostState::Passed);
            QCOMPARE(r.host(QStringLiteral("gpu-02"))->state, RolloutHostState::Pending);
            firstAfter = m_hosts[0]->invocationId();
        } // the console goes away mid-rollout
        const QString secondBefore = m_hosts[1]->invocationId();
        QCOMPARE(HistoryStore(w.db).unfinishedRollouts(), QStringList { uid });
        QString error;
        std::unique_ptr<Rollout> back = Rollout::restore(&w.fleet, uid, w.db, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->state(), RolloutState::Paused);
        QCOMPARE(back->currentBatch(), 1);
        QCOMPARE(back->host(QStringLiteral("gpu-01"))->state, RolloutHostState::Passed);
        back->start(); // resumes
        QTRY_VERIFY_WITH_TIMEOUT(back->isFinished(), 90000);
        QCOMPARE(back->state(), RolloutState::Done);
        QCOMPARE(back->report().verdict(), RolloutVerdict::Passed);
        QCOMPARE(m_hosts[0]->invocationId(), firstAfter); // not restarted twice
        QVERIFY(m_hosts[1]->invocationId() != secondBefore);
        QVERIFY(!Rollout::restore(&w.fleet, QStringLiteral("no-such-uid"), w.db, &error));
    }

    void consoleGoneMidHostResumesWithoutRestartingAgain()
    {
        QCOMPARE(startFour(), QString());
        const QList<HostDefinition> two = definitions(2);
        const QString firstBefore = m_hosts[0]->invocationId();
        World w;
        makeWorld(w, two, QStringLiteral("midhost"));
        QString uid;
        {
            auto r = std::make_unique<Rollout>(&w.fleet, plan(two), w.db);
            uid = r->uid();
            r->start();
            QTRY_VERIFY_WITH_TIMEOUT(r->host(QStringLiteral("gpu-01"))->state == RolloutHostState::Starting,
                                     60000);
        } // the console is gone while gpu-01 starts up
        const QString firstRestarted = m_hosts[0]->invocationId();
        QVERIFY(firstRestarted != firstBefore);
        const QJsonObject saved = HistoryStore(w.db).rollout(uid).value_or(QJsonObject());
        QCOMPARE(saved.value(QLatin1String("state")).toString(), QStringLiteral("running"));
        QCOMPARE(saved.value(QLatin1String("hosts"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("state"))
                     .toString(),
                 QStringLiteral("starting"));
        QString error;
        std::unique_ptr<Rollout> back = Rollout::restore(&w.fleet, uid, w.db, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->state(), RolloutState::Running);
        back->start();
        QTRY_VERIFY_WITH_TIMEOUT(back->isFinished(), 90000);
        QCOMPARE(back->state(), RolloutState::Done);
        QVERIFY(back->host(QStringLiteral("gpu-01"))->detail.startsWith(QLatin1String("validated")));
        QCOMPARE(m_hosts[0]->invocationId(), firstRestarted); // watched and validated, not restarted again
        QCOMPARE(back->host(QStringLiteral("gpu-02"))->state, RolloutHostState::Passed);
    }

    void abortSendsNothingMore()
    {
        QCOMPARE(startFour(), QString());
        const QList<HostDefinition> two = definitions(2);
        const QString secondBefore = m_hosts[1]->invocationId();
        World w;
        makeWorld(w, two, QStringLiteral("abort"));
        Rollout r(&w.fleet, plan(two), w.db);
        QSignalSpy finished(&r, &Rollout::finished);
        r.start();
        QTRY_VERIFY_WITH_TIMEOUT(r.host(QStringLiteral("gpu-01"))->state == RolloutHostState::Starting,
                                 60000);
        r.abort();
        QCOMPARE(r.state(), RolloutState::Aborted);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(r.host(QStringLiteral("gpu-01"))->state, RolloutHostState::Aborted);
        QCOMPARE(r.host(QStringLiteral("gpu-02"))->state, RolloutHostState::Pending);
        QTest::qWait(1500); // anything still queued would restart the second host now
        QCOMPARE(m_hosts[1]->invocationId(), secondBefore);
        QCOMPARE(HistoryStore(w.db).rollout(r.uid())->value(QLatin1String("state")).toString(),
                 QStringLiteral("aborted"));
        QCOMPARE(r.report().verdict(), RolloutVerdict::CouldNotRun);
    }

    void preflightBlockNeedsTheTypedOverride()
    {
        QCOMPARE(startFour(), QString());
        const RunResult c = m_hosts[0]->simhost(
            { QStringLiteral("configure"), QStringLiteral("--leftover-gpu"), QStringLiteral("1") });
        QVERIFY2(c.exitedNormally() && c.exitCode == 0, c.describe().constData());
        const QList<HostDefinition> one = definitions(1);
        const QString before = m_hosts[0]->invocationId();
        World w;
        makeWorld(w, one, QStringLiteral("block"));
        Rollout r(&w.fleet, plan(one), w.db);
        r.start();
        QTRY_VERIFY_WITH_TIMEOUT(r.state() == RolloutState::Stopped, 60000);
        QCOMPARE(r.host(QStringLiteral("gpu-01"))->state, RolloutHostState::Blocked);
        QVERIFY(r.host(QStringLiteral("gpu-01"))->detail.contains(QLatin1String("blocked by the preflight")));
        QCOMPARE(m_hosts[0]->invocationId(), before); // not restarted
        QVERIFY(HistoryStore(w.db).preflightOverrides(QStringLiteral("gpu-01")).isEmpty());
        QString error;
        QVERIFY(!r.overrideAndContinue(QStringLiteral("gpu-01"), QStringLiteral("yes"), &error));
        QVERIFY(error.contains(QLatin1String("gpu-01")));
        QVERIFY(r.overrideAndContinue(QStringLiteral("gpu-01"), QStringLiteral(" gpu-01 "), &error));
        QTRY_VERIFY_WITH_TIMEOUT(r.isFinished(), 90000);
        QCOMPARE(r.state(), RolloutState::Done);
        QVERIFY(r.host(QStringLiteral("gpu-01"))->overridden);
        QVERIFY(m_hosts[0]->invocationId() != before);
        const QList<QJsonObject> kept = HistoryStore(w.db).preflightOverrides(QStringLiteral("gpu-01"));
        QVERIFY(!kept.isEmpty());
        QCOMPARE(kept.first().value(QLatin1String("confirmation")).toString(), QStringLiteral("gpu-01"));
        QCOMPARE(kept.first().value(QLatin1String("rollout")).toString(), r.uid());
        QVERIFY(kept.first()
                    .value(QLatin1String("finding"))
                    .toString()
                    .startsWith(QLatin1String("leftover-gpu")));
    }

    void headlessThirdCrashes()
    {
        QCOMPARE(startFour(), QString());
        TempHostsFile hosts(definitions(4));
        QVERIFY(hosts.isValid());
        const QString fourthBefore = m_hosts[3]->invocationId();
        const QString report = m_dir.filePath(QStringLiteral("report.md"));
        QByteArray out, err;
        const int code = runConsole({ QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--group"),
                                      QStringLiteral("fleet"), QStringLiteral("--ladder"), m_ladder,
                                      QStringLiteral("--json"), QStringLiteral("--report"), report },
                                    &out, &err);
        QVERIFY2(code == 1, err.constData());
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, out.constData());
        QCOMPARE(o.value(QLatin1String("kind")).toString(), QStringLiteral("rollout"));
        QCOMPARE(o.value(QLatin1String("state")).toString(), QStringLiteral("failed"));
        QCOMPARE(o.value(QLatin1String("exit_code")).toInt(), 1);
        const QJsonArray list = o.value(QLatin1String("hosts")).toArray();
        QCOMPARE(list.size(), 4);
        QCOMPARE(list[0].toObject().value(QLatin1String("state")).toString(), QStringLiteral("passed"));
        QCOMPARE(list[1].toObject().value(QLatin1String("state")).toString(), QStringLiteral("passed"));
        QCOMPARE(list[2].toObject().value(QLatin1String("state")).toString(), QStringLiteral("failed"));
        const QJsonObject diagnosis = list[2].toObject().value(QLatin1String("diagnosis")).toObject();
        QCOMPARE(diagnosis.value(QLatin1String("category")).toString(), QStringLiteral("gpu-oom"));
        QVERIFY(!diagnosis.value(QLatin1String("root_cause")).toString().isEmpty());
        QCOMPARE(list[3].toObject().value(QLatin1String("state")).toString(), QStringLiteral("pending"));
        QCOMPARE(m_hosts[3]->invocationId(), fourthBefore);
        QFile md(report);
        QVERIFY(md.open(QIODevice::ReadOnly));
        QVERIFY(md.readAll().contains("## Diagnosis of gpu-03"));
        QVERIFY2(err.contains("gpu-03"), err.constData()); // progress lines on stderr
        // The history kept it: --resume reports a rollout that has ended, with the same exit status.
        const QString uid = o.value(QLatin1String("uid")).toString();
        QByteArray again;
        QCOMPARE(runConsole({ QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--resume"), uid,
                              QStringLiteral("--json") },
                            &again, &err, 30000),
                 1);
        const QJsonObject kept = QJsonDocument::fromJson(again).object();
        QCOMPARE(kept.value(QLatin1String("uid")).toString(), uid);
        QCOMPARE(kept.value(QLatin1String("state")).toString(), QStringLiteral("failed"));
        QCOMPARE(kept.value(QLatin1String("hosts"))
                     .toArray()[2]
                     .toObject()
                     .value(QLatin1String("state"))
                     .toString(),
                 QStringLiteral("failed"));
        QCOMPARE(m_hosts[3]->invocationId(), fourthBefore);
    }

    void headlessOverride()
    {
        QCOMPARE(startFour(), QString());
        const RunResult c = m_hosts[1]->simhost(
            { QStringLiteral("configure"), QStringLiteral("--leftover-gpu"), QStringLiteral("0") });
        QVERIFY2(c.exitedNormally() && c.exitCode == 0, c.describe().constData());
        TempHostsFile hosts(definitions(4));
        const QString before = m_hosts[1]->invocationId();
        const QStringList args { QStringLiteral("--hosts"),  hosts.path(),
                                 QStringLiteral("--host"),   QStringLiteral("gpu-02"),
                                 QStringLiteral("--ladder"), m_ladder,
                                 QStringLiteral("--json") };
        QByteArray out, err;
        QCOMPARE(runConsole(args, &out, &err), 1); // blocked: nothing restarted
        QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(
            o.value(QLatin1String("hosts")).toArray()[0].toObject().value(QLatin1String("state")).toString(),
            QStringLiteral("blocked"));
        QCOMPARE(m_hosts[1]->invocationId(), before);
        QCOMPARE(
            runConsole(
                args + QStringList { QStringLiteral("--override-preflight"), QStringLiteral("gpu-02:nope") },
                &out, &err),
            1); // a confirmation that is not the host's name overrides nothing
        QCOMPARE(m_hosts[1]->invocationId(), before);
        QCOMPARE(runConsole(args
                                + QStringList { QStringLiteral("--override-preflight"),
                                                QStringLiteral("gpu-02:gpu-02") },
                            &out, &err),
                 0);
        o = QJsonDocument::fromJson(out).object();
        const QJsonObject host = o.value(QLatin1String("hosts")).toArray()[0].toObject();
        QCOMPARE(host.value(QLatin1String("state")).toString(), QStringLiteral("passed"));
        QVERIFY(host.value(QLatin1String("overridden")).toBool());
        QVERIFY(m_hosts[1]->invocationId() != before);
        // The override is in the history, with the rollout it belongs to.
        RunOptions ro;
        ro.environment = headlessEnvironment();
        setHome(ro.environment, m_dir.filePath(QStringLiteral("home")));
        const RunResult h = runBinary(consolePath(),
                                      { QStringLiteral("history"), QStringLiteral("--host"),
                                        QStringLiteral("gpu-02"), QStringLiteral("--json") },
                                      ro);
        QVERIFY2(h.exitedNormally() && h.exitCode == 0, h.describe().constData());
        QVERIFY2(h.out.contains("preflightOverrides")
                     && h.out.contains(o.value(QLatin1String("uid")).toString().toUtf8()),
                 h.out.left(2000).constData());
    }

    void headlessDryRunTouchesNothing()
    {
        QCOMPARE(startFour(), QString());
        TempHostsFile hosts(definitions(4));
        QStringList before;
        for (const auto &h : m_hosts)
            before.append(h->invocationId());
        QByteArray out, err;
        QCOMPARE(runConsole({ QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--host"),
                              QStringLiteral("gpu-02"), QStringLiteral("--host"), QStringLiteral("gpu-01"),
                              QStringLiteral("--dry-run") },
                            &out, &err, 30000, QStringLiteral("home-dry")),
                 0);
        QVERIFY2(out.contains("Batch 1 of 2: gpu-02"), out.constData());
        QVERIFY(out.contains("systemctl restart -- 'vllm.service'"));
        QVERIFY(out.contains("--query-compute-apps="));
        QCOMPARE(runConsole({ QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--group"),
                              QStringLiteral("fleet"), QStringLiteral("--batch"), QStringLiteral("2"),
                              QStringLiteral("--dry-run"), QStringLiteral("--json") },
                            &out, &err, 30000, QStringLiteral("home-dry")),
                 0);
        const QJsonObject plan = QJsonDocument::fromJson(out).object();
        QCOMPARE(plan.value(QLatin1String("hosts_at_once")).toInt(), 2);
        QCOMPARE(plan.value(QLatin1String("hosts")).toArray().size(), 4);
        QStringList after;
        for (const auto &h : m_hosts)
            after.append(h->invocationId());
        QCOMPARE(after, before);
        // Nothing written either: no history database appeared in the dry run's home.
        QDirIterator files(m_dir.filePath(QStringLiteral("home-dry")), QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext())
            QVERIFY2(!files.next().endsWith(QLatin1String(".sqlite")), qPrintable(files.filePath()));
    }

    void headlessCouldNotRun_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("unknown group") << QStringList { QStringLiteral("--group"), QStringLiteral("nope") }
                                       << QByteArray("no group named");
        QTest::newRow("unknown host") << QStringList { QStringLiteral("--host"), QStringLiteral("nope") }
                                      << QByteArray("no host named");
        QTest::newRow("nothing picked") << QStringList {} << QByteArray("Usage:");
        QTest::newRow("bad batch") << QStringList { QStringLiteral("--group"), QStringLiteral("fleet"),
                                                    QStringLiteral("--batch"), QStringLiteral("0") }
                                   << QByteArray("--batch");
        QTest::newRow("bad override")
            << QStringList { QStringLiteral("--group"), QStringLiteral("fleet"),
                             QStringLiteral("--override-preflight"), QStringLiteral("x") }
            << QByteArray("HOST:CONFIRM");
        QTest::newRow("unknown rollout")
            << QStringList { QStringLiteral("--resume"), QStringLiteral("nope") } << QByteArray("no rollout");
    }

    void headlessCouldNotRun()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, says);
        HostDefinition a;
        a.name = QStringLiteral("a");
        a.group = QStringLiteral("fleet");
        TempHostsFile hosts(QList<HostDefinition> { a });
        QByteArray out, err;
        QCOMPARE(
            runConsole(QStringList { QStringLiteral("--hosts"), hosts.path() } + args, &out, &err, 30000), 2);
        QVERIFY2(err.contains(says), err.constData());
        QVERIFY(out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRollout)
#include "tst_rollout.moc"
