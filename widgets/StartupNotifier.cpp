// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "StartupNotifier.h"

#include "DesktopNotifier.h"
#include "StartupView.h"
#include "config/Settings.h"
#include "host/HostSession.h"
#include "host/StartupWatch.h"
#include "monitor/LivenessMonitor.h"

#include <memory>

namespace ic {

StartupNotifier::StartupNotifier(Settings &settings, QObject *parent, DesktopNotifier *desktop)
    : QObject(parent)
    , m_desktop(desktop ? desktop : new DesktopNotifier(settings, this))
{
    connect(m_desktop, &DesktopNotifier::notified, this,
            [this](NotificationEvent event, const QString &, const QString &title, const QString &text) {
                if (event == NotificationEvent::Verdict)
                    return;
                m_last = title + QStringLiteral(": ") + text;
                Q_EMIT notified(title, text);
            });
    connect(m_desktop, &DesktopNotifier::statusMessage, this, &StartupNotifier::statusMessage);
    connect(m_desktop, &DesktopNotifier::statusWithdrawn, this, &StartupNotifier::statusWithdrawn);
}

StartupNotifier::~StartupNotifier() = default;

bool StartupNotifier::notifiesDesktop() const
{
    return m_desktop->channel() != DesktopNotifier::Channel::StatusBar;
}

void StartupNotifier::watch(StartupWatch *watch)
{
    const QString host = watch->definition().name;
    DesktopNotifier *d = m_desktop;
    connect(watch, &StartupWatch::startupReady, d, [d, host](double seconds) {
        d->notify(NotificationEvent::Ready, host, tr("%1 is ready").arg(host),
                  seconds >= 0 ? tr("Started in %1.").arg(StartupView::formatDuration(seconds))
                               : tr("The server answers."));
    });
    connect(watch, &StartupWatch::startupFailed, d, [d, host](double seconds) {
        d->notify(NotificationEvent::Crashed, host, tr("%1 failed to start").arg(host),
                  seconds >= 0 ? tr("The start-up failed after %1.").arg(StartupView::formatDuration(seconds))
                               : tr("The start-up failed."),
                  true);
    });
    connect(watch, &StartupWatch::stallDetected, d, [d, host](const QString &phase, double quiet) {
        d->notify(NotificationEvent::Stalled, host, tr("%1 is possibly stuck").arg(host),
                  tr("No progress in %1 for %2.").arg(phase, StartupView::formatDuration(quiet)), true);
    });
    // "Possibly stuck" stops being true when the start-up moves again: it is taken back then,
    // rather than left on screen (an urgent notification stays until it is dismissed).
    connect(watch, &StartupWatch::stallEnded, d,
            [d, host] { d->withdraw(NotificationEvent::Stalled, host); });
}

void StartupNotifier::watchLiveness(const QString &host, LivenessMonitor *liveness)
{
    DesktopNotifier *d = m_desktop;
    auto wasStuck = std::make_shared<bool>(false);
    connect(liveness, &LivenessMonitor::stateChanged, d,
            [d, host, liveness, wasStuck](LivenessState state, const QStringList &evidence) {
                const bool stuck = state == LivenessState::Stuck;
                if (stuck && !*wasStuck) {
                    QStringList body { liveness->verdict().summary };
                    body << evidence.mid(0, 3);
                    body.removeAll(QString());
                    d->notify(NotificationEvent::Stuck, host, tr("%1 is stuck").arg(host), body.join(u'\n'),
                              true);
                } else if (!stuck && *wasStuck) {
                    d->withdraw(NotificationEvent::Stuck, host);
                }
                *wasStuck = stuck;
            });
}

} // namespace ic
