// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The rollout's upgrade gate over simulated hosts: the same load probe before the restart and
// after the ladder passed. The upgrade is the simulator's `configure --package vllm=X` (and a
// slower `--decode-rate`), which a running engine ignores until its next start, as a pip install
// under a running server. A new version 50 % slower stops `inference-console rollout` with both
// figures; an unchanged version skips and the rollout carries on; a probe that cannot measure
// skips with the reason, never a verdict.
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
#include "operations/RolloutGate.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {

/// A serving rollout host decoding at 1000 tok/s (the gate's 256-token answers take ~0.3 s).
QString startHost(SimulatedHost &host, const QString &name, const QStringList &more = {})
{
    SimulatedHost::Options o = SimulatedHost::rolloutHost(name);
    o.extraInitArguments = QStringList { QStringLiteral("--decode-rate"), QStringLiteral("1000") } + more;
    return host.start(o);
}

/// `configure` options for the host's next start; empty on success.
QString configure(const SimulatedHost &host, const QStringList &options)
{
    const RunResult r = host.simhost(QStringList { QStringLiteral("configure") } + options);
    return r.exitedNormally() && r.exitCode == 0 ? QString() : QString::fromUtf8(r.describe());
}

const QStringList kUpgradeHalfSpeed { QStringLiteral("--package"), QStringLiteral("vllm=0.16.0"),
                                      QStringLiteral("--decode-rate"), QStringLiteral("500") };

GateMeasure measure(double tokensPerSecond, const QString &version)
{
    GateMeasure m;
    m.outputTokensPerSecond = tokensPerSecond;
    m.version = version;
    if (tokensPerSecond < 0)
        m.why = QStringLiteral("no request completed");
    if (version.isEmpty())
        m.versionWhy = QStringLiteral("GET /version → 200 without version");
    return m;
}

} // namespace

class TestRolloutGate : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_ladder;

    RolloutPlan gatedPlan(const QList<HostDefinition> &hosts)
    {
        RolloutPlan p = makeRolloutPlan(hosts, 1, 1, QStringLiteral("test"));
        p.ladderFile = m_ladder;
        p.validationTimeoutSeconds = 60;
        p.gate.maxDropPercent = 20;
        p.gate.concurrency = 4;
        p.gate.requests = 8;
        p.gate.timeoutSeconds = 60;
        return p;
    }

    void makeFleet(Fleet &fleet, const QList<HostDefinition> &hosts, const QString &name)
    {
        fleet.setSessionOptions(
            { SimulatedHost::kRolloutTimeScale, m_dir.filePath(QStringLiteral("data-") + name) });
        for (const HostDefinition &d : hosts) {
            QCOMPARE(fleet.addHost(d), QString());
            fleet.session(d.name)->service()->setInterval(200);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_ladder = m_dir.filePath(QStringLiteral("quick.json"));
        QCOMPARE(writeQuickLadder(m_ladder), QString());
    }

    void judgeNeedsEvidence_data()
    {
        QTest::addColumn<double>("before");
        QTest::addColumn<QString>("versionBefore");
        QTest::addColumn<double>("after");
        QTest::addColumn<QString>("versionAfter");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("reasonHas");
        QTest::newRow("slower on a new version") << 100.0 << "0.15.1" << 50.0 << "0.16.0"
                                                 << "fail"
                                                 << "50.0%";
        QTest::newRow("a little slower") << 100.0 << "0.15.1" << 85.0 << "0.16.0"
                                         << "pass"
                                         << "within the 20%";
        QTest::newRow("same version") << 100.0 << "0.15.1" << 50.0 << "0.15.1"
                                      << "skip"
                                      << "engine version unchanged (0.15.1)";
        QTest::newRow("nothing before") << -1.0 << "0.15.1" << 50.0 << "0.16.0"
                                        << "skip"
                                        << "before the restart";
        QTest::newRow("nothing after") << 100.0 << "0.15.1" << -1.0 << "0.16.0"
                                       << "skip"
                                       << "after the restart";
        QTest::newRow("version unread") << 100.0 << "0.15.1" << 50.0 << ""
                                        << "skip"
                                        << "without version";
    }

    void judgeNeedsEvidence()
    {
        QFETCH(double, before);
        QFETCH(QString, versionBefore);
        QFETCH(double, after);
        QFETCH(QString, versionAfter);
        QFETCH(QString, verdict);
        QFETCH(QString, reasonHas);
        const GateVerdict v
            = judgeUpgradeGate(measure(before, versionBefore), measure(after, versionAfter), 20);
        QCOMPARE(verdictId(v.verdict), verdict);
        QVERIFY2(v.reason.contains(reasonHas), qPrintable(v.reason));
        QCOMPARE(v.hasDrop, before > 0 && after > 0);
    }

    void newVersionHalfSpeedStopsTheRollout()
    {
        SimulatedHost first, second;
        QCOMPARE(startHost(first, QStringLiteral("gpu-01")), QString());
        QCOMPARE(startHost(second, QStringLiteral("gpu-02")), QString());
        QCOMPARE(configure(first, kUpgradeHalfSpeed), QString());
        const QString secondBefore = second.invocationId();
        QVERIFY(!secondBefore.isEmpty());
        TempHostsFile hosts({ first.definition(), second.definition() });
        QVERIFY2(hosts.isValid(), qPrintable(hosts.errorString()));
        const RolloutRun r
            = runRollout({ QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--host"),
                           QStringLiteral("gpu-01"), QStringLiteral("--host"), QStringLiteral("gpu-02"),
                           QStringLiteral("--ladder"), m_ladder, QStringLiteral("--gate-drop"),
                           QStringLiteral("20"), QStringLiteral("--gate-concurrency"), QStringLiteral("4"),
                           QStringLiteral("--gate-requests"), QStringLiteral("8"), QStringLiteral("--json") },
                         m_dir.filePath(QStringLiteral("home-a")));
        QVERIFY2(r.exitCode == 1, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("state")).toString(), QStringLiteral("failed"));
        const QJsonArray list = o.value(QLatin1String("hosts")).toArray();
        QCOMPARE(list.size(), 2);
        const QJsonObject gate = list[0].toObject().value(QLatin1String("gate")).toObject();
        QCOMPARE(gate.value(QLatin1String("verdict")).toString(), QStringLiteral("fail"));
        const double before = gate.value(QLatin1String("before")).toDouble();
        const double after = gate.value(QLatin1String("after")).toDouble();
        const double drop = gate.value(QLatin1String("drop_percent")).toDouble();
        QVERIFY2(before > 0 && after > 0 && drop > 20, QJsonDocument(gate).toJson().constData());
        QCOMPARE(gate.value(QLatin1String("threshold_percent")).toDouble(), 20.0);
        const QJsonObject versions = gate.value(QLatin1String("versions")).toObject();
        QCOMPARE(versions.value(QLatin1String("before")).toString(), QStringLiteral("0.15.1"));
        QCOMPARE(versions.value(QLatin1String("after")).toString(), QStringLiteral("0.16.0"));
        QCOMPARE(list[0].toObject().value(QLatin1String("state")).toString(), QStringLiteral("failed"));
        QCOMPARE(list[1].toObject().value(QLatin1String("state")).toString(), QStringLiteral("pending"));
        QCOMPARE(second.invocationId(), secondBefore); // never restarted
        // The slower upgrade passed its ladder, but it is no state to roll back to: the host's
        // known-good mark waited for the gate, which failed, so nothing was recorded.
        const QString db
            = m_dir.filePath(QStringLiteral("home-a/.local/share/inference-console/history.sqlite"));
        QVERIFY2(QFile::exists(db), qPrintable(db));
        QString error;
        QVERIFY(!UnitSnapshotStore(HistoryDatabase::open(db))
                     .lastKnownGood(QStringLiteral("gpu-01"), first.definition().unit, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The stop names both figures, the drop and both versions, in the report and on stderr.
        const QString reason = o.value(QLatin1String("reason")).toString();
        qInfo().noquote() << reason;
        const QString err = QString::fromUtf8(r.err);
        const QStringList parts { QString::number(before, 'f', 1), QString::number(after, 'f', 1),
                                  QString::number(drop, 'f', 1) + QStringLiteral("%"),
                                  QStringLiteral("0.15.1"), QStringLiteral("0.16.0") };
        for (const QString &part : parts) {
            QVERIFY2(reason.contains(part), qPrintable(part + QStringLiteral(" not in: ") + reason));
            QVERIFY2(err.contains(part), qPrintable(part + QStringLiteral(" not on stderr")));
        }
        QCOMPARE(o.value(QLatin1String("plan"))
                     .toObject()
                     .value(QLatin1String("gate"))
                     .toObject()
                     .value(QLatin1String("max_drop_percent")),
                 QJsonValue(20.0));
    }

    void sameVersionSkipsAndCarriesOn()
    {
        SimulatedHost first, second;
        QCOMPARE(startHost(first, QStringLiteral("gpu-01")), QString());
        QCOMPARE(startHost(second, QStringLiteral("gpu-02")), QString());
        // Slower, but the same engine: not the gate's business.
        QCOMPARE(configure(first, { QStringLiteral("--decode-rate"), QStringLiteral("500") }), QString());
        const QList<HostDefinition> defs { first.definition(), second.definition() };
        Fleet fleet;
        makeFleet(fleet, defs, QStringLiteral("same"));
        Rollout r(&fleet, gatedPlan(defs),
                  HistoryDatabase::open(m_dir.filePath(QStringLiteral("same.sqlite"))));
        r.start();
        QTRY_VERIFY_WITH_TIMEOUT(r.isFinished() || r.state() == RolloutState::Stopped, 150000);
        QVERIFY2(r.state() == RolloutState::Done, qPrintable(r.stopReason()));
        for (const QString &h : { QStringLiteral("gpu-01"), QStringLiteral("gpu-02") }) {
            const RolloutHostStatus *s = r.host(h);
            QCOMPARE(s->state, RolloutHostState::Passed);
            QCOMPARE(s->gate.value(QLatin1String("verdict")).toString(), QStringLiteral("skip"));
            const QString reason = s->gate.value(QLatin1String("reason")).toString();
            qInfo().noquote() << h << reason;
            QVERIFY2(reason.startsWith(QLatin1String("engine version unchanged ("))
                         && reason.contains(u"0.15.1"),
                     qPrintable(reason));
            // The figures are kept all the same.
            QVERIFY(s->gate.value(QLatin1String("before")).toDouble() > 0);
            QVERIFY(s->gate.value(QLatin1String("after")).toDouble() > 0);
            QVERIFY(s->gate.value(QLatin1String("drop_percent")).isDouble());
            QVERIFY2(s->detail.contains(QLatin1String("does not stop the rollout")), qPrintable(s->detail));
            // A skipped gate stops nothing: the host's passing run is its known-good state.
            QString error;
            QVERIFY2(fleet.session(h)->lastKnownGoodUnitState(&error).has_value(), qPrintable(error));
        }
        // The slower host's drop is there to see, though it stopped nothing.
        QVERIFY(r.host(QStringLiteral("gpu-01"))->gate.value(QLatin1String("drop_percent")).toDouble() > 20);
        QVERIFY(r.reportMarkdown().contains(QLatin1String("## Upgrade gate")));
        QVERIFY(r.reportJson()
                    .value(QLatin1String("hosts"))
                    .toArray()[0]
                    .toObject()
                    .value(QLatin1String("gate"))
                    .isObject());
    }

    void probeThatCannotMeasureSkips()
    {
        // The running engine breaks every stream; the next start (the upgrade) does not, and is
        // slower: without a figure from before, that is no verdict.
        SimulatedHost host;
        QCOMPARE(startHost(host, QStringLiteral("gpu-01"),
                           { QStringLiteral("--stream-error-after"), QStringLiteral("3") }),
                 QString());
        QCOMPARE(
            configure(host,
                      kUpgradeHalfSpeed
                          + QStringList { QStringLiteral("--stream-error-after"), QStringLiteral("-1") }),
            QString());
        const QList<HostDefinition> defs { host.definition() };
        Fleet fleet;
        makeFleet(fleet, defs, QStringLiteral("broken"));
        Rollout r(&fleet, gatedPlan(defs),
                  HistoryDatabase::open(m_dir.filePath(QStringLiteral("broken.sqlite"))));
        r.start();
        QTRY_VERIFY_WITH_TIMEOUT(r.isFinished() || r.state() == RolloutState::Stopped, 150000);
        QVERIFY2(r.state() == RolloutState::Done, qPrintable(r.stopReason()));
        const RolloutHostStatus *s = r.host(QStringLiteral("gpu-01"));
        QCOMPARE(s->state, RolloutHostState::Passed);
        QCOMPARE(s->gate.value(QLatin1String("verdict")).toString(), QStringLiteral("skip"));
        const QString reason = s->gate.value(QLatin1String("reason")).toString();
        qInfo().noquote() << reason;
        QVERIFY2(reason.contains(QLatin1String("before the restart was not measured"))
                     && reason.contains(QLatin1String("no request completed")),
                 qPrintable(reason));
        QVERIFY(s->gate.value(QLatin1String("before")).isNull());
        QVERIFY(s->gate.value(QLatin1String("drop_percent")).isNull());
        QVERIFY(s->gate.value(QLatin1String("after")).toDouble() > 0);
        QCOMPARE(s->gate.value(QLatin1String("versions")).toObject().value(QLatin1String("after")).toString(),
                 QStringLiteral("0.16.0"));
    }

    void flagsInThePlan()
    {
        TempHostsFile hosts;
        QVERIFY(hosts.write(TempHostsFile::localHost(QStringLiteral("a"), 8000)));
        const QStringList base { QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--host"),
                                 QStringLiteral("a"), QStringLiteral("--dry-run") };
        RolloutRun r = runRollout(base
                                      + QStringList { QStringLiteral("--gate-drop"), QStringLiteral("15"),
                                                      QStringLiteral("--gate-concurrency"),
                                                      QStringLiteral("2"), QStringLiteral("--json") },
                                  m_dir.filePath(QStringLiteral("home-dry")), 30000);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject gate
            = QJsonDocument::fromJson(r.out).object().value(QLatin1String("gate")).toObject();
        QCOMPARE(gate.value(QLatin1String("max_drop_percent")).toDouble(), 15.0);
        QCOMPARE(gate.value(QLatin1String("concurrency")).toInt(), 2);
        r = runRollout(base, m_dir.filePath(QStringLiteral("home-dry")), 30000);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains("Upgrade gate")); // off unless asked for
        for (const QStringList &bad :
             { QStringList { QStringLiteral("--gate-drop"), QStringLiteral("150") },
               QStringList { QStringLiteral("--gate-drop"), QStringLiteral("x") },
               QStringList { QStringLiteral("--gate-concurrency"), QStringLiteral("2") } }) {
            r = runRollout(base + bad, m_dir.filePath(QStringLiteral("home-dry")), 30000);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--gate-"), r.err.constData());
        }
    }
};

QTEST_MAIN(TestRolloutGate)
#include "tst_rolloutgate.moc"
