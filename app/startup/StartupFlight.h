// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <cmath>
#include <optional>

namespace ic {

/// One phase of a start-up as the flight recorder keeps it: when it began and how long it ran.
struct FlightPhase {
    QString id;
    double startSeconds = 0; ///< since the start-up began
    double seconds = 0; ///< as observed (from its first line to the next phase or the outcome)
    QString state; ///< phaseStateName(): "done", "failed" or "active" (the start-up ended in it)
    double reportedSeconds = -1; ///< what the engine printed for it, < 0 if nothing
};

/// A stretch of a start-up with no log line for longer than the profile's usual silence.
struct FlightGap {
    double startSeconds = 0; ///< since the start-up began: the time of the last line before it
    double seconds = 0;
    QString phase; ///< the phase the start-up was in when the silence began; empty: before the first
    bool untilEnd = false; ///< no line came again before the start-up ended (or before now)
};

/// The start-up flight recorder: each phase's start and duration in order and the silences, kept
/// with the restart in the history (RestartRecord::data, key "flight"). Times are the host's, as
/// the journal stamped the lines.
struct StartupFlight {
    QList<FlightPhase> phases; ///< in start-up order
    QList<FlightGap> gaps; ///< in time order
    double usualSilenceSeconds = 0; ///< the profile's; a gap is a silence longer than this
    int gapsLeftOut = 0; ///< shorter gaps not kept beyond kMaxGaps
    int linesTimed = 0; ///< log lines that carried a time of their own
    int clockSteps = 0; ///< times a line was stamped more than a second before an earlier one
    double clockStepSeconds = 0; ///< the largest such step back
    double seconds = -1; ///< from the start to the outcome (or to now while starting)

    static constexpr int kMaxGaps = 100; ///< the longest ones stay

    QJsonObject toJson() const;
    /// nullopt when `o` is no flight record.
    static std::optional<StartupFlight> fromJson(const QJsonObject &o);
    /// The flight kept in a restart's data (RestartRecord::data); nullopt when it holds none (a
    /// restart kept by an older build).
    static std::optional<StartupFlight> fromRestartData(const QJsonObject &data);
    /// Keeps the flight in a restart's data.
    void storeIn(QJsonObject &restartData) const;
};

} // namespace ic
