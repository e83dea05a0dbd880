// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

namespace ic {

class DesktopNotifier;
class Settings;
class StartupWatch;
class LivenessMonitor;

/// Says on the desktop when a watched start-up became ready, failed or possibly stuck, with
/// its total time, and when a server that was ready stops making progress (LivenessMonitor),
/// through a DesktopNotifier (notification service, tray or status bar).
class StartupNotifier : public QObject {
    Q_OBJECT
public:
    /// Without `desktop`, makes its own (on the session bus).
    explicit StartupNotifier(Settings &settings, QObject *parent = nullptr,
                             DesktopNotifier *desktop = nullptr);
    ~StartupNotifier() override;

    /// Notifies for this host's start-ups from now on.
    void watch(StartupWatch *watch);
    /// Notifies when `host`'s engine is judged stuck, with the judge's evidence, and takes the
    /// notification back when it makes progress again.
    void watchLiveness(const QString &host, LivenessMonitor *liveness);
    /// true when notifications leave the window (notification service or tray).
    bool notifiesDesktop() const;
    DesktopNotifier *desktop() const { return m_desktop; }
    /// The last text notified, for tests and accessibility.
    QString lastMessage() const { return m_last; }

Q_SIGNALS:
    /// Every notification, whichever the channel.
    void notified(const QString &title, const QString &text);
    /// Only when neither a notification service nor a tray is there: for the status bar.
    void statusMessage(const QString &text);
    void statusWithdrawn(const QString &text); ///< clear that statusMessage() if it still shows

private:
    DesktopNotifier *m_desktop;
    QString m_last;
};

} // namespace ic
