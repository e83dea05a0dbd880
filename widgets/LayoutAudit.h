// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>

class QWidget;

namespace ic {

/// What the layout audit looked at and what it found cut.
struct LayoutAudit {
    int checked = 0; ///< panels measured; 0 means nothing was there to judge
    QStringList problems; ///< one sentence each (English: a diagnostic, not window text)
};

/// Measures the window as it is laid out now: no two widgets of one layout in the chat pane
/// overlapping (a layout given less than its minimum draws one over the next); the GPU dock's panel inside
/// its dock (a dock that scrolls cuts the row below the chart), each GPU panel at least the size it needs,
/// every GPU bar row in sight or reachable by its scroll bar, and each chart's value-axis title no longer
/// than the plot is tall; the main window's tabbed docks no narrower than their titles need;
/// `window` when it is a dialog, and every dialog open over it: its frame and
/// every button it shows inside its screen's available geometry, and a minimum size that fits
/// there. For the screenshot tests, through `--screenshot`.
LayoutAudit auditLayout(const QWidget *window);

} // namespace ic
