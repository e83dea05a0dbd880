// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "startup/StartupTracker.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTableWidget;

namespace ic {

/// The start-up of the selected host: phases with their state, time and real fraction,
/// the overall percent, the ETA, and a "possibly stuck" warning.
class StartupView : public QWidget {
    Q_OBJECT
public:
    explicit StartupView(QWidget *parent = nullptr);

    /// Follows `tracker` (not owned); `host` names it in the summary.
    void setTracker(StartupTracker *tracker, const QString &host = {});
    StartupTracker *tracker() const;

    /// Texts shown, for tests and accessibility.
    QString summaryText() const;
    QString stuckText() const;
    int percentShown() const; ///< the overall bar, 0..100
    /// Cell text of the phase table (column 1: title, 2: time, 3: progress).
    QString phaseText(int row, int column) const;
    int phaseRows() const;

    static QString formatDuration(double seconds);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void refresh();

    QPointer<StartupTracker> m_tracker;
    QString m_host;
    QTimer m_clock; ///< elapsed times and the ETA move while a start-up runs
    QLabel *m_summary;
    QLabel *m_stuck;
    QProgressBar *m_overall;
    QTableWidget *m_phases;
};

} // namespace ic
