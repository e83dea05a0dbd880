// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DesktopNotifier.h"

#include <QAction>
#include <QApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QMenu>
#include <QStyle>
#include <QSystemTrayIcon>

namespace ic {

namespace {
const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");
const QString kBusService = QStringLiteral("org.freedesktop.DBus");
const QString kBusPath = QStringLiteral("/org/freedesktop/DBus");
constexpr int kCallTimeoutMs = 5000;

const NotificationEvent kEvents[]
    = { NotificationEvent::Ready, NotificationEvent::Crashed, NotificationEvent::Stalled,
        NotificationEvent::Stuck, NotificationEvent::Verdict };
} // namespace

DesktopNotifier::DesktopNotifier(Settings &settings, QObject *parent)
    : DesktopNotifier(settings, QDBusConnection::sessionBus(), parent)
{
}

DesktopNotifier::DesktopNotifier(Settings &settings, const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_bus(bus)
{
    watchBus();
}

DesktopNotifier::~DesktopNotifier() = default;

void DesktopNotifier::watchBus()
{
    if (!m_bus.isConnected())
        return;
    m_bus.connect(QString(), kPath, kInterface, QStringLiteral("ActionInvoked"), this,
                  SLOT(onActionInvoked(uint, QString)));
    m_bus.connect(QString(), kPath, kInterface, QStringLiteral("NotificationClosed"), this,
                  SLOT(onNotificationClosed(uint, uint)));
    m_bus.connect(QString(), kPath, kInterface, QStringLiteral("ActivationToken"), this,
                  SLOT(onActivationToken(uint, QString)));
    m_bus.connect(kBusService, kBusPath, kBusService, QStringLiteral("NameOwnerChanged"), { kService },
                  QString(), this, SLOT(onNameOwnerChanged(QString, QString, QString)));
    // Is the service running, or started on demand? Asked in the background, never waited for.
    QDBusMessage has
        = QDBusMessage::createMethodCall(kBusService, kBusPath, kBusService, QStringLiteral("NameHasOwner"));
    has << kService;
    auto *hasWatch = new QDBusPendingCallWatcher(m_bus.asyncCall(has, kCallTimeoutMs), this);
    connect(hasWatch, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<bool> reply = *w;
        if (!reply.isError() && reply.value()) {
            m_serviceRunning = true;
            queryCapabilities();
        }
    });
    const QDBusMessage list = QDBusMessage::createMethodCall(kBusService, kBusPath, kBusService,
                                                             QStringLiteral("ListActivatableNames"));
    auto *listWatch = new QDBusPendingCallWatcher(m_bus.asyncCall(list, kCallTimeoutMs), this);
    connect(listWatch, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<QStringList> reply = *w;
        m_serviceActivatable = !reply.isError() && reply.value().contains(kService);
    });
}

void DesktopNotifier::queryCapabilities()
{
    const QDBusMessage caps
        = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("GetCapabilities"));
    auto *watch = new QDBusPendingCallWatcher(m_bus.asyncCall(caps, kCallTimeoutMs), this);
    connect(watch, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<QStringList> reply = *w;
        m_bodyMarkup = !reply.isError() && reply.value().contains(QLatin1String("body-markup"));
    });
}

DesktopNotifier::Channel DesktopNotifier::channel() const
{
    if (m_bus.isConnected() && (m_serviceRunning || m_serviceActivatable))
        return Channel::Service;
    return QSystemTrayIcon::isSystemTrayAvailable() ? Channel::Tray : Channel::StatusBar;
}

bool DesktopNotifier::notify(NotificationEvent event, const QString &host, const QString &summary,
                             const QString &body, bool urgent)
{
    if (!m_settings.notificationsEnabled() || !m_settings.notificationEnabled(event))
        return false;
    Q_EMIT notified(event, host, summary, body);
    if (channel() != Channel::Service) {
        fallback(event, host, summary, body, urgent);
        return true;
    }
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("urgency"), QVariant::fromValue(uchar(urgent ? 2 : 1)));
    // Servers that read markup in the body get the outside text escaped; others show it as is.
    call << tr("Inference Console") << uint(0)
         << (urgent ? QStringLiteral("dialog-warning") : QStringLiteral("dialog-information")) << summary
         << (m_bodyMarkup ? body.toHtmlEscaped() : body)
         << QStringList { QStringLiteral("default"), tr("Show %1").arg(host) } << hints << int(-1);
    m_pending.insert(key(event, host));
    auto *watch = new QDBusPendingCallWatcher(m_bus.asyncCall(call, kCallTimeoutMs), this);
    connect(watch, &QDBusPendingCallWatcher::finished, this,
            [this, event, host, summary, body, urgent](QDBusPendingCallWatcher *w) {
                w->deleteLater();
                const QString k = key(event, host);
                m_pending.remove(k);
                const bool withdrawn = m_withdrawnEarly.remove(k);
                const QDBusPendingReply<uint> reply = *w;
                if (reply.isError()) {
                    if (!withdrawn)
                        fallback(event, host, summary, body, urgent); // gone, or no answer in time
                    return;
                }
                m_hostOfId.insert(reply.value(), host);
                m_idOf.insert(k, reply.value());
                if (withdrawn)
                    withdraw(event, host); // taken back before the service named it
            });
    return true;
}

QString DesktopNotifier::key(NotificationEvent event, const QString &host)
{
    return QString::number(int(event)) + u'\n' + host;
}

void DesktopNotifier::withdraw(NotificationEvent event, const QString &host)
{
    const QString k = key(event, host);
    if (m_pending.contains(k))
        m_withdrawnEarly.insert(k);
    if (const auto id = m_idOf.constFind(k); id != m_idOf.cend()) {
        if (m_hostOfId.contains(*id) && m_bus.isConnected()) {
            QDBusMessage close = QDBusMessage::createMethodCall(kService, kPath, kInterface,
                                                                QStringLiteral("CloseNotification"));
            close << *id;
            m_bus.asyncCall(close, kCallTimeoutMs); // NotificationClosed follows and forgets the id
        }
        m_idOf.erase(id);
    }
    if (const QString text = m_statusOf.take(k); !text.isEmpty())
        Q_EMIT statusWithdrawn(text);
}

void DesktopNotifier::fallback(NotificationEvent event, const QString &host, const QString &summary,
                               const QString &body, bool urgent)
{
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        if (!m_tray) {
            QIcon icon = QApplication::windowIcon();
            if (icon.isNull())
                icon = QApplication::style()->standardIcon(QStyle::SP_ComputerIcon);
            m_tray = new QSystemTrayIcon(icon, this);
            m_tray->setToolTip(tr("Inference Console"));
            connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
                if (!m_trayHost.isEmpty())
                    Q_EMIT activated(m_trayHost);
            });
            m_tray->show();
        }
        m_trayHost = host;
        m_tray->showMessage(summary, body, urgent ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information);
        return;
    }
    const QString text = summary + QStringLiteral(": ") + body;
    m_statusOf.insert(key(event, host), text);
    Q_EMIT statusMessage(text);
}

void DesktopNotifier::onActionInvoked(uint id, const QString &action)
{
    const QString host = m_hostOfId.value(id);
    if (host.isEmpty() || action != QLatin1String("default"))
        return;
    if (!m_token.isEmpty()) {
        // Wayland: the service's token lets the window take the focus.
        qputenv("XDG_ACTIVATION_TOKEN", m_token.toUtf8());
        m_token.clear();
    }
    Q_EMIT activated(host);
}

void DesktopNotifier::onNotificationClosed(uint id, uint reason)
{
    Q_UNUSED(reason)
    m_hostOfId.remove(id);
}

void DesktopNotifier::onActivationToken(uint id, const QString &token)
{
    if (m_hostOfId.contains(id))
        m_token = token;
}

void DesktopNotifier::onNameOwnerChanged(const QString &name, const QString &oldOwner,
                                         const QString &newOwner)
{
    Q_UNUSED(oldOwner)
    if (name != kService)
        return;
    m_serviceRunning = !newOwner.isEmpty();
    if (m_serviceRunning)
        queryCapabilities();
}

void DesktopNotifier::notifyVerdict(const QString &host, Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        notify(NotificationEvent::Verdict, host, tr("%1 passed validation").arg(host),
               tr("Every step of the validation ladder passed."));
        break;
    case Verdict::Fail:
        notify(NotificationEvent::Verdict, host, tr("%1 failed validation").arg(host),
               tr("A step of the validation ladder failed; the Validation tab shows the evidence."), true);
        break;
    case Verdict::Skip:
        notify(NotificationEvent::Verdict, host, tr("%1: validation skipped").arg(host),
               tr("No step of the validation ladder could run."));
        break;
    case Verdict::Error:
        notify(NotificationEvent::Verdict, host, tr("%1: validation could not judge").arg(host),
               tr("A step of the validation ladder could not be judged; the Validation tab says why."), true);
        break;
    }
}

QString DesktopNotifier::eventTitle(NotificationEvent event)
{
    switch (event) {
    case NotificationEvent::Ready:
        return tr("Server ready");
    case NotificationEvent::Crashed:
        return tr("Start-up failed");
    case NotificationEvent::Stalled:
        return tr("Possibly stuck");
    case NotificationEvent::Verdict:
        return tr("Validation verdict");
    case NotificationEvent::Stuck:
        return tr("Server stuck while healthy");
    }
    return {};
}

QMenu *DesktopNotifier::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("&Notifications"), parent);
    menu->setObjectName(QStringLiteral("notificationsMenu"));
    QAction *all = menu->addAction(tr("Notify on the &desktop"));
    all->setObjectName(QStringLiteral("notifyAll"));
    all->setCheckable(true);
    all->setChecked(m_settings.notificationsEnabled());
    menu->addSeparator();
    QList<QAction *> events;
    for (NotificationEvent e : kEvents) {
        QAction *a = menu->addAction(eventTitle(e));
        a->setObjectName(QStringLiteral("notify-%1").arg(int(e)));
        a->setCheckable(true);
        a->setChecked(m_settings.notificationEnabled(e));
        a->setEnabled(all->isChecked());
        connect(a, &QAction::toggled, this, [this, e](bool on) { m_settings.setNotificationEnabled(e, on); });
        events.append(a);
    }
    connect(all, &QAction::toggled, this, [this, events](bool on) {
        m_settings.setNotificationsEnabled(on);
        for (QAction *a : events)
            a->setEnabled(on);
    });
    return menu;
}

} // namespace ic
