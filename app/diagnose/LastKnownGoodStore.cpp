// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// LastKnownGoodStore (declared in EnvironmentSnapshot.h): apart, so the snapshot code stays
// free of storage and the fuzz targets can compile it alone.
#include "config/Settings.h"
#include "diagnose/EnvironmentSnapshot.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "history/LegacyImport.h"

namespace ic {

LastKnownGoodStore::LastKnownGoodStore(const QString &directory)
    : m_directory(directory.isEmpty() ? Settings::dataDirectory() + QStringLiteral("/last-known-good")
                                      : directory)
    , m_db(historyLocation::forDirectory(
          m_directory, QStringLiteral("last-known-good"),
          [dir = m_directory](HistoryDatabase &db) { legacy::importKnownGood(db, dir); }))
{
}

QString LastKnownGoodStore::filePath(const QString &, const QString &) const
{
    return m_db->path();
}

bool LastKnownGoodStore::save(const QString &hostId, const QString &unit, const EnvironmentSnapshot &snapshot,
                              QString *error) const
{
    return HistoryStore(m_db).markKnownGood(hostId, unit, snapshot.toJson(), error);
}

bool LastKnownGoodStore::record(const QString &hostId, const QString &unit,
                                const EnvironmentSnapshot &snapshot, QString *error) const
{
    return HistoryStore(m_db).recordSnapshot(hostId, unit, snapshot.toJson(), error) != 0;
}

std::optional<EnvironmentSnapshot> LastKnownGoodStore::load(const QString &hostId, const QString &unit,
                                                            QString *error) const
{
    QString err;
    const std::optional<SnapshotRecord> row = HistoryStore(m_db).lastKnownGood(hostId, unit, &err);
    if (!row) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    EnvironmentSnapshot s = EnvironmentSnapshot::fromJson(row->snapshot, &err);
    if (!err.isEmpty()) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    return s;
}

} // namespace ic
