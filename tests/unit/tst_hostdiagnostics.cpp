// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Host diagnostics on their own: a host definition, the journal as a LogModel holds it, and the
// service state and new lines handed to its slots as the session's monitors would. Crash logs
// from public issues (tests/fixtures/crashes/SOURCES.md). No transport: nothing is fetched.
#include "chat/LadderReport.h"
#include "formats/JournalJson.h"
#include "formats/SystemctlShow.h"
#include "host/HostDiagnostics.h"
#include "monitor/LogModel.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

HostDefinition host()
{
    HostDefinition d;
    d.name = QStringLiteral("unit-02");
    d.unit = QStringLiteral("vllm.service");
    d.engine = QStringLiteral("vllm");
    return d;
}

QList<JournalEntry> journalOf(const QString &fixture, const QByteArray &invocation)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/crashes/") + fixture);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<JournalEntry> entries;
    qint64 usec = 1'760'000'000'000'000;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.isEmpty())
            continue;
        JournalEntry e;
        e.cursor = "c" + QByteArray::number(entries.size());
        e.realtimeUsec = usec += 1000;
        e.priority = 6;
        e.pid = 4242;
        e.invocationId = invocation;
        e.message = QString::fromUtf8(line);
        entries << e;
    }
    return entries;
}

ServiceState failedState(const QString &invocation)
{
    ServiceState s;
    s.loadState = QStringLiteral("loaded");
    s.activeState = QStringLiteral("failed");
    s.subState = QStringLiteral("failed");
    s.result = QStringLiteral("exit-code");
    s.invocationId = invocation;
    return s;
}

LadderReport passingRun(const QString &hostName)
{
    LadderReport r;
    r.kind = QStringLiteral("ladder");
    r.host = hostName;
    r.outcome = RunOutcome::Completed;
    StepResult step;
    step.id = QStringLiteral("smoke");
    step.verdict = Verdict::Pass;
    step.required = true;
    r.steps << step;
    return r;
}

} // namespace

class TestHostDiagnostics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void crashInTheJournalIsDiagnosed_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("rootContains");
        QTest::newRow("vLLM 0.8 OOM under its wrapper")
            << QStringLiteral("vllm-0.8-oom-v1-wrapper.log") << QStringLiteral("gpu-oom")
            << QStringLiteral("CUDA out of memory");
        QTest::newRow("vLLM 0.15 KV cache too small")
            << QStringLiteral("vllm-0.15-kv-cache-estimate.log") << QStringLiteral("kv-cache")
            << QStringLiteral("KV cache");
    }
    void crashInTheJournalIsDiagnosed()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, category);
        QFETCH(QString, rootContains);
        QTemporaryDir dir;
        LogModel log;
        HostDiagnostics diag(host(), nullptr, &log, dir.path());
        diag.setSettleInterval(10);
        QSignalSpy ready(&diag, &HostDiagnostics::diagnosisReady);

        const QList<JournalEntry> lines = journalOf(fixture, "inv-1");
        QVERIFY(!lines.isEmpty());
        // As the session wires it: the model holds the lines before the diagnosis hears of them.
        log.appendEntries(lines);
        diag.onEntries(lines);
        diag.onServiceState(failedState(QStringLiteral("inv-1")));
        QTRY_VERIFY_WITH_TIMEOUT(diag.crash().has_value(), 5000);
        QVERIFY(ready.count() >= 1);
        const CrashReport &report = *diag.crash();
        QCOMPARE(report.diagnosis.categoryId, category);
        QVERIFY2(report.diagnosis.rootCause.text.contains(rootContains),
                 qPrintable(report.diagnosis.rootCause.text));
        QVERIFY(log.store().contains(report.sequence));
        QCOMPARE(report.invocationId, QByteArray("inv-1"));

        // A new invocation clears the card.
        QSignalSpy cleared(&diag, &HostDiagnostics::diagnosisCleared);
        diag.onInvocationChanged(QStringLiteral("inv-1"), QStringLiteral("inv-2"));
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!diag.crash());
    }

    void healthyLinesAreNoCrash()
    {
        QTemporaryDir dir;
        LogModel log;
        HostDiagnostics diag(host(), nullptr, &log, dir.path());
        diag.setSettleInterval(10);
        QSignalSpy ready(&diag, &HostDiagnostics::diagnosisReady);
        const QList<JournalEntry> lines = journalOf(QStringLiteral("vllm-0.11-ready.log"), "inv-1");
        QVERIFY(!lines.isEmpty());
        log.appendEntries(lines);
        diag.onEntries(lines);
        diag.diagnoseNow();
        QCOMPARE(ready.count(), 0);
        QVERIFY(!diag.crash());
    }

    void knownGoodOnlyFromAPassingRunOfThisHost()
    {
        QTemporaryDir dir;
        LogModel log;
        HostDiagnostics diag(host(), nullptr, &log, dir.path());
        QVERIFY(!diag.markKnownGoodIfPassed(passingRun(QStringLiteral("another-host"))));
        LadderReport failing = passingRun(host().name);
        failing.steps[0].verdict = Verdict::Fail;
        QVERIFY(!diag.markKnownGoodIfPassed(failing));
        LadderReport interrupted = passingRun(host().name);
        interrupted.outcome = RunOutcome::Interrupted;
        QVERIFY(!diag.markKnownGoodIfPassed(interrupted));
        QVERIFY(HostDiagnostics::isKnownGoodRun(passingRun(host().name)));
        // Without a transport the environment cannot be read: nothing is saved.
        QSignalSpy saved(&diag, &HostDiagnostics::knownGoodSaved);
        QVERIFY(diag.markKnownGoodIfPassed(passingRun(host().name)));
        QVERIFY(!diag.isRefreshing());
        QCOMPARE(saved.count(), 0);
        QVERIFY(!diag.knownGood());
    }
};

QTEST_GUILESS_MAIN(TestHostDiagnostics)
#include "tst_hostdiagnostics.moc"
