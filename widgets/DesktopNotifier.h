// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/ValidationLadder.h"
#include "config/Settings.h"

#include <QDBusConnection>
#include <QHash>
#include <QObject>

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

Q_SIGNALS:
    /// Every notification sent, whichever the channel.
    void notified(ic::NotificationEvent event, const QString &host, const QString &summary,
                  const QString &body);
    /// The user clicked a notification about `host`.
    void activated(const QString &host);
    /// Only when neither a notification service nor a tray is there: for the status bar.
    void statusMessage(const QString &text);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &action);
    void onNotificationClosed(uint id, uint reason);
    void onActivationToken(uint id, const QString &token);
    void onNameOwnerChanged(const QString &name, const QString &oldOwner, const QString &newOwner);

private:
    void watchBus();
    void queryCapabilities();
    void fallback(const QString &host, const QString &summary, const QString &body, bool urgent);

    Settings &m_settings;
    QDBusConnection m_bus;
    bool m_serviceRunning = false;
    bool m_serviceActivatable = false;
    bool m_bodyMarkup = false; ///< the service reads markup in the body: escape outside text
    QHash<uint, QString> m_hostOfId; ///< notifications still open, by the service's id
    QString m_token; ///< XDG activation token of the last clicked notification
    QSystemTrayIcon *m_tray = nullptr;
    QString m_trayHost;
};

} // namespace ic
