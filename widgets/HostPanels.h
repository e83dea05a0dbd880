// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace ic {

class Fleet;
class MainWindow;
class Settings;
struct HostDocks;

/// Assembles the panels that show the current host around the main window — GPU chart and
/// readings, serving metrics, journal, start-up, diagnosis, environment, chat and validation —
/// and binds each to the host the window selects. The GUI command and the widget tests build
/// the same window through it. The docks it makes are returned, not added: the caller gives them
/// to the window (MainWindow::addHostDocks), whose layout places them by their role.
class HostPanels {
public:
    /// Per-host objects come from the fleet's sessions (HostSession owns them); set the fleet's
    /// session options (time scale, data directory) before hosts are added.
    [[nodiscard]] static HostDocks assemble(MainWindow &window, Fleet &fleet, Settings &settings);
};

} // namespace ic
