// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/LivenessJudge.h"
#include "transport/Transport.h"

#include <QColor>
#include <QHash>
#include <QIcon>
#include <QString>

namespace ic {

/// The fleet's status colours and the status dots painted in them (the host list's and the fleet
/// table's name column). FleetModel hands them out by role; this is the one place that knows the
/// colours and paints the icons. A dot is painted once per colour and kept.
class FleetIconPainter {
public:
    /// The status colours every view of a host's state uses: good, on the way, bad, unknown.
    static QColor green() { return QColor(0x2e, 0x7d, 0x32); }
    static QColor amber() { return QColor(0xe6, 0x8a, 0x00); }
    static QColor red() { return QColor(0xc6, 0x28, 0x28); }
    static QColor grey() { return QColor(0x75, 0x75, 0x75); }

    /// Green active, red failed or not found, amber on the way (activating, deactivating,
    /// reloading), grey otherwise (inactive, unknown).
    static QColor serviceColor(const QString &activeState);
    /// Green connected, amber connecting or reconnecting, red failed, grey disconnected.
    static QColor linkColor(LinkState state);
    /// Green serving, red stuck or unreachable, grey idle or unknown.
    static QColor livenessColor(LivenessState state);
    /// Green passed, red failed; grey when the verdict was given before the last restart.
    static QColor verdictColor(bool passed, bool stale);

    /// A 12 × 12 dot in `color`.
    QIcon dot(const QColor &color) const;
    /// A host's dot: red while its engine is stuck (though the unit is active and /health may say
    /// 200), else the service's colour once the service is known, else the link's.
    QIcon statusIcon(bool stuck, bool hasService, const QString &activeState, LinkState link) const;

private:
    mutable QHash<QRgb, QIcon> m_dots;
};

} // namespace ic
