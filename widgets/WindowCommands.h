// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMainWindow;
class QTabWidget;

namespace ic {

class CommandPalette;
class Fleet;

/// The main window by keyboard: the Ctrl+K command palette and the F1 shortcuts list. Both list
/// what the window has when they open: its hosts, docks and central tabs, the menus' actions,
/// and every action with a key that a panel (a dock or a central tab) carries, such as the
/// journal's `/`, `n`, `N`, `g`, `G`.
class WindowCommands : public QObject {
    Q_OBJECT
public:
    /// `openHost` selects a host and raises its docks (the palette's host entries).
    WindowCommands(QMainWindow *window, QTabWidget *tabs, Fleet *fleet,
                   std::function<void(const QString &)> openHost);

    /// The action that opens the palette, which the palette does not list.
    void setPaletteAction(QAction *action);
    /// Opens the palette over the window, listing what it has now.
    void showPalette();
    /// Opens a dialog with every shortcut of the window.
    void showShortcuts();

private:
    /// An action with a key that a panel carries (the journal's "n"), for the palette and F1.
    struct PanelKey {
        QString panel;
        QString text;
        QList<QKeySequence> keys;
        QPointer<QAction> action;
        QPointer<QWidget> target; ///< the widget whose key it is, focused before it runs
        std::function<void()> show; ///< brings the panel up
    };
    QList<QAction *> menuActions() const;
    QList<PanelKey> panelKeys() const;

    QMainWindow *m_window;
    QTabWidget *m_tabs;
    Fleet *m_fleet;
    std::function<void(const QString &)> m_openHost;
    QPointer<CommandPalette> m_palette;
    QPointer<QAction> m_paletteAction;
};

} // namespace ic
