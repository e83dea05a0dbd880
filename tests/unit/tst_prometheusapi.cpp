// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Answers of Prometheus' HTTP query API as the console reads them: real answers captured from
// Prometheus 2.42 (tests/fixtures/prometheus-api/SOURCES.md) and hostile bodies; and the GPU
// ticks and serving figures built from them.
#include "formats/PrometheusApi.h"
#include "monitor/EndpointMonitor.h"
#include "monitor/PrometheusSource.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/prometheus-api/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

/// `error-*.txt` hold the body and, on the last line, the HTTP status curl saw.
std::pair<QByteArray, int> bodyAndStatus(const QString &name)
{
    QByteArray all = fixture(name).trimmed();
    const qsizetype nl = all.lastIndexOf('\n');
    return { all.left(nl), all.mid(nl + 1).toInt() };
}

/// `series` series of three points each, eight GPUs per host.
QByteArray hugeMatrix(int series)
{
    QByteArray body = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[";
    for (int i = 0; i < series; ++i) {
        if (i)
            body += ',';
        body += "{\"metric\":{\"__name__\":\"DCGM_FI_DEV_FB_USED\",\"Hostname\":\"h"
            + QByteArray::number(i / 8) + "\",\"UUID\":\"GPU-" + QByteArray::number(i) + "\",\"gpu\":\""
            + QByteArray::number(i % 8) + "\"},\"values\":[[1000,\"1\"],[1001,\"2\"],[1002,\"3\"]]}";
    }
    return body + "]}}";
}

} // namespace

class TestPrometheusApi : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void realAnswers_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("series");
        QTest::addColumn<int>("nonFinite");
        QTest::newRow("query_range of the GPU query") << "query_range-dcgm-2gpus.json"
                                                      << "matrix" << 12 << 0;
        QTest::newRow("range selector of engine metrics") << "query-vllm-range-selector.json"
                                                          << "matrix" << 3 << 0;
        QTest::newRow("vector") << "query-vector.json"
                                << "vector" << 1 << 0;
        QTest::newRow("empty vector") << "query-empty.json"
                                      << "vector" << 0 << 0;
        QTest::newRow("scalar NaN") << "query-scalar-nan.json"
                                    << "scalar" << 1 << 1;
        QTest::newRow("vector +Inf") << "query-vector-inf.json"
                                     << "vector" << 1 << 1;
    }
    void realAnswers()
    {
        QFETCH(QString, file);
        QFETCH(QString, type);
        QFETCH(int, series);
        QFETCH(int, nonFinite);
        const PrometheusQueryResult r = parsePrometheusQueryResponse(fixture(file), 200);
        QVERIFY2(r.isValid(), qPrintable(r.error));
        QCOMPARE(r.resultType, type);
        QCOMPARE(r.series.size(), series);
        QCOMPARE(r.nonFinitePoints, nonFinite);
        QCOMPARE(r.badPoints, 0);
        for (const PrometheusSeries &s : r.series)
            QVERIFY(!s.points.isEmpty());
    }

    void realErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("syntax error") << "error-bad-data.txt"
                                      << "unclosed left parenthesis";
        QTest::newRow("end before start") << "error-end-before-start.txt"
                                          << "end timestamp must not be before";
        QTest::newRow("too many points") << "error-too-many-points.txt"
                                         << "11,000 points";
    }
    void realErrors()
    {
        QFETCH(QString, file);
        QFETCH(QString, mentions);
        const auto [body, status] = bodyAndStatus(file);
        QCOMPARE(status, 400);
        const PrometheusQueryResult r = parsePrometheusQueryResponse(body, status);
        QVERIFY(!r.isValid());
        QCOMPARE(r.errorType, QStringLiteral("bad_data"));
        QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("refused the query")), qPrintable(r.error));
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("bad");
        QTest::newRow("empty") << QByteArray() << 200 << false << "empty body" << 0 << 0;
        QTest::newRow("whitespace") << QByteArray(" \n\t ") << 200 << false << "empty body" << 0 << 0;
        QTest::newRow("empty 502") << QByteArray() << 502 << false << "HTTP 502" << 0 << 0;
        QTest::newRow("html 502 from a proxy")
            << QByteArray("<html><body><h1>502 Bad Gateway</h1></body></html>") << 502 << false << "HTTP 502"
            << 0 << 0;
        QTest::newRow("truncated") << fixture(QStringLiteral("query_range-dcgm-2gpus.json")).left(700) << 200
                                   << false << "not JSON" << 0 << 0;
        QTest::newRow("binary junk") << QByteArray("\xff\xfe\x00\x1b[2J{", 7) << 200 << false << "not JSON"
                                     << 0 << 0;
        QTest::newRow("json array") << QByteArray("[1,2]") << 200 << false << "not a JSON object" << 0 << 0;
        QTest::newRow("no status") << QByteArray(R"({"data":{"resultType":"vector","result":[]}})") << 200
                                   << false << "status" << 0 << 0;
        QTest::newRow("error without reason")
            << QByteArray(R"({"status":"error"})") << 503 << false << "no reason given" << 0 << 0;
        QTest::newRow("timeout error") << QByteArray(
            R"({"status":"error","errorType":"timeout","error":"query timed out in expression evaluation"})")
                                       << 503 << false << "timeout" << 0 << 0;
        QTest::newRow("success with 500")
            << QByteArray(R"({"status":"success","data":{"resultType":"vector","result":[]}})") << 500
            << false << "HTTP 500" << 0 << 0;
        QTest::newRow("unknown result type")
            << QByteArray(R"({"status":"success","data":{"resultType":"table","result":[]}})") << 200 << false
            << "table" << 0 << 0;
        QTest::newRow("result not a list")
            << QByteArray(R"({"status":"success","data":{"resultType":"vector","result":{}}})") << 200
            << false << "not a list" << 0 << 0;
        QTest::newRow("warnings kept") << QByteArray(
            R"({"status":"success","warnings":["remote store down"],"data":{"resultType":"vector","result":[{"metric":{"a":"b"},"value":[1,"2"]}]}})")
                                       << 200 << true << "" << 1 << 0;
        QTest::newRow("NaN Inf -Inf strings") << QByteArray(
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[[1,"NaN"],[2,"+Inf"],[3,"-Inf"],[4,"1e3"]]}]}})")
                                              << 200 << true << "" << 4 << 0;
        QTest::newRow("bad points left out") << QByteArray(
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[[1,"x"],["t","1"],[3],null,[5,"7"],[1e300,"1"],[-4,"1"],[6,"1 "]]}]}})")
                                             << 200 << true << "" << 1 << 7;
        QTest::newRow("value as a number") << QByteArray(
            R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[1,2.5]}]}})")
                                           << 200 << true << "" << 1 << 0;
        QTest::newRow("metric not an object") << QByteArray(
            R"({"status":"success","data":{"resultType":"vector","result":[{"metric":7,"value":[1,"2"]},5]}})")
                                              << 200 << true << "" << 1 << 1;
    }
    void hostile()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(bool, valid);
        QFETCH(QString, mentions);
        QFETCH(int, points);
        QFETCH(int, bad);
        const PrometheusQueryResult r = parsePrometheusQueryResponse(body, status);
        QCOMPARE(r.isValid(), valid);
        if (!valid) {
            QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
            for (QChar c : r.error)
                QVERIFY2(c.isPrint() || c == u' ', qPrintable(r.error)); // junk never reaches a terminal raw
        }
        QCOMPARE(r.pointCount(), points);
        QCOMPARE(r.badPoints, bad);
    }

    void huge()
    {
        // 40 000 series of 3 points (about 9 MB): read whole, every point kept.
        const QByteArray body = hugeMatrix(40000);
        QVERIFY(body.size() > 5'000'000);
        const PrometheusQueryResult r = parsePrometheusQueryResponse(body);
        QVERIFY2(r.isValid(), qPrintable(r.error));
        QCOMPARE(r.pointCount(), 120000);
        // The same, cut off in the middle: one sentence, no series.
        const PrometheusQueryResult cut = parsePrometheusQueryResponse(body.left(body.size() / 2));
        QVERIFY(!cut.isValid());
        QVERIFY(cut.series.isEmpty());
    }

    void regexAlternatives_data()
    {
        QTest::addColumn<QStringList>("values");
        QTest::addColumn<QString>("literal");
        QTest::newRow("plain") << QStringList { QStringLiteral("gpu-01"), QStringLiteral("gpu-02") }
                               << QStringLiteral("\"gpu-01|gpu-02\"");
        QTest::newRow("dots and port") << QStringList { QStringLiteral("10.0.0.1:8000") }
                                       << QStringLiteral("\"10\\\\.0\\\\.0\\\\.1:8000\"");
        QTest::newRow("quote and pipe")
            << QStringList { QStringLiteral("a\"b|c") } << QStringLiteral("\"a\\\"b\\\\|c\"");
    }
    void regexAlternatives()
    {
        QFETCH(QStringList, values);
        QFETCH(QString, literal);
        QCOMPARE(promqlExactAlternatives(values), literal);
    }

    void gpuTicksFromRealAnswer()
    {
        const PrometheusQueryResult r
            = parsePrometheusQueryResponse(fixture(QStringLiteral("query_range-dcgm-2gpus.json")));
        QVERIFY(r.isValid());
        const auto ticks = PrometheusSource::gpuTicks(r, QStringLiteral("Hostname"));
        QCOMPARE(ticks.size(), 1);
        const auto &host = ticks.value(QStringLiteral("gpu-a"));
        QCOMPARE(host.size(), 4); // four steps
        for (const QList<GpuSample> &tick : host) {
            QCOMPARE(tick.size(), 2);
            QCOMPARE(tick.at(0).index, 0);
            QCOMPARE(tick.at(1).index, 1);
            for (const GpuSample &g : tick) {
                QVERIFY(g.uuid.startsWith(QLatin1String("GPU-")));
                QCOMPARE(g.name, QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition"));
                // used + free + reserved is the card's total as nvidia-smi prints it.
                QCOMPARE(g.memoryTotalMiB, 97887.0);
                QVERIFY(g.memoryUsedMiB > 0);
                QVERIFY(std::isfinite(g.utilizationPercent));
                QVERIFY(std::isfinite(g.temperatureC));
                QVERIFY(std::isfinite(g.powerDrawW));
                QVERIFY(std::isnan(g.powerLimitW));
            }
        }
    }

    void gpuTicksKeepNanAsMissing()
    {
        const QByteArray body = R"({"status":"success","data":{"resultType":"matrix","result":[
            {"metric":{"__name__":"DCGM_FI_DEV_FB_USED","Hostname":"a","UUID":"GPU-1","gpu":"0"},"values":[[10,"NaN"],[11,"5"]]},
            {"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL","Hostname":"a","UUID":"GPU-1","gpu":"0"},"values":[[10,"+Inf"],[11,"7"]]},
            {"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL","UUID":"GPU-9","gpu":"0"},"values":[[10,"1"]]},
            {"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL","Hostname":"b","gpu":"0"},"values":[[10,"1"]]}]}})";
        const auto ticks
            = PrometheusSource::gpuTicks(parsePrometheusQueryResponse(body), QStringLiteral("Hostname"));
        QCOMPARE(ticks.size(), 1); // series without the host label or a UUID are not anyone's GPU
        const auto &a = ticks.value(QStringLiteral("a"));
        QCOMPARE(a.size(), 2);
        QVERIFY(std::isnan(a.value(10000).at(0).memoryUsedMiB));
        QVERIFY(std::isnan(a.value(10000).at(0).utilizationPercent));
        QCOMPARE(a.value(11000).at(0).memoryUsedMiB, 5.0);
        QCOMPARE(a.value(11000).at(0).utilizationPercent, 7.0);
        QVERIFY(std::isnan(a.value(11000).at(0).memoryTotalMiB)); // no FB_FREE: no total
    }

    void servingMetricsFromRawSamples()
    {
        const QByteArray body = R"({"status":"success","data":{"resultType":"matrix","result":[
            {"metric":{"__name__":"vllm:generation_tokens_total","instance":"h:8000"},"values":[[100,"1000"],[101,"1060"],[104,"1240"]]},
            {"metric":{"__name__":"vllm:prompt_tokens_total","instance":"h:8000"},"values":[[100,"500"],[104,"100"]]},
            {"metric":{"__name__":"vllm:num_requests_running","instance":"h:8000"},"values":[[100,"1"],[104,"3"]]},
            {"metric":{"__name__":"vllm:kv_cache_usage_perc","instance":"h:8000"},"values":[[104,"NaN"]]}]}})";
        const PrometheusQueryResult r = parsePrometheusQueryResponse(body);
        QVERIFY(r.isValid());
        QList<const PrometheusSeries *> series;
        for (const PrometheusSeries &s : r.series)
            series << &s;
        const ServingMetrics m = EndpointMonitor::metricsFromSeries(series);
        QCOMPARE(m.engine, QStringLiteral("vllm"));
        QCOMPARE(m.requestsRunning.value_or(-1), 3.0);
        QCOMPARE(m.generationTokensPerSecond.value_or(-1), 60.0); // 240 tokens over 4 s
        QVERIFY(!m.promptTokensPerSecond); // the counter went back (a restart): no rate
        QVERIFY(!m.kvCacheUsage); // NaN is no reading
        QCOMPARE(m.sampledAt.toMSecsSinceEpoch(), 104000);
        QVERIFY(EndpointMonitor::metricsFromSeries({}).engine.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPrometheusApi)
#include "tst_prometheusapi.moc"
