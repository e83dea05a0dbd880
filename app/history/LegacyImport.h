// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ic {

class HistoryDatabase;

/// What one import pass did.
struct LegacyImportResult {
    int files = 0; ///< files imported (and moved aside) this time
    int rows = 0; ///< restarts, ladder runs or snapshots added
    QStringList problems; ///< files left in place, one sentence each
};

/// One-time import of the JSON stores older builds kept beside the database. Each file is
/// imported in one transaction and noted in the `imported_files` table, so a second process,
/// or a run after a crash, never imports it twice; then it is renamed to `<name>.imported`
/// (moved aside, never deleted). A file that cannot be read stays where it is, named in
/// `problems`.
namespace legacy {

extern const QString kImportedSuffix; ///< ".imported"

/// `startup-history.json`: phase durations per service key.
LegacyImportResult importStartupHistory(HistoryDatabase &db, const QString &file);
/// A ladder history folder: `<dir>/<host>/<time>.json`, one report each.
LegacyImportResult importLadderRuns(HistoryDatabase &db, const QString &directory);
/// A last-known-good folder: `<dir>/<host>__<unit>.json`, one snapshot each.
LegacyImportResult importKnownGood(HistoryDatabase &db, const QString &directory);

/// Everything older builds kept in a data folder: `startup-history.json`, `validation/`,
/// `last-known-good/` (also under the application-specific data folder they sometimes used).
LegacyImportResult importDataFolder(HistoryDatabase &db, const QStringList &dataFolders);

} // namespace legacy

} // namespace ic
