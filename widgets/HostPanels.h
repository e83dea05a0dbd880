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
    struct Options {
        double timeScale = 1; ///< the simulated host's time scale; 1 for real hosts
    };
    static void assemble(MainWindow &window, Fleet &fleet, Settings &settings, const Options &options);
};

} // namespace ic
