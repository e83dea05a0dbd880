// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "formats/PipList.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace ic {

class HistoryDatabase;

/// One installed package as the caller got it (from parsePipListJson() or elsewhere).
struct InstalledPackage {
    QString name;
    QString version;
};

// normalizePackageName() (PEP 503) comes from formats/PipList.h.

/// What a service ran with: enough to tell what changed since it last worked. A Python engine
/// (vLLM, SGLang) is its packages; a native engine binary (a profile with `command.native`, such
/// as llama-server) has none: its version, ExecStart and model file stand for them.
struct EnvironmentSnapshot {
    QMap<QString, QString> packages; ///< normalized name -> version; empty for a native engine
    QString execStart; ///< the unit's command line
    QMap<QString, QString> environment; ///< selected variables; secrets are redacted
    QString driverVersion;
    QString cudaVersion;
    QDateTime taken;
    // A native engine binary (empty `engineProgram` for a Python engine):
    QString engineProgram; ///< the binary as ExecStart names it ("/usr/bin/llama-server")
    QString engineVersion; ///< what its `--version` said ("0.7.0 (build 11669, commit Debian)")
    QString modelPath; ///< the model file ExecStart names; empty when it names none
    qint64 modelSize = -1; ///< the model file's size in bytes; -1 when it could not be read

    bool isNative() const { return !engineProgram.isEmpty(); }

    void setPackages(const QList<InstalledPackage> &list); ///< names are normalized here
    void setPackages(const PipList &list);
    QJsonObject toJson() const;
    /// Reads what toJson() wrote; unknown keys are ignored, a wrong shape sets `error`.
    static EnvironmentSnapshot fromJson(const QJsonObject &json, QString *error = nullptr);
};

/// Keeps the variables that matter to an engine (rules in `:/diagnose/drift.json`); values of
/// names that look like secrets (HF_TOKEN, ...) are replaced by a marker and never stored.
QMap<QString, QString> selectEnvironment(const QMap<QString, QString> &all);
inline constexpr QStringView kRedactedValue = u"<redacted>";

struct PackageChange {
    enum class Kind { Added, Removed, Changed };
    Kind kind = Kind::Changed;
    QString name;
    QString before; ///< empty when added
    QString after; ///< empty when removed
};

struct ValueChange {
    QString name;
    QString before; ///< empty when it was not set
    QString after; ///< empty when it is no longer set
};

/// Now versus last known good. For a native engine `system` also holds its version (named after
/// the binary, "llama-server"), the model file and the model's size, each when it changed.
struct EnvironmentDiff {
    QList<PackageChange> packages; ///< sorted by name
    bool execStartChanged = false;
    QString execStartBefore;
    QString execStartAfter;
    QList<ValueChange> environment; ///< sorted by name
    QList<ValueChange> system; ///< "driver", "cuda"

    bool isEmpty() const
    {
        return packages.isEmpty() && !execStartChanged && environment.isEmpty() && system.isEmpty();
    }
};

EnvironmentDiff diffEnvironments(const EnvironmentSnapshot &lastGood, const EnvironmentSnapshot &now);

/// The Python a unit runs, from its ExecStart: systemd's `{ path=… ; argv[]=… ; … }` form or a
/// plain command line. `python -m mod` gives that python; an entry point (`/opt/venv/bin/vllm`)
/// gives the interpreter beside it (`/opt/venv/bin/python`). Empty when none can be told.
QString pythonFromExecStart(const QString &execStart);

/// A unit that runs a native engine binary (a profile with `command.native`, such as
/// llama-server): no Python environment to list. Empty `program` for any other unit.
struct NativeEngineCommand {
    QString program; ///< the binary as ExecStart names it ("/usr/bin/llama-server")
    QString engineTitle; ///< the profile's title ("llama.cpp server")
    QString model; ///< the model its ExecStart names (command.modelOptions); empty when none
    bool isNative() const { return !program.isEmpty(); }
};
/// Reads `execStart` (systemd's `{ path=… ; argv[]=… }` form or a plain command line) against the
/// engine profiles.
NativeEngineCommand nativeEngineFromExecStart(const QString &execStart);
/// The version a native binary prints for `--version`, from its output (standard output and
/// error together: some builds print it on stderr): `version: 0.7.0 (build 11669, commit Debian)`
/// gives "0.7.0 (build 11669, commit Debian)", `version: 5092 (d3bd7193)` gives "5092 (d3bd7193)";
/// empty when no such line.
QString nativeVersionFromOutput(const QByteArray &output);

/// The size in bytes of a model file from what RemoteCommandBuilder::modelFileInfo() printed
/// (`type=regular file|size=N`, then `magic=…`); -1 when it is not a regular file or the output
/// does not say.
qint64 modelFileSizeFromInfo(const QByteArray &output);

/// The command lines of systemd's `{ path=… ; argv[]=… ; start_time=… ; pid=… }` form, without
/// the run's pid, times and status, so that two runs of the same unit compare equal.
QString unitCommandLine(const QString &execStart);

/// "2.9.0+cu128" -> "12.8": the CUDA a torch wheel was built for; empty when it does not say.
QString cudaFromTorchVersion(const QString &torchVersion);

/// "Last known good" snapshots per host and unit, kept in the history database
/// (history/HistoryDatabase.h) with every earlier marker; files an older build left in the
/// directory (`<host>__<unit>.json`) are imported once and moved aside.
class LastKnownGoodStore {
public:
    /// Empty `directory` (or `<data folder>/last-known-good`): the console's database; another
    /// directory (tests): a database of its own in that directory.
    explicit LastKnownGoodStore(const QString &directory = {});

    QString directory() const { return m_directory; }
    /// Marks `snapshot` as the unit's last known good (and keeps it among its snapshots).
    bool save(const QString &hostId, const QString &unit, const EnvironmentSnapshot &snapshot,
              QString *error = nullptr) const;
    /// Keeps a snapshot of what the unit ran with, unless it equals the newest one kept.
    bool record(const QString &hostId, const QString &unit, const EnvironmentSnapshot &snapshot,
                QString *error = nullptr) const;
    std::optional<EnvironmentSnapshot> load(const QString &hostId, const QString &unit,
                                            QString *error = nullptr) const;
    /// The database file (the same for every host and unit).
    QString filePath(const QString &hostId, const QString &unit) const;
    /// The history database behind it, for queries beyond the last known good.
    std::shared_ptr<HistoryDatabase> database() const { return m_db; }

private:
    QString m_directory;
    std::shared_ptr<HistoryDatabase> m_db;
};

} // namespace ic
