// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace ic {

class Fleet;
class MainWindow;
class Settings;

/// Assembles the panels that show the current host around the main window — GPU chart and
/// readings, serving metrics, journal, start-up, diagnosis, environment, chat and validation —
/// and binds each to the host the window selects. The GUI command and the widget tests build
/// the same window through it.
class HostPanels {
public:
    /// Per-host objects come from the fleet's sessions (HostSession owns them); set the fleet's
    /// session options (time scale, data directory) before hosts are added.
    static void assemble(MainWindow &window, Fleet &fleet, Settings &settings);
};

} // namespace ic
