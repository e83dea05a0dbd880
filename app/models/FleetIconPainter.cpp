// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "FleetIconPainter.h"

#include <QPainter>
#include <QPixmap>

namespace ic {

QColor FleetIconPainter::serviceColor(const QString &activeState)
{
    if (activeState == QLatin1String("active"))
        return green();
    if (activeState == QLatin1String("failed") || activeState == QLatin1String("not-found"))
        return red();
    if (activeState == QLatin1String("activating") || activeState == QLatin1String("deactivating")
        || activeState == QLatin1String("reloading"))
        return amber();
    return grey();
}

QColor FleetIconPainter::linkColor(LinkState state)
{
    switch (state) {
    case LinkState::Connected:
        return green();
    case LinkState::Connecting:
    case LinkState::Reconnecting:
        return amber();
    case LinkState::Failed:
        return red();
    case LinkState::Disconnected:
        break;
    }
    return grey();
}

QColor FleetIconPainter::livenessColor(LivenessState state)
{
    switch (state) {
    case LivenessState::Serving:
        return green();
    case LivenessState::Stuck:
    case LivenessState::Unreachable:
        return red();
    case LivenessState::Idle:
    case LivenessState::Unknown:
        break;
    }
    return grey();
}

QColor FleetIconPainter::verdictColor(bool passed, bool stale)
{
    if (stale)
        return grey();
    return passed ? green() : red();
}

QIcon FleetIconPainter::dot(const QColor &color) const
{
    auto it = m_dots.constFind(color.rgb());
    if (it != m_dots.constEnd())
        return *it;
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(1, 1, 10, 10));
    p.end();
    return *m_dots.insert(color.rgb(), QIcon(pixmap));
}

QIcon FleetIconPainter::statusIcon(bool stuck, bool hasService, const QString &activeState,
                                   LinkState link) const
{
    if (stuck)
        return dot(livenessColor(LivenessState::Stuck));
    return dot(hasService ? serviceColor(activeState) : linkColor(link));
}

} // namespace ic
