// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DataText.h"

#include <QCoreApplication>

namespace ic {

namespace {

// Every state systemd documents for a service unit (`systemctl --state=help`, systemd 252-257;
// https://www.freedesktop.org/software/systemd/man/latest/org.freedesktop.systemd1.html, "Unit
// Objects" and "Service Unit Objects"), so lupdate offers each for translation.
[[maybe_unused]] const char *const kServiceStates[] = {
    // ActiveState
    QT_TRANSLATE_NOOP("ic::ServiceState", "active"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "reloading"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "inactive"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "failed"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "activating"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "deactivating"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "maintenance"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "refreshing"),
    // LoadState
    QT_TRANSLATE_NOOP("ic::ServiceState", "stub"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "loaded"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "not-found"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "bad-setting"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "error"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "merged"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "masked"),
    // SubState of a service
    QT_TRANSLATE_NOOP("ic::ServiceState", "dead"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "condition"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "start-pre"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "start"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "start-post"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "running"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "exited"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "reload"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "reload-signal"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "reload-notify"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "stop"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "stop-watchdog"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "stop-sigterm"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "stop-sigkill"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "stop-post"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "final-watchdog"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "final-sigterm"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "final-sigkill"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "auto-restart"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "auto-restart-queued"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "dead-before-auto-restart"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "failed-before-auto-restart"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "dead-resources-pinned"),
    QT_TRANSLATE_NOOP("ic::ServiceState", "cleaning"),
};

} // namespace

QString dataText(const QString &english)
{
    if (english.isEmpty())
        return english;
    const QByteArray key = english.toUtf8();
    return QCoreApplication::translate("ic::data", key.constData());
}

QString serviceStateText(const QString &state)
{
    if (state.isEmpty())
        return state;
    const QByteArray key = state.toUtf8();
    return QCoreApplication::translate("ic::ServiceState", key.constData());
}

} // namespace ic
