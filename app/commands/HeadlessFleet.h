// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "config/HostStore.h"
#include "host/Fleet.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace ic::cli {

/// The hosts a headless command works on, set up the one way every such command does: the hosts
/// file read (its warnings said), hosts picked by name, and a fleet whose SSH transports ask
/// nobody anything (a host-key question has no one to answer it there). Each step says its error
/// on `err`, made printable, and returns false.
class HeadlessFleet {
public:
    /// Reads `hostsFile` (`--hosts`; empty: the settings' hosts file).
    bool loadHostsFile(const QString &hostsFile, QTextStream &err);
    const QList<HostDefinition> &hostsInFile() const { return m_file.hosts; }
    QString hostsFilePath() const { return m_path; }
    /// The hosts of the file named `names`, in that order, each once; false when one is not there.
    bool pick(const QStringList &names, QList<HostDefinition> *picked, QTextStream &err) const;
    /// Adds `hosts` to the fleet; their sessions connect at once.
    bool add(const QList<HostDefinition> &hosts, QTextStream &err);
    Fleet &fleet() { return m_fleet; }

private:
    HostStore::LoadResult m_file;
    QString m_path;
    Fleet m_fleet;
    bool m_factorySet = false;
};

} // namespace ic::cli
