// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QStringList>

namespace ic {

/// The forward migrations of the history database: element `i` takes a file from schema
/// version `i` to `i + 1`, one statement per string. Never edit a step that has shipped;
/// append a new one and raise HistoryDatabase::kSchemaVersion.
const QList<QStringList> &historyMigrations();

} // namespace ic
