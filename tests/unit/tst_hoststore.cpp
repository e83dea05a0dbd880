#include "config/HostStore.h"
#include "config/Settings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ic;

class TestHostStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        HostDefinition a;
        a.name = QStringLiteral("gpu-01");
        a.target = QStringLiteral("ops@gpu-01:2222");
        a.apiPort = 8001;
        a.apiKey = QStringLiteral("sk-test");
        a.engine = Engine::Sglang;
        a.group = QStringLiteral("prod");
        a.tags = { QStringLiteral("h200"), QStringLiteral("kimi") };
        a.privilegePrefix.clear();
        HostDefinition b;
        b.name = QStringLiteral("local");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/hosts.json"));
        QCOMPARE(HostStore::save(path, { a, b }), QString());
        QCOMPARE(QFile::permissions(path) & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                 QFileDevice::Permissions());
        const auto r = HostStore::load(path);
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.hosts.size(), 2);
        QCOMPARE(r.hosts[0], a);
        QCOMPARE(r.hosts[1], b);
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("fatal");
        QTest::addColumn<int>("hosts");
        QTest::addColumn<int>("warnings");
        QTest::newRow("empty") << QByteArray() << true << 0 << 0;
        QTest::newRow("junk") << QByteArray("\x00\xff{{", 4) << true << 0 << 0;
        QTest::newRow("no list") << QByteArray("{\"version\":1}") << true << 0 << 0;
        QTest::newRow("nameless") << QByteArray("{\"hosts\":[{\"target\":\"x\"},{\"name\":\"ok\"}]}") << false
                                  << 1 << 1;
        QTest::newRow("bad port") << QByteArray("{\"hosts\":[{\"name\":\"a\",\"apiPort\":70000}]}") << false
                                  << 0 << 1;
        QTest::newRow("bad engine") << QByteArray("{\"hosts\":[{\"name\":\"a\",\"engine\":\"tgi\"}]}")
                                    << false << 0 << 1;
        QTest::newRow("duplicate") << QByteArray("{\"hosts\":[{\"name\":\"a\"},{\"name\":\"a\"}]}") << false
                                   << 1 << 1;
    }
    void hostile()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, fatal);
        QFETCH(int, hosts);
        QFETCH(int, warnings);
        const auto r = HostStore::fromJson(json);
        QCOMPARE(!r.error.isEmpty(), fatal);
        QCOMPARE(r.hosts.size(), hosts);
        QCOMPARE(r.warnings.size(), warnings);
    }

    void missingFileIsEmpty()
    {
        const auto r = HostStore::load(QStringLiteral("/nonexistent/hosts.json"));
        QVERIFY(r.error.isEmpty());
        QVERIFY(r.hosts.isEmpty());
    }

    void settingsDefaults()
    {
        QTemporaryDir dir;
        Settings s(dir.filePath(QStringLiteral("ui.ini")));
        QCOMPARE(s.chartWindowSeconds(), 300);
        s.setChartWindowSeconds(3600);
        QCOMPARE(s.chartWindowSeconds(), 3600);
        s.setChartWindowSeconds(7);
        QCOMPARE(s.chartWindowSeconds(), 300);
        QCOMPARE(s.chartMetric(), QStringLiteral("memory"));
        s.setHostsFilePath(dir.filePath(QStringLiteral("h.json")));
        QCOMPARE(s.hostsFilePath(), dir.filePath(QStringLiteral("h.json")));
    }
};

QTEST_GUILESS_MAIN(TestHostStore)
#include "tst_hoststore.moc"
