// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The stall rules (resources/diagnose/stall.json) over py-spy dumps from public issue threads and
// real-shaped ones (tests/fixtures/autopsy), journal lines as vLLM and SGLang print them, the
// start-up tracker's phase, kernel Xid lines and the environment: each case names the category,
// the confidence and where the winning evidence came from; nothing that points nowhere makes a
// verdict.
#include "config/EngineProfile.h"
#include "diagnose/StallDiagnosis.h"
#include "formats/KernelXid.h"
#include "formats/PySpyDump.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/autopsy/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Every thread of a fixture's dump, as the gatherer hands them over; `copies` workers each.
QList<StallInput::Stack> stacksOf(const QString &name, int copies = 1)
{
    QList<StallInput::Stack> out;
    const PySpyDump d = parsePySpyDump(fixture(name));
    for (int c = 0; c < copies; ++c) {
        for (const PySpyProcess &p : d.processes) {
            for (const PySpyThread &t : p.threads) {
                StallInput::Stack s { p.pid + c, p.command, t.name, t.isIdle(), {} };
                for (const PySpyFrame &f : t.frames)
                    s.frames << f.text();
                out << s;
            }
        }
    }
    return out;
}

QList<StallInput::LogLine> journal(const QStringList &lines)
{
    QList<StallInput::LogLine> out;
    int second = 0;
    for (const QString &l : lines)
        out << StallInput::LogLine {
            QStringLiteral("2026-03-02T10:20:%1Z").arg(second++, 2, 10, QLatin1Char('0')), l
        };
    return out;
}

QList<XidEvent> xids(const QString &name)
{
    return parseKernelXid(fixture(name)).events;
}

} // namespace

Q_DECLARE_METATYPE(ic::StallInput)

class TestStallDiagnosis : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        (void)engineProfiles(); // the journal's prefixes, as the console installs them
        QVERIFY2(!fixture(QStringLiteral("py-spy-vllm-graph-capture.txt")).isEmpty(), "fixtures not found");
    }

    /// The shipped rules load: every expression compiles, every category has next steps.
    void shippedRules()
    {
        QFile f(QStringLiteral(IC_SOURCE_DIR "/resources/diagnose/stall.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        const StallVerdict v = classifyStall({}, json);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        for (StallCategory c : { StallCategory::Nccl, StallCategory::Compile, StallCategory::GraphCapture,
                                 StallCategory::Weights, StallCategory::Placement, StallCategory::Unknown }) {
            QVERIFY(!stallCategoryTitle(c).isEmpty());
            QCOMPARE(stallCategoryFromId(stallCategoryId(c)), c);
        }
        QVERIFY(!v.nextSteps.isEmpty()); // unknown has steps too
        const EnvironFilter filter = stallEnvironmentFilter(json);
        QVERIFY(filter.prefixes.contains(QStringLiteral("NCCL_")));
        QVERIFY(filter.prefixes.contains(QStringLiteral("SGLANG_")));
        QVERIFY(!stallEnvironmentFilter().prefixes.isEmpty()); // the embedded copy
    }

    void classify_data()
    {
        QTest::addColumn<StallInput>("input");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("confidence");
        QTest::addColumn<QString>("firstSource"); // prefix of the strongest evidence's source

        const QString capturing = QStringLiteral("Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  "
                                                 "49%|████▉     | 33/67 [00:06<00:04,  6.30it/s]");
        StallInput in;

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-graph-capture.txt"), 8);
        in.phaseId = QStringLiteral("cuda-graphs");
        in.phaseTitle = QStringLiteral("CUDA graphs");
        in.phaseActive = true;
        in.journal = journal({ capturing });
        QTest::newRow("graph capture: py-spy, phase and journal agree") << in << "graph-capture"
                                                                        << "high"
                                                                        << "py-spy of PID 8771";

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-nccl-init.txt"), 4);
        in.journal
            = journal({ QStringLiteral("(Worker_TP0 pid=2019) INFO 03-02 10:20:11 [pynccl.py:103] vLLM is "
                                       "using nccl==2.27.3") });
        QTest::newRow("NCCL: a collective in distributed init") << in << "nccl"
                                                                << "high"
                                                                << "py-spy of PID 2019";

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-capture-allreduce.txt"));
        in.phaseId = QStringLiteral("cuda-graphs");
        in.phaseActive = true;
        QTest::newRow("all-reduce during capture: NCCL against the phase") << in << "nccl"
                                                                           << "low"
                                                                           << "py-spy of PID 8772";

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-weights.txt"));
        QTest::newRow("weights: py-spy alone") << in << "weights"
                                               << "medium"
                                               << "py-spy of PID 441";

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-compile.txt"), 2);
        in.journal
            = journal({ QStringLiteral("(Worker_TP0 pid=8771) INFO 03-02 10:20:11 [backends.py:647] Dynamo "
                                       "bytecode transform time: 21.03 s") });
        QTest::newRow("compile: Inductor codegen and the journal") << in << "compile"
                                                                   << "high"
                                                                   << "py-spy of PID 8771";

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-placement.txt"));
        in.journal = journal({ QStringLiteral("(EngineCore_DP0 pid=1553) INFO 02-02 19:54:30 "
                                              "[ray_utils.py:212] Waiting for creating a placement group "
                                              "of specs for 10 seconds. specs=[{'GPU': 1.0, "
                                              "'node:172.31.42.4': 0.001}, {'GPU': 1.0}]. Check `ray "
                                              "status` to see if you have enough resources.") });
        QTest::newRow("placement: Ray waits for a placement group") << in << "placement"
                                                                    << "high"
                                                                    << "py-spy of PID 1553";

        in = {};
        in.journal
            = journal({ QStringLiteral("(EngineCore_DP0 pid=441) INFO 03-02 10:19:58 [core.py:93] "
                                       "Initializing a V1 LLM engine (v0.15.1) with config: model='m'"),
                        capturing,
                        QStringLiteral("(EngineCore_DP0 pid=441) INFO 03-02 10:21:04 [shm_broadcast.py:466] "
                                       "No available shared memory broadcast block found in 60 seconds.") });
        QTest::newRow("journal alone: the newest phase line") << in << "graph-capture"
                                                              << "medium"
                                                              << "journal line at 2026-03-02T10:20:01Z";

        in = {};
        in.phaseId = QStringLiteral("weights");
        in.phaseTitle = QStringLiteral("Weights");
        in.phaseActive = true;
        QTest::newRow("tracker alone") << in << "weights"
                                       << "medium"
                                       << "start-up tracker";

        in = {};
        in.journal = journal({ QStringLiteral("[2025-02-18 09:34:01 TP0] Init torch distributed begin.") });
        QTest::newRow("SGLang distributed init line") << in << "nccl"
                                                      << "medium"
                                                      << "journal line";

        in = {};
        in.phaseId = QStringLiteral("cuda-graphs");
        in.phaseActive = false;
        QTest::newRow("the phase had finished: no verdict") << in << "unknown"
                                                            << "none" << QString();

        QTest::newRow("nothing at all") << StallInput {} << "unknown"
                                        << "none" << QString();

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-50835-enginecore.txt"));
        QTest::newRow("an idle engine core says nothing (vllm#50835)") << in << "unknown"
                                                                       << "none" << QString();

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-sglang-6891-scheduler.txt"));
        QTest::newRow("idle compile-pool thread ignored (sglang#6891)") << in << "unknown"
                                                                        << "none" << QString();

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-sglang-17941-native.txt"));
        QTest::newRow("native gloo wait (sglang#17941)") << in << "nccl"
                                                         << "medium"
                                                         << "py-spy of PID 88693";

        in = {};
        in.xids = xids(QStringLiteral("xid-kmsg-nvlink-gpud-1174.log"));
        QTest::newRow("NVLink Xid alone: a weak hint") << in << "nccl"
                                                       << "low"
                                                       << "kernel line";

        in = {};
        in.xids = xids(QStringLiteral("xid-dmesg-ctime-gpud-46.log"));
        QTest::newRow("Xid 13 points nowhere") << in << "unknown"
                                               << "none" << QString();

        in = {};
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-weights.txt"));
        in.journal
            = journal({ QStringLiteral("Waiting for creating a placement group of specs for 40 seconds. "
                                       "specs=[{'GPU': 1.0}]") });
        QTest::newRow("a tie is no verdict") << in << "unknown"
                                             << "none" << QString();
    }

    void classify()
    {
        QFETCH(StallInput, input);
        QFETCH(QString, category);
        QFETCH(QString, confidence);
        QFETCH(QString, firstSource);
        const StallVerdict v = classifyStall(input);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QCOMPARE(stallCategoryId(v.category), category);
        QCOMPARE(v.confidence, confidence);
        QVERIFY(!v.nextSteps.isEmpty());
        if (category == QLatin1String("unknown")) {
            for (const StallEvidence &e : v.evidence)
                QVERIFY2(e.category != category, "unknown never has evidence of its own");
            return;
        }
        QVERIFY(!v.evidence.isEmpty());
        QVERIFY2(v.evidence.first().source.startsWith(firstSource), qPrintable(v.evidence.first().source));
        QCOMPARE(v.evidence.first().category, category);
        QVERIFY(!v.evidence.first().text.isEmpty());
        QVERIFY(v.scores.value(category) > 0);
    }

    /// One voice per process: eight workers in the same place count more than one, up to a cap.
    void agreeingProcessesAddUp()
    {
        StallInput one, eight;
        one.stacks = stacksOf(QStringLiteral("py-spy-vllm-graph-capture.txt"), 1);
        eight.stacks = stacksOf(QStringLiteral("py-spy-vllm-graph-capture.txt"), 8);
        QCOMPARE(classifyStall(one).scores.value(QStringLiteral("graph-capture")), 3);
        QCOMPARE(classifyStall(eight).scores.value(QStringLiteral("graph-capture")), 6);
        QCOMPARE(classifyStall(eight).evidence.size(), 8);
    }

    void contextNotes()
    {
        StallInput in;
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-nccl-init.txt"));
        in.environment = { { QStringLiteral("NCCL_P2P_DISABLE"), QStringLiteral("1") },
                           { QStringLiteral("NCCL_DEBUG"), QStringLiteral("WARN") },
                           { QStringLiteral("CUDA_LAUNCH_BLOCKING"), QStringLiteral("0") } };
        in.gpuPairsWithoutNvLink = { QStringLiteral("GPU0-GPU4 SYS") };
        in.xids = xids(QStringLiteral("xid-journal-short-iso.log"));
        const StallVerdict v = classifyStall(in);
        QCOMPARE(v.category, StallCategory::Nccl);
        QStringList rules;
        for (const StallEvidence &e : v.context)
            rules << e.ruleId;
        QVERIFY2(rules.contains(QStringLiteral("p2p-disabled")), qPrintable(rules.join(u',')));
        QVERIFY(rules.contains(QStringLiteral("nccl-debug")));
        QVERIFY(!rules.contains(QStringLiteral("launch-blocking"))); // 0 is not set
        QVERIFY(rules.contains(QStringLiteral("topology")));
        QVERIFY(rules.contains(QStringLiteral("xid-fallen-off")));
        QVERIFY(rules.contains(QStringLiteral("xid-gsp")));
        for (const StallEvidence &e : v.context) {
            if (e.ruleId == QLatin1String("xid-fallen-off")) {
                QCOMPARE(e.source, QStringLiteral("kernel line at 2026-03-02T10:20:30+0000"));
                QVERIFY(e.text.contains(QLatin1String("0000:44:00")));
            }
        }
    }

    void brokenRules_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not JSON") << QByteArray("{");
        QTest::newRow("bad regex") << QByteArray(
            "{\"stacks\": [{\"id\": \"x\", \"category\": \"nccl\", \"weight\": 1, \"match\": \"(\"}]}");
        QTest::newRow("unknown category")
            << QByteArray("{\"journal\": [{\"id\": \"x\", \"category\": \"gpu\", \"regex\": \"a\"}]}");
    }

    void brokenRules()
    {
        QFETCH(QByteArray, json);
        StallInput in;
        in.stacks = stacksOf(QStringLiteral("py-spy-vllm-graph-capture.txt"));
        const StallVerdict v = classifyStall(in, json);
        QVERIFY(!v.error.isEmpty());
        QCOMPARE(v.category, StallCategory::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestStallDiagnosis)
#include "tst_stalldiagnosis.moc"
