// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "TransportFactory.h"

#include "LocalTransport.h"
#include "SshTransport.h"

#include <QTimer>

namespace ic {

TransportFactory consoleTransportFactory(bool interactive)
{
    return [interactive](const HostDefinition &host) -> std::unique_ptr<Transport> {
        if (host.isLocal())
            return std::make_unique<LocalTransport>();
        SshOptions options = SshOptions::fromEnvironment();
        options.askHostKeys = interactive;
        return std::make_unique<SshTransport>(host.target, options);
    };
}

namespace {

class UnavailableStream : public StreamJob {
public:
    using StreamJob::StreamJob;
    void stop() override { }
};

/// Never connects; says why in its status and in every job's failure.
class UnavailableTransport : public Transport {
public:
    explicit UnavailableTransport(const QString &reason)
    {
        m_status.state = LinkState::Failed;
        m_status.message = reason;
    }
    QString describe() const override { return tr("unreachable"); }
    LinkStatus status() const override { return m_status; }
    void connectToHost() override { }
    void disconnectFromHost() override { }
    CommandJob *run(const QByteArray &) override
    {
        auto *job = new CommandJob(this);
        CommandResult r;
        r.error = m_status.message;
        QTimer::singleShot(0, job, [job, r] {
            Q_EMIT job->finished(r);
            job->deleteLater();
        });
        return job;
    }
    StreamJob *stream(const QByteArray &) override
    {
        auto *job = new UnavailableStream(this);
        QTimer::singleShot(0, job, [job, error = m_status.message] { Q_EMIT job->finished(-1, error); });
        return job;
    }
    TunnelJob *openTunnel(quint16) override
    {
        auto *job = new TunnelJob(this);
        QTimer::singleShot(0, job, [job, error = m_status.message] { Q_EMIT job->failed(error); });
        return job;
    }

private:
    LinkStatus m_status;
};

} // namespace

std::unique_ptr<Transport> unavailableTransport(const QString &reason)
{
    return std::make_unique<UnavailableTransport>(reason);
}

} // namespace ic
