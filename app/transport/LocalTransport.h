// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "Transport.h"

namespace ic {

/// Runs commands on this machine with `/bin/sh -c`, exactly as sshd would run them
/// remotely. Used for the demo host, the tests and a console running on the GPU host itself.
class LocalTransport : public Transport {
    Q_OBJECT
public:
    explicit LocalTransport(QObject *parent = nullptr);

    QString describe() const override;
    LinkStatus status() const override;
    void connectToHost() override;
    void disconnectFromHost() override;
    CommandJob *run(const QByteArray &commandLine) override;
    StreamJob *stream(const QByteArray &commandLine) override;
    TunnelJob *openTunnel(quint16 remotePort) override;

private:
    LinkStatus m_status;
};

} // namespace ic
