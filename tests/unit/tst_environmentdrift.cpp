// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnose/EnvironmentSnapshot.h"
#include "diagnose/VersionAgreement.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

QList<InstalledPackage> readPipList(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/pip-drift/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<InstalledPackage> out;
    const QJsonArray rows = QJsonDocument::fromJson(f.readAll()).array();
    for (const QJsonValue &v : rows)
        out.append(
            InstalledPackage { v[QLatin1String("name")].toString(), v[QLatin1String("version")].toString() });
    return out;
}

QMap<QString, QString> packagesOf(const QString &fixture)
{
    EnvironmentSnapshot s;
    s.setPackages(readPipList(fixture));
    return s.packages;
}

} // namespace

class TestEnvironmentDrift : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void normalize_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("torch") << QStringLiteral("torch");
        QTest::newRow("underscore and case")
            << QStringLiteral("Flashinfer_Python") << QStringLiteral("flashinfer-python");
        QTest::newRow("runs") << QStringLiteral("nvidia.nccl__cu12") << QStringLiteral("nvidia-nccl-cu12");
        QTest::newRow("mixed run") << QStringLiteral("a-_.b") << QStringLiteral("a-b");
        QTest::newRow("whitespace") << QStringLiteral("  vllm \t") << QStringLiteral("vllm");
        QTest::newRow("empty") << QString() << QString();
    }
    void normalize()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QCOMPARE(normalizePackageName(name), expected);
    }

    void agreement_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QStringList>("rules"); // rule ids of the findings, in order
        QTest::addColumn<QStringList>("severities"); // same order
        QTest::addColumn<QStringList>("sentences"); // one substring per finding

        QTest::newRow("agreeing") << QStringLiteral("agreeing.json") << QStringList() << QStringList()
                                  << QStringList();
        QTest::newRow("flashinfer-cubin behind, triton off")
            << QStringLiteral("mismatching.json")
            << QStringList { QStringLiteral("flashinfer-versions"), QStringLiteral("torch-2.11.0-triton") }
            << QStringList { QStringLiteral("error"), QStringLiteral("warning") }
            << QStringList {
                   QStringLiteral("flashinfer-cubin 0.6.13 does not match flashinfer-python 0.6.14"),
                   QStringLiteral("torch 2.11.0 requires triton 3.6.0, but triton 3.5.0 is installed")
               };
        QTest::newRow("vllm post release vs local torch")
            << QStringLiteral("vllm-torch-mismatch.json")
            << QStringList { QStringLiteral("vllm-0.8.5-torch") } << QStringList { QStringLiteral("error") }
            << QStringList { QStringLiteral(
                   "vllm 0.8.5.post1 requires torch 2.6.0, but torch 2.7.0+cu126 is installed") };
        QTest::newRow("missing packages")
            << QStringLiteral("missing.json")
            << QStringList { QStringLiteral("flashinfer-versions"), QStringLiteral("vllm-0.10.0-torch") }
            << QStringList { QStringLiteral("warning"), QStringLiteral("warning") }
            << QStringList { QStringLiteral(
                                 "flashinfer-cubin 0.6.4 is installed but flashinfer-python is not"),
                             QStringLiteral("vllm 0.10.0 requires torch 2.7.1, which is not installed") };
    }
    void agreement()
    {
        QFETCH(QString, fixture);
        QFETCH(QStringList, rules);
        QFETCH(QStringList, severities);
        QFETCH(QStringList, sentences);
        const QMap<QString, QString> packages = packagesOf(fixture);
        QVERIFY(!packages.isEmpty());
        const QList<DriftFinding> findings = checkVersionAgreement(packages);
        QStringList gotRules;
        QStringList gotSeverities;
        for (const DriftFinding &f : findings) {
            gotRules.append(f.ruleId);
            gotSeverities.append(driftSeverityName(f.severity));
            QCOMPARE(f.packages.size(), f.versions.size());
            QVERIFY(!f.source.isEmpty());
        }
        QCOMPARE(gotRules, rules);
        QCOMPARE(gotSeverities, severities);
        for (qsizetype i = 0; i < sentences.size(); ++i)
            QVERIFY2(findings[i].sentence.contains(sentences[i]), qPrintable(findings[i].sentence));
    }

    void agreementHostile()
    {
        QVERIFY(checkVersionAgreement({}).isEmpty());
        QMap<QString, QString> junk { { QStringLiteral("vllm"), QString() },
                                      { QStringLiteral("torch"), QStringLiteral("\x01\x02") },
                                      { QStringLiteral("flashinfer-python"), QString(100000, u'9') } };
        checkVersionAgreement(junk); // must not crash
        QVERIFY(checkVersionAgreement(packagesOf(QStringLiteral("mismatching.json")), "not json").isEmpty());
        // 0.8.50 is not covered by a 0.8.5 pin.
        QVERIFY(checkVersionAgreement({ { QStringLiteral("vllm"), QStringLiteral("0.8.50") },
                                        { QStringLiteral("torch"), QStringLiteral("1.0") } })
                    .isEmpty());
    }

    void pipListFeedsSnapshot()
    {
        QFile f(QStringLiteral(IC_FIXTURES_DIR "/pip-drift/mismatching.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        EnvironmentSnapshot s;
        s.setPackages(parsePipListJson(f.readAll()));
        QCOMPARE(s.packages, packagesOf(QStringLiteral("mismatching.json")));
        QCOMPARE(s.packages.value(QStringLiteral("flashinfer-cubin")), QStringLiteral("0.6.13"));
    }

    void watched()
    {
        const QList<InstalledPackage> w = watchedVersions(packagesOf(QStringLiteral("agreeing.json")));
        QStringList names;
        for (const InstalledPackage &p : w)
            names.append(p.name);
        QCOMPARE(names.first(), QStringLiteral("vllm"));
        QVERIFY(names.contains(QStringLiteral("flashinfer-jit-cache")));
        QVERIFY(names.contains(QStringLiteral("nvidia-nccl-cu13")));
        QVERIFY(!names.contains(QStringLiteral("aiohttp")));
    }

    void python_data()
    {
        QTest::addColumn<QString>("execStart");
        QTest::addColumn<QString>("python");
        QTest::newRow("systemctl show form") << QStringLiteral(
            "{ path=/opt/venv/bin/vllm ; argv[]=/opt/venv/bin/vllm serve Qwen/Qwen3-8B --port "
            "8000 ; ignore_errors=no ; start_time=[n/a] ; stop_time=[n/a] ; pid=0 ; "
            "code=(null) ; status=0/0 }") << QStringLiteral("/opt/venv/bin/python");
        QTest::newRow("systemctl show, path only")
            << QStringLiteral("{ path=/srv/venv/bin/sglang ; }") << QStringLiteral("/srv/venv/bin/python");
        QTest::newRow("plain entry point") << QStringLiteral("/opt/venv/bin/vllm serve m --port 8000")
                                           << QStringLiteral("/opt/venv/bin/python");
        QTest::newRow("python -m") << QStringLiteral(
            "/opt/venv/bin/python -m vllm.entrypoints.openai.api_server --model x")
                                   << QStringLiteral("/opt/venv/bin/python");
        QTest::newRow("python3.12 -m sglang")
            << QStringLiteral("/usr/bin/python3.12 -m sglang.launch_server --model-path x")
            << QStringLiteral("/usr/bin/python3.12");
        QTest::newRow("env with assignment")
            << QStringLiteral("/usr/bin/env -u DISPLAY VLLM_USE_V1=1 /srv/vllm/.venv/bin/vllm serve m")
            << QStringLiteral("/srv/vllm/.venv/bin/python");
        QTest::newRow("ignore-failure prefix")
            << QStringLiteral("-/opt/venv/bin/vllm serve m") << QStringLiteral("/opt/venv/bin/python");
        QTest::newRow("argv0 prefix")
            << QStringLiteral("@/opt/env/bin/python3 vllm-engine -m vllm.entrypoints.cli")
            << QStringLiteral("/opt/env/bin/python3");
        QTest::newRow("bash -c activate")
            << QStringLiteral("/bin/bash -c 'source /opt/vllm/bin/activate && exec vllm serve m'")
            << QStringLiteral("/opt/vllm/bin/python");
        QTest::newRow("sh -c cd and exec") << QStringLiteral(
            "/bin/sh -c \"cd /srv && exec /srv/env/bin/python -m vllm.entrypoints.openai.api_server\"")
                                           << QStringLiteral("/srv/env/bin/python");
        QTest::newRow("quoted path with space")
            << QStringLiteral("'/opt/my env/bin/vllm' serve m") << QStringLiteral("/opt/my env/bin/python");
        QTest::newRow("llama-server") << QStringLiteral(
            "{ path=/usr/local/bin/llama-server ; argv[]=/usr/local/bin/llama-server -m /m.gguf ; }")
                                      << QString();
        QTest::newRow("docker") << QStringLiteral("/usr/bin/docker run --gpus all vllm/vllm-openai")
                                << QString();
        QTest::newRow("bare name on PATH") << QStringLiteral("vllm serve m") << QString();
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("empty braces") << QStringLiteral("{ }") << QString();
        QTest::newRow("empty fields") << QStringLiteral("{ path= ; argv[]= ; }") << QString();
        QTest::newRow("unterminated quote")
            << QStringLiteral("/opt/v/bin/vllm 'serve") << QStringLiteral("/opt/v/bin/python");
        QTest::newRow("shell without -c") << QStringLiteral("/bin/bash /opt/start.sh") << QString();
    }
    void python()
    {
        QFETCH(QString, execStart);
        QFETCH(QString, python);
        QCOMPARE(pythonFromExecStart(execStart), python);
    }

    void environmentSelection()
    {
        const QMap<QString, QString> all { { QStringLiteral("HOME"), QStringLiteral("/root") },
                                           { QStringLiteral("HF_TOKEN"), QStringLiteral("hf_secret") },
                                           { QStringLiteral("HF_HOME"), QStringLiteral("/data/hf") },
                                           { QStringLiteral("VLLM_USE_V1"), QStringLiteral("1") },
                                           { QStringLiteral("NCCL_P2P_DISABLE"), QStringLiteral("1") },
                                           { QStringLiteral("MY_API_KEY"), QStringLiteral("k") },
                                           { QStringLiteral("CUDA_VISIBLE_DEVICES"),
                                             QStringLiteral("0,1") } };
        const QMap<QString, QString> sel = selectEnvironment(all);
        QCOMPARE(sel.keys(),
                 (QStringList { QStringLiteral("CUDA_VISIBLE_DEVICES"), QStringLiteral("HF_HOME"),
                                QStringLiteral("HF_TOKEN"), QStringLiteral("NCCL_P2P_DISABLE"),
                                QStringLiteral("VLLM_USE_V1") }));
        QCOMPARE(sel.value(QStringLiteral("HF_TOKEN")), kRedactedValue.toString());
        for (const QString &v : sel)
            QVERIFY(!v.contains(QStringLiteral("secret")));
    }

    void diff()
    {
        EnvironmentSnapshot good;
        good.setPackages(readPipList(QStringLiteral("agreeing.json")));
        good.execStart = QStringLiteral("/opt/venv/bin/vllm serve m --port 8000");
        good.environment = { { QStringLiteral("VLLM_USE_V1"), QStringLiteral("1") } };
        good.driverVersion = QStringLiteral("570.86.15");
        good.cudaVersion = QStringLiteral("12.8");
        EnvironmentSnapshot now = good;
        now.packages.remove(QStringLiteral("aiohttp"));
        now.packages.insert(QStringLiteral("flashinfer-cubin"), QStringLiteral("0.6.7"));
        now.packages.insert(QStringLiteral("xformers"), QStringLiteral("0.0.32"));
        now.execStart = QStringLiteral("/opt/venv/bin/vllm  serve m --port 8000 --enforce-eager");
        now.environment = { { QStringLiteral("NCCL_P2P_DISABLE"), QStringLiteral("1") } };
        now.driverVersion = QStringLiteral("580.65.06");

        const EnvironmentDiff d = diffEnvironments(good, now);
        QCOMPARE(d.packages.size(), 3);
        QCOMPARE(d.packages[0].name, QStringLiteral("aiohttp"));
        QCOMPARE(d.packages[0].kind, PackageChange::Kind::Removed);
        QCOMPARE(d.packages[1].name, QStringLiteral("flashinfer-cubin"));
        QCOMPARE(d.packages[1].kind, PackageChange::Kind::Changed);
        QCOMPARE(d.packages[1].before, QStringLiteral("0.6.8"));
        QCOMPARE(d.packages[1].after, QStringLiteral("0.6.7"));
        QCOMPARE(d.packages[2].kind, PackageChange::Kind::Added);
        QVERIFY(d.execStartChanged);
        QCOMPARE(d.environment.size(), 2);
        QCOMPARE(d.system.size(), 1);
        QCOMPARE(d.system[0].name, QStringLiteral("driver"));
        QVERIFY(!d.isEmpty());

        // Whitespace alone is not a command-line change; identical snapshots give an empty diff.
        EnvironmentSnapshot same = good;
        same.execStart = QStringLiteral("  /opt/venv/bin/vllm serve  m --port 8000");
        QVERIFY(diffEnvironments(good, same).isEmpty());
    }

    void storeRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const LastKnownGoodStore store(dir.path() + QStringLiteral("/lkg"));
        QString error;
        QVERIFY(!store.load(QStringLiteral("gpu-01"), QStringLiteral("vllm.service"), &error).has_value());
        QVERIFY(error.isEmpty()); // nothing saved yet is not an error

        EnvironmentSnapshot s;
        s.setPackages(readPipList(QStringLiteral("agreeing.json")));
        s.execStart = QStringLiteral("/opt/venv/bin/vllm serve m");
        s.environment = { { QStringLiteral("VLLM_USE_V1"), QStringLiteral("1") } };
        s.driverVersion = QStringLiteral("570.86.15");
        s.cudaVersion = QStringLiteral("12.8");
        s.taken = QDateTime(QDate(2026, 12, 2), QTime(14, 5, 11, 250), Qt::UTC);
        // Host ids with path characters are just names in the store's database.
        const QString host = QStringLiteral("../user@gpu-01:2222");
        QVERIFY2(store.save(host, QStringLiteral("vllm@a.service"), s, &error), qPrintable(error));
        QCOMPARE(QFileInfo(store.filePath(host, QStringLiteral("vllm@a.service"))).absolutePath(),
                 QFileInfo(dir.path() + QStringLiteral("/lkg")).absoluteFilePath());

        const auto loaded = store.load(host, QStringLiteral("vllm@a.service"), &error);
        QVERIFY(loaded.has_value());
        QCOMPARE(loaded->packages, s.packages);
        QCOMPARE(loaded->execStart, s.execStart);
        QCOMPARE(loaded->environment, s.environment);
        QCOMPARE(loaded->driverVersion, s.driverVersion);
        QCOMPARE(loaded->cudaVersion, s.cudaVersion);
        QCOMPARE(loaded->taken, s.taken);
        QVERIFY(diffEnvironments(s, *loaded).isEmpty());

        // A second unit on the same host is separate.
        QVERIFY(!store.load(host, QStringLiteral("sglang.service")).has_value());

        // A damaged store is reported, not trusted.
        QTemporaryDir damaged;
        QFile f(damaged.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"packages\": [1, 2");
        f.close();
        error.clear();
        QVERIFY(!LastKnownGoodStore(damaged.path())
                     .load(host, QStringLiteral("vllm@a.service"), &error)
                     .has_value());
        QVERIFY2(error.contains(f.fileName()), qPrintable(error));
    }

    void snapshotJsonHostile()
    {
        QString error;
        EnvironmentSnapshot::fromJson({}, &error);
        QVERIFY(!error.isEmpty());
        error.clear();
        QJsonObject o;
        o.insert(QStringLiteral("packages"), QJsonObject { { QStringLiteral("torch"), 5 } });
        o.insert(QStringLiteral("taken"), QStringLiteral("not a date"));
        const EnvironmentSnapshot s = EnvironmentSnapshot::fromJson(o, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(s.packages.size(), 1);
        QVERIFY(!s.taken.isValid());
    }
};

QTEST_GUILESS_MAIN(TestEnvironmentDrift)
#include "tst_environmentdrift.moc"
