// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/RestartHistory.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QSplitter;
class QTableWidget;
class QToolButton;

namespace ic {

class HostSession;
class StartupPhasesChart;

/// A small chart of a host's restarts, oldest on the left: start-up time as bars (flagged ones
/// in the warning colour, the median of the ten before as a tick), settled GPU memory as dots.
class RestartHistoryChart : public QWidget {
    Q_OBJECT
public:
    explicit RestartHistoryChart(QWidget *parent = nullptr);
    void setEntries(const QList<RestartHistoryEntry> &newestFirst);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<RestartHistoryEntry> m_entries; // oldest first, as drawn
};

/// The restart history of the current host (RestartHistory): every restart's outcome, start-up
/// time and phases, peak and settled GPU memory, validation verdict and versions, compared with
/// the median of the ten ready restarts before it; a chart above the table; export as CSV, JSON
/// or Markdown. Under the table, the selected restart's phases against the host's and the group's
/// medians with its silences (StartupPhasesChart, FlightReport). Bound to a HostSession like the
/// other host panels; refreshes when the session's start-up watch records a restart.
class RestartHistoryView : public QWidget {
    Q_OBJECT
public:
    explicit RestartHistoryView(QWidget *parent = nullptr);

    void setSession(HostSession *session);
    /// Reads the history again (also done on every recorded restart).
    void reload();

    const QList<RestartHistoryEntry> &entries() const { return m_entries; }
    QTableWidget *table() const { return m_table; }
    RestartHistoryChart *chart() const { return m_chart; }
    StartupPhasesChart *phasesChart() const { return m_phases; }
    QString summaryText() const;
    /// The heading and the sentences under the selected restart's phases.
    QString phasesTitleText() const;
    QString phasesNotesText() const;
    /// Shows the phases of the restart in `row` of the table (0: the newest).
    void selectRestart(int row);

    enum class Format { Csv, Json, Markdown };
    /// Writes the shown history to `path`; false with `error` on failure.
    bool exportTo(const QString &path, Format format, QString *error = nullptr) const;

private:
    void fill();
    void showPhases(int row);
    void exportAs(Format format);

    QPointer<HostSession> m_session;
    QList<QMetaObject::Connection> m_links;
    QList<RestartHistoryEntry> m_entries;
    QLabel *m_summary;
    RestartHistoryChart *m_chart;
    QTableWidget *m_table;
    QToolButton *m_export;
    QLabel *m_phasesTitle;
    StartupPhasesChart *m_phases;
    QLabel *m_phasesNotes;
    QSplitter *m_split;
    qint64 m_shownRestart = 0; ///< the restart whose phases show, kept across reloads
};

} // namespace ic
