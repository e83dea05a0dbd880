// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "config/PrometheusConfig.h"
#include "host/HostSession.h"
#include "transport/TransportFactory.h"

#include <QList>
#include <QObject>

#include <functional>

namespace ic {

class ConnectionTest;

class HostSession;
class PrometheusSource;

/// All hosts the console watches. Owns their sessions; keeps the hosts file in step.
class Fleet : public QObject {
    Q_OBJECT
public:
    explicit Fleet(QObject *parent = nullptr);
    ~Fleet() override;

    /// How a host definition becomes a transport (local process or SSH). Without one, a
    /// "local" host runs its commands here and any other host's session is Failed with a
    /// sentence saying it cannot be reached: a remote host's commands never run locally.
    void setTransportFactory(TransportFactory factory);
    /// The same factory, for a one-off transport.
    const TransportFactory &transportFactory() const { return m_factory; }
    /// A connection test for a host that is not in the fleet yet (the host dialog's "Test
    /// connection"), through this fleet's transports; null without a factory.
    std::unique_ptr<ConnectionTest> connectionTest() const;
    /// The transport a session of `definition` gets (see setTransportFactory()); never null.
    std::unique_ptr<Transport> makeTransport(const HostDefinition &definition) const;
    /// How every session this fleet makes is set up (time scale, data directory); set before
    /// hosts are added.
    void setSessionOptions(const SessionOptions &options);
    const SessionOptions &sessionOptions() const { return m_sessionOptions; }
    /// The memory the hosts' journal views may hold together (bytes; Settings'
    /// journalMemoryBudgetMiB()). Each session's journal store gets an equal share, never less
    /// than kJournalHostFloorBytes, set again whenever a host comes or goes.
    void setJournalBudget(qint64 bytes);
    qint64 journalBudget() const { return m_journalBudget; }
    /// One host's share of `budget` among `hosts` hosts.
    static qint64 journalShare(qint64 budget, int hosts);
    /// What one host always keeps: one start-up of a 1T model on 8 GPUs (the simulated host's,
    /// 216 lines and 31 KB, or the real vLLM start-up in tests/fixtures/real-logs, 99 lines and
    /// 14 KB on one GPU, ×8 ranks) many times over; 256 hosts × 1 MiB = the default budget.
    static constexpr qint64 kJournalHostFloorBytes = 1024 * 1024;
    /// Where add/update/remove are saved; empty: not persisted (demo, tests).
    void setHostsFile(const QString &path);
    QString hostsFile() const { return m_hostsFile; }
    /// Loads the hosts file; returns warnings and errors as sentences.
    QStringList load();

    QList<HostSession *> sessions() const { return m_sessions; }
    HostSession *session(const QString &name) const;
    int count() const { return int(m_sessions.size()); }

    /// Adds and starts a host. Returns an error sentence (duplicate name, bad unit) or empty.
    QString addHost(const HostDefinition &definition);
    /// Replaces a host's definition (restarts its session). Error sentence or empty.
    QString updateHost(const QString &name, const HostDefinition &definition);
    void removeHost(const QString &name);

    static QString validate(const HostDefinition &definition);

    /// Where the fleet's GPU samples and serving figures come from when Prometheus scrapes it
    /// (the hosts file's "prometheus" object; load() sets it). Hosts with label values are fed
    /// by it; the others, and everything else (service, journal, control, ladder), stay on SSH.
    void setPrometheus(const PrometheusConfig &config);
    const PrometheusConfig &prometheusConfig() const { return m_prometheusConfig; }
    PrometheusSource *prometheus() const { return m_prometheus; } ///< nullptr when not configured

Q_SIGNALS:
    void hostAdded(ic::HostSession *session);
    /// Emitted before the session is deleted.
    void hostAboutToBeRemoved(ic::HostSession *session);
    void saveFailed(const QString &error);

private:
    void save();
    void attachToPrometheus(HostSession *session);
    void shareJournalBudget();

    TransportFactory m_factory;
    SessionOptions m_sessionOptions;
    QString m_hostsFile;
    QString m_loadError; ///< the hosts file could not be read: never saved over
    QList<HostSession *> m_sessions;
    qint64 m_journalBudget;
    PrometheusConfig m_prometheusConfig;
    PrometheusSource *m_prometheus = nullptr;
};

} // namespace ic
