// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimulatedHost.h"

#include "sim/DemoHost.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>

namespace ic::testsupport {

SimulatedHost::SimulatedHost() = default;
SimulatedHost::~SimulatedHost() = default;

QString SimulatedHost::start(const Options &options)
{
    DemoHost::Options o;
    o.simhostPath = simhostPath();
    o.name = options.name;
    o.scenario = options.scenario;
    o.timeScale = options.timeScale;
    o.gpus = options.gpus;
    o.seed = options.seed;
    o.extraInitArguments = options.extraInitArguments;
    o.startService = options.startService;
    m_host = std::make_unique<DemoHost>();
    const QString error = m_host->start(o);
    if (!error.isEmpty()) {
        m_host.reset();
        return QStringLiteral("simulated host %1 (scenario %2): %3")
            .arg(options.name, options.scenario, error);
    }
    if (options.waitUntilServing) {
        QString why;
        if (!waitUntilServing(options.deadlineMs, &why))
            return QStringLiteral("simulated host %1 (scenario %2): %3")
                .arg(options.name, options.scenario, why);
    }
    return {};
}

SimulatedHost::Options SimulatedHost::servingApi(const QStringList &initOptions, const QString &decodeRate)
{
    Options o;
    o.timeScale = 2000;
    o.extraInitArguments = QStringList { QStringLiteral("--decode-rate"), decodeRate } + initOptions;
    o.waitUntilServing = true;
    return o;
}

SimulatedHost::Options SimulatedHost::rolloutHost(const QString &name)
{
    Options o;
    o.name = name;
    o.timeScale = kRolloutTimeScale;
    o.gpus = 2;
    o.extraInitArguments = { QStringLiteral("--decode-rate"), QStringLiteral("2000") };
    o.waitUntilServing = true;
    o.deadlineMs = 60000;
    return o;
}

bool SimulatedHost::isStarted() const
{
    return m_host != nullptr;
}

const HostDefinition &SimulatedHost::definition() const
{
    return m_host ? m_host->definition() : m_empty;
}

QString SimulatedHost::stateDirectory() const
{
    return m_host ? m_host->stateDirectory() : QString();
}

RunResult SimulatedHost::simhost(const QStringList &arguments, int deadlineMs) const
{
    if (!m_host) {
        RunResult r;
        r.command = QStringLiteral("inference-console-simhost ") + arguments.join(u' ');
        r.err = "the simulated host was not started";
        return r;
    }
    return runSimhost(stateDirectory(), arguments, deadlineMs);
}

QString SimulatedHost::unitProperty(const QString &name, QString *why) const
{
    const RunResult r = simhost({ QStringLiteral("systemctl"), QStringLiteral("show"), QStringLiteral("-p"),
                                  name, QStringLiteral("--value"), QStringLiteral("--"), definition().unit });
    if (!r.exitedNormally() || r.exitCode != 0) {
        if (why)
            *why = QString::fromUtf8(r.describe());
        return {};
    }
    return QString::fromUtf8(r.out).trimmed();
}

bool SimulatedHost::answersHealth(quint16 port)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(1000))
        return false;
    s.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray reply;
    while (s.waitForReadyRead(1000))
        reply += s.readAll();
    return reply.startsWith("HTTP/1.1 200");
}

bool SimulatedHost::waitUntilServing(int deadlineMs, QString *why) const
{
    if (!m_host) {
        if (why)
            *why = QStringLiteral("the simulated host was not started");
        return false;
    }
    QElapsedTimer waited;
    waited.start();
    while (!answersHealth(apiPort())) {
        if (waited.elapsed() >= deadlineMs) {
            if (why)
                *why = QStringLiteral("its API on 127.0.0.1:%1 did not answer /health with 200 within %2 ms")
                           .arg(apiPort())
                           .arg(deadlineMs);
            return false;
        }
        QTest::qWait(50);
    }
    return true;
}

std::vector<std::unique_ptr<SimulatedHost>>
startSimulatedHosts(int count, const SimulatedHostOptions &options, QString *error)
{
    std::vector<std::unique_ptr<SimulatedHost>> hosts;
    for (int i = 0; i < count; ++i) {
        SimulatedHostOptions o = options;
        if (count > 1)
            o.name = QStringLiteral("%1-%2").arg(options.name).arg(i + 1, 2, 10, QLatin1Char('0'));
        o.seed = options.seed + i;
        auto host = std::make_unique<SimulatedHost>();
        const QString e = host->start(o);
        if (!e.isEmpty()) {
            if (error)
                *error = e;
            return {};
        }
        hosts.push_back(std::move(host));
    }
    return hosts;
}

RunResult runSimhost(const QString &stateDir, const QStringList &arguments, int deadlineMs)
{
    RunOptions o;
    o.deadlineMs = deadlineMs;
    return runBinary(simhostPath(), QStringList { QStringLiteral("--state"), stateDir } + arguments, o);
}

} // namespace ic::testsupport
