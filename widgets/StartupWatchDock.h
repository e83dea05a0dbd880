#pragma once

#include <QString>

namespace ic {

class MainWindow;
class Settings;
class StartupView;

struct StartupWatchOptions {
    double timeScale = 1; ///< the simulated host's --time-scale; 1 for real hosts
    QString historyDirectory; ///< empty: Settings::dataDirectory()
};

/// Watches the start-ups of every host of the window's fleet (StartupWatch per session), adds a
/// "Start-up" dock whose StartupView follows the selected host, points the GPU chart at the
/// selected host's timeline, and notifies (tray or status bar) when a start-up ends or stalls.
/// Call once, after the GPU view is set. Returns the view (owned by the window).
StartupView *installStartupWatch(MainWindow &window, Settings &settings,
                                 const StartupWatchOptions &options = {});

} // namespace ic
