// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace ic {

class HistoryDatabase;
struct UnitCat;

/// A unit's effective definition when it was known good: the `systemctl cat` text (secrets
/// redacted), the ExecStart and Environment systemd derives from it, and the engine's packages
/// then. What a roll back restores.
struct UnitSnapshot {
    qint64 id = 0;
    QString host;
    QString unit;
    QDateTime recorded;
    QString catText; ///< `systemctl cat` output, secret values replaced by `<redacted>`
    QString fragmentPath; ///< the unit file (first `# /path` of the output)
    QString execStart; ///< the effective ExecStart value as written in the unit
    QMap<QString, QString> environment; ///< effective Environment= assignments (secrets redacted)
    QStringList environmentFiles;
    QMap<QString, QString> packages; ///< normalized name -> version, when they could be read
    QString evidence; ///< why it is known good ("ladder pass in rollout 1f2e…")
    bool hasRedactedSecret = false; ///< a value was not kept (token, key, password)

    QJsonObject toJson() const;
    static UnitSnapshot fromJson(const QJsonObject &o);
};

/// Unit snapshots in the history database: one row per known-good verdict, in a table of its
/// own (`unit_snapshots`, created on first use), so it needs no schema version of its own.
class UnitSnapshotStore {
public:
    explicit UnitSnapshotStore(std::shared_ptr<HistoryDatabase> db);

    /// Keeps `snapshot` as the unit's newest known-good state.
    bool record(const UnitSnapshot &snapshot, QString *error = nullptr) const;
    /// The newest known-good state of the host's unit; nullopt (with `error` when the database
    /// failed) when none was recorded.
    std::optional<UnitSnapshot> lastKnownGood(const QString &host, const QString &unit,
                                              QString *error = nullptr) const;

private:
    bool ensureTable(QString *error) const;
    std::shared_ptr<HistoryDatabase> m_db;
};

/// The snapshot of what `systemctl cat` printed (secrets redacted before anything is kept);
/// `error` set (and the snapshot unusable) when the files say no ExecStart.
UnitSnapshot makeUnitSnapshot(const QString &host, const QString &unit, const UnitCat &cat,
                              QString *error = nullptr);

/// True for variable names that hold secrets (…TOKEN, …KEY, …SECRET, …PASSWORD): their values
/// are never written to the history.
bool isSecretName(QStringView name);
/// `text` with the values of secret assignments (`HF_TOKEN=…`, `--api-key …`) replaced by
/// `<redacted>`; `redacted` set when something was.
QString redactUnitText(const QString &text, bool *redacted = nullptr);

} // namespace ic
