// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimulatedHost.h"
#include "chat/ChatClient.h"
#include "chat/ValidationLadder.h"
#include "commands/CheckRun.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>

using namespace ic;
using namespace ic::testsupport;

// The validation ladder against the simulated host's own OpenAI-compatible server: one healthy
// run passes, and each of the simulator's misbehaviours fails the step made to catch it.
class TestCheckSimHost : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SimulatedHost> m_sim;

    /// Total memory in use over every simulated GPU, in MiB.
    double gpuMemory() const
    {
        const RunResult r
            = m_sim->simhost({ QStringLiteral("nvidia-smi"), QStringLiteral("--query-gpu=memory.used"),
                               QStringLiteral("--format=csv,noheader,nounits") });
        if (r.exitCode != 0)
            return qQNaN();
        double sum = 0;
        for (const QByteArray &line : r.out.trimmed().split('\n'))
            sum += line.trimmed().toDouble();
        return sum;
    }

    static Ladder ladder()
    {
        Ladder l = Ladder::builtin();
        l.setParam(QStringLiteral("memory-baseline"), QStringLiteral("settle_s"), 0);
        l.setParam(QStringLiteral("stability"), QStringLiteral("repeats"), 2);
        return l;
    }

private Q_SLOTS:
    void init() { m_sim = std::make_unique<SimulatedHost>(); }
    void cleanup() { m_sim.reset(); } // stops the simulated service and removes its state

    void chatAgainstSimulator_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("error");
        QTest::addColumn<bool>("inlineReasoning");
        QTest::newRow("reasoning") << QStringList { QStringLiteral("--reasoning-field"),
                                                    QStringLiteral("reasoning") }
                                   << int(TurnError::None) << false;
        QTest::newRow("reasoning_content")
            << QStringList { QStringLiteral("--reasoning-field"), QStringLiteral("reasoning_content") }
            << int(TurnError::None) << false;
        QTest::newRow("inline think")
            << QStringList { QStringLiteral("--reasoning-field"), QStringLiteral("inline-think") }
            << int(TurnError::None) << true;
        QTest::newRow("error frame") << QStringList { QStringLiteral("--stream-error-after"),
                                                      QStringLiteral("3") }
                                     << int(TurnError::ErrorFrame) << false;
        QTest::newRow("cut stream") << QStringList { QStringLiteral("--stream-cut-after"),
                                                     QStringLiteral("3") }
                                    << int(TurnError::NoDone) << false;
    }

    void chatAgainstSimulator()
    {
        QFETCH(QStringList, options);
        QFETCH(int, error);
        QFETCH(bool, inlineReasoning);
        const QString started = m_sim->start(SimulatedHost::servingApi(
            options + QStringList { QStringLiteral("--api-key"), QStringLiteral("sk-sim") }));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        ChatClient client;
        client.setEndpoint({ m_sim->baseUrl(), QStringLiteral("sk-sim") });
        QSignalSpy models(&client, &ChatClient::modelsFetched);
        client.fetchModels();
        QTRY_COMPARE_WITH_TIMEOUT(models.size(), 1, 10000);
        QSignalSpy finished(&client, &ChatClient::turnFinished);
        client.send(presetCapitalPrompt());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const ChatTurn t = client.turns().at(0);
        QCOMPARE(int(t.errorKind), error);
        if (error != int(TurnError::None)) {
            QCOMPARE(t.state, TurnState::Failed);
            QVERIFY(t.chunkCount > 0); // what arrived is kept
            return;
        }
        QCOMPARE(t.state, TurnState::Finished);
        QVERIFY(t.answer.contains(QStringLiteral("Paris")));
        QVERIFY(!t.answer.contains(QStringLiteral("think>")));
        QVERIFY(!t.reasoning.isEmpty());
        QCOMPARE(t.reasoningInline, inlineReasoning);
        QCOMPARE(t.finishReason, QStringLiteral("stop"));
        QVERIFY(t.usage.completionTokens > 0);
        // A loaded machine can read the whole stream at once: then no decode speed is measured
        // (-1, never a made-up figure). Otherwise it is a figure.
        if (t.e2elSeconds > t.ttftSeconds)
            QVERIFY2(t.decodeTokensPerSecond() > 0, qPrintable(QString::number(t.decodeTokensPerSecond())));
        else
            QCOMPARE(t.decodeTokensPerSecond(), -1.0);
    }

    void ladderAgainstSimulator_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("failing");
        QTest::addColumn<QString>("evidence");
        QTest::addColumn<double>("decodeBaseline");
        // The simulator decodes at 2000 tok/s (≈1400 measured by the client on a quiet machine). A
        // busy machine only makes the measured figure lower, so the healthy rows hold the server to
        // a baseline it passes even 10× slowed (floor 80 tok/s), and the slow-decode row to one
        // that a quarter of the rate cannot reach however quiet the machine (floor 640 tok/s).
        QTest::newRow("healthy") << QStringList() << ""
                                 << "" << 100.0;
        QTest::newRow("wrong answers") << QStringList { QStringLiteral("--wrong-answers") } << "smoke"
                                       << "Lyon" << 100.0;
        QTest::newRow("reasoning leaks")
            << QStringList { QStringLiteral("--leak-reasoning") } << "reasoning-parser"
            << "no reasoning parser set" << 100.0;
        QTest::newRow("non-deterministic")
            << QStringList { QStringLiteral("--nondeterministic") } << "determinism"
            << "differs from run 1" << 100.0;
        QTest::newRow("memory leak") << QStringList { QStringLiteral("--leak-memory") } << "memory-baseline"
                                     << "did not return to its baseline" << 100.0;
        QTest::newRow("slow decode") << QStringList { QStringLiteral("--slow-decode") } << "decode-speed"
                                     << "Decode is slow" << 800.0;
    }

    void ladderAgainstSimulator()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, failing);
        QFETCH(QString, evidence);
        QFETCH(double, decodeBaseline);
        const QString started = m_sim->start(SimulatedHost::servingApi(options));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QVERIFY(SimulatedHost::answersHealth(m_sim->apiPort()));

        LadderOptions o;
        o.endpoint = { m_sim->baseUrl(), QString() };
        o.host = QStringLiteral("sim");
        o.gpuMemoryUsedMiB = [this] { return gpuMemory(); };
        o.decodeBaseline = decodeBaseline;
        ValidationLadder runner(ladder(), o);
        QSignalSpy finished(&runner, &ValidationLadder::finished);
        runner.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        const LadderReport r = runner.report();
        QStringList failed;
        for (const StepResult &s : r.steps) {
            if (s.verdict == Verdict::Fail || s.verdict == Verdict::Error)
                failed << s.id;
        }
        if (failing.isEmpty()) {
            QVERIFY2(failed.isEmpty(), qPrintable(r.toText()));
            QCOMPARE(r.verdict(), Verdict::Pass);
            qInfo().noquote() << r.toText();
            return;
        }
        QVERIFY2(failed.contains(failing), qPrintable(r.toText()));
        for (const StepResult &s : r.steps) {
            if (s.id == failing)
                QVERIFY2(s.evidence.contains(evidence), qPrintable(s.evidence));
        }
        QCOMPARE(r.verdict(), Verdict::Fail);
    }
};

QTEST_GUILESS_MAIN(TestCheckSimHost)
#include "tst_checksimhost.moc"
