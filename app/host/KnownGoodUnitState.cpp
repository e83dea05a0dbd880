// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "KnownGoodUnitState.h"

#include "diagnose/EnvironmentSnapshot.h"
#include "formats/SystemctlCat.h"
#include "history/UnitSnapshotStore.h"
#include "transport/RemoteCommand.h"
#include "transport/Transport.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

#include <utility>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::KnownGoodUnitState)
};
} // namespace

void recordKnownGoodUnitState(const HostDefinition &host, Transport *transport,
                              const QMap<QString, QString> &packages, std::shared_ptr<HistoryDatabase> db,
                              const QString &evidence, QObject *context, int timeoutMs,
                              std::function<void(const QString &recorded, const QString &warning)> done)
{
    const RemoteCommand cat = transport ? RemoteCommandBuilder(host).systemctlCat() : RemoteCommand {};
    if (!db || !cat.isValid()) {
        done({}, transport ? cat.error : QStringLiteral("no host"));
        return;
    }
    auto finished = std::make_shared<bool>(false);
    auto *deadline = new QTimer(context);
    deadline->setSingleShot(true);
    QObject::connect(deadline, &QTimer::timeout, context, [finished, done, timeoutMs] {
        if (std::exchange(*finished, true))
            return;
        done({}, Tr::tr("systemctl cat did not finish within %1 s").arg(timeoutMs / 1000));
    });
    deadline->start(timeoutMs);
    QPointer<Transport> guard(transport);
    CommandJob *job = transport->run(cat.line);
    QObject::connect(job, &CommandJob::finished, context,
                     [guard, db, evidence, done, finished, deadline, name = host.name, unit = host.unit,
                      packages](const CommandResult &r) {
                         deadline->deleteLater();
                         if (std::exchange(*finished, true))
                             return;
                         if (!guard) {
                             done({}, Tr::tr("the host went away"));
                             return;
                         }
                         if (!r.succeeded()) {
                             done({}, r.ran() ? QString::fromUtf8(r.standardError).trimmed() : r.error);
                             return;
                         }
                         QString error;
                         UnitSnapshot snap
                             = makeUnitSnapshot(name, unit, parseSystemctlCat(r.standardOutput), &error);
                         if (error.isEmpty()) {
                             snap.evidence = evidence;
                             snap.packages = packages;
                             if (UnitSnapshotStore(db).record(snap, &error)) {
                                 done(snap.execStart, {});
                                 return;
                             }
                         }
                         done({}, error);
                     });
}

std::optional<UnitSnapshot> lastKnownGoodUnitState(const HostDefinition &host,
                                                   const QString &knownGoodDirectory, QString *error)
{
    return UnitSnapshotStore(LastKnownGoodStore(knownGoodDirectory).database())
        .lastKnownGood(host.name, host.unit, error);
}

} // namespace ic
