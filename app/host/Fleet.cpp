// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Fleet.h"

#include "host/ConnectionTest.h"

#include "HostSession.h"
#include "config/HostStore.h"
#include "config/Settings.h"
#include "formats/ThreadAffinity.h"
#include "monitor/PrometheusSource.h"
#include "transport/LocalTransport.h"
#include "transport/RemoteCommand.h"

namespace ic {

Fleet::Fleet(QObject *parent)
    : QObject(parent)
    , m_journalBudget(qint64(Settings::kDefaultJournalMemoryBudgetMiB) * 1024 * 1024)
{
}

void Fleet::setJournalBudget(qint64 bytes)
{
    m_journalBudget = std::max<qint64>(0, bytes);
    shareJournalBudget();
}

qint64 Fleet::journalShare(qint64 budget, int hosts)
{
    return std::max(kJournalHostFloorBytes, budget / std::max(1, hosts));
}

void Fleet::shareJournalBudget()
{
    const qint64 share = journalShare(m_journalBudget, int(m_sessions.size()));
    for (HostSession *s : std::as_const(m_sessions))
        s->setJournalMemoryCap(share);
}

Fleet::~Fleet()
{
    qDeleteAll(m_sessions); // first: the source then hands no monitor back to SSH on the way out
    delete m_prometheus;
    m_prometheus = nullptr;
}

void Fleet::setPrometheus(const PrometheusConfig &config)
{
    if (config == m_prometheusConfig && (m_prometheus != nullptr) == config.isEnabled())
        return;
    delete m_prometheus;
    m_prometheus = nullptr;
    m_prometheusConfig = config;
    if (!config.isEnabled())
        return;
    m_prometheus = new PrometheusSource(config, this);
    for (HostSession *s : std::as_const(m_sessions))
        attachToPrometheus(s);
    m_prometheus->start();
}

void Fleet::attachToPrometheus(HostSession *s)
{
    const HostDefinition &d = s->definition();
    if (m_prometheus && (!d.prometheusGpu.isEmpty() || !d.prometheusEngine.isEmpty()))
        m_prometheus->attach(d.name, d.prometheusGpu, d.prometheusEngine, s->gpus(), s->endpoint());
}

void Fleet::setTransportFactory(TransportFactory factory)
{
    m_factory = std::move(factory);
}

std::unique_ptr<ConnectionTest> Fleet::connectionTest() const
{
    if (!m_factory)
        return nullptr;
    return std::make_unique<ConnectionTest>(m_factory);
}

std::unique_ptr<Transport> Fleet::makeTransport(const HostDefinition &definition) const
{
    if (m_factory) {
        if (std::unique_ptr<Transport> t = m_factory(definition))
            return t;
        return unavailableTransport(
            tr("No transport could be made for “%1” (%2).").arg(definition.name, definition.target));
    }
    if (definition.isLocal())
        return std::make_unique<LocalTransport>();
    return unavailableTransport(tr("“%1” cannot be reached: this console was started without a way to reach "
                                   "remote hosts, so the commands meant for %2 are not run anywhere.")
                                    .arg(definition.name, definition.target));
}

void Fleet::setSessionOptions(const SessionOptions &options)
{
    m_sessionOptions = options;
}

void Fleet::setHostsFile(const QString &path)
{
    m_hostsFile = path;
}

QStringList Fleet::load()
{
    if (m_hostsFile.isEmpty())
        return {};
    const HostStore::LoadResult r = HostStore::load(m_hostsFile);
    QStringList messages = r.warnings;
    m_loadError = r.error;
    if (!r.error.isEmpty())
        messages.prepend(r.error);
    const QString file = m_hostsFile;
    m_hostsFile.clear(); // no saving while loading
    if (r.error.isEmpty())
        setPrometheus(r.prometheus);
    for (const HostDefinition &h : r.hosts) {
        const QString e = addHost(h);
        if (!e.isEmpty())
            messages << e;
    }
    m_hostsFile = file;
    return messages;
}

HostSession *Fleet::session(const QString &name) const
{
    for (HostSession *s : m_sessions) {
        if (s->name() == name)
            return s;
    }
    return nullptr;
}

QString Fleet::validate(const HostDefinition &d)
{
    if (d.name.trimmed().isEmpty())
        return tr("A host needs a name.");
    if (auto e = unitNameError(d.unit))
        return *e;
    if (d.apiPort == 0)
        return tr("The API port must be between 1 and 65535.");
    if (!d.isLocal()) {
        for (QChar c : d.target) {
            if (c.isSpace() || QStringLiteral("'\"`$;&|<>()\\!*?{}").contains(c))
                return tr("The SSH destination “%1” contains “%2”, which no host or user name has.")
                    .arg(d.target, c);
        }
    }
    return {};
}

QString Fleet::addHost(const HostDefinition &definition)
{
    assertOwnThread(this, "Fleet::addHost");
    if (const QString e = validate(definition); !e.isEmpty())
        return e;
    if (session(definition.name))
        return tr("A host named “%1” already exists.").arg(definition.name);
    auto *s = new HostSession(definition, makeTransport(definition).release(), m_sessionOptions, this);
    m_sessions.append(s);
    shareJournalBudget();
    attachToPrometheus(s);
    Q_EMIT hostAdded(s);
    s->start();
    save();
    return {};
}

QString Fleet::updateHost(const QString &name, const HostDefinition &definition)
{
    assertOwnThread(this, "Fleet::updateHost");
    HostSession *old = session(name);
    if (!old)
        return tr("There is no host named “%1”.").arg(name);
    if (const QString e = validate(definition); !e.isEmpty())
        return e;
    if (definition.name != name && session(definition.name))
        return tr("A host named “%1” already exists.").arg(definition.name);
    const int at = int(m_sessions.indexOf(old));
    Q_EMIT hostAboutToBeRemoved(old);
    if (m_prometheus)
        m_prometheus->detach(name);
    m_sessions.removeAt(at);
    old->deleteLater();
    auto *s = new HostSession(definition, makeTransport(definition).release(), m_sessionOptions, this);
    m_sessions.insert(at, s);
    shareJournalBudget();
    attachToPrometheus(s);
    Q_EMIT hostAdded(s);
    s->start();
    save();
    return {};
}

void Fleet::removeHost(const QString &name)
{
    assertOwnThread(this, "Fleet::removeHost");
    HostSession *s = session(name);
    if (!s)
        return;
    Q_EMIT hostAboutToBeRemoved(s);
    if (m_prometheus)
        m_prometheus->detach(name);
    m_sessions.removeAll(s);
    s->stop();
    s->deleteLater();
    shareJournalBudget();
    save();
}

void Fleet::save()
{
    if (m_hostsFile.isEmpty())
        return;
    if (!m_loadError.isEmpty()) {
        // The user's file could not be read: it is theirs to mend, never overwritten by us.
        Q_EMIT saveFailed(tr("Changes to the hosts are not saved, because %1 has an error: %2")
                              .arg(m_hostsFile, m_loadError));
        return;
    }
    QList<HostDefinition> defs;
    for (HostSession *s : m_sessions)
        defs << s->definition();
    const QString e = HostStore::save(m_hostsFile, defs, m_prometheusConfig);
    if (!e.isEmpty())
        Q_EMIT saveFailed(e);
}

} // namespace ic
