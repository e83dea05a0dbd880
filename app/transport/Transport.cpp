// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Transport.h"

#include <QCoreApplication>
#include <QDateTime>

namespace ic {

int LinkStatus::secondsToRetry() const
{
    if (nextRetryEpochMs == 0)
        return nextRetrySeconds;
    const qint64 left = nextRetryEpochMs - QDateTime::currentMSecsSinceEpoch();
    return left <= 0 ? 0 : int((left + 999) / 1000);
}

QString LinkStatus::summary() const
{
    switch (state) {
    case LinkState::Disconnected:
        return QCoreApplication::translate("ic::LinkStatus", "disconnected");
    case LinkState::Connecting:
        return QCoreApplication::translate("ic::LinkStatus", "connecting");
    case LinkState::Connected:
        return QCoreApplication::translate("ic::LinkStatus", "connected");
    case LinkState::Reconnecting:
        return QCoreApplication::translate("ic::LinkStatus", "retrying in %1 s (attempt %2)")
            .arg(secondsToRetry())
            .arg(attempt);
    case LinkState::Failed:
        return message.isEmpty() ? QCoreApplication::translate("ic::LinkStatus", "failed") : message;
    }
    return {};
}

} // namespace ic
