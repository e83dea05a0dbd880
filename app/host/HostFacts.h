// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/LadderHistory.h"
#include "chat/LadderReport.h"
#include "formats/NvidiaSmi.h"

#include <QList>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class QObject;

namespace ic {

class GpuMonitor;
class LivenessMonitor;
struct LivenessReading;

/// The facts about one host that the validation ladder, `check` and the start-up watch rely on,
/// each decided by one rule, here and nowhere else:
///
/// * **GPU memory in use** is the sum of memory.used over every GPU of one nvidia-smi tick. When
///   the tick is empty or any GPU in it has no reading, the total is unknown (NaN), never the sum
///   of the GPUs that did answer: a partial sum would pass for memory being freed.
/// * **The memory baseline** is that total once the host has sent two fresh ticks after the run
///   was asked for (so the last moments of a start-up never count), or when its GPU tool has
///   failed, or after 5 s, whichever comes first. A host whose GPU monitor already says the GPUs
///   are not measured (GpuMonitor::gpusNotMeasured(): no GPU tool, a failing tool, no GPUs) has
///   no baseline to wait for: the wait ends at once with the monitor's reason.
/// * **The decode baseline** is the decode tok/s saved for the host; the first passing run that
///   measured one saves it, and later runs are held to it (failing that, to the last known good).
/// * **The last known good run** is the newest ladder run of the host whose verdict was pass, from
///   its ladder history.
/// * **Liveness** is the verdict of the host's LivenessMonitor at the moment it is read (progress
///   from the serving counters, GPU utilisation and the idle probe; never `/health` alone).
class HostFacts {
public:
    /// No host: no GPU readings, no saved baseline, the console's history.
    HostFacts();
    /// Where a host's decode baseline is kept.
    enum class DecodeBaseline {
        InObject, ///< only in this object (setDecodeBaseline): a bare URL, the tests
        Saved, ///< in the settings, under the host's name: a host of the fleet
    };
    /// `gpus` may be nullptr (no GPU readings). Empty `historyDirectory`: the console's history.
    HostFacts(const QString &host, GpuMonitor *gpus, const QString &historyDirectory = QString(),
              DecodeBaseline decodeBaseline = DecodeBaseline::InObject);

    const QString &host() const { return m_host; }

    static double totalGpuMemoryUsedMiB(const QList<GpuSample> &tick);
    /// Whether the host has GPU readings at all (a GPU monitor, or a probe set for it).
    bool hasGpuReadings() const;
    /// Total GPU memory in use now, from the latest tick; NaN when unknown.
    double gpuMemoryUsedMiB() const;
    /// Reads gpuMemoryUsedMiB() each time it is called; unset when the host has no GPU readings
    /// (then the memory step skips).
    std::function<double()> gpuMemoryProbe() const;
    /// Calls `ready` once when the memory baseline may be taken (see above); at once when the host
    /// has no GPU monitor. Nothing is called once `context` is gone.
    void whenMemoryBaselineReady(QObject *context, const std::function<void()> &ready,
                                 int timeoutMs = 5000) const;
    /// The same, telling `ready` why no baseline can be taken: `notMeasured` is the GPU monitor's
    /// reason when its GPUs are not measured — known when the wait starts (then `ready` is called
    /// at once, not after `timeoutMs`) or learnt during it (the tool's state, or its first error
    /// before any tick) — and empty when a baseline may be read (or the host has no GPU monitor).
    /// The memory step skips with that reason.
    void whenMemoryBaselineReady(QObject *context,
                                 const std::function<void(const QString &notMeasured)> &ready,
                                 int timeoutMs = 5000) const;

    /// The saved decode tok/s of the host; -1 when none.
    double decodeBaseline() const;
    /// Saves `measured` as the host's decode baseline when none is saved yet and the run passed;
    /// true when it did.
    bool noteDecodeSpeed(const LadderReport &report, double measured);

    const LadderHistory &history() const { return m_history; }
    /// Empty: the console's history.
    void setHistoryDirectory(const QString &directory) { m_history = LadderHistory(directory); }
    std::optional<LadderReport> lastKnownGood() const;

    /// The host's liveness monitor (nullptr: none, the liveness step skips).
    void setLiveness(LivenessMonitor *liveness);
    /// Reads the monitor's verdict each time it is called; unset without a monitor.
    std::function<LivenessReading()> livenessProbe() const;

    /// For a host known only by its address (a bare URL, the tests): where its GPU memory is read
    /// and the decode baseline it has, in place of the GPU monitor and the saved setting.
    void setHost(const QString &host) { m_host = host; }
    void setGpuMemoryProbe(std::function<double()> probe);
    void setDecodeBaseline(double tokensPerSecond);

private:
    QString m_host;
    QPointer<GpuMonitor> m_gpus;
    QPointer<LivenessMonitor> m_liveness;
    std::function<double()> m_gpuProbe;
    double m_decodeBaseline = -1; ///< > 0: set for the host in place of the saved one
    bool m_decodeBaselineSet = false; ///< m_decodeBaseline decides, not the settings
    LadderHistory m_history;
};

} // namespace ic
