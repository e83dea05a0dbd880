// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// `inference-console check` records the known-good state by the console's rule, as an operator
// runs it: the built binary against a simulated host named in a hosts file, each run with a home
// (and so a history database) of its own. A passing check marks the host known good — the
// environment's versions (packages, NVIDIA driver) and the unit's `systemctl cat` with its
// effective ExecStart, what a roll back restores; a failing check records nothing, and neither
// does a passing one with --no-record.
#include "RolloutTestSupport.h"
#include "RunBinary.h"
#include "SimulatedHost.h"
#include "TempHostsFile.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "history/UnitSnapshotStore.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;
using namespace ic::testsupport;

class TestCheckKnownGood : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    SimulatedHost m_host;
    std::unique_ptr<TempHostsFile> m_hosts;
    QString m_passLadder;
    QString m_failLadder;

    /// The console's history database in `home` (Settings::dataDirectory()/history.sqlite).
    static QString databasePath(const QString &home)
    {
        return home + QStringLiteral("/.local/share/inference-console/history.sqlite");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        SimulatedHost::Options o = SimulatedHost::rolloutHost(QStringLiteral("gpu-kg"));
        o.extraInitArguments += { QStringLiteral("--package"), QStringLiteral("transformers=4.56.2") };
        QCOMPARE(m_host.start(o), QString());
        m_hosts = std::make_unique<TempHostsFile>(QList<HostDefinition> { m_host.definition() });
        QVERIFY(m_hosts->isValid());
        m_passLadder = m_dir.filePath(QStringLiteral("quick.json"));
        QCOMPARE(writeQuickLadder(m_passLadder), QString());
        // The same steps, but the smoke prompt must name a city the model does not answer.
        m_failLadder = m_dir.filePath(QStringLiteral("fails.json"));
        QFile f(m_failLadder);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray fails = quickLadder().replace("paris", "berlin");
        QVERIFY(fails.contains("berlin") && !fails.contains("paris"));
        QCOMPARE(f.write(fails), fails.size());
        f.close();
    }

    void recordsOnlyAPassingCheck_data()
    {
        QTest::addColumn<bool>("passing");
        QTest::addColumn<QStringList>("more");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("recorded");
        QTest::newRow("pass records") << true << QStringList() << 0 << true;
        QTest::newRow("fail records nothing") << false << QStringList() << 1 << false;
        QTest::newRow("pass with --no-record records nothing")
            << true << QStringList { QStringLiteral("--no-record") } << 0 << false;
    }

    void recordsOnlyAPassingCheck()
    {
        QFETCH(bool, passing);
        QFETCH(QStringList, more);
        QFETCH(int, exitCode);
        QFETCH(bool, recorded);
        const QString home = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
        RunOptions o;
        o.environment = headlessEnvironment();
        setHome(o.environment, home);
        o.environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false"));
        o.deadlineMs = 180000;
        const RunResult r = runBinary(
            consolePath(),
            QStringList { QStringLiteral("check"), QStringLiteral("--hosts"), m_hosts->path(),
                          QStringLiteral("--host"), QStringLiteral("gpu-kg"), QStringLiteral("--ladder"),
                          passing ? m_passLadder : m_failLadder, QStringLiteral("--timeout"),
                          QStringLiteral("150"), QStringLiteral("--json") }
                + more,
            o);
        QVERIFY2(r.exitedNormally(), r.describe().constData());
        QVERIFY2(r.exitCode == exitCode, r.describe().constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(QLatin1String("verdict")).toString(),
                 passing ? QStringLiteral("pass") : QStringLiteral("fail"));
        QCOMPARE(r.err.contains("Recorded as the last known good of gpu-kg"), recorded);

        // The run itself is in the history either way: the database is there to look in.
        QVERIFY2(QFile::exists(databasePath(home)), qPrintable(databasePath(home)));
        auto db = HistoryDatabase::open(databasePath(home));
        QVERIFY(db->isAvailable());
        const QString unit = m_host.definition().unit;
        QString error;
        const std::optional<UnitSnapshot> snapshot
            = UnitSnapshotStore(db).lastKnownGood(QStringLiteral("gpu-kg"), unit, &error);
        const std::optional<SnapshotRecord> environment
            = HistoryStore(db).lastKnownGood(QStringLiteral("gpu-kg"), unit, &error);
        if (!recorded) {
            QVERIFY2(!snapshot, qPrintable(snapshot ? snapshot->evidence : QString()));
            QVERIFY(!environment);
            return;
        }

        // The unit as systemd starts it, as a roll back would restore it.
        QVERIFY2(snapshot, qPrintable(error));
        QCOMPARE(snapshot->execStart, effectiveExecStart(m_host));
        QVERIFY(snapshot->execStart.contains(QLatin1String("--port")));
        QCOMPARE(snapshot->fragmentPath,
                 m_host.stateDirectory() + QStringLiteral("/etc/systemd/system/vllm.service"));
        QVERIFY(snapshot->catText.contains(QLatin1String("[Service]")));
        QVERIFY2(snapshot->evidence.contains(QLatin1String("passed")), qPrintable(snapshot->evidence));
        QCOMPARE(snapshot->packages.value(QStringLiteral("transformers")), QStringLiteral("4.56.2"));
        const QByteArray unitLine = QByteArray("Recorded the unit vllm.service as known good: ExecStart=")
            + snapshot->execStart.toUtf8();
        QVERIFY2(r.err.contains(unitLine), r.err.constData());

        // The versions it was good with: the host's packages and driver as its own tools say.
        QVERIFY2(environment, qPrintable(error));
        QString parseError;
        const EnvironmentSnapshot env = EnvironmentSnapshot::fromJson(environment->snapshot, &parseError);
        QVERIFY2(parseError.isEmpty(), qPrintable(parseError));
        QCOMPARE(env.packages.value(QStringLiteral("transformers")), QStringLiteral("4.56.2"));
        QVERIFY(!env.packages.value(QStringLiteral("vllm")).isEmpty());
        QCOMPARE(env.packages.value(QStringLiteral("vllm")),
                 snapshot->packages.value(QStringLiteral("vllm")));
        const RunResult smi
            = m_host.simhost({ QStringLiteral("nvidia-smi"), QStringLiteral("--query-gpu=driver_version"),
                               QStringLiteral("--format=csv,noheader") });
        QVERIFY2(smi.exitedNormally() && smi.exitCode == 0, smi.describe().constData());
        const QString driver = QString::fromUtf8(smi.out.trimmed().split('\n').value(0).trimmed());
        QVERIFY(!driver.isEmpty());
        QCOMPARE(env.driverVersion, driver);
        const QByteArray driverText = QByteArray("NVIDIA driver ") + driver.toUtf8();
        QVERIFY2(r.err.contains(driverText), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCheckKnownGood)
#include "tst_checkknowngood.moc"
