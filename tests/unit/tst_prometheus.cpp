// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "formats/Prometheus.h"

#include <QFile>
#include <QTest>

using namespace ic;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(IC_FIXTURES_DIR "/prometheus/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

using Labels = PrometheusLabels;

} // namespace

class TestPrometheus : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void engines_data();
    void engines();
    void vllmDetails();
    void lines_data();
    void lines();
    void hostile_data();
    void hostile();
    void keepsGoodLines();
    void hugeLine();
};

void TestPrometheus::engines_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("samples");
    QTest::addColumn<QString>("name");
    QTest::addColumn<Labels>("labels");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("type");

    QTest::newRow("vllm running") << QStringLiteral("vllm-0.10.metrics") << 49
                                  << QStringLiteral("vllm:num_requests_running")
                                  << Labels { { QStringLiteral("model_name"),
                                                QStringLiteral("Qwen/Qwen3-32B") } }
                                  << 12.0 << QStringLiteral("gauge");
    QTest::newRow("vllm kv") << QStringLiteral("vllm-0.10.metrics") << 49
                             << QStringLiteral("vllm:kv_cache_usage_perc") << Labels() << 0.4173228346456693
                             << QStringLiteral("gauge");
    QTest::newRow("vllm finished reason")
        << QStringLiteral("vllm-0.10.metrics") << 49 << QStringLiteral("vllm:request_success_total")
        << Labels { { QStringLiteral("finished_reason"), QStringLiteral("length") } } << 41.0
        << QStringLiteral("counter");
    QTest::newRow("vllm exponent") << QStringLiteral("vllm-0.10.metrics") << 49
                                   << QStringLiteral("process_virtual_memory_bytes") << Labels()
                                   << 1.33791318016e+11 << QStringLiteral("gauge");
    QTest::newRow("sglang token usage")
        << QStringLiteral("sglang.metrics") << 12 << QStringLiteral("sglang:token_usage") << Labels() << 0.28
        << QStringLiteral("gauge");
    QTest::newRow("llama-server predicted")
        << QStringLiteral("llama-server.metrics") << 11 << QStringLiteral("llamacpp:tokens_predicted_total")
        << Labels() << 20231.0 << QStringLiteral("counter");
}

void TestPrometheus::engines()
{
    QFETCH(QString, file);
    QFETCH(int, samples);
    QFETCH(QString, name);
    QFETCH(Labels, labels);
    QFETCH(double, value);
    QFETCH(QString, type);

    const PrometheusMetrics m = parsePrometheusText(fixture(file));
    QVERIFY2(m.isValid(), qPrintable(m.error));
    QVERIFY(m.lineErrors.isEmpty());
    QCOMPARE(m.samples.size(), samples);
    const PrometheusSample *s = m.find(name, labels);
    QVERIFY(s);
    QCOMPARE(s->value, value);
    QCOMPARE(m.value(name, labels), value);
    const PrometheusFamily *f = m.familyOf(name);
    QVERIFY(f);
    QCOMPARE(f->type, type);
    QVERIFY(!f->help.isEmpty());
}

void TestPrometheus::vllmDetails()
{
    const PrometheusMetrics m = parsePrometheusText(fixture(QStringLiteral("vllm-0.10.metrics")));
    const Labels model { { QStringLiteral("model_name"), QStringLiteral("Qwen/Qwen3-32B") } };
    const PrometheusSample *inf = m.find(u"vllm:time_to_first_token_seconds_bucket",
                                         { { QStringLiteral("le"), QStringLiteral("+Inf") } });
    QVERIFY(inf);
    QCOMPARE(inf->value, 1231.0);
    QCOMPARE(inf->label(u"engine"), QStringLiteral("0"));
    QCOMPARE(m.value(u"vllm:time_to_first_token_seconds_count", model), 1231.0);
    QCOMPARE(m.familyOf(u"vllm:time_to_first_token_seconds_bucket")->type, QStringLiteral("histogram"));
    QCOMPARE(m.familyOf(u"vllm:time_to_first_token_seconds_sum")->name,
             QStringLiteral("vllm:time_to_first_token_seconds"));
    QCOMPARE(m.sum(u"vllm:request_success_total", model), 1231.0);
    QVERIFY(qIsNaN(m.sum(u"vllm:nothing_total")));
    QVERIFY(
        !m.find(u"vllm:num_requests_running", { { QStringLiteral("model_name"), QStringLiteral("other") } }));
    QVERIFY(!m.find(u"vllm:num_requests_running", { { QStringLiteral("no_such_label"), QString() } }));
    QCOMPARE(m.value(u"vllm:missing", {}, -1.0), -1.0);

    const PrometheusSample *info = m.find(u"vllm:cache_config_info");
    QVERIFY(info);
    QCOMPARE(info->label(u"num_gpu_blocks"), QStringLiteral("27136"));
    QCOMPARE(info->label(u"block_size"), QStringLiteral("16"));
    for (qsizetype i = 1; i < info->labels.size(); ++i)
        QVERIFY(info->labels.at(i - 1).first < info->labels.at(i).first);
}

void TestPrometheus::lines_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<Labels>("labels");
    QTest::addColumn<double>("value");
    QTest::addColumn<qint64>("timestamp"); // -1: none

    QTest::newRow("bare") << QByteArray("up 1") << QStringLiteral("up") << Labels() << 1.0 << qint64(-1);
    QTest::newRow("timestamp") << QByteArray("up 1 1724092467123") << QStringLiteral("up") << Labels() << 1.0
                               << qint64(1724092467123);
    QTest::newRow("negative timestamp")
        << QByteArray("up 0 -5") << QStringLiteral("up") << Labels() << 0.0 << qint64(-5);
    QTest::newRow("+Inf") << QByteArray("x +Inf") << QStringLiteral("x") << Labels() << qInf() << qint64(-1);
    QTest::newRow("-Inf") << QByteArray("x -Inf") << QStringLiteral("x") << Labels() << -qInf() << qint64(-1);
    QTest::newRow("NaN") << QByteArray("x NaN") << QStringLiteral("x") << Labels() << qQNaN() << qint64(-1);
    QTest::newRow("positive sign") << QByteArray("x +2.5") << QStringLiteral("x") << Labels() << 2.5
                                   << qint64(-1);
    QTest::newRow("exponent") << QByteArray("x 1.5e-3") << QStringLiteral("x") << Labels() << 0.0015
                              << qint64(-1);
    QTest::newRow("escapes in label")
        << QByteArray(R"(x{path="C:\\dir",q="say \"hi\"",n="a\nb"} 2)") << QStringLiteral("x")
        << Labels { { QStringLiteral("n"), QStringLiteral("a\nb") },
                    { QStringLiteral("path"), QStringLiteral("C:\\dir") },
                    { QStringLiteral("q"), QStringLiteral("say \"hi\"") } }
        << 2.0 << qint64(-1);
    QTest::newRow("trailing comma and spaces")
        << QByteArray("x{ a = \"1\" , } \t 3  ") << QStringLiteral("x")
        << Labels { { QStringLiteral("a"), QStringLiteral("1") } } << 3.0 << qint64(-1);
    QTest::newRow("empty labels") << QByteArray("x{} 4") << QStringLiteral("x") << Labels() << 4.0
                                  << qint64(-1);
    QTest::newRow("brace in value") << QByteArray(R"(x{a="}{"} 5)") << QStringLiteral("x")
                                    << Labels { { QStringLiteral("a"), QStringLiteral("}{") } } << 5.0
                                    << qint64(-1);
    QTest::newRow("utf-8 label") << QByteArray("x{m=\"Qwen\xe2\x80\x93\"} 6") << QStringLiteral("x")
                                 << Labels { { QStringLiteral("m"), QString::fromUtf8("Qwen\u2013") } } << 6.0
                                 << qint64(-1);
    QTest::newRow("crlf and comments") << QByteArray("# just a comment\r\n# EOF\r\nx 7\r\n")
                                       << QStringLiteral("x") << Labels() << 7.0 << qint64(-1);
}

void TestPrometheus::lines()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, name);
    QFETCH(Labels, labels);
    QFETCH(double, value);
    QFETCH(qint64, timestamp);

    const PrometheusMetrics m = parsePrometheusText(text);
    QVERIFY2(m.isValid(), qPrintable(m.error));
    QVERIFY2(m.lineErrors.isEmpty(), qPrintable(m.lineErrors.value(0).message));
    QCOMPARE(m.samples.size(), 1);
    const PrometheusSample &s = m.samples.first();
    QCOMPARE(s.name, name);
    QCOMPARE(s.labels, labels);
    QCOMPARE(s.value, value);
    QCOMPARE(s.timestampMs.has_value(), timestamp != -1);
    if (timestamp != -1)
        QCOMPARE(*s.timestampMs, timestamp);
}

void TestPrometheus::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("lineErrors");

    QTest::newRow("empty") << QByteArray() << 0;
    QTest::newRow("whitespace") << QByteArray("  \n\t\n") << 0;
    QTest::newRow("only comments") << QByteArray("# HELP x y\n# TYPE x gauge\n") << 0;
    QTest::newRow("truncated mid-label") << QByteArray(R"(vllm:num_requests_running{model_name="Qw)") << 1;
    QTest::newRow("truncated before value") << QByteArray("vllm:num_requests_running{a=\"b\"}") << 1;
    QTest::newRow("no value") << QByteArray("up") << 1;
    QTest::newRow("value not a number") << QByteArray("up one") << 1;
    QTest::newRow("bad timestamp") << QByteArray("up 1 soon") << 1;
    QTest::newRow("extra field") << QByteArray("up 1 2 3") << 1;
    QTest::newRow("unquoted label") << QByteArray("up{a=b} 1") << 1;
    QTest::newRow("label without =") << QByteArray("up{a} 1") << 1;
    QTest::newRow("bad label name") << QByteArray("up{1a=\"x\"} 1") << 1;
    QTest::newRow("duplicate label") << QByteArray("up{a=\"1\",a=\"2\"} 1") << 1;
    QTest::newRow("unknown type") << QByteArray("# TYPE up thermometer") << 1;
    QTest::newRow("type without name") << QByteArray("# TYPE") << 1;
    QTest::newRow("html error page") << QByteArray("<html><body><h1>404 Not Found</h1></body></html>") << 1;
    QTest::newRow("json error") << QByteArray(
        R"({"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}})")
                                << 1;
    QTest::newRow("binary junk") << QByteArray("\x00\xff\xfe\x80 \x01", 6) << 1;
}

void TestPrometheus::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(int, lineErrors);
    const PrometheusMetrics m = parsePrometheusText(text);
    QVERIFY(!m.isValid());
    QVERIFY(m.samples.isEmpty());
    QCOMPARE(m.lineErrors.size(), lineErrors);
    for (const PrometheusLineError &e : m.lineErrors) {
        QCOMPARE(e.line, 1);
        QVERIFY(!e.message.isEmpty());
    }
}

void TestPrometheus::keepsGoodLines()
{
    QByteArray text = fixture(QStringLiteral("llama-server.metrics"));
    text.insert(0, "garbage line\n");
    text.append("llamacpp:broken{ 1\nllamacpp:late 2\n");
    const PrometheusMetrics m = parsePrometheusText(text);
    QVERIFY(m.isValid());
    QCOMPARE(m.samples.size(), 12);
    QCOMPARE(m.lineErrors.size(), 2);
    QCOMPARE(m.lineErrors.at(0).line, 1);
    QCOMPARE(m.lineErrors.at(1).line, 35);
    QCOMPARE(m.value(u"llamacpp:late"), 2.0);
    QCOMPARE(m.value(u"llamacpp:requests_processing"), 1.0);
}

void TestPrometheus::hugeLine()
{
    const QByteArray big(10 * 1024 * 1024, 'a');
    PrometheusMetrics m = parsePrometheusText(big);
    QVERIFY(!m.isValid());
    QCOMPARE(m.lineErrors.size(), 1);
    m = parsePrometheusText(QByteArray("x{a=\"" + big + "\"} 1"));
    QVERIFY(m.isValid());
    QCOMPARE(m.samples.first().label(u"a").size(), big.size());
    m = parsePrometheusText(QByteArray(10 * 1024 * 1024, '\n'));
    QVERIFY(!m.isValid());
    QVERIFY(m.lineErrors.isEmpty());
}

QTEST_GUILESS_MAIN(TestPrometheus)
#include "tst_prometheus.moc"
