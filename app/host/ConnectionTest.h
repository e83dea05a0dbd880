// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"
#include "transport/TransportFactory.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace ic {

class Transport;

/// "Test connection" for a host definition that is not in the fleet yet: connects through a
/// fresh transport, runs `systemctl show` for the unit and `nvidia-smi` for the GPU count, and
/// says in one sentence what it found. The host dialog shows it; it never talks to a host itself.
/// Ends within the deadline (30 s unless set), with the reason when it could not finish.
class ConnectionTest : public QObject {
    Q_OBJECT
public:
    explicit ConnectionTest(TransportFactory factory, QObject *parent = nullptr);
    ~ConnectionTest() override;

    void setDeadline(int milliseconds);
    /// Starts a test of `definition`; ignored while one runs.
    void start(const HostDefinition &definition);
    bool isRunning() const { return m_transport != nullptr; }

Q_SIGNALS:
    /// "Connecting to …" and similar, while it runs.
    void progress(const QString &message);
    void finished(bool ok, const QString &message);

private:
    void runCommands();
    void finish(bool ok, const QString &message);

    TransportFactory m_factory;
    HostDefinition m_definition;
    QPointer<Transport> m_transport;
    QTimer m_deadline;
    int m_pending = 0;
    bool m_ok = true;
    QString m_systemctl;
    QString m_gpus;
};

} // namespace ic
