// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

class QDockWidget;

namespace ic {

class DesktopNotifier;
class MainWindow;

class Settings;
class StartupView;

/// Shows the start-ups every session of the window's fleet watches (HostSession::startupWatch()):
/// adds a "Start-up" dock whose StartupView follows the selected host, fills the fleet table's Start-up
/// column, and notifies (desktop or status bar) when a start-up ends or stalls. Call once, after the GPU view
/// is set. Returns the view (owned by the window).
StartupView *installStartupWatch(MainWindow &window, Settings &settings, DesktopNotifier *desktop = nullptr);
/// The same, but the "Start-up" dock is returned rather than added (HostPanels gives it to the
/// window with the other host docks).
QDockWidget *createStartupDock(MainWindow &window, Settings &settings, DesktopNotifier *desktop);

/// The window's desktop notifications: a menu for each kind in the View menu, and a click on one
/// brings the window up with its host selected.
DesktopNotifier *installDesktopNotifier(MainWindow &window, Settings &settings);

} // namespace ic
