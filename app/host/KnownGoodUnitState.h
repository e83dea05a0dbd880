// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "history/UnitSnapshotStore.h"

#include <QMap>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QObject;

namespace ic {

class HistoryDatabase;
class Transport;

/// Records the host's unit state (`systemctl cat`, secrets redacted) and the engine's packages
/// as its known-good unit state, for a known-good verdict (`evidence` says which). `done` runs
/// once, on `context`'s thread: with the recorded ExecStart, or a warning why nothing was kept.
/// `packages` are the engine's packages as last read (empty: none known).
void recordKnownGoodUnitState(const HostDefinition &host, Transport *transport,
                              const QMap<QString, QString> &packages, std::shared_ptr<HistoryDatabase> db,
                              const QString &evidence, QObject *context, int timeoutMs,
                              std::function<void(const QString &recorded, const QString &warning)> done);

/// The newest known-good unit state of `host` kept beside its last known good in
/// `knownGoodDirectory` (empty: the default place, as LastKnownGoodStore); nullopt with `error`
/// when none could be read (empty when there is none).
std::optional<UnitSnapshot> lastKnownGoodUnitState(const HostDefinition &host,
                                                   const QString &knownGoodDirectory, QString *error);

} // namespace ic
