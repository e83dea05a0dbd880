// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The stall autopsy over a real sshd against the simulated host, whose start-up stalls in CUDA
// graph capture: with py-spy (the stacks decide), without it (named missing; the journal
// decides), with the kernel log refused (skip with the reason), with a tool that never answers
// (error by its deadline, the rest still there), without any connection (exit 2), and the
// `autopsy` command as operators run it, bundle files included. The autopsy's wall time over
// SSH is printed, never asserted.

#include "LoopbackSshd.h"
#include "RunBinary.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"

#include "autopsy/StallAutopsy.h"
#include "transport/SshTransport.h"
#include "transport/TransportFactory.h"

#include <QElapsedTimer>
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

const QString kApiKey = QStringLiteral("sim-autopsy-secret-4f1e");

/// A stalled simulated host: the start-up stops inside CUDA graph capture.
struct StalledHost {
    SimulatedHost sim;
    QString start(const QStringList &extra)
    {
        SimulatedHost::Options o;
        o.scenario = QStringLiteral("hang-graph-capture");
        o.timeScale = 400; // graph capture begins about 704 simulated seconds in: under 2 s
        o.extraInitArguments = QStringList { QStringLiteral("--api-key"), kApiKey } + extra;
        return sim.start(o);
    }
    /// Until the journal shows the capture bar (the stall begins one simulated second later).
    bool stalled() const
    {
        const RunResult r
            = sim.simhost({ QStringLiteral("journalctl"), QStringLiteral("-o"), QStringLiteral("cat") });
        return r.exitCode == 0 && r.out.contains("Capturing CUDA graphs");
    }
    /// The simulated host's tools, reached through the loopback sshd's `testhost`.
    HostDefinition overSsh() const
    {
        HostDefinition h = sim.definition();
        h.name = QStringLiteral("gpu-sim-autopsy");
        h.target = QStringLiteral("testhost");
        h.privilegePrefix.clear();
        return h;
    }
};

} // namespace

class TestAutopsy : public QObject {
    Q_OBJECT

    SshOptions options() const
    {
        SshOptions o;
        o.sshDir = m_server->clientDir();
        o.configFile = m_server->clientConfig();
        o.keyring = false;
        return o;
    }

    /// One autopsy over SSH; the wall time is printed.
    AutopsyReport autopsy(const HostDefinition &host, AutopsyOptions o, const char *what)
    {
        SshTransport ssh(host.target, options());
        StallAutopsy a(&ssh, RemoteCommandBuilder(host), 0, o);
        QSignalSpy finished(&a, &StallAutopsy::finished);
        QSignalSpy pieces(&a, &StallAutopsy::pieceFinished);
        QElapsedTimer t;
        t.start();
        a.start();
        if (!finished.wait((o.timeoutSeconds + 10) * 1000)) {
            QTest::qFail("the autopsy did not finish by its own deadline", __FILE__, __LINE__);
            return {};
        }
        qInfo().noquote() << QStringLiteral("autopsy over SSH (%1): %2 ms wall time, %3 pieces, verdict %4")
                                 .arg(QLatin1String(what))
                                 .arg(t.elapsed())
                                 .arg(a.report().pieces.size())
                                 .arg(stallCategoryId(a.report().verdict.category));
        if (finished.count() != 1 || pieces.count() != a.report().pieces.size())
            QTest::qFail("finished() once and pieceFinished() once per piece", __FILE__, __LINE__);
        return a.report();
    }

    static QString reasons(const AutopsyReport &r)
    {
        QStringList out;
        for (const AutopsyPiece &p : r.pieces)
            out << QStringLiteral("%1 %2: %3").arg(p.id, autopsyStatusId(p.status), p.reason);
        return out.join(u'\n');
    }

private Q_SLOTS:
    void initTestCase()
    {
        IC_SKIP_WITHOUT_SSHD();
        qunsetenv("SSH_AUTH_SOCK");
        m_server = std::make_unique<LoopbackSshd>();
        QVERIFY2(m_server->isReady(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY2(m_server->trust(), qPrintable(m_server->errorString()));
    }
    void cleanupTestCase() { m_server.reset(); }

    void graphCaptureWithPySpy()
    {
        StalledHost host;
        const QString e = host.start({ QStringLiteral("--kernel-xid") });
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QTRY_VERIFY_WITH_TIMEOUT(host.stalled(), 30000);
        AutopsyOptions o;
        o.timeoutSeconds = 90;
        const AutopsyReport r = autopsy(host.overSsh(), o, "graph capture, py-spy installed");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.verdict.category, StallCategory::GraphCapture);
        QCOMPARE(r.verdict.confidence, QStringLiteral("high"));
        QVERIFY2(r.verdict.evidence.first().source.startsWith(QLatin1String("py-spy of PID")),
                 qPrintable(r.verdict.evidence.first().source));
        QVERIFY(r.verdict.evidence.first().text.contains(QLatin1String("torch/cuda/graphs.py")));
        QCOMPARE(r.outcome(), AutopsyOutcome::Classified);
        for (const AutopsyPiece &p : r.pieces)
            QVERIFY2(p.status == AutopsyStatus::Ok, qPrintable(reasons(r)));
        QCOMPARE(r.processes.size(), 11); // API server, resource tracker, engine core, 8 workers
        QCOMPARE(r.stacks.size(), 11);
        QCOMPARE(r.topology.gpuCount(), 8);
        QCOMPARE(r.kernel.events.size(), 3);
        QCOMPARE(r.phaseId, QStringLiteral("cuda-graphs"));
        QVERIFY(r.phaseActive);
        QCOMPARE(r.environments.size(), 2);
        QCOMPARE(r.environmentWithheld, 2); // VLLM_API_KEY of both processes
        QVERIFY(r.environments.first().contains(QStringLiteral("NCCL_CUMEM_ENABLE")));

        // The bundle: both files, readable JSON, no secret in either.
        QTemporaryDir dir;
        QStringList written;
        QString error;
        QVERIFY2(r.save(dir.path() + QStringLiteral("/bundles"), &written, &error), qPrintable(error));
        QCOMPARE(written.size(), 2);
        QVERIFY(written[0].endsWith(QLatin1String(".md")) && written[1].endsWith(QLatin1String(".json")));
        QVERIFY(QFileInfo(written[0]).fileName().startsWith(QLatin1String("autopsy-gpu-sim-autopsy-")));
        for (const QString &path : std::as_const(written)) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY2(!bytes.contains(kApiKey.toUtf8()), qPrintable(path));
            QVERIFY2(!bytes.contains("hf_Simulated"), qPrintable(path));
            QCOMPARE(f.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                     QFileDevice::Permissions());
            if (path.endsWith(QLatin1String(".json"))) {
                QJsonParseError pe;
                const QJsonObject o2 = QJsonDocument::fromJson(bytes, &pe).object();
                QCOMPARE(pe.error, QJsonParseError::NoError);
                QCOMPARE(o2.value(QStringLiteral("verdict"))
                             .toObject()
                             .value(QStringLiteral("category"))
                             .toString(),
                         QStringLiteral("graph-capture"));
                QCOMPARE(o2.value(QStringLiteral("pieces")).toArray().size(), r.pieces.size());
            } else {
                QVERIFY(bytes.contains("CUDA graph capture"));
                QVERIFY(bytes.contains("py-spy of PID"));
            }
        }
    }

    void pySpyMissing()
    {
        StalledHost host;
        const QString e = host.start({ QStringLiteral("--no-py-spy") });
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QTRY_VERIFY_WITH_TIMEOUT(host.stalled(), 30000);
        const AutopsyReport r = autopsy(host.overSsh(), AutopsyOptions {}, "graph capture, no py-spy");
        const AutopsyPiece *version = r.piece(QStringLiteral("py-spy-version"));
        QVERIFY(version);
        QCOMPARE(version->status, AutopsyStatus::Skip);
        QVERIFY2(version->reason.contains(QLatin1String("py-spy is missing")), qPrintable(version->reason));
        const AutopsyPiece *dumps = r.piece(QStringLiteral("py-spy"));
        QVERIFY(dumps);
        QCOMPARE(dumps->status, AutopsyStatus::Skip);
        QVERIFY(r.stacks.isEmpty());
        // The journal and the tracker's phase still decide.
        QCOMPARE(r.verdict.category, StallCategory::GraphCapture);
        for (const StallEvidence &ev : r.verdict.evidence)
            QVERIFY2(!ev.source.startsWith(QLatin1String("py-spy")), qPrintable(ev.source));
        QVERIFY(
            std::any_of(r.verdict.evidence.cbegin(), r.verdict.evidence.cend(), [](const StallEvidence &ev) {
                return ev.source.startsWith(QLatin1String("journal line at"))
                    || ev.source == QLatin1String("start-up tracker");
            }));
        QCOMPARE(r.outcome(), AutopsyOutcome::Classified);
    }

    void kernelLogUnreadable()
    {
        StalledHost host;
        const QString e
            = host.start({ QStringLiteral("--kernel-log-denied"), QStringLiteral("--kernel-xid") });
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QTRY_VERIFY_WITH_TIMEOUT(host.stalled(), 30000);
        const AutopsyReport r = autopsy(host.overSsh(), AutopsyOptions {}, "kernel log refused");
        const AutopsyPiece *kernel = r.piece(QStringLiteral("kernel-log"));
        QVERIFY(kernel);
        QCOMPARE(kernel->status, AutopsyStatus::Skip);
        QVERIFY2(kernel->reason.contains(QLatin1String("no permission")), qPrintable(kernel->reason));
        QVERIFY2(kernel->reason.contains(QLatin1String("Operation not permitted")),
                 qPrintable(kernel->reason));
        QCOMPARE(kernel->commands.size(), 2); // journalctl -k, then dmesg; no privilege prefix to try
        QVERIFY(r.kernel.events.isEmpty());
        QCOMPARE(r.verdict.category, StallCategory::GraphCapture); // the rest still decides
    }

    void hangingCommandEndsByItsDeadline()
    {
        StalledHost host;
        const QString e = host.start({ QStringLiteral("--hanging-tool"), QStringLiteral("nvidia-smi-topo") });
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QTRY_VERIFY_WITH_TIMEOUT(host.stalled(), 30000);
        AutopsyOptions o;
        o.commandSeconds = 2;
        o.timeoutSeconds = 60;
        QElapsedTimer t;
        t.start();
        const AutopsyReport r = autopsy(host.overSsh(), o, "nvidia-smi topo never answers");
        QVERIFY(!r.deadlinePassed);
        const AutopsyPiece *topo = r.piece(QStringLiteral("topology"));
        QVERIFY(topo);
        QCOMPARE(topo->status, AutopsyStatus::Error);
        QVERIFY2(topo->reason.contains(QLatin1String("2 s")), qPrintable(topo->reason));
        // Everything else is still there.
        for (const AutopsyPiece &p : r.pieces) {
            if (p.id != QLatin1String("topology"))
                QVERIFY2(p.status == AutopsyStatus::Ok, qPrintable(reasons(r)));
        }
        QCOMPARE(r.verdict.category, StallCategory::GraphCapture);
    }

    void overallDeadline()
    {
        StalledHost host;
        const QString e = host.start({ QStringLiteral("--hanging-tool"), QStringLiteral("py-spy") });
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QTRY_VERIFY_WITH_TIMEOUT(host.stalled(), 30000);
        AutopsyOptions o;
        o.commandSeconds = 30; // longer than the whole autopsy may take
        o.timeoutSeconds = 4;
        const AutopsyReport r = autopsy(host.overSsh(), o, "py-spy hangs past the overall deadline");
        QVERIFY(r.deadlinePassed);
        const AutopsyPiece *version = r.piece(QStringLiteral("py-spy-version"));
        QVERIFY(version);
        QCOMPARE(version->status, AutopsyStatus::Error);
        QVERIFY2(version->reason.contains(QLatin1String("4 s")), qPrintable(version->reason));
        QVERIFY(r.piece(QStringLiteral("journal"))
                && r.piece(QStringLiteral("journal"))->status == AutopsyStatus::Ok);
        QVERIFY(r.gatheredAnything());
    }

    void noConnection()
    {
        std::unique_ptr<Transport> t = unavailableTransport(QStringLiteral("the host is switched off"));
        HostDefinition h;
        h.name = QStringLiteral("gone");
        StallAutopsy a(t.get(), RemoteCommandBuilder(h), 0, AutopsyOptions {});
        QSignalSpy finished(&a, &StallAutopsy::finished);
        a.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY2(a.report().error.contains(QLatin1String("switched off")), qPrintable(a.report().error));
        QCOMPARE(a.report().outcome(), AutopsyOutcome::NothingGathered);
        QCOMPARE(a.report().verdict.category, StallCategory::Unknown);
    }

    /// `inference-console autopsy HOST` as operators run it: exit 0, JSON, the bundle in --out.
    void commandOverSsh()
    {
        StalledHost host;
        const QString e = host.start({});
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QTRY_VERIFY_WITH_TIMEOUT(host.stalled(), 30000);
        TempHostsFile hosts(QList<HostDefinition> { host.overSsh() });
        QVERIFY2(hosts.errorString().isEmpty(), qPrintable(hosts.errorString()));
        QTemporaryDir scratch;
        RunOptions o;
        o.environment = headlessEnvironment(true);
        o.environment.insert(QStringLiteral("IC_SSH_DIR"), m_server->clientDir());
        o.environment.insert(QStringLiteral("IC_SSH_CONFIG"), m_server->clientConfig());
        o.environment.insert(QStringLiteral("IC_SSH_KNOWN_HOSTS"), m_server->knownHosts());
        o.environment.remove(QStringLiteral("SSH_AUTH_SOCK"));
        setHome(o.environment, scratch.path());
        o.deadlineMs = 120000;
        const QString out = scratch.path() + QStringLiteral("/bundle");
        QElapsedTimer t;
        t.start();
        const RunResult r
            = runBinary(consolePath(),
                        { QStringLiteral("autopsy"), QStringLiteral("gpu-sim-autopsy"),
                          QStringLiteral("--hosts"), hosts.path(), QStringLiteral("--out"), out,
                          QStringLiteral("--json"), QStringLiteral("--timeout"), QStringLiteral("60") },
                        o);
        qInfo().noquote()
            << QStringLiteral("inference-console autopsy over SSH: %1 ms wall time").arg(t.elapsed());
        QVERIFY2(r.exitedNormally(), r.describe().constData());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(terminalSafe(r.out));
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(
            json.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("category")).toString(),
            QStringLiteral("graph-capture"));
        const QJsonArray bundle = json.value(QStringLiteral("bundle")).toArray();
        QCOMPARE(bundle.size(), 2);
        for (const QJsonValue &v : bundle)
            QVERIFY2(QFileInfo::exists(v.toString()) && v.toString().startsWith(out),
                     qPrintable(v.toString()));
        QVERIFY(!r.out.contains(kApiKey.toUtf8()));
        QVERIFY(r.err.contains("Written: "));

        // An unknown host: could not gather, exit 2, one line on stderr.
        const RunResult unknown = runBinary(consolePath(),
                                            { QStringLiteral("autopsy"), QStringLiteral("no-such-host"),
                                              QStringLiteral("--hosts"), hosts.path() },
                                            o);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no-such-host"));
    }

private:
    std::unique_ptr<LoopbackSshd> m_server;
};

QTEST_GUILESS_MAIN(TestAutopsy)
#include "tst_autopsy.moc"
