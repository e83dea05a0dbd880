// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"
#include "SimToolOutput.h"

#include <QStringList>

namespace ic {

/// The pid of the process that holds the API port when `portTakenBy` is set.
inline constexpr qint64 kSimPortTakerPid = 5120;

/// `df -B1 --output=file,size,avail,target -- PATH…`: /dev/shm from `shmGiB`, everything else on
/// the root filesystem (`diskSizeGiB`, `diskFreeGiB`). Other df options are refused like GNU df.
SimToolOutput simDiskFree(const SimState &state, const QStringList &arguments);

/// `ss -Hltnp 'sport = :PORT'` (also `-ltnp`, with a header): the API server's listener while the
/// service is ready, or the process named by `portTakenBy` instead.
SimToolOutput simListeningSockets(const SimState &state, const QStringList &arguments, qint64 nowMs);

} // namespace ic
