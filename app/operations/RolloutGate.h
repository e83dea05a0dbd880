// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ChatRequest.h"
#include "chat/Ladder.h"
#include "operations/RolloutPlan.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace ic {

class LoadProbe;
class ValidationLadder;

/// What one run of the upgrade gate found on a host: the engine version the server names and
/// the output throughput of the load probe (output tokens per second of the completed requests,
/// `output_throughput` as `vllm bench serve` reports it).
struct GateMeasure {
    double outputTokensPerSecond = -1; ///< < 0: not measured (`why` says why)
    QString why;
    QString version; ///< empty: not read (`versionWhy` says why)
    QString versionWhy;
    QString engineTitle; ///< "vLLM", when the server named its engine
    QJsonObject load; ///< LoadProbeResult::toJson(), when the probe ran

    bool measured() const { return outputTokensPerSecond > 0; }
    QString versionText() const; ///< "vLLM 0.15.1", or the version alone
    QJsonObject toJson() const;
    static GateMeasure fromJson(const QJsonObject &object);
};

/// The gate's verdict for one host: pass, fail or skip (anything that could not be compared).
struct GateVerdict {
    Verdict verdict = Verdict::Skip;
    QString reason;
    double dropPercent = -1; ///< how much lower after than before, in %; -1 when not both measured
    bool hasDrop = false;
};

/// Compares the two runs: skip unless both measured and both versions were read and differ; fail
/// when the output throughput fell by more than `maxDropPercent`.
GateVerdict judgeUpgradeGate(const GateMeasure &before, const GateMeasure &after, double maxDropPercent);

/// The report's `gate` object: {"metric", "unit", "before", "after", "drop_percent",
/// "threshold_percent", "versions": {"before", "after"}, "verdict", "reason", "probe_before",
/// "probe_after"}; figures null when not measured, verdict and reason absent before the verdict.
QJsonObject gateReportJson(const GateMeasure &before, const GateMeasure *after, const GateVerdict *verdict,
                           double maxDropPercent);

/// One run of the gate against a host's API: reads the engine's identity (the ladder's identity
/// step alone), then runs the load probe with the gate's fixed settings. Every part ends by the
/// gate's deadline; finished() comes once, always (queued when there is nothing to ask).
class GateProbe : public QObject {
    Q_OBJECT
public:
    GateProbe(const ChatEndpoint &endpoint, const QString &engine, const UpgradeGate &gate,
              QObject *parent = nullptr);
    ~GateProbe() override;

    void start();

Q_SIGNALS:
    void finished(const ic::GateMeasure &measure);

private:
    void runLoad(const QString &model);
    void end();

    ChatEndpoint m_endpoint;
    QString m_engine;
    UpgradeGate m_gate;
    GateMeasure m_measure;
    QPointer<ValidationLadder> m_identity;
    QPointer<LoadProbe> m_load;
    bool m_done = false;
};

} // namespace ic
