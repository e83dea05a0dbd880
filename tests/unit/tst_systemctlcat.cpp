// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `systemctl cat` output and the unit state a roll back restores: the parser (files, effective
// ExecStart and Environment after resets, hostile input), secrets kept out of the history, the
// known-good store, the drop-in directory, the drop-in and the exact commands (hostile unit
// names and paths refused).
#include "formats/SystemctlCat.h"
#include "history/HistoryDatabase.h"
#include "history/UnitSnapshotStore.h"
#include "operations/RolloutRollBack.h"
#include "transport/RemoteCommand.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace ic;

namespace {
QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/systemctl-cat/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestSystemctlCat : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("files");
        QTest::addColumn<QString>("execStart"); // effective; empty when none
        QTest::addColumn<QString>("environment"); // NAME=value;… of the effective assignments
        QTest::addColumn<bool>("error");

        QTest::newRow("fixture: fragment and two drop-ins")
            << fixture("vllm-with-dropins.txt") << 3
            << QStringLiteral(
                   "/opt/vllm/.venv/bin/vllm serve Qwen/Qwen3-8B --tensor-parallel-size 2 --port 8000 "
                   "--max-num-seqs 64")
            << QStringLiteral(
                   "HF_HOME=/data/hf;HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz;VLLM_LOGGING_LEVEL=DEBUG;"
                   "CUDA_VISIBLE_DEVICES=0,1")
            << false;
        QTest::newRow("continued ExecStart, no drop-in")
            << QByteArray("# /etc/systemd/system/a.service\n[Service]\nExecStart=/bin/a \\\n  -x \\\n  -y\n")
            << 1 << QStringLiteral("/bin/a  -x  -y") << QString() << false;
        QTest::newRow("a drop-in without the empty ExecStart= adds a second command")
            << QByteArray("# /etc/systemd/system/a.service\n[Service]\nExecStart=/bin/a\n\n"
                          "# /etc/systemd/system/a.service.d/x.conf\n[Service]\nExecStart=/bin/b\n")
            << 2 << QStringLiteral("/bin/b") << QString() << false;
        QTest::newRow("Environment= resets the list")
            << QByteArray(
                   "# /etc/systemd/system/a.service\n[Service]\nEnvironment=A=1 B=2\nExecStart=/bin/a\n\n"
                   "# /etc/systemd/system/a.service.d/x.conf\n[Service]\nEnvironment=\nEnvironment=C=3\n")
            << 2 << QStringLiteral("/bin/a") << QStringLiteral("C=3") << false;
        QTest::newRow("quoted assignments, escapes")
            << QByteArray("# /lib/systemd/system/a.service\n[Service]\nExecStart=/bin/a\n"
                          "Environment=\"X=a b\" 'Y=c d' Z=e\\\"f\n")
            << 1 << QStringLiteral("/bin/a") << QStringLiteral("X=a b;Y=c d;Z=e\"f") << false;
        QTest::newRow("ExecStart outside [Service] does not count")
            << QByteArray("# /etc/systemd/system/a.service\n[Unit]\nExecStart=/bin/a\n") << 1 << QString()
            << QString() << true;
        QTest::newRow("a blank line inside a file is kept in that file")
            << QByteArray(
                   "# /etc/systemd/system/a.service\n[Unit]\nDescription=x\n\n[Service]\nExecStart=/bin/a\n")
            << 1 << QStringLiteral("/bin/a") << QString() << false;
        QTest::newRow("CRLF") << QByteArray(
            "# /etc/systemd/system/a.service\r\n[Service]\r\nExecStart=/bin/a\r\n")
                              << 1 << QStringLiteral("/bin/a") << QString() << false;
        QTest::newRow("empty") << QByteArray() << 0 << QString() << QString() << true;
        QTest::newRow("whitespace") << QByteArray(" \n\n\t\n") << 0 << QString() << QString() << true;
        QTest::newRow("error text instead of files")
            << QByteArray("No files found for vllm.service.\n") << 0 << QString() << QString() << true;
        QTest::newRow("truncated after the header")
            << QByteArray("# /etc/systemd/system/a.service") << 1 << QString() << QString() << true;
        QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe# /\x01\n[Service]\nExecStart=\x00", 30) << 0
                                     << QString() << QString() << true;
        QByteArray huge = "# /etc/systemd/system/a.service\n[Service]\nExecStart=/bin/a "
            + QByteArray(10 << 20, 'x') + '\n';
        QTest::newRow("10 MB line") << huge << 1 << QStringLiteral("/bin/a ") + QString(10 << 20, u'x')
                                    << QString() << false;
    }

    void parse()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, files);
        QFETCH(QString, execStart);
        QFETCH(QString, environment);
        QFETCH(bool, error);
        const UnitCat cat = parseSystemctlCat(input);
        QCOMPARE(cat.files.size(), files);
        const EffectiveService s = effectiveService(cat);
        QCOMPARE(s.execStart.value(s.execStart.size() - 1), execStart);
        QStringList env;
        for (const auto &[name, value] : environmentAssignments(s.environment))
            env << name + u'=' + value;
        QCOMPARE(env.join(u';'), environment);
        QCOMPARE(!cat.error.isEmpty() || !s.error.isEmpty(), error);
        if (files > 0 && cat.error.isEmpty()) // what systemctl printed, printed again
            QCOMPARE(parseSystemctlCat(cat.toText()).toText(), cat.toText());
    }

    void secretsNeverReachTheHistory()
    {
        bool redacted = false;
        const QString text = redactUnitText(
            QStringLiteral("Environment=HF_TOKEN=hf_x \"OPENAI_API_KEY=sk 1\" HF_HOME=/data\n"
                           "ExecStart=/bin/vllm serve m --api-key s3cret --port 8000\n"),
            &redacted);
        QVERIFY(redacted);
        QVERIFY(!text.contains(QLatin1String("hf_x")));
        QVERIFY(!text.contains(QLatin1String("sk 1")));
        QVERIFY(!text.contains(QLatin1String("s3cret")));
        QVERIFY(text.contains(QLatin1String("HF_HOME=/data")));
        QVERIFY(text.contains(QLatin1String("--port 8000")));

        QString error;
        const UnitSnapshot s = makeUnitSnapshot(QStringLiteral("h"), QStringLiteral("vllm.service"),
                                                parseSystemctlCat(fixture("vllm-with-dropins.txt")), &error);
        QCOMPARE(error, QString());
        QVERIFY(s.hasRedactedSecret);
        QCOMPARE(s.environment.value(QStringLiteral("HF_TOKEN")), QStringLiteral("<redacted>"));
        QVERIFY(!s.catText.contains(QLatin1String("hf_abcdef")));
        QCOMPARE(s.fragmentPath, QStringLiteral("/etc/systemd/system/vllm.service"));
        QVERIFY(s.execStart.endsWith(QLatin1String("--max-num-seqs 64")));
    }

    void knownGoodStoreKeepsTheNewest()
    {
        auto db = HistoryDatabase::open(m_dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(db->isAvailable());
        UnitSnapshotStore store(db);
        QVERIFY(!store.lastKnownGood(QStringLiteral("h"), QStringLiteral("vllm.service")));
        UnitSnapshot a;
        a.host = QStringLiteral("h");
        a.unit = QStringLiteral("vllm.service");
        a.execStart = QStringLiteral("/bin/a");
        a.packages.insert(QStringLiteral("vllm"), QStringLiteral("0.11.0"));
        a.evidence = QStringLiteral("first");
        QString error;
        QVERIFY2(store.record(a, &error), qPrintable(error));
        a.execStart = QStringLiteral("/bin/b");
        a.evidence = QStringLiteral("second");
        QVERIFY(store.record(a, &error));
        const std::optional<UnitSnapshot> got
            = store.lastKnownGood(QStringLiteral("h"), QStringLiteral("vllm.service"));
        QVERIFY(got);
        QCOMPARE(got->execStart, QStringLiteral("/bin/b"));
        QCOMPARE(got->evidence, QStringLiteral("second"));
        QCOMPARE(got->packages.value(QStringLiteral("vllm")), QStringLiteral("0.11.0"));
        QVERIFY(!store.lastKnownGood(QStringLiteral("h"), QStringLiteral("sglang.service")));
        QVERIFY(!store.lastKnownGood(QStringLiteral("other"), QStringLiteral("vllm.service")));
    }

    void dropInDirectory_data()
    {
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<QString>("expected");
        QTest::newRow("/etc") << QStringLiteral("/etc/systemd/system/vllm.service")
                              << QStringLiteral("/etc/systemd/system/vllm.service.d");
        QTest::newRow("/lib (packaged)") << QStringLiteral("/lib/systemd/system/vllm.service")
                                         << QStringLiteral("/etc/systemd/system/vllm.service.d");
        QTest::newRow("/usr/lib") << QStringLiteral("/usr/lib/systemd/system/vllm.service")
                                  << QStringLiteral("/etc/systemd/system/vllm.service.d");
        QTest::newRow("a root (simulated host)")
            << QStringLiteral("/tmp/x/etc/systemd/system/vllm.service")
            << QStringLiteral("/tmp/x/etc/systemd/system/vllm.service.d");
        QTest::newRow("home directory") << QStringLiteral("/home/u/vllm.service") << QString();
        QTest::newRow("another unit") << QStringLiteral("/etc/systemd/system/sglang.service") << QString();
        QTest::newRow("dot-dot") << QStringLiteral("/tmp/../etc/systemd/system/vllm.service") << QString();
        QTest::newRow("empty") << QString() << QString();
    }

    void dropInDirectory()
    {
        QFETCH(QString, fragment);
        QFETCH(QString, expected);
        QString error;
        QCOMPARE(rollBackDropInDirectory(fragment, QStringLiteral("vllm.service"), &error), expected);
        QCOMPARE(error.isEmpty(), !expected.isEmpty());
    }

    void rollBackPlanIsExact()
    {
        HostDefinition host;
        host.name = QStringLiteral("gpu-01");
        host.unit = QStringLiteral("vllm.service");
        UnitSnapshot good;
        good.execStart = QStringLiteral("/opt/vllm/.venv/bin/vllm serve m --port 8000");
        good.fragmentPath = QStringLiteral("/etc/systemd/system/vllm.service");
        good.environment.insert(QStringLiteral("A"), QStringLiteral("x \"y\""));
        good.packages.insert(QStringLiteral("vllm"), QStringLiteral("0.11.0"));
        good.recorded = QDateTime::fromSecsSinceEpoch(1764700000, QTimeZone::utc());
        const RollBackRule rule = rollBackRule(QStringLiteral("vllm"));
        QVERIFY(rule.canRollBack());
        const RollBackPlan p = makeRollBackPlan(host, rule, good, QStringLiteral("uid"),
                                                { { QStringLiteral("vllm"), QStringLiteral("0.11.1") } });
        QVERIFY2(p.isValid(), qPrintable(p.error));
        QCOMPARE(p.dropInPath,
                 QStringLiteral("/etc/systemd/system/vllm.service.d/99-inference-console-rollback.conf"));
        QVERIFY(p.dropIn.contains(
            "\n[Service]\nExecStart=\nExecStart=/opt/vllm/.venv/bin/vllm serve m --port 8000\n"
            "Environment=\nEnvironment=\"A=x \\\"y\\\"\"\n"));
        QCOMPARE(p.write.line,
                 "sudo -n mkdir -p -- '/etc/systemd/system/vllm.service.d' && printf '%s' '"
                     + p.dropIn.toBase64()
                     + "' | base64 -d | sudo -n tee -- "
                       "'/etc/systemd/system/vllm.service.d/99-inference-console-rollback.conf' >/dev/null");
        QCOMPARE(p.reload.line, QByteArray("sudo -n systemctl daemon-reload"));
        QCOMPARE(p.verify.line, QByteArray("systemctl cat -- 'vllm.service'"));
        QVERIFY(p.notes.join(u'\n').contains(QStringView(u"vllm 0.11.0 → 0.11.1")));
        // The drop-in's own parse gives back the known-good state.
        const QByteArray both = "# /etc/systemd/system/vllm.service\n[Service]\nExecStart=/bin/new\n"
                                "Environment=B=1\n\n# "
            + p.dropInPath.toUtf8() + '\n' + p.dropIn;
        const UnitCat cat = parseSystemctlCat(both);
        const EffectiveService eff = effectiveService(cat);
        QCOMPARE(eff.execStart, QStringList { good.execStart });
        QCOMPARE(environmentAssignments(eff.environment).size(), 1);
        QCOMPARE(environmentAssignments(eff.environment).first().second, QStringLiteral("x \"y\""));

        // A secret that was not kept: no reset, so the unit's current value stays.
        UnitSnapshot secret = good;
        secret.environment.insert(QStringLiteral("HF_TOKEN"), QStringLiteral("<redacted>"));
        secret.hasRedactedSecret = true;
        const RollBackPlan ps = makeRollBackPlan(host, rule, secret, QStringLiteral("uid"), {});
        QVERIFY(ps.isValid());
        QVERIFY(!ps.dropIn.contains("Environment=\n"));
        QVERIFY(!ps.dropIn.contains("HF_TOKEN"));
    }

    void rollBackRefused_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("execStart");
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<QString>("why");
        const QString cmd = QStringLiteral("/bin/vllm serve m");
        const QString frag = QStringLiteral("/etc/systemd/system/vllm.service");
        QTest::newRow("profile says none") << QStringLiteral("trtllm") << QStringLiteral("vllm.service")
                                           << cmd << frag << QStringLiteral("built engine");
        QTest::newRow("unknown engine") << QStringLiteral("nope") << QStringLiteral("vllm.service") << cmd
                                        << frag << QStringLiteral("does not say how");
        QTest::newRow("no ExecStart") << QStringLiteral("vllm") << QStringLiteral("vllm.service") << QString()
                                      << frag << QStringLiteral("no ExecStart");
        QTest::newRow("secret in ExecStart")
            << QStringLiteral("vllm") << QStringLiteral("vllm.service")
            << QStringLiteral("/bin/vllm serve m --api-key <redacted>") << frag << QStringLiteral("secret");
        QTest::newRow("hostile unit name") << QStringLiteral("vllm") << QStringLiteral("x';reboot;'.service")
                                           << cmd << QStringLiteral("/etc/systemd/system/x';reboot;'.service")
                                           << QStringLiteral("not a full systemd unit name");
        QTest::newRow("unit file outside unit directories")
            << QStringLiteral("vllm") << QStringLiteral("vllm.service") << cmd
            << QStringLiteral("/home/u/vllm.service")
            << QStringLiteral("not vllm.service in a systemd unit directory");
        QTest::newRow("newline in the path") << QStringLiteral("vllm") << QStringLiteral("vllm.service")
                                             << cmd << QStringLiteral("/a\n/etc/systemd/system/vllm.service")
                                             << QStringLiteral("systemd unit directory");
    }

    void rollBackRefused()
    {
        QFETCH(QString, engine);
        QFETCH(QString, unit);
        QFETCH(QString, execStart);
        QFETCH(QString, fragment);
        QFETCH(QString, why);
        HostDefinition host;
        host.name = QStringLiteral("h");
        host.unit = unit;
        UnitSnapshot good;
        good.execStart = execStart;
        good.fragmentPath = fragment;
        const RollBackPlan p = makeRollBackPlan(host, rollBackRule(engine), good, QStringLiteral("u"), {});
        QVERIFY(!p.isValid());
        QVERIFY2(p.error.contains(why), qPrintable(p.error));
        QVERIFY(p.write.line.isEmpty());
    }

    void dropInCommandRefusesHostileInput_data()
    {
        QTest::addColumn<QString>("directory");
        QTest::addColumn<QString>("file");
        QTest::newRow("relative") << QStringLiteral("etc/systemd/system/vllm.service.d")
                                  << QStringLiteral("a.conf");
        QTest::newRow("other unit's directory")
            << QStringLiteral("/etc/systemd/system/ssh.service.d") << QStringLiteral("a.conf");
        QTest::newRow("dot-dot") << QStringLiteral("/etc/../root/vllm.service.d") << QStringLiteral("a.conf");
        QTest::newRow("newline") << QStringLiteral("/etc/x\n/vllm.service.d") << QStringLiteral("a.conf");
        QTest::newRow("quote in the file")
            << QStringLiteral("/etc/systemd/system/vllm.service.d") << QStringLiteral("a'b.conf");
        QTest::newRow("slash in the file")
            << QStringLiteral("/etc/systemd/system/vllm.service.d") << QStringLiteral("../x.conf");
        QTest::newRow("not .conf") << QStringLiteral("/etc/systemd/system/vllm.service.d")
                                   << QStringLiteral("a.sh");
    }

    void dropInCommandRefusesHostileInput()
    {
        QFETCH(QString, directory);
        QFETCH(QString, file);
        HostDefinition host;
        host.unit = QStringLiteral("vllm.service");
        const RemoteCommand c = RemoteCommandBuilder(host).writeUnitDropIn(directory, file, "[Service]\n");
        QVERIFY(!c.isValid());
        QVERIFY(!c.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSystemctlCat)
#include "tst_systemctlcat.moc"
