// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ValidationLadder.h"
#include "config/Settings.h"

#include <QDBusConnection>
#include <QHash>
#include <QObject>
#include <QSet>

class QMenu;
class QSystemTrayIcon;
class QWidget;

namespace ic {

/// Tells the desktop what happened to a host: through the freedesktop notification service
/// (org.freedesktop.Notifications on the session bus, with a "default" action so that clicking
/// the notification brings the host up), through a tray icon message when no service is on the
/// bus, or as statusMessage() when there is no tray either. Each event can be switched off in
/// Settings; notificationsEnabled() switches all. Never waits for the bus: the service's
/// presence is learnt in the background and a call without an answer in 5 s falls back.
/// Specification: https://specifications.freedesktop.org/notification-spec/latest/
class DesktopNotifier : public QObject {
    Q_OBJECT
public:
    enum class Channel { Service, Tray, StatusBar };

    explicit DesktopNotifier(Settings &settings, QObject *parent = nullptr);
    /// Uses `bus` (a test's private bus) instead of the session bus.
    DesktopNotifier(Settings &settings, const QDBusConnection &bus, QObject *parent = nullptr);
    ~DesktopNotifier() override;

    /// Where the next notification goes.
    Channel channel() const;
    /// Sends unless the event or all notifications are off; false when switched off.
    bool notify(NotificationEvent event, const QString &host, const QString &summary, const QString &body,
                bool urgent = false);
    /// "Validation passed on gpu-07" and so on.
    void notifyVerdict(const QString &host, Verdict verdict);
    /// A "Notifications" menu: all on/off, one checkable action per event, a test notification.
    QMenu *createMenu(QWidget *parent);

    static QString eventTitle(NotificationEvent event);

    /// Takes back the last notification of `event` about `host` where it still shows, when what
    /// it said no longer holds (a start-up that looked stuck moves again): the notification
    /// service is asked to close it, the status bar is told (statusWithdrawn). A tray's bubble
    /// goes by itself.
    void withdraw(NotificationEvent event, const QString &host);

Q_SIGNALS:
    /// Every notification sent, whichever the channel.
    void notified(ic::NotificationEvent event, const QString &host, const QString &summary,
                  const QString &body);
    /// The user clicked a notification about `host`.
    void activated(const QString &host);
    /// Only when neither a notification service nor a tray is there: for the status bar.
    void statusMessage(const QString &text);
    /// A statusMessage() that withdraw() took back: clear it if it still shows.
    void statusWithdrawn(const QString &text);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &action);
    void onNotificationClosed(uint id, uint reason);
    void onActivationToken(uint id, const QString &token);
    void onNameOwnerChanged(const QString &name, const QString &oldOwner, const QString &newOwner);

private:
    void watchBus();
    void queryCapabilities();
    void fallback(NotificationEvent event, const QString &host, const QString &summary, const QString &body,
                  bool urgent);
    static QString key(NotificationEvent event, const QString &host);

    Settings &m_settings;
    QDBusConnection m_bus;
    bool m_serviceRunning = false;
    bool m_serviceActivatable = false;
    bool m_bodyMarkup = false; ///< the service reads markup in the body: escape outside text
    QHash<uint, QString> m_hostOfId; ///< notifications still open, by the service's id
    QHash<QString, uint> m_idOf; ///< the service's id of the last notification, by key()
    QHash<QString, QString> m_statusOf; ///< the last statusMessage(), by key()
    QSet<QString> m_pending; ///< keys of notifications the service has not named yet
    QSet<QString> m_withdrawnEarly; ///< withdrawn while pending: closed once named
    QString m_token; ///< XDG activation token of the last clicked notification
    QSystemTrayIcon *m_tray = nullptr;
    QString m_trayHost;
};

} // namespace ic
