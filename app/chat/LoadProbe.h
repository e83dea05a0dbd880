// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatTurn.h"
#include "transport/HttpLimits.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;

namespace ic {

class ChatStream;

/// Service-level objectives for goodput, as `vllm bench serve --goodput ttft:<ms> tpot:<ms> e2el:<ms>`;
/// a value ≤ 0 is not part of the objective.
struct LoadSlo {
    double ttftMs = -1;
    double tpotMs = -1;
    double e2elMs = -1;
    bool isSet() const { return ttftMs > 0 || tpotMs > 0 || e2elMs > 0; }
    QJsonObject toJson() const;
    static LoadSlo fromJson(const QJsonObject &object); ///< {"ttft_ms", "tpot_ms", "e2el_ms"}
};

struct LoadProbeOptions {
    ChatEndpoint endpoint;
    ChatSettings settings;
    QString prompt;
    int concurrency = 4; ///< streams in flight at once
    double durationSeconds = 0; ///< > 0: keep starting requests for this long
    int requests = 0; ///< > 0: this many requests in total (when no duration is set)
    HttpLimits limits; ///< every request of the run is bounded by these
    LoadSlo slo;
    void setIdleTimeout(int ms) { limits.idleMs = ms; }
};

/// Mean and percentiles of one latency metric, in milliseconds; -1 when there was no sample.
struct MetricStats {
    int count = 0;
    double mean = -1;
    double p50 = -1;
    double p90 = -1;
    double p99 = -1;
    static MetricStats of(const QList<double> &secondsValues);
    QJsonObject toJson() const;
};

/// The `vllm bench serve` set for one load run.
struct LoadProbeResult {
    int concurrency = 0;
    int completed = 0;
    int failed = 0;
    int unanswered = 0; ///< of the failed: deadline, refused or network (nothing to judge)
    double durationSeconds = 0; ///< first send → last completion
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double requestsPerSecond = 0;
    double outputTokensPerSecond = 0;
    double totalTokensPerSecond = 0;
    double peakOutputTokensPerSecond = 0; ///< busiest 1-s bucket, one token per chunk
    MetricStats ttft;
    MetricStats tpot;
    MetricStats itl;
    MetricStats e2el;
    LoadSlo slo;
    int goodCompleted = -1; ///< requests within every SLO; -1 when no SLO was given
    double goodput = -1; ///< good requests per second; -1 when no SLO was given
    QStringList errors; ///< distinct failure sentences, first few

    QJsonObject toJson() const;
    QString toText() const;
};

/// Computes the result from finished turns and when each was sent (seconds since the run began),
/// with the definitions of `vllm bench serve` (vllm/benchmarks/serve.py, calculate_metrics).
LoadProbeResult summarizeLoad(const QList<ChatTurn> &turns, const QList<double> &sentAt,
                              double durationSeconds, const LoadSlo &slo = LoadSlo());

/// N concurrent streams for T seconds or R requests, measured like `vllm bench serve`.
class LoadProbe : public QObject {
    Q_OBJECT
public:
    explicit LoadProbe(const LoadProbeOptions &options, QObject *parent = nullptr);
    ~LoadProbe() override;

    void start();
    void stop(); ///< aborts what is in flight; the result covers what finished
    bool isRunning() const { return m_running; }
    const LoadProbeResult &result() const { return m_result; }

Q_SIGNALS:
    void progressed(int completed, int failed);
    void finished(const ic::LoadProbeResult &result);

private:
    void launch();
    void maybeFinish();
    bool mayLaunch() const;

    LoadProbeOptions m_options;
    QNetworkAccessManager *m_nam;
    QByteArray m_body;
    QElapsedTimer m_clock;
    QList<QPointer<ChatStream>> m_streams;
    QList<ChatTurn> m_turns;
    QList<double> m_sentAt;
    LoadProbeResult m_result;
    int m_launched = 0;
    int m_done = 0;
    int m_failed = 0;
    double m_lastDone = 0;
    bool m_running = false;
    bool m_stopping = false;
};

} // namespace ic
