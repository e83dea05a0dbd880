// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Host diagnostics on a host whose unit runs a native engine binary (llama-server: `command.native`
// in resources/profiles/llamacpp.json), the CPU-only llama.cpp host: no Python, no nvidia-smi.
// Over a LocalTransport with a stand-in llama-server that answers --version the way Debian's
// b11669 does (on stderr) and a GGUF model file: the environment is the binary's version, the
// ExecStart and the model file; "Mark as known good" records them; drift compares them; nothing
// speaks of Python.
#include "diagnose/Diagnosis.h"
#include "host/HostDiagnostics.h"
#include "transport/LocalTransport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

namespace {

bool writeFile(const QString &path, const QByteArray &content, bool executable = false)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    f.write(content);
    f.close();
    if (executable)
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return true;
}

QByteArray versionScript(const QByteArray &version)
{
    // Debian's llama-server prints its version and build on standard error.
    return "#!/bin/sh\necho 'load_backend: loaded CPU backend from "
           "/usr/lib/x86_64-linux-gnu/ggml/libggml-cpu.so' "
           ">&2\necho 'version: "
        + version + "' >&2\necho 'built with GNU 14.2.0 for Linux x86_64' >&2\n";
}

const ValueChange *systemChange(const EnvironmentDiff &diff, const QString &name)
{
    for (const ValueChange &c : diff.system) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

} // namespace

class TestHostDiagnosticsNative : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_binary;
    QString m_model;

    HostDefinition host() const
    {
        HostDefinition d;
        d.name = QStringLiteral("cpu-llama");
        d.unit = QStringLiteral("llama-server.service");
        d.engine = QStringLiteral("auto");
        // `systemctl cat` for the unit state recorded with the known good; no GPU tool.
        d.systemctlCommand = m_dir.filePath(QStringLiteral("systemctl"));
        d.nvidiaSmiCommand = QStringLiteral("env PATH=/nonexistent nvidia-smi");
        d.privilegePrefix.clear();
        return d;
    }

    ServiceState state(const QString &binary, const QString &model) const
    {
        ServiceState s;
        s.loadState = QStringLiteral("loaded");
        s.activeState = QStringLiteral("active");
        s.subState = QStringLiteral("running");
        s.result = QStringLiteral("success");
        s.mainPid = 4242;
        s.invocationId = QStringLiteral("inv1");
        // systemd quotes an argument with a space in double quotes (quote_command_line).
        s.execStart = QStringLiteral("{ path=%1 ; argv[]=%1 -m \"%2\" --host 127.0.0.1 --port 8080 -t 1 ; "
                                     "ignore_errors=no ; start_time=[Mon 2026-12-07 12:37:11 UTC] ; "
                                     "stop_time=[n/a] ; pid=4242 ; code=(null) ; status=0/0 }")
                          .arg(binary, model);
        return s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("bin"))));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("my models"))));
        m_binary = m_dir.filePath(QStringLiteral("bin/llama-server"));
        // A path with a space and a quote: it reaches the host's shell quoted.
        m_model = m_dir.filePath(QStringLiteral("my models/tiny's.gguf"));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("systemctl")),
                          "#!/bin/sh\n[ \"$1\" = cat ] || exit 1\n"
                          "printf '# /etc/systemd/system/llama-server.service\\n[Service]\\nExecStart="
                          "/usr/bin/llama-server -m /models/tiny.gguf\\n'\n",
                          true));
    }

    void init()
    {
        QVERIFY(writeFile(m_binary, versionScript("0.7.0 (build 11669, commit Debian)"), true));
        QVERIFY(writeFile(m_model, QByteArray("GGUF\x03\0\0\0", 8) + QByteArray(1000, 'w')));
    }

    void environmentIsTheBinaryAndItsModel()
    {
        QTemporaryDir good;
        LocalTransport transport;
        transport.connectToHost();
        HostDiagnostics diag(host(), &transport, nullptr, good.path());
        QSignalSpy updated(&diag, &HostDiagnostics::environmentUpdated);
        diag.onServiceState(state(m_binary, m_model));
        diag.refreshEnvironment();
        QTRY_VERIFY_WITH_TIMEOUT(diag.hasEnvironment() || !diag.environmentError().isEmpty(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!diag.isRefreshing(), 15000);
        QCOMPARE(diag.environmentError(), QString());
        QVERIFY(diag.isNativeEngine());
        QCOMPARE(diag.nativeEngine().engineTitle, QStringLiteral("llama.cpp server"));
        QCOMPARE(diag.python(), QString());
        const EnvironmentSnapshot &env = diag.environment();
        QVERIFY(env.isNative());
        QCOMPARE(env.engineProgram, m_binary);
        QCOMPARE(env.engineVersion, QStringLiteral("0.7.0 (build 11669, commit Debian)"));
        QCOMPARE(env.modelPath, m_model);
        QCOMPARE(env.modelSize, qint64(1008));
        QVERIFY(env.packages.isEmpty());
        QVERIFY2(env.execStart.startsWith(m_binary + QStringLiteral(" -m \"") + m_model + u'"'),
                 qPrintable(env.execStart));
        QVERIFY(!env.execStart.contains(QLatin1String("start_time")));
        QCOMPARE(env.driverVersion, QString()); // no nvidia-smi on a CPU host
        QVERIFY(diag.findings().isEmpty());
        QVERIFY(updated.count() >= 1);
    }

    void knownGoodRecordsItAndDriftComparesIt()
    {
        QTemporaryDir good;
        LocalTransport transport;
        transport.connectToHost();
        {
            HostDiagnostics diag(host(), &transport, nullptr, good.path());
            diag.onServiceState(state(m_binary, m_model));
            QSignalSpy saved(&diag, &HostDiagnostics::knownGoodSaved);
            QSignalSpy failed(&diag, &HostDiagnostics::knownGoodFailed);
            QSignalSpy recorded(&diag, &HostDiagnostics::knownGoodRecorded);
            diag.markKnownGood();
            QTRY_VERIFY_WITH_TIMEOUT(saved.count() == 1 || failed.count() == 1, 15000);
            QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
            QVERIFY(diag.knownGood());
            QCOMPARE(diag.knownGood()->engineVersion, QStringLiteral("0.7.0 (build 11669, commit Debian)"));
            QVERIFY(diag.diff() && diag.diff()->isEmpty());
            QTRY_COMPARE_WITH_TIMEOUT(recorded.count(), 1, 15000);
        }

        // Later, in another console: the llama.cpp package was upgraded and the model cut short.
        QVERIFY(writeFile(m_binary, versionScript("0.8.1 (build 12001, commit Debian)"), true));
        QVERIFY(writeFile(m_model, QByteArray("GGUF\x03\0\0\0", 8) + QByteArray(100, 'w')));
        HostDiagnostics diag(host(), &transport, nullptr, good.path());
        QVERIFY2(diag.knownGood(), "the known good is kept in the history");
        QCOMPARE(diag.knownGood()->engineProgram, m_binary);
        QCOMPARE(diag.knownGood()->engineVersion, QStringLiteral("0.7.0 (build 11669, commit Debian)"));
        QCOMPARE(diag.knownGood()->modelPath, m_model);
        QCOMPARE(diag.knownGood()->modelSize, qint64(1008));
        diag.onServiceState(state(m_binary, m_model));
        diag.refreshEnvironment();
        QTRY_VERIFY_WITH_TIMEOUT(diag.hasEnvironment() && !diag.isRefreshing(), 15000);
        const std::optional<EnvironmentDiff> diff = diag.diff();
        QVERIFY(diff);
        QVERIFY(!diff->isEmpty());
        QVERIFY(diff->packages.isEmpty());
        QVERIFY(!diff->execStartChanged);
        const ValueChange *version = systemChange(*diff, QStringLiteral("llama-server"));
        QVERIFY(version);
        QCOMPARE(version->before, QStringLiteral("0.7.0 (build 11669, commit Debian)"));
        QCOMPARE(version->after, QStringLiteral("0.8.1 (build 12001, commit Debian)"));
        const ValueChange *size = systemChange(*diff, QStringLiteral("model size"));
        QVERIFY(size);
        QCOMPARE(size->before, QStringLiteral("1008 bytes"));
        QCOMPARE(size->after, QStringLiteral("108 bytes"));
        QVERIFY(!systemChange(*diff, QStringLiteral("model file"))); // the same path

        // The crash card's Markdown lists them under the changes since the last known good.
        RootCause rc;
        rc.line = 0;
        rc.text
            = QStringLiteral("llama_model_load: error loading model: tensor 'blk.0.ffn_gate.weight' data is "
                             "not within the file bounds, model is corrupted or incomplete");
        rc.category = CrashCategory::ModelFiles;
        const QString md = diagnosisMarkdown(makeDiagnosis(rc, { rc.text }, diag.findings(), diff));
        QVERIFY2(
            md.contains(QStringLiteral("`llama-server`: 0.7.0 (build 11669, commit Debian) → 0.8.1 (build "
                                       "12001, commit Debian)")),
            qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("`model size`: 1008 bytes → 108 bytes")), qPrintable(md));
        QVERIFY(!md.contains(QLatin1String("Python")));
    }

    void missingModelIsPartOfTheSnapshot()
    {
        QTemporaryDir good;
        LocalTransport transport;
        transport.connectToHost();
        HostDiagnostics diag(host(), &transport, nullptr, good.path());
        const QString gone = m_dir.filePath(QStringLiteral("my models/gone.gguf"));
        diag.onServiceState(state(m_binary, gone));
        diag.refreshEnvironment();
        QTRY_VERIFY_WITH_TIMEOUT(diag.hasEnvironment() && !diag.isRefreshing(), 15000);
        QCOMPARE(diag.environmentError(), QString());
        QCOMPARE(diag.environment().modelPath, gone);
        QCOMPARE(diag.environment().modelSize, qint64(-1));
        QCOMPARE(diag.environment().engineVersion, QStringLiteral("0.7.0 (build 11669, commit Debian)"));
    }

    void versionThatCannotBeReadSaysSo_data()
    {
        QTest::addColumn<QByteArray>("script"); ///< empty: no binary at all
        QTest::addColumn<QString>("says");
        QTest::newRow("no version line")
            << QByteArray("#!/bin/sh\necho 'error: invalid argument: --version' >&2\nexit 1\n")
            << QStringLiteral("llama-server --version did not say its version (exit status 1): error: "
                              "invalid argument: --version");
        QTest::newRow("binary missing")
            << QByteArray()
            << QStringLiteral("llama-server --version did not say its version (exit status 127)");
    }
    void versionThatCannotBeReadSaysSo()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, says);
        if (script.isEmpty())
            QVERIFY(QFile::remove(m_binary));
        else
            QVERIFY(writeFile(m_binary, script, true));
        QTemporaryDir good;
        LocalTransport transport;
        transport.connectToHost();
        HostDiagnostics diag(host(), &transport, nullptr, good.path());
        QSignalSpy failed(&diag, &HostDiagnostics::knownGoodFailed);
        diag.onServiceState(state(m_binary, m_model));
        diag.markKnownGood();
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 15000);
        QVERIFY2(diag.environmentError().startsWith(says), qPrintable(diag.environmentError()));
        QVERIFY2(!diag.environmentError().contains(QLatin1String("Python")),
                 qPrintable(diag.environmentError()));
        QVERIFY(!diag.knownGood());
    }

    /// A host set to llama.cpp whose ExecStart hides the binary behind a wrapper: it says which
    /// binary it looked for, not that "the service's Python" is unknown.
    void nativeHostWithoutTheBinaryInExecStart()
    {
        QTemporaryDir good;
        LocalTransport transport;
        transport.connectToHost();
        HostDefinition d = host();
        d.engine = QStringLiteral("llamacpp");
        HostDiagnostics diag(d, &transport, nullptr, good.path());
        diag.onServiceState(state(QStringLiteral("/opt/run-engine.sh"), m_model));
        diag.refreshEnvironment();
        QTRY_VERIFY_WITH_TIMEOUT(!diag.environmentError().isEmpty(), 15000);
        QVERIFY2(diag.environmentError().contains(
                     QLatin1String("names no llama.cpp server binary (llama-server)")),
                 qPrintable(diag.environmentError()));
        QVERIFY(!diag.environmentError().contains(QLatin1String("Python")));
    }
};

QTEST_GUILESS_MAIN(TestHostDiagnosticsNative)
#include "tst_hostdiagnosticsnative.moc"
