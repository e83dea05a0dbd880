// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArrayView>
#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace ic {

/// `systemctl show -p ... --timestamp=unix -- unit` output: `Key=Value` lines.
struct UnitProperties {
    QHash<QString, QString> values;
    QStringList missing; ///< requested keys that did not come back
    QString error; ///< empty when parsed; otherwise one sentence (lines kept in values)
    QString value(const QString &key) const { return values.value(key); }
};

/// Parses the output for one unit (the first block when several are printed).
/// `requested` lists the keys asked for, so that absent ones are reported in `missing`.
UnitProperties parseSystemctlShow(QByteArrayView text, const QStringList &requested = {});

/// The service state the console shows, derived from UnitProperties.
struct ServiceState {
    QString loadState; ///< loaded, not-found, bad-setting, error, masked
    QString activeState; ///< active, reloading, inactive, failed, activating, deactivating
    QString subState; ///< running, exited, dead, failed, auto-restart, ...
    QString result; ///< success, exit-code, signal, core-dump, timeout, oom-kill, ...
    qint64 mainPid = 0;
    QString invocationId;
    int restarts = 0;
    int execMainCode = 0; ///< CLD_EXITED=1, CLD_KILLED=2, CLD_DUMPED=3
    int execMainStatus = 0;
    QDateTime activeEnterTime; ///< invalid when never active
    QDateTime execMainStartTime; ///< invalid when never started
    std::optional<quint64> memoryBytes; ///< MemoryCurrent; nullopt when unknown ([not set])
    QString execStart; ///< raw ExecStart value
    QString description;

    bool exists() const { return loadState != QLatin1String("not-found"); }
};

/// The properties the console requests.
QStringList serviceStateProperties();

ServiceState toServiceState(const UnitProperties &properties);

/// Parses `@1700000000` (`--timestamp=unix`) or systemd's default `Tue 2024-08-19 18:34:27 UTC`.
QDateTime parseSystemdTimestamp(QStringView value);

} // namespace ic
