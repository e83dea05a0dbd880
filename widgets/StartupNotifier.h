#pragma once

#include <QObject>
#include <QPointer>

class QSystemTrayIcon;

namespace ic {

class Settings;
class StartupWatch;

/// Says on the desktop (system tray) when a watched start-up became ready, failed or possibly
/// stuck, with its total time. Without a system tray the text goes out as statusMessage().
class StartupNotifier : public QObject {
    Q_OBJECT
public:
    explicit StartupNotifier(Settings &settings, QObject *parent = nullptr);
    ~StartupNotifier() override;

    /// Notifies for this host's start-ups from now on.
    void watch(StartupWatch *watch);
    bool usesSystemTray() const { return m_tray != nullptr; }
    /// The last text notified, for tests and accessibility.
    QString lastMessage() const { return m_last; }

Q_SIGNALS:
    /// Every notification, tray or not.
    void notified(const QString &title, const QString &text);
    /// Only when there is no system tray: for the status bar.
    void statusMessage(const QString &text);

private:
    void notify(const QString &host, const QString &title, const QString &text, bool failure);

    Settings &m_settings;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_last;
};

} // namespace ic
