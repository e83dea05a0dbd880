// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "startup/LinePrefilter.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace ic {

/// Picks the lines of a log that may matter to the analyzer, so that only those become text: a
/// literal pre-filter of every engine's patterns until the log names its engine, then of that
/// engine's (each compiled once per process and set of profiles, with the crash rules' literals
/// and those that may hide literals), run over whole lines, with the line breaks counted around
/// its picks. One scanner per thread: each has its own copy of the filters (their scratch space).
/// The literals the tracker needs for a log of `engine` once the run crashed (its profile's
/// phase, benign and hint patterns, and the literals that may hide them), without the crash
/// rules': a line that has none of them can match none of those patterns, and after the crash
/// the failure, stopped and ready patterns and the times change nothing the tracker reports.
/// Compiled once per process and set of profiles; copies share the database.
LinePrefilter trackerPrefilter(const QString &engine);

class RegionScanner {
public:
    /// What the scan of one piece of a region found.
    struct Piece {
        QByteArrayView bytes; ///< whole lines, each ending in '\n'
        QList<qsizetype> starts; ///< offsets of the candidate lines
        QList<qint64> before; ///< line breaks before each candidate, within the piece
        qint64 lineBreaks = 0; ///< in the whole piece
        /// The engine it was scanned for (empty: not known yet); with one, whether each candidate
        /// contains a literal of trackerPrefilter() for that engine.
        QString engine;
        QList<bool> marked;
    };

    /// The pre-filter for a log of `engine` (empty: not known yet).
    const LinePrefilter &filter(const QString &engine);
    /// Scans `lines` (whole lines, each ending in '\n') with the filter for `engine`; the piece is
    /// valid until the next scan.
    const Piece &scan(QByteArrayView lines, const QString &engine);
    /// The same, into `out`.
    void scanInto(QByteArrayView lines, const QString &engine, Piece *out);

private:
    std::optional<LinePrefilter> m_all; ///< made when first needed: most logs name their engine early
    QString m_engine; ///< the engine `m_one` was made for
    LinePrefilter m_one;
    Piece m_piece;
};

} // namespace ic
