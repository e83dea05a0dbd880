#include "Transport.h"

#include <QCoreApplication>

namespace ic {

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
        return QCoreApplication::translate("ic::LinkStatus", "reconnecting (attempt %1, next in %2 s)")
            .arg(attempt)
            .arg(nextRetrySeconds);
    case LinkState::Failed:
        return message.isEmpty() ? QCoreApplication::translate("ic::LinkStatus", "failed") : message;
    }
    return {};
}

} // namespace ic
