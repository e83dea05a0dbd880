// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "SimState.h"
#include "SimTimeline.h"

#include <QObject>
#include <QString>

#include <optional>

class QTcpServer;
class QTcpSocket;

namespace ic {

/// A stand-in for NVIDIA's dcgm-exporter on a simulated host: `GET /metrics` answers the
/// exporter's default counters for the host in `directory`, read fresh from its state at every
/// scrape, so Prometheus sees what `nvidia-smi` on the same host prints. Other paths get 404.
/// The state is read again only when its file changed (and the start-up's timeline built once per
/// start), so one process can answer a fleet of hundreds scraped every second.
/// Serves whether or not the engine runs (the exporter is its own daemon on a real host).
class SimDcgmExporter : public QObject {
    Q_OBJECT
public:
    explicit SimDcgmExporter(QString directory, QObject *parent = nullptr);
    ~SimDcgmExporter() override;

    /// Listens on 127.0.0.1:`port` (0: a free port). False with a sentence in `error`.
    bool listen(quint16 port, QString *error);
    quint16 port() const;
    int scrapes() const { return m_scrapes; }

private:
    void onReadyRead(QTcpSocket *socket);
    /// The host's state, re-read when state.json changed since the last scrape; false with `error`.
    bool refreshState(QString *error);

    QString m_directory;
    QTcpServer *m_server;
    int m_scrapes = 0;
    SimState m_state;
    std::optional<SimTimeline> m_timeline; ///< of m_state.current()
    QByteArray m_stamp; ///< inode, size and modification time of the state file when read
};

} // namespace ic
