// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/HistoryStore.h"

#include <QDateTime>
#include <QJsonObject>

namespace ic {

/// Everything the history holds about one host since `since` (invalid: all of it), as one
/// JSON document: restarts, ladder runs (each report whole), environment snapshots with the
/// known-good ones marked, load probes, preflight overrides, and the median start-up time.
QJsonObject exportHostHistory(const HistoryStore &store, const QString &host, const QDateTime &since = {});

} // namespace ic
