// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"

#include <QList>
#include <QPair>

namespace ic {

/// The simulated service venv's packages (name, version), sorted like pip sorts them;
/// the scenario and the state's overrides make it drift.
QList<QPair<QString, QString>> simPackages(const SimState &state);

/// `pip list --format=json`: one line, `[{"name": "x", "version": "1"}, ...]`.
QByteArray simPipListJson(const SimState &state);
/// `pip list` (columns).
QByteArray simPipListColumns(const SimState &state);

} // namespace ic
