// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "history/HistoryDatabase.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace ic {

/// Where the stores that used to keep JSON files find their database. The console's own
/// database is `history.sqlite` in the data folder; a store given some other folder (tests,
/// `--data` style overrides) keeps its database in that folder.
namespace historyLocation {

/// The folders older builds wrote history into: Settings::dataDirectory() and, when it
/// differs, the application-specific data folder some views used.
QStringList legacyDataFolders();

/// The default database, with the one-time import of every legacy JSON store done and
/// background retention scheduled.
std::shared_ptr<HistoryDatabase> openDefault();

/// `directory` empty, or naming `subfolder` of a legacy data folder (or a data folder itself
/// when `subfolder` is empty): the default database. Otherwise `<directory>/history.sqlite`,
/// with `import` run once per process on the legacy files in `directory`.
std::shared_ptr<HistoryDatabase> forDirectory(const QString &directory, const QString &subfolder,
                                              const std::function<void(HistoryDatabase &)> &import);

} // namespace historyLocation

} // namespace ic
