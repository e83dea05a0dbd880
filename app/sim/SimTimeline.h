// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"

#include <QByteArray>
#include <QList>

namespace ic {

/// One line the simulated service (or systemd, PID 1) writes to the journal.
struct SimLogLine {
    qint64 simMs = 0; ///< simulated offset from the invocation's start
    int priority = 6;
    QByteArray message;
    bool fromSystemd = false; ///< PID 1's own line about the unit
};

/// Where a start-up stands at one simulated moment.
enum class SimPhase { Launch, Weights, Compile, Profiling, CudaGraphs, ApiServer, Ready, Exited, Hung };

/// The start-up of one invocation as a pure function of (state, invocation): the lines,
/// the moment it turns ready or dies, and the GPU memory at any moment. Every invocation of
/// the binary rebuilds it from the state file and so agrees with every other one.
class SimTimeline {
public:
    SimTimeline(const SimState &state, const SimInvocation &invocation);

    /// Lines with simMs <= upToSimMs, in order (the repeating broadcast lines included).
    QList<SimLogLine> linesUpTo(qint64 upToSimMs) const;

    qint64 readySimMs() const { return m_readyMs; } ///< -1 when the scenario never gets ready
    qint64 exitSimMs() const { return m_exitMs; } ///< -1 when the engine never dies by itself
    SimPhase phaseAt(qint64 simMs) const;
    double gpuMemoryMiB(int gpu, qint64 simMs) const; ///< the service's memory on one card
    double hostMemoryBytes(qint64 simMs) const; ///< MemoryCurrent of the unit

    qint64 simMsAtReal(qint64 realMs) const;
    qint64 realMsAtSim(qint64 simMs) const;

    qint64 apiServerPid() const { return m_apiPid; }
    qint64 engineCorePid() const { return m_enginePid; }
    qint64 workerPid(int rank) const { return m_enginePid + 41 + rank * 7; }

    static QByteArray execStartCommandLine(const SimState &state);
    static QString vllmVersion() { return QStringLiteral("0.15.1"); }

private:
    void build();
    void add(double simSeconds, const QByteArray &prefix, const char *level, const char *source,
             const QByteArray &text);
    void addRaw(double simSeconds, const QByteArray &text);
    void addSystemd(double simSeconds, int priority, const QByteArray &text);
    void addTraceback(double simSeconds, const QByteArray &prefix, bool withHeader, const char *source,
                      const QList<QByteArray> &lines);
    QByteArray header(double simSeconds, const char *level, const char *source) const;
    QByteArray worker(int rank) const;
    double t(double baseSeconds) const; ///< stretches phases after launch (slow scenario)
    void crashTail(double at, const QByteArray &rootFrames, const QList<QByteArray> &rootLines,
                   int failingRank);

    SimState m_state;
    SimInvocation m_inv;
    double m_stretch = 1.0;
    qint64 m_apiPid = 0;
    qint64 m_enginePid = 0;
    QList<SimLogLine> m_lines;
    qint64 m_readyMs = -1;
    qint64 m_exitMs = -1;
    qint64 m_hangMs = -1;
    // Phase boundaries (simulated ms), for the memory curve and phaseAt().
    qint64 m_weightsStart = 0, m_weightsEnd = 0, m_compileEnd = 0, m_kvAt = 0, m_graphsStart = 0,
           m_graphsEnd = 0, m_initDone = 0;
    qint64 m_shmFirst = -1, m_shmLast = -1; ///< broadcast lines every 60 s in [first, last]
};

/// The unit as systemd would report it at one real moment.
struct SimUnitStatus {
    const SimInvocation *invocation = nullptr; ///< the latest start; nullptr when never started
    bool active = false; ///< the engine process is up (starting, ready or hung)
    bool failed = false; ///< the engine died by itself
    bool stopped = false; ///< stopped by request
    qint64 simMs = 0; ///< simulated offset of the moment within the invocation
    qint64 exitRealMs = 0; ///< when the engine died or was stopped; 0 while active
    SimPhase phase = SimPhase::Launch;
};

/// `timeline`, when given, is the timeline of `state.current()` built earlier (a caller that asks
/// often, such as the exporter, builds it once per invocation); nullptr: built here.
SimUnitStatus simUnitStatus(const SimState &state, qint64 nowMs, const SimTimeline *timeline = nullptr);

} // namespace ic
