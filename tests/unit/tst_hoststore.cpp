// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "config/HostStore.h"
#include "config/Settings.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

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
        a.engine = QStringLiteral("sglang");
        a.group = QStringLiteral("prod");
        a.tags = { QStringLiteral("h200"), QStringLiteral("kimi") };
        a.privilegePrefix.clear();
        a.stuckAfterSeconds = 240;
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
        // A file that cannot be used as a whole is refused with one message; nothing loads.
        QTest::newRow("nameless") << QByteArray(
            "{\"version\":1,\"hosts\":[{\"target\":\"x\"},{\"name\":\"ok\"}]}")
                                  << true << 0 << 0;
        QTest::newRow("bad port") << QByteArray(
            "{\"version\":1,\"hosts\":[{\"name\":\"a\",\"apiPort\":70000}]}")
                                  << true << 0 << 0;
        QTest::newRow("port as text")
            << QByteArray("{\"version\":1,\"hosts\":[{\"name\":\"a\",\"apiPort\":\"abc\"}]}") << true << 0
            << 0;
        QTest::newRow("bad engine") << QByteArray(
            "{\"version\":1,\"hosts\":[{\"name\":\"a\",\"engine\":\"tgi\"}]}")
                                    << true << 0 << 0;
        QTest::newRow("tool not text")
            << QByteArray("{\"version\":1,\"hosts\":[{\"name\":\"a\",\"tools\":{\"ps\":1}}]}") << true << 0
            << 0;
        QTest::newRow("stuck threshold not a number") << QByteArray(
            "{\"version\":1,\"hosts\":[{\"name\":\"a\",\"liveness\":{\"stuckAfterSeconds\":\"2m\"}}]}")
                                                      << true << 0 << 0;
        QTest::newRow("stuck threshold zero") << QByteArray(
            "{\"version\":1,\"hosts\":[{\"name\":\"a\",\"liveness\":{\"stuckAfterSeconds\":0}}]}")
                                              << true << 0 << 0;
        QTest::newRow("liveness not an object")
            << QByteArray("{\"version\":1,\"hosts\":[{\"name\":\"a\",\"liveness\":60}]}") << true << 0 << 0;
        QTest::newRow("liveness unknown key")
            << QByteArray("{\"version\":1,\"hosts\":[{\"name\":\"a\",\"liveness\":{\"stuckAfterSeconds\":90,"
                          "\"probe\":false}}]}")
            << false << 1 << 1;
        QTest::newRow("newer version")
            << QByteArray("{\"version\":2,\"hosts\":[{\"name\":\"a\"}]}") << true << 0 << 0;
        // Warnings name what was ignored; the rest loads.
        QTest::newRow("duplicate") << QByteArray(
            "{\"version\":1,\"hosts\":[{\"name\":\"a\"},{\"name\":\"a\"}]}")
                                   << false << 1 << 1;
        QTest::newRow("no version") << QByteArray("{\"hosts\":[{\"name\":\"a\"}]}") << false << 1 << 1;
        QTest::newRow("unknown keys")
            << QByteArray("{\"version\":1,\"x\":0,\"hosts\":[{\"name\":\"a\",\"y\":1,"
                          "\"tools\":{\"z\":\"\"}}]}")
            << false << 1 << 3;
    }
    void prometheus_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error"); ///< exact, or empty when it loads
        QTest::addColumn<int>("warnings");
        const QByteArray head = "{\n\"version\": 1,\n\"prometheus\": ";
        const QByteArray tail = ",\n\"hosts\": [{\"name\": \"a\"}]\n}\n";
        QTest::newRow("url only") << head + "{\"url\": \"http://prom:9090\"}" + tail << QString() << 0;
        QTest::newRow("every key") << head
                + "{\"url\": \"https://prom.example/base\", \"gpu_label\": \"node\", \"engine_label\": "
                  "\"host\", "
                  "\"interval_s\": 2.5, \"bearer_token\": \"t\"}"
                + tail << QString() << 0;
        QTest::newRow("unknown key") << head + "{\"url\": \"http://prom:9090\", \"colour\": 1}" + tail
                                     << QString() << 1;
        QTest::newRow("not an object")
            << head + "\"http://prom:9090\"" + tail
            << QStringLiteral("h.json:3: “prometheus” must be an object, {\"url\": \"http://…:9090\"}, not "
                              "\"http://prom:9090\".")
            << 0;
        QTest::newRow("no url") << head + "{}" + tail
                                << QStringLiteral(
                                       "h.json:3: prometheus: “url” must be the server's http:// or https:// "
                                       "address, e.g. http://prometheus.example:9090, not “”.")
                                << 0;
        QTest::newRow("url not http")
            << head + "{\n  \"url\": \"ftp://prom\"}" + tail
            << QStringLiteral("h.json:4: prometheus: “url” must be the server's http:// or "
                              "https:// address, e.g. http://prometheus.example:9090, not "
                              "“ftp://prom”.")
            << 0;
        QTest::newRow("url a number")
            << head + "{\"url\": 9090}" + tail
            << QStringLiteral("h.json:3: prometheus: “url” must be a string, not 9090.") << 0;
        QTest::newRow("label not a label")
            << head + "{\"url\": \"http://p:9090\",\n \"gpu_label\": \"host name\"}" + tail
            << QStringLiteral(
                   "h.json:4: prometheus: “gpu_label” must be a Prometheus label name (letters, digits, "
                   "_), not “host name”.")
            << 0;
        QTest::newRow("interval too short")
            << head + "{\"url\": \"http://p:9090\", \"interval_s\": 0.01}" + tail
            << QStringLiteral("h.json:3: prometheus: “interval_s” must be a number of "
                              "seconds from 0.2 to 3600, not 0.01.")
            << 0;
        QTest::newRow("host value not text")
            << QByteArray("{\"version\": 1, \"prometheus\": {\"url\": \"http://p:9090\"},\n\"hosts\": [\n"
                          "{\"name\": \"a\", \"prometheus\": {\"gpu\": 7}}]}")
            << QStringLiteral("h.json:3: host “a”: “gpu” must be a string, not 7.") << 0;
        QTest::newRow("host prometheus not an object")
            << QByteArray("{\"version\": 1, \"prometheus\": {\"url\": \"http://p:9090\"},\n\"hosts\": [\n"
                          "{\"name\": \"a\", \"prometheus\": \"a\"}]}")
            << QStringLiteral(
                   "h.json:3: host “a”: “prometheus” must be an object, {\"gpu\": \"…\", \"engine\": "
                   "\"…\"}, not \"a\".")
            << 0;
        QTest::newRow("host values without a server")
            << QByteArray("{\"version\": 1, \"hosts\": [{\"name\": \"a\", \"prometheus\": {\"gpu\": \"a\", "
                          "\"x\": \"\"}}]}")
            << QString() << 2;
    }
    void prometheus()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QFETCH(int, warnings);
        const auto r = HostStore::fromJson(json, QStringLiteral("h.json"));
        QCOMPARE(r.error, error);
        QCOMPARE(r.warnings.size(), warnings);
        if (error.isEmpty())
            QVERIFY(r.prometheus.isEnabled() == json.contains("\"url\""));
    }

    void prometheusRoundTrip()
    {
        PrometheusConfig p;
        p.url = QUrl(QStringLiteral("http://prom.example:9090"));
        p.gpuLabel = QStringLiteral("node");
        p.intervalMs = 2500;
        HostDefinition a;
        a.name = QStringLiteral("gpu-01");
        a.prometheusGpu = QStringLiteral("gpu-01.example");
        a.prometheusEngine = QStringLiteral("gpu-01.example:8000");
        HostDefinition b;
        b.name = QStringLiteral("ssh-only");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hosts.json"));
        QCOMPARE(HostStore::save(path, { a, b }, p), QString());
        const auto r = HostStore::load(path);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
        QCOMPARE(r.prometheus, p);
        QCOMPARE(r.hosts.value(0), a);
        QCOMPARE(r.hosts.value(1), b);
        // Without a server, nothing about Prometheus is written.
        QVERIFY(!HostStore::toJson({ b }).contains("prometheus"));
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

    void messagesNameFileLineAndField()
    {
        const auto r = HostStore::fromJson("{\n  \"version\": 1,\n  \"hosts\": [\n    {\"name\": \"a\"},\n"
                                           "    {\"name\": \"b\",\n     \"apiPort\": \"abc\"}\n  ]\n}\n",
                                           QStringLiteral("/x/hosts.json"));
        QCOMPARE(
            r.error,
            QStringLiteral(
                "/x/hosts.json:6: host “b”: “apiPort” must be an integer from 1 to 65535, not \"abc\"."));
        const auto syntax = HostStore::fromJson("{\"version\": 1,\n\"hosts\": [\n  {\"name\": \"a\",,}\n]}",
                                                QStringLiteral("h.json"));
        QVERIFY2(syntax.error.startsWith(QStringLiteral("h.json:3:")), qPrintable(syntax.error));
    }

    void savedPrivateFromTheStart()
    {
        QTemporaryDir dir;
        const mode_t old = ::umask(0); // the most permissive umask a user can have
        const QString path = dir.filePath(QStringLiteral("new/sub/hosts.json"));
        HostDefinition a;
        a.name = QStringLiteral("a");
        const QString error = HostStore::save(path, { a });
        ::umask(old);
        QCOMPARE(error, QString());
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0600));
        QCOMPARE(::stat(QFile::encodeName(dir.filePath(QStringLiteral("new/sub"))).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0700));
        QCOMPARE(::stat(QFile::encodeName(dir.filePath(QStringLiteral("new"))).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0700));
        QCOMPARE(QDir(dir.filePath(QStringLiteral("new/sub"))).entryList(QDir::Files | QDir::Hidden),
                 QStringList { QStringLiteral("hosts.json") }); // no temporary file left
    }

    /// A save that fails half-way (here: the file size limit, which binds root too) leaves the
    /// previous file exactly as it was and no temporary file beside it.
    void failedSaveKeepsPreviousFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hosts.json"));
        HostDefinition a;
        a.name = QStringLiteral("a");
        QCOMPARE(HostStore::save(path, { a }), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();

        QList<HostDefinition> many;
        for (int i = 0; i < 200; ++i) {
            HostDefinition h;
            h.name = QStringLiteral("gpu-%1").arg(i);
            many << h;
        }
        ::signal(SIGXFSZ, SIG_IGN);
        rlimit old {};
        ::getrlimit(RLIMIT_FSIZE, &old);
        rlimit small = old;
        small.rlim_cur = 4096;
        ::setrlimit(RLIMIT_FSIZE, &small);
        const QString error = HostStore::save(path, many);
        ::setrlimit(RLIMIT_FSIZE, &old);
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList { QStringLiteral("hosts.json") });
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
