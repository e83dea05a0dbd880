// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "DemoHost.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QTcpServer>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::DemoHost)
};

quint16 freeLoopbackPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

QString quoteWord(const QString &w)
{
    // Tool commands are split with QProcess::splitCommand: double quotes keep spaces together.
    if (!w.contains(u' ') && !w.contains(u'"'))
        return w;
    QString q = w;
    q.replace(QLatin1String("\""), QLatin1String("\"\"\""));
    return u'"' + q + u'"';
}
} // namespace

DemoHost::DemoHost() = default;

DemoHost::~DemoHost()
{
    if (m_dir && !m_simhost.isEmpty()) {
        // Stop the simulated service so its server process ends now, not at its next poll.
        QProcess::execute(m_simhost,
                          { QStringLiteral("--state"), m_dir->path(), QStringLiteral("systemctl"),
                            QStringLiteral("stop"), QStringLiteral("--"), m_definition.unit });
    }
}

QString DemoHost::locateSimhost()
{
    const QString dir = QCoreApplication::applicationDirPath();
    const QStringList candidates = { dir + QStringLiteral("/inference-console-simhost"),
                                     dir + QStringLiteral("/../inference-console-simhost"),
                                     dir + QStringLiteral("/../bin/inference-console-simhost"),
                                     // installed, from the window's program in libexec/inference-console/
                                     dir + QStringLiteral("/../../bin/inference-console-simhost") };
    for (const QString &candidate : candidates) {
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    }
    return {};
}

QString DemoHost::stateDirectory() const
{
    return m_dir ? m_dir->path() : QString();
}

QString DemoHost::start(const Options &options)
{
    m_simhost = options.simhostPath.isEmpty() ? locateSimhost() : options.simhostPath;
    if (m_simhost.isEmpty() || !QFileInfo(m_simhost).isExecutable())
        return Tr::tr(
            "The simulated host program inference-console-simhost was not found next to the console.");
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid())
        return Tr::tr("No temporary directory for the simulated host: %1").arg(m_dir->errorString());
    const quint16 port = freeLoopbackPort();
    if (port == 0)
        return Tr::tr("No free loopback port for the simulated API server.");

    const QString state = m_dir->path();
    QStringList init { QStringLiteral("--state"),
                       state,
                       QStringLiteral("init"),
                       QStringLiteral("--scenario"),
                       options.scenario,
                       QStringLiteral("--time-scale"),
                       QString::number(options.timeScale),
                       QStringLiteral("--gpus"),
                       QString::number(options.gpus),
                       QStringLiteral("--seed"),
                       QString::number(options.seed),
                       QStringLiteral("--port"),
                       QString::number(port),
                       QStringLiteral("--owner-pid"),
                       QString::number(QCoreApplication::applicationPid()) };
    init << options.extraInitArguments;
    QProcess p;
    p.start(m_simhost, init);
    if (!p.waitForFinished(15000) || p.exitCode() != 0)
        return Tr::tr("The simulated host could not be set up: %1")
            .arg(QString::fromUtf8(p.readAllStandardError()).trimmed());

    const QString prefix = quoteWord(m_simhost) + QStringLiteral(" --state ") + quoteWord(state) + u' ';
    m_definition = HostDefinition {};
    m_definition.name = options.name;
    m_definition.target = QStringLiteral("local");
    m_definition.unit = QStringLiteral("vllm.service");
    m_definition.apiPort = port;
    m_definition.engine = QStringLiteral("vllm");
    m_definition.group = QStringLiteral("demo");
    m_definition.tags = { QStringLiteral("simulated") };
    m_definition.nvidiaSmiCommand = prefix + QStringLiteral("nvidia-smi");
    m_definition.systemctlCommand = prefix + QStringLiteral("systemctl");
    m_definition.journalctlCommand = prefix + QStringLiteral("journalctl");
    m_definition.psCommand = prefix + QStringLiteral("ps");
    m_definition.dfCommand = prefix + QStringLiteral("df");
    m_definition.ssCommand = prefix + QStringLiteral("ss");
    m_definition.pySpyCommand = prefix + QStringLiteral("py-spy");
    m_definition.catCommand = prefix + QStringLiteral("cat");
    m_definition.dmesgCommand = prefix + QStringLiteral("dmesg");
    m_definition.privilegePrefix.clear();
    m_definition.pythonCommand = prefix + QStringLiteral("python");

    if (options.startService) {
        QProcess s;
        s.start(m_simhost,
                { QStringLiteral("--state"), state, QStringLiteral("systemctl"), QStringLiteral("start"),
                  QStringLiteral("--"), m_definition.unit });
        if (!s.waitForFinished(15000) || s.exitCode() != 0)
            return Tr::tr("The simulated service did not start: %1")
                .arg(QString::fromUtf8(s.readAllStandardError()).trimmed());
    }
    return {};
}

} // namespace ic
