// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LegacyImport.h"

#include "history/HistoryDatabase.h"
#include "history/HistorySql.h"
#include "history/HistoryStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QUrl>

#include <functional>

Q_DECLARE_LOGGING_CATEGORY(lcHistory)

namespace ic::legacy {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LegacyImport)
};

/// Parses one file and inserts its rows inside the caller's transaction; returns rows or -1.
using Importer = std::function<int(QSqlDatabase &, const QJsonObject &, const QFileInfo &, QString *)>;

void importFile(HistoryDatabase &db, const QString &path, const QString &kind, const Importer &importer,
                LegacyImportResult &result)
{
    const QFileInfo info(path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        result.problems.append(Tr::tr("%1 was not imported: %2").arg(path, f.errorString()));
        return;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    f.close();
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        result.problems.append(
            Tr::tr("%1 was not imported: it is not a JSON object (%2); it stays where it is.")
                .arg(path, pe.errorString()));
        return;
    }
    int rows = 0;
    bool already = false;
    QString error;
    const bool ok = db.write(
        [&](QSqlDatabase &sql, QString *err) {
            QSqlQuery seen(sql);
            seen.prepare(QStringLiteral("SELECT 1 FROM imported_files WHERE path = ?"));
            seen.addBindValue(text(info.absoluteFilePath()));
            if (!seen.exec())
                return failed(seen, err, db);
            if (seen.next()) {
                already = true; // another process got there first
                return true;
            }
            seen.finish();
            rows = importer(sql, doc.object(), info, err);
            if (rows < 0)
                return false;
            QSqlQuery mark(sql);
            mark.prepare(QStringLiteral(
                "INSERT INTO imported_files(path, kind, imported_ms, rows) VALUES (?, ?, ?, ?)"));
            mark.addBindValue(text(info.absoluteFilePath()));
            mark.addBindValue(text(kind));
            mark.addBindValue(QDateTime::currentMSecsSinceEpoch());
            mark.addBindValue(rows);
            return mark.exec() || failed(mark, err, db);
        },
        &error);
    if (!ok) {
        result.problems.append(Tr::tr("%1 was not imported: %2").arg(path, error));
        return;
    }
    QString aside = path + kImportedSuffix;
    for (int n = 2; QFile::exists(aside); ++n) // a restored copy imported before: keep both
        aside = path + kImportedSuffix + QLatin1Char('.') + QString::number(n);
    if (QFile::exists(path) && !QFile::rename(path, aside))
        result.problems.append(Tr::tr("%1 was imported but could not be renamed to %2.").arg(path, aside));
    if (!already) {
        ++result.files;
        result.rows += rows;
        qCDebug(lcHistory).noquote() << "imported" << rows << kind << "rows from" << path;
    }
}

void merge(LegacyImportResult &into, const LegacyImportResult &from)
{
    into.files += from.files;
    into.rows += from.rows;
    into.problems += from.problems;
}

QDateTime fileTime(const QFileInfo &info)
{
    const QDateTime t = info.lastModified();
    return t.isValid() ? t.toUTC() : QDateTime::currentDateTimeUtc();
}

} // namespace

const QString kImportedSuffix = QStringLiteral(".imported");

LegacyImportResult importStartupHistory(HistoryDatabase &db, const QString &file)
{
    LegacyImportResult result;
    if (!QFileInfo(file).isFile() || !db.isAvailable())
        return result;
    importFile(
        db, file, QStringLiteral("startup-history"),
        [&db](QSqlDatabase &sql, const QJsonObject &root, const QFileInfo &info, QString *err) {
            int rows = 0;
            // Runs had no times: keep their order with the file's time plus one millisecond each.
            QDateTime at = fileTime(info);
            const QJsonObject services = root.value(QLatin1String("services")).toObject();
            for (auto it = services.begin(); it != services.end(); ++it) {
                const QStringList parts = it.key().split(QLatin1Char('|'));
                for (const QJsonValue &rv : it.value().toArray()) {
                    RestartRecord r;
                    r.serviceKey = it.key();
                    r.host = parts.value(0);
                    r.unit = parts.value(1);
                    r.model = parts.value(2);
                    r.argsHash = parts.value(3);
                    r.outcome = QStringLiteral("ready");
                    r.recorded = at;
                    at = at.addMSecs(1);
                    r.data.insert(QStringLiteral("importedFrom"), info.fileName());
                    const QJsonObject ro = rv.toObject();
                    for (auto p = ro.begin(); p != ro.end(); ++p)
                        if (p.value().isDouble() && p.value().toDouble() >= 0)
                            r.phaseSeconds.insert(p.key(), p.value().toDouble());
                    if (r.phaseSeconds.isEmpty())
                        continue;
                    if (!insertRestart(sql, r, err, db))
                        return -1;
                    ++rows;
                }
            }
            return rows;
        },
        result);
    return result;
}

LegacyImportResult importLadderRuns(HistoryDatabase &db, const QString &directory)
{
    LegacyImportResult result;
    const QDir dir(directory);
    if (!dir.exists() || !db.isAvailable())
        return result;
    for (const QString &hostDir : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir host(dir.filePath(hostDir));
        for (const QString &name : host.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
            importFile(
                db, host.filePath(name), QStringLiteral("ladder-run"),
                [&db, hostDir](QSqlDatabase &sql, const QJsonObject &report, const QFileInfo &,
                               QString *err) {
                    QJsonObject r = report;
                    if (r.value(QLatin1String("host")).toString().isEmpty())
                        r.insert(QStringLiteral("host"), hostDir);
                    return insertLadderRun(sql, r, err, db) ? 1 : -1;
                },
                result);
        }
    }
    return result;
}

LegacyImportResult importKnownGood(HistoryDatabase &db, const QString &directory)
{
    LegacyImportResult result;
    const QDir dir(directory);
    if (!dir.exists() || !db.isAvailable())
        return result;
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        importFile(
            db, dir.filePath(name), QStringLiteral("known-good"),
            [&db](QSqlDatabase &sql, const QJsonObject &snapshot, const QFileInfo &info, QString *err) {
                // Older files name host and unit inside; the file name (`host__unit.json`) is the fallback.
                const QString base = info.completeBaseName();
                const qsizetype sep = base.lastIndexOf(QLatin1String("__"));
                QString host = snapshot.value(QLatin1String("host")).toString();
                QString unit = snapshot.value(QLatin1String("unit")).toString();
                if (host.isEmpty() && sep > 0)
                    host = QUrl::fromPercentEncoding(base.left(sep).toUtf8());
                if (unit.isEmpty() && sep > 0)
                    unit = QUrl::fromPercentEncoding(base.mid(sep + 2).toUtf8());
                if (host.isEmpty() || !snapshot.value(QLatin1String("packages")).isObject()) {
                    *err = Tr::tr("it names no host or holds no package list");
                    return -1;
                }
                const qint64 snap = insertSnapshot(sql, host, unit, snapshot, err, db);
                if (!snap)
                    return -1;
                QSqlQuery q(sql);
                q.prepare(QStringLiteral(
                    "INSERT INTO known_good(host_id, unit, snapshot_id, marked_ms)"
                    " VALUES ((SELECT host_id FROM environment_snapshots WHERE id = ?), ?, ?, ?)"));
                q.addBindValue(snap);
                q.addBindValue(text(unit));
                q.addBindValue(snap);
                q.addBindValue(fileTime(info).toMSecsSinceEpoch());
                return q.exec() ? 1 : (failed(q, err, db), -1);
            },
            result);
    }
    return result;
}

LegacyImportResult importDataFolder(HistoryDatabase &db, const QStringList &dataFolders)
{
    LegacyImportResult result;
    for (const QString &folder : dataFolders) {
        merge(result, importStartupHistory(db, folder + QStringLiteral("/startup-history.json")));
        merge(result, importLadderRuns(db, folder + QStringLiteral("/validation")));
        merge(result, importKnownGood(db, folder + QStringLiteral("/last-known-good")));
    }
    for (const QString &p : std::as_const(result.problems))
        qCWarning(lcHistory).noquote() << p;
    if (result.files > 0)
        qCInfo(lcHistory).noquote() << QStringLiteral(
                                           "imported %1 files of older builds (%2 rows) into %3; they are "
                                           "renamed *%4")
                                           .arg(result.files)
                                           .arg(result.rows)
                                           .arg(db.path(), kImportedSuffix);
    return result;
}

} // namespace ic::legacy
