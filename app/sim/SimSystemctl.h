// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"
#include "SimToolOutput.h"

#include <QStringList>

namespace ic {

enum class SimTimestampStyle { Pretty, Unix };

struct SimShowOptions {
    QStringList properties; ///< empty: all
    bool valueOnly = false; ///< --value
    bool all = false; ///< --all: empty values too
    SimTimestampStyle timestamps = SimTimestampStyle::Pretty;
};

/// `systemctl show [options] -- UNIT...` at `nowMs`.
SimToolOutput simSystemctlShow(const SimState &state, const QStringList &units, const SimShowOptions &options,
                               qint64 nowMs);

/// "vllm" -> "vllm.service", as systemctl completes bare names.
QString simNormalizeUnit(const QString &unit);

} // namespace ic
