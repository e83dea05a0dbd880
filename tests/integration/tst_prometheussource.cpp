// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Prometheus as the source of GPU samples and serving figures, against a REAL Prometheus (the
// Debian package) scraping simulated hosts on loopback: what the console shows through
// Prometheus is compared with what it shows from the same host's own nvidia-smi. Skipped, with
// the reason, when the prometheus binary is not installed. Also: Prometheus down, a label value
// that matches nothing, an exporter that stops (stale series), and a server that misbehaves.
#include "config/HostDefinition.h"
#include "host/Fleet.h"
#include "host/HostSession.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/GpuMonitor.h"
#include "monitor/PrometheusSource.h"
#include "sim/SimDcgmExporter.h"

#include "EventLoopWait.h"
#include "MisbehavingHttpServer.h"
#include "ScriptedHttpServer.h"
#include "SimulatedHost.h"

#include <QDir>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ic;

namespace {

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

/// A real Prometheus on 127.0.0.1 with its TSDB in a temporary folder, scraping `targets` (job
/// name → host:port) every second; killed when this goes away.
class RealPrometheus {
public:
    static QString binary() { return QStandardPaths::findExecutable(QStringLiteral("prometheus")); }

    QString start(const QList<std::pair<QString, quint16>> &targets)
    {
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder");
        QByteArray config
            = "global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n  evaluation_interval: 1s\n"
              "scrape_configs:\n";
        for (const auto &[job, port] : targets)
            config += "  - job_name: " + job.toUtf8()
                + "\n    static_configs:\n      - targets: ['127.0.0.1:" + QByteArray::number(port) + "']\n";
        QFile f(m_dir.filePath(QStringLiteral("prometheus.yml")));
        if (!f.open(QIODevice::WriteOnly) || f.write(config) != config.size())
            return QStringLiteral("cannot write the configuration");
        f.close();
        m_port = freePort();
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.setStandardOutputFile(m_dir.filePath(QStringLiteral("prometheus.log")));
        m_process.start(binary(),
                        { QStringLiteral("--config.file=") + f.fileName(),
                          QStringLiteral("--storage.tsdb.path=") + m_dir.filePath(QStringLiteral("tsdb")),
                          QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_port) });
        if (!m_process.waitForStarted(10000))
            return QStringLiteral("prometheus did not start: ") + m_process.errorString();
        // Ready when /-/ready says so (TSDB opened, configuration loaded); bounded.
        QNetworkAccessManager nam;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 30000 && m_process.state() == QProcess::Running) {
            QNetworkRequest req(url().resolved(QUrl(QStringLiteral("/-/ready"))));
            req.setTransferTimeout(2000);
            QNetworkReply *reply = nam.get(req);
            testsupport::waitForSignal(reply, &QNetworkReply::finished, 3000);
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            delete reply;
            if (status == 200)
                return {};
            QTest::qWait(200);
        }
        return QStringLiteral("prometheus did not become ready: ") + log();
    }

    ~RealPrometheus()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(10000))
                m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)); }
    QString log() const
    {
        QFile f(m_dir.filePath(QStringLiteral("prometheus.log")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll().right(2000)) : QString();
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
};

testsupport::SimulatedHost::Options simOptions(const QString &hostname, double scale)
{
    testsupport::SimulatedHost::Options o;
    o.name = hostname;
    o.timeScale = scale;
    o.extraInitArguments = { QStringLiteral("--hostname"), hostname };
    return o;
}

PrometheusConfig configFor(const QUrl &url)
{
    PrometheusConfig c;
    c.url = url;
    c.intervalMs = 1000;
    return c;
}

#define REQUIRE_PROMETHEUS()                                                                                 \
    if (RealPrometheus::binary().isEmpty())                                                                  \
        QSKIP("the prometheus binary is not installed (Debian package prometheus; .ci/install-deps --tests " \
              "installs it), so nothing was compared");

} // namespace

class TestPrometheusSource : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void gpuSamplesMatchNvidiaSmi();
    void servingFiguresComeThroughPrometheus();
    void labelValueThatMatchesNothingIsNamed();
    void exporterThatStopsGoesStale();
    void prometheusDownIsNamed();
    void misbehavingServerEndsInBoundedTime_data();
    void misbehavingServerEndsInBoundedTime();
    void redirectIsNamedAndTokenSent();
};

void TestPrometheusSource::gpuSamplesMatchNvidiaSmi()
{
    REQUIRE_PROMETHEUS();
    // A start-up in progress (20x: weights load while we watch), so memory moves.
    testsupport::SimulatedHost demo;
    QCOMPARE(demo.start(simOptions(QStringLiteral("gpu-prom-01"), 20)), QString());
    SimDcgmExporter exporter(demo.stateDirectory());
    QString error;
    QVERIFY2(exporter.listen(0, &error), qPrintable(error));
    RealPrometheus prometheus;
    const QString started = prometheus.start({ { QStringLiteral("dcgm"), exporter.port() } });
    QVERIFY2(started.isEmpty(), qPrintable(started));

    // The same host twice: once as the console reads it over its transport (nvidia-smi), once
    // through Prometheus.
    Fleet direct;
    QCOMPARE(direct.addHost(demo.definition()), QString());
    Fleet viaPrometheus;
    viaPrometheus.setPrometheus(configFor(prometheus.url()));
    HostDefinition d = demo.definition();
    d.prometheusGpu = QStringLiteral("gpu-prom-01");
    QCOMPARE(viaPrometheus.addHost(d), QString());
    GpuMonitor *ssh = direct.sessions().first()->gpus();
    GpuMonitor *prom = viaPrometheus.sessions().first()->gpus();
    QCOMPARE(prom->sampleSource(), GpuMonitor::SampleSource::External);
    QCOMPARE(ssh->sampleSource(), GpuMonitor::SampleSource::Ssh);

    int promTicks = 0;
    connect(prom, &GpuMonitor::sampled, this, [&] { ++promTicks; });
    QStringList promErrors; // once samples flow, none
    connect(prom, &GpuMonitor::errorOccurred, this, [&](const QString &e) {
        if (promTicks > 0)
            promErrors << e;
    });
    QTRY_VERIFY_WITH_TIMEOUT(promTicks >= 12 && ssh->history().gpuUuids().size() == 8, 40000);

    // Same cards, same names, same totals.
    QCOMPARE(prom->history().gpuUuids(), ssh->history().gpuUuids());
    const QStringList uuids = ssh->history().gpuUuids();
    for (const QString &u : uuids) {
        QCOMPARE(prom->history().gpuName(u), ssh->history().gpuName(u));
        QCOMPARE(prom->history().gpuIndex(u), ssh->history().gpuIndex(u));
        QCOMPARE(prom->history().memoryTotalMiB(u), ssh->history().memoryTotalMiB(u));
    }
    // Every value Prometheus gave lies within what nvidia-smi printed around that moment: a
    // query_range step at t carries the newest scrape at or before t, and nvidia-smi samples once
    // a second. The scrape is due every second but slips on a busy machine (a fresh CI root ran
    // one 3.5 s late), so the window reaches back five seconds. nvidia-smi's lines are stamped
    // when they arrive, and a loaded machine delays its loop too (a fresh root saw a reading
    // 1.5 s ahead of the stream), so the window reaches forward as well. Both ways it is ten
    // seconds: beside the fuzzing build a CI run saw a scrape's utilisation (3 %) that nvidia-smi
    // had printed more than five seconds from it. Memory still has to move.
    const qint64 last = std::min(prom->history().lastSampleMsecs(), ssh->history().lastSampleMsecs());
    const qint64 first = last - 10000;
    int compared = 0;
    QStringList mismatches;
    for (const QString &u : uuids) {
        for (GpuMetric metric : { GpuMetric::MemoryUsed, GpuMetric::Utilization }) {
            for (const GpuSeriesPoint &p : prom->history().series(u, metric, first, last, 100000)) {
                if (p.isGap())
                    continue;
                float lo = INFINITY, hi = -INFINITY;
                for (const GpuSeriesPoint &s :
                     ssh->history().series(u, metric, p.msecs - 10000, p.msecs + 10000, 100000)) {
                    if (s.isGap())
                        continue;
                    lo = std::min(lo, s.min);
                    hi = std::max(hi, s.max);
                }
                if (!std::isfinite(lo))
                    continue;
                ++compared;
                if (p.last < lo - 1 || p.last > hi + 1)
                    mismatches << QStringLiteral("%1 %2 at %3: prometheus %4, nvidia-smi %5..%6")
                                      .arg(u)
                                      .arg(int(metric))
                                      .arg(p.msecs)
                                      .arg(p.last)
                                      .arg(lo)
                                      .arg(hi);
            }
        }
    }
    QVERIFY2(compared >= 8 * 2 * 6, qPrintable(QStringLiteral("only %1 values compared").arg(compared)));
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.mid(0, 5).join(u'\n')));
    // Memory moved during the window: the comparison saw a start-up, not a flat line.
    const QList<GpuSeriesPoint> mem
        = prom->history().series(uuids.first(), GpuMetric::MemoryUsed, first, last, 1000);
    float lo = INFINITY, hi = -INFINITY;
    for (const GpuSeriesPoint &p : mem) {
        if (!p.isGap()) {
            lo = std::min(lo, p.min);
            hi = std::max(hi, p.max);
        }
    }
    QVERIFY2(hi - lo > 1000, qPrintable(QStringLiteral("memory %1..%2").arg(lo).arg(hi)));
    QVERIFY2(promErrors.isEmpty(), qPrintable(promErrors.join(u'\n')));
    QVERIFY(exporter.scrapes() >= 10);
    qInfo("%d values compared, prometheus ticks %d, exporter scrapes %d", compared, promTicks,
          exporter.scrapes());
}

void TestPrometheusSource::servingFiguresComeThroughPrometheus()
{
    REQUIRE_PROMETHEUS();
    testsupport::SimulatedHost demo;
    QCOMPARE(demo.start(simOptions(QStringLiteral("gpu-prom-02"), 400)), QString());
    SimDcgmExporter exporter(demo.stateDirectory());
    QString error;
    QVERIFY2(exporter.listen(0, &error), qPrintable(error));
    RealPrometheus prometheus;
    const QString started = prometheus.start({ { QStringLiteral("dcgm"), exporter.port() },
                                               { QStringLiteral("vllm"), demo.definition().apiPort } });
    QVERIFY2(started.isEmpty(), qPrintable(started));
    Fleet fleet;
    fleet.setPrometheus(configFor(prometheus.url()));
    HostDefinition d = demo.definition();
    d.prometheusGpu = QStringLiteral("gpu-prom-02");
    d.prometheusEngine = QStringLiteral("127.0.0.1:%1").arg(d.apiPort);
    QCOMPARE(fleet.addHost(d), QString());
    EndpointMonitor *endpoint = fleet.sessions().first()->endpoint();
    QVERIFY(endpoint->hasExternalMetrics());
    QTRY_VERIFY_WITH_TIMEOUT(endpoint->hasMetrics() && endpoint->metrics().engine == QLatin1String("vllm"),
                             40000);
    const ServingMetrics m = endpoint->metrics();
    QCOMPARE(m.requestsRunning.value_or(-1), 0.0);
    QCOMPARE(m.requestsWaiting.value_or(-1), 0.0);
    QVERIFY(m.kvCacheUsage.has_value());
    QCOMPARE(*m.generationTokensPerSecond, 0.0); // nobody asked it anything
    QVERIFY(std::abs(m.sampledAt.msecsTo(QDateTime::currentDateTimeUtc())) < 10000);
}

void TestPrometheusSource::labelValueThatMatchesNothingIsNamed()
{
    REQUIRE_PROMETHEUS();
    testsupport::SimulatedHost demo;
    QCOMPARE(demo.start(simOptions(QStringLiteral("gpu-prom-03"), 400)), QString());
    SimDcgmExporter exporter(demo.stateDirectory());
    QString error;
    QVERIFY2(exporter.listen(0, &error), qPrintable(error));
    RealPrometheus prometheus;
    const QString started = prometheus.start({ { QStringLiteral("dcgm"), exporter.port() } });
    QVERIFY2(started.isEmpty(), qPrintable(started));
    Fleet fleet;
    fleet.setPrometheus(configFor(prometheus.url()));
    HostDefinition d = demo.definition();
    d.prometheusGpu = QStringLiteral("gpu-prom-3"); // a typo in the hosts file
    QCOMPARE(fleet.addHost(d), QString());
    GpuMonitor *gpus = fleet.sessions().first()->gpus();
    QSignalSpy errors(gpus, &GpuMonitor::errorOccurred);
    QTRY_VERIFY_WITH_TIMEOUT(!errors.isEmpty(), 30000);
    const QString e = errors.first().first().toString();
    QVERIFY2(e.contains(QStringLiteral("no GPU series with Hostname=\"gpu-prom-3\"")), qPrintable(e));
    QVERIFY(gpus->latest().isEmpty()); // nothing shown as if it were measured
    QVERIFY(gpus->history().gpuUuids().isEmpty());
}

void TestPrometheusSource::exporterThatStopsGoesStale()
{
    REQUIRE_PROMETHEUS();
    testsupport::SimulatedHost demo;
    QCOMPARE(demo.start(simOptions(QStringLiteral("gpu-prom-04"), 400)), QString());
    auto exporter = std::make_unique<SimDcgmExporter>(demo.stateDirectory());
    QString error;
    QVERIFY2(exporter->listen(0, &error), qPrintable(error));
    RealPrometheus prometheus;
    const QString started = prometheus.start({ { QStringLiteral("dcgm"), exporter->port() } });
    QVERIFY2(started.isEmpty(), qPrintable(started));
    Fleet fleet;
    fleet.setPrometheus(configFor(prometheus.url()));
    HostDefinition d = demo.definition();
    d.prometheusGpu = QStringLiteral("gpu-prom-04");
    QCOMPARE(fleet.addHost(d), QString());
    GpuMonitor *gpus = fleet.sessions().first()->gpus();
    QTRY_VERIFY_WITH_TIMEOUT(gpus->latest().size() == 8, 30000);
    QSignalSpy errors(gpus, &GpuMonitor::errorOccurred);
    exporter.reset(); // the exporter dies: Prometheus' scrapes fail and its series go stale
    QTRY_VERIFY_WITH_TIMEOUT(!errors.isEmpty(), 30000);
    const QString e = errors.first().first().toString();
    QVERIFY2(e.contains(QStringLiteral("no GPU samples with Hostname=\"gpu-prom-04\" since")), qPrintable(e));
    // The chart shows a gap from then on, not the last value carried forward.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QVERIFY(
        !gpus->history().valueAt(gpus->history().gpuUuids().first(), GpuMetric::MemoryUsed, now).has_value());
}

void TestPrometheusSource::prometheusDownIsNamed()
{
    // Nothing listens on this port.
    const quint16 port = freePort();
    Fleet fleet;
    fleet.setPrometheus(configFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port))));
    HostDefinition d;
    d.name = QStringLiteral("nowhere");
    d.target = QStringLiteral("local");
    d.nvidiaSmiCommand = QStringLiteral("/nonexistent/nvidia-smi");
    d.prometheusGpu = QStringLiteral("nowhere");
    QCOMPARE(fleet.addHost(d), QString());
    GpuMonitor *gpus = fleet.sessions().first()->gpus();
    QSignalSpy errors(gpus, &GpuMonitor::errorOccurred);
    QTRY_VERIFY_WITH_TIMEOUT(!errors.isEmpty(), 15000);
    const QString e = errors.first().first().toString();
    QVERIFY2(e.contains(QStringLiteral("refuses connections")), qPrintable(e));
    QVERIFY2(e.contains(QString::number(port)), qPrintable(e));
    QVERIFY(gpus->latest().isEmpty());
    QCOMPARE(fleet.prometheus()->lastError(), e);
}

void TestPrometheusSource::misbehavingServerEndsInBoundedTime_data()
{
    using testsupport::Misbehaviour;
    QTest::addColumn<int>("behaviour");
    QTest::addColumn<QString>("mentions");
    // The request is written, then nothing: the first-byte deadline (HttpGet's phases) ends it.
    QTest::newRow("never answers") << int(Misbehaviour::NeverAnswers) << "first-byte deadline";
    QTest::newRow("headers byte by byte") << int(Misbehaviour::HeadersByteByByte) << "deadline";
    QTest::newRow("huge body") << int(Misbehaviour::HugeBody) << "grew past 1 MiB";
    QTest::newRow("invalid json") << int(Misbehaviour::InvalidJson) << "not JSON";
    QTest::newRow("html 500") << int(Misbehaviour::Html500) << "HTTP 500";
    QTest::newRow("http/1.0 without length") << int(Misbehaviour::Http10NoLength) << "deadline";
    QTest::newRow("closes mid chunk") << int(Misbehaviour::ClosesMidChunk) << "";
}

void TestPrometheusSource::misbehavingServerEndsInBoundedTime()
{
    QFETCH(int, behaviour);
    QFETCH(QString, mentions);
    testsupport::MisbehavingHttpServer server { testsupport::Misbehaviour(behaviour) };
    server.setByteIntervalMs(300);
    PrometheusSource source(configFor(server.baseUrl()));
    HttpLimits limits = PrometheusSource::defaultLimits();
    limits.connectMs = 500;
    limits.firstByteMs = 1000;
    limits.idleMs = 1000;
    limits.totalMs = 3000;
    limits.maxBodyBytes = 1024 * 1024;
    source.setLimits(limits);
    std::optional<PrometheusReply> reply;
    QElapsedTimer clock;
    clock.start();
    source.get(QStringLiteral("/api/v1/query"), { { QStringLiteral("query"), QStringLiteral("up") } },
               [&](const PrometheusReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 8000);
    QVERIFY2(clock.elapsed() < 6000, "ended by its own deadline");
    QVERIFY2(!reply->problem().isEmpty(), "a misbehaving server is never a usable answer");
    QVERIFY2(reply->problem().contains(mentions), qPrintable(reply->problem()));
    QVERIFY(reply->bytes <= limits.maxBodyBytes + 256 * 1024);
}

void TestPrometheusSource::redirectIsNamedAndTokenSent()
{
    // A proxy in front of Prometheus that redirects: the source names it and does not follow it
    // (with the bearer token) somewhere else. The token goes with the request it was given for.
    testsupport::ScriptedHttpServer server([](const testsupport::HttpRequest &) {
        testsupport::ScriptedReply reply;
        reply.status = 302;
        reply.contentType = "text/html";
        reply.body = "<a href=\"/graph\">Found</a>.";
        return reply;
    });
    PrometheusConfig config = configFor(server.baseUrl());
    config.bearerToken = QStringLiteral("prom-secret");
    PrometheusSource source(config);
    std::optional<PrometheusReply> reply;
    source.get(QStringLiteral("/api/v1/query"), { { QStringLiteral("query"), QStringLiteral("up") } },
               [&](const PrometheusReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 8000);
    QVERIFY2(reply->problem().contains(QStringLiteral("redirect (HTTP 302)")), qPrintable(reply->problem()));
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(server.requests().first().authorization, QByteArray("Bearer prom-secret"));
}

QTEST_GUILESS_MAIN(TestPrometheusSource)
#include "tst_prometheussource.moc"
