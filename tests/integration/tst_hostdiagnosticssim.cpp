// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Crash diagnosis and environment drift of one host end to end over a LocalTransport against the
// simulated host: its journal, systemctl and `python -m pip list` through the real parsers.
#include "SimulatedHost.h"
#include "host/Fleet.h"
#include "host/HostDiagnostics.h"
#include "host/HostSession.h"
#include "monitor/LogModel.h"
#include "monitor/ServiceMonitor.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

namespace {
SimulatedHost::Options options(const QString &scenario, const QStringList &extra = {})
{
    SimulatedHost::Options o;
    o.scenario = scenario;
    o.timeScale = 400;
    o.gpus = 2;
    o.extraInitArguments = extra;
    return o;
}

const DriftFinding *findingNaming(const QList<DriftFinding> &findings, const QString &package)
{
    for (const DriftFinding &f : findings) {
        if (f.packages.contains(package))
            return &f;
    }
    return nullptr;
}

const PackageChange *changeOf(const EnvironmentDiff &diff, const QString &name)
{
    for (const PackageChange &c : diff.packages) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}
} // namespace

class TestHostDiagnosticsSim : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void healthyHostHasNoCrashAndNoFindings()
    {
        QTemporaryDir good;
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"))), QString());
        Fleet fleet;
        fleet.setSessionOptions({ 1, good.path() });
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        HostDiagnostics &diag = *s->diagnostics();
        QSignalSpy ready(&diag, &HostDiagnostics::diagnosisReady);

        // Refreshed on connect without being asked.
        QTRY_VERIFY_WITH_TIMEOUT(diag.hasEnvironment(), 15000);
        QCOMPARE(diag.environmentError(), QString());
        QCOMPARE(diag.environment().packages.value(QStringLiteral("flashinfer-cubin")),
                 QStringLiteral("0.6.4"));
        QCOMPARE(diag.environment().packages.value(QStringLiteral("flashinfer-python")),
                 QStringLiteral("0.6.4"));
        QVERIFY(!diag.environment().packages.value(QStringLiteral("vllm")).isEmpty());
        QCOMPARE(diag.environment().driverVersion, QStringLiteral("580.95.05"));
        QVERIFY(diag.environment().execStart.startsWith(QLatin1String("/opt/vllm/.venv/bin/vllm serve ")));
        QVERIFY(!diag.environment().execStart.contains(QLatin1String("start_time")));
        QVERIFY(findingNaming(diag.findings(), QStringLiteral("flashinfer-cubin")) == nullptr);
        QVERIFY(!diag.knownGood());
        QVERIFY(!diag.diff());

        // Through the whole start-up to ready nothing is diagnosed.
        QTRY_VERIFY_WITH_TIMEOUT(
            !s->log()
                 ->store()
                 .filter(QStringLiteral("Application startup complete."), false, false, true)
                 .empty(),
            30000);
        diag.diagnoseNow();
        QCOMPARE(ready.count(), 0);
        QVERIFY(!diag.crash());
    }

    void mismatchCrashToCardToDriftToDiff()
    {
        QTemporaryDir good;
        // Last known good from a healthy run of the same host, with one more package changed.
        {
            SimulatedHost healthy;
            QCOMPARE(
                healthy.start(options(QStringLiteral("healthy"),
                                      { QStringLiteral("--package"), QStringLiteral("transformers=4.56.2"),
                                        QStringLiteral("--package"), QStringLiteral("blake3=") })),
                QString());
            Fleet fleet;
            fleet.setSessionOptions({ 1, good.path() });
            fleet.addHost(healthy.definition());
            HostDiagnostics &diag = *fleet.session(healthy.definition().name)->diagnostics();
            QSignalSpy saved(&diag, &HostDiagnostics::knownGoodSaved);
            diag.markKnownGood();
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 15000);
            QVERIFY(QFile::exists(saved.at(0).at(0).toString()));
            QVERIFY(diag.knownGood());
            QVERIFY(diag.diff() && diag.diff()->isEmpty());
        }

        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("crash-flashinfer-mismatch"))), QString());
        Fleet fleet;
        fleet.setSessionOptions({ 1, good.path() });
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        HostDiagnostics &diag = *s->diagnostics();
        diag.setSettleInterval(100);
        QVERIFY(diag.knownGood()); // read back from disk
        QSignalSpy ready(&diag, &HostDiagnostics::diagnosisReady);

        QTRY_COMPARE_WITH_TIMEOUT(s->service()->state().activeState, QStringLiteral("failed"), 30000);
        // The card: the root-cause line, not the wrapper, naming both versions.
        QTRY_VERIFY_WITH_TIMEOUT(diag.crash() && !diag.crash()->diagnosis.findings.isEmpty(), 20000);
        QVERIFY(ready.count() >= 1);
        const CrashReport &report = *diag.crash();
        QCOMPARE(report.diagnosis.categoryId, QStringLiteral("package-mismatch"));
        const QString root = report.diagnosis.rootCause.text;
        QVERIFY2(root.contains(QLatin1String("flashinfer-cubin version (0.6.3)"))
                     && root.contains(QLatin1String("flashinfer version (0.6.4)")),
                 qPrintable(root));
        QVERIFY(!root.contains(QLatin1String("See root cause above")));
        QVERIFY(!report.diagnosis.nextSteps.isEmpty());
        // The row in the journal is that line, inside its traceback block.
        const LogStore &store = s->log()->store();
        QVERIFY(store.contains(report.sequence));
        QVERIFY(store.text(report.sequence).contains(QLatin1String("does not match flashinfer version")));
        QVERIFY(report.tracebackFirst >= 0 && report.tracebackFirst <= report.sequence);
        QVERIFY(store.flags(report.tracebackFirst) & LogStore::TracebackStart);
        QVERIFY(!report.diagnosis.tracebackExcerpt.isEmpty());
        QCOMPARE(QByteArray(report.invocationId), store.invocations().last());

        // The drift finding naming the two versions, linked to the crash.
        const DriftFinding *f = findingNaming(diag.findings(), QStringLiteral("flashinfer-cubin"));
        QVERIFY(f);
        QVERIFY2(f->sentence.contains(QLatin1String("0.6.3")) && f->sentence.contains(QLatin1String("0.6.4")),
                 qPrintable(f->sentence));
        QVERIFY(findingNaming(report.diagnosis.findings, QStringLiteral("flashinfer-cubin")));

        // The diff against the healthy run names what changed.
        QVERIFY(report.diagnosis.diff);
        const EnvironmentDiff &diff = *report.diagnosis.diff;
        const PackageChange *cubin = changeOf(diff, QStringLiteral("flashinfer-cubin"));
        QVERIFY(cubin);
        QCOMPARE(cubin->kind, PackageChange::Kind::Changed);
        QCOMPARE(cubin->before, QStringLiteral("0.6.4"));
        QCOMPARE(cubin->after, QStringLiteral("0.6.3"));
        const PackageChange *transformers = changeOf(diff, QStringLiteral("transformers"));
        QVERIFY(transformers);
        QCOMPARE(transformers->before, QStringLiteral("4.56.2"));
        const PackageChange *blake = changeOf(diff, QStringLiteral("blake3"));
        QVERIFY(blake);
        QCOMPARE(blake->kind, PackageChange::Kind::Added);
        QVERIFY(!changeOf(diff, QStringLiteral("flashinfer-python")));
        // Each simulated host listens on its own port; the run's pid and times are no change.
        QVERIFY(diff.execStartChanged);
        QVERIFY(diff.execStartBefore.startsWith(QLatin1String("/opt/vllm/.venv/bin/vllm serve ")));
        QVERIFY(diff.execStartAfter.endsWith(QString::number(s->definition().apiPort)));
        QVERIFY(!diff.execStartAfter.contains(QLatin1String("pid=")));

        // A restart clears the card until the new run fails again.
        QSignalSpy cleared(&diag, &HostDiagnostics::diagnosisCleared);
        s->service()->runAction(UnitAction::Restart);
        QTRY_COMPARE_WITH_TIMEOUT(cleared.count(), 1, 20000);
    }

    void unknownPythonSaysSo()
    {
        QTemporaryDir good;
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"))), QString());
        HostDefinition d = demo.definition();
        d.pythonCommand.clear(); // from ExecStart: a venv that does not exist on this machine
        Fleet fleet;
        fleet.setSessionOptions({ 1, good.path() });
        fleet.addHost(d);
        HostDiagnostics &diag = *fleet.session(d.name)->diagnostics();
        QSignalSpy updated(&diag, &HostDiagnostics::environmentUpdated);
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 15000);
        QVERIFY(!diag.hasEnvironment());
        QVERIFY(!diag.python().isEmpty());
        QVERIFY2(diag.environmentError().contains(diag.python()), qPrintable(diag.environmentError()));

        // Nothing is saved as known good from an environment that could not be read.
        QSignalSpy failed(&diag, &HostDiagnostics::knownGoodFailed);
        diag.markKnownGood();
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 15000);
        QVERIFY(!LastKnownGoodStore(good.path()).load(d.name, d.unit).has_value());
    }

    void badKnownGoodFileIsIgnored()
    {
        QTemporaryDir good;
        SimulatedHost demo;
        QCOMPARE(demo.start(options(QStringLiteral("healthy"))), QString());
        Fleet fleet;
        fleet.setSessionOptions({ 1, good.path() });
        fleet.addHost(demo.definition());
        HostSession *s = fleet.session(demo.definition().name);
        {
            const QString path
                = LastKnownGoodStore(good.path()).filePath(s->definition().name, s->definition().unit);
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("\x00\x01{not json", 12);
        }
        HostDiagnostics &diag = *s->diagnostics();
        QVERIFY(!diag.knownGood());
        QTRY_VERIFY_WITH_TIMEOUT(diag.hasEnvironment(), 15000);
        QVERIFY(!diag.diff());
    }
};

QTEST_GUILESS_MAIN(TestHostDiagnosticsSim)
#include "tst_hostdiagnosticssim.moc"
