// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QRect>
#include <QSize>
#include <QString>

#include <QList>

class QDockWidget;
class QMainWindow;

namespace ic {

class Settings;
struct HostDocks;

/// Where the main window and its docks go: first-start defaults sized to the screen, the saved
/// layout restored only on the screen and layout version it was saved for and only where the
/// window fits, "Reset layout", and saving. The window's own docks (hosts, service, GPUs) have
/// fixed places; the host docks go where their role in HostDocks says.
class WindowLayout {
public:
    WindowLayout(QMainWindow *window, Settings &settings, QDockWidget *hostsDock, QDockWidget *serviceDock,
                 QDockWidget *gpuDock);

    /// The docks that show the selected host, by role (MainWindow::addHostDocks).
    void setHostDocks(const HostDocks &docks);
    /// The window's size on a first start: roomy on a large screen, never larger than a small one.
    QSize defaultSize() const;
    /// Window size and dock placement of a first start, sized to the screen.
    void applyDefault();
    /// The saved layout when it fits (see the class); the default layout otherwise.
    void restore();
    /// Forgets the saved layout and applies the default one.
    void reset();
    /// Saves geometry, dock state and the screen they were made on (the caller syncs).
    void save();

private:
    QRect availableGeometry() const;
    QString screenSignature() const;
    /// Bumped whenever the docks change, so that an older saved layout is not restored.
    static constexpr int kLayoutVersion = 2;

    QMainWindow *m_window;
    Settings &m_settings;
    QDockWidget *m_hostsDock;
    QDockWidget *m_serviceDock;
    QDockWidget *m_gpuDock;
    QList<QDockWidget *> m_serviceColumn;
    QDockWidget *m_besideGpus = nullptr;
};

} // namespace ic
