#include "StartupNotifier.h"

#include "StartupView.h"
#include "config/Settings.h"
#include "monitor/HostSession.h"
#include "monitor/StartupWatch.h"

#include <QApplication>
#include <QStyle>
#include <QSystemTrayIcon>

namespace ic {

StartupNotifier::StartupNotifier(Settings &settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        QIcon icon = QApplication::windowIcon();
        if (icon.isNull())
            icon = QApplication::style()->standardIcon(QStyle::SP_ComputerIcon);
        m_tray = new QSystemTrayIcon(icon, this);
        m_tray->setToolTip(tr("Inference Console"));
        m_tray->show();
    }
}

StartupNotifier::~StartupNotifier() = default;

void StartupNotifier::watch(StartupWatch *watch)
{
    const QString host = watch->session()->name();
    connect(watch, &StartupWatch::startupReady, this, [this, host](double seconds) {
        notify(host, tr("%1 is ready").arg(host),
               seconds >= 0 ? tr("Started in %1.").arg(StartupView::formatDuration(seconds))
                            : tr("The server answers."),
               false);
    });
    connect(watch, &StartupWatch::startupFailed, this, [this, host](double seconds) {
        notify(host, tr("%1 failed to start").arg(host),
               seconds >= 0 ? tr("The start-up failed after %1.").arg(StartupView::formatDuration(seconds))
                            : tr("The start-up failed."),
               true);
    });
    connect(watch, &StartupWatch::stallDetected, this, [this, host](const QString &phase, double quiet) {
        notify(host, tr("%1 is possibly stuck").arg(host),
               tr("No progress in %1 for %2.").arg(phase, StartupView::formatDuration(quiet)), true);
    });
}

void StartupNotifier::notify(const QString &host, const QString &title, const QString &text, bool failure)
{
    Q_UNUSED(host)
    if (!m_settings.notificationsEnabled())
        return;
    m_last = title + QStringLiteral(": ") + text;
    Q_EMIT notified(title, text);
    if (m_tray)
        m_tray->showMessage(title, text, failure ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information);
    else
        Q_EMIT statusMessage(m_last);
}

} // namespace ic
