// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LoadProbe.h"

#include "chat/ChatStream.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QNetworkAccessManager>

#include <cmath>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LoadProbe)
};

QString fmt(double ms)
{
    return ms < 0 ? QStringLiteral("–") : QString::number(ms, 'f', 1);
}
} // namespace

MetricStats MetricStats::of(const QList<double> &values)
{
    MetricStats s;
    s.count = int(values.size());
    if (values.isEmpty())
        return s;
    double sum = 0;
    for (double v : values)
        sum += v;
    s.mean = sum / double(values.size()) * 1000;
    s.p50 = percentile(values, 50) * 1000;
    s.p90 = percentile(values, 90) * 1000;
    s.p99 = percentile(values, 99) * 1000;
    return s;
}

QJsonObject MetricStats::toJson() const
{
    auto v = [](double x) { return x < 0 ? QJsonValue() : QJsonValue(x); };
    return QJsonObject { { QStringLiteral("count"), count },
                         { QStringLiteral("mean_ms"), v(mean) },
                         { QStringLiteral("p50_ms"), v(p50) },
                         { QStringLiteral("p90_ms"), v(p90) },
                         { QStringLiteral("p99_ms"), v(p99) } };
}

QJsonObject LoadSlo::toJson() const
{
    QJsonObject o;
    if (ttftMs > 0)
        o.insert(QStringLiteral("ttft_ms"), ttftMs);
    if (tpotMs > 0)
        o.insert(QStringLiteral("tpot_ms"), tpotMs);
    if (e2elMs > 0)
        o.insert(QStringLiteral("e2el_ms"), e2elMs);
    return o;
}

LoadSlo LoadSlo::fromJson(const QJsonObject &o)
{
    LoadSlo s;
    s.ttftMs = o.value(QStringLiteral("ttft_ms")).toDouble(-1);
    s.tpotMs = o.value(QStringLiteral("tpot_ms")).toDouble(-1);
    s.e2elMs = o.value(QStringLiteral("e2el_ms")).toDouble(-1);
    return s;
}

LoadProbeResult summarizeLoad(const QList<ChatTurn> &turns, const QList<double> &sentAt,
                              double durationSeconds, const LoadSlo &slo)
{
    LoadProbeResult r;
    r.durationSeconds = durationSeconds;
    r.slo = slo;
    if (slo.isSet())
        r.goodCompleted = 0;
    QList<double> ttft, tpot, itl, e2el;
    QMap<qint64, qint64> buckets;
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const ChatTurn &t = turns[i];
        if (t.state != TurnState::Finished || t.errorKind != TurnError::None) {
            ++r.failed;
            if (t.errorKind == TurnError::Timeout || t.errorKind == TurnError::ConnectionRefused
                || t.errorKind == TurnError::Network)
                ++r.unanswered;
            if (!t.error.isEmpty() && !r.errors.contains(t.error) && r.errors.size() < 5)
                r.errors << t.error;
            continue;
        }
        ++r.completed;
        r.outputTokens += qMax<qint64>(0, t.outputTokens());
        r.inputTokens += qMax<qint64>(0, t.usage.promptTokens);
        if (t.ttftSeconds >= 0)
            ttft << t.ttftSeconds;
        if (t.tpotSeconds() >= 0)
            tpot << t.tpotSeconds();
        if (t.e2elSeconds >= 0)
            e2el << t.e2elSeconds;
        itl << t.itlSeconds;
        if (slo.isSet()) {
            // As bench serve: TPOT counts as 0 for a request of one output token.
            const double tpotMs = t.tpotSeconds() >= 0 ? t.tpotSeconds() * 1000 : 0;
            const bool good = (slo.ttftMs <= 0 || t.ttftSeconds * 1000 <= slo.ttftMs)
                && (slo.tpotMs <= 0 || tpotMs <= slo.tpotMs)
                && (slo.e2elMs <= 0 || t.e2elSeconds * 1000 <= slo.e2elMs);
            if (good)
                ++r.goodCompleted;
        }
        // One token per chunk at its arrival time, bucketed by whole seconds since the run began.
        const double sent = sentAt.value(i);
        if (t.ttftSeconds >= 0) {
            double at = sent + t.ttftSeconds;
            ++buckets[qint64(std::floor(at))];
            for (double gap : t.itlSeconds) {
                at += gap;
                ++buckets[qint64(std::floor(at))];
            }
        }
    }
    for (qint64 n : buckets)
        r.peakOutputTokensPerSecond = qMax(r.peakOutputTokensPerSecond, double(n));
    if (durationSeconds > 0) {
        r.requestsPerSecond = r.completed / durationSeconds;
        r.outputTokensPerSecond = double(r.outputTokens) / durationSeconds;
        r.totalTokensPerSecond = double(r.outputTokens + r.inputTokens) / durationSeconds;
        if (r.goodCompleted >= 0)
            r.goodput = r.goodCompleted / durationSeconds;
    }
    r.ttft = MetricStats::of(ttft);
    r.tpot = MetricStats::of(tpot);
    r.itl = MetricStats::of(itl);
    r.e2el = MetricStats::of(e2el);
    return r;
}

QJsonObject LoadProbeResult::toJson() const
{
    QJsonObject o { { QStringLiteral("concurrency"), concurrency },
                    { QStringLiteral("completed"), completed },
                    { QStringLiteral("failed"), failed },
                    { QStringLiteral("unanswered"), unanswered },
                    { QStringLiteral("duration_s"), durationSeconds },
                    { QStringLiteral("input_tokens"), inputTokens },
                    { QStringLiteral("output_tokens"), outputTokens },
                    { QStringLiteral("request_throughput"), requestsPerSecond },
                    { QStringLiteral("output_throughput"), outputTokensPerSecond },
                    { QStringLiteral("total_token_throughput"), totalTokensPerSecond },
                    { QStringLiteral("max_output_tokens_per_s"), peakOutputTokensPerSecond },
                    { QStringLiteral("ttft"), ttft.toJson() },
                    { QStringLiteral("tpot"), tpot.toJson() },
                    { QStringLiteral("itl"), itl.toJson() },
                    { QStringLiteral("e2el"), e2el.toJson() },
                    { QStringLiteral("errors"), QJsonArray::fromStringList(errors) } };
    if (slo.isSet()) {
        o.insert(QStringLiteral("slo"), slo.toJson());
        o.insert(QStringLiteral("good_completed"), goodCompleted);
        o.insert(QStringLiteral("request_goodput"), goodput);
    }
    return o;
}

QString LoadProbeResult::toText() const
{
    QString s
        = Tr::tr("%1 completed, %2 failed in %3 s: %4 req/s, output %5 tok/s (peak %6), total %7 tok/s\n")
              .arg(completed)
              .arg(failed)
              .arg(QString::number(durationSeconds, 'f', 2), QString::number(requestsPerSecond, 'f', 2),
                   QString::number(outputTokensPerSecond, 'f', 1),
                   QString::number(peakOutputTokensPerSecond, 'f', 0),
                   QString::number(totalTokensPerSecond, 'f', 1));
    auto line = [](const QString &name, const MetricStats &m) {
        return QStringLiteral("  %1 ms  mean %2  p50 %3  p90 %4  p99 %5\n")
            .arg(name.leftJustified(5), fmt(m.mean), fmt(m.p50), fmt(m.p90), fmt(m.p99));
    };
    s += line(QStringLiteral("TTFT"), ttft) + line(QStringLiteral("TPOT"), tpot)
        + line(QStringLiteral("ITL"), itl) + line(QStringLiteral("E2EL"), e2el);
    if (slo.isSet())
        s += Tr::tr("  goodput %1 req/s: %2 of %3 requests within the SLO (%4)\n")
                 .arg(QString::number(goodput, 'f', 2))
                 .arg(goodCompleted)
                 .arg(completed)
                 .arg(QString::fromUtf8(QJsonDocument(slo.toJson()).toJson(QJsonDocument::Compact)));
    for (const QString &e : errors)
        s += QStringLiteral("  ! ") + e + QLatin1Char('\n');
    return s;
}

LoadProbe::LoadProbe(const LoadProbeOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_nam(new QNetworkAccessManager(this))
{
}

LoadProbe::~LoadProbe() = default;

bool LoadProbe::mayLaunch() const
{
    if (m_stopping)
        return false;
    // A server that fails every request is not measured by hammering it: stop launching.
    if (m_done == m_failed && m_failed >= qMax(8, 2 * m_options.concurrency))
        return false;
    if (m_options.durationSeconds > 0)
        return double(m_clock.nsecsElapsed()) / 1e9 < m_options.durationSeconds;
    return m_launched < qMax(1, m_options.requests);
}

void LoadProbe::start()
{
    if (m_running)
        return;
    m_running = true;
    m_stopping = false;
    m_turns.clear();
    m_sentAt.clear();
    m_launched = m_done = m_failed = 0;
    m_body = buildChatBody(m_options.settings, { { QStringLiteral("user"), m_options.prompt } });
    m_clock.start();
    for (int i = 0; i < qMax(1, m_options.concurrency) && mayLaunch(); ++i)
        launch();
}

void LoadProbe::launch()
{
    const int index = m_launched++;
    auto *stream
        = new ChatStream(m_nam, m_options.endpoint, m_body, m_options.limits, m_options.prompt, this);
    stream->setUpdateInterval(0);
    m_streams.append(stream);
    m_turns.append(ChatTurn());
    m_sentAt.append(double(m_clock.nsecsElapsed()) / 1e9);
    connect(stream, &ChatStream::finished, this, [this, stream, index] {
        m_turns[index] = stream->turn();
        m_streams.removeAll(stream);
        stream->deleteLater();
        ++m_done;
        if (stream->turn().state != TurnState::Finished || stream->turn().errorKind != TurnError::None)
            ++m_failed;
        m_lastDone = double(m_clock.nsecsElapsed()) / 1e9;
        Q_EMIT progressed(m_done - m_failed, m_failed);
        if (mayLaunch())
            launch();
        maybeFinish();
    });
    stream->start();
}

void LoadProbe::stop()
{
    if (!m_running)
        return;
    m_stopping = true;
    const auto streams = m_streams;
    for (const QPointer<ChatStream> &s : streams) {
        if (s)
            s->stop();
    }
    maybeFinish();
}

void LoadProbe::maybeFinish()
{
    if (!m_running || !m_streams.isEmpty() || (mayLaunch() && !m_stopping))
        return;
    m_running = false;
    m_result = summarizeLoad(m_turns, m_sentAt, m_lastDone, m_options.slo);
    m_result.concurrency = m_options.concurrency;
    Q_EMIT finished(m_result);
}

} // namespace ic
