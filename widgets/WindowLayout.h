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

/// Where the main window and its docks go: first-start defaults sized to the screen (the Watch
/// layout), window geometry and dock states restored only where they fit the screen, floating
/// docks kept inside it. The window's own docks (hosts, service, GPUs) have fixed places; the
/// host docks go where their role in HostDocks says. Which layout is shown and what is kept of
/// it is TaskLayouts' business; this class only places.
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
    /// The dock placement of a first start (start-up, GPUs and journal) in the window as it is.
    void placeDocks();
    /// Every dock of the window.
    QList<QDockWidget *> docks() const;
    /// The start-up dock (the first of the service column); nullptr before the host docks came.
    QDockWidget *startupDock() const;

    /// The window's geometry (QWidget::saveGeometry) when the window then fits the screen;
    /// false and the window as it was otherwise.
    bool restoreGeometry(const QByteArray &geometry);
    /// A dock state (QMainWindow::saveState of this layout version) made in a window of
    /// `savedWindow`: floating docks are kept inside the screen and, when the state comes from a
    /// larger window, docked panels are kept from taking more than their share of this one.
    bool restoreState(const QByteArray &state, QSize savedWindow);
    QByteArray saveState() const;
    /// Moves and shrinks floating docks until each lies inside the screen's available area.
    void clampFloatingDocks();

    QRect availableGeometry() const;
    /// "1920x1080+0+0": the screen the window is on.
    QString screenSignature() const;
    /// The size class of a screen's available area ("1920x990"): layouts are kept per class, so
    /// that a panel bar a few pixels taller does not lose them.
    static QString screenBucket(QSize available);
    QString screenBucket() const { return screenBucket(availableGeometry().size()); }

    /// Bumped whenever the docks change, so that an older saved layout is not restored.
    static constexpr int kLayoutVersion = 3;

private:
    /// Keeps docked panels of a state made in a larger window within their share of this one.
    void limitDockedPanels();

    QMainWindow *m_window;
    Settings &m_settings;
    QDockWidget *m_hostsDock;
    QDockWidget *m_serviceDock;
    QDockWidget *m_gpuDock;
    QList<QDockWidget *> m_serviceColumn;
    QDockWidget *m_besideGpus = nullptr;
};

} // namespace ic
