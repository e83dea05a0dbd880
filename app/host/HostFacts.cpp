// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostFacts.h"

#include "chat/ValidationLadder.h"
#include "config/Settings.h"
#include "monitor/GpuMonitor.h"
#include "monitor/LivenessMonitor.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>

#include <cmath>
#include <memory>

namespace ic {

HostFacts::HostFacts() = default;

HostFacts::HostFacts(const QString &host, GpuMonitor *gpus, const QString &historyDirectory,
                     DecodeBaseline decodeBaseline)
    : m_host(host)
    , m_gpus(gpus)
    , m_decodeBaselineSet(decodeBaseline == DecodeBaseline::InObject)
    , m_history(historyDirectory)
{
}

double HostFacts::totalGpuMemoryUsedMiB(const QList<GpuSample> &tick)
{
    if (tick.isEmpty())
        return qQNaN();
    double total = 0;
    for (const GpuSample &g : tick) {
        if (std::isnan(g.memoryUsedMiB))
            return qQNaN();
        total += g.memoryUsedMiB;
    }
    return total;
}

bool HostFacts::hasGpuReadings() const
{
    return m_gpuProbe || m_gpus;
}

double HostFacts::gpuMemoryUsedMiB() const
{
    if (m_gpuProbe)
        return m_gpuProbe();
    return m_gpus ? totalGpuMemoryUsedMiB(m_gpus->latest()) : qQNaN();
}

std::function<double()> HostFacts::gpuMemoryProbe() const
{
    if (m_gpuProbe)
        return m_gpuProbe;
    if (!m_gpus)
        return {};
    const QPointer<GpuMonitor> gpus = m_gpus;
    return [gpus]() -> double { return gpus ? totalGpuMemoryUsedMiB(gpus->latest()) : qQNaN(); };
}

void HostFacts::whenMemoryBaselineReady(QObject *context, const std::function<void()> &ready,
                                        int timeoutMs) const
{
    whenMemoryBaselineReady(
        context, std::function<void(const QString &)>([ready](const QString &) { ready(); }), timeoutMs);
}

void HostFacts::whenMemoryBaselineReady(QObject *context,
                                        const std::function<void(const QString &notMeasured)> &ready,
                                        int timeoutMs) const
{
    if (!m_gpus) {
        QTimer::singleShot(0, context, [ready] { ready(QString()); });
        return;
    }
    // The monitor said it once (no GPU tool, a failing tool, no GPUs) and will not say it again
    // for this wait: nothing to wait for.
    if (m_gpus->gpusNotMeasured()) {
        QTimer::singleShot(0, context, [ready, reason = m_gpus->toolReason()] { ready(reason); });
        return;
    }
    // One helper object holds the connections; it goes as soon as `ready` was called once.
    auto *wait = new QTimer(context);
    wait->setSingleShot(true);
    auto ticks = std::make_shared<int>(0);
    auto go = [wait, ready](const QString &notMeasured) {
        if (!wait->property("done").toBool()) {
            wait->setProperty("done", true);
            wait->stop();
            wait->deleteLater();
            ready(notMeasured);
        }
    };
    const QPointer<GpuMonitor> gpus = m_gpus;
    QObject::connect(m_gpus, &GpuMonitor::sampled, wait, [ticks, go] {
        if (++*ticks == 2)
            go(QString());
    });
    QObject::connect(m_gpus, &GpuMonitor::toolStateChanged, wait, [gpus, go] {
        if (gpus && gpus->gpusNotMeasured())
            go(gpus->toolReason());
    });
    // An error ends the wait too (as a missing tool did before it had a state): before any tick
    // the GPUs are not measured, and the error says why.
    QObject::connect(m_gpus, &GpuMonitor::errorOccurred, wait, [gpus, go](const QString &error) {
        if (!gpus)
            return go(QString());
        go(gpus->gpusNotMeasured() ? gpus->toolReason() : gpus->latest().isEmpty() ? error : QString());
    });
    QObject::connect(wait, &QTimer::timeout, wait, [go] { go(QString()); });
    wait->start(timeoutMs);
}

double HostFacts::decodeBaseline() const
{
    if (m_decodeBaselineSet)
        return m_decodeBaseline > 0 ? m_decodeBaseline : -1;
    return m_host.isEmpty() ? -1 : Settings().decodeBaseline(m_host);
}

bool HostFacts::noteDecodeSpeed(const LadderReport &report, double measured)
{
    if (measured <= 0 || decodeBaseline() > 0 || report.verdict() != Verdict::Pass || m_host.isEmpty())
        return false;
    if (m_decodeBaselineSet)
        m_decodeBaseline = measured;
    else
        Settings().setDecodeBaseline(m_host, measured);
    return true;
}

std::optional<LadderReport> HostFacts::lastKnownGood() const
{
    return m_host.isEmpty() ? std::nullopt : m_history.lastKnownGood(m_host);
}

void HostFacts::setLiveness(LivenessMonitor *liveness)
{
    m_liveness = liveness;
}

std::function<LivenessReading()> HostFacts::livenessProbe() const
{
    if (!m_liveness)
        return {};
    const QPointer<LivenessMonitor> liveness = m_liveness;
    return [liveness]() -> LivenessReading {
        if (!liveness)
            return { livenessStateId(LivenessState::Unknown),
                     livenessStateText(LivenessState::Unknown),
                     QCoreApplication::translate("ic::HostFacts", "The host's liveness monitor is gone."),
                     {} };
        const LivenessVerdict &v = liveness->verdict();
        const QDateTime since = liveness->stateSince();
        return { livenessStateId(v.state),
                 livenessStateText(v.state),
                 v.summary,
                 v.evidence,
                 since.isValid() ? since.msecsTo(QDateTime::currentDateTimeUtc()) / 1000.0 : -1,
                 v.settled,
                 liveness->probeOutstanding(),
                 v.stuckDueInMs >= 0 ? v.stuckDueInMs / 1000.0 : -1 };
    };
}

void HostFacts::setGpuMemoryProbe(std::function<double()> probe)
{
    m_gpuProbe = std::move(probe);
}

void HostFacts::setDecodeBaseline(double tokensPerSecond)
{
    m_decodeBaseline = tokensPerSecond;
    m_decodeBaselineSet = true;
}

} // namespace ic
