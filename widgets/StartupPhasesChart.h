// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "startup/FlightReport.h"

#include <QWidget>

#include <optional>

namespace ic {

/// One start-up's phases against history: a bar per phase for how long it took (amber when at
/// least 20 % slower than the host's median, red where the start-up failed), the host's median as
/// a line across the row and the group's as a diamond, and the silences longer than the engine's
/// usual one hatched inside the bar of the phase they fell in, where they fell.
class StartupPhasesChart : public QWidget {
    Q_OBJECT
public:
    explicit StartupPhasesChart(QWidget *parent = nullptr);
    void setReport(const std::optional<FlightReport> &report);
    const std::optional<FlightReport> &report() const { return m_report; }

    /// The tooltip of a phase's row (what hovering it shows), for the tests.
    QString rowToolTip(int row) const;
    /// The row at `y`, -1 when none.
    int rowAt(int y) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int rowHeight() const;
    int legendHeight() const;

    std::optional<FlightReport> m_report;
};

} // namespace ic
