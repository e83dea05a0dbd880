// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HeadlessFleet.h"

#include "config/Settings.h"
#include "formats/TerminalText.h"
#include "host/HostSession.h"
#include "transport/TransportFactory.h"

#include <QCoreApplication>

#include <algorithm>

namespace ic::cli {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(main)
};
} // namespace

bool HeadlessFleet::loadHostsFile(const QString &hostsFile, QTextStream &err)
{
    Settings settings;
    if (!hostsFile.isEmpty())
        settings.setHostsFilePath(hostsFile);
    m_path = settings.hostsFilePath();
    m_file = HostStore::load(m_path);
    if (!m_file.error.isEmpty()) {
        err << printable(m_file.error, false) << '\n';
        return false;
    }
    for (const QString &w : std::as_const(m_file.warnings))
        err << printable(w, false) << '\n';
    return true;
}

bool HeadlessFleet::pick(const QStringList &names, QList<HostDefinition> *picked, QTextStream &err) const
{
    for (const QString &name : names) {
        const auto it = std::find_if(m_file.hosts.cbegin(), m_file.hosts.cend(),
                                     [&name](const HostDefinition &h) { return h.name == name; });
        if (it == m_file.hosts.cend()) {
            err << Tr::tr("There is no host named “%1” in %2.").arg(printable(name, false), m_path) << '\n';
            return false;
        }
        if (std::none_of(picked->cbegin(), picked->cend(),
                         [&name](const HostDefinition &h) { return h.name == name; }))
            picked->append(*it);
    }
    return true;
}

bool HeadlessFleet::add(const QList<HostDefinition> &hosts, QTextStream &err)
{
    if (!m_factorySet) {
        m_fleet.setTransportFactory(
            consoleTransportFactory(false)); // nobody can answer a host-key question here
        SessionOptions options;
        options.livenessProbe = Settings().livenessProbe();
        m_fleet.setSessionOptions(options);
        m_factorySet = true;
    }
    for (const HostDefinition &d : hosts) {
        if (const QString e = m_fleet.addHost(d); !e.isEmpty()) {
            err << printable(e, false) << '\n';
            return false;
        }
    }
    return true;
}

} // namespace ic::cli
