// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The console's window as the GUI command assembles it: a fleet of fake hosts, the main window
// and every host panel (HostPanels::assemble), with the settings in a file of the test's. For the
// widget tests that need the whole window (header only: the widget tests link the widgets).

#include "FakeHost.h"
#include "HostPanels.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"

#include <QStringList>
#include <QTest>

#include <memory>
#include <vector>

namespace ic::testsupport {

class AssembledWindow {
public:
    /// `hosts` are added (as FakeHosts, in that order) before the window is made, as the GUI
    /// command adds the hosts file's hosts.
    explicit AssembledWindow(const QString &iniPath, const QStringList &hosts = {})
        : m_settings(iniPath)
    {
        for (const QString &name : hosts) {
            m_hosts.push_back(std::make_unique<FakeHost>(name));
            m_fleet.addHost(m_hosts.back()->definition());
        }
        m_window = std::make_unique<MainWindow>(&m_fleet, m_settings);
        m_window->addHostDocks(HostPanels::assemble(*m_window, m_fleet, m_settings));
    }

    Fleet &fleet() { return m_fleet; }
    Settings &settings() { return m_settings; }
    MainWindow &window() { return *m_window; }
    FakeHost &host(int index) { return *m_hosts.at(size_t(index)); }

    /// The saved layout restored, the window shown and exposed, as at start-up.
    bool show()
    {
        m_window->restoreLayout();
        m_window->show();
        return QTest::qWaitForWindowExposed(m_window.get());
    }

private:
    Fleet m_fleet;
    std::vector<std::unique_ptr<FakeHost>> m_hosts;
    Settings m_settings;
    std::unique_ptr<MainWindow> m_window; ///< goes first: it binds to the fleet's sessions
};

} // namespace ic::testsupport
