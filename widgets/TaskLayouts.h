// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QTabWidget;
class QWidget;

namespace ic {

class HostSession;
class Settings;
class WindowLayout;

/// What the console keeps of its layouts, per screen size class (WindowLayout::screenBucket):
/// the window's geometry, the layout shown and each layout's dock state as the operator left
/// it; and the operator's own layouts by name, each with the state of every screen class it was
/// saved on. Kept as one JSON document in the window-state setting.
struct LayoutBook {
    struct Screen {
        QByteArray geometry;
        QString current; ///< the layout shown ("watch", "chat", "fleet", "saved:NAME")
        QHash<QString, QByteArray> states; ///< by layout id
        QHash<QString, QSize> windows; ///< the window size each state was made in
    };
    struct Variant {
        QSize window; ///< the window the state was made in
        QByteArray state;
        QString tab; ///< the central tab shown (its tabId)
    };
    struct Saved {
        QString name;
        QHash<QString, Variant> variants; ///< by screen bucket
    };
    static constexpr int kVersion = 1;
    QHash<QString, Screen> screens;
    QList<Saved> saved;

    QByteArray toJson() const;
    /// Empty for anything that is not a book of this version (an older window state).
    static LayoutBook fromJson(const QByteArray &json);
    int indexOf(const QString &name) const;
};

/// Layouts for the task at hand: **Watch** (start-up, GPUs and journal around the fleet),
/// **Chat** (the chat pane alone in the centre), **Fleet** (cards or table at full width) and
/// the operator's own saved layouts, switched by View ▸ Layout (Ctrl+1, 2, 3, then Ctrl+4…9 for
/// saved ones) or the segmented control in the menu bar. Each layout is kept per screen size
/// class as the operator leaves it; restoring never puts a panel off the screen. The window
/// switches to Watch when the selected host restarts and offers Chat (chatOffered) when its
/// start-up becomes ready.
class TaskLayouts : public QObject {
    Q_OBJECT
public:
    static inline const QString kWatch = QStringLiteral("watch");
    static inline const QString kChat = QStringLiteral("chat");
    static inline const QString kFleet = QStringLiteral("fleet");

    /// `tabs` is the window's central tab widget; the chat tab is found by its tabId ("chat").
    TaskLayouts(QMainWindow *window, WindowLayout &layout, Settings &settings, QTabWidget *tabs,
                QObject *parent = nullptr);
    ~TaskLayouts() override;

    /// Adds the Layout submenu to `menu` and the segmented control to the window's menu bar.
    void install(QMenu *menu);

    /// The layout shown: "watch", "chat", "fleet" or "saved:NAME".
    QString current() const { return m_current; }
    /// Shows a layout by id; false for an unknown id.
    bool apply(const QString &id);
    QStringList savedNames() const;
    /// Saves what the window shows now under `name` (replacing the variant of this screen size).
    bool saveAs(const QString &name);
    bool remove(const QString &name);
    /// The action that shows a layout (for tests and the palette); nullptr when unknown.
    QAction *action(const QString &id) const;
    QAction *saveAsAction() const { return m_saveAs; }

    /// What was kept for this screen, or the default (Watch) layout. Call once every dock is in.
    void restore();
    /// Forgets every kept state of this screen class (the saved layouts stay) and shows Watch.
    void reset();
    /// Keeps the current layout's state and the window's geometry (the caller syncs).
    void save();

    /// The selected host, whose restarts switch to Watch and whose ready start-ups offer Chat.
    void setSession(HostSession *session);
    /// A start or restart of the selected host was sent from the console: show Watch.
    void startupBegan();

Q_SIGNALS:
    void currentChanged(const QString &id);
    void savedLayoutsChanged();
    /// The selected host's start-up became ready: the chat can be offered (not forced).
    void chatOffered(const QString &host);
    /// The offer no longer stands (the host restarts again, another host, Chat shown).
    void chatOfferWithdrawn();

private:
    void keepCurrent();
    void applyPreset(const QString &id);
    void showTab(const QString &tabId);
    QString currentTabId() const;
    void rebuildSavedActions();
    void askName();
    void writeBook();

    QMainWindow *m_window;
    WindowLayout &m_layout;
    Settings &m_settings;
    QTabWidget *m_tabs;
    LayoutBook m_book;
    QString m_current;
    QPointer<HostSession> m_session;
    bool m_restartSent = false; ///< a restart from the console: its new invocation is no news

    QActionGroup *m_group;
    QHash<QString, QAction *> m_actions;
    QList<QAction *> m_savedActions;
    QMenu *m_layoutMenu = nullptr;
    QMenu *m_removeMenu = nullptr;
    QAction *m_savedSeparator = nullptr;
    QAction *m_saveAs = nullptr;
    QWidget *m_control = nullptr;
};

} // namespace ic
