// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ConnectionTest.h"

#include "Fleet.h"
#include "formats/DataText.h"
#include "formats/SystemctlShow.h"
#include "transport/RemoteCommand.h"
#include "transport/Transport.h"

namespace ic {

ConnectionTest::ConnectionTest(TransportFactory factory, QObject *parent)
    : QObject(parent)
    , m_factory(std::move(factory))
{
    m_deadline.setSingleShot(true);
    m_deadline.setInterval(30000);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        finish(false, tr("No answer within %n second(s).", nullptr, m_deadline.interval() / 1000));
    });
}

ConnectionTest::~ConnectionTest()
{
    delete m_transport;
}

void ConnectionTest::setDeadline(int milliseconds)
{
    m_deadline.setInterval(std::max(1, milliseconds));
}

void ConnectionTest::start(const HostDefinition &definition)
{
    if (m_transport)
        return;
    m_definition = definition;
    if (const QString e = Fleet::validate(definition); !e.isEmpty()) {
        finish(false, e);
        return;
    }
    if (!m_factory) {
        finish(false, tr("No transport is available for “%1”.").arg(definition.target));
        return;
    }
    m_transport = m_factory(definition).release();
    if (!m_transport) {
        finish(false, tr("No transport is available for “%1”.").arg(definition.target));
        return;
    }
    m_transport->setParent(this);
    m_pending = 0;
    Q_EMIT progress(tr("Connecting to %1…").arg(m_transport->describe()));
    m_deadline.start();
    connect(m_transport, &Transport::statusChanged, this, [this](const LinkStatus &status) {
        if (m_pending > 0)
            return;
        if (status.state == LinkState::Connected)
            runCommands();
        else if (status.state == LinkState::Failed)
            finish(false, tr("Could not reach the host: %1").arg(status.summary()));
    });
    m_transport->connectToHost();
    if (m_transport && m_transport->status().state == LinkState::Connected && m_pending == 0)
        runCommands();
}

void ConnectionTest::runCommands()
{
    const RemoteCommandBuilder commands(m_definition);
    const RemoteCommand show = commands.systemctlShow(serviceStateProperties());
    const RemoteCommand smi = commands.nvidiaSmiQueryGpu({ QStringLiteral("index") }, 0);
    if (!show.isValid() || !smi.isValid()) {
        finish(false, !show.isValid() ? show.error : smi.error);
        return;
    }
    m_pending = 2;
    m_ok = true;
    m_systemctl.clear();
    m_gpus.clear();
    const QString unit = m_definition.unit;
    auto done = [this] {
        if (--m_pending > 0)
            return;
        finish(m_ok, tr("Reached %1: %2; %3").arg(m_transport->describe(), m_systemctl, m_gpus));
    };
    CommandJob *showJob = m_transport->run(show.line);
    connect(showJob, &CommandJob::finished, this, [this, unit, done](const CommandResult &r) {
        if (!r.ran()) {
            m_pending = 0;
            finish(false, tr("Could not reach the host: %1").arg(r.error));
            return;
        }
        if (r.exitCode == 127) {
            m_ok = false;
            m_systemctl = tr("systemctl was not found");
        } else {
            const ServiceState st
                = toServiceState(parseSystemctlShow(r.standardOutput, serviceStateProperties()));
            if (r.exitCode != 0 && st.loadState.isEmpty()) {
                m_ok = false;
                m_systemctl = tr("systemctl show failed (exit status %1)").arg(r.exitCode);
            } else if (!st.exists()) {
                m_ok = false;
                m_systemctl = tr("the unit %1 does not exist there").arg(unit);
            } else {
                m_systemctl = tr("%1 is %2").arg(unit, serviceStateText(st.activeState));
            }
        }
        if (m_pending > 0)
            done();
    });
    CommandJob *smiJob = m_transport->run(smi.line);
    connect(smiJob, &CommandJob::finished, this, [this, done](const CommandResult &r) {
        if (!r.ran())
            return; // the systemctl job reports the transport failure
        if (r.exitCode == 127) {
            m_ok = false;
            m_gpus = tr("nvidia-smi was not found.");
        } else if (r.exitCode != 0) {
            m_ok = false;
            m_gpus = tr("nvidia-smi failed: %1")
                         .arg(QString::fromUtf8(r.standardOutput + r.standardError)
                                  .trimmed()
                                  .section(u'\n', 0, 0));
        } else {
            const int gpus = int(r.standardOutput.trimmed().split('\n').size());
            m_gpus = r.standardOutput.trimmed().isEmpty()
                ? tr("nvidia-smi sees no GPU.")
                : (gpus == 1 ? tr("nvidia-smi sees one GPU.") : tr("nvidia-smi sees %1 GPUs.").arg(gpus));
        }
        if (m_pending > 0)
            done();
    });
}

void ConnectionTest::finish(bool ok, const QString &message)
{
    m_deadline.stop();
    m_pending = 0;
    if (m_transport) {
        Transport *t = m_transport;
        m_transport = nullptr;
        t->disconnect(this);
        t->disconnectFromHost();
        t->deleteLater();
    }
    Q_EMIT finished(ok, message);
}

} // namespace ic
