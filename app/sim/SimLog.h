// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QLoggingCategory>

namespace ic {

/// The simulated host's one logging category ("console.sim").
Q_DECLARE_LOGGING_CATEGORY(lcSim)

} // namespace ic
