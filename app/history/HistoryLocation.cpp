// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HistoryLocation.h"

#include "config/Settings.h"
#include "history/HistoryRetention.h"
#include "history/LegacyImport.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ic::historyLocation {

namespace {

QString clean(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

QStringList legacyDataFolders()
{
    QStringList out { clean(Settings::dataDirectory()) };
    const QString app = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!app.isEmpty() && !out.contains(clean(app)))
        out.append(clean(app));
    return out;
}

std::shared_ptr<HistoryDatabase> openDefault()
{
    std::shared_ptr<HistoryDatabase> db = HistoryDatabase::open(HistoryDatabase::defaultPath());
    db->runOnce(QStringLiteral("legacy-data-folder"), [&db] {
        if (db->isAvailable()) {
            legacy::importDataFolder(*db, legacyDataFolders());
            scheduleRetention(db);
        }
    });
    return db;
}

std::shared_ptr<HistoryDatabase> forDirectory(const QString &directory, const QString &subfolder,
                                              const std::function<void(HistoryDatabase &)> &import)
{
    if (directory.isEmpty())
        return openDefault();
    const QString dir = clean(directory);
    for (const QString &folder : legacyDataFolders()) {
        if (dir == (subfolder.isEmpty() ? folder : folder + QLatin1Char('/') + subfolder))
            return openDefault();
    }
    std::shared_ptr<HistoryDatabase> db
        = HistoryDatabase::open(dir + QLatin1Char('/') + HistoryDatabase::fileName());
    db->runOnce(QStringLiteral("legacy:") + subfolder, [&db, &import] {
        if (import && db->isAvailable())
            import(*db);
    });
    return db;
}

} // namespace ic::historyLocation
