// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "sim/SimChat.h"
#include "sim/SimJournal.h"
#include "sim/SimState.h"
#include "sim/SimTimeline.h"
#include "startup/LogAnalyzer.h"

#include <QTest>

using namespace ic;

// The simulated host's logic as pure functions: what every separate invocation of the
// binary recomputes from the state file must agree across moments.
class tst_SimTimeline : public QObject {
    Q_OBJECT

private:
    static SimState state(SimScenario scenario)
    {
        SimState s;
        s.scenario = scenario;
        s.timeScale = 40;
        s.seed = 7;
        s.bootId = "0123456789abcdef0123456789abcdef";
        s.machineId = "fedcba9876543210fedcba9876543210";
        s.journalSeqnumId = "00112233445566778899aabbccddeeff";
        s.bootMs = 1'700'000'000'000;
        SimInvocation inv = s.newInvocation(1'700'000'100'000);
        inv.id = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        inv.mainPid = 4100;
        s.invocations.append(inv);
        return s;
    }

    static bool contains(const QList<SimLogLine> &lines, const QByteArray &text)
    {
        for (const SimLogLine &l : lines) {
            if (l.message.contains(text))
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void scenarioOutcomes_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<bool>("ready");
        QTest::addColumn<bool>("exits");
        QTest::addColumn<QByteArray>("marker");

        QTest::newRow("healthy") << int(SimScenario::Healthy) << true << false
                                 << QByteArray("INFO:     Application startup complete.");
        QTest::newRow("slow") << int(SimScenario::Slow) << true << false << QByteArray("torch.compile took");
        QTest::newRow("mismatch")
            << int(SimScenario::CrashFlashinferMismatch) << false << true
            << QByteArray("flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)");
        QTest::newRow("oom") << int(SimScenario::Oom) << false << true
                             << QByteArray("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate");
        QTest::newRow("hang") << int(SimScenario::Hang) << false << false
                              << QByteArray(
                                     "No available shared memory broadcast block found in 60 seconds.");
    }

    void scenarioOutcomes()
    {
        QFETCH(int, scenario);
        QFETCH(bool, ready);
        QFETCH(bool, exits);
        QFETCH(QByteArray, marker);
        const SimState s = state(SimScenario(scenario));
        const SimTimeline tl(s, s.invocations.first());
        QCOMPARE(tl.readySimMs() >= 0, ready);
        QCOMPARE(tl.exitSimMs() >= 0, exits);
        const QList<SimLogLine> lines = tl.linesUpTo(4 * 3600 * 1000);
        QVERIFY(contains(lines, marker));
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY(lines.at(i - 1).simMs <= lines.at(i).simMs);
        if (ready) {
            // About 13 simulated minutes (twice and more when slow), ~73.7 GiB per card.
            QVERIFY(tl.readySimMs() >= 12 * 60 * 1000);
            QVERIFY(tl.readySimMs() <= (scenario == int(SimScenario::Slow) ? 40 : 14) * 60 * 1000);
            QVERIFY(qAbs(tl.gpuMemoryMiB(1, tl.readySimMs()) - 75470) < 100);
            QCOMPARE(tl.phaseAt(tl.readySimMs()), SimPhase::Ready);
        }
        if (exits) {
            QCOMPARE(tl.gpuMemoryMiB(0, tl.exitSimMs()), 0.0);
            QVERIFY(lines.last().fromSystemd);
            QVERIFY(contains(lines, "Failed with result 'exit-code'."));
        }
        if (scenario == int(SimScenario::Hang)) {
            // Nothing but the broadcast message after the hang, forever.
            const QList<SimLogLine> later = tl.linesUpTo(8 * 3600 * 1000);
            QVERIFY(later.size() > lines.size());
            for (qsizetype i = lines.size(); i < later.size(); ++i)
                QVERIFY(later.at(i).message.contains("No available shared memory broadcast block"));
        }
    }

    void weightsBarsAreTqdm()
    {
        const SimState s = state(SimScenario::Healthy);
        const SimTimeline tl(s, s.invocations.first());
        int weights = 0, graphs = 0;
        for (const SimLogLine &l : tl.linesUpTo(3600 * 1000)) {
            if (l.message.startsWith("Loading safetensors checkpoint shards: ")) {
                ++weights;
                QVERIFY2(l.message.contains("% Completed | ") && l.message.contains("/64 ["),
                         l.message.constData());
            }
            if (l.message.startsWith("Capturing CUDA graphs (")) {
                ++graphs;
                QVERIFY(l.message.contains('\r'));
                QVERIFY(!l.message.contains('\n'));
            }
        }
        QCOMPARE(weights, 66); // 0/64, one per shard, the 100 % line twice
        QCOMPARE(graphs, 8); // two bars, four records each
    }

    void ansiPrefixes()
    {
        SimState s = state(SimScenario::Healthy);
        s.ansiPrefixes = true;
        const SimTimeline tl(s, s.invocations.first());
        const QList<SimLogLine> lines = tl.linesUpTo(60 * 1000);
        QVERIFY(contains(lines, "\x1b[1;36m(APIServer pid=4100)\x1b[0;0m INFO "));
        QVERIFY(contains(lines, "\x1b[1;36m(Worker_TP7 pid="));
        QVERIFY(!contains(lines, "\x1b[1;36mStarted"));
        const QList<SimJournalEntry> entries = simJournalEntries(s, s.invocations.first().startMs + 2000);
        QVERIFY(simJournalJson(s, entries.at(1), true).contains("\"MESSAGE\":[27,91,49,59,51,54,109,40,"));
    }

    // Any later look at the journal starts with exactly what an earlier look saw.
    void journalOnlyGrows()
    {
        SimState s = state(SimScenario::Healthy);
        const qint64 t0 = s.invocations.first().startMs;
        // A restart 5 real seconds in: the first start-up is cut, its entries stay.
        s.invocations.first().stopMs = t0 + 5000;
        SimInvocation second = s.newInvocation(t0 + 5000);
        second.id = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
        second.mainPid = 4700;
        s.invocations.append(second);
        QList<SimJournalEntry> previous;
        for (qint64 t = t0; t <= t0 + 40000; t += 777) {
            const QList<SimJournalEntry> now = simJournalEntries(s, t);
            QVERIFY(now.size() >= previous.size());
            for (qsizetype i = 0; i < previous.size(); ++i) {
                QCOMPARE(now.at(i).seq, previous.at(i).seq);
                QCOMPARE(now.at(i).message, previous.at(i).message);
                QCOMPARE(simJournalCursor(s, now.at(i)), simJournalCursor(s, previous.at(i)));
            }
            for (qsizetype i = 1; i < now.size(); ++i)
                QVERIFY(now.at(i - 1).realtimeUsec < now.at(i).realtimeUsec);
            previous = now;
        }
        int started = 0;
        bool deactivated = false;
        for (const SimJournalEntry &e : previous) {
            started += e.message.startsWith("Started vllm.service") ? 1 : 0;
            deactivated |= e.message == "vllm.service: Deactivated successfully.";
            QCOMPARE(simJournalCursorSeq(s, simJournalCursor(s, e)), std::optional<qint64>(e.seq));
        }
        QCOMPARE(started, 2);
        QVERIFY(deactivated);
        QVERIFY(!simJournalCursorSeq(s, "s=0000;i=3"));
    }

    // `configure` between starts changes the next start-up, never one that already ran.
    void optionsApplyFromTheNextStart()
    {
        SimState s = state(SimScenario::Healthy);
        const qint64 now = s.invocations.first().startMs + 30000;
        const QList<SimJournalEntry> before = simJournalEntries(s, now);
        s.scenario = SimScenario::CrashFlashinferMismatch;
        s.timeScale = 1000;
        s.model = QStringLiteral("other/model");
        const QList<SimJournalEntry> after = simJournalEntries(s, now);
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i)
            QCOMPARE(after.at(i).message, before.at(i).message);
        const SimInvocation next = s.newInvocation(now);
        QCOMPARE(next.scenario, SimScenario::CrashFlashinferMismatch);
        QVERIFY(SimTimeline(s, next).exitSimMs() > 0);
        QCOMPARE(s.forInvocation(next).model, QStringLiteral("other/model"));
    }

    void journalJsonShape()
    {
        const SimState s = state(SimScenario::Healthy);
        const QList<SimJournalEntry> entries = simJournalEntries(s, s.invocations.first().startMs + 30000);
        QVERIFY(!entries.isEmpty());
        const QByteArray systemd = simJournalJson(s, entries.first(), true);
        QVERIFY(systemd.startsWith("{\"__CURSOR\":\"s=00112233445566778899aabbccddeeff;i=1;"));
        QVERIFY(systemd.contains("\"_PID\":\"1\""));
        QVERIFY(systemd.contains("\"UNIT\":\"vllm.service\""));
        QVERIFY(systemd.contains("\"INVOCATION_ID\":\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\""));
        SimJournalEntry e = entries.last();
        e.message = "\x1b[1;36m(APIServer pid=1)\x1b[0;0m x";
        QVERIFY(simJournalJson(s, e, true).contains("\"MESSAGE\":[27,91,49,59,51,54,109,"));
        e.message = QByteArray(5000, 'x');
        QVERIFY(simJournalJson(s, e, false).endsWith("\"MESSAGE\":null}"));
        QVERIFY(simJournalJson(s, e, true).contains(QByteArray(5000, 'x')));
    }

    // The console's own analyzer reads each scenario's journal (both output formats) as intended.
    void analyzerReadsEveryScenario_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<bool>("json");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("lastPhase");
        QTest::addColumn<QString>("category");

        for (bool json : { true, false }) {
            const char *f = json ? "json" : "short";
            QTest::addRow("healthy %s", f) << int(SimScenario::Healthy) << json << QStringLiteral("ready")
                                           << QStringLiteral("ready") << QString();
            QTest::addRow("slow %s", f) << int(SimScenario::Slow) << json << QStringLiteral("ready")
                                        << QStringLiteral("ready") << QString();
            QTest::addRow("mismatch %s", f)
                << int(SimScenario::CrashFlashinferMismatch) << json << QStringLiteral("crashed")
                << QStringLiteral("download") << QStringLiteral("package-mismatch");
            QTest::addRow("oom %s", f) << int(SimScenario::Oom) << json << QStringLiteral("crashed")
                                       << QStringLiteral("compile") << QStringLiteral("gpu-oom");
            QTest::addRow("hang %s", f) << int(SimScenario::Hang) << json << QStringLiteral("starting")
                                        << QStringLiteral("compile") << QString();
        }
    }

    void analyzerReadsEveryScenario()
    {
        QFETCH(int, scenario);
        QFETCH(bool, json);
        QFETCH(QString, outcome);
        QFETCH(QString, lastPhase);
        QFETCH(QString, category);
        const SimState s = state(SimScenario(scenario));
        QByteArray text;
        for (const SimJournalEntry &e : simJournalEntries(s, s.invocations.first().startMs + 3600 * 1000))
            text += (json ? simJournalJson(s, e, true) : simJournalShort(s, e, true)) + '\n';
        const LogAnalysis a = analyzeLog(text);
        QCOMPARE(a.engine, QStringLiteral("vllm"));
        QCOMPARE(a.outcome, outcome);
        QVERIFY(!a.phases.isEmpty());
        QCOMPARE(a.phases.last().id, lastPhase);
        QCOMPARE(a.rootCauseCategory, category);
        if (scenario == int(SimScenario::Healthy))
            QVERIFY(a.benignWarnings > 0); // the broadcast lines during compile and capture
    }

    void chatPlan_data()
    {
        QTest::addColumn<QString>("prompt");
        QTest::addColumn<int>("maxTokens");
        QTest::addColumn<QString>("answerContains");
        QTest::addColumn<bool>("truncated");

        QTest::newRow("france") << QStringLiteral("What is the capital of France? Answer in one sentence.")
                                << -1 << QStringLiteral("Paris") << false;
        QTest::newRow("prime") << QStringLiteral(
            "Write a Python function that checks if a number is prime. Be concise.")
                               << -1 << QStringLiteral("```python\ndef is_prime(n):") << false;
        QTest::newRow("generic") << QStringLiteral("hello") << -1 << QStringLiteral("simulated") << false;
        QTest::newRow("cut") << QStringLiteral("What is the capital of France?") << 4 << QString() << true;
        QTest::newRow("empty") << QString() << -1 << QStringLiteral("simulated") << false;
    }

    void chatPlan()
    {
        QFETCH(QString, prompt);
        QFETCH(int, maxTokens);
        QFETCH(QString, answerContains);
        QFETCH(bool, truncated);
        SimState s;
        SimChatRequest r;
        r.messages = { { QStringLiteral("user"), prompt } };
        r.temperature = 0;
        r.maxTokens = maxTokens;
        const SimChatPlan a = simPlanChat(s, r, 1);
        const SimChatPlan b = simPlanChat(s, r, 2);
        QCOMPARE(a.truncated, truncated);
        if (maxTokens > 0)
            QCOMPARE(a.tokens.size(), maxTokens);
        QString answer, reasoning;
        for (const SimToken &t : a.tokens)
            (t.kind == SimToken::Kind::Reasoning ? reasoning : answer) += t.text;
        QVERIFY(answer.contains(answerContains));
        if (!truncated)
            QVERIFY(!reasoning.isEmpty());
        QCOMPARE(a.promptTokens, simPromptTokens(r.messages));
        // Temperature 0 is reproducible whatever the nonce.
        QCOMPARE(a.tokens.size(), b.tokens.size());
        for (qsizetype i = 0; i < a.tokens.size(); ++i)
            QCOMPARE(a.tokens.at(i).text, b.tokens.at(i).text);
    }

    void chatMisbehaviour()
    {
        SimChatRequest r;
        r.messages = { { QStringLiteral("user"), QStringLiteral("What is the capital of France?") } };
        r.temperature = 0;
        auto text = [](const SimChatPlan &p, SimToken::Kind kind) {
            QString s;
            for (const SimToken &t : p.tokens)
                s += t.kind == kind ? t.text : QString();
            return s;
        };
        SimState wrong;
        wrong.wrongAnswers = true;
        QVERIFY(!text(simPlanChat(wrong, r, 1), SimToken::Kind::Content).contains(QStringLiteral("Paris")));
        SimState leak;
        leak.leakReasoning = true;
        const SimChatPlan leaked = simPlanChat(leak, r, 1);
        QVERIFY(text(leaked, SimToken::Kind::Content).startsWith(QStringLiteral("<think>")));
        QVERIFY(text(leaked, SimToken::Kind::Reasoning).isEmpty());
        QCOMPARE(leaked.tokens.first().text, QStringLiteral("<think>"));
        SimState noisy;
        noisy.nondeterministic = true;
        QVERIFY(text(simPlanChat(noisy, r, 1), SimToken::Kind::Content)
                != text(simPlanChat(noisy, r, 2), SimToken::Kind::Content));
    }

    void tokenizeRoundTrips_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("blanks") << QStringLiteral("  \n\t ");
        QTest::newRow("code") << QStringLiteral("```python\ndef f(n):\n    return n % 2 == 0\n```");
        QTest::newRow("unicode") << QStringLiteral("Grüße, 世界 — ok?");
        QTest::newRow("think") << QStringLiteral("<think>\nx\n</think>\n\nParis.");
        QTest::newRow("long") << QString(100000, QLatin1Char('a'));
    }

    void tokenizeRoundTrips()
    {
        QFETCH(QString, text);
        QCOMPARE(simTokenize(text).join(QString()), text);
    }
};

QTEST_GUILESS_MAIN(tst_SimTimeline)
#include "tst_simtimeline.moc"
