// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/HistoryStore.h"
#include "startup/StartupFlight.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <cmath>
#include <optional>

namespace ic {

/// Where a restart's phases stand against history.
struct FlightPhaseRow {
    QString id;
    double startSeconds = std::nan(""); ///< NaN: not recorded (a restart from an older build)
    double seconds = std::nan("");
    QString state;
    double reportedSeconds = -1;
    double hostMedian = std::nan(""); ///< over the host's earlier ready start-ups of the same service key
    int hostRuns = 0; ///< of those, how many ran the phase
    double groupMedian = std::nan(""); ///< the median of the other hosts' medians
    int groupHosts = 0;
    int groupRuns = 0;
};

/// A restart of a host with its flight, each phase against the median of the host's earlier ready
/// start-ups with the same service key (the newest kRuns, as StartupHistory's expectations) and
/// against the other hosts of its group (each other host's median over its newest kRuns ready
/// start-ups of the same unit, model and arguments, then the median of those). Only start-ups
/// recorded before this one count, so a restart never meets itself.
struct FlightReport {
    RestartRecord restart;
    std::optional<StartupFlight> flight;
    QString group; ///< as recorded with the restart; empty: none recorded
    int hostRuns = 0; ///< earlier ready start-ups of the same service key in the host median
    int groupHosts = 0; ///< other hosts of the group with such start-ups
    int groupRuns = 0;
    QList<FlightPhaseRow> phases; ///< the flight's phases, or the recorded durations without one

    static constexpr int kRuns = 20; ///< StartupHistory's default: the ETA's expectations use as many

    /// Why a median is missing, one sentence; empty when there is one.
    QString hostMedianMissing() const;
    QString groupMedianMissing() const;
    QJsonObject toJson() const;
};

/// The report for `restart` (as read from `store`).
FlightReport buildFlightReport(const HistoryStore &store, const RestartRecord &restart,
                               int runs = FlightReport::kRuns);

/// A phase id's title from the engine profiles ("CUDA graphs"), translated; the id when unknown.
QString flightPhaseTitle(const QString &id);
/// Phase ids in start-up order (the profiles' order), unknown ones last.
int flightPhaseOrder(const QString &id);

} // namespace ic
